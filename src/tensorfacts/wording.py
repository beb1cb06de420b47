"""How a claim's sentence reads: its length, and words that belong to the harness rather than to PyTorch.

A claim is a headline a reader takes in at a glance: about 20 English words, never more than
:data:`EN_LIMIT`; in Chinese, never more than :data:`ZH_LIMIT` units (:func:`zh_units`). What its check
covers and leaves out is rendered under it by the harness (:mod:`tensorfacts.scope`), so the sentence
never uses the harness's vocabulary (:func:`harness_words`).

Shared by the lint (:func:`tensorfacts.lint.claim_problems`, which fails the build) and
``benchmarks/claims.py`` (which prints the figures per page).
"""

from __future__ import annotations

import re

EN_LIMIT = 45
"""Most English words in a claim's sentence (a code span, a quoted message or a ``{value}`` counts as one)."""

ZH_LIMIT = 75
"""Most units in a Chinese claim's sentence: CJK characters, plus one per code span, Latin word or number."""

_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_CODE = re.compile(r"`[^`\n]+`")
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"")
_PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z0-9][\w.+\-]*")

HARNESS = {
    "en": re.compile(
        r"\b(?:catalogue|cases?|famil(?:y|ies)|tried|left out|in every context|contexts?(?! manager))\b", re.IGNORECASE
    ),
    # 目录, 用例, 上下文 (not 上下文管理器), 测试情形, 检查过的情形, 如此 (…也是如此, …也都如此): written as UTF-8 bytes, because the site's
    # Chinese strings may not hold them (tests/test_chinese.py reads every str constant of this package)
    "zh": re.compile(b"|".join((
        b"\xe7\x9b\xae\xe5\xbd\x95", b"\xe7\x94\xa8\xe4\xbe\x8b",
        b"\xe4\xb8\x8a\xe4\xb8\x8b\xe6\x96\x87(?!\xe7\xae\xa1\xe7\x90\x86\xe5\x99\xa8)",
        b"\xe6\xb5\x8b\xe8\xaf\x95\xe6\x83\x85\xe5\xbd\xa2", b"\xe6\xa3\x80\xe6\x9f\xa5\xe8\xbf\x87\xe7\x9a\x84\xe6\x83\x85\xe5\xbd\xa2",
        b"(?:\xe4\xb9\x9f[\xe9\x83\xbd\xe6\x98\xaf])?\xe5\xa6\x82\xe6\xad\xa4",
    )).decode("utf-8")),
}
"""Words of the harness's own vocabulary (what its check tried, over which cases of its catalogue, in which
context): the checked-scope line under a rule says them; a sentence about PyTorch does not. "Context manager"
is PyTorch's term and allowed."""


def _plain(text: str) -> str:
    """The sentence as read: a link's text kept, its address dropped."""
    return _LINK.sub(r"\1", text)


def en_words(text: str) -> int:
    """Words of an English sentence; a code span, a quoted message and a ``{value}`` count as one word each."""
    text = _PLACEHOLDER.sub(" X ", _QUOTED.sub(" X ", _CODE.sub(" X ", _plain(text))))
    return len([token for token in text.split() if re.search(r"\w", token)])


def zh_units(text: str) -> int:
    """Units of a Chinese sentence: each CJK character, and one per code span, ``{value}``, Latin word or number."""
    text = _plain(text)
    spans = len(_CODE.findall(text)) + len(_PLACEHOLDER.findall(text))
    rest = _PLACEHOLDER.sub(" ", _CODE.sub(" ", text))
    return spans + len(_CJK.findall(rest)) + len(_LATIN.findall(rest))


def length(text: str, language: str) -> int:
    """:func:`en_words` or :func:`zh_units`, by ``language``."""
    return zh_units(text) if language.startswith("zh") else en_words(text)


def limit(language: str) -> int:
    return ZH_LIMIT if language.startswith("zh") else EN_LIMIT


def harness_words(text: str, language: str) -> list[str]:
    """The harness's words in a sentence (outside code spans and link addresses), in order."""
    plain = _CODE.sub(" ", _plain(text))
    return [m.group(0) for m in HARNESS["zh" if language.startswith("zh") else "en"].finditer(plain)]


def readable_text(text: str) -> str:
    """A sentence as prose for a readability formula: each code span, quote or value read as one short word."""
    return re.sub(r"\s+", " ", _PLACEHOLDER.sub("x", _QUOTED.sub("x", _CODE.sub("x", _plain(text))))).strip()
