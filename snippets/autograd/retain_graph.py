import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
out = (w * w).sum()
out.backward(retain_graph=True)   # keep the saved values
out.backward()                    # second pass works, grads add up
print("w.grad:", w.grad)
