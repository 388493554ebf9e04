"""ANIMALIA's rules without input or output: medals, the season's prizes and the end score,
the game-file scorer, and the table of phase 1 that the console drives entry by entry.

The engine knows a card only by its `CardFacts` (facts.py); the deck model maps its cards
to them in one place.
"""
