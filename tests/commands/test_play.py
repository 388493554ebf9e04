"""`fauna play` driven by its input, as a table would type it."""

from __future__ import annotations

import json
import re


from helpers import run_cli
from conftest import ROOT
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.games import deck_cards
from fauna_cards.games.console import card_box

DECK = str(ROOT / "deck")


def _play(lines: list[str], *args: str):  # type: ignore[no-untyped-def]
    return run_cli("play", DECK, *args, input="\n".join(lines) + "\n")


def _box(seed: int, difficulty: str = "any"):  # type: ignore[no-untyped-def]
    deck = check_targets(collect_targets([DECK]))
    cards = sorted(set(deck_cards(deck).values()))
    return card_box([loaded.record for loaded in deck.records], cards, difficulty, seed)


def _first_card(seed: int, difficulty: str = "any"):  # type: ignore[no-untyped-def]
    return _box(seed, difficulty)[-1]


def test_same_seed_same_cards_and_difficulty_filter() -> None:
    assert _first_card(11).id == _first_card(11).id
    assert {r.difficulty for r in _box(5, "black")} == {"black"}
    assert [r.id for r in _box(1)] != [r.id for r in _box(2)]


def test_the_box_holds_every_card_once_on_one_side() -> None:
    """A card is played once and then set aside: the box never offers both sides of it."""
    deck = check_targets(collect_targets([DECK]))
    card_of = deck_cards(deck)
    cards = set(card_of.values())
    sides_seen: set[str] = set()
    for seed in range(30):
        box = _box(seed)
        assert sorted(card_of[r.id] for r in box) == sorted(cards)  # every card, each once
        sides_seen |= {r.id for r in box}
    assert sides_seen == set(card_of)  # over many games, every side comes up
    for difficulty in ("green", "black"):
        box = _box(3, difficulty)
        assert len({card_of[r.id] for r in box}) == len(box)
        assert {r.difficulty for r in box} == {difficulty}


def test_a_fauna_round_refuses_illegal_moves_and_scores_the_rest(tmp_path) -> None:
    card = _first_card(7)
    area = card.areas[0]
    lines = [
        "pass",          # anna may not pass before placing her first piece
        area,            # anna: a correct area
        area,            # ben: the same area is taken
        "no-such-area",  # ben: unknown
        "pass",          # ben must still place first
        "weight 999",    # no such space
        "weight 1",      # ben: the lightest space, wrong for any animal in the deck but tiny ones
        "pass", "pass",
        "quit",
    ]
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--record", str(record))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "anna must place a piece before passing" in out
    assert "already holds a piece" in out
    assert "unknown area or scale 'no-such-area'" in out
    assert "no space '999' on the weight scale" in out
    assert f"Round 1: {card.name}" in out
    assert re.search(rf"anna\s+{re.escape(area)}\s+correct", out)
    scored = run_cli("score", str(record), "--format", "json")
    assert scored.exit_code == 0, scored.output
    totals = json.loads(scored.stdout)["totals"]
    assert f"totals: anna {totals['anna']}, ben {totals['ben']}" in out


def test_kompakt_bids_and_stones() -> None:
    card = _first_card(4)
    lines = ["2", "x", "1", "australia", "australia", "pass-the-salt", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "4", "--game", "kompakt")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "a bid is a whole number" in out
    assert "anna places 2 stones" in out
    assert "holds a stone already" in out
    assert card.name in out


def test_a_kompakt_bid_over_the_stones_is_asked_again_and_undo_steps_back(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A typo of 99 for 9 used to trap the table in a round that could not end."""
    lines = [
        "99",              # anna: more than the 14 stones: refused, asked again
        "1",               # anna bids 1
        "undo",            # takes anna's bid back
        "undo",            # nothing left to take back
        "0", "2",          # anna 0, ben 2: ben places two stones
        "asia",            # ben's first stone... (the last stone ends the round: it is final)
        "undo",            # ...taken back
        "undo",            # and ben's bid with it
        "0",               # ben bids 0 instead: both 0, ben bid last and places nothing
        "quit",
    ]
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "4", "--game", "kompakt", "--record", str(record))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "a bid of 99 cannot be kept: the game has 14 stones" in out
    assert "took back anna's bid of 1" in out
    assert "nothing to undo in this round" in out
    assert "took back the stone on asia" in out
    assert "took back ben's bid of 2" in out
    saved = record.read_text(encoding="utf-8")
    assert "bids:\n      anna: 0\n      ben: 0\n    stones: []" in saved, saved


def test_fauna_undo_takes_back_the_last_move_of_the_round(tmp_path) -> None:  # type: ignore[no-untyped-def]
    card = _first_card(7)
    lines = ["undo", "weight 1", "undo", card.areas[0], "weight 1", "undo", "weight 2", "pass", "pass", "quit"]
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--record", str(record))
    assert result.exit_code == 0, result.output
    assert "nothing to undo in this round" in result.output
    assert "took back anna: weight 1" in result.output
    assert "took back ben: weight 1" in result.output
    saved = record.read_text(encoding="utf-8")
    assert f"- anna: {card.areas[0]}\n" in saved and "- ben: weight 2\n" in saved
    assert "weight 1" not in saved
    assert "pieces:" not in saved  # the rules' 6 pieces are not a setting to write


def test_an_empty_hand_is_passed_at_once_and_house_rules_are_named(tmp_path) -> None:  # type: ignore[no-untyped-def]
    card = _first_card(7)
    lines = [card.areas[0], "weight 1", "weight 2", "pass", "quit"]  # ben's second piece; anna has none
    record = tmp_path / "game.yaml"
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--pieces", "1", "--record", str(record))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "House rule: 1 guess pieces to place each; the rules give 6" in out
    assert "anna has no pieces left and passes" in out
    saved = record.read_text(encoding="utf-8")
    assert "pieces: 1\n" in saved
    scored = run_cli("score", str(record))
    assert scored.exit_code == 0 and "House rule: 1 guess pieces" in scored.output


def test_input_ending_stops_the_game_cleanly() -> None:
    result = run_cli("play", DECK, "--players", "anna,ben", "--seed", "1", input="")
    assert result.exit_code == 0
    assert "The game stops here." in result.output
    assert "Traceback" not in result.output


def test_players_are_asked_for_and_checked() -> None:
    result = _play(["solo", "anna,anna", "anna,ben", "quit"], "--seed", "1")
    assert result.exit_code == 0
    assert "FAUNA is for 2 to 8 players" in result.output
    assert "each player needs a name of their own" in result.output
    bad = run_cli("play", DECK, "--players", "a,b,c,d,e,f,g,h,i")
    assert bad.exit_code == 2


def test_the_record_is_saved_after_every_round_and_when_the_game_is_stopped(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A stopped evening keeps its rounds: each round is on disk as soon as it is scored, and
    a signal or a crash in the next round saves what was played."""
    import builtins

    from fauna_cards.errors import Terminated

    card = _first_card(7)
    moves = iter([card.areas[0], "weight 1", "pass", "pass"])  # round 1: both place, both pass
    seen: list[bool] = []
    record = tmp_path / "game.yaml"

    def typed(prompt: str) -> str:
        try:
            return next(moves)
        except StopIteration:
            seen.append(record.exists())  # round 1 scored: already on disk before round 2's first move
            raise Terminated(15) from None  # SIGTERM in the middle of round 2

    monkeypatch.setattr(builtins, "input", typed)
    result = run_cli("play", DECK, "--players", "anna,ben", "--seed", "7", "--record", str(record))
    assert result.exit_code == 143
    assert seen == [True]
    scored = run_cli("score", str(record), "--format", "json")
    assert scored.exit_code == 0 and len(json.loads(scored.stdout)["rounds"]) == 1


def test_names_that_would_drive_the_terminal_are_shown_escaped(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    deck = tmp_path / "deck"
    shutil.copytree(ROOT / "tests" / "examples" / "decks" / "good" / "small-deck", deck)
    record = deck / "animals" / "grevys-zebra.yaml"
    text = record.read_text(encoding="utf-8").replace("name: Grevy's zebra", 'name: "Grevy\\e[2Jzebra"')
    record.write_text(text, encoding="utf-8")
    show = run_cli("show", "grevys-zebra", "--deck", str(deck))
    assert show.exit_code == 0 and "\x1b" not in show.output and "Grevy\\x1b[2Jzebra" in show.output
    play = run_cli("play", str(deck), "--players", "a\x1b[31m,b", "--seed", "1", input="quit\n")
    assert "\x1b" not in play.output


# --- what the prompts offer, names as moves, the saved file, the box ---------------------------

def _saved(path) -> str:  # type: ignore[no-untyped-def]
    return path.read_text(encoding="utf-8")


def test_fauna_help_and_areas_by_continent_with_taken_spots_marked() -> None:
    card = _first_card(7)  # American bullfrog: weight and length
    lines = ["help", "Rift Valley", "weight 12", "areas", "scales", "regions", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "7")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Type an area by its id or name (rift-valley, Rift Valley, Ostafrikanischer Grabenbruch)" in out
    assert "or pass." in out and "'areas' lists the areas by continent" in out
    listing = out[out.index("  North America:"):out.index("  (a labelled map of the areas")]
    groups = [line.split(":")[0].strip() for line in listing.splitlines() if not line.startswith("    ")]
    assert groups == ["North America", "South America", "Europe", "Africa", "Asia", "Australia", "Antarctica", "Seas"]
    africa = listing[listing.index("Africa:"):listing.index("Asia:")]
    assert "rift-valley [anna]," in africa and "sahel," in africa
    assert listing.count("[") == 1  # only the taken area is marked
    assert "arctic-ocean" in listing[listing.index("Seas:"):] and "arctic-ocean" not in listing[:listing.index("Seas:")]
    assert "12 2-5 kg [ben]," in out and "13 5-10 kg," in out  # scales mark whose piece is on a space
    assert "FAUNA places pieces on areas, not KOMPAKT's regions" in out
    assert card.name in out


def test_kompakt_prompts_speak_of_regions_and_fields_and_take_regions() -> None:
    # Seed 4: the emperor penguin, asking weight and height.
    lines = ["help", "regions", "scales", "2", "1",        # look-ups at the bid prompt, then the bids
             "help", "pass", "Rift Valley", "Antarktis",   # anna's first stone, by its German name
             "regions", "areas", "scales", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--game", "kompakt")  # the flamingo: height
    assert result.exit_code == 0, result.output
    out = result.output
    bid_help = out[out.index("Bid how many"):out.index("anna, your bid>", out.index("Bid how many"))]
    assert "regions and fields" in bid_help and "from 0 to 14" in bid_help and "pass" not in bid_help
    assert "'regions' lists the regions, 'scales' the fields" in bid_help
    stone_help = out[out.index("Type a region"):]
    stone_help = stone_help[:stone_help.index("anna, stone")]
    assert "region by its id or name" in stone_help and "field" in stone_help
    assert "or pass" not in stone_help and "'areas'" not in stone_help and "there is no passing" in stone_help
    assert "a bid is a whole number" not in out  # look-ups at the bid prompt are not bids
    assert "  Land: africa, antarctica, asia, australia, europe, north-america, south-america" in out
    assert "  Sea: atlantic, indian-ocean, arctic-ocean, east-pacific, southern-ocean, west-pacific" in out
    assert "not allowed: KOMPAKT has no passing" in out
    assert "not allowed: Rift Valley is an area of the FAUNA map; KOMPAKT stones go on regions (it lies in africa)" in out
    assert "  Land: africa, antarctica [stone], asia," in out
    assert "KOMPAKT places stones on regions, not areas:" in out
    assert "  height (length): 1 0-1 cm," in out and "[stone]" not in out[out.rindex("height (length)"):]


def test_area_and_region_names_are_moves_and_the_saved_file_writes_ids(tmp_path) -> None:  # type: ignore[no-untyped-def]
    fauna = tmp_path / "fauna.yaml"
    lines = ["Rift Valley", "Ostafrikanischer Grabenbruch", "Grabenbruch", "GRÖNLAND", "Nordsee / Ostsee",
             "pass", "pass", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "7", "--record", str(fauna))
    assert result.exit_code == 0, result.output
    assert "not allowed: rift-valley already holds a piece" in result.output  # the German name is the same area
    assert "not allowed: unknown area or scale 'grabenbruch' (did you mean 'rift-valley' (Rift Valley)?)" in result.output
    saved = _saved(fauna)
    assert "- anna: rift-valley\n      - ben: greenland\n      - anna: north-sea-baltic-sea\n" in saved, saved
    assert run_cli("score", str(fauna)).exit_code == 0

    kompakt = tmp_path / "kompakt.yaml"
    lines = ["2", "0", "Südpolarmeer", "antarctic", "Antarctica", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "4", "--game", "kompakt", "--record", str(kompakt))
    assert result.exit_code == 0, result.output
    assert "Antarctic is an area of the FAUNA map" in result.output
    assert "stones:\n      - southern-ocean\n      - antarctica\n" in _saved(kompakt)
    assert run_cli("score", str(kompakt)).exit_code == 0


def test_the_measure_typed_stays_in_the_saved_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """total_length and length share a scale: the file keeps the measure the player named, so
    that it reads as what happened at the table."""
    fauna = tmp_path / "fauna.yaml"
    # Seed 138: the aye-aye, asking weight, length, total_length and tail_length.
    lines = ["total_length 11", "length 1-2 m", "tail_length 9", "weight 12", "total_length 11",
             "pass", "pass", "pass", "quit"]
    result = _play(lines, "--players", "anna,ben", "--seed", "138", "--record", str(fauna), "--pieces", "3")
    assert result.exit_code == 0, result.output
    assert "not allowed: length 11 (70 cm-1 m) already holds a piece" in result.output
    saved = _saved(fauna)
    assert ("- anna: total_length 11\n      - ben: length 12\n      - anna: tail_length 9\n"
            "      - ben: weight 12\n") in saved, saved
    assert "length 11" not in saved.replace("total_length 11", "")
    scored = run_cli("score", str(fauna), "--format", "json")
    assert scored.exit_code == 0, scored.output
    placed = [p["placed"] for p in json.loads(scored.stdout)["rounds"][0]["pieces"]]
    assert placed == ["length 11", "length 12", "tail 9", "weight 12"]  # the space, by its scale

    kompakt = tmp_path / "kompakt.yaml"
    lines = ["1", "0", "height 8", "quit"]  # seed 4: the emperor penguin asks height
    result = _play(lines, "--players", "anna,ben", "--seed", "4", "--game", "kompakt", "--record", str(kompakt))
    assert result.exit_code == 0, result.output
    assert "stones:\n      - height 8\n" in _saved(kompakt)


def test_the_box_is_counted_in_cards_and_animals(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    from fauna_cards.games.console import box_summary

    result = _play(["quit"], "--players", "anna,ben", "--seed", "7")
    assert result.output.startswith("Card box: 60 cards, one side of each showing: 60 of the deck's 120 animals "
                                    "can come up. Seed 7 (--seed 7 repeats this order).\n")
    green = _box(3, "green")
    assert box_summary(green, 120, "green", 3) == (
        f"Card box: {len(green)} cards with a green side, one green side of each showing: {len(green)} of the "
        "deck's 120 animals can come up. Seed 3 (--seed 3 repeats this order).")
    deck = tmp_path / "deck"
    shutil.copytree(ROOT / "tests" / "examples" / "decks" / "good" / "small-deck", deck)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").split("cards:")[0] + "cards: []\n", encoding="utf-8")
    single = run_cli("play", str(deck), "--players", "a,b", "--seed", "1", input="quit\n")
    assert single.output.startswith("Card box: 4 cards, one animal on each. Seed 1"), single.output


def test_the_reveal_shows_what_scores_in_the_game_played() -> None:
    fauna = _play([_first_card(20).areas[0], "weight 1", "pass", "pass", "quit"], "--players", "anna,ben",
                  "--seed", "20").output  # the pronghorn: 5 areas
    reveal = fauna[fauna.index("  visible:"):fauna.index("Round 1:")]
    assert "visible: 5 areas" in reveal and "adjacent areas (2 points each)" in reveal and "; adjacent " in reveal
    assert "KOMPAKT" not in reveal and "region" not in reveal
    kompakt = _play(["1", "0", "antarctica", "quit"], "--players", "anna,ben", "--seed", "131",
                    "--game", "kompakt").output  # the emperor penguin
    reveal = kompakt[kompakt.index("  visible:"):kompakt.index("Round 1:")]
    assert "visible: 2 regions;" in reveal and "areas" not in reveal.splitlines()[0]
    assert "  regions: antarctica, southern-ocean\n" in reveal
    assert "  areas on the card: Antarctic, Southern Ocean\n" in reveal
    assert "adjacent" not in reveal and "points each" not in reveal


def test_the_other_games_settings_are_refused_as_in_a_game_file() -> None:
    kompakt = run_cli("play", DECK, "--players", "a,b", "--game", "kompakt", "--pieces", "4",
                                  "--returned-pieces", "correct-or-adjacent", input="")
    assert kompakt.exit_code == 2
    assert "--pieces and --returned-pieces: FAUNA settings, not for a kompakt game" in kompakt.output
    fauna = run_cli("play", DECK, "--players", "a,b", "--zero-bids", "nothing", input="")
    assert fauna.exit_code == 2 and "--zero-bids: KOMPAKT setting, not for a fauna game" in fauna.output
    quiet = run_cli("play", DECK, "--players", "a,b", "--game", "kompakt", "--pieces", "6", input="")
    assert quiet.exit_code == 0  # the rules' own number is no setting of the other game


def test_a_game_stopped_before_its_first_round_says_so() -> None:
    result = run_cli("play", DECK, "--players", "anna,ben", "--seed", "1", input="quit\n")
    assert "No round was played." in result.output and "leading" not in result.output
