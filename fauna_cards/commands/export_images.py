"""`fauna export --format png|tts`: the options of the card images checked, the images made
(services/card_images.py) and written into the folder as one set."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fauna_cards.commands.guard import fail
from fauna_cards.commands.output import say
from fauna_cards.words import plural

# Names `-o` may not end in for a folder of images: a user naming the file of another format.
FILE_SUFFIXES = (".png", ".jpg", ".jpeg", ".json", ".csv", ".xlsx", ".pdf", ".zip")
URL_SCHEMES = ("http://", "https://", "file://")
DEFAULT_DPI = 300
SAVED_OBJECTS = "Documents/My Games/Tabletop Simulator/Saves/Saved Objects"  # on Windows; see docs


@dataclass(frozen=True)
class ImageOptions:
    """The options of `fauna export` for card images, None where not given."""

    dpi: int | None
    bleed: bool | None
    service: str | None
    image_url: str | None
    game: Any  # commands.options.GameChoice
    units: Any  # commands.options.Units
    card_size: str | None
    select: str | None
    difficulty: Any  # commands.options.Difficulty
    reference: bool | None
    given: list[str]  # the flags given, as the user wrote them
    language: str | None = None  # the printed words' language; None: the deck's


def export_images(deck: str, chosen: str, output: Path, options: ImageOptions) -> None:
    from fauna_cards.atomic import write_set
    from fauna_cards.commands.guard import EXIT_FINDINGS, exits_on
    from fauna_cards.commands.print_animalia import refuse_fauna_options
    from fauna_cards.export import ExportOptions
    from fauna_cards.load.languages import check_language
    from fauna_cards.model.print_services import TEMPLATE_DPI
    from fauna_cards.printing.images import IllustrationError
    from fauna_cards.services.animalia_print import DEFAULT_CARD_SIZE, animalia_deck_file
    from fauna_cards.services.card_images import ImageRequest, export_images as make_images
    from fauna_cards.services.print_ import PrintRequest, check_paper

    _check_folder(chosen, output)
    tts = chosen == "tts"
    if tts and (misplaced := [f for f in ("--service", "--bleed/--no-bleed") if f in options.given]):
        fail(f"{' and '.join(misplaced)} {'is' if len(misplaced) == 1 else 'are'} for --format png: Tabletop "
             "Simulator's cards are images of the trimmed card, with no bleed")
    if not tts and options.image_url is not None:
        fail("--image-url is for --format tts: it says where Tabletop Simulator finds the images")
    animalia = animalia_deck_file(deck)
    if animalia is not None:
        refuse_fauna_options([flag for flag in ("--select", "--difficulty", "--units") if flag in options.given])
    size = options.card_size or (DEFAULT_CARD_SIZE if animalia else "a6")
    export = ExportOptions("service", card_size=size,
                           language=check_language(options.language) if options.language is not None else None)
    check_paper(export)
    cards = PrintRequest(deck, export, (options.game.value if options.game else "fauna"),
                         options.units.value if options.units else "metric", options.select,
                         options.difficulty.value if options.difficulty else "any")
    # A TTS deck holds the cards that are played: ANIMALIA's reference cards lie beside it.
    reference = options.reference if options.reference is not None else not tts
    request = ImageRequest(cards, chosen, options.dpi or DEFAULT_DPI, options.service,
                           bleed=not tts and options.bleed is not False, reference=reference,
                           image_url=_image_url(options.image_url, output) if tts else "")
    with exits_on({IllustrationError: EXIT_FINDINGS}):  # the deck's own picture is at fault
        made = make_images(request)
    if options.service is not None and request.dpi != TEMPLATE_DPI:
        say(f"note: the services' templates are {TEMPLATE_DPI} dpi; at {request.dpi} dpi the images are not the "
            "size a service takes", err=True)
    for line in made.notes + made.warnings:
        say(line, err=True)
    write_set(output, made.files)
    say(f"wrote {output}: {made.summary}")
    if tts:
        name = made.files[-1][0]
        say(f"to load it: copy {output / name} into Tabletop Simulator's Saved Objects folder ({SAVED_OBJECTS}), "
            "leave the images where its URLs point, and take the deck from Objects > Saved Objects")
    _note_others(output, {name for name, _ in made.files})


def _check_folder(chosen: str, output: Path) -> None:
    """Image formats write a folder: refuse an -o that names a file, existing or by its suffix."""
    if output.exists() and not output.is_dir():
        fail(f"--format {chosen} writes a folder of images: -o names a folder, and {output} is a file")
    if not output.exists() and output.suffix.lower() in FILE_SUFFIXES:
        fail(f"--format {chosen} writes a folder of images: -o names a folder (for example -o cards/), "
             f"not a file like {output}")


def _image_url(given: str | None, output: Path) -> str:
    """The URL the saved object gives TTS for the images: --image-url, else the folder."""
    if given is None:
        return output.resolve().as_uri() + "/"
    if not given.startswith(URL_SCHEMES) or any(c.isspace() for c in given):
        fail(f"--image-url takes a URL starting with http://, https:// or file://, without spaces; got {given!r}")
    return given if given.endswith("/") else given + "/"


def _note_others(folder: Path, written: set[str]) -> None:
    """Images and saved objects of an earlier export that this one does not replace: say so."""
    others = sorted(p.name for p in folder.iterdir()
                    if p.suffix in (".png", ".json") and p.is_file() and p.name not in written)
    if others:
        shown = ", ".join(others[:3]) + (", ..." if len(others) > 3 else "")
        say(f"note: {folder} also holds {plural(len(others), 'other file')} from an earlier export ({shown}); they are "
            "not part of this one", err=True)
