import torch

signature = torch.arange.__doc__.strip().splitlines()[0]
print(signature)
try:  # the same parameter list, declared in Python
    compile("def arange(start=0, end, step=1, *, out=None): pass", "<signature>", "exec")
    declarable = True
except SyntaxError as error:
    declarable = False
    print("as a Python def:", type(error).__name__)
