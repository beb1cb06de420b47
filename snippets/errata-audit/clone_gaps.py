import torch

doc = " ".join(torch.clone.__doc__.split())
quote = "the output is converted to the dense (contiguous) format."
print("docstring:", doc[doc.index("Otherwise (e.g.") : doc.index(quote) + len(quote)] if quote in doc else "(no such sentence)")
x = torch.arange(16.0).reshape(1, 4, 2, 2).to(memory_format=torch.channels_last)
s = x[:, ::2]  # every other channel: a source with gaps
c = s.clone()
print("c.stride():", c.stride())
print("c.is_contiguous():", c.is_contiguous())
print("channels_last:", c.is_contiguous(memory_format=torch.channels_last))
