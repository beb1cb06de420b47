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
    not_covered=(("a device other than the CPU and meta", "CPU 和 meta 以外的设备"),
                 ("float8 dtypes, which several of these calls refuse", "float8 数据类型：其中几个调用不接受")),
    en="Each call of the table takes `dtype=` with a floating-point dtype, `device=` and `requires_grad=`; each sets its own "
    "attribute and leaves the other two as they were.",
    zh="表中每个调用都接受取浮点数据类型（dtype）的 `dtype=`，以及 `device=` 和 `requires_grad=`；每个关键字只设定自己的属性，"
    "另外两个属性不变。",
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
        return (
            code in FACTORY_CALLS
            and all(got == (dtype, plain[1], plain[2]) for dtype, got in dtypes)
            and all(got == (plain[0], device, plain[2]) for device, got in devices)
            and grad == (plain[0], plain[1], True)
        )

    def changes_only_its_attribute(m):
        plain = m["plain"]
        return (
            plain.dtype == torch.float32 and plain.device.type != "meta" and not plain.requires_grad
            and m["dtype"].dtype == torch.float64 and m["dtype"].device == plain.device
            and m["device"].device.type == "meta" and m["device"].dtype == plain.dtype
            and m["requires_grad"].requires_grad and m["requires_grad"].dtype == plain.dtype
            and not m["dtype"].requires_grad and not m["device"].requires_grad
        )

    return (
        list(made) == FACTORY_CALLS
        and all(changes_only_its_attribute(m) for m in made.values())
        and run.each(sets_only_its_own)
    )


@claim(
    "construction.requires-grad-leaf",
    snippet="keywords.py",
    over=over(ops("factory"), contexts()),
    en="With `requires_grad=True`, each call of the table returns a leaf tensor that requires grad, with no "
    "`grad_fn`.",
    zh="传入 `requires_grad=True` 时，表中每个调用都返回需要梯度的叶子张量（leaf tensor），它没有 `grad_fn`。",
)
def _(run):
    made = run["made"]

    def a_leaf(case):
        leaf = with_keyword(case.op.code, "requires_grad=True")
        return case.op.code in FACTORY_CALLS and leaf.requires_grad and leaf.is_leaf and leaf.grad_fn is None

    return (
        list(made) == FACTORY_CALLS
        and all(m["requires_grad"].requires_grad and m["requires_grad"].is_leaf and m["requires_grad"].grad_fn is None
                for m in made.values())
        and run.each(a_leaf)
    )


RANDOM = ("torch.rand(2, 3, dtype=torch.int64)", "torch.rand(2, 3, dtype=torch.uint8)", "torch.rand(2, 3, dtype=torch.bool)",
          "torch.randn(2, 3, dtype=torch.int32)", "torch.randn(2, 3, dtype=torch.bool)")
"""The refused calls of ``torch.rand`` and ``torch.randn``."""
RANGES = ("torch.arange(6.0, dtype=torch.bool)", "torch.linspace(0, 1, 5, dtype=torch.bool)",
          "torch.logspace(0, 1, 5, dtype=torch.bool)", "torch.arange(6.0, dtype=torch.complex64)",
          "torch.linspace(0, 1, 2, dtype=torch.bool)", "torch.logspace(0, 1, 2, dtype=torch.bool)")
"""The refused calls of the ranges: ``torch.bool`` or a complex dtype."""


def refused(case):
    """The case's call raises a ``RuntimeError`` (or its subclass ``NotImplementedError``) saying ``not implemented for``."""
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


@claim(
    "construction.dtype-refused",
    snippet="dtype_refused.py",
    devices=("cpu",),
    over=over(ops("factory-dtype-refused", only=RANDOM), contexts(but=("default device meta",))),
    not_covered=(("an empty shape, with which `torch.randn` returns a tensor", "空形状：此时 `torch.randn` 会返回张量"),),
    en="On the CPU, `torch.rand` and `torch.randn` refuse integer and `bool` dtypes: `torch.rand(2, 3, dtype=torch.int64)` "
    "raises a `RuntimeError` saying `not implemented for`.",
    zh="在 CPU 上，`torch.rand` 和 `torch.randn` 不接受整数和 `bool` 数据类型：`torch.rand(2, 3, dtype=torch.int64)` "
    "抛出 `RuntimeError`，错误信息中有 `not implemented for`。",
)
def _(run):
    error = run["refused"]
    return isinstance(error, RuntimeError) and "not implemented for" in str(error) and run.each(refused)


@claim(
    "construction.dtype-refused-bool",
    snippet="dtype_refused.py",
    devices=("cpu",),
    over=over(ops("factory-dtype-refused", only=RANGES), contexts(but=("default device meta",))),
    en="On the CPU, `torch.arange` refuses `torch.bool` and complex dtypes, and `torch.linspace` and `torch.logspace` with "
    "2 or more steps refuse `torch.bool`, with the same error.",
    zh="在 CPU 上，`torch.arange` 不接受 `torch.bool` 和复数数据类型，步数不小于 2 的 `torch.linspace` 和 `torch.logspace` "
    "不接受 `torch.bool`，错误相同。",
)
def _(run):
    error = run["refused"]
    return isinstance(error, RuntimeError) and "not implemented for" in str(error) and run.each(refused)


def refused_not_implemented(case):
    """The case's call is refused (:func:`refused`) with exactly a ``NotImplementedError``."""
    try:
        case.apply()
    except RuntimeError as error:
        return type(error) is NotImplementedError and refused(case)
    return False


@claim(
    "construction.dtype-refused-class",
    snippet="dtype_refused.py",
    devices=("cpu",),
    torch=">=2.8",
    over=over(ops("factory-dtype-refused", only=RANDOM + RANGES), contexts(but=("default device meta",))),
    en="Since PyTorch 2.8 this error is a `NotImplementedError`, a subclass of `RuntimeError` "
    "([pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)).",
    zh="自 PyTorch 2.8 起，这个错误是 `NotImplementedError`，即 `RuntimeError` 的一个子类，"
    "见 [pytorch/pytorch#155470](https://github.com/pytorch/pytorch/pull/155470)。",
)
def _(run):
    error = run["refused"]
    return (
        type(error) is NotImplementedError and issubclass(NotImplementedError, RuntimeError)
        and "not implemented for" in str(error) and run.each(refused_not_implemented)
    )


@claim(
    "construction.defaults",
    snippet="defaults.py",
    over=over(ops("factory"), contexts()),
    en="Without keywords, each call of the table returns a tensor of the default dtype, on the default device, with "
    "`requires_grad=False`.",
    zh="不传关键字参数时，表中每个调用返回的都是默认数据类型、位于默认设备上、不需要梯度的张量（`requires_grad=False`）。",
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
