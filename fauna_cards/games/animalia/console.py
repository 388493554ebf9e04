"""ANIMALIA at the terminal: three seasons refereed by the engine, from the shuffle to the
winner, for 2 to 6 players at one screen.

`play_animalia` plays a game on a Console (tests feed it input); `play_whole_game` is what
`fauna play --game animalia` calls: it reads the command's options and the deck first.
Nothing here decides a rule: every entry, prize and medal comes from engine/.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fauna_cards.games.animalia.cards import AnimaliaDeck
from fauna_cards.games.animalia.engine.facts import COLLECTION_SIZE, CardIndex, families_of, in_play
from fauna_cards.games.animalia.engine.scoring import SEASONS, FinalScore, add_medals, final_score
from fauna_cards.games.animalia.phase_medals import elegance_prize, medal_phase
from fauna_cards.games.animalia.phase_one import PhaseOne
from fauna_cards.games.animalia.record import deck_from, game_file, save_game, season_entry
from fauna_cards.games.console import Console, Stop
from fauna_cards.words import plural

PLAYERS = range(2, 7)
MAX_NAME = 40  # as game files allow
PRIZE_MEDAL = '"5" medal'


@dataclass
class AnimaliaGame:
    """What was played: each season as the game file writes it, and the scores."""

    players: list[str]
    seasons: list[dict[str, Any]] = field(default_factory=list)
    medals: dict[str, dict[str, int]] = field(default_factory=dict)  # player -> family -> medals
    final: FinalScore | None = None
    stopped: bool = False  # the players quit before the third season's end


def play_animalia(console: Console, cards: CardIndex, players: Sequence[str], seed: int,
                  record: Path | None = None, deck_in_file: str | None = None) -> AnimaliaGame:
    """The whole game: three seasons, the dealer moving left, the file saved after each."""
    families = families_of(cards)
    # Every family from the start, in the deck's order: the scores list them that way.
    game = AnimaliaGame(list(players), medals={player: dict.fromkeys(families, 0) for player in players})
    rng = random.Random(seed)
    playing = in_play(cards, len(players))
    kept: dict[str, list[str]] = {player: [] for player in players}
    dealer = 0
    left_out = len(cards) - len(playing)
    console.say(f"ANIMALIA for {', '.join(players)}: three seasons, {len(playing)} cards"
                + (f" ({plural(left_out, 'cutie')} stay in the box at {len(players)} players)" if left_out else "")
                + f". Seed {seed} (--seed {seed} repeats the shuffles). Type 'help' at any prompt.")
    save = _saver(game, record, deck_in_file)
    try:
        for number in range(1, SEASONS + 1):
            pile = [card for card in sorted(playing) if not any(card in held for held in kept.values())]
            rng.shuffle(pile)
            needed = COLLECTION_SIZE * len(players) * (2 if len(players) == 2 else 1)
            if len(pile) < needed:
                # The rules never meet this: bonus cards kept leave too few to fill every collection.
                console.say(f"\nOnly {len(pile)} cards are left to shuffle, and the collections need {needed}: "
                            "the game ends here.")
                break
            console.say(f"\nSeason {number}: {players[dealer]} shuffles {len(pile)} cards and deals.")
            table = PhaseOne(console, players, pile, cards, dealer).play()
            console.say(f"\nSeason {number}, the elegance prize.")
            drawn = elegance_prize(console, table)
            console.say(f"\nSeason {number}, the medals (the best harvest first).")
            held = {player: [*kept[player], *drawn[player]] for player in players}
            chosen = medal_phase(console, table, held, families)
            used = {player: {bonus for h in chosen[player] for bonus in h.bonus_used} for player in players}
            kept = {player: [c for c in held[player] if c not in used[player]] for player in players}
            season_medals = {player: add_medals(*(h.by_family for h in chosen[player])) for player in players}
            game.medals = {player: add_medals(game.medals[player], season_medals[player]) for player in players}
            game.seasons.append(season_entry(table, drawn, chosen))
            save()
            console.say(f"\nSeason {number} medals: " + "; ".join(
                f"{player} {medals_text(season_medals[player])}" for player in players))
            dealer = table.next_season_dealer()
    except Stop:
        game.stopped = True
        console.say("\nThe game stops here.")
    game.final = final_score(game.medals, players)
    if game.seasons:
        console.say("\n".join(final_lines(game)))
    if record is not None:
        if game.seasons:
            save()
            console.say(f"Saved the game to {record}.")
        else:
            console.say(f"No season was finished: nothing saved to {record}.")
    return game


def _saver(game: AnimaliaGame, record: Path | None, deck: str | None) -> Callable[[], None]:
    def save() -> None:
        if record is not None and game.seasons:
            save_game(record, game_file(game.players, game.seasons, deck))
    return save


def medals_text(medals: Mapping[str, int]) -> str:
    """`5 (cats 3, dogs 2)`, or `0`."""
    return f"{sum(medals.values())}{family_text(medals)}"


def family_text(medals: Mapping[str, int]) -> str:
    earned = ", ".join(f"{family} {count}" for family, count in medals.items() if count)
    return f" ({earned})" if earned else ""


def final_lines(game: AnimaliaGame) -> list[str]:
    final = game.final
    assert final is not None
    played = len(game.seasons)
    heading = "Final score" if played == SEASONS else f"Score after {plural(played, 'season')}"
    width = max(len(player) for player in game.players)
    lines = [f"\n{heading}:"]
    for player in game.players:
        prizes = final.prizes[player]
        prize_words = " + " + plural(prizes, PRIZE_MEDAL) if prizes else ""
        lines.append(f"  {player:<{width}}  {plural(final.medal_count[player], 'medal')}{prize_words}: "
                     f"{plural(final.totals[player], 'point')}{family_text(final.medals[player])}")
    winners = list(final.winners)
    tied = [p for p in game.players if final.totals[p] == final.totals[winners[0]]]
    if len(winners) > 1:
        lines.append(f"{' and '.join(winners)} share the victory.")
    elif len(tied) > 1:
        lines.append(f"{winners[0]} wins: tied on points, with the largest family "
                     f"({plural(final.largest_family[winners[0]], 'medal')} of one kind).")
    else:
        lines.append(f"{winners[0]} wins.")
    lines.append("Totals: " + ", ".join(f"{player} {final.totals[player]}" for player in game.players))
    return lines


# --- `fauna play --game animalia` ----------------------------------------------------------------

def play_whole_game(deck: tuple[Path, AnimaliaDeck], players: str | None, seed: int | None, record: Path | None,
                    ask: Callable[[str], str | None], say: Callable[[str], None],
                    other_options: Sequence[str] = ()) -> AnimaliaGame:
    """The command's side: options checked, the players named, then the game with `deck`
    (its folder and the checked deck, which the command loads). `other_options` are the
    other games' options given (`--board`): refused, never ignored."""
    from fauna_cards.atomic import check_target
    from fauna_cards.errors import FaunaError
    from fauna_cards.games.animalia.cards import card_facts

    if other_options:
        raise FaunaError(f"{' and '.join(other_options)}: for the other games, not ANIMALIA")
    if record is not None:
        if not record.parent.is_dir():
            raise FaunaError(f"cannot save the game to {record}: no such folder")
        check_target(record)  # before the evening's play, not after it
    folder, cards = deck[0], card_facts(deck[1])
    console = Console(ask=ask, say=say)
    names = player_names(players, console)
    chosen_seed = seed if seed is not None else secrets.randbelow(10**6)
    return play_animalia(console, cards, names, chosen_seed, record,
                         deck_from(record, folder) if record is not None else None)


def player_problem(names: Sequence[str]) -> str | None:
    if any(len(name) > MAX_NAME for name in names):
        return f"a name has at most {MAX_NAME} characters"
    if len(names) not in PLAYERS:
        return f"ANIMALIA is for {PLAYERS.start} to {PLAYERS.stop - 1} players"
    if len(set(names)) != len(names):
        return "each player needs a name of their own"
    if any(len(name.split()) > 1 for name in names):
        return "a name is one word here: a power names a collection by its player"
    return None


def player_names(given: str | None, console: Console) -> list[str]:
    """The names from --players, or asked for until they will do."""
    from fauna_cards.errors import FaunaError

    text = given
    while True:
        if text is None:
            try:
                text = console.line("Players (2-6 names, separated by commas)> ")
            except Stop:
                raise FaunaError("no players given") from None
        names = [name.strip() for name in text.split(",") if name.strip()]
        problem = player_problem(names)
        if problem is None:
            return names
        if given is not None:
            raise FaunaError(problem)
        console.say(f"  {problem}")
        text = None
