import torch

doc = " ".join(torch.Tensor.backward.__doc__.split())
for words in ("This argument can be omitted if ``self`` is a scalar.", "None values can be specified for scalar Tensors"):
    print(f"docstring has “{words}”:", words in doc)
c = torch.tensor([1 + 1j, 2 - 1j], requires_grad=True)
out = (c * c).sum()
print("out:", out.dtype, "| shape:", tuple(out.shape))
for label, call in (("out.backward()", lambda: out.backward()), ("out.backward(gradient=None)", lambda: out.backward(gradient=None))):
    try:
        call()
    except RuntimeError as error:
        print(f"{label} raises RuntimeError:", error)
