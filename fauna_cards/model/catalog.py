"""The rule catalog's types: every diagnostic code with its severity, where it is found, a
one-line summary and an explanation (catalog/codes.yaml)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, RootModel, model_validator

from fauna_cards.model.common import ID_PATTERN, StrictModel
from fauna_cards.model.diagnostics import Severity

# The kinds of file a code is found in: `any` is every YAML file fauna reads, `folder` the
# walk of a deck folder, `map` the areas and regions files, `print` the paper and
# components data, `game` a game file, `animalia-deck` an ANIMALIA deck.yaml.
AppliesTo = Literal["any", "folder", "record", "deck", "board", "map", "print", "game", "animalia-deck"]
# `both` is FAUNA and KOMPAKT, the two games of the board; a game file's code of neither says so.
Game = Literal["fauna", "kompakt", "both", "animalia"]
Line = Annotated[str, Field(min_length=1, pattern=r"^[^\n]+$")]


class Rule(StrictModel):
    code: Annotated[str, Field(pattern=ID_PATTERN)]
    severity: Severity
    applies_to: Annotated[list[AppliesTo], Field(min_length=1)]
    game: Game | None = None  # game files only: which game's rules the code is about; default both
    summary: Line
    explanation: Annotated[str, Field(min_length=1)]

    @model_validator(mode="after")
    def _game_only_for_game_files(self) -> Rule:
        if self.game is not None and self.applies_to != ["game"]:
            raise ValueError("`game` is for codes of game files only")
        return self

    @property
    def where(self) -> str:
        """Where the code is found, in words: 'record, map' or 'game (kompakt)'."""
        kinds = ", ".join(self.applies_to)
        return f"{kinds} ({self.game})" if self.game else kinds


class Catalog(RootModel[list[Rule]]):
    @model_validator(mode="after")
    def _each_code_once(self) -> Catalog:
        codes = [rule.code for rule in self.root]
        repeated = sorted({code for code in codes if codes.count(code) > 1})
        if repeated:
            raise ValueError(f"codes declared twice: {', '.join(repeated)}")
        return self
