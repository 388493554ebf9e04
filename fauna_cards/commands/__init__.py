"""One module per command: each parses its options and hands plain values to the logic."""
