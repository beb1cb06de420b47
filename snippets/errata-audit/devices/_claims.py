import torch

from tensorfacts.claims import claim
from tensorfacts.evidence import printed

# Errata found by the docstring audit of these functions (docs/audit/devices.md): each quotes a docstring statement and shows what happens.


@claim(
    "errata.devices-cpu-memory-format",
    snippet="devices_cpu_memory_format.py",
    en="`Tensor.cpu`'s docstring calls `memory_format` “the desired memory format of returned Tensor”; yet for the transposed CPU tensor `t`, `t.cpu(memory_format=torch.contiguous_format)` returns `t` itself, not contiguous.",
    zh="`Tensor.cpu` 的文档字符串（docstring）说 `memory_format` 是 “the desired memory format of returned Tensor”，即返回张量所需的内存格式（memory format）；可是对转置后的 CPU 张量 `t`，`t.cpu(memory_format=torch.contiguous_format)` 返回的就是 `t` 本身，并不连续。",
)
def _(run):
    t, r = run["t"], run["r"]
    return r is t and not r.is_contiguous() and t.device.type == "cpu" and printed(run, "r is t: True")


@claim(
    "errata.devices-stack-negative-dim",
    snippet="devices_stack_negative_dim.py",
    en="`torch.stack`'s docstring says `dim` “Has to be between 0 and the number of dimensions of concatenated tensors (inclusive)”; yet `torch.stack([a, b], dim=-1)` works, the same as `dim=2`.",
    zh="`torch.stack` 的文档字符串说 `dim` “Has to be between 0 and the number of dimensions of concatenated tensors (inclusive)”（必须介于零和张量的维数之间，含两端）；可是 `torch.stack([a, b], dim=-1)` 照样可用，结果与 `dim=2` 相同。",
)
def _(run):
    return (printed(run, "docstring: Has to be between 0 and the number of dimensions of concatenated tensors (inclusive)")
            and tuple(run["last"].shape) == (2, 3, 2) and printed(run, "dim=-1: (2, 3, 2)") and printed(run, "same as dim=2: True"))


@claim(
    "errata.devices-cat-same-type",
    snippet="devices_cat_types.py",
    en="The `torch.cat` docstring of 2.3 to 2.6 asks for a “sequence of tensors of the same type”; yet `torch.cat([f32, f64])` joins a `float32` and a `float64` tensor into a `float64` one.",
    zh="2.3 到 2.6 的 `torch.cat` 文档字符串要求 “sequence of tensors of the same type”（类型相同的张量序列）；可是 `torch.cat([f32, f64])` 能把 `float32` 和 `float64` 张量拼接成一个 `float64` 张量。",
)
def _(run):
    return (run["f32"].dtype == torch.float32 and run["f64"].dtype == torch.float64 and run["joined"].dtype == torch.float64
            and printed(run, "torch.cat([f32, f64]): torch.float64 [0.0, 0.0, 1.0, 1.0]"))


@claim(
    "errata.devices-load-errors-default",
    snippet="devices_load_errors.py",
    torch=">=2.6,<2.11",
    en="`torch.load`'s docstring passes `pickle_load_args` to the unpickler, “e.g., errors=...”; yet with the default `weights_only`, `torch.load(buf, errors='strict')` raises `TypeError: Unpickler.__init__() got an unexpected keyword argument 'errors'` ([pytorch/pytorch#159555](https://github.com/pytorch/pytorch/issues/159555)).",
    zh="`torch.load` 的文档字符串说 `pickle_load_args` 会传给反序列化器（unpickler），“e.g., errors=...”；可是在默认的 `weights_only` 下，`torch.load(buf, errors='strict')` 会抛出 `TypeError: Unpickler.__init__() got an unexpected keyword argument 'errors'`（收到意外的关键字参数 errors）（[pytorch/pytorch#159555](https://github.com/pytorch/pytorch/issues/159555)）。",
)
def _(run):
    outcomes = run["outcomes"]
    default = outcomes["default weights_only"]
    return ("e.g., :attr:`errors=...`" in run["args"] and "only works if" not in run["args"]  # 2.11 added the condition
            and outcomes["weights_only=False"] == {"step": 1} and type(default) is TypeError
            and str(default) == "Unpickler.__init__() got an unexpected keyword argument 'errors'")


@claim(
    "errata.devices-safe-globals-nested",
    snippet="devices_safe_globals_nested.py",
    torch=">=2.6",
    en="“Within the serialized format, each function is identified with its full path”, says `add_safe_globals`'s docstring; yet by default `torch.save` names the nested class `Outer.Inner` by `getattr` on `classes Outer`, so `add_safe_globals([Outer.Inner])` cannot make it load ([pytorch/pytorch#142153](https://github.com/pytorch/pytorch/pull/142153)).",
    zh="`add_safe_globals` 的文档字符串说 “Within the serialized format, each function is identified with its full path”（序列化格式中每个函数都以完整路径标识）；可是 `torch.save` 默认用 `classes Outer` 上的 `getattr` 来指称嵌套类 `Outer.Inner`，所以 `add_safe_globals([Outer.Inner])` 无法让它加载（[pytorch/pytorch#142153](https://github.com/pytorch/pytorch/pull/142153)）。",
)
def _(run):
    return (any(line.startswith("docstring: Within the serialized format, each function is identified with its full path as")
                for line in run.output.splitlines())
            and run["names"] == ["__builtin__ getattr", "classes Outer"]
            and printed(run, "after add_safe_globals([Outer.Inner]): UnpicklingError"))


@claim(
    "errata.devices-cat-seq",
    snippet="devices_cat_seq.py",
    en="The `torch.cat` docstring of 2.3 to 2.5 names the sequence to join `seq`; yet `torch.cat(seq=[a, b])` raises `TypeError`, the argument being `tensors`.",
    zh="2.3 到 2.5 的 `torch.cat` 文档字符串把要拼接的序列称为 `seq`；可是 `torch.cat(seq=[a, b])` 会抛出 `TypeError`，参数名其实是 `tensors`。",
)
def _(run):
    return (printed(run, "torch.cat(tensors=[a, b]): [0.0, 0.0, 1.0, 1.0]")
            and printed(run, 'torch.cat(seq=[a, b]): TypeError: cat() missing 1 required positional arguments: "tensors"'))


@claim(
    "errata.devices-map-location-meta",
    snippet="devices_map_location_meta.py",
    en="`torch.load`'s docstring says a device `map_location` “indicates the location where” the tensors “should be loaded”; yet with `map_location='cpu'` or `torch.device('cpu')`, the saved meta tensor `m` loads on `meta`.",
    zh="`torch.load` 的文档字符串说，设备形式的 `map_location` “indicates the location where all tensors should be loaded”（指明张量应当加载到哪里）；可是传入 `map_location='cpu'` 或 `torch.device('cpu')` 时，保存下来的 meta 张量 `m` 仍加载到 `meta` 上。",
)
def _(run):
    return all(r["m"].device.type == "meta" and r["c"].device.type == "cpu" for r in run["loaded"].values()) and printed(
        run, "map_location='cpu': m on meta, c on cpu") and printed(run, "map_location=device(type='cpu'): m on meta, c on cpu")
