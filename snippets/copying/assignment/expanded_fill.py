import torch

x = torch.zeros(4)
e = x.expand(3, 4)  # 3 rows on the same 4 elements of x
e.fill_(7)
print("after e.fill_(7), x:", x.tolist())
e.zero_()
print("after e.zero_(), x:", x.tolist())
torch.nn.init.ones_(e)
print("after torch.nn.init.ones_(e), x:", x.tolist())
e.fill_diagonal_(7)  # writes the diagonal of e only
print("after e.fill_diagonal_(7), x:", x.tolist())
e.copy_(e)  # a copy onto itself
print("after e.copy_(e), x:", x.tolist())
e.unsqueeze_(0)  # changes the shape of e, no element
print("after e.unsqueeze_(0), e.shape:", tuple(e.shape), "e.stride():", e.stride())
