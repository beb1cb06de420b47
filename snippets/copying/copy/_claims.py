import torch

from tensorfacts.catalogue import TENSORS, ops, over, scoped, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, shares_storage

NO_GRAD_VIEW = "no_grad view of a leaf that requires grad"
INFERENCE_VIEW = "inference-mode view of a leaf that requires grad"
LEAF_INPLACE_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."
LEAF_VIEW_ERROR = "a view of a leaf Variable that requires grad is being used in an in-place operation."
NO_GRAD_VIEW_ERROR = "A view was created in no_grad mode and is being modified inplace with grad mode enabled."
INFERENCE_VIEW_ERROR = "A view was created in inference mode and is being modified inplace in normal mode."
EXPANDED_ERROR = "unsupported operation: more than one element of the written-to tensor refers to a single memory location."
INFERENCE_ERROR = "Inplace update to inference tensor outside InferenceMode is not allowed."


def _stride_zero(t):
    """Whether ``t`` has a stride 0 over a dimension of size above 1 (several elements on one memory location)."""
    return t.numel() > 0 and any(stride == 0 and size > 1 for size, stride in zip(t.shape, t.stride()))


# targets copy_ cannot write, with or without grad: those with a stride 0 over a dimension of size above 1
# (each expanded tensor of the catalogue but the empty one and the one expanded by a size-1 dimension
# only), and an inference tensor (outside inference mode)
OVERLAPPING = tuple(c.name for c in tensors().items if "overlapping" in c.tags)
NOT_OVERLAPPING = tuple(c.name for c in tensors().items if "overlapping" not in c.tags)
UNWRITABLE = OVERLAPPING + ("inference tensor",)
_FLOAT = [c for c in TENSORS if "float" in c.tags and not {"ndarray", "module"} & c.tags]
# floating-point targets that hold data (not meta), are no view, and are neither an inference tensor nor a leaf
# that requires grad
FLOAT_TARGETS = tuple(c.name for c in _FLOAT if not {"view", "inference", "meta"} & c.tags
                      and not {"requires-grad", "leaf"} <= c.tags)
# views autograd refuses to let copy_ write with grad mode on: made under no_grad or in inference mode, an output
# of unbind or split, a view of a leaf that requires grad (a leaf that is a view, from the scoped cases, too)
REFUSED_VIEWS = ("view made under no_grad", NO_GRAD_VIEW, "view made in inference mode", "unbind output", "split output",
                 "view of a leaf that requires grad", "expanded view of a leaf that requires grad")
# those refused because they were made under no_grad (or, for the outputs of unbind, split and chunk and the rows of a
# for loop, which calls unbind, are treated as if they were)
MADE_UNDER_NO_GRAD = ("view made under no_grad", NO_GRAD_VIEW)
MULTI_OUTPUT = ("unbind output", "split output")
MULTI_OUTPUT_SCOPED = ("chunk output", "row of a for loop")
MADE_AS_NO_GRAD = MADE_UNDER_NO_GRAD + MULTI_OUTPUT
# the other floating-point views copy_ can write: no stride 0 over a dimension longer than 1, of a tensor that does
# not require grad, made with grad mode on by an operation that returns one view
FLOAT_VIEWS = tuple(c.name for c in _FLOAT if "view" in c.tags and not {"overlapping", "windows"} & c.tags
                    and "requires-grad" not in c.tags and c.name not in REFUSED_VIEWS)


def _source(t, dtype=None, **kwargs):
    """A source of the target's shape, on the default device, of another dtype than the target where it can."""
    if dtype is None:
        dtype = torch.float32 if t.dtype == torch.float64 else torch.float64
    return torch.full(t.shape, 1.7, dtype=dtype, **kwargs)


SPARSE_TARGET = ("a sparse target, which takes the shape of a sparse `src`", "稀疏目标张量：它会变成稀疏 `src` 的形状")


@claim(
    "copy.broadcast",
    snippet="broadcast.py",
    en="`t.copy_(src)` broadcasts `src` of shape `(3,)` to the shape `(2, 3)` of `t`: each row of `t` receives the values of `src`.",
    zh="`t.copy_(src)` 会把形状为 `(3,)` 的 `src` 广播（broadcast）到 `t` 的形状 `(2, 3)`：`t` 的每一行都得到 `src` 的值。",
)
def _(run):
    t, src = run["t"], run["src"]
    return src.shape == (3,) and t.shape == (2, 3) and equal(t, src.expand(2, 3))


@claim(
    "copy.broadcast-error",
    snippet="broadcast_error.py",
    not_covered=(SPARSE_TARGET,),
    en="The target keeps its shape: with `t` of shape `(3,)` and `src` of shape `(2, 3)`, `t.copy_(src)` raises `RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]`; copy into a target shaped like `src`, as `right` is.",
    zh="目标张量保持自己的形状：`t` 形状为 `(3,)`、`src` 形状为 `(2, 3)` 时，`t.copy_(src)` 会抛出 `RuntimeError: output with shape [3] doesn't match the broadcast shape [2, 3]`（输出形状与广播后的形状冲突）；应复制到与 `src` 形状相同的目标张量中，如 `right`。",
)
def _(run):
    return (
        raised(run, RuntimeError, "output with shape [3] doesn't match the broadcast shape [2, 3]")
        and run["t"].shape == (3,)
        and equal(run["t"], torch.zeros(3))
        and equal(run["right"], run["src"])
    )


GRAD_MODE_ON = ("with grad mode on, a leaf that requires grad or a view of one, which `copy_` refuses (Autograd, below)",
                "梯度模式开启时需要梯度的叶子张量或它的视图：`copy_` 拒绝写入（见下文“自动求导”）")
AUTOGRAD_ERRORS = (LEAF_INPLACE_ERROR, LEAF_VIEW_ERROR, NO_GRAD_VIEW_ERROR, INFERENCE_VIEW_ERROR)


def _grad_mode_on(case, check):
    """The write of ``check`` on a fresh tensor of the case, with grad mode on: autograd refuses it (one of its
    errors) exactly when the target requires grad and is a leaf or a view; otherwise ``check`` holds there too
    (each rule's cases are also checked under ``torch.no_grad()``)."""
    t = case.input.build()
    refused = t.requires_grad and (t.is_leaf or t._is_view())
    try:
        with torch.enable_grad():
            held = check(t)
    except RuntimeError as error:
        return refused and type(error) is RuntimeError and str(error).startswith(AUTOGRAD_ERRORS)
    return not refused and held is True
STRIDE_ZERO = ("a target with a stride 0 over a dimension longer than 1, which `copy_` refuses",
               "某个长度大于 1 的维度步幅为 0 的目标张量：`copy_` 拒绝写入")
PARTIAL_OVERLAP = ("a source that partly overlaps `t` in memory, which `copy_` refuses",
                   "与 `t` 的内存部分重叠的源张量：`copy_` 拒绝写入")
PARTIAL_OVERLAP_ERROR = ("unsupported operation: some elements of the input tensor and the written-to tensor refer to a single "
                         "memory location.")


def partial_overlap_refused():
    """What the PARTIAL_OVERLAP label says: ``copy_`` from a source that shares some of the target's memory locations
    (the target shifted by one element, of the same dtype or of another) raises, and writes nothing."""
    for dtype in (torch.float32, torch.float64):
        buf = torch.arange(5.0, dtype=dtype)
        if not (raises(lambda: buf[:-1].copy_(buf[1:]), RuntimeError, PARTIAL_OVERLAP_ERROR)
                and raises(lambda: buf[1:].copy_(buf[:-1]), RuntimeError, PARTIAL_OVERLAP_ERROR)
                and buf.tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]):
            return False
    square = torch.arange(4.0).reshape(2, 2)  # its own transpose: the same locations, another order
    return raises(lambda: square.copy_(square.t()), RuntimeError, PARTIAL_OVERLAP_ERROR)


@claim(
    "copy.keeps-dtype",
    snippet="dtype.py",
    over=over(tensors(only=NOT_OVERLAPPING, but=("inference tensor",))),
    not_covered=(GRAD_MODE_ON, STRIDE_ZERO, PARTIAL_OVERLAP),
    en="`t.copy_(src)` keeps the dtype of `t`: the values of `src` are converted to it.",
    zh="`t.copy_(src)` 保留 `t` 的数据类型（dtype）：`src` 的数值会被转换成这个数据类型。",
)
def _(run):
    t = run["t"]

    def written(t):
        dtype = t.dtype
        src = _source(t)
        t.copy_(src)
        return not _stride_zero(t) and t.dtype == dtype and src.dtype != dtype

    def keeps_dtype(case):
        with torch.no_grad():
            held = written(case.tensor)
        return held and _grad_mode_on(case, written)

    return t.dtype == torch.int64 and run.each(keeps_dtype) and partial_overlap_refused()


@claim(
    "copy.truncates",
    snippet="dtype.py",
    not_covered=(("NaN, infinity and floats beyond the range of `int64`", "NaN、无穷大和超出 `int64` 范围的浮点数"),),
    en="Floats copied into an `int64` tensor are truncated toward zero: `1.7` becomes `1` and `-2.7` becomes `-2`.",
    zh="浮点数复制进 `int64` 张量时向零截断：`1.7` 变成 `1`，`-2.7` 变成 `-2`。",
)
def _(run):
    t, src = run["t"], run["src"]
    return t.dtype == torch.int64 and src.is_floating_point() and t.tolist() == [1, -2, 3]


@claim(
    "copy.unwritable-targets",
    snippet="target_error.py",
    over=over(tensors(only=OVERLAPPING)),
    not_covered=(GRAD_MODE_ON,),
    en="`copy_` into a non-empty target with a stride 0 over a dimension longer than 1, such as `torch.zeros(3).expand(2, 3)`, raises `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`",
    zh="目标张量含有元素、且某个长度大于 1 的维度步幅（stride）为 0 时，例如 `torch.zeros(3).expand(2, 3)`，`copy_` 会抛出 `RuntimeError: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.`（不支持的操作：被写入的张量中有多个元素指向同一个内存位置，请先克隆该张量再执行操作）。",
)
def _(run):
    def refused(case):
        t = case.tensor

        def write(dtype):
            with torch.no_grad():
                t.copy_(_source(t, dtype=dtype))

        # a source of another dtype and one of the target's own, each in new memory
        return (_stride_zero(t) and raises(lambda: write(None), RuntimeError, EXPANDED_ERROR)
                and raises(lambda: write(t.dtype), RuntimeError, EXPANDED_ERROR))

    def refused_with_grad(t):
        try:
            t.copy_(_source(t))
        except RuntimeError as error:
            if str(error).startswith(EXPANDED_ERROR):
                return _stride_zero(t)
            raise
        return False

    return (raised(run, RuntimeError, EXPANDED_ERROR) and 0 in run["t"].stride()
            and run.each(lambda case: refused(case) and _grad_mode_on(case, refused_with_grad)))


@claim(
    "copy.meta-target",
    snippet="target_self.py",
    over=over(scoped(None, "expanded meta")),
    exception_to="copy.unwritable-targets",
    en="Into such a meta target, `m = torch.zeros(3, device=\"meta\").expand(2, 3)`, `copy_` returns `m` without error: it has no data to write.",
    zh="对这样的 meta 目标张量 `m = torch.zeros(3, device=\"meta\").expand(2, 3)`，`copy_` 不报错，直接返回 `m`：它没有数据可写。",
)
def _(run):
    def returned(case):
        t = case.tensor
        with torch.no_grad():
            return t.device.type == "meta" and _stride_zero(t) and t.copy_(_source(t, dtype=t.dtype, device="cpu")) is t

    return printed(run, "m.copy_(torch.ones(2, 3)) is m: True") and run.each(returned)


@claim(
    "copy.same-memory",
    snippet="target_self.py",
    over=over(scoped(tensors(only=OVERLAPPING), "expanded meta")),
    exception_to="copy.unwritable-targets",
    en="`e.copy_(e)` and `e.copy_(base.expand(2, 3))` return `e` without error: the source has the memory, sizes, strides, storage offset, dtype and bits of `e`.",
    zh="`e.copy_(e)` 和 `e.copy_(base.expand(2, 3))` 不报错，直接返回 `e`：源张量与 `e` 的内存、大小、步幅、存储偏移、数据类型和标志位都相同。",
)
def _(run):
    def returned(case):
        t = case.tensor
        # the target itself, and other tensors over the same memory with the same layout, dtype and bits
        same = (t, t.detach(), t.as_strided(t.shape, t.stride(), t.storage_offset()))
        with torch.no_grad():
            return _stride_zero(t) and all(s is t or s.data_ptr() == t.data_ptr() for s in same) and all(
                t.copy_(s) is t for s in same)

    def one_differs():
        """A source on the memory of such a target that differs in one of them raises: other sizes and strides, another
        storage offset, other strides alone, another dtype of the same size, the conjugate bit."""
        base = torch.arange(4.0)
        e = base[:3].expand(2, 3)
        z = torch.tensor([1 + 2j, 3 - 4j])
        square = base.as_strided((2, 2), (0, 1))
        sources = ((e, base[:3]), (e, base[1:].expand(2, 3)), (square, base.as_strided((2, 2), (1, 0))),
                   (e, base[:3].view(torch.int32).expand(2, 3)), (z.expand(3, 2), z.conj().expand(3, 2)))
        with torch.no_grad():
            return all(shares_storage(s, t) and raises(lambda t=t, s=s: t.copy_(s), RuntimeError, EXPANDED_ERROR)
                       for t, s in sources)

    return (printed(run, "e.copy_(e) is e: True") and printed(run, "e.copy_(base.expand(2, 3)) is e: True") and run.each(returned)
            and one_differs())


def _printed_error(run):
    """Whether the run printed the inference tensor's error (its first sentence starts a line)."""
    return any(line.startswith(f"RuntimeError: {INFERENCE_ERROR}") for line in run.output.splitlines())


@claim(
    "copy.inference-target",
    snippet="inference_target.py",
    over=over(tensors(only=("inference tensor",))),
    en="Outside inference mode, `copy_` into an inference tensor raises a `RuntimeError` starting `Inplace update to inference tensor outside InferenceMode is not allowed.`",
    zh="在推理模式（inference mode）之外，对推理张量（inference tensor）调用 `copy_` 会抛出 `RuntimeError`，其信息开头是 `Inplace update to inference tensor outside InferenceMode is not allowed.`（不允许在推理模式之外原地修改推理张量）。",
)
def _(run):
    def refused(case):
        t = case.tensor

        def write(dtype):
            with torch.no_grad():
                t.copy_(_source(t, dtype=dtype))

        return (t.is_inference() and raises(lambda: write(None), RuntimeError, INFERENCE_ERROR)
                and raises(lambda: write(t.dtype), RuntimeError, INFERENCE_ERROR))

    return (run.error is None and _printed_error(run) and run["t"].is_inference()
            and run.each(refused))


@claim(
    "copy.inference-written",
    snippet="inference_target.py",
    over=over(tensors("inference"), ops("in-place", "in-place-more", "in-place-indexed")),
    en="An in-place operation on an inference tensor outside inference mode writes before it raises: after the error, `t.tolist()` is `[1.0, 1.0, 1.0]`.",
    zh="在推理模式之外对推理张量做原地操作（in-place operation），会先写入、再抛出错误：出错之后，`t.tolist()` 是 `[1.0, 1.0, 1.0]`。",
)
def _(run):
    def written_then_refused(case):
        t = case.tensor
        with torch.inference_mode():
            t.sub_(10)  # negative values, none 0 or 1: each operation of the family changes every value it writes
        expected = case.op.apply(t.clone())  # the same operation on a normal tensor with the same values
        before = t.clone()
        try:
            case.apply()
        except RuntimeError as error:
            return (type(error) is RuntimeError and str(error).startswith(INFERENCE_ERROR) and t.is_inference()
                    and not torch.equal(expected, before) and torch.equal(t, expected))
        return False

    return (
        _printed_error(run) and printed(run, "t.tolist() after the error: [1.0, 1.0, 1.0]")
        and run["t"].tolist() == [1.0, 1.0, 1.0] and run.each(written_then_refused)
    )


@claim(
    "copy.inference-detached",
    snippet="inference_detached.py",
    over=over(tensors("inference"), ops("in-place", "in-place-more", "in-place-indexed")),
    exception_to=("copy.inference-target", "copy.inference-written"),
    not_covered=(("a write through a view of `i.detach()`, such as `i.detach()[0] = 10`",
                  "经由 `i.detach()` 的视图写入，例如 `i.detach()[0] = 10`"),),
    en="`i.detach()` and `i.data` are inference tensors too, yet an in-place operation on either, such as `copy_` or `add_`, writes into `i` without error.",
    zh="`i.detach()` 和 `i.data` 也是推理张量，但对其中任一个做 `copy_`、`add_` 等原地操作，都会直接写入 `i`，不会报错。",
)
def _(run):
    def written_through(case):
        for take in (lambda t: t.detach(), lambda t: t.data):
            t = case.input.build()
            with torch.inference_mode():
                t.sub_(10)  # negative values, none 0 or 1: each operation of the family changes every value it writes
            expected = case.op.apply(t.clone())  # the same operation on a normal tensor with the same values
            alias = take(t)
            if not (t.is_inference() and alias.is_inference() and not torch.equal(expected, t)):
                return False
            case.op.apply(alias)  # outside inference mode; an error fails the case
            if not (t.is_inference() and torch.equal(t, expected)):
                return False
        # the inference tensor itself still refuses the same operation
        return raises(case.apply, RuntimeError, INFERENCE_ERROR)

    def view_write_raises():
        """What the not-covered label names: a write through a view of ``i.detach()`` raises (after writing)."""
        with torch.inference_mode():
            i = torch.zeros(3)
        return raises(lambda: i.detach().__setitem__(0, 10.0), RuntimeError, INFERENCE_ERROR) and i.tolist() == [10.0, 0.0, 0.0]

    i = run["i"]
    return (
        run.error is None and i.is_inference()
        and printed(run, "i.detach().is_inference(): True") and printed(run, "i.data.is_inference(): True")
        and printed(run, "i.tolist(): [2.0, 2.0, 2.0]") and i.tolist() == [2.0, 2.0, 2.0]
        and run.each(written_through) and view_write_raises()
    )


@claim(
    "copy.keeps-storage",
    snippet="storage.py",
    over=over(tensors(only=NOT_OVERLAPPING, but=("inference tensor",))),
    not_covered=(GRAD_MODE_ON, STRIDE_ZERO, PARTIAL_OVERLAP, SPARSE_TARGET),
    en="`t.copy_(src)` is in place: it returns `t` itself and writes into the memory `t` already has, keeping its shape, strides and device.",
    zh="`t.copy_(src)` 是原地操作：它返回 `t` 本身，把数据写进 `t` 原有的内存，形状、步幅和设备都不变。",
)
def _(run):
    t = run["t"]

    def written(t):
        before = (t.data_ptr(), t.shape, t.stride(), t.device)
        src = _source(t, dtype=t.dtype)
        returned = t.copy_(src)
        return (not _stride_zero(t) and returned is t and (t.data_ptr(), t.shape, t.stride(), t.device) == before
                and not shares_storage(t, src))

    def in_place(case):
        with torch.no_grad():
            held = written(case.tensor)
        return held and _grad_mode_on(case, written)

    return t.data_ptr() == run["ptr"] and run.each(in_place) and partial_overlap_refused()


@claim(
    "copy.view-sees",
    snippet="storage.py",
    en="So a view of `t` taken before the copy, `held = t[1:]`, sees the new values.",
    zh="所以复制之前取得的 `t` 的视图（view）`held = t[1:]` 也能看到新值。",
)
def _(run):
    t, held = run["t"], run["held"]
    return shares_storage(held, t) and equal(held, torch.tensor([2.0, 3.0])) and t.data_ptr() == run["ptr"]


@claim(
    "copy.links-nothing",
    snippet="storage.py",
    en="The copy links nothing: `t` and `src` still share no memory, and a later `src.add_(10)` leaves `t` unchanged.",
    zh="复制并不把两者联系起来：`t` 和 `src` 仍然互不共享内存，之后再执行 `src.add_(10)` 也不会改变 `t`。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        not shares_storage(t, src)
        and equal(t, torch.tensor([1.0, 2.0, 3.0]))
        and equal(src, torch.tensor([11.0, 12.0, 13.0]))
    )


@claim(
    "copy.keeps-device",
    snippet="device.py",
    en="`t.copy_(src)` into the meta tensor `t` leaves `t` on the meta device and returns `t` itself.",
    zh="对 meta 张量 `t` 执行 `t.copy_(src)` 之后，`t` 仍在 meta 设备上，返回的也是 `t` 本身。",
)
def _(run):
    t, src = run["t"], run["src"]
    return (
        t.device.type == "meta"
        and src.device.type != "meta"
        and t.dtype == src.dtype
        and t.shape == src.shape
        and not src.requires_grad
        and run["out"] is t
    )


@claim(
    "copy.from-meta-error",
    snippet="device_error.py",
    over=over(tensors(but=("meta",))),
    not_covered=(GRAD_MODE_ON,),
    en="Copying out of a meta tensor into a target that holds data raises `NotImplementedError`: a meta tensor has no data.",
    zh="从 meta 张量复制到存有数据的目标张量会抛出 `NotImplementedError`：meta 张量没有数据，无从复制。",
)
def _(run):
    def no_data(case):
        t = case.tensor

        def write():
            with torch.no_grad():
                t.copy_(torch.ones(t.shape, device="meta"))

        return raises(write, NotImplementedError, "no data")

    def no_data_with_grad(t):
        try:
            t.copy_(torch.ones(t.shape, device="meta"))
        except NotImplementedError as error:
            return type(error) is NotImplementedError and "no data" in str(error)
        return False  # a RuntimeError propagates to _grad_mode_on

    return (raised(run, NotImplementedError, "no data") and run["src"].device.type == "meta"
            and run.each(lambda case: no_data(case) and _grad_mode_on(case, no_data_with_grad)))


@claim(
    "copy.autograd",
    snippet="autograd.py",
    over=over(tensors(only=FLOAT_TARGETS)),
    not_covered=(("a view (next)", "视图（见下一条）"), ("a leaf that requires grad: raises (below)", "需要梯度的叶子张量：会抛出错误（见下文）"),
                 ("inference tensor", "推理张量"), ("meta tensor", "meta 张量")),
    en="With grad mode on, `t.copy_(src)` from a `src` that requires grad makes a floating-point `t` no longer a leaf, with the `grad_fn` `CopyBackwards`; gradients flow back to `src`.",
    zh="梯度模式开启时，若 `src` 需要梯度，`t.copy_(src)` 使浮点 `t` 成为非叶子张量，`grad_fn` 为 `CopyBackwards`，梯度流回 `src`。",
)
def _(run):
    t, src = run["t"], run["src"]

    def joins(case):
        t = case.tensor
        src = _source(t, dtype=torch.float32, requires_grad=True)
        t.copy_(src)
        if not (t.requires_grad and not t.is_leaf and type(t.grad_fn).__name__ == "CopyBackwards"):
            return False
        t.sum().backward()
        return src.grad is not None and equal(src.grad, torch.ones(t.shape))

    return (
        t.requires_grad
        and not t.is_leaf
        and type(t.grad_fn).__name__ == "CopyBackwards"
        and src.grad is not None
        and equal(src.grad, torch.tensor([10.0, 20.0, 30.0]))
        and run.each(joins)
    )


@claim(
    "copy.int-target-no-grad",
    snippet="autograd_int.py",
    over=over(tensors(only=("int64", "uint8", "bool", "integer Parameter"))),
    exception_to="copy.autograd",
    en="An integer or bool target stays out of the graph: after `t.copy_(src)` it does not require grad and is still a leaf.",
    zh="整数或布尔目标张量不会接入计算图（autograd graph）：`t.copy_(src)` 之后，它仍是不需要梯度的叶子张量。",
)
def _(run):
    t, src = run["t"], run["src"]

    def stays_out(case):
        t = case.tensor
        t.copy_(_source(t, dtype=torch.float32, requires_grad=True))
        return t.requires_grad is False and t.grad_fn is None and t.is_leaf

    return (
        src.requires_grad
        and t.dtype == torch.int64
        and not t.requires_grad
        and t.grad_fn is None
        and t.is_leaf
        and t.tolist() == [1, 2, 3]
        and run.each(stays_out)
    )


@claim(
    "copy.view-target",
    snippet="autograd_view.py",
    over=over(scoped(tensors(only=FLOAT_VIEWS), "tensor_split output")),
    not_covered=(("a view with a stride 0 over a dimension longer than 1", "某个长度大于 1 的维度步幅为 0 的视图"),
                 ("overlapping windows made by `unfold` or `as_strided`", "由 `unfold` 或 `as_strided` 得到的重叠窗口"),
                 ("a view of a tensor that requires grad", "需要梯度的张量的视图"),
                 ("a view of another dtype, such as `torch.view_as_real(z)` or `f.view(torch.float16)`",
                  "换了数据类型的视图，例如 `torch.view_as_real(z)` 或 `f.view(torch.float16)`")),
    en="With grad mode on, `copy_` from a `src` that requires grad into a floating-point view puts its base in the graph too: the view gets `AsStridedBackward0`, the base `CopySlices`.",
    zh="梯度模式开启时，用 `copy_` 把需要梯度的 `src` 复制进浮点类型的视图，视图的基张量（base）也会接入计算图：视图得到 `AsStridedBackward0`，基张量得到 `CopySlices`。",
)
def _(run):
    def joins_with_base(case):
        t = case.tensor
        src = _source(t, dtype=torch.float32, requires_grad=True)
        t.copy_(src)
        base = t._base
        if not (t.requires_grad and type(t.grad_fn).__name__ == "AsStridedBackward0"
                and base.requires_grad and type(base.grad_fn).__name__ == "CopySlices"):
            return False
        t.sum().backward()
        return src.grad is not None and equal(src.grad, torch.ones(t.shape))

    return (
        printed(run, "t.grad_fn: AsStridedBackward0  base.grad_fn: CopySlices")
        and equal(run["src"].grad, torch.tensor([10.0, 20.0, 30.0]))
        and run.each(joins_with_base)
    )


def _refused_with(message):
    """A check: ``copy_`` of a source that requires grad into each view of the family raises ``message``."""

    def refused(case):
        t = case.tensor
        try:
            t.copy_(_source(t, dtype=torch.float32, requires_grad=True))
        except RuntimeError as error:
            return type(error) is RuntimeError and str(error).startswith(message)
        return False

    return refused


@claim(
    "copy.view-no-grad-refused",
    snippet="autograd_view_refused.py",
    over=over(tensors(only=MADE_UNDER_NO_GRAD)),
    exception_to="copy.view-target",
    en="A view made under `torch.no_grad()` raises a `RuntimeError` starting `A view was created in no_grad mode and is being modified inplace with grad mode enabled.`",
    zh="在 `torch.no_grad()` 下得到的视图会抛出 `RuntimeError`，其信息开头是 `A view was created in no_grad mode and is being modified inplace with grad mode enabled.`（视图是在 no_grad 模式下创建的，却在梯度模式开启时被原地修改）。",
)
def _(run):
    return (
        printed(run, f"base[0] made under torch.no_grad(): RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"w[0] made under torch.no_grad(): RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and run.each(_refused_with(NO_GRAD_VIEW_ERROR))
    )


def _multi_output_with_grad():
    """What the not-covered label says: the same outputs of a tensor that requires grad raise another error."""
    for make in (lambda x: x.unbind(0)[0], lambda x: x.split(1)[0][0], lambda x: x.chunk(2)[0][0], lambda x: next(iter(x))):
        for x in (torch.zeros(2, 3, requires_grad=True), torch.zeros(2, 3, requires_grad=True) * 1):
            t = make(x)
            try:
                t.copy_(torch.ones(3, requires_grad=True))
            except RuntimeError as error:
                if str(error).startswith((NO_GRAD_VIEW_ERROR, LEAF_VIEW_ERROR)) or "is a view and is being modified inplace" not in str(error):
                    return False
            else:
                return False
    return True


@claim(
    "copy.view-multi-output-refused",
    snippet="autograd_view_refused.py",
    over=over(scoped(tensors(only=MULTI_OUTPUT), *MULTI_OUTPUT_SCOPED)),
    exception_to="copy.view-target",
    not_covered=(("such an output of a tensor that requires grad, which raises another error",
                  "需要梯度的张量的这类输出：抛出的是另一个错误"),),
    en="An output of `unbind`, `split` or `chunk` of a tensor that does not require grad, and each row of a `for` loop over one, raise the same error.",
    zh="对不需要梯度的张量调用 `unbind`、`split` 或 `chunk` 得到的输出，以及用 `for` 循环遍历它得到的每一行，都会抛出同一个错误。",
)
def _(run):
    return (
        printed(run, f"torch.zeros(2, 3).unbind(0)[0]: RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"torch.zeros(2, 3).split(1)[0]: RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"torch.zeros(2, 3).chunk(2)[0]: RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and printed(run, f"row of: for row in torch.zeros(2, 3): RuntimeError: {NO_GRAD_VIEW_ERROR}")
        and run.each(_refused_with(NO_GRAD_VIEW_ERROR))
        and _multi_output_with_grad()
        and all(raises(lambda row=row: row.copy_(torch.ones(3, requires_grad=True)), RuntimeError, NO_GRAD_VIEW_ERROR)
                for row in torch.zeros(4, 3))  # every row of the loop, not only the first
    )


@claim(
    "copy.view-inference-refused",
    snippet="autograd_view_refused.py",
    over=over(tensors(only=("view made in inference mode",))),
    exception_to="copy.view-target",
    en="A view made in inference mode raises a `RuntimeError` starting `A view was created in inference mode and is being modified inplace in normal mode.`",
    zh="在推理模式下得到的视图会抛出 `RuntimeError`，其信息开头是 `A view was created in inference mode and is being modified inplace in normal mode.`（视图是在推理模式下创建的，却在普通模式下被原地修改）。",
)
def _(run):
    return (
        printed(run, f"base[1] made in torch.inference_mode(): RuntimeError: {INFERENCE_VIEW_ERROR}")
        and run.each(_refused_with(INFERENCE_VIEW_ERROR))
    )


@claim(
    "copy.leaf-view-refused",
    snippet="autograd_view_refused.py",
    over=over(scoped(tensors(only=("view of a leaf that requires grad", "expanded view of a leaf that requires grad")),
                     "leaf view that requires grad")),
    exception_to="copy.view-target",
    en="A view of a leaf that requires grad, made with grad mode on, such as `torch.zeros(2, 3, requires_grad=True)[0]`, raises `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="在梯度模式开启时得到的、需要梯度的叶子张量的视图，例如 `torch.zeros(2, 3, requires_grad=True)[0]`，会抛出 `RuntimeError: a view of a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量的视图被用于原地操作）。",
)
def _(run):
    return (
        printed(run, f"torch.zeros(2, 3, requires_grad=True)[0]: RuntimeError: {LEAF_VIEW_ERROR}")
        and printed(run, f"torch.arange(1.0, 5.0)[:3].requires_grad_(): RuntimeError: {LEAF_VIEW_ERROR}")
        and run.each(_refused_with(LEAF_VIEW_ERROR))
    )


@claim(
    "copy.leaf-error",
    snippet="leaf_error.py",
    over=over(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW))),
    not_covered=(("a leaf that is itself a view, which raises the view error above", "本身是视图的叶子张量：抛出的是上文视图的那个错误"),),
    en="With grad mode on, `copy_` into a leaf that requires grad, such as a layer's weight, raises `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`",
    zh="梯度模式开启时，对需要梯度的叶子张量（例如某一层的权重）调用 `copy_` 会抛出 `RuntimeError: a leaf Variable that requires grad is being used in an in-place operation.`（需要梯度的叶子张量被用于原地操作）。",
)
def _(run):
    w = run["w"]

    def refused(case):
        t = case.tensor
        try:
            t.copy_(_source(t))
        except RuntimeError as error:
            return not t._is_view() and type(error) is RuntimeError and str(error).startswith(LEAF_INPLACE_ERROR)
        return False

    return (
        raised(run, RuntimeError, LEAF_INPLACE_ERROR)
        and w.is_leaf
        and w.requires_grad
        and isinstance(w, torch.nn.Parameter)
        and run.each(refused)
    )


@claim(
    "copy.no-grad",
    snippet="no_grad.py",
    over=over(scoped(tensors("requires-grad", "leaf", but=(NO_GRAD_VIEW, INFERENCE_VIEW)), "leaf view that requires grad")),
    en="Under `torch.no_grad()`, `copy_` into a leaf that requires grad works: the leaf takes the new values and stays a leaf that requires grad.",
    zh="在 `torch.no_grad()` 下，`copy_` 可以写入需要梯度的叶子张量：它换成新值，仍是需要梯度的叶子张量。",
)
def _(run):
    w = run["layer"].weight

    def allowed(case):
        t = case.tensor
        src = _source(t)
        with torch.no_grad():
            t.copy_(src)
        return t.is_leaf and t.requires_grad and t.grad_fn is None and equal(t.detach(), src.to(t.dtype))

    return (
        equal(w.detach(), torch.tensor([[1.0, 2.0, 3.0]]))
        and w.is_leaf
        and w.grad_fn is None
        and w.requires_grad
        and run.each(allowed)
    )


@claim(
    "copy.keeps-device-cuda",
    snippet="device_cuda.py",
    devices=("cuda",),
    en="On a GPU, `g.copy_(t)` from the CPU tensor `t` leaves `g` on the GPU, and `back.copy_(g)` leaves the CPU tensor `back` on the CPU.",
    zh="在 GPU 上，`g.copy_(t)` 从 CPU 张量 `t` 复制后，`g` 仍在 GPU 上；`back.copy_(g)` 之后，CPU 张量 `back` 仍在 CPU 上。",
)
def _(run):
    g, t, back = run["g"], run["t"], run["back"]
    return (
        g.device.type == "cuda" and t.device.type == "cpu" and run["out"] is g
        and g.tolist() == [0.0, 1.0, 2.0] and back.device.type == "cpu" and back.tolist() == [0.0, 1.0, 2.0]
    )
