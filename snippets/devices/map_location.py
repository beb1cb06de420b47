# devices: cpu
import io

import torch

buffer = io.BytesIO()
torch.save({"weight": torch.ones(2)}, buffer)
buffer.seek(0)
plain = torch.load(buffer, weights_only=True)
buffer.seek(0)
on_meta = torch.load(buffer, map_location="meta", weights_only=True)
print("saved from the CPU, loaded on:", plain["weight"].device)
print("with map_location='meta':", on_meta["weight"].device)
