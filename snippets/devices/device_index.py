import torch

plain, indexed = torch.device("cuda"), torch.device("cuda:0")
print("torch.device('cuda') == torch.device('cuda:0'):", plain == indexed)
print("indices:", plain.index, indexed.index)
print("types equal:", plain.type == indexed.type)
print("torch.device('cpu') == torch.device('cpu:0'):", torch.device("cpu") == torch.device("cpu:0"))
