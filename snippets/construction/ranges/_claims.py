import math

import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed, raised, warned


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
    en="With integer arguments, `torch.arange(start, end, step)` covers the half-open interval `[start, end)`: it begins at `start` and stops before reaching `end`, even when `end` falls exactly on a step.",
    zh="参数都是整数时，`torch.arange(start, end, step)` 取的是左闭右开区间 `[start, end)`：从 `start` 开始，到达 `end` 之前就停下，即使 `end` 恰好落在某一步上也是如此。",
)
def _(run):
    # end is reachable in both: 2 + 6 * 1 == 8 and 0 + 3 * 3 == 9, and is left out
    return run["b"].tolist() == list(range(2, 8)) and run["c"].tolist() == list(range(0, 9, 3)) == [0, 3, 6]


@claim(
    "ranges.arange-defaults",
    snippet="arange.py",
    en="With one argument, `torch.arange(end)` starts at 0 with step 1.",
    zh="只传一个参数时，`torch.arange(end)` 从 0 开始，步长为 1。",
)
def _(run):
    return run["a"].tolist() == [0, 1, 2, 3, 4]


@claim(
    "ranges.arange-negative-step",
    snippet="arange.py",
    en="A negative `step` counts down from `start`, still stopping before `end`.",
    zh="`step` 为负数时从 `start` 往下数，同样在到达 `end` 之前停下。",
)
def _(run):
    return run["d"].tolist() == list(range(6, 0, -2)) == [6, 4, 2]


@claim(
    "ranges.arange-step-needs-start",
    snippet="arange_step_keyword.py",
    en="`step` can be passed by keyword once `start` and `end` are given, but `torch.arange(10, step=3)` raises `TypeError`: no overload takes `end` alone with a `step`.",
    zh="给出 `start` 和 `end` 之后，`step` 可以用关键字传入；但 `torch.arange(10, step=3)` 会抛出 `TypeError`：没有哪个重载接受只有 `end` 再加 `step` 的写法。",
)
def _(run):
    return run["c"].tolist() == [0, 3, 6, 9] and raised(run, TypeError, "got (int, step=int)")


@claim(
    "ranges.arange-int-dtype",
    snippet="arange_dtype.py",
    en="When every argument is a Python `int`, `torch.arange` returns `torch.int64`.",
    zh="所有参数都是 Python `int` 时，`torch.arange` 返回 `torch.int64`。",
)
def _(run):
    return run["ints"].dtype == torch.int64


@claim(
    "ranges.arange-float-dtype",
    snippet="arange_dtype.py",
    en="A single `float` among the arguments makes `torch.arange` return the default dtype (`torch.float32` unless changed); `dtype=` overrides both rules.",
    zh="参数里只要有一个 `float`，`torch.arange` 就返回默认 dtype（未改动时是 `torch.float32`）；传入 `dtype=` 则以它为准，覆盖这两条规则。",
)
def _(run):
    return (
        run["mixed"].dtype == run["default"]
        and run["default"] == torch.float32
        and run["forced"].dtype == torch.float64
    )


@claim(
    "ranges.decimal-inexact",
    snippet="float_step.py",
    en="A decimal step such as 0.1 has no exact binary representation: the double that stores it is slightly above 0.1.",
    zh="像 0.1 这样的小数步长无法用二进制精确表示：存放它的双精度浮点数比 0.1 略大。",
)
def _(run):
    from decimal import Decimal

    return Decimal(run["step"]) > Decimal("0.1") and printed(run, f"0.1 as stored: {Decimal(0.1)}")


@claim(
    "ranges.arange-float-tenths",
    snippet="float_step.py",
    en="With a float step, `end` is usually left out as well: `torch.arange(0, 1, 0.1)` gives ten values, from 0 to 0.9.",
    zh="步长是浮点数时，`end` 通常同样不包含在内：`torch.arange(0, 1, 0.1)` 给出从 0 到 0.9 的十个值。",
)
def _(run):
    t = run["tenths"]
    return len(t) == 10 and t[0].item() == 0 and abs(t[-1].item() - 0.9) < 1e-6 and t[-1].item() < 1


@claim(
    "ranges.float-step-extra",
    snippet="float_step.py",
    en="`torch.arange(0.1, 0.4, 0.1)` returns four values, not three: its length is `ceil((end - start) / step)` computed in double precision, where `(0.4 - 0.1) / 0.1` comes out slightly above 3, so the last value is (within float32 rounding) `end` itself.",
    zh="`torch.arange(0.1, 0.4, 0.1)` 返回四个值而不是三个：长度按双精度计算 `ceil((end - start) / step)`，而 `(0.4 - 0.1) / 0.1` 的结果略大于 3，于是最后一个值（在 float32 舍入误差内）正好就是 `end`。",
)
def _(run):
    t = run["t"]
    q = (run["end"] - run["start"]) / run["step"]
    return len(t) == 4 == math.ceil(q) and q > 3 and abs(t[-1].item() - 0.4) < 1e-6


@claim(
    "ranges.float-step-fix",
    snippet="float_step_fix.py",
    en="Moving `end` down by a small epsilon (`0.4 - 1e-6`) gives the three values 0.1, 0.2, 0.3; `torch.linspace(0.1, 0.3, 3)` gives the same three values by asking for the count directly.",
    zh="把 `end` 往下挪一个很小的量（`0.4 - 1e-6`）就得到 0.1、0.2、0.3 三个值；`torch.linspace(0.1, 0.3, 3)` 直接指定个数，也得到同样的三个值。",
)
def _(run):
    s, c = run["shifted"], run["counted"]
    return len(s) == 3 and len(c) == 3 and torch.allclose(s, c)


@claim(
    "ranges.linspace-closed",
    snippet="linspace.py",
    en="`torch.linspace(start, end, steps)` returns exactly `steps` evenly spaced values on the closed interval `[start, end]`: both ends are included.",
    zh="`torch.linspace(start, end, steps)` 在闭区间 `[start, end]` 上均匀取恰好 `steps` 个值，两端都包含在内。",
)
def _(run):
    return run["t"].tolist() == [0.0, 2.5, 5.0, 7.5, 10.0]


@claim(
    "ranges.linspace-dtype",
    snippet="linspace.py",
    en="`torch.linspace` returns the default float dtype even when `start` and `end` are integers.",
    zh="即使 `start` 和 `end` 都是整数，`torch.linspace` 返回的也是默认浮点 dtype。",
)
def _(run):
    return run["t"].dtype == torch.get_default_dtype() == torch.float32


@claim(
    "ranges.linspace-one-step",
    snippet="linspace.py",
    en="With `steps=1` the result is just `start`, and an `end` below `start` gives a descending sequence.",
    zh="`steps=1` 时结果只有 `start` 一个值；`end` 小于 `start` 时得到递减序列。",
)
def _(run):
    return run["one"].tolist() == [0.0] and run["down"].tolist() == [5.0, 2.5, 0.0]


@claim(
    "ranges.linspace-int-truncates",
    snippet="linspace_int.py",
    en="With an integer `dtype`, `torch.linspace` truncates the in-between values toward zero, not down: in `torch.linspace(0, 10, 5)` 2.5 becomes 2 and 7.5 becomes 7, and in `torch.linspace(-10, 0, 5)` -7.5 becomes -7 and -2.5 becomes -2.",
    zh="指定整数 `dtype` 时，`torch.linspace` 会把中间的值向零截断，而不是向下取整：`torch.linspace(0, 10, 5)` 中 2.5 变成 2、7.5 变成 7，`torch.linspace(-10, 0, 5)` 中 -7.5 变成 -7、-2.5 变成 -2。",
)
def _(run):
    t, n = run["t"], run["n"]
    exact = torch.linspace(-10, 0, 5, dtype=torch.float64)
    return (
        t.dtype == n.dtype == torch.int64
        and t.tolist() == [0, 2, 5, 7, 10]
        and n.tolist() == exact.trunc().long().tolist() != exact.floor().long().tolist()
    )


@claim(
    "ranges.steps-required",
    snippet="steps_required.py",
    en="`steps` has no default: `torch.linspace(0, 1)` raises `TypeError`, and every listed overload has `int steps` without a default value.",
    zh="`steps` 没有默认值：`torch.linspace(0, 1)` 会抛出 `TypeError`，报错中列出的每个重载里 `int steps` 都没有默认值。",
)
def _(run):
    msg = str(run.error)
    overloads = [line for line in msg.splitlines() if line.strip().startswith("*")]
    return (
        raised(run, TypeError)
        and len(overloads) > 0
        and all("int steps," in line and "int steps =" not in line for line in overloads)
    )


@claim(
    "ranges.logspace-base",
    snippet="logspace.py",
    en="`torch.logspace(0, 3, 4)` returns `10 ** v` for each value `v` of `torch.linspace(0, 3, 4)`, and `base=2` gives `2 ** v` instead: `base` defaults to 10.",
    zh="`torch.logspace(0, 3, 4)` 对 `torch.linspace(0, 3, 4)` 的每个值 `v` 返回 `10 ** v`，传入 `base=2` 则得到 `2 ** v`：`base` 默认为 10。",
)
def _(run):
    v = run["v"]
    return (
        v.tolist() == [0.0, 1.0, 2.0, 3.0]
        and torch.equal(run["ten"], 10**v)
        and torch.equal(run["two"], 2**v)
        and run["ten"].tolist() == [1.0, 10.0, 100.0, 1000.0]
    )


@claim(
    "ranges.range-deprecated",
    snippet="torch_range.py",
    en="`torch.range` still exists but emits a `UserWarning` saying it is deprecated and will be removed, and pointing to `torch.arange`.",
    zh="`torch.range` 仍然存在，但调用时会发出 `UserWarning`，说明它已弃用、将被移除，并建议改用 `torch.arange`。",
)
def _(run):
    return warned(run, "UserWarning", "torch.range is deprecated and will be removed") and warned(
        run, "UserWarning", "use torch.arange"
    )


@claim(
    "ranges.range-closed",
    snippet="torch_range.py",
    en="`torch.range(0, 3)` includes its end (four values, 0 to 3) and returns the default float dtype even for integer arguments, unlike `torch.arange(0, 3)`.",
    zh="`torch.range(0, 3)` 包含终点（0 到 3 共四个值），并且即使参数是整数也返回默认浮点 dtype；`torch.arange(0, 3)` 则两点都不同。",
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
    en="The functions are spelled `torch.arange` and `torch.linspace`; `torch.arrange` and `torch.linespace` do not exist.",
    zh="函数名的拼写是 `torch.arange` 和 `torch.linspace`；`torch.arrange` 和 `torch.linespace` 并不存在。",
)
def _(run):
    return all(
        printed(run, line)
        for line in ("torch.arange: exists", "torch.linspace: exists", "torch.arrange: missing", "torch.linespace: missing")
    )


# --- the docstring's epsilon advice and bfloat16 ------------------------------------------


@claim(
    "ranges.epsilon-advice",
    snippet="arange_epsilon.py",
    en="The docstring of `torch.arange` advises subtracting a small epsilon from `end` when `step` is not an integer, and that direction is right: `torch.arange(0, 1, 1/49)` returns 50 values, the last one 1.0, while `torch.arange(0, 1 - 1e-6, 1/49)` returns 49.",
    zh="`torch.arange` 的文档字符串建议在 `step` 不是整数时从 `end` 中减去一个小的 epsilon，这个方向是对的：`torch.arange(0, 1, 1/49)` 返回 50 个值，最后一个是 1.0，而 `torch.arange(0, 1 - 1e-6, 1/49)` 返回 49 个。",
)
def _(run):
    values = run["values"]
    return run["advice"] and len(values) == 50 and values[-1].item() == 1.0 and printed(
        run, "len(torch.arange(0, 1 - 1e-6, 1/49)): 49"
    )


@claim(
    "ranges.bfloat16-repeats",
    snippet="arange_bfloat16.py",
    en="With `dtype=torch.bfloat16`, `torch.arange(241, 273)` repeats values, since above 256 bfloat16 holds only even integers: its 32 values hold {distinct} distinct ones, and they are not simply the rounded integers, for it gives 256.0 three times in a row where `torch.arange(241, 273).to(torch.bfloat16)` gives 256.0, 256.0, 258.0.",
    zh="使用 `dtype=torch.bfloat16` 时，`torch.arange(241, 273)` 会出现重复值，因为 bfloat16 在 256 以上只能表示偶数：32 个值里只有 {distinct} 个互不相同；而且它们并不只是把整数舍入而已：它连续给出三个 256.0，而 `torch.arange(241, 273).to(torch.bfloat16)` 给出的是 256.0、256.0、258.0。",
    devices=("cpu",),
)
def _(run):
    direct, converted = run["direct"].tolist(), run["converted"].tolist()
    return (
        len(direct) == 32
        and run["distinct"] == len(set(direct)) < 32
        and direct[15:18] == [256.0, 256.0, 256.0]
        and all(v % 2 == 0 for v in direct + converted if v > 256)
        and converted[15:18] == [256.0, 256.0, 258.0]
    )


@claim(
    "ranges.bfloat16-note",
    snippet="arange_bfloat16.py",
    torch=">=2.6",
    en="Since PyTorch 2.6 the docstring of `torch.arange` has a note that reduced-precision floating-point dtypes such as `bfloat16` can give repeated values, recommending integer dtypes for precise sequences ([pytorch/pytorch#141655](https://github.com/pytorch/pytorch/pull/141655), after [pytorch/pytorch#137774](https://github.com/pytorch/pytorch/issues/137774)).",
    zh="从 PyTorch 2.6 起，`torch.arange` 的文档字符串多了一条说明：`bfloat16` 这类低精度浮点 dtype 可能产生重复值，需要精确序列时建议使用整数 dtype（[pytorch/pytorch#141655](https://github.com/pytorch/pytorch/pull/141655)，起因是 [pytorch/pytorch#137774](https://github.com/pytorch/pytorch/issues/137774)）。",
)
def _(run):
    return run["note"] is True and printed(run, "docstring note on bfloat16: True")
