"""Every example and default openapi.yaml shows fits the schema it stands for: each media type's
and parameter's ``example`` and ``examples`` against its schema, and each schema's own
``example``, ``examples`` and ``default`` against that schema. Spectral's two example rules
(oas3-valid-media-example, oas3-valid-schema-example) checked the same and are off in
.spectral.yaml: they compiled a validator for each of ~1 450 examples, 7 of the lint's 10 CPU-s;
here one jsonschema-rs validator per distinct schema checks them all in ~0.5 s."""

from __future__ import annotations

import json

import jsonschema_rs

from tests.spec_check import committed_spec

# A schema's subschemas (JSON Schema 2020-12), where examples and defaults may sit too.
SUBSCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")
SUBSCHEMA = ("items", "not", "additionalProperties", "contains", "if", "then", "else")
SUBSCHEMA_MAPS = ("properties", "$defs", "patternProperties")
SHOWN = ("example", "examples", "default")


class Examples:
    def __init__(self, document: dict):
        self.components = document["components"]
        self.validators: dict[str, jsonschema_rs.Validator] = {}
        self.checked: list[str] = []
        self.misfits: list[str] = []

    def fits(self, schema: dict, value, where: str) -> None:
        key = json.dumps(schema, sort_keys=True)
        if key not in self.validators:
            self.validators[key] = jsonschema_rs.Draft202012Validator({"allOf": [schema], "components": self.components})
        self.checked.append(where)
        if not self.validators[key].is_valid(value):
            self.misfits.append(f"{where}: {json.dumps(value)[:200]}")

    def schema(self, schema, where: str) -> None:
        """A schema's own example(s) and default against the schema, then its subschemas'."""
        if not isinstance(schema, dict):
            return
        itself = {k: v for k, v in schema.items() if k not in SHOWN}
        if "example" in schema:
            self.fits(itself, schema["example"], f"{where}.example")
        for n, example in enumerate(schema.get("examples") or []):
            self.fits(itself, example, f"{where}.examples[{n}]")
        if "default" in schema:
            self.fits(itself, schema["default"], f"{where}.default")
        for key in SUBSCHEMA_LISTS:
            for n, sub in enumerate(schema.get(key) or []):
                self.schema(sub, f"{where}.{key}[{n}]")
        for key in SUBSCHEMA:
            self.schema(schema.get(key), f"{where}.{key}")
        for key in SUBSCHEMA_MAPS:
            for name, sub in (schema.get(key) or {}).items():
                self.schema(sub, f"{where}.{key}.{name}")

    def document(self, node, where: str = "") -> None:
        """Every media type, parameter and header that has a schema: its examples, and its schema's."""
        if isinstance(node, dict):
            if isinstance(node.get("schema"), dict):
                if "example" in node:
                    self.fits(node["schema"], node["example"], f"{where}.example")
                for name, example in (node.get("examples") or {}).items():
                    if "value" in example:
                        self.fits(node["schema"], example["value"], f"{where}.examples.{name}")
                self.schema(node["schema"], f"{where}.schema")
            for key, value in node.items():
                if key != "schema" and not (where == ".components" and key == "schemas"):
                    self.document(value, f"{where}.{key}")
        elif isinstance(node, list):
            for n, value in enumerate(node):
                self.document(value, f"{where}[{n}]")


def test_every_example_and_default_in_the_document_fits_its_schema():
    document = committed_spec()
    examples = Examples(document)
    examples.document(document)
    for name, schema in document["components"]["schemas"].items():
        examples.schema(schema, f".components.schemas.{name}")
    assert examples.misfits == []
    assert len(examples.checked) > 1_000  # a walk that found nothing would pass too


def test_an_example_that_does_not_fit_is_found():
    document = {"components": {"schemas": {"Seat": {"type": "integer", "minimum": 0, "example": -1}}},
                "paths": {"/x": {"get": {"responses": {"200": {"content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Seat"}, "example": "three",
                    "examples": {"fine": {"value": 2}, "bad": {"value": 2.5}}}}},
                    "default": {"description": "not a schema"}}}}}}
    examples = Examples(document)
    examples.document(document)
    examples.schema(document["components"]["schemas"]["Seat"], ".components.schemas.Seat")
    assert [m.split(":")[0] for m in examples.misfits] == [
        ".paths./x.get.responses.200.content.application/json.example",
        ".paths./x.get.responses.200.content.application/json.examples.bad",
        ".components.schemas.Seat.example"]
