"""A Starlink seat for end-to-end tests that need a game to finish, not a game's every path: it
draws its word's sketch and reads the other seat's drawing the way the house expert does
(``engines.starlink.bots``, ``sketches``), from the seat's own view, so most turns end on a right
guess in seconds instead of running out a 20 s sand timer. Play it against an ``expert`` seat.

``move`` answers the action to send, or None: nothing to do until the game moves (a drawing
that is finished and not yet guessed, a guesser silenced or with nothing to read). A finished
drawing is touched up (its last line erased, then redrawn) only when no guesser is awaited (the
view's ``to_act``: each guessed wrong and is silenced until the drawing changes): the house bots
move after a pause from the game's last change (the bot pace), so a seat that kept touching up
would never let them guess."""

from __future__ import annotations

from engines.starlink import sketches
from engines.starlink.bots import expert_choice, free_ids
from engines.starlink.guesses import normalise


def move(view: dict) -> dict | None:
    """The move for the view's seat (``you``), from its ``state`` and ``to_act`` alone; asked
    only while ``to_act`` names the seat."""
    seen, seat, turn = view["state"], view["you"], view["state"]["turn"]
    if turn is None:
        return None
    if turn["illustrator"] == seat:
        guessers = {prompt["seat"] for prompt in view["to_act"]} - {seat}
        return _illustrate(seen, turn, guessers)
    if turn["phase"] != "drawing" or not turn["drawing"]:
        return None
    spent = {normalise(g["text"]) for g in turn["guesses"]} | {record["word"] for record in seen["history"]}
    for word in sketches.ranked_words(turn["drawing"], spent):
        return {"type": "guess", "text": word}
    return None


def _illustrate(seen: dict, turn: dict, guessers: set[int]) -> dict | None:
    if turn["phase"] == "choose_word":
        return expert_choice(seen, turn)
    drawn = turn["drawing"]
    plan = sketches.fit(turn["card"]["words"][turn["card"]["chosen"]], free_ids(seen)) or []
    if drawn != plan[:len(drawn)]:
        a, b = drawn[-1]
        return {"type": "erase_segment", "a": a, "b": b}
    if len(drawn) < len(plan):
        a, b = plan[len(drawn)]
        return {"type": "add_segment", "a": a, "b": b}
    if drawn and not guessers:
        a, b = drawn[-1]
        return {"type": "erase_segment", "a": a, "b": b}
    return None
