from tensorfacts.claims import claim

import torch


@claim(
    "construction.common-keywords",
    snippet="keywords.py",
    en="The factory functions share the keywords `dtype=`, `device=` and `requires_grad=`; with `requires_grad=True` the new tensor is a leaf tensor.",
    zh="各个工厂函数都接受 `dtype=`、`device=` 和 `requires_grad=` 这几个关键字参数；指定 `requires_grad=True` 时，新张量是叶子张量。",
)
def _(run):
    return len(run["made"]) == 3 and all(
        t.dtype == torch.float64 and t.device.type == "meta" and t.requires_grad and t.is_leaf
        for t in run["made"].values()
    )
