"""Building blocks shared by every game's schemas.

Each game has a module ``schemas/<game>.py`` exporting four marshmallow schemas that the
service's blueprint factory wires into its routes (and so into ``openapi.yaml``):

- ``OptionsSchema``   the game's options at creation (every field optional, with its default)
- ``ActionSchema``    an :class:`ActionUnion`: one sub-schema per action ``type``
- ``StateSchema``     the game-specific ``state`` part of a view, as ``engine.view`` builds it
- ``BreakdownSchema`` one player's score ``breakdown``, as ``engine.score`` builds it
"""

from marshmallow import Schema, fields, validate
from marshmallow_oneofschema import OneOfSchema


class StrictInt(fields.Integer):
    """An integer that refuses floats and numeric strings (marshmallow accepts 1e-300 otherwise)."""

    def __init__(self, **kwargs):
        super().__init__(strict=True, **kwargs)


def action_type(name: str) -> fields.String:
    """The ``type`` field of one action sub-schema: exactly ``name``."""
    return fields.String(required=True, validate=validate.OneOf([name]))


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



def point(**kwargs) -> fields.List:
    """A grid point ``[x, y]`` of two non-negative integers."""
    return fields.List(StrictInt(validate=validate.Range(min=0)), validate=validate.Length(equal=2), **kwargs)
