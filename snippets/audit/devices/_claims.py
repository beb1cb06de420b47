import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Checks made for the docstring audit of these functions (docs/audit/devices.md).


@claim(
    "audit.devices-map-location-callable",
    snippet="devices_map_location.py",
    en="A callable `map_location` is called once per saved storage, here twice for three tensors, with an `UntypedStorage` on the CPU and the location `'cpu'`.",
    zh="可调用的 `map_location` 对每个保存的存储各调用一次，这里三个张量共调用两次，传入 CPU 上的 `UntypedStorage` 和位置 `'cpu'`。",
)
def _(run):
    return [call[:3] for call in run["calls"]] == [("UntypedStorage", "cpu", "cpu")] * 2 and printed(
        run, "calls: [('UntypedStorage', 'cpu', 'cpu'), ('UntypedStorage', 'cpu', 'cpu')]")


@claim(
    "audit.devices-map-location-none",
    snippet="devices_map_location.py",
    en="When it returns `None`, `torch.load` loads as by default: the CPU tensor stays in the very storage the callable was passed, with no copy.",
    zh="可调用对象返回 `None` 时，`torch.load` 按默认方式加载：CPU 张量就留在传给它的那个存储里，不再复制。",
)
def _(run):
    return run["loaded"]["a"].device.type == "cpu" and printed(run, "loaded on: cpu in the storage passed: True")


@claim(
    "audit.devices-map-location-storage",
    snippet="devices_map_location.py",
    en="A storage it returns is used as the tensor's: `lambda storage, location: storage` loads `[0.0, 1.0, 2.0, 3.0]` on the CPU.",
    zh="它返回的存储就作为张量的存储：`lambda storage, location: storage` 在 CPU 上加载出 `[0.0, 1.0, 2.0, 3.0]`。",
)
def _(run):
    return run["kept"]["a"].tolist() == [0.0, 1.0, 2.0, 3.0] and printed(run, "returning the storage: cpu [0.0, 1.0, 2.0, 3.0]")


@claim(
    "audit.devices-map-location-device-dict",
    snippet="devices_map_location.py",
    en="`map_location=torch.device('meta')` and the dict `map_location={'cpu': 'meta'}` both load the CPU checkpoint's tensors on the meta device.",
    zh="`map_location=torch.device('meta')` 和字典 `map_location={'cpu': 'meta'}` 都把 CPU 检查点里的张量加载到 meta 设备上。",
)
def _(run):
    return printed(run, "map_location=torch.device('meta'): meta") and printed(run, "map_location={'cpu': 'meta'}: meta")


@claim(
    "audit.devices-load-encoding",
    snippet="devices_load_encoding.py",
    en="`torch.load(buf, pickle_module=spy, weights_only=False)` passes `encoding='utf-8'` to the module's `Unpickler`, and `encoding='latin1'` when given that.",
    zh="`torch.load(buf, pickle_module=spy, weights_only=False)` 把 `encoding='utf-8'` 传给该模块的 `Unpickler`；传入 `encoding='latin1'` 时则传这个。",
)
def _(run):
    return run["seen"] == [{"encoding": "utf-8"}, {"encoding": "latin1"}]


@claim(
    "audit.devices-load-args-weights-only",
    snippet="devices_load_args.py",
    en="`torch.load(buf, weights_only=False, errors='strict')` accepts `errors` and loads; with `weights_only=True`, the same call raises `TypeError`.",
    zh="`torch.load(buf, weights_only=False, errors='strict')` 接受 `errors` 参数并正常加载；换成 `weights_only=True`，同样的调用会抛出 `TypeError`。",
)
def _(run):
    outcomes = run["outcomes"]
    return (outcomes[False] == {"step": 1} and type(outcomes[True]) is TypeError and "'errors'" in str(outcomes[True])
            and printed(run, "torch.load(buf, weights_only=False, errors='strict'): {'step': 1}"))


@claim(
    "audit.devices-save-zip",
    snippet="devices_save_format.py",
    en="`torch.save` writes a zip file by default, and with `_use_new_zipfile_serialization=False` a file that is not one, which `torch.load` still reads.",
    zh="`torch.save` 默认写出 zip 文件；传入 `_use_new_zipfile_serialization=False` 时写出的不是 zip 文件，`torch.load` 仍能读取。",
)
def _(run):
    return (printed(run, "default file is a zip: True") and printed(run, "_use_new_zipfile_serialization=False, a zip: False")
            and printed(run, "torch.load of the old format: tensor([0., 1., 2.])"))


@claim(
    "audit.devices-save-protocol",
    snippet="devices_save_format.py",
    en="`torch.save` pickles with protocol 2 by default, and with `pickle_protocol=4` with protocol 4.",
    zh="`torch.save` 默认用第 2 版协议序列化，传入 `pickle_protocol=4` 时用第 4 版。",
)
def _(run):
    return printed(run, "pickle protocol by default: 2 with pickle_protocol=4: 4")


@claim(
    "audit.devices-save-flush",
    snippet="devices_save_format.py",
    en="`torch.save` needs `flush` as well as `write`: a file object with `write` alone raises `AttributeError`, one with both saves.",
    zh="`torch.save` 除了 `write` 还需要 `flush`：只有 `write` 的文件对象会引发 `AttributeError`，两者都有时才能保存。",
)
def _(run):
    return printed(run, "write only: AttributeError: 'WriteOnly' object has no attribute 'flush'") and printed(run, "write and flush: saved True")


@claim(
    "audit.devices-cat-shapes",
    snippet="devices_cat_stack.py",
    en="`torch.cat([a, b])` joins shapes `(2, 3)` and `(1, 3)` into `(3, 3)`, `torch.cat([a, torch.zeros(0)])` keeps shape `(2, 3)`, while shapes `(2, 2)` and `(0, 5)` raise `RuntimeError`.",
    zh="`torch.cat([a, b])` 把形状 `(2, 3)` 和 `(1, 3)` 拼接成 `(3, 3)`，`torch.cat([a, torch.zeros(0)])` 的形状仍是 `(2, 3)`；形状 `(2, 2)` 和 `(0, 5)` 则会抛出 `RuntimeError`。",
)
def _(run):
    return (printed(run, "torch.cat([a, b]): (3, 3)") and printed(run, "torch.cat([a, torch.zeros(0)]): (2, 3)")
            and printed(run, "torch.cat with (2, 2): RuntimeError: Sizes of tensors must match except in dimension 0")
            and printed(run, "torch.cat with (0, 5): RuntimeError: Sizes of tensors must match except in dimension 0"))


@claim(
    "audit.devices-stack-sizes",
    snippet="devices_cat_stack.py",
    en="`torch.stack([torch.zeros(2), torch.zeros(3)])` raises `RuntimeError`: stack expects each tensor to be equal size.",
    zh="`torch.stack([torch.zeros(2), torch.zeros(3)])` 会抛出 `RuntimeError`：它要求每个张量大小相同。",
)
def _(run):
    return printed(run, "torch.stack of sizes 2 and 3: RuntimeError: stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1")


@claim(
    "audit.devices-cat-split",
    snippet="devices_cat_stack.py",
    en="Along the same `dim`, `torch.cat` undoes `torch.split` and `torch.chunk`: `torch.cat(torch.split(x, 3))` and `torch.cat(torch.chunk(x, 3))` equal `x`, but `torch.cat(torch.split(y, 2, dim=1))` is not `y`.",
    zh="沿同一个 `dim` 拼接时，`torch.cat` 能还原 `torch.split` 和 `torch.chunk` 的结果：`torch.cat(torch.split(x, 3))` 和 `torch.cat(torch.chunk(x, 3))` 都等于 `x`；但 `torch.cat(torch.split(y, 2, dim=1))` 不等于 `y`。",
)
def _(run):
    return (printed(run, "torch.cat(torch.split(x, 3)) equals x: True") and printed(run, "torch.cat(torch.chunk(x, 3)) equals x: True")
            and printed(run, "torch.cat(torch.split(y, 2, dim=1), dim=1) equals y: True")
            and printed(run, "torch.cat(torch.split(y, 2, dim=1)) equals y: False (6, 2)"))


@claim(
    "audit.devices-cat-stack-out",
    snippet="devices_cat_stack.py",
    en="`torch.cat([a, b], out=out)` and `torch.stack([a, a + 1], out=out2)` write the result into the given tensor and return it.",
    zh="`torch.cat([a, b], out=out)` 和 `torch.stack([a, a + 1], out=out2)` 把结果写进给定的张量并返回它。",
)
def _(run):
    return (printed(run, "torch.cat([a, b], out=out) is out: True [1.0, 1.0, 1.0]")
            and printed(run, "torch.stack([a, a + 1], out=out2) is out2: True [1.0, 1.0, 1.0]"))


@claim(
    "audit.devices-safe-globals-class",
    snippet="devices_safe_globals.py",
    torch=">=2.4",
    en="After `torch.serialization.add_safe_globals([Point])`, `torch.load(buf, weights_only=True)` builds a saved `Point(3)` with its state, `x = 3`; before, it raises `UnpicklingError` ([pytorch/pytorch#124331](https://github.com/pytorch/pytorch/pull/124331)).",
    zh="执行 `torch.serialization.add_safe_globals([Point])` 之后，`torch.load(buf, weights_only=True)` 能还原保存的 `Point(3)` 及其状态 `x = 3`；之前则抛出 `UnpicklingError`（[pytorch/pytorch#124331](https://github.com/pytorch/pytorch/pull/124331)）。",
)
def _(run):
    return printed(run, "Point(3) before: UnpicklingError") and printed(run, "Point(3) after add_safe_globals([Point]): x = 3")


@claim(
    "audit.devices-safe-globals-function",
    snippet="devices_safe_globals.py",
    torch=">=2.4",
    en="Once added, `make_point` is called during unpickling: `Made()`, which pickles as `make_point(7)`, loads as a `Point` with `x = 7` ([pytorch/pytorch#124331](https://github.com/pytorch/pytorch/pull/124331)).",
    zh="加入的函数 `make_point` 会在反序列化时被调用：按 `make_point(7)` 序列化的 `Made()` 加载后是 `x = 7` 的 `Point`（[pytorch/pytorch#124331](https://github.com/pytorch/pytorch/pull/124331)）。",
)
def _(run):
    return (printed(run, "Made() before make_point is added: UnpicklingError")
            and printed(run, "Made() after add_safe_globals([make_point]): x = 7"))


@claim(
    "audit.devices-safe-globals-path",
    snippet="devices_safe_globals_path.py",
    torch=">=2.6",
    en="A class saved as `old_package.Box` and since moved loads once given with that path, `add_safe_globals([(Box, 'old_package.Box')])`; `add_safe_globals([Box])` alone does not ([pytorch/pytorch#142153](https://github.com/pytorch/pytorch/pull/142153)).",
    zh="以 `old_package.Box` 保存、后来挪了位置的类，用 `add_safe_globals([(Box, 'old_package.Box')])` 给出该路径后才能加载；只用 `add_safe_globals([Box])` 不行（[pytorch/pytorch#142153](https://github.com/pytorch/pytorch/pull/142153)）。",
)
def _(run):
    return printed(run, "add_safe_globals([Box]): UnpicklingError") and printed(run, "add_safe_globals([(Box, 'old_package.Box')]): Box")


@claim(
    "audit.devices-sparse-checked",
    snippet="devices_sparse_checked.py",
    torch=">=2.14",
    en="`torch.load(buf, weights_only=True)` refuses a saved sparse tensor with index 5 in size 3 with `RuntimeError`; `weights_only=False` loads it unchecked ([pytorch/pytorch#184750](https://github.com/pytorch/pytorch/pull/184750)).",
    zh="`torch.load(buf, weights_only=True)` 拒绝保存下来、大小为 3 却有索引 5 的稀疏张量，抛出 `RuntimeError`；`weights_only=False` 则不加检查地加载它（[pytorch/pytorch#184750](https://github.com/pytorch/pytorch/pull/184750)）。",
)
def _(run):
    return (run["outcomes"][True] == "RuntimeError: size is inconsistent with indices: for dim 0, size is 3 but found index 5"
            and run["outcomes"][False] == "loads")
