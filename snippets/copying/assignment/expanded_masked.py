import torch

x = torch.zeros(4)
e = x.expand(3, 4)
e.masked_fill_(e == 0, 5.0)  # a write by mask: allowed on e, with a warning
print("after e.masked_fill_(e == 0, 5.0), x:", x.tolist())
e[[0]] = 1.0  # item assignment with a list of indices: also allowed, with a warning
print("after e[[0]] = 1.0, x:", x.tolist())
e[[0]] += 1  # read by a list, add, write back by the list: allowed, with a warning
print("after e[[0]] += 1, x:", x.tolist())
e.index_put_((torch.tensor([0, 0]),), torch.ones(4), accumulate=True)  # row 0 twice, added up
print("after e.index_put_((torch.tensor([0, 0]),), torch.ones(4), accumulate=True), x:", x.tolist())
