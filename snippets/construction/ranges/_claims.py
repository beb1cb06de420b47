import ast
import math

import torch

from tensorfacts.catalogue import contexts, default_dtype, ops, over
from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised, raises, warned


ARANGE_DTYPES = (torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.uint8, torch.int8, torch.int16, torch.int32,
                 torch.int64)
"""The dtypes torch.arange implements (on the CPU)."""

LINSPACE_INT_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8)
"""The integer dtypes torch.linspace implements (on the CPU)."""


def call_of(code):
    """(function, positional arguments, keyword arguments) of a catalogue call such as ``torch.arange(0, 9, 3)``."""
    node = ast.parse(code, mode="eval").body
    if not isinstance(node, ast.Call):
        return "", [], {}

    def value(arg):
        return eval(compile(ast.Expression(arg), "<argument>", "eval"), {"torch": torch})  # noqa: S307 - catalogue code

    return ast.unparse(node.func), [value(a) for a in node.args], {k.arg: value(k.value) for k in node.keywords}


def arange_bounds(code):
    """``(start, end, step)`` of a ``torch.arange`` call, with the defaults filled in; None for another call."""
    name, args, kwargs = call_of(code)
    if name != "torch.arange" or not 1 <= len(args) <= 3:
        return None
    start, end, step = (0, args[0], 1) if len(args) == 1 else (args[0], args[1], args[2] if len(args) == 3 else 1)
    return start, end, kwargs.get("step", step)


def within_int64(bounds):
    """Whether ``end - start + step`` fits in int64 (torch computes the count from it in int64)."""
    start, end, step = bounds
    info = torch.iinfo(torch.int64)
    return info.min <= end - start + step <= info.max


def count_within_int64(bounds):
    """Whether ``end - start + step - 1`` (``+ 1`` for a negative step) fits in int64: torch counts the elements of
    an ``int64`` arange as that sum divided by ``step``, computed in int64."""
    start, end, step = bounds
    info = torch.iinfo(torch.int64)
    return info.min <= end - start + step - (1 if step > 0 else -1) <= info.max


def raises_class(call, exception, text=""):
    """Whether ``call()`` raises ``exception`` or a subclass of it (2.13 raises NotImplementedError, a
    RuntimeError, where 2.3 raises RuntimeError itself) with ``text`` in its message."""
    try:
        call()
    except exception as exc:
        return text in str(exc)
    except Exception:  # noqa: BLE001 - another class does not count
        return False
    return False


def like_range(case):
    """The case's ``torch.arange`` call with int arguments gives the values of Python's ``range``."""
    bounds = arange_bounds(case.op.code)
    return (
        bounds is not None
        and "dtype" not in call_of(case.op.code)[2]
        and all(type(x) is int for x in bounds)
        and within_int64(bounds)
        and case.apply().tolist() == list(range(*bounds))
    )


REDUCED = (torch.float16, torch.bfloat16)
"""The reduced-precision floating-point default dtypes a rule about "the default dtype" tries too."""

META = "default device meta"


@claim(
    "ranges.overview",
    snippet="overview.py",
    en="`torch.arange(0, 1, 0.25)` stops before 1 while `torch.linspace(0, 1, 5)` ends on 1, and `torch.logspace(0, 2, 3)` gives the powers of 10 from `10**0` to `10**2`.",
    zh="`torch.arange(0, 1, 0.25)` 在 1 之前停下，`torch.linspace(0, 1, 5)` 则以 1 结尾；`torch.logspace(0, 2, 3)` 给出从 `10**0` 到 `10**2` 的 10 的幂。",
)
def _(run):
    c = run["calls"]
    return (
        c["torch.arange(0, 1, 0.25)"].tolist() == [0.0, 0.25, 0.5, 0.75]
        and c["torch.linspace(0, 1, 5)"].tolist() == [0.0, 0.25, 0.5, 0.75, 1.0]
        and c["torch.logspace(0, 2, 3)"].tolist() == [1.0, 10.0, 100.0]
    )


@claim(
    "ranges.arange-half-open",
    snippet="arange.py",
    over=over(ops("arange-int")),
    not_covered=(("arguments beyond `int64`, which raise", "超出 `int64` 的参数：会抛出错误"),),
    en="With `int` arguments and no `dtype=`, `torch.arange(start, end, step)` gives the values of Python's "
    "`range(start, end, step)`: it stops before `end`.",
    zh="参数都是 `int` 且不传 `dtype=` 时，`torch.arange(start, end, step)` 给出的值与 Python 的 "
    "`range(start, end, step)` 相同：到达 `end` 之前就停下。",
)
def _(run):
    # end is reachable in both: 2 + 6 * 1 == 8 and 0 + 3 * 3 == 9, and is left out
    return (
        run["b"].tolist() == list(range(2, 8)) and run["c"].tolist() == list(range(0, 9, 3)) == [0, 3, 6]
        and run.each(like_range)
    )


@claim(
    "ranges.arange-defaults",
    snippet="arange.py",
    over=over(ops("arange-int", only=("torch.arange(5)", "torch.arange(1)", "torch.arange(0)"))),
    en="With one `int` argument `end` that is not negative, `torch.arange(end)` starts at 0 with step 1: `torch.arange(5)` gives `[0, 1, 2, 3, 4]`.",
    zh="只传一个非负的 `int` 参数 `end` 时，`torch.arange(end)` 从 0 开始，步长为 1：`torch.arange(5)` 给出 `[0, 1, 2, 3, 4]`。",
)
def _(run):
    def from_zero(case):
        name, args, kwargs = call_of(case.op.code)
        return name == "torch.arange" and len(args) == 1 and not kwargs and case.apply().tolist() == list(range(0, args[0], 1))

    return run["a"].tolist() == [0, 1, 2, 3, 4] and run.each(from_zero)


@claim(
    "ranges.arange-negative-step",
    snippet="arange.py",
    over=over(ops("arange-int", only=("torch.arange(6, 0, -2)", "torch.arange(10, -10, -7)", "torch.arange(0, -5, -1)",
                                      "torch.arange(3, 2, -5)"))),
    en="With a negative `int` `step` and `end` below `start`, `torch.arange` counts down from `start` and stops before `end`: "
    "`torch.arange(6, 0, -2)` gives 6, 4, 2.",
    zh="`int` 类型的 `step` 为负、且 `end` 小于 `start` 时，`torch.arange` 从 `start` 往下数，到达 `end` 之前停下："
    "`torch.arange(6, 0, -2)` 给出 6、4、2。",
)
def _(run):
    def counts_down(case):
        bounds = arange_bounds(case.op.code)
        values = case.apply().tolist()
        return (
            bounds is not None and bounds[2] < 0 and values == list(range(*bounds))
            and values[0] == bounds[0] and all(x > y for x, y in zip(values, values[1:])) and values[-1] > bounds[1]
        )

    return run["d"].tolist() == [6, 4, 2] and run.each(counts_down)


@claim(
    "ranges.arange-wrong-direction",
    snippet="arange_direction.py",
    over=over(ops("arange-wrong-direction")),
    exception_to=("ranges.arange-half-open",),
    en="Where `range` is empty because `end` lies on the wrong side of `start` for the sign of `step`, `torch.arange` "
    "raises `RuntimeError`, its message ending `inconsistent with step sign`.",
    zh="`end` 相对 `start` 落在与 `step` 符号相反的一侧时，`range` 是空的，`torch.arange` 却会抛出 `RuntimeError`，"
    "错误信息以 `inconsistent with step sign`（与步长的符号不一致）结尾。",
)
def _(run):
    def raises_on_sign(case):
        bounds = arange_bounds(case.op.code)
        return (
            bounds is not None and (bounds[1] - bounds[0]) * bounds[2] < 0
            and raises(case.apply, RuntimeError, "inconsistent with step sign")
        )

    return (
        raised(run, RuntimeError, "inconsistent with step sign")
        and printed(run, "list(range(3, 0)): []")
        and run.each(raises_on_sign)
    )


@claim(
    "ranges.arange-empty",
    snippet="arange_direction.py",
    en="`torch.arange(5, 5)`, with `end` equal to `start`, is an empty tensor.",
    zh="`end` 等于 `start` 的 `torch.arange(5, 5)` 是一个空张量。",
)
def _(run):
    return printed(run, "arange(5, 5): tensor([], dtype=torch.int64)")


@claim(
    "ranges.arange-int-length",
    snippet="arange_large.py",
    over=over(ops("arange-int")),
    en="With `int` arguments and no `dtype=`, the count is exact, as in `range`: `torch.arange(0, 10**17 + 1, 10**17)` "
    "has 2 elements, where the quotient in double precision gives 1.",
    zh="参数都是 `int` 且不传 `dtype=` 时，元素个数是精确的，与 `range` 相同：`torch.arange(0, 10**17 + 1, 10**17)` 有 2 个元素，"
    "而按双精度计算商得到的是 1。",
)
def _(run):
    return (
        run["big"].tolist() == list(range(0, 10**17 + 1, 10**17)) and len(run["big"]) == 2
        and math.ceil((10**17 + 1) / 10**17) == 1
        and printed(run, "math.ceil((10**17 + 1) / 10**17):         1")
        and run.each(lambda case: like_range(case) and len(case.apply()) == len(range(*arange_bounds(case.op.code))))
    )


@claim(
    "ranges.arange-int64-overflow",
    snippet="arange_large.py",
    over=over(ops("arange-int-overflow")),
    exception_to=("ranges.arange-half-open", "ranges.arange-int-length"),
    en="When `end - start + step - 1` (`+ 1` for a negative `step`) overflows `int64`, `torch.arange` returns values "
    "other than `range`'s or raises `RuntimeError`.",
    zh="`end - start + step - 1`（`step` 为负时是 `+ 1`）超出 `int64` 范围时，`torch.arange` 返回的值与 `range` 不同，"
    "或者抛出 `RuntimeError`。",
)
def _(run):
    def wrong_or_raises(case):
        bounds = arange_bounds(case.op.code)
        if (bounds is None or within_int64(bounds) or count_within_int64(bounds)
                or not all(type(x) is int and -2**63 <= x < 2**63 for x in bounds)):
            return False
        try:
            result = case.apply()
        except RuntimeError:
            return True
        expected = range(*bounds)
        return len(result) != len(expected) or result.tolist() != list(expected)

    return (
        run["wrapped"].tolist() == [] and list(range(0, 2**63 - 1, 2**63 - 1)) == [0]
        and printed(run, "torch.arange(-2**62, 2**62, 2**61): RuntimeError invalid size, possible overflow?")
        and run.each(wrong_or_raises)
    )


@claim(
    "ranges.arange-overflow-agrees",
    snippet="arange_large.py",
    over=over(ops("arange-int-overflow-by-one")),
    en="`torch.arange(0, 2**62, 2**62)` still gives `[0]`, as `range` does: its `end - start + step` is `2**63`, "
    "but `end - start + step - 1` fits in `int64`.",
    zh="`torch.arange(0, 2**62, 2**62)` 仍与 `range` 一样给出 `[0]`：它的 `end - start + step` 是 `2**63`，"
    "但 `end - start + step - 1` 在 `int64` 范围之内。",
)
def _(run):
    def agrees(case):
        bounds = arange_bounds(case.op.code)
        return (
            bounds is not None and not within_int64(bounds) and count_within_int64(bounds)
            and case.apply().tolist() == list(range(*bounds))
        )

    return (
        run["agrees"].tolist() == list(range(0, 2**62, 2**62)) == [0] and not within_int64((0, 2**62, 2**62))
        and count_within_int64((0, 2**62, 2**62))
        and run.each(agrees)
    )


@claim(
    "ranges.arange-docstring-signature",
    snippet="arange_step_keyword.py",
    en="The docstring of `torch.arange` opens with the signature `arange(start=0, end, step=1, *, ...)`, which suggests that `start` can be omitted while `step` is given.",
    zh="`torch.arange` 的文档字符串（docstring）开头的签名是 `arange(start=0, end, step=1, *, ...)`，看上去像是给了 `step` 就可以省略 `start`。",
)
def _(run):
    return run["signature"].startswith("arange(start=0, end, step=1, *,")


@claim(
    "ranges.arange-step-needs-start",
    snippet="arange_step_keyword.py",
    en="`torch.arange(0, 10, step=3)` works, but `torch.arange(10, step=3)` raises `TypeError`: of the overloads its error message lists, none takes `end` alone with a `step`.",
    zh="`torch.arange(0, 10, step=3)` 可以运行，但 `torch.arange(10, step=3)` 会抛出 `TypeError`：错误信息列出的重载中，没有一个接受只有 `end` 再加 `step` 的写法。",
)
def _(run):
    overloads = [line.split("*")[1] for line in str(run.error).splitlines() if line.strip().startswith("*")]
    positional = [part.split(", *")[0] for part in overloads]
    return (
        run["c"].tolist() == [0, 3, 6, 9]
        and raised(run, TypeError, "got (int, step=int)")
        and len(positional) == 3
        and all("start" in names for names in positional if "step" in names)
        and any("step" in names for names in positional)
    )


@claim(
    "ranges.arange-int-dtype",
    snippet="arange_dtype.py",
    over=over(ops("arange-int"), contexts()),
    en="When every argument is a Python `int` and no `dtype=` is given, `torch.arange` returns `torch.int64`, also after `torch.set_default_dtype(torch.float64)`.",
    zh="所有参数都是 Python `int` 且不传 `dtype=` 时，即使执行过 `torch.set_default_dtype(torch.float64)`，`torch.arange` 也返回 `torch.int64`。",
)
def _(run):
    return (
        run["ints"].dtype == torch.int64
        and printed(run, "  arange(0, 6, 2).dtype:   torch.int64")
        and run.each(lambda case: case.op.code.startswith("torch.arange(") and case.apply().dtype == torch.int64)
    )


@claim(
    "ranges.arange-float-dtype",
    snippet="arange_dtype.py",
    over=over(ops("arange-float"), contexts()),
    en="When at least one argument is a Python `float` and no `dtype=` is given, `torch.arange` returns the default dtype, `torch.float32` unless changed.",
    zh="参数里至少有一个 Python `float`、且不传 `dtype=` 时，`torch.arange` 返回默认数据类型（default dtype），未经修改时是 `torch.float32`。",
)
def _(run):
    def default(case):
        _, args, kwargs = call_of(case.op.code)
        if not case.op.code.startswith("torch.arange(") or "dtype" in kwargs or not any(type(a) is float for a in args):
            return False
        made = [case.apply().dtype == torch.get_default_dtype()]
        for reduced in REDUCED:  # a float16 or bfloat16 default dtype too
            with default_dtype(reduced):
                made.append(case.apply().dtype == reduced)
        return all(made)

    return (
        run["mixed"].dtype == run["default"] == torch.float32
        and printed(run, "  arange(0, 6, 2.0).dtype: torch.float64")
        and run.each(default)
    )


@claim(
    "ranges.arange-dtype-keyword",
    snippet="arange_dtype.py",
    over=over(ops("arange-dtype")),
    en="An explicit `dtype=` overrides both rules: `torch.arange(0, 6, 2, dtype=torch.float64)` returns `torch.float64`.",
    zh="显式传入的 `dtype=` 优先于这两条规则：`torch.arange(0, 6, 2, dtype=torch.float64)` 返回 `torch.float64`。",
)
def _(run):
    def as_asked(case):
        _, _, kwargs = call_of(case.op.code)
        return case.op.code.startswith("torch.arange(") and kwargs.get("dtype") in ARANGE_DTYPES and case.apply().dtype == kwargs["dtype"]

    tried = {call_of(op.code)[2].get("dtype") for op in ops("arange-dtype").items}  # each dtype arange implements is tried
    return run["forced"].dtype == torch.float64 and tried == set(ARANGE_DTYPES) and run.each(as_asked)


@claim(
    "ranges.arange-dtype-unsupported",
    snippet="arange_dtype.py",
    devices=("cpu",),
    over=over(ops("arange-dtype-unsupported")),
    exception_to=("ranges.arange-dtype-keyword",),
    en="On the CPU, `torch.arange` raises an error saying `not implemented for`, given a `dtype=` of `torch.uint16`, "
    "`torch.uint32`, `torch.uint64`, `torch.bool`, a complex or a float8 dtype.",
    zh="在 CPU 上，`dtype=` 为 `torch.uint16`、`torch.uint32`、`torch.uint64`、`torch.bool`、复数或 float8 类型时，"
    "`torch.arange` 会抛出错误，错误信息说 `not implemented for`（没有实现）。",
)
def _(run):
    def refused(case):
        _, _, kwargs = call_of(case.op.code)
        return (
            case.op.code.startswith("torch.arange(") and kwargs.get("dtype") not in ARANGE_DTYPES
            and raises_class(case.apply, RuntimeError, "not implemented for")
        )

    return isinstance(run["refused"], RuntimeError) and "not implemented for" in str(run["refused"]) and run.each(refused)


@claim(
    "ranges.arange-length",
    snippet="float_step.py",
    over=over(ops("arange-float")),
    en="With a `float` argument and no `dtype=`, `torch.arange(start, end, step)` has "
    "`ceil((float(end) - float(start)) / step)` elements, computed in double precision.",
    zh="参数里有 `float`、且不传 `dtype=` 时，`torch.arange(start, end, step)` 的元素个数是 "
    "`ceil((float(end) - float(start)) / step)`，按双精度计算。",
)
def _(run):
    def length(case):
        bounds = arange_bounds(case.op.code)
        _, args, kwargs = call_of(case.op.code)
        if bounds is None or "dtype" in kwargs or not any(type(a) is float for a in args):
            return False
        start, end, step = (float(x) for x in bounds)
        return len(case.apply()) == math.ceil((end - start) / step)

    q = (run["end"] - run["start"]) / run["step"]
    return len(run["t"]) == math.ceil(q) and run.each(length)


@claim(
    "ranges.arange-float-tenths",
    snippet="float_step.py",
    devices=("cpu",),
    not_covered=(("CUDA tensors", "CUDA 张量"),),
    en="`torch.arange(0, 1, 0.1)` gives ten values and stops before 1: the last one equals `torch.tensor(0.9)`.",
    zh="`torch.arange(0, 1, 0.1)` 给出十个值，不包含 1：最后一个等于 `torch.tensor(0.9)`。",
)
def _(run):
    t = run["tenths"]
    return len(t) == 10 and t[0].item() == 0 and t[-1].item() == torch.tensor(0.9).item() and t[-1].item() < 1


@claim(
    "ranges.float-step-extra",
    snippet="float_step.py",
    en="So `torch.arange(0.1, 0.4, 0.1)` has four elements, not three: in double precision `(0.4 - 0.1) / 0.1` is 3.0000000000000004, and the last element equals `torch.tensor(0.4)`.",
    zh="因此 `torch.arange(0.1, 0.4, 0.1)` 有四个元素而不是三个：按双精度计算，`(0.4 - 0.1) / 0.1` 等于 3.0000000000000004，最后一个元素等于 `torch.tensor(0.4)`。",
)
def _(run):
    t = run["t"]
    q = (run["end"] - run["start"]) / run["step"]
    return (
        len(t) == 4 and q > 3 and printed(run, f"(end - start) / step: {q}")
        and t.dtype == torch.float32 and t[-1].item() == torch.tensor(run["end"]).item()
    )


@claim(
    "ranges.float-step-fix",
    snippet="float_step_fix.py",
    en="`torch.arange(0.1, 0.4 - 1e-6, 0.1)`, with `end` moved down a little, and `torch.linspace(0.1, 0.3, 3)`, "
    "which asks for the count, both give `torch.tensor([0.1, 0.2, 0.3])`.",
    zh="把 `end` 往下挪一点的 `torch.arange(0.1, 0.4 - 1e-6, 0.1)`，和直接指定个数的 `torch.linspace(0.1, 0.3, 3)`，"
    "给出的都是 `torch.tensor([0.1, 0.2, 0.3])`。",
)
def _(run):
    s, c, meant = run["shifted"], run["counted"], run["meant"]
    return len(s) == len(c) == 3 and torch.equal(s, meant) and torch.equal(c, meant) and meant.tolist() == torch.tensor([0.1, 0.2, 0.3]).tolist()


@claim(
    "ranges.epsilon-advice",
    snippet="arange_epsilon.py",
    en="The docstring of `torch.arange` advises subtracting a small epsilon from `end` when `step` is not an integer.",
    zh="`torch.arange` 的文档字符串建议在 `step` 不是整数时从 `end` 中减去一个小的 epsilon。",
)
def _(run):
    return run["advice"] is True and printed(run, "docstring advises subtracting a small epsilon from end: True")


@claim(
    "ranges.epsilon-direction",
    snippet="arange_epsilon.py",
    en="Subtracting is the right direction: `torch.arange(0, 1, 1/49)` returns 50 values, the last one 1.0, "
    "while `torch.arange(0, 1 - 1e-6, 1/49)` returns 49.",
    zh="减去是对的方向：`torch.arange(0, 1, 1/49)` 返回 50 个值，最后一个是 1.0，而 `torch.arange(0, 1 - 1e-6, 1/49)` 返回 49 个。",
)
def _(run):
    values = run["values"]
    return len(values) == 50 and values[-1].item() == 1.0 and printed(run, "len(torch.arange(0, 1 - 1e-6, 1/49)): 49")


@claim(
    "ranges.bfloat16-repeats",
    snippet="arange_bfloat16.py",
    devices=("cpu",),
    en="With `dtype=torch.bfloat16`, `torch.arange(241, 273)` repeats values, since above 256 bfloat16 holds only even "
    "integers: its 32 values hold {distinct} distinct ones.",
    zh="使用 `dtype=torch.bfloat16` 时，`torch.arange(241, 273)` 会出现重复值，因为 bfloat16 在 256 以上只能表示偶数："
    "32 个值里只有 {distinct} 个互不相同。",
)
def _(run):
    direct, converted = run["direct"].tolist(), run["converted"].tolist()
    return (
        len(direct) == 32
        and run["distinct"] == len(set(direct)) < 32
        and all(v % 2 == 0 for v in direct + converted if v > 256)
        and run["odd"] == 0 and len(run["above"]) > 10000  # every finite bfloat16 value above 256 is an even integer
    )


@claim(
    "ranges.bfloat16-not-rounded",
    snippet="arange_bfloat16.py",
    devices=("cpu",),
    en="They are not simply the rounded integers: it gives 256.0 three times in a row, where "
    "`torch.arange(241, 273).to(torch.bfloat16)` gives 256.0, 256.0, 258.0.",
    zh="这些值也不只是把整数舍入的结果：它连续给出三个 256.0，而 `torch.arange(241, 273).to(torch.bfloat16)` "
    "给出的是 256.0、256.0、258.0。",
)
def _(run):
    direct, converted = run["direct"].tolist(), run["converted"].tolist()
    return direct[15:18] == [256.0, 256.0, 256.0] and converted[15:18] == [256.0, 256.0, 258.0]


@claim(
    "ranges.bfloat16-note",
    snippet="arange_bfloat16.py",
    torch=">=2.6",
    en="Since PyTorch 2.6 the docstring of `torch.arange` notes that reduced-precision dtypes such as `bfloat16` can give "
    "repeated values, and recommends integer dtypes ([pytorch/pytorch#141655](https://github.com/pytorch/pytorch/pull/141655), "
    "after [pytorch/pytorch#137774](https://github.com/pytorch/pytorch/issues/137774)).",
    zh="从 PyTorch 2.6 起，`torch.arange` 的文档字符串说明 `bfloat16` 这类低精度数据类型可能产生重复值，并建议使用整数数据类型，"
    "见 [pytorch/pytorch#141655](https://github.com/pytorch/pytorch/pull/141655)，"
    "起因是 [pytorch/pytorch#137774](https://github.com/pytorch/pytorch/issues/137774)。",
)
def _(run):
    return run["note"] is True and printed(run, "docstring note on bfloat16: True")


@claim(
    "ranges.linspace-closed",
    snippet="linspace.py",
    over=over(ops("linspace-real")),
    en="For `steps` of 2 or more, `torch.linspace(start, end, steps)` returns `steps` evenly spaced values from `start` "
    "to `end`, both included.",
    zh="`steps` 不小于 2 时，`torch.linspace(start, end, steps)` 返回 `steps` 个从 `start` 到 `end` 均匀分布的值，两端都包含在内。",
)
def _(run):
    def closed(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.linspace" or len(args) != 3 or kwargs or args[2] < 2:
            return False
        start, end, steps = args
        t = case.apply()
        spacing = (end - start) / (steps - 1)
        tolerance = 2 * torch.finfo(t.dtype).eps * max(abs(start), abs(end))
        return (
            len(t) == steps
            and t[0].item() == torch.tensor(start, dtype=t.dtype).item()
            and t[-1].item() == torch.tensor(end, dtype=t.dtype).item()
            and bool(((t.double().diff() - spacing).abs() <= tolerance).all())
        )

    return run["t"].tolist() == [0.0, 2.5, 5.0, 7.5, 10.0] and run.each(closed)


@claim(
    "ranges.linspace-dtype",
    snippet="linspace.py",
    over=over(ops("linspace-real"), contexts()),
    en="Without `dtype=`, `torch.linspace` with real `start` and `end` returns the default dtype, even for `int`s: "
    "`torch.linspace(0, 10, steps=5)` is `torch.float32`.",
    zh="不传 `dtype=` 时，`start` 和 `end` 为实数的 `torch.linspace` 返回默认数据类型，它们是 `int` 时也一样："
    "`torch.linspace(0, 10, steps=5)` 是 `torch.float32`。",
)
def _(run):
    def default(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.linspace" or "dtype" in kwargs or any(isinstance(a, complex) for a in args):
            return False
        made = [case.apply().dtype == torch.get_default_dtype()]
        for reduced in REDUCED:  # a float16 or bfloat16 default dtype too
            with default_dtype(reduced):
                made.append(case.apply().dtype == reduced)
        return all(made)

    return run["t"].dtype == torch.float32 and run.each(default)


@claim(
    "ranges.linspace-one-step",
    snippet="linspace.py",
    en="`torch.linspace(0, 10, steps=1)` is just `start`, `[0.0]`, and `torch.linspace(5, 0, 3)` counts down from 5 to 0.",
    zh="`torch.linspace(0, 10, steps=1)` 只有 `start` 一个值，即 `[0.0]`；`torch.linspace(5, 0, 3)` 则从 5 递减到 0。",
)
def _(run):
    return run["one"].tolist() == [0.0] and run["down"].tolist() == [5.0, 2.5, 0.0]


def _complex_call(case):
    """The (function, arguments) of a linspace or logspace call with a complex start or end and no dtype=."""
    name, args, kwargs = call_of(case.op.code)
    if name not in ("torch.linspace", "torch.logspace") or "dtype" in kwargs or not any(isinstance(a, complex) for a in args[:2]):
        return None
    return name, args


COMPLEX_CALLS = ("linspace-complex", "linspace-complex-short")
"""Complex start or end, no dtype=: steps of 2 or more, and steps of 0 or 1."""


COMPLEX_OF = {torch.float32: torch.complex64, torch.float64: torch.complex128}
EXPLICIT_META = ("an explicit `device='meta'`, as under a meta default device", "显式传入 `device='meta'`，与默认设备为 meta 时相同")


@claim(
    "ranges.linspace-complex",
    snippet="linspace.py",
    devices=("cpu",),
    over=over(ops(*COMPLEX_CALLS), contexts(but=(META,))),
    not_covered=(EXPLICIT_META,),
    en="A `complex` `start` or `end` makes `torch.linspace` and `torch.logspace` return `torch.complex128` under a "
    "`torch.float64` default dtype, and `torch.complex64` under `torch.float32` or `torch.bfloat16`.",
    zh="`start` 或 `end` 为 `complex` 时，`torch.linspace` 和 `torch.logspace` 在默认数据类型为 `torch.float64` 时返回 "
    "`torch.complex128`，为 `torch.float32` 或 `torch.bfloat16` 时返回 `torch.complex64`。",
)
def _(run):
    def complex_default(case):
        if _complex_call(case) is None or case.apply().dtype != COMPLEX_OF[torch.get_default_dtype()]:
            return False
        with default_dtype(torch.bfloat16):
            return case.apply().dtype == torch.complex64

    return run["c"].dtype == torch.complex64 and run.each(complex_default)


@claim(
    "ranges.linspace-complex-float16",
    snippet="linspace.py",
    devices=("cpu",),
    over=over(ops(*COMPLEX_CALLS), contexts(but=(META,))),
    exception_to=("ranges.linspace-complex",),
    not_covered=(EXPLICIT_META,),
    en="On the CPU, under a `torch.float16` default dtype, they raise `RuntimeError` for `steps` of 2 or more, "
    "and return `torch.complex32` for fewer.",
    zh="在 CPU 上，默认数据类型为 `torch.float16` 时，`steps` 不小于 2 的调用会抛出 `RuntimeError`，"
    "更少的则返回 `torch.complex32`。",
)
def _(run):
    def refused(case):
        called = _complex_call(case)
        if called is None:
            return False
        with default_dtype(torch.float16):
            if called[1][2] >= 2:
                return raises_class(case.apply, RuntimeError)
            return case.apply().dtype == torch.complex32

    return run["c"].dtype == torch.complex64 and run.each(refused)


@claim(
    "ranges.linspace-complex-meta",
    snippet="linspace.py",
    devices=("cpu",),
    over=over(ops(*COMPLEX_CALLS), contexts(META)),
    exception_to=("ranges.linspace-complex",),
    not_covered=(("a `torch.bfloat16` default dtype, whose complex dtype on meta changed in 2.14",
                  "默认数据类型 `torch.bfloat16`：它在 meta 上对应的复数类型在 2.14 有变化"),),
    en="Under a meta default device, which computes no values, a `torch.float16` default dtype gives `torch.complex32` "
    "for any `steps`.",
    zh="默认设备为 meta 时不计算任何值，默认数据类型为 `torch.float16` 时，任何 `steps` 都得到 `torch.complex32`。",
)
def _(run):
    def half(case):
        if _complex_call(case) is None or case.apply().dtype != COMPLEX_OF[torch.get_default_dtype()]:
            return False
        with default_dtype(torch.float16):
            return case.apply().dtype == torch.complex32

    return run["c"].dtype == torch.complex64 and run.each(half)


@claim(
    "ranges.linspace-int-truncates",
    snippet="linspace_int.py",
    devices=("cpu",),
    over=over(ops("linspace-int")),
    not_covered=(("CUDA, whose kernel steps in `float32`", "CUDA：它的内核按 `float32` 计算相邻两点的间隔"),),
    en="With `int` `start` and `end` in the range of an integer `dtype`, `torch.linspace` returns the values that the "
    "same call computes in `torch.float64`, truncated toward zero.",
    zh="`start` 和 `end` 都是 `int` 且在整数 `dtype` 的范围内时，`torch.linspace` 返回同一调用在 `torch.float64` 下"
    "算出的值向零截断的结果。",
)
def _(run):
    def truncated(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.linspace" or not all(type(a) is int for a in args) or "dtype" not in kwargs:
            return False
        dtype = kwargs["dtype"]
        if dtype not in LINSPACE_INT_DTYPES:
            return False
        info = torch.iinfo(dtype)
        if not all(info.min <= x <= info.max and info.min <= float(x) <= info.max for x in args[:2]):
            return False  # outside the family: an end that the dtype, or float64 then the dtype, cannot hold
        t = case.apply()
        computed = torch.linspace(*args, dtype=torch.float64)
        return t.dtype == dtype and t.tolist() == [math.trunc(v) for v in computed.tolist()]

    return (
        run["t"].dtype == torch.int64 and run["t"].tolist() == [0, 2, 5, 7, 10]
        and run["same"] == len(run["calls"]) > 5000
        and run.each(truncated)
    )


@claim(
    "ranges.linspace-int-computed",
    snippet="linspace_int.py",
    devices=("cpu",),
    en="It truncates the computed values, not the exact ones: on the CPU the middle of `torch.linspace(-12, 10, 7)` is "
    "computed as -0.9999999999999996, so with `dtype=torch.int64` it becomes 0.",
    zh="截断的是算出来的值，而不是精确值：在 CPU 上，`torch.linspace(-12, 10, 7)` 的中间值算出来是 -0.9999999999999996，"
    "所以在 `dtype=torch.int64` 下变成 0。",
)
def _(run):
    m, computed = run["m"], run["computed"].tolist()
    return (
        m.dtype == torch.int64
        and computed[3] == -0.9999999999999996 and (-12 + 10) / 2 == -1 and m.tolist()[3] == 0
        and math.floor(computed[3]) == -1  # rounding down would give -1: this is truncation toward zero
    )


@claim(
    "ranges.linspace-int-range",
    snippet="linspace_int_range.py",
    devices=("cpu",),
    exception_to=("ranges.linspace-int-truncates",),
    en="Outside the dtype's range, `torch.linspace` can raise instead of truncating: `torch.linspace(0, 1000, 3, dtype=torch.int8)` "
    "raises `RuntimeError: value cannot be converted to type int8_t without overflow`.",
    zh="超出数据类型的范围时，`torch.linspace` 可能抛出错误，而不是截断：`torch.linspace(0, 1000, 3, dtype=torch.int8)` 抛出的是 "
    "`RuntimeError: value cannot be converted to type int8_t without overflow`（值无法在不溢出的情况下转换为 int8_t）。",
)
def _(run):
    error = run["errors"]["int8"]
    return isinstance(error, RuntimeError) and "value cannot be converted to type int8_t without overflow" in str(error)


@claim(
    "ranges.linspace-uint8-wraps",
    snippet="linspace_int_range.py",
    devices=("cpu",),
    exception_to=("ranges.linspace-int-truncates",),
    en="`torch.linspace(-10, 10, 5, dtype=torch.uint8)` gives {wrapped}, counting from -10 wrapped around to 246.",
    zh="`torch.linspace(-10, 10, 5, dtype=torch.uint8)` 给出 {wrapped}，是从回绕成 246 的 -10 开始数的。",
)
def _(run):
    return run["wrapped"] == [246, 187, 128, 69, 10] and run["wrapped"][0] == -10 % 256


@claim(
    "ranges.linspace-int64-end",
    snippet="linspace_int_range.py",
    devices=("cpu",),
    exception_to=("ranges.linspace-int-truncates",),
    en="`torch.linspace(0, 2**63 - 1, 3, dtype=torch.int64)` ends in {last}, since `2**63 - 1` rounds up to `2**63` in `float64`.",
    zh="`torch.linspace(0, 2**63 - 1, 3, dtype=torch.int64)` 的最后一个值是 {last}，因为 `2**63 - 1` 在 `float64` 中向上舍入为 `2**63`。",
)
def _(run):
    return run["last"] == -2**63 and float(2**63 - 1) == 2.0**63


@claim(
    "ranges.linspace-uint-unsupported",
    snippet="linspace_int_range.py",
    devices=("cpu",),
    exception_to=("ranges.linspace-int-truncates",),
    en="On the CPU, with 2 or more steps and a `dtype=` of `torch.uint16`, `torch.uint32` or `torch.uint64`, `torch.linspace` raises "
    "an error saying `not implemented for`.",
    zh="在 CPU 上，步数至少为 2、且 `dtype=` 为 `torch.uint16`、`torch.uint32` 或 `torch.uint64` 时，`torch.linspace` 会抛出错误，"
    "错误信息说 `not implemented for`（没有实现）。",
)
def _(run):
    errors = run["errors"]
    return all(
        isinstance(errors[f"{name} steps={steps}"], RuntimeError) and "not implemented for" in str(errors[f"{name} steps={steps}"])
        for name in ("uint16", "uint32", "uint64") for steps in (2, 3, 7)
    )


@claim(
    "ranges.steps-required",
    snippet="steps_required.py",
    en="`torch.linspace(0, 1)` raises `TypeError: linspace() received an invalid combination of arguments - got (int, int)`: "
    "no overload gives `steps` a default. Pass it: `torch.linspace(0, 1, steps=5)`.",
    zh="`torch.linspace(0, 1)` 会抛出 `TypeError: linspace() received an invalid combination of arguments - got (int, int)`"
    "（参数组合有误）：没有哪个重载给 `steps` 默认值。传入它即可：`torch.linspace(0, 1, steps=5)`。",
)
def _(run):
    msg = str(run.error)
    overloads = [line for line in msg.splitlines() if line.strip().startswith("*")]
    return (
        raised(run, TypeError)
        and msg.startswith("linspace() received an invalid combination of arguments - got (int, int)")
        and len(overloads) > 0
        and all("int steps," in line and "int steps =" not in line for line in overloads)
        and run["fixed"].tolist() == [0.0, 0.25, 0.5, 0.75, 1.0]
    )


@claim(
    "ranges.logspace-base",
    snippet="logspace.py",
    en="`torch.logspace(0, 3, 4)` returns `10 ** v` for each value `v` of `torch.linspace(0, 3, 4)`, and `base=2` gives `2 ** v` instead: the signature in the docstring of `torch.logspace` gives `base=10.0`.",
    zh="`torch.logspace(0, 3, 4)` 对 `torch.linspace(0, 3, 4)` 的每个值 `v` 返回 `10 ** v`，传入 `base=2` 则得到 `2 ** v`：`torch.logspace` 文档字符串中的签名写的是 `base=10.0`。",
)
def _(run):
    v = run["v"]
    return (
        v.tolist() == [0.0, 1.0, 2.0, 3.0]
        and "base=10.0," in run["signature"]
        and torch.equal(run["ten"], 10**v)
        and torch.equal(run["two"], 2**v)
        and run["ten"].tolist() == [1.0, 10.0, 100.0, 1000.0]
    )


def float32_exact(x):
    """Whether float32 holds ``x`` exactly."""
    return torch.tensor(x, dtype=torch.float64).float().double().item() == x


@claim(
    "ranges.logspace-values",
    snippet="logspace.py",
    devices=("cpu",),
    over=over(ops("logspace")),
    not_covered=(("`steps=1` with a power beyond `float32`, which raises", "`steps=1` 且幂超出 `float32` 的范围：会抛出错误"),),
    en="On the CPU, for whole or half `start` and `end` from `-2**22` to `2**22`, `torch.logspace(start, end, steps, base=base)` "
    "in `float32` is `base ** v` in double precision rounded to `float32`, for each `v` of "
    "`torch.linspace(start, end, steps, dtype=torch.float64)`.",
    zh="在 CPU 上，`start` 和 `end` 为 `-2**22` 到 `2**22` 之间的整数或半整数时，`float32` 的 `torch.logspace(start, end, steps, base=base)` "
    "对 `torch.linspace(start, end, steps, dtype=torch.float64)` 的每个值 `v` 给出按双精度计算、再舍入到 `float32` 的 `base ** v`。",
)
def _(run):
    def powers(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.logspace" or len(args) != 3 or set(kwargs) - {"base"}:
            return False
        if not all(2 * x == int(2 * x) and abs(x) <= 2**22 for x in args[:2]):
            return False  # outside the family: an exponent that is not a whole number or a half, or is larger
        if not (all(float32_exact(x) for x in args[:2]) and float32_exact(args[1] - args[0])):
            return False  # the reason the sentence gives
        base = kwargs.get("base", 10.0)
        t = case.apply()
        computed = torch.tensor(base, dtype=torch.float64) ** torch.linspace(*args, dtype=torch.float64)
        return t.dtype == torch.float32 and torch.equal(t, computed.float())

    return torch.equal(run["made"], run["computed"].float()) and run.each(powers)


@claim(
    "ranges.logspace-rounds-exponents",
    snippet="logspace.py",
    devices=("cpu",),
    over=over(ops("logspace-inexact")),
    exception_to=("ranges.logspace-values",),
    en="On the CPU, `torch.logspace` in `float32` rounds `start` and `end` to `float32` first: `torch.logspace(1.3, 2.3, 2)` gives "
    "{made13}, while the powers of 1.3 and 2.3 rounded to `float32` are {exact13}.",
    zh="在 CPU 上，`float32` 的 `torch.logspace` 先把 `start` 和 `end` 舍入到 `float32`：`torch.logspace(1.3, 2.3, 2)` 给出 {made13}，"
    "而不是 1.3 和 2.3 的幂舍入到 `float32` 得到的 {exact13}。",
)
def _(run):
    def rounded_first(case):
        name, args, kwargs = call_of(case.op.code)
        if name != "torch.logspace" or len(args) != 3 or args[2] != 2 or set(kwargs) - {"base"}:
            return False
        if all(float32_exact(x) for x in args[:2]):
            return False  # outside the family: exponents that float32 holds
        base = torch.tensor(kwargs.get("base", 10.0), dtype=torch.float64)
        ends = torch.tensor(args[:2], dtype=torch.float64)
        t = case.apply()
        return t.dtype == torch.float32 and torch.equal(t, (base ** ends.float().double()).float())

    made, exact = run["inexact"].tolist(), (10 ** torch.tensor([1.3, 2.3], dtype=torch.float64)).float().tolist()
    return (
        made != exact
        and made == (10 ** run["exponents"]).float().tolist()
        and run["made13"] == made and run["exact13"] == exact
        and run.each(rounded_first)
    )


@claim(
    "ranges.range-deprecated",
    snippet="torch_range.py",
    en="`torch.range(0, 3)` still runs but emits a `UserWarning` saying that `torch.range` is deprecated and will be removed, and pointing to `torch.arange`.",
    zh="`torch.range(0, 3)` 仍然可以运行，但会发出 `UserWarning`，说明 `torch.range` 已弃用、将被移除，并建议改用 `torch.arange`。",
)
def _(run):
    return warned(run, "UserWarning", "torch.range is deprecated and will be removed") and warned(
        run, "UserWarning", "use torch.arange"
    )


@claim(
    "ranges.range-closed",
    snippet="torch_range.py",
    en="`torch.range(0, 3)` includes its end (four values, 0 to 3) and returns `torch.float32`, the default dtype, for these `int` arguments, unlike `torch.arange(0, 3)`.",
    zh="`torch.range(0, 3)` 包含终点（0 到 3 共四个值），并且对这两个 `int` 参数返回默认数据类型 `torch.float32`；`torch.arange(0, 3)` 则两点都不同。",
)
def _(run):
    return (
        run["r"].tolist() == [0.0, 1.0, 2.0, 3.0]
        and run["r"].dtype == torch.float32
        and run["a"].tolist() == [0, 1, 2]
        and run["a"].dtype == torch.int64
    )


@claim(
    "ranges.range-replacement",
    snippet="torch_range.py",
    en="`torch.arange(0, 3 + 1)` gives the same four values as `torch.range(0, 3)` as integers, and `torch.linspace(0, 3, 4)` gives them as floats, both ends included.",
    zh="`torch.arange(0, 3 + 1)` 以整数给出与 `torch.range(0, 3)` 相同的四个值，`torch.linspace(0, 3, 4)` 则以浮点数给出它们，两端都包含在内。",
)
def _(run):
    r, ints, floats = run["r"], run["ints"], run["floats"]
    return (
        ints.dtype == torch.int64
        and floats.dtype == torch.float32
        and ints.tolist() == r.tolist() == floats.tolist() == [0, 1, 2, 3]
    )


@claim(
    "ranges.names",
    snippet="names.py",
    en="`torch.arange` and `torch.linspace` exist; `torch.arrange` and `torch.linespace` do not.",
    zh="`torch.arange` 和 `torch.linspace` 存在；`torch.arrange` 和 `torch.linespace` 并不存在。",
)
def _(run):
    return all(
        printed(run, line)
        for line in ("torch.arange: exists", "torch.linspace: exists", "torch.arrange: missing", "torch.linespace: missing")
    )
