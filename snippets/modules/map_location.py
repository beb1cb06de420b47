import io
import torch

t = torch.ones(3)
buf = io.BytesIO()
torch.save(t, buf)
buf.seek(0)
same = torch.load(buf, weights_only=True)
buf.seek(0)
moved = torch.load(buf, map_location="meta", weights_only=True)
print("saved from:", t.device.type, " loaded:", same.device.type, " with map_location='meta':", moved.device.type)
