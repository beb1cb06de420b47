# devices: cpu
import copy
import warnings

import torch

warnings.simplefilter("ignore")  # the sparse CSR and nested layouts warn that they are in beta or prototype
others = {
    "torch.eye(3).to_sparse()": torch.eye(3).to_sparse(),  # sparse COO
    "torch.eye(3).to_sparse_csr()": torch.eye(3).to_sparse_csr(),
    "torch.ones(2, 3).to_mkldnn()": torch.ones(2, 3).to_mkldnn(),
    "nested, layout=torch.strided": torch.nested.nested_tensor([torch.ones(2), torch.ones(3)], layout=torch.strided),
}
for code, t in others.items():
    try:
        c = copy.deepcopy(t)
        print(f"{code}: copied, layout {c.layout}")
    except NotImplementedError as error:
        print(f"{code}: NotImplementedError: {str(error).split('. ')[0]}")
