# devices: cpu
import os
import tempfile

import torch

folder = tempfile.mkdtemp()
path = os.path.join(folder, "four.bin")
with open(path, "wb") as file:
    file.write(torch.arange(4.0).numpy().tobytes())


def in_file():
    with open(path, "rb") as file:
        return torch.frombuffer(bytearray(file.read()), dtype=torch.float32).tolist()


private = torch.from_file(path, shared=False, size=4)
private[0] = 10.0
print("shared=False, after private[0] = 10.0: tensor", private.tolist(), "| file", in_file())
shared = torch.from_file(path, shared=True, size=4)
shared[1] = 20.0
print("shared=True, after shared[1] = 20.0: tensor", shared.tolist(), "| file", in_file())
print("torch.from_file(path, size=3):", tuple(torch.from_file(path, size=3).shape), "| no size:", tuple(torch.from_file(path).shape))
made = torch.from_file(path, size=4)
print("device, layout, dtype:", made.device, made.layout, made.dtype)
torch.set_default_dtype(torch.float64)
print("with a float64 default dtype:", torch.from_file(path, size=2).dtype)
torch.set_default_dtype(torch.float32)

for flag, value in ((True, 77.0), (False, 55.0)):
    seen = torch.from_file(path, shared=flag, size=4)
    pid = os.fork()
    if pid == 0:  # a second process writes into its inherited mapping
        seen[3] = value
        os._exit(0)
    os.waitpid(pid, 0)
    print(f"shared={flag}: a child process's seen[3] = {value} reaches this one: {seen[3].item() == value}")

try:
    torch.from_file(path, shared=False, size=8)
except RuntimeError as error:
    print("shared=False, size=8 on 16 bytes: RuntimeError:", str(error).replace(path, "path"))
new = os.path.join(folder, "new.bin")
created = torch.from_file(new, shared=True, size=3)
print("shared=True on a missing file: created", os.path.getsize(new), "bytes, holding", created.tolist())
try:
    torch.from_file(path, size=2, device="meta")
except NotImplementedError as error:
    print('device="meta": NotImplementedError:', str(error).split(",")[0])
