"""What the search index keeps of a page (tensorfacts.searchindex): prose and quoted messages, searched the same."""

from __future__ import annotations

import json
import re

import pytest
import yaml

from tensorfacts.searchindex import OPENING_WORDS, compact, keep_out_of_search, quoted_openings, split_index

from conftest import ROOT

SEPARATOR = re.compile(yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
                       ["plugins"][0]["search"]["separator"])
"""The site's search separator (mkdocs.yml), as Material's tokenizer applies it."""

PAGE = """<h2 id="s">Section</h2>
<div class="highlight"><span class="filename">snippets/a.py</span><pre><span></span><code>print(x)</code></pre></div>
<div class="tf-output highlight"><pre><span></span><code>x.py:3: UserWarning: To copy construct from a tensor, it is recommended
torch.from_dlpack(t): BufferError: Can't export tensors that require gradient
</code></pre></div>
<p class="tf-provenance">torch 2.13.0+cpu · cpu</p>
<p class="tf-same">Same output on 2.3–2.15.</p>
<figure class="tf-figure"><svg><text>storage A</text></svg></figure>
<div class="tf-output highlight"><pre><span></span><code>BufferError: Can't export tensors that require gradient
</code></pre></div>
<p>Prose stays.</p>"""


def tokens(text: str) -> list[str]:
    """The words Material's tokenizer sees: tags part words, then the separator splits."""
    return [t for t in SEPARATOR.split(re.sub(r"<[^>]+>", " ", text)) if t]


def test_code_outputs_provenance_and_figures_are_kept_out_and_messages_kept_once() -> None:
    kept = keep_out_of_search(PAGE)
    assert kept.count("data-search-exclude") == 6  # two outputs, the code block, provenance, release line, figure
    assert '<p>Prose stays.</p>' in kept and '<h2 id="s">' in kept
    hidden = re.findall(r'<p hidden class="tf-quoted">(.*?)</p>', kept)
    assert hidden == ["<code>UserWarning: To copy construct from a tensor, it is recommended</code><br>"
                      "<code>BufferError: Can't export tensors that require gradient</code>"]  # the second output adds nothing new
    copy = keep_out_of_search(PAGE, quote=False)  # a page the index leaves out (a notebook's): nothing added or marked
    assert copy == PAGE


@pytest.mark.parametrize("text", [
    "\u200b输入\u200b是\u200b张量\u200b（\u200b规则\u200b，\u200b也\u200b NumPy \u200b数组\u200b）<code>x</code>\u200b。",
    "<p><code>clone()</code> returns a tensor; <code>torch.frombuffer</code> reads\u200b\u200b memory.</p>",
    "\u200b<code>new_tensor</code>（<code>Tensor.copy_</code>）\u200b",
])
def test_a_compacted_text_is_smaller_and_tokenized_the_same(text: str) -> None:
    compacted = compact(text, SEPARATOR)
    assert len(compacted.encode()) < len(text.encode())
    assert tokens(compacted) == tokens(text)


def test_a_compaction_that_drops_a_needed_separator_is_caught() -> None:
    """The check above can fail: joining two Chinese words changes the tokens."""
    text = "\u200b输入\u200b是\u200b张量\u200b"
    assert tokens(text.replace("\u200b", "")) != tokens(text)


@pytest.mark.parametrize("query, words", [("torch.frombuffer", ["torch", "frombuffer"]), ("Tensor.new_tensor(", ["Tensor", "new_tensor"]),
                                          ("copy_(src)", ["copy_", "src"]), ("2.13", ["2.13"])])
def test_api_names_are_found_bare_and_dotted(query: str, words: list[str]) -> None:
    """A dotted or called name is split at its dot and brackets (a version number keeps its dots)."""
    assert tokens(query) == words


@pytest.mark.parametrize("query, words", [
    ("RuntimeError: a view of a leaf Variable", ["RuntimeError", "view", "leaf", "Variable"]),  # no a*, of* in the query
    ("Can't export tensors that require gradient", ["Can't", "export", "tensors", "require", "gradient"]),
    ("x.is_leaf and t.to_dense()", ["x", "is_leaf", "t", "to_dense"]),  # a stop word inside a name stays
    ("with `weights_only=False` (the", ["weights_only", "False"]),
])
def test_stop_words_and_backticks_part_words(query: str, words: list[str]) -> None:
    """Material searches every query word as a prefix, unfiltered: lunr's stop words are separators, so a pasted
    message searches its content words; a backtick of a quoted message parts words too."""
    assert tokens(query) == words


def test_a_compaction_keeps_the_u200b_after_a_letter() -> None:
    """The separator's words a and i part only as whole words: a letter never separates by itself."""
    text = "data\u200b张量\u200ba\u200b视图"
    assert compact(text, SEPARATOR) == text


def test_an_entry_gets_the_opening_words_of_its_quoted_messages() -> None:
    """The hidden paragraph of keep_out_of_search, as Material's index has it (p and code tags kept, br dropped)."""
    long = "UserWarning: " + " ".join(f"w{i}" for i in range(40))
    text = (f"<p>Prose with <code>clone()</code>.</p> <p><code>BufferError: Can't export tensors</code>"
            f"<code>{long}</code></p> <p><code>x.clone()</code></p>")
    assert quoted_openings(text).split("\n") == ["BufferError: Can't export tensors",
                                                 " ".join(long.split()[:OPENING_WORDS])]
    assert quoted_openings("<p><code>x.clone()</code></p> <p>Raises <code>RuntimeError: x</code></p>") == ""


def test_split_index_writes_the_quoted_field(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "search").mkdir()
    docs = [{"location": "a/#s", "title": "S", "text": "<p>Prose.</p> <p><code>RuntimeError: view size is not compatible</code></p>"},
            {"location": "a/", "title": "A", "text": "<p>Prose.</p>"}]
    (tmp_path / "search" / "search_index.json").write_text(json.dumps({"config": {"separator": r"[\s]+"}, "docs": docs}))
    split_index(tmp_path, ["en"], "en")
    written = json.loads((tmp_path / "search" / "search_index.json").read_text())["docs"]
    assert written[0]["quoted"] == "RuntimeError: view size is not compatible" and "quoted" not in written[1]
    assert "RuntimeError: view size" in written[0]["text"]  # the whole message stays in the text


def test_a_readers_other_word_is_searched_in_a_field_of_its_own() -> None:
    from tensorfacts.searchindex import synonyms_of

    assert "拷贝" in synonyms_of("clone() 会复制数据", "zh").split("\u200b")
    assert synonyms_of("clone() 会复制数据", "en") == "" and synonyms_of("nothing here", "zh") == ""
