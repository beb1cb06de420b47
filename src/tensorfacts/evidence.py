"""Check helpers for ``_claims.py``: so a check reads like its sentence.

Every helper takes what a snippet left behind (tensors from ``run[...]``, or the
:class:`~tensorfacts.runner.Run` itself) and returns a ``bool``::

    from tensorfacts.evidence import shares_storage, warned, raised

    @claim("detach.shares", snippet="shares.py", en="...", zh="...")
    def _(run):
        return shares_storage(run["x"], run["d"]) and not warned(run)
"""

from __future__ import annotations

import re
from typing import Any

import torch

_WARNING_LINE = re.compile(r"^(?P<category>\w*Warning): (?P<message>.*)$")


def shares_storage(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Whether ``a`` and ``b`` use the same storage (never true on meta).

    Storages holding bytes are compared by their data pointer (so memory shared through DLPack or
    ``from_numpy`` counts); empty storages, whose data pointer is 0 whoever owns them, by identity.
    """
    if a.device.type == "meta" or b.device.type == "meta":
        return False
    first, second = a.untyped_storage(), b.untyped_storage()
    if first.nbytes() == 0 or second.nbytes() == 0:
        return bool(first._cdata == second._cdata)
    return bool(first.data_ptr() == second.data_ptr())


def same_data(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Whether ``a`` and ``b`` start at the same address (``data_ptr()``): one is an alias of the other's data."""
    return bool(a.data_ptr() == b.data_ptr())


def is_view_of(view: torch.Tensor, base: torch.Tensor) -> bool:
    """Whether ``view`` is a view whose ``_base`` is ``base`` (or ``base``'s own base)."""
    return view._base is not None and (view._base is base or view._base is base._base)


def equal(a: Any, b: Any) -> bool:
    """``torch.equal`` as a plain ``bool`` (same shape and values; dtypes may differ), compared on the CPU.

    Either side may be a tensor on any device or a Python list / number, so one check holds on every device a
    claim runs on (a CUDA run's tensor against ``[2, 3, 4]``, which would otherwise be built on the CPU).
    """
    return bool(torch.equal(torch.as_tensor(a).cpu(), torch.as_tensor(b).cpu()))


def warnings_of(run: Any) -> list[tuple[str, str]]:
    """The ``(category, message)`` of every warning line a run printed, in order."""
    found = []
    for line in run.output.splitlines():
        match = _WARNING_LINE.match(line)
        if match:
            found.append((match.group("category"), match.group("message")))
    return found


def warned(run: Any, category: str = "", text: str = "") -> bool:
    """Whether the run printed a warning of ``category`` (any, if empty) whose message contains ``text``.

    ``warned(run)`` alone is true when any warning was printed; ``not warned(run)`` says none was.
    """
    return any((not category or c == category) and text in m for c, m in warnings_of(run))


_COPY_ADVICE = re.compile(r"To copy construct from a tensor, it is recommended to use (?P<advice>.+?), rather than ")


def copy_advice(run: Any) -> tuple[str, ...]:
    """The spellings a "To copy construct from a tensor" ``UserWarning`` recommends, in order (``()``: no such warning).

    ``("sourceTensor.detach().clone()", "sourceTensor.detach().clone().requires_grad_(True)")`` since 2.7.
    """
    for category, message in warnings_of(run):
        match = _COPY_ADVICE.search(message)
        if category == "UserWarning" and match:
            return tuple(part.strip() for part in match.group("advice").split(" or "))
    return ()


def raised(run: Any, exception: type[BaseException], text: str = "") -> bool:
    """Whether the snippet raised exactly ``exception`` (not a subclass) with ``text`` in its message."""
    return type(run.error) is exception and text in str(run.error)


def raises(call: Any, exception: type[BaseException], text: str = "") -> bool:
    """Whether ``call()`` raises exactly ``exception`` (not a subclass) with ``text`` in its message.

    For a rule's cases: ``run.each(lambda case: raises(case.apply, RuntimeError))``.
    """
    try:
        call()
    except BaseException as exc:  # noqa: BLE001 - the class is compared exactly below
        return type(exc) is exception and text in str(exc)
    return False


_DEVICE_SUFFIX = re.compile(r", device='(?:cuda|mps|xpu)(?::\d+)?'")
"""What a tensor's repr adds on an accelerator: ``tensor([0., 0.], device='cuda:0')``."""


def printed(run: Any, line: str) -> bool:
    """Whether ``line`` is one whole line of what the run printed, as printed or with the ``, device='cuda:0'``
    that a CUDA (or MPS) run's tensors add to their repr taken out: one check reads a value on every device.

    Taking the suffix out can only make a line match that would not have: a check that asserts a line was *not*
    printed fails sooner, never passes wrongly.
    """
    lines = run.output.splitlines()
    return line in lines or line in [_DEVICE_SUFFIX.sub("", each) for each in lines]
