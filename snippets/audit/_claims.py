import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Checks made for the docstring audit (docs/audit.md): statements no chapter's claim checked yet.

# --- torch.frombuffer ----------------------------------------------------------------------------


@claim(
    "audit.frombuffer-offset-count",
    snippet="frombuffer.py",
    en="`torch.frombuffer(buf, dtype=torch.uint8, count=4, offset=2)` skips 2 bytes of `buf` and reads the next 4 as a one-dimensional tensor: `[2, 3, 4, 5]`.",
    zh="`torch.frombuffer(buf, dtype=torch.uint8, count=4, offset=2)` 跳过 `buf` 的前 2 个字节，把接下来的 4 个字节读成一维张量：`[2, 3, 4, 5]`。",
)
def _(run):
    part = run["part"]
    return part.dim() == 1 and part.dtype == torch.uint8 and part.tolist() == [2, 3, 4, 5] and printed(run, "count=4, offset=2: [2, 3, 4, 5] 1")


@claim(
    "audit.frombuffer-count-default",
    snippet="frombuffer.py",
    en="Without `count` and `offset`, `torch.frombuffer(buf, dtype=torch.uint8)` reads the 10 bytes of `buf` from the first to the last.",
    zh="不给 `count` 和 `offset` 时，`torch.frombuffer(buf, dtype=torch.uint8)` 从第一个字节读到最后一个，读完 `buf` 的 10 个字节。",
)
def _(run):
    return run["whole"].numel() == 10 and printed(run, "no count, no offset: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]")


@claim(
    "audit.frombuffer-count-multiple",
    snippet="frombuffer.py",
    en="With no `count`, the bytes after `offset` must be a multiple of the element size: `torch.frombuffer(buf, dtype=torch.float32)` on the 10 bytes of `buf` raises `ValueError`; with `offset=2` it reads two values.",
    zh="不给 `count` 时，`offset` 之后的字节数必须是元素大小的整数倍：对 10 个字节的 `buf`，`torch.frombuffer(buf, dtype=torch.float32)` 会抛出 `ValueError`，加上 `offset=2` 则读出两个值。",
)
def _(run):
    return (len(run["buf"]) == 10
            and printed(run, "float32 from 10 bytes: ValueError: buffer length (10 bytes) after offset (0 bytes) must be a multiple of element size (4)")
            and printed(run, "float32 from 10 bytes, offset=2: torch.Size([2])"))


@claim(
    "audit.frombuffer-refcount",
    snippet="frombuffer.py",
    en="`torch.frombuffer` adds one reference to the object it is given: `sys.getrefcount(buf)` grows by 1.",
    zh="`torch.frombuffer` 给传入的对象增加一个引用：`sys.getrefcount(buf)` 增加 1。",
)
def _(run):
    return printed(run, "references to buf: one more: 1")


@claim(
    "audit.frombuffer-dtype-required",
    snippet="frombuffer.py",
    en="`torch.frombuffer` infers no dtype: `torch.frombuffer(buf)` raises `TypeError`, naming `dtype` as missing.",
    zh="`torch.frombuffer` 不推断数据类型（dtype）：`torch.frombuffer(buf)` 会抛出 `TypeError`，指出缺少 `dtype`。",
)
def _(run):
    return printed(run, 'TypeError: frombuffer() missing 1 required positional arguments: "dtype"')


@claim(
    "audit.frombuffer-requires-grad",
    snippet="frombuffer.py",
    en="`torch.frombuffer(bytearray(8), dtype=torch.float32)` does not require grad; with `requires_grad=True` it does.",
    zh="`torch.frombuffer(bytearray(8), dtype=torch.float32)` 不需要梯度；传入 `requires_grad=True` 时则需要。",
)
def _(run):
    return printed(run, "requires_grad by default: False") and printed(run, "requires_grad=True: True")


# --- detach() and forward-mode AD -----------------------------------------------------------------


@claim(
    "audit.detach-forward-ad",
    snippet="detach_forward.py",
    en="`dual.detach()` and `(dual * 1).detach_()` drop forward-mode gradients too: for the dual tensor `dual`, with tangent `[3.0, 3.0]`, both results have the tangent `None`.",
    zh="`dual.detach()` 和 `(dual * 1).detach_()` 也会去掉前向模式的梯度：对切线为 `[3.0, 3.0]` 的对偶张量 `dual`，两者结果的切线都是 `None`。",
)
def _(run):
    return (printed(run, "dual's tangent: [3.0, 3.0]") and printed(run, "dual.detach(): None")
            and printed(run, "(dual * 1).detach_(): None"))


@claim(
    "audit.detach-forward-ad-view",
    snippet="detach_forward.py",
    exception_to="audit.detach-forward-ad",
    en="`dual.detach_()` itself raises `RuntimeError`, its message opening `Can't detach views in-place. Use detach() instead.`: `make_dual` returns a view, `dual._is_view()` is `True`.",
    zh="`make_dual` 返回的是视图（view），`dual._is_view()` 为 `True`，因此 `dual.detach_()` 本身会抛出 `RuntimeError`，信息开头为 `Can't detach views in-place. Use detach() instead.`（视图不能原地分离，请改用 detach）。",
)
def _(run):
    return (printed(run, "dual._is_view(): True")
            and any(line.startswith("RuntimeError: Can't detach views in-place. Use detach() instead.") for line in run.output.splitlines()))


# --- the *_like functions and Tensor.to ----------------------------------------------------------


@claim(
    "audit.like-no-out",
    snippet="like_and_to.py",
    en="`torch.zeros_like` takes no `out`: `torch.zeros_like(t, out=torch.empty(2))` raises `TypeError`, calling `out` an unexpected keyword argument.",
    zh="`torch.zeros_like` 不接受 `out`：`torch.zeros_like(t, out=torch.empty(2))` 会抛出 `TypeError`，称 `out` 是意料之外的关键字参数。",
)
def _(run):
    return printed(run, "zeros_like(t, out=...) raises TypeError; zeros_like() got an unexpected keyword argument 'out'")


@claim(
    "audit.empty-like-deterministic",
    snippet="like_and_to.py",
    en="After `torch.use_deterministic_algorithms(True)`, with `torch.utils.deterministic.fill_uninitialized_memory` at its default `True`, `torch.empty_like` fills `float32` and `complex64` results with NaN, and `int32` and `uint8` ones with their largest values, 2147483647 and 255.",
    zh="调用 `torch.use_deterministic_algorithms(True)` 之后，若 `torch.utils.deterministic.fill_uninitialized_memory` 保持默认值 `True`，`torch.empty_like` 会把 `float32` 和 `complex64` 结果填成 NaN，把 `int32` 和 `uint8` 结果填成各自的最大值 2147483647 和 255。",
)
def _(run):
    return (printed(run, "torch.utils.deterministic.fill_uninitialized_memory: True")
            and printed(run, "deterministic empty_like: float32 [nan, nan] | complex64 all NaN: True | int32 [2147483647, 2147483647] | uint8 [255, 255]"))


@claim(
    "audit.to-int-no-grad",
    snippet="like_and_to.py",
    en="`x.to(torch.int64)` of `x`, which requires grad, does not require grad.",
    zh="`x` 需要梯度，而 `x.to(torch.int64)` 不需要梯度。",
)
def _(run):
    return run["x"].requires_grad and not run["i"].requires_grad and run["i"].dtype == torch.int64


@claim(
    "audit.to-other",
    snippet="like_and_to.py",
    en="`torch.ones(2).to(other)` takes the dtype and device of `other`: `torch.float64` on `meta`.",
    zh="`torch.ones(2).to(other)` 取 `other` 的数据类型和设备：位于 `meta` 上的 `torch.float64`。",
)
def _(run):
    return run["y"].dtype == torch.float64 and run["y"].device.type == "meta" and printed(run, "torch.ones(2).to(other): torch.float64 meta")


@claim(
    "audit.to-device-keeps-dtype",
    snippet="like_and_to.py",
    en="Given only a device, `to` keeps the dtype: `torch.ones(2, dtype=torch.int32).to(\"meta\")` is `torch.int32` on `meta`.",
    zh="只给设备时，`to` 保留数据类型：`torch.ones(2, dtype=torch.int32).to(\"meta\")` 是位于 `meta` 上的 `torch.int32`。",
)
def _(run):
    return run["z"].dtype == torch.int32 and run["z"].device.type == "meta"


# --- factories: zeros, ones, empty, full, arange, linspace ----------------------------------------


@claim(
    "audit.factory-strided",
    snippet="factories.py",
    en="`torch.zeros`, `torch.ones`, `torch.empty`, `torch.full`, `torch.arange`, `torch.range` and `torch.linspace` return `torch.strided` tensors in row-major order when given no `layout` and no `memory_format`.",
    zh="不给 `layout`、也不给 `memory_format` 时，`torch.zeros`、`torch.ones`、`torch.empty`、`torch.full`、`torch.arange`、`torch.range` 和 `torch.linspace` 返回按行主序（row-major）排列的 `torch.strided` 张量。",
)
def _(run):
    return len(run["made"]) == 7 and all(t.layout == torch.strided and t.is_contiguous() for t in run["made"].values())


@claim(
    "audit.factory-default-device",
    snippet="factories.py",
    en="Without `device=`, `torch.zeros(2)` uses the default device: under `with torch.device(\"meta\")` it is on `meta`.",
    zh="不给 `device=` 时，`torch.zeros(2)` 使用默认设备：在 `with torch.device(\"meta\")` 中它位于 `meta`。",
)
def _(run):
    return run["on_meta"].device.type == "meta" and run["made"]["torch.zeros(2)"].device.type == "cpu"


@claim(
    "audit.linspace-zero-dim",
    snippet="factories.py",
    en="`torch.linspace(torch.tensor([0.0]), 1, 3)`, whose `start` is a one-dimensional tensor, raises `RuntimeError: linspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).`; a one-dimensional `end` raises it too, naming `end`.",
    zh="`torch.linspace(torch.tensor([0.0]), 1, 3)` 的 `start` 是一维张量，它会抛出 `RuntimeError: linspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).`（只支持零维的 start 和 end 张量）；`end` 是一维张量时也会抛出这个错误，只是消息中点名的是 `end`。",
)
def _(run):
    return (printed(run, "RuntimeError: linspace only supports 0-dimensional start and end tensors, but got start with 1 dimension(s).")
            and printed(run, "RuntimeError: linspace only supports 0-dimensional start and end tensors, but got end with 1 dimension(s)."))


# --- views, layout and storage: view, reshape, contiguous, expand, T, mT, permute, data_ptr, set_, resize_ ------
