from enum import StrEnum

class TokenRequestScopesItem(StrEnum):
    CHALLENGE = "challenge"
    CHAT = "chat"
    PLAY = "play"
    READ = "read"
    TOURNAMENT = "tournament"
    WEBHOOKS = "webhooks"

    def __str__(self) -> str:
        return str(self.value)
