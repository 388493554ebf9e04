"""How FAUNA KOMPAKT is played, in short, for a printed kit's guide."""

from __future__ import annotations

from fauna_cards.games.kompakt.engine import ALL_CORRECT_BONUS


def how_to_play(components) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """KOMPAKT in four paragraphs of our own words."""
    stones = len(components.stones) * components.stones_per_colour
    return (
        f"Setting up: lay the six world cards and the three scale cards out as one board, put the {stones} "
        "stones beside it and the cards into the box. One player writes on the score pad and starts.",
        "A round: the start player reads out the front card's animal, how many regions it lives in and which "
        "measures are asked. Then everyone, from the start player clockwise, bids how many right answers "
        "they can give. The highest bid places exactly that many stones on regions and scale fields (of "
        "tied highest bids, the last one made).",
        "Scoring: a region is right if the animal lives in one of its areas; a field is right if the "
        "animal's value covers it at least in part. If every stone is right the bidder scores the number of "
        f"stones plus {ALL_CORRECT_BONUS}, otherwise nothing; every other player scores their own bid. The "
        "next player to the left starts the next round.",
        "The end: when every player has started twice, the most points win; a tie shares the win.",
    )
