# devices: cpu
# raises: TypeError
import torch

m = torch.zeros(3, device="meta")
try:
    m.cpu()  # what the message of .numpy() advises
except NotImplementedError as error:
    print("m.cpu(): NotImplementedError:", error)
m.numpy()
