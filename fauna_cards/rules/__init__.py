"""Old import paths kept for the views that still use them; the rules live in `games/`."""
