from enum import StrEnum

class FeedEventType(StrEnum):
    CHALLENGE = "challenge"
    CHALLENGE_ACCEPTED = "challenge_accepted"
    CHALLENGE_CANCELLED = "challenge_cancelled"
    CHALLENGE_DECLINED = "challenge_declined"
    CHALLENGE_EXPIRED = "challenge_expired"
    GAME_OVER = "game_over"
    RATING_CHANGED = "rating_changed"
    REMATCH_OFFERED = "rematch_offered"
    SEATED = "seated"
    SEEK_EXPIRED = "seek_expired"
    TOURNAMENT_PAUSED = "tournament_paused"
    TOURNAMENT_STARTED = "tournament_started"
    WEBHOOK_DISABLED = "webhook_disabled"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
