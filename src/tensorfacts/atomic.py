"""Atomic file writes: a reader (or a second process) sees the old file or the new one, never half of either.

Needs only the standard library: :mod:`tensorfacts.docstrings` and :mod:`tensorfacts.verify` run under every
recorded release's interpreter.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import IO, Any, Callable


def write_atomically(path: Path, write: Callable[[IO[Any]], object], binary: bool = False) -> Path:
    """Create ``path``'s folder, let ``write`` fill a temporary file beside ``path``, then rename it onto ``path``.

    Raises:
        OSError: the folder or the file cannot be written; the temporary file is removed and ``path`` is untouched.
        Exception: whatever ``write`` raises, after the same clean-up.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
    try:
        with (os.fdopen(handle, "wb") if binary else os.fdopen(handle, "w", encoding="utf-8")) as stream:
            write(stream)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
    return path


def write_json(path: Path, data: Any) -> Path:
    """``data`` as indented, key-sorted UTF-8 JSON with a final newline (the records' format), written atomically."""
    def dump(stream: IO[Any]) -> None:
        json.dump(data, stream, indent=1, ensure_ascii=False, sort_keys=True)
        stream.write("\n")

    return write_atomically(path, dump)
