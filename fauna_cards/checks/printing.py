"""Rules for the print data: unique ids, known stone colours, pieces that fit their spaces."""

from __future__ import annotations

from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.printing import Components, PaperFile, points
from fauna_cards.suggest import did_you_mean


def _unique(items, key: str) -> list[Finding]:  # type: ignore[no-untyped-def]
    findings: list[Finding] = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        if item.id in seen:
            findings.append(Finding((key, index, "id"), "duplicate-id", f"{item.id!r} is defined twice"))
        seen.add(item.id)
    return findings


def check_paper(paper: PaperFile) -> list[Finding]:
    return _unique(paper.papers, "papers") + _unique(paper.cards, "cards")


def check_components(components: Components) -> list[Finding]:
    findings = _unique(components.players, "players")
    for attribute in ("letter", "shape"):
        seen: set[str] = set()
        for index, player in enumerate(components.players):
            value = getattr(player, attribute)
            if value in seen:
                findings.append(Finding(("players", index, attribute), "duplicate-id",
                                        f"two colours share the {attribute} {value!r}: it must tell them apart"))
            seen.add(value)
    colours = {player.id for player in components.players}
    for index, stone in enumerate(components.stones):
        if stone not in colours:
            findings.append(Finding(("stones", index), "unknown-colour", f"no player colour {stone!r}",
                                    hint=did_you_mean(stone, colours)))
    board = components.board
    if points(board.min_space) < points(board.piece):
        findings.append(Finding(("board", "min_space"), "invalid-value",
                                f"spaces of {board.min_space} cannot hold a piece of {board.piece}"))
    if points(board.track_band) * 4 > min(points(board.width), points(board.height)):
        findings.append(Finding(("board", "track_band"), "invalid-value", "the victory track leaves no room for the map"))
    return findings
