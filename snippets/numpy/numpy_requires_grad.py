# devices: cpu
# raises: RuntimeError
import torch

for name, t in (("meta", torch.ones(2, device="meta", requires_grad=True)),
                ("sparse", torch.eye(2).to_sparse().requires_grad_())):
    try:
        t.numpy()
    except TypeError as error:  # its device or layout is refused before requires_grad is looked at
        print(f"{name} tensor that requires grad: TypeError: {error}")

w = torch.tensor([1.0, 2.0], requires_grad=True)
w.numpy()
