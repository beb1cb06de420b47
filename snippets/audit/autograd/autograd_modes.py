import torch
import torch.autograd.forward_ad as fwAD

w = torch.ones(2, requires_grad=True)


@torch.no_grad()
def doubled(x):
    return x * 2


@torch.inference_mode()
def tripled(x):
    return x * 3


def halved(x):
    return x / 2


print("doubled(w).requires_grad:", doubled(w).requires_grad)
print("tripled(w).is_inference():", tripled(w).is_inference())
print("torch.inference_mode(halved)(w).is_inference():", torch.inference_mode(halved)(w).is_inference())
with torch.inference_mode():
    print("inside torch.inference_mode():", torch.is_inference_mode_enabled())
    with torch.inference_mode(False):
        print("inside torch.inference_mode(False):", torch.is_inference_mode_enabled(), torch.ones(1).is_inference())

with fwAD.dual_level():
    dual = fwAD.make_dual(torch.ones(2), torch.full((2,), 3.0))
    with torch.no_grad():
        a = dual * 2
    with torch.inference_mode():
        b = dual * 2
    print("tangent of dual * 2 inside torch.no_grad():", fwAD.unpack_dual(a).tangent.tolist())
    print("inside torch.inference_mode():", fwAD.unpack_dual(b).tangent)

dropout = torch.nn.Dropout()
with torch.inference_mode():
    print("dropout.training inside torch.inference_mode():", dropout.training)
