# devices: cpu
import torch
import torch.multiprocessing as mp


def receive_and_add_one(queue):
    queue.get().add_(1)  # in the child: take the tensor off the queue and write into it


ctx = mp.get_context("fork")
queue = ctx.Queue()
child = ctx.Process(target=receive_and_add_one, args=(queue,))
child.start()
t = torch.zeros(3)
before = t.is_shared()
queue.put(t)
child.join()
print("is_shared() before queue.put(t):", before, "| after the child took it:", t.is_shared())
print("child exit code:", child.exitcode, "| t in the parent:", t.tolist())
