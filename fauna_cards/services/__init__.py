"""Services: what a command does, between loading its inputs and writing its output. They
return values (bytes, summaries) and raise typed errors; they never print or exit."""
