"""The C front of a generated public function (`dsl/_kept_call.c`, `dsl.runtime.fast`): it answers
at once the calls whose answers the Python function kept, and passes every other call on to it
unchanged. So the front must be built where the package is installed, look like the function it
fronts, answer exactly what the Python function answers (values, traces, refusals), keep only what
the Python function keeps, forget when it forgets, and leak nothing."""
from __future__ import annotations

import copy
import gc
import inspect
import pickle
import sys
import tracemalloc
import weakref
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

import changsha as cs
import khalkin_gol as kg
from compiler.to_python import kept_key
from dsl import runtime as rt


class Word(str):
    """A str subclass: equal to its text, not a str to the rules."""


class Unhashable:
    __hash__ = None


def test_the_front_is_built_and_looks_like_the_function_it_fronts():
    assert rt._KeptCall is not None, ("dsl/_kept_call.c was not compiled when the package was installed: "
                                      "install gcc and the Python headers, then `pip install -e .` again")
    python = inspect.unwrap(cs.crt)
    assert type(cs.crt) is rt._KeptCall and inspect.isfunction(python)
    assert inspect.signature(cs.crt) == inspect.signature(python)
    assert (cs.crt.__name__, cs.crt.__doc__, cs.crt.kind, cs.crt.clause, cs.crt.reads) == \
        (python.__name__, python.__doc__, python.kind, python.clause, python.reads)
    assert repr(cs.crt) == repr(python) and callable(cs.crt.forget)


def test_the_front_is_pickled_copied_and_referred_to_as_a_function_is():
    assert pickle.loads(pickle.dumps(cs.crt)) is cs.crt          # (by name: multiprocessing sends it so)
    assert copy.deepcopy(cs.combat_result) is cs.combat_result
    assert weakref.ref(kg.net_shift)() is kg.net_shift


# ------------------------------------------------------------------ a function of our own, to count
def toy():
    """A public function written as the compiler writes one (its key from `kept_key`), which
    counts the calls that reach it: the calls its C front did not answer."""
    key, classes = kept_key(["roll", "column", "shift"], [("side", "str"), ("flag", "bool")])
    source = (
        "def toy(roll=None, column=None, /, *, shift=0, side=_ABSENT, flag=_ABSENT, **facts):\n"
        "    reached.append(1)\n"
        "    if during is not None:\n"
        "        during(roll)\n"
        "    _key = None\n"
        "    if not facts:\n"
        "        try:\n"
        f"            return answers[_key := ({key})]\n"
        "        except KeyError:\n"
        "            pass\n"
        "        except Exception:\n"
        "            _key = None\n"
        "    if roll == 13:\n"
        "        raise rt.WrongType('roll 13')\n"
        "    result = ('answer', roll, column, shift, side, flag, tuple(facts.items()))\n"
        f"    if _key is not None and tuple not in map(type, _key[:-{classes}]) \\\n"
        f"            and rt._KEPT_CLASSES.issuperset(_key[-{classes}:]):\n"
        "        answers[_key] = result\n"
        "    return result\n")
    space = {"_ABSENT": rt.ABSENT, "_type": type, "_int": int, "_str": str, "rt": rt, "reached": [],
             "during": None}
    exec(source, space)
    space["answers"] = rt.kept(space["toy"])
    front = rt.fast(space["toy"], space["answers"], ("roll", "column", "shift"), (("side", "str"), ("flag", "bool")))
    front.space = space   # (`space["during"]`: called with the roll while the Python function computes)
    return front, space["reached"], space["answers"]


def reaches(front, reached, *args, **kwargs) -> bool:
    """Whether this call reached the Python function (was not answered by the front)."""
    before = len(reached)
    front(*args, **kwargs)
    return len(reached) > before


def test_a_kept_answer_is_given_by_the_front_without_reaching_the_function():
    front, reached, _ = toy()
    first = front(9, "3:1", side="IJA", flag=True)
    assert not reaches(front, reached, 9, "3:1", side="IJA", flag=True)
    assert front(9, "3:1", side="IJA", flag=True) is first
    assert not reaches(front, reached, 9, "3:1", flag=True, side="IJA")   # (keywords in another order)
    assert reaches(front, reached, 9, "3:1", shift=0, side="IJA", flag=True)       # another shape: its own short key…
    assert not reaches(front, reached, 9, "3:1", shift=0, side="IJA", flag=True)   # …kept too


@pytest.mark.parametrize("first, then", [
    ((1, "a"), (True, "a")),                  # True == 1
    ((1, "a"), (1.0, "a")),                   # 1.0 == 1
    ((1, "a"), (Fraction(1), "a")),           # Fraction(1) == 1
    ((1, "a"), (1, Word("a"))),               # a str subclass
])
def test_an_equal_value_of_another_class_is_not_answered_by_the_front(first, then):
    front, reached, _ = toy()
    front(*first)
    assert reaches(front, reached, *then)


def test_equal_ints_and_strs_that_are_other_objects_are_answered_by_the_front():
    """A call whose values are all exactly ints or strs, None, ABSENT, True or False is looked up in
    the front's own table (no short key written out): equal values are the same key there, whatever
    object holds them; True is not 1, and None is not ABSENT."""
    front, reached, _ = toy()
    given = (10 ** 30, "3:1", "IJA")
    first = front(given[0], given[1], side=given[2])
    again = (int("1" + "0" * 30), "".join(["3:", "1"]), "".join(["IJ", "A"]))
    assert all(a == b and a is not b for a, b in zip(again, given))
    assert not reaches(front, reached, again[0], again[1], side=again[2])
    assert front(again[0], again[1], side=again[2]) is first
    front(1, None, flag=True)
    for other in [dict(flag=False), dict(flag=rt.ABSENT)]:
        assert reaches(front, reached, 1, None, **other)
    assert reaches(front, reached, True, None, flag=True)
    assert reaches(front, reached, 1, rt.ABSENT, flag=True)
    assert reaches(front, reached, "1", None, flag=True)
    for a, b in [(-1, -2), (5, 5 + 2 ** 61 - 1)]:   # (ints of one hash: told apart by value)
        assert hash(a) == hash(b) and front(a, "x")[1] == a
        assert reaches(front, reached, b, "x") and front(b, "x")[1] == b and front(a, "x")[1] == a


def test_the_table_of_simple_calls_grows_and_gives_each_call_its_own_answer():
    front, reached, answers = toy()
    calls = [((roll, column), dict(side=side, flag=flag)) for roll in range(300) if roll != 13 for column in ("a", None)
             for side, flag in (("IJA", True), ("KMT", False), (rt.ABSENT, rt.ABSENT))]
    first = [front(*args, **kwargs) for args, kwargs in calls]
    assert len(answers) == len(calls) and len(reached) == len(calls)
    python = inspect.unwrap(front)
    for (args, kwargs), answer in zip(calls, first):
        assert front(*args, **kwargs) is answer and answer == python(*args, **kwargs)
    assert len(reached) == 2 * len(calls)    # (only the Python function's own calls above)


def test_calls_made_while_the_function_computes_do_not_disturb_the_table():
    """The Python function may call the front again (the rules of one call reading another's) and
    fill the table, growing it, before the first call's answer goes in."""
    front, reached, _ = toy()
    front.space["during"] = lambda roll: roll == 1000 and [front(r, "b") for r in range(500) if r != 13]
    outer = front(1000, "b")
    front.space["during"] = None
    count = len(reached)
    assert front(1000, "b") is outer and all(front(r, "b")[1] == r for r in range(500) if r != 13)
    assert len(reached) == count


def test_facts_of_other_classes_and_facts_it_does_not_read_always_reach_the_function():
    front, reached, _ = toy()
    for call in [dict(flag=True), dict(flag=1), dict(side="IJA"), dict(side=Word("IJA")), dict(other=1)]:
        front(9, "a", **call)
    assert reaches(front, reached, 9, "a", flag=1) and reaches(front, reached, 9, "a", flag=1)
    assert reaches(front, reached, 9, "a", side=Word("IJA"))
    assert reaches(front, reached, 9, "a", other=1) and reaches(front, reached, 9, "a", other=1)
    assert not reaches(front, reached, 9, "a", flag=True) and not reaches(front, reached, 9, "a", side="IJA")


def test_a_fraction_is_kept_as_a_fraction():
    front, reached, _ = toy()
    front(Fraction(7, 2), "a")
    assert not reaches(front, reached, Fraction(7, 2), "a")
    assert reaches(front, reached, 3.5, "a")


def test_calls_the_front_cannot_bind_reach_the_function_and_fail_as_python_fails():
    front, reached, _ = toy()
    python = rt._binding_refused(inspect.unwrap(front))   # (the function, what Python cannot bind a WrongType)
    for args, kwargs in [((1, 2, 3), {}), ((1,), {"shift": 1, "shfit": 2}), ((), {"roll": 9}),
                         ((1,), {"column": "a"}), ((Unhashable(), "a"), {}), ((13, "a"), {})]:
        before = len(reached)
        got = outcome(front, args, kwargs)
        again = outcome(front, args, kwargs)
        unbound = got[1] == "WrongType" and ("twice" in got[2] or "by position" in got[2])
        assert len(reached) == before + 2 * (not unbound)   # (Python's own refusal: before the body)
        assert got == again == outcome(python, args, kwargs)


def test_forget_and_an_emptied_dict_are_heard_by_the_front():
    front, reached, answers = toy()
    front(9, "a")
    front.forget()
    assert reaches(front, reached, 9, "a")
    assert not reaches(front, reached, 9, "a")
    answers.clear()                           # (the dict itself, as a benchmark clears it)
    assert reaches(front, reached, 9, "a")
    inspect.unwrap(front).forget()            # the Python function's forget() is the same
    assert reaches(front, reached, 9, "a")


def test_the_short_keys_are_bounded_by_what_the_function_keeps():
    front, reached, answers = toy()
    for roll in range(20, 70):
        front(roll, "a")
    answers.clear()
    front(100, "a")                           # (the function forgot at its bound: the front forgets too)
    assert reaches(front, reached, 3, "a")


def test_keyboard_interrupt_in_a_hash_is_not_swallowed():
    class Interrupting:
        def __hash__(self):
            raise KeyboardInterrupt
    front, _, _ = toy()
    with pytest.raises(KeyboardInterrupt):
        front(Interrupting(), "a")


def test_the_front_leaks_nothing():
    front, reached, _ = toy()
    answer = front(9, "a", side="IJA")
    refs = sys.getrefcount(answer)
    for _ in range(10_000):
        front(9, "a", side="IJA")
        front(9, "a", side=Word("IJA"))
        front(Fraction(1, 3), "a")
        try:
            front(13, "a")
        except rt.WrongType:
            pass
    assert sys.getrefcount(answer) == refs
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(20_000):
            front(9, "a", side="IJA")
            front(Fraction(1, 3), "a", flag=True)
            front(9, "b", other=1)
            reached.clear()
        assert tracemalloc.get_traced_memory()[0] - before < 20_000
    finally:
        tracemalloc.stop()


# ------------------------------------------------------------------ the bundled books: the same answers
def outcome(fn, args, kwargs):
    try:
        result = fn(*args, **kwargs)
    except Exception as err:   # (what the rules refuse, and Python's own TypeError for a call it cannot bind)
        return ("refused", type(err).__name__, str(err))
    return ("ok", repr(result), getattr(result, "trace", None))


VALUES = [9, 1, 0, True, False, 9.0, Fraction(9), Fraction(7, 2), "3:1", "IJA", "KMT", "clear", Word("IJA"),
          None, rt.ABSENT, [], 10 ** 120, 28, 4]
NAMES = {
    cs.crt: ["roll", "column", "shift", "odds", "attacker", "decline_retreat_immunity", "fortification_in_hex",
             "atacker", "roll"],
    cs.combat_result: ["attacker", "defender_terrain", "air_support", "tank_with_infantry", "roll", "flotilla_shifts"],
    kg.net_shift: ["value", "hex_terrain_shifts", "defender_entrenched", "cas_successes", "artillery_attacking",
                   "concentric_attack", "nonsense"],
}


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_front_answers_what_the_python_function_answers(data):
    fn = data.draw(st.sampled_from(sorted(NAMES, key=lambda f: f.__name__)))
    args = data.draw(st.lists(st.sampled_from(VALUES), max_size=4))
    names = data.draw(st.lists(st.sampled_from(NAMES[fn]), max_size=4, unique=True))
    kwargs = {name: data.draw(st.sampled_from(VALUES)) for name in names}
    python = rt._binding_refused(inspect.unwrap(fn))   # (as the package without its front)
    first = outcome(fn, args, kwargs)          # computed (or kept), then…
    assert outcome(fn, args, kwargs) == first  # …perhaps answered by the front
    assert outcome(python, args, kwargs) == first


# ------------------------------------------------------------------ fn.given(facts): fn(**facts)
class Facts(dict):
    """A dict subclass whose keys() Python's `**` reads."""
    def keys(self):
        return [k for k in super().keys() if k != "hidden"]

    def __getitem__(self, k):
        return dict.__getitem__(self, k)


@pytest.mark.parametrize("front", [True, False])
def test_given_answers_what_the_call_with_those_facts_answers(front, monkeypatch):
    if front:
        fn, reached, _ = toy()
    else:   # the package without its C front: the Python function's own given()
        monkeypatch.setattr(rt, "_KeptCall", None)
        fn, reached, _ = toy()
        assert inspect.isfunction(fn)
    for facts in [dict(side="IJA", flag=True), dict(roll=9, column="a"), dict(flag=1), dict(other=1),
                  dict(shift=2, roll=9), Facts(side="IJA", hidden=1), {}, {"roll": Unhashable()}]:
        assert outcome(fn.given, (facts,), {}) == outcome(fn, (), dict(**facts))
    fn.given(dict(side="IJA", flag=True))
    assert not reaches(fn.given, reached, dict(flag=True, side="IJA")) or not front
    for bad in (3, [1], None, "side"):
        with pytest.raises(TypeError, match="given\\(\\) argument must be a mapping"):
            fn.given(bad)
    with pytest.raises(TypeError):
        fn.given({1: 2})


def test_given_on_the_bundled_books_and_it_leaks_nothing():
    facts = dict(hex_terrain_shifts=1, defender_entrenched=True, cas_successes=2, artillery_attacking=1)
    assert kg.net_shift.given(facts) == kg.net_shift(**facts)
    assert kg.net_shift.given(facts).trace == kg.net_shift(**facts).trace
    assert outcome(kg.net_shift.given, ({"hex_terrain_shift": 1},), {}) == \
        outcome(kg.net_shift, (), {"hex_terrain_shift": 1})
    assert outcome(cs.crt.given, ({"roll": 9, "column": "3:1", "attacker": "IJA"},), {}) == \
        outcome(cs.crt, (), {"roll": 9, "column": "3:1", "attacker": "IJA"})
    answer = kg.net_shift.given(facts)
    refs = sys.getrefcount(answer)
    for _ in range(10_000):
        kg.net_shift.given(facts)
        kg.net_shift.given(Facts(facts))
        try:
            kg.net_shift.given({"hex_terrain_shifts": "x"})
        except rt.WrongType:
            pass
    assert sys.getrefcount(answer) == refs


# ------------------------------------------------------------------ names and dicts of an engine's own classes
class OwnHash(str):
    """A fact name of an engine's own class of text, hashed its own way (equal to its text)."""
    def __hash__(self):
        return 1000


class NeverEqual(str):
    """A fact name hashed as its text but equal to nothing."""
    __hash__ = str.__hash__

    def __eq__(self, other):
        return False


def both_paths(monkeypatch, book: str):
    """The package `book` with its C front, and the same package loaded without it."""
    import importlib.util
    with_front = importlib.import_module(book)
    monkeypatch.setattr(rt, "_KeptCall", None)
    spec = importlib.util.spec_from_file_location(f"{book}_without_front", with_front.__file__)
    plain = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(plain)
    monkeypatch.undo()
    assert type(with_front.crt) is rt._KeptCall and inspect.isfunction(plain.crt)
    return with_front, plain


@pytest.mark.parametrize("name", [OwnHash("attacker"), NeverEqual("attacker")])
def test_a_name_given_twice_in_a_dict_is_refused_as_python_refuses_it(name, monkeypatch):
    """Two keys of one text (one of an engine's own class) bound one parameter twice in the C front's
    given(): its short key was sized for two and filled for one, and hashing it crashed."""
    c, py = both_paths(monkeypatch, "changsha")
    for n in (1, 3, 100):
        facts = {"roll": 9, "column": "4:1", "attacker": "KMT"}
        facts.update({OwnHash("attacker") if i else name: "IJA" for i in range(n)} if n > 1 else {name: "IJA"})
        assert outcome(c.crt.given, (facts,), {}) == outcome(py.crt.given, (facts,), {})


@pytest.mark.parametrize("name", [NeverEqual("attacker"), OwnHash("air_support")])
def test_a_name_of_an_engines_own_class_is_taken_or_refused_the_same_way_on_both_paths(name, monkeypatch):
    """The C front compared names as text, Python by their own hash and ==: the front answered from
    its kept answers a call Python refused; now it passes such a name on, and the refusal says why."""
    c, py = both_paths(monkeypatch, "changsha")
    base = {"roll": 9, "column": "4:1"} if name == "attacker" else {"roll": 9, "column": "4:1", "attacker": "IJA"}
    c.crt(roll=9, column="4:1", attacker="KMT")       # (kept: the front would answer it)
    facts = {**base, name: "KMT" if name == "attacker" else "bomber"}
    for path in (c, py):
        with pytest.raises(rt.UnknownFact, match="as a (NeverEqual|OwnHash) whose own hash or == is not that of its text"):
            path.crt(**facts)
        with pytest.raises(rt.UnknownFact, match="give fact names as plain text"):
            path.crt.given(facts)


class Rehashing(str):
    """A side whose hash changes the engine's dict of facts while the front hashes it."""
    facts: dict = {}

    def __hash__(self):
        Rehashing.facts["roll"] = 2
        return str.__hash__(self)


def test_given_answers_the_facts_as_they_were_given_when_a_hash_changes_the_dict(monkeypatch):
    """The front hashed the call's short key (running the engine's `__hash__`, which changed its
    dict) and then passed the dict itself on: the answer was that of roll 2, not of the roll given."""
    c, py = both_paths(monkeypatch, "changsha")
    want = py.crt(roll=9, column="4:1", attacker="KMT")
    for path in (c, py):
        Rehashing.facts = facts = {"roll": 9, "column": "4:1", "attacker": Rehashing("KMT")}
        assert outcome(path.crt.given, (facts,), {}) == outcome(lambda: want, (), {})
    assert c.crt(roll=2, column="4:1", attacker="KMT") == py.crt(roll=2, column="4:1", attacker="KMT")


class KeysRaise:
    """A mapping whose keys cannot be had yet."""
    @property
    def keys(self):
        raise RuntimeError("facts not loaded yet")


def test_given_a_mapping_whose_keys_raise_fails_the_same_way_on_both_paths(monkeypatch):
    c, py = both_paths(monkeypatch, "changsha")
    for path in (c, py):
        with pytest.raises(RuntimeError, match="facts not loaded yet"):
            path.crt.given(KeysRaise())


def test_an_engines_code_run_by_a_collection_while_an_answer_is_kept_does_not_disturb_the_table():
    """Keeping an answer makes a tuple, which may run a collection, and with it an engine's `__del__`
    that calls the front and grows its table (the tuple is made before the slot is found, so no
    slot found is left behind by a growth). A stress of that path, not a proof of the order: a
    collection on every allocation, and cycles whose `__del__` keeps answers, many times over."""
    front, reached, _ = toy()

    class Calls:
        def __init__(self):
            self.me = self   # (a cycle: freed only by a collection)

        def __del__(self):
            front(100 + len(reached) % 300, "c")

    threshold = gc.get_threshold()
    gc.set_threshold(1)
    try:
        for r in range(400):
            Calls()
            if r != 13:
                front(r, "z")
    finally:
        gc.set_threshold(*threshold)
        gc.collect()
    count = len(reached)
    assert all(front(r, "z")[1] == r for r in range(400) if r != 13)
    assert len(reached) == count   # (every answer kept: none written where the table no longer was)


def test_help_lists_a_public_function_with_its_signature():
    """With the C front, `help(changsha)` listed every rule function as data (`crt = <function
    crt>`), no signature: `inspect.isroutine` was false. It is a descriptor giving itself, as a
    `staticmethod` is, so it is a routine, and read through a class it is not bound."""
    import pydoc
    changsha = cs
    fn = changsha.combat_result
    assert inspect.isroutine(fn)
    text = pydoc.render_doc(changsha, renderer=pydoc.plaintext)
    functions = text[text.index("\nFUNCTIONS\n"):]
    assert "    combat_result(roll: int, attack: int | fractions.Fraction" in functions
    assert "combat_result = " not in text

    class Engine:
        crt = changsha.crt
    assert Engine().crt is changsha.crt
