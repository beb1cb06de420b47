# devices: cpu
import torch

doc = " ".join(torch.Tensor.share_memory_.__doc__.split())
print(doc[: doc.index("Tensors in shared memory")].strip())
