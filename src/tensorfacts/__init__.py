"""Tensor Facts: executed snippets and checked claims about PyTorch tensors.

Modules: :mod:`tensorfacts.runner` runs snippets, :mod:`tensorfacts.claims` checks claims,
:mod:`tensorfacts.plugin` puts both on the site.
"""

__version__ = "0.1.0"
