from enum import StrEnum

class WebhookWithSecretEventsItem(StrEnum):
    CHALLENGE = "challenge"
    GAME_OVER = "game_over"
    SEATED = "seated"
    TOURNAMENT_STARTED = "tournament_started"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
