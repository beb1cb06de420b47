# raises: RuntimeError
import io

import torch

x = torch.arange(4.0)
v = x.view(torch.int32)  # the same bytes read as int32: v shares x's storage
print("v shares x's storage:", v.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
torch.save({"x": x, "v": v}, io.BytesIO())
