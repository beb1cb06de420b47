import io
import sys
import types

import torch

shapes = types.ModuleType("shapes")  # an importable module, so that pickle finds the classes
sys.modules["shapes"] = shapes


class Point:
    def __init__(self, x):
        self.x = x


def make_point(x):
    return Point(x)


class Made:
    def __reduce__(self):
        return (make_point, (7,))  # unpickling calls make_point(7)


for item in (Point, make_point, Made):
    item.__module__ = "shapes"
    setattr(shapes, item.__name__, item)


def load(obj):
    buf = io.BytesIO()
    torch.save(obj, buf)
    buf.seek(0)
    try:
        return torch.load(buf, weights_only=True)
    except Exception as error:
        return type(error).__name__


print("Point(3) before:", load(Point(3)))
if hasattr(torch.serialization, "add_safe_globals"):  # since 2.4
    torch.serialization.add_safe_globals([Point])
    print("Point(3) after add_safe_globals([Point]): x =", load(Point(3)).x)
    print("Made() before make_point is added:", load(Made()))
    torch.serialization.add_safe_globals([make_point])
    print("Made() after add_safe_globals([make_point]): x =", load(Made()).x)
