"""``python -m tensorfacts``: see :mod:`tensorfacts.verify`; ``python -m tensorfacts docstrings``: :mod:`tensorfacts.docstrings`."""

import sys

if sys.argv[1:2] == ["docstrings"]:
    from tensorfacts.docstrings import main as docstrings

    raise SystemExit(docstrings(sys.argv[2:]))

from tensorfacts.verify import main  # noqa: E402 - the usual commands

raise SystemExit(main())
