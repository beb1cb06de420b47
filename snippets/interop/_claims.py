from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised, warned

DLPACK_GRAD_MESSAGE = "Can't export tensors that require gradient, use tensor.detach()"


def _address(array):
    return array.__array_interface__["data"][0]


# --- at a glance ----------------------------------------------------------------------------


@claim(
    "interop.glance",
    snippet="glance.py",
    en="On the CPU, `torch.asarray(t)`, `torch.asarray(a)`, `torch.frombuffer`, `torch.from_dlpack(a)`, `np.from_dlpack(t)` and `t.to('cpu', non_blocking=True)` all share memory with their source; of the calls in the table only `torch.asarray(t, copy=True)` returns an independent copy.",
    zh="在 CPU 上，`torch.asarray(t)`、`torch.asarray(a)`、`torch.frombuffer`、`torch.from_dlpack(a)`、`np.from_dlpack(t)` 和 `t.to('cpu', non_blocking=True)` 都与来源共享内存；表中的调用里，只有 `torch.asarray(t, copy=True)` 返回独立的副本。",
)
def _(run):
    shares = run["shares"]
    expected = {call: call != "torch.asarray(t, copy=True)" for call in shares}
    return (
        len(shares) == 7
        and shares == expected
        and all(printed(run, f"| `{call}` | {'✓' if s else ''} | {'' if s else '✓'} |") for call, s in shares.items())
    )


# --- torch.asarray --------------------------------------------------------------------------


@claim(
    "interop.asarray-list",
    snippet="asarray_copy.py",
    en="From a list, `torch.asarray` always builds a new tensor, and `copy=False` raises `ValueError`: \"can't alias arbitrary sequence into a tensor.\"",
    zh="从列表出发，`torch.asarray` 总是构造一个新张量，而 `copy=False` 会抛出 `ValueError`：\"can't alias arbitrary sequence into a tensor.\"（无法让张量成为任意序列的别名）",
)
def _(run):
    r = run["results"]
    return (
        r["list", None] == r["list", True] == "new tensor"
        and r["list", False] == "ValueError: can't alias arbitrary sequence into a tensor."
    )


@claim(
    "interop.asarray-numpy",
    snippet="asarray_copy.py",
    en="From a NumPy array with non-negative strides, `copy=None` (the default) and `copy=False` share the array's memory, and `copy=True` copies the data into new memory.",
    zh="对于步幅均非负的 NumPy 数组，`copy=None`（默认值）和 `copy=False` 与数组共享内存，`copy=True` 则把数据复制到新的内存中。",
)
def _(run):
    r = run["results"]
    return (
        r["NumPy array", None] == r["NumPy array", False] == "shares memory"
        and r["NumPy array", True] == "new memory"
    )


@claim(
    "interop.asarray-tensor",
    snippet="asarray_copy.py",
    en="From a tensor, `copy=None` and `copy=False` return the very same tensor object, and `copy=True` returns a new tensor in new memory.",
    zh="从张量出发，`copy=None` 和 `copy=False` 返回的就是同一个张量对象，`copy=True` 则返回一个位于新内存中的新张量。",
)
def _(run):
    r = run["results"]
    return (
        r["tensor", None] == r["tensor", False] == "the same tensor object"
        and r["tensor", True] == "new memory"
    )


@claim(
    "interop.asarray-dtype",
    snippet="asarray_dtype.py",
    en="A `dtype=` other than the source's forces a copy: `torch.asarray(t, dtype=torch.float64)` on a `float32` tensor gets new memory, and adding `copy=False` raises `ValueError`: \"can't alias tensor with dtype 'Float' into dtype 'Double'.\"",
    zh="指定与来源不同的 `dtype=` 会迫使复制：对 `float32` 张量调用 `torch.asarray(t, dtype=torch.float64)`，结果位于新的内存中；再加上 `copy=False` 则抛出 `ValueError`：\"can't alias tensor with dtype 'Float' into dtype 'Double'.\"（无法让 Double 类型的张量成为 Float 类型张量的别名）",
)
def _(run):
    return (
        run["d"].dtype.is_floating_point
        and run["d"].itemsize == 8
        and run["d"].data_ptr() != run["t"].data_ptr()
        and str(run["error"]) == "can't alias tensor with dtype 'Float' into dtype 'Double'."
        and type(run["error"]) is ValueError
    )


@claim(
    "interop.asarray-requires-grad",
    snippet="asarray_requires_grad.py",
    en="`torch.asarray(t, requires_grad=True)` on a tensor that does not require grad returns `t` itself and switches `t.requires_grad` on.",
    zh="对不需要梯度的张量调用 `torch.asarray(t, requires_grad=True)`，返回的就是 `t` 本身，并且会把 `t.requires_grad` 打开。",
)
def _(run):
    return run["r"] is run["t"] and run["t"].requires_grad and run["t"].is_leaf


@claim(
    "interop.asarray-drops-requires-grad",
    snippet="asarray_requires_grad.py",
    torch="<2.12",
    en="Without `requires_grad=`, `torch.asarray(w)` on a leaf that requires grad returns `w` itself and switches `w.requires_grad` off, silently ([pytorch/pytorch#170819](https://github.com/pytorch/pytorch/issues/170819)).",
    zh="不传 `requires_grad=` 时，对需要梯度的叶子张量调用 `torch.asarray(w)`，返回的就是 `w` 本身，并且会悄无声息地把 `w.requires_grad` 关掉（[pytorch/pytorch#170819](https://github.com/pytorch/pytorch/issues/170819)）。",
)
def _(run):
    return run["s"] is run["w"] and not run["w"].requires_grad and not run["warned"]


@claim(
    "interop.asarray-keeps-requires-grad",
    snippet="asarray_requires_grad.py",
    torch=">=2.12",
    en="Without `requires_grad=`, `torch.asarray(w)` returns `w` with `requires_grad` still on, and warns with a `UserWarning` that starts `torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.` ([pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)).",
    zh="不传 `requires_grad=` 时，`torch.asarray(w)` 返回 `w`，其 `requires_grad` 仍然打开，同时发出 `UserWarning`，开头是 `torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.`（未指定的 requires_grad 现在默认取 obj.requires_grad，而不再是 False）（[pytorch/pytorch#170897](https://github.com/pytorch/pytorch/pull/170897)）。",
)
def _(run):
    return (
        run["s"] is run["w"]
        and run["w"].requires_grad
        and warned(run, "UserWarning", "torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False.")
    )


# --- torch.frombuffer -----------------------------------------------------------------------


@claim(
    "interop.frombuffer-shares",
    snippet="frombuffer_shares.py",
    en="`torch.frombuffer` shares memory with a `bytearray`: a write through the tensor changes the bytes, and a write into the `bytearray` shows up in the tensor.",
    zh="`torch.frombuffer` 与 `bytearray` 共享内存：通过张量写入会改变这些字节，往 `bytearray` 里写入，张量里也能看到。",
)
def _(run):
    return bytes(run["buffer"]).hex(" ") == "00 00 80 3f 00 00 00 40" and run["t"].tolist() == [1.0, 2.0]


@claim(
    "interop.frombuffer-readonly",
    snippet="frombuffer_readonly.py",
    en="A read-only buffer such as `bytes` still converts, with a `UserWarning` that starts `The given buffer is not writable, and PyTorch does not support non-writable tensors.`",
    zh="`bytes` 这样的只读缓冲区照样能转换，但会发出 `UserWarning`，开头是 `The given buffer is not writable, and PyTorch does not support non-writable tensors.`（给定的缓冲区不可写，而 PyTorch 不支持不可写的张量）",
)
def _(run):
    return run["t"].tolist() == [0.0, 0.0] and warned(
        run, "UserWarning", "The given buffer is not writable, and PyTorch does not support non-writable tensors."
    )


@claim(
    "interop.frombuffer-count",
    snippet="frombuffer_count.py",
    en="The buffer must hold at least `offset` plus `count` times the element size: `count=2` of `float32` from 8 bytes works, while `count=3` raises `ValueError`: \"requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)\".",
    zh="缓冲区至少要有 `offset` 加上 `count` 乘以元素大小那么多字节：从 8 个字节读取 `count=2` 个 `float32` 可以成功，`count=3` 则抛出 `ValueError`：\"requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)\"（请求的长度在偏移之后不得超过缓冲区的实际长度）。",
)
def _(run):
    return run["exact"].tolist() == [0.0, 0.0] and raised(
        run,
        ValueError,
        "requested buffer length (3 * 4 bytes) after offset (0 bytes) must not be greater than actual buffer length (8 bytes)",
    )


@claim(
    "interop.frombuffer-doc",
    snippet="frombuffer_doc.py",
    en="The docstring of `torch.frombuffer` says that, for a positive `count`, the number of bytes in the buffer must be *more than* `offset` plus `count` times the size of `dtype`.",
    zh="`torch.frombuffer` 的文档字符串说，`count` 为正数时，缓冲区的字节数必须*大于* `offset` 加上 `count` 乘以 `dtype` 的大小。",
)
def _(run):
    return "the total number of bytes in the buffer is more than :attr:`offset` plus :attr:`count` times the size" in run["rule"]


# --- DLPack ---------------------------------------------------------------------------------


@claim(
    "interop.dlpack-shares",
    snippet="dlpack_shares.py",
    en="DLPack shares memory in both directions: `torch.from_dlpack(a)` sees a later write into the NumPy array, `np.from_dlpack(u)` sees a later write into the tensor, and both results have their source's address.",
    zh="DLPack 在两个方向上都共享内存：`torch.from_dlpack(a)` 能看到之后对 NumPy 数组的写入，`np.from_dlpack(u)` 能看到之后对张量的写入，两者的地址都与来源相同。",
)
def _(run):
    return (
        run["t"].data_ptr() == _address(run["a"])
        and run["t"].tolist() == [10.0, 1.0, 2.0]
        and _address(run["b"]) == run["u"].data_ptr()
        and run["b"].tolist() == [10.0, 1.0, 2.0]
    )


@claim(
    "interop.dlpack-grad-runtime-error",
    snippet="dlpack_requires_grad.py",
    torch="<2.9",
    en="A tensor that requires grad cannot be exported: `torch.from_dlpack(w)` and `np.from_dlpack(w)` raise `RuntimeError`: \"Can't export tensors that require gradient, use tensor.detach()\" (a `BufferError` since 2.9, [pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)); `torch.from_dlpack(w.detach())` shares `w`'s memory.",
    zh="需要梯度的张量无法导出：`torch.from_dlpack(w)` 和 `np.from_dlpack(w)` 会抛出 `RuntimeError`：\"Can't export tensors that require gradient, use tensor.detach()\"（无法导出需要梯度的张量，请使用 tensor.detach()）（自 2.9 起为 `BufferError`，[pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)）；`torch.from_dlpack(w.detach())` 则与 `w` 共享内存。",
)
def _(run):
    errors = run["errors"]
    return (
        errors == {name: ("RuntimeError", DLPACK_GRAD_MESSAGE) for name in ("torch.from_dlpack", "np.from_dlpack")}
        and run["d"].data_ptr() == run["w"].data_ptr()
    )


@claim(
    "interop.dlpack-grad-buffer-error",
    snippet="dlpack_requires_grad.py",
    torch=">=2.9",
    en="A tensor that requires grad cannot be exported: `torch.from_dlpack(w)` and `np.from_dlpack(w)` raise `BufferError` (a `RuntimeError` before 2.9, [pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)): \"Can't export tensors that require gradient, use tensor.detach()\"; `torch.from_dlpack(w.detach())` shares `w`'s memory.",
    zh="需要梯度的张量无法导出：`torch.from_dlpack(w)` 和 `np.from_dlpack(w)` 会抛出 `BufferError`（2.9 之前是 `RuntimeError`，[pytorch/pytorch#150691](https://github.com/pytorch/pytorch/pull/150691)）：\"Can't export tensors that require gradient, use tensor.detach()\"（无法导出需要梯度的张量，请使用 tensor.detach()）；`torch.from_dlpack(w.detach())` 则与 `w` 共享内存。",
)
def _(run):
    errors = run["errors"]
    return (
        errors == {name: ("BufferError", DLPACK_GRAD_MESSAGE) for name in ("torch.from_dlpack", "np.from_dlpack")}
        and run["d"].data_ptr() == run["w"].data_ptr()
    )


@claim(
    "interop.dlpack-copy-typeerror",
    snippet="dlpack_copy.py",
    torch="<2.9",
    en="`torch.from_dlpack(a, copy=True)` raises `TypeError`: \"from_dlpack() got an unexpected keyword argument 'copy'\"; the keyword came with 2.9 ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="`torch.from_dlpack(a, copy=True)` 会抛出 `TypeError`：\"from_dlpack() got an unexpected keyword argument 'copy'\"（from_dlpack() 收到了意外的关键字参数 copy）；这个关键字参数自 2.9 起才有（[pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)）。",
)
def _(run):
    return run["t"] is None and str(run["error"]) == "from_dlpack() got an unexpected keyword argument 'copy'"


@claim(
    "interop.dlpack-copy",
    snippet="dlpack_copy.py",
    torch=">=2.9",
    en="`torch.from_dlpack(a, copy=True)` returns a copy: a new address, and a later write into the array does not reach it ([pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)).",
    zh="`torch.from_dlpack(a, copy=True)` 返回一份副本：地址是新的，之后对数组的写入不会影响它（[pytorch/pytorch#150218](https://github.com/pytorch/pytorch/pull/150218)）。",
)
def _(run):
    t = run["t"]
    return t is not None and t.data_ptr() != _address(run["a"]) and t.tolist() == [0.0, 1.0, 2.0] and run["a"].tolist()[0] == 10.0


# --- share_memory_ --------------------------------------------------------------------------


@claim(
    "interop.share-memory",
    snippet="share_memory.py",
    en="On a CPU tensor, `share_memory_()` returns the same tensor object, keeps its values, and turns `is_shared()` from `False` to `True`.",
    zh="对 CPU 张量调用 `share_memory_()`，返回的是同一个张量对象，取值保持不变，`is_shared()` 则从 `False` 变为 `True`。",
)
def _(run):
    return (
        run["before"] is False
        and run["t"].is_shared()
        and run["r"] is run["t"]
        and printed(run, "values: [1.0, 2.0, 3.0, 4.0]")
    )


@claim(
    "interop.share-memory-moves",
    snippet="share_memory.py",
    en="It moves the data to a new address (`data_ptr()` changes): a view such as `t[1:]` follows, since it shares `t`'s storage, but an array made earlier by `t.numpy()` is left at the old address and no longer shares memory with `t`.",
    zh="它会把数据搬到新的地址（`data_ptr()` 改变）：`t[1:]` 这样的视图与 `t` 共享存储，会跟着过去；但之前用 `t.numpy()` 得到的数组还停在旧地址，不再与 `t` 共享内存。",
)
def _(run):
    t, view, a = run["t"], run["view"], run["a"]
    return (
        t.data_ptr() != run["old_address"]
        and view.data_ptr() == t.data_ptr() + t.element_size()
        and view.tolist() == [20.0, 3.0, 4.0]
        and _address(a) == run["old_address"]
    )


@claim(
    "interop.share-memory-doc",
    snippet="share_memory_doc.py",
    en="Its docstring says it is a no-op if the storage is already in shared memory and for CUDA tensors.",
    zh="它的文档字符串说，如果存储已经位于共享内存中，或者张量在 CUDA 上，它什么也不做。",
)
def _(run):
    return printed(
        run,
        "Moves the underlying storage to shared memory. This is a no-op if the underlying storage is already in shared memory and for CUDA tensors.",
    )


# --- pinned memory and non_blocking ---------------------------------------------------------


@claim(
    "interop.pin-memory",
    snippet="pin_memory.py",
    en="A new CPU tensor is not pinned (`is_pinned()` is `False`), and `pin_memory()` needs an accelerator: on a machine without CUDA it raises `RuntimeError`.",
    zh="新建的 CPU 张量不是锁页内存（`is_pinned()` 为 `False`），而 `pin_memory()` 需要加速器：在没有 CUDA 的机器上，它会抛出 `RuntimeError`。",
)
def _(run):
    if run["accelerator"]:  # with CUDA the call works: the sentence's "without CUDA" part does not apply
        return not run["t"].is_pinned() and run["p"].is_pinned()
    return not run["t"].is_pinned() and type(run["error"]) is RuntimeError


@claim(
    "interop.non-blocking-cpu",
    snippet="non_blocking.py",
    en="On a CPU tensor, `t.to('cpu', non_blocking=True)` returns `t` itself: nothing is copied, so there is nothing to wait for; only `copy=True` makes a new tensor.",
    zh="对 CPU 张量调用 `t.to('cpu', non_blocking=True)`，返回的就是 `t` 本身：没有发生复制，也就没有什么需要等待；只有加上 `copy=True` 才会得到新张量。",
)
def _(run):
    return run["same"] is run["t"] and run["copied"] is not run["t"] and run["copied"].data_ptr() != run["t"].data_ptr()


DEPRECATED = "The argument 'device' of Tensor.{}() is deprecated. Please do not pass this argument."


@claim(
    "interop.pin-device-deprecated",
    snippet="pin_memory_device.py",
    torch=">=2.5",
    en="Passing a device to either is deprecated, and the warning shows even without an accelerator: `t.is_pinned('cuda')` returns `False` with a `DeprecationWarning`, \"The argument 'device' of Tensor.is_pinned() is deprecated. Please do not pass this argument.\", and `t.pin_memory('cpu')` warns the same for `Tensor.pin_memory()` before it raises ([pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="给这两个方法传入设备参数已被弃用，而且即使没有加速器也会看到警告：`t.is_pinned('cuda')` 返回 `False`，同时发出 `DeprecationWarning`：\"The argument 'device' of Tensor.is_pinned() is deprecated. Please do not pass this argument.\"（Tensor.is_pinned() 的 device 参数已弃用，请不要传入），`t.pin_memory('cpu')` 则在抛出错误之前，针对 `Tensor.pin_memory()` 发出同样的警告（[pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)）。",
)
def _(run):
    return (
        run["pinned"] is False
        and run["outcome"] != "no error"
        and run["messages"][0] == "DeprecationWarning: " + DEPRECATED.format("is_pinned")
        and "DeprecationWarning: " + DEPRECATED.format("pin_memory") in run["messages"]
    )


@claim(
    "interop.pin-device-silent",
    snippet="pin_memory_device.py",
    torch="<2.5",
    en="Passing a device to either emits no warning: `t.is_pinned('cuda')` returns `False` silently (the deprecation came with 2.5, [pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)).",
    zh="给这两个方法传入设备参数不会发出任何警告：`t.is_pinned('cuda')` 默默返回 `False`（弃用自 2.5 起，[pytorch/pytorch#126376](https://github.com/pytorch/pytorch/pull/126376)）。",
)
def _(run):
    return run["pinned"] is False and run["messages"] == [] and run["outcome"] != "no error"
