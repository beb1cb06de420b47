import torch

# how PyTorch's operator schemas declare the output: Tensor(a) is an alias of the input
for name in ("detach", "view", "clone"):
    op = getattr(torch.ops.aten, name).default
    print(f"{op._schema} | is_view: {op.is_view}")

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
d = x.detach()
print("same storage:", d.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
print("d._is_view():", d._is_view(), "| d._base:", d._base)
