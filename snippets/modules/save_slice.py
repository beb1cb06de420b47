import io
import torch


def saved_bytes(obj):
    buf = io.BytesIO()
    torch.save(obj, buf)
    return len(buf.getvalue())


big = torch.arange(1000.0)  # 1000 float32 values: 4000 bytes of data
view_bytes = saved_bytes(big[:10])
clone_bytes = saved_bytes(big[:10].clone())
big_bytes = saved_bytes(big)
print("torch.save(big):               ", big_bytes, "bytes")
print("torch.save(big[:10]):          ", view_bytes, "bytes")
print("torch.save(big[:10].clone()):  ", clone_bytes, "bytes")
buf = io.BytesIO()
torch.save(big[:10], buf)
buf.seek(0)
back = torch.load(buf, weights_only=True)
print("loaded:", back.shape, " its storage:", back.untyped_storage().nbytes(), "bytes")
