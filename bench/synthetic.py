"""Build synthetic decks for benchmarks: copies of the bundled deck's animals with new ids
and names, paired into cards, so that the big deck validates clean like the small one."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(size: int, target: Path) -> Path:
    sources = sorted((ROOT / "deck" / "animals").glob("*.yaml"))
    if not sources:
        sys.exit("the bundled deck has no animals")
    if target.exists():
        shutil.rmtree(target)
    animals = target / "animals"
    animals.mkdir(parents=True)
    ids = []
    for number in range(size):
        source = sources[number % len(sources)]
        copy = number // len(sources)
        text = source.read_text(encoding="utf-8")
        new_id = f"{source.stem}-{copy}"
        text = re.sub(r"(?m)^id: .*$", f"id: {new_id}", text, count=1)
        text = re.sub(r"(?m)^name: (.*)$", lambda m: f"name: {m.group(1).strip(chr(34))} {copy}", text, count=1)
        text = text.replace("../../schema/", "../../../../schema/")
        # without the pictures: their decoding would time svglib, which the parse floor does not
        text = re.sub(r"(?m)^illustration(_fit)?:.*\n", "", text)
        (animals / f"{new_id}.yaml").write_text(text, encoding="utf-8")
        ids.append(new_id)
    cards = "\n".join(f"  - [{ids[i]}, {ids[i + 1]}]" for i in range(0, len(ids) - 1, 2))
    (target / "deck.yaml").write_text(
        f"title: synthetic deck of {size}\nversion: '1.0.0'\nlanguage: en\ncards:\n{cards}\n",
        encoding="utf-8",
    )
    return target


if __name__ == "__main__":
    size = int(sys.argv[1])
    print(build(size, Path(sys.argv[2])))
