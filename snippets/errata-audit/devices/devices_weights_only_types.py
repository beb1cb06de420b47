import io

import torch

loaded = {}
for value in (torch.float16, torch.strided):
    buf = io.BytesIO()
    torch.save(value, buf)
    buf.seek(0)
    loaded[value] = torch.load(buf, weights_only=True)
    print(f"a saved {value} ({type(value).__module__}.{type(value).__name__}), weights_only=True:", loaded[value])
