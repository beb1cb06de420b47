import threading

import torch

w = torch.ones(2, requires_grad=True)
seen = {}


def compute(label):
    seen[label] = (w * 2).requires_grad


for name, mode in (("torch.no_grad()", torch.no_grad), ("torch.inference_mode()", torch.inference_mode)):
    with mode():
        compute("this thread")
        thread = threading.Thread(target=compute, args=("another thread",))
        thread.start()
        thread.join()
    print(f"under {name}, w * 2 requires grad: in this thread {seen['this thread']}, in another thread {seen['another thread']}")

saved = []
with torch.autograd.graph.saved_tensors_hooks(lambda x: saved.append(x) or x, lambda x: x):
    w.exp()
    with_grad = len(saved)
    saved.clear()
    with torch.no_grad():
        w.exp()
    without_grad = len(saved)
print("tensors saved for backward by w.exp():", with_grad, "| inside torch.no_grad():", without_grad)
