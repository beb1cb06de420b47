# devices: cpu
import torch

doc = " ".join(torch.Tensor.type.__doc__.split())
start = doc.index("casts this object")
print("docstring:", doc[start : doc.index("specified type.", start) + 15])
f = torch.ones(2)
s = torch.ones(2).to_sparse()
to_sparse_type = f.type("torch.sparse.FloatTensor")
to_dense_type = s.type("torch.FloatTensor")
print("f.type('torch.sparse.FloatTensor'):", to_sparse_type.type(), to_sparse_type.layout)
print("s.type('torch.FloatTensor'):", to_dense_type.type(), to_dense_type.layout, "| is s:", to_dense_type is s)
