"""Pydantic types for records, decks and boards. No I/O happens here."""
