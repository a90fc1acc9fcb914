"""The runtime of generated rule packages: the language's value types and table lookups.
Fed by: nothing — `generated/<book>/__init__.py` imports this module and only this module.

Every answer carries a trace, the clause ids that produced it, in the order they were used:
`Value` for numbers, flags, ratios and text; `Outcome` for a table cell. Errors an engine can catch:
`MissingFact`, `OffTable`, `NotInSource`, `ConflictError`, `ForbiddenLookup`, `FieldNotGiven`.

This module is what a generated package sees (`_rt.…`) and what an engine imports; it is made of
`runtime_data` (errors, read-only data), `runtime_odds` (`Ratio`, `odds`, `percent`),
`runtime_outcomes` (`Outcome`, `Effect`, `num`, `eq`), `runtime_values` (`Value`, `Trace`),
`runtime_builtins` (arithmetic, facts), `runtime_tables` (`Table`, with `runtime_table_places` and
`runtime_table_checks`), `runtime_overrides` (exceptions) and `runtime_inputs` (the strict input
checks). Here are the
answers a public function keeps, the sequences of play and the examples. The classes keep
`dsl.runtime` as their module: it is the name engines import them by and see in messages.
"""
from __future__ import annotations

import functools
from copy import copy
from fractions import Fraction

# What the packages already loaded hold of this module, when it is reloaded (`importlib.reload`, an
# editor's autoreload): their signatures' default ABSENT and their steps, sequences and examples.
# A reload keeps them, else every call of a loaded package took its facts left out for given facts
# (WrongType: "got ABSENT") and every step it lists for a step of no sequence.
_LOADED = {name: globals()[name] for name in ("ABSENT", "Step", "Sequence", "Example") if name in globals()}

from .runtime_inputs import (FactOutOfRange, ForbiddenLookup, ForeignAnswer, Inputs, MissingField, NotAnEnumValue, RollOutOfRange, RulesError,
                             RulesInputError, UnknownFact, UnknownField, UnknownOption, UnknownRow, UnknownScenario,
                             UnknownStep, UndefinedResult, UnprintedColumn, WrongType, _suggest, _where, dice_roll,
                             refuse_huge, shown, takes_no_value)
from .runtime_overrides import (Override, _WATCHED, by_target, fired, firing, reading_of, result_text, rewrite,
                                watching_exceptions)
from .runtime_builtins import (_NOT_GIVEN, ceil, div, fact, floor, half_down, header_fact, half_up, multiply, option_on,
                               round_half_up, scenario_amount)
from .runtime_data import (ConflictError, FieldNotGiven, MissingFact, NotInPlay, NotInSource, OffTable, ReadOnlyDict, Record,
                           Sealed, UnknownKey, missing_value, read_only)
from .runtime_odds import Number, Ratio, odds, percent
from .runtime_outcomes import Effect, Outcome, cell_number, eq, field, num
from .runtime_tables import Table, passed_facts
from .runtime_values import Trace, Value, carry, tracer

__all__ = ["Fraction", "Ratio", "Record", "Value", "Outcome", "Effect", "ReadOnlyDict", "Table", "Trace", "Override", "Sequence",
           "Step", "Example", "RulesError", "RulesInputError", "MissingFact", "UnknownFact", "WrongType", "ForeignAnswer",
           "NotAnEnumValue", "RollOutOfRange", "UnprintedColumn", "UnknownRow", "UnknownScenario", "UnknownOption",
           "UnknownStep", "UnknownKey", "UnknownField", "MissingField", "OffTable", "NotInSource", "ConflictError", "NotInPlay", "Inputs", "rule", "odds", "percent",
           "ForbiddenLookup", "FieldNotGiven", "UndefinedResult", "FactOutOfRange"]

for _public in (Ratio, Record, Value, Outcome, Effect, ReadOnlyDict, Table, Trace, Override, MissingFact, OffTable, NotInSource,
                ConflictError, NotInPlay, FieldNotGiven, ForeignAnswer):
    _public.__module__ = __name__   # (defined in the runtime_ modules: imported from here)
del _public


def rule(kind: str, clause, reads: dict, spelled: tuple = (), about: dict | None = None):
    """Mark a generated public function for introspection: `.kind` (formula, modifier, combine,
    permission, table), `.clause`, and `.reads`, the facts it (and everything it uses) reads,
    with their declared types. `spelled`: its parameters as the rulebook names them, where Python
    names one otherwise (`lambda` is `lambda_`): refusals say the rulebook's name. `about`: what
    the rule is, as book.json says it (a permission's `who`, `modal` and `action`, a modifier's
    `effect` and `on`, a combination's `mode` and `members`), set as attributes of the same names."""
    shared = _SHARED_READS.get(id(reads))
    if shared is None or shared[0] is not reads:   # (one dict read by many functions: one copy for all)
        shared = _SHARED_READS[id(reads)] = (reads, ReadOnlyDict(reads))

    def mark(fn):
        fn.kind, fn.clause, fn.reads = kind, clause, shared[1]   # (every reader shares it)
        if spelled:
            fn.spelled = spelled
        for name, value in (about or {}).items():
            setattr(fn, name, value)
        return fn
    return mark


def _parameters(public, count: int | None = None) -> tuple:
    """The first `count` (else all) parameters `public` takes by position, as the rulebook names them."""
    code = getattr(public, "__code__", None) or public.__wrapped__.__code__   # (the C front wraps it)
    names = getattr(public, "spelled", None) or code.co_varnames[:code.co_argcount]
    return tuple(names[:count] if count is not None else names)


_SHARED_READS: dict = {}   # id of a generated module's reads dict → (the dict, its read-only copy)


# ---------------------------------------------------------------- answers given again
# Each public function of a generated package gives an answer it gave before for the same inputs
# (the same values of the same classes, so True is not 1) without checking or computing it anew:
# those inputs passed the strict checks once, and the rules are functions of their inputs. Only
# inputs of `_KEPT_CLASSES` are kept: immutable, and equal only to values that behave the same —
# not a `Value` (its trace is not part of its equality), not a `Ratio` (mutable), not a tuple or
# a record (they may hold mutable things), nor anything an engine defines. Answers are read-only.
#
# The facts a function reads are keyword parameters of its own (`crt(..., attacker=ABSENT)`), so
# the generated function looks its kept answer up in a plain dict, by a key it writes out itself
# (`compiler.to_python.kept_key`): the values of its own inputs (a roll, a column), the facts it
# reads, each as itself when of a kept class (ABSENT, a bool, exactly an int or a str: the facts
# not given cost one comparison each) or else in a 1-tuple, then its own inputs' classes. Any other
# fact given (in `**facts`) is answered by `answer`, checked and computed, and not kept.
class _Absent:
    """A fact not given to a public function (its keyword left at its default)."""

    __slots__ = ()

    def __repr__(self):
        return "ABSENT"


ABSENT = _LOADED.get("ABSENT") or _Absent()
_Absent = ABSENT.__class__   # (the class of the ABSENT kept by a reload: it is a kept class, below)
_KEPT_CLASSES = frozenset({int, str, bool, type(None), Fraction, _Absent})
# ... known by identity: a class is one of them only when it is (a metaclass's own `==` and hash,
# saying a class is `int`, would have kept the answer of `Evil(60)` for a later call with 30)
_KEPT_CLASS_IDS = frozenset(map(id, _KEPT_CLASSES))
MEMO_SIZE = 4096   # answers kept per function; past it, all are forgotten and kept anew
_KEPT_TEXT = 256   # a refusal is kept only when each text among its inputs is at most this long


def kept(public, inner: list = ()) -> dict:
    """The answers `public` keeps, by its inputs (`compiler.to_python.kept_key`);
    `public.forget()` drops them, and the answers every rule of its module keeps for the rules
    that use it (`inner`: a list of `inner_answers` dicts, filled as the module is run)."""
    answers = _Kept()

    def forget() -> None:
        """Forget the answers this function kept, and those its module's rules keep for each other."""
        answers.clear()
        answers.refused.clear()
        for kept_inner in inner:
            kept_inner.clear()
    public.forget = forget
    return answers


class _Kept(dict):
    """A public function's kept answers (a dict, as the C front and the generated code read it), and
    its refusals kept alike (`refused`: key → the error, raised again as a copy): an input refused
    once is refused at once the next time. Khalkin-Gol's `gcrt_column` raises NotInSource for three
    inputs of four, which an engine catches to read its own copy of the map's table, and each such
    call cost a whole first call."""
    __slots__ = ("refused",)

    def __init__(self):
        super().__init__()
        self.refused: dict = {}


# The kept-answer lookup above, made in C when the package's extension is built (`dsl/_kept_call.c`,
# compiled by `pip install`; optional): a public function with a dozen keyword facts spends most of
# a kept answer's time binding its arguments and writing its key out, which the C front does in a
# fraction. It answers by a short key of its own (which parameters were given, and their values)
# only what the Python function kept, forgets when the function's dict is emptied (`forget()`), and
# passes every other call on to the Python function unchanged, so the answers are the same with it
# and without it.
try:
    from ._kept_call import KeptCall as _KeptCall
except ImportError:   # (no C compiler where the package was installed: the Python function alone)
    _KeptCall = None
_VALUE, _CLASS, _FACT = 0, 1, 2                   # (the items of its key, and…
_FACT_CLASSES = {"int": 1, "str": 2, "bool": 4}   # …a fact's flags, as `_kept_call.c` names them)
_REQUIRED = object()


def fast(public, answers: dict, own: tuple, facts: tuple):
    """`public` behind the C front that looks its kept answers up (above), or `public` itself when
    the extension is not built. `own` names its own inputs and `facts` gives the facts it reads as
    (name, classes kept as themselves), in the order `compiler.to_python.kept_key` writes its key."""
    code = public.__code__
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    if _KeptCall is None or code.co_flags & 0x04 or len(names) > 64:   # (CO_VARARGS: none is generated)
        bound = functools.update_wrapper(_binding_refused(public), public)
        bound.given = _given(bound)
        return bound
    positional = public.__defaults__ or ()
    defaults = [_REQUIRED] * (code.co_argcount - len(positional)) + list(positional)
    defaults += [(public.__kwdefaults__ or {}).get(n, _REQUIRED) for n in names[code.co_argcount:]]
    at = {name: i for i, name in enumerate(names)}
    spec = [(_VALUE, at[name], 0) for name in own]
    spec += [(_FACT, at[name], sum(_FACT_CLASSES[c] for c in classes.split())) for name, classes in facts]
    spec += [(_CLASS, at[name], 0) for name in own]
    front = _KeptCall(_binding_refused(public), answers, names, tuple(defaults), _REQUIRED, ABSENT, code.co_argcount,
                      code.co_posonlyargcount, tuple(spec))
    return functools.update_wrapper(front, public)   # (its forget() is the function's: it empties the dict)


def _binding_refused(public):
    """`public`, with what Python's own binding of its arguments refuses (an input given by position
    and by name, more values by position than it takes, a parameter missing) raised as `WrongType`
    naming the function and its clause, as the JSON engines refuse it, not as a bare `TypeError`."""
    def bound(*args, **kw):
        try:
            return public(*args, **kw)
        except TypeError as err:   # (binding failed here, in this frame, before the function ran)
            if err.__class__ is TypeError and err.__traceback__.tb_next is None:
                raise _misbound(public, err, len(args), kw) from None
            raise
    return bound


def _misbound(public, err: TypeError, count: int, named: dict) -> WrongType:
    """WrongType for a call of `public` Python could not bind (`err`), `count` values by position and
    `named` by name."""
    name, code = public.__name__, public.__code__
    where = _where(getattr(public, "clause", None))
    python = code.co_varnames[:code.co_argcount]
    own = _parameters(public)
    spelled = dict(zip(python, own))   # (`lambda_` → `lambda`: Python's name → the rulebook's)
    takes = f"{', '.join(own)} by position" if own else "no value by position"
    text = str(err)
    for py, rules in spelled.items():   # ("missing 1 required positional argument: 'lambda_'")
        if py != rules:
            text = text.replace(f"'{py}'", f"'{rules}'")
    cut = text.find("() ")   # ("crt() got …"; a nested function's qualified name)
    said = text[cut + 3:] if cut >= 0 and " " not in text[:cut] else text
    if said.startswith("got multiple values for argument '"):
        twice = said.split("'")[1]
        return WrongType(f"{name}(){where} got {twice} twice, by position and by name: give it once")
    if said.startswith("takes ") and " positional argument" in said and said.endswith(" given"):
        return WrongType(f"{name}(){where} takes {takes}; got {count} value{'s' * (count != 1)} by "
                         f"position: give the facts by name")
    missing = said.partition(": ")[2] if said.startswith("missing ") and "required positional argument" in said \
        else None
    by_name = [rules for py, rules in spelled.items() if py in named]
    if missing and by_name:   # (a formula's parameters are given by position only: by name, they are facts)
        return WrongType(f"{name}(){where} takes {takes} only; got {', '.join(by_name)} by name: "
                         f"call {name}({', '.join(own)}, …)")
    if missing:
        return WrongType(f"{name}(){where} takes {takes}; {missing} not given")
    return WrongType(f"{name}(){where}: {said}; it takes {takes}")


def _given(public):
    """`public.given(facts)`, where the C front is not built: `public(**facts)` (the front's own
    `given` binds the dict's items without Python unpacking it first; the answers are the same)."""
    def given(facts):
        """given(facts): the answer of fn(**facts), for an engine that holds its facts in a dict."""
        if not hasattr(facts, "keys"):
            raise TypeError(f"given() argument must be a mapping of fact names to values, not {type(facts).__name__}")
        return public(**facts)
    return given


# What a rule used by other rules keeps (`inner`): a combination of modifiers is most of a whole
# combat's work, and an engine resolving many combats asks it again with the same facts while the
# strengths change. Its key is the value and the facts exactly as given, with their classes, so it
# relies on nothing the rule's reads declare; facts of other classes (a Fraction, a list, a
# record), or a value that is not a whole number, are worked out every time, and nothing is kept
# while `rules explain` watches the exceptions a rule's conditions let fire.
_PLAIN_FACT_CLASSES = frozenset({bool, int, str, type(None)})


def inner_answers(registry: list) -> dict:
    """A new dict of kept inner answers, in `registry` (which every public `forget()` clears)."""
    answers: dict = {}
    registry.append(answers)
    return answers


def inner(compute, answers: dict, value, facts: dict):
    """`compute(value, facts)`, kept in `answers` by `value` and `facts` (see above)."""
    if (value is None or value.__class__ is int) and _WATCHED.get() is None:
        classes = tuple(map(type, facts.values()))
        if _PLAIN_FACT_CLASSES.issuperset(classes):
            key = (value, tuple(facts.items()), classes)
            hit = answers.get(key)
            if hit is None:
                if len(answers) >= MEMO_SIZE:
                    answers.clear()
                hit = answers[key] = compute(value, facts)
            return hit
    return compute(value, facts)


def answer(checked, answers: dict, args: tuple, named: dict, facts: dict, key: tuple | None = None,
           classes: int = 0):
    """A public function's answer when it is not kept yet: `checked(*args, given facts)` checks and
    computes it. `key` is the key the function looked it up by, its last `classes` items the
    classes of its own inputs (None when another fact was given or an input cannot be a key): the
    answer is kept under it when every input is of a kept class — no fact in a 1-tuple, every class
    one of `_KEPT_CLASSES` — and so is a refusal (a `RulesError`), in `answers.refused`."""
    if key is not None and tuple not in map(type, key[:len(key) - classes]) \
            and _KEPT_CLASS_IDS.issuperset(map(id, key[len(key) - classes:])):
        refused = getattr(answers, "refused", None)
        if refused is None:   # (the dict of a package loaded before the runtime was reloaded: answers only)
            return _answer(checked, answers, args, named, facts, key)
        err = refused.get(key)
        if err is not None:   # (a copy: an error raised again collects the frames of every raise)
            raise copy(err) from None
        try:
            return _answer(checked, answers, args, named, facts, key)
        except RulesError as err:
            # (kept only for inputs of a plain size: a refused enum value of a megabyte was kept,
            # and 4,096 of them held gigabytes; a right one is short)
            if all(type(x) is not str or len(x) <= _KEPT_TEXT for x in key):
                if len(refused) >= MEMO_SIZE:
                    refused.clear()
                refused[key] = copy(err).with_traceback(None)
            raise
    return _answer(checked, answers, args, named, facts, None)


def _answer(checked, answers: dict, args: tuple, named: dict, facts: dict, key: tuple | None):
    """`answer`'s work: the answer checked and computed, kept under `key` (None: not kept)."""
    given = {k: v for k, v in named.items() if v is not ABSENT}
    if facts:
        given.update(facts)
    try:
        result = checked(*args, given)   # (it may unwrap Values in `given`, not in the key)
    except UndefinedResult as err:
        if err.function:
            raise
        raise _located(err, checked) from None
    except MissingFact as err:
        raise _missing(err, checked) from None
    except UnknownFact as err:
        if getattr(err, "fact", None) in _own(checked, len(args)):   # f(30, 10, attack=3)
            raise _by_position(err.fact, checked, len(args)) from None
        raise
    except RulesInputError as err:
        if getattr(err, "read_on", False):   # inputs a check let through made a table read a roll of 7/2
            raise _located(err, checked) from None
        if getattr(err, "too_long", False):   # named by the function's own input, when it is one of them
            _refuse_huge_given(checked, args, given)
            # else no input is too long: the rules made the number on the way (odds of two 100-digit
            # strengths), and the check that refused it named an input the engine never gave
            raise _located(UndefinedResult(f"these inputs make a number of about {err.digits} digits on the way "
                                           f"(more than the 100 digits the rules read)"), checked) from None
        raise
    except OffTable as err:   # a table the rules read with these inputs: named with the function called
        raise _named_by_caller(err, checked, "with these inputs the rules read off a table: ") from None
    except NotInSource as err:   # likewise
        raise _named_by_caller(err, checked) from None
    except ValueError:   # Python cannot write an int of 4,300 digits: a number far too long was given
        _refuse_huge_given(checked, args, given)
        raise
    if key is not None:
        if len(answers) >= MEMO_SIZE:
            answers.clear()
        answers[key] = result
    return result


def _own(checked, count: int) -> tuple:
    """The first `count` parameters of the public function whose `_checked_<name>` is `checked`, as
    the rulebook names them (`rule`'s `spelled`; else as `_checked_<name>` takes them)."""
    public = checked.__globals__.get(checked.__name__.removeprefix("_checked_"))
    spelled = getattr(public, "spelled", None)
    return tuple(spelled[:count]) if spelled else checked.__code__.co_varnames[:count]


def _refuse_huge_given(checked, args: tuple, given: dict) -> None:
    """WrongType for a number of more than 100 digits among what the engine gave the function that
    `checked` checks: its own input with the function's clause, a fact as "the fact 'x'" with the
    fact's (the refusal named no clause: the engine probe)."""
    name, clause = _called(checked)
    refuse_huge(dict(zip(_own(checked, len(args)), args)), name, clause)
    types = getattr(checked.__globals__.get("_INPUTS"), "types", {})
    for fact, v in given.items():
        refuse_huge({f"the fact {fact!r}": v}, name, types.get(fact, (None, None))[1])


def _called(checked) -> tuple[str, str | None]:
    """The public function an engine called (`checked` is its `_checked_<name>`) and its clause."""
    name = checked.__name__.removeprefix("_checked_")
    return name, getattr(checked.__globals__.get(name), "clause", None)


def _located(err: RulesInputError, checked) -> RulesInputError:
    """`err` (an UndefinedResult, or a WrongType a table read raised) with the public function an
    engine called, and its clause, in front of what it says."""
    name, clause = _called(checked)
    where = _where(clause)
    if isinstance(err, UndefinedResult):
        return UndefinedResult(f"{name}(){where}: {err}; these inputs have no answer under the rules: check the numbers "
                               f"given", name, clause)
    return WrongType(f"{name}(){where}: {err.read_on}: check the numbers given")


def _named_by_caller(err: RulesError, checked, said: str = "") -> RulesError:
    """`err` (an OffTable, a NotInSource) with the public function an engine called, and its
    clause, in front of what it says (`random_event(0, turn=4)` said only "random_events [32.1]: no
    row for 0", `japan_command_points()` only "scenario plan_b gives no CP…"); as it is when the
    function is the table's own (its message names the table)."""
    name, clause = _called(checked)
    if str(err).startswith((f"{name} ", f"{name}:", f"table {name} ")):
        return err
    return type(err)(f"{name}(){_where(clause)}: {said}{err}")


def _missing(err: MissingFact, checked) -> MissingFact:
    """`err` with the public function an engine called, its clause, the fact's own clause and the
    values it takes (as `crt()` [13.0]: the fact 'attacker' [3.0] is needed but was not given:
    give attacker=…, a side, one of IJA, KMT); as it is when it says more of its own (`said`)."""
    return _missing_in(err, *_called(checked), checked.__globals__.get("_INPUTS"))


def _missing_in(err: MissingFact, function: str, clause, inputs) -> MissingFact:
    """`err` said as the refusal of `function` (of `clause`), the fact described by the book's
    `inputs` (`_missing`; a sequence's `steps()` and `who()` too)."""
    if err.said or err.function is not None or not err.args:
        return err
    err.function, err.clause = function, clause
    spec = inputs.types.get(err.args[0]) if isinstance(inputs, Inputs) else None
    if spec is not None:
        err.wanted, err.fact_clause = inputs.described(spec[0]), spec[1]
    return err


def _by_position(name: str, checked, count: int) -> UnknownFact:
    """UnknownFact for a parameter of the function given by name too (its parameters are given by
    position only): it is no fact, and the nearest fact's name would mislead."""
    fn, clause = _called(checked)
    params = ", ".join(_own(checked, count))
    return UnknownFact(f"{fn}(){_where(clause)} got {name!r} by name, which is its own parameter, given by position "
                       f"only ({fn}({params}, /, **facts)): give it once, in its place")


def joined(answer, carried: tuple, book: str | None = None):
    """`answer` with the carried clauses after its own (the answer's rule first, then its inputs'),
    marked as an answer of `book` (`.book`: given back to another book's function, it is refused)."""
    if carried:
        trace = tuple(dict.fromkeys(answer.trace + carried))
    elif answer.book is book:   # (an Outcome of the book's own table, unchanged: shared as it is)
        return answer
    else:
        trace = answer.trace
    if answer.__class__ is Value:
        return Value._stamped(answer.value, trace, book, answer.inferred)
    return Outcome(answer.text, answer.effects, answer.marks, answer.row, answer.column, answer.drm, trace,
                   answer.rewritten_text, book, answer.inferred)


# ---------------------------------------------------------------- sequence, examples
class Step:
    __slots__ = ("kind", "id", "title", "clause", "who", "repeat", "condition", "children", "inferred", "notes")

    def __init__(self, kind, id, title, clause=None, who=(), repeat="", condition=None, children=(), inferred="",
                 notes=()):
        # `inferred`: the book's reading where the source is silent (its place, its condition), as read, or "";
        # `notes`: the notes the book writes on the step, as read
        for name, value in (("kind", kind), ("id", id), ("title", title), ("clause", clause), ("who", tuple(who)),
                            ("repeat", repeat), ("condition", condition), ("children", tuple(children)),
                            ("inferred", inferred), ("notes", tuple(notes))):
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError("steps are read-only: they are the sequence's own, which every steps() and who() reads")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce__(self):   # (a copy is a new Step: no step of the sequence, see Sequence.who)
        return Step, tuple(getattr(self, name) for name in Step.__slots__)   # (the slots in __init__'s order)

    def __repr__(self):
        return f"<Step {self.kind} {self.id}>"


_id = id   # (`Sequence.__init__` has a parameter `id`)


class Sequence(Sealed):
    """A sequence of play. `steps(**facts)` lists (path, step) that apply, in order; `who(step,
    **facts)` who acts in one of them."""

    _read_only = "sequences are read-only: every steps() and who() reads the sequence itself"

    def __init__(self, id, title, clause, steps, skips=(), sides=(), actors=(), inputs=None, fact=fact):
        self.id, self.title, self.clause, self.children, self.skips = id, title, clause, tuple(steps), tuple(skips)
        self._inputs = inputs  # the module's `Inputs`, which checks the facts `steps()` and `who()` are given
        # (private: its dicts are the checks themselves; public, an engine could widen them: engine probe)
        self._fact = fact      # the module's `_fact`: a side fact `who` names that is not given has its default
        self.sides = tuple(sides)
        self.actors = frozenset(self.sides) | frozenset(actors)   # named as written: sides, unit kinds
        self._parent = {}   # id(step) → the step it is nested in (None at the top)
        self._known = {}    # id(step) → the step: its own steps only, never a copy of one
        self._paths = {}    # path, as `steps()` lists it → the step

        def link(steps, parent, prefix):
            for s in steps:
                self._parent[_id(s)], self._known[_id(s)] = parent, s
                path = f"{prefix}.{s.id}"   # (ids are unique among siblings: so are paths)
                self._paths[path] = s
                link(s.children, s, path)
        link(self.children, None, self.id)
        self._sealed = True   # read-only from here (`Sealed`): every steps() and who() reads it

    def who(self, /, *step, **facts) -> tuple:   # (`who(step, /, **facts)`: a fact may be named `self` or `step`)
        """Who acts in a step: its own `who` or, when it has none, that of the nearest step it is
        nested in that has one: sides and unit kinds as written (`who japanese, armor`); names of
        side facts (`who active_player`) are replaced by their value in `facts`. The step is one of
        this sequence's: a `Step`, its path (`'turn.move.b'`) or the `(path, Step)` pair that
        `steps()` lists; UnknownStep for any other step or path, WrongType for anything else (and
        for no step, or more than one, by position). It does not ask whether the step is played
        with these facts: `steps()` does."""
        if len(step) != 1:   # (Python's own binding raised a bare TypeError: the engine probe, stop 58)
            raise WrongType(f"SEQUENCES[{self.id!r}].who(){_where(self.clause)} takes the step by position, then "
                            f"the facts by name; got {len(step)} values by position")
        step = self._step(step[0])
        facts = self._check(facts, "who")
        while step is not None and not step.who:
            step = self._parent[id(step)]
        try:
            return tuple(w if w in self.actors else self._fact(facts, w) for w in step.who) if step is not None else ()
        except MissingFact as err:   # (named with the sequence, as a rule's function names itself: `_missing`)
            raise _missing_in(err, f"SEQUENCES[{self.id!r}].who", self.clause, self._inputs) from None

    def _step(self, given) -> Step:
        """The step of this sequence that `who(given)` names (see `who`)."""
        fn = f"SEQUENCES[{self.id!r}].who(){_where(self.clause)}"
        how = "give a Step that steps() lists, its path, or the (path, Step) pair"
        # (classes read by type(): an engine's proxy that cannot say its class is WrongType below, not its error)
        if type(given) is tuple and len(given) == 2 and issubclass(type(given[0]), str) and type(given[1]) is Step:
            path, step = given
            if self._paths.get(str.__str__(path)) is step:
                return step
            raise UnknownStep(f"{fn}: the pair {shown(given)} is no (path, Step) of this sequence (the step at "
                              f"{shown(path)} is another, or none); {how}")
        if issubclass(type(given), str):
            step = self._paths.get(str.__str__(given))
            if step is None:
                raise UnknownStep(f"{fn}: this sequence has no step {shown(given)}"
                                  f"{_suggest(given, self._paths)}; a path is the step ids joined by dots from "
                                  f"the sequence, as steps() lists them ({next(iter(self._paths), self.id)!r}, …)")
            return step
        if type(given) is Step:
            if self._known.get(id(given)) is not given:
                raise UnknownStep(f"{fn}: {shown(given)} is not a step of this sequence (a copy of one, or a "
                                  f"step of another sequence); {how}")
            return given
        raise WrongType(f"{fn}: the step must be a Step of this sequence, its path (text) or the (path, Step) "
                        f"pair that steps() lists; got {type(given).__name__} {shown(given)}")

    def _check(self, facts: dict, method: str) -> dict:
        """The facts as the rules' functions check theirs: known, of their type (WrongType,
        UnknownFact, NotAnEnumValue, UnknownScenario, UnknownOption), not read as they come; given
        back as the rules read them (odds given as text are odds)."""
        if facts:
            facts = dict(facts)
            # an answer given back counts as its value, as a rule function takes it (one of another book: refused)
            carry(facts, (), self._inputs, f"SEQUENCES[{self.id!r}].{method}", self.clause)
            if self._inputs is not None:
                self._inputs.facts(facts, f"SEQUENCES[{self.id!r}].{method}", (), self.clause)
        return facts

    def steps(self, /, *given, **facts):
        if given:   # (a dict of facts given by position: Python's bare TypeError before, the engine probe, stop 58)
            raise WrongType(f"SEQUENCES[{self.id!r}].steps(){_where(self.clause)} takes the facts by name only; got "
                            f"{len(given)} value{'s' if len(given) > 1 else ''} by position: "
                            + ("give a dict of facts as steps(**facts)" if hasattr(given[0], "keys") else
                               "give the facts by name"))
        facts = self._check(facts, "steps")
        try:
            return self._steps(facts)
        except MissingFact as err:   # (named with the sequence, as a rule's function names itself: `_missing`)
            raise _missing_in(err, f"SEQUENCES[{self.id!r}].steps", self.clause, self._inputs) from None

    def _steps(self, facts: dict) -> list:
        skipped = {path for scenario, path, cond in self.skips
                   if facts.get("scenario") == scenario and (cond is None or cond(facts))}
        out = []

        def walk(steps, prefix):
            for s in steps:
                path = prefix + (s.id,)
                if path in skipped or (s.condition is not None and not s.condition(facts)):
                    continue
                out.append((".".join(path), s))
                walk(s.children, path)
        walk(self.children, (self.id,))
        return out


class Example:
    """A rulebook example compiled to code: `run()` gives one bool per check, `got()` what the
    left side of each comparison gave (None for a check that is not one). `body` is the example's
    generated function, which gives both: (left sides, verdicts)."""

    __slots__ = ("index", "clause", "title", "line", "body")

    def __new__(cls, index, clause, title, line, body):   # (made in __new__: calling __init__ again changes nothing)
        self = object.__new__(cls)
        for name, value in (("index", index), ("clause", clause), ("title", title), ("line", line), ("body", body)):
            object.__setattr__(self, name, value)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("examples are read-only: they are the book's, as the conformance kit reads them")

    def __delattr__(self, name):
        self.__setattr__(name, None)

    def __reduce__(self):
        return Example, (self.index, self.clause, self.title, self.line, self.body)

    def run(self) -> tuple:
        return tuple(bool(x) for x in self.body()[1])

    def got(self) -> tuple:
        return self.body()[0]

    def __repr__(self):
        return f"<Example {self.index} [{self.clause}] {self.title!r}>"


def from_json(text: str):
    """A large table's data, written by the compiler as one JSON text (`to_python.packed`): its
    arrays as tuples, `{"/": [n, d]}` as Fraction(n, d). Python's compiler holds a syntax tree of
    every element of a literal it compiles (a table of 32,000 cells, 2 MB of tuples, took 250 MB to
    compile); a string is one token."""
    import json

    def read(v):
        if v.__class__ is list:
            return tuple(read(x) for x in v)
        if v.__class__ is dict:
            return Fraction(*v["/"])
        return v
    return read(json.loads(text))


def records_from_json(text: str) -> dict:
    """A large registry of records (`CLAUSES` of a book of thousands of clauses), written by the
    compiler as one JSON text (`to_python.packed_records`): `[field names, [[key, value, …], …]]`,
    read as `from_json` reads a table's data. Compiled as literals, 10,000 clauses took 210 MB."""
    names, rows = from_json(text)
    return {row[0]: Record(**dict(zip(names, row[1:]))) for row in rows}


def load_parts(namespace: dict, parts: tuple) -> None:
    """Run the rest of a long generated module, written beside its `__init__.py` in parts
    (`compiler.to_python.package_files`), in order and in the module's own namespace, each compiled
    alone: Python's compiler holds the syntax tree of all it compiles at once (about 80 bytes of
    memory a byte of source), so 12 MB of generated Python compiled as one file took 1 GB, and in
    parts of about 1 MB it takes the tree of one part. Each part is found beside the `__init__.py`
    that runs (in the package's `__path__`, else its `__file__`'s folder: never another package of
    that name on `sys.path`, whose parts would answer for this one) and read as a module of the
    package would be (`PathFinder`: from a folder, its code cached in `__pycache__` with the same
    checks, `PYTHONDONTWRITEBYTECODE` and `-B` honoured; or from a zip archive, where a path beside
    `__file__` is no file), and a traceback names its file and line."""
    import os
    from importlib.machinery import PathFinder
    package = namespace["__name__"]
    where = namespace.get("__path__") or ([os.path.dirname(namespace["__file__"])] if namespace.get("__file__") else [])
    for part in parts:
        name = f"{package}.{part}"
        spec = PathFinder.find_spec(name, list(where)) if where else None
        if spec is None or spec.loader is None or not hasattr(spec.loader, "get_code"):
            raise ImportError(f"{package} is written in parts, and its part {part}.py is missing beside its "
                              f"__init__.py: keep the package's files together (rebuild it with `rules build`)",
                              name=name)
        exec(spec.loader.get_code(name), namespace)


Step, Sequence, Example = (_LOADED.get(c.__name__, c) for c in (Step, Sequence, Example))   # (see `_LOADED`)
