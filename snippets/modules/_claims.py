import torch

from tensorfacts.catalogue import ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raises, shares_storage, warned, warnings_of

MODULES = tensors("module")
"""The catalogue's modules: a `Linear`, a `Conv2d`, a `BatchNorm1d` (buffers) and a `Sequential` with tied weights."""


def _own(module):
    """Every parameter and buffer of ``module`` by name, a tied parameter under each of its names."""
    found = dict(module.named_parameters(remove_duplicate=False))
    found.update(module.named_buffers(remove_duplicate=False))
    return found


def _state_dict_case(case, entry_holds):
    """``case.apply()`` gives a dict with one entry per parameter and buffer name; ``entry_holds(entry, own)`` for each."""
    result, own = case.apply(), _own(case.tensor)
    return isinstance(result, dict) and set(result) == set(own) and all(entry_holds(result[k], own[k]) for k in own)

# --- at a glance ----------------------------------------------------------------------------


@claim(
    "modules.glance",
    snippet="glance.py",
    en="Of these eight calls, only `m.state_dict()`, `m.state_dict(keep_vars=True)` and `dst.load_state_dict(sd, assign=True)` give a result that shares memory with the original; of these, only `keep_vars=True` returns the parameter object itself, while `m.double()` also keeps the parameter object but moves its data to new memory.",
    zh="这八种调用中，只有 `m.state_dict()`、`m.state_dict(keep_vars=True)` 和 `dst.load_state_dict(sd, assign=True)` 的结果与原对象共享内存；其中只有 `keep_vars=True` 返回参数对象本身，而 `m.double()` 虽然也保留参数对象，却把它的数据搬到了新的内存里。",
)
def _(run):
    table = run["table"]
    expected = {
        "`m.state_dict()`": (True, False),
        "`m.state_dict(keep_vars=True)`": (True, True),
        "`copy.deepcopy(m.state_dict())`": (False, False),
        "`copy.deepcopy(m)`": (False, False),
        "`dst.load_state_dict(sd)`": (False, False),
        "`dst.load_state_dict(sd, assign=True)`": (True, False),
        "`torch.load(buf)`": (False, False),
        "`m.double()`": (False, True),
    }
    mark = lambda ok: "✓" if ok else "✗"  # noqa: E731
    return table == expected and all(
        printed(run, f"| {call} | {mark(shares)} | {mark(same)} |") for call, (shares, same) in expected.items()
    )


# --- state_dict() ---------------------------------------------------------------------------


@claim(
    "modules.state-dict-aliases",
    snippet="state_dict_alias.py",
    over=over(MODULES, ops("state-dict", only=("t.state_dict()",))),
    en="No, `state_dict()` does not copy: for each of the four modules tried (a `Linear`, a `Conv2d`, a `BatchNorm1d` and a `Sequential` with tied weights), every entry of its state dict shares memory with the parameter or buffer of that name, so an in-place update of a parameter, such as the optimizer's `opt.step()`, shows in a dict taken earlier: `best[\"weight\"]` changed with `model.weight`.",
    zh="不会，`state_dict()` 并不复制：所试的四种模块（`Linear`、`Conv2d`、`BatchNorm1d`，以及权重绑定（tied weights）的 `Sequential`）的状态字典（state dict）中，每个条目都与同名的参数或缓冲区共享内存，所以对参数的原地修改（例如优化器的 `opt.step()`）会出现在更早取得的字典里：`best[\"weight\"]` 随 `model.weight` 一起变了。",
)
def _(run):
    best, model = run["best"], run["model"]
    return (
        shares_storage(best["weight"], model.weight)
        and not equal(best["weight"], run["before"])
        and equal(best["weight"], model.weight)
        and run.each(lambda case: _state_dict_case(case, shares_storage))
    )


@claim(
    "modules.state-dict-detached",
    snippet="state_dict_entries.py",
    over=over(MODULES, ops("state-dict", only=("t.state_dict()",))),
    en="The entries are detached: for each of the four modules tried, every entry is a plain `Tensor` with `requires_grad=False`, a new object rather than the parameter or buffer itself; here `sd[\"weight\"]` is not the parameter `lin.weight`.",
    zh="这些条目是分离出的张量：对所试的四种模块，每个条目都是普通的 `Tensor`，`requires_grad=False`，是一个新对象，而不是参数或缓冲区本身；这里 `sd[\"weight\"]` 并不是参数 `lin.weight`。",
)
def _(run):
    entry, lin = run["sd"]["weight"], run["lin"]
    return (
        type(entry) is torch.Tensor
        and not entry.requires_grad
        and entry is not lin.weight
        and shares_storage(entry, lin.weight)
        and run.each(lambda case: _state_dict_case(
            case, lambda e, own: type(e) is torch.Tensor and not e.requires_grad and e is not own))
    )


@claim(
    "modules.state-dict-keep-vars",
    snippet="state_dict_entries.py",
    over=over(MODULES, ops("state-dict", only=("t.state_dict(keep_vars=True)",))),
    en="With `keep_vars=True` nothing is detached: for each of the four modules tried, every entry is the parameter or buffer object itself; `kv[\"weight\"]` is `lin.weight`, with `requires_grad=True`.",
    zh="传入 `keep_vars=True` 时不做分离：对所试的四种模块，每个条目都是参数或缓冲区对象本身；`kv[\"weight\"]` 就是 `lin.weight`，`requires_grad=True`。",
)
def _(run):
    entry = run["kv"]["weight"]
    return (
        entry is run["lin"].weight and isinstance(entry, torch.nn.Parameter) and entry.requires_grad
        and run.each(lambda case: _state_dict_case(case, lambda e, own: e is own))
    )


@claim(
    "modules.state-dict-snapshot",
    snippet="state_dict_snapshot.py",
    over=over(MODULES, ops("state-dict-copy")),
    en="To keep a snapshot, copy the tensors: for each of the four modules tried, `copy.deepcopy(net.state_dict())` and `{k: v.clone() for k, v in net.state_dict().items()}` give entries equal to the module's parameters and buffers but in new memory, so here both still hold the old values after `net.weight` changes in place.",
    zh="要保存快照，就得复制张量：对所试的四种模块，`copy.deepcopy(net.state_dict())` 和 `{k: v.clone() for k, v in net.state_dict().items()}` 得到的条目都与模块的参数和缓冲区相等，但位于新的内存里，所以这里 `net.weight` 被原地修改之后，两者仍保持旧值。",
)
def _(run):
    net, old = run["net"], run["old"]
    return (
        not equal(net.weight, old)
        and all(equal(snap["weight"], old) for snap in (run["snap_deep"], run["snap_clone"]))
        and not any(shares_storage(snap["weight"], net.weight) for snap in (run["snap_deep"], run["snap_clone"]))
        and run.each(lambda case: _state_dict_case(case, lambda e, own: equal(e, own) and not shares_storage(e, own)))
    )


# --- load_state_dict ------------------------------------------------------------------------

LOAD_ZEROS = "t.load_state_dict({k: torch.zeros_like(v) for k, v in t.state_dict().items()})"
LOAD_OWN_ASSIGN = "t.load_state_dict(t.state_dict(), assign=True)"


def _loaded_in_place(case):
    """After loading zeros, every parameter and buffer is the object it was, in the memory it had, and holds zeros."""
    before = {k: (v, v.data_ptr()) for k, v in _own(case.tensor).items()}
    case.apply()
    after = _own(case.tensor)
    return set(after) == set(before) and all(
        after[k] is before[k][0] and after[k].data_ptr() == before[k][1] and not bool(after[k].any()) for k in after
    )


def _replaced(case, holds):
    """After ``load_state_dict(t.state_dict(), assign=True)``: ``holds(new, old)`` for every parameter and buffer."""
    before = _own(case.tensor)
    case.apply()
    after = _own(case.tensor)
    return set(after) == set(before) and all(holds(after[k], before[k]) for k in after)


@claim(
    "modules.load-copies",
    snippet="load_copies.py",
    over=over(MODULES, ops("load-state-dict", only=(LOAD_ZEROS,))),
    en="`dst.load_state_dict(src)` copies the values into the parameters and buffers `dst` already has: for each of the four modules tried, each of them is afterwards the same object in the same memory, holding the loaded values; here `dst.weight` is still `w` in the same memory, it shares no memory with `src`, and a later change to `src` does not reach it.",
    zh="`dst.load_state_dict(src)` 把数值复制进 `dst` 已有的参数和缓冲区：对所试的四种模块，加载之后每个参数和缓冲区都仍是原来的对象、位于原来的内存，存放的是加载进来的数值；这里 `dst.weight` 仍是原来的 `w`，内存也不变，它与 `src` 不共享内存，之后修改 `src` 也影响不到它。",
)
def _(run):
    dst, src = run["dst"], run["src"]
    return (
        dst.weight is run["w"]
        and dst.weight.data_ptr() == run["ptr"]
        and not shares_storage(dst.weight, src["weight"])
        and dst.weight.tolist() == [[5.0, 5.0]]
        and run.each(_loaded_in_place)
    )


@claim(
    "modules.assign-aliases",
    snippet="load_assign.py",
    over=over(MODULES, ops("load-state-dict", only=(LOAD_OWN_ASSIGN,))),
    en="With `assign=True` the parameters and buffers are replaced instead: for each of the four modules tried, loading its own state dict with `assign=True` leaves every parameter and buffer a new object of the same kind, on the memory of the dict's entry (which is the old one's); here `dst.weight` is a new parameter, neither `w` nor `src[\"weight\"]` itself, that shares memory with `src[\"weight\"]`, so a later change to `src` shows in the module.",
    zh="传入 `assign=True` 时参数和缓冲区则会被替换：对所试的四种模块，用它自己的状态字典以 `assign=True` 加载之后，每个参数和缓冲区都是同类的新对象，位于字典条目的内存上（也就是原对象的内存）；这里 `dst.weight` 是一个新的参数对象，既不是 `w`，也不是 `src[\"weight\"]` 本身，但与 `src[\"weight\"]` 共享内存，所以之后修改 `src`，模块里也能看到。",
)
def _(run):
    dst, src = run["dst"], run["src"]
    return (
        dst.weight is not run["w"]
        and dst.weight is not src["weight"]
        and isinstance(dst.weight, torch.nn.Parameter)
        and shares_storage(dst.weight, src["weight"])
        and dst.weight.tolist() == [[7.0, 7.0]]
        and run.each(lambda case: _replaced(
            case, lambda new, old: new is not old and type(new) is type(old) and shares_storage(new, old)))
    )


@claim(
    "modules.assign-requires-grad",
    snippet="load_assign.py",
    over=over(MODULES, ops("load-state-dict", only=(LOAD_OWN_ASSIGN,))),
    en="The new parameter keeps the module's `requires_grad=True` although `src[\"weight\"]` does not require grad: the one exception the `assign` docstring names. The same holds for every new parameter of the four modules tried, although the state dict's entries are detached.",
    zh="虽然 `src[\"weight\"]` 不需要梯度，新参数仍保持模块原来的 `requires_grad=True`：这正是 `assign` 的文档字符串（docstring）所说的唯一例外。所试四种模块的每个新参数也都如此，尽管状态字典的条目是分离出的张量。",
)
def _(run):
    doc = " ".join(torch.nn.Module.load_state_dict.__doc__.split())
    return (
        run["dst"].weight.requires_grad
        and not run["src"]["weight"].requires_grad
        and run["dst"].weight is not run["w"]
        and "The only exception is the ``requires_grad`` field" in doc
        and run.each(lambda case: _replaced(
            case, lambda new, old: new is not old and new.requires_grad == old.requires_grad
            and (not isinstance(old, torch.nn.Parameter) or (isinstance(new, torch.nn.Parameter) and new.requires_grad))))
    )


@claim(
    "modules.tied-state-dict-keys",
    snippet="tied_load.py",
    en="When `src.b.weight` is the `Parameter` `src.a.weight`, `src.state_dict()` lists both `a.weight` and `b.weight`, while `src.named_parameters()` lists only `a.weight`.",
    zh="当 `src.b.weight` 就是 `Parameter` `src.a.weight` 时，`src.state_dict()` 会列出 `a.weight` 和 `b.weight` 两个名字，而 `src.named_parameters()` 只列出 `a.weight`。",
)
def _(run):
    return (
        list(run["sd"]) == ["a.weight", "b.weight"]
        and [n for n, _ in run["src"].named_parameters()] == ["a.weight"]
        and run["src"].a.weight is run["src"].b.weight
    )


@claim(
    "modules.tied-load-kept",
    snippet="tied_load.py",
    en="Loading such a dict without `assign` keeps the tie: `a.weight is b.weight` stays `True`, because both entries are copied into the one shared parameter.",
    zh="不带 `assign` 加载这样的字典，绑定关系得以保留：`a.weight is b.weight` 仍为 `True`，因为两个条目都被复制进同一个共享参数里。",
)
def _(run):
    copied = run["copied"]
    return copied.a.weight is copied.b.weight and [n for n, _ in copied.named_parameters()] == ["a.weight"]


@claim(
    "modules.tied-assign-breaks",
    snippet="tied_load.py",
    en="With `assign=True` the tie is broken: each name gets its own new parameter, `a.weight is b.weight` is `False`, and `named_parameters()` now lists both `a.weight` and `b.weight` (the dict here holds entries cloned one by one, so the two parameters share no memory) ([pytorch/pytorch#188346](https://github.com/pytorch/pytorch/issues/188346)).",
    zh="传入 `assign=True` 时绑定关系被打破：每个名字各得到一个新参数，`a.weight is b.weight` 为 `False`，`named_parameters()` 也会同时列出 `a.weight` 和 `b.weight`（这里字典中的条目是逐个克隆的，所以两个参数互不共享内存）（[pytorch/pytorch#188346](https://github.com/pytorch/pytorch/issues/188346)）。",
)
def _(run):
    assigned = run["assigned"]
    return (
        assigned.a.weight is not assigned.b.weight
        and not shares_storage(assigned.a.weight, assigned.b.weight)
        and [n for n, _ in assigned.named_parameters()] == ["a.weight", "b.weight"]
    )


@claim(
    "modules.tied-assign-shared-memory",
    snippet="tied_assign_shared.py",
    en="If the dict comes straight from `src.state_dict()`, whose two entries share the tied weight's memory, `assign=True` gives two parameter objects on that one memory: one `SGD` step with `lr=1.0` and gradients of 1 moves the weight by {step}, since the optimizer updates it once per name.",
    zh="如果字典直接来自 `src.state_dict()`（其中两个条目共享被绑定权重的内存），`assign=True` 会得到位于同一块内存上的两个参数对象：在 `lr=1.0`、梯度均为 1 的情况下执行一步 `SGD`，权重移动了 {step}，因为优化器按名字各更新了一次。",
)
def _(run):
    a, b = run["a"], run["b"]
    return a is not b and shares_storage(a, b) and run["step"] == 2.0


# --- copy.deepcopy --------------------------------------------------------------------------


def _deep_copied(case):
    """The copy holds every parameter and buffer in new memory, equal, of the same type and ``requires_grad``,
    and two names share one object in the copy exactly when they do in the original."""
    original = case.tensor
    copied = case.apply()
    own, new = _own(original), _own(copied)
    names = list(own)
    return (
        type(copied) is type(original)
        and list(new) == names
        and all(
            type(new[k]) is type(own[k]) and new[k].requires_grad == own[k].requires_grad
            and equal(new[k], own[k]) and not shares_storage(new[k], own[k])
            for k in names
        )
        and all((new[a] is new[b]) == (own[a] is own[b]) for a in names for b in names)
    )


@claim(
    "modules.deepcopy-tied",
    snippet="deepcopy_tied.py",
    over=over(MODULES, ops("copy", only=("__import__('copy').deepcopy(t)",))),
    en="`copy.deepcopy` of a module puts its parameters and buffers in new memory and keeps tied parameters tied: for each of the four modules tried, every parameter and buffer of the copy is in new memory, equal to the original, of the same type, and two names share one object in the copy exactly when they do in the original; here `dup.a.weight is dup.b.weight` is `True`.",
    zh="对模块做 `copy.deepcopy`，参数和缓冲区都放进新的内存，而绑定的参数依旧绑定：对所试的四种模块，副本的每个参数和缓冲区都位于新的内存、与原来的相等、类型相同，并且两个名字在副本中指向同一个对象，当且仅当它们在原模块中也是如此；这里 `dup.a.weight is dup.b.weight` 为 `True`。",
)
def _(run):
    dup, orig = run["dup"], run["orig"]
    return (
        dup.a.weight is dup.b.weight and not shares_storage(dup.a.weight, orig.a.weight)
        and run.each(_deep_copied)
    )


@claim(
    "modules.deepcopy-param-views",
    snippet="deepcopy_views.py",
    en="In the copy `h2 = copy.deepcopy(h)`, the parameters `p` and `q`, two views of one storage in `h`, no longer share memory: each has a storage of its own (`h2.q.storage_offset()` is 0).",
    zh="在副本 `h2 = copy.deepcopy(h)` 中，参数 `p` 和 `q`（在 `h` 里是同一存储上的两个视图（view））不再共享内存：各有自己的存储（`h2.q.storage_offset()` 为 0）。",
)
def _(run):
    h, h2 = run["h"], run["h2"]
    return (
        shares_storage(h.p, h.q)
        and not shares_storage(h2.p, h2.q)
        and h2.q.storage_offset() == 0
        and h2.q.tolist() == [2.0, 3.0]
    )


@claim(
    "modules.deepcopy-buffer-views",
    snippet="deepcopy_views.py",
    en="The buffers `x` and `y`, views of that same storage, do keep sharing in `h2`: they share one new storage, and `h2.y.storage_offset()` is still 2.",
    zh="缓冲区 `x` 和 `y` 同样是这块存储上的视图，它们在 `h2` 中仍然共享：两者共享一块新的存储，`h2.y.storage_offset()` 仍为 2。",
)
def _(run):
    h, h2 = run["h"], run["h2"]
    return (
        shares_storage(h2.x, h2.y)
        and not shares_storage(h2.x, h.x)
        and h2.y.storage_offset() == 2
        and not shares_storage(h2.p, h2.q)
    )


# --- buffers --------------------------------------------------------------------------------


@claim(
    "modules.buffer-converted",
    snippet="buffers.py",
    en="`s.to(torch.float64)` converts both buffers that `s` registered with `register_buffer`, the persistent one and the one with `persistent=False`, but leaves a tensor stored as a plain attribute (`s.plain`) in `float32`.",
    zh="`s.to(torch.float64)` 会转换 `s` 用 `register_buffer` 注册的两个缓冲区（持久的那个和 `persistent=False` 的那个），但作为普通属性保存的张量（`s.plain`）仍是 `float32`。",
)
def _(run):
    s = run["s"]
    return s.mean.dtype == torch.float64 and s.scratch.dtype == torch.float64 and s.plain.dtype == torch.float32


@claim(
    "modules.buffer-saved",
    snippet="buffers.py",
    en="Only the persistent buffer is in `state_dict()`: a buffer registered with `persistent=False` and the plain attribute are left out.",
    zh="`state_dict()` 里只有持久缓冲区（persistent buffer）：用 `persistent=False` 注册的缓冲区和普通属性都不在其中。",
)
def _(run):
    return list(run["s"].state_dict()) == ["mean"]


@claim(
    "modules.deepcopy-plain-attribute",
    snippet="buffers.py",
    en="`copy.deepcopy` copies both kinds: the copy's buffer and its plain tensor attribute are in new memory.",
    zh="`copy.deepcopy` 两种都会复制：副本的缓冲区和普通张量属性都放在新的内存里。",
)
def _(run):
    s, s2 = run["s"], run["s2"]
    return not shares_storage(s.mean, s2.mean) and not shares_storage(s.plain, s2.plain) and equal(s.plain, s2.plain)


# --- conversion -----------------------------------------------------------------------------


CONVERTED_TO = {"t.double()": torch.float64, "t.to(torch.float64)": torch.float64, "t.half()": torch.float16,
                "t.to(torch.bfloat16)": torch.bfloat16}
"""The dtype each conversion of the catalogue's ``module-conversion`` family asks for."""


def _converted(case):
    """Each parameter stays the same object, now of the new dtype, its data in new memory; each floating-point
    buffer is a new tensor object of the new dtype; the conversion returns the module itself."""
    module = case.tensor
    params = dict(module.named_parameters(remove_duplicate=False))
    buffers = {k: v for k, v in module.named_buffers(remove_duplicate=False) if v.is_floating_point()}
    pointers = {k: v.data_ptr() for k, v in params.items()}
    dtype = CONVERTED_TO[case.op.name]
    returned = case.apply()
    after = dict(module.named_parameters(remove_duplicate=False))
    after_buffers = dict(module.named_buffers(remove_duplicate=False))
    return (
        returned is module
        and not torch.__future__.get_overwrite_module_params_on_conversion()
        and not torch.__future__.get_swap_module_params_on_conversion()
        and all(after[k] is p and p.dtype == dtype and p.data_ptr() != pointers[k] for k, p in params.items())
        and all(after_buffers[k] is not b and after_buffers[k].dtype == dtype for k, b in buffers.items())
    )


@claim(
    "modules.double-keeps-identity",
    snippet="conversion_identity.py",
    over=over(MODULES, ops("module-conversion")),
    en="By default a conversion keeps each parameter object: for each of the four modules tried, after `double()`, `to(torch.float64)`, `half()` or `to(torch.bfloat16)` every parameter is the same object, now of the new dtype, its data in new memory, while each floating-point buffer (those of `BatchNorm1d`) is replaced by a new tensor; here a reference `p` taken before `m.double()` is still `m.weight` afterwards and is now `float64`.",
    zh="默认情况下，转换会保留每个参数对象：对所试的四种模块调用 `double()`、`to(torch.float64)`、`half()` 或 `to(torch.bfloat16)` 之后，每个参数都仍是原来的对象，数据类型（dtype）变为新的，数据搬到了新的内存里，而每个浮点缓冲区（`BatchNorm1d` 的那些）则被换成新的张量；这里在 `m.double()` 之前取得的引用 `p` 之后仍是 `m.weight`，并且已变成 `float64`。",
)
def _(run):
    lines = run.output.splitlines()
    return (
        bool(lines) and lines[0] == "default:   p is m.weight: True  p.dtype: torch.float64  new memory: True"
        and run.each(_converted)
    )


@claim(
    "modules.overwrite-flag",
    snippet="conversion_identity.py",
    en="After `torch.__future__.set_overwrite_module_params_on_conversion(True)`, `m.double()` puts a new parameter into the module: `p` is no longer `m.weight` and stays `float32`.",
    zh="调用 `torch.__future__.set_overwrite_module_params_on_conversion(True)` 之后，`m.double()` 会往模块里放一个新的参数对象：`p` 不再是 `m.weight`，而且仍是 `float32`。",
)
def _(run):
    return printed(run, "overwrite: p is m.weight: False  p.dtype: torch.float32") and not torch.__future__.get_overwrite_module_params_on_conversion()


@claim(
    "modules.swap-flag",
    snippet="conversion_identity.py",
    en="After `torch.__future__.set_swap_module_params_on_conversion(True)`, the conversion swaps the new data into the existing object: `p is m.weight` is `True` and `p` is `float64`.",
    zh="调用 `torch.__future__.set_swap_module_params_on_conversion(True)` 之后，转换会把新数据换进已有的对象：`p is m.weight` 为 `True`，`p` 是 `float64`。",
)
def _(run):
    return (
        printed(run, "swap:      p is m.weight: True  p.dtype: torch.float64")
        and run["p"] is run["m"].weight
        and not torch.__future__.get_swap_module_params_on_conversion()
    )


# --- torch.save / torch.load ----------------------------------------------------------------


SAVE_LOAD = "(lambda buf: (torch.save(t.state_dict(), buf), buf.seek(0), torch.load(buf, weights_only=True))[-1])(__import__('io').BytesIO())"
SAVE_LOAD_DEFAULT = "(lambda buf: (torch.save(t.state_dict(), buf), buf.seek(0), torch.load(buf))[-1])(__import__('io').BytesIO())"
SAVE_LOAD_MODULE = "(lambda buf: (torch.save(t, buf), buf.seek(0), torch.load(buf))[-1])(__import__('io').BytesIO())"


def _loaded_state_dict(case):
    """The loaded dict: the state dict's names and values; two entries share memory exactly when they did
    in the state dict saved; none shares memory with the module."""
    own = _own(case.tensor)
    saved = case.tensor.state_dict()
    loaded = case.apply()
    names = list(saved)
    return (
        isinstance(loaded, dict) and list(loaded) == names
        and all(equal(loaded[k], saved[k]) and not shares_storage(loaded[k], own[k]) for k in names)
        and all(shares_storage(loaded[a], loaded[b]) == shares_storage(saved[a], saved[b]) for a in names for b in names)
    )


@claim(
    "modules.save-keeps-sharing",
    snippet="save_sharing.py",
    en="`torch.save` of `{\"a\": a, \"tail\": a[2:]}`, a tensor and a view of it, keeps the two sharing after `torch.load`: they come back on one storage, so a write into `loaded[\"a\"]` shows in `loaded[\"tail\"]`.",
    zh="用 `torch.save` 保存 `{\"a\": a, \"tail\": a[2:]}`（一个张量和它的视图）之后，`torch.load` 加载回来的两者依然共享：它们在同一块存储上，所以写入 `loaded[\"a\"]` 会反映在 `loaded[\"tail\"]` 里。",
)
def _(run):
    loaded = run["loaded"]
    return (
        shares_storage(loaded["a"], loaded["tail"])
        and loaded["tail"].storage_offset() == 2
        and loaded["tail"].tolist() == [100.0, 3.0, 4.0, 5.0]
        and not shares_storage(loaded["a"], run["a"])
    )


@claim(
    "modules.save-state-dict-sharing",
    snippet="save_sharing.py",
    over=over(MODULES, ops("save-load", only=(SAVE_LOAD,))),
    en="A state dict keeps its sharing the same way: for each of the four modules tried, after `torch.save(t.state_dict(), buf)` and `torch.load(buf, weights_only=True)`, two entries share memory exactly when they did in the dict saved (the two weight entries of the tied `Sequential`), and no entry shares memory with the module.",
    zh="状态字典也同样保留共享：对所试的四种模块，经过 `torch.save(t.state_dict(), buf)` 和 `torch.load(buf, weights_only=True)` 之后，两个条目共享内存，当且仅当它们在保存的字典中共享内存（即权重绑定的 `Sequential` 的两个权重条目），并且没有条目与模块共享内存。",
)
def _(run):
    loaded = run["loaded"]
    return shares_storage(loaded["a"], loaded["tail"]) and run.each(_loaded_state_dict)


@claim(
    "modules.save-slice-whole-storage",
    snippet="save_slice.py",
    en="Because `torch.save` writes a view's whole storage: `torch.save(big[:10])` takes {view_bytes} bytes, as many as `torch.save(big)` ({big_bytes}), while `torch.save(big[:10].clone())` takes {clone_bytes}.",
    zh="因为 `torch.save` 会写出视图的整个存储：`torch.save(big[:10])` 占 {view_bytes} 字节，与 `torch.save(big)`（{big_bytes}）一样多，而 `torch.save(big[:10].clone())` 只占 {clone_bytes}。",
)
def _(run):
    view, whole, cloned = run["view_bytes"], run["big_bytes"], run["clone_bytes"]
    return abs(view - whole) <= 64 and view - cloned >= 3960 - 64 and cloned < 4000


@claim(
    "modules.save-slice-loads-storage",
    snippet="save_slice.py",
    en="Loading it back gives a 10-element tensor on the whole 4000-byte storage.",
    zh="加载回来得到的是一个 10 个元素的张量，底下仍是整块 4000 字节的存储。",
)
def _(run):
    back = run["back"]
    return back.shape == (10,) and back.untyped_storage().nbytes() == 4000 and back.tolist() == list(range(10))


@claim(
    "modules.map-location",
    snippet="map_location.py",
    en="`torch.load` puts `t` back on the device it was saved from, and `map_location` puts it elsewhere: with `map_location=\"meta\"` it comes back on `meta`.",
    zh="`torch.load` 把 `t` 放回保存时所在的设备，`map_location` 则可以把它放到别处：传入 `map_location=\"meta\"` 时，它加载到 `meta` 上。",
)
def _(run):
    return run["same"].device == run["t"].device and run["moved"].device.type == "meta" and run["moved"].shape == (3,)


# --- weights_only ---------------------------------------------------------------------------

_REFUSED = "Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default."
_CHANGED = "In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`."


@claim(
    "modules.weights-only-refuses",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="Since 2.6, `torch.load(buf)` with no `weights_only` argument refuses a checkpoint that holds an `argparse.Namespace` besides its tensors, although the same release wrote it a moment before: it raises `UnpicklingError`, whose message says \"Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default\" (the class is not on the allow-list of what `weights_only=True` unpickles); [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) changed the default to `True`.",
    zh="自 2.6 起，不传 `weights_only` 参数的 `torch.load(buf)` 会拒绝一个除张量外还存有 `argparse.Namespace` 的检查点，尽管这个文件刚刚由同一个版本写出：它抛出 `UnpicklingError`，错误信息为 \"Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default\"（不支持的全局对象：argparse.Namespace 默认不在允许之列；这个类不在 `weights_only=True` 所反序列化的允许列表中）；[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) 把默认值改为 `True`。",
)
def _(run):
    import pickle

    return (
        type(run.namespace.get("error")) is pickle.UnpicklingError
        and printed(run, _REFUSED)
        and printed(run, "refused: UnpicklingError")
        and isinstance(run["buf"], __import__("io").BytesIO)  # written by torch.save in the same run
    )


@claim(
    "modules.weights-only-module-refused",
    snippet="weights_only_default.py",
    torch=">=2.6",
    over=over(MODULES, ops("save-load", only=(SAVE_LOAD_MODULE,))),
    en="The same goes for a whole module: for each of the four modules tried, saving it with `torch.save(t, buf)` and loading it back with `torch.load(buf)` raises `UnpicklingError`, whose message names the module's class as an unsupported global ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="整个模块也是一样：对所试的四种模块，用 `torch.save(t, buf)` 保存再用 `torch.load(buf)` 加载，都会抛出 `UnpicklingError`，错误信息把模块的类列为不支持的全局对象（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    import pickle

    def refused(case):
        name = f"GLOBAL {type(case.tensor).__module__}.{type(case.tensor).__name__} was not an allowed global"
        return raises(case.apply, pickle.UnpicklingError, name)

    held = run.each(refused)  # tried on every release: outside 2.6+ the cases load, and the claim is false there
    return printed(run, "refused: UnpicklingError") and held


@claim(
    "modules.weights-only-state-dict-loads",
    snippet="weights_only_default.py",
    over=over(MODULES, ops("save-load", only=(SAVE_LOAD_DEFAULT,))),
    en="A state dict, by contrast, holds only tensors in an ordered dict, which the allow-list admits: for each of the four modules tried, `torch.load(buf)` with no `weights_only` argument loads `t.state_dict()` saved with `torch.save(t.state_dict(), buf)`, the same names and values.",
    zh="相比之下，状态字典里只有放在有序字典中的张量，允许列表接受它们：对所试的四种模块，不传 `weights_only` 参数的 `torch.load(buf)` 都能加载用 `torch.save(t.state_dict(), buf)` 保存的 `t.state_dict()`，名字和数值都不变。",
)
def _(run):
    from collections import OrderedDict

    def loads(case):
        saved, loaded = case.tensor.state_dict(), case.apply()
        return (
            all(type(v) is torch.Tensor for v in saved.values())
            and type(loaded) is OrderedDict and list(loaded) == list(saved) and all(equal(loaded[k], saved[k]) for k in saved)
        )

    return isinstance(run["args"], __import__("argparse").Namespace) and run.each(loads)


@claim(
    "modules.weights-only-message",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="The message itself names the change: its first point says that in PyTorch 2.6 the default value of `weights_only` in `torch.load` changed from `False` to `True` ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="错误信息本身就点明了这一变化：它的第一条说明，PyTorch 2.6 把 `torch.load` 中 `weights_only` 的默认值从 `False` 改为 `True`（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    return printed(run, _CHANGED) and _CHANGED in str(run.namespace.get("error"))


@claim(
    "modules.weights-only-allowlist",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="Its second point keeps `weights_only=True`: allowlist the class with `torch.serialization.add_safe_globals` or the `torch.serialization.safe_globals` context manager, then load ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="它的第二条则保留 `weights_only=True`：用 `torch.serialization.add_safe_globals` 或上下文管理器 `torch.serialization.safe_globals` 把这个类加入允许列表，然后再加载（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    message = str(run.namespace.get("error"))
    return (
        "torch.serialization.add_safe_globals" in message
        and "torch.serialization.safe_globals" in message
        and "weights_only=True" in message
        and hasattr(torch.serialization, "safe_globals")
    )


@claim(
    "modules.weights-only-loaded-before",
    snippet="weights_only_default.py",
    torch="<2.6",
    en="Before 2.6 the same call loads the whole checkpoint, `argparse.Namespace` included ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) changed the default).",
    zh="2.6 之前，同样的调用会加载整个检查点，包括其中的 `argparse.Namespace`（默认值由 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) 改变）。",
)
def _(run):
    import argparse

    return isinstance(run.namespace.get("ckpt", {}).get("args"), argparse.Namespace) and printed(run, "loaded: Namespace")


@claim(
    "modules.weights-only-futurewarning",
    snippet="weights_only_default.py",
    torch=">=2.4,<2.6",
    en="In 2.4 and 2.5 it loads but warns first, with a `FutureWarning` saying that `torch.load` is used with `weights_only=False`, the current default value, and that this default will be flipped to `True` ([pytorch/pytorch#129239](https://github.com/pytorch/pytorch/pull/129239)).",
    zh="在 2.4 和 2.5 中，它能加载，但会先发出 `FutureWarning`，说明 `torch.load` 正以当前默认值 `weights_only=False` 被调用，并预告这个默认值将改为 `True`（[pytorch/pytorch#129239](https://github.com/pytorch/pytorch/pull/129239)）。",
)
def _(run):
    return (
        printed(run, "loaded: Namespace")
        and warned(run, "FutureWarning", "You are using `torch.load` with `weights_only=False` (the current default value)")
        and len(warnings_of(run)) == 1
    )


@claim(
    "modules.weights-only-false-loads",
    snippet="weights_only_fix.py",
    en="`torch.load(buf, weights_only=False)` loads such a checkpoint. Do it only for a file you trust, because unpickling calls the functions the file names: a file saved from an object whose `__reduce__` returns `print` makes `torch.load(bad, weights_only=False)` call `print`.",
    zh="`torch.load(buf, weights_only=False)` 能加载这样的检查点。只对你信任的文件这样做，因为反序列化会调用文件里指定的函数：保存一个 `__reduce__` 返回 `print` 的对象，`torch.load(bad, weights_only=False)` 加载时就会调用 `print`。",
)
def _(run):
    import argparse

    return (
        isinstance(run["ckpt"]["args"], argparse.Namespace)
        and run["ckpt"]["args"].lr == 0.1
        and printed(run, "print() was called by torch.load")
        and not warned(run)
    )


@claim(
    "modules.weights-only-true-refuses",
    snippet="weights_only_fix.py",
    en="And `weights_only=True` refuses it with `UnpicklingError`, before 2.6 as since: 2.6 changed only the default, not what `weights_only=True` accepts for this file.",
    zh="而 `weights_only=True` 会以 `UnpicklingError` 拒绝它，2.6 之前和之后都是如此：2.6 改变的只是默认值，而不是 `weights_only=True` 对这个文件的处理。",
)
def _(run):
    return run["refused"] == "UnpicklingError" and printed(run, "weights_only=True:  UnpicklingError")


# --- the documented default (errata) --------------------------------------------------------


@claim(
    "modules.load-doc-false",
    snippet="weights_only_doc.py",
    torch="<2.6",
    en="Before 2.6, the first line of `torch.load`'s docstring gives `weights_only=False` as the default ([pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007) quotes it).",
    zh="2.6 之前，`torch.load` 文档字符串的第一行写明默认值是 `weights_only=False`（[pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007) 引用了这一行）。",
)
def _(run):
    return run.output.splitlines()[0].startswith("load(f, map_location=None, pickle_module=pickle, *, weights_only=False,")


@claim(
    "modules.load-doc-true",
    snippet="weights_only_doc.py",
    torch=">=2.6",
    en="Since 2.6 that line reads `weights_only=True`, the default [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) flipped to.",
    zh="自 2.6 起，这一行写的是 `weights_only=True`，即 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) 改成的默认值。",
)
def _(run):
    return run.output.splitlines()[0].startswith("load(f, map_location=None, pickle_module=pickle, *, weights_only=True,")


@claim(
    "modules.load-default-none",
    snippet="weights_only_doc.py",
    torch=">=2.4,<2.6",
    en="In 2.4 and 2.5 the real default in the signature is `None`, not `False`, and the two differ: leaving the argument out emits a `FutureWarning` that passing `weights_only=False` does not ([pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)).",
    zh="在 2.4 和 2.5 中，函数签名里真正的默认值是 `None` 而不是 `False`，两者的行为也不同：不传这个参数会发出 `FutureWarning`，而显式传入 `weights_only=False` 则不会（[pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)）。",
)
def _(run):
    lines = run.output.splitlines()
    at = lines.index("argument left out:") if "argument left out:" in lines else -1
    after = [line for line in lines[at + 1 :] if line.startswith("FutureWarning:")] if at >= 0 else []
    return (
        printed(run, "signature default: None")
        and run.output.splitlines()[0].startswith("load(f, map_location=None, pickle_module=pickle, *, weights_only=False,")
        and len(warnings_of(run)) == 1
        and len(after) == 1
    )
