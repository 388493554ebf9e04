"""Properties of FAUNA scoring, checked on random legal play with animals of the bundled deck:
2-8 players, any area or asked scale space with room left, passes only after a player's
first piece, and lists that may stop early (the players still in pass)."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import ROOT
from fauna_cards.load.boards import load_board
from fauna_cards.load.deck import check_targets, collect_targets
from fauna_cards.load.games import deck_records
from fauna_cards.model.record import AnimalRecord
from fauna_cards.games.fauna import engine as fauna_game
from fauna_cards.games.fauna.scoring import adjacent_areas, area_tier, judge, stacked_points
from fauna_cards.games.common.spots import asked_scales, parse_spot
from fauna_cards.games.common.outcome import Hand, RoundResult
from fauna_cards.games.common.table_rules import TableRules

RECORDS = deck_records(check_targets(collect_targets([str(ROOT / "deck")])))
ANIMALS = sorted(RECORDS)
LOADED = load_board("fauna-metric")
BOARD, WORLD = LOADED.board, LOADED.world
NAMES = ["anna", "ben", "cleo", "dora", "emil", "finn", "gina", "hugo"]

FAST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _spots(record: AnimalRecord) -> dict[str, list[tuple[str, ...]]]:
    """Moves by kind; each is (key, text...) with every way to type the same spot."""
    near = adjacent_areas(WORLD, list(record.areas))
    spaces = []
    for scale, measures in asked_scales(BOARD, record).items():
        for space in BOARD.scales[scale].spaces:
            spaces.append((f"{scale}#{space.index}", f"{scale} {space.index}", f"{scale} {space.label}",
                           f"{measures[0]} {space.index}"))
    return {
        "own": [(a, a) for a in record.areas],
        "near": [(a, a) for a in near],
        "any": [(a, a) for a in WORLD.areas],
        "space": spaces,
    }


def draw_turns(data, order: list[str], hands: dict[str, int], record: AnimalRecord,  # type: ignore[no-untyped-def]
               capacity: int) -> list[tuple[str, str]]:
    """A legal list of turns, made the way a table plays."""
    spots = _spots(record)
    active, pointer = list(order), 0
    hand, placed, taken = dict(hands), set(), Counter()  # type: ignore[var-annotated]
    turns: list[tuple[str, str]] = []
    while active:
        everyone_in = all(p in placed or hands[p] == 0 for p in order)
        if everyone_in and data.draw(st.integers(0, 7)) == 0:
            break  # the rest pass without saying so
        player = active[pointer]
        first = player not in placed and hand[player] > 0
        free = {kind: [s for s in moves if taken[s[0]] < capacity] for kind, moves in spots.items()}
        if hand[player] == 0 or (not first and data.draw(st.integers(0, 3)) == 0):
            # An empty hand's pass may be written or left out; both play the same.
            if hand[player] > 0 or data.draw(st.booleans()):
                turns.append((player, "pass"))
            active.pop(pointer)
            pointer = pointer % len(active) if active else 0
            continue
        kind = data.draw(st.sampled_from([k for k in ("own", "near", "any", "space") if free[k]]))
        key, *texts = data.draw(st.sampled_from(free[kind]))
        turns.append((player, data.draw(st.sampled_from(texts))))
        taken[key] += 1
        hand[player] -= 1
        placed.add(player)
        pointer = (pointer + 1) % len(active)
    return turns


def play(data, players: list[str], number: int, hands: dict[str, Hand], totals: dict[str, int],  # type: ignore[no-untyped-def]
         rules: TableRules):
    record = RECORDS[data.draw(st.sampled_from(ANIMALS))]
    order = fauna_game.seats_from(players, (number - 1) % len(players))
    capacity = 2 if len(players) >= fauna_game.EXPANSION_FROM else 1
    turns = draw_turns(data, order, {p: h.in_hand for p, h in hands.items()}, record, capacity)
    result = fauna_game.play_round(number, order, turns, hands, totals, record, BOARD, WORLD, capacity, rules)
    return record, turns, result


RULES = st.builds(TableRules, returned_pieces=st.sampled_from(["scored", "correct-or-adjacent"]))


def check_round(record: AnimalRecord, turns: list[tuple[str, str]], before: dict[str, Hand],
                totals: dict[str, int], result: RoundResult, rules: TableRules) -> None:
    # Every placement is scored exactly once, in the order played.
    moves = [(i, p) for i, (p, move) in enumerate(turns) if move != "pass"]
    assert [(piece.turn, piece.player) for piece in result.pieces] == moves
    # Round points are the sum of the pieces; totals add them up.
    for player in totals:
        assert result.points.get(player, 0) == sum(x.points for x in result.pieces if x.player == player)
        assert result.totals[player] == totals[player] + result.points.get(player, 0)
    # A piece scores what its spot is worth, less 2 when stacked, never below 0.
    firsts: dict = {}  # type: ignore[type-arg]
    for piece in result.pieces:
        worth = judge(piece.spot, record, BOARD, WORLD)
        assert piece.result == worth.result
        assert piece.points == stacked_points(worth.points, piece.stacked) >= 0
        if piece.stacked:
            assert piece.points <= firsts[piece.spot].points
        else:
            assert piece.spot not in firsts
            firsts[piece.spot] = piece
    # Pieces are neither made nor destroyed: the scoring ones come back, the others go to
    # the stock, one returns from the stock, and a short hand is refilled to three.
    for player, hand in before.items():
        own = [x for x in result.pieces if x.player == player]
        kept = sum(1 for x in own if (x.points > 0 if rules.returned_pieces == "scored"
                                      else x.result in ("correct", "adjacent")))
        after = result.hands[player]
        total = hand.in_hand + hand.lost
        assert after.in_hand + after.lost == total
        in_stock = hand.lost + len(own) - kept
        if in_stock:
            assert after.lost <= in_stock - 1
        assert after.in_hand >= min(fauna_game.REFILL_TO, total)
        if after.in_hand > fauna_game.REFILL_TO:
            assert after.lost == max(0, in_stock - 1)


@FAST
@given(st.data(), st.integers(2, 8), st.integers(1, 8), RULES)
def test_a_random_round(data, player_count: int, pieces: int, rules: TableRules) -> None:  # type: ignore[no-untyped-def]
    players = NAMES[:player_count]
    lost = {p: data.draw(st.integers(0, pieces - 1)) for p in players}  # earlier rounds' losses
    before = {p: Hand(pieces - lost[p], lost[p]) for p in players}
    totals = {p: data.draw(st.integers(0, 60)) for p in players}
    record, turns, result = play(data, players, data.draw(st.integers(1, 12)), before, totals, rules)
    check_round(record, turns, before, totals, result, rules)


@FAST
@given(st.data(), st.integers(2, 8), st.integers(1, 8), st.integers(1, 6), RULES)
def test_a_random_game(data, player_count: int, pieces: int, round_count: int, rules: TableRules) -> None:  # type: ignore[no-untyped-def]
    rules = TableRules(pieces, rules.returned_pieces)
    players = NAMES[:player_count]
    goal = fauna_game.end_points(player_count)
    hands = {p: Hand(pieces, 0) for p in players}
    totals = {p: 0 for p in players}
    played = []
    for number in range(1, round_count + 1):
        record, turns, result = play(data, players, number, hands, totals, rules)
        check_round(record, turns, hands, totals, result, rules)
        played.append((record, turns))
        hands, totals = result.hands, result.totals
        if max(totals.values()) >= goal:
            break
    game = fauna_game.play_game(players, rules, played, BOARD, WORLD)
    running = {p: 0 for p in players}
    for round_ in game.rounds:
        running = {p: running[p] + round_.points.get(p, 0) for p in players}
        assert round_.totals == running
    assert game.totals == totals
    assert game.finished is (max(totals.values()) >= goal)
    best = max(totals.values())
    assert game.winners == [p for p in players if totals[p] == best]


@FAST
@given(st.integers(1, 1000))
def test_a_correct_area_outscores_an_adjacent_one(count: int) -> None:
    tier = area_tier(count)
    assert tier.correct > tier.adjacent >= 0
    assert area_tier(count + 1).correct <= tier.correct  # more areas never pay more


@FAST
@given(st.sampled_from(ANIMALS), st.data())
def test_a_correct_area_beats_its_neighbour_for_every_animal(animal: str, data) -> None:  # type: ignore[no-untyped-def]
    record = RECORDS[animal]
    near = adjacent_areas(WORLD, list(record.areas))
    own = data.draw(st.sampled_from(list(record.areas)))
    correct = judge(parse_spot(own, BOARD, WORLD, record, "area"), record, BOARD, WORLD)
    assert correct.result == "correct"
    if near:
        other = data.draw(st.sampled_from(near))
        adjacent = judge(parse_spot(other, BOARD, WORLD, record, "area"), record, BOARD, WORLD)
        assert adjacent.result == "adjacent"
        assert correct.points > adjacent.points
