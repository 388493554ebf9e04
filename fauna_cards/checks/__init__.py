"""Pure checks: models and board data in, findings out. No file is read here."""
