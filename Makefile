# Every target sets up its own virtual environment first, so a fresh clone needs only
# Python 3.11+ and access to the package index. It installs every extra ([all]), the tests'
# and the benchmarks' tools.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: setup demo test fuzz mutate bench schema maps images clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "fauna-cards needs Python 3.11 or newer")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[all,test,bench]"
	touch $(STAMP)

setup: $(STAMP)

## demo: check the bundled deck, show where its measures fall on the metric board, print its cards and the whole game
demo: $(STAMP)
	$(BIN)/fauna validate deck
	$(BIN)/fauna spaces deck --board fauna-metric
	$(BIN)/fauna print deck -o build/cards.pdf
	$(BIN)/fauna kit deck -o build/kit
	$(BIN)/fauna print deck/animalia -o build/animalia.pdf
	$(BIN)/fauna print deck/animalia --tokens -o build/animalia-medals.pdf
	@echo
	@echo "Done: the cards are in build/cards.pdf, the whole game in build/kit/ (how to print it: build/kit/PRINT-GUIDE.txt);"
	@echo "ANIMALIA's cards in build/animalia.pdf, its medals in build/animalia-medals.pdf."
	@echo "The tool is $(BIN)/fauna: run $(BIN)/fauna --help, or . $(BIN)/activate once and then fauna --help."

## test: the whole suite
test: $(STAMP)
	$(BIN)/python -m pytest -q

## fuzz: the long fuzzing run: 100,000 mutated records, decks, boards, game files and locate inputs
fuzz: $(STAMP)
	FAUNA_FUZZ_EXAMPLES=$${FAUNA_FUZZ_EXAMPLES:-100000} $(BIN)/python -m pytest -q tests/acceptance/test_fuzz.py

## mutate: mutation testing of the FAUNA and KOMPAKT engines (fauna_cards/games/) against the tests that play games (one core, niced; mutants/ holds the results)
mutate: $(STAMP)
	$(BIN)/python -m pip install --quiet "mutmut==3.8.1"
	PATH="$(CURDIR)/$(BIN):$$PATH" nice -n 10 $(BIN)/mutmut run --max-children 1
	$(BIN)/mutmut results

## bench: start-up and validation times, whole process, median of several runs; print and map beside their floor (reportlab alone)
bench: $(STAMP)
	$(BIN)/python bench/bench.py
	$(BIN)/python bench/validate_floor.py
	$(BIN)/python bench/geo_bench.py
	$(BIN)/python bench/print_bench.py
	$(BIN)/python bench/floor_bench.py
	$(BIN)/python bench/board_bench.py
	$(BIN)/python bench/locate_bench.py
	$(BIN)/python bench/startup_bench.py

## schema: regenerate schema/ from the models
schema: $(STAMP)
	$(BIN)/fauna schema --write

## maps: rebuild maps/geometry/ (area outlines, adjacency, the projected card map) from maps/build/recipe.yaml and Natural Earth
maps: $(STAMP)
	$(BIN)/python -m pip install --quiet -e ".[maps-build]"
	$(BIN)/python maps/build/build_geometry.py
	$(BIN)/python -m fauna_cards.geo.art_build

## images: re-render the pictures in docs/images/ from the tool's own output
images: $(STAMP)
	$(BIN)/python docs/images/render.py

clean:
	rm -rf $(VENV) .pytest_cache bench/out mutants
