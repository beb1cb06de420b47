import io
import torch

a = torch.arange(6.0)
buf = io.BytesIO()
torch.save({"a": a, "tail": a[2:]}, buf)  # a tensor and a view of it
buf.seek(0)
loaded = torch.load(buf, weights_only=True)
loaded["a"][2] = 100.0
print("loaded['tail']:", loaded["tail"].tolist())
print("tail.storage_offset():", loaded["tail"].storage_offset())
