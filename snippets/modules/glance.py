import copy
import io
import torch

m = torch.nn.Linear(2, 1)
sd = m.state_dict()


def loaded_from_file():
    buf = io.BytesIO()
    torch.save(m.state_dict(), buf)
    buf.seek(0)
    return torch.load(buf, weights_only=True)["weight"]


kept = {}  # assign: whether dst.weight is still the parameter object dst had before loading


def load(assign):
    dst = torch.nn.Linear(2, 1)
    w = dst.weight
    dst.load_state_dict(sd, assign=assign)
    kept[assign] = dst.weight is w
    return dst.weight


def converted():
    n = torch.nn.Linear(2, 1)
    p, ptr = n.weight, n.weight.data_ptr()
    n.double()
    return n.weight, p, ptr


rows = {  # call: (result, original)
    "`m.state_dict()`": (sd["weight"], m.weight),
    "`m.state_dict(keep_vars=True)`": (m.state_dict(keep_vars=True)["weight"], m.weight),
    "`copy.deepcopy(m.state_dict())`": (copy.deepcopy(m.state_dict())["weight"], m.weight),
    "`copy.deepcopy(m)`": (copy.deepcopy(m).weight, m.weight),
    "`dst.load_state_dict(sd)`": (load(False), sd["weight"]),
    "`dst.load_state_dict(sd, assign=True)`": (load(True), sd["weight"]),
    "`torch.load(buf)`": (loaded_from_file(), m.weight),  # buf: torch.save(m.state_dict(), buf)
}
table = {}
for call, (result, original) in rows.items():
    table[call] = (result.data_ptr() == original.data_ptr(), result is original)
after, before, ptr = converted()
table["`m.double()`"] = (after.data_ptr() == ptr, after is before)

print("| call | shares memory | same object |")
print("|---|:-:|:-:|")
for call, (shares, same) in table.items():
    print(f"| {call} | {'✓' if shares else '✗'} | {'✓' if same else '✗'} |")
