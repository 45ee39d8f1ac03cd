"""Twinkle Starship through HTTP (Flask's client) against a real Redis: no seat ever receives a
card from another hand, a follow-suit refusal says which rule, sticks are conserved and a match
lasts the rulebook's number of deals."""

from __future__ import annotations

import random

import pytest

from engines.twinkle_starship import GAME as ENGINE
from engines.twinkle_starship.facts import FIGURES
from tests.playing import StarportClient, play_to_the_end
from tests.twinkle_starship_cards import cards_named

GAME = "twinkle-starship"



def new_game(api, players: int, **extra) -> tuple[str, dict[int, str]]:
    created = api.create(GAME, [{"name": f"p{i}"} for i in range(players)], **extra).body
    return created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}


def as_cards(hand) -> set[tuple[str, int]]:
    return {(card.colour, card.digit) for card in hand}


def play_of(card: tuple[str, int], upside_down: bool = False, segments=()) -> dict:
    return {"type": "play", "card": {"colour": card[0], "digit": card[1]}, "upside_down": upside_down,
            "segments": list(segments)}


# -- hidden information ----------------------------------------------------------------------------

class Table:
    """A game seen two ways: through HTTP by each seat, and as it truly is in Redis.

    Cards come back into play at every deal, so a card is a secret of deal d when another seat
    was dealt it in deal d and has not played it yet; each event is judged by its own deal."""

    def __init__(self, api: StarportClient, redis_client, players: int, seed: int, deals: int):
        self.api, self.redis = api, redis_client
        self.game_id, self.tokens = new_game(api, players, options={"deals": deals}, seed=seed)
        self.dealt: dict[int, list[set]] = {}  # deal → each seat's hand as dealt
        self.received: dict[int | None, int] = {}  # bearer → responses it received and we checked
        self.refresh()

    def refresh(self):
        """Read the true state from Redis and remember each deal's hands as they were dealt."""
        self.state = ENGINE.decode(self.redis.hget(f"sp:{{{self.game_id}}}", "state"))
        played = [set() for _ in range(self.state.players)]
        for play in [p for trick in self.state.tricks for p in trick.plays] + list(self.state.current):
            played[play.seat].add((play.card.colour, play.card.digit))
        if not self.state.over:
            self.dealt.setdefault(self.state.deal, [as_cards(hand) | played[seat]
                                                    for seat, hand in enumerate(self.state.hands)])
        return self.state

    def secrets_from(self, seat: int | None, deal: int) -> set:
        """The cards of ``deal`` still in a hand other than ``seat``'s."""
        if deal != self.state.deal or self.state.over:
            return set()  # a finished deal was played out: every card of it is on the table
        return set().union(*(as_cards(hand) for j, hand in enumerate(self.state.hands) if j != seat))

    def check(self, seat: int | None, body, echoed=frozenset()):
        """``body`` (one response to ``seat``) names no card another hand holds; ``echoed`` are the
        cards the request itself named, which a refusal may repeat back."""
        deal = self.state.deal
        parts = [(event, event.get("deal", deal)) for event in body.get("events", [])]
        view = body.get("view") or (body if "state" in body else None)
        if view is not None:
            parts.append((view, view["state"]["deal"]))
            if seat is None:
                assert view["state"]["hand"] is None, "a spectator sees no hand"
            elif view["status"] != "finished":
                assert cards_named(view["state"]["hand"]) == as_cards(self.state.hands[seat])
        parts.append(({k: v for k, v in body.items() if k not in ("events", "view", "state")}, deal))
        for part, its_deal in parts:
            leaked = (cards_named(part) - set(echoed)) & self.secrets_from(seat, its_deal)
            assert not leaked, f"seat {seat} received {sorted(leaked)} from another hand: {part}"
        self.received[seat] = self.received.get(seat, 0) + 1

    def get(self, seat: int | None, path: str):
        answer = self.api.get(f"/v1/{GAME}/games/{self.game_id}{path}", token=self.tokens.get(seat))
        self.check(seat, answer.body)
        return answer

    def refuse(self, seat: int, action: dict, code: str):
        """Post an action that must be refused; the refusal names no secret card and changes nothing."""
        version = self.get(None, "").body["version"]
        answer = self.api.act(GAME, self.game_id, self.tokens[seat], action)
        assert answer.body["code"] == code, answer.body
        assert answer.headers["Content-Type"] == "application/problem+json"
        self.check(seat, answer.body, echoed=cards_named(action))
        assert self.get(None, "").body["version"] == version
        return answer


def provoke_refusals(table: Table, rng: random.Random) -> None:
    """Out of turn, a card another seat holds, a colour that does not follow, a stick on a lit segment."""
    state = table.state
    turn, players = state.turn, state.players
    other = rng.choice([s for s in range(players) if s != turn])
    table.refuse(other, play_of(rng.choice(sorted(table.dealt[state.deal][other]))), "not_your_turn")
    held_elsewhere = sorted(table.secrets_from(turn, state.deal))
    if held_elsewhere:
        card = rng.choice(held_elsewhere)
        refused = table.refuse(turn, play_of(card), "illegal_action")
        # The refusal repeats the card asked for and nothing more: it cannot tell you who holds it.
        assert refused.body["detail"] == f"You do not hold the {card[0]} {card[1]}."
    hand = as_cards(state.hands[turn])
    if state.current:
        led = state.current[0].card.colour
        off_colour = sorted(c for c in hand if c[0] != led)
        if off_colour and any(c[0] == led for c in hand):
            refused = table.refuse(turn, play_of(rng.choice(off_colour)), "illegal_action")
            assert refused.body["detail"].startswith("You must follow suit")
    elif hand:  # leading: any card, but a stick must light a segment that is still dark
        card = rng.choice(sorted(hand))
        refused = table.refuse(turn, play_of(card, segments=FIGURES[card[1]][0]), "illegal_action")
        assert "already lit" in refused.body["detail"]


def play_watching_every_response(table: Table, rng: random.Random) -> None:
    cursors = {seat: 0 for seat in [*table.tokens, None]}
    while True:
        state = table.refresh()
        for seat in cursors:
            view = table.get(seat, "").body
            log = table.get(seat, f"/events?after={cursors[seat]}").body
            cursors[seat] = log["last_seq"]
            if seat is not None:
                table.get(seat, "/actions")
        if not state.tricks and not state.current:  # a new deal: the whole log, old deals included
            for seat in cursors:
                table.get(seat, "/events?after=0")
        if state.over:
            assert view["status"] == "finished"
            return
        if rng.random() < 0.4:
            provoke_refusals(table, rng)
        seat = state.turn
        listed = table.get(seat, "/actions").body
        answer = table.api.act(GAME, table.game_id, table.tokens[seat], rng.choice(listed["actions"]),
                               headers={"If-Match": f'"{listed["version"]}"'})
        assert answer.status == 200, answer.body
        table.refresh()
        table.check(seat, answer.body)


@pytest.mark.parametrize("players, seed, deals", [(3, 11, 2), (3, 12, 1), (4, 13, 2), (4, 14, 1)])
def test_no_response_for_a_seat_ever_names_a_card_from_another_hand(api, redis_client, players, seed, deals):
    table = Table(api, redis_client, players, seed, deals)
    dealt_to_seat_0 = set(table.dealt[1][0])
    play_watching_every_response(table, random.Random(seed))
    assert len(table.dealt) == deals
    plays = deals * (36 if players == 4 else 24)
    assert all(table.received[seat] > 2 * plays for seat in [*table.tokens, None])
    # The same log that hid them during play shows every dealt hand once the match is over.
    log = api.get(f"/v1/{GAME}/games/{table.game_id}/events?after=0", token=table.tokens[0]).body
    dealt = [e for e in log["events"] if e["type"] == "dealt" and e["deal"] == 1]
    assert len(dealt) == players
    assert cards_named(next(e for e in dealt if e["seat"] == 0)["hand"]) == dealt_to_seat_0


def test_a_spectator_sees_every_played_card_but_no_hand(api):
    game_id, tokens = new_game(api, 4, options={"deals": 1}, seed=5)
    assert api.actions(GAME, game_id, None).body["code"] == "unauthorized"
    for _ in range(5):
        seat = api.view(GAME, game_id).body["to_act"][0]["seat"]
        first_legal = api.actions(GAME, game_id, tokens[seat]).body["actions"][0]
        assert api.act(GAME, game_id, tokens[seat], first_legal).status == 200
    spectator = api.view(GAME, game_id).body["state"]
    assert spectator["hand"] is None
    played = [p["card"] for t in spectator["tricks"] for p in t["plays"]] + \
             [p["card"] for p in spectator["current_trick"]["plays"]]
    assert len(played) == 5 and sum(spectator["hand_sizes"]) == 36 - 5
    events = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
    assert "dealt" not in {e["type"] for e in events}
    assert [e["card"] for e in events if e["type"] == "card_played"] == played


# -- refusals --------------------------------------------------------------------------------------

def without_clock(view: dict) -> dict:
    return {key: value for key, value in view.items() if key != "server_time"}


def test_a_player_holding_the_led_colour_must_follow_suit(api):
    game_id, tokens = new_game(api, 4, options={"deals": 1}, seed=2024)
    view = api.view(GAME, game_id).body
    leader = view["to_act"][0]["seat"]
    follower = (leader + 1) % 4
    leader_hand = api.view(GAME, game_id, tokens[leader]).body["state"]["hand"]
    follower_hand = api.view(GAME, game_id, tokens[follower]).body["state"]["hand"]
    # Lead a colour the next player holds alongside another colour.
    lead = next(c for c in leader_hand if any(f["colour"] == c["colour"] for f in follower_hand))
    led = lead["colour"]
    off = next(f for f in follower_hand if f["colour"] != led)
    assert api.act(GAME, game_id, tokens[leader], play_of((led, lead["digit"]))).status == 200
    before = api.view(GAME, game_id, tokens[follower]).body

    refused = api.act(GAME, game_id, tokens[follower], play_of((off["colour"], off["digit"])))

    assert refused.status == 422
    assert refused.headers["Content-Type"] == "application/problem+json"
    assert refused.body["code"] == "illegal_action"
    assert refused.body["detail"] == (f"You must follow suit: {led} was led and you hold {led}, "
                                      f"so you cannot play {off['colour']}.")
    assert without_clock(api.view(GAME, game_id, tokens[follower]).body) == without_clock(before)
    listed = api.actions(GAME, game_id, tokens[follower]).body["actions"]
    assert listed and {a["card"]["colour"] for a in listed} == {led}
    assert api.act(GAME, game_id, tokens[follower], listed[0]).status == 200


# -- sticks and the length of a match --------------------------------------------------------------

def sticks_on_the_table(state: dict) -> int:
    """Unused in supplies + taken in won tricks + on the cards of the trick being played."""
    return sum(state["unused"]) + sum(state["taken"]) + sum(len(p["segments"]) for p in state["current_trick"]["plays"])


def test_sticks_are_conserved_and_a_match_is_four_deals_with_four_players_six_with_three(api):
    for players, deals, hand_size, sticks in [(4, 4, 9, 6), (3, 6, 8, 5)]:
        game_id, tokens = new_game(api, players, seed=300 + players)  # option deals left at 0

        def choose(view, actions):
            state = view["state"]
            assert state["deals"] == deals and state["sticks_dealt"] == sticks
            assert sticks_on_the_table(state) == players * sticks
            return random.Random(view["version"]).choice(actions)

        final = play_to_the_end(api, GAME, game_id, tokens, choose=choose)
        assert final["state"]["deal"] == deals and len(final["state"]["results"]) == deals
        score = api.score(GAME, game_id).body
        assert score["final"]
        for deal in range(deals):
            rows = [p["breakdown"]["deals"][deal] for p in score["players"]]
            assert {r["deal"] for r in rows} == {deal + 1} and not any(r["live"] for r in rows)
            assert sum(r["unused"] + r["taken"] for r in rows) == players * sticks
            assert sum(r["tricks"] for r in rows) == hand_size
        assert all(len(p["breakdown"]["deals"]) == deals for p in score["players"])
        events = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
        starts = [e for e in events if e["type"] == "deal_started"]
        assert [e["deal"] for e in starts] == list(range(1, deals + 1))
        assert [e["deal"] for e in events if e["type"] == "deal_scored"] == list(range(1, deals + 1))
        # "The left-hand player to the first starting player ... becomes the next starting player."
        assert all(b["leader"] == (a["leader"] + 1) % players for a, b in zip(starts, starts[1:]))
        assert sum(e["type"] == "trick_won" for e in events) == deals * hand_size
