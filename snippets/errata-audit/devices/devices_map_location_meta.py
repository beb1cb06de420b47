import io

import torch

buf = io.BytesIO()
torch.save({"m": torch.zeros(2, device="meta"), "c": torch.ones(2)}, buf)
loaded = {}
for location in ("cpu", torch.device("cpu")):
    buf.seek(0)
    loaded[repr(location)] = torch.load(buf, map_location=location)
    print(f"map_location={location!r}: m on {loaded[repr(location)]['m'].device}, c on {loaded[repr(location)]['c'].device}")
