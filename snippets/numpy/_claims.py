from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, warned, warnings_of

GRAD_MESSAGE = "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."


def _address(array):
    return array.__array_interface__["data"][0]


# --- Tensor.numpy() -------------------------------------------------------------------------


@claim(
    "numpy.numpy-shares-memory",
    snippet="numpy_shares.py",
    en="For a CPU tensor, `t.numpy()` returns an array that shares memory with `t`: a write through the array shows up in the tensor, and a write through the tensor shows up in the array.",
    zh="对 CPU 张量来说，`t.numpy()` 返回的数组与 `t` 共享同一块内存：通过数组写入，张量里能看到；通过张量写入，数组里也能看到。",
)
def _(run):
    return (
        _address(run["a"]) == run["t"].data_ptr()
        and run["t"].tolist() == [10.0, 20.0, 3.0]
        and run["a"].tolist() == [10.0, 20.0, 3.0]
    )


@claim(
    "numpy.numpy-same-address",
    snippet="numpy_shares.py",
    en="The array's data address (`a.__array_interface__[\"data\"][0]`) is exactly `t.data_ptr()`: no copy is made.",
    zh="数组的数据地址（`a.__array_interface__[\"data\"][0]`）就是 `t.data_ptr()`：没有发生任何复制。",
)
def _(run):
    return _address(run["a"]) == run["t"].data_ptr() and printed(run, "same address: True")


@claim(
    "numpy.numpy-keeps-dtype",
    snippet="numpy_dtypes.py",
    en="`numpy()` keeps the element type: `float16`, `float32`, `float64`, `int8`, `uint8`, `bool` and `complex64` tensors become arrays of the NumPy dtype of the same name.",
    zh="`numpy()` 不改变元素类型：`float16`、`float32`、`float64`、`int8`、`uint8`、`bool` 和 `complex64` 张量得到的数组，dtype 是 NumPy 中同名的类型。",
)
def _(run):
    lines = [line for line in run.output.splitlines() if "->" in line]
    pairs = [line.split(" -> ") for line in lines]
    return len(pairs) == 7 and all(left == f"torch.{right}" for left, right in pairs)


@claim(
    "numpy.bfloat16-unsupported",
    snippet="numpy_bfloat16.py",
    en="A dtype NumPy lacks cannot be kept: `numpy()` on a `bfloat16` tensor raises `TypeError` (\"Got unsupported ScalarType BFloat16\").",
    zh="NumPy 没有的 dtype 就无从保留：对 `bfloat16` 张量调用 `numpy()` 会抛出 `TypeError`（\"Got unsupported ScalarType BFloat16\"，即不支持 BFloat16 这种标量类型）。",
)
def _(run):
    return raised(run, TypeError, "Got unsupported ScalarType BFloat16")


@claim(
    "numpy.numpy-zero-dim",
    snippet="numpy_scalar.py",
    en="`numpy()` also works on a 0-dim tensor: it returns a 0-dimensional `ndarray` (shape `()`), whereas `item()` returns a Python number.",
    zh="`numpy()` 对 0 维张量同样可用：它返回一个 0 维的 `ndarray`（形状为 `()`），而 `item()` 返回的是 Python 数值。",
)
def _(run):
    import numpy as np

    return (
        isinstance(run["arr"], np.ndarray)
        and run["arr"].shape == ()
        and type(run["num"]) is float
        and run["num"] == 3.5
    )


@claim(
    "numpy.requires-grad-error",
    snippet="numpy_requires_grad.py",
    en="On a tensor that requires grad, `numpy()` raises `RuntimeError`: \"Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\"",
    zh="对需要梯度的张量调用 `numpy()` 会抛出 `RuntimeError`：\"Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.\"（不能对需要梯度的张量调用 numpy()，请改用 tensor.detach().numpy()）",
)
def _(run):
    return run["w"].requires_grad and raised(run, RuntimeError, GRAD_MESSAGE)


@claim(
    "numpy.force-documented",
    snippet="numpy_force_doc.py",
    en="`numpy()` takes a keyword-only `force` argument, `False` by default; its docstring calls `force=True` equivalent to `t.detach().cpu().resolve_conj().resolve_neg().numpy()`.",
    zh="`numpy()` 有一个只能按关键字传入的参数 `force`，默认为 `False`；文档字符串说 `force=True` 等价于 `t.detach().cpu().resolve_conj().resolve_neg().numpy()`。",
)
def _(run):
    lines = run.output.splitlines()
    return lines[0] == "numpy(*, force=False) -> numpy.ndarray" and lines[1].endswith(": True")


@claim(
    "numpy.force-shares",
    snippet="numpy_force.py",
    en="`numpy(force=True)` accepts a CPU tensor that requires grad, and the array it returns still shares memory with the tensor: same address, and a write into the array changes the tensor.",
    zh="`numpy(force=True)` 可以用在需要梯度的 CPU 张量上，而且返回的数组仍与张量共享内存：地址相同，往数组里写入会改变张量。",
)
def _(run):
    w = run["w"]
    return _address(run["a"]) == w.data_ptr() and w.tolist() == [10.0, 2.0] and w.requires_grad


@claim(
    "numpy.force-no-version-bump",
    snippet="numpy_force.py",
    en="Such writes bypass autograd: the tensor's version counter (`_version`) stays at 0, so autograd cannot detect the change.",
    zh="这种写入绕过了自动求导：张量的版本计数器（`_version`）仍然是 0，自动求导察觉不到这次修改。",
)
def _(run):
    return run["w"]._version == 0 and run["w"].tolist()[0] == 10.0 and printed(run, "version counter: 0")


@claim(
    "numpy.force-conj-copies",
    snippet="numpy_force_conj.py",
    en="`force=True` does not always share: for a tensor with the conjugate bit set it returns the resolved values in a new array, at a different address.",
    zh="`force=True` 并不总是共享内存：对设置了共轭位的张量，它返回的是一个装着已解析取值的新数组，地址与张量不同。",
)
def _(run):
    return (
        run["c"].is_conj()
        and _address(run["a"]) != run["c"].data_ptr()
        and run["a"].tolist() == [1 - 2j, 3 + 1j]
    )


@claim(
    "numpy.meta-typeerror",
    snippet="numpy_meta.py",
    en="On a meta tensor, `numpy()` raises `TypeError`: \"can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\"",
    zh="对 meta 张量调用 `numpy()` 会抛出 `TypeError`：\"can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.\"（无法把 meta 设备上的张量转换为 NumPy 数组，请先用 Tensor.cpu() 把张量复制到主机内存）",
)
def _(run):
    return run["m"].device.type == "meta" and raised(
        run, TypeError, "can't convert meta device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."
    )


# --- np.array / np.asarray on a tensor ------------------------------------------------------


@claim(
    "numpy.np-array-copies",
    snippet="np_array_vs_asarray.py",
    en="`np.array(t)` copies: the array has its own address and keeps the old values after `t` changes.",
    zh="`np.array(t)` 会复制：得到的数组有自己的地址，`t` 改变之后它仍保持原来的值。",
)
def _(run):
    return _address(run["copied"]) != run["t"].data_ptr() and run["copied"].tolist() == [1.0, 2.0, 3.0]


@claim(
    "numpy.np-asarray-shares",
    snippet="np_array_vs_asarray.py",
    en="`np.asarray(t)` on a CPU tensor shares memory: same address as `t.data_ptr()`, and it sees the change made through `t`.",
    zh="对 CPU 张量调用 `np.asarray(t)` 会共享内存：地址与 `t.data_ptr()` 相同，通过 `t` 做的修改它也看得到。",
)
def _(run):
    return _address(run["shared"]) == run["t"].data_ptr() and run["shared"].tolist() == [10.0, 2.0, 3.0]


@claim(
    "numpy.np-array-deprecation",
    snippet="np_array_warning.py",
    en="With NumPy 2, `np.array(t)` also emits a `DeprecationWarning`, `__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.`, because the tensor's conversion method does not take NumPy 2's `copy` keyword; `np.asarray(t)` emits none.",
    zh="在 NumPy 2 下，`np.array(t)` 还会发出 `DeprecationWarning`：`__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.`（张量的转换方法不接受 NumPy 2 新增的 `copy` 关键字参数）；`np.asarray(t)` 则不会发出警告。",
    needs={"numpy": ">=2"},
)
def _(run):
    import numpy as np

    lines = run.output.splitlines()
    # one warning, printed after the "np.array(t):" label, none after "np.asarray(t):"
    return (
        int(np.__version__.split(".")[0]) >= 2
        and len(lines) == 3
        and lines[:2] == ["np.asarray(t):", "np.array(t):"]
        and warned(run, "DeprecationWarning", "__array__ implementation doesn't accept a copy keyword, so passing copy=False failed.")
        and len(warnings_of(run)) == 1
    )


@claim(
    "numpy.np-requires-grad",
    snippet="np_requires_grad.py",
    en="Neither `np.array` nor `np.asarray` accepts a tensor that requires grad: both raise the same `RuntimeError` as `numpy()`.",
    zh="`np.array` 和 `np.asarray` 都不接受需要梯度的张量：两者都会抛出与 `numpy()` 相同的 `RuntimeError`。",
)
def _(run):
    errors = run["errors"]
    return set(errors) == {"array", "asarray"} and all(message == GRAD_MESSAGE for message in errors.values())


@claim(
    "numpy.np-array-copy-false",
    snippet="np_array_copy_false.py",
    en="With NumPy 2, `np.array(t, copy=False)` means \"never copy\" and raises `ValueError` on a tensor, even a CPU one; `np.asarray(t)` is the call that shares.",
    zh="在 NumPy 2 下，`np.array(t, copy=False)` 的含义是“绝不复制”，对张量（即使是 CPU 张量）会抛出 `ValueError`；要共享内存，应该用 `np.asarray(t)`。",
    needs={"numpy": ">=2"},
)
def _(run):
    import numpy as np

    return (
        int(np.__version__.split(".")[0]) >= 2
        and _address(run["shared"]) == run["t"].data_ptr()
        and raised(run, ValueError, "Unable to avoid copy while creating an array as requested.")
    )


# --- NumPy to torch -------------------------------------------------------------------------


def _row(run, name, same, sees, dtype):
    """The row of the computed table: in the snippet's results and in the printed Markdown."""
    mark = lambda ok: "✓" if ok else "✗"  # noqa: E731
    line = f"| `{name}` | {mark(same)} | {mark(sees)} | `{dtype}` |"
    got = run["results"][name]
    return got[0] is same and got[1] is sees and str(got[2]) == dtype and line in run.output.splitlines()


@claim(
    "numpy.from-numpy-shares",
    snippet="sharing_table.py",
    en="`torch.from_numpy(a)` shares the array's memory: same address, and a write into the array is seen by the tensor.",
    zh="`torch.from_numpy(a)` 与数组共享内存：地址相同，往数组里写入，张量也能看到。",
)
def _(run):
    return _row(run, "torch.from_numpy(a)", True, True, "torch.float32")


@claim(
    "numpy.tensor-copies",
    snippet="sharing_table.py",
    en="`torch.tensor(a)` always copies: a new address, and later writes into the array do not reach the tensor.",
    zh="`torch.tensor(a)` 总是复制：地址是新的，之后对数组的写入不会影响张量。",
)
def _(run):
    return _row(run, "torch.tensor(a)", False, False, "torch.float32")


@claim(
    "numpy.as-tensor-shares",
    snippet="sharing_table.py",
    en="`torch.as_tensor(a)` with no other arguments shares the array's memory, like `torch.from_numpy(a)`.",
    zh="不带其他参数时，`torch.as_tensor(a)` 与数组共享内存，和 `torch.from_numpy(a)` 一样。",
)
def _(run):
    return _row(run, "torch.as_tensor(a)", True, True, "torch.float32")


@claim(
    "numpy.as-tensor-dtype-copies",
    snippet="sharing_table.py",
    en="`torch.as_tensor(a, dtype=...)` with a dtype other than the array's copies: the float32 array converted to `torch.float64` gets a new address and does not see later writes.",
    zh="如果 `torch.as_tensor(a, dtype=...)` 指定的 dtype 与数组不同，就会复制：float32 数组转成 `torch.float64` 后地址是新的，也看不到之后对数组的写入。",
)
def _(run):
    return _row(run, "torch.as_tensor(a, dtype=torch.float64)", False, False, "torch.float64")


@claim(
    "numpy.from-numpy-both-ways",
    snippet="from_numpy_both_ways.py",
    en="The sharing works in both directions: an in-place operation on the tensor from `torch.from_numpy(a)` changes the array.",
    zh="这种共享是双向的：对 `torch.from_numpy(a)` 得到的张量做原地操作，数组也会跟着改变。",
)
def _(run):
    return run["a"].tolist() == [2.0, 3.0, 4.0] and _address(run["a"]) == run["t"].data_ptr()


@claim(
    "numpy.as-tensor-default-device",
    snippet="as_tensor_device.py",
    en="`torch.as_tensor(a)` puts its result on the default device (under a meta default device it returns a meta tensor, which cannot share the array's memory), while `torch.from_numpy(a)` always returns a CPU tensor.",
    zh="`torch.as_tensor(a)` 会把结果放在默认设备上（默认设备为 meta 时，它返回的是 meta 张量，不可能与数组共享内存），而 `torch.from_numpy(a)` 总是返回 CPU 张量。",
)
def _(run):
    return run["t"].device.type == "meta" and run["f"].device.type == "cpu"


# --- writes through NumPy and autograd ------------------------------------------------------


@claim(
    "numpy.write-invisible-to-autograd",
    snippet="numpy_invisible.py",
    en="Autograd does not see a write made through a NumPy array that shares a tensor's memory: after `a = w.detach().numpy()` and `a[0] = 10.0`, `w._version` is still 0, and `backward()` through a graph that saved `w` runs without error on the changed values.",
    zh="通过与张量共享内存的 NumPy 数组写入，自动求导察觉不到：执行 `a = w.detach().numpy()` 和 `a[0] = 10.0` 之后，`w._version` 仍然是 0，而沿保存了 `w` 的计算图调用 `backward()` 不会报错，用的是修改后的值。",
)
def _(run):
    w = run["w"]
    return (
        _address(run["a"]) == w.data_ptr()
        and w._version == 0
        and w.tolist() == [10.0, 2.0]
        and equal(w.grad, 2 * w.detach())  # the gradient of the changed values, with no error
    )


@claim(
    "numpy.write-through-torch-detected",
    snippet="numpy_invisible.py",
    en="The same write made by torch, `v.detach()[0] = 10.0`, bumps `v._version` to 1, and `backward()` then raises `RuntimeError`: \"one of the variables needed for gradient computation has been modified by an inplace operation\".",
    zh="同样的写入如果由 torch 完成（`v.detach()[0] = 10.0`），`v._version` 就会变成 1，随后 `backward()` 抛出 `RuntimeError`：\"one of the variables needed for gradient computation has been modified by an inplace operation\"（计算梯度所需的某个变量已被原地操作修改）。",
)
def _(run):
    return (
        run["v"]._version == 1
        and run["v"].grad is None
        and run["message"].startswith("one of the variables needed for gradient computation has been modified by an inplace operation")
    )


# --- choosing a conversion ------------------------------------------------------------------


@claim(
    "numpy.choosing",
    snippet="choosing_table.py",
    en="For CPU data, `t.numpy()`, `np.asarray(t)`, `torch.from_numpy(a)` and `torch.as_tensor(a)` share memory with their source, while `np.array(t)` and `torch.tensor(a)` return an independent copy.",
    zh="对 CPU 上的数据，`t.numpy()`、`np.asarray(t)`、`torch.from_numpy(a)` 和 `torch.as_tensor(a)` 与来源共享内存，而 `np.array(t)` 和 `torch.tensor(a)` 返回独立的副本。",
)
def _(run):
    shares = run["shares"]
    return shares == {
        "t.numpy()": True,
        "np.asarray(t)": True,
        "np.array(t)": False,
        "torch.from_numpy(a)": True,
        "torch.as_tensor(a)": True,
        "torch.tensor(a)": False,
    } and all(printed(run, f"| `{call}` | {'✓' if s else ''} | {'' if s else '✓'} |") for call, s in shares.items())
