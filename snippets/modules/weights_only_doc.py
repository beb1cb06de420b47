import inspect
import io
import torch

print(torch.load.__doc__.strip().splitlines()[0])
print("signature default:", inspect.signature(torch.load).parameters["weights_only"].default)
buf = io.BytesIO()
torch.save(torch.ones(2), buf)
print("explicit weights_only=False:")
buf.seek(0)
explicit = torch.load(buf, weights_only=False)
print("argument left out:")
buf.seek(0)
implicit = torch.load(buf)
