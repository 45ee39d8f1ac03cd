"""The house ``greedy`` bot as an external engine, through starport-bot's line protocol: one JSON
line in per decision, the action out. It runs the server's own policy
(``engines/<game>/bots.py``), so it needs the server's packages: run it with the clone's venv,

    [engine]
    command = ["../../.venv/bin/python", "greedy_engine.py"]

A house bot is handed the whole state, a client only its seat's view: for each decision this
engine rebuilds a whole state from the view (one function per title) and runs greedy on it.
What the view hides is dealt at random (``rng.hidden``) from the pieces the seat has not seen,
pooled as the ``expert`` bots' ``determinize`` pools them. Greedy reads only what its seat may
see in all five titles, so the deal never sways it: with the same ``rng`` it chooses as the
house greedy does on the true state.
"""

from __future__ import annotations

import json
import os
import sys

import msgspec

from engines import registry
from engines.contract import Rng


def starshower_state(view: dict, seat: int, rng: Rng):
    """Starshower shows everything (its rulings: all is public): the state is the view's, exactly."""
    from engines.starshower.state import StarshowerState

    board = view["state"]
    turn = board["turn"] or {"seat": 0, "phase": "over", "call": None, "flip": None}
    return msgspec.convert({
        "size": board["size"], "players": len(view["players"]), "first_player": board["first_player"],
        "seat": turn["seat"], "phase": turn["phase"], "call": turn["call"], "flip": turn["flip"],
        "open_points": board["open_points"], "stars": board["stars"], "groups": board["groups"],
        "black_lines": board["black_lines"], "closed": board["closed"], "last_toss": board["last_toss"],
    }, StarshowerState)


def twinkle_twinkle_state(view: dict, seat: int, rng: Rng):
    """The whole table is public; the bag's contents are the tiles nowhere on it, its order is
    dealt (``determinize``). Greedy reads the charts and rows only, never the bag."""
    from engines.twinkle_twinkle.bots import determinize
    from engines.twinkle_twinkle.facts import COSMOBOT_OWNER, TILE_COUNT
    from engines.twinkle_twinkle.state import Placed, TwinkleTwinkleState

    board = view["state"]
    charts = [[None if cell is None else Placed(cell["tile"]["id"], cell["orientation"])
               for row in chart["spaces"] for cell in row] for chart in board["charts"]]
    current = [None if slot["tile"] is None else slot["tile"]["id"] for slot in board["current_row"]]
    next_row = [None if slot["tile"] is None else slot["tile"]["id"] for slot in board["next_row"]]
    removed = [tile["id"] for tile in board["removed"]]
    shown = {cell.tile for chart in charts for cell in chart if cell} | set(current) | set(next_row) | set(removed)
    bag = sorted(set(range(TILE_COUNT)) - shown)
    assert len(bag) == board["bag"]["count"], "the tiles not shown are the bag's"
    state = TwinkleTwinkleState(
        players=len(charts), sides=board["sides"], bag=bag, current=current,
        above=[slot["standee"] for slot in board["current_row"]], next_row=next_row,
        standees=[COSMOBOT_OWNER if s["cosmobot"] else s["seat"] for s in board["standees"]],
        track=board["track"], turn=board["turn"] or 0, charts=charts, removed=removed,
        round=board["round"], over=board["over"])
    return determinize(state, seat, rng)


def twinkle_starship_state(view: dict, seat: int, rng: Rng):
    """The seat's own hand and every played card are shown; the other hands are the rest of the
    deck, redealt at their sizes around the colours each has failed to follow (``determinize``).
    Greedy reads the seat's view and legal plays only."""
    from engines.twinkle_starship import facts
    from engines.twinkle_starship.bots import determinize
    from engines.twinkle_starship.rules import card_order
    from engines.twinkle_starship.state import Card, State

    board = view["state"]
    players = len(board["hand_sizes"])
    tricks = [*board["tricks"], board["current_trick"]]
    seen = {(c["colour"], c["digit"]) for c in board["hand"]} | {
        (p["card"]["colour"], p["card"]["digit"]) for trick in tricks for p in trick["plays"]}
    unseen = sorted((Card(colour, digit) for colour, digit in facts.deck(players) if (colour, digit) not in seen),
                    key=card_order)
    hands = []
    for s, size in enumerate(board["hand_sizes"]):
        if s == seat:
            hands.append([Card(**c) for c in board["hand"]])
        else:
            hands.append(unseen[:size])
            unseen = unseen[size:]
    assert not unseen, "every card is in a hand or on the table"
    state = msgspec.convert({
        "players": players, "deals": board["deals"], "deal": board["deal"], "first_leader": board["first_leader"],
        "leader": board["leader"], "turn": board["leader"] if board["turn"] is None else board["turn"],
        "hands": [[c.wire() for c in hand] for hand in hands], "unused": board["unused"],
        "tricks_won": board["tricks_won"], "taken": board["taken"], "current": board["current_trick"]["plays"],
        "tricks": board["tricks"], "results": board["results"], "over": board["over"],
    }, State)
    return determinize(state, seat, rng)


def starligned_state(view: dict, seat: int, rng: Rng):
    """The rows and the seat's own telescope are shown; the deck minus those is pooled into the
    other telescopes, the draw pile and the discards at their sizes, and dealt, each card turned
    by a coin (``determinize``); a face-down choice the view shows made is a card of the dealt
    telescope. Greedy reads the seat's view and legal actions only."""
    from engines.starligned.bots import determinize
    from engines.starligned.facts import deck_for
    from engines.starligned.state import EFFECTS, Card, Pending, Row, State

    board = view["state"]
    players = len(board["rows"])
    hand = [Card(c["card"], c["flipped"]) for c in board["hand"]]
    rows = [Row(cards=[Card(c["card"], c["flipped"]) for c in row["cards"]], moons=row["moons"],
                exchanged_in=[c["card"] for c in row["cards"] if c["exchanged_in"]]) for row in board["rows"]]
    shown = {c.id for c in hand} | {c.id for row in rows for c in row.cards}
    unseen = sorted(set(deck_for(players)) - shown)
    hands = []
    for s, size in enumerate(board["hand_sizes"]):
        if s == seat:
            hands.append(hand)
        else:
            hands.append([Card(card_id) for card_id in unseen[:size]])
            unseen = unseen[size:]
    deck, discards = unseen[:board["draw_pile_size"]], unseen[board["draw_pile_size"]:]
    pending = board["pending"]
    if board["in_turn"] is not None:
        turn = (board["in_turn"] - board["starting_player"]) % players
    else:
        turn = players if board["phase"] == EFFECTS else 0
    choices = [None] * players
    choices[seat] = board["my_choice"]
    state = State(
        players=players, options={}, deck=deck, discards=discards, hands=hands, rows=rows,
        holder=board["starting_player"], moon_supply=board["moon_supply"], stage=board["stage"],
        round=board["round"], phase=board["phase"], choices=choices, turn=turn,
        # A pending moon bonus is the "moon" step done; any other decision is an effect resolving.
        step="moon" if pending is None else "effect" if pending["prompt"] == "moon_bonus" else "resolving",
        pending=None if pending is None else Pending(pending["prompt"], pending["decider"], pending["card"]))
    state = determinize(state, seat, rng)
    for s, chosen in enumerate(board["chosen"]):  # determinize takes them back; the view shows them made
        if chosen and s != seat:
            state.choices[s] = rng.choice(state.hands[s]).id
    return state


def starlink_state(view: dict, seat: int, rng: Rng):
    """The board, the drawing, the guesses and the finished turns are shown; the illustrator is
    shown its card's words and value. Dealt: the game's word pairs (``deal_pairs``, the
    illustrator's card given the words it shows), the card in play for a guesser, the chosen word
    while a guesser cannot know it, and the deck from the cards whose words have not come up.
    Greedy reads the seat's view and legal actions only."""
    from engines.starlink.facts import CARDS, WORDS
    from engines.starlink.rules import deal_pairs, has_room
    from engines.starlink.state import StarlinkState

    board, shown = view["state"], view["state"]["turn"]
    pairs = deal_pairs(rng)
    card = word_index = None
    if shown is not None and shown["card"] is not None:  # the illustrator's own card
        words = [next(place for place, w in enumerate(WORDS) if w.word == word) for word in shown["card"]["words"]]
        card = next(c for c, pair in enumerate(pairs) if words[0] in pair)
        other = next(c for c, pair in enumerate(pairs) if words[1] in pair)
        partner = next(place for place in pairs[card] if place != words[0])
        pairs[other] = [partner if place == words[1] else place for place in pairs[other]]
        pairs[card] = words
        word_index = shown["card"]["chosen"]
    said = {record["word"] for record in board["history"]}
    fresh = [c.id for c in CARDS if c.id != card and not any(WORDS[place].word in said for place in pairs[c.id])]
    rng.shuffle(fresh)
    if shown is not None and card is None:  # a guesser's: any card not yet seen, any word of it
        card = fresh.pop()
        word_index = None if shown["phase"] == "choose_word" else rng.below(2)
    deck = fresh[:board["deck_size"]]
    ids = [c["id"] for c in board["constellations"]] + [
        r["constellation"] for r in board["history"] if r["constellation"] is not None]
    turn = None if shown is None else {
        "number": shown["number"], "illustrator": shown["illustrator"], "card": card, "word_index": word_index,
        "choice_deadline": board["choice_deadline"], "deadline": board["deadline"], "drawing": shown["drawing"],
        "guesses": shown["guesses"], "timer_holder": shown["timer_holder"],
        # Only a lone guesser who may speak again (the drawing changed) is the holder and to act.
        "holder_may_guess": any(p["seat"] == shown["timer_holder"] and p["prompt"] == "guess"
                                for p in view["to_act"]),
    }
    state = msgspec.convert({
        "players": len(view["players"]), "timer_seconds": board["timer_seconds"], "deck": deck, "turn": turn,
        "constellations": board["constellations"], "next_constellation": max(ids, default=-1) + 1,
        "history": board["history"], "scores": board["scores"], "pairs": pairs,
    }, StarlinkState)
    if state.turn is not None and state.turn.word_index is None:
        # The room-making erase is offered until used: not offered though the sky is full means used.
        state.turn.erased_for_room = (not shown["may_erase_constellation"] and bool(state.constellations)
                                      and not has_room(state))
    return state


STATES = {
    "starshower": starshower_state,
    "twinkle-twinkle": twinkle_twinkle_state,
    "twinkle-starship": twinkle_starship_state,
    "starligned": starligned_state,
    "starlink": starlink_state,
}


def rebuild(request: dict, rng: Rng):
    """A whole state of ``request["game"]`` from the seat's view, its hidden part dealt by ``rng``."""
    return STATES[request["game"]](request["view"], request["seat"], rng)


def choose(request: dict, rng: Rng):
    """Greedy's action for one line-protocol request (``game``, ``seat``, ``view``, …)."""
    policy = registry()[request["game"]].bots["greedy"]
    return policy(rebuild(request, rng.hidden), request["seat"], rng, request["view"]["server_time"])


def main() -> None:
    rng = Rng(int.from_bytes(os.urandom(8), "big"), hidden=Rng(int.from_bytes(os.urandom(8), "big")))
    for line in sys.stdin:
        print(json.dumps(choose(json.loads(line), rng)), flush=True)


if __name__ == "__main__":
    main()
