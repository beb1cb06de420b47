# devices: cpu
# timeout: 120
import tempfile

import torch
import torch.multiprocessing as mp

with tempfile.NamedTemporaryFile() as f:
    f.write(bytes(12))
    f.flush()
    t = torch.from_file(f.name, shared=False, size=3)
s = torch.zeros(3).share_memory_()
address = t.data_ptr()
print("t.is_shared():", t.is_shared())
print("t.share_memory_() is t:", t.share_memory_() is t, "| data_ptr() changed:", t.data_ptr() != address)
for name, x in (("t", t), ("s", s)):
    child = mp.get_context("fork").Process(target=torch.Tensor.add_, args=(x, 1))  # the child runs x.add_(1)
    child.start()
    child.join()
    print(f"after a forked child's {name}.add_(1), exit code {child.exitcode}, the parent's {name}: {x.tolist()}")
