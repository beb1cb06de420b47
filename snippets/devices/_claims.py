import torch

from tensorfacts.catalogue import TENSORS, over, ops, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised

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
    en="For every CPU tensor `t` of the catalogue, `t.to('meta')`, `t.to(torch.device('meta'))`, `t.to(device='meta')` and `t.to('meta', non_blocking=True)` return a new tensor on the other device, of the same shape and dtype, and leave `t` where it was, on the CPU.",
    zh="对目录中每个位于 CPU 上的张量 `t`，`t.to('meta')`、`t.to(torch.device('meta'))`、`t.to(device='meta')` 和 `t.to('meta', non_blocking=True)` 都返回另一设备上形状和数据类型（dtype）相同的新张量，而 `t` 仍留在原处，即 CPU 上。",
)
def _(run):
    return printed(run, "t.to('meta') is t: False | on meta") and run.each(_moved)


@claim(
    "devices.to-same-device",
    snippet="to_copies.py",
    over=over(tensors(only=CPU_TENSORS), ops("to-cpu")),
    en="For every CPU tensor `t` of the catalogue, `t.to('cpu')`, `t.cpu()`, `t.to(torch.device('cpu'))` and `t.to('cpu', non_blocking=True)` copy nothing: each returns `t` itself. `t.to('cpu:0')` does copy: for `t = torch.arange(3.0)` it returns a new tensor at a new address.",
    zh="对目录中每个位于 CPU 上的张量 `t`，`t.to('cpu')`、`t.cpu()`、`t.to(torch.device('cpu'))` 和 `t.to('cpu', non_blocking=True)` 都不复制任何东西：它们返回的就是 `t` 本身。而 `t.to('cpu:0')` 会复制：对 `t = torch.arange(3.0)`，它返回位于新地址的新张量。",
)
def _(run):
    t, indexed = run["t"], run["indexed"]
    return (printed(run, "t.to('cpu') is t: True | t.cpu() is t: True") and indexed is not t and indexed.data_ptr() != t.data_ptr()
            and run.each(lambda case: case.apply() is case.tensor))


@claim(
    "devices.copy-true",
    snippet="to_copies.py",
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
    en="`Tensor.to()` is not in place: after `t.to('meta')` on a CPU tensor, `t` is still on the CPU; the moved tensor is the value `to()` returns, so assign it (`t = t.to('meta')`).",
    zh="`Tensor.to()` 不是原地操作（in-place operation）：对 CPU 张量调用 `t.to('meta')` 之后，`t` 仍在 CPU 上；移动后的张量是 `to()` 的返回值，所以要把它赋回去（`t = t.to('meta')`）。",
)
def _(run):
    return printed(run, "after t.to('meta'): cpu") and printed(run, "after t = t.to('meta'): meta") and run["t"].device.type == "meta"


@claim(
    "devices.module-to-in-place",
    snippet="not_in_place.py",
    over=over(tensors("module"), ops("to-meta")),
    en="A module's `to()` is in place: for every module of the catalogue, `model.to('meta')` (written in each of the four ways) returns the module itself, whose parameters and buffers are then on meta; with PyTorch's default settings they are new tensor objects there, so a reference taken before (an optimizer's list of parameters, say) still points at the CPU ones.",
    zh="模块的 `to()` 是原地操作：对目录中的每个模块，`model.to('meta')`（四种写法中的任意一种）都返回模块本身，其参数和缓冲区（buffer）随后都在 meta 上；在 PyTorch 的默认设置下，它们在那里是新的张量对象，所以之前取得的引用（例如优化器的参数列表）仍指向 CPU 上的那些。",
)
def _(run):
    def holds(case):
        model = case.tensor
        before = list(model.parameters()) + list(model.buffers())  # kept alive: their ids stay theirs
        out = case.apply()
        after = list(model.parameters()) + list(model.buffers())
        return (out is model and bool(after) and all(x.device.type == "meta" for x in after)
                and not any(x is y for x in after for y in before) and all(y.device.type == "cpu" for y in before))

    return run["returned"] is run["model"] and run["model"].weight.device.type == "meta" and run.each(holds)


# --- a moved tensor that requires grad is not a leaf -------------------------------------------


@claim(
    "devices.moved-not-leaf",
    snippet="moved_leaf.py",
    over=over(tensors(only=REQUIRING_GRAD), ops("to-meta")),
    en="With grad mode on, outside inference mode, moving a CPU tensor that requires grad to another device makes a non-leaf: for every such tensor of the catalogue, `w.to('meta')` (in each of the four ways) returns a tensor that requires grad, is not a leaf and has the `grad_fn` `ToCopyBackward0`; under `torch.no_grad()` the same call returns a leaf that does not require grad.",
    zh="在梯度模式开启且不在推理模式（inference mode）中时，把需要梯度的 CPU 张量移到另一设备，得到的不是叶子张量（leaf tensor）：对目录中每个这样的张量，`w.to('meta')`（四种写法中的任意一种）返回的张量需要梯度、不是叶子张量，其 `grad_fn` 为 `ToCopyBackward0`；在 `torch.no_grad()` 下，同样的调用返回不需要梯度的叶子张量。",
)
def _(run):
    def holds(case):
        out = case.apply()
        name = type(out.grad_fn).__name__
        with torch.no_grad():
            quiet = case.apply()
        return ((out.requires_grad and not out.is_leaf and name == "ToCopyBackward0" and quiet.is_leaf and not quiet.requires_grad)
                or f"is_leaf {out.is_leaf}, grad_fn {name}; under no_grad: is_leaf {quiet.is_leaf}")

    return printed(run, "w.to('meta'): is_leaf False | grad_fn ToCopyBackward0") and run.each(holds)


@claim(
    "devices.moved-grad-none",
    snippet="moved_leaf.py",
    en="After `backward()`, the gradient is in the leaf's `.grad`, not in the copy's: for `w = torch.ones(3, requires_grad=True)` and `w64 = w.to(torch.float64)`, `w64.sum().backward()` sets `w.grad` to `tensor([1., 1., 1.])` and `w64.grad` stays `None`, and reading it warns `UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.`",
    zh="调用 `backward()` 之后，梯度在叶子张量的 `.grad` 里，而不在副本里：对 `w = torch.ones(3, requires_grad=True)` 和 `w64 = w.to(torch.float64)`，`w64.sum().backward()` 把 `w.grad` 设为 `tensor([1., 1., 1.])`，而 `w64.grad` 仍是 `None`，读取它会发出警告 `UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.`（正在访问非叶子张量的 .grad 属性）。",
)
def _(run):
    return (
        run["w64"].grad is None and torch.equal(run["w"].grad, torch.ones(3)) and printed(run, "w.grad: tensor([1., 1., 1.])")
        and printed(run, "w64.grad: None")
        and any(line.startswith("UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is being accessed.")
                for line in run.output.splitlines())
    )


@claim(
    "devices.leaf-on-device",
    snippet="moved_leaf.py",
    en="To get a leaf on the other device, make it there (`torch.ones(3, device='meta', requires_grad=True)`) or detach, move, then ask for grad (`w.detach().to('meta').requires_grad_()`): both are leaves that require grad.",
    zh="要在另一设备上得到叶子张量，就直接在那里创建（`torch.ones(3, device='meta', requires_grad=True)`），或者先分离、再移动、再设为需要梯度（`w.detach().to('meta').requires_grad_()`）：两者都是需要梯度的叶子张量。",
)
def _(run):
    return all(x.is_leaf and x.requires_grad and x.device.type == "meta" for x in (run["made_there"], run["detached"]))


# --- .numpy() and the moved tensor ---------------------------------------------------------------


@claim(
    "devices.numpy-stays",
    snippet="numpy_after_move.py",
    en="The array `a = t.numpy()` belongs to the CPU tensor `t = torch.zeros(3)`, not to its moved copy: after `moved = t.to('meta')`, `a` still shares `t`'s memory, and `t.add_(1)` shows in `a`.",
    zh="数组 `a = t.numpy()` 属于 CPU 张量 `t = torch.zeros(3)`，而不属于它被移动后的副本：执行 `moved = t.to('meta')` 之后，`a` 仍与 `t` 共享内存，`t.add_(1)` 的结果会出现在 `a` 里。",
)
def _(run):
    a, t = run["a"], run["t"]
    return a.__array_interface__["data"][0] == t.data_ptr() and a.tolist() == [1.0, 1.0, 1.0] and run["moved"].device.type == "meta"


@claim(
    "devices.numpy-not-cpu",
    snippet="numpy_meta.py",
    en=f"With NumPy installed, `.numpy()` on the meta tensor `torch.zeros(3, device='meta')` raises `TypeError`: \"{NUMPY_MESSAGE.format('meta')}\"",
    zh=f"在安装了 NumPy 时，对 meta 张量 `torch.zeros(3, device='meta')` 调用 `.numpy()` 会抛出 `TypeError`：\"{NUMPY_MESSAGE.format('meta')}\"（无法把该设备上的张量转换为 NumPy 数组；请先用 Tensor.cpu() 把张量复制到主机内存）。",
)
def _(run):
    return raised(run, TypeError) and str(run.error) == NUMPY_MESSAGE.format("meta")


# --- map_location --------------------------------------------------------------------------------


@claim(
    "devices.map-location",
    snippet="map_location.py",
    en="The checkpoint `torch.save({'weight': torch.ones(2)}, buffer)`, saved from the CPU, loads back on the CPU: `torch.load` gives a CPU tensor, and with `map_location='meta'` the same checkpoint loads onto the meta device instead.",
    zh="检查点 `torch.save({'weight': torch.ones(2)}, buffer)` 是从 CPU 保存的，会加载回 CPU：`torch.load` 得到 CPU 张量，而加上 `map_location='meta'`，同一个检查点会加载到 meta 设备上。",
)
def _(run):
    return run["plain"]["weight"].device.type == "cpu" and run["on_meta"]["weight"].device.type == "meta"


# --- share_memory_ -------------------------------------------------------------------------------


@claim(
    "devices.share-memory-meta",
    snippet="share_memory_meta.py",
    en="With the default sharing strategy on Linux (`file_descriptor`), `share_memory_()` on the meta tensor `torch.zeros(3, device='meta')` raises `RuntimeError: _share_fd_: only available on CPU`.",
    zh="在 Linux 的默认共享策略（`file_descriptor`）下，对 meta 张量 `torch.zeros(3, device='meta')` 调用 `share_memory_()` 会抛出 `RuntimeError: _share_fd_: only available on CPU`（_share_fd_ 只能用于 CPU）。",
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
    en="`t.cuda()` on the CPU tensor `t = torch.arange(3.0, device='cpu')` returns a new tensor on the current GPU; on that GPU tensor `g`, while its GPU is the current one, `g.cuda()` and `g.to('cuda')` return `g` itself, and `g.cpu()` returns a new CPU tensor: a write into it leaves `g` unchanged.",
    zh="对 CPU 张量 `t = torch.arange(3.0, device='cpu')`，`t.cuda()` 返回当前 GPU 上的新张量；对这个 GPU 张量 `g`，只要它所在的 GPU 是当前 GPU，`g.cuda()` 和 `g.to('cuda')` 就返回 `g` 本身，而 `g.cpu()` 返回新的 CPU 张量：写入它不会改变 `g`。",
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
    en=f"With GPU 0 the current device, `.numpy()` on the CUDA tensor `torch.zeros(3, device='cuda')` raises `TypeError`: \"{NUMPY_MESSAGE.format('cuda:0')}\"",
    zh=f"当前设备为 0 号 GPU 时，对 CUDA 张量 `torch.zeros(3, device='cuda')` 调用 `.numpy()` 会抛出 `TypeError`：\"{NUMPY_MESSAGE.format('cuda:0')}\"（无法把该设备上的张量转换为 NumPy 数组；请先用 Tensor.cpu() 把张量复制到主机内存）。",
)
def _(run):
    return raised(run, TypeError) and str(run.error) == NUMPY_MESSAGE.format("cuda:0")


@claim(
    "devices.non-blocking-pinned",
    snippet="non_blocking_pinned.py",
    devices=("cuda",),
    en="In the recorded run, `g.to('cpu', non_blocking=True)` returned its CPU tensor in pinned memory: for `g = torch.ones(1000, device='cuda')`, `g.to('cpu', non_blocking=True).is_pinned()` was True, and `g.to('cpu').is_pinned()` was False.",
    zh="在记录下来的那次运行中，`g.to('cpu', non_blocking=True)`（非阻塞复制）返回的 CPU 张量位于锁页内存（pinned memory）中：对 `g = torch.ones(1000, device='cuda')`，`g.to('cpu', non_blocking=True).is_pinned()` 为 True，而 `g.to('cpu').is_pinned()` 为 False。",
)
def _(run):
    return run["non_blocking"].is_pinned() and not run["blocking"].is_pinned()


@claim(
    "devices.non-blocking-early",
    snippet="non_blocking_early.py",
    devices=("cuda",),
    en="`g.to('cpu', non_blocking=True)` may return before the copy is done: in the recorded run, with work queued on the stream, `torch.cuda.current_stream().query()` was False right after it, so read the CPU tensor only after `torch.cuda.synchronize()` (or an event); after it, `(host == 7).all()` is True.",
    zh="`g.to('cpu', non_blocking=True)` 可能在复制完成之前就返回：在记录下来的那次运行中，流（stream）上还有排队的工作，紧接着调用 `torch.cuda.current_stream().query()` 得到 False，所以要在 `torch.cuda.synchronize()`（或等待一个事件）之后再读这个 CPU 张量；同步之后，`(host == 7).all()` 为 True。",
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
    en=f"On torch 2.11, a checkpoint saved from CUDA tensors, loaded with `weights_only=True` by a process that sees no GPU, raises `RuntimeError`: \"{NO_CUDA_MESSAGE} …\"; `map_location='cpu'` loads it onto the CPU.",
    zh=f"在 torch 2.11 上，从 CUDA 张量保存的检查点，在看不到 GPU 的进程中以 `weights_only=True` 加载时会抛出 `RuntimeError`：\"{NO_CUDA_MESSAGE} …\"（试图在 CUDA 设备上反序列化对象，但 torch.cuda.is_available() 为 False）；用 `map_location='cpu'` 则会把它加载到 CPU 上。",
)
def _(run):
    lines = run.output.splitlines()
    return (
        any(line.startswith(f"RuntimeError: {NO_CUDA_MESSAGE}") for line in lines)
        and "with map_location='cpu': cpu" in lines
    )
