"""How FAUNA is played, in short, for a printed kit's guide."""

from __future__ import annotations

from fauna_cards.games.fauna.engine import EXPANSION_FROM, REFILL_TO, scoring_facts
from fauna_cards.games.fauna.scoring import AREA_TIERS, SCALE_POINTS_ADJACENT, SCALE_POINTS_CORRECT, STACKED_PENALTY


def how_to_play(components) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """FAUNA in five paragraphs of our own words, its numbers taken from the rules engine."""
    pieces = components.pieces_per_player
    no_neighbours = next(t.fewest for t in AREA_TIERS if not t.adjacent)
    goals = ", ".join(f"{points} ({players} players)" for players, points in scoring_facts().targets)
    return (
        f"Setting up: put the board in the middle. Each player takes the {pieces} pieces of one colour and puts "
        "one of them beside space 1 of the track around the board: it counts the score. The cards go into the "
        "box so that only the upper half of the front card shows. The start player takes the lion.",
        "A round: everyone studies the front card (the animal, how many areas it lives in, which measures are "
        "asked). Starting with the holder of the lion and going clockwise, each player puts one piece on a "
        "free area of the map or a free space of an asked scale. After that, each in turn places another piece or passes; who "
        "passes is out until the next round. When all have passed, pull the card out of the box.",
        "Scoring: areas first, then scales. A piece on one of the animal's areas scores by how many areas it "
        "lives in; a piece next to them scores less, and nothing when it lives in "
        f"{no_neighbours} areas or more. On a scale, the right space scores {SCALE_POINTS_CORRECT} and the "
        f"spaces beside it {SCALE_POINTS_ADJACENT}; a value on a boundary makes both spaces right. Move the "
        "score pieces along the track.",
        "After scoring, pieces that scored points go back to their owners; the others go to the side of "
        "the board. Then each player takes one of their own back from the side, and whoever holds fewer than "
        f"{REFILL_TO} takes back enough to hold {REFILL_TO}. The lion moves one player to the left. (Which pieces "
        "go back follows the Spanish rulebook, as fauna score does; the English one gives back every piece on "
        "a correct or adjacent spot, even one that scored nothing. Agree on one before you play.)",
        f"The end: after the round in which someone reaches {goals}, the most points win; a tie shares the "
        f"win. With {EXPANSION_FROM} or more players (KOMPAKT's stones as more colours) each spot takes two "
        f"pieces, and the second scores {STACKED_PENALTY} points less, never below 0.",
    )
