# devices: cuda
import torch

t = torch.arange(3.0, device="cpu")
g = t.cuda()
print("t.cuda() is t:", g is t, "| on", g.device)
print("g.cuda() is g:", g.cuda() is g, "| g.to('cuda') is g:", g.to("cuda") is g)
back = g.cpu()
back[0] = 100
print("g.cpu() is g:", back is g, "| g after a write into g.cpu():", g.tolist())
