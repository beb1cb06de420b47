"""Language alternates in the page head: none, so that loading a page requests nothing that is missing.

Material's script fetches ``sitemap.xml`` beside every ``<link rel="alternate" hreflang>`` of the
head to map a page to its translation. static-i18n points those links at the page's own
translation (``/zh/copying/clone/``), so every page asked for ``/zh/copying/clone/sitemap.xml``
and ``/copying/clone/sitemap.xml``, which do not exist (404 on every page). The mapping is not
needed here: the language selector's links already lead to the same page in the other language
(and ``javascripts/language-switch.js`` keeps the section), and the root ``sitemap.xml`` lists
every page with its alternates for search engines. So the head links are dropped.
"""

from __future__ import annotations

import re

HEAD_ALTERNATE = re.compile(r'[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">\n?')


def drop_head_alternates(html: str) -> str:
    """``html`` without its ``<link rel="alternate" hreflang>`` elements (the selector's ``<a>`` links stay)."""
    head, sep, body = html.partition("</head>")
    return HEAD_ALTERNATE.sub("", head) + sep + body
