import torch

doc = torch.Tensor.numpy.__doc__
print(doc.strip().splitlines()[0])  # the signature line
print("force=True documented as detach().cpu().resolve_conj().resolve_neg().numpy():",
      "t.detach().cpu().resolve_conj().resolve_neg().numpy()" in doc)
