# devices: cpu
import torch

calls = {
    "t.to('cpu')": lambda t: t.to("cpu"),
    "t.cpu()": lambda t: t.cpu(),
    "t.to('cpu', non_blocking=True)": lambda t: t.to("cpu", non_blocking=True),
    "t.to('cpu', copy=True)": lambda t: t.to("cpu", copy=True),
    "t.to('cpu:0')": lambda t: t.to("cpu:0"),
    "t.to('meta')": lambda t: t.to("meta"),
}
marks = {True: "✓", False: "✗"}
print("| | same object | shares memory |")
print("|---|---|---|")
for code, call in calls.items():
    t = torch.arange(3.0)  # a CPU tensor
    out = call(t)
    shares = "n/a" if out.device.type == "meta" else marks[out.data_ptr() == t.data_ptr()]  # meta holds no data
    print(f"| `{code}` | {marks[out is t]} | {shares} |")
