import ast

import torch

from tensorfacts.catalogue import contexts, ops, over
from tensorfacts.claims import claim

FACTORY_CALLS = [op.code for op in ops("factory").items]
"""The catalogue's factory calls: the rows of both tables."""


def call_of(code):
    """(function, positional arguments, keyword arguments) of a catalogue call such as ``torch.rand(2, 3)``."""
    node = ast.parse(code, mode="eval").body
    if not isinstance(node, ast.Call):
        return "", [], {}

    def value(arg):
        return eval(compile(ast.Expression(arg), "<argument>", "eval"), {"torch": torch})  # noqa: S307 - catalogue code

    return ast.unparse(node.func), [value(a) for a in node.args], {k.arg: value(k.value) for k in node.keywords}


def with_keyword(code, keyword):
    """The call ``code`` with one more keyword argument (``torch.eye(3)`` -> ``torch.eye(3, dtype=...)``)."""
    return eval(code[:-1] + ", " + keyword + ")", {"torch": torch})  # noqa: S307 - catalogue code


def attributes(t):
    return t.dtype, t.device, t.requires_grad


@claim(
    "construction.common-keywords",
    snippet="keywords.py",
    over=over(ops("factory"), contexts()),
    en="Each call of the table takes the keywords `dtype=`, `device=` and `requires_grad=`: `dtype=` with a floating-point "
    "dtype (`torch.float16`, `torch.bfloat16`, `torch.float32` or `torch.float64`), `device=\"cpu\"` or `device=\"meta\"`, and "
    "`requires_grad=True` each set their own attribute and leave the other two as the call gives them without it, whatever the "
    "default dtype, default device or grad mode; with `requires_grad=True` the new tensor is a leaf tensor (no `grad_fn`) "
    "that requires grad.",
    zh="表中每个调用都接受 `dtype=`、`device=` 和 `requires_grad=` 这几个关键字参数：取 `torch.float16`、"
    "`torch.bfloat16`、`torch.float32` 或 `torch.float64` 这几种浮点数据类型（dtype）的 `dtype=`、`device=\"cpu\"` 或 `device=\"meta\"`，以及 "
    "`requires_grad=True`，每个都只设定它自己对应的属性，另外两个属性与不传它时相同，无论默认数据类型、默认设备是什么，"
    "也无论是否处于 no_grad 或推理模式（inference mode）；指定 `requires_grad=True` 时，新张量是需要梯度的叶子张量（leaf tensor；没有 `grad_fn`）。",
)
def _(run):
    made = run["made"]
    float_dtypes = ("torch.float16", "torch.bfloat16", "torch.float32", "torch.float64")  # each call is tried with each

    def sets_only_its_own(case):
        code = case.op.code
        plain = attributes(case.apply())
        dtypes = [(eval(name, {"torch": torch}), attributes(with_keyword(code, f"dtype={name}"))) for name in float_dtypes]  # noqa: S307
        devices = [(torch.device(name), attributes(with_keyword(code, f"device='{name}'"))) for name in ("cpu", "meta")]
        grad = attributes(with_keyword(code, "requires_grad=True"))
        leaf = with_keyword(code, "requires_grad=True")
        return (
            code in FACTORY_CALLS
            and all(got == (dtype, plain[1], plain[2]) for dtype, got in dtypes)
            and all(got == (plain[0], device, plain[2]) for device, got in devices)
            and grad == (plain[0], plain[1], True)
            and leaf.is_leaf and leaf.grad_fn is None
        )

    def changes_only_its_attribute(m):
        plain = m["plain"]
        return (
            plain.dtype == torch.float32 and plain.device.type != "meta" and not plain.requires_grad
            and m["dtype"].dtype == torch.float64 and m["dtype"].device == plain.device
            and m["device"].device.type == "meta" and m["device"].dtype == plain.dtype
            and m["requires_grad"].requires_grad and m["requires_grad"].dtype == plain.dtype
            and not m["dtype"].requires_grad and not m["device"].requires_grad
            and m["requires_grad"].is_leaf and m["requires_grad"].grad_fn is None
        )

    return (
        list(made) == FACTORY_CALLS
        and all(changes_only_its_attribute(m) for m in made.values())
        and run.each(sets_only_its_own)
    )


@claim(
    "construction.dtype-refused",
    snippet="dtype_refused.py",
    devices=("cpu",),
    over=over(ops("factory-dtype-refused"), contexts(but=("default device meta",))),
    en="Other dtypes are not computed by every call: on the CPU, `torch.rand(2, 3)` and `torch.randn(2, 3)` refuse integer and `bool` dtypes, "
    "`torch.arange` and, with 2 or more steps, `torch.linspace` and `torch.logspace` refuse `torch.bool`, and `torch.arange` refuses complex dtypes; "
    "each such call raises a `RuntimeError` whose message says `not implemented for`, as `torch.rand(2, 3, dtype=torch.int64)` "
    "does, in each context tried but the default device meta, which computes no values.",
    zh="其他数据类型并不是每个调用都能计算：在 CPU 上，`torch.rand(2, 3)` 和 `torch.randn(2, 3)` 不接受整数和 `bool` 数据类型，"
    "`torch.arange` 以及步数不小于 2 的 `torch.linspace` 和 `torch.logspace` 不接受 `torch.bool`，`torch.arange` 不接受复数数据类型；"
    "这样的调用都会抛出 `RuntimeError`，错误信息说 `not implemented for`（没有实现），`torch.rand(2, 3, dtype=torch.int64)` 就是如此；"
    "除默认设备为 meta（它不计算任何值）外，在试过的每种上下文中都是这样。",
)
def _(run):
    def refused(case):
        name, args, kwargs = call_of(case.op.code)
        if name in ("torch.linspace", "torch.logspace") and args[2] < 2:
            return False
        if name in ("torch.rand", "torch.randn") and args != [2, 3]:
            return False
        try:
            case.apply()
        except RuntimeError as error:  # or its subclass NotImplementedError
            return "not implemented for" in str(error)
        return False

    error = run["refused"]
    return isinstance(error, RuntimeError) and "not implemented for" in str(error) and run.each(refused)


@claim(
    "construction.defaults",
    snippet="defaults.py",
    over=over(ops("factory"), contexts()),
    en="Without keywords, each call of the table returns a tensor of the default dtype, on the default device, that does not "
    "require grad, also under `torch.no_grad()` and in inference mode: `float32` unless changed and `float64` after "
    "`torch.set_default_dtype(torch.float64)`; on `meta` inside `with torch.device(\"meta\"):`.",
    zh="不传关键字参数时，表中每个调用返回的张量都是默认数据类型、位于默认设备上、不需要梯度，"
    "在 `torch.no_grad()` 下和推理模式中也是如此：未经修改时是 `float32`，执行 "
    "`torch.set_default_dtype(torch.float64)` 之后是 `float64`；在 `with torch.device(\"meta\"):` 里则位于 `meta` 上。",
)
def _(run):
    def default_attributes(case):
        expected_device = "meta" if case.context is not None and case.context.name == "default device meta" else run.device
        t = case.apply()
        return (
            case.op.code in FACTORY_CALLS
            and t.dtype == torch.get_default_dtype()
            and t.device.type == torch.device(expected_device).type
            and not t.requires_grad
        )

    plain, float64, meta = run["plain"], run["float64"], run["meta"]
    return (
        list(plain) == FACTORY_CALLS
        and all(t.dtype == torch.float32 and not t.requires_grad for t in plain.values())
        and all(t.dtype == torch.float64 for t in float64.values())
        and all(t.device.type == "meta" and t.dtype == torch.float32 for t in meta.values())
        and run.each(default_attributes)
    )
