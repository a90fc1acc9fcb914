"""The runtime's errors and read-only data: what the other value modules and the tables build on.
Fed by: nothing (read by `dsl.runtime`, which generated packages import, and by its value, table
and exception modules).

The errors an engine can catch besides the input errors of `runtime_inputs` (`MissingFact`,
`OffTable`, `NotInSource`, `ConflictError`, `NotInPlay`, `FieldNotGiven`, `UnknownKey`), and the
read-only objects a package publishes: `Sealed` (a table, a sequence), `Record`, `ReadOnlyDict`
and `read_only` (a registry as it is published).
"""
from __future__ import annotations

from .runtime_inputs import RulesError, RulesInputError, _suggest, _where, shown

# ---------------------------------------------------------------- errors
class MissingFact(RulesInputError, KeyError):
    """A fact the answer needs was not given, and it has no default (or, `missing_value`, the value
    a modifier changes)."""

    said = ""   # (a message of its own: `missing_value`)
    # the public function an engine called and its clause, and the fact's own clause and the values it
    # takes, when the call is known (`runtime._missing`): the fact, the clause and the fix, as every
    # other refusal names them (it said only "the fact 'attacker' is needed but was not given")
    function = clause = fact_clause = wanted = None
    needed_by = None   # (exception id, clause) whose condition read it: a lookup's own inputs do not name it

    def __str__(self):
        if self.said:
            return self.said
        why = f": {self.args[1]}" if len(self.args) > 1 else ""   # (a scenario's turn record that has no such turn)
        by = ""
        if self.needed_by is not None:
            exception, at = self.needed_by
            by = f" (the condition of the exception {exception}{f' [{at}]' if at else ''} reads it)"
        if self.function is None:
            return f"the fact {self.args[0]!r} is needed but was not given{by}{why}"
        where = f" [{self.clause}]" if self.clause else ""
        own = f" [{self.fact_clause}]" if self.fact_clause else ""
        fix = why or (f": give {self.args[0]}=…, {self.wanted}" if self.wanted else "")
        return f"{self.function}(){where}: the fact {self.args[0]!r}{own} is needed but was not given{by}{fix}"


def missing_value(fn: str, clause: str | None) -> MissingFact:
    """MissingFact for a modifier that changes a number (`add`, `multiply`) called without it: it
    named a fact "value (the number that … changes)" that no book declares."""
    err = MissingFact("value")
    err.function, err.clause = fn, clause   # (as for a fact: the function called and its clause)
    err.said = (f"{fn}(){_where(clause)} changes a number, given first: {fn}(value, …facts); "
                f"none was given")
    return err


class OffTable(RulesError, LookupError):
    """A lookup fell off a table that has no edge rule for that side."""


class NotInSource(RulesError, LookupError):
    """The source does not print this table or cell (declared `missing`)."""


class ConflictError(RulesError):
    """Two exceptions of the same precedence both apply."""


class NotInPlay(RulesError):
    """A computation of an optional rule was asked for while that rule is not chosen."""


class FieldNotGiven(RulesError, AttributeError):
    """A field read on a table answer whose effects do not give it: no pattern of the cell printed
    it and none fixed it (`A1` has no `retreat` unless its pattern says `{ retreat: 0 }`)."""


_set = object.__setattr__   # (the read-only values below set their slots once, in __init__)
_new = object.__new__


class Sealed:
    """Read-only once made (a table, a sequence: objects with a `__dict__` that every later answer
    reads): `__init__` ends with `self._sealed = True`, and from then on an assignment, `__init__`
    called again among them, is refused with the class's `_read_only` message."""

    _read_only = "read-only"

    def __setattr__(self, name, value):
        if self.__dict__.get("_sealed"):
            raise AttributeError(self._read_only)
        _set(self, name, value)

    def __delattr__(self, name):   # (`del table._sealed` unsealed it)
        if self.__dict__.get("_sealed"):
            raise AttributeError(self._read_only)
        object.__delattr__(self, name)


class Record:
    """Plain read-only data with attributes (clauses, scenarios, the book header)."""

    def __new__(cls, **fields):   # (made in __new__: calling __init__ again changes nothing)
        self = _new(cls)
        self.__dict__.update({k: ReadOnlyDict(v) if v.__class__ is dict else v for k, v in fields.items()})
        return self

    def __setattr__(self, name, value):
        raise AttributeError("generated records are read-only")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def as_dict(self) -> dict:
        return dict(self.__dict__)

    def __eq__(self, other):
        return isinstance(other, Record) and self.__dict__ == other.__dict__

    def __repr__(self):
        shown = ", ".join(f"{k}={v!r}" for k, v in list(self.__dict__.items())[:3])
        return f"Record({shown}, …)"


# ---------------------------------------------------------------- read-only dicts
def _read_only(self, *args, **kwargs):
    raise TypeError("this dict is read-only: it is the rules' data or part of an answer, which later answers "
                    "share (an effect's fields: every answer read from its cell); copy it first: dict(...)")


class ReadOnlyDict(dict):
    """A dict that cannot be changed: an effect's fields (`{'loss': 1, 'retreat': 2}`), a table's edge
    rules, a record's `{id: title}` data. They are shared by every answer read from the same cell and
    by the answers kept, so an engine that changed one would change the rules' later answers."""

    __slots__ = ()
    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _read_only

    def __new__(cls, *args, **kwargs):   # filled here: `dict.__init__`, called again, would fill it again
        self = dict.__new__(cls)
        dict.update(self, *args, **kwargs)
        return self

    def __init__(self, *args, **kwargs):   # (filled by __new__: calling it again changes nothing)
        pass

    def __reduce__(self):   # (copy and pickle: not item by item, which a read-only dict refuses)
        return ReadOnlyDict, (dict(self),)

    def __repr__(self):
        return dict.__repr__(self)

    def __missing__(self, key):   # (`SEQUENCES['Turn']` was a bare KeyError: the engine probe, stop 58)
        raise UnknownKey(key, self)


class UnknownKey(RulesInputError, KeyError):
    """A key a read-only registry or dict of the package does not have (`SCENARIOS['Doyen_mot']`,
    an effect's `fields['los']`): a `KeyError` whose message names the nearest key and lists the
    keys. `.args[0]` is the key, as a KeyError's. The message is written when it is read: a miss
    the package catches itself (a cell looked up, then OffTable) costs no suggestion."""

    def __init__(self, key, within: dict | None = None, said: str = ""):
        super().__init__(key)
        self._within, self._said = within, said   # (the read-only dict itself: it cannot change)

    def __str__(self):
        if not self._said:
            key, within = self.args[0], self._within or {}
            self._said = (f"no {shown(key)} here{_suggest(key, within)}; the keys are "
                          f"{', '.join(map(repr, list(within)[:12]))}{', …' if len(within) > 12 else ''}")
        return self._said

    def __reduce__(self):   # (pickled with its message, not the registry it was missed in)
        return UnknownKey, (self.args[0], None, str(self))


def read_only(registry):
    """A generated package's registry as it is published (`TABLES`, `ENUMS`, `CLAUSES`, …): it and the
    dicts in it read-only, as the rules' later answers read them (`TABLES['crt']` is the table every
    `crt()` call looks up). Records, tables and tuples in it are read-only already."""
    if registry.__class__ is dict or registry.__class__ is ReadOnlyDict:
        return ReadOnlyDict({k: read_only(v) for k, v in registry.items()})
    return registry
