"""The strict inputs of generated rule packages: what an engine may pass, and the errors it gets.
Fed by: nothing; `runtime` re-exports it, and each generated package builds one `Inputs` from its
FACTS, ENUMS, SCENARIOS and optional rules.

Every public function of a generated package checks what it is given before it answers: a
keyword that is no fact of the book, a value of the wrong type, an enum value outside its enum, a
roll outside the dice, a column label the table does not print, an unknown scenario or optional
rule. Each raises a subclass of `RulesInputError` whose message names the input, the clause that
declares it and the fix. Rules call each other unchecked, so a check costs once per engine call.
"""
from __future__ import annotations

import difflib
import reprlib
from fractions import Fraction

__all__ = ["plain", "RulesInputError", "UnknownFact", "WrongType", "ForeignAnswer", "NotAnEnumValue", "RollOutOfRange", "UnprintedColumn",
           "UnknownRow", "UnknownScenario", "UnknownOption", "UnknownStep", "ForbiddenLookup", "UnknownField",
           "MissingField", "UndefinedResult", "Inputs", "shown"]


# The inputs a table's lookup takes by name besides the facts (`crt(roll: 9, column: "3:1")`): the
# runtime's tables read them, the checker types them, and the language server tells them from facts.
TABLE_INPUTS = ("roll", "column", "shift", "row", "odds", "percent", "differential", "value", "key", "group")
# Of those, the ones each of a table's methods reads (`crt.column(…)`: the column and its shifts; a
# lookup reads them all): the checker refuses the others, and the language server offers these.
METHOD_READS = {"cell": frozenset({"row", "column", "group"}),
                "column": frozenset({"column", "shift", "odds", "percent", "differential", "value"})}
METHOD_READS["drm"] = METHOD_READS["column"]


class RulesError(Exception):
    """Base of the errors the generated rules raise on purpose."""


class RulesInputError(RulesError, ValueError):
    """An engine called a rule with input the rules do not accept; the message says which and how to fix it."""


class UnknownFact(RulesInputError, TypeError):
    """A keyword that is not a fact of the book (nor an argument of the function)."""


class WrongType(RulesInputError, TypeError):
    """A value of the wrong type: a flag must be True or False, a roll or a count an int, …"""


class ForeignAnswer(WrongType):
    """An answer (`Value`) of another book's rules given back as a fact or an argument: its trace
    cites that book's clauses, which would join this book's answer; give its `.value`."""


class NotAnEnumValue(RulesInputError):
    """A value outside its enum (or not one of the book's sides)."""


class RollOutOfRange(RulesInputError, LookupError):
    """A die roll the table's dice cannot give, on a side the table has no edge rule for; a roll
    given to a formula's `roll of` parameter that its dice cannot give."""


class UnprintedColumn(RulesInputError, LookupError):
    """A column label (text) that the table does not print; computed values are placed instead."""


class UnknownRow(RulesInputError, LookupError):
    """A row label that the table does not print."""


class ForbiddenLookup(RulesInputError, LookupError):
    """A lookup beyond a table edge that the rules forbid (`off left: forbid "Odds below 1-1 are not
    allowed [6.3]"`): the attack may not be made. `.table`, `.clause` (the clause the rule cites, else
    the table's) and `.rule` (the rulebook's message) say which."""

    def __init__(self, message: str, table: str = "", clause: str | None = None, rule: str = ""):
        super().__init__(message)
        self.table, self.clause, self.rule = table, clause, rule


class FactOutOfRange(RulesInputError):
    """A number given for a fact above the most the rules allow (`fact x: count at most 2`), or a
    turn (the book's turn fact, `turn gt` in its header) given with a scenario that does not play it.
    `.fact` names the fact."""


class UnknownScenario(RulesInputError):
    """A `scenario` fact that names no scenario of the book."""


class UnknownOption(RulesInputError):
    """An `options` entry that names no optional rule of the book."""


class UnknownStep(RulesInputError, LookupError):
    """A step given to `SEQUENCES[name].who()` that is not one of that sequence's: a path it does not
    list, or a `Step` of another sequence (or a copy of one)."""


class UnknownField(RulesInputError, TypeError):
    """An item of a list fact (a unit) with a key its record does not declare."""


class MissingField(RulesInputError, TypeError):
    """An item of a list fact without a value its record declares with no default."""


class UndefinedResult(RulesInputError, ArithmeticError):
    """Inputs for which a rule has no answer: a division by zero, odds or a percentage against a
    defence of 0, odds of 0 attacking. The message names the function called and the rule's clause
    (`.function`, `.clause`)."""

    def __init__(self, message: str, function: str = "", clause: str | None = None):
        super().__init__(message)
        self.function, self.clause = function, clause


def _digits(text: str) -> bool:
    """Digits 0-9 only (`str.isdigit` also takes '３' or '²', which no rulebook or engine means), at
    most 100 of them, the language's own limit (Python refuses to read an int of 4,300)."""
    return text.isdigit() and text.isascii() and len(text) <= 100


def _number_text(text: str, kind: str) -> int | None:
    """A whole number written as text, as column labels print them (`4`, `+4`, `+ 10`, `-2`, and on a
    table of percentages `250%`); None for anything else (`abc`, `1/2`, `""`, `9%` for a differential)."""
    s = text.strip()
    if kind == "percent":
        s = s.removesuffix("%").strip()
    sign = -1 if s.startswith("-") else 1
    s = s[1:].strip() if s.startswith(("-", "+")) else s
    return sign * int(s) if _digits(s) else None


def _odds(text: str, what: str, clause, fn: str):
    """Odds given as text (`'7:2'`) as the `Ratio` they make (`Ratio(3, 1)`, rounded as odds are);
    odds with a side of 0 place no column, as `Ratio(3, 0)` does not (UndefinedResult)."""
    attack, defense = (int(p) for p in text.split(":"))
    if not attack or not defense:
        raise UndefinedResult(f"{fn}(): {what}{_where(clause)} is odds {attack}:{defense}, which place no column: "
                              f"both sides of odds are at least 1", fn, clause)
    return Inputs.odds_of(attack, defense)


class _Shown(reprlib.Repr):
    def repr_instance(self, x, level):   # (reprlib's own shows a repr that raises with an address)
        text = repr(x)
        return text if len(text) <= self.maxother else text[:self.maxother - 3] + "..."


_REPR = _Shown()   # (Python 3.11's takes no keywords)
_REPR.maxlevel, _REPR.maxlist, _REPR.maxtuple, _REPR.maxdict, _REPR.maxset = 3, 6, 6, 4, 6
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = 80


def shown(v) -> str:
    """An engine's value as a message shows it: its repr, cut short (three levels of a nested list,
    at most 80 characters). Never an error of its own: a value whose repr raises, or recurses
    without end (a list nested 100,000 deep), is shown by its class."""
    try:
        text = _REPR.repr(v)
    except Exception:   # (RecursionError too: a message must not fail where the input check did not)
        return f"<{type(v).__name__} object>"
    return text if len(text) <= 80 else text[:77] + "..."


def _suggest(word: str, choices) -> str:
    cls = type(word)   # (not `isinstance`, which a proxy's `__class__` fools)
    if cls is bool or not issubclass(cls, (str, int)):   # (an engine's own object: no name is near it)
        return ""
    word = str.__str__(word) if issubclass(cls, str) else int.__repr__(word)   # (a subclass's own str() may raise)
    names = [str(c) for c in choices]
    if not names or len(word) > 3 * max(map(len, names)):   # (no name can be 0.6 alike: difflib indexed a
        return ""                                             # 16-million-letter word for 4 s and 680 MB)
    close = difflib.get_close_matches(word, names, n=1, cutoff=0.6)
    if not close:   # the same letters in another case ('ija' for IJA), which difflib counts as other letters
        close = [c for c in names if c.casefold() == word.casefold()]
    return f" (did you mean {close[0]}?{_unseen(word, close[0])})" if close else ""


def _unseen(word: str, name: str) -> str:
    """What tells `word` from the `name` it looks like, when a reader cannot see it: a space at an end
    ('IJA '), or letters of another script or code (the Cyrillic о of 'wоods'): the engine probe read
    "got 'wоods' (did you mean woods?)", two words that look alike."""
    if word != name and word.strip() == name:
        return " the text given has a space at an end"
    if len(word) != len(name):
        return ""
    odd = [(c, n) for c, n in zip(word, name) if c != n]
    if not odd or not all(ord(c) > 127 and c.casefold() != n.casefold() for c, n in odd):
        return ""
    from unicodedata import name as named   # (on a refusal only: the runtime imports little)
    said = ", ".join(f"{c!r} is U+{ord(c):04X} {named(c, 'a character')}, not {n!r}" for c, n in odd[:2])
    return f" its {said}"


def _where(clause) -> str:
    return f" [{clause}]" if clause else ""


def plain(v):
    """An engine's subclass of `str`, `int` or `Fraction` (a `str` enum, an `IntEnum`, a class of its
    own) as the plain value the rules read: its own `==`, `hash` or `<` is never called, so it can
    neither raise inside a rule nor make a comparison come out otherwise than its value's. Anything
    else is given back as it is (the checks refuse what the rules cannot read)."""
    cls = type(v)   # (not `v.__class__`, which a proxy or a mock sets to the class it stands for)
    if cls is str or cls is int or cls is bool or cls is Fraction or v is None:
        return v
    if issubclass(cls, str):
        return str.__str__(v)
    if issubclass(cls, int):   # (not a bool: bool cannot be subclassed)
        return int.__int__(v)
    if issubclass(cls, Fraction):
        return Fraction(int.__int__(v._numerator), int.__int__(v._denominator))
    return v


def pretending(v, what: str, clause, fn: str) -> WrongType | None:
    """WrongType for an object whose `__class__` names a class it is not of (a proxy, or a mock made
    with `spec=int`): `isinstance` believes it, the rules could not read it (a bare TypeError from
    deep in a rule); None for any other value. A proxy that cannot even say its class (its target
    failed to load: reading `__class__` raised) is WrongType too, the engine's error named."""
    try:
        claimed = v.__class__
    except Exception as err:   # (the engine's own error, from its own object: said, not raised bare)
        return WrongType(f"{fn}(): {what}{_where(clause)} is a {type(v).__name__} that cannot say its class "
                         f"(reading it raised {type(err).__name__}: {shown(str(err))}): a proxy whose target "
                         f"could not be had? give the plain value it stands for")
    if claimed is type(v):
        return None
    return WrongType(f"{fn}(): {what}{_where(clause)} is a {type(v).__name__} that says its class is "
                     f"{getattr(claimed, '__name__', '?')} (a proxy, or a mock?): give the plain value it stands for "
                     f"(an int, a Fraction, a str, True or False)")


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


_TYPE_WORDS = {"flag": "True or False", "count": "a whole number 0 or more (int)", "integer": "a whole number (int)",
               "number": "a number (int or Fraction)", "percent": "a number (int or Fraction)",
               "ratio": "odds (Ratio(3, 1) or '3:1')", "text": "text (str)"}


_PASSED_CLASSES = frozenset({int, str, bool, type(None), Fraction})   # immutable, equal only to their like
# where `Value` is published (`dsl.runtime`, which names it its own) and defined: read by name, not imported
_VALUE_MODULES = frozenset(__name__.rpartition(".")[0] + m for m in (".runtime", ".runtime_values"))


def _one_of(type_word: str, values) -> str:
    """The values a fact of an enum (or a side) may take, as a refusal names them."""
    return f"a side, one of {', '.join(values)}" if type_word == "side" else f"one of {', '.join(values)}"


class Inputs:
    """The facts a book accepts and how each is checked. `facts(given, fn)` checks an engine's
    keywords; `value(v, type, what, clause, fn)` one value of a declared type."""

    # the odds an attack and a defence make: `Ratio`, which runtime_values (above this module) sets
    odds_of = None

    def __init__(self, facts: dict, enums: dict, sides, scenarios, options, records: dict | None = None,
                 book: str | None = None, clauses=None, externals=(), turn: str | None = None, turns=None):
        self.book = book   # the book's id: an answer of another book given back is refused (`carry`)
        # the clause ids a trace may cite: the book's, and the chapters its external books cover (a
        # `Value` given back whose trace cites another was taken, and its answer cited it: engine probe)
        self.clause_ids = frozenset(clauses) if clauses is not None else None
        self.externals = tuple(externals)
        self.types = {k: (f.type, f.clause) for k, f in facts.items()}   # fact → (type word, clause)
        # fact → (the most it may be given, the clause that says so): `fact x: count at most 2`
        self.bounds = {k: (f.at_most, f.at_most_clause) for k, f in facts.items()
                       if getattr(f, "at_most", None) is not None}
        self.enums = {k: tuple(v) for k, v in enums.items()}
        # record → (clause, {field: (type word, has a default)})
        self.records = {k: (r.clause, {f: (t, d) for f, t, d in r.fields}) for k, r in (records or {}).items()}
        # record → {field: its default}: an item given without such a field is read with it (`record`)
        self.record_defaults = {k: dict(getattr(r, "defaults", None) or {}) for k, r in (records or {}).items()}
        self.sides = tuple(sides)
        self._value_sets = {k: frozenset(v) for k, v in self.enums.items()} | {"side": frozenset(self.sides)}
        # the checks `value` makes of the values engines give most, at once (the same verdicts): an int
        # of a number's type word (its lowest value less one), text of a side or an enum (its values);
        # not for a word a record is named by (a record's check comes first) nor a builtin word
        self._quick_int = {w: low for w, low in (("integer", -_HUGE), ("number", -_HUGE), ("percent", -_HUGE),
                                                 ("count", -1)) if w not in self.records}
        self._quick_text = {w: values for w, values in self._value_sets.items()
                            if w not in self.records and w not in _TYPE_WORDS}
        self.scenarios = tuple(scenarios)
        self.options = tuple(options)
        # the fact that counts the game turns (`turn gt`), and each scenario's turns, where it says them:
        # scenario → (first, last or None for `to end`, its clause); None when the book names no turn fact
        self.turn = turn if turns else None
        self.turns = dict(turns or {})
        self._passed: set = set()   # (fact, value, class) that passed its check: immutable values only
        self._functions: dict = {}
        self._reads: dict = {}   # name → the facts its public function reads (`functions`)

    @property
    def functions(self) -> dict:
        return self._functions

    @functions.setter
    def functions(self, functions: dict) -> None:
        """name → public function, set by the generated module; what each reads is taken now, so an
        engine that rebinds a function's `.reads` (`crt.reads = {}`) changes no later answer."""
        self._functions = functions
        self._reads = {name: public.reads for name, public in functions.items()}

    def reads(self, fn: str, fact: str) -> bool:
        """Whether the public function `fn` (or a rule it uses) reads `fact`; true of a function
        this book's module does not list."""
        reads = self._reads.get(fn)
        return reads is None or fact in reads

    def described(self, type_word: str) -> str:
        """What a fact of `type_word` is given as, as a refusal says it (`a side, one of IJA, KMT`)."""
        if type_word == "side" or type_word in self.enums:
            return _one_of(type_word, self.sides if type_word == "side" else self.enums[type_word])
        if type_word.startswith("list of ") and type_word[8:] in self.records:
            return f"a list of {type_word[8:]} (a list of dicts with {', '.join(self.records[type_word[8:]][1])})"
        return _TYPE_WORDS.get(type_word, type_word)

    # -------------------------------------------------------- keywords
    def cites(self, cid: str) -> bool:
        """May a trace cite `cid`: a clause of the book, or one in a chapter an external book covers?"""
        if self.clause_ids is None or cid in self.clause_ids:
            return True
        chapter = cid.split(".", 1)[0]
        return chapter.isdigit() and chapter.isascii() and any(a <= int(chapter) <= b for a, b in self.externals)

    def facts(self, given: dict, fn: str, extra=(), clause=None) -> None:
        """Check every fact an engine gave `fn` (of `clause`); `extra` names the function's own keywords.
        A fact value of a plain immutable class that passed once is not checked again (`_passed`).
        Odds given as text are replaced in `given` by the odds they make (`value`)."""
        types = self.types
        passed = self._passed
        for key, v in given.items():
            if type(key) is not str:   # (Python binds a name by its own hash and ==: the text alone is not enough)
                _plain_name(key, fn, clause)
            spec = types.get(key)
            if spec is not None:
                cls = type(v)   # (the real class: a proxy's `__class__` names the one it stands for)
                plain = cls in _PASSED_CLASSES   # (only these are kept: an engine's own class may not hash)
                if plain and (key, v, cls) in passed:   # the class too: True passes no check 1 must pass
                    continue
                # (a fact declared outside any clause, `gt`: the clause of the function that reads it, said as
                # that: "the fact 'month' [8.2]" read as the fact's own clause, [6.1] in another call: the
                # engine probe of stop 58)
                what = f"the fact {key!r}" if spec[1] is not None or clause is None else \
                    f"the fact {key!r} (of no clause; read under [{clause}])"
                read = self.value(v, spec[0], what, spec[1], fn)
                if key in self.bounds:
                    self._within(key, read, fn)
                if read is not v:   # odds given as text ('3:1') are read as odds, as Ratio(3, 1) is
                    given[key] = read
                elif plain and len(passed) < 4096:
                    passed.add((key, v, cls))
            elif key in extra:
                continue
            elif key == "scenario":
                read = self.scenario(v, fn)
                if read is not v:
                    given[key] = read
            elif key == "options":
                read = self.option_list(v, fn)
                if read is not v:   # (read as checked: a generator is read once, a subclass as plain text)
                    given[key] = read
            else:
                known = list(types) + ["scenario", "options"] + list(extra)
                err = UnknownFact(f"{fn}(){_where(clause)} got {shown(str.__str__(key))}, which is not a fact of this book"
                                  f"{_suggest(key, known)}"
                                  + ("; the book's facts are listed in FACTS" if fn.startswith("SEQUENCES[") else
                                     "; the facts a function reads are listed in its .reads"))
                err.fact = str.__str__(key)   # (`runtime.answer` says so when it names a parameter given by position)
                raise err
        turn = self.turn   # (after the loop: a turn that passed once is checked again against each scenario)
        if turn is not None and turn in given and "scenario" in given:
            self._played(given, turn, fn)

    def _played(self, given: dict, turn: str, fn: str) -> None:
        """FactOutOfRange for a turn (`turn`, checked) that the scenario given (checked) does not play."""
        scenario = given["scenario"]
        turns = self.turns.get(scenario) if scenario is not None else None
        if turns is None:   # (no scenario, or one without `turns`: no turns to compare with)
            return
        first, last, clause = turns
        v = given[turn]
        if v is None or first <= v and (last is None or v <= last):
            return
        plays, fix = played_turns(first, last)
        err = FactOutOfRange(f"{fn}(): the fact {turn!r}{_where(self.types[turn][1])} is the game turn; got {shown(v)}, "
                             f"but scenario {scenario!r}{_where(clause)} plays {plays}: {fix}, or name the "
                             f"scenario played")
        err.fact = turn
        raise err

    def bounded(self, key: str, v, fn: str):
        """`v`, the value a rule or an example gives the bounded fact `key` in calling `fn`
        (`f(x, s: x)`), if within its `at most`; else FactOutOfRange, as for an engine's value."""
        if v is not None and v.__class__ is not bool and isinstance(v, (int, Fraction)):
            self._within(key, v, fn)
        return v

    def _within(self, key: str, v, fn: str) -> None:
        """FactOutOfRange for a value of `key` above its `at most` (the value already of its type)."""
        most, clause = self.bounds[key]
        if v > most:
            err = FactOutOfRange(f"{fn}(): the fact {key!r}{_where(self.types[key][1])} is at most {most}"
                                 f"{_where(clause)}; got {shown(v)}: the rules allow no more, so give {most} or less")
            err.fact = key
            raise err

    def scenario(self, v, fn: str):
        """The scenario named (text, or None for none), as the rules read it: plain text (a subclass's
        own `==` is never called); UnknownScenario for a name the book does not have."""
        if v is None:
            return v
        if not issubclass(type(v), str):   # (compared as text only: an engine's own `==` may raise)
            raise pretending(v, "scenario", None, fn) or WrongType(f"{fn}(): scenario is a scenario id (text), one of {', '.join(self.scenarios)}; "
                            f"got {type(v).__name__}")
        read = v if v.__class__ is str else str.__str__(v)
        if read not in self.scenarios:
            raise UnknownScenario(f"{fn}(): no scenario {shown(read)}{_suggest(read, self.scenarios)}; "
                                  f"the scenarios are {', '.join(self.scenarios)}")
        return read

    def option_list(self, v, fn: str):
        """The optional rules chosen: None, text (ids separated by commas) or a list or tuple of ids
        (text), as the rules read them: `v` itself, or, for a subclass of these, a tuple of plain text.
        Anything else is WrongType, named: an iterator would be used up by this check and then read
        as no option, bytes or a dict read by their items or keys."""
        if v is None:
            return v
        if issubclass(type(v), str):
            chosen = [c.strip() for c in str.__str__(v).split(",")]
        elif issubclass(type(v), (list, tuple)):
            try:
                chosen = list(v)   # (read once: a subclass may iterate otherwise a second time)
            except Exception as err:   # (an engine's own subclass, whose iteration raised its own error)
                raise _unreadable(v, "options", None, fn, err, "a plain list of optional rule ids") from None
            for c in chosen:
                if not issubclass(type(c), str):
                    raise pretending(c, "an entry of options", None, fn) or WrongType(f"{fn}(): options are optional rule ids, each text (\"2.0\" or \"all\"); "
                                    f"got {shown(c)}, a {type(c).__name__}, among them")
        else:
            raise pretending(v, "options", None, fn) or WrongType(f"{fn}(): options must be optional rule ids: a list or tuple of text, or text "
                            f"separated by commas; got {type(v).__name__} {shown(v)}")
        for c in chosen:
            c = c if c.__class__ is str else str.__str__(c)   # (compared as text only: a subclass's `==` may raise)
            if c != "all" and c not in self.options:
                raise UnknownOption(f"{fn}(): {shown(c)} is not an optional rule of this book"
                                    f"{_suggest(c, self.options)}; "
                                    f"the optional rules are {', '.join(self.options) or 'none'} (or 'all')")
        if type(v) is str or type(v) in (list, tuple) and all(type(c) is str for c in chosen):
            return v
        return str.__str__(v) if issubclass(type(v), str) else tuple(c if type(c) is str else str.__str__(c) for c in chosen)

    # -------------------------------------------------------- values
    def value(self, v, type_word: str, what: str, clause, fn: str):
        """`v` checked against `type_word`, as the rules read it: `v` itself, for odds given as text
        (`'7:2'`, also in a record) the `Ratio` the same odds make (`Ratio(3, 1)`), and for a subclass
        of text or of a number (a `str` enum, an `IntEnum`) its plain value (`plain`)."""
        cls = type(v)
        if cls is int:   # (the common cases, decided at once: `_quick_int`, `_quick_text`)
            low = self._quick_int.get(type_word)
            if low is not None and low < v < _HUGE:
                return v
        elif cls is str:
            values = self._quick_text.get(type_word)
            if values is not None and v in values:
                return v
        if cls not in _PASSED_CLASSES:
            if cls.__name__ == "Value" and cls.__module__ in _VALUE_MODULES:   # (an answer inside a list item, or in
                # an answer: "must be a whole number; got Value(3, …)" said the number was wrong: engine probe, stop 58)
                book = v.book
                if book is not None and book != self.book:
                    raise ForeignAnswer(f"{fn}(): {what}{_where(clause)} is an answer of another book, {book} "
                                        f"({shown(v)}), not of {self.book}: give its .value instead")
                raise WrongType(f"{fn}(): {what}{_where(clause)} is an answer (Value) inside a list item or another "
                                f"answer; only a fact or an argument given as an answer counts as its value: give its "
                                f".value ({shown(v.value)})")
            err = pretending(v, what, clause, fn)
            if err is not None:
                raise err
            v = plain(v)
        ok = True
        if type_word.startswith("list of ") and type_word[8:] in self.records:
            if isinstance(v, (str, bytes)) or not isinstance(v, (list, tuple)):
                raise WrongType(f"{fn}(): {what}{_where(clause)} must be a list of {type_word[8:]} "
                                f"(a list of dicts); got {shown(v)}")
            try:
                items = [self.record(item, type_word[8:], f"{what}[{i}]", clause, fn) for i, item in enumerate(v)]
            except RulesError:
                raise
            except Exception as err:   # (an engine's own subclass, whose iteration raised its own error)
                raise _unreadable(v, what, clause, fn, err, "a plain list of dicts") from None
            # (`v` itself when it is a plain list or tuple of the dicts checked: a subclass may iterate
            # otherwise when the rules read it)
            return v if v.__class__ in (list, tuple) and all(a is b for a, b in zip(items, v)) else items
        if type_word in self.records:
            return self.record(v, type_word, what, clause, fn)
        if type_word == "flag":
            ok = v is True or v is False
        elif type_word == "count":
            ok = _is_int(v) and v >= 0
        elif type_word == "integer":
            ok = _is_int(v)
        elif type_word in ("number", "percent"):
            ok = _is_int(v) or isinstance(v, Fraction)
        elif type_word == "ratio":
            if isinstance(v, str) and v.count(":") == 1 and all(_digits(p.strip()) for p in v.split(":")):
                return _odds(v, what, clause, fn)
            ok = type(v).__name__ == "Ratio"
            if ok and _huge(v) is not None:
                refuse_huge({what: v}, fn, clause)
        elif type_word == "text":
            ok = isinstance(v, str)
        elif type_word == "side" or type_word in self.enums:
            values = self.sides if type_word == "side" else self.enums[type_word]
            if not isinstance(v, str):   # (compared as text only: an engine's own `==` may raise)
                raise WrongType(f"{fn}(): {what}{_where(clause)} is {_one_of(type_word, values)} (text); "
                                f"got {type(v).__name__}")
            # (a set, and the values written out only to refuse one: an enum of a value per hex, 6,400,
            # cost 0.2 ms a call when its list was searched and written out for every value given)
            if v not in self._value_sets[type_word]:
                raise NotAnEnumValue(f"{fn}(): {what}{_where(clause)} is {_one_of(type_word, values)}; "
                                     f"got {shown(v)}{_suggest(v, values)}")
        if v.__class__ is int and not -_HUGE < v < _HUGE or v.__class__ is Fraction and _huge(v) is not None:
            refuse_huge({what: v}, fn, clause)   # (before `{v!r}`: an int of 4,300 digits cannot be written)
        if not ok:
            hint = " (floats are not exact: give Fraction(5, 2) for 2½)" if isinstance(v, float) else ""
            raise WrongType(f"{fn}(): {what}{_where(clause)} must be {_TYPE_WORDS.get(type_word, type_word)}; "
                            f"got {shown(v)}{hint}")
        return v

    def record(self, v, record: str, what: str, clause, fn: str):
        """One item of a list: a dict whose keys are fields of `record`, each of its field's type; given
        back as `value` gives it (a copy when a field is odds given as text, and a plain dict of the
        items checked for a subclass of dict, whose `[]` may read otherwise than its `.items()`)."""
        own_clause, fields = self.records[record]
        if not isinstance(v, dict):
            raise WrongType(f"{fn}(): {what}{_where(clause)} must be a {record}, a dict with "
                            f"{', '.join(fields)}; got {shown(v)}")
        try:
            given = read = v if v.__class__ is dict else dict(v.items())   # (the rules read what was checked)
        except Exception as err:   # (an engine's own subclass, whose items() raised or gave no pairs)
            raise _unreadable(v, what, clause, fn, err, "a plain dict") from None
        for key, x in given.items():
            # a key is a field's name as text (an engine's own key is compared as text only: its `==` may raise)
            name = key if type(key) is str else str.__str__(key) if issubclass(type(key), str) else None
            spec = fields.get(name)
            if spec is None:
                raise UnknownField(f"{fn}(): {what}{_where(clause)} has {shown(key)}, which is no field of {record}"
                                   f"{_where(own_clause)}{_suggest(key, fields)}; its fields are {', '.join(fields)}")
            y = self.value(x, spec[0], f"{what}[{name!r}]", clause, fn)
            if y is not x or name is not key:   # (a copy: the engine's own dict is left as given)
                read = dict(given) if read is given else read
                if name is not key:
                    del read[key]
                read[name] = y
        missing = [f for f, (_, has_default) in fields.items() if not has_default and f not in read]
        if missing:
            raise MissingField(f"{fn}(): {what}{_where(clause)} lacks {', '.join(missing)}: a {record}"
                               f"{_where(own_clause)} must give {', '.join(missing)} (the other fields have defaults)")
        if len(read) < len(fields):   # each field left out read as its default: the item then equals one written
            defaults = self.record_defaults.get(record)   # out in a rule (`units == [unit(factor: 1)]`)
            if defaults:
                read = {**read, **{f: d for f, d in defaults.items() if f not in read}}
        return read


def played_turns(first: int, last: int | None) -> tuple[str, str]:
    """The turns a scenario plays and the fix for a turn outside them, as a refusal (here and the
    checker's E401) says them: ("turns 1 to 7", "give a turn from 1 to 7"), ("turn 5 only", "give
    turn 5"), ("turns 6 on", "give a turn of 6 or more") for `turns 6 to end`."""
    if last is None:
        return f"turns {first} on", f"give a turn of {first} or more"
    if last == first:   # ("plays turns 5 to 5: give a turn from 5 to 5": the engine probe of stop 61)
        return f"turn {first} only", f"give turn {first}"
    return f"turns {first} to {last}", f"give a turn from {first} to {last}"


def _plain_name(key, fn: str, clause) -> None:
    """A fact named by an engine's own class of text (a `str` subclass): taken when it hashes and
    compares as its text does; else UnknownFact, saying so (its own hash or `==` made Python read it
    as no name of this function: "got 'attacker', which is not a fact" would contradict itself)."""
    text = str.__str__(key)
    try:
        same = hash(key) == hash(text) and (key == text) is True
    except Exception:   # (its own hash or == raised: the engine's error, named below)
        same = False
    if not same:
        err = UnknownFact(f"{fn}(){_where(clause)} got the name {shown(text)} as a {type(key).__name__} whose own hash "
                          f"or == is not that of its text, so Python could not match it to a name of this "
                          f"function: give fact names as plain text (str)")
        err.fact = text
        raise err


def _unreadable(v, what: str, clause, fn: str, err: Exception, give: str) -> WrongType:
    """WrongType for a list or a dict of an engine's own subclass that cannot be read: reading its
    items raised (its own error, `err`, is named, never passed on from inside the checks)."""
    return WrongType(f"{fn}(): {what}{_where(clause)} is a {type(v).__name__} whose items cannot be read (reading "
                     f"them raised {type(err).__name__}); give {give}")


# ---------------------------------------------------------------- numbers too long to read
_HUGE = 10 ** 100   # the language's own limit: a number of at most 100 digits (`dsl.limits.MAX_DIGITS`)


def _huge(v, depth: int = 3):
    """The first whole number of more than 100 digits in `v` (a number, a Fraction's or a Ratio's
    parts, the items of a list, tuple or dict, three levels down), or None."""
    cls = type(v)
    if cls is int:
        return v if not -_HUGE < v < _HUGE else None
    if cls is str or cls is bool or v is None:
        return None
    if issubclass(cls, Fraction):
        return _huge(v.numerator, 0) or _huge(v.denominator, 0)
    if cls.__name__ == "Ratio":
        return _huge(getattr(v, "attack", 0), 0) or _huge(getattr(v, "defense", 0), 0)
    if cls.__name__ == "Value":   # (an answer given back counts as its value: WrongType, as the bare number is)
        return _huge(getattr(v, "value", None), depth)
    if issubclass(cls, int):
        return _huge(int.__int__(v), 0)
    if depth and issubclass(cls, (list, tuple, dict)):
        for x in (dict.values(v) if issubclass(cls, dict) else v):
            found = _huge(x, depth - 1)
            if found is not None:
                return found
    return None


def about_digits(n) -> int:
    """How many digits a number has, about, from its size in bits (writing out a number of millions
    of digits to count them is what takes too long); a Fraction by its larger part."""
    if isinstance(n, Fraction):
        n = max(abs(n.numerator), n.denominator)
    return int(abs(n).bit_length() * 0.30103) + 1


def dice_roll(v: int, low: int, high: int, dice: str, what: str, clause, fn: str) -> int:
    """`v`, given to a formula's parameter `what` declared `roll of 1d6` (dice no table reads), if
    the dice can roll it (`low`..`high`; an integer, checked before); else RollOutOfRange, before
    anything answers (War of the Suns' territory_number(7, 1) named a territory of no die)."""
    if low <= v <= high:
        return v
    raise RollOutOfRange(f"{fn}(): {what}{_where(clause)} is a roll of {dice}, which gives {low}–{high}; got {v}")


def takes_no_value(value, fn: str, clause, gives: str) -> None:
    """WrongType for a value given to a modifier or a combination that changes none (`net_shift(5,
    …)` gave the shift of its facts, the 5 dropped without a word)."""
    raise WrongType(f"{fn}(){_where(clause)} gives {gives} from the facts and changes no value; got the value "
                    f"{shown(value)}: call {fn}() with the facts alone")


def refuse_huge(values: dict, fn: str, clause=None) -> None:
    """WrongType for an input holding a whole number of more than 100 digits: no rule reads such a
    number, and Python cannot even write one of 4,300 (a bare ValueError from deep in a lookup)."""
    for name, v in values.items():
        n = _huge(v)
        if n is not None:
            digits = about_digits(n)
            err = WrongType(f"{fn}(): {name}{_where(clause)} holds a number of about {digits} digits; the rules "
                            f"read numbers of at most 100 digits: check the value given")
            err.too_long, err.digits = True, digits
            raise err
