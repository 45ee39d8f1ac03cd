"""RFC 9457 problem details: every refusal is a value with a stable ``code`` and a sentence."""

from http import HTTPStatus

from schemas.problem_codes import STATUS_OF


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
