"""Whether a text needs quotes in YAML: it does when, written plain, it would read back as
something else (a number, `true`, a date, `null`) or not at all (`a: b`, `#x`, `[x]`).

Both readings count: YAML 1.2's, which the tool reads, and YAML 1.1's, which older tools
read (there `yes`, `no`, `on` and `off` are booleans and `1:30` is a number).
"""

from __future__ import annotations

import io
from functools import lru_cache

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedSeq
from ruamel.yaml.nodes import ScalarNode
from ruamel.yaml.resolver import VersionedResolver

_STRING_TAG = "tag:yaml.org,2002:str"


@lru_cache(maxsize=4096)
def needs_quotes(text: str, in_flow: bool) -> bool:
    """True when `text` cannot be written plain, as a block value or (`in_flow`) an item of
    a flow list or mapping."""
    if not text or text != text.strip() or "\n" in text:
        return True
    if any(_resolves_to_other(text, version) for version in ((1, 1), (1, 2))):
        return True
    writer = YAML(typ="rt")
    writer.width = 1_000_000
    value: object = text
    if in_flow:
        value = CommentedSeq([text])
        value.fa.set_flow_style()
    stream = io.StringIO()
    writer.dump({"k": value}, stream)
    return stream.getvalue() != (f"k: [{text}]\n" if in_flow else f"k: {text}\n")


def _resolves_to_other(text: str, version: tuple[int, int]) -> bool:
    resolver = VersionedResolver(version=version)
    return str(resolver.resolve(ScalarNode, text, (True, False))) != _STRING_TAG
