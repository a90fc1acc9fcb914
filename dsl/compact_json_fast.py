"""The C decoder of `compact_json`'s entries (`dsl/_fast_decode.c`), bound to the model: makes the
objects of an entry's value, and its spans, in one C loop each, where the Python decoders make a
call per node; and its C writer, which writes an object's JSON text and its table of spans in one
C walk, where the Python encoders make a call and a list per node and `json` writes the lists. Fed by: `compact_json` (the decoders' table, `compact_json_gen.schema`, as the
shipped decoders' module holds it or as built at import; the classes; `model_json`'s reader of
values of no fixed type), which decodes with it when it is there and with its Python decoders when
it is not (the extension not compiled, or a table it cannot take: `bind` gives None).

The table names classes by module and name and fields by name: they are looked up here, in the
package's own modules, and each field's slot is handed to C as the class's member descriptor
(C checks it is one, and of this class, before it keeps its offset). Nothing of an entry is
looked up: an entry's value is data the table reads.
"""
from __future__ import annotations

import sys

try:
    from . import _fast_decode
except ImportError:     # (not compiled: the Python decoders decode)
    _fast_decode = None


class FastDecoder:
    """The C decoder of the model's classes: `spans` makes an entry's spans, `decode` an object."""

    def __init__(self, schema, roots: dict[type, int]):
        self._schema = schema
        self._roots = roots
        self.spans = schema.spans          # spans(paths, numbers) -> [None, Span, …]

    def decode(self, cls: type, value, spans: list):
        """The instance of `cls` written as `value`, its spans numbers into `spans`."""
        return self._schema.decode(self._roots[cls], value, spans)

    def writer(self, any_out, any_text) -> "FastWriter":
        """A writer of one entry (`any_out`: `model_json`'s writer of a value of no fixed type;
        `any_text`: the JSON text of what it gives)."""
        return FastWriter(self._schema.writer(any_out, any_text), self._roots)


class FastWriter:
    """One entry written in C: `encode(cls, value)` gives the compact JSON text (bytes) the Python
    encoders' value gives through `json.dumps`, `span(x)` a span's number, `table()` the entry's
    spans (their paths, and five machine integers each, as bytes), those of both."""

    def __init__(self, writer, roots: dict[type, int]):
        self._writer = writer
        self._roots = roots
        self.span = writer.span
        self.table = writer.table

    def encode(self, cls: type, value) -> bytes:
        return self._writer.encode(self._roots[cls], value)


def _class(module: str, qualname: str) -> type:
    found = sys.modules[module]
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


def bind(table: tuple, classes: list[type], tagged: tuple[type, ...], any_in, span: type,
         span_fields: tuple[str, ...]) -> FastDecoder | None:
    """The C decoder for `table` (`compact_json_gen.schema`'s form) and the classes it numbers
    (`classes`, in its order; `tagged`, the union's members by tag), or None when the extension is
    not compiled or cannot take the table (a class not made by `object.__new__`, a field not a slot)."""
    if _fast_decode is None or table is None:
        return None
    c = _fast_decode
    plain_bits = {"str": c.P_STR, "int": c.P_INT, "bool": c.P_BOOL, "NoneType": c.P_NONE}
    kinds = {"span": c.SPAN, "any": c.ANY, "union": c.UNION}
    types, roots = table
    made = []
    try:
        for kind, *parts in types:
            if kind == "plain":
                bits = 0
                for name in parts[0]:
                    bits |= plain_bits[name]
                made.append((c.PLAIN, bits))
            elif kind in kinds:
                made.append((kinds[kind],))
            elif kind == "optional":
                made.append((c.OPTIONAL, parts[0]))
            elif kind == "tuple_of":
                made.append((c.TUPLE_OF, parts[0]))
            elif kind == "fixed":
                made.append((c.FIXED, tuple(parts[0])))
            elif kind == "class":
                module, qualname, is_tagged, settable, fields = parts
                cls = _class(module, qualname)
                numbers = tuple(t for _, t in fields)
                if settable:
                    made.append((c.CLASS, cls, is_tagged, numbers, tuple(getattr(cls, name) for name, _ in fields)))
                else:
                    made.append((c.CALL, cls, is_tagged, numbers))
            else:
                return None
        by_class = dict(zip(classes, roots))
        if len(by_class) != len(classes):
            return None
        schema = c.Schema(tuple(made), tuple(by_class[cl] for cl in tagged), any_in, span,
                          tuple(getattr(span, name) for name in span_fields))
    except (TypeError, ValueError, KeyError, AttributeError):
        return None
    return FastDecoder(schema, by_class)
