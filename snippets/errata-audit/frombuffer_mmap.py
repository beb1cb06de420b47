# devices: cpu
# crashes: SIGSEGV
import mmap

import torch

doc = " ".join(torch.frombuffer.__doc__.split())
print("docstring:", doc[doc.index("Therefore, such memory") : doc.index("goes out of scope.") + 18])
m = mmap.mmap(-1, 1 << 20)  # 1 MiB of anonymous memory
t = torch.frombuffer(m, dtype=torch.uint8)
m.close()
print("m.closed:", m.closed)
print(t[0].item())
