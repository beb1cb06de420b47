"""``python -m tensorfacts``: see :mod:`tensorfacts.verify`."""

from tensorfacts.verify import main

raise SystemExit(main())
