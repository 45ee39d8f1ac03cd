"""Starligned through HTTP (Flask's client) against a real Redis: face-down choices stay secret
until the last seat chooses, simultaneous choices all land, and a decision owed by another seat
shows in ``to_act``."""

from __future__ import annotations

import json
import random
import re
import threading

import pytest

from engines.starligned import GAME as ENGINE
from tests.playing import StarportClient, play_to_the_end

GAME = "starligned"
PLAIN = ("none", "x2", "x0")  # top-half effects that do nothing in phase 3

# Integer fields that are never a card id; every other integer in a response may name a card.
NOT_CARDS = {"version", "seq", "last_seq", "current_version", "seat", "you", "actor", "status",
             "players", "stage", "round", "starting_player", "in_turn", "decider", "player",
             "value", "moon_supply", "hand_sizes", "draw_pile_size", "server_time"}



def new_game(api, names, *, bots=None, seed=None):
    bots = bots or {}
    seats = [{"name": n, **({"bot": bots[i]} if i in bots else {})} for i, n in enumerate(names)]
    created = api.create(GAME, seats, **({"seed": seed} if seed is not None else {})).body
    tokens = {s["seat"]: s["token"] for s in created["seats"] if "token" in s}
    return created["game_id"], tokens


def hand(api, game_id, token) -> list[dict]:
    return api.view(GAME, game_id, token).body["state"]["hand"]


def card_with(cards: list[dict], effects) -> int:
    return next(c["card"] for c in cards if c["top"]["effect"] in effects)


def stored_state(redis_client, game_id):
    return ENGINE.decode(redis_client.hget(f"sp:{{{game_id}}}", "state"))


def log(api, game_id, token=None) -> list[dict]:
    return api.get(f"/v1/{GAME}/games/{game_id}/events?after=0", token=token).body["events"]


def card_ids_in(body, not_cards=NOT_CARDS) -> set[int]:
    """Every number a response could use to name a card: integers outside ``not_cards``, and
    whole numbers written in its sentences."""
    found: set[int] = set()

    def walk(value, key):
        if isinstance(value, bool) or isinstance(value, float) or value is None:
            return
        if isinstance(value, int):
            if key not in not_cards:
                found.add(value)
        elif isinstance(value, str):
            found.update(int(n) for n in re.findall(r"\b\d+\b", value))
        elif isinstance(value, list):
            for item in value:
                walk(item, key)
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)

    walk(body, None)
    return found


def row_score(cards: list[dict]) -> int:
    """Scoring: top values, each doubled / ignored by a ×2 / ×0 on the card to its right."""
    total = 0
    for k, card in enumerate(cards):
        right = cards[k + 1]["top"]["effect"] if k + 1 < len(cards) else "none"
        total += card["top"]["value"] * {"x2": 2, "x0": 0}.get(right, 1)
    return total


def check_final_score(final: dict, score: dict) -> None:
    """A finished game (played end to end in tests/e2e): ten cards a row; each total recomputed from the view's row; winners by the tie-breaks."""
    rows = final["state"]["rows"]
    assert final["status"] == "finished" and final["state"]["phase"] == "over"
    assert [len(r["cards"]) for r in rows] == [10] * len(final["players"])
    assert score["final"] is True
    ranks = {}
    for player in score["players"]:
        row = rows[player["seat"]]
        assert player["total"] == row_score(row["cards"]), player
        assert player["breakdown"]["moon_cards"] == len(row["moons"])
        constellations = len({c["constellation"] for c in row["cards"]})
        assert player["breakdown"]["constellations"] == constellations
        # Ties: most moon cards, then most distinct constellations, then shared.
        ranks[player["seat"]] = (player["total"], len(row["moons"]), constellations)
    best = max(ranks.values())
    assert score["winners"] == [seat for seat, rank in ranks.items() if rank == best]


# -- phase 1: face down, simultaneous ------------------------------------------------------------

def test_no_seat_learns_another_seats_face_down_choice_before_the_last_arrives(api):
    names = ["ann", "bob", "cat", "dan"]
    game_id, tokens = new_game(api, names, seed=2024)
    hands = {s: [c["card"] for c in hand(api, game_id, t)] for s, t in tokens.items()}
    in_hands = {c for cards in hands.values() for c in cards}
    deck_card = next(c for c in range(90) if c not in in_hands)
    seen: dict[int | None, list[dict]] = {s: [] for s in [*tokens, None]}

    def look_around():
        for seat, token in tokens.items():
            seen[seat] += [api.view(GAME, game_id, token).body, api.actions(GAME, game_id, token).body,
                           api.get(f"/v1/{GAME}/games/{game_id}/events?after=0", token=token).body]
        seen[None] += [api.view(GAME, game_id).body, api.score(GAME, game_id).body,
                       api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body]

    def act(seat, action, status=200, **kw):
        answer = api.act(GAME, game_id, tokens[seat], action, **kw)
        assert answer.status == status, answer.body
        seen[seat].append(answer.body)
        look_around()
        return answer.body

    look_around()
    act(0, {"type": "choose", "card": hands[0][0]})
    act(1, {"type": "choose", "card": hands[1][0]})
    act(2, {"type": "choose", "card": hands[2][0]})
    act(0, {"type": "choose", "card": hands[0][1]})  # ann changes her mind: allowed until the last
    # Probing another seat's hand answers exactly as probing the deck does: no oracle.
    probe_bob = act(0, {"type": "choose", "card": hands[1][0]}, 422)
    probe_deck = act(0, {"type": "choose", "card": deck_card}, 422)
    assert probe_bob == probe_deck and probe_bob["code"] == "illegal_action"
    act(2, {"type": "rotate", "card": hands[2][1]}, 422)
    act(2, {"type": "swap", "first": hands[2][0], "second": hands[2][1]}, 422)
    act(3, {"type": "choose"}, 422)
    act(1, {"type": "choose", "card": hands[1][2]}, 412, headers={"If-Match": '"1"'})

    view = api.view(GAME, game_id, tokens[0]).body
    assert view["state"]["my_choice"] == hands[0][1]
    assert view["state"]["chosen"] == [True, True, True, False]
    assert view["to_act"] == [{"seat": 3, "prompt": "choose"}]
    assert [c["card"] for c in api.actions(GAME, game_id, tokens[1]).body["actions"]] == hands[1]
    assert api.view(GAME, game_id).body["state"]["my_choice"] is None

    assert set(hands[0]) <= card_ids_in(api.view(GAME, game_id, tokens[0]).body)  # the probe sees cards
    for seat, bodies in seen.items():
        others = {c for s, cards in hands.items() if s != seat for c in cards}
        for body in bodies:
            leaked = card_ids_in(body) & others
            assert not leaked, f"seat {seat} was shown {leaked} in {json.dumps(body)[:600]}"

    revealed = act(3, {"type": "choose", "card": hands[3][0]})
    plays = next(e for e in revealed["events"] if e["type"] == "revealed")["plays"]
    assert {p["seat"]: p["card"] for p in plays} == {0: hands[0][1], 1: hands[1][0], 2: hands[2][0], 3: hands[3][0]}
    rows = api.view(GAME, game_id).body["state"]["rows"]
    assert [[c["card"] for c in r["cards"]] for r in rows] == [[hands[0][1]], [hands[1][0]], [hands[2][0]], [hands[3][0]]]
    assert hands[0][0] in [c["card"] for c in hand(api, game_id, tokens[0])]


def test_the_log_tells_each_seat_its_first_hand_and_everyone_who_starts(api):
    game_id, tokens = new_game(api, ["ann", "bob", "cat"], seed=3)
    spectator = log(api, game_id)
    assert [e["type"] for e in spectator] == ["created", "starting_player"]
    assert spectator[1]["seat"] == api.view(GAME, game_id).body["state"]["starting_player"] == 1
    for seat, token in tokens.items():
        dealt = [e for e in log(api, game_id, token) if e["type"] == "dealt"]
        cards = [{"card": c["card"], "flipped": c["flipped"]} for c in hand(api, game_id, token)]
        assert [(e["seat"], e["hand"]) for e in dealt] == [(seat, cards)]


@pytest.mark.parametrize("players", [3, 5])
def test_every_seat_chooses_at_the_same_instant_without_if_match_and_every_choice_lands(
        players, app, redis_client):
    api = StarportClient(app.test_client())
    game_id, tokens = new_game(api, [f"p{i}" for i in range(players)], seed=31 + players)
    picks = {s: hand(api, game_id, t)[-1]["card"] for s, t in tokens.items()}
    barrier = threading.Barrier(players)
    answers = {}

    def choose(seat):
        me = StarportClient(app.test_client())
        barrier.wait()
        answers[seat] = me.act(GAME, game_id, tokens[seat], {"type": "choose", "card": picks[seat]})

    threads = [threading.Thread(target=choose, args=(s,)) for s in tokens]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert {s: a.status for s, a in answers.items()} == {s: 200 for s in tokens}
    assert sorted(a.body["version"] for a in answers.values()) == list(range(2, players + 2))
    assert_all_choices_landed_once(api, redis_client, game_id, picks)


def assert_all_choices_landed_once(api, redis_client, game_id, picks):
    state = stored_state(redis_client, game_id)
    assert [[c.id for c in row.cards] for row in state.rows] == [[picks[s]] for s in range(state.players)]
    assert all(picks[s] not in [c.id for c in state.hands[s]] for s in range(state.players))
    assert state.round == 1 and state.phase in ("effects", "rotate")
    events = log(api, game_id)
    assert sorted(e["seat"] for e in events if e["type"] == "chose") == sorted(picks)
    reveals = [e for e in events if e["type"] == "revealed"]
    assert len(reveals) == 1
    assert {p["seat"]: p["card"] for p in reveals[0]["plays"]} == picks


# -- phase 3: a decision owed by another seat ------------------------------------------------------
# Seed 3, three players: bob (seat 1) holds the starting-player card; ann (seat 0) holds an
# exchange card and a repeat card, bob a rotate-telescope card, cat plain cards.

def play_round_one(api, game_id, tokens, effects: dict[int, tuple]) -> dict[int, int]:
    """Phase 1: each seat plays a card of its hand whose top shows one of ``effects[seat]``."""
    played = {s: card_with(hand(api, game_id, tokens[s]), effects[s]) for s in tokens}
    for seat, card in played.items():
        assert api.act(GAME, game_id, tokens[seat], {"type": "choose", "card": card}).status == 200
    return played


def test_an_exchange_waits_for_the_rows_owner_and_to_act_shows_that_seat(api):
    game_id, tokens = new_game(api, ["ann", "bob", "cat"], seed=3)
    played = play_round_one(api, game_id, tokens, {0: ("exchange",), 1: PLAIN, 2: PLAIN})
    view = api.view(GAME, game_id).body
    assert view["state"]["starting_player"] == 1
    # Bob and cat play effectless cards; ann's turn comes last and her exchange awaits her.
    assert view["to_act"] == [{"seat": 0, "prompt": "exchange"}]
    assert api.act(GAME, game_id, tokens[0], {"type": "exchange", "card": played[1]}).status == 200

    for token in (None, tokens[0], tokens[1], tokens[2]):
        seen = api.view(GAME, game_id, token).body
        assert seen["to_act"] == [{"seat": 1, "prompt": "exchange_with"}]
        assert seen["state"]["in_turn"] == 0
        assert seen["state"]["pending"] == {"prompt": "exchange_with", "decider": 1, "card": played[1]}
    bobs_hand = [c["card"] for c in hand(api, game_id, tokens[1])]
    assert api.actions(GAME, game_id, tokens[1]).body["actions"] == [
        {"type": "exchange_with", "card": c} for c in bobs_hand]
    assert api.actions(GAME, game_id, tokens[0]).body["actions"] == []
    for seat in (0, 2):
        refused = api.act(GAME, game_id, tokens[seat], {"type": "exchange_with", "card": bobs_hand[0]})
        assert refused.status == 409 and refused.body["code"] == "not_your_turn"

    answer = api.act(GAME, game_id, tokens[1], {"type": "exchange_with", "card": bobs_hand[2]})
    assert answer.status == 200, answer.body
    exchanged = next(e for e in answer.body["events"] if e["type"] == "exchanged")
    assert (exchanged["to_hand"], exchanged["to_row"], exchanged["actor"]) == (played[1], bobs_hand[2], 1)
    after = api.view(GAME, game_id, tokens[1]).body
    assert [c["card"] for c in after["state"]["rows"][1]["cards"]] == [bobs_hand[2]]
    assert after["state"]["rows"][1]["cards"][0]["exchanged_in"] is True
    assert played[1] in [c["card"] for c in after["state"]["hand"]]
    assert after["state"]["phase"] == "rotate"  # the new card's phase-3 effect is ignored
    assert sorted(p["seat"] for p in after["to_act"]) == [0, 1, 2]


def test_a_repeat_hands_the_repeated_effect_to_the_cards_owner(api):
    game_id, tokens = new_game(api, ["ann", "bob", "cat"], seed=3)
    played = play_round_one(api, game_id, tokens, {0: ("repeat",), 1: ("rotate_telescope",), 2: PLAIN})
    # Bob starts: his own rotate-telescope first.
    assert api.view(GAME, game_id).body["to_act"] == [{"seat": 1, "prompt": "rotate_telescope"}]
    assert api.act(GAME, game_id, tokens[1], {"type": "rotate_telescope", "player": 2}).status == 200
    # Cat's card does nothing; ann repeats bob's card, so bob must rotate a telescope again.
    assert api.view(GAME, game_id).body["to_act"] == [{"seat": 0, "prompt": "repeat"}]
    assert {"type": "repeat", "card": played[1]} in api.actions(GAME, game_id, tokens[0]).body["actions"]
    repeated = api.act(GAME, game_id, tokens[0], {"type": "repeat", "card": played[1]})
    assert repeated.status == 200, repeated.body
    assert any(e["type"] == "repeated" and e["owner"] == 1 and e["effect"] == "rotate_telescope"
               for e in repeated.body["events"])

    for token in (None, tokens[0], tokens[1], tokens[2]):
        seen = api.view(GAME, game_id, token).body
        assert seen["to_act"] == [{"seat": 1, "prompt": "rotate_telescope"}]
        assert seen["state"]["in_turn"] == 0
        assert seen["state"]["pending"] == {"prompt": "rotate_telescope", "decider": 1, "card": played[1]}
    assert api.actions(GAME, game_id, tokens[0]).body["actions"] == []
    refused = api.act(GAME, game_id, tokens[0], {"type": "rotate_telescope", "player": 0})
    assert refused.status == 409 and refused.body["code"] == "not_your_turn"

    before = hand(api, game_id, tokens[0])
    assert api.act(GAME, game_id, tokens[1], {"type": "rotate_telescope", "player": 0}).status == 200
    after = hand(api, game_id, tokens[0])
    assert [(c["card"], not c["flipped"]) for c in before] == [(c["card"], c["flipped"]) for c in after]
    assert api.view(GAME, game_id).body["state"]["phase"] == "rotate"


def test_a_bot_that_owes_an_exchange_answer_is_moved_by_a_job(api, run_jobs):
    game_id, tokens = new_game(api, ["ann", "bob", "cat"], bots={1: "greedy", 2: "greedy"}, seed=3)
    exchange = card_with(hand(api, game_id, tokens[0]), ("exchange",))
    assert api.act(GAME, game_id, tokens[0], {"type": "choose", "card": exchange}).status == 200
    for _ in range(20):  # the bots choose, then decide their own effects, until ann's turn
        run_jobs()
        view = api.view(GAME, game_id).body
        if any(p["seat"] == 0 for p in view["to_act"]):
            break
    assert view["to_act"] == [{"seat": 0, "prompt": "exchange"}]
    bobs_card = view["state"]["rows"][1]["cards"][-1]["card"]
    assert not view["state"]["rows"][1]["cards"][-1]["blocked"]
    assert api.act(GAME, game_id, tokens[0], {"type": "exchange", "card": bobs_card}).status == 200
    assert api.view(GAME, game_id).body["to_act"] == [{"seat": 1, "prompt": "exchange_with"}]
    run_jobs()
    answered = [e for e in log(api, game_id) if e["type"] == "exchanged"]
    assert len(answered) == 1 and answered[0]["actor"] == 1 and answered[0]["to_hand"] == bobs_card



# -- after the game: the discards and the undealt deck stay hidden --------------------------------
# Rulings, "What each seat may see": once the game ends, no event ever publishes a discarded card
# or the undealt deck. Positions, seats and points in events and the score are not cards.
NOT_CARDS_NOR_POINTS = NOT_CARDS | {"to", "row", "owner", "seats", "winners", "total",
                                    "card_points", "doubled", "zeroed", "moon_cards",
                                    "constellations"}


@pytest.mark.parametrize("players", [3, 5])
def test_a_finished_game_shows_no_seat_nor_spectator_a_discard_or_the_undealt_deck(
        api, redis_client, players):
    game_id, tokens = new_game(api, [f"p{i}" for i in range(players)], seed=7000 + players)
    readers = [*tokens, None]  # every seat, and a spectator
    seen_in_play: dict[int | None, list[dict]] = {}
    pick = random.Random(players)

    def choose(view, actions):
        for reader in readers:  # the last look is the one just before the game's last action
            seen_in_play[reader] = log(api, game_id, tokens.get(reader))
        return pick.choice(actions)

    final = play_to_the_end(api, GAME, game_id, tokens, choose=choose)
    state = stored_state(redis_client, game_id)
    finished = {reader: log(api, game_id, tokens.get(reader)) for reader in readers}
    # A card exchanged from a row back into a hand was shown on the table: that is no secret.
    shown = {c["card"] for row in final["state"]["rows"] for c in row["cards"]} | {
        e["to_hand"] for e in finished[None] if e["type"] == "exchanged"}
    discards = set(state.discards) - shown
    hidden = discards | set(state.deck)
    assert discards and state.deck  # there is something to hide
    score = api.score(GAME, game_id).body

    for reader in readers:
        before = seen_in_play[reader]
        # The end opens no event this reader could not see while the game ran (its own hands
        # stay its own; nobody else's hand, nor a replaced choice, becomes public)...
        assert finished[reader][:len(before)] == before, reader
        # ...and nothing since, nor the finished view, nor the score names a hidden card.
        view = api.view(GAME, game_id, tokens.get(reader)).body
        assert view["status"] == "finished" and view["state"]["hand"] in ([], None)
        for body in (finished[reader][len(before):], view["state"], score):
            leaked = card_ids_in(body, NOT_CARDS_NOR_POINTS) & hidden
            assert not leaked, f"reader {reader} was shown {leaked} in {json.dumps(body)[:600]}"
    # A spectator never held a hand: its whole log is clean.
    assert not card_ids_in(finished[None], NOT_CARDS_NOR_POINTS) & hidden
