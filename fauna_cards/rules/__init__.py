"""The game's rules as pure functions on the model: spaces, regions, scoring."""
