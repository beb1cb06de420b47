import copy
import torch


class Halves(torch.nn.Module):
    def __init__(self):
        super().__init__()
        base = torch.arange(4.0)
        self.p = torch.nn.Parameter(base[:2])  # two parameters on one storage
        self.q = torch.nn.Parameter(base[2:])
        self.register_buffer("x", base[:2])  # two buffers on the same storage
        self.register_buffer("y", base[2:])


def same_storage(s, t):
    return s.untyped_storage().data_ptr() == t.untyped_storage().data_ptr()


h = Halves()
h2 = copy.deepcopy(h)
print("original: p, q share storage:", same_storage(h.p, h.q), " x, y:", same_storage(h.x, h.y))
print("copy:     p, q share storage:", same_storage(h2.p, h2.q), " x, y:", same_storage(h2.x, h2.y))
print("copy: q.storage_offset():", h2.q.storage_offset(), " y.storage_offset():", h2.y.storage_offset())
