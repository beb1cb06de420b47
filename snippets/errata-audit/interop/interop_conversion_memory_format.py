# devices: cpu
import torch

doc = " ".join(torch.Tensor.float.__doc__.split())
start = doc.index("memory_format (")
print("docstring:", doc[start : doc.index("returned Tensor.", start) + 16])
for name, dtype in (("float", torch.float32), ("double", torch.float64), ("long", torch.int64)):
    t = torch.ones(2, 3, dtype=dtype).t()
    r = getattr(t, name)(memory_format=torch.contiguous_format)
    other = torch.ones(2, 3, dtype=torch.int8).t()
    o = getattr(other, name)(memory_format=torch.contiguous_format)
    print(f"t.{name}(memory_format=torch.contiguous_format) is t: {r is t}, contiguous: {r.is_contiguous()}"
          f" | from int8: contiguous: {o.is_contiguous()}")
