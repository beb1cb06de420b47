import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    dual = fwAD.make_dual(torch.ones(2), torch.full((2,), 3.0))
    d = dual.detach()
    e = (dual * 1).detach_()
    print("dual's tangent:", fwAD.unpack_dual(dual).tangent.tolist())
    print("dual.detach():", fwAD.unpack_dual(d).tangent)
    print("(dual * 1).detach_():", fwAD.unpack_dual(e).tangent)
    print("dual._is_view():", dual._is_view())
    try:
        dual.detach_()
    except RuntimeError as error:
        print("RuntimeError:", error)
