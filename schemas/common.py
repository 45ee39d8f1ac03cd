"""Building blocks shared by every game's schemas.

Each game has a module ``schemas/<game>.py`` exporting four marshmallow schemas that the
service's blueprint factory wires into its routes (and so into ``openapi.yaml``):

- ``OptionsSchema``   the game's options at creation (every field optional, with its default)
- ``ActionSchema``    an :class:`ActionUnion`: one sub-schema per action ``type``
- ``StateSchema``     the game-specific ``state`` part of a view, as ``engine.view`` builds it
- ``BreakdownSchema`` one player's score ``breakdown``, as ``engine.score`` builds it
- ``EVENTS``          ``{type: schema}``: one :class:`GameEvent` schema per event the engine emits
                      (private ones too: a seat sees its own, everyone sees them once the game is
                      over unless the engine keeps them private for ever)
"""

import re

from marshmallow import Schema, fields, validate
from marshmallow_oneofschema import OneOfSchema


class StrictInt(fields.Integer):
    """An integer as JSON Schema counts them: 2 or 2.0 (loaded as 2; JSON has no integer type and
    a JavaScript client cannot tell them apart); refuses fractions, booleans and numeric strings
    (marshmallow's own Integer accepts 1e-300 and "7")."""

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return super()._deserialize(value, attr, data, **kwargs)


class StrictNumber(fields.Float):
    """A JSON number (marshmallow's Float also takes numeric strings, "2" or "1e3", and true)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class StrictBool(fields.Boolean):
    """true or false only (marshmallow's Boolean also takes "yes", 1, "on"...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class QueryInt(fields.Integer):
    """A non-negative integer in a query string: ASCII digits only (``int()`` would also take
    "٣", " 7" and "1_0")."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not (isinstance(value, str) and value.isascii() and value.isdigit()):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class QueryNumber(fields.Float):
    """A non-negative number in a query string: ASCII digits, a decimal point between some
    (``float()`` would also take "٥", " 5", "5_0" and "1e1")."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not (isinstance(value, str) and re.fullmatch(r"[0-9]+(?:\.[0-9]+)?", value, re.ASCII)):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


class WholeMatch(validate.Regexp):
    """A pattern the whole string must match: ``re.match`` lets ``$`` match before a trailing
    newline. The pattern stays ``^…$`` for the OpenAPI document (ECMA regexes have no ``\\Z``)."""

    def __call__(self, value):
        if self.regex.fullmatch(value) is None:
            raise validate.ValidationError(self._format_error(value))
        return value


def action_type(name: str) -> fields.String:
    """The ``type`` field of one action sub-schema: exactly ``name``."""
    return fields.String(required=True, validate=validate.OneOf([name]))


event_type = action_type  # an event's ``type`` discriminates it the same way

# A seat number, an automaton's name ("cosmobot"), "timer", or null for the server itself.
ACTOR = {"oneOf": [{"type": "integer", "minimum": 0}, {"type": "string"}, {"type": "null"}]}


class GameEvent(Schema):
    """The fields every entry of a game's log has; each event type's schema adds its own."""

    seq = fields.Integer(required=True, metadata={"description": "Position in the log, from 1"})
    version = fields.Integer(required=True, metadata={"description": "The game version it made"})
    actor = fields.Raw(required=True, allow_none=True, metadata={
        "json_schema": ACTOR, "description": "Seat, automaton name ('cosmobot'), 'timer', or null "
                                             "for the server (creation, claims)"})


class ActionUnion(OneOfSchema):
    """A discriminated union on ``type``; documented in OpenAPI as oneOf + discriminator.

    Subclasses set ``type_schemas = {"call": CallSchema, ...}``; each sub-schema declares
    ``type = action_type("call")`` so the loaded action keeps its ``type`` unchanged.
    """

    type_field = "type"
    type_field_remove = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # One instance per action type, made once: marshmallow builds a schema at some cost.
        self.type_schemas = {name: sub() if isinstance(sub, type) else sub
                             for name, sub in type(self).type_schemas.items()}

    def get_obj_type(self, obj):
        return obj["type"]



def event_schemas(prefix: str, events: dict[str, tuple[str, dict]]) -> dict[str, type]:
    """``{type: (description, {field: Field})}`` -> ``{type: <Prefix><Type>Event}``, each a
    :class:`GameEvent` with its ``type`` fixed and its own fields."""
    made = {}
    for name, (description, declared) in events.items():
        meta = type("Meta", (), {"description": description})
        title = "".join(word.title() for word in name.split("_"))
        made[name] = type(f"{prefix}{title}Event", (GameEvent,), {"type": event_type(name), "Meta": meta, **declared})
    return made


def seat_list(**kwargs) -> fields.List:
    """One integer per seat, or a list of seats."""
    return fields.List(StrictInt(validate=validate.Range(min=0)), **kwargs)


def point(**kwargs) -> fields.List:
    """A grid point ``[x, y]`` of two non-negative integers."""
    return fields.List(StrictInt(validate=validate.Range(min=0)), validate=validate.Length(equal=2), **kwargs)
