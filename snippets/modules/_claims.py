import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import equal, printed, shares_storage, warned, warnings_of

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
    en="No, `state_dict()` does not copy: its tensors share memory with the module's parameters, so an in-place update of a parameter, such as the optimizer's `opt.step()`, shows in a dict taken earlier: `best[\"weight\"]` changed with `model.weight`.",
    zh="不会，`state_dict()` 并不复制：它返回的张量与模块的参数共享内存，所以对参数的原地修改（例如优化器的 `opt.step()`）会出现在更早取得的字典里：`best[\"weight\"]` 随 `model.weight` 一起变了。",
)
def _(run):
    best, model = run["best"], run["model"]
    return (
        shares_storage(best["weight"], model.weight)
        and not equal(best["weight"], run["before"])
        and equal(best["weight"], model.weight)
    )


@claim(
    "modules.state-dict-detached",
    snippet="state_dict_entries.py",
    en="The entries are detached: `sd[\"weight\"]` is a plain `Tensor` with `requires_grad=False`, a new object rather than the parameter `lin.weight` itself.",
    zh="这些条目是分离出的张量：`sd[\"weight\"]` 是普通的 `Tensor`，`requires_grad=False`，是一个新对象，而不是参数 `lin.weight` 本身。",
)
def _(run):
    entry, lin = run["sd"]["weight"], run["lin"]
    return (
        type(entry) is torch.Tensor
        and not entry.requires_grad
        and entry is not lin.weight
        and shares_storage(entry, lin.weight)
    )


@claim(
    "modules.state-dict-keep-vars",
    snippet="state_dict_entries.py",
    en="With `keep_vars=True` nothing is detached: `kv[\"weight\"]` is the parameter `lin.weight` itself, with `requires_grad=True`.",
    zh="传入 `keep_vars=True` 时不做分离：`kv[\"weight\"]` 就是参数 `lin.weight` 本身，`requires_grad=True`。",
)
def _(run):
    entry = run["kv"]["weight"]
    return entry is run["lin"].weight and isinstance(entry, torch.nn.Parameter) and entry.requires_grad


@claim(
    "modules.state-dict-snapshot",
    snippet="state_dict_snapshot.py",
    en="To keep a snapshot, copy the tensors: `copy.deepcopy(net.state_dict())` and `{k: v.clone() for k, v in net.state_dict().items()}` both hold the old values, in new memory, after `net.weight` changes in place.",
    zh="要保存快照，就得复制张量：`copy.deepcopy(net.state_dict())` 和 `{k: v.clone() for k, v in net.state_dict().items()}` 都放在新的内存里，`net.weight` 被原地修改之后，它们仍保持旧值。",
)
def _(run):
    net, old = run["net"], run["old"]
    return (
        not equal(net.weight, old)
        and all(equal(snap["weight"], old) for snap in (run["snap_deep"], run["snap_clone"]))
        and not any(shares_storage(snap["weight"], net.weight) for snap in (run["snap_deep"], run["snap_clone"]))
    )


# --- load_state_dict ------------------------------------------------------------------------


@claim(
    "modules.load-copies",
    snippet="load_copies.py",
    en="`dst.load_state_dict(src)` copies the values into the parameters `dst` already has: `dst.weight` is still the same object `w` in the same memory, it shares nothing with `src`, and a later change to `src` does not reach it.",
    zh="`dst.load_state_dict(src)` 把数值复制进 `dst` 已有的参数里：`dst.weight` 仍是原来的对象 `w`，内存也不变，与 `src` 没有任何共享，之后修改 `src` 也影响不到它。",
)
def _(run):
    dst, src = run["dst"], run["src"]
    return (
        dst.weight is run["w"]
        and dst.weight.data_ptr() == run["ptr"]
        and not shares_storage(dst.weight, src["weight"])
        and dst.weight.tolist() == [[5.0, 5.0]]
    )


@claim(
    "modules.assign-aliases",
    snippet="load_assign.py",
    en="With `assign=True` the parameter is replaced instead: `dst.weight` is a new parameter, neither `w` nor `src[\"weight\"]` itself, that shares memory with `src[\"weight\"]`, so a later change to `src` shows in the module.",
    zh="传入 `assign=True` 时参数则会被替换：`dst.weight` 是一个新的参数对象，既不是 `w`，也不是 `src[\"weight\"]` 本身，但与 `src[\"weight\"]` 共享内存，所以之后修改 `src`，模块里也能看到。",
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
    "modules.assign-requires-grad",
    snippet="load_assign.py",
    en="The new parameter keeps the module's `requires_grad=True` although `src[\"weight\"]` does not require grad: the one exception the `assign` docstring names.",
    zh="虽然 `src[\"weight\"]` 不需要梯度，新参数仍保持模块原来的 `requires_grad=True`：这正是 `assign` 的文档字符串所说的唯一例外。",
)
def _(run):
    doc = " ".join(torch.nn.Module.load_state_dict.__doc__.split())
    return (
        run["dst"].weight.requires_grad
        and not run["src"]["weight"].requires_grad
        and run["dst"].weight is not run["w"]
        and "The only exception is the ``requires_grad`` field" in doc
    )


@claim(
    "modules.tied-state-dict-keys",
    snippet="tied_load.py",
    en="A module whose `b.weight` is the `Parameter` `a.weight` lists both names in its state dict, while `named_parameters()` lists only `a.weight`.",
    zh="如果模块的 `b.weight` 就是 `Parameter` `a.weight`，它的状态字典会列出这两个名字，而 `named_parameters()` 只列出 `a.weight`。",
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
    en="With `assign=True` the tie is broken: each name gets its own new parameter, `a.weight is b.weight` is `False`, and `named_parameters()` now lists both `a.weight` and `b.weight` (the dict here holds entries cloned one by one, so the two parameters share nothing) ([pytorch/pytorch#188346](https://github.com/pytorch/pytorch/issues/188346)).",
    zh="传入 `assign=True` 时绑定关系被打破：每个名字各得到一个新参数，`a.weight is b.weight` 为 `False`，`named_parameters()` 也会同时列出 `a.weight` 和 `b.weight`（这里字典中的条目是逐个克隆的，所以两个参数互不共享任何内容）（[pytorch/pytorch#188346](https://github.com/pytorch/pytorch/issues/188346)）。",
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
    en="If the dict comes straight from `src.state_dict()`, whose two entries share the tied weight's memory, `assign=True` gives two parameter objects on that one memory: one `SGD` step with `lr=1.0` and every gradient 1 moves the weight by {step}, since the optimizer updates it once per name.",
    zh="如果字典直接来自 `src.state_dict()`（其中两个条目共享被绑定权重的内存），`assign=True` 会得到位于同一块内存上的两个参数对象：在 `lr=1.0`、所有梯度均为 1 的情况下执行一步 `SGD`，权重移动了 {step}，因为优化器按名字各更新了一次。",
)
def _(run):
    a, b = run["a"], run["b"]
    return a is not b and shares_storage(a, b) and run["step"] == 2.0


# --- copy.deepcopy --------------------------------------------------------------------------


@claim(
    "modules.deepcopy-tied",
    snippet="deepcopy_tied.py",
    en="`copy.deepcopy` of a module gives it new memory and keeps tied parameters tied: in the copy, `dup.a.weight is dup.b.weight` is `True`.",
    zh="对模块做 `copy.deepcopy`，得到的参数放在新的内存里，而绑定的参数依旧绑定：副本中 `dup.a.weight is dup.b.weight` 为 `True`。",
)
def _(run):
    dup, orig = run["dup"], run["orig"]
    return dup.a.weight is dup.b.weight and not shares_storage(dup.a.weight, orig.a.weight)


@claim(
    "modules.deepcopy-param-views",
    snippet="deepcopy_views.py",
    en="Two different parameters that are views of one storage do not share memory in the copy: each copied parameter gets its own storage (`h2.q.storage_offset()` is 0).",
    zh="两个不同的参数如果是同一存储上的视图，在副本中就不再共享内存：复制出的每个参数各有自己的存储（`h2.q.storage_offset()` 为 0）。",
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
    en="Two buffers that are views of one storage keep sharing one new storage in the copy (`h2.y.storage_offset()` is still 2): buffers are plain tensors, whose deep copy keeps storage sharing, while a `Parameter` is copied one by one.",
    zh="两个缓冲区如果是同一存储上的视图，在副本中仍共享一块新的存储（`h2.y.storage_offset()` 仍为 2）：缓冲区是普通张量，深拷贝会保留其存储共享，而 `Parameter` 是逐个复制的。",
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
    en="`s.to(torch.float64)` converts the buffers registered with `register_buffer`, persistent or not, but leaves a tensor stored as a plain attribute (`s.plain`) in `float32`.",
    zh="`s.to(torch.float64)` 会转换用 `register_buffer` 注册的缓冲区（无论是否持久），但作为普通属性保存的张量（`s.plain`）仍是 `float32`。",
)
def _(run):
    s = run["s"]
    return s.mean.dtype == torch.float64 and s.scratch.dtype == torch.float64 and s.plain.dtype == torch.float32


@claim(
    "modules.buffer-saved",
    snippet="buffers.py",
    en="Only the persistent buffer is in `state_dict()`: a buffer registered with `persistent=False` and the plain attribute are left out.",
    zh="`state_dict()` 里只有持久缓冲区：用 `persistent=False` 注册的缓冲区和普通属性都不在其中。",
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


@claim(
    "modules.double-keeps-identity",
    snippet="conversion_identity.py",
    en="By default `m.double()` keeps the parameter object: a reference `p` taken before is still `m.weight` afterwards and is now `float64`, although its data moved to new memory.",
    zh="默认情况下 `m.double()` 保留参数对象：之前取得的引用 `p` 之后仍是 `m.weight`，并且已变成 `float64`，尽管它的数据搬到了新的内存里。",
)
def _(run):
    lines = run.output.splitlines()
    return bool(lines) and lines[0] == "default:   p is m.weight: True  p.dtype: torch.float64  new memory: True"


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


@claim(
    "modules.save-keeps-sharing",
    snippet="save_sharing.py",
    en="Tensors saved together keep sharing after `torch.load`: a tensor and a view of it come back on one storage, so a write into `loaded[\"a\"]` shows in `loaded[\"tail\"]`.",
    zh="一起保存的张量在 `torch.load` 之后依然共享：一个张量和它的视图加载回来后仍在同一块存储上，所以写入 `loaded[\"a\"]` 会反映在 `loaded[\"tail\"]` 里。",
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
    en="A tensor saved from the CPU loads back on the CPU, and `map_location` puts it elsewhere: with `map_location=\"meta\"` the tensor comes back on `meta`.",
    zh="从 CPU 保存的张量加载后仍在 CPU 上，`map_location` 可以把它放到别处：传入 `map_location=\"meta\"` 时，张量加载到 `meta` 上。",
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
    en="Since 2.6, `torch.load` with no `weights_only` argument (and no pickle module passed) unpickles only an allow-list of types (tensors, primitive types, containers and a few torch types): a checkpoint that also holds an `argparse.Namespace` is refused with `UnpicklingError`, whose message says \"Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default\" (the class is not on the allow-list); the default was flipped by [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602).",
    zh="自 2.6 起，不传 `weights_only` 参数（也不传入 pickle 模块）时，`torch.load` 只反序列化允许列表中的类型（张量、基本类型、容器以及少数 torch 类型）：一个同时存有 `argparse.Namespace` 的检查点会被拒绝，抛出 `UnpicklingError`，消息为 \"Unsupported global: GLOBAL argparse.Namespace was not an allowed global by default\"（这个类不在默认允许列表里）；默认值由 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) 翻转。",
)
def _(run):
    import pickle

    return type(run.namespace.get("error")) is pickle.UnpicklingError and printed(run, _REFUSED) and printed(run, "refused: UnpicklingError")


@claim(
    "modules.weights-only-message",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="The message itself names the change: its first point says that in PyTorch 2.6 the default value of `weights_only` in `torch.load` changed from `False` to `True` ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="报错消息本身就点明了这一变化：它的第一条说明，PyTorch 2.6 把 `torch.load` 中 `weights_only` 的默认值从 `False` 改成了 `True`（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    return printed(run, _CHANGED) and _CHANGED in str(run.namespace.get("error"))


@claim(
    "modules.weights-only-loaded-before",
    snippet="weights_only_default.py",
    torch="<2.6",
    en="Before 2.6 the same call loads the whole checkpoint, `argparse.Namespace` included ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) flipped the default).",
    zh="2.6 之前，同样的调用会加载整个检查点，包括其中的 `argparse.Namespace`（默认值由 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) 翻转）。",
)
def _(run):
    import argparse

    return isinstance(run.namespace.get("ckpt", {}).get("args"), argparse.Namespace) and printed(run, "loaded: Namespace")


@claim(
    "modules.weights-only-futurewarning",
    snippet="weights_only_default.py",
    torch=">=2.4,<2.6",
    en="In 2.4 and 2.5 it loads but warns first, with a `FutureWarning` saying that `torch.load` is used with `weights_only=False`, the current default value, and that this default will be flipped to `True` ([pytorch/pytorch#129239](https://github.com/pytorch/pytorch/pull/129239)).",
    zh="在 2.4 和 2.5 中，它能加载，但会先发出 `FutureWarning`，说明 `torch.load` 正以当前默认值 `weights_only=False` 被调用，并预告这个默认值将翻转为 `True`（[pytorch/pytorch#129239](https://github.com/pytorch/pytorch/pull/129239)）。",
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
    en="On every release, `torch.load(buf, weights_only=False)` loads such a checkpoint; do it only for a file you trust, because unpickling can run arbitrary code.",
    zh="在每个版本上，`torch.load(buf, weights_only=False)` 都能加载这样的检查点；只对你信任的文件这样做，因为反序列化可能执行任意代码。",
)
def _(run):
    import argparse

    return isinstance(run["ckpt"]["args"], argparse.Namespace) and run["ckpt"]["args"].lr == 0.1 and not warned(run)


@claim(
    "modules.weights-only-true-refuses",
    snippet="weights_only_fix.py",
    en="And on every release, `weights_only=True` refuses it with `UnpicklingError`: since 2.6 only the default changed, not what `weights_only=True` accepts for this file.",
    zh="而在每个版本上，`weights_only=True` 都会以 `UnpicklingError` 拒绝它：2.6 改变的只是默认值，而不是 `weights_only=True` 对这个文件的处理。",
)
def _(run):
    return run["refused"] == "UnpicklingError" and printed(run, "weights_only=True:  UnpicklingError")


@claim(
    "modules.weights-only-allowlist",
    snippet="weights_only_default.py",
    torch=">=2.6",
    en="The message also offers the other way out: allowlist the class with `torch.serialization.add_safe_globals` or the `torch.serialization.safe_globals` context manager, then load with `weights_only=True` ([pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)).",
    zh="报错消息还给出了另一条出路：用 `torch.serialization.add_safe_globals` 或上下文管理器 `torch.serialization.safe_globals` 把这个类加入允许列表，再以 `weights_only=True` 加载（[pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602)）。",
)
def _(run):
    message = str(run.namespace.get("error"))
    return (
        "torch.serialization.add_safe_globals" in message
        and "torch.serialization.safe_globals" in message
        and "weights_only=True" in message
        and hasattr(torch.serialization, "safe_globals")
    )


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
    zh="自 2.6 起，这一行写的是 `weights_only=True`，即 [pytorch/pytorch#137602](https://github.com/pytorch/pytorch/pull/137602) 翻转后的默认值。",
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
