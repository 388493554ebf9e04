"""ANIMALIA, the set-collection card game: no board, no map; a deck of its own (five families
and the owl), seasons of collections, elegance and medals."""

from __future__ import annotations

from fauna_cards.games.animalia import scored
from fauna_cards.games.animalia.cards import AnimaliaDeck
from fauna_cards.games.animalia.checks import check_animalia_deck
from fauna_cards.games.animalia.engine.game import AnimaliaGameFile
from fauna_cards.games.spec import DeckSpec, GameSpec, ScoringSpec

SPEC = GameSpec(
    name="animalia",
    title="ANIMALIA",
    description="animalia: the set-collection card game of five families and the owl",
    game_file=AnimaliaGameFile,
    deck=DeckSpec(
        model=AnimaliaDeck,
        check=check_animalia_deck,
        schema_name="animalia-deck",
        schema_description="deck.yaml of an ANIMALIA deck: its families, cards, powers and medals.",
        bundled="animalia",
    ),
    scoring=ScoringSpec(score=scored.score),
)
