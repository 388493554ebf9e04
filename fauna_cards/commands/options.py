"""The options commands share: their types, typer declarations and defaults. Parsing only:
what an option means is the services' business."""

from __future__ import annotations

from enum import Enum
from typing import Optional

import typer
from typer.core import TyperGroup

from fauna_cards.commands.output import Colour  # noqa: F401 - the commands take it from here
from fauna_cards.export import exporter_names
from fauna_cards.games import board_game_names, names as game_names


class QuickHelpGroup(TyperGroup):
    """A command group whose -h/--help, when not given, is False rather than None. Typer
    checks every option value that is not a bool through pydantic, which it imports for it:
    a tenth of a second for `fauna validate --help`, spent on the group's own --help."""

    def get_help_option(self, ctx: typer.Context) -> typer.core.TyperOption | None:  # type: ignore[override]
        option = super().get_help_option(ctx)
        if option is not None and option.default is None:
            option.default = False
        return option


# --game's choices of the commands for a game on a board, the first the default; any other
# game is refused as a usage error.
GameChoice = Enum("GameChoice", {name: name for name in board_game_names()}, type=str)  # type: ignore[misc]
# --game of `fauna play`: every registered game, since each referees its own.
AnyGameChoice = Enum("AnyGameChoice", {name: name for name in game_names()}, type=str)  # type: ignore[misc]


class Difficulty(str, Enum):
    any = "any"
    green = "green"
    black = "black"


class Units(str, Enum):
    metric = "metric"
    imperial = "imperial"


# The card exporters of export/, by name; a name with a dash is an attribute with an underscore
# (Layout.duplex_long is "duplex-long").
Layout = Enum("Layout", [(name.replace("-", "_"), name) for name in exporter_names()], type=str)  # type: ignore[misc]


def formats(*names: str) -> type[Enum]:
    """The --format choices of a command: the formats its view has renderers for (render/),
    the first the default."""
    return Enum("Format", [(name, name) for name in names], type=str)  # type: ignore[return-value]


FORMAT_OPTION = typer.Option("--format", "-f", help="Output format.")

DEFAULT_DECK = "deck"


def deck_option(help_text: str = "The deck to look in.") -> typer.models.OptionInfo:
    return typer.Option("--deck", "-d", metavar="PATH", help=help_text)

BOARD_METAVAR = "NAME|PATH"


def board_option(help_text: str) -> typer.models.OptionInfo:
    """--board/-b: a bundled board's name or a board file; its default is the command's own."""
    return typer.Option("--board", "-b", metavar=BOARD_METAVAR, help=help_text, show_default=False)


def paths_argument(help_text: str) -> typer.models.ArgumentInfo:
    return typer.Argument(help=help_text, show_default=False)


OptionalPaths = Optional[list[str]]

# Paper and card sizes and print services are data (maps/print/); the commands check a name when they
# run, and a test keeps these lists in step with the file. They are spelled out here so that
# `--help` reads no data file.
PAPER_CHOICES = "a4|letter|a3|tabloid|a2|a1"
CARD_SIZE_CHOICES = "a6|poker|euro-poker|tarot"
SERVICE_CHOICES = "thegamecrafter|drivethrucards|makeplayingcards"  # maps/print/services.yaml, likewise
PAPER_OPTION = typer.Option("--paper", metavar=PAPER_CHOICES, help="The sheet size the printer takes.")
# The languages are data too (maps/languages/); a test keeps this list in step with the files.
LANGUAGE_CHOICES = "en|de|es"
LANGUAGE_OPTION = typer.Option("--language", "-l", metavar=LANGUAGE_CHOICES, show_default=False,
                               help="The language of every printed word. Default: the deck's language (deck.yaml).")
# The same for what prints without a deck (the board, the map of every area): English unless told.
ENGLISH_LANGUAGE_OPTION = typer.Option("--language", "-l", metavar=LANGUAGE_CHOICES,
                                       help="The language of every printed word.")
CARD_SIZE_OPTION = typer.Option("--card-size", metavar=CARD_SIZE_CHOICES, help="Trim size of a card.")

LAYOUT_HELP = ("duplex-long / duplex-short: fronts and backs on alternate pages for a two-sided printer "
               "flipping on the long or short edge; gutterfold: front and back side by side, fold and glue; "
               "fronts: one-sided, the fronts only; service: one face per page with bleed, front then back, "
               "TrimBox and BleedBox set.")
BLEED_OPTION = typer.Option(
    "--bleed", min=0.0, max=10.0, metavar="MM", show_default=False,
    help="Bleed around each card. Default: 3 mm; 1/8 in (3.175 mm) on inch paper and for services.",
)
MARGIN_OPTION = typer.Option("--margin", min=0.0, max=30.0, metavar="MM", help="Unprintable border of the printer.")
CROP_OPTION = typer.Option("--crop-marks/--no-crop-marks", help="Cut marks on every cut line.")
BACK_OFFSET_OPTION = typer.Option("--back-offset", metavar="X,Y",
                                  help="Shift the backs by X,Y mm to correct a printer's drift.")
NO_BACK_OFFSET = "0,0"

# The options that choose and draw the cards, shared by `fauna print` and the card images of
# `fauna export`, so that both read the same.
CARD_GAME_OPTION = typer.Option("--game", help="FAUNA cards (areas) or KOMPAKT cards (regions).")
CARD_UNITS_OPTION = typer.Option("--units", help="Units of the printed measures.")
CARD_SIZE_OPTION_ANY_GAME = typer.Option("--card-size", metavar=CARD_SIZE_CHOICES, show_default=False,
                                         help="Trim size of a card: a6 (ANIMALIA: poker).")
SELECT_OPTION = typer.Option("--select", metavar="IDS", show_default=False,
                             help="Only the cards with one of these animals (comma-separated ids).")
DIFFICULTY_OPTION = typer.Option("--difficulty", help="Only the cards with an animal of this difficulty on either side.")
REFERENCE_OPTION = typer.Option("--reference/--no-reference", help="ANIMALIA: add the power reference cards.")
