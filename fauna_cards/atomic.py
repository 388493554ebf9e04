"""Writing files so that a failed run leaves the old file or nothing, never half a file.

Only regular files are written: a path that is a link, a named pipe, a device or a folder
is refused before anything is written (`fauna print -o /dev/null` must never replace the
system's /dev/null, nor `-o` onto a link write somewhere the user did not name). Data goes
to a temporary file beside the target, named after this process, then is renamed over the
target. A run stopped by a signal removes its temporary file; one killed outright leaves it,
and the next write to the same folder removes it once its process is gone.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Sequence
from pathlib import Path

from fauna_cards.errors import IOTrouble
from fauna_cards.safe_io import kind_of

TEMPORARY_SUFFIX = ".tmp"


def check_target(path: Path) -> None:
    """Raise IOTrouble unless `path` is absent or a regular file (not a link)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except ValueError:
        raise IOTrouble(f"{path}: not a usable path (it holds a NUL character)") from None
    except OSError as error:
        raise IOTrouble(f"cannot write {path}: {error.strerror or error}") from None
    if stat.S_ISLNK(info.st_mode):
        raise IOTrouble(f"{path} is a symbolic link: name the file itself, it is not written through a link")
    if not stat.S_ISREG(info.st_mode):
        raise IOTrouble(f"{path} is {kind_of(info.st_mode)}, not a regular file: it is not written")


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary file beside `path`, then rename it over `path`. Raises
    IOTrouble naming `path` (never the temporary file) when it cannot."""
    check_target(path)
    temporary = _stage(path, data)
    try:
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise IOTrouble(f"cannot write {path}: {error.strerror or error}") from None


def write_set(folder: Path, files: Sequence[tuple[str, bytes]]) -> None:
    """Several files that belong together (a kit, the schemas): every target is checked and
    every file written in full before the first one is renamed into place, so a failure
    (a full disk, a folder in the way) leaves the folder as it was."""
    for name, _ in files:
        check_target(folder / name)
    staged: list[tuple[Path, Path]] = []
    cleaned: set[Path] = set()  # each folder is searched for abandoned files once, not once a file
    try:
        for name, data in files:
            target = folder / name
            staged.append((_stage(target, data, clean=target.parent not in cleaned), target))
            cleaned.add(target.parent)
        for temporary, target in staged:
            os.replace(temporary, target)
    except OSError as error:
        raise IOTrouble(f"cannot write into {folder}: {error.strerror or error}") from None
    finally:
        for temporary, _ in staged:
            temporary.unlink(missing_ok=True)


def _stage(path: Path, data: bytes, clean: bool = True) -> Path:
    """The data in a temporary file beside `path`; it is removed if anything fails, a
    signal included (the command line turns SIGTERM and SIGHUP into exceptions)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise IOTrouble(f"cannot write {path}: {error.strerror or error}") from None
    if clean:
        _remove_abandoned(path.parent)
    try:
        handle, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.",
                                        suffix=TEMPORARY_SUFFIX)
    except OSError as error:
        raise IOTrouble(f"cannot write {path}: {error.strerror or error}") from None
    temporary = Path(name)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, _new_file_mode())
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise IOTrouble(f"cannot write {path}: {error.strerror or error}") from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary


def _remove_abandoned(folder: Path) -> None:
    """Temporary files of earlier runs that were killed: their process is gone."""
    try:
        candidates = [entry for entry in os.scandir(folder)
                      if entry.name.startswith(".") and entry.name.endswith(TEMPORARY_SUFFIX)]
    except OSError:
        return
    for entry in candidates:
        pid = _pid_in(entry.name)
        if pid is not None and pid != os.getpid() and not _alive(pid):
            try:
                os.unlink(entry.path)
            except OSError:
                pass  # another run got there first, or it is not ours to remove


def _pid_in(name: str) -> int | None:
    """The process number in `.target.PID.random.tmp`, or None for a name of another form."""
    parts = name[:-len(TEMPORARY_SUFFIX)].rsplit(".", 2)
    if len(parts) != 3 or not parts[1].isdigit():
        return None
    return int(parts[1])


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's live process
    return True


def _new_file_mode() -> int:
    """The mode a plainly created file gets (mkstemp makes private 0600 files)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
