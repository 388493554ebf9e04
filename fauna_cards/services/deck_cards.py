"""The cards of deck.yaml: which animals no card holds, and a card added with the file's
comments and layout kept (ruamel.yaml's round trip)."""

from __future__ import annotations

import io
import re
from pathlib import Path

from fauna_cards.errors import FaunaError

_WRITTEN_ID = re.compile(r"""^id:[ \t]*["']?([a-z0-9-]+)""", re.MULTILINE)
_FIRST_CARD = re.compile(r"^cards:[ \t]*(?:#.*)?\n(?:[ \t]*(?:#.*)?\n)*( *)- ", re.MULTILINE)
MAX_BYTES = 1024 * 1024


def animals_on_no_card(deck: Path) -> list[str]:
    """The ids of the deck's records that no card of its deck.yaml holds, by file path."""
    on_cards = {animal for card in _cards(_load(deck / "deck.yaml")) for animal in card}
    found = []
    for path in sorted(deck.rglob("*.y*ml")):
        relative = path.relative_to(deck)
        if path.name == "deck.yaml" or any(part.startswith(".") for part in relative.parts):
            continue
        if any((deck / Path(*relative.parts[:n]) / "deck.yaml").is_file() for n in range(1, len(relative.parts))):
            continue  # a deck of its own below this one
        try:
            match = _WRITTEN_ID.search(path.read_text(encoding="utf-8", errors="replace")[:MAX_BYTES])
        except OSError:
            continue
        if match and match.group(1) not in on_cards:
            found.append(match.group(1))
    return found


def add_card(manifest: Path, card: tuple[str, str]) -> bytes:
    """deck.yaml's text with `card` added at the end of `cards:`."""
    from ruamel.yaml.comments import CommentedSeq

    text = _text(manifest)
    yaml = _round_trip(text)
    data = _parse(yaml, text, manifest)
    new_card = CommentedSeq(card)
    new_card.fa.set_flow_style()
    cards = data.get("cards")
    if isinstance(cards, CommentedSeq) and (len(cards) or not cards.fa.flow_style()):
        cards.append(new_card)
    else:  # missing, or an empty `[]`: a block list from now on
        block = CommentedSeq([new_card])
        block.fa.set_block_style()
        data["cards"] = block
    out = io.StringIO()
    yaml.dump(data, out)
    return out.getvalue().encode("utf-8")


def _round_trip(text: str):  # type: ignore[no-untyped-def]
    from ruamel.yaml import YAML

    yaml = YAML()  # round trip: comments, order and quoting kept
    yaml.preserve_quotes = True
    yaml.width = 4096
    first = _FIRST_CARD.search(text)
    offset = len(first.group(1)) if first else 2
    yaml.indent(mapping=2, sequence=offset + 2, offset=offset)
    return yaml


def _text(manifest: Path) -> str:
    from fauna_cards.safe_io import read_bounded

    try:
        return read_bounded(manifest, manifest.as_posix(), MAX_BYTES).decode("utf-8")
    except UnicodeDecodeError:
        raise FaunaError(f"{manifest}: not UTF-8; `fauna validate` says more", exit_code=1) from None


def _load(manifest: Path):  # type: ignore[no-untyped-def]
    text = _text(manifest)
    return _parse(_round_trip(text), text, manifest)


def _parse(yaml, text: str, manifest: Path):  # type: ignore[no-untyped-def]
    from ruamel.yaml.comments import CommentedMap
    from ruamel.yaml.error import YAMLError

    try:
        data = yaml.load(text)
    except YAMLError:
        data = None
    if not isinstance(data, CommentedMap):
        raise FaunaError(f"{manifest} cannot be read as a deck: `fauna validate {manifest.parent}` says why",
                         exit_code=1)
    return data


def _cards(data) -> list[list[str]]:  # type: ignore[no-untyped-def]
    cards = data.get("cards")
    if not isinstance(cards, list):
        return []
    return [[a for a in card if isinstance(a, str)] for card in cards if isinstance(card, list)]
