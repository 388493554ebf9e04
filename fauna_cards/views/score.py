"""A scored game of FAUNA or KOMPAKT: its rounds, every piece placed, the totals and the
winners, as `fauna score` and the console of `fauna play` show them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fauna_cards.games import get
from fauna_cards.games.common.outcome import GameResult, PieceResult, RoundResult


@dataclass(frozen=True)
class ScoredPiece:
    player: str
    kind: str  # area | region | space
    placed: str  # as a move writes it: `rift-valley`, `weight 18`
    label: str | None  # a space's label, for people; None for an area or a region
    turn: int | None  # 1-based, in the round's turns; None where a round has no turns (KOMPAKT's stones)
    result: str  # correct | adjacent | wrong
    points: int
    stacked: bool  # stood on another piece


@dataclass(frozen=True)
class Bidding:
    """Who bid what, and who placed the stones (KOMPAKT)."""

    bids: dict[str, int]
    bidder: str


@dataclass(frozen=True)
class PlayerHand:
    in_hand: int  # pieces a player can place next round
    lost: int  # pieces in the stock beside the board


@dataclass(frozen=True)
class ScoredRound:
    number: int  # 1-based
    animal: str  # the card's id
    animal_name: str  # for people; the id when the deck does not name it
    start_player: str
    bidding: Bidding | None  # None: the round has no bids
    pieces: tuple[ScoredPiece, ...]
    points: dict[str, int]
    totals: dict[str, int]
    hands: dict[str, PlayerHand]  # after the pieces came back; empty: a game whose pieces do not


@dataclass(frozen=True)
class ScoredGameView:
    game: str
    board: str
    players: tuple[str, ...]
    rules: dict[str, Any]  # every setting the game accepts, as chosen
    house_rules: tuple[str, ...]  # the settings that depart from the rules, in words
    piece_points: bool  # each piece scores on its own; else the round is paid whole
    rounds: tuple[ScoredRound, ...]
    totals: dict[str, int]
    finished: bool
    end_rule: str  # what ends the game, for people
    winners: tuple[str, ...]  # the leaders when unfinished


def scored_piece(piece: PieceResult) -> ScoredPiece:
    spot = piece.spot
    return ScoredPiece(
        piece.player, spot.kind, spot.as_move(), spot.label if spot.kind == "space" else None,
        piece.turn + 1 if piece.turn is not None else None, piece.result, piece.points, piece.stacked,
    )


def scored_round(result: RoundResult, names: Mapping[str, str]) -> ScoredRound:
    """A round as scored; `names`: the animals' names by id."""
    bidding = Bidding(dict(result.bids), result.bidder) if result.bidder is not None else None
    hands = {player: PlayerHand(hand.in_hand, hand.lost) for player, hand in result.hands.items()}
    return ScoredRound(
        result.number, result.animal, names.get(result.animal, result.animal), result.start_player, bidding,
        tuple(scored_piece(piece) for piece in result.pieces), dict(result.points), dict(result.totals), hands,
    )


def scored_game_view(result: GameResult, board: str, names: Mapping[str, str]) -> ScoredGameView:
    """A game as scored on `board`; `names`: the animals' names by id."""
    spec = get(result.game)
    return ScoredGameView(
        game=result.game,
        board=board,
        players=tuple(result.players),
        rules=result.rules.choices(spec.settings),
        house_rules=tuple(result.rules.departures(spec.settings)),
        piece_points=spec.piece_points,
        rounds=tuple(scored_round(r, names) for r in result.rounds),
        totals=dict(result.totals),
        finished=result.finished,
        end_rule=result.end_rule,
        winners=tuple(result.winners),
    )
