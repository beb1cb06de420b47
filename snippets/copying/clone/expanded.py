import torch

e = torch.arange(4.0).expand(3, 4)  # 3 rows on the 4 elements of one row: stride 0
et = torch.arange(12.0).reshape(3, 4).t().expand(2, 4, 3)  # a transpose, expanded: stride 0 first
s = torch.arange(12.0).reshape(3, 4).t()[:, ::2]  # transposed, every other column: has gaps
print("e.stride():", e.stride(), " et.stride():", et.stride(), " s.stride():", s.stride())
results = {
    "clone()": (e.clone(), et.clone(), s.clone()),
    "torch.empty_like": (torch.empty_like(e), torch.empty_like(et), torch.empty_like(s)),
    "torch.zeros_like": (torch.zeros_like(e), torch.zeros_like(et), torch.zeros_like(s)),
}
for code, (from_e, from_et, from_s) in results.items():
    print(f"{code}: from e {from_e.stride()}, from et {from_et.stride()}, from s {from_s.stride()}")
print("et.clone().is_contiguous():", results["clone()"][1].is_contiguous())
ms = torch.ones(2, device="meta")[::2]  # a meta slice of one element, stride 2
print("meta ms.clone().stride():", ms.clone().stride(), " torch.empty_like(ms).stride():", torch.empty_like(ms).stride(),
      " torch.zeros_like(ms).stride():", torch.zeros_like(ms).stride())
