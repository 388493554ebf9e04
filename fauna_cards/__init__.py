"""fauna-cards: write, check and print animal card decks for FAUNA, FAUNA KOMPAKT and ANIMALIA."""

__version__ = "0.1.0"
