# devices: cpu
# timeout: 120
import torch
import torch.multiprocessing as mp

if __name__ == "__main__":  # a 'spawn' child imports this file: only the parent runs what follows
    seen = {}
    for method, share_first in (("fork", False), ("fork", True), ("spawn", False)):
        t = torch.zeros(3)
        if share_first:
            t.share_memory_()
        before, address = t.is_shared(), t.data_ptr()
        child = mp.get_context(method).Process(target=torch.Tensor.add_, args=(t, 1))  # the child runs t.add_(1)
        child.start()
        after, moved = t.is_shared(), t.data_ptr() != address
        child.join()
        label = method + (" after t.share_memory_()" if share_first else "")
        seen[label] = (before, after, moved, child.exitcode, t.tolist())
        print(f"{label}: is_shared() {before} -> {after} at start(), data_ptr() changed: {moved}; "
              f"child exit code {child.exitcode}; t in the parent: {t.tolist()}")
