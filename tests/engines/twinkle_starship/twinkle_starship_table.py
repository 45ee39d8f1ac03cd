"""Set a Twinkle Starship table by hand, the way the rulebook's examples describe one."""

from engines.twinkle_starship.state import Card, State


def card(text: str) -> Card:
    """``card("blue 7")`` → the blue 7."""
    colour, digit = text.split()
    return Card(colour, int(digit))


def wire(text: str) -> dict:
    return card(text).wire()


def play(text: str, upside_down: bool = False, segments: str = "") -> dict:
    """``play("blue 7", segments="def")`` → the action that lays the blue 7 as a 0."""
    return {"type": "play", "card": wire(text), "upside_down": upside_down, "segments": list(segments)}


def table(*hands: str, unused: list[int] | None = None, leader: int = 0, deals: int = 1) -> State:
    """A deal in progress: ``hands`` as space-separated cards per seat, e.g. "blue 3, pink 8"."""
    players = len(hands)
    return State(
        players=players, deals=deals, deal=1, first_leader=leader, leader=leader, turn=leader,
        hands=[[card(t.strip()) for t in hand.split(",") if t.strip()] for hand in hands],
        unused=list(unused) if unused is not None else [6 if players == 4 else 5] * players,
        tricks_won=[0] * players, taken=[0] * players, current=[], tricks=[], results=[],
    )
