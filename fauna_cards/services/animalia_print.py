"""`fauna print` for an ANIMALIA deck: the checked deck's cards as faces to draw, the power
reference cards, and the sheet of medals. A deck is ANIMALIA when its deck.yaml says
`game: animalia` (the folder or the file named).

Everything prints in one language: the fixed words from its catalog (maps/languages), the
deck's names and power texts from the deck. Without a language chosen, the deck's own."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fauna_cards.export import Exported, ExportOptions, Progress
from fauna_cards.games.animalia.cards import (
    AnimaliaDeck, black_marks, by_language, is_joker, power, power_entry, stars,
)
from fauna_cards.printing.animalia.content import AnimalFace, CardBack, FamilyMark, ReferenceFace
from fauna_cards.printing.document import PrintCard

if TYPE_CHECKING:
    from fauna_cards.model.language import Words
    from fauna_cards.printing.animalia.medals import MedalPrint

MANIFEST = "deck.yaml"
GAME_NAME = "ANIMALIA"
DEFAULT_CARD_SIZE = "poker"  # 9 cards to a sheet of A4 or Letter
PICTURE_TYPES = (".png", ".jpg", ".jpeg", ".svg")


@dataclass(frozen=True)
class AnimaliaCards:
    deck: AnimaliaDeck
    root: Path  # the deck's folder: pictures are found from here
    cards: tuple[PrintCard, ...]
    play_cards: int
    reference_cards: int
    language: str = "en"  # of the fixed words (the deck's texts are in it too, where the deck has them)
    notes: tuple[str, ...] = ()  # for standard error: texts printed in another language, and why


def animalia_deck_file(deck: str) -> Path | None:
    """The deck file of an ANIMALIA deck named as a folder (its deck.yaml) or as the file itself
    (any name); None for anything else (a FAUNA deck, a path that is not there), which FAUNA's print reports."""
    from fauna_cards.errors import FaunaError
    from fauna_cards.load.game_decks import deck_spec_of
    from fauna_cards.load.yamlio import load_yaml

    path = Path(deck)
    try:
        manifest = path / MANIFEST if path.is_dir() else path
        if manifest.suffix not in (".yaml", ".yml") or not manifest.is_file():
            return None
        document = load_yaml(manifest, manifest.as_posix())
    except (OSError, ValueError, FaunaError):
        return None
    return manifest if deck_spec_of(document) is not None else None


def face_label(face: AnimalFace | CardBack | ReferenceFace) -> tuple[str, str]:
    """A face's id, for file names, and the name people read on it (the back: the game's)."""
    return face.card_id, face.game if isinstance(face, CardBack) else face.name


def checked_animalia_deck(manifest: Path) -> AnimaliaDeck:
    """The deck, if it has no errors; DeckHasErrors (reported as `fauna validate` does, exit 1)
    otherwise."""
    from fauna_cards.load.game_decks import load_game_deck
    from fauna_cards.load.deck import DeckResult
    from fauna_cards.services.errors import DeckHasErrors

    deck, diagnostics = load_game_deck(manifest)
    result = DeckResult(diagnostics=list(diagnostics), files_checked=1)
    if deck is None or result.errors:
        raise DeckHasErrors(result)
    return deck


@dataclass
class DeckTexts:
    """The deck's names and power texts in one language, and the fixed words in the language
    of a catalog. A text the deck lacks in that language prints in the deck's own, with a
    warning, as FAUNA's names do."""

    deck: AnimaliaDeck
    words: Words
    language: str  # of the deck's texts
    notes: list[str] = field(default_factory=list)

    def __call__(self, owner: str, text: Any, what: str = "name") -> str:
        versions = by_language(text, self.deck.language)
        if self.language in versions:
            return versions[self.language]
        own = versions[self.deck.language]
        shown = repr(own) if what == "name" else f"the {self.deck.language!r} one"
        note = f"warning: {owner}: no {what} in {self.language!r} in the deck; it prints {shown}"
        if note not in self.notes:
            self.notes.append(note)
        return own


def deck_texts(deck: AnimaliaDeck, language: str | None) -> DeckTexts:
    """The texts in `language`; None: the deck's own language, with its fixed words in English
    (and a note) when no catalog has that language."""
    from fauna_cards.load.languages import REFERENCE, language_codes, words_for

    if language is not None:
        return DeckTexts(deck, words_for(language), language)
    if deck.language in language_codes():
        return DeckTexts(deck, words_for(deck.language), deck.language)
    note = (f"note: there are no printed words in {deck.language!r} (the deck's language); the cards' fixed words "
            f"print in English; choose with --language ({', '.join(language_codes())})")
    return DeckTexts(deck, words_for(REFERENCE), deck.language, [note])


def animalia_cards(manifest: Path, with_reference: bool = True, language: str | None = None) -> AnimaliaCards:
    """Every card of the deck in deck.yaml's order, each with the common back, then (unless
    left out) a reference card for each power; in `language` (None: the deck's own)."""
    deck = checked_animalia_deck(manifest)
    root = manifest.parent
    texts = deck_texts(deck, language)
    words = texts.words
    marks = {f.id: FamilyMark(texts(f.id, f.names), f.colour, f.medal) for f in deck.families}
    powers = {entry.role: texts(f"{entry.role}'s power", entry.names) for entry in deck.powers}
    back = CardBack(GAME_NAME, tuple(marks.values()))
    folders = {f.id: f.illustrations for f in deck.families}
    cards: list[PrintCard] = []
    for card in deck.cards:
        role = power(card)
        entry = power_entry(deck, role) if role else None
        face = AnimalFace(
            card_id=card.id, name=texts(card.id, card.names), role=words(f"animalia.role.{card.role}"),
            family=None if is_joker(card) else marks[card.family],
            stars=stars(card), black_marks=black_marks(card),
            power_symbol=entry.symbol if entry else None, power_name=powers[entry.role] if entry else None,
            illustration=_picture(root, card.illustration, folders.get(card.family or ""), card.role),
            families=tuple(marks.values()) if is_joker(card) else (),
        )
        cards.append(PrintCard(face, back))
    references = [PrintCard(_reference(entry, powers[entry.role], texts, False),
                            _reference(entry, powers[entry.role], texts, True))
                  for entry in deck.powers] if with_reference else []
    return AnimaliaCards(deck, root, tuple(cards + references), len(cards), len(references), words.code,
                         tuple(texts.notes))


def _reference(entry, name: str, texts: DeckTexts, back: bool) -> ReferenceFace:  # type: ignore[no-untyped-def]
    owner = f"{entry.role}'s power"
    text = texts(owner, entry.note, "note") if back and entry.note else texts(owner, entry.effect, "effect")
    return ReferenceFace(f"{entry.role}-reference", entry.role, name, entry.symbol, " ".join(text.split()),
                         entry.reconstruction, back)


def _picture(root: Path, own: str | None, folder: str | None, role: str) -> Path | None:
    """The card's own picture, else `<role>.png` (or .jpg, .jpeg, .svg) in its family's folder,
    else none (the card shows its placeholder)."""
    if own:
        return root / own
    if folder:
        for suffix in PICTURE_TYPES:
            candidate = root / folder / f"{role}{suffix}"
            if candidate.is_file():
                return candidate
    return None


def export_animalia(cards: AnimaliaCards, options: ExportOptions,
                    progress: Progress | None = None) -> tuple[Exported, list[str]]:
    """The cards on the options' layout (any of `fauna print --layout`), and what drawing had
    to shorten."""
    from fauna_cards.export.options import print_options
    from fauna_cards.printing.animalia.document import animalia_pdf

    sheet = replace(print_options(replace(options, language=cards.language)), title=cards.deck.title)
    data, pages, warnings = animalia_pdf(cards.cards, sheet, cards.root, progress)
    return Exported(data, pages), warnings


def animalia_medals(manifest: Path, paper: str, margin_mm: float,
                    language: str | None = None) -> tuple[MedalPrint, list[str]]:
    """The sheet(s) of medal tokens for the deck's supply, in `language` (None: the deck's
    own), and the notes for standard error."""
    from fauna_cards.load.printing import paper_named
    from fauna_cards.printing.animalia.medals import medals_pdf

    deck = checked_animalia_deck(manifest)
    texts = deck_texts(deck, language)
    marks = tuple(FamilyMark(texts(f.id, f.names), f.colour, f.medal) for f in deck.families)
    printed = medals_pdf(marks, deck.medals.each_family, deck.medals.excellence, paper_named(paper).sheet(),
                         margin_mm, texts.words)
    return printed, texts.notes
