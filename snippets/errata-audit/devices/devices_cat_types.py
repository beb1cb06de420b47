import torch

f32 = torch.zeros(2)
f64 = torch.ones(2, dtype=torch.float64)
joined = torch.cat([f32, f64])
print("torch.cat([f32, f64]):", joined.dtype, joined.tolist())
