"""RFC 9457 problem details: every refusal is a value with a stable ``code`` and a sentence."""

from http import HTTPStatus

# The stable machine codes and the HTTP status each one travels with.
STATUS_OF = {
    "malformed_json": 400,
    "bad_request": 400,
    "invalid_if_match": 400,
    "invalid_if_none_match": 400,
    "unauthorized": 401,
    "forbidden": 403,
    "quota_exceeded": 403,
    "not_your_seat": 403,
    "not_creator": 403,
    "not_found": 404,
    "method_not_allowed": 405,
    "not_acceptable": 406,
    "request_timeout": 408,
    "not_your_turn": 409,
    "game_over": 409,
    "game_not_started": 409,
    "seat_taken": 409,
    "already_left": 409,
    "seat_taken_over": 409,
    "already_seated": 409,
    "game_started": 409,
    "game_too_long": 409,
    "request_in_progress": 409,
    "version_conflict": 412,
    "payload_too_large": 413,
    "uri_too_long": 414,
    "unsupported_media_type": 415,
    "expectation_failed": 417,
    "validation_error": 422,
    "illegal_action": 422,
    "idempotency_key_reused": 422,
    "rate_limited": 429,
    "headers_too_large": 431,
    "internal_error": 500,
    "not_implemented": 501,
    "unavailable": 503,
    "store_full": 503,
}


class Problem(Exception):
    """A refused request. Raise it anywhere in the service; the app turns it into problem+json."""

    def __init__(self, code: str, detail: str, *, status: int | None = None, **extra):
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.status = status or STATUS_OF[code]
        self.extra = extra
        self.headers: dict[str, str] = {}

    def body(self, instance: str | None = None) -> dict:
        body = {
            "type": f"https://starport.dev/problems/{self.code.replace('_', '-')}",
            "title": HTTPStatus(self.status).phrase,
            "status": self.status,
            "code": self.code,
            "detail": self.detail,
        }
        if instance:
            body["instance"] = instance
        body.update(self.extra)
        return body
