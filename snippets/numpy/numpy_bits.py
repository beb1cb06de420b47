# devices: cpu
import warnings

import numpy as np
import torch

warnings.simplefilter("ignore", DeprecationWarning)  # NumPy 2's warning for np.array(t): see below
z = torch.tensor([1 + 2j, 3 - 4j])
c = z.conj()       # the conjugate bit set
n = z.conj().imag  # the negative bit set
errors = {}
for name, t in (("c", c), ("n", n)):
    for convert in (lambda t: t.numpy(), np.asarray, np.array):
        try:
            convert(t)
        except RuntimeError as error:
            errors.setdefault(name, set()).add(str(error))
    print(f"{name}: is_conj() {t.is_conj()}, is_neg() {t.is_neg()}; RuntimeError: {' | '.join(errors[name])}")
