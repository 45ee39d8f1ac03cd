"""Every JSON answer a test client sees, checked against ``openapi.yaml``: the schema its
operation documents for that status (or ``default``), with jsonschema (OpenAPI 3.1 schemas are
JSON Schema 2020-12). The e2e stack's client runs it on every answer, so the views, legal
actions, act answers, event logs and scores of every game the e2e tests play are checked."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

import jsonschema
import yaml
from jsonschema.validators import extend

SPEC = Path(__file__).resolve().parents[1] / "openapi.yaml"
# libyaml's loader reads the 650 kB document in ~0.15 s of CPU, the pure-Python one in ~0.9 s.
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(text: str):
    """``yaml.safe_load``, with libyaml when it is there (the same document either way)."""
    return yaml.load(text, Loader=Loader)


@lru_cache(maxsize=None)
def _read_spec(path: Path, mtime_ns: int) -> dict:
    return load_yaml(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def generated_spec_yaml() -> str:
    """``service.openapi.spec_yaml()`` once per test process: it builds an app (a second or
    more of CPU) each time, and the routes do not change while the tests run."""
    from service.openapi import spec_yaml

    return spec_yaml()


ONE_OF = jsonschema.Draft202012Validator.VALIDATORS["oneOf"]


def _discriminator_key(discriminator: dict) -> tuple:
    return discriminator["propertyName"], tuple(sorted(discriminator.get("mapping", {}).items()))


def exclusive_discriminators(spec: dict) -> set[tuple]:
    """The discriminated ``oneOf``s (each title's actions and events) whose every branch is the
    mapping's and requires the discriminator's property with its own one value: there, the
    branch the instance's ``type`` names is the only one that could match, so validating it alone
    decides what ``oneOf`` decides. Found by reading the document, so a schema that stops being
    exclusive is checked the slow way again, not trusted."""
    schemas = spec["components"]["schemas"]
    found = set()
    for schema in schemas.values():
        discriminator = schema.get("discriminator")
        if not discriminator or "mapping" not in discriminator or "oneOf" not in schema:
            continue
        name, mapping = discriminator["propertyName"], discriminator["mapping"]
        branches = {branch.get("$ref") for branch in schema["oneOf"]}
        if branches != set(mapping.values()):
            continue
        if all(name in (target := schemas[ref.rsplit("/", 1)[1]]).get("required", [])
               and target.get("properties", {}).get(name, {}).get("enum") == [value]
               for value, ref in mapping.items()):
            found.add(_discriminator_key(discriminator))
    return found


def _validator_class(spec: dict):
    """Draft 2020-12, with an exclusive discriminated ``oneOf`` validated on its named branch
    alone. jsonschema tries every branch of a ``oneOf`` (to prove exactly one matches): an event
    log checked against ~30 event shapes, or Starlink's ~3 000 legal segments against 6 action
    shapes, was most of the suite's CPU in the tests that check every answer (a Starlink game
    played through the archive test: 23 s of CPU, nearly all of it here)."""
    exclusive = exclusive_discriminators(spec)

    def one_of(validator, branches, instance, schema):
        discriminator = schema.get("discriminator")
        if discriminator and isinstance(instance, dict) and _discriminator_key(discriminator) in exclusive:
            ref = discriminator["mapping"].get(instance.get(discriminator["propertyName"]))
            if ref is not None:
                yield from validator.descend(instance, {"$ref": ref})
                return
        yield from ONE_OF(validator, branches, instance, schema)  # no or unknown type: oneOf's own errors

    return extend(jsonschema.Draft202012Validator, validators={"oneOf": one_of})


class SpecCheck:
    def __init__(self, spec_path: Path = SPEC):
        # Read once per process (per version of the file): a check only reads the document.
        self.spec = _read_spec(spec_path, spec_path.stat().st_mtime_ns)
        self.validator_class = _validator_class(self.spec)
        self.routes = [(method.upper(), re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$"), path)
                       for path, item in self.spec["paths"].items() for method in item]
        self.checked = 0

    def operation(self, method: str, path: str) -> tuple[str, str] | None:
        for verb, pattern, template in self.routes:
            if verb == method and pattern.match(path):
                return template, verb.lower()
        return None

    @lru_cache(maxsize=None)
    def validator(self, template: str, method: str, status: int, media_type: str):
        responses = self.spec["paths"][template][method]["responses"]
        response = responses.get(str(status)) or responses.get("default")
        assert response is not None, f"{method.upper()} {template}: {status} is not documented"
        if "$ref" in response:
            response = self.spec["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
        content = response.get("content", {})
        assert media_type in content, f"{method.upper()} {template} {status}: {media_type} is not documented"
        return self.validator_class({**content[media_type]["schema"], "components": self.spec["components"]})

    def __call__(self, method: str, url: str, status: int, content_type: str, body) -> None:
        """Checks one answer; ``body`` is its decoded JSON (None when it had none)."""
        found = self.operation(method, urlsplit(url).path)
        if found is None or body is None:  # an address the API does not have; a 304; text
            return
        media_type = content_type.split(";")[0].strip()
        errors = sorted(self.validator(*found, status, media_type).iter_errors(body), key=lambda e: e.path)
        assert not errors, (f"{method} {url} → {status}: the answer does not match openapi.yaml: "
                            + "; ".join(f"{list(e.absolute_path)}: {e.message[:300]}" for e in errors[:5]))
        self.checked += 1
