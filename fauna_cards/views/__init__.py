"""What commands show, as typed values: services build them, render/ turns them into text,
JSON or CSV. Plain frozen dataclasses, no I/O."""
