# devices: cuda
import torch

g = torch.full((1_000_000,), 7.0, device="cuda")
g.to("cpu", non_blocking=True)  # a first copy: the pinned memory the next one needs is then allocated already
torch.cuda.synchronize()

x = torch.randn(4096, 4096, device="cuda")
for _ in range(100):  # work queued on the stream
    x = torch.tanh(x @ x)
host = g.to("cpu", non_blocking=True)
finished = torch.cuda.current_stream().query()
print("copy finished when to() returned:", finished)
torch.cuda.synchronize()
print("after torch.cuda.synchronize(), every element is 7:", bool((host == 7).all()))
