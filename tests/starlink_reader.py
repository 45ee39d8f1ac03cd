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

from engines.starlink.bots import expert_choice, read_drawing, sketch_plan, toward_plan


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
    word = read_drawing(seen)
    return None if word is None else {"type": "guess", "text": word}


def _illustrate(seen: dict, turn: dict, guessers: set[int]) -> dict | None:
    if turn["phase"] == "choose_word":
        return expert_choice(seen, turn)
    drawn = turn["drawing"]
    step = toward_plan(drawn, sketch_plan(seen, turn) or [])
    if step is None and drawn and not guessers:  # done, and every guesser silenced: touch it up
        a, b = drawn[-1]
        return {"type": "erase_segment", "a": a, "b": b}
    return step
