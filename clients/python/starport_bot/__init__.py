"""starport-bot: connects a bot author's engine to a Starport server (the hand-written part of the
package; ``starport_client`` beside it is generated from openapi.yaml and never edited)."""

from .calls import AsyncRetryAfterTransport, RetryAfterTransport
from .signature import verify_signature

__all__ = ["AsyncRetryAfterTransport", "RetryAfterTransport", "verify_signature"]
