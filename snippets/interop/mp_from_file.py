# devices: cpu
# timeout: 120
import tempfile

import torch
import torch.multiprocessing as mp

if __name__ == "__main__":  # a 'spawn' child imports this file: only the parent runs what follows
    print("sharing strategy:", mp.get_sharing_strategy())
    with tempfile.NamedTemporaryFile() as f:
        f.write(bytes(12))
        f.flush()
        t = torch.from_file(f.name, shared=False, size=3)
        print("t.is_shared():", t.is_shared())
        child = mp.get_context("spawn").Process(target=torch.Tensor.add_, args=(t, 1))  # the child would run t.add_(1)
        try:
            child.start()
        except OSError as exc:
            error = exc
            print("child.start(): OSError:", exc)
        else:
            error = None
            child.join()
            print("child exit code:", child.exitcode)
