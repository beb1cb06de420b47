import io
import zipfile

import torch

t = torch.arange(3.0)
new, old = io.BytesIO(), io.BytesIO()
torch.save(t, new)
torch.save(t, old, _use_new_zipfile_serialization=False)
print("default file is a zip:", zipfile.is_zipfile(io.BytesIO(new.getvalue())))
print("_use_new_zipfile_serialization=False, a zip:", zipfile.is_zipfile(io.BytesIO(old.getvalue())))
old.seek(0)
print("torch.load of the old format:", torch.load(old, weights_only=False))


def protocol(**kwargs):
    buf = io.BytesIO()
    torch.save({"step": 1}, buf, **kwargs)
    archive = zipfile.ZipFile(buf)
    return archive.read(next(n for n in archive.namelist() if n.endswith("data.pkl")))[1]


print("pickle protocol by default:", protocol(), "with pickle_protocol=4:", protocol(pickle_protocol=4))


class WriteOnly:
    def __init__(self):
        self.chunks = []

    def write(self, data):
        self.chunks.append(bytes(data))
        return len(data)


class WriteAndFlush(WriteOnly):
    def flush(self):
        pass


try:
    torch.save(t, WriteOnly())
except AttributeError as error:
    print("write only:", f"AttributeError: {error}")
sink = WriteAndFlush()
torch.save(t, sink)
print("write and flush: saved", sum(map(len, sink.chunks)) > 0)
