from enum import StrEnum

class TokenScopesItem(StrEnum):
    CHALLENGE = "challenge"
    CHAT = "chat"
    PLAY = "play"
    READ = "read"
    TOURNAMENT = "tournament"
    WEBHOOKS = "webhooks"

    def __str__(self) -> str:
        return str(self.value)
