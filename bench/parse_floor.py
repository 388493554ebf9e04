"""The floor of `fauna validate`: read every YAML file below a folder with ruamel's safe
loader on libyaml's C parser, and nothing else (no schema, no rules, no positions).

    python bench/parse_floor.py DECK
"""

from __future__ import annotations

import sys
from pathlib import Path

from ruamel.yaml.cyaml import CSafeLoader


def main() -> None:
    count = 0
    for path in sorted(Path(sys.argv[1]).rglob("*.yaml")):
        loader = CSafeLoader(path.read_text(encoding="utf-8"))
        try:
            loader.get_single_data()
        finally:
            loader.dispose()
        count += 1
    print(f"{count} files parsed")


if __name__ == "__main__":
    main()
