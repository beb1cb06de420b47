# devices: cpu
import numpy as np
import torch

doc = " ".join(torch.asarray.__doc__.split())
start = doc.index("If ``False`` then the returned tensor shares")
print("docstring:", doc[start : doc.index("if it cannot.", start) + 13])
z = np.array(3.5)
t = torch.asarray(z, copy=False)
print("torch.asarray(z, copy=False) raised nothing; shares z's memory:", t.data_ptr() == z.ctypes.data)
z[()] = 7.0
print("after z[()] = 7.0, t holds", t.item())
