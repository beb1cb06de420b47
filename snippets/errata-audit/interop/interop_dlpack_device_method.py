# devices: cpu
import numpy as np
import torch

doc = " ".join(torch.from_dlpack.__doc__.split())
start = doc.index("ext_tensor (object with")
print("docstring:", doc[start : doc.index("DLPack capsule)", start) + 15])
start = doc.index("it must support the ``__dlpack__`` protocol")
print("docstring:", doc[start : doc.index("method).", start) + 8])


class OnlyDlpack:
    def __init__(self, array):
        self.array = array

    def __dlpack__(self, *args, **kwargs):
        return self.array.__dlpack__(*args, **kwargs)


class WithDevice(OnlyDlpack):
    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


try:
    torch.from_dlpack(OnlyDlpack(np.arange(3.0)))
except AttributeError as error:
    print("with __dlpack__ alone: AttributeError:", error)
print("with __dlpack_device__ too:", torch.from_dlpack(WithDevice(np.arange(3.0))).tolist())
