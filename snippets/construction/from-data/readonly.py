# devices: cpu
# Each setting runs in a fresh Python process, as a reader's script does.
import json
import subprocess
import sys

PROGRAM = """
import json, sys, warnings
import numpy as np
import torch

torch.set_warn_always(sys.argv[1] == "True")
arr = np.arange(3.0)
arr.flags.writeable = False  # a read-only array
calls = []
for _ in range(2):  # convert it twice
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        t = torch.from_numpy(arr)
    calls.append({"values": t.tolist(), "warnings": [(w.category.__name__, str(w.message)) for w in caught]})
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    writable = torch.from_numpy(arr.copy())  # a writable copy of the array
calls.append({"values": writable.tolist(), "warnings": [(w.category.__name__, str(w.message)) for w in caught]})
print(json.dumps(calls))
"""

children = {  # both processes start at once
    warn_always: subprocess.Popen([sys.executable, "-c", PROGRAM, str(warn_always)], stdout=subprocess.PIPE, text=True)
    for warn_always in (False, True)
}
seen = {warn_always: json.loads(child.communicate()[0]) for warn_always, child in children.items()}
for warn_always in (False, True):
    print(f"fresh process, torch.set_warn_always({warn_always}):")
    for label, call in zip(("arr, call 1", "arr, call 2", "arr.copy()"), seen[warn_always]):
        print(f"  torch.from_numpy({label}): {call['values']}, {len(call['warnings'])} warning(s)")
print("the warning:")
category, message = seen[False][0]["warnings"][0]
print(f"{category}: {message.split(' (Triggered internally')[0]}")
