import torch

doc = torch.Tensor.new_tensor.__doc__
# the sentence about defaults, on one line
sentence = " ".join(doc.split("By default, ")[1].split(".\n")[0].split())
print("By default,", sentence)
