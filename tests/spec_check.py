"""Every JSON answer a test client sees, checked against ``openapi.yaml``: the schema its
operation documents for that status (or ``default``), as JSON Schema 2020-12 (what OpenAPI 3.1
schemas are). jsonschema-rs decides whether an answer matches: compiled, it checks a Starlink
list of ~3 000 legal actions in ~2 ms where the pure-Python jsonschema took ~1.8 s, and the tests
that check every answer spent most of their CPU there. jsonschema then explains a refusal. The e2e stack's client runs it on every answer, so the views, legal
actions, act answers, event logs and scores of every game the e2e tests play are checked."""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

import jsonschema
import jsonschema_rs
import yaml

SPEC = Path(__file__).resolve().parents[1] / "openapi.yaml"
# libyaml's loader reads the 650 kB document in ~0.15 s of CPU, the pure-Python one in ~0.9 s.
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(text: str):
    """``yaml.safe_load``, with libyaml when it is there (the same document either way)."""
    return yaml.load(text, Loader=Loader)


@lru_cache(maxsize=None)
def _read_spec(path: Path, mtime_ns: int) -> dict:
    """The YAML parsed, through a JSON copy in the temporary folder named by the YAML's own
    SHA-256: libyaml took ~0.5 s of CPU for it in every test process (each xdist worker parses it
    while collecting), ``json.loads`` of the copy ~0.01 s. The copy is written only when JSON
    carries the document unchanged, and a copy that does not read is parsed again."""
    text = path.read_bytes()
    copy = Path(tempfile.gettempdir()) / f"starport-openapi-{hashlib.sha256(text).hexdigest()}-{yaml.__version__}.json"
    try:
        return json.loads(copy.read_bytes())
    except (OSError, ValueError):
        pass
    document = load_yaml(text.decode("utf-8"))
    encoded = json.dumps(document)
    if json.loads(encoded) == document:
        partial = copy.with_name(f"{copy.name}.{os.getpid()}")
        partial.write_text(encoded, encoding="utf-8")
        os.replace(partial, copy)  # whole or absent: a reader never sees a half-written copy
    return document


def committed_spec(path: Path = SPEC) -> dict:
    """The committed ``openapi.yaml``, parsed once per process (read only: it is shared).
    tests/service/running/test_packaging.py fails while it differs from the document the code
    builds, so the other tests read this one: building the document (an app, its ~170
    operations' schemas, the YAML) cost ~2 s of CPU in every test process that asked for it."""
    return _read_spec(path, path.stat().st_mtime_ns)


def documented_operations(methods: tuple[str, ...] = ("get", "post"), path: Path = SPEC) -> list[tuple[str, str]]:
    """(path, method) of each operation the committed ``openapi.yaml`` documents, sorted: tests
    parametrize on them at collection, in every test worker, where building the document from
    the code as well (~1 s of CPU each) cost ~6 s a run. The committed file is read once per
    process, as every ``SpecCheck`` reads it; test_packaging fails while it differs from the
    code's document."""
    paths = committed_spec(path)["paths"]
    return sorted((route, method) for route, item in paths.items() for method in item if method in methods)


@lru_cache(maxsize=None)
def _component_validators(name: str):
    schema = {"$ref": f"#/components/schemas/{name}", "components": committed_spec()["components"]}
    return jsonschema_rs.Draft202012Validator(schema), jsonschema.Draft202012Validator(schema)


def assert_fits(name: str, instance) -> None:
    """``instance`` (an engine's view, action or breakdown) against the schema ``openapi.yaml``
    publishes as ``components/schemas/<name>``: what a client reads, generated from the
    marshmallow schema of the same name (test_packaging fails while they differ). The engines'
    tests check every step's views this way: jsonschema-rs decides in ~15 µs a Starligned view
    where marshmallow's ``validate`` took ~1 ms, most of those tests' CPU; jsonschema explains."""
    decides, explains = _component_validators(name)
    if not decides.is_valid(instance):
        said = [f"{list(e.absolute_path)}: {e.message[:300]}" for e in explains.iter_errors(instance)][:5]
        raise AssertionError(f"does not fit openapi.yaml's {name}: " + "; ".join(said or ["(see jsonschema-rs)"]))


@lru_cache(maxsize=None)
def generated_spec_yaml() -> str:
    """``service.openapi.spec_yaml()`` once per test process: it builds an app (a second or
    more of CPU) each time, and the routes do not change while the tests run."""
    from service.openapi import spec_yaml

    return spec_yaml()


@lru_cache(maxsize=None)
def _response_validators(spec_path: Path, spec_version: int, template: str, method: str, status: int, media_type: str):
    """The validators of one documented answer, compiled once per process and shared by every
    ``SpecCheck`` (each e2e stack and archive test makes its own): a compile takes ~10 ms of CPU,
    the document's components with it, and each check met ~30-60 kinds of answer."""
    spec = _read_spec(spec_path, spec_version)
    responses = spec["paths"][template][method]["responses"]
    response = responses.get(str(status)) or responses.get("default")
    assert response is not None, f"{method.upper()} {template}: {status} is not documented"
    if "$ref" in response:
        response = spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    content = response.get("content", {})
    assert media_type in content, f"{method.upper()} {template} {status}: {media_type} is not documented"
    schema = {**content[media_type]["schema"], "components": spec["components"]}
    return jsonschema_rs.Draft202012Validator(schema), jsonschema.Draft202012Validator(schema)


@lru_cache(maxsize=None)
def _webhook_validators(spec_path: Path, spec_version: int, event_type: str):
    spec = _read_spec(spec_path, spec_version)
    schema = {**spec["webhooks"][event_type]["post"]["requestBody"]["content"]["application/json"]["schema"],
              "components": spec["components"]}
    return jsonschema_rs.Draft202012Validator(schema), jsonschema.Draft202012Validator(schema)


class SpecCheck:
    def __init__(self, spec_path: Path = SPEC):
        # Read once per process (per version of the file): a check only reads the document.
        self.spec_path, self.spec_version = spec_path, spec_path.stat().st_mtime_ns
        self.spec = _read_spec(self.spec_path, self.spec_version)
        self.routes = [(method.upper(), re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$"), path)
                       for path, item in self.spec["paths"].items() for method in item]
        self.checked = 0

    def operation(self, method: str, path: str) -> tuple[str, str] | None:
        for verb, pattern, template in self.routes:
            if verb == method and pattern.match(path):
                return template, verb.lower()
        return None

    def validator(self, template: str, method: str, status: int, media_type: str):
        return _response_validators(self.spec_path, self.spec_version, template, method, status, media_type)

    def webhook_body(self, body: dict) -> None:
        """A delivered webhook body against the schema ``webhooks.<its type>`` documents (a
        receiver built from the spec parses exactly this)."""
        decides, explains = _webhook_validators(self.spec_path, self.spec_version, body["type"])
        if decides.is_valid(body):
            return
        said = [f"{list(e.absolute_path)}: {e.message[:300]}" for e in explains.iter_errors(body)][:5]
        said = said or [f"{list(e.instance_path)}: {e.message[:300]}" for e in list(decides.iter_errors(body))[:5]]
        raise AssertionError(f"a {body['type']} delivery does not match openapi.yaml's webhooks: " + "; ".join(said))

    def __call__(self, method: str, url: str, status: int, content_type: str, body) -> None:
        """Checks one answer; ``body`` is its decoded JSON (None when it had none)."""
        found = self.operation(method, urlsplit(url).path)
        if found is None or body is None:  # an address the API does not have; a 304; text
            return
        media_type = content_type.split(";")[0].strip()
        decides, explains = self.validator(*found, status, media_type)
        if not decides.is_valid(body):
            said = [f"{list(e.absolute_path)}: {e.message[:300]}"
                    for e in sorted(explains.iter_errors(body), key=lambda e: e.path)[:5]]
            said = said or [f"{list(e.instance_path)}: {e.message[:300]}" for e in list(decides.iter_errors(body))[:5]]
            raise AssertionError(f"{method} {url} → {status}: the answer does not match openapi.yaml: " + "; ".join(said))
        self.checked += 1
