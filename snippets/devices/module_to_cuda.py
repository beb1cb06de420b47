# devices: cuda
import torch

model = torch.nn.Linear(3, 2, device="cpu")
params = list(model.parameters())  # the Parameter objects, before the move
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # made before the move
print("weight on", model.weight.device)
returned = model.to("cuda")
print("model.to('cuda') is model:", returned is model)
print("same Parameter objects:", all(p is q for p, q in zip(params, model.parameters())), "| weight on", model.weight.device)
print("optimizer's parameters on:", sorted({str(p.device) for p in optimizer.param_groups[0]["params"]}))
