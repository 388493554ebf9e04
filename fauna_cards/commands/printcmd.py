"""`fauna print`: card PDFs to print at home or send to a print service."""

from __future__ import annotations

import math
import sys
from dataclasses import replace
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from fauna_cards.commands._shared import Difficulty, GameChoice, fail, guarded, load_deck_or_exit


class Units(str, Enum):
    metric = "metric"
    imperial = "imperial"


MAX_BACK_OFFSET = 20.0  # mm: printers drift by a millimetre or two, never by centimetres


class Paper(str, Enum):
    a4 = "a4"
    letter = "letter"


class Layout(str, Enum):
    duplex_long = "duplex-long"
    duplex_short = "duplex-short"
    gutterfold = "gutterfold"
    fronts = "fronts"
    service = "service"


class CardSize(str, Enum):
    a6 = "a6"
    poker = "poker"
    euro_poker = "euro-poker"
    tarot = "tarot"


def print_cards(
    deck: Annotated[str, typer.Argument(help="The deck folder (with deck.yaml).")] = "deck",
    output: Annotated[Path, typer.Option("--output", "-o", help="The PDF to write.")] = Path("cards.pdf"),
    game: Annotated[GameChoice, typer.Option("--game", help="FAUNA cards (areas) or KOMPAKT cards (regions).")] = GameChoice.fauna,
    units: Annotated[Units, typer.Option("--units", help="Units of the printed measures.")] = Units.metric,
    paper: Annotated[Paper, typer.Option("--paper", help="Sheet size for home printing.")] = Paper.a4,
    layout: Annotated[
        Layout,
        typer.Option("--layout", help="duplex-long / duplex-short: fronts and backs on alternate pages for a "
                     "two-sided printer flipping on the long or short edge; gutterfold: front and back side by "
                     "side, fold and glue; fronts: one-sided proofs of the fronts; service: one face per page "
                     "with bleed, back then front, TrimBox and BleedBox set."),
    ] = Layout.duplex_long,
    card_size: Annotated[CardSize, typer.Option("--card-size", help="Trim size of a card.")] = CardSize.a6,
    bleed: Annotated[
        Optional[float],
        typer.Option("--bleed", min=0.0, max=10.0, metavar="MM",
                     help="Bleed around each card. Default: 3 mm; 1/8 in (3.175 mm) on Letter and for services.",
                     show_default=False),
    ] = None,
    margin: Annotated[float, typer.Option("--margin", min=0.0, max=30.0, metavar="MM", help="Unprintable border of the printer.")] = 5.0,
    crop: Annotated[bool, typer.Option("--crop-marks/--no-crop-marks", help="Cut marks on every cut line.")] = True,
    back_offset: Annotated[
        str, typer.Option("--back-offset", metavar="X,Y", help="Shift the backs by X,Y mm to correct a printer's drift.")
    ] = "0,0",
    select: Annotated[
        Optional[str],
        typer.Option("--select", metavar="IDS", help="Only the cards with one of these animals (comma-separated ids).",
                     show_default=False),
    ] = None,
    difficulty: Annotated[Difficulty, typer.Option("--difficulty", help="Only cards of this margin colour.")] = Difficulty.any,
    test_page: Annotated[bool, typer.Option("--test-page", help="Print a two-sided alignment test instead of cards.")] = False,
) -> None:
    """Print the deck's cards, an animal on each side, ready to cut."""
    with guarded():
        from reportlab.lib.units import mm

        from fauna_cards.atomic import write_atomic
        from fauna_cards.geo.artwork import world_art
        from fauna_cards.load.boards import load_board
        from fauna_cards.printing.content import face_content
        from fauna_cards.printing.document import PrintCard, PrintOptions, build_pdf
        from fauna_cards.printing.document import test_page as alignment_page

        try:
            dx, dy = (float(part) for part in back_offset.split(","))
        except ValueError:
            fail(f"--back-offset takes X,Y in millimetres, e.g. 0.5,-1; got {back_offset!r}")
        if not all(math.isfinite(v) and abs(v) <= MAX_BACK_OFFSET for v in (dx, dy)):
            fail(f"--back-offset: each shift is at most {MAX_BACK_OFFSET:.0f} mm either way")
        chosen_bleed = bleed if bleed is not None else (3.175 if paper is Paper.letter or layout is Layout.service else 3.0)
        options = PrintOptions(
            layout=layout.value, paper=paper.value, card_size=card_size.value, bleed=chosen_bleed * mm,
            margin=margin * mm, crop_marks=crop, back_offset=(dx * mm, dy * mm),
        )
        if test_page:
            data = _guard_fit(lambda: alignment_page(options))
            write_atomic(output, data)
            typer.echo(f"wrote {output}: alignment test, 2 pages, {len(data):,} bytes")
            return
        result = load_deck_or_exit([deck])
        if not result.manifests:
            fail(f"{deck} has no deck.yaml: printing needs its cards (pairs of animals)")
        (_, manifest), = result.manifests[:1]
        options = replace(options, title=manifest.title)  # the deck's name, wherever it lies
        loaded = {item.record.id: item for item in result.records}
        wanted = {part.strip() for part in select.split(",") if part.strip()} if select is not None else None
        if wanted is not None and not wanted:
            fail("--select names no animal")
        if wanted and (unknown := sorted(wanted - set(loaded))):
            fail(f"no such animal in {deck}: {', '.join(unknown)}")
        world = (result.deck_boards[0] if result.deck_boards else load_board("fauna-metric")).world
        art = world_art("card")
        if {area.id for area in art.areas} != set(world.areas):
            typer.echo("note: the deck's board uses a map of its own, which has no shapes: the cards carry no map",
                       err=True)
            art = None
        cards = []
        for front_id, back_id in manifest.cards:
            front, back = loaded[front_id], loaded[back_id]
            if wanted and not {front_id, back_id} & wanted:
                continue
            if difficulty is not Difficulty.any and front.record.difficulty != difficulty.value:
                continue
            cards.append(PrintCard(
                face_content(front.record, front.path, world, game.value, units.value),
                face_content(back.record, back.path, world, game.value, units.value),
            ))
        if not cards:
            fail("no card matches the selection")
        _warn_missing_glyphs(cards)
        progress = _progress_bar(len(cards) if layout is Layout.fronts else 2 * len(cards)) if sys.stderr.isatty() else None
        data, pages = _guard_fit(lambda: build_pdf(cards, options, progress, art))
        if progress:
            sys.stderr.write("\n")
        write_atomic(output, data)
        faces = len(cards) if layout is Layout.fronts else 2 * len(cards)
        typer.echo(f"wrote {output}: {len(cards)} cards, {faces} faces, {pages} pages, "
                   f"{len(data) / 1e6:.1f} MB ({layout.value}, {paper.value}, {card_size.value})")


def _warn_missing_glyphs(cards) -> None:  # type: ignore[no-untyped-def]
    from fauna_cards.printing.fonts import missing_glyphs

    for card in cards:
        for face in (card.front, card.back):
            texts = [face.name, face.scientific_name, face.classification, *face.places]
            missing = missing_glyphs(" ".join(texts))
            if missing:
                typer.echo(f"warning: {face.animal_id}: the card font has no glyph for {missing!r}; "
                           "it prints as a box", err=True)


def _guard_fit(build):  # type: ignore[no-untyped-def]
    from fauna_cards.commands._shared import EXIT_FINDINGS
    from fauna_cards.printing.images import IllustrationError

    try:
        return build()
    except IllustrationError as error:  # the deck's own file is at fault
        fail(str(error), EXIT_FINDINGS)
    except ValueError as error:  # a card that does not fit the paper
        fail(str(error))


def _progress_bar(total: int):  # type: ignore[no-untyped-def]
    def show(done: int) -> None:
        if done == total or done % 4 == 0:
            filled = int(30 * done / total)
            sys.stderr.write(f"\r  [{'#' * filled}{'.' * (30 - filled)}] {done}/{total} faces")
            sys.stderr.flush()

    return show
