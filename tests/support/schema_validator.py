"""One JSON Schema validator for every schema test: Draft 2020-12 (jsonschema), with the results
of `oneOf` and `anyOf` remembered for the instances they accepted.

A log or a conformance vector holds the same small objects thousands of times (an event
{"e": "phase", ...}, a legal action), and each is checked against a `oneOf` of some forty kinds:
without the memory, Python spends about 14 ms a log line there. Only acceptances are remembered,
keyed on the subschema's identity and the instance's canonical JSON; an instance that fails is
checked again each time, so every error is reported with its own path, as without the memory.
"""
import json

import jsonschema

try:  # the keyword functions' module: _keywords since jsonschema 4.18, _validators before
    from jsonschema import _keywords
except ImportError:  # pragma: no cover
    from jsonschema import _validators as _keywords


def _remembering(keyword):
    accepted = set()
    pinned = {}  # the subschemas keyed on, kept alive so that no other object takes their id

    def check(validator, value, instance, schema):
        pinned.setdefault(id(value), value)
        key = (id(value), json.dumps(instance, sort_keys=True, separators=(",", ":")))
        if key in accepted:
            return
        errors = list(keyword(validator, value, instance, schema))
        if not errors:
            accepted.add(key)
        yield from errors

    return check


_Remembering = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    {"oneOf": _remembering(_keywords.oneOf), "anyOf": _remembering(_keywords.anyOf)})


def validator(schema, registry=None):
    """A Draft 2020-12 validator of SCHEMA (checked first) that remembers accepted oneOf/anyOf."""
    jsonschema.Draft202012Validator.check_schema(schema)
    if registry is None:
        return _Remembering(schema)
    return _Remembering(schema, registry=registry)
