"""Game files to scored games: the file is checked like a record, the deck and board are
loaded, and the engine's verdict on every move comes back as diagnostics at file:line:col."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fauna_cards.errors import IOTrouble
from fauna_cards.load.boards import LoadedBoard, load_board
from fauna_cards.load.deck import DeckResult, check_targets, collect_targets
from fauna_cards.load.game_files import read_game_file
from fauna_cards.load.yamlio import Document, load_yaml
from fauna_cards.model.diagnostics import Diagnostic, Finding
from fauna_cards.games.common.checks import check_game
from fauna_cards.model.game import GameFileBase
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games import get
from fauna_cards.games.common.engine import play_rounds
from fauna_cards.games.common.outcome import GameError, GameResult
from fauna_cards.games.common.table_rules import TableRules


@dataclass
class ScoredGame:
    result: GameResult | None = None
    board: str = ""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    deck: DeckResult | None = None
    view: Any = None  # a card game's scored file as a typed view (its spec's `scoring`)


def deck_records(deck: DeckResult) -> dict[str, AnimalRecord]:
    return {loaded.record.id: loaded.record for loaded in deck.records}


def deck_cards(deck: DeckResult) -> dict[str, tuple[str, str]]:
    """Each animal's card, both sides, from the deck manifests."""
    return {animal: (front, back) for _, manifest in deck.manifests
            for front, back in manifest.cards for animal in (front, back)}


def score_file(path: Path, display: str, deck_path: str | None = None, board_spec: str | None = None) -> ScoredGame:
    """Raises IOTrouble for a missing file, deck or board (exit 2)."""
    document = load_yaml(path, display)
    game, complete, shape = read_game_file(document)
    if game is None or not complete:
        return ScoredGame(diagnostics=shape)
    if get(game.game).scoring is not None:
        return _score_card_game(game, document, path, deck_path)
    deck_location = deck_path or (str(path.parent / game.deck) if game.deck else "deck")
    deck = check_targets(collect_targets([deck_location]), pictures=False)  # a game draws no picture
    if deck.errors:
        return ScoredGame(diagnostics=deck.diagnostics, deck=deck)
    loaded_board = load_board(board_spec or game.board or get(game.game).default_board,
                              None if board_spec or not game.board else path.parent)
    if loaded_board.board.game != game.game:
        raise IOTrouble(f"board {loaded_board.board.name!r} is for {loaded_board.board.game}, "
                        f"not for a {game.game} game")
    scored = ScoredGame(board=loaded_board.board.name, deck=deck)
    findings = check_game(game, deck_records(deck), deck_cards(deck))
    if not findings and not shape:  # `shape` holds only another game's fields here
        try:
            scored.result = play(game, deck_records(deck), loaded_board)
        except GameError as error:
            findings.append(Finding(key_path(error), error.code, error.message, hint=error.hint))
    scored.diagnostics = sorted(shape + document.place(findings))
    return scored


def key_path(error: GameError) -> tuple[str | int, ...]:
    """Where in the game file the engine's error is: its round, then its place in the round."""
    return (("rounds", error.round_index) if error.round_index is not None else ()) + tuple(error.where)


def play(game: GameFileBase, records: dict[str, AnimalRecord], board: LoadedBoard) -> GameResult:
    """Run the game's engine on a checked game file, entry by entry. Raises GameError."""
    spec = get(game.game)
    rules = TableRules(**{name: getattr(game, name) for name in spec.settings})
    engine = spec.engine(list(game.players), rules, board.board, board.world)
    return play_rounds(engine, [(records[r.animal], spec.round_entries(r)) for r in game.rounds])  # type: ignore[attr-defined]


def _score_card_game(game: Any, document: Document, path: Path, deck_path: str | None) -> ScoredGame:
    """A game without a board, scored from its file and its own deck: --deck, else the file's
    `deck` (relative to the file), else the bundled deck of the game."""
    from fauna_cards.load.game_decks import check_game_deck
    from fauna_cards.resources import bundled_deck_dir

    spec = get(game.game)
    assert spec.deck is not None and spec.scoring is not None
    location = Path(deck_path) if deck_path else (path.parent / game.deck if game.deck else bundled_deck_dir(spec.deck.bundled))
    deck_file = location / "deck.yaml" if location.is_dir() else location
    if not deck_file.is_file():
        raise IOTrouble(f"no {spec.title} deck at {location.as_posix()}: give the folder holding its deck.yaml")
    deck_document = load_yaml(deck_file, deck_file.as_posix())
    deck, deck_diagnostics = check_game_deck(deck_document, spec.deck)
    if deck is None or any(d.severity == "error" for d in deck_diagnostics):
        return ScoredGame(diagnostics=deck_diagnostics or deck_document.place([]))
    scored = spec.scoring.score(game, deck)
    return ScoredGame(diagnostics=sorted(document.place(scored.findings)), view=scored.view)
