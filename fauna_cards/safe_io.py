"""Reading the files users name, and only files.

A named pipe, a device or /proc/kmsg named as a record must not hang a run, nor may any
read be larger than its kind of file allows. Every read of user input goes through
`read_bounded`: it opens without blocking, refuses what is not a regular file, and reads at
most one byte past the limit, so that the caller can say "too large" without reading more.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from fauna_cards.errors import IOTrouble

CHUNK = 1 << 20


def kind_of(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def require_regular(path: Path, display: str) -> None:
    """Raise IOTrouble naming `display` unless `path` is a regular file (links followed):
    for files handed to libraries that open them themselves."""
    try:
        mode = os.stat(path).st_mode
    except ValueError:
        raise IOTrouble(f"{display}: not a usable path (it holds a NUL character)") from None
    except OSError as error:
        raise IOTrouble(f"{display}: cannot read: {error.strerror or error}") from None
    if not stat.S_ISREG(mode):
        raise IOTrouble(f"{display}: {kind_of(mode)}, not a regular file")


def read_bounded(path: Path, display: str, limit: int) -> bytes:
    """At most `limit` + 1 bytes of the regular file at `path`. Raises IOTrouble naming
    `display` for anything else: a folder, a pipe, a device, a file that would block."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags)
    except ValueError:
        raise IOTrouble(f"{display}: not a usable path (it holds a NUL character)") from None
    except IsADirectoryError:
        raise IOTrouble(f"{display}: a folder, not a regular file") from None
    except OSError as error:
        raise IOTrouble(f"{display}: cannot read: {error.strerror or error}") from None
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise IOTrouble(f"{display}: {kind_of(mode)}, not a regular file")
        chunks: list[bytes] = []
        remaining = limit + 1
        while remaining > 0:
            chunk = os.read(descriptor, min(remaining, CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks)
    except BlockingIOError:  # /proc/kmsg and its kind: a "file" that waits for data
        raise IOTrouble(f"{display}: cannot be read without waiting: not a plain file") from None
    except OSError as error:
        raise IOTrouble(f"{display}: cannot read: {error.strerror or error}") from None
    finally:
        os.close(descriptor)
