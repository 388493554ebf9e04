"""What the example files under tests/examples/ say fauna must answer, read in one place.

Four forms, each parsed strictly: a malformed line fails the test that reads it, so a typo
cannot turn an expectation into nothing.

- Header lines, in the leading comment block of a record, board or game file:
    # expect: <code> <line>:<col>                 one finding (bad examples)
    # expect-totals: anna 124, ben 70             final totals, required in a good game
    # expect-finished: yes|no                     optional
    # expect-winners: anna, ben                   optional
    # expect-hands 2: anna 7/0, ben 4/3           optional: in hand/in stock after round 2
- A `<name>.expect` file beside a file that cannot hold comments: `<code> <line>:<col>` lines.
- A deck folder's EXPECT: `<path relative to the deck> <code> <line>:<col>` lines.
- A corpus folder's EXPECT (hostile illustrations, locate sources): `<file> <fields...>`
  lines, read as a table.
Findings are multisets (Counter): one value off two boards is two findings at one place.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from fauna_cards.games.common.outcome import Hand

Finding = tuple[str, int, int]  # (code, line, column)

EXPECT_LINE = re.compile(r"^# expect: (?P<code>[a-z0-9-]+) (?P<line>\d+):(?P<col>\d+)$")
SIDECAR_LINE = re.compile(r"^(?P<code>[a-z0-9-]+) (?P<line>\d+):(?P<col>\d+)$")
DECK_LINE = re.compile(r"^(?P<file>\S+) (?P<code>[a-z0-9-]+) (?P<line>\d+):(?P<col>\d+)$")
HANDS_LINE = re.compile(r"^# expect-hands (?P<round>\d+): (?P<hands>.+)$")


def header_lines(path: Path) -> list[str]:
    """The leading comment block: every line up to the first that is not a comment."""
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        lines.append(line)
    return lines


def header_expectations(path: Path) -> Counter[Finding]:
    """The `# expect:` lines of the leading comment block."""
    expected: Counter[Finding] = Counter()
    for line in header_lines(path):
        if line.startswith("# expect:"):
            match = EXPECT_LINE.match(line)
            assert match, f"{path.name}: malformed expectation {line!r}"
            expected[(match["code"], int(match["line"]), int(match["col"]))] += 1
    return expected


def sidecar_findings(path: Path) -> list[Finding]:
    """The findings of `path`'s `.expect` file, in its order; blank lines are skipped."""
    sidecar = path.with_suffix(".expect")
    findings = []
    for line in sidecar.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        match = SIDECAR_LINE.match(line)
        assert match, f"{sidecar.name}: malformed line {line!r}"
        findings.append((match["code"], int(match["line"]), int(match["col"])))
    return findings


def sidecar_expectations(path: Path) -> Counter[Finding]:
    return Counter(sidecar_findings(path))


def deck_expectations(deck: Path) -> Counter[tuple[str, str, int, int]]:
    """A deck folder's EXPECT: (file, code, line, column) with the file relative to the deck."""
    expected: Counter[tuple[str, str, int, int]] = Counter()
    for parts in _lines(deck / "EXPECT"):
        match = DECK_LINE.match(parts)
        assert match, f"{deck.name}/EXPECT: malformed line {parts!r}"
        expected[(match["file"], match["code"], int(match["line"]), int(match["col"]))] += 1
    return expected


def expect_table(path: Path, fields: int) -> list[list[str]]:
    """A corpus EXPECT file as rows of `fields` words, the last taking the rest of its line."""
    rows = []
    for line in _lines(path):
        row = line.split(" ", fields - 1)
        assert len(row) == fields and all(row), f"{path.parent.name}/{path.name}: malformed line {line!r}"
        rows.append(row)
    return rows


def game_expectations(path: Path) -> dict:  # type: ignore[type-arg]
    """A good game's hand-worked result: totals (required), finished, winners, hands by round."""
    expected: dict = {"hands": {}}  # type: ignore[type-arg]
    for line in header_lines(path):
        if line.startswith("# expect-totals: "):
            expected["totals"] = _pairs(line.split(": ", 1)[1])
        elif line.startswith("# expect-finished: "):
            value = line.split(": ", 1)[1]
            assert value in ("yes", "no"), f"{path.name}: {line!r}"
            expected["finished"] = value == "yes"
        elif line.startswith("# expect-winners: "):
            expected["winners"] = [w.strip() for w in line.split(": ", 1)[1].split(",")]
        elif line.startswith("# expect-hands"):
            match = HANDS_LINE.match(line)
            assert match, f"{path.name}: malformed {line!r}"
            hands = {}
            for item in match["hands"].split(","):
                name, counts = item.strip().rsplit(" ", 1)
                in_hand, lost = counts.split("/")
                hands[name] = Hand(int(in_hand), int(lost))
            expected["hands"][int(match["round"])] = hands
        else:
            assert not line.startswith("# expect"), f"{path.name}: unknown expectation {line!r}"
    assert "totals" in expected, f"{path.name} states no totals"
    return expected


def _pairs(text: str) -> dict[str, int]:
    result = {}
    for item in text.split(","):
        name, number = item.strip().rsplit(" ", 1)
        result[name] = int(number)
    return result


def _lines(path: Path) -> list[str]:
    """The lines of an EXPECT file that say something: no blank lines, no `#` comments."""
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
