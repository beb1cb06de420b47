# raises: AttributeError
import io
import sys
import torch

main = sys.modules["__main__"]  # the training script, run as `python train.py`


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(2, 2)


Net.__module__, main.Net = "__main__", Net  # Net is __main__.Net, as in that script
model = Net()
buf = io.BytesIO()
torch.save(model, buf)  # pickles the module object: a reference to __main__.Net, not its code
state = io.BytesIO()
torch.save(model.state_dict(), state)  # the fix: save the state_dict
del main.Net  # as in another script, which does not define Net
state.seek(0)
print("state_dict loads:", list(torch.load(state, weights_only=True)))
buf.seek(0)
torch.load(buf, weights_only=False)
