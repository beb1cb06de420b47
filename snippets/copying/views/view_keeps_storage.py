import torch

big = torch.zeros(1_000_000)  # 4 MB of float32
small = big[:2]  # a view: two elements of the big storage
del big  # the 4 MB stay allocated while small lives
held = small.untyped_storage().nbytes()
print("bytes kept by small:", held)
kept = small.clone()  # a copy of just the two elements
cloned = kept.untyped_storage().nbytes()
print("bytes kept by small.clone():", cloned)
