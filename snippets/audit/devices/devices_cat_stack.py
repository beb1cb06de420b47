import torch

a = torch.zeros(2, 3)
b = torch.ones(1, 3)
print("torch.cat([a, b]):", tuple(torch.cat([a, b]).shape))
print("torch.cat([a, torch.zeros(0)]):", tuple(torch.cat([a, torch.zeros(0)]).shape))
for other in (torch.ones(2, 2), torch.zeros(0, 5)):
    try:
        torch.cat([a, other])
    except RuntimeError as error:
        print(f"torch.cat with {tuple(other.shape)}:", "RuntimeError:", str(error).split(".")[0])
try:
    torch.stack([torch.zeros(2), torch.zeros(3)])
except RuntimeError as error:
    print("torch.stack of sizes 2 and 3:", "RuntimeError:", error)
x = torch.arange(10.0)
print("torch.cat(torch.split(x, 3)) equals x:", torch.equal(torch.cat(torch.split(x, 3)), x))
print("torch.cat(torch.chunk(x, 3)) equals x:", torch.equal(torch.cat(torch.chunk(x, 3)), x))
y = torch.arange(12.0).reshape(3, 4)
print("torch.cat(torch.split(y, 2, dim=1), dim=1) equals y:", torch.equal(torch.cat(torch.split(y, 2, dim=1), dim=1), y))
wrong = torch.cat(torch.split(y, 2, dim=1))  # joined along dim 0, the default
print("torch.cat(torch.split(y, 2, dim=1)) equals y:", torch.equal(wrong, y), tuple(wrong.shape))
out = torch.empty(3, 3)
print("torch.cat([a, b], out=out) is out:", torch.cat([a, b], out=out) is out, out[2].tolist())
out2 = torch.empty(2, 2, 3)
print("torch.stack([a, a + 1], out=out2) is out2:", torch.stack([a, a + 1], out=out2) is out2, out2[1, 0].tolist())
