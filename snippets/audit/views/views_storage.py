# devices: cpu
import torch

a = torch.arange(6.0)
print("a[2:].data_ptr() - a.untyped_storage().data_ptr():", a[2:].data_ptr() - a.untyped_storage().data_ptr())

c = torch.arange(4.0)._lazy_clone()  # copy-on-write
print("copy-on-write:", torch._C._is_cow_tensor(c))
c.data_ptr()
print("after c.data_ptr():", torch._C._is_cow_tensor(c))

src = torch.arange(6.0).view(2, 3).t()
t = torch.empty(0)
t.set_(src)
print("t.set_(src):", tuple(t.shape), t.stride(), " same storage:", t.untyped_storage().data_ptr() == src.untyped_storage().data_ptr())
t[0, 1] = 9.0
print("after t[0, 1] = 9.0, src[0, 1]:", src[0, 1].item())

s = torch.arange(6.0).untyped_storage()
u = torch.empty(0)
u.set_(s, 2, (2, 2))
print("u.set_(s, 2, (2, 2)):", u.tolist(), u.stride())
w = torch.empty(0)
w.set_(s, 0, (2,), (3,))
print("w.set_(s, 0, (2,), (3,)):", w.tolist(), w.stride())
whole = torch.empty(0)
whole.set_(s)
print("whole.set_(s):", whole.tolist())

g = torch.arange(4.0)
print("g holds", g.untyped_storage().nbytes(), "bytes")
g.resize_(6)
print("g.resize_(6):", g.untyped_storage().nbytes(), "bytes, first four", g[:4].tolist())
g.resize_(2)
print("g.resize_(2):", g.untyped_storage().nbytes(), "bytes,", g.tolist())
x = torch.arange(6.0).view(2, 3)
r = x.t()
r.resize_(2, 3)
print("x.t().resize_(2, 3):", r.stride(), r.tolist())

print("fill_uninitialized_memory:", torch.utils.deterministic.fill_uninitialized_memory)
torch.use_deterministic_algorithms(True)
grown = {dtype: torch.zeros(1, dtype=dtype).resize_(2)[1].item() for dtype in (torch.float32, torch.complex64, torch.int32, torch.uint8)}
torch.use_deterministic_algorithms(False)
print("deterministic resize_, the new element:", grown)
