import torch

doc = torch.Tensor.detach.__doc__
print(doc.strip())
print()
for name in ["resize_", "resize_as_", "set_", "transpose_"]:
    print(f"mentions {name}:", name in doc)
