import torch

e = torch.zeros(3).expand(2, 3)  # 6 elements on 3 memory locations
m = torch.zeros(3, device="meta").expand(2, 3)  # the same on the meta device: no data
with torch.no_grad():
    print("e.copy_(e) is e:", e.copy_(e) is e)
    print("m.copy_(torch.ones(2, 3)) is m:", m.copy_(torch.ones(2, 3)) is m)
