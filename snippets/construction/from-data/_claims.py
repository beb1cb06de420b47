import re

from tensorfacts.claims import claim
from tensorfacts.evidence import copy_advice, printed, raised, shares_storage, warnings_of

import torch

# --- torch.tensor copies -------------------------------------------------------------------


@claim(
    "from-data.tensor-copies",
    snippet="tensor_copies.py",
    en="`torch.tensor(data)` copies its input: changing the list or the ndarray afterwards leaves the tensor unchanged.",
    zh="`torch.tensor(data)` 会复制输入：之后再修改原来的列表或 ndarray，张量不受影响。",
)
def _(run):
    return (
        run["data"][0] == 100.0
        and run["arr"][0] == 100.0
        and run["from_list"].tolist() == [1.0, 2.0, 3.0]
        and run["from_array"].tolist() == [1.0, 2.0, 3.0]
    )


@claim(
    "from-data.tensor-from-tensor-copy-warning",
    snippet="tensor_from_tensor.py",
    en="Given a tensor, `torch.tensor` still copies it (writing to the copy leaves the source unchanged) and emits a `UserWarning` that starts `To copy construct from a tensor, it is recommended to use` and ends `rather than torch.tensor(sourceTensor).`",
    zh="传入的如果是张量，`torch.tensor` 照样复制（改写副本，源张量不变），同时发出 `UserWarning`，开头是 `To copy construct from a tensor, it is recommended to use`，结尾是 `rather than torch.tensor(sourceTensor).`（意为：要从张量复制构造，建议用……，而不是 torch.tensor(sourceTensor)）。",
)
def _(run):
    return (
        any(
            c == "UserWarning"
            and m.startswith("To copy construct from a tensor, it is recommended to use")
            and m.endswith("rather than torch.tensor(sourceTensor).")
            for c, m in warnings_of(run)
        )
        and not shares_storage(run["src"], run["t"])
        and run["src"].tolist() == [1.0, 2.0]
        and run["t"].tolist() == [100.0, 2.0]
    )


@claim(
    "from-data.tensor-from-tensor-warns",
    snippet="tensor_from_tensor.py",
    en="Since PyTorch 2.7 the warning recommends `sourceTensor.detach().clone()` (followed by `.requires_grad_(True)` if gradients are wanted) ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="从 PyTorch 2.7 起，这条警告建议改用 `sourceTensor.detach().clone()`（需要梯度时再接 `.requires_grad_(True)`）（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
    torch=">=2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")


@claim(
    "from-data.tensor-from-tensor-advice-old",
    snippet="tensor_from_tensor.py",
    en="Before PyTorch 2.7 it recommended `sourceTensor.clone().detach()` instead ([pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)).",
    zh="PyTorch 2.7 之前，它建议的则是 `sourceTensor.clone().detach()`（[pytorch/pytorch#144270](https://github.com/pytorch/pytorch/pull/144270)）。",
    torch="<2.7",
)
def _(run):
    return copy_advice(run) == ("sourceTensor.clone().detach()", "sourceTensor.clone().detach().requires_grad_(True)")


@claim(
    "from-data.tensor-from-tensor-drops-grad",
    snippet="tensor_from_tensor.py",
    en="The copy does not inherit `requires_grad`: even from a source with `requires_grad=True`, the result is a leaf tensor with `requires_grad=False`.",
    zh="副本不会继承 `requires_grad`：即使源张量 `requires_grad=True`，得到的也是 `requires_grad=False` 的叶子张量。",
)
def _(run):
    return run["src"].requires_grad and not run["t"].requires_grad and run["t"].is_leaf and run["t"].grad_fn is None


# --- dtype inference -----------------------------------------------------------------------


@claim(
    "from-data.infer-int-bool",
    snippet="dtypes.py",
    en="From Python data, `int`s give `torch.int64` and `bool`s give `torch.bool`.",
    zh="由 Python 数据构造时，`int` 得到 `torch.int64`，`bool` 得到 `torch.bool`。",
)
def _(run):
    return run["dtypes"]["[1, 2]"] == torch.int64 and run["dtypes"]["[True, False]"] == torch.bool


@claim(
    "from-data.infer-float",
    snippet="dtypes.py",
    en="Python `float`s give the default dtype (`torch.float32` unless changed), and one float among ints is enough to make the whole tensor floating point.",
    zh="Python `float` 得到默认 dtype（不修改的话是 `torch.float32`）；整数里只要混进一个浮点数，整个张量就是浮点类型。",
)
def _(run):
    return run["dtypes"]["[1.0, 2.0]"] == torch.float32 and run["dtypes"]["[1, 2.5]"] == torch.float32


@claim(
    "from-data.infer-complex",
    snippet="dtypes.py",
    en="A Python `complex` among the values gives `torch.complex64`, the complex counterpart of `torch.float32`.",
    zh="数据里有 Python `complex` 时得到 `torch.complex64`，即与 `torch.float32` 对应的复数类型。",
)
def _(run):
    return run["dtypes"]["[1, 2j]"] == torch.complex64


@claim(
    "from-data.infer-ndarray",
    snippet="dtypes.py",
    en="An ndarray keeps its own dtype: a float64 array gives a `torch.float64` tensor, not the default dtype.",
    zh="ndarray 保留自己的 dtype：float64 数组得到 `torch.float64` 张量，而不是默认 dtype。",
)
def _(run):
    return run["dtypes"]["np.array([1.0, 2.0])"] == torch.float64


@claim(
    "from-data.infer-follows-default",
    snippet="default_dtype.py",
    en="With `torch.set_default_dtype(torch.float64)`, Python floats become `torch.float64`, while a float32 ndarray still gives `torch.float32`.",
    zh="执行 `torch.set_default_dtype(torch.float64)` 之后，Python 浮点数得到 `torch.float64`，而 float32 的 ndarray 仍然得到 `torch.float32`。",
)
def _(run):
    return run["from_floats"].dtype == torch.float64 and run["from_array"].dtype == torch.float32


# --- as_tensor -----------------------------------------------------------------------------


@claim(
    "from-data.as-tensor-shares",
    snippet="as_tensor.py",
    en="`torch.as_tensor(arr)` shares memory with a CPU ndarray when no other dtype is requested, but copies when `dtype=` asks for a different one.",
    zh="`torch.as_tensor(arr)` 在不要求别的 dtype 时与 CPU 上的 ndarray 共享内存；如果 `dtype=` 指定了不同的 dtype，就会复制。",
    devices=("cpu",),
)
def _(run):
    return run["shared"].tolist() == [100.0, 2.0, 3.0] and run["converted"].tolist() == [1.0, 2.0, 3.0]


@claim(
    "from-data.as-tensor-same-object",
    snippet="as_tensor.py",
    en="Given a tensor and no other dtype, `torch.as_tensor` returns that very tensor object; with another dtype it returns a new tensor.",
    zh="传入张量且不指定别的 dtype 时，`torch.as_tensor` 直接返回这个张量对象本身；指定别的 dtype 则返回新张量。",
    devices=("cpu",),
)
def _(run):
    src, same, other = run["src"], run["same"], run["other"]
    return same is src and other is not src and other.dtype == torch.float64 and not shares_storage(other, src)


# --- from_numpy ----------------------------------------------------------------------------


@claim(
    "from-data.from-numpy-shares",
    snippet="from_numpy_shares.py",
    en="`torch.from_numpy` keeps the array's dtype (float64 stays `torch.float64`) and shares its memory both ways: a write through the array or through the tensor is seen by the other.",
    zh="`torch.from_numpy` 保留数组的 dtype（float64 仍是 `torch.float64`），并且双向共享内存：通过数组或通过张量写入，另一方都能看到。",
)
def _(run):
    return (
        run["t"].dtype == torch.float64
        and run["t"].tolist() == [100.0, 200.0, 3.0]
        and run["arr"].tolist() == [100.0, 200.0, 3.0]
    )


@claim(
    "from-data.from-numpy-resize",
    snippet="from_numpy_resize.py",
    en="A tensor from `from_numpy` cannot grow: `resize_` to fewer elements works, but to more elements than the array holds it raises `RuntimeError: Trying to resize storage that is not resizable`.",
    zh="`from_numpy` 得到的张量不能变大：`resize_` 到更少的元素可以，超过数组元素数就会抛出 `RuntimeError: Trying to resize storage that is not resizable`（试图调整一块不可调整大小的存储）。",
)
def _(run):
    return printed(run, "after resize_(2): torch.Size([2])") and raised(
        run, RuntimeError, "Trying to resize storage that is not resizable"
    )


@claim(
    "from-data.negative-strides",
    snippet="negative_strides.py",
    en="An array with a negative stride, such as `arr[::-1]`, is rejected with a `ValueError` by both `torch.from_numpy` and `torch.tensor`; the message suggests copying it with `array.copy()` first.",
    zh="带负步幅的数组（例如 `arr[::-1]`）会被 `torch.from_numpy` 和 `torch.tensor` 拒绝，抛出 `ValueError`；错误信息建议先用 `array.copy()` 复制一份。",
)
def _(run):
    return (
        printed(run, "torch.tensor: ValueError")
        and raised(run, ValueError, "negative strides are not currently supported")
        and "array.copy()" in str(run.error)
    )


@claim(
    "from-data.readonly-warns",
    snippet="readonly.py",
    en="A read-only array still converts, with a `UserWarning` that starts `The given NumPy array is not writable, and PyTorch does not support non-writable tensors` and says that writing to the tensor will result in undefined behavior.",
    zh="只读数组照样能转换，但会发出 `UserWarning`，开头是 `The given NumPy array is not writable, and PyTorch does not support non-writable tensors`（给定的 NumPy 数组不可写，而 PyTorch 不支持不可写的张量），并指出写入该张量属于未定义行为。",
)
def _(run):
    first = run["seen"][False][0]
    return (
        first["values"] == [0.0, 1.0, 2.0]
        and len(first["warnings"]) == 1
        and first["warnings"][0][0] == "UserWarning"
        and first["warnings"][0][1].startswith(
            "The given NumPy array is not writable, and PyTorch does not support non-writable tensors"
        )
        and "writing to this tensor will result in undefined behavior" in first["warnings"][0][1]
    )


@claim(
    "from-data.readonly-once",
    snippet="readonly.py",
    en="By default a process shows this warning only once: in a fresh process the first `torch.from_numpy` of a read-only array warns and a second one is silent, as the message says (`This type of warning will be suppressed for the rest of this program.`); after `torch.set_warn_always(True)` every call warns.",
    zh="默认情况下，一个进程只显示一次这条警告：在新启动的进程里，第一次对只读数组调用 `torch.from_numpy` 会警告，第二次则没有警告，正如消息里所说（`This type of warning will be suppressed for the rest of this program.`，意为此后本程序不再显示这类警告）；执行 `torch.set_warn_always(True)` 之后，每次调用都会警告。",
)
def _(run):
    counts = {mode: [len(call["warnings"]) for call in calls[:2]] for mode, calls in run["seen"].items()}
    message = run["seen"][False][0]["warnings"][0][1]
    return (
        counts == {False: [1, 0], True: [1, 1]}
        and "This type of warning will be suppressed for the rest of this program." in message
    )


@claim(
    "from-data.readonly-copy",
    snippet="readonly.py",
    en="Converting `arr.copy()` instead, a writable copy, gives no warning, even with `torch.set_warn_always(True)`.",
    zh="改为转换 `arr.copy()`（一份可写的副本）就没有警告，即使执行了 `torch.set_warn_always(True)` 也是如此。",
)
def _(run):
    always = run["seen"][True]
    return len(always[0]["warnings"]) == 1 and always[2]["warnings"] == [] and always[2]["values"] == [0.0, 1.0, 2.0]


@claim(
    "from-data.numpy-dtypes",
    snippet="numpy_dtypes.py",
    en="`torch.from_numpy` accepts {count} NumPy dtypes, complex64/complex128 and uint16/uint32/uint64 among them; any other dtype raises a `TypeError` that lists exactly the accepted ones.",
    zh="`torch.from_numpy` 支持 {count} 种 NumPy dtype，其中包括 complex64/complex128 和 uint16/uint32/uint64；其他 dtype 会抛出 `TypeError`，其消息列出的正是这些可接受的类型。",
)
def _(run):
    message = str(run.error)
    listed = message.split("The only supported types are:")[-1].replace(" and ", " ").strip(" .").split(",")
    listed = {name.strip() for name in listed if name.strip()}
    accepted = set(run["accepted"])
    return (
        raised(run, TypeError, "The only supported types are:")
        and run["count"] == len(accepted) == len(listed)
        and listed == accepted
        and {"complex64", "complex128", "uint16", "uint32", "uint64"} <= accepted
    )


@claim(
    "from-data.legacy-float",
    snippet="legacy_dtype.py",
    en="`torch.Tensor([1, 2])` is floating point even though the values are ints, while `torch.tensor([1, 2])` infers `torch.int64`.",
    zh="`torch.Tensor([1, 2])` 的值虽然是整数，得到的却是浮点张量；`torch.tensor([1, 2])` 则推断为 `torch.int64`。",
)
def _(run):
    return run["legacy"].dtype == torch.float32 and run["modern"].dtype == torch.int64


@claim(
    "from-data.legacy-typed",
    snippet="legacy_dtype.py",
    en="Typed legacy constructors convert the values to their own dtype: `torch.FloatTensor` gives `torch.float32`, and `torch.LongTensor([1.7, 2.2])` truncates to `[1, 2]`.",
    zh="带类型的旧式构造函数会把值转换成自己的 dtype：`torch.FloatTensor` 得到 `torch.float32`，`torch.LongTensor([1.7, 2.2])` 截断为 `[1, 2]`。",
)
def _(run):
    return run["floats"].dtype == torch.float32 and run["longs"].dtype == torch.int64 and run["longs"].tolist() == [1, 2]


@claim(
    "from-data.legacy-default-dtype",
    snippet="legacy_default_dtype.py",
    en="`torch.Tensor` follows the default dtype (with a float64 default it builds float64), whereas `torch.FloatTensor` is always `torch.float32`.",
    zh="`torch.Tensor` 跟随默认 dtype（默认 dtype 为 float64 时就构造 float64），而 `torch.FloatTensor` 始终是 `torch.float32`。",
)
def _(run):
    return run["legacy"].dtype == torch.float64 and run["floats"].dtype == torch.float32


@claim(
    "from-data.legacy-shape",
    snippet="legacy_shape.py",
    en="Integer arguments to `torch.Tensor` are a shape: `torch.Tensor(2, 3)` is an uninitialized 2×3 tensor, while `torch.tensor(2)` is a 0-dim tensor holding the value 2.",
    zh="传给 `torch.Tensor` 的整数是形状：`torch.Tensor(2, 3)` 是一个未初始化的 2×3 张量，而 `torch.tensor(2)` 是存放数值 2 的 0 维张量。",
)
def _(run):
    return run["sized"].shape == (2, 3) and run["value"].dim() == 0 and run["value"].item() == 2


@claim(
    "from-data.legacy-no-keywords",
    snippet="legacy_keywords.py",
    en="`torch.Tensor` accepts neither `requires_grad=` nor `dtype=`: both raise `TypeError`, and the message shows that `device=` is its only keyword.",
    zh="`torch.Tensor` 既不接受 `requires_grad=`，也不接受 `dtype=`：两者都会抛出 `TypeError`，报错信息显示它唯一的关键字参数是 `device=`。",
)
def _(run):
    message = str(run.error)
    return (
        printed(run, "requires_grad=True: TypeError")
        and raised(run, TypeError, "dtype")
        # 2.3 prints the keyword as "torch.device device", later releases as "torch.device device = None"
        and re.search(r"\(\*, torch\.device device( = None)?\)", message) is not None
        and "requires_grad" not in message
    )


@claim(
    "from-data.legacy-device-cpu",
    snippet="legacy_device.py",
    en="`torch.Tensor` only builds CPU tensors: an explicit `device=\"meta\"` raises `RuntimeError: legacy constructor expects device type: cpu ...`.",
    zh="`torch.Tensor` 只能构造 CPU 张量：显式传入 `device=\"meta\"` 会抛出 `RuntimeError: legacy constructor expects device type: cpu ...`（旧式构造函数要求设备类型为 cpu）。",
)
def _(run):
    return raised(run, RuntimeError, "legacy constructor expects device type: cpu")


@claim(
    "from-data.legacy-converts-arrays",
    snippet="legacy_tensor_input.py",
    en="Given an ndarray of another dtype, `torch.FloatTensor` converts it: a float64 array gives a `torch.float32` tensor, a copy that a later write to the array does not reach.",
    zh="输入是其他 dtype 的 ndarray 时，`torch.FloatTensor` 会转换它：float64 数组得到 `torch.float32` 张量，这是一份副本，之后写入数组不会影响它。",
    devices=("cpu",),
)
def _(run):
    t = run["from_f64"]
    return t.dtype == torch.float32 and run["f64"][0] == 100.0 and t.tolist() == [1.5, 2.5]


@claim(
    "from-data.legacy-shares-float32",
    snippet="legacy_tensor_input.py",
    en="A float32 ndarray is not copied: `torch.FloatTensor` shares its memory, so the later write to the array shows in the tensor.",
    zh="float32 的 ndarray 则不会被复制：`torch.FloatTensor` 与它共享内存，所以之后写入数组，张量里也能看到。",
    devices=("cpu",),
)
def _(run):
    t = run["from_f32"]
    return t.dtype == torch.float32 and t.data_ptr() == run["f32"].ctypes.data and t.tolist() == [100.0, 2.5]


@claim(
    "from-data.legacy-no-conversion",
    snippet="legacy_tensor_input.py",
    en="Tensors, unlike ndarrays, are not converted: `torch.FloatTensor` rejects an int64 tensor with a `TypeError`, and `torch.Tensor` returns an int64 tensor that shares the input's memory, not a float copy.",
    zh="张量则与 ndarray 不同，不会被转换：`torch.FloatTensor` 遇到 int64 张量会抛出 `TypeError`，`torch.Tensor` 返回的是与输入共享内存的 int64 张量，而不是浮点副本。",
    devices=("cpu",),
)
def _(run):
    legacy = run["legacy"]
    return (
        legacy.dtype == torch.int64
        and shares_storage(legacy, run["ints"])
        and raised(run, TypeError, "dtype=long int")
    )


@claim(
    "from-data.legacy-convert-instead",
    snippet="legacy_tensor_input.py",
    en="To convert a tensor's dtype, use `.to(dtype)` or `.float()`: on the int64 tensor both return a new `torch.float32` tensor.",
    zh="要转换张量的 dtype，请用 `.to(dtype)` 或 `.float()`：对这个 int64 张量，两者都返回一个新的 `torch.float32` 张量。",
    devices=("cpu",),
)
def _(run):
    ints = run["ints"]
    return all(
        t.dtype == torch.float32 and t.tolist() == [1.0, 2.0] and not shares_storage(t, ints)
        for t in (run["converted"], run["floated"])
    )


# --- default device ------------------------------------------------------------------------


@claim(
    "from-data.tensor-default-device",
    snippet="default_device.py",
    en="`torch.tensor` and `torch.as_tensor` follow the default device: under `with torch.device(\"meta\")` they build meta tensors, even from an ndarray.",
    zh="`torch.tensor` 和 `torch.as_tensor` 遵循默认设备：在 `with torch.device(\"meta\")` 中，即使输入是 ndarray，它们也会构造 meta 张量。",
)
def _(run):
    r = run["results"]
    return r["torch.tensor(arr)"].device.type == "meta" and r["torch.as_tensor(arr)"].device.type == "meta"


@claim(
    "from-data.ignore-default-device",
    snippet="default_device.py",
    en="`torch.from_numpy` and the legacy constructors `torch.Tensor` / `torch.FloatTensor` ignore the default device and still return CPU tensors.",
    zh="`torch.from_numpy` 以及旧式构造函数 `torch.Tensor` / `torch.FloatTensor` 会忽略默认设备，返回的仍是 CPU 张量。",
)
def _(run):
    r = run["results"]
    return all(
        r[k].device.type == "cpu" for k in ("torch.from_numpy(arr)", "torch.Tensor([1, 2])", "torch.FloatTensor([1, 2])")
    )


@claim(
    "from-data.as-tensor-context-copies",
    snippet="default_device_tensor.py",
    en="Given a CPU tensor `src` inside `with torch.device(\"meta\")`, `torch.as_tensor(src)` does not return `src`: it returns a new tensor on the default device, here meta; only an explicit `device=\"cpu\"` gives back `src` itself.",
    zh="在 `with torch.device(\"meta\")` 中把 CPU 张量 `src` 传给 `torch.as_tensor(src)`，返回的不是 `src`，而是默认设备（这里是 meta）上的新张量；只有显式传入 `device=\"cpu\"`，才会原样返回 `src` 本身。",
)
def _(run):
    src, moved, kept = run["src"], run["moved"], run["kept"]
    return (
        src.device.type == "cpu"
        and moved is not src
        and moved.device.type == "meta"
        and kept is src
    )


@claim(
    "from-data.legacy-empty-cpu",
    snippet="default_device_tensor.py",
    en="`torch.Tensor()` with no data is a CPU tensor under a default device too, so its `.device` does not tell which default device is set ([pytorch/pytorch#126533](https://github.com/pytorch/pytorch/issues/126533)).",
    zh="不带数据的 `torch.Tensor()` 在设置了默认设备时同样是 CPU 张量，所以它的 `.device` 并不能说明当前的默认设备是什么（[pytorch/pytorch#126533](https://github.com/pytorch/pytorch/issues/126533)）。",
)
def _(run):
    return run["legacy"].device.type == "cpu" and run["moved"].device.type == "meta" and run["legacy"].numel() == 0


@claim(
    "from-data.readonly-tensor-silent",
    snippet="readonly_copies.py",
    en="`torch.tensor(arr)` copies a read-only array and emits no warning ([pytorch/pytorch#47160](https://github.com/pytorch/pytorch/issues/47160)).",
    zh="`torch.tensor(arr)` 会复制只读数组，并且不发出任何警告（[pytorch/pytorch#47160](https://github.com/pytorch/pytorch/issues/47160)）。",
)
def _(run):
    call = run["seen"]["torch.tensor(arr)"]
    return call["shares"] is False and call["warnings"] == []


@claim(
    "from-data.readonly-converted-warns",
    snippet="readonly_copies.py",
    en="`torch.as_tensor(arr, dtype=torch.float32)` copies it as well, since the dtype changes, yet with `torch.set_warn_always(True)` (so that each call may show this once-per-process warning) it emits the same `UserWarning` about a non-writable array as `torch.as_tensor(arr)`, which does share the array's memory.",
    zh="`torch.as_tensor(arr, dtype=torch.float32)` 同样会复制（因为数据类型变了）；但在 `torch.set_warn_always(True)` 之下（这样每次调用都能显示这条每个进程只显示一次的警告），它和真正与数组共享内存的 `torch.as_tensor(arr)` 一样，发出那条关于数组不可写的 `UserWarning`。",
)
def _(run):
    converted = run["seen"]["torch.as_tensor(arr, dtype=torch.float32)"]
    shared = run["seen"]["torch.as_tensor(arr)"]
    return (
        converted["shares"] is False
        and [c for c, _ in converted["warnings"]] == ["UserWarning"]
        and converted["warnings"][0][1].startswith("The given NumPy array is not writable")
        and shared["shares"] is True
        and [m.split(" (Triggered")[0] for _, m in shared["warnings"]]
        == [m.split(" (Triggered")[0] for _, m in converted["warnings"]]
    )
