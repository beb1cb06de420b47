import torch

t = torch.linspace(0, 10, 5, dtype=torch.int64)
m = torch.linspace(-12, 10, 7, dtype=torch.int64)
computed = torch.linspace(-12, 10, 7, dtype=torch.float64)
print("linspace(0, 10, 5), float64:  ", torch.linspace(0, 10, 5, dtype=torch.float64).tolist())
print("linspace(0, 10, 5), int64:    ", t.tolist())
print("linspace(-12, 10, 7), float64:", computed.tolist())
print("linspace(-12, 10, 7), int64:  ", m.tolist())
print("exact middle value, (-12 + 10) / 2:", (-12 + 10) / 2)

# the same comparison over a grid of int start, end and steps
calls = [(a, b, n) for a in range(-12, 13) for b in range(-12, 13) for n in range(1, 10)]
same = sum(
    torch.equal(torch.linspace(a, b, n, dtype=torch.int64), torch.linspace(a, b, n, dtype=torch.float64).trunc().long())
    for a, b, n in calls
)
print(f"int64 result == float64 result truncated: {same} of {len(calls)} calls")
