"""`fauna export --format png|tts`: card images as a user makes them. Exact pixel sizes per
print service, with and without bleed; file names; FAUNA and ANIMALIA; the Tabletop Simulator
saved object against its images; the same bytes twice; usage errors; pinned outputs.

Rendering is the slow part: most runs here are at 30-60 dpi, on the small deck, once per
module; one run checks a service's exact size at 300 dpi."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from conftest import EXAMPLES, ROOT
from helpers import run_cli
from pinned import OUTPUTS, check

SMALL = EXAMPLES / "decks" / "good" / "small-deck"
ANIMALIA = ROOT / "deck" / "animalia"
SMALL_FILES = ["01-back-pronghorn.png", "01-front-grevys-zebra.png", "02-back-ring-tailed-lemur.png",
               "02-front-emperor-penguin.png"]


def export(tmp: Path, name: str, *arguments: str, deck: Path = SMALL, exit_code: int = 0) -> tuple[Path, str]:
    folder = tmp / name
    result = run_cli("export", str(deck), *arguments, "-o", str(folder), exit_code=exit_code)
    return folder, result.stdout + result.stderr


def image(path: Path) -> Image.Image:
    return Image.open(path)


@pytest.fixture(scope="module")
def small_png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return export(tmp_path_factory.mktemp("png"), "png", "--format", "png", "--dpi", "40")[0]


@pytest.fixture(scope="module")
def small_tts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return export(tmp_path_factory.mktemp("tts"), "tts", "--format", "tts", "--dpi", "40",
                  "--image-url", "https://example.org/fauna")[0]


@pytest.fixture(scope="module")
def animalia_tts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return export(tmp_path_factory.mktemp("tts"), "tts", "--format", "tts", "--dpi", "30", deck=ANIMALIA)[0]


# -- PNG -------------------------------------------------------------------------------------

def test_one_png_per_face_named_by_card_side_and_animal(small_png: Path) -> None:
    assert sorted(p.name for p in small_png.iterdir()) == SMALL_FILES


def test_the_pngs_are_rgb_at_the_card_size_with_bleed_and_say_their_dpi(small_png: Path) -> None:
    # A6 plus 1/8 in each side at 40 dpi: 4.3839 x 6.0768 in -> 175.4 x 243.1 -> 175 x 243
    for path in small_png.iterdir():
        picture = image(path)
        assert (picture.size, picture.mode, picture.format) == ((175, 243), "RGB", "PNG")
        assert round(picture.info["dpi"][0]) == 40


def test_the_faces_are_the_cards_drawn_by_print(small_png: Path) -> None:
    """Bleed: the border colour reaches every edge; the front is the first animal (green
    card), the penguin's back is the black lemur."""
    zebra = image(small_png / "01-front-grevys-zebra.png").convert("RGB")
    lemur = image(small_png / "02-back-ring-tailed-lemur.png").convert("RGB")
    green, black = (0x2E, 0x7D, 0x32), (0x1D, 0x1D, 0x1D)
    for x, y in ((1, 1), (173, 1), (1, 241), (173, 241), (87, 1)):
        assert _near(zebra.getpixel((x, y)), green) and _near(lemur.getpixel((x, y)), black)
    for x, y in ((16, 16), (158, 226), (20, 125)):  # the white panel inside the border
        assert zebra.getpixel((x, y)) == (255, 255, 255)


def _near(colour: tuple, expected: tuple, tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))


@pytest.mark.parametrize(("arguments", "size"), [
    (["--service", "thegamecrafter", "--card-size", "poker"], (825, 1125)),
    (["--service", "makeplayingcards", "--card-size", "poker", "--no-bleed"], (750, 1050)),
])
def test_a_service_preset_gives_its_templates_exact_pixels_at_300_dpi(tmp_path: Path, arguments: list[str],
                                                                      size: tuple[int, int]) -> None:
    folder, said = export(tmp_path, "out", "--format", "png", "--select", "grevys-zebra", *arguments)
    assert sorted(p.name for p in folder.iterdir()) == ["01-back-pronghorn.png", "01-front-grevys-zebra.png"]
    assert {image(p).size for p in folder.iterdir()} == {size}
    assert f"{size[0]} x {size[1]} px at 300 dpi" in said


@pytest.mark.parametrize(("service", "size"), [("makeplayingcards", (55, 75)), ("thegamecrafter", (55, 75)),
                                               ("drivethrucards", (55, 75))])
def test_every_service_at_low_dpi(tmp_path: Path, service: str, size: tuple[int, int]) -> None:
    """Poker at 20 dpi: 2.74 or 2.75 in -> 54.8 or 55 -> 55; 3.74 or 3.75 -> 74.8 or 75 -> 75."""
    folder, _ = export(tmp_path, "out", "--format", "png", "--service", service, "--card-size", "poker", "--dpi", "20",
                       "--select", "emperor-penguin")
    assert {image(p).size for p in folder.iterdir()} == {size}


def test_no_bleed_is_the_trim_alone(tmp_path: Path) -> None:
    folder, _ = export(tmp_path, "out", "--format", "png", "--no-bleed", "--dpi", "40", "--select", "pronghorn")
    assert {image(p).size for p in folder.iterdir()} == {(165, 233)}  # 105 x 148 mm at 40 dpi


def test_png_is_byte_identical_run_to_run(tmp_path: Path, small_png: Path) -> None:
    again, _ = export(tmp_path, "again", "--format", "png", "--dpi", "40")
    for path in small_png.iterdir():
        assert (again / path.name).read_bytes() == path.read_bytes(), path.name


def test_an_animalia_deck_writes_its_common_back_once(tmp_path: Path) -> None:
    folder, said = export(tmp_path, "out", "--format", "png", "--dpi", "20", deck=ANIMALIA)
    names = sorted(p.name for p in folder.iterdir())
    assert names.count("back.png") == 1 and not [n for n in names if "-back-" in n and "reference" not in n]
    fronts = [n for n in names if "-front-" in n]
    assert fronts[0] == "01-front-cats-champion.png" and "36-front-owl.png" in fronts
    assert "37-back-thief-reference.png" in names  # a reference card has a back of its own
    assert {image(folder / n).size for n in names} == {(55, 75)}  # poker plus 1/8 in bleed at 20 dpi
    without, _ = export(tmp_path, "plain", "--format", "png", "--dpi", "20", "--no-reference", deck=ANIMALIA)
    assert len(list(without.iterdir())) == 37  # 36 fronts and the back
    assert "37 images" in export(tmp_path, "again", "--format", "png", "--dpi", "20", "--no-reference",
                                 deck=ANIMALIA)[1]


def test_selection_game_and_units_reach_the_images(tmp_path: Path) -> None:
    folder, _ = export(tmp_path, "out", "--format", "png", "--dpi", "30", "--game", "kompakt", "--units", "imperial",
                       "--difficulty", "black")
    assert sorted(p.name for p in folder.iterdir()) == ["01-back-ring-tailed-lemur.png",
                                                        "01-front-emperor-penguin.png"]


# -- Tabletop Simulator ------------------------------------------------------------------------

def _saved(folder: Path) -> dict:
    [path] = folder.glob("*.json")
    return json.loads(path.read_text(encoding="utf-8"))


def _check_saved_object_against_images(folder: Path, base_url: str) -> dict:
    saved = _saved(folder)
    [deck] = saved["ObjectStates"]
    assert deck["Name"] == "DeckCustom"
    cards = deck["ContainedObjects"]
    assert [card["Name"] for card in cards] == ["Card"] * len(cards)
    assert deck["DeckIDs"] == [card["CardID"] for card in cards]
    for card in cards:
        number, index = divmod(card["CardID"], 100)
        entry = deck["CustomDeck"][str(number)]
        assert card["CustomDeck"] == {str(number): entry}
        assert index < entry["NumWidth"] * entry["NumHeight"] - 1  # inside the sheet, the hidden slot free
        assert card["Nickname"]
    for number, entry in deck["CustomDeck"].items():
        assert entry["FaceURL"] == f"{base_url}faces-{number}.png"
        faces = image(folder / entry["FaceURL"].rpartition("/")[2])
        assert faces.mode == "RGB" and max(faces.size) <= 4096
        assert faces.size[0] % entry["NumWidth"] == 0 and faces.size[1] % entry["NumHeight"] == 0
        back = image(folder / entry["BackURL"].rpartition("/")[2])
        if entry["UniqueBack"]:
            assert back.size == faces.size  # a sheet of backs, laid out like the faces
        else:
            assert back.size == (faces.size[0] // entry["NumWidth"], faces.size[1] // entry["NumHeight"])
        assert entry["BackIsHidden"] is True
    return deck


def test_tts_fauna_has_unique_backs_laid_out_like_the_faces(small_tts: Path) -> None:
    assert sorted(p.name for p in small_tts.iterdir()) == ["backs-1.png", "faces-1.png", "small-sample-deck.json"]
    deck = _check_saved_object_against_images(small_tts, "https://example.org/fauna/")
    assert [card["Nickname"] for card in deck["ContainedObjects"]] == ["Grevy's zebra / Pronghorn",
                                                                        "Emperor penguin / Ring-tailed lemur"]
    entry = deck["CustomDeck"]["1"]
    assert (entry["NumWidth"], entry["NumHeight"], entry["UniqueBack"]) == (2, 2, True)
    # 105 x 148 mm at 40 dpi: 165 x 233 px a card, no bleed
    assert image(small_tts / "faces-1.png").size == (330, 466)


def test_tts_sheet_slots_hold_the_cards_in_order(small_tts: Path) -> None:
    """Slot 0 the zebra and slot 1 the penguin, green both; on the backs the green pronghorn
    and the black lemur; slot 2 is blank and slot 3 (the hidden one) too."""
    faces = image(small_tts / "faces-1.png").convert("RGB")
    backs = image(small_tts / "backs-1.png").convert("RGB")
    green, black = (0x2E, 0x7D, 0x32), (0x1D, 0x1D, 0x1D)
    assert _near(faces.getpixel((2, 2)), green) and _near(faces.getpixel((167, 2)), green)
    assert _near(backs.getpixel((2, 2)), green) and _near(backs.getpixel((167, 2)), black)
    assert faces.getpixel((82, 350)) == (255, 255, 255) and faces.getpixel((247, 350)) == (255, 255, 255)


def test_tts_animalia_has_one_common_back_and_its_play_cards(animalia_tts: Path) -> None:
    assert sorted(p.name for p in animalia_tts.iterdir()) == ["animalia-the-five-families.json", "back.png",
                                                               "faces-1.png"]
    deck = _check_saved_object_against_images(animalia_tts, animalia_tts.resolve().as_uri() + "/")
    entry = deck["CustomDeck"]["1"]
    assert entry["UniqueBack"] is False and entry["BackURL"].endswith("/back.png")
    names = [card["Nickname"] for card in deck["ContainedObjects"]]
    assert len(names) == 36 and names[0] == "Champion Cat" and names[-1] == "Owl"


def test_tts_is_byte_identical_run_to_run(tmp_path: Path, small_tts: Path) -> None:
    again, _ = export(tmp_path, "again", "--format", "tts", "--dpi", "40", "--image-url", "https://example.org/fauna/")
    for path in small_tts.iterdir():
        assert (again / path.name).read_bytes() == path.read_bytes(), path.name


def test_pinned_tts_saved_object_of_the_small_deck(small_tts: Path) -> None:
    check("export-tts-small-deck.json", (small_tts / "small-sample-deck.json").read_text(encoding="utf-8"))


def test_pinned_what_the_image_exports_say(tmp_path: Path) -> None:
    runs = [["--format", "png", "--dpi", "30"], ["--format", "png", "--dpi", "30", "--service", "makeplayingcards",
                                                 "--card-size", "tarot"],
            ["--format", "tts", "--dpi", "30"], ["--format", "png", "--service", "thegamecrafter"]]
    lines = []
    for number, arguments in enumerate(runs):
        folder = tmp_path / f"out{number}"
        result = run_cli("export", str(SMALL), *arguments, "-o", str(folder))
        lines += [f"$ fauna export <small-deck> {' '.join(arguments)} -o <out>", f"exit {result.exit_code}",
                  *result.stdout.splitlines(), *result.stderr.splitlines()]
        if folder.is_dir():
            lines += [f"  {p.name}: {image(p).size[0]} x {image(p).size[1]}" if p.suffix == ".png" else f"  {p.name}"
                      for p in sorted(folder.iterdir())]
        lines = [line.replace(str(folder.resolve().as_uri()), "<out-url>").replace(str(folder), "<out>")
                 for line in lines]
    check("export-images.txt", "\n".join(lines) + "\n")


def test_every_pinned_export_output_has_a_case() -> None:
    assert {p.name for p in OUTPUTS.iterdir() if p.name.startswith("export-")} == {
        "export-two-animals.csv", "export-images.txt", "export-tts-small-deck.json"}


# -- usage -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("arguments", "message"), [
    (["--format", "png", "-o", "{tmp}/cards.png"], "-o names a folder (for example -o cards/), not a file"),
    (["--format", "tts", "-o", "{tmp}/deck.json"], "--format tts writes a folder of images"),
    (["--format", "png", "-o", "{file}"], "-o names a folder, and"),
    (["--format", "csv", "-o", "{tmp}"], "--format csv writes one file: -o names the file, and"),
    (["--format", "csv", "--dpi", "300", "-o", "{tmp}/a.csv"], "--dpi is for the card images (--format png or tts)"),
    (["--format", "json", "--service", "thegamecrafter", "--select", "x", "-o", "{tmp}/a.json"],
     "--service, --select are for the card images"),
    (["--format", "tts", "--service", "thegamecrafter", "-o", "{tmp}/t"], "--service is for --format png"),
    (["--format", "tts", "--no-bleed", "-o", "{tmp}/t"], "--bleed/--no-bleed is for --format png"),
    (["--format", "png", "--image-url", "https://example.org/", "-o", "{tmp}/t"], "--image-url is for --format tts"),
    (["--format", "tts", "--image-url", "example.org/cards", "-o", "{tmp}/t"], "http://, https:// or file://"),
    (["--format", "png", "--service", "tgc", "-o", "{tmp}/t"], "unknown print service 'tgc'; choose one of: "
                                                             "thegamecrafter, drivethrucards, makeplayingcards"),
    (["--format", "png", "--service", "makeplayingcards", "-o", "{tmp}/t"],
     "MakePlayingCards has no product for a6 cards (105 mm x 148 mm); it offers: poker (Poker size, 2.5 in x 3.5 in); "
     "tarot (Tarot size, 2.75 in x 4.75 in). Choose one of them with --card-size poker|tarot"),
    (["--format", "png", "--card-size", "bridge", "-o", "{tmp}/t"], "unknown card size 'bridge'"),
    (["--format", "png", "--dpi", "5", "-o", "{tmp}/t"], "--dpi"),
])
def test_usage_errors_exit_2_with_a_message(tmp_path: Path, arguments: list[str], message: str) -> None:
    file = tmp_path / "taken"
    file.write_text("x", encoding="utf-8")
    filled = [a.replace("{tmp}", str(tmp_path)).replace("{file}", str(file)) for a in arguments]
    result = run_cli("export", str(SMALL), *filled, exit_code=2)
    assert message in " ".join(result.stderr.split()), result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken"]  # nothing written


def test_fauna_options_are_refused_for_an_animalia_deck(tmp_path: Path) -> None:
    result = run_cli("export", str(ANIMALIA), "--format", "png", "--select", "cats-champion", "-o",
                     str(tmp_path / "out"), exit_code=2)
    assert "--select is for FAUNA decks" in result.stderr


def test_a_deck_with_errors_is_refused_with_its_report(tmp_path: Path) -> None:
    deck = EXAMPLES / "decks" / "bad" / "duplicate-id"
    result = run_cli("export", str(deck), "--format", "tts", "-o", str(tmp_path / "out"), exit_code=1)
    assert "error   duplicate-id" in result.stderr and not (tmp_path / "out").exists()


def test_the_data_formats_still_write_their_file(tmp_path: Path) -> None:
    run_cli("export", str(SMALL), "--format", "csv", "-o", str(tmp_path / "deck.csv"), exit_code=0)
    assert (tmp_path / "deck.csv").read_text(encoding="utf-8").startswith("id,")


def test_an_earlier_exports_other_files_are_named(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "09-front-old.png").write_bytes(b"old")
    result = run_cli("export", str(SMALL), "--format", "png", "--dpi", "20", "-o", str(folder), exit_code=0)
    assert "also holds 1 other file from an earlier export (09-front-old.png)" in result.stderr


# --- the deck's credits travel with its images ----------------------------------------------


def _deck_with_credits(tmp_path: Path) -> Path:
    import shutil

    deck = tmp_path / "credited"
    shutil.copytree(SMALL, deck)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8")
                        + 'credits:\n  - "Pictures: Example Set, CC BY 4.0"\n  - "Maps: Natural Earth"\n',
                        encoding="utf-8")
    return deck


def test_png_writes_the_decks_credits_beside_the_images(tmp_path: Path, small_png: Path) -> None:
    folder, said = export(tmp_path, "out", "--format", "png", "--dpi", "20", "--select", "pronghorn",
                          deck=_deck_with_credits(tmp_path))
    assert (folder / "CREDITS.txt").read_text(encoding="utf-8") == "Pictures: Example Set, CC BY 4.0\nMaps: Natural Earth\n"
    assert "2 images of " in said and ", and CREDITS.txt" in said
    assert not (small_png / "CREDITS.txt").exists()  # a deck without credits writes none


def test_tts_gives_the_decks_credits_as_its_description(tmp_path: Path, small_tts: Path) -> None:
    folder, _ = export(tmp_path, "out", "--format", "tts", "--dpi", "20", "--select", "pronghorn",
                       deck=_deck_with_credits(tmp_path))
    deck = _saved(folder)["ObjectStates"][0]
    assert deck["Description"] == "Pictures: Example Set, CC BY 4.0\nMaps: Natural Earth"
    assert _saved(small_tts)["ObjectStates"][0]["Description"] == ""
    assert not (folder / "CREDITS.txt").exists()
