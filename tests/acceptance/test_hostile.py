"""Inputs meant to break the tools: each gets a clear message and an honest exit code (1 for
bad input, 2 for usage or I/O trouble), never an internal error."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT
from expectations import sidecar_findings
from helpers import run_cli, run_process, start_process

from fauna_cards.model.measure import MeasureError, parse_measure
from fauna_cards.printing.values import printed

DECK = str(ROOT / "deck")
GAMES = EXAMPLES / "games" / "good"


def _run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    """A run that must not end in an internal error, whatever its exit code."""
    result = run_cli(*args, input=input)
    assert "internal error" not in result.output + (result.stderr or ""), result.output
    return result


def _small_deck(tmp_path: Path) -> Path:
    deck = tmp_path / "deck"
    shutil.copytree(EXAMPLES / "decks" / "good" / "small-deck", deck)
    return deck


def test_an_illustration_path_with_a_nul_character(tmp_path: Path) -> None:
    deck = _small_deck(tmp_path)
    record = deck / "animals" / "grevys-zebra.yaml"
    record.write_text(record.read_text(encoding="utf-8") + 'illustration: "a\\0b.png"\n', encoding="utf-8")
    result = _run("validate", str(deck), "--format", "json")
    assert result.exit_code == 1 and '"illustration-unreadable"' in result.stdout


def test_a_device_is_not_read_at_all() -> None:
    # /dev/zero never ends: it is not a file, and refused before any byte is read.
    result = run_process("validate", "/dev/zero", timeout=60)
    assert result.returncode == 2 and "/dev/zero: a character device, not a regular file" in result.stderr


def test_a_huge_file_is_not_read_whole(tmp_path: Path) -> None:
    huge = tmp_path / "huge.yaml"
    with huge.open("wb") as stream:
        stream.truncate(64 * 1024 * 1024)  # sparse: 64 MB of zeros that take no disk
    result = run_process("validate", str(huge), timeout=60)
    assert result.returncode == 1 and "file-too-large" in result.stdout


def test_writing_where_a_folder_stands_is_an_io_error(tmp_path: Path) -> None:
    (tmp_path / "x.pdf").mkdir()
    result = _run("print", DECK, "-o", str(tmp_path / "x.pdf"), "--select", "yak")
    assert result.exit_code == 2 and "fauna: error:" in result.stderr
    assert _run("map", "yak", "--deck", DECK, "-o", "/proc/no-such/x.svg").exit_code == 2


def test_a_schema_file_that_is_not_text_counts_as_out_of_date(tmp_path: Path) -> None:
    assert _run("schema", "--write", "--dir", str(tmp_path)).exit_code == 0
    (tmp_path / "animal.schema.json").write_bytes(b"\xff\xfe\x00")
    result = _run("schema", "--check", "--dir", str(tmp_path))
    assert result.exit_code == 1 and "animal.schema.json" in result.stdout


def test_commands_that_take_one_record_refuse_a_folder(tmp_path: Path) -> None:
    assert _run("map", DECK).exit_code == 2
    assert _run("map", str(Path(DECK) / "deck.yaml")).exit_code == 2
    points = tmp_path / "p.csv"
    points.write_text("lat,lon\n0,36\n", encoding="utf-8")
    result = _run("locate", str(points), "--record", DECK)
    assert result.exit_code == 2 and "one record file" in result.stderr


def test_play_refuses_a_record_path_before_the_game_starts(tmp_path: Path) -> None:
    result = _run("play", DECK, "--players", "a,b", "--record", str(tmp_path), input="")
    assert result.exit_code == 2 and "is a folder, not a regular file" in result.stderr


def test_a_bid_in_other_digits_is_asked_again() -> None:
    result = _run("play", DECK, "-p", "a,b", "--game", "kompakt", "--seed", "1", input="\u00b2\nquit\n")
    assert result.exit_code == 0 and "a bid is a whole number" in result.output


@pytest.mark.parametrize("offset", ["1e308,0", "nan,0", "0,inf", "50,0"])
def test_back_offsets_are_bounded(tmp_path: Path, offset: str) -> None:
    result = _run("print", DECK, "-o", str(tmp_path / "c.pdf"), "--back-offset", offset)
    assert result.exit_code == 2 and not (tmp_path / "c.pdf").exists()


def test_a_trailing_comma_in_the_selection(tmp_path: Path) -> None:
    assert _run("print", DECK, "-o", str(tmp_path / "c.pdf"), "--select", "yak,").exit_code == 0


def test_an_empty_folder_is_nothing_to_validate(tmp_path: Path) -> None:
    result = _run("validate", str(tmp_path))
    assert result.exit_code == 2 and "no YAML files" in result.stderr


def test_a_board_for_the_other_game_is_refused() -> None:
    result = _run("score", str(GAMES / "kompakt-one-round.yaml"), "--board", "fauna-metric")
    assert result.exit_code == 2 and "is for fauna" in result.stderr
    assert _run("play", DECK, "-p", "a,b", "--game", "kompakt", "--board", "fauna-metric", input="").exit_code == 2


def test_a_game_on_an_own_board_is_saved_so_that_score_finds_the_board(tmp_path: Path) -> None:
    board = tmp_path / "boards" / "mine.yaml"
    board.parent.mkdir()
    text = (ROOT / "maps" / "boards" / "fauna-metric.yaml").read_text(encoding="utf-8")
    board.write_text(text.replace("name: fauna-metric", "name: my-board"), encoding="utf-8")
    saved = tmp_path / "games" / "game.yaml"
    saved.parent.mkdir()
    played = _run("play", DECK, "-p", "a,b", "--seed", "2", "--board", str(board), "--record", str(saved),
                  input="weight 10\nweight 11\npass\npass\nquit\n")
    assert played.exit_code == 0, played.output
    assert "board: ../boards/mine.yaml" in saved.read_text(encoding="utf-8")
    assert _run("score", str(saved)).exit_code == 0


def test_long_player_names_are_refused_as_game_files_would() -> None:
    result = _run("play", DECK, "-p", f"{'x' * 41},b", input="")
    assert result.exit_code == 2 and "at most 40 characters" in result.stderr


def test_a_damaged_png_is_found_by_validate(tmp_path: Path) -> None:
    deck = _small_deck(tmp_path)
    (deck / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"garbage" * 20)
    record = deck / "animals" / "grevys-zebra.yaml"
    record.write_text(record.read_text(encoding="utf-8") + "illustration: ../broken.png\n", encoding="utf-8")
    result = _run("validate", str(deck))
    assert result.exit_code == 1 and "is damaged" in result.stdout


def test_tiny_and_huge_floats_are_measures() -> None:
    assert parse_measure({"value": 0.00001, "unit": "kg"}, "mass").label() == "0.00001 kg"
    assert parse_measure({"value": 2e-7, "unit": "kg"}, "mass").low_text == "0.0000002"  # repr: 2e-07
    with pytest.raises(MeasureError, match="more than any animal"):
        parse_measure({"value": 1e16, "unit": "mg"}, "mass")  # ten million tonnes
    with pytest.raises(MeasureError):
        parse_measure("\u0663 kg", "mass")  # an Arabic-Indic three: the schema allows ASCII digits only


def test_printed_values_never_use_exponents() -> None:
    assert printed(parse_measure("453.5 kg", "mass"), "imperial") == "1000 lb"
    assert printed(parse_measure("35.26 oz", "mass"), "metric") == "1 kg"
    assert printed(parse_measure("39.37 in", "length"), "metric") == "1 m"
    assert "e" not in printed(parse_measure("0.25 mg", "mass"), "imperial")


# --- what a deck folder holds that is no record ---------------------------------------------

def _codes(result) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    import json

    return sorted((d["file"].rsplit("/", 1)[-1], d["code"]) for d in json.loads(result.stdout)["diagnostics"])


def test_a_pipe_named_like_a_record_is_reported_not_read(tmp_path: Path) -> None:
    import os

    deck = _small_deck(tmp_path)
    os.mkfifo(deck / "animals" / "pipe.yaml")  # reading it would wait for ever
    result = run_process("validate", str(deck), "-f", "json", timeout=30)
    assert result.returncode == 1
    assert ("pipe.yaml", "file-unreadable") in _codes(result)
    assert "named pipe" in result.stdout
    named = run_process("validate", str(deck / "animals" / "pipe.yaml"), timeout=30)
    assert named.returncode == 2 and "a named pipe, not a regular file" in named.stderr


def test_a_link_out_of_the_deck_is_not_followed(tmp_path: Path) -> None:
    deck = _small_deck(tmp_path)
    secret = tmp_path / "secret.yaml"
    secret.write_text("id: top-secret-value\n", encoding="utf-8")
    (deck / "animals" / "leak.yaml").symlink_to(secret)
    (deck / "animals" / "long.yaml").symlink_to(deck / "animals" / ("x" * 300))  # a name no file system takes
    (deck / "animals" / "loop.yaml").symlink_to(deck / "animals" / "loop.yaml")
    (deck / "outside").symlink_to(tmp_path, target_is_directory=True)  # folders behind links: not walked
    result = _run("validate", str(deck), "-f", "json")
    assert result.exit_code == 1
    codes = _codes(result)
    assert ("leak.yaml", "file-outside") in codes and "top-secret-value" not in result.stdout
    assert ("long.yaml", "file-unreadable") in codes and ("loop.yaml", "file-unreadable") in codes
    assert not any(name == "secret.yaml" for name, _ in codes)


def test_a_folder_that_cannot_be_listed_is_an_error(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import os

    deck = _small_deck(tmp_path)
    locked = deck / "animals" / "locked"
    locked.mkdir()
    real_scandir = os.scandir

    def scandir(path):  # type: ignore[no-untyped-def]
        if Path(path) == locked:  # as root, permissions cannot lock a folder: pretend
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    result = _run("validate", str(deck), "-f", "json")
    assert result.exit_code == 1 and ("locked", "folder-unreadable") in _codes(result)


def test_an_empty_path_is_a_usage_error() -> None:
    result = _run("validate", "")
    assert result.exit_code == 2 and "an empty path" in result.stderr


# --- what the tool writes ------------------------------------------------------------------

def test_output_onto_a_link_a_pipe_or_a_device_is_refused_and_left_alone(tmp_path: Path) -> None:
    import os

    from fauna_cards.atomic import check_target
    from fauna_cards.errors import IOTrouble

    target = tmp_path / "real.pdf"
    target.write_bytes(b"keep me")
    link = tmp_path / "link.pdf"
    link.symlink_to(target)
    pipe = tmp_path / "pipe.pdf"
    os.mkfifo(pipe)
    for path, words in ((link, "symbolic link"), (pipe, "named pipe")):
        result = _run("print", DECK, "--select", "yak", "-o", str(path))
        assert result.exit_code == 2 and words in result.stderr, result.stderr
    assert link.is_symlink() and target.read_bytes() == b"keep me"
    assert pipe.is_fifo()
    with pytest.raises(IOTrouble, match="character device"):  # checked, never written: the test runs as root
        check_target(Path("/dev/null"))
    kit = _run("kit", DECK, "-o", str(tmp_path), "--only", "tokens")  # a set of files: the same rule
    assert kit.exit_code == 0
    (tmp_path / "tokens.pdf").unlink()
    (tmp_path / "tokens.pdf").symlink_to(target)
    refused = _run("kit", DECK, "-o", str(tmp_path), "--only", "tokens")
    assert refused.exit_code == 2 and target.read_bytes() == b"keep me"


def test_temporary_files_of_killed_runs_are_cleaned_up(tmp_path: Path) -> None:
    import os

    from fauna_cards.atomic import write_atomic

    dead = tmp_path / ".cards.pdf.999999999.abcd.tmp"  # no process has that number
    alive = tmp_path / f".cards.pdf.{os.getppid()}.abcd.tmp"  # a running process's: not ours to take
    other = tmp_path / ".notes.tmp"  # not one of ours at all
    for path in (dead, alive, other):
        path.write_bytes(b"half")
    write_atomic(tmp_path / "cards.pdf", b"%PDF-")
    assert not dead.exists() and alive.exists() and other.exists()
    assert (tmp_path / "cards.pdf").read_bytes() == b"%PDF-"


def test_a_signal_while_writing_leaves_no_temporary_file(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import os

    from fauna_cards.errors import Terminated

    def stopped(descriptor: int) -> None:
        raise Terminated(15)  # as the SIGTERM handler does, in the middle of the write

    monkeypatch.setattr(os, "fsync", stopped)
    result = run_cli("print", DECK, "--select", "yak", "-o", str(tmp_path / "cards.pdf"))
    assert result.exit_code == 143 and "stopped by signal 15" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_sigterm_stops_a_real_run_cleanly(tmp_path: Path) -> None:
    import signal
    import time

    process = start_process("play", DECK, "--players", "a,b")
    time.sleep(2.0)  # it waits for the first move
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 143 and "Traceback" not in err


def test_write_errors_name_the_file_not_the_temporary_one(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import errno
    import os

    def full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    target = tmp_path / "cards.pdf"
    result = run_cli("print", DECK, "--select", "yak", "-o", str(target))
    assert result.exit_code == 2
    assert f"cannot write {target}: No space left on device" in result.stderr and ".tmp" not in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_schemas_are_written_all_or_none(tmp_path: Path) -> None:
    assert _run("schema", "--write", "--dir", str(tmp_path)).exit_code == 0
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    (tmp_path / "game.schema.json").unlink()
    (tmp_path / "game.schema.json").mkdir()  # one place taken: none is written
    for path in tmp_path.glob("*.json"):
        if path.is_file():
            path.write_text("old", encoding="utf-8")
    assert _run("schema", "--write", "--dir", str(tmp_path)).exit_code == 2
    assert all(p.read_text(encoding="utf-8") == "old" for p in tmp_path.glob("*.json") if p.is_file())
    assert set(before) == {p.name for p in tmp_path.iterdir()}


def test_printable_shows_what_a_terminal_would_act_on() -> None:
    from fauna_cards.commands.output import printable

    assert printable("a\x1b[2Jb\x9bc\u202ed\te\nf") == "a\\x1b[2Jb\\x9bc\\u202ed\te\nf"
    assert printable("Żubr Łoś") == "Żubr Łoś"  # letters stay letters


# --- the hostile corpus: boards and game files -----------------------------------------------

HOSTILE = EXAMPLES / "hostile"


def _diagnostics(result) -> list[tuple[str, int, int]]:  # type: ignore[no-untyped-def]
    import json

    return [(d["code"], d["line"], d["column"]) for d in json.loads(result.stdout)["diagnostics"]]


@pytest.mark.parametrize("path", sorted((HOSTILE / "boards").glob("*.yaml")), ids=lambda p: p.stem)
def test_hostile_boards_are_findings_in_every_command(path: Path) -> None:
    checked = _run("validate", str(path), "-f", "json")
    assert checked.exit_code == 1 and _diagnostics(checked) == sidecar_findings(path)
    for args in (["board", "show", str(path)], ["spaces", DECK, "--board", str(path)]):
        used = _run(*args)
        assert used.exit_code in (1, 2), (args, used.output)  # refused with a message, never exit 3


@pytest.mark.parametrize("path", sorted((HOSTILE / "games").glob("*.yaml")), ids=lambda p: p.stem)
def test_hostile_game_files_are_findings(path: Path) -> None:
    scored = _run("score", str(path), "-f", "json")
    assert scored.exit_code == 1 and _diagnostics(scored) == sidecar_findings(path)


def test_a_very_long_family_name_prints_cut_with_a_warning(tmp_path: Path) -> None:
    # Once cut one character at a time: 12 s for this record, minutes for a longer one.
    deck = _small_deck(tmp_path)
    text = (EXAMPLES / "hostile" / "records" / "very-long-family.yaml").read_text(encoding="utf-8")
    (deck / "animals" / "grevys-zebra.yaml").write_text(text.replace("id: very-long-family", "id: grevys-zebra"),
                                                        encoding="utf-8")
    result = _run("print", str(deck), "--select", "grevys-zebra", "--layout", "fronts", "-o", str(tmp_path / "c.pdf"))
    assert result.exit_code == 0, result.output
    assert "the order and family do not fit the card" in result.stderr and result.stderr.rstrip().endswith("…'")
