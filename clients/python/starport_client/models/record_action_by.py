from enum import StrEnum

class RecordActionBy(StrEnum):
    AUTOMATON = "automaton"
    BOT = "bot"
    PERSON = "person"
    STAND_IN = "stand-in"
    TIMER = "timer"

    def __str__(self) -> str:
        return str(self.value)
