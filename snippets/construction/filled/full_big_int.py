import torch

errors = {}
for text, value in (("2**63", 2**63), ("2**64 - 1", 2**64 - 1), ("2**64", 2**64), ("-2**63 - 1", -2**63 - 1)):
    try:   # int64 holds -2**63 to 2**63 - 1
        torch.full((2,), value)
    except (RuntimeError, OverflowError) as error:
        errors[text] = error
        print(f"torch.full((2,), {text}):", type(error).__name__, error)
