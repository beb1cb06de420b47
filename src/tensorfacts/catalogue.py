"""The catalogue of cases: the tensors, operations and contexts an expert tries when testing a rule.

A claim either states what one named call does (its sentence names that call and its input) or
states a *rule*: "an in-place arithmetic operation on an expanded tensor raises". A rule declares
the part of this catalogue it speaks of, its :class:`Family`, and its check tests every case of
that family::

    from tensorfacts.catalogue import over, tensors, ops
    from tensorfacts.evidence import raised, raises

    @claim("assignment.expanded-inplace-raises", snippet="expanded_inplace.py",
           over=over(tensors("expanded"), ops("in-place", but=("fill_", "zero_"))),
           en="... except `fill_` and `zero_` ...", zh="...")
    def _(run):
        return raised(run, RuntimeError) and run.each(lambda case: raises(case.apply, RuntimeError))

``run.each(predicate)`` calls ``predicate`` once per case of the claim's family and is true when
every call returned True; the harness refuses a True verdict from a check that skipped a case.
Every exclusion a family makes with ``but=`` must be named in both sentences
(:func:`tensorfacts.lint.claim_problems`), so a sentence is exactly as wide as what was checked.

Each case is built fresh, from its code below, as a plain script on the device being verified
would build it (no device context on the CPU; that device as default device elsewhere). The code is the documentation: the
verification page prints it (``catalogue`` in a ``records`` fence).

Three axes:

* :data:`TENSORS`: inputs, each with the tags rules select by (``expanded``, ``view``,
  ``requires-grad``, ``integer`` ...);
* :data:`OPS`: operations, grouped in families (``in-place``, ``view``, ``factory``,
  ``no-grad-output``, ``differentiable``, ``copy``), each an expression over the input ``t``
  (``t.add_(1)``) or, for a factory, over nothing (``torch.zeros(2, 3)``);
* :data:`CONTEXTS`: what surrounds the call (a default-device context, a float64 default dtype,
  ``torch.no_grad()``, inference mode). A case's input is built first, outside its context; the
  predicate (and so ``case.apply()``) runs inside it.
"""

from __future__ import annotations

import contextlib
import itertools
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import torch

__all__ = [
    "CONTEXTS", "Case", "Context", "Family", "OPS", "Op", "TENSORS", "TensorCase", "Tally", "contexts",
    "over", "ops", "tensors",
]


@dataclass(frozen=True)
class TensorCase:
    """One kind of input tensor.

    Attributes:
        name: the field's name for it ("expanded and transposed"); unique.
        code: Python statements that leave the tensor in ``t`` (``torch`` and ``np`` are in scope).
        tags: what rules select it by (``view``, ``expanded``, ``requires-grad`` ...).
        zh: the name in Chinese (glossary terms).
    """

    name: str
    code: str
    tags: frozenset[str]
    zh: str

    @property
    def term(self) -> str:
        return self.name

    def build(self) -> torch.Tensor:
        """A new tensor of this case, on torch's default device (a NumPy-backed case stays on the CPU)."""
        import numpy as np

        scope: dict[str, Any] = {"torch": torch, "np": np}
        exec(self.code, scope)  # noqa: S102 - the catalogue's own code
        return scope["t"]


@dataclass(frozen=True)
class Op:
    """One operation: ``code`` is an expression over the input ``t`` (or a statement, for item
    assignment), or, for a factory (``takes_input`` False), an expression over nothing."""

    name: str
    code: str
    family: str
    takes_input: bool = True

    @property
    def term(self) -> str:
        """How a sentence names it: the method or function it calls (``fill_``), else its code."""
        import re

        called = re.findall(r"(\w+)\(", self.code)
        if self.code.startswith("t[") and "=" in self.code:
            return self.code
        return called[0] if called else self.code

    def apply(self, t: torch.Tensor | None) -> Any:
        """Run the operation on ``t``; a statement (``t[...] = 1``) returns ``t``."""
        scope: dict[str, Any] = {"torch": torch, "t": t}
        try:
            compiled = compile(self.code, f"<op {self.name}>", "eval")
        except SyntaxError:
            exec(compile(self.code, f"<op {self.name}>", "exec"), scope)  # noqa: S102
            return scope["t"]
        return eval(compiled, scope)  # noqa: S307 - the catalogue's own code


@contextlib.contextmanager
def default_dtype(dtype: torch.dtype) -> Iterator[None]:
    """``torch.set_default_dtype(dtype)`` for the duration of the block."""
    before = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        yield
    finally:
        torch.set_default_dtype(before)


@contextlib.contextmanager
def deterministic_algorithms() -> Iterator[None]:
    """``torch.use_deterministic_algorithms(True)`` for the duration of the block (the earlier setting restored)."""
    before = torch.are_deterministic_algorithms_enabled(), torch.is_deterministic_algorithms_warn_only_enabled()
    torch.use_deterministic_algorithms(True)
    try:
        yield
    finally:
        torch.use_deterministic_algorithms(before[0], warn_only=before[1])


@dataclass(frozen=True)
class Context:
    """What surrounds a case: ``code`` is the expression of a ``with`` statement ("" for none).

    It surrounds the call only (the input is built before), unless ``builds``: then the input is
    built inside it too ("a tensor made under a default device meta").
    """

    name: str
    code: str
    zh: str
    builds: bool = False

    @property
    def term(self) -> str:
        return self.name

    def enter(self) -> contextlib.AbstractContextManager[Any]:
        if not self.code:
            return contextlib.nullcontext()
        scope = {"torch": torch, "default_dtype": default_dtype, "deterministic_algorithms": deterministic_algorithms}
        return eval(self.code, scope)  # noqa: S307


def _t(name: str, zh: str, code: str, *tags: str) -> TensorCase:
    return TensorCase(name, code, frozenset(tags), zh)


_CORE: tuple[TensorCase, ...] = (
    _t("contiguous", "连续张量", "t = torch.arange(1.0, 13.0).reshape(3, 4).clone()",
       "float", "contiguous", "dense", "leaf"),
    _t("transposed", "转置张量", "t = torch.arange(1.0, 13.0).reshape(3, 4).t()",
       "float", "view", "transposed", "dense", "leaf"),
    _t("sliced with a step", "间隔切片", "t = torch.arange(1.0, 13.0)[::2]",
       "float", "view", "sliced", "leaf"),
    _t("expanded", "扩展张量", "t = torch.arange(1.0, 5.0).expand(3, 4)",
       "float", "view", "expanded", "overlapping", "leaf"),
    _t("expanded and transposed", "扩展后转置的张量", "t = torch.arange(1.0, 13.0).reshape(3, 4).t().expand(2, 4, 3)",
       "float", "view", "expanded", "transposed", "overlapping", "leaf"),
    _t("channels_last", "channels_last 张量",
       "t = torch.arange(96.0).reshape(2, 3, 4, 4).contiguous(memory_format=torch.channels_last)",
       "float", "channels_last", "dense", "leaf"),
    _t("channels_last slice", "channels_last 张量的切片",
       "t = torch.arange(96.0).reshape(2, 3, 4, 4).contiguous(memory_format=torch.channels_last)[:, :, ::2]",
       "float", "channels_last", "view", "sliced", "leaf"),
    _t("0-d", "0 维张量", "t = torch.tensor(3.5)", "float", "0-d", "contiguous", "dense", "leaf"),
    _t("empty", "空张量", "t = torch.zeros(0, 3)", "float", "empty", "contiguous", "dense", "leaf"),
    _t("int64", "int64 张量", "t = torch.arange(1, 13).reshape(3, 4).clone()",
       "integer", "contiguous", "dense", "leaf"),
    _t("uint8", "uint8 张量", "t = torch.arange(1, 7, dtype=torch.uint8)", "integer", "contiguous", "dense", "leaf"),
    _t("bool", "布尔张量", "t = torch.tensor([True, False, True])", "bool", "contiguous", "dense", "leaf"),
    _t("float16", "float16 张量", "t = torch.arange(1.0, 5.0, dtype=torch.float16)",
       "float", "half", "contiguous", "dense", "leaf"),
    _t("bfloat16", "bfloat16 张量", "t = torch.arange(1.0, 5.0, dtype=torch.bfloat16)",
       "float", "half", "contiguous", "dense", "leaf"),
    _t("float64", "float64 张量", "t = torch.arange(1.0, 5.0, dtype=torch.float64)",
       "float", "contiguous", "dense", "leaf"),
    _t("complex with the conjugate bit", "带共轭位的复数张量", "t = torch.tensor([1 + 2j, 3 - 4j]).conj()",
       "complex", "conj", "view", "dense", "leaf"),
    _t("leaf that requires grad", "需要梯度的叶子张量", "t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)",
       "float", "requires-grad", "contiguous", "dense", "leaf"),
    _t("non-leaf", "非叶子张量", "t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True) * 2",
       "float", "requires-grad", "non-leaf", "contiguous", "dense"),
    _t("non-leaf after retain_grad()", "调用过 retain_grad() 的非叶子张量",
       "t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True) * 2\nt.retain_grad()",
       "float", "requires-grad", "non-leaf", "contiguous", "dense"),
    _t("view of a leaf that requires grad", "需要梯度的叶子张量的视图",
       "t = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)[1:]",
       "float", "requires-grad", "non-leaf", "view", "contiguous", "dense"),
    _t("Parameter", "Parameter", "t = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]))",
       "float", "requires-grad", "parameter", "contiguous", "dense", "leaf"),
    _t("frozen Parameter", "冻结的 Parameter",
       "t = torch.nn.Parameter(torch.tensor([1.0, 2.0, 3.0]), requires_grad=False)",
       "float", "parameter", "contiguous", "dense", "leaf"),
    _t("integer Parameter", "整数 Parameter", "t = torch.nn.Parameter(torch.arange(1, 4), requires_grad=False)",
       "integer", "parameter", "contiguous", "dense", "leaf"),
    _t("view", "视图", "t = torch.arange(1.0, 13.0).view(3, 4)", "float", "view", "contiguous", "dense", "leaf"),
    _t("view of a view", "视图的视图", "t = torch.arange(1.0, 13.0).view(3, 4)[1:]",
       "float", "view", "contiguous", "dense", "leaf"),
    _t("inference tensor", "推理张量", "with torch.inference_mode():\n    t = torch.arange(1.0, 4.0)",
       "float", "inference", "contiguous", "dense", "leaf"),
    _t("from_numpy", "from_numpy 得到的张量", "t = torch.from_numpy(np.arange(1.0, 4.0))",
       "float", "numpy", "contiguous", "dense", "leaf"),
    _t("meta", "meta 张量", "t = torch.ones(2, 3, device='meta')", "float", "meta", "contiguous", "dense", "leaf"),
)
"""The input tensors. ``from_numpy`` lives in CPU memory whatever the default device; ``meta`` has no data."""

ARRAYS: tuple[TensorCase, ...] = (
    _t("float64 array", "float64 数组", "t = np.arange(1.0, 7.0)", "ndarray", "float", "contiguous"),
    _t("float32 array", "float32 数组", "t = np.arange(1.0, 7.0, dtype=np.float32)", "ndarray", "float", "contiguous"),
    _t("int64 array", "int64 数组", "t = np.arange(1, 7)", "ndarray", "integer", "contiguous"),
    _t("bool array", "布尔数组", "t = np.array([True, False, True])", "ndarray", "bool", "contiguous"),
    _t("2-D array", "二维数组", "t = np.arange(1.0, 7.0).reshape(2, 3)", "ndarray", "float", "contiguous"),
    _t("Fortran-order array", "列主序数组", "t = np.asfortranarray(np.arange(1.0, 7.0).reshape(2, 3))",
       "ndarray", "float", "column-major"),
    _t("array sliced with a step", "间隔切片的数组", "t = np.arange(1.0, 7.0)[::2]", "ndarray", "float", "sliced"),
    _t("array with a negative stride", "步幅为负的数组", "t = np.arange(1.0, 7.0)[::-1]", "ndarray", "float", "negative-stride"),
    _t("read-only array", "只读数组", "t = np.arange(1.0, 7.0)\nt.flags.writeable = False", "ndarray", "float", "read-only"),
    _t("0-d array", "0 维数组", "t = np.array(3.5)", "ndarray", "float", "0-d"),
    _t("empty array", "空数组", "t = np.zeros((0, 3))", "ndarray", "float", "empty"),
)
"""NumPy arrays (tag ``ndarray``; ``t`` is the array). :func:`tensors` leaves them out unless asked for by tag."""

MODULES: tuple[TensorCase, ...] = (
    _t("Linear", "Linear 模块", "torch.manual_seed(0)\nt = torch.nn.Linear(3, 2)", "module"),
    _t("Conv2d", "Conv2d 模块", "torch.manual_seed(0)\nt = torch.nn.Conv2d(2, 2, 3)", "module"),
    _t("BatchNorm1d", "BatchNorm1d 模块", "t = torch.nn.BatchNorm1d(3)", "module", "buffers"),
    _t("Sequential with tied weights", "权重绑定的 Sequential",
       "torch.manual_seed(0)\nt = torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.Linear(3, 3))\nt[1].weight = t[0].weight",
       "module", "tied"),
)
"""Modules (tag ``module``; ``t`` is the module). :func:`tensors` leaves them out unless asked for by tag."""



# Cases added while reviewing a page: one block per page, so that additions from different pages
# merge without touching each other. Each is a tuple of _t(...) entries like the ones above.

ADDED_AUTOGRAD: tuple[TensorCase, ...] = (
    # t.double() and t.to(torch.float64) return a float64 tensor itself: a leaf stays that leaf
    _t("float64 leaf that requires grad", "需要梯度的 float64 叶子张量",
       "t = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, requires_grad=True)",
       "float", "requires-grad", "contiguous", "dense", "leaf"),
    # a complex leaf: backward() needs a real scalar; its .grad is the conjugate of d(out)/d(w)
    _t("complex leaf that requires grad", "需要梯度的复数叶子张量",
       "t = torch.tensor([1 + 2j, 3 - 1j], requires_grad=True)",
       "complex", "complex-grad", "contiguous", "dense"),
    # a non-leaf given a gradient by hand: reading .grad neither warns nor reads None
    _t("non-leaf with an assigned .grad", "手动赋值过 .grad 的非叶子张量",
       "t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True) * 4\nt.grad = torch.ones(3)",
       "float", "requires-grad", "non-leaf", "contiguous", "dense"),
    # a deep copy of a leaf that has a gradient: a leaf no backward pass reached, with a .grad (its own tag)
    _t("deep copy of a leaf with a gradient", "有梯度的叶子张量的深拷贝",
       "a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)\nwith torch.enable_grad():\n    (a * a).sum().backward()\n"
       "t = __import__('copy').deepcopy(a)",
       "grad-copied", "contiguous", "dense"),
)
"""From the autograd page: a float64 leaf, a complex leaf, a non-leaf whose ``.grad`` was assigned, and the deep
copy of a leaf after a backward pass. The complex leaf carries the tag ``complex-grad`` and the deep copy the tag
``grad-copied`` instead of ``float``/``requires-grad``/``leaf``: rules of other pages select real leaves by those
tags (a complex output needs a real loss for ``backward()``; the deep copy holds a gradient from the start), so
these two are picked by name or by their own tag."""

ADDED_CONTEXTS_AUTOGRAD: tuple[Context, ...] = (
    Context("torch.set_grad_enabled(False)", "torch.set_grad_enabled(False)", "torch.set_grad_enabled(False)", builds=True),
)
"""Grad mode switched off by ``torch.set_grad_enabled(False)``, as ``torch.no_grad()`` does. Marked ``builds``
so that it is picked by name only (``contexts()`` without names leaves it out, as other pages' families expect);
the input is then built inside it too, which makes no difference to a leaf made by a factory or a ``Parameter``
(the only inputs the rules naming it use)."""


ADDED_CONTEXTS_CONSTRUCTION: tuple[Context, ...] = (
    Context("deterministic algorithms", "deterministic_algorithms()", "确定性算法", builds=True),
)
"""``torch.use_deterministic_algorithms(True)`` (the filled page: ``torch.empty`` and its kin then fill what they
return). Marked ``builds`` so that it is picked by name only, as the grad-mode context above; building an input of
the catalogue inside it makes no difference (each writes every element it has)."""



ADDED_COPYING: tuple[TensorCase, ...] = (
    _t("expanded 0-d", "扩展后的 0 维张量", "t = torch.tensor(3.5).expand(3)",
       "float", "view", "expanded", "overlapping", "leaf"),
    _t("expanded column", "按列扩展的张量", "t = torch.arange(1.0, 4.0).reshape(3, 1).expand(3, 4)",
       "float", "view", "expanded", "overlapping", "leaf"),
    _t("expanded channels_last", "扩展后的 channels_last 张量",
       "t = torch.arange(24.0).reshape(1, 3, 2, 4).contiguous(memory_format=torch.channels_last).expand(2, 3, 2, 4)",
       "float", "channels_last", "view", "expanded", "overlapping", "leaf"),
    _t("expanded tensor with the conjugate bit", "带共轭位的扩展张量", "t = torch.tensor([1 + 2j, 3 - 4j]).conj().expand(3, 2)",
       "complex", "conj", "view", "expanded", "overlapping", "leaf"),
    _t("expanded view of a leaf that requires grad", "需要梯度的叶子张量的扩展视图",
       "t = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True).expand(3, 4)",
       "float", "requires-grad", "non-leaf", "view", "expanded", "overlapping"),
    _t("expanded by a size-1 dimension", "只扩展出长度为 1 的维度的张量", "t = torch.arange(1.0, 5.0).expand(1, 4)",
       "float", "view", "expanded", "contiguous", "dense", "leaf"),
    _t("empty expanded", "空的扩展张量", "t = torch.zeros(1, 3).expand(0, 3)",
       "float", "view", "expanded", "empty", "leaf"),
    # no element, yet a stride 0 over a dimension of size 2: writes do not raise the expanded-tensor error
    _t("empty expanded with a stride 0", "带步幅 0 的空扩展张量", "t = torch.zeros(1, 0).expand(2, 0)",
       "float", "view", "expanded", "empty", "leaf"),
    _t("expanded complex", "扩展后的复数张量", "t = torch.tensor([1 + 2j, 3 - 4j]).expand(3, 2)",
       "complex", "view", "expanded", "overlapping", "leaf"),
    _t("overlapping windows (unfold)", "重叠窗口（unfold）", "t = torch.arange(1.0, 5.0).unfold(0, 2, 1)",
       "float", "view", "windows", "leaf"),
    _t("overlapping as_strided", "重叠的 as_strided 视图", "t = torch.arange(1.0, 5.0).as_strided((3, 2), (1, 1))",
       "float", "view", "windows", "leaf"),
)
"""Expanded tensors for the copying pages: a stride 0 over a 0-d source, a column, a channels_last source,
the conjugate bit, a view of a leaf that requires grad; and two expanded tensors in which no two elements
share a memory location (a new dimension of size 1; no element at all); an expanded complex tensor without the
conjugate bit; and two views whose elements share memory locations with no
stride 0 (tag ``windows``, not ``overlapping``: ``x.unfold(0, 2, 1)`` and an ``as_strided`` view with strides (1, 1))."""



ADDED_COPYING_B: tuple[TensorCase, ...] = (
    _t("Parameter with gaps and an offset", "带空隙和偏移的 Parameter",
       "t = torch.nn.Parameter(torch.arange(6.0)[1::2], requires_grad=False)", "float", "parameter", "sliced", "leaf"),
    _t("transposed Parameter", "转置的 Parameter",
       "t = torch.nn.Parameter(torch.arange(1.0, 7.0).reshape(2, 3).t(), requires_grad=False)",
       "float", "parameter", "transposed", "dense", "leaf"),
    _t("view made under no_grad", "在 no_grad 下创建的视图",
       "base = torch.arange(1.0, 7.0).reshape(2, 3)\nwith torch.no_grad():\n    t = base[0]", "float", "view", "leaf"),
    _t("view made in inference mode", "在推理模式下创建的视图",
       "base = torch.arange(1.0, 7.0).reshape(2, 3)\nwith torch.inference_mode():\n    t = base[0]", "float", "view", "leaf"),
    _t("unbind output", "unbind 的输出", "t = torch.arange(1.0, 7.0).reshape(2, 3).unbind(0)[0]", "float", "view", "leaf"),
    _t("split output", "split 的输出", "t = torch.arange(1.0, 7.0).reshape(2, 3).split(1)[0]", "float", "view", "leaf"),
    _t("channels_last_3d", "channels_last_3d 张量",
       "t = torch.arange(96.0).reshape(2, 3, 2, 2, 4).contiguous(memory_format=torch.channels_last_3d)",
       "float", "channels_last_3d", "dense", "leaf"),
)
"""For the clone, detach, deepcopy and copy_ pages: Parameters that are not contiguous from offset 0 (one with
gaps and an offset, one transposed); views whose in-place use autograd refuses (made under ``torch.no_grad()``
or in inference mode, an output of ``unbind`` or ``split``); a 5-D tensor in the channels_last_3d layout."""

SCOPED_COPYING_B: tuple[TensorCase, ...] = (
    _t("complex column with the conjugate bit", "带共轭位的复数列向量",
       "t = torch.tensor([1 + 2j, 3 - 4j, 5 + 6j]).conj().unsqueeze(0).t()", "complex", "conj", "view", "dense", "leaf"),
    _t("leaf view that requires grad", "需要梯度的叶子视图", "t = torch.arange(1.0, 5.0)[:3].requires_grad_()",
       "float", "requires-grad", "view", "leaf"),
    _t("sparse COO", "稀疏 COO 张量", "t = torch.eye(3).to_sparse()", "float", "sparse", "leaf"),
    _t("sparse CSR", "稀疏 CSR 张量", "t = torch.eye(3).to_sparse_csr()", "float", "sparse", "leaf"),
    _t("mkldnn", "mkldnn 张量", "t = torch.ones(2, 3, device='cpu').to_mkldnn()", "float", "mkldnn", "leaf"),
    _t("nested", "嵌套张量", "t = torch.nested.nested_tensor([torch.ones(2), torch.ones(3)])", "float", "nested", "leaf"),
    _t("meta slice of one element", "只有一个元素的 meta 切片", "t = torch.ones(2, device='meta')[::2]",
       "float", "meta", "view", "sliced", "leaf"),
    _t("meta sliced with a step", "间隔切片的 meta 张量", "t = torch.ones(4, 6, device='meta')[:, ::2].t()",
       "float", "meta", "view", "sliced", "transposed", "leaf"),
    _t("expanded meta", "扩展后的 meta 张量", "t = torch.zeros(3, device='meta').expand(2, 3)",
       "float", "meta", "view", "expanded", "overlapping", "leaf"),
    _t("Linear with weight_norm", "使用 weight_norm 的 Linear",
       "torch.manual_seed(0)\nt = torch.nn.utils.weight_norm(torch.nn.Linear(3, 2))", "module", "non-leaf-attribute"),
    _t("chunk output", "chunk 的输出", "t = torch.arange(1.0, 7.0).reshape(2, 3).chunk(2)[0]", "float", "view", "leaf"),
    _t("row of a for loop", "for 循环取出的行", "t = next(iter(torch.arange(1.0, 7.0).reshape(2, 3)))", "float", "view", "leaf"),
    _t("tensor_split output", "tensor_split 的输出", "t = torch.arange(1.0, 7.0).reshape(2, 3).tensor_split(2)[0]",
       "float", "view", "leaf"),
)
"""Cases that only rules of the clone, deepcopy and copy_ pages try, kept out of :data:`TENSORS` because rules
elsewhere speak of every tensor (or module) of the catalogue and were not written for them: a complex column with
the conjugate bit (its dimension of size 1 has stride 3); a leaf that is a view; the sparse COO and CSR, mkldnn and
nested layouts; meta tensors with gaps or a stride 0; a module changed by ``torch.nn.utils.weight_norm``, whose
``weight`` is not a leaf; an output of ``chunk``, a row of a ``for`` loop over a tensor (``unbind``), and an output of
``tensor_split`` (the copy_ page's views). A rule takes them with :func:`scoped`."""


def scoped(selection: Selection | None = None, *names: str) -> Selection:
    """``selection`` (of :func:`tensors`) with the scoped cases named added (all scoped cases when none are)."""
    pool = SCOPED_COPYING_B + SCOPED_NUMPY_INTEROP + SCOPED_PYTHON_DATA
    _check_names("scoped case", names, [c.name for c in pool])
    extra = tuple(c for c in pool if not names or c.name in names)
    if selection is None:
        return Selection(extra)
    return Selection(selection.items + extra, selection.but)



ADDED_CONSTRUCTION: tuple[TensorCase, ...] = (
    _t("float32 array sliced with a step", "间隔切片的 float32 数组", "t = np.arange(1.0, 7.0, dtype=np.float32)[::2]",
       "ndarray", "float", "sliced"),
)
"""From the construction pages: a second float32 array, one whose elements are not adjacent (``torch.FloatTensor``
shares it too)."""



ADDED_CONSTRUCTION_B: tuple[TensorCase, ...] = ()



ADDED_NUMPY_INTEROP: tuple[TensorCase, ...] = (
    _t("negative bit", "带负号位的张量", "t = torch.tensor([1 + 2j, 3 - 4j]).conj().imag",
       "float", "neg", "view", "sliced", "leaf"),  # every other float of a complex storage: not dense
    _t("float16 array", "float16 数组", "t = np.arange(1.0, 7.0, dtype=np.float16)", "ndarray", "float", "contiguous"),
    _t("complex128 array", "complex128 数组", "t = np.arange(1.0, 7.0) * (1 + 1j)", "ndarray", "complex", "contiguous"),
    _t("uint16 array", "uint16 数组", "t = np.arange(1, 7, dtype=np.uint16)", "ndarray", "integer", "contiguous"),
    _t("broadcast array", "广播得到的数组", "t = np.broadcast_to(np.arange(1.0, 4.0), (2, 3))",
       "ndarray", "float", "read-only", "overlapping"),
    _t("big-endian array", "大端字节序数组", "t = np.arange(1.0, 7.0).astype('>f8')", "ndarray", "float", "non-native-byte-order"),
    _t("bfloat16 leaf that requires grad", "需要梯度的 bfloat16 叶子张量",
       "t = torch.arange(1.0, 4.0, dtype=torch.bfloat16).requires_grad_()", "float", "half", "requires-grad", "leaf"),
    # a float32 field of a structured array: 5 bytes between elements, not a multiple of the item size
    _t("structured-array field", "结构化数组的字段",
       "t = np.zeros(6, dtype=[('a', np.float32), ('b', np.uint8)])['a']\nt[:] = np.arange(1.0, 7.0)",
       "ndarray", "float", "stride-not-multiple-of-itemsize"),
    # a view taken under torch.no_grad(): a leaf that requires grad (requires_grad_(False) cannot turn it off)
    _t("no_grad view of a leaf that requires grad", "需要梯度的叶子张量在 no_grad 下取的视图",
       "w = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)\nwith torch.no_grad():\n    t = w[1:]",
       "float", "requires-grad", "view", "contiguous", "dense", "leaf"),
    # the same view taken in inference mode: a leaf that requires grad too, and no inference tensor
    _t("inference-mode view of a leaf that requires grad", "需要梯度的叶子张量在推理模式下取的视图",
       "w = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)\nwith torch.inference_mode():\n    t = w[1:]",
       "float", "requires-grad", "view", "contiguous", "dense", "leaf"),
    # storages already in shared memory (is_shared() True from the start); from_file stays on the CPU
    _t("tensor in shared memory", "位于共享内存中的张量", "t = torch.arange(1.0, 5.0).share_memory_()",
       "float", "shared-memory", "contiguous", "dense", "leaf"),
    _t("view of a tensor in shared memory", "位于共享内存中的张量的视图", "t = torch.arange(1.0, 5.0).share_memory_()[1:]",
       "float", "shared-memory", "view", "contiguous", "dense", "leaf"),
    _t("tensor from torch.from_file", "torch.from_file 得到的张量",
       "import tempfile\nwith tempfile.NamedTemporaryFile() as f:\n    f.write(bytes(np.arange(1.0, 5.0, dtype=np.float32)))\n"
       "    f.flush()\n    t = torch.from_file(f.name, shared=False, size=4)",
       "float", "shared-memory", "file", "contiguous", "dense", "leaf"),
)

SCOPED_NUMPY_INTEROP: tuple[TensorCase, ...] = (
    _t("conjugate of a leaf that requires grad", "需要梯度的叶子张量的共轭",
       "t = torch.tensor([1 + 2j, 3 - 4j], requires_grad=True).conj()", "complex", "conj", "requires-grad", "non-leaf", "view"),
    _t("meta tensor that requires grad", "需要梯度的 meta 张量", "t = torch.ones(2, 3, device='meta', requires_grad=True)",
       "float", "meta", "requires-grad", "leaf"),
    _t("sparse tensor that requires grad", "需要梯度的稀疏张量", "t = torch.eye(3).to_sparse().requires_grad_()",
       "float", "sparse", "requires-grad", "leaf"),
    # torch.asarray copies a 0-d array (even with copy=False): a read-only one too, with the read-only warning
    _t("read-only 0-d array", "只读的 0 维数组", "t = np.array(3.5)\nt.flags.writeable = False", "ndarray", "float", "read-only", "0-d"),
)
"""For the NumPy page's rules only (see :data:`SCOPED_COPYING_B`): tensors that require grad with the conjugate bit,
on the meta device, or sparse; a read-only 0-d array."""



ADDED_MODULES_ERRATA: tuple[TensorCase, ...] = ()



SCOPED_PYTHON_DATA: tuple[TensorCase, ...] = (
    _t("one-element 1-d", "只有一个元素的一维张量", "t = torch.tensor([2.5])", "float", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element 3-d", "只有一个元素的三维张量", "t = torch.tensor([[[2.5]]])", "float", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element slice", "只有一个元素的切片", "t = torch.arange(1.0, 5.0)[2:3]", "float", "one-element", "view", "leaf"),
    _t("one-element expanded", "只有一个元素的扩展张量", "t = torch.tensor(2.5).expand(1, 1)",
       "float", "one-element", "view", "expanded", "leaf"),
    _t("one-element int64", "只有一个元素的 int64 张量", "t = torch.tensor([7], dtype=torch.int64)",
       "integer", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element uint8", "只有一个元素的 uint8 张量", "t = torch.tensor([200], dtype=torch.uint8)",
       "integer", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element bool", "只有一个元素的布尔张量", "t = torch.tensor([True])", "bool", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element float16", "只有一个元素的 float16 张量", "t = torch.tensor([2.5], dtype=torch.float16)",
       "float", "half", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element complex", "只有一个元素的复数张量", "t = torch.tensor([1 + 2j])", "complex", "one-element", "contiguous", "dense", "leaf"),
    _t("one-element leaf that requires grad", "只有一个元素、需要梯度的叶子张量", "t = torch.tensor([2.5], requires_grad=True)",
       "float", "one-element", "requires-grad", "contiguous", "dense", "leaf"),
    _t("one-element non-leaf", "只有一个元素的非叶子张量", "t = torch.tensor([2.5], requires_grad=True) * 2",
       "float", "one-element", "requires-grad", "non-leaf", "contiguous", "dense"),
    _t("one-element inference tensor", "只有一个元素的推理张量", "with torch.inference_mode():\n    t = torch.tensor([2.5])",
       "float", "one-element", "inference", "contiguous", "dense", "leaf"),
)
"""For the rules of the Python data page only (see :data:`SCOPED_COPYING_B`): tensors with exactly one element, of
several shapes, dtypes and kinds (a view, an expanded tensor, tensors that require grad, an inference tensor);
with the catalogue's 0-d tensor they are what ``item()`` accepts."""



TENSORS: tuple[TensorCase, ...] = (
    _CORE + ARRAYS + MODULES + ADDED_AUTOGRAD + ADDED_COPYING + ADDED_COPYING_B + ADDED_CONSTRUCTION
    + ADDED_CONSTRUCTION_B + ADDED_NUMPY_INTEROP + ADDED_MODULES_ERRATA
)
"""Every input of the catalogue: tensors, then NumPy arrays and modules."""


def _o(family: str, *codes: str, takes_input: bool = True) -> tuple[Op, ...]:
    return tuple(Op(code, code, family, takes_input) for code in codes)


_CORE_OPS: tuple[Op, ...] = (
    *_o("in-place", "t.add_(1)", "t.mul_(2)", "t += 1", "t.clamp_(min=0)", "t.copy_(torch.ones_like(t))",
        "t[...] = 1", "t.fill_(1)", "t.zero_()"),
    *_o("view", "t.view(t.shape)", "t[...]", "t.unsqueeze(0)", "t.expand_as(t)",
        "t.as_strided(t.size(), t.stride())", "t.detach()"),
    *_o("differentiable", "t * 2", "t + 1", "t.sum()", "t.exp()", "t.clone()", "t[...]", "t.double()",
        "t.to(torch.float64)", "t.abs()"),
    *_o("no-grad-output", "t > 0", "t == t", "t.argmax()", "t.nonzero()", "t.long()", "t.int()", "t.bool()",
        "t.detach()"),
    *_o("copy", "t.clone()", "t.detach().clone()", "t.new_tensor(t)", "t.to(copy=True)",
        "__import__('copy').deepcopy(t)"),
    *_o("like-factory", "torch.zeros_like(t)", "torch.ones_like(t)", "torch.empty_like(t)", "torch.full_like(t, 7)",
        "torch.rand_like(t)"),
    *_o("new-factory", "t.new_zeros(2, 3)", "t.new_ones(2, 3)", "t.new_empty(2, 3)", "t.new_full((2, 3), 7)",
        "t.new_tensor([1, 2])"),
    *_o("factory", "torch.zeros(2, 3)", "torch.ones(2, 3)", "torch.empty(2, 3)", "torch.full((2, 3), 1.5)",
        "torch.rand(2, 3)", "torch.randn(2, 3)", "torch.arange(6.0)", "torch.linspace(0, 1, 5)",
        "torch.logspace(0, 1, 5)", "torch.eye(3)", "torch.tensor([1.0, 2.0])", takes_input=False),
    *_o("factory-requires-grad", "torch.zeros(2, 3, requires_grad=True)", "torch.ones(2, 3, requires_grad=True)",
        "torch.full((2, 3), 1.5, requires_grad=True)", "torch.rand(2, 3, requires_grad=True)",
        "torch.arange(6.0, requires_grad=True)", "torch.tensor([1.0, 2.0], requires_grad=True)", takes_input=False),
    *_o("from-array", "torch.from_numpy(t)", "torch.as_tensor(t)", "torch.tensor(t)", "torch.asarray(t)"),
    *_o("to-numpy", "t.numpy()", "t.numpy(force=True)", "__import__('numpy').asarray(t)", "__import__('numpy').array(t)"),
)
"""The operations, by family. A name may sit in two families (``t.detach()`` is a view and has no grad)."""



# Operations added while reviewing a page: one block per page (see the cases above).

ADDED_OPS_AUTOGRAD: tuple[Op, ...] = (
    # asking a tensor to require grad: in place, or by wrapping it as a parameter
    *_o("set-requires-grad", "t.requires_grad_()", "torch.nn.Parameter(t)"),
    # view with a dtype: shares memory, yet is not a view in autograd's sense
    *_o("view-dtype", "t.view(t.dtype)", "t.view(torch.int32)"),
    # flatten() returns a 1-D tensor itself
    *_o("same-if-unchanged", "t.flatten()"),
    # differentiable calls that return their input itself when they have nothing to change: conj() and .real of a
    # real tensor, type_as its own type, atleast_1d of a tensor with a dimension
    *_o("same-if-unchanged", "t.conj()", "t.real", "t.type_as(t)", "torch.atleast_1d(t)"),
    # tensors that an operation on a tensor that requires grad made (not a factory's)
    *_o("computed", "torch.ones(2, 3, requires_grad=True) * 2", "torch.ones(2, 3, requires_grad=True).exp()",
        takes_input=False),
    # more views: a transpose, a slice, an output of unbind
    *_o("view-more", "t.transpose(0, -1)", "t[:1]", "t.unbind(0)[0]"),
    # more calls that return their input itself when they have nothing to change: resolve_conj/resolve_neg without the
    # bit, positive, conj_physical of a real tensor, atleast_2d of a tensor with 2 dimensions or more, dropout outside
    # training, an Identity module
    *_o("returns-self", "t.resolve_conj()", "t.resolve_neg()", "t.positive()", "t.conj_physical()", "torch.atleast_2d(t)",
        "torch.nn.functional.dropout(t, training=False)", "torch.nn.Identity()(t)"),
    # the integer indices that differentiable operations with several outputs return next to their values
    *_o("indices", "t.max(dim=0).indices", "t.min(dim=0).indices", "t.sort().indices", "t.topk(1).indices",
        "t.kthvalue(1).indices"),
)



ADDED_OPS_COPYING: tuple[Op, ...] = (
    *_o("in-place-indexed", "t.masked_fill_(torch.ones_like(t, dtype=torch.bool), 0)",
        "t.index_fill_(0, t.new_zeros(1, dtype=torch.long), 0)", "t[[0]] = 0"),
    *_o("in-place-more", "t.fill_(torch.tensor(2.0))", "t.neg_()", "t.exp_()"),
    *_o("same-if-unchanged", "t.contiguous()", "t.float()", "t.to(torch.float32)", "t.type(torch.float32)", "t.to(t.device)",
        "t.cpu()", "t.to(memory_format=torch.contiguous_format)"),
    *_o("reshape", "t.reshape(-1)", "t.view(-1)", "t.flatten()"),
    *_o("advanced-index", "t[[0]]", "t[torch.tensor([0], device=t.device)]", "t[t == t]"),
    *_o("zero-d-index", "t[torch.tensor(0)]", "t[torch.tensor(0, dtype=torch.int32)]", "t[torch.tensor(0, dtype=torch.int16)]",
        "t[torch.tensor(0, dtype=torch.int8)]"),
    *_o("clone-variant", "t.clone(memory_format=torch.contiguous_format)", "t.clone().requires_grad_()"),
    *_o("in-place-index-write", "t.index_copy_(0, t.new_zeros(1, dtype=torch.long), t[:1].clone())",
        "t.index_add_(0, t.new_zeros(1, dtype=torch.long), t[:1].clone())",
        "t.scatter_(0, torch.zeros_like(t[:1], dtype=torch.long), 0)", "t.put_(t.new_zeros(1, dtype=torch.long), t.new_zeros(1))",
        "t.masked_scatter_(torch.ones_like(t, dtype=torch.bool), torch.zeros_like(t))"),
    *_o("in-place-init", "torch.nn.init.zeros_(t)", "torch.nn.init.ones_(t)", "torch.nn.init.constant_(t, 2.0)"),
    *_o("in-place-metadata", "t.unsqueeze_(0)", "t.as_strided_(t.size(), t.stride())", "t.resize_(t.shape)"),
    # a new leading dimension of size 2: repeat writes t twice, expand reads it twice through a stride 0
    *_o("repeat", "t.repeat(2, *[1] * t.dim())"),
    *_o("expand-new-dim", "t.expand(2, *t.shape)"),
)
"""Operations for the copying pages: in-place writes by mask or index (allowed, with a deprecation warning, on
an expanded tensor) and more in-place operations; calls that may return their input itself; reshaping;
advanced and boolean indexing, and a 0-d integer tensor as an index; clone variants; the writes by index or mask
that raise on an expanded tensor; ``torch.nn.init``'s fills; in-place methods that change only the shape or strides;
``repeat`` and ``expand`` adding a dimension of size 2 in front.
Index tensors are made from ``t`` (``t.new_zeros``, ``torch.zeros_like``, ``device=t.device``), so they sit on its device whatever the
default device."""



ADDED_OPS_COPYING_B: tuple[Op, ...] = (
    *_o("detach-in-place", "t.detach_()"),
    *_o("data-attribute", "t.data"),
    # in-place methods that write no values: they change a flag or where the storage lives
    *_o("in-place-no-write", "t.requires_grad_(False)", "t.share_memory_()"),
    *_o("resize-in-place", "t.resize_(t.shape)"),
    # torch.nn.init's functions that draw random values and take a tensor of any shape
    *_o("in-place-init-random", "torch.nn.init.uniform_(t)", "torch.nn.init.normal_(t)", "torch.nn.init.trunc_normal_(t)"),
)
"""``detach_()`` and the ``.data`` attribute (the detach page's rules); in-place methods that write no values
(``requires_grad_(False)``, ``share_memory_()``) and ``resize_`` (the clone page's leaf rules); the random fills of
``torch.nn.init`` that take any shape."""



ADDED_OPS_CONSTRUCTION: tuple[Op, ...] = (
    *_o("legacy", "torch.Tensor(t)", "torch.FloatTensor(t)"),
    *_o("legacy-device", "torch.Tensor(t, device='meta')", "torch.FloatTensor(t, device='meta')"),
    *_o("from-array-dtype", "torch.as_tensor(t, dtype=torch.float16)"),
    *_o("new-tensor-meta-base", "torch.empty(0, device='meta').new_tensor(t)"),
    *_o("new-factory-own-shape", "t.new_empty(t.shape)", "t.new_zeros(t.shape)", "t.new_ones(t.shape)",
        "t.new_full(t.shape, 7)"),
    *_o("fill-dtype", "t.new_full((2, 3), 2.5)", "torch.full_like(t, 2.5)", "t.new_tensor([1.5, 2.7])"),
    *_o("factory-override", "t.new_tensor([1, 2], dtype=torch.int32, device='meta')",
        "t.new_zeros(2, 3, dtype=torch.int32, device='meta')", "t.new_ones(2, 3, dtype=torch.int32, device='meta')",
        "t.new_full((2, 3), 7, dtype=torch.int32, device='meta')", "t.new_empty(2, 3, dtype=torch.int32, device='meta')",
        "torch.zeros_like(t, dtype=torch.int32, device='meta')", "torch.ones_like(t, dtype=torch.int32, device='meta')",
        "torch.full_like(t, 7, dtype=torch.int32, device='meta')", "torch.empty_like(t, dtype=torch.int32, device='meta')",
        "torch.rand_like(t, dtype=torch.float64, device='meta')"),
    *_o("new-like-requires-grad", "t.new_tensor([1.0, 2.0], requires_grad=True)", "t.new_zeros(2, 3, requires_grad=True)",
        "t.new_ones(2, 3, requires_grad=True)", "t.new_full((2, 3), 7.0, requires_grad=True)",
        "t.new_empty(2, 3, requires_grad=True)", "torch.zeros_like(t, requires_grad=True)",
        "torch.ones_like(t, requires_grad=True)", "torch.full_like(t, 7, requires_grad=True)",
        "torch.empty_like(t, requires_grad=True)", "torch.rand_like(t, requires_grad=True)"),
)
"""From the construction pages: the legacy constructors given an input (and with ``device=``), ``as_tensor`` asked
for another dtype, ``new_tensor`` on a meta tensor, the ``new_*`` methods given the input's own shape, a
fractional fill value, ``dtype=``/``device=`` overrides and ``requires_grad=True``."""



ADDED_OPS_CONSTRUCTION_B: tuple[Op, ...] = (
    # torch.arange with int arguments, end beyond start in the direction of step (or equal to it)
    *_o("arange-int", "torch.arange(5)", "torch.arange(1)", "torch.arange(0)", "torch.arange(2, 8)",
        "torch.arange(5, 5)", "torch.arange(-4, 3)", "torch.arange(0, 9, 3)", "torch.arange(0, 10, 3)",
        "torch.arange(-5, 5, 4)", "torch.arange(6, 0, -2)", "torch.arange(10, -10, -7)", "torch.arange(0, -5, -1)",
        "torch.arange(3, 2, -5)", "torch.arange(0, 10**17 + 1, 10**17)", "torch.arange(0, 2**53 + 1, 2**52)",
        "torch.arange(10**18, 10**18 + 5)", "torch.arange(-2**61, 2**62, 2**60)", "torch.arange(2**62, -2**61, -2**61)",
        takes_input=False),
    # torch.arange with int arguments so far apart that end - start + step - 1 (+ 1 for a negative step) overflows
    # int64: the count torch computes from it
    *_o("arange-int-overflow", "torch.arange(0, 2**63 - 1, 2**63 - 1)", "torch.arange(-2**62, 2**62, 2**61)",
        "torch.arange(-2**63, 2**63 - 1, 2**62)", "torch.arange(0, 2**63 - 1, 2**62)", "torch.arange(2**62, -2**62, -2**62)",
        "torch.arange(9, 2**63 - 1, 2**63 - 9)", "torch.arange(0, 2**62 + 2, 2**62)", "torch.arange(0, -2**62 - 2, -2**62)",
        "torch.arange(0, -2**63, -2**62 - 1)", "torch.arange(-2**63, 2**63 - 1, 2**63 - 1)",
        "torch.arange(2**63 - 1, -2**63, -2**63)", takes_input=False),
    # torch.arange with int arguments whose end - start + step is exactly 2**63 (-2**63 - 1 for a negative step):
    # it overflows int64, yet end - start + step - 1 (+ 1) does not
    *_o("arange-int-overflow-by-one", "torch.arange(0, 2**62, 2**62)", "torch.arange(0, 2**62 + 1, 2**62 - 1)",
        "torch.arange(1, 2**62 + 1, 2**62)", "torch.arange(-2**63, -2**62, 2**62)", "torch.arange(-2**62, 2**61, 2**61)",
        "torch.arange(0, -2**62 - 1, -2**62)", "torch.arange(0, -3 * 2**61 - 1, -2**61)", takes_input=False),
    # torch.arange whose end lies on the wrong side of start for the sign of step
    *_o("arange-wrong-direction", "torch.arange(3, 0)", "torch.arange(-3)", "torch.arange(0, 10, -1)",
        "torch.arange(5, 0, 2)", "torch.arange(0.0, -1.0)", "torch.arange(1, 2, -0.5)", takes_input=False),
    # torch.arange with at least one float argument and no dtype=
    *_o("arange-float", "torch.arange(6.0)", "torch.arange(0, 1, 0.1)", "torch.arange(0.1, 0.4, 0.1)",
        "torch.arange(0, 6, 2.0)", "torch.arange(0.5, 6)", "torch.arange(1, 0, -0.25)", "torch.arange(0, 1, 1 / 49)",
        "torch.arange(-1.5, 2.5, 0.5)", "torch.arange(0, 10, 1.5)", "torch.arange(2.0, 2.0)",
        "torch.arange(2**53 + 1, 2**53 + 3, 1.5)", takes_input=False),
    # torch.arange with dtype=
    *_o("arange-dtype", "torch.arange(0, 6, 2, dtype=torch.float64)", "torch.arange(0, 6, 2.0, dtype=torch.int32)",
        "torch.arange(6.0, dtype=torch.float16)", "torch.arange(5, dtype=torch.uint8)",
        "torch.arange(0.5, 3, dtype=torch.int64)", "torch.arange(4, dtype=torch.bfloat16)", "torch.arange(5, dtype=torch.float32)",
        "torch.arange(-3, 3, dtype=torch.int8)", "torch.arange(0, 1000, 100, dtype=torch.int16)", takes_input=False),
    # torch.arange with a dtype= it does not implement
    *_o("arange-dtype-unsupported", "torch.arange(5, dtype=torch.uint16)", "torch.arange(5, dtype=torch.uint32)",
        "torch.arange(5, dtype=torch.uint64)", "torch.arange(5, dtype=torch.bool)", "torch.arange(6.0, dtype=torch.complex64)",
        "torch.arange(5, dtype=torch.complex128)", "torch.arange(5, dtype=torch.float8_e4m3fn)",
        "torch.arange(5, dtype=torch.float8_e5m2)", takes_input=False),
    # torch.linspace with real start and end, steps >= 2, no dtype=
    *_o("linspace-real", "torch.linspace(0, 10, 5)", "torch.linspace(0, 1, 5)", "torch.linspace(-3, 7, 11)",
        "torch.linspace(5, 0, 3)", "torch.linspace(0.1, 0.3, 3)", "torch.linspace(-1, 1, 2)", "torch.linspace(0, 1, 100)",
        "torch.linspace(-12, 10, 7)", "torch.linspace(2.5, -7.5, 6)", "torch.linspace(0.001, 1000.0, 7)",
        "torch.linspace(3, 3, 4)", takes_input=False),
    # torch.linspace with int start and end and an integer dtype
    *_o("linspace-int", "torch.linspace(-12, 10, 7, dtype=torch.int64)", "torch.linspace(0, 10, 5, dtype=torch.int64)",
        "torch.linspace(-10, 0, 5, dtype=torch.int64)", "torch.linspace(10, -10, 4, dtype=torch.int64)",
        "torch.linspace(3, 3, 4, dtype=torch.int64)", "torch.linspace(0, 5, 1, dtype=torch.int64)",
        "torch.linspace(-7, 7, 9, dtype=torch.int32)", "torch.linspace(-1000, 1000, 12, dtype=torch.int16)",
        "torch.linspace(-100, 100, 13, dtype=torch.int8)", "torch.linspace(0, 200, 7, dtype=torch.uint8)",
        "torch.linspace(-10**9, 10**9, 13, dtype=torch.int64)", "torch.linspace(-128, 127, 4, dtype=torch.int8)",
        "torch.linspace(0, 255, 4, dtype=torch.uint8)", "torch.linspace(-2**31, 2**31 - 1, 5, dtype=torch.int32)",
        "torch.linspace(-32768, 32767, 6, dtype=torch.int16)", "torch.linspace(-10**18, 10**18, 7, dtype=torch.int64)",
        "torch.linspace(0, 2**53 + 1, 3, dtype=torch.int64)", "torch.linspace(-2**63, 2**62, 4, dtype=torch.int64)",
        takes_input=False),
    # torch.linspace with a complex start or end and no dtype=, and torch.logspace likewise
    *_o("linspace-complex", "torch.linspace(0, 1j, 3)", "torch.linspace(0j, 1, 3)", "torch.linspace(1 + 1j, -2j, 4)",
        "torch.linspace(1j, 2, 2)", "torch.logspace(0, 1j, 3)", "torch.logspace(1j, 2, 4, base=2)", takes_input=False),
    # the same with steps of 0 or 1
    *_o("linspace-complex-short", "torch.linspace(0, 1j, 1)", "torch.linspace(0, 1j, 0)", "torch.linspace(1 + 1j, -2j, 1)",
        "torch.logspace(0, 1j, 1)", "torch.logspace(1j, 2, 0, base=2)", takes_input=False),
    # torch.logspace with real start, end and base, no dtype=
    *_o("logspace", "torch.logspace(0, 3, 4)", "torch.logspace(-2, 2, 5)", "torch.logspace(3, 0, 4, base=2)",
        "torch.logspace(0.5, 2.5, 5)", "torch.logspace(-1, 1, 3, base=2.5)", "torch.logspace(0, 1, 5)",
        "torch.logspace(1, 10, 10, base=2)", "torch.logspace(0, -3, 4, base=0.5)", "torch.logspace(-40, 40, 9)",
        "torch.logspace(-0.5, 4.5, 11, base=3)", "torch.logspace(100, 101, 2)", "torch.logspace(-7.5, 7.5, 16, base=0.1)",
        "torch.logspace(1000, -1000.5, 5, base=1.001)", "torch.logspace(-2**22, 2**22 - 0.5, 3, base=1.0000001)",
        "torch.logspace(2**22, -0.5, 7, base=0.999999)", "torch.logspace(-3, 3, 1)", "torch.logspace(2.5, -1, 1, base=2)",
        takes_input=False),
    # torch.logspace with start and end that float32 does not hold exactly
    *_o("logspace-inexact", "torch.logspace(1.3, 2.3, 2)", "torch.logspace(-0.1, 0.7, 2, base=2)", "torch.logspace(0.2, -3.3, 2)",
        "torch.logspace(-2.7, 1.1, 2, base=3)", "torch.logspace(2.2, -0.6, 2, base=0.5)", takes_input=False),
    # the shape as separate ints, one tuple or one list
    *_o("factory-shape", *(f"torch.{name}({shape})" for name in ("zeros", "ones", "empty", "rand", "randn")
                           for shape in ("2, 3", "(2, 3)", "[2, 3]")), takes_input=False),
    # torch.full with an int, bool or float fill value and no dtype=
    *_o("full-fill", "torch.full((2, 3), 7)", "torch.full((2, 3), -3)", "torch.full((2, 3), 0)",
        "torch.full((2, 3), 10**12)", "torch.full((2, 3), True)", "torch.full((2, 3), False)",
        "torch.full((2, 3), 2.5)", "torch.full((2, 3), 7.0)", "torch.full((2, 3), -0.5)", "torch.full((2, 3), 2**63 - 1)",
        "torch.full((2, 3), -2**63)", takes_input=False),
    # torch.full with an int fill value that int64 cannot hold
    *_o("full-int-too-big", "torch.full((2,), 2**63)", "torch.full((2,), 2**64 - 1)", "torch.full((2,), 2**64)",
        "torch.full((2,), -2**63 - 1)", "torch.full((2,), 10**30)", takes_input=False),
    # torch.full with a complex fill value and no dtype=
    *_o("full-complex", "torch.full((2, 3), 1 + 2j)", "torch.full((2, 3), 2j)", "torch.full((2, 3), -1.5 + 0j)",
        takes_input=False),
    # torch.full with an int, float or bool fill value that dtype= can hold
    *_o("full-dtype", "torch.full((2,), 7, dtype=torch.float64)", "torch.full((2,), 2.5, dtype=torch.int32)",
        "torch.full((2,), True, dtype=torch.float16)", "torch.full((2,), 7.0, dtype=torch.bool)",
        "torch.full((2,), 1, dtype=torch.complex64)", "torch.full((2,), 2.5, dtype=torch.uint8)",
        "torch.full((2,), -3, dtype=torch.int8)", "torch.full((2,), 0.5, dtype=torch.bfloat16)", takes_input=False),
    # factories asked for an integer or bool tensor that requires grad
    *_o("factory-int-grad", "torch.zeros(2, dtype=torch.int64, requires_grad=True)",
        "torch.ones(2, dtype=torch.int32, requires_grad=True)", "torch.empty(2, dtype=torch.bool, requires_grad=True)",
        "torch.zeros(2, dtype=torch.uint8, requires_grad=True)", "torch.full((2,), 7, requires_grad=True)",
        "torch.arange(3, requires_grad=True)", "torch.tensor([1, 2], requires_grad=True)",
        "torch.linspace(0, 10, 5, dtype=torch.int64, requires_grad=True)", takes_input=False),
    # the factory calls of the construction chapter's table, given a dtype= they do not compute
    *_o("factory-dtype-refused", "torch.rand(2, 3, dtype=torch.int64)", "torch.rand(2, 3, dtype=torch.uint8)",
        "torch.rand(2, 3, dtype=torch.bool)", "torch.randn(2, 3, dtype=torch.int32)", "torch.randn(2, 3, dtype=torch.bool)",
        "torch.arange(6.0, dtype=torch.bool)", "torch.linspace(0, 1, 5, dtype=torch.bool)",
        "torch.logspace(0, 1, 5, dtype=torch.bool)", "torch.arange(6.0, dtype=torch.complex64)",
        "torch.linspace(0, 1, 2, dtype=torch.bool)", "torch.logspace(0, 1, 2, dtype=torch.bool)", takes_input=False),
    # torch.empty writing into an existing tensor of the same shape and dtype
    *_o("empty-out", "torch.empty(t.shape, dtype=t.dtype, device=t.device, out=t)"),
    # converting an array to float32 (or float16) with as_tensor or asarray
    *_o("from-array-convert", "torch.as_tensor(t, dtype=torch.float32)", "torch.asarray(t, dtype=torch.float32)",
        "torch.asarray(t, dtype=torch.float16)"),
    # new_tensor with int and bool data
    *_o("new-tensor-data", "t.new_tensor([1, 2])", "t.new_tensor([True, False])"),
    # new_tensor with data that the base's dtype cannot take
    *_o("new-tensor-refused", "torch.zeros(2).new_tensor([1 + 2j, 3])", "torch.zeros(2, dtype=torch.float64).new_tensor([2j])",
        "torch.zeros(2, dtype=torch.float16).new_tensor([1j])", "torch.zeros(2, dtype=torch.int64).new_tensor([1 + 2j])",
        "torch.zeros(2, dtype=torch.int64).new_tensor([float('nan')])", "torch.zeros(2, dtype=torch.int64).new_tensor([1e30])",
        takes_input=False),
    # full_like with a float fill value
    *_o("full-like-float", "torch.full_like(t, 2.5)"),
    # full_like with a bool fill value, and a negative int one
    *_o("full-like-fill", "torch.full_like(t, True)", "torch.full_like(t, -1)"),
    # full_like with a fill value that the input's dtype cannot represent
    *_o("full-like-unrepresentable", "torch.full_like(torch.zeros(2, 3), 1 + 2j)",
        "torch.full_like(torch.zeros(2, dtype=torch.float64), 1j)", "torch.full_like(torch.tensor([1, 2]), 1 + 2j)",
        "torch.full_like(torch.tensor([1, 2]), float('nan'))", "torch.full_like(torch.tensor([1, 2]), float('inf'))",
        "torch.full_like(torch.tensor([1, 2]), 1e30)", "torch.full_like(torch.tensor([1, 2], dtype=torch.uint8), 300)",
        "torch.full_like(torch.zeros(2, dtype=torch.float16), 1e30)", takes_input=False),
    # torch.empty writing into an existing tensor of another shape
    *_o("empty-out-resize", "torch.empty(5, 7, dtype=t.dtype, device=t.device, out=t)"),
)



ADDED_OPS_NUMPY_INTEROP: tuple[Op, ...] = (
    *_o("asarray-copy", "torch.asarray(t, copy=False)", "torch.asarray(t, copy=True)"),
    # NumPy's own calls on a tensor, named as a reader writes them (a name is shown as Markdown, where
    # "__import__" would turn bold); the code is that of the to-numpy family's entries.
    Op("np.asarray(t)", "__import__('numpy').asarray(t)", "numpy-on-tensor"),
    Op("np.array(t)", "__import__('numpy').array(t)", "numpy-on-tensor"),
    Op("np.array(t, copy=False)", "__import__('numpy').array(t, copy=False)", "numpy-on-tensor"),
)



ADDED_OPS_MODULES_ERRATA: tuple[Op, ...] = (
    # on a module t (tensors("module")); a deep copy of a module is the "copy" family's deepcopy
    *_o("state-dict", "t.state_dict()", "t.state_dict(keep_vars=True)"),
    *_o("state-dict-copy", "__import__('copy').deepcopy(t.state_dict())", "{k: v.clone() for k, v in t.state_dict().items()}"),
    *_o("load-state-dict", "t.load_state_dict({k: torch.zeros_like(v) for k, v in t.state_dict().items()})",
        "t.load_state_dict(t.state_dict(), assign=True)"),
    *_o("module-conversion", "t.double()", "t.to(torch.float64)", "t.half()", "t.to(torch.bfloat16)"),
    *_o("save-load",
        "(lambda buf: (torch.save(t.state_dict(), buf), buf.seek(0), torch.load(buf, weights_only=True))[-1])(__import__('io').BytesIO())",
        "(lambda buf: (torch.save(t.state_dict(), buf), buf.seek(0), torch.load(buf))[-1])(__import__('io').BytesIO())",
        "(lambda buf: (torch.save(t, buf), buf.seek(0), torch.load(buf))[-1])(__import__('io').BytesIO())"),
)



ADDED_OPS_DEVICES: tuple[Op, ...] = (
    # moving to another device, written four ways (meta: a real second device on every machine)
    *_o("to-meta", "t.to('meta')", "t.to(torch.device('meta'))", "t.to(device='meta')", "t.to('meta', non_blocking=True)"),
    # asking for the CPU, where a CPU tensor already is
    *_o("to-cpu", "t.to('cpu')", "t.cpu()", "t.to(torch.device('cpu'))", "t.to('cpu', non_blocking=True)"),
    # asking for the CPU with a device index: a copy, even for a CPU tensor
    *_o("to-cpu-index", "t.to('cpu:0')", "t.to(torch.device('cpu', 0))"),
)
"""From the devices page: ``to()`` towards another device, and towards the CPU."""



ADDED_OPS_PYTHON_DATA: tuple[Op, ...] = (
    # a tensor's data handed to Python: a nested list, one number, the tensors along the first dimension
    *_o("to-python", "t.tolist()", "t.item()", "list(t)"),
    # joining tensors into one: a one-tensor list, the tensor twice, and with an empty 1-d tensor (which cat skips)
    *_o("stack-cat", "torch.stack([t])", "torch.stack([t, t])", "torch.cat([t])", "torch.cat([t, t])",
        "torch.cat([t.new_zeros(0), t])"),
    # a Python list given to as_tensor
    *_o("as-tensor-list", "torch.as_tensor([1.0, 2.0, 3.0])", "torch.as_tensor([1, 2, 3])", "torch.as_tensor([True, False])",
        "torch.as_tensor([[1.0, 2.0], [3.0, 4.0]])", "torch.as_tensor([1 + 2j, 3.0])", "torch.as_tensor([])", takes_input=False),
)
"""From the Python data page: ``tolist()``, ``item()`` and ``list(t)``; ``torch.stack`` and ``torch.cat`` given the input;
``torch.as_tensor`` given a Python list."""



OPS: tuple[Op, ...] = (
    _CORE_OPS + ADDED_OPS_AUTOGRAD + ADDED_OPS_COPYING + ADDED_OPS_COPYING_B + ADDED_OPS_CONSTRUCTION
    + ADDED_OPS_CONSTRUCTION_B + ADDED_OPS_NUMPY_INTEROP + ADDED_OPS_MODULES_ERRATA + ADDED_OPS_DEVICES
    + ADDED_OPS_PYTHON_DATA
)
"""Every operation of the catalogue."""

CONTEXTS: tuple[Context, ...] = (
    Context("no context", "", "无上下文"),
    Context("default device meta", "torch.device('meta')", "默认设备为 meta"),
    Context("default dtype float64", "default_dtype(torch.float64)", "默认数据类型为 float64"),
    Context("torch.no_grad()", "torch.no_grad()", "torch.no_grad()"),
    Context("inference mode", "torch.inference_mode()", "推理模式"),
    Context("input made under default device meta", "torch.device('meta')", "输入在默认设备 meta 下构造", builds=True),
) + ADDED_CONTEXTS_AUTOGRAD + ADDED_CONTEXTS_CONSTRUCTION
"""What a case runs inside; ``default_dtype(d)`` is ``torch.set_default_dtype(d)`` for the block and
``deterministic_algorithms()`` is ``torch.use_deterministic_algorithms(True)``."""


# --- selecting a family ---------------------------------------------------------------------


def _check_names(kind: str, names: tuple[str, ...], known: list[str]) -> None:
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"unknown {kind} {unknown}: the catalogue has {known}")


@dataclass(frozen=True)
class Selection:
    """Part of one axis: what was picked, and what was left out by name (``but``)."""

    items: tuple[Any, ...]
    but: tuple[str, ...] = ()


def tensors(*tags: str, but: tuple[str, ...] = (), only: tuple[str, ...] = ()) -> Selection:
    """The input cases carrying every one of ``tags`` (all tensors when none), less those named in ``but``.

    NumPy arrays and modules come only with their tag (``tensors("ndarray")``, ``tensors("module")``).
    ``only`` picks cases by name instead. Raises ValueError for an unknown tag or name.
    """
    known_tags = sorted(set().union(*(c.tags for c in TENSORS)))
    _check_names("tag", tags, known_tags)
    _check_names("tensor case", but + only, [c.name for c in TENSORS])
    kinds = {"ndarray", "module"} - set(tags)  # arrays and modules only when asked for by their tag
    picked = [c for c in TENSORS if set(tags) <= c.tags and (not only or c.name in only) and (only or not c.tags & kinds)]
    if not picked:
        raise ValueError(f"no tensor case carries every tag of {tags}")
    return Selection(tuple(c for c in picked if c.name not in but), but)


def ops(*families: str, but: tuple[str, ...] = (), only: tuple[str, ...] = ()) -> Selection:
    """The operations of ``families``, less those named in ``but`` (or only those named in ``only``,
    searched in every family when none is given)."""
    _check_names("operation family", families, sorted({o.family for o in OPS}))
    _check_names("operation", but + only, [o.name for o in OPS])
    picked = [o for o in OPS if (o.family in families or not families) and (not only or o.name in only)]
    unique = list({o.name: o for o in picked}.values())
    return Selection(tuple(o for o in unique if o.name not in but), but)


def contexts(*names: str, but: tuple[str, ...] = ()) -> Selection:
    """The contexts named (all that surround the call only, when none), less those in ``but``."""
    _check_names("context", names + but, [c.name for c in CONTEXTS])
    picked = [c for c in CONTEXTS if (not names and not c.builds) or c.name in names]
    return Selection(tuple(c for c in picked if c.name not in but), but)


ORDINARY_TENSORS = frozenset({
    "contiguous", "transposed", "sliced with a step", "0-d", "empty", "int64", "uint8", "bool", "float16", "bfloat16",
    "float64", "channels_last", "leaf that requires grad", "non-leaf", "view", "Parameter", "frozen Parameter",
    "integer Parameter", "from_numpy",
})
"""Inputs a reader meets in everyday code: integer, bool and reduced-precision dtypes, tensors that are not
contiguous (transposed, sliced with a step, channels_last), 0-d and empty tensors, leaves, non-leaves and views,
``Parameter`` objects, and tensors from NumPy."""

ORDINARY_CONTEXTS = frozenset({"torch.no_grad()", "inference mode", "torch.set_grad_enabled(False)"})
"""Every way of turning grad mode off: code a reader writes every day (evaluation loops, weight updates)."""


def ordinary(item: TensorCase | Op | Context) -> bool:
    """Whether a reader meets ``item`` in everyday code (:data:`ORDINARY_TENSORS`, :data:`ORDINARY_CONTEXTS`; every
    operation a rule names is code a reader writes). A rule that leaves such an item out (``but=``) states what
    happens there in a claim of its own, next to it (``exception_to=``), or names it in its sentence."""
    if isinstance(item, Op):
        return True
    if isinstance(item, Context):
        return item.name in ORDINARY_CONTEXTS
    return item.name in ORDINARY_TENSORS


def _kind(case: TensorCase) -> str:
    return "ndarray" if "ndarray" in case.tags else "module" if "module" in case.tags else "tensor"


@dataclass(frozen=True)
class Case:
    """One case of a family: a tensor, an operation and a context (each may be absent).

    ``case.tensor`` is built on first use, fresh for this case; ``case.apply()`` runs the operation
    on it and keeps what it warned in ``case.warnings`` (``(category, message)`` pairs; warnings
    shown every time, like :func:`torch.set_warn_always`, so a once-per-process warning is seen).
    """

    input: TensorCase | None
    op: Op | None
    context: Context | None
    _state: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def name(self) -> str:
        parts = [p.name for p in (self.input, self.op) if p is not None]
        if self.context is not None and self.context.code:
            parts.append(f"in {self.context.name}")
        return " × ".join(parts) or "no case"

    @property
    def tensor(self) -> torch.Tensor:
        if self.input is None:
            raise TypeError(f"case {self.name!r} has no input tensor")
        if "tensor" not in self._state:
            self._state["tensor"] = self.input.build()
        return self._state["tensor"]

    @property
    def warnings(self) -> list[tuple[str, str]]:
        return list(self._state.get("warnings", []))

    def apply(self) -> Any:
        """The operation's result on this case's input (or on nothing, for a factory)."""
        if self.op is None:
            raise TypeError(f"case {self.name!r} has no operation")
        t = self.tensor if self.op.takes_input else None
        before = torch.is_warn_always_enabled()
        torch.set_warn_always(True)
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                return self.op.apply(t)
        finally:
            torch.set_warn_always(before)
            self._state["warnings"] = [(w.category.__name__, str(w.message)) for w in caught]


@dataclass(frozen=True)
class Family:
    """The cases a rule speaks of: the product of its tensors, operations and contexts."""

    tensors: Selection = Selection(())
    ops: Selection = Selection(())
    contexts: Selection = Selection(())

    def iter_cases(self) -> Iterator[Case]:
        """The cases one by one (a complement may hold tens of thousands; a fail-fast check needs a few)."""
        axes: list[tuple[Any, ...]] = [self.tensors.items or (None,), self.ops.items or (None,), self.contexts.items or (None,)]
        return (Case(t, o, c) for t, o, c in itertools.product(*axes))

    def cases(self) -> list[Case]:
        return list(self.iter_cases())

    def __len__(self) -> int:
        return len(self.tensors.items or (None,)) * len(self.ops.items or (None,)) * len(self.contexts.items or (None,))

    @property
    def excluded(self) -> list[tuple[str, str]]:
        """What ``but=`` left out, as (English, Chinese) terms: each must be named in the claim's sentences.

        An operation is named by what it calls (``fill_``), the same in both languages; a tensor
        case or a context by its name in each language.
        """
        found = []
        for name in self.tensors.but:
            case = next(c for c in TENSORS if c.name == name)
            found.append((case.name, case.zh))
        for name in self.ops.but:
            op = next(o for o in OPS if o.name == name)
            found.append((op.term, op.term))
        for name in self.contexts.but:
            context = next(c for c in CONTEXTS if c.name == name)
            found.append((context.name, context.zh))
        return found

    def left_out(self) -> list[TensorCase | Op | Context]:
        """What ``but=`` left out, as catalogue items (tensor cases, then operations, then contexts)."""
        found: list[TensorCase | Op | Context] = []
        found += [next(c for c in TENSORS if c.name == name) for name in self.tensors.but]
        found += [next(o for o in OPS if o.name == name) for name in self.ops.but]
        found += [next(c for c in CONTEXTS if c.name == name) for name in self.contexts.but]
        return found

    def complement(self) -> "Family":
        """Neighbouring cases the rule does not speak of: the other tensor cases with the same
        operations and contexts, the other operations (of the same arity) on the same tensors, and
        the other contexts.

        A rule's check must not hold on all of them (:mod:`tensorfacts.perturb`); it is empty for a
        rule over every case of every axis it uses.
        """
        parts: list[Family] = []
        if self.tensors.items:
            names = {c.name for c in self.tensors.items}
            kind = {_kind(c) for c in self.tensors.items}
            others = tuple(c for c in TENSORS if c.name not in names and _kind(c) in kind)
            if others:
                parts.append(Family(Selection(others), self.ops, self.contexts))
        if self.ops.items:
            names = {o.name for o in self.ops.items}
            arity = {o.takes_input for o in self.ops.items}
            others = tuple({o.name: o for o in OPS if o.name not in names and o.takes_input in arity}.values())
            if others:
                parts.append(Family(self.tensors, Selection(others), self.contexts))
        if self.contexts.items:
            names = {c.name for c in self.contexts.items}
            others = tuple(c for c in CONTEXTS if c.name not in names)
            if others:
                parts.append(Family(self.tensors, self.ops, Selection(others)))
        return UnionFamily(parts=tuple(parts))

    def count_text(self, language: str) -> str:
        """"a rule over 12 cases" / "规则，覆盖 12 个用例": what the verification matrix says of a rule."""
        return f"规则，覆盖 {len(self)} 个用例" if language.startswith("zh") else f"a rule over {len(self)} cases"

    def digest_text(self) -> str:
        """What decides the family, for :attr:`tensorfacts.claims.Claim.digest`: every case's code."""
        return "|".join(
            ";".join(x.code for x in items) for items in (self.tensors.items, self.ops.items, self.contexts.items)
        )


@dataclass(frozen=True)
class UnionFamily(Family):
    """Several families' cases one after another (a complement)."""

    parts: tuple[Family, ...] = ()

    def iter_cases(self) -> Iterator[Case]:
        return (case for part in self.parts for case in part.iter_cases())

    def __len__(self) -> int:
        return sum(len(part) for part in self.parts)


def over(*selections: Selection) -> Family:
    """A family from selections of :func:`tensors`, :func:`ops` and :func:`contexts`, in any order."""
    kinds: dict[str, Selection] = {}
    for selection in selections:
        sample = selection.items[0] if selection.items else None
        kind = "tensors" if isinstance(sample, TensorCase) else "ops" if isinstance(sample, Op) else "contexts"
        if sample is None:
            raise ValueError("an empty selection: it leaves no case to check")
        if kind in kinds:
            raise ValueError(f"two selections of {kind}")
        kinds[kind] = selection
    return Family(**kinds)


@dataclass
class Tally:
    """What ``run.each`` saw: how many cases it tried and which did not hold (with why)."""

    family: Family
    tried: int = 0
    failed: list[str] = field(default_factory=list)
    fail_fast: bool = False
    """Stop at the first case that does not hold: enough to know the verdict is not True (used when
    perturbed evidence only has to show that a check can fail)."""

    def each(self, predicate: Callable[[Case], Any], device: str) -> bool:
        """``predicate`` on every case (none skipped, on ``device`` as default device); True when all held."""
        from tensorfacts.execution import torch_defaults

        held = True
        for case in self.family.iter_cases():
            self.tried += 1
            try:
                with torch_defaults(device):
                    if case.input is not None and not (case.context and case.context.builds):
                        case.tensor  # noqa: B018 - built before the context: the context surrounds the call
                    with case.context.enter() if case.context else contextlib.nullcontext():
                        result = predicate(case)
            except Exception as exc:  # noqa: BLE001 - a case that raises does not hold
                result = f"raised {type(exc).__name__}: {exc}"
            if result is not True:
                held = False
                why = "returned False" if result is False else str(result) if isinstance(result, str) else f"returned {result!r}"
                self.failed.append(f"{case.name} ({why[:160]})")
                if self.fail_fast:
                    return False
        return held


def catalogue_markdown(language: str, rules: list[tuple[str, "Family"]] = ()) -> str:  # type: ignore[assignment]
    """The catalogue as Markdown tables (for the verification page), in ``language``.

    ``rules`` is every (claim id, family) of the site: each case lists how many rules try it. The
    scoped cases (:func:`scoped`) follow the others, marked as tried only by the rules that name them.
    """
    zh = language.startswith("zh")
    uses: dict[str, int] = {}
    for _, family in rules:
        seen = {x.name for x in (*family.tensors.items, *family.ops.items, *family.contexts.items)}
        for name in seen:
            uses[name] = uses.get(name, 0) + 1

    def code(text: str) -> str:
        return "<code>" + text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>").replace("|", "&#124;") + "</code>"

    head = ("| 张量 | 构造代码 | 标签 | 规则数 |" if zh else "| tensor | built by | tags | rules |") + "\n| --- | --- | --- | --: |\n"
    rows = [f"| {c.zh if zh else c.name} | {code(c.code)} | {' '.join(code(t) for t in sorted(c.tags))} | {uses.get(c.name, 0)} |"
            for c in TENSORS]
    only = "（仅由点名它的规则尝试）" if zh else " (tried only by the rules that name it)"
    rows += [f"| {c.zh if zh else c.name}{only} | {code(c.code)} | {' '.join(code(t) for t in sorted(c.tags))} | {uses.get(c.name, 0)} |"
             for c in SCOPED_COPYING_B + SCOPED_NUMPY_INTEROP + SCOPED_PYTHON_DATA]
    tensors_table = head + "\n".join(rows)
    head = ("| 操作族 | 操作 | 规则数 |" if zh else "| family | operation | rules |") + "\n| --- | --- | --: |\n"
    families: dict[str, list[str]] = {}
    codes: dict[str, str] = {}
    for o in OPS:
        families.setdefault(o.name, []).append(o.family)
        codes.setdefault(o.name, o.code)
    rows = [f"| {' '.join(code(f) for f in families[name])} | {code(codes[name])} | {uses.get(name, 0)} |" for name in families]
    ops_table = head + "\n".join(rows)
    head = ("| 上下文 | `with` 语句 | 规则数 |" if zh else "| context | `with` statement | rules |") + "\n| --- | --- | --: |\n"
    rows = [f"| {c.zh if zh else c.name} | {code(c.code) if c.code else '–'} | {uses.get(c.name, 0)} |" for c in CONTEXTS]
    contexts_table = head + "\n".join(rows)
    return "\n\n".join((tensors_table, ops_table, contexts_table))
