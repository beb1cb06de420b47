import torch

e = torch.arange(4.0).expand(3, 4)  # 3 rows on the 4 elements of one row: stride 0
s = torch.arange(12.0).reshape(3, 4).t()[:, ::2]  # transposed, every other column: has gaps
print("e.stride():", e.stride(), " s.stride():", s.stride())
results = {
    "clone()": (e.clone(), s.clone()),
    "torch.empty_like": (torch.empty_like(e), torch.empty_like(s)),
    "torch.zeros_like": (torch.zeros_like(e), torch.zeros_like(s)),
}
for code, (from_e, from_s) in results.items():
    print(f"{code}: from e {from_e.stride()}, from s {from_s.stride()}")
