import torch


class Tied(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(2, 2, bias=False)
        self.b = torch.nn.Linear(2, 2, bias=False)
        self.b.weight = self.a.weight  # one Parameter under two names


src = Tied()
with torch.no_grad():
    src.a.weight.fill_(1.0)  # round numbers
sd = src.state_dict()  # both entries alias the one weight: they share memory
dst = Tied()
dst.load_state_dict(sd, assign=True)
a, b = dst.a.weight, dst.b.weight
print("a is b:", a is b, " same memory:", a.data_ptr() == b.data_ptr())
before = a.detach().clone()
a.grad = torch.ones_like(a)
b.grad = torch.ones_like(b)
torch.optim.SGD(dst.parameters(), lr=1.0).step()  # one step, lr 1, every gradient 1
step = (before - a.detach())[0, 0].item()
print("the weight moved by:", step)
