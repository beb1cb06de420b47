import torch

model = torch.nn.Linear(2, 1)
best = model.state_dict()  # meant as a snapshot of the "best" weights
before = best["weight"].clone()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model(torch.ones(1, 2)).sum().backward()
opt.step()  # trains on: updates model.weight in place
print("best['weight'] changed:", not torch.equal(best["weight"], before))
print("same memory as model.weight:", best["weight"].data_ptr() == model.weight.data_ptr())
