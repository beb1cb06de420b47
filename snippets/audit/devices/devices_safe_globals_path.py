import io
import sys
import types

import torch

old = types.ModuleType("old_package")  # the module a checkpoint was saved from, gone when it is loaded
sys.modules["old_package"] = old


class Box:
    pass


Box.__module__ = "old_package"
old.Box = Box
buf = io.BytesIO()
torch.save(Box(), buf)
del sys.modules["old_package"]
Box.__module__ = "shapes"  # the class now lives elsewhere


def load():
    buf.seek(0)
    try:
        return type(torch.load(buf, weights_only=True)).__name__
    except Exception as error:
        return type(error).__name__


if hasattr(torch.serialization, "add_safe_globals"):
    torch.serialization.add_safe_globals([Box])
    print("add_safe_globals([Box]):", load())
    torch.serialization.add_safe_globals([(Box, "old_package.Box")])
    print("add_safe_globals([(Box, 'old_package.Box')]):", load())
