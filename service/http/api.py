"""flask-smorest, adjusted: problem+json errors, actions and events documented as oneOf, and
nullable values in forms client generators type exactly."""

import copy
import gzip
import hashlib
import threading
from collections.abc import Callable

import redis
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin, OpenAPIConverter
from flask import current_app, json, request
from flask_smorest import Api
from marshmallow_oneofschema import OneOfSchema
from werkzeug.exceptions import HTTPException

from schemas.envelope import Problem as ProblemSchema
from service.http.contract import PROBLEM_JSON, rate_limited, register_headers
from service.problems import Problem
from service.store.clients import UNAVAILABLE
from service.http.wire import json_response


class OneOfConverter(OpenAPIConverter):
    """Document a OneOfSchema as ``oneOf`` + ``discriminator``, not as an empty object; write
    nullable fields in the OpenAPI 3.1 forms client generators turn into exact types; let a field
    state its own JSON schema (``metadata={"json_schema": {...}}``) where marshmallow has no type
    for it."""

    def field2nullable(self, field, ret) -> dict:
        return {}  # field2property writes nullability, once every other attribute is known

    def field2property(self, field) -> dict:
        ret = super().field2property(field)
        if "json_schema" in field.metadata:  # stated whole, nullability included
            return {**copy.deepcopy(field.metadata["json_schema"]), **ret}
        return nullable(ret) if field.allow_none else ret

    def schema2jsonschema(self, schema):
        if isinstance(schema, OneOfSchema) or (isinstance(schema, type) and issubclass(schema, OneOfSchema)):
            instance = schema if isinstance(schema, OneOfSchema) else schema()
            refs, mapping = [], {}
            for name, sub in instance.type_schemas.items():
                ref = self.resolve_nested_schema(sub)
                refs.append(ref)
                mapping[name] = ref["$ref"]
            return {"oneOf": refs, "discriminator": {"propertyName": instance.type_field, "mapping": mapping}}
        jsonschema = super().schema2jsonschema(schema)
        examples = getattr(getattr(schema, "Meta", None), "examples", None)
        if examples:  # e.g. each game action's schema: one or more real actions
            jsonschema["examples"] = copy.deepcopy(examples)
        return jsonschema


# What describes a value rather than constrains it: it stays beside the oneOf of a nullable field.
ANNOTATIONS = {"description", "title", "default", "example", "examples", "readOnly", "writeOnly", "deprecated"}


def nullable(prop: dict) -> dict:
    """``X or null``: ``type: [X, "null"]`` for a plain value; ``oneOf: [X, {type: null}]`` for an
    object ($ref) or an enum. apispec's own forms (``anyOf`` with an empty nullable object, and
    ``enum: [.., null]``) make openapi-python-client parse the value as an untyped dict and
    datamodel-code-generator's models refuse null (STACK-NOTES)."""
    annotations = {k: v for k, v in prop.items() if k in ANNOTATIONS}
    value = {k: v for k, v in prop.items() if k not in ANNOTATIONS}
    if "$ref" in value or "enum" in value or "oneOf" in value:
        if "enum" in value:
            value["enum"] = [choice for choice in value["enum"] if choice is not None]
        return {"oneOf": [value, {"type": "null"}], **annotations}
    if "type" in value:
        return {**value, "type": [value["type"], "null"], **annotations}
    return prop


class OneOfPlugin(MarshmallowPlugin):
    Converter = OneOfConverter


def has_etag(etag: str) -> bool:
    """Whether If-None-Match names ``etag`` (or is ``*``), compared weakly as RFC 9110 says a GET's is."""
    value = request.headers.get("If-None-Match")
    if value is None:
        return False
    return any(member.strip().removeprefix("W/") in (etag, "*") for member in value.split(","))


def problem_response(problem: Problem):
    response = json_response(problem.body(request.path), problem.status, PROBLEM_JSON)
    response.headers.update(problem.headers)
    return response


class StarportApi(Api):
    """flask-smorest's Api, with the OpenAPI document written when it is first read (``spec``),
    not as each blueprint registers. Writing it is most of building an app (~0.3 s of CPU:
    apispec deep-copies and converts every route's schemas), and an app mostly never reads it:
    each gunicorn worker's boot, and each app a test builds (the suite builds hundreds), paid it
    for a document that only /openapi.json and ``python -m service.openapi`` read. Read, it is the
    same document, written in the same order: every read of ``spec`` first runs what was left
    for it (``document``) before that read."""

    ERROR_SCHEMA = ProblemSchema

    def __init__(self, app=None, **kwargs):
        self._undocumented: list[Callable[[APISpec], None]] = []  # in the order they were left
        # Held by every read of ``spec``, so none reads a document another thread is still
        # writing; re-entrant, as a writer may read ``spec`` itself.
        self._documenting = threading.RLock()
        super().__init__(app, spec_kwargs={"marshmallow_plugin": OneOfPlugin()}, **kwargs)
        register_headers(self.spec)

    @property
    def spec(self) -> APISpec:
        with self._documenting:
            pending, self._undocumented = self._undocumented, []
            for write in pending:
                write(self._spec)
            return self._spec

    @spec.setter
    def spec(self, value: APISpec) -> None:
        self._spec = value

    def document(self, write: Callable[[APISpec], None]) -> None:
        """Run ``write`` on the document when it is first read (after what was left before it)."""
        self._undocumented.append(write)

    def register_blueprint(self, blp, *, parameters=None, **options):
        """Api.register_blueprint, its documentation left for the first read of ``spec``."""
        name = options.get("name", blp.name)
        self._app.extensions["flask-smorest"]["blp_name_to_api"][name] = self
        self._app.register_blueprint(blp, **options)

        def write(spec: APISpec) -> None:  # as Api.register_blueprint writes it
            blp.register_views_in_doc(self, self._app, spec, name=name, parameters=parameters)
            spec.tag({"name": name, "description": blp.description})
        self.document(write)

    def _register_error_handlers(self):
        self._app.register_error_handler(HTTPException, self.handle_http_exception)
        self._app.register_error_handler(Problem, problem_response)
        for unavailable in UNAVAILABLE:
            self._app.register_error_handler(unavailable, self.handle_store_down)
        self._app.register_error_handler(redis.exceptions.ResponseError, self.handle_store_refusal)
        self._app.register_error_handler(Exception, self.handle_unexpected)

    @rate_limited("tokenless_reads")
    def _openapi_json(self):
        """The document (1.4 MB; 93 kB gzipped, for a client that accepts gzip), built, tagged and
        compressed at its first request rather than at each; 304 to its ETag. The spec is complete
        by then: every blueprint registers in ``create_app``."""
        if getattr(self, "_openapi_documents", None) is None:
            body = json.dumps(self.spec.to_dict(), indent=2, sort_keys=False).encode()
            tag = hashlib.sha256(body).hexdigest()[:32]
            # mtime=0: the same bytes in every process, so every process answers the same ETag.
            self._openapi_documents = {"identity": (body, f'"{tag}"'),
                                       "gzip": (gzip.compress(body, compresslevel=9, mtime=0), f'"{tag}-gzip"')}
        encoding = "gzip" if request.accept_encodings["gzip"] else "identity"
        body, etag = self._openapi_documents[encoding]
        # Each encoding is its own representation: its own ETag, and caches told which to keep.
        headers = {"ETag": etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
        if has_etag(etag):
            return current_app.response_class(status=304, headers=headers)
        if encoding == "gzip":
            headers["Content-Encoding"] = "gzip"
        return current_app.response_class(body, mimetype="application/json", headers=headers)

    def _register_pagination_header(self):
        """No route paginates: leave flask-smorest's PaginationMetadata out of the document."""

    def _register_responses(self):
        """Document every error response as problem+json."""
        super()._register_responses()
        for response in self.spec.components.responses_lazy.values():
            content = response.get("content", {})
            if "application/json" in content:
                content[PROBLEM_JSON] = content.pop("application/json")

    def handle_http_exception(self, error: HTTPException):
        problem = problem_from_http(error)
        response = problem_response(problem)
        for name, value in error.get_headers():
            if name.lower() == "allow":
                response.headers["Allow"] = value
        return response

    def handle_store_down(self, error: Exception):
        current_app.logger.warning("Redis unreachable on %s %s: %s", request.method, request.path, error)
        problem = Problem("unavailable", "The game store is unreachable; try again shortly.")
        problem.headers["Retry-After"] = "1"
        return problem_response(problem)

    def handle_store_refusal(self, error: redis.exceptions.ResponseError):
        """Redis at its memory cap (noeviction) refuses writes with OOM; a script's write, too."""
        if not is_out_of_memory(error):
            return self.handle_unexpected(error)
        current_app.logger.error("Redis is full (maxmemory) on %s %s: %s", request.method, request.path, error)
        problem = Problem("store_full", "The game store is full and takes no new writes; reading still "
                                        "works. Try again later.")
        problem.headers["Retry-After"] = "60"
        return problem_response(problem)

    def handle_unexpected(self, error: Exception):
        current_app.logger.exception("unhandled error on %s %s", request.method, request.path)
        return problem_response(Problem("internal_error", "Something went wrong on our side; it is logged."))


def is_out_of_memory(error: redis.exceptions.ResponseError) -> bool:
    """redis-py raises OutOfMemoryError for a refused command (its message loses the "OOM"); a
    write refused inside a Lua script arrives as a plain ResponseError quoting Redis's words."""
    return (isinstance(error, redis.exceptions.OutOfMemoryError)
            or "command not allowed when used memory" in str(error))


HTTP_CODES = {
    400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
    405: "method_not_allowed", 406: "not_acceptable", 412: "version_conflict",
    413: "payload_too_large", 415: "unsupported_media_type", 422: "validation_error",
    429: "rate_limited", 500: "internal_error", 503: "unavailable",
}

DETAILS = {
    "not_found": "There is nothing at this address.",
    "method_not_allowed": "This address does not take that method.",
    "payload_too_large": "The request body is too large.",
    "validation_error": "The request does not match the schema; see errors.",
    "internal_error": "Something went wrong on our side; it is logged.",
}


def problem_from_http(error: HTTPException) -> Problem:
    status = error.code or 500
    code = HTTP_CODES.get(status, "bad_request" if status < 500 else "internal_error")
    data = getattr(error, "data", None) or {}
    messages = data.get("messages") or data.get("errors")
    extra = {}
    if status == 400 and messages and "Invalid JSON body." in str(messages):
        code, detail = "malformed_json", "The request body is not valid JSON."
    elif messages:
        detail = DETAILS.get(code, error.description or code)
        extra["errors"] = messages
    else:
        detail = data.get("message") or DETAILS.get(code) or error.description or code
    return Problem(code, detail, status=status, **extra)
