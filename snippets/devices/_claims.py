import torch

from tensorfacts.catalogue import TENSORS, over, ops, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised, raises

NUMPY_MESSAGE = "can't convert {} device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."
NO_CUDA_MESSAGE = "Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False."
# Every tensor case of the catalogue that lives on the CPU: all but the meta tensor.
CPU_TENSORS = tuple(c.name for c in TENSORS if not c.tags & {"ndarray", "module", "meta"})
# The leaves that require grad, and the tensors an autograd operation made, among them.
REQUIRING_GRAD = tuple(c.name for c in TENSORS if c.name in CPU_TENSORS and "requires-grad" in c.tags) + (
    "complex leaf that requires grad", "deep copy of a leaf with a gradient")  # tagged otherwise, yet they require grad


def _moved(case):
    """``case.apply()`` is a new tensor on meta, of the input's shape and dtype, and the input stayed on the CPU."""
    t = case.tensor
    out = case.apply()
    if out is t or out.device.type != "meta" or t.device.type != "cpu":
        return f"the result is {'the input' if out is t else 'on ' + str(out.device)}; the input on {t.device}"
    return (out.shape, out.dtype) == (t.shape, t.dtype) or f"shape/dtype {out.shape}/{out.dtype}"


# --- does .to(device) copy --------------------------------------------------------------------


@claim(
    "devices.to-other-device",
    snippet="to_copies.py",
    over=over(tensors(only=CPU_TENSORS), ops("to-meta")),
    not_covered=(("quantized tensor", "量化张量"), ("nested tensor", "嵌套张量"), ("mkldnn tensor", "mkldnn 张量"),
                 ("named tensor", "命名张量")),
    en="`t.to('meta')` returns a new tensor on the meta device, of the same shape and dtype, and leaves `t` on the CPU.",
    zh="`t.to('meta')` 返回 meta 设备上形状和数据类型（dtype）都相同的新张量，`t` 仍留在 CPU 上。",
)
def _(run):
    return printed(run, "t.to('meta') is t: False | on meta") and run.each(_moved)


@claim(
    "devices.to-same-device",
    snippet="to_same_device.py",
    over=over(tensors(only=CPU_TENSORS), ops("to-cpu")),
    en="On a CPU tensor `t`, `t.to('cpu')` and `t.cpu()` copy nothing: each returns `t` itself.",
    zh="对 CPU 张量 `t`，`t.to('cpu')` 和 `t.cpu()` 都不复制：它们返回的就是 `t` 本身。",
)
def _(run):
    return printed(run, "t.to('cpu') is t: True | t.cpu() is t: True") and run.each(lambda case: case.apply() is case.tensor)


@claim(
    "devices.cpu-index-copies",
    snippet="to_same_device.py",
    en="`t.to('cpu:0')` does copy: for `t = torch.arange(3.0)` it returns a new tensor at a new address.",
    zh="`t.to('cpu:0')` 却会复制：对 `t = torch.arange(3.0)`，它返回位于新地址的新张量。",
)
def _(run):
    t, indexed = run["t"], run["indexed"]
    return indexed is not t and indexed.data_ptr() != t.data_ptr() and torch.equal(indexed, t)


@claim(
    "devices.copy-true",
    snippet="to_same_device.py",
    en="`t.to('cpu', copy=True)` on the CPU tensor `t = torch.arange(3.0)` returns a new tensor at a new address.",
    zh="对 CPU 张量 `t = torch.arange(3.0)`，`t.to('cpu', copy=True)` 返回位于新地址的新张量。",
)
def _(run):
    t, forced = run["t"], run["forced"]
    return forced is not t and forced.data_ptr() != t.data_ptr() and torch.equal(forced, t)


# --- not in place ---------------------------------------------------------------------------


@claim(
    "devices.not-in-place",
    snippet="not_in_place.py",
    en="`t.to('meta')` leaves the CPU tensor `t` on the CPU: the moved tensor is what `to()` returns, so assign it (`t = t.to('meta')`).",
    zh="`t.to('meta')` 之后，CPU 张量 `t` 仍在 CPU 上：移动后的张量是 `to()` 的返回值，所以要把它赋回去（`t = t.to('meta')`）。",
)
def _(run):
    return printed(run, "after t.to('meta'): cpu") and printed(run, "after t = t.to('meta'): meta") and run["t"].device.type == "meta"


MODULE_FAMILY = over(tensors("module"), ops("to-meta"))
FUTURE_FLAGS = (("`torch.__future__.set_swap_module_params_on_conversion(True)` and `set_overwrite_module_params_on_conversion(True)`",
                 "`torch.__future__.set_swap_module_params_on_conversion(True)` 和 `set_overwrite_module_params_on_conversion(True)`"),)
"""PyTorch's flags that change what a module's ``to()`` does with its parameter objects; the checks run with the defaults."""


@claim(
    "devices.module-to-in-place",
    snippet="not_in_place.py",
    over=MODULE_FAMILY,
    en="A module's `to()` is in place: `model.to('meta')` returns the module itself, with its parameters and buffers on the meta device.",
    zh="模块的 `to()` 是原地操作（in-place operation）：`model.to('meta')` 返回模块本身，它的参数和缓冲区都已在 meta 设备上。",
)
def _(run):
    def holds(case):
        model = case.tensor
        out = case.apply()
        after = list(model.parameters()) + list(model.buffers())
        return out is model and bool(after) and all(x.device.type == "meta" for x in after)

    return run["returned"] is run["model"] and run["model"].weight.device.type == "meta" and run.each(holds)


@claim(
    "devices.module-to-meta-new",
    snippet="not_in_place.py",
    over=MODULE_FAMILY,
    not_covered=FUTURE_FLAGS,
    en="On the meta device, the module's parameters and buffers are new tensor objects: a reference taken before the move, such as an optimizer's, still points at the CPU tensors.",
    zh="在 meta 设备上，模块的参数和缓冲区是新的张量对象：移动之前取得的引用（例如优化器持有的参数）仍指向 CPU 上的那些张量。",
)
def _(run):
    def new_objects(case):
        model = case.tensor
        before = list(model.parameters()) + list(model.buffers())  # kept alive: their ids stay theirs
        case.apply()
        after = list(model.parameters()) + list(model.buffers())
        return bool(after) and not any(x is y for x in after for y in before) and all(y.device.type == "cpu" for y in before)

    return (run["held"] is not run["model"].weight and run["held"].device.type == "cpu"
            and run["model"].weight.device.type == "meta" and run.each(new_objects))


@claim(
    "devices.module-to-cuda",
    snippet="module_to_cuda.py",
    devices=("cuda",),
    not_covered=FUTURE_FLAGS + (("optimizer state from an earlier `step()`", "之前的 `step()` 留下的优化器状态"),),
    en="`model.to('cuda')` keeps each `nn.Parameter` object and moves its data to the GPU: an optimizer made before the move holds the moved parameters.",
    zh="`model.to('cuda')` 保留每个 `nn.Parameter` 对象，只把它的数据移到 GPU 上：移动之前创建的优化器持有的就是移动后的参数。",
)
def _(run):
    model, params, optimizer = run["model"], run["params"], run["optimizer"]
    held = optimizer.param_groups[0]["params"]
    return (
        run["returned"] is model
        and all(p is q for p, q in zip(params, model.parameters()))
        and len(params) == len(list(model.parameters())) == 2
        and all(p.device.type == "cuda" for p in model.parameters())
        and all(p.device.type == "cuda" for p in held)
        and all(any(p is q for q in model.parameters()) for p in held)
    )


# --- a moved tensor that requires grad is not a leaf -------------------------------------------


MOVED_FAMILY = over(tensors(only=REQUIRING_GRAD), ops("to-meta"))


@claim(
    "devices.moved-not-leaf",
    snippet="moved_leaf.py",
    over=MOVED_FAMILY,
    not_covered=(("inference tensor that requires grad", "需要梯度的推理张量"),),
    en="With grad mode on, `w.to('meta')` of a CPU tensor `w` that requires grad returns a tensor that is not a leaf, with the `grad_fn` `ToCopyBackward0`.",
    zh="梯度模式开启时，对需要梯度的 CPU 张量 `w` 调用 `w.to('meta')`，返回的张量不是叶子张量（leaf tensor），其 `grad_fn` 为 `ToCopyBackward0`。",
)
def _(run):
    def holds(case):
        out = case.apply()
        name = type(out.grad_fn).__name__
        return (out.requires_grad and not out.is_leaf and name == "ToCopyBackward0") or f"is_leaf {out.is_leaf}, grad_fn {name}"

    return printed(run, "w.to('meta'): is_leaf False | grad_fn ToCopyBackward0") and run.each(holds)


@claim(
    "devices.moved-no-grad",
    snippet="moved_leaf.py",
    over=MOVED_FAMILY,
    en="Under `torch.no_grad()`, `w.to('meta')` of a CPU tensor `w` returns a leaf that does not require grad.",
    zh="在 `torch.no_grad()` 下，对 CPU 张量 `w` 调用 `w.to('meta')`，返回不需要梯度的叶子张量。",
)
def _(run):
    def holds(case):
        with torch.no_grad():
            quiet = case.apply()
        return (quiet.is_leaf and not quiet.requires_grad and quiet.device.type == "meta") or f"under no_grad: is_leaf {quiet.is_leaf}"

    return run["no_grad_moved"].is_leaf and not run["no_grad_moved"].requires_grad and run.each(holds)


@claim(
    "devices.moved-grad-none",
    snippet="moved_leaf.py",
    en="After `w64.sum().backward()`, with `w64 = w.to(torch.float64)`, the gradient is in `w.grad`, `tensor([1., 1., 1.])`, and `w64.grad` stays `None`.",
    zh="对 `w64 = w.to(torch.float64)` 执行 `w64.sum().backward()` 之后，梯度在 `w.grad` 里，即 `tensor([1., 1., 1.])`；`w64.grad` 没有得到梯度，仍是 `None`。",
)
def _(run):
    return (
        run["w64"].grad is None and torch.equal(run["w"].grad, torch.ones(3)) and printed(run, "w.grad: tensor([1., 1., 1.])")
        and printed(run, "w64.grad: None")
    )


@claim(
    "devices.moved-grad-warns",
    snippet="moved_leaf.py",
    en="Reading `w64.grad` warns with a `UserWarning` whose message starts `The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.`",
    zh="读取 `w64.grad` 会发出 `UserWarning`，其信息开头是 `The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.`（正在访问非叶子张量的 .grad 属性）。",
)
def _(run):
    return not run["w64"].is_leaf and any(
        line.startswith("UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.")
        for line in run.output.splitlines())


@claim(
    "devices.leaf-on-device",
    snippet="moved_leaf.py",
    en="`torch.ones(3, device='meta', requires_grad=True)` and `w.detach().to('meta').requires_grad_()` are leaves on the meta device that require grad.",
    zh="`torch.ones(3, device='meta', requires_grad=True)` 和 `w.detach().to('meta').requires_grad_()` 都是 meta 设备上需要梯度的叶子张量。",
)
def _(run):
    return all(x.is_leaf and x.requires_grad and x.device.type == "meta" for x in (run["made_there"], run["detached"]))


@claim(
    "devices.cuda-not-leaf",
    snippet="moved_leaf_cuda.py",
    devices=("cuda",),
    en="With grad mode on, `w.cuda()` of a CPU leaf `w` that requires grad is not a leaf (`ToCopyBackward0`): `backward()` through it fills `w.grad`, on the CPU.",
    zh="梯度模式开启时，对需要梯度的 CPU 叶子张量 `w` 调用 `w.cuda()`，得到的不是叶子张量（`ToCopyBackward0`）；经过它的 `backward()` 把梯度写进 CPU 上的 `w.grad`。",
)
def _(run):
    w, moved = run["w"], run["moved"]
    return (
        moved.device.type == "cuda" and not moved.is_leaf and type(moved.grad_fn).__name__ == "ToCopyBackward0"
        and w.grad is not None and w.grad.device.type == "cpu" and w.grad.tolist() == [2.0, 2.0, 2.0]
    )


# --- .numpy() and the moved tensor ---------------------------------------------------------------


@claim(
    "devices.numpy-stays",
    snippet="numpy_after_move.py",
    en="After `moved = t.to('meta')`, the array `a = t.numpy()` still shares the memory of the CPU tensor `t`: `t.add_(1)` shows in `a`.",
    zh="执行 `moved = t.to('meta')` 之后，数组 `a = t.numpy()` 仍与 CPU 张量 `t` 共享内存：`t.add_(1)` 的结果会出现在 `a` 里。",
)
def _(run):
    a, t = run["a"], run["t"]
    return a.__array_interface__["data"][0] == t.data_ptr() and a.tolist() == [1.0, 1.0, 1.0] and run["moved"].device.type == "meta"


@claim(
    "devices.numpy-not-cpu",
    snippet="numpy_meta.py",
    en=f"With NumPy installed, `.numpy()` cannot convert the meta tensor `torch.zeros(3, device='meta')`: it raises `TypeError: {NUMPY_MESSAGE.format('meta')}`",
    zh=f"在安装了 NumPy 时，对 meta 张量 `torch.zeros(3, device='meta')` 调用 `.numpy()` 会抛出 `TypeError: {NUMPY_MESSAGE.format('meta')}`（无法把该设备上的张量转换为 NumPy 数组，请先调用 Tensor.cpu 把张量复制到主机内存）。",
)
def _(run):
    return raised(run, TypeError) and str(run.error) == NUMPY_MESSAGE.format("meta")


META_CPU_MESSAGE = "Cannot copy out of meta tensor; no data!"


@claim(
    "devices.numpy-meta-cpu",
    snippet="numpy_meta.py",
    en=f"The advice does not help on the meta device: `m.cpu()` raises `NotImplementedError: {META_CPU_MESSAGE}`",
    zh=f"这条建议在 meta 设备上没有用：`m.cpu()` 会抛出 `NotImplementedError: {META_CPU_MESSAGE}`（无法从 meta 张量中复制出数据，它没有数据）。",
)
def _(run):
    return (
        printed(run, f"m.cpu(): NotImplementedError: {META_CPU_MESSAGE}")
        and run["m"].device.type == "meta"
        and raises(run["m"].cpu, NotImplementedError, META_CPU_MESSAGE)
    )


# --- map_location --------------------------------------------------------------------------------


@claim(
    "devices.map-location",
    snippet="map_location.py",
    en="`torch.load` puts a checkpoint saved from the CPU back on the CPU, and with `map_location='meta'` on the meta device.",
    zh="`torch.load` 把从 CPU 保存的检查点加载回 CPU；加上 `map_location='meta'`，则加载到 meta 设备上。",
)
def _(run):
    return run["plain"]["weight"].device.type == "cpu" and run["on_meta"]["weight"].device.type == "meta"


# --- share_memory_ -------------------------------------------------------------------------------


@claim(
    "devices.share-memory-meta",
    snippet="share_memory_meta.py",
    en="With the default sharing strategy on Linux (`file_descriptor`), `share_memory_()` on the meta tensor `torch.zeros(3, device='meta')` raises `RuntimeError: _share_fd_: only available on CPU`.",
    zh="在 Linux 的默认共享策略 `file_descriptor` 下，对 meta 张量 `torch.zeros(3, device='meta')` 调用 `share_memory_()` 会抛出 `RuntimeError: _share_fd_: only available on CPU`（_share_fd_ 只能用于 CPU）。",
)
def _(run):
    import torch.multiprocessing as mp

    return (raised(run, RuntimeError) and str(run.error) == "_share_fd_: only available on CPU"
            and mp.get_sharing_strategy() == "file_descriptor")


# --- facts only a CUDA GPU can show: verified from a CUDA record, else awaiting one ----------------


@claim(
    "devices.cuda-copies",
    snippet="cuda_copies.py",
    devices=("cuda",),
    en="`t.cuda()` on a CPU tensor `t` returns a new tensor `g` on the current GPU; `g.cuda()` and `g.to('cuda')` return `g` itself, while `g.cpu()` returns a new CPU tensor, separate from `g`.",
    zh="对 CPU 张量 `t`，`t.cuda()` 返回当前 GPU 上的新张量 `g`；`g.cuda()` 和 `g.to('cuda')` 返回 `g` 本身，而 `g.cpu()` 返回新的 CPU 张量，与 `g` 互不影响。",
)
def _(run):
    g, back = run["g"], run["back"]
    return (
        g is not run["t"] and g.device.type == "cuda" and g.cuda() is g and g.to("cuda") is g
        and back is not g and back.device.type == "cpu" and g.tolist() == [0.0, 1.0, 2.0] and back.tolist()[0] == 100
    )


@claim(
    "devices.numpy-cuda",
    snippet="numpy_cuda.py",
    devices=("cuda",),
    en=f"With GPU 0 the current device, `.numpy()` cannot convert the CUDA tensor `torch.zeros(3, device='cuda')`: it raises `TypeError: {NUMPY_MESSAGE.format('cuda:0')}`",
    zh=f"当前设备为 0 号 GPU 时，对 CUDA 张量 `torch.zeros(3, device='cuda')` 调用 `.numpy()` 会抛出 `TypeError: {NUMPY_MESSAGE.format('cuda:0')}`（无法把该设备上的张量转换为 NumPy 数组，请先调用 Tensor.cpu 把张量复制到主机内存）。",
)
def _(run):
    return raised(run, TypeError) and str(run.error) == NUMPY_MESSAGE.format("cuda:0")


@claim(
    "devices.non-blocking-pinned",
    snippet="non_blocking_pinned.py",
    devices=("cuda",),
    en="In the recorded run, `g.to('cpu', non_blocking=True)` returned a CPU tensor in pinned memory, and `g.to('cpu')` one in pageable memory.",
    zh="在记录下来的那次运行中，`g.to('cpu', non_blocking=True)` 返回的 CPU 张量位于锁页内存（pinned memory）中，而 `g.to('cpu')` 返回的张量不在锁页内存中。",
)
def _(run):
    return run["non_blocking"].is_pinned() and not run["blocking"].is_pinned()


@claim(
    "devices.non-blocking-early",
    snippet="non_blocking_early.py",
    devices=("cuda",),
    en="`g.to('cpu', non_blocking=True)` may return before the copy is done: in the recorded run, `torch.cuda.current_stream().query()` was False right after it, so read the result after `torch.cuda.synchronize()`.",
    zh="`g.to('cpu', non_blocking=True)` 可能在复制完成之前就返回：在记录下来的那次运行中，紧接着调用 `torch.cuda.current_stream().query()` 得到 False，所以要在 `torch.cuda.synchronize()` 之后再读取结果。",
)
def _(run):
    return run["finished"] is False and bool((run["host"] == 7).all()) and run["host"].numel() == 1_000_000


@claim(
    "devices.share-memory-cuda",
    snippet="share_memory_cuda.py",
    devices=("cuda",),
    en="`share_memory_()` does nothing to a CUDA tensor: for `g = torch.ones(3, device='cuda')`, `g.is_shared()` is already True, and `g.share_memory_()` returns `g` at the same address.",
    zh="`share_memory_()` 对 CUDA 张量不起作用：对 `g = torch.ones(3, device='cuda')`，`g.is_shared()` 本来就是 True，`g.share_memory_()` 返回位于同一地址的 `g`。",
)
def _(run):
    return run["before"] is True and run["returned"] is run["g"] and run["g"].data_ptr() == run["address"]


@claim(
    "devices.load-without-cuda",
    snippet="load_without_cuda.py",
    devices=("cuda",),
    en=f"On torch 2.11, a checkpoint saved from CUDA tensors, loaded with `weights_only=True` by a process that sees no GPU, raises a `RuntimeError` whose message starts `{NO_CUDA_MESSAGE}`; `map_location='cpu'` loads it onto the CPU.",
    zh=f"在 torch 2.11 上，从 CUDA 张量保存的检查点，在看不到 GPU 的进程中以 `weights_only=True` 加载时会抛出 `RuntimeError`，其信息开头是 `{NO_CUDA_MESSAGE}`（试图在 CUDA 设备上反序列化对象，但 torch.cuda.is_available 为 False）；用 `map_location='cpu'` 则会把它加载到 CPU 上。",
)
def _(run):
    lines = run.output.splitlines()
    return (
        any(line.startswith(f"RuntimeError: {NO_CUDA_MESSAGE}") for line in lines)
        and "with map_location='cpu': cpu" in lines
    )


# --- device equality, two devices in one operation ---------------------------------------------

TWO_DEVICES_META = "Tensor on device meta is not on the expected device cpu!"
TWO_DEVICES_CUDA = "Expected all tensors to be on the same device"
META_NO_DATA = "Cannot copy out of meta tensor; no data!"


@claim(
    "devices.index-unequal",
    snippet="device_index.py",
    en="`torch.device('cuda') == torch.device('cuda:0')` is False: the first has index `None`, the second `0`; compare `.type` to ask only which kind of device.",
    zh="`torch.device('cuda') == torch.device('cuda:0')` 为 False：前者的索引是 `None`，后者是 `0`；只想比较设备种类时，请比较 `.type`。",
)
def _(run):
    plain, indexed = run["plain"], run["indexed"]
    return (plain != indexed and plain.index is None and indexed.index == 0 and plain.type == indexed.type
            and printed(run, "torch.device('cuda') == torch.device('cuda:0'): False"))


@claim(
    "devices.cpu-index-unequal",
    snippet="device_index.py",
    en="Likewise `torch.device('cpu') == torch.device('cpu:0')` is False.",
    zh="同样，`torch.device('cpu') == torch.device('cpu:0')` 也为 False。",
)
def _(run):
    return torch.device("cpu") != torch.device("cpu:0") and printed(run, "torch.device('cpu') == torch.device('cpu:0'): False")


@claim(
    "devices.two-devices-meta",
    snippet="two_devices.py",
    en="`a + b` with `a` on the CPU and `b` on meta raises `RuntimeError: Tensor on device meta is not on the expected device cpu!`; "
    "move `a`: `a.to(b.device) + b`, as `b.to(a.device)` raises `NotImplementedError: Cannot copy out of meta tensor; no data!`.",
    zh="`a` 在 CPU 上、`b` 在 meta 上时，`a + b` 会抛出 `RuntimeError: Tensor on device meta is not on the expected device cpu!`"
    "（meta 上的张量不在预期的 cpu 设备上）；应移动 `a`：`a.to(b.device) + b`，因为 `b.to(a.device)` 会抛出 "
    "`NotImplementedError: Cannot copy out of meta tensor; no data!`（meta 张量只记录形状，可复制的数据为空）。",
)
def _(run):
    return (raised(run, RuntimeError, TWO_DEVICES_META) and printed(run, "a.to(b.device) + b: meta")
            and printed(run, f"b.to(a.device): NotImplementedError: {META_NO_DATA}"))


@claim(
    "devices.meta-inplace-silent",
    snippet="meta_let_through.py",
    exception_to="devices.two-devices-meta",
    en="In place, `a += b` with `a` on the CPU and `b` on meta raises nothing and leaves `a` unchanged; so do `a.add_(b)` and `a.mul_(b)`.",
    zh="`a` 在 CPU 上、`b` 在 meta 上时，`a += b` 不会报错，`a` 也保持不变；`a.add_(b)` 和 `a.mul_(b)` 也一样。",
)
def _(run):
    a = run["a"]
    return (a.device.type == "cpu" and a.tolist() == [1.0, 1.0] and printed(run, "a after a += b: tensor([1., 1.])")
            and printed(run, "a after a.add_(b) and a.mul_(b): tensor([1., 1.])"))


@claim(
    "devices.meta-zero-d",
    snippet="meta_let_through.py",
    exception_to="devices.two-devices-meta",
    en="`s + b` with the 0-d CPU tensor `s = torch.tensor(1.0)` and `b` on meta raises nothing: it returns a meta tensor.",
    zh="`s = torch.tensor(1.0)` 是 0 维 CPU 张量，`b` 在 meta 上时，`s + b` 不会报错，而是返回 meta 张量。",
)
def _(run):
    s, b = run["s"], run["b"]
    return s.dim() == 0 and s.device.type == "cpu" and (s + b).device.type == "meta" and printed(run, "(s + b).device: meta")


@claim(
    "devices.two-devices-cuda",
    snippet="two_devices_cuda.py",
    devices=("cuda",),
    en="`a + b` with `a` on the GPU and `b` on the CPU raises `RuntimeError: Expected all tensors to be on the same device`; move one first: `a + b.to(a.device)`.",
    zh="`a` 在 GPU 上、`b` 在 CPU 上时，`a + b` 会抛出 `RuntimeError: Expected all tensors to be on the same device`（张量应在同一设备上）；先移动其中一个：`a + b.to(a.device)`。",
)
def _(run):
    return raised(run, RuntimeError, TWO_DEVICES_CUDA) and printed(run, "a + b.to(a.device): cuda:0")


@claim(
    "devices.cuda-zero-d",
    snippet="two_devices_cuda_scalar.py",
    devices=("cuda",),
    exception_to="devices.two-devices-cuda",
    en="`a + s` with `a` on the GPU and the 0-d CPU tensor `s = torch.tensor(1.0)` raises nothing: it returns a tensor on the GPU.",
    zh="`a` 在 GPU 上、`s = torch.tensor(1.0)` 是 0 维 CPU 张量时，`a + s` 不会报错，而是返回 GPU 上的张量。",
)
def _(run):
    a, s = run["a"], run["s"]
    return (s.dim() == 0 and s.device.type == "cpu" and (a + s).device == a.device and a.device.type != "cpu"
            and printed(run, "s.device: cpu") and printed(run, "(a + s).device: cuda:0") and printed(run, "a + s: tensor([1., 1.])"))
