"""A deck for Tabletop Simulator: sheets of card faces (`faces-1.png`, ...), the backs, and a
saved object (`<deck-title>.json`) holding one custom deck, to copy into TTS's "Saved
Objects" folder.

Backs: a back all the cards share (ANIMALIA's) is one image, `back.png`. Cards whose backs
differ (FAUNA: an animal on each side) get "unique backs": a sheet of backs laid out like
the sheet of faces (`backs-1.png`), so that flipping a card in TTS shows its other animal,
as on the printed card. `BackIsHidden` is set: a card in a hand shows the others its back,
as a card held in the hand does; the last slot of each sheet is left free all the same, as
TTS's convention keeps it for a hidden image (tts_layout.py).

The saved object is the same for the same deck and options: no date, and ids (GUIDs) made
from the deck's title and the card ids.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from fauna_cards.export.image_formats import CardSides, FaceImages, ImageFiles
from fauna_cards.export.tts_layout import card_id, card_pixels, sheet_grid, sheets_of, slot_origin
from fauna_cards.suggest import slugify
from fauna_cards.words import plural

SHARED_BACK = "back.png"
# TTS's own defaults for a deck lying face down on the table, and its usual card tint.
TRANSFORM = {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
             "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}
TINT = {"r": 0.713235259, "g": 0.713235259, "b": 0.713235259}
BLANK = (255, 255, 255)  # empty slots and the hidden slot


def face_sheet_name(number: int) -> str:
    return f"faces-{number}.png"


def back_sheet_name(number: int) -> str:
    return f"backs-{number}.png"


def saved_object_name(title: str) -> str:
    return f"{slugify(title) or 'deck'}.json"


def nickname(card: CardSides) -> str:
    """What TTS shows for a card: its front's name, and its back's when that is its own."""
    return card.front.name if card.shared_back else f"{card.front.name} / {card.back.name}"


def export(faces: FaceImages) -> ImageFiles:
    from fauna_cards.export.raster import png_bytes

    cards = faces.cards
    unique_backs = not all(card.shared_back for card in cards)
    files: list[tuple[str, bytes]] = []
    custom_decks: dict[str, dict[str, Any]] = {}
    contained: list[dict[str, Any]] = []
    grids = []
    for number, chunk in enumerate(sheets_of(len(cards)), start=1):
        grid = sheet_grid(len(chunk))
        size = card_pixels(faces.size, faces.dpi, grid)
        grids.append((grid, size))
        files.append((face_sheet_name(number), png_bytes(_sheet(faces, [cards[i].front.page for i in chunk], grid,
                                                                size), faces.dpi)))
        if unique_backs:
            back = back_sheet_name(number)
            files.append((back, png_bytes(_sheet(faces, [cards[i].back.page for i in chunk], grid, size), faces.dpi)))
        else:
            back = SHARED_BACK
            if number == 1:
                files.append((back, png_bytes(faces.render(cards[0].back.page, size), faces.dpi)))
        entry = {"FaceURL": faces.image_url + face_sheet_name(number), "BackURL": faces.image_url + back,
                 "NumWidth": grid[0], "NumHeight": grid[1], "BackIsHidden": True, "UniqueBack": unique_backs,
                 "Type": 0}
        custom_decks[str(number)] = entry
        for index, card_index in enumerate(chunk):
            contained.append(_card(cards[card_index], card_id(number, index), {str(number): entry}, faces.title))
    name = saved_object_name(faces.title)
    files.append((name, (json.dumps(_saved_object(faces.title, custom_decks, contained, faces.credits), indent=2,
                                    ensure_ascii=False) + "\n").encode("utf-8")))
    sheets = len(custom_decks)
    (columns, rows), (width, height) = grids[0]
    backs = f"{plural(sheets, 'sheet')} of backs" if unique_backs else "one common back"
    return ImageFiles(files, f"{plural(len(cards), 'card')} on {plural(sheets, 'sheet')} of {columns} x {rows} "
                             f"({width} x {height} px a card), {backs}, and the saved object {name}")


def _sheet(faces: FaceImages, pages: list[int], grid: tuple[int, int], card: tuple[int, int]) -> Any:
    from PIL import Image

    sheet = Image.new("RGB", (grid[0] * card[0], grid[1] * card[1]), BLANK)
    for index, page in enumerate(pages):
        sheet.paste(faces.render(page, card), slot_origin(index, grid, card))
    return sheet


def _guid(title: str, what: str) -> str:
    """Six hex digits, as TTS writes its object ids, the same for the same deck and card."""
    return hashlib.sha256(f"{title}\0{what}".encode("utf-8")).hexdigest()[:6]


def _common(title: str, what: str, name: str) -> dict[str, Any]:
    return {"GUID": _guid(title, what), "Name": name, "Transform": dict(TRANSFORM), "Nickname": "",
            "Description": "", "GMNotes": "", "ColorDiffuse": dict(TINT), "Locked": False, "Grid": True,
            "Snap": True, "Autoraise": True, "Sticky": True, "Tooltip": True, "HideWhenFaceDown": True,
            "SidewaysCard": False}


def _card(card: CardSides, number: int, custom_deck: dict[str, Any], title: str) -> dict[str, Any]:
    return {**_common(title, str(number), "Card"), "Nickname": nickname(card), "Hands": True, "CardID": number,
            "CustomDeck": custom_deck, "LuaScript": "", "LuaScriptState": "", "XmlUI": ""}


def _saved_object(title: str, custom_decks: dict[str, Any], contained: list[dict[str, Any]],
                  credits: tuple[str, ...] = ()) -> dict[str, Any]:
    # The deck's credits as its description: what a player sees of the deck in the game.
    deck = {**_common(title, "deck", "DeckCustom"), "Nickname": title, "Description": "\n".join(credits),
            "Hands": False,
            "DeckIDs": [card["CardID"] for card in contained], "CustomDeck": custom_decks,
            "ContainedObjects": contained, "LuaScript": "", "LuaScriptState": "", "XmlUI": ""}
    return {"SaveName": title, "Date": "", "VersionNumber": "", "GameMode": "", "GameType": "", "GameComplexity": "",
            "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "", "Sky": "", "Note": "", "TabStates": {},
            "LuaScript": "", "LuaScriptState": "", "XmlUI": "", "ObjectStates": [deck]}
