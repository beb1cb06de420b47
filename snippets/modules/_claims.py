import torch

from tensorfacts.catalogue import ops, over, tensors
from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, raised, raises, shares_storage, warned, warnings_of

MODULES = tensors("module")
"""The catalogue's modules: a `Linear`, a `Conv2d`, a `BatchNorm1d` (buffers) and a `Sequential` with tied weights."""
LAZY = (("a lazy module such as `torch.nn.LazyLinear` before its first forward: its entries are its uninitialized parameters",
         "首次前向传播之前的惰性模块，例如 `torch.nn.LazyLinear`：条目就是它尚未初始化的参数本身"),)
SWAP = (("`torch.__future__.set_swap_module_params_on_conversion(True)`, under which the module keeps its parameter objects (below)",
         "`torch.__future__.set_swap_module_params_on_conversion(True)`：此时模块保留原来的参数对象，见下文"),)


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


GLANCE = {  # call: (shares memory with its source, is the original object)
    "`m.state_dict()`": (True, False),
    "`m.state_dict(keep_vars=True)`": (True, True),
    "`copy.deepcopy(m.state_dict())`": (False, False),
    "`copy.deepcopy(m)`": (False, False),
    "`dst.load_state_dict(sd)`": (False, False),
    "`dst.load_state_dict(sd, assign=True)`": (True, False),
    "`torch.load(buf)`": (False, False),
    "`m.double()`": (False, True),
}


@claim(
    "modules.glance",
    snippet="glance.py",
    en="Of these eight calls, only `m.state_dict()`, `m.state_dict(keep_vars=True)` and `dst.load_state_dict(sd, assign=True)` give a result that shares memory with its source.",
    zh="这八种调用中，只有 `m.state_dict()`、`m.state_dict(keep_vars=True)` 和 `dst.load_state_dict(sd, assign=True)` 的结果与其来源共享内存。",
)
def _(run):
    table = run["table"]
    mark = lambda ok: "✓" if ok else "✗"  # noqa: E731
    return list(table) == list(GLANCE) and all(table[call][0] == shares for call, (shares, _) in GLANCE.items()) and all(
        printed(run, f"| {call} | {mark(shares)} | {mark(same)} |") for call, (shares, same) in GLANCE.items()
    )


@claim(
    "modules.glance-same-object",
    snippet="glance.py",
    en="Only `m.state_dict(keep_vars=True)` and `m.double()` give the source's own parameter object; `dst.load_state_dict(sd)` keeps the object `dst.weight` had, not `sd`'s.",
    zh="只有 `m.state_dict(keep_vars=True)` 和 `m.double()` 给出的是来源自己的参数对象；`dst.load_state_dict(sd)` 保留的是 `dst.weight` 原来的对象，而不是 `sd` 里的。",
)
def _(run):
    table = run["table"]
    return (
        list(table) == list(GLANCE)
        and all(table[call][1] == same for call, (_, same) in GLANCE.items())
        and run["kept"] == {False: True, True: False}  # load_state_dict(sd) keeps dst's object; assign=True replaces it
    )


# --- state_dict() ---------------------------------------------------------------------------


@claim(
    "modules.state-dict-aliases",
    snippet="state_dict_alias.py",
    over=over(MODULES, ops("state-dict", only=("t.state_dict()",))),
    not_covered=LAZY,
    en="No: each entry of `state_dict()` shares memory with its parameter or buffer, so `opt.step()` changes a dict taken earlier.",
    zh="不会：`state_dict()` 的每个条目都与对应的参数或缓冲区共享内存，所以 `opt.step()` 会改变更早取得的状态字典（state dict）。",
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
    not_covered=LAZY,
    en="Each entry is a plain `Tensor` with `requires_grad=False`, a new object rather than the parameter or buffer itself.",
    zh="每个条目都是 `requires_grad=False` 的普通 `Tensor`，是一个新对象，而不是参数或缓冲区本身。",
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
    en="With `keep_vars=True`, each entry is the parameter or buffer object itself.",
    zh="传入 `keep_vars=True` 时，每个条目就是参数或缓冲区对象本身。",
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
    en="Copy the entries: `copy.deepcopy(net.state_dict())` and `{k: v.clone() for k, v in net.state_dict().items()}` hold equal values in new memory, which a later in-place update leaves alone.",
    zh="复制条目即可：`copy.deepcopy(net.state_dict())` 和 `{k: v.clone() for k, v in net.state_dict().items()}` 的数值相同，但位于新的内存里；之后原地修改模块，它们仍保持原值。",
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


def _assigned(case):
    """Each parameter and buffer after ``case.apply()``, by name, with the one it replaced and its entry in the dict that
    ``t.state_dict()`` returned during the call (``None`` when the call took no such dict)."""
    module = case.tensor
    before, taken = _own(module), []
    state_dict = module.state_dict

    def recording(*args, **kwargs):
        result = state_dict(*args, **kwargs)
        taken.append(result)
        return result

    object.__setattr__(module, "state_dict", recording)
    try:
        case.apply()
    finally:
        object.__delattr__(module, "state_dict")
    after = _own(module)
    entries = taken[0] if len(taken) == 1 else {}
    return {k: (after[k], before.get(k), entries.get(k)) for k in after} if set(after) == set(before) else {}


def _assign_holds(new, old, entry):
    """A parameter is replaced by a new ``Parameter`` on its entry's memory; a buffer by its entry itself."""
    if entry is None or old is None:
        return False
    if isinstance(old, torch.nn.Parameter):
        return new is not old and new is not entry and type(new) is type(old) and shares_storage(new, entry)
    return new is entry and new is not old


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
    not_covered=(("a module on the meta device, where the copy does nothing and warns", "meta 设备上的模块（复制什么也不做，只发出警告）"),
                 ("a lazy module such as `torch.nn.LazyLinear` before its first forward, which has no memory to keep: loading gives "
                  "its parameters new memory", "首次前向传播之前的惰性模块，例如 `torch.nn.LazyLinear`：它没有可保留的内存，加载时参数才得到新内存")),
    en="Yes: `dst.load_state_dict(src)` copies the values into the parameters and buffers `dst` already has, keeping their objects and memory.",
    zh="会：`dst.load_state_dict(src)` 把数值复制进 `dst` 已有的参数和缓冲区，对象和内存都保持不变。",
)
def _(run):
    dst = run["dst"]
    return (
        dst.weight is run["w"]
        and dst.weight.data_ptr() == run["ptr"]
        and dst.weight.tolist() == [[5.0, 5.0]]
        and run.each(_loaded_in_place)
    )


@claim(
    "modules.load-copies-apart",
    snippet="load_copies.py",
    en="So `dst.weight` shares no memory with `src`, and a later change to `src` does not reach it.",
    zh="因此 `dst.weight` 与 `src` 不共享内存，之后修改 `src` 也影响不到它。",
)
def _(run):
    dst, src = run["dst"], run["src"]
    return (
        not shares_storage(dst.weight, src["weight"])
        and src["weight"].tolist() == [[7.0, 7.0]]
        and dst.weight.tolist() == [[5.0, 5.0]]
    )


@claim(
    "modules.assign-aliases",
    snippet="load_assign.py",
    over=over(MODULES, ops("load-state-dict", only=(LOAD_OWN_ASSIGN,))),
    not_covered=(("a dict of the module's own parameter objects, from `state_dict(keep_vars=True)`",
                  "由模块自身的参数对象组成的字典，即 `state_dict(keep_vars=True)` 的结果"), *SWAP),
    en="With `assign=True`, `load_state_dict` replaces instead of copying: each parameter by a new `Parameter` on its entry's memory, each buffer by the entry itself.",
    zh="传入 `assign=True` 时，`load_state_dict` 改为替换：每个参数换成放在对应条目内存上的新 `Parameter`，每个缓冲区则直接换成条目本身。",
)
def _(run):
    dst, src, bn, sd = run["dst"], run["src"], run["bn"], run["sd"]

    def holds(case):
        found = _assigned(case)
        return bool(found) and all(_assign_holds(*found[k]) for k in found)

    return (
        dst.weight is not run["w"]
        and isinstance(dst.weight, torch.nn.Parameter)
        and shares_storage(dst.weight, src["weight"])
        and bn.running_mean is sd["running_mean"]
        and bn.weight is not sd["weight"] and shares_storage(bn.weight, sd["weight"])
        and printed(run, "bn.running_mean is sd['running_mean']: True")
        and printed(run, "bn.weight is a torch.nn.Parameter: True")
        and run.each(holds)
    )


@claim(
    "modules.assign-requires-grad",
    snippet="load_assign.py",
    over=over(MODULES, ops("load-state-dict", only=(LOAD_OWN_ASSIGN,))),
    exception_to="modules.assign-aliases",
    en="A new parameter keeps the old one's `requires_grad`, not its entry's: the one exception the `assign` docstring names.",
    zh="新参数沿用原参数的 `requires_grad`，不取条目的值：`assign` 的文档字符串（docstring）说这是唯一的例外。",
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
    "modules.assign-shares-src",
    snippet="load_assign.py",
    not_covered=SWAP,
    en="Here `dst.weight` is a new parameter sharing memory with `src[\"weight\"]`, so a later change to `src` shows in the module.",
    zh="这里 `dst.weight` 是一个新的参数对象，与 `src[\"weight\"]` 共享内存，所以之后修改 `src`，模块里也能看到。",
)
def _(run):
    dst, src = run["dst"], run["src"]
    return (
        dst.weight is not run["w"]
        and dst.weight is not src["weight"]
        and isinstance(dst.weight, torch.nn.Parameter)
        and shares_storage(dst.weight, src["weight"])
        and dst.weight.tolist() == [[7.0, 7.0]]
    )


@claim(
    "modules.assign-swap",
    snippet="load_assign_swap.py",
    exception_to="modules.assign-aliases",
    en="After `torch.__future__.set_swap_module_params_on_conversion(True)`, loading with `assign=True` keeps the parameter object: `dst.weight is w` is `True`.",
    zh="调用 `torch.__future__.set_swap_module_params_on_conversion(True)` 之后，以 `assign=True` 加载会保留原来的参数对象：`dst.weight is w` 为 `True`。",
)
def _(run):
    dst, src, w = run["dst"], run["src"], run["w"]
    return (
        dst.weight is w
        and isinstance(w, torch.nn.Parameter)
        and shares_storage(dst.weight, src["weight"])
        and dst.weight.tolist() == [[5.0, 5.0]]
        and printed(run, "dst.weight is w: True")
        and not torch.__future__.get_swap_module_params_on_conversion()  # the snippet set it back
    )


@claim(
    "modules.tied-load-kept",
    snippet="tied_load.py",
    en="Without `assign`, yes: both entries are copied into the one shared parameter, so `a.weight is b.weight` stays `True`.",
    zh="不带 `assign` 时会保留：两个条目都被复制进同一个共享参数，所以 `a.weight is b.weight` 仍为 `True`。",
)
def _(run):
    copied = run["copied"]
    return copied.a.weight is copied.b.weight and [n for n, _ in copied.named_parameters()] == ["a.weight"]


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
    "modules.tied-assign-breaks",
    snippet="tied_load.py",
    not_covered=(("`torch.__future__.set_swap_module_params_on_conversion(True)`, under which the tie holds (below)",
                  "`torch.__future__.set_swap_module_params_on_conversion(True)`：此时绑定关系保持不变，见下文"),),
    en="Loading `sd` with `assign=True` breaks the tie: `a.weight is b.weight` is `False`, and `named_parameters()` lists both `a.weight` and `b.weight` ([pytorch/pytorch#188346](https://github.com/pytorch/pytorch/issues/188346)).",
    zh="以 `assign=True` 加载 `sd` 会打破绑定关系：`a.weight is b.weight` 为 `False`，`named_parameters()` 同时列出 `a.weight` 和 `b.weight`，见 [pytorch/pytorch#188346](https://github.com/pytorch/pytorch/issues/188346)。",
)
def _(run):
    assigned = run["assigned"]
    return (
        assigned.a.weight is not assigned.b.weight
        and [n for n, _ in assigned.named_parameters()] == ["a.weight", "b.weight"]
    )


@claim(
    "modules.tied-assign-swap",
    snippet="tied_assign_swap.py",
    exception_to="modules.tied-assign-breaks",
    en="After `torch.__future__.set_swap_module_params_on_conversion(True)`, loading `sd` with `assign=True` keeps the tie: `a.weight is b.weight` is `True`.",
    zh="调用 `torch.__future__.set_swap_module_params_on_conversion(True)` 之后，以 `assign=True` 加载 `sd` 会保留绑定关系：`a.weight is b.weight` 为 `True`。",
)
def _(run):
    m, sd = run["m"], run["sd"]
    return (
        list(sd) == ["a.weight", "b.weight"]
        and not shares_storage(sd["a.weight"], sd["b.weight"])
        and m.a.weight is m.b.weight
        and [n for n, _ in m.named_parameters()] == ["a.weight"]
        and printed(run, "assign=True after set_swap_module_params_on_conversion(True): a.weight is b.weight: True")
        and not torch.__future__.get_swap_module_params_on_conversion()
    )


@claim(
    "modules.tied-assign-clones-apart",
    snippet="tied_load.py",
    en="Loaded from `sd`, whose entries are clones, the two new parameters share no memory.",
    zh="从条目都是克隆的 `sd` 加载，两个新参数互不共享内存。",
)
def _(run):
    assigned, sd = run["assigned"], run["sd"]
    return (
        not shares_storage(sd["a.weight"], sd["b.weight"])
        and not shares_storage(assigned.a.weight, assigned.b.weight)
        and shares_storage(assigned.a.weight, sd["a.weight"])
    )


@claim(
    "modules.tied-assign-shared-memory",
    snippet="tied_assign_shared.py",
    devices=("cpu",),
    not_covered=(("CUDA parameters, which `SGD` updates with its foreach implementation by default",
                  "CUDA 上的参数：`SGD` 默认用 foreach 实现更新它们"),),
    en="Loaded straight from `src.state_dict()`, `assign=True` gives two parameters on one memory: one `SGD` step with `lr=1.0` and gradients of 1 moves it by {step}, once per name.",
    zh="直接从 `src.state_dict()` 以 `assign=True` 加载，会得到同一块内存上的两个参数：在 `lr=1.0`、梯度均为 1 时执行一步 `SGD`，权重移动了 {step}，每个名字各一次。",
)
def _(run):
    a, b = run["a"], run["b"]
    return a is not b and shares_storage(a, b) and run["step"] == 2.0


# --- copy.deepcopy --------------------------------------------------------------------------

DEEPCOPY = over(MODULES, ops("copy", only=("__import__('copy').deepcopy(t)",)))
WEIGHT_NORM = (("a module that holds a non-leaf tensor, such as its last output or a `torch.nn.utils.weight_norm` or "
                 "`torch.nn.utils.spectral_norm` weight: its deep copy raises (below)",
                 "持有非叶子张量的模块，例如保存了上次输出，或带 `torch.nn.utils.weight_norm`、`torch.nn.utils.spectral_norm` "
                 "权重的模块：深拷贝它会抛出错误，见下文"),)
DEEPCOPY_ERROR = "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment."


def _deep_copied(case):
    """The copy holds every parameter and buffer in new memory, equal, of the same type and ``requires_grad``."""
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
    )


def _ties_kept(case):
    """Two names share one object in the copy exactly when they do in the original."""
    original = case.tensor
    copied = case.apply()
    own, new = _own(original), _own(copied)
    names = list(own)
    return list(new) == names and all((new[a] is new[b]) == (own[a] is own[b]) for a in names for b in names)


@claim(
    "modules.deepcopy-new-memory",
    snippet="deepcopy_tied.py",
    over=DEEPCOPY,
    not_covered=WEIGHT_NORM,
    en="No: `copy.deepcopy` puts each parameter and buffer of the copy in new memory, equal to the original and of the same type.",
    zh="不共享：`copy.deepcopy` 把副本的每个参数和缓冲区都放进新的内存，数值与原模块相等，类型也相同。",
)
def _(run):
    dup, orig = run["dup"], run["orig"]
    return not shares_storage(dup.a.weight, orig.a.weight) and equal(dup.a.weight, orig.a.weight) and run.each(_deep_copied)


@claim(
    "modules.deepcopy-tied",
    snippet="deepcopy_tied.py",
    over=DEEPCOPY,
    not_covered=WEIGHT_NORM,
    en="Tied parameters stay tied: two names share one parameter in the copy exactly when they do in the original.",
    zh="绑定的参数依旧绑定：两个名字在副本中指向同一个参数，当且仅当它们在原模块中指向同一个参数。",
)
def _(run):
    dup = run["dup"]
    return dup.a.weight is dup.b.weight and run.each(_ties_kept)


@claim(
    "modules.deepcopy-non-leaf",
    snippet="deepcopy_non_leaf.py",
    exception_to=("modules.deepcopy-new-memory", "modules.deepcopy-tied"),
    en="After a forward pass with grad mode on, `copy.deepcopy` raises `RuntimeError` on a module that keeps its output or uses `torch.nn.utils.spectral_norm`: \"Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.\"",
    zh="梯度模式开启时做过前向传播后，`copy.deepcopy` 对保存了输出或使用 `torch.nn.utils.spectral_norm` 的模块抛出 `RuntimeError`：\"Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol at the moment.\"（只有图的叶子才支持深拷贝）。",
)
def _(run):
    errors = run["errors"]
    names = ("module keeping its output", "spectral_norm module")
    return (
        all(run["copied_before"][name] is True for name in names)
        and sorted(errors) == sorted(names)
        and all(type(errors[name]) is RuntimeError and str(errors[name]).startswith(DEEPCOPY_ERROR) for name in names)
        and all(printed(run, f"  after one: RuntimeError: {DEEPCOPY_ERROR}") for name in names)
        and not run["keep"].last.is_leaf and run["keep"].last.grad_fn is not None
        and not run["sn"].weight.is_leaf and run["sn"].weight.grad_fn is not None
    )


@claim(
    "modules.deepcopy-parametrizations",
    snippet="deepcopy_non_leaf.py",
    en="`psn`, made with `torch.nn.utils.parametrizations.spectral_norm` instead, deep-copies after a forward pass, its parameters in new memory.",
    zh="改用 `torch.nn.utils.parametrizations.spectral_norm` 得到的 `psn` 做过前向传播后照样能深拷贝，副本的参数位于新的内存中。",
)
def _(run):
    name = "parametrizations.spectral_norm module"
    psn, dup = run["psn"], run["copies"].get(name)
    own = dict(psn.named_parameters())
    new = dict(dup.named_parameters()) if dup is not None else {}
    return (
        name not in run["errors"]
        and torch.nn.utils.parametrize.is_parametrized(psn, "weight")
        and type(dup) is type(psn)
        and list(new) == list(own) and len(own) > 0
        and all(equal(new[k], own[k]) and not shares_storage(new[k], own[k]) for k in own)
        and f"{name}: copied before a forward pass: True\n  after one: copied\n" in run.output
    )


@claim(
    "modules.deepcopy-weight-norm",
    snippet="deepcopy_weight_norm.py",
    exception_to=("modules.deepcopy-new-memory", "modules.deepcopy-tied"),
    en="The module `wn`, made with `torch.nn.utils.weight_norm` while grad mode is on, already holds a non-leaf `weight`: `copy.deepcopy(wn)` raises the same `RuntimeError` before its first forward pass.",
    zh="梯度模式开启时用 `torch.nn.utils.weight_norm` 得到的模块 `wn`，其 `weight` 一开始就是非叶子张量（non-leaf tensor）：还没做前向传播，`copy.deepcopy(wn)` 就抛出同样的 `RuntimeError`。",
)
def _(run):
    wn, error = run["wn"], run["error"]
    return (
        isinstance(wn, torch.nn.Linear)
        and hasattr(wn, "weight_g") and hasattr(wn, "weight_v")
        and not wn.weight.is_leaf and wn.weight.grad_fn is not None
        and type(error) is RuntimeError and str(error).startswith(DEEPCOPY_ERROR)
        and printed(run, "grad mode on: True | wn.weight is a leaf: False")
        and printed(run, f"copy.deepcopy(wn): RuntimeError: {DEEPCOPY_ERROR}")
    )


@claim(
    "modules.deepcopy-param-views",
    snippet="deepcopy_views.py",
    en="In `h2 = copy.deepcopy(h)`, the parameters `p` and `q`, which share one storage in `h`, no longer share memory: `h2.q.storage_offset()` is 0.",
    zh="在 `h2 = copy.deepcopy(h)` 中，参数 `p` 和 `q` 不再共享内存，尽管它们在 `h` 里共享同一块存储：`h2.q.storage_offset()` 为 0。",
)
def _(run):
    h, h2 = run["h"], run["h2"]
    return (
        shares_storage(h.p, h.q)
        and isinstance(h.p, torch.nn.Parameter) and isinstance(h.q, torch.nn.Parameter)
        and not shares_storage(h2.p, h2.q)
        and h2.q.storage_offset() == 0
        and h2.q.tolist() == [2.0, 3.0]
    )


@claim(
    "modules.deepcopy-buffer-views",
    snippet="deepcopy_views.py",
    en="The buffers `x` and `y`, views of that same storage, still share one new storage in `h2`: `h2.y.storage_offset()` is 2.",
    zh="缓冲区 `x` 和 `y` 是这块存储上的视图（view），它们在 `h2` 中仍共享一块新的存储：`h2.y.storage_offset()` 为 2。",
)
def _(run):
    h, h2 = run["h"], run["h2"]
    return (
        h.x._is_view() and h.y._is_view() and shares_storage(h.x, h.p)
        and shares_storage(h2.x, h2.y)
        and not shares_storage(h2.x, h.x)
        and h2.y.storage_offset() == 2
        and not shares_storage(h2.p, h2.q)
    )


# --- buffers --------------------------------------------------------------------------------


@claim(
    "modules.buffer-converted",
    snippet="buffers.py",
    en="`s.to(torch.float64)` converts both buffers registered with `register_buffer`, persistent or not, but leaves the plain attribute `s.plain` in `float32`.",
    zh="`s.to(torch.float64)` 会转换用 `register_buffer` 注册的两个缓冲区，持久的和非持久的都会转换，但普通属性 `s.plain` 仍是 `float32`。",
)
def _(run):
    s = run["s"]
    return s.mean.dtype == torch.float64 and s.scratch.dtype == torch.float64 and s.plain.dtype == torch.float32


@claim(
    "modules.buffer-saved",
    snippet="buffers.py",
    en="`state_dict()` holds only the persistent buffer, not the one registered with `persistent=False` or the plain attribute.",
    zh="`state_dict()` 只包含持久缓冲区（persistent buffer），不包含用 `persistent=False` 注册的缓冲区，也不包含普通属性。",
)
def _(run):
    return list(run["s"].state_dict()) == ["mean"]


@claim(
    "modules.deepcopy-plain-attribute",
    snippet="buffers.py",
    en="`copy.deepcopy` copies both: the copy's buffer and its plain tensor attribute are in new memory.",
    zh="`copy.deepcopy` 两者都会复制：副本的缓冲区和普通张量属性都放在新的内存里。",
)
def _(run):
    s, s2 = run["s"], run["s2"]
    return not shares_storage(s.mean, s2.mean) and not shares_storage(s.plain, s2.plain) and equal(s.plain, s2.plain)


# --- conversion -----------------------------------------------------------------------------


CONVERTED_TO = {"t.double()": torch.float64, "t.to(torch.float64)": torch.float64, "t.half()": torch.float16,
                "t.to(torch.bfloat16)": torch.bfloat16}
"""The dtype each conversion of the catalogue's ``module-conversion`` family asks for."""


def _flags_off():
    return (not torch.__future__.get_overwrite_module_params_on_conversion()
            and not torch.__future__.get_swap_module_params_on_conversion())


def _params_kept(case):
    """Each parameter stays the same object, now of the new dtype, its data in new memory; the conversion returns
    the module itself."""
    module = case.tensor
    params = dict(module.named_parameters(remove_duplicate=False))
    pointers = {k: v.data_ptr() for k, v in params.items()}
    dtype = CONVERTED_TO[case.op.name]
    returned = case.apply()
    after = dict(module.named_parameters(remove_duplicate=False))
    return (
        returned is module
        and _flags_off()
        and all(after[k] is p and p.dtype == dtype and p.data_ptr() != pointers[k] for k, p in params.items())
    )


def _buffers_replaced(case):
    """Each floating-point buffer is a new tensor object of the new dtype."""
    module = case.tensor
    buffers = {k: v for k, v in module.named_buffers(remove_duplicate=False) if v.is_floating_point()}
    dtype = CONVERTED_TO[case.op.name]
    case.apply()
    after_buffers = dict(module.named_buffers(remove_duplicate=False))
    return _flags_off() and all(after_buffers[k] is not b and after_buffers[k].dtype == dtype for k, b in buffers.items())


@claim(
    "modules.double-keeps-identity",
    snippet="conversion_identity.py",
    over=over(MODULES, ops("module-conversion")),
    not_covered=(("integer parameters, which the conversion leaves in their memory", "整数参数（转换不会改动它们，它们仍在原来的内存里）"),),
    en="Yes: by default, a conversion to another dtype, such as `m.double()`, keeps each parameter object and moves its data to new memory.",
    zh="是的：默认情况下，`m.double()` 这类换成另一种数据类型（dtype）的转换会保留每个参数对象，只把数据搬到新的内存里。",
)
def _(run):
    lines = run.output.splitlines()
    return (
        bool(lines) and lines[0] == "default:   p is m.weight: True  p.dtype: torch.float64  new memory: True"
        and run.each(_params_kept)
    )


@claim(
    "modules.overwrite-flag",
    snippet="conversion_identity.py",
    exception_to="modules.double-keeps-identity",
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


@claim(
    "modules.conversion-buffers-replaced",
    snippet="conversion_identity.py",
    over=over(MODULES, ops("module-conversion")),
    en="Each floating-point buffer, such as `bn.running_mean`, is replaced by a new tensor object of the new dtype.",
    zh="每个浮点缓冲区，例如 `bn.running_mean`，则会换成新数据类型的新张量对象。",
)
def _(run):
    return (
        printed(run, "buffer:    mean is bn.running_mean: False  bn.running_mean.dtype: torch.float64")
        and run["mean"].dtype == torch.float32
        and run.each(_buffers_replaced)
    )


def _unchanged(case):
    """The conversion returns the module, and each parameter and buffer is the object it was, in the memory it had."""
    module = case.tensor
    before = {k: (v, v.data_ptr(), v.dtype) for k, v in _own(module).items()}
    returned = case.apply()
    after = _own(module)
    return (
        returned is module
        and _flags_off()
        and set(after) == set(before)
        and all(after[k] is v and v.data_ptr() == ptr and v.dtype == dtype for k, (v, ptr, dtype) in before.items())
    )


@claim(
    "modules.conversion-same-dtype",
    snippet="conversion_same_dtype.py",
    over=over(MODULES, ops(only=("t.float()", "t.to(torch.float32)"))),
    exception_to=("modules.double-keeps-identity", "modules.conversion-buffers-replaced"),
    en="`bn.float()` on a `float32` module changes nothing: each parameter and buffer keeps its object and its memory.",
    zh="对 `float32` 模块调用 `bn.float()` 什么也不改变：每个参数和缓冲区都保留原来的对象和内存。",
)
def _(run):
    return (
        all(v.dtype in (torch.float32, torch.int64) for v in _own(run["bn"]).values())
        and printed(run, "bn.float(): weight is bn.weight: True  same memory: True")
        and printed(run, "bn.float(): mean is bn.running_mean: True  bn.running_mean.dtype: torch.float32")
        and run.each(_unchanged)
    )


# --- torch.save / torch.load ----------------------------------------------------------------


SAVE_LOAD = "(lambda buf: (torch.save(t.state_dict(), buf), buf.seek(0), torch.load(buf, weights_only=True))[-1])(__import__('io').BytesIO())"
SAVE_LOAD_DEFAULT = "(lambda buf: (torch.save(t.state_dict(), buf), buf.seek(0), torch.load(buf))[-1])(__import__('io').BytesIO())"
SAVE_LOAD_MODULE = "(lambda buf: (torch.save(t, buf), buf.seek(0), torch.load(buf))[-1])(__import__('io').BytesIO())"


def _sharing_kept(case):
    """The loaded dict has the state dict's names and values, and two entries share memory exactly when they did
    in the state dict saved."""
    saved = case.tensor.state_dict()
    loaded = case.apply()
    names = list(saved)
    return (
        isinstance(loaded, dict) and list(loaded) == names
        and all(equal(loaded[k], saved[k]) for k in names)
        and all(shares_storage(loaded[a], loaded[b]) == shares_storage(saved[a], saved[b]) for a in names for b in names)
    )


def _apart_from_module(case):
    """The loaded dict has the state dict's names and equal values; no entry shares memory with the module."""
    own = _own(case.tensor)
    saved = case.tensor.state_dict()
    loaded = case.apply()
    return (
        isinstance(loaded, dict) and list(loaded) == list(saved)
        and all(equal(loaded[k], saved[k]) and not shares_storage(loaded[k], own[k]) for k in saved)
    )


@claim(
    "modules.save-keeps-sharing",
    snippet="save_sharing.py",
    en="Yes: a tensor and its view saved in one `torch.save` call still share memory after `torch.load`: a write into `loaded[\"a\"]` shows in `loaded[\"tail\"]`.",
    zh="会：在同一次 `torch.save` 调用中保存的张量和它的视图，经 `torch.load` 加载后仍共享内存：写入 `loaded[\"a\"]` 会反映在 `loaded[\"tail\"]` 里。",
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
    en="A state dict keeps its sharing too: two loaded entries share memory exactly when they did in the dict saved.",
    zh="状态字典同样保留共享：加载后的两个条目共享内存，当且仅当它们在保存的字典中共享内存。",
)
def _(run):
    loaded = run["loaded"]
    return shares_storage(loaded["a"], loaded["tail"]) and run.each(_sharing_kept)


@claim(
    "modules.save-state-dict-apart",
    snippet="save_sharing.py",
    over=over(MODULES, ops("save-load", only=(SAVE_LOAD,))),
    en="The loaded entries hold equal values but share no memory with the module.",
    zh="加载回来的条目数值相同，但与模块不共享内存。",
)
def _(run):
    return not shares_storage(run["loaded"]["a"], run["a"]) and run.each(_apart_from_module)


@claim(
    "modules.save-slice-whole-storage",
    snippet="save_slice.py",
    en="Because `torch.save` writes a view's whole storage: `torch.save(big[:10])` takes as many bytes as `torch.save(big)`.",
    zh="因为 `torch.save` 会写出视图的整个存储：`torch.save(big[:10])` 占的字节数与 `torch.save(big)` 一样多。",
)
def _(run):
    view, whole = run["view_bytes"], run["big_bytes"]
    return view == whole and view >= 4000


@claim(
    "modules.save-slice-clone",
    snippet="save_slice.py",
    en="Save `big[:10].clone()` instead: `torch.save(big[:10].clone())` takes about 4000 bytes less.",
    zh="改为保存 `big[:10].clone()`：`torch.save(big[:10].clone())` 大约少占 4000 字节。",
)
def _(run):
    view, cloned = run["view_bytes"], run["clone_bytes"]
    return abs((view - cloned) - 4000) <= 64 and cloned < 4000


@claim(
    "modules.save-slice-loads-storage",
    snippet="save_slice.py",
    en="Loading `big[:10]` back gives a 10-element tensor on the whole 4000-byte storage.",
    zh="把 `big[:10]` 加载回来，得到的是一个 10 个元素的张量，底下仍是整块 4000 字节的存储。",
)
def _(run):
    back = run["back"]
    return back.shape == (10,) and back.untyped_storage().nbytes() == 4000 and back.tolist() == list(range(10))


@claim(
    "modules.map-location",
    snippet="map_location.py",
    not_covered=(("a CUDA checkpoint on a machine without CUDA, where `torch.load` raises unless `map_location` moves it",
                  "在没有 CUDA 的机器上加载 CUDA 检查点：除非用 `map_location` 把它移走，否则 `torch.load` 会抛出错误"),),
    en="When the machine has it, `torch.load` puts `t` back on the device it was saved from; `map_location=\"meta\"` puts it on `meta` instead.",
    zh="只要本机有那个设备，`torch.load` 就把 `t` 放回保存时所在的设备；传入 `map_location=\"meta\"` 时则不同，它会被放到 `meta` 上。",
)
def _(run):
    return run["same"].device == run["t"].device and run["moved"].device.type == "meta" and run["moved"].shape == (3,)


# --- weights_only ---------------------------------------------------------------------------

_REFUSED = "Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default."
PICKLE_DEFAULT = (
    ("a `pickle_module` argument, with which the default stays `False`", "传入 `pickle_module` 参数时，默认值仍是 `False`"),
    ("`TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD=1` in the environment, which brings `False` back",
     "环境变量 `TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD=1`，它让默认值变回 `False`"),
)
"""Where ``torch.load``'s default is ``weights_only=False`` since 2.6 too (what the checks, run without either, leave aside)."""
_CHANGED = "In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to `True`."


@claim(
    "modules.weights-only-refuses",
    snippet="weights_only_default.py",
    torch=">=2.6",
    not_covered=PICKLE_DEFAULT,
    en="Since 2.6, `torch.load(buf)` with no `weights_only` argument raises `UnpicklingError` on a checkpoint holding an `argparse.Namespace`: the default is now `True` ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="自 2.6 起，省略 `weights_only` 参数时，`torch.load(buf)` 遇到存有 `argparse.Namespace` 的检查点会抛出 `UnpicklingError`：默认值已改为 `True`（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    import pickle

    return (
        type(run.namespace.get("error")) is pickle.UnpicklingError
        and printed(run, "refused: UnpicklingError")
        and _CHANGED in str(run.namespace.get("error"))
        and isinstance(run["buf"], __import__("io").BytesIO)  # written by torch.save in the same run
    )


@claim(
    "modules.weights-only-unsupported-global",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="The message names the class: \"Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default\" ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="错误信息点名了这个类：\"Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default\"（不支持的全局对象：argparse.Namespace 默认不在允许列表中）（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    return printed(run, _REFUSED) and _REFUSED in str(run.namespace.get("error"))


@claim(
    "modules.weights-only-module-refused",
    snippet="weights_only_default.py",
    torch=">=2.6",
    over=over(MODULES, ops("save-load", only=(SAVE_LOAD_MODULE,))),
    not_covered=PICKLE_DEFAULT,
    en="A whole module saved with `torch.save(t, buf)` is refused the same way: `torch.load(buf)` raises `UnpicklingError` naming its class ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="整个模块也不例外：用 `torch.save(t, buf)` 保存后，`torch.load(buf)` 同样抛出 `UnpicklingError`，错误信息点名模块的类（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
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
    not_covered=(("a module whose `get_extra_state()` returns other objects", "`get_extra_state()` 返回其他对象的模块"),),
    en="A saved `t.state_dict()` still loads with no `weights_only` argument: an ordered dict of tensors passes the allow-list.",
    zh="省略 `weights_only` 参数，保存下来的 `t.state_dict()` 照样能加载：由张量组成的有序字典可以通过允许列表。",
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
    en="The message's first point says PyTorch 2.6 changed the default of `weights_only` in `torch.load` from `False` to `True` ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="错误信息的第一条说明，PyTorch 2.6 把 `torch.load` 中 `weights_only` 的默认值从 `False` 改为 `True`，见 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)。",
)
def _(run):
    return printed(run, _CHANGED) and f"(1) {_CHANGED}" in str(run.namespace.get("error"))


@claim(
    "modules.weights-only-allowlist",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="Its second point keeps `weights_only=True`: allowlist the class with `torch.serialization.add_safe_globals` or the `torch.serialization.safe_globals` context manager ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="第二条则保留 `weights_only=True`：用 `torch.serialization.add_safe_globals` 或上下文管理器 `torch.serialization.safe_globals` 把这个类加入允许列表（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    message = str(run.namespace.get("error"))
    second = message.find("(2) Alternatively, to load with `weights_only=True`")
    return (
        0 <= message.find("(1) ") < second
        and second < message.find("torch.serialization.add_safe_globals")
        and second < message.find("torch.serialization.safe_globals(")
        and hasattr(torch.serialization, "safe_globals")
    )


@claim(
    "modules.weights-only-loaded-before",
    snippet="weights_only_default.py",
    torch="<2.6",
    not_covered=(("`TORCH_FORCE_WEIGHTS_ONLY_LOAD=1` in the environment, which makes it refuse",
                  "环境变量 `TORCH_FORCE_WEIGHTS_ONLY_LOAD=1`（它让加载被拒绝）"),),
    en="Before 2.6, the same `torch.load(buf)` loads the whole checkpoint, `argparse.Namespace` included ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="2.6 之前，同样的 `torch.load(buf)` 会加载整个检查点，包括其中的 `argparse.Namespace`（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    import argparse

    return isinstance(run.namespace.get("ckpt", {}).get("args"), argparse.Namespace) and printed(run, "loaded: Namespace")


@claim(
    "modules.weights-only-futurewarning",
    snippet="weights_only_default.py",
    torch=">=2.4,<2.6",
    en="In 2.4 and 2.5 it loads, but first warns with a `FutureWarning` that the default `weights_only=False` will be flipped to `True` ([pytorch/pytorch#129239](https://github.com/pytorch/pytorch/pull/129239)).",
    zh="在 2.4 和 2.5 中它能加载，但会先发出 `FutureWarning`，预告默认值 `weights_only=False` 将改为 `True`，见 [pytorch/pytorch#129239](https://github.com/pytorch/pytorch/pull/129239)。",
)
def _(run):
    return (
        printed(run, "loaded: Namespace")
        and warned(run, "FutureWarning", "You are using `torch.load` with `weights_only=False` (the current default value)")
        and warned(run, "FutureWarning", "the default value for `weights_only` will be flipped to `True`")
        and len(warnings_of(run)) == 1
    )


@claim(
    "modules.weights-only-false-loads",
    snippet="weights_only_fix.py",
    en="`torch.load(buf, weights_only=False)` loads such a checkpoint, `argparse.Namespace` included, without a warning.",
    zh="`torch.load(buf, weights_only=False)` 能加载这样的检查点，包括其中的 `argparse.Namespace`，且不发出警告。",
)
def _(run):
    import argparse

    return (
        isinstance(run["ckpt"]["args"], argparse.Namespace)
        and run["ckpt"]["args"].lr == 0.1
        and not warned(run)
    )


@claim(
    "modules.weights-only-false-unsafe",
    snippet="weights_only_fix.py",
    en="Do it only for a file you trust: unpickling calls the functions the file names, so `torch.load(bad, weights_only=False)` calls `print`.",
    zh="只对你信任的文件这样做：反序列化会调用文件里指定的函数，所以 `torch.load(bad, weights_only=False)` 会调用 `print`。",
)
def _(run):
    return printed(run, "print() was called by torch.load")


@claim(
    "modules.weights-only-true-refuses",
    snippet="weights_only_fix.py",
    en="`torch.load(buf, weights_only=True)` raises `UnpicklingError` on it before 2.6 as well: 2.6 changed only the default.",
    zh="`torch.load(buf, weights_only=True)` 在 2.6 之前同样会对它抛出 `UnpicklingError`：2.6 改变的只是默认值。",
)
def _(run):
    return run["refused"] == "UnpicklingError" and printed(run, "weights_only=True:  UnpicklingError")


@claim(
    "modules.weights-only-add-safe-globals",
    snippet="weights_only_fix.py",
    torch=">=2.4",
    en="Since 2.4 there is a safe way: after `torch.serialization.add_safe_globals([argparse.Namespace])`, `torch.load(buf, weights_only=True)` loads it ([pytorch/pytorch#124331](https://github.com/pytorch/pytorch/pull/124331)).",
    zh="自 2.4 起还有一种安全的做法：调用 `torch.serialization.add_safe_globals([argparse.Namespace])` 之后，`torch.load(buf, weights_only=True)` 就能加载它（[pytorch/pytorch#124331](https://github.com/pytorch/pytorch/pull/124331)）。",
)
def _(run):
    import argparse

    return (
        printed(run, "weights_only=True after add_safe_globals: Namespace 0.1")
        and isinstance(run["added"]["args"], argparse.Namespace)
        and argparse.Namespace in torch.serialization.get_safe_globals()  # for the rest of the process
    )


@claim(
    "modules.weights-only-safe-globals",
    snippet="weights_only_fix.py",
    torch=">=2.5",
    en="Since 2.5, the context manager `torch.serialization.safe_globals([argparse.Namespace])` allows the class only inside its block, where `torch.load(buf, weights_only=True)` loads it ([pytorch/pytorch#127939](https://github.com/pytorch/pytorch/pull/127939)).",
    zh="自 2.5 起，上下文管理器 `torch.serialization.safe_globals([argparse.Namespace])` 只在它的代码块之内允许这个类，在块内 `torch.load(buf, weights_only=True)` 就能加载它（[pytorch/pytorch#127939](https://github.com/pytorch/pytorch/pull/127939)）。",
)
def _(run):
    import argparse

    return (
        printed(run, "weights_only=True in safe_globals: Namespace 0.1")
        and isinstance(run["allowed"]["args"], argparse.Namespace)
        and printed(run, "allowed after the block: False")  # allowed only inside the block
    )


# --- the documented default (errata) --------------------------------------------------------


@claim(
    "modules.load-doc-false",
    snippet="weights_only_doc.py",
    torch="<2.6",
    en="Before 2.6, the first line of `torch.load`'s docstring gives `weights_only=False` as the default ([pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007) quotes it).",
    zh="2.6 之前，`torch.load` 文档字符串的第一行写明默认值是 `weights_only=False`，[pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007) 引用了这一行。",
)
def _(run):
    return run.output.splitlines()[0].startswith("load(f, map_location=None, pickle_module=pickle, *, weights_only=False,")


@claim(
    "modules.load-doc-true",
    snippet="weights_only_doc.py",
    torch=">=2.6",
    en="Since 2.6, the first line of `torch.load`'s docstring gives `weights_only=True` as the default ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="自 2.6 起，`torch.load` 文档字符串的第一行写明默认值是 `weights_only=True`，见 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)。",
)
def _(run):
    return run.output.splitlines()[0].startswith("load(f, map_location=None, pickle_module=pickle, *, weights_only=True,")


@claim(
    "modules.load-default-none",
    snippet="weights_only_doc.py",
    torch=">=2.4,<2.6",
    en="In 2.4 and 2.5, the signature's real default is `None`, not `False`: leaving the argument out emits a `FutureWarning`, passing `weights_only=False` does not ([pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)).",
    zh="在 2.4 和 2.5 中，函数签名里真正的默认值是 `None` 而不是 `False`：省略这个参数会发出 `FutureWarning`，显式传入 `weights_only=False` 则不会，见 [pytorch/pytorch#138007](https://github.com/pytorch/pytorch/issues/138007)。",
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


# --- checkpoints that do not fit: a module. prefix, shapes, strict=False, pickled classes, mmap ----

SIZE_ERROR = ("size mismatch for weight: copying a param with shape torch.Size([3, 2]) from checkpoint, "
              "the shape in current model is torch.Size([4, 2]).")
MMAP_ERROR = "f must be a file path in order to use the mmap argument"
MMAP_LEGACY_ERROR = "mmap can only be used with files saved with"


@claim(
    "modules.module-prefix",
    snippet="module_prefix.py",
    en="A `state_dict` saved from `nn.DataParallel(model)` prefixes its keys with `module.`: for a `Linear`, loading it into the bare model raises `RuntimeError` with `Unexpected key(s) in state_dict: \"module.weight\", \"module.bias\".`",
    zh="从 `nn.DataParallel(model)` 保存的 `state_dict`，键名都带有 `module.` 前缀：对 `Linear` 来说，把它加载进未包装的模型会抛出 `RuntimeError`，信息为 `Unexpected key(s) in state_dict: \"module.weight\", \"module.bias\".`（状态字典里有意外的键）。",
)
def _(run):
    return raised(run, RuntimeError, 'Unexpected key(s) in state_dict: "module.weight", "module.bias".') and list(run["sd"]) == ["module.weight", "module.bias"] and all(k.startswith("module.") for k in run["sd"])


@claim(
    "modules.module-prefix-fix",
    snippet="module_prefix.py",
    en="The fix: `consume_prefix_in_state_dict_if_present(sd, 'module.')` strips the prefix in place, and the bare model then loads it: `<All keys matched successfully>`.",
    zh="解决办法：`consume_prefix_in_state_dict_if_present(sd, 'module.')` 会就地去掉这个前缀，之后未包装的模型就能加载它：`<All keys matched successfully>`。",
)
def _(run):
    return list(run["fixed"]) == ["weight", "bias"] and printed(run, "<All keys matched successfully>")


@claim(
    "modules.strict-false-size",
    snippet="strict_size.py",
    en="`strict=False` does not skip a shape mismatch: `load_state_dict(sd, strict=False)` raises `RuntimeError` with `size mismatch for weight: copying a param with shape torch.Size([3, 2]) from checkpoint, the shape in current model is torch.Size([4, 2]).`; drop such keys from `sd` first.",
    zh="`strict=False` 不会跳过形状不符：`load_state_dict(sd, strict=False)` 会抛出 `RuntimeError`，信息为 `size mismatch for weight: copying a param with shape torch.Size([3, 2]) from checkpoint, the shape in current model is torch.Size([4, 2]).`（weight 形状不符）；先从 `sd` 中去掉这些键。",
)
def _(run):
    return raised(run, RuntimeError, SIZE_ERROR) and printed(
        run, "after dropping mismatched shapes: _IncompatibleKeys(missing_keys=['weight', 'bias'], unexpected_keys=[])")


@claim(
    "modules.strict-false-partial",
    snippet="strict_size_partial.py",
    en="When `model.load_state_dict(sd, strict=False)` raises for a size mismatch, the keys that fit are already copied, as with `strict=True`: `model[1].weight` holds `sd['1.weight']` after the error.",
    zh="`model.load_state_dict(sd, strict=False)` 因形状不符而抛出错误时，形状相符的键已经复制进去了，`strict=True` 时也一样：出错之后，`model[1].weight` 已是 `sd['1.weight']` 的值。",
)
def _(run):
    model, sd = run["model"], run["sd"]
    return (type(run["error"]) is RuntimeError and "size mismatch for 0.weight" in str(run["error"])
            and torch.equal(model[1].weight, sd["1.weight"])
            and printed(run, "strict=False: model[1].weight holds sd['1.weight'] after the error: True")
            and printed(run, "strict=True: model[1].weight holds sd['1.weight'] after the error: True"))


@claim(
    "modules.strict-false-keys",
    snippet="strict_keys.py",
    en="What `strict=False` skips is missing and unexpected keys, and it returns them: `_IncompatibleKeys(missing_keys=['bias'], unexpected_keys=['extra'])`; the keys that match are loaded.",
    zh="`strict=False` 跳过的是缺失的键和多余的键，并把它们返回：`_IncompatibleKeys(missing_keys=['bias'], unexpected_keys=['extra'])`；匹配的键照常加载。",
)
def _(run):
    result = run["result"]
    return (result.missing_keys == ["bias"] and result.unexpected_keys == ["extra"] and bool((run["model"].weight == 1).all())
            and printed(run, "_IncompatibleKeys(missing_keys=['bias'], unexpected_keys=['extra'])"))


@claim(
    "modules.mmap-maps",
    snippet="mmap_load.py",
    en="`torch.load(path, mmap=True)` maps the file instead of reading it: the loaded weight's bytes lie in the mapped file.",
    zh="`torch.load(path, mmap=True)` 把文件映射到内存，而不是读入：加载出的权重的字节就在映射的文件里。",
)
def _(run):
    return printed(run, "the weight's bytes lie in the mapped file: True") and run["sd"]["weight"].shape == (1000, 1000)


@claim(
    "modules.mmap-legacy",
    snippet="mmap_load.py",
    exception_to="modules.mmap-maps",
    en="A file saved with `_use_new_zipfile_serialization=False` cannot be mapped: `torch.load(old, mmap=True)` raises `RuntimeError`, "
    "its message opening `mmap can only be used with files saved with`.",
    zh="以 `_use_new_zipfile_serialization=False` 保存的文件无法映射：`torch.load(old, mmap=True)` 会抛出 `RuntimeError`，"
    "信息开头为 `mmap can only be used with files saved with`（mmap 只能用于以……方式保存的文件）。",
)
def _(run):
    error = run["legacy_error"]
    return (type(error) is RuntimeError and str(error).startswith(MMAP_LEGACY_ERROR + " `torch.save(")
            and "_use_new_zipfile_serialization=True" in str(error)
            and printed(run, f"torch.load(old, mmap=True): RuntimeError {MMAP_LEGACY_ERROR} ..."))


@claim(
    "modules.mmap-needs-path",
    snippet="mmap_load.py",
    en="With a `BytesIO`, `torch.load(buf, mmap=True)` raises `ValueError: f must be a file path in order to use the mmap argument`: pass a path.",
    zh="传入 `BytesIO` 时，`torch.load(buf, mmap=True)` 会抛出 `ValueError: f must be a file path in order to use the mmap argument`（使用 mmap 参数时 f 必须是文件路径）：请传入路径。",
)
def _(run):
    return raised(run, ValueError, MMAP_ERROR)
