import io
import pickle
import pickletools
import sys
import types
import zipfile

import torch

classes = types.ModuleType("classes")  # an importable module, so that pickle finds the classes
sys.modules["classes"] = classes


class Outer:
    class Inner:
        pass


Outer.__module__ = Outer.Inner.__module__ = "classes"
classes.Outer = Outer
print("Outer.Inner.__qualname__:", Outer.Inner.__qualname__)

buf = io.BytesIO()
torch.save(Outer.Inner(), buf)  # with the default pickle_protocol=2
archive = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
pkl = archive.read(next(name for name in archive.namelist() if name.endswith("data.pkl")))
names = [arg for op, arg, _ in pickletools.genops(pkl) if op.name == "GLOBAL"]
print("GLOBAL names in data.pkl:", names)
if hasattr(torch.serialization, "add_safe_globals"):  # since 2.4; the sentence quoted, since 2.6
    doc = " ".join(torch.serialization.add_safe_globals.__doc__.split())
    if "Within the serialized format" in doc:
        start = doc.index("Within the serialized format")
        print("docstring:", doc[start : doc.index("``.", start) + 3])
    torch.serialization.add_safe_globals([Outer.Inner])
    buf.seek(0)
    try:
        torch.load(buf, weights_only=True)
        outcome = "loads"
    except pickle.UnpicklingError:
        outcome = "UnpicklingError"
    print("after add_safe_globals([Outer.Inner]):", outcome)
