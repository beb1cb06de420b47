import io

import torch

x = torch.arange(4.0)
buf = io.BytesIO()
torch.save({"a": x, "tail": x[1:], "b": torch.ones(2)}, buf)  # two storages: x's and b's

calls = []


def spy(storage, location):
    calls.append((type(storage).__name__, storage.device.type, location, storage.data_ptr()))
    return None  # fall back to the default


buf.seek(0)
loaded = torch.load(buf, map_location=spy)
print("calls:", [call[:3] for call in calls])
print("loaded on:", loaded["a"].device, "in the storage passed:", loaded["a"].untyped_storage().data_ptr() == calls[0][3])
buf.seek(0)
kept = torch.load(buf, map_location=lambda storage, location: storage)
print("returning the storage:", kept["a"].device, kept["a"].tolist())
buf.seek(0)
print("map_location=torch.device('meta'):", torch.load(buf, map_location=torch.device("meta"))["a"].device)
buf.seek(0)
print("map_location={'cpu': 'meta'}:", torch.load(buf, map_location={"cpu": "meta"})["a"].device)
