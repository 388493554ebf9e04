"""Rules for the print data: unique ids, known stone colours, pieces that fit their spaces,
print-service templates whose pixels agree with their lengths."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from fauna_cards.model.diagnostics import Finding
from fauna_cards.model.print_services import TEMPLATE_DPI, PrintServicesFile
from fauna_cards.model.printing import CardSize, Components, PaperFile, metres, points
from fauna_cards.suggest import did_you_mean

# How far a product's trim may be from the card size it prints: US tarot (2.75 x 4.75 in) is
# 0.15 x 0.35 mm smaller than ours (70 x 121 mm); a card drawn at either looks the same.
TRIM_TOLERANCE = Fraction(1, 1000)  # metres


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


def check_services(file: PrintServicesFile, card_sizes: Sequence[CardSize]) -> list[Finding]:
    """Each product names a card size of paper.yaml (`card_sizes`) and is within a millimetre
    of it, leaves room inside its safe area, and states the pixels its lengths give at 300 dpi;
    a service has one product per card size, so that --card-size picks one."""
    findings = _unique(file.services, "services")
    sizes = {size.id: size for size in card_sizes}
    for s_index, service in enumerate(file.services):
        findings += [Finding(("services", s_index, *finding.loc), finding.code, finding.message)
                     for finding in _unique(service.products, "products")]
        seen: set[str] = set()
        for p_index, product in enumerate(service.products):
            where = ("services", s_index, "products", p_index)
            if product.card_size in seen:
                findings.append(Finding((*where, "card_size"), "duplicate-id",
                                        f"{service.name} has a second product for {product.card_size!r} "
                                        "cards"))
            seen.add(product.card_size)
            size = sizes.get(product.card_size)
            if size is None:
                findings.append(Finding((*where, "card_size"), "invalid-value",
                                        f"no card size {product.card_size!r} in paper.yaml",
                                        hint=did_you_mean(product.card_size, sizes)))
            elif not _near(product.trim_metres(), (metres(size.width), metres(size.height))):
                findings.append(Finding((*where, "width"), "invalid-value",
                                        f"the trim {product.width} x {product.height} is more than 1 mm from "
                                        f"{size.id}'s {size.width} x {size.height}"))
            if 2 * metres(product.safe) >= min(product.trim_metres()):
                findings.append(Finding((*where, "safe"), "invalid-value",
                                        f"a safe margin of {product.safe} leaves no room on the card"))
            stated = (product.pixels_at_300_dpi.width, product.pixels_at_300_dpi.height)
            computed = product.image_pixels(TEMPLATE_DPI)
            if stated != computed:
                findings.append(Finding((*where, "pixels_at_300_dpi"), "invalid-value",
                                        f"{stated[0]} x {stated[1]} px, but trim and bleed give {computed[0]} x "
                                        f"{computed[1]} px at {TEMPLATE_DPI} dpi"))
    return findings


def _near(trim: tuple[Fraction, Fraction], size: tuple[Fraction, Fraction]) -> bool:
    return all(abs(a - b) <= TRIM_TOLERANCE for a, b in zip(trim, size))
