"""``python -m tensorfacts``: see :mod:`tensorfacts.verify`; ``python -m tensorfacts docstrings``: :mod:`tensorfacts.docstrings`;
``python -m tensorfacts audit``: :mod:`tensorfacts.audit`."""

import sys

if sys.argv[1:2] == ["audit"]:
    from tensorfacts.audit import main as audit

    raise SystemExit(audit(sys.argv[2:]))
if sys.argv[1:2] == ["docstrings"]:
    from tensorfacts.docstrings import main as docstrings

    raise SystemExit(docstrings(sys.argv[2:]))

from tensorfacts.verify import main  # noqa: E402 - the usual commands

raise SystemExit(main())
