"""Link each torch API's first mention on a page to its official docstring.

A page's HTML is scanned for inline ``<code>`` spans in the text (not in ``<pre>``, an existing
``<a>``, a heading, or a claim's mark ``.tf-mark``). A span names an API when, after dropping one
call's arguments, it reads

* ``torch.name`` / ``torch.sub.name`` / ``Tensor.name`` / ``copy.name``;
* ``x.name`` or ``.name`` (any variable): a method or attribute of :class:`torch.Tensor`, or of a
  torch submodule when ``x`` is one (``autograd.backward()``);
* ``name()`` (no arguments), or a bare ``name`` with an underscore (``new_tensor``, ``requires_grad``, ``copy_``):
  a :class:`torch.Tensor` member first, then a ``torch`` function.

It is resolved against the installed torch (``hasattr``); private names, dtypes and other values,
chains (``x.detach().clone()``), keyword spans (``requires_grad=True``) and members without a
docstring (``grad_fn``, ``data``: the site would have nothing to link to) are left as they are.
The first span per docstring URL is wrapped in ``<a href=... rel="external">``.

URL shapes, as published by PyTorch's Sphinx autosummary (one page per documented name):
``https://pytorch.org/docs/stable/generated/torch.<name>.html`` and
``https://pytorch.org/docs/stable/generated/torch.Tensor.<name>.html`` (methods and documented
attributes alike, e.g. ``torch.Tensor.requires_grad.html``); the class ``torch.Tensor`` itself is
``tensors.html``; ``torch.nn.Parameter`` is documented under its defining module
(``generated/torch.nn.parameter.Parameter.html``). Python's own: ``docs.python.org/3/library/copy.html``.
"""

from __future__ import annotations

import html
import re
import types
from collections.abc import Callable

import torch

DOCS = "https://pytorch.org/docs/stable/"
PYTHON_DOCS = {"copy": "https://docs.python.org/3/library/copy.html#copy.{name}"}
"""Standard-library modules a page may name, with the anchor shape of their reference page."""

DOC_PATHS = {"torch.nn.Parameter": "torch.nn.parameter.Parameter", "torch.Tensor": ""}
"""Names PyTorch documents under another path ("" means the class page ``tensors.html``)."""

_CALL = re.compile(r"^(?:(?P<prefix>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)?\.)?(?P<name>[A-Za-z_]\w*)(?P<call>\((?:[^()]|\([^()]*\))*\))?$")
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
_BLOCKING = {"pre", "a", "h1", "h2", "h3", "h4", "h5", "h6", "script", "style"}


def _documented(obj: object) -> bool:
    return bool(getattr(obj, "__doc__", None)) and not isinstance(
        obj, (torch.dtype, torch.layout, torch.memory_format, bool, int, float, str)
    )


def _torch_path(path: str) -> str | None:
    """URL of ``torch.a.b`` if every part exists and the last is a documented function or class."""
    obj: object = torch
    for part in path.split(".")[1:]:
        if part.startswith("_") or not hasattr(obj, part):
            return None
        obj = getattr(obj, part)
    if path in DOC_PATHS:
        return DOCS + (f"generated/{DOC_PATHS[path]}.html" if DOC_PATHS[path] else "tensors.html")
    if isinstance(obj, types.ModuleType) or not callable(obj) or not _documented(obj):
        return None
    if isinstance(obj, type) and not issubclass(obj, torch.Tensor) and type(obj).__name__ == "tensortype":
        return None  # legacy torch.FloatTensor & co.: no page of their own
    return DOCS + f"generated/{path}.html"


def _tensor_member(name: str) -> str | None:
    if name.startswith("_") or not hasattr(torch.Tensor, name):
        return None
    member = getattr(torch.Tensor, name)
    return DOCS + f"generated/torch.Tensor.{name}.html" if _documented(member) else None


def api_url(text: str) -> str | None:
    """The docstring URL of the API an inline code span names, or None (see the module's rules)."""
    match = _CALL.match(text.strip())
    if not match:
        return None
    prefix, name, call = match["prefix"], match["name"], match["call"]
    if name.startswith("_") or (prefix and any(p.startswith("_") for p in prefix.split("."))):
        return None
    if prefix is None and text.strip().startswith("."):
        return _tensor_member(name)
    if prefix is None:
        if (not call and "_" not in name) or (call and call != "()"):
            return None  # a bare word (data, device) is more often prose, ceil(n / step) a formula
        return _tensor_member(name) or _torch_path(f"torch.{name}")
    if prefix in PYTHON_DOCS:
        module = __import__(prefix)
        return PYTHON_DOCS[prefix].format(name=name) if callable(getattr(module, name, None)) else None
    if prefix == "Tensor" or prefix == "torch.Tensor":
        return _tensor_member(name)
    if prefix == "torch" or prefix.startswith("torch."):
        return _torch_path(f"{prefix}.{name}")
    if isinstance(getattr(torch, prefix, None), types.ModuleType):
        return _torch_path(f"torch.{prefix}.{name}")
    return _tensor_member(name) if "." not in prefix else None


def link_first_mentions(content: str, resolve: Callable[[str], str | None] = api_url) -> str:
    """Wrap the first inline ``<code>`` naming each API in a link to its docstring (``rel="external"``)."""
    out: list[str] = []
    stack: list[tuple[str, bool]] = []  # open elements and whether each blocks linking
    seen: set[str] = set()
    pos = 0
    for tag in _TAG.finditer(content):
        closing, name, attrs = tag[1] == "/", tag[2].lower(), tag[3]
        if name in _VOID or attrs.endswith("/"):
            continue
        if closing:
            if any(open_name == name for open_name, _ in stack):
                while stack.pop()[0] != name:
                    pass
            continue
        blocked = name in _BLOCKING or bool(re.search(r'class="[^"]*\btf-mark\b', attrs))
        if name == "code" and not blocked and not any(b for _, b in stack):
            end = content.find("</code>", tag.end())
            if end < 0:
                break
            url = resolve(html.unescape(re.sub(r"<[^>]+>", "", content[tag.end() : end])))
            if url and url not in seen:
                seen.add(url)
                out.append(content[pos : tag.start()])
                out.append(f'<a href="{html.escape(url)}" rel="external">{content[tag.start() : end + 7]}</a>')
                pos = end + 7
            continue  # its closing tag matches no open element and is passed over
        stack.append((name, blocked))
    out.append(content[pos:])
    return "".join(out)
