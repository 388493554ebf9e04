"""`fauna print` of an ANIMALIA deck: the cards (with the power reference cards unless left
out), or with --tokens the sheet of medals."""

from __future__ import annotations

from pathlib import Path

from fauna_cards.commands.output import say
from fauna_cards.errors import IOTrouble
from fauna_cards.export import ExportOptions
from fauna_cards.words import plural

FAUNA_ONLY = ("--select", "--difficulty", "--units")


def refuse_fauna_options(given: list[str]) -> None:
    """The options that choose FAUNA animals or their measures mean nothing to ANIMALIA."""
    if given:
        raise IOTrouble(f"{' and '.join(given)} {'is' if len(given) == 1 else 'are'} for FAUNA decks; an ANIMALIA "
                        "deck prints whole")


def print_animalia(manifest: Path, export: ExportOptions, output: Path, with_reference: bool, tokens: bool) -> None:
    from fauna_cards.atomic import write_atomic
    from fauna_cards.commands.guard import EXIT_FINDINGS, exits_on
    from fauna_cards.printing.images import IllustrationError
    from fauna_cards.services.animalia_print import animalia_cards, animalia_medals, export_animalia

    if tokens:
        medals, notes = animalia_medals(manifest, export.paper, export.margin_mm, export.language)
        for note in notes:
            say(note, err=True)
        write_atomic(output, medals.data)
        say(f"wrote {output}: {medals.summary}, {plural(medals.pages, 'page')}")
        return
    cards = animalia_cards(manifest, with_reference, export.language)
    for note in cards.notes:
        say(note, err=True)
    with exits_on({IllustrationError: EXIT_FINDINGS}):  # the deck's own picture is at fault
        exported, warnings = export_animalia(cards, export)
    for warning in warnings:
        say(warning, err=True)
    write_atomic(output, exported.data)
    faces = (1 if export.exporter == "fronts" else 2) * len(cards.cards)
    reference = f" and {plural(cards.reference_cards, 'reference card')}" if cards.reference_cards else ""
    say(f"wrote {output}: {plural(cards.play_cards, 'card')}{reference}, {plural(faces, 'face')}, "
        f"{plural(exported.pages, 'page')}, {len(exported.data) / 1e6:.1f} MB "
        f"({export.exporter}, {export.paper}, {export.card_size})")
