"""The state of a Twinkle Starship match: plain msgspec Structs, JSON types only."""

import msgspec


class Card(msgspec.Struct):
    colour: str
    digit: int  # the printed digit, 0..8

    def wire(self) -> dict:
        return {"colour": self.colour, "digit": self.digit}


class Play(msgspec.Struct):
    """One card laid in a trick, with the sticks added onto it."""

    seat: int
    card: Card
    upside_down: bool
    segments: list[str]  # added segments, alphabetical; one stick each
    value: int  # the digit of the resulting figure, 0..9


class Trick(msgspec.Struct):
    leader: int
    plays: list[Play]
    winner: int


class DealResult(msgspec.Struct):
    """One finished deal, per seat."""

    deal: int
    unused: list[int]
    tricks: list[int]
    taken: list[int]
    points: list[int]


class State(msgspec.Struct):
    players: int
    deals: int  # number of deals in this match (option resolved against the player count)
    deal: int  # the current deal, 1-based
    first_leader: int  # who led the first trick of the current deal
    leader: int  # who leads the current trick
    turn: int  # whose card is awaited
    hands: list[list[Card]]
    unused: list[int]  # sticks still in each supply (spendable)
    tricks_won: list[int]
    taken: list[int]  # sticks on the cards of the tricks each seat won (never spendable)
    current: list[Play]  # the trick being played, in play order
    tricks: list[Trick]  # finished tricks of the current deal
    results: list[DealResult]  # finished deals
    over: bool = False
