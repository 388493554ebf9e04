"""Printing a deck's animal cards: which cards, what each face says, and the PDF."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from fauna_cards.services.errors import SelectionError

__all__ = ["DeckCards", "SelectionError", "cards_pdf", "deck_cards"]


@dataclass(frozen=True)
class DeckCards:
    cards: list[Any]  # printing.document.PrintCard, with FaceContent faces
    world_art: Any  # the card map artwork, or None when the deck's map has no shapes
    notes: list[str]  # what the user should know (no map, glyphs the font lacks)
    title: str
    language: str = "en"  # the language the faces are in
    credits: tuple[str, ...] = ()  # deck.yaml's credits: the attribution its pictures ask for


def deck_cards(result, deck: str, game: str, units: str, select: str | None = None,  # type: ignore[no-untyped-def]
               difficulty: str = "any", language: str | None = None) -> DeckCards:
    """The cards of a checked deck (load.deck.check_targets' result) as printable faces, in
    `language` (None: the deck's own, or English when no catalog has the deck's language)."""
    from fauna_cards.geo.artwork import world_art
    from fauna_cards.load.boards import load_board
    from fauna_cards.load.languages import REFERENCE, language_codes, words_for
    from fauna_cards.printing.content import animal_name, face_content
    from fauna_cards.printing.document import PrintCard
    from fauna_cards.printing.fonts import missing_glyphs

    if not result.manifests:
        raise SelectionError(f"{deck} has no deck.yaml: printing needs its cards (pairs of animals)")
    (manifest_file, manifest), = result.manifests[:1]
    loaded = {item.record.id: item for item in result.records}
    wanted = {part.strip() for part in select.split(",") if part.strip()} if select is not None else None
    if wanted is not None and not wanted:
        raise SelectionError("--select names no animal")
    if wanted and (unknown := sorted(wanted - set(loaded))):
        raise SelectionError(f"no such animal in {deck}: {', '.join(unknown)}")
    on_card = {animal_id for card in manifest.cards for animal_id in card}
    if wanted and not wanted & on_card:
        unprinted = sorted(wanted)
        raise SelectionError(f"no card holds {', '.join(unprinted)}: pair {'it' if len(unprinted) == 1 else 'them'} "
                             f"with another animal in {manifest_file}")
    world = (result.deck_boards[0] if result.deck_boards else load_board("fauna-metric")).world
    notes = []
    if language is None:
        language = manifest.language if manifest.language in language_codes() else REFERENCE
        if language != manifest.language:
            notes.append(f"note: there are no printed words in {manifest.language!r} (the deck's language); the cards "
                         f"print in English; choose with --language ({', '.join(language_codes())})")
    words = words_for(language)
    art = world_art("card")
    if {area.id for area in art.areas} != set(world.areas):
        notes.append("note: the deck's board uses a map of its own, which has no shapes: the cards carry no map")
        art = None
    for item in result.records:  # validate warns about these; printing them is impossible
        if item.record.id not in on_card and (wanted is None or item.record.id in wanted):
            notes.append(f"warning: {item.record.id}: on no card in {manifest_file}, so it is not printed; "
                         "pair it with another animal there")
    fit = manifest.illustration_fit

    def face(item):  # type: ignore[no-untyped-def]
        name = animal_name(item.record, language, manifest.language)
        if name is None:
            name = item.record.name
            notes.append(f"warning: {item.record.id}: no name in {language!r} (names: in the record); the card "
                         f"prints {name!r}")
        return face_content(item.record, item.path, world, game, units, words, name, fit)

    cards = []
    for front_id, back_id in manifest.cards:
        front, back = loaded[front_id], loaded[back_id]
        if wanted and not {front_id, back_id} & wanted:
            continue
        # A card is one of a difficulty when either of its animals is: a green card may carry
        # a black animal on its back, and it is in both selections.
        if difficulty != "any" and difficulty not in (front.record.difficulty, back.record.difficulty):
            continue
        cards.append(PrintCard(face(front), face(back)))
    if not cards:
        raise SelectionError("no card matches the selection")
    for card in cards:
        for face in (card.front, card.back):
            texts = [face.name, face.scientific_name, face.classification, *face.places]
            missing = missing_glyphs(" ".join(texts))
            if missing:
                notes.append(f"warning: {face.animal_id}: the card font has no glyph for {missing!r}; "
                             "it prints as a box")
    return DeckCards(cards, art, notes, manifest.title, language, tuple(manifest.credits or ()))


def cards_pdf(chosen: DeckCards, options, progress: Callable[[int], None] | None = None,  # type: ignore[no-untyped-def]
              warnings: list[str] | None = None) -> tuple[bytes, int]:
    """The PDF of the chosen cards and its page count, titled after the deck, in the layout
    of the drawing's options (the kit's cards). What drawing finds (text cut short, pictures
    cropped hard) is added to `warnings`, card by card."""
    from fauna_cards.printing.document import build_pdf

    return build_pdf(chosen.cards, replace(options, title=chosen.title), progress, chosen.world_art, warnings)
