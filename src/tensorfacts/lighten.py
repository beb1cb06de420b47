"""Bytes a built page can lose without any change a reader can see.

Pygments wraps every name (``n``), run of whitespace (``w``), punctuation (``p``) and operator
(``o``) of highlighted code in a span of its own. Material colours ``.highlight .n`` with
``--md-code-hl-name-color``, which is the code block's own colour (``--md-code-fg-color``), and
gives ``.w`` no style; the site's stylesheet sets the punctuation and operator colours to that
colour too (``docs/stylesheets/tensorfacts.css``), so the bare text renders the same. On a chapter
notebook's page these spans were about half of the HTML. Pygments also opens each block with an
empty ``<span></span>``, which holds nothing to see (13 bytes a block: about 3 KB on a notebook's page).
"""

from __future__ import annotations

import re

_PLAIN_SPAN = re.compile(r'<span class="[nwpo]">([^<]*)</span>')


def unwrap_plain_code_spans(html: str) -> str:
    """``html`` with the ``n``, ``w``, ``p`` and ``o`` spans of highlighted code replaced by their text, and each
    code block's empty opening span dropped."""
    return _PLAIN_SPAN.sub(r"\1", html).replace("<pre><span></span><code", "<pre><code")
