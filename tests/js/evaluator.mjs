#!/usr/bin/env node
// A reference evaluator of compiled rulebooks, in plain JavaScript (Node.js, ES modules, no packages).
//
// Fed by: `generated/<book>/book.json` (the rule model, schema 3, docs/json.md) and
// `generated/<book>/vectors.json` (the conformance vectors, schema 3, docs/conformance.md). It reads
// nothing else: it proves that book.json carries everything an engine needs, by answering every
// vector's request — table cells, placements, edges, missing tables, rules with their exceptions,
// sequences, scenarios, worked examples (expression trees in book.json) and the input the strict
// API refuses — with the same answers and the same traces as the generated Python package.
// `answer(book, request)` is the conformance protocol's engine; tests/js/engine.mjs serves it over
// JSON lines for `rules conform`.
//
//   node tests/js/evaluator.mjs generated/changsha            (a folder holding both files)
//   node tests/js/evaluator.mjs BOOK.json VECTORS.json [--max N]
//
// It prints a summary (passed / failed per kind of vector) and the first N mismatches, and exits
// 0 when every vector agrees, 1 when one does not, 2 on bad usage.
//
// Meant as a reference for engine authors in other languages: one function per expression node,
// one per kind of rule, in the order docs/json.md describes them. Semantics are those of
// `dsl/runtime.py` and the generated package; where Python's own behaviour shows through (truth
// of values, `==` between kinds, `str()` of a number used as a table key) it is spelled out here.

import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

// ============================================================ exact numbers
// Every number is a rational with BigInt numerator and denominator (never a float), like Python's
// Fraction. book.json writes a number as an integer or the string "n/d".

const gcd = (a, b) => { a = a < 0n ? -a : a; b = b < 0n ? -b : b; while (b) [a, b] = [b, a % b]; return a; };

class Rat {
  constructor(n, d = 1n) {
    if (d === 0n) throw new UndefinedResult("division by zero");
    if (d < 0n) { n = -n; d = -d; }
    const g = gcd(n, d) || 1n;
    this.n = n / g; this.d = d / g;
  }
  static of(x) {                       // a JSON number, "n/d" string, bigint, boolean or Rat
    if (x instanceof Rat) return x;
    if (typeof x === "bigint") return new Rat(x);
    if (typeof x === "boolean") return new Rat(x ? 1n : 0n);   // Python: True is 1
    if (typeof x === "number") {
      if (!Number.isInteger(x)) throw new Error(`not an exact number: ${x}`);
      return new Rat(BigInt(x));
    }
    if (typeof x === "string") {
      const m = /^(-?\d+)(?:\/(\d+))?$/.exec(x);
      if (!m) throw new Error(`not a number: ${x}`);
      return new Rat(BigInt(m[1]), m[2] ? BigInt(m[2]) : 1n);
    }
    throw new PyError("TypeError", `not a number: ${show(x)}`);
  }
  add(o) { return new Rat(this.n * o.d + o.n * this.d, this.d * o.d); }
  sub(o) { return new Rat(this.n * o.d - o.n * this.d, this.d * o.d); }
  mul(o) { return new Rat(this.n * o.n, this.d * o.d); }
  div(o) { return new Rat(this.n * o.d, this.d * o.n); }
  neg() { return new Rat(-this.n, this.d); }
  cmp(o) { const x = this.n * o.d, y = o.n * this.d; return x < y ? -1 : x > y ? 1 : 0; }
  isZero() { return this.n === 0n; }
  floor() { let q = this.n / this.d; if (this.n % this.d !== 0n && this.n < 0n) q -= 1n; return new Rat(q); }
  ceil() { return this.neg().floor().neg(); }
  trunc() { return Number(this.n / this.d); }          // Python int(): toward zero
  toJSON() {   // a whole number beyond 2^53 as an ExactInt: JSON.stringify would write it as a double
    if (this.d !== 1n) return `${this.n}/${this.d}`;
    const x = Number(this.n);
    return Number.isSafeInteger(x) ? x : new ExactInt(this.n.toString());
  }
  toString() { return this.d === 1n ? `${this.n}` : `${this.n}/${this.d}`; }   // Python str()
}

const isNum = (v) => v instanceof Rat || typeof v === "boolean";

// A rule answers numbers of at most about 10,000 digits (Python's runtime: MAX_ANSWER_DIGITS,
// counted in bits, 33,219 of them, as int(10000 / 0.30103)); a longer answer, of a formula, a
// modifier, a combine or an exception's `use`, is UndefinedResult, as Python's `Trace.result` says.
const HUGE = 1n << 33219n;
function notHuge(v) {
  if (v instanceof Rat && ((v.n < 0n ? -v.n : v.n) >= HUGE || v.d >= HUGE)) {
    throw new UndefinedResult("the answer would be a number of more than the 10,000 digits a rule answers");
  }
  return v;
}
// {value, trace} of a rule's answer, its value checked as above
// (an answer's `inferred`: the book's readings where the source is silent that it rests on)
const answered = (value, trace, inferred = []) => ({ value: notHuge(value), trace, inferred });

// ============================================================ numbers in JSON, exactly
// JSON.parse reads every number as a double: 9007199254740993 as ...992, 1.0 as 1. `parseExact`
// reads a protocol line keeping what the text wrote: an integer beyond 2^53 as an ExactInt (its
// digits), a number written with a point or an exponent as a Float (refused where a number is
// read: the protocol's numbers are exact). `stringify` writes an ExactInt digit for digit.
class ExactInt { constructor(digits) { this.digits = digits; } }
class Float { constructor(text) { this.text = text; } }
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

export function parseExact(text) {
  let out = "", i = 0, from = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {   // a string, escapes and all
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      i++;
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) { i++; continue; }   // (not a number: JSON.parse says what is wrong)
      const token = m[0];
      const marker = m[1] || m[2] ? { $float: token }
        : Number.isSafeInteger(Number(token)) ? null : { $exact: token };
      if (marker) out += text.slice(from, i) + JSON.stringify(marker), from = i + token.length;
      i += token.length;
    } else i++;
  }
  return JSON.parse(out + text.slice(from), (k, v) => (v && typeof v === "object" && !Array.isArray(v)
    ? (Object.keys(v).length === 1 && typeof v.$exact === "string" ? new ExactInt(v.$exact)
      : Object.keys(v).length === 1 && typeof v.$float === "string" ? new Float(v.$float) : v)
    : v));
}

// book.json read exactly: an integer beyond 2^53 (a 30-digit constant, a scenario's turn
// 9007199254740993) as a BigInt, which every reader of the book's numbers takes as it takes a
// number (`Rat.of`, `BigInt`); JSON.parse would round it, and the answers with it.
export function parseBook(text) {
  let out = "", i = 0, from = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      i++;
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) { i++; continue; }
      const token = m[0];
      if (!m[1] && !m[2] && !Number.isSafeInteger(Number(token))) {
        out += text.slice(from, i) + JSON.stringify({ $big: token });
        from = i + token.length;
      }
      i += token.length;
    } else i++;
  }
  return JSON.parse(out + text.slice(from), (k, v) => (v && typeof v === "object" && !Array.isArray(v)
    && Object.keys(v).length === 1 && typeof v.$big === "string" ? BigInt(v.$big) : v));
}

export function stringify(value) {
  return JSON.stringify(value, (k, v) => (v instanceof ExactInt ? `\u0000exact:${v.digits}\u0000` : v))
    .replace(/"\\u0000exact:(-?\d+)\\u0000"/g, "$1");
}
const ZERO = new Rat(0n);

// ============================================================ values
// A value is: a Rat (number), a boolean (flag), a string (text, an enum value, dice), null (none),
// a Ratio, an Outcome (a table result) or an Effect (one part of a result, `.defender`).

class Ratio {   // odds, n:1 or 1:n; ordered along the odds scale (n:1 is n-1, 1:n is -(n-1))
  constructor(attack, defense) {   // (BigInt or number: the text is exact, the sides are numbers)
    this.attack = Number(attack); this.defense = Number(defense);
    this.a = BigInt(attack); this.d = BigInt(defense);
  }
  static parse(text) {   // as Python's Ratio.parse: at most 100 digits a side, else WrongType
    const m = typeof text === "string" ? /^\s*(\d{1,100})\s*[:\-–—]\s*(\d{1,100})\s*$/.exec(text) : null;   // 2:1, or printed 2-1
    if (!m) throw new WrongType(`not odds: ${show(text)} (write 3:1 or 3-1)`);
    return BUILTINS.odds(BigInt(m[1]), BigInt(m[2]));   // uneven odds round as odds do: 7:2 is 3:1
  }
  get position() { return this.d === 1n ? this.a - 1n : -(this.d - 1n); }   // (BigInt: odds of 10^30:1 too)
  toString() { return `${this.a}:${this.d}`; }
}

class Effect {   // one parsed part of a cell: its kind and the numbers its pattern printed
  constructor(kind, fields) { this.kind = kind; this.fields = fields; }   // fields: {name: Rat | string}
}

class Outcome {  // a table answer: printed text, parsed effects, marks, where it was read, and why
  constructor(text, effects, marks, row, column, drm, trace, rewrittenText = null, inferred = []) {
    Object.assign(this, { text, effects, marks, row, column, drm, trace });
    this.rewritten_text = rewrittenText ?? text;   // as the rewritten effects would print (resultText)
    this.inferred = inferred;   // our readings where the source is silent: the `inferred` edge rules that read it
  }
  get kind() { return this.effects.map((e) => e.kind).join("/"); }
  get value() {  // a number or text table's cell as a value; else the printed text
    if (this.effects.length === 1 && ["number", "text"].includes(this.effects[0].kind)) {
      return Object.values(this.effects[0].fields)[0] ?? null;
    }
    return this.text;
  }
}

const KNOWN_MARKS = new Set(["underline"]);

// Errors the rules raise on purpose; vectors compare them by class name.
class RulesError extends Error { get kind() { return this.constructor.name; } }
class MissingFact extends RulesError {}
class OffTable extends RulesError {}
class NotInSource extends RulesError {}
class ConflictError extends RulesError {}
class NotInPlay extends RulesError {}
class RulesInputError extends RulesError {}   // input the strict API refuses (dsl/runtime_inputs.py)
class UnknownFact extends RulesInputError {}
class WrongType extends RulesInputError {}
class NotAnEnumValue extends RulesInputError {}
class RollOutOfRange extends RulesInputError {}
class FactOutOfRange extends RulesInputError {}   // a number above a fact's `at_most`
class UnprintedColumn extends RulesInputError {}
class UnknownRow extends RulesInputError {}
class UnknownScenario extends RulesInputError {}
class UnknownOption extends RulesInputError {}
class ForbiddenLookup extends RulesInputError {}   // a lookup beyond an edge the rules forbid
class FieldNotGiven extends RulesError {}          // a field no pattern of the cell printed or fixed
class UnknownField extends RulesInputError {}
class MissingField extends RulesInputError {}
class UndefinedResult extends RulesInputError {}   // no answer under the rules: a division by zero, odds against 0
class PyError extends Error {   // what Python itself would raise (TypeError, ValueError, …)
  constructor(kind, message) { super(message); this.pyKind = kind; }
  get kind() { return this.pyKind; }
}

function show(v) {
  if (v instanceof Rat || v instanceof Ratio) return v.toString();
  if (v instanceof Outcome) return `Outcome(${JSON.stringify(v.text)})`;
  return JSON.stringify(v);
}

// Python's truth of a value: false, none, 0 and "" are false; anything else is true.
function truthy(v) {
  if (v === null || v === undefined || v === false) return false;
  if (v instanceof Rat) return !v.isZero();
  if (typeof v === "string") return v.length > 0;
  return true;
}

// Python's str() of a value, used where a value becomes a table key or column label.
// Marked text (book.json's prose, dsl/marked.py) as a reader sees it: `\[` read as `[`, `\\` as `\`.
const plainText = (marked) => marked.replace(/\\([\\[])/g, "$1");

function pyStr(v) {
  if (v === null || v === undefined) return "None";
  if (typeof v === "boolean") return v ? "True" : "False";
  return String(v);
}

// `==` as the runtime defines it (runtime.eq): a table result equals its printed text, or (against
// a number) its value; a ratio equals a ratio, or text naming the same place on the odds scale.
function equal(a, b) {
  if (a instanceof Outcome || b instanceof Outcome) {
    const [o, x] = a instanceof Outcome ? [a, b] : [b, a];
    if (typeof x === "string") return o.text === x;
    if (x instanceof Outcome) return o.text === x.text && sameEffects(o.effects, x.effects);
    return equal(o.value, x);
  }
  if (a instanceof Ratio || b instanceof Ratio) {
    const [r, x] = a instanceof Ratio ? [a, b] : [b, a];
    if (typeof x === "string") return r.position === Ratio.parse(x).position;
    return x instanceof Ratio && r.position === x.position;
  }
  if (isNum(a) && isNum(b)) return Rat.of(a).cmp(Rat.of(b)) === 0;
  if (a instanceof Effect && b instanceof Effect) return sameEffects([a], [b]);
  // lists item by item, and records (plain objects: a list's items) field by field, as Python's ==
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return a === b;   // text, flags, none; different kinds are never equal
}

function isRecord(x) {
  return x !== null && typeof x === "object" && Object.getPrototypeOf(x) === Object.prototype;
}

function sameEffects(xs, ys) {
  return xs.length === ys.length && xs.every((e, i) => e.kind === ys[i].kind &&
    JSON.stringify(encodeFields(e.fields)) === JSON.stringify(encodeFields(ys[i].fields)));
}

// `<`, `<=`, `>`, `>=`: numbers by value, ratios along the odds scale, text by code points.
function order(a, b) {
  if (isNum(a) && isNum(b)) return Rat.of(a).cmp(Rat.of(b));
  if (a instanceof Ratio && b instanceof Ratio) return a.position < b.position ? -1 : a.position > b.position ? 1 : 0;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  throw new PyError("TypeError", `cannot order ${show(a)} and ${show(b)}`);
}

// A field of a table result (runtime.field): `text`, `kind`, `value`, `row`, `column`, `drm`, a
// number of the first effect that printed it, the effect of a kind, or a mark.
// A number a table cell prints, read as a modifier's amount (runtime.cell_number): the field, or
// null when the cell prints no such number.
function cellNumber(x, name) {
  if (!(x instanceof Outcome)) return fieldOf(x, name);
  for (const e of x.effects) if (name in e.fields) return e.fields[name];
  return null;
}

function fieldOf(x, name) {
  if (x instanceof Outcome) {
    if (name === "drm") return new Rat(BigInt(x.drm));
    if (["text", "rewritten_text", "row", "column", "kind", "value", "marks", "trace"].includes(name)) return x[name];
    for (const e of x.effects) if (name in e.fields) return e.fields[name];
    for (const e of x.effects) if (e.kind === name) return e;
    if (KNOWN_MARKS.has(name)) return x.marks.includes(name);
    throw new FieldNotGiven(`${pyStr(x.text)} gives no field or effect ${pyStr(name)}`);
  }
  if (x instanceof Effect) {
    if (name === "kind") return x.kind;
    if (name in x.fields) return x.fields[name];
    throw new FieldNotGiven(`the ${x.kind} effect gives no field ${pyStr(name)}`);
  }
  if (x instanceof Ratio && (name === "attack" || name === "defense")) return new Rat(name === "attack" ? x.a : x.d);
  throw new PyError("AttributeError", `${show(x)} has no field ${name}`);
}

// ============================================================ traces
// The clause ids that produced an answer, in the order they were first used, without repeats.
// Two exceptions that hold at one precedence agree when they give one answer in either order:
// rewrites of fields (of kinds) the other's do not touch, neither rewriting the kind; two that
// decide never do (as Python's dsl/exception_agreement.py).
function agree(a, b) {
  if (a.effect !== "rewrite" || b.effect !== "rewrite") return false;
  return a.rewrites.every((ra) => b.rewrites.every((rb) => ra.field !== "kind" && rb.field !== "kind" &&
    (ra.field !== rb.field || (ra.kind && rb.kind && ra.kind !== rb.kind))));
}

class Trace {
  constructor(...ids) { this.ids = []; this.inferred = []; ids.forEach((c) => this.add(c)); }
  add(clause) { if (clause !== null && clause !== undefined && !this.ids.includes(clause)) this.ids.push(clause); }
  infer(text) { if (!this.inferred.includes(text)) this.inferred.push(text); }   // (a reading an answer rests on)
  take(answer) {   // merge a callee's answer {value, trace, inferred}; give back its value
    answer.trace.forEach((c) => this.add(c));
    (answer.inferred ?? []).forEach((t) => this.infer(t));
    return answer.value;
  }
}

// ============================================================ the book
// Everything is read from book.json once, into maps by id.

class Book {
  constructor(data) {
    if (data.schema !== 3) throw new Error(`book.json schema ${data.schema}; this evaluator reads schema 3`);
    this.data = data;
    const byId = (xs) => new Map(xs.map((x) => [x.id, x]));
    this.tables = new Map(data.tables.map((t) => [t.id, new Table(t, data.vocabularies)]));
    this.formulas = byId(data.formulas);
    this.modifiers = byId(data.modifiers);
    this.combines = byId(data.combines);
    this.permissions = byId(data.permissions);
    this.constants = byId(data.constants);
    this.examples = new Map(data.examples.map((x) => [x.index, x]));
    this.sequences = byId(data.sequences);
    this.scenarios = byId(data.scenarios);
    this.sides = data.sides.map((s) => s.id);
    this.enums = new Map(data.enums.map((e) => [e.id, e.values.map((v) => v.id)]));
    this.factTypes = new Map(data.facts.map((f) => [f.id, f.type]));
    this.records = byId(data.records ?? []);   // the items of list facts: their fields
    this.optional = new Set(data.clauses.filter((c) => c.optional).map((c) => c.id));
    this.defaults = new Map();        // a fact's declared default, used when the engine omits it
    for (const f of data.facts) if (f.default) this.defaults.set(f.id, evaluate(f.default, this.scope({})));
    this.bounds = new Map();          // the most a fact may be given (`at_most`: a number, or a constant)
    for (const f of data.facts) if (f.at_most) this.bounds.set(f.id, evaluate(f.at_most, this.scope({})));
    this.scenarioOptions = new Map(data.scenarios.map((s) => [s.id, s.all_options ? ["all"] : s.options]));
    this.turnFact = data.turn_fact ?? null;   // the fact that counts the game turns (`turn gt`), or null
    this.vocabularies = byId(data.vocabularies);
    this.tableResults = new Map(data.tables.map((t) => [t.id, t.results]));
    this.overrides = new Map();       // exceptions with an effect, by target
    for (const e of data.exceptions) {
      if (!e.effect) continue;
      if (!this.overrides.has(e.target)) this.overrides.set(e.target, []);
      this.overrides.get(e.target).push(e);
    }
  }

  // An evaluation scope: the facts given, the parameters of the formula being run, the trace.
  scope(facts, params = {}, trace = new Trace()) { return { book: this, facts, params, trace }; }

  fact(facts, name) {
    if (Object.hasOwn(facts, name)) return facts[name];
    // a fact the played scenario's calendar gives, on the turn given (scenario.calendars)
    const sc = facts.scenario === undefined || facts.scenario === null ? undefined : this.scenarios.get(facts.scenario);
    const cal = sc && sc.first_turn !== null ? sc.calendars.find((c) => c.fact === name) : undefined;
    if (cal && Object.hasOwn(facts, cal.by)) {
      const i = Number(Rat.of(facts[cal.by]).sub(new Rat(BigInt(sc.first_turn))).n);
      if (Rat.of(facts[cal.by]).d === 1n && i >= 0 && i < cal.values.length) return cal.values[i];
    }
    if (this.defaults.has(name)) return this.defaults.get(name);
    throw new MissingFact(`the fact '${name}' is needed but was not given`);
  }

  // A table read without the fact that picks its header row (`by month`): that fact as a rule reads
  // it (the played scenario's calendar, else its default), when the book declares one; the
  // arguments as they are when neither gives it (the table then says MissingFact), as
  // runtime.header_fact.
  headerFact(t, kw) {
    const h = t.header_by;
    if (!h || Object.hasOwn(kw, h) || !this.factTypes.has(h)) return kw;
    try {
      return { ...kw, [h]: this.fact(kw, h) };
    } catch (e) {
      if (e instanceof MissingFact) return kw;
      throw e;
    }
  }

  // Is an optional rule in play? The `options` fact (clause ids, or "all") decides; without it,
  // the options of the scenario named by the `scenario` fact.
  optionOn(facts, clause) {
    let chosen = facts.options ?? null;
    if (chosen === null) chosen = this.scenarioOptions.get(facts.scenario ?? null) ?? [];
    if (typeof chosen === "string") chosen = chosen.split(",").map((s) => s.trim());
    return chosen.includes("all") || chosen.includes(clause);
  }

  // `applies`: its optional rule chosen, its scenario played, its condition true (in that order).
  // The constants a modifier's or permission's condition reads join its trace (when it applies);
  // an exception's condition is evaluated on its own (its trace is dropped).
  applies(applies, facts, trace = new Trace()) {
    if (applies.option && !this.optionOn(facts, applies.option)) return false;
    if (applies.scenario && (facts.scenario ?? null) !== applies.scenario) return false;
    if (applies.condition && !truthy(evaluate(applies.condition, this.scope(facts, {}, trace)))) return false;
    return true;
  }

  // ---------------------------------------------------------- exceptions
  // The exceptions on a target whose conditions hold, highest precedence first (level, then
  // priority); two of the same precedence both holding is a ConflictError.
  // `inScope` false (the target itself does not apply): only the exceptions that `applies always`.
  // A `chosen by` exception holds unless its chooser declines it (the flag fact `choice`).
  // Each condition is evaluated once: each entry is [exception, the clauses its condition read, the
  // book's readings its answer rests on].
  firing(target, facts, inScope = true) {
    const live = [];
    for (const e of this.overrides.get(target) ?? []) {
      if (!(inScope || e.always)) continue;
      const read = new Trace();
      if (this.applies(e.applies, facts, read) && !(e.choice && truthy(this.fact(facts, e.choice)))) {
        live.push([e, read.ids, read.inferred]);
      }
    }
    live.sort(([a], [b]) => (b.level - a.level) || (b.priority - a.priority));   // stable, like Python's
    // every pair of one precedence, not only neighbours: agreeing is not transitive
    for (let i = 0; i < live.length; i++) {
      for (let j = i + 1; j < live.length; j++) {
        const [a, b] = [live[i][0], live[j][0]];
        if (b.level !== a.level || b.priority !== a.priority) break;
        if (!agree(a, b)) throw new ConflictError(`exceptions ${a.id} and ${b.id} both apply to ${target} with the same precedence`);
      }
    }
    return live;
  }

  // Cancel / allow / forbid / use exceptions, decided before the rule itself: the highest one that
  // fires answers (`cancel` the neutral answer, `allow` yes, `forbid` no, `use` its expression,
  // with a formula's arguments in scope). Undefined when none does.
  prelude(target, neutral, facts, trace, params = {}, inScope = true) {
    const own = this.overrides.get(target) ?? [];
    if (!own.some((e) => ["cancel", "allow", "forbid", "use"].includes(e.effect))) return undefined;
    for (const [e, read, readings] of this.firing(target, facts, inScope)) {
      trace.add(e.clause);
      for (const c of read) trace.add(c);   // the clauses its condition read
      readings.forEach((t) => trace.infer(t));   // the readings its condition's answer rests on
      this.ours(e.inferred, facts).forEach((t) => trace.infer(t));   // the exception is our reading
      if (e.effect === "cancel") return neutral;
      if (e.effect === "allow" || e.effect === "forbid") return e.effect === "allow";
      if (e.effect === "use") {
        const inner = this.scope({ ...facts, ...params }, params);
        return trace.take(answered(evaluate(e.use, inner), inner.trace.ids, inner.trace.inferred));
      }
    }
    return undefined;
  }

  // Rewrite exceptions on a table result: in precedence order, each replaces field values (or
  // effect kinds) by its pairs; the printed text stays; a rewrite that changed something joins
  // the trace, followed by the clauses its condition read.
  rewrite(outcome, tableId, kw) {
    const live = this.firing(tableId, kw);
    if (!live.length) return outcome;
    const effects = outcome.effects.map((e) => new Effect(e.kind, { ...e.fields }));
    const trace = [...outcome.trace];
    let inferred = outcome.inferred;
    let touched = false;
    for (const [e, read, readings] of live) {
      let changed = false;
      for (const r of e.rewrites) {
        const pairs = new Map(r.pairs);
        for (const eff of effects) {
          if (r.kind && eff.kind !== r.kind) continue;
          if (r.side) {     // `rewrite retreat of IJA`: the attacker's effect if IJA attacks, else the defender's
            const attacks = equal(this.fact(kw, "attacker"), r.side);
            if (!((eff.kind === "attacker" && attacks) || (eff.kind === "defender" && !attacks))) continue;
          }
          if (r.field === "kind") {
            const to = pairs.get(eff.kind) ?? pairs.get("any");
            if (to !== undefined && to !== eff.kind) { eff.kind = to; eff.fields = {}; changed = true; }
          } else if (r.field in eff.fields) {
            const from = eff.fields[r.field];
            const to = pairs.get(pyStr(from)) ?? pairs.get("any");
            if (to !== undefined && !equal(Rat.of(to), from)) { eff.fields[r.field] = Rat.of(to); changed = true; }
          }
        }
      }
      if (changed) {   // its clause, then the clauses its condition read
        for (const c of [e.clause, ...read]) if (!trace.includes(c)) trace.push(c);
        for (const t of [...readings, ...this.ours(e.inferred, kw)]) if (!inferred.includes(t)) inferred = [...inferred, t];
      }
      touched = touched || changed;
    }
    const vocab = this.vocabularies.get(this.tableResults.get(tableId));
    const text = touched && vocab ? resultText(effects, vocab) : null;
    return new Outcome(outcome.text, effects, outcome.marks, outcome.row, outcome.column, outcome.drm, trace, text, inferred);
  }

  // A construct's `inferred "…"` (a formula's, modifier's, permission's or exception's): its reading,
  // as the texts an answer carries, where its `when` holds. The clauses that condition reads do not
  // join the answer's trace (as in Python: it decides whether the answer is ours, not the answer).
  ours(reading, facts, args = {}) {
    if (reading === null || reading === undefined) return [];
    if (reading.when && !truthy(evaluate(reading.when, this.scope(facts, args, new Trace())))) return [];
    return [plainText(reading.text)];
  }

  // ---------------------------------------------------------- rules
  // Each returns {value, trace}, like a generated function's Value.

  formula(id, args, facts) {
    const f = this.formulas.get(id);
    // a parameter that takes a table's printed labels (`column of transport`): one it prints, before
    // anything answers, however the formula is called (as Python's `Table.label`)
    for (const p of f.params) if (p.table || p.dice) checkLabel(p.table ? this.tables.get(p.table).t : null, p, args[p.name]);
    const trace = new Trace(f.clause);
    if (f.applies.option && !this.optionOn(facts, f.applies.option)) {
      throw new NotInPlay(`${id} belongs to optional rule [${f.applies.option}], which is not in play`);
    }
    const over = this.prelude(id, null, facts, trace, args);
    if (over !== undefined) return answered(over, trace.ids, trace.inferred);
    this.ours(f.inferred, facts, args).forEach((t) => trace.infer(t));
    return answered(evaluate(f.body, this.scope(facts, args, trace)), trace.ids, trace.inferred);
  }

  // A modifier: `shift`, `favouring`, `drm` give their (signed) amount, `add` the value plus it,
  // `multiply` the value times `factor` rounded; not applying, the neutral answer (0, or the value).
  modifier(id, value, facts) {
    const m = this.modifiers.get(id);
    const trace = new Trace();
    const keepsValue = m.effect === "multiply" || m.effect === "add";
    if (keepsValue && value === null) throw new MissingFact(`value (the number that ${id} changes)`);
    const neutral = keepsValue ? value : ZERO;
    // An optional rule out of play gives its neutral answer: no exception is consulted, not even one
    // that `applies always` (as in Python: docs/reference.md, "Optional rules").
    if (m.applies.option && !this.optionOn(facts, m.applies.option)) return { value: neutral, trace: [] };
    // Exceptions are consulted only where the modifier applies (or when they `applies always`).
    const inScope = this.applies(m.applies, facts, trace);   // its constants join the trace
    const over = this.prelude(id, neutral, facts, trace, {}, inScope);
    if (over !== undefined) return answered(over, trace.ids, trace.inferred);
    if (!inScope) return { value: neutral, trace: [] };
    trace.add(m.clause);
    this.ours(m.inferred, facts).forEach((t) => trace.infer(t));
    if (m.effect === null) return { value: ZERO, trace: trace.ids, inferred: trace.inferred };
    if (m.effect === "multiply") {
      const out = Rat.of(value).mul(Rat.of(m.factor));
      const rounded = m.rounding === "up" ? out.ceil() : m.rounding === "down" ? out.floor() : out;
      return answered(rounded, trace.ids, trace.inferred);
    }
    const scope = this.scope(facts, {}, trace);
    // a number read from a table cell: a cell printing none (-, P, OTIH) gives no modifier
    const cell = m.amount.node === "unary" && m.amount.operand.node === "field" ? m.amount.operand : m.amount;
    let amount = cell.node === "field" && cell.target.node === "lookup"
      ? cellNumber(evaluate(cell.target, scope), cell.name) : evaluate(cell, scope);
    if (amount === null || amount === undefined) return { value: neutral, trace: [] };
    if (cell !== m.amount) amount = Rat.of(amount).neg();
    if (m.effect === "favouring" && !equal(this.fact(facts, "attacker"), m.side)) amount = amount.neg();
    if (m.per) amount = amount.mul(Rat.of(evaluate(m.per, scope)));
    if (m.at_most) amount = capped(amount, m.at_most, scope, trace);
    return answered(m.effect === "add" ? Rat.of(value).add(amount) : amount, trace.ids, trace.inferred);
  }

  // A combine: `sum` of its members that apply, or the `best` (largest in size, the first of
  // equals); `at_most` caps the total. Its clause joins the trace when the total is not zero, or a
  // member's decided 0 joined it.
  combine(id, value, facts) {
    const c = this.combines.get(id);
    const trace = new Trace();
    const over = this.prelude(id, ZERO, facts, trace);
    if (over !== undefined) return answered(over, trace.ids, trace.inferred);
    const parts = c.members.map((x) => this.modifiers.has(x) ? this.modifier(x, value, facts) : this.combine(x, value, facts));
    // a member answering 0 joins the trace when that 0 was decided: by an exception on it (a shift
    // cancelled), or by its own members cancelling out (a combine whose trace is not empty); a
    // modifier giving 0 of its own does not. (Of a `best of`, such members join only when the best is 0.)
    const deciding = (x) => (this.overrides.get(x) ?? []).some((e) => ["cancel", "allow", "forbid", "use"].includes(e.effect));
    const decided = (p, x) => p.trace.length > 0 && (this.combines.has(x) || (deciding(x) && this.firing(x, facts).length > 0));
    let total = ZERO, spoke = false;
    if (c.mode === "best") {
      const size = (p) => { const v = p.value === null ? ZERO : Rat.of(p.value); return v.cmp(ZERO) < 0 ? v.neg() : v; };
      const best = parts.reduce((a, p) => (a === null || size(p).cmp(size(a)) > 0 ? p : a), null);
      if (best !== null && truthy(best.value)) total = Rat.of(trace.take(best));
      else parts.forEach((p, i) => { if (decided(p, c.members[i])) { trace.take(p); spoke = true; } });
    } else {
      parts.forEach((p, i) => {
        if (truthy(p.value)) total = total.add(Rat.of(trace.take(p)));
        else if (decided(p, c.members[i])) { trace.take(p); spoke = true; }
      });
    }
    if (c.at_most) total = capped(total, c.at_most, this.scope(facts, {}, new Trace()), trace);
    // (a `best of`'s clause joins when it chose: two members or more gave something)
    const chose = c.mode === "best" ? parts.filter((p) => truthy(p.value)).length > 1 : truthy(total);
    if ((truthy(total) && chose) || spoke) trace.add(c.clause);
    return answered(total, trace.ids, trace.inferred);
  }

  // A permission: yes for may / must, no for may not / must not, none when it does not apply;
  // where its `unless` holds, the negation. Its exceptions are consulted only where it applies
  // (or when they `applies always`).
  permission(id, facts) {
    const p = this.permissions.get(id);
    const trace = new Trace();
    if (p.applies.option && !this.optionOn(facts, p.applies.option)) return { value: null, trace: [] };   // (out of play)
    const inScope = this.applies(p.applies, facts, trace);   // its constants join the trace
    const over = this.prelude(id, null, facts, trace, {}, inScope);
    if (over !== undefined) return { value: over, trace: trace.ids, inferred: trace.inferred };
    if (!inScope) return { value: null, trace: [] };
    trace.add(p.clause);
    this.ours(p.inferred, facts).forEach((t) => trace.infer(t));
    const answer = p.modal === "may" || p.modal === "must";
    if (p.unless && truthy(evaluate(p.unless, this.scope(facts, {}, trace)))) return { value: !answer, trace: trace.ids, inferred: trace.inferred };
    return { value: answer, trace: trace.ids, inferred: trace.inferred };
  }
}

// What a rewritten result would print (runtime.result_text): each effect with the pattern of its
// kind whose placeholders are exactly its non-zero fields (else one holding them all), joined by
// the vocabulary's split; an effect with nothing to print is left out; null when one cannot print.
function resultText(effects, vocab) {
  const parts = [];
  for (const e of effects) {
    const shown = Object.keys(e.fields).filter((k) => truthy(e.fields[k]));
    const mine = vocab.patterns.filter((p) => p.kind === e.kind)
      .map((p) => ({ text: p.pattern, names: [...p.pattern.matchAll(/\{\+?(\w+)\}/g)].map((m) => m[1]) }));
    const same = (names) => { const set = new Set(names); return set.size === shown.length && shown.every((k) => set.has(k)); };
    let pick = mine.find((p) => same(p.names));
    if (!pick && shown.length) {
      pick = mine.find((p) => shown.every((k) => p.names.includes(k)));
      if (!pick) return null;
    }
    if (!pick) continue;
    parts.push(pick.text.replace(/\{(\+?)(\w+)\}/g, (_, sign, k) => {   // {+drm} prints its sign
      const v = e.fields[k] ?? 0;
      return sign && typeof v === "number" && v >= 0 ? "+" + pyStr(v) : pyStr(v);
    }));
  }
  return parts.join(vocab.split);
}

// `at_most`: `x` capped in size, either way. A cap that is a constant cites the constant's clause
// only when it binds (it took no part in an answer it did not change).
function capped(x, atMost, scope, trace) {
  const cap = evaluate(atMost, { ...scope, trace: new Trace() });
  const out = clampSize(x, cap);
  if (out.cmp(Rat.of(x)) !== 0 && atMost.node === "ref" && atMost.kind === "constant" && atMost.clause) trace.add(atMost.clause);
  return out;
}

function clampSize(x, cap) {   // at most `cap` in size, either way
  cap = Rat.of(cap);
  if (x.cmp(cap) > 0) return cap;
  if (x.cmp(cap.neg()) < 0) return cap.neg();
  return x;
}

// ============================================================ tables
// A table places a lookup on its grid: the row by die roll (or number) range or by label, the
// column by odds position, range or label, then a column shift; beyond an edge its rule applies.

const inRange = (rng, v) => rng !== null && (rng[0] === null || Rat.of(rng[0]).cmp(v) <= 0) &&
  (rng[1] === null || Rat.of(v).cmp(Rat.of(rng[1])) <= 0);

const COLUMN_ALIASES = ["odds", "percent", "differential", "value"];   // a column by what it places
const LONG = 10n ** 100n;
// A number of more than 100 digits (a Rat's parts, a Ratio's sides): no rule reads one.
const tooLong = (v) => (v instanceof Rat && ((v.n < 0n ? -v.n : v.n) >= LONG || v.d >= LONG)) ||
  (v instanceof Ratio && (v.a >= LONG || v.d >= LONG));
// As Python's tables: such a number that the inputs made on the way is no input's, and has no answer.
function refuseLong(values) {
  if (values.some(tooLong)) throw new UndefinedResult("these inputs make a number of more than 100 digits on the way");
}

// A whole number written as text, as column labels print them (4, +4, + 10, -2, 250%); else null.
function numberText(text) {
  const m = /^\s*([+-]?)\s*(\d{1,100})\s*%?\s*$/.exec(text);
  return m ? Rat.of((m[1] === "-" ? "-" : "") + m[2]) : null;
}

class Table {
  constructor(t, vocabularies) {
    this.t = t;
    this.edges = {};                 // by side; a later rule for the same side wins
    for (const e of t.edges) this.edges[e.where] = e;
    this.groups = t.row_groups.length ? t.row_groups : t.rows.map(() => "");
    this.effects = t.effects.map((row) => row.map((cell) => cell.map(effectIn)));
    this.rowKeys = new Map(t.row_keys ?? []);   // enum value → its row label (woods → "Woods")
    // column label → the clause of the vocabulary its cells are read with, where it is not the table's
    const clauses = new Map((vocabularies ?? []).map((v) => [v.id, v.clause]));
    this.columnClauses = new Map((t.column_results ?? []).filter(([, v]) => clauses.get(v) && clauses.get(v) !== t.clause)
      .map(([label, v]) => [label, clauses.get(v)]));
  }

  // A keyed table read by an enum value whose title is a row label.
  rowKey(row) {
    return typeof row === "string" && this.rowKeys.has(row) ? this.rowKeys.get(row) : row;
  }

  // The rolls an engine may give: the printed row ranges and what the table's dice can roll.
  rollBounds() {   // [low, high]; null on a side where a row is open (`22+`, `12 or less`): every roll there is a row's
    const bounds = this.t.row_ranges.flatMap((r) => (r ?? []).filter((b) => b !== null));
    const dice = /^(\d+)d(\d+)$/.exec(this.t.dice ?? "");
    if (dice) bounds.push(Number(dice[1]), Number(dice[1]) * Number(dice[2]));
    if (!bounds.length) return null;
    const open = (i) => this.t.row_ranges.some((r) => r && r[i] === null);
    return [open(0) ? null : Math.min(...bounds), open(1) ? null : Math.max(...bounds)];
  }

  missingMessage() {
    return `table ${this.t.id} (${this.t.title}) is not in the source${this.t.missing_text ? ": " + this.t.missing_text : ""}`;
  }

  // The column labels and how they are read: the table's, or the header row chosen by a fact.
  header(selector) {
    const t = this.t;
    if (!t.header_rows.length) return { labels: t.columns, positions: t.column_positions, ranges: t.column_ranges };
    if (selector !== null && typeof selector !== "string") {   // (as Python: compared as text only)
      throw new WrongType(`${t.id}: the ${t.header_by} that picks its header row is text; got ${show(selector)}`);
    }
    if (selector === null) throw new MissingFact(`the fact '${t.header_by}' is needed: ${t.id} prints one header row for each ${t.header_by}`);
    for (const h of t.header_rows) {
      if (h.values.includes(selector)) {
        const n = h.columns.filter((x) => x).length;   // header rows are left-aligned
        return { labels: h.columns.slice(0, n), positions: h.column_positions.slice(0, n), ranges: h.column_ranges.slice(0, n) };
      }
    }
    throw new OffTable(`${t.id}: no header row for ${t.header_by} ${pyStr(selector)}`);
  }

  // The index of a column value before any shift (may lie off the table: -1, or past the end).
  position(value, h) {
    const kind = this.t.column_kind;
    if (kind === "odds") {
      if (!(value instanceof Ratio) && typeof value !== "string") throw new WrongType(`${this.t.id}: its columns are odds; got ${show(value)}`);
      const ratio = value instanceof Ratio ? value : Ratio.parse(value);
      return ratio.position - BigInt(h.positions[0]);   // (BigInt: exact however far off the table)
    }
    if (kind === "keys") {
      const i = h.labels.indexOf(pyStr(value));
      if (i < 0) throw new OffTable(`${this.t.id} has no column ${pyStr(value)}`);
      return i;
    }
    if (typeof value === "string") {                  // a printed label, or a number as text
      if (h.labels.includes(value)) return h.labels.indexOf(value);
      const n = numberText(value);
      if (n === null) throw new WrongType(`${this.t.id}: its columns are ${kind}; got ${show(value)}`);
      value = n;
    }
    if (!(value instanceof Rat)) throw new WrongType(`${this.t.id}: its columns are ${kind}; got ${show(value)}`);
    const whole = value.floor();   // 49.5% reads ≤49%: a fraction reads by its whole part rounded down
    const i = h.ranges.findIndex((r) => inRange(r, whole));
    if (i >= 0) return i;
    const first = h.ranges[0]?.[0] ?? null, last = h.ranges.at(-1)?.[1] ?? null;
    if (!h.ranges.length || (first !== null && whole.cmp(Rat.of(first)) < 0)) return -1;
    if (last !== null && whole.cmp(Rat.of(last)) > 0) return h.ranges.length;
    // between two columns: only a missing table's header leaves a gap, and the source gives no column there
    if (this.t.missing) throw new NotInSource(`${this.missingMessage()} (${value} lies between its columns)`);
    throw new OffTable(`${this.t.id}: ${value} lies between its columns, and no column covers it`);
  }

  // The final column: its index, label, the die-roll modifier of the edge rules and their clause.
  place(column, shift, selector) {
    const h = this.header(selector);
    if (!h.labels.length && this.t.missing) throw new NotInSource(`${this.missingMessage()} (its columns are not given)`);
    if (column === null) {
      if (h.labels.length !== 1) throw new OffTable(`${this.t.id} is read by column and no column was given`);
      column = h.labels[0];
    }
    const by = shift === null ? ZERO : Rat.of(shift);
    if (by.d !== 1n) throw new WrongType(`${this.t.id}: a shift is a whole number of columns; got ${by}`);   // (as Python: never cut)
    if (by.n !== 0n && this.t.column_kind === "keys") throw new WrongType(`${this.t.id}: its columns are labels, in no order to shift along`);
    const start = BigInt(this.position(column, h));
    let pos = start + by.n / by.d;   // (BigInt, as Python's int: exact however far off)
    let drm = 0n, edgeClause = null, used = null;
    const n = BigInt(h.labels.length);
    if (by.n !== 0n && this.t.missing && !["odds", "keys"].includes(this.t.column_kind)) {
      // a shift across columns a missing table's header leaves out (bands that do not meet): not in the source
      const lo = Math.max(Number(start < pos ? start : pos), 0), hi = Math.min(Number(start > pos ? start : pos), h.ranges.length - 1);
      for (let i = lo; i < hi; i++) {
        const end = h.ranges[i]?.[1] ?? null, next = h.ranges[i + 1]?.[0] ?? null;
        if (end !== null && next !== null && Rat.of(end).add(Rat.of(1)).cmp(Rat.of(next)) < 0) {
          throw new NotInSource(`${this.missingMessage()} (column ${pyStr(column)} shifted ${shift} crosses the columns between ${h.labels[i]} and ${h.labels[i + 1]})`);
        }
      }
    }
    if (by.n !== 0n && (start < 0n || start > n - 1n) && pos >= 0n && pos <= n - 1n) {
      // a column beyond an edge that the shifts bring back onto the table: its edge rule is cited
      const rule = this.edges[start < 0n ? "left" : "right"];
      if (rule) { edgeClause = rule.clause; used = rule; }
    }
    for (const [side, beyond] of [["left", -pos], ["right", pos - (n - 1n)]]) {
      if (beyond <= 0n) continue;
      const rule = this.edges[side];
      if (!rule) throw new OffTable(`${this.t.id}: column ${pyStr(column)} shifted ${shift ?? 0} falls off the ${side} edge`);
      if (rule.missing) throw new NotInSource(`${this.missingMessage()} (off the ${side} edge)`);
      if (rule.forbid !== null && rule.forbid !== undefined) this.forbid(rule, `column ${column}${shift ? ` shifted ${shift}` : ""} is off the ${side} edge`);
      drm += BigInt(rule.drm_per_column ?? 0) * beyond;   // a rule clamps; it may add a die-roll modifier per column
      edgeClause = rule.clause;
      used = rule;
      pos = side === "left" ? 0n : n - 1n;
      // a fixed result (`off left: result "AE"`) answers the lookup, whatever the roll, in the row read
      if (rule.result !== null && rule.result !== undefined) return { index: Number(pos), label: h.labels[Number(pos)], drm, edgeClause, fixed: rule, used };
    }
    return { index: Number(pos), label: h.labels[Number(pos)], drm, edgeClause, fixed: null, used };   // (drm a BigInt)
  }

  // A lookup beyond an edge the rules forbid (`off left: forbid "…"`): the rule's message and clause.
  // The message is marked text in book.json (`\[2]` a printed bracket), shown as read.
  forbid(rule, where) {
    const clause = rule.clause ?? this.t.clause;
    const message = plainText(rule.forbid);
    const cite = clause && !message.includes(`[${clause}]`) ? ` [${clause}]` : "";
    throw new ForbiddenLookup(`${this.t.id} (${this.t.title}): ${where}, which the rules forbid${cite}: ${message}`);
  }

  // The row of a roll (after modifiers): by range; beyond the declared bounds, an edge rule clamps,
  // gives a fixed result, or says the source does not tell.
  rowOf(roll) {
    const ranges = this.t.row_ranges;
    let i = ranges.findIndex((r) => r !== null && r[0] !== null && r[1] !== null && r[0] <= roll && roll <= r[1]);
    if (i >= 0) return { index: i };
    i = ranges.findIndex((r) => inRange(r, Rat.of(roll)));
    if (i >= 0) return { index: i };
    for (const side of ["below", "above"]) {
      const rule = this.edges[side];
      if (rule && ((side === "below" && roll < rule.bound) || (side === "above" && roll > rule.bound))) {
        if (rule.result !== null) return { fixed: rule, edge: rule };
        if (rule.forbid !== null && rule.forbid !== undefined) this.forbid(rule, `roll ${roll} is ${side} ${rule.bound}`);
        if (rule.missing) throw new NotInSource(`${this.missingMessage()} (roll ${roll})`);
        return { index: side === "below" ? 0 : ranges.length - 1, edge: rule };
      }
    }
    throw new OffTable(`${this.t.id}: no row for ${roll}`);
  }

  // `inferred` with the inference of `rule`, the roll edge rule that read `roll` past the printed
  // rows, when that rule is our reading (`inferred "…"`; with `inferred below 1 "…"`, only past that bound).
  static rollInferred(rule, roll, inferred) {
    if (rule.inferred === null || rule.inferred === undefined) return inferred;
    const past = (bound) => (rule.where === "below" ? roll < BigInt(bound) : roll > BigInt(bound));
    if (rule.inferred_bound !== null && rule.inferred_bound !== undefined && !past(rule.inferred_bound)) return inferred;
    const text = plainText(rule.inferred);
    return inferred.includes(text) ? inferred : [...inferred, text];
  }

  // The column a value names (`column`, or one of its aliases odds / percent / differential / value).
  static columnArg(column, kw) {
    if (column !== null) return column;
    for (const alias of COLUMN_ALIASES) if (kw[alias] !== undefined && kw[alias] !== null) return kw[alias];
    return null;
  }

  placed(column, shift, kw) {
    refuseLong([column, shift, ...COLUMN_ALIASES.map((a) => kw[a])]);
    const p = this.place(Table.columnArg(column, kw), shift, kw[this.t.header_by] ?? null);
    const inferred = p.used && p.used.inferred !== null && p.used.inferred !== undefined ? [plainText(p.used.inferred)] : [];
    return { ...p, trace: unique([this.t.clause, p.edgeClause].filter((c) => c)), inferred };
  }

  // A lookup: `positional` (row or roll, then column) and `kw`, the named arguments laid over the
  // caller's facts (so a fact named like a table argument, or the header fact, reaches the table).
  lookup(positional, kw) {
    const t = this.t;
    let roll = kw.roll ?? null, column = kw.column ?? null, row = kw.row ?? null;
    const shift = kw.shift ?? null;
    // as Python's Table.lookup: a number of over 100 digits made on the way is read by no rule
    // (UndefinedResult), a shift is a number (yes is no shift of 1)
    refuseLong([roll, column, shift, row, ...positional, ...COLUMN_ALIASES.map((a) => kw[a])]);
    if (t.missing) throw new NotInSource(this.missingMessage());
    if (shift !== null && !(shift instanceof Rat)) throw new WrongType(`${t.id}: a shift is a whole number of columns; got ${show(shift)}`);
    if (positional.length) {
      if (t.row_kind === "roll" || t.row_kind === "numbers") roll = roll ?? positional[0];
      else row = row ?? positional[0];
      if (positional.length > 1) column = positional[1];
    }
    if (row === null) row = kw.key ?? null;
    oneRow(t, positional, kw);
    oneEach(t, positional, kw);
    const p = this.place(Table.columnArg(column, kw), shift, kw[t.header_by] ?? null);
    // a column read with a vocabulary of its own cites that vocabulary's clause in place of the table's
    const trace = [this.columnClauses.get(t.columns[p.index]) ?? t.clause];   // (by its place: a header row's label may be another's)
    if (p.edgeClause) trace.push(p.edgeClause);   // the edge rule explains the column (and modifier) used
    let inferred = p.used && p.used.inferred !== null && p.used.inferred !== undefined ? [plainText(p.used.inferred)] : [];
    let i;
    if (t.row_kind === "numbers" && roll === null) roll = row;   // (its row is its number: row 22 as roll 22)
    if (t.row_kind === "roll" || t.row_kind === "numbers") {
      if (roll === null) throw new OffTable(`${t.id}: a roll is needed`);
      if (!(roll instanceof Rat)) throw new WrongType(`${t.id}: a ${t.row_kind === "roll" ? "roll" : "row"} is read by a whole number; got ${show(roll)}`);
      const rolled = Rat.of(roll);
      if (rolled.d !== 1n) throw new WrongType(`${t.id}: a ${t.row_kind === "roll" ? "roll" : "row"} is read by a whole number; got ${show(roll)}`);
      const r = rolled.n + p.drm;   // (BigInt)
      const found = this.rowOf(r);
      if (found.edge && !p.fixed) inferred = Table.rollInferred(found.edge, r, inferred);
      if (found.fixed) {   // (a column off an edge that answers answers first)
        const fixed = p.fixed ?? found.fixed;
        return new Outcome(fixed.result, fixed.effects.map(effectIn), [], String(r), p.label, p.drm, unique(trace), null, inferred);
      }
      i = found.index;
    } else {
      const group = kw.group ?? null;
      row = this.rowKey(row);
      const named = typeof row === "string" || row instanceof Rat;   // (a flag, odds or a list name no row)
      i = named ? t.rows.findIndex((label, n) => label === pyStr(row) && (group === null || this.groups[n] === group)) : -1;
      if (i < 0) throw new OffTable(`${t.id} has no row ${pyStr(row)}`);
    }
    if (p.fixed) {
      return new Outcome(p.fixed.result, p.fixed.effects.map(effectIn), [], t.rows[i], p.label, p.drm, unique(trace.filter((c) => c)), null, inferred);
    }
    // a cell that is our reading of a garbled source (`cell … inferred`): every lookup of it says so
    for (const r of t.cell_readings ?? []) {
      if (r.row === i && r.column === p.index && !inferred.includes(plainText(r.text))) inferred = [...inferred, plainText(r.text)];
    }
    return new Outcome(t.cells[i][p.index], this.effects[i][p.index], t.marks[i][p.index], t.rows[i], p.label, p.drm,
      unique(trace.filter((c) => c)), null, inferred);
  }

  // The printed text of a cell (no edge rules, no exceptions).
  cell(row, column, group, kw = {}) {
    const t = this.t;
    refuseLong([row, column]);
    if (t.missing) throw new NotInSource(this.missingMessage());
    if (column === null && t.columns.length === 1) column = t.columns[0];
    // an offset header's fact (terrain: city) chooses the header row whose labels name the column
    const selector = t.header_rows.length ? kw[t.header_by] ?? null : null;
    const j = (selector === null ? t.columns : this.header(selector).labels).indexOf(pyStr(column));
    row = this.rowKey(row);
    const i = t.rows.findIndex((label, n) => label === pyStr(row) && (group === null || this.groups[n] === group));
    if (i < 0 || j < 0) throw new OffTable(`${t.id} has no cell at row ${pyStr(row)}, column ${pyStr(column)}`);
    this.lastCell = [i, j];   // (which cell: a rule reading it takes its reading, `cellReadings`)
    return t.cells[i][j];
  }

  // The reading of the cell `cell` last read, if the book declares one (`cell … inferred`).
  cellReadings() {
    const [i, j] = this.lastCell;
    return (this.t.cell_readings ?? []).filter((r) => r.row === i && r.column === j).map((r) => plainText(r.text));
  }
}

const unique = (xs) => [...new Set(xs)];
const effectIn = (e) => new Effect(e.kind, Object.fromEntries(Object.entries(e.fields).map(
  ([k, v]) => [k, k === "text" ? v : Rat.of(v)])));

// ============================================================ expressions
// `evaluate(node, scope)` dispatches on `node.node`; scope = {book, facts, params, trace}.

const NODES = {
  // A literal, read by its type.
  lit(x) {
    switch (x.type) {
      case "number": return Rat.of(x.value);
      case "ratio": return Ratio.parse(x.value);
      case "list of number": return x.value.map((v) => Rat.of(v));    // a list constant
      default: return x.value;    // flag, text, dice, none (null), list of <enum> (value ids)    // flag, text, dice, and none (null)
    }
  },

  // A resolved name.
  ref(x, s) {
    switch (x.kind) {
      case "fact": return s.book.fact(s.facts, x.name);
      case "builtin_fact": return s.facts[x.name] ?? null;             // scenario, options
      case "param": return s.params[x.name];
      case "local": return s.locals[x.name];                          // the item an aggregate is at
      case "enum_value": return x.name;
      case "constant": {                                             // its clause joins the trace
        s.trace.add(x.clause);
        return evaluate(s.book.constants.get(x.name).value, s);
      }
    }
    throw new Error(`unknown ref kind ${x.kind}`);
  },

  unary(x, s) {
    const v = evaluate(x.operand, s);
    return x.op === "not" ? !truthy(v) : Rat.of(v).neg();
  },

  // Exact arithmetic; `/` gives a fraction unless the quotient is whole.
  binary(x, s) {
    const a = Rat.of(evaluate(x.left, s)), b = Rat.of(evaluate(x.right, s));
    switch (x.op) {
      case "+": return a.add(b);
      case "-": return a.sub(b);
      case "*": return a.mul(b);
      case "/": return a.div(b);
    }
    throw new Error(`unknown operator ${x.op}`);
  },

  compare(x, s) {
    const a = evaluate(x.left, s), b = evaluate(x.right, s);
    switch (x.op) {
      case "==": return equal(a, b);
      case "!=": return !equal(a, b);
      case "<": return order(a, b) < 0;
      case "<=": return order(a, b) <= 0;
      case ">": return order(a, b) > 0;
      case ">=": return order(a, b) >= 0;
    }
    throw new Error(`unknown comparison ${x.op}`);
  },

  member(x, s) {
    const v = evaluate(x.left, s);
    const found = x.over                                  // `turn in mud_turns`: a list constant
      ? evaluate(x.over, s).some((o) => equal(v, o))
      : x.options.some((o) => equal(v, evaluate(o, s)));
    return x.negate ? !found : found;
  },

  // and / or stop early and, like Python, answer with the operand that decided.
  logic(x, s) {
    let v = null;
    for (const o of x.operands) {
      v = evaluate(o, s);
      if (x.op === "and" ? !truthy(v) : truthy(v)) return v;
    }
    return v;
  },

  cond(x, s) {
    return truthy(evaluate(x.condition, s)) ? evaluate(x.then, s) : evaluate(x.otherwise, s);
  },

  field(x, s) {
    return fieldOf(evaluate(x.target, s), x.name);
  },

  // A field of one item of a list (a plain object), or its default when the engine left it out.
  itemfield(x, s) {
    const item = evaluate(x.target, s);
    if (Object.hasOwn(item, x.name)) return item[x.name];
    if (x.default) return evaluate(x.default, s);
    throw new PyError("KeyError", x.name);
  },

  // An aggregate over a list: the body once per item (named `var`), items whose `where` is no
  // skipped; sum and best of no items are 0.
  aggregate(x, s) {
    const values = [];
    for (const item of evaluate(x.source, s)) {
      const inner = { ...s, locals: { ...(s.locals ?? {}), [x.var]: item } };
      if (x.where && !truthy(evaluate(x.where, inner))) continue;
      values.push(evaluate(x.body, inner));
    }
    switch (x.op) {
      case "sum": return values.reduce((a, b) => a.add(Rat.of(b)), ZERO);
      case "best": return values.length ? pick(values, (b, a) => order(b, a) > 0) : ZERO;
      case "count": return new Rat(BigInt(values.filter(truthy).length));
      case "any": return values.some(truthy);
      case "all": return values.every(truthy);
    }
    throw new Error(`unknown aggregate ${x.op}`);
  },

  items(x, s) {
    return x.items.map((i) => evaluate(i, s));
  },

  call(x, s) {
    if (x.kind === "builtin") return BUILTINS[x.name](...x.args.map((a) => evaluate(a, s)));
    if (x.kind === "scenario") {   // scenario_amount(side, unit, turn): the played scenario's line
      const [side, unit, turn] = x.args.map((a) => evaluate(a, s));
      const id = s.facts.scenario ?? null;
      const sc = id === null ? undefined : s.book.scenarios.get(id);
      if (!sc) throw new NotInSource(`no scenario is played, so no ${unit} is given for ${side} on turn ${turn}`);
      const line = sc.amounts.find((a) => equal(Rat.of(a.turn), turn) && a.side === side && a.unit === unit);
      if (!line) throw new NotInSource(`scenario ${id} gives no ${unit} for ${side} on turn ${turn}`);
      s.trace.add(sc.clause);
      return Rat.of(line.amount);
    }
    if (x.kind === "record") return Object.fromEntries(x.params.map((a) => [a.name, evaluate(a.value, s)]));
    const book = s.book;
    if (x.kind === "formula") {
      const args = {};
      for (const a of x.params) args[a.name] = evaluate(a.value, s);
      return s.trace.take(book.formula(x.name, args, withFacts(s, x.facts)));
    }
    const value = x.value ? evaluate(x.value, s) : null;
    const facts = withFacts(s, x.facts);
    if (x.kind === "modifier") return s.trace.take(book.modifier(x.name, value, facts));
    if (x.kind === "combine") return s.trace.take(book.combine(x.name, value, facts));
    if (x.kind === "permission") return s.trace.take(book.permission(x.name, facts));
    throw new Error(`unknown call kind ${x.kind}`);
  },

  // A table read. `lookup` applies the table's rewrite exceptions (their conditions see the
  // lookup's arguments as facts); `column`, `drm` and `cell` read the table alone.
  lookup(x, s) {
    const table = s.book.tables.get(x.table);
    const positional = x.positional.map((p) => evaluate(p, s));
    let kw = { ...s.facts };
    for (const a of x.args) kw[a.name] = evaluate(a.value, s);
    for (const a of x.facts) kw[a.name] = givenFact(s, a);
    if (x.method !== "cell") kw = s.book.headerFact(table.t, kw);
    switch (x.method) {
      case "lookup": {
        const out = s.book.rewrite(table.lookup(positional, kw), x.table, kw);
        out.trace.forEach((c) => s.trace.add(c));
        out.inferred.forEach((t) => s.trace.infer(t));
        return out;
      }
      case "column":
      case "drm": {
        const p = table.placed(positional[0] ?? kw.column ?? null, positional[1] ?? kw.shift ?? null, kw);
        p.trace.forEach((c) => s.trace.add(c));
        p.inferred.forEach((t) => s.trace.infer(t));
        return x.method === "column" ? p.label : new Rat(BigInt(p.drm));
      }
      case "cell": {   // (the printed text; a cell the book reads where the print is unclear gives its reading)
        const text = table.cell(positional[0] ?? kw.row ?? null, positional[1] ?? kw.column ?? null, kw.group ?? null, kw);
        table.cellReadings().forEach((t) => s.trace.infer(t));
        return text;
      }
    }
    throw new Error(`unknown table method ${x.method}`);
  },
};

function evaluate(x, s) {
  const f = NODES[x.node];
  if (!f) throw new Error(`unknown expression node ${x.node}`);
  return f(x, s);
}

// Facts set for a call, laid over the caller's.
// The facts a rule gives the rule it calls (`f(x, s: x)`): a number above a fact's `at_most` is
// FactOutOfRange, as an engine's is.
function withFacts(s, args) {
  const facts = { ...s.facts };
  for (const a of args) facts[a.name] = givenFact(s, a);
  return facts;
}

function givenFact(s, a) {
  const v = evaluate(a.value, s);
  const most = s.book.bounds.get(a.name);
  if (most !== undefined && v instanceof Rat && v.cmp(Rat.of(most)) > 0) {
    throw new FactOutOfRange(`the fact ${a.name} is at most ${show(most)}; got ${show(v)}`);
  }
  return v;
}

const pick = (xs, better) => xs.reduce((a, b) => (better(b, a) ? b : a));   // the first of equals
const BUILTINS = {
  // Attack against defence: divide and round down; poor odds are 1:n, defence / attack rounded up.
  odds(a, d) {
    a = Rat.of(a); d = Rat.of(d);
    if (d.cmp(ZERO) <= 0) throw new UndefinedResult("odds: the defence must be more than 0");
    if (a.cmp(d) >= 0) return new Ratio(a.div(d).floor().n, 1);
    if (a.cmp(ZERO) <= 0) throw new UndefinedResult("odds: the attack must be more than 0");
    return new Ratio(1, d.div(a).ceil().n);
  },
  percent: (a, d) => Rat.of(a).mul(new Rat(100n)).div(Rat.of(d)).floor(),   // a whole percentage, rounded down
  floor: (x) => Rat.of(x).floor(),
  ceil: (x) => Rat.of(x).ceil(),
  round_half_up: (x) => Rat.of(x).add(new Rat(1n, 2n)).floor(),
  half_up: (x) => Rat.of(x).div(new Rat(2n)).ceil(),
  half_down: (x) => Rat.of(x).div(new Rat(2n)).floor(),
  abs: (x) => (Rat.of(x).cmp(ZERO) < 0 ? Rat.of(x).neg() : Rat.of(x)),
  min: (...xs) => pick(xs, (b, a) => order(b, a) < 0),
  max: (...xs) => pick(xs, (b, a) => order(b, a) > 0),
};

// ============================================================ strict input
// What the generated package's public functions refuse (dsl/runtime_inputs.py), checked from
// book.json alone: facts that are no facts, values of the wrong type or outside their enum, unknown
// scenarios and optional rules; and, for a table read through its rule, rolls the dice cannot give,
// column labels it does not print, rows it does not have.

const isInt = (v) => v instanceof Rat && v.d === 1n;

// Gives the value as the rules read it: odds given as text ('7:2') are the odds they make (3:1).
function checkValue(book, v, typeWord, what) {
  let ok = true;
  if (typeWord.startsWith("list of ") && book.records.has(typeWord.slice(8))) {
    if (!Array.isArray(v)) throw new WrongType(`${what} must be a ${typeWord}; got ${show(v)}`);
    return v.map((item, i) => checkRecord(book, item, book.records.get(typeWord.slice(8)), `${what}[${i}]`));
  }
  if (book.records.has(typeWord)) return checkRecord(book, v, book.records.get(typeWord), what);
  switch (typeWord) {
    case "flag": ok = typeof v === "boolean"; break;
    case "count": ok = isInt(v) && v.n >= 0n; break;
    case "integer": ok = isInt(v); break;
    case "number": case "percent": ok = v instanceof Rat; break;
    case "ratio": {
      const m = typeof v === "string" ? /^\s*(\d{1,100})\s*:\s*(\d{1,100})\s*$/.exec(v) : null;
      if (m && (/^0+$/.test(m[1]) || /^0+$/.test(m[2]))) throw new UndefinedResult(`${what} is odds ${v}, which place no column`);
      if (m) return Ratio.parse(v);
      ok = v instanceof Ratio;
      break;
    }
    case "text": ok = typeof v === "string"; break;
    case "side":   // (text that names no side is NotAnEnumValue; a value that is no text, WrongType, as in Python)
      if (typeof v !== "string") throw new WrongType(`${what} is a side (text); got ${show(v)}`);
      if (!book.sides.includes(v)) throw new NotAnEnumValue(`${what} is a side, one of ${book.sides.join(", ")}; got ${show(v)}`);
      break;
    default:
      if (book.enums.has(typeWord) && typeof v !== "string") throw new WrongType(`${what} is a ${typeWord} (text); got ${show(v)}`);
      if (book.enums.has(typeWord) && !book.enums.get(typeWord).includes(v)) {
        throw new NotAnEnumValue(`${what} is one of ${book.enums.get(typeWord).join(", ")}; got ${show(v)}`);
      }
  }
  if (!ok) throw new WrongType(`${what} must be ${typeWord}; got ${show(v)}`);
  return v;
}

// One item of a list fact: an object whose keys are fields of its record, each of its type, and
// every field without a default given.
function checkRecord(book, v, record, what) {
  if (v === null || typeof v !== "object" || Array.isArray(v) || v instanceof Rat || v instanceof Ratio) {
    throw new WrongType(`${what} must be a ${record.id}; got ${show(v)}`);
  }
  const fields = new Map(record.fields.map((f) => [f.name, f]));
  const read = { ...v };
  for (const [key, x] of Object.entries(v)) {
    if (!fields.has(key)) throw new UnknownField(`${what} has ${key}, which is no field of ${record.id}`);
    read[key] = checkValue(book, x, fields.get(key).type, `${what}.${key}`);
  }
  const missing = record.fields.filter((f) => !f.default && !Object.hasOwn(v, f.name));
  if (missing.length) throw new MissingField(`${what} lacks ${missing.map((f) => f.name).join(", ")}`);
  // each field left out read as its default: the item then equals one written out in a rule (as Python's Inputs.record)
  for (const f of record.fields) if (f.default && !Object.hasOwn(read, f.name)) read[f.name] = evaluate(f.default, book.scope({}));
  return read;
}

// Every keyword an engine gave: a fact (its value checked), one of the function's own arguments,
// `scenario`, `options`, or an error.
function checkFacts(book, given, own = new Set()) {
  for (const [key, v] of Object.entries(given)) {
    if (book.factTypes.has(key)) {
      given[key] = checkValue(book, v, book.factTypes.get(key), `the fact ${key}`);
      const most = book.bounds.get(key);
      if (most !== undefined && Rat.of(given[key]).cmp(Rat.of(most)) > 0) {
        throw new FactOutOfRange(`the fact ${key} is at most ${show(most)}; got ${show(v)}`);
      }
    } else if (own.has(key)) continue;
    else if (key === "scenario") {   // (as Python: a value that is no text is WrongType, text that names none UnknownScenario)
      if (v !== null && typeof v !== "string") throw new WrongType(`scenario is a scenario id (text); got ${show(v)}`);
      if (v !== null && !book.scenarioOptions.has(v)) throw new UnknownScenario(`no scenario ${v}`);
    } else if (key === "options") {   // (None, text, or a list of texts; anything else WrongType, as in Python)
      if (v === null) continue;
      if (typeof v !== "string" && !Array.isArray(v)) throw new WrongType(`options must be optional rule ids; got ${show(v)}`);
      const chosen = typeof v === "string" ? v.split(",").map((s) => s.trim()) : v;
      for (const c of chosen) if (typeof c !== "string") throw new WrongType(`options are optional rule ids, each text; got ${show(c)}`);
      for (const c of chosen) if (c !== "all" && !book.optional.has(c)) throw new UnknownOption(`${c} is not an optional rule`);
    } else throw new UnknownFact(`${key} is not a fact of this book`);
  }
  // a turn the scenario given does not play (its first_turn to last_turn; null: `to end`), as Python's Inputs.facts
  const turn = book.turnFact, id = given.scenario ?? null;
  if (turn === null || id === null || (given[turn] ?? null) === null) return;
  const sc = book.scenarios.get(id), t = Rat.of(given[turn]);
  if (!sc || (sc.first_turn ?? null) === null) return;
  if (t.cmp(Rat.of(sc.first_turn)) < 0 || ((sc.last_turn ?? null) !== null && t.cmp(Rat.of(sc.last_turn)) > 0)) {
    throw new FactOutOfRange(`the fact ${turn} is ${show(given[turn])}, a turn scenario ${id} does not play`);
  }
}

const TABLE_ARGS = ["roll", "column", "shift", "row", "odds", "percent", "differential", "value", "key", "group"];

// A row label given to a table read by roll (or with a roll), a roll given to a table read by row
// label, or a roll given twice (Python Table._one_row): WrongType, never one of them dropped.
function oneRow(t, positional, kw) {
  if (t.missing) return;   // (how a table not in the source is read, the source does not say: NotInSource)
  const byRoll = t.row_kind === "roll" || t.row_kind === "numbers";
  const row = kw.row ?? null, roll = kw.roll ?? null;
  if (row !== null && byRoll && (t.row_kind === "roll" || positional.length || roll !== null)) {
    throw new WrongType(`${t.id} is read by a roll, not also by a row label; got row=${show(row)}`);
  }
  if (roll !== null && !byRoll) throw new WrongType(`${t.id} is read by a row label, not by a roll; got roll=${show(roll)}`);
  if (roll !== null && positional.length) throw new WrongType(`${t.id} reads one roll; got two`);
}

// More than a row and a column by position, a row label by position and by name, or two columns
// (Python Table._one_each, and a public function's own binding): WrongType, never one of them dropped.
function oneEach(t, positional, kw) {
  if (t.missing) return;   // (NotInSource, as above)
  if (positional.length > 2) throw new WrongType(`${t.id} takes a row (or roll) and a column by position; got ${positional.length} values`);
  const byRoll = t.row_kind === "roll" || t.row_kind === "numbers";
  if (positional.length && !byRoll && ((kw.row ?? null) !== null || (kw.key ?? null) !== null)) {
    throw new WrongType(`${t.id} reads one row; got two`);
  }
  const given = [...positional.slice(1), ...["column", ...COLUMN_ALIASES].map((a) => kw[a] ?? null)].filter((v) => v !== null);
  if (given.length > 1) throw new WrongType(`${t.id} reads one column; got two`);
}

// A formula's parameter declared `row of` / `column of` a table: a label the table prints; `roll of`
// a table or of dice no table reads (`p.dice`, `t` null): a roll they can give.
function checkLabel(t, p, v) {
  if (p.axis === "roll") {   // `roll of` a table: what its dice roll (an integer, checked before)
    const rolled = p.dice ?? t.dice ?? "";
    const dice = /^(\d+)d(\d+)$/.exec(rolled);
    if (dice && (v.cmp(Rat.of(Number(dice[1]))) < 0 || v.cmp(Rat.of(Number(dice[1]) * Number(dice[2]))) > 0)) {
      throw new RollOutOfRange(`${p.name} is a roll of ${p.dice ? "dice" : t.id}, and ${rolled} gives ${dice[1]}–${Number(dice[1]) * Number(dice[2])}; got ${v}`);
    }
  } else if (p.axis === "column") {
    const printed = new Set([...t.columns, ...t.header_rows.flatMap((h) => h.columns)].filter((x) => x));
    if (!printed.has(v)) throw new UnprintedColumn(`${p.name} is a column of ${t.id}, which prints no column ${pyStr(v)}`);
  } else if (!t.rows.includes(v)) {
    throw new UnknownRow(`${p.name} is a row of ${t.id}, which has no row ${pyStr(v)}`);
  }
}

// A table read through its rule (Table.check_call): what the table cannot answer from an engine.
function checkTableCall(book, table, kw, positional = []) {
  const t = table.t;
  oneRow(t, positional, kw);
  oneEach(t, positional, kw);
  const byRoll = t.row_kind === "roll" || t.row_kind === "numbers";
  // the row (or roll) and column given by position are checked as those given by name (as the
  // lookup reads them: a name first, then the position)
  const row = byRoll ? kw.roll ?? (t.row_kind === "numbers" ? kw.row : null) ?? positional[0] ?? null
    : kw.row ?? kw.key ?? positional[0] ?? null;
  const column = kw.column ?? (positional.length > 1 ? positional[1] : null) ?? null;
  if (row !== null && byRoll) {
    if (!isInt(row)) throw new WrongType(`the roll must be a whole number; got ${show(row)}`);
    const bounds = table.rollBounds();
    if (bounds) {
      const r = Number(row.n), [low, high] = bounds;
      if ((low !== null && r < low && !table.edges.below) || (high !== null && r > high && !table.edges.above)) {
        throw new RollOutOfRange(`roll ${r} is off ${t.id}: ${low ?? "…"}–${high ?? "…"}`);
      }
    }
  } else if (row !== null && !(typeof row === "string" || row instanceof Rat)) {
    // (a row is named by its label, or a number table's by its number: not a flag, odds or a list)
    throw new WrongType(`a row of ${t.id} is named by its printed label (str); got ${show(row)}`);
  } else if (row !== null && t.rows.length && !t.missing && !t.rows.includes(pyStr(table.rowKey(row)))) {
    throw new UnknownRow(`${t.id} has no row ${pyStr(row)}`);
  }
  if (kw.shift !== undefined && kw.shift !== null && !isInt(kw.shift)) throw new WrongType(`shift must be a whole number`);
  if (typeof column === "string" && !t.missing) {
    const printed = new Set([...t.columns, ...t.header_rows.flatMap((h) => h.columns)].filter((x) => x));
    if (t.column_kind === "odds") {   // odds printed 2-1 may be asked for as 2:1, and the other way round
      for (const x of [...printed]) for (const sep of [":", "-"]) printed.add(x.replace(/\s*(?::|[-–—])\s*/, sep));
    }
    if (!printed.has(column)) throw new UnprintedColumn(`${t.id} prints no column ${column}`);
  } else if (column !== null && t.column_kind === "keys" && !t.missing) {
    throw new WrongType(`a column of ${t.id} is a printed label`);
  } else if (column !== null && typeof column !== "string") checkPlaced(t, "column", column);
  for (const alias of COLUMN_ALIASES) {   // (a table not in the source: NotInSource when read)
    if (kw[alias] !== undefined && kw[alias] !== null && !t.missing) checkPlaced(t, alias, kw[alias]);
  }
  if (kw.group !== undefined && kw.group !== null && !t.missing) {
    const groups = t.row_groups.filter((g) => g);
    if (!groups.length) throw new WrongType(`${t.id} prints no group headings, so it takes no group`);
    if (!groups.includes(kw.group)) throw new UnknownRow(`${t.id} has no group ${pyStr(kw.group)}`);
  }
  if (t.header_by && Object.hasOwn(kw, t.header_by)) checkValue(book, kw[t.header_by], t.header_by, t.header_by);
  checkFacts(book, kw, new Set([...TABLE_ARGS, ...(t.header_by ? [t.header_by] : [])]));
}

// A value to place on the columns, given as `name`: odds on an odds table (as odds= or column=), a
// number (or its text, or a printed label) on a table of numbers, as column=, value= or the keyword
// of its kind (percent= on percentages, differential= on differentials).
function checkPlaced(t, name, v) {
  if (t.column_kind === "keys") {   // printed labels are not placed by value: column= only
    if (name === "column") return;
    throw new WrongType(`${t.id} prints its columns as labels: give column=, not ${name}=`);
  }
  if (t.column_kind === "odds") {
    if (!["column", "odds"].includes(name)) throw new WrongType(`${t.id} has odds columns: give odds=, not ${name}=`);
    if (!(v instanceof Ratio || (typeof v === "string" && /^\s*\d{1,100}\s*[:\-–—]\s*\d{1,100}\s*$/.test(v)))) {
      throw new WrongType(`${name} must be odds or a printed label; got ${show(v)}`);
    }
    return;
  }
  if (name === "odds" || v instanceof Ratio) throw new WrongType(`${t.id} has ${t.column_kind} columns, not odds`);
  const alias = t.column_kind === "numbers" ? "value" : t.column_kind;   // (percent= on differentials: refused)
  if (!["column", "value", alias].includes(name)) throw new WrongType(`${t.id} has ${t.column_kind} columns: give ${alias}=, not ${name}=`);
  const printed = [...t.columns, ...t.header_rows.flatMap((h) => h.columns)];
  if (typeof v === "string" ? !printed.includes(v) && numberText(v) === null : !(v instanceof Rat)) {
    throw new WrongType(`${name} must be a number or a printed label of ${t.id}; got ${show(v)}`);
  }
}

// ============================================================ sequences and scenarios

// The steps of a sequence that apply with these facts, in order: each with its dotted path, kind,
// clause and the sides that act (its own `who` or its parent's; a side fact is read from the facts).
function sequenceSteps(book, id, facts) {
  const seq = book.sequences.get(id);
  const skipped = new Set(seq.skips.filter((s) => (facts.scenario ?? null) === s.scenario &&
    (!s.condition || truthy(evaluate(s.condition, book.scope(facts))))).map((s) => s.path.join(".")));
  const out = [];
  const walk = (steps, prefix, parents) => {
    for (const s of steps) {
      const path = [...prefix, s.id];
      if (skipped.has(path.join(".")) || !book.applies(s.applies, facts)) continue;
      const owner = [s, ...parents].find((x) => x.who.length);
      // a side or a unit kind as written; a side fact (`who active_player`) read from the facts
      const who = owner ? owner.who.map((w) => (book.sides.includes(w) || book.factTypes.get(w) !== "side" ? w : book.fact(facts, w))) : [];
      // (only a step that is the book's reading where the source is silent gives its reading, as read)
      out.push({ path: path.join("."), kind: s.kind, clause: s.clause, who, ...(s.inferred ? { inferred: plainText(s.inferred) } : {}) });
      walk(s.steps, path, [s, ...parents]);
    }
  };
  walk(seq.steps, [seq.id], []);
  return out;
}

// A field of a scenario (the `scenario` call; docs/conformance.md): first_turn, last_turn, first_side,
// exceptions, area, setup_order, starts, markers, victory, calendars, setups:SIDE, setup_lines:SIDE,
// reinforcements:TURN, reinforcement_lines:TURN, removals:TURN, removal_lines:TURN, supports:TURN, amounts:TURN,
// option:CLAUSE. The *_lines fields, starts, markers, victory, calendars, supports and amounts are
// records of plain values, as book.json has them (numbers exact).
const placement = (p) => ({ kind: p.kind, places: p.places.map((x) => ({ kind: x.kind, value: x.value, name: x.name ?? "" })),
  radius: Rat.of(p.radius), text: p.text, one_of: p.one_of });
const sameTurn = (turn, arg) => Rat.of(turn).cmp(Rat.of(arg)) === 0;

// A scenario line's reading (`inferred "…"`), as read: null on a line of the source.
const ours = (line) => ({ inferred: line.inferred ? plainText(line.inferred) : null });

function scenarioField(book, id, field) {
  const sc = book.scenarios.get(id);
  const [name, arg] = field.split(/:(.*)/s);
  switch (name) {
    case "setups": return sc.setups.filter((s) => s.side === arg).map((s) => (s.formation ? `${s.formation}: ${s.units}` : s.units));
    case "setup_lines": return sc.setups.filter((s) => s.side === arg)
      .map((s) => ({ side: s.side, formation: s.formation, placement: placement(s.placement), units: s.units, ...ours(s) }));
    case "reinforcements": return sc.reinforcements.filter((r) => sameTurn(r.turn, arg)).map((r) => `${r.side}: ${r.units}`);
    case "reinforcement_lines": return sc.reinforcements.filter((r) => sameTurn(r.turn, arg))
      .map((r) => ({ side: r.side, turn: Rat.of(r.turn), segment: r.segment === null ? null : Rat.of(r.segment),
                     placement: placement(r.placement), units: r.units, ...ours(r) }));
    case "removals": return sc.removals.filter((r) => sameTurn(r.turn, arg))
      .map((r) => `${r.side}: ${r.units}` + (r.destination ? ` to ${r.destination}` : ""));
    case "removal_lines": return sc.removals.filter((r) => sameTurn(r.turn, arg))
      .map((r) => ({ side: r.side, turn: Rat.of(r.turn), units: r.units, destination: r.destination, remark: r.remark,
                     ...ours(r) }));
    case "supports": {   // the support lines in force on that turn: first_turn to last_turn, both in
      const turn = Rat.of(arg);
      return sc.supports.filter((s) => Rat.of(s.first_turn).cmp(turn) <= 0 && turn.cmp(Rat.of(s.last_turn)) <= 0)
        .map((s) => ({ side: s.side, kind: s.kind, count: Rat.of(s.count), ...ours(s) }));
    }
    case "amounts": return sc.amounts.filter((a) => sameTurn(a.turn, arg))
      .map((a) => ({ side: a.side, amount: Rat.of(a.amount), unit: a.unit, title: a.title }));
    case "starts": return sc.starts.map((s) => ({ side: s.side, amount: Rat.of(s.amount), unit: s.unit, title: s.title }));
    case "markers": return sc.markers.map(([side, key, title]) => ({ side, key, title }));
    case "victory": return sc.victory.map(([side, text]) => ({ side, text }));
    case "calendars": return sc.calendars.map((c) => ({ fact: c.fact, by: c.by, values: [...c.values] }));
    case "setup_order": return [...sc.setup_order];
    case "option": return book.optionOn({ scenario: id }, arg);
    case "first_turn": case "last_turn": return sc[name] === null ? null : Rat.of(sc[name]);
    default: return sc[name];   // first_side (null when not stated), exceptions, area
  }
}

// ============================================================ the protocol
// A request ({call, function, args, keywords, facts, scenario, options}; docs/conformance.md) is
// answered with {value, trace} or {error, message}. Values are typed as book.json literals are:
// {type, value}; a table result is its outcome {text, effects: [{kind, fields}], marks, row, column,
// drm, trace}; a list {type: "list", value: [typed…]}; a sequence {type: "steps", value: [steps]}.

const encodeFields = (fields) => Object.fromEntries(Object.entries(fields).map(
  ([k, v]) => [k, v instanceof Rat ? v.toJSON() : v]));

// An answer line with the book's readings it rests on, only when there is one (as the Python adapter).
const withInferred = (line, inferred) => (inferred.length ? { ...line, inferred: [...inferred] } : line);

function encodeOutcome(o) {
  const out = { text: o.text, rewritten_text: o.rewritten_text, effects: o.effects.map((e) => ({ kind: e.kind, fields: encodeFields(e.fields) })),
    marks: [...o.marks], row: o.row, column: o.column, drm: new Rat(BigInt(o.drm)).toJSON(), trace: [...o.trace] };
  if (o.inferred.length) out.inferred = [...o.inferred];   // (only when the answer rests on an inference)
  return out;
}

function typed(v) {
  if (v instanceof Outcome) return { type: "result", value: encodeOutcome(v) };
  if (v instanceof Ratio) return { type: "ratio", value: v.toString() };
  if (typeof v === "boolean") return { type: "flag", value: v };
  if (v instanceof Rat) return { type: "number", value: v.toJSON() };
  if (typeof v === "string") return { type: "text", value: v };
  if (v === null) return { type: "any", value: null };
  if (Array.isArray(v)) return { type: "list", value: v.map(typed) };
  if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
    return { type: "record", value: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typed(x)])) };
  }
  throw new PyError("TypeError", `no vector value for ${show(v)}`);
}

// A typed input value: a number exact, odds parsed (and rounded as odds are: "7:2" is 3:1), a list
// of typed values; text, enum values, flags and none as they are.
// A value its type does not write (a number given as 2.5, true, "5" or "1/0"; a flag given as 1; a
// type no value has) is WrongType, as Python's adapter reads it (compiler/vector_values.py: python).
const JSON_OF = new Map([["flag", "boolean"], ["text", "string"], ["ratio", "string"], ["any", "null"],
  ["list", "array"], ["record", "object"]]);

function jsonKind(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (v instanceof ExactInt || v instanceof Float) return "number";
  return typeof v;
}

function numberIn(v) {
  if (typeof v === "number" && Number.isSafeInteger(v)) return new Rat(BigInt(v));
  if (v instanceof ExactInt && v.digits.replace("-", "").length <= 100) return new Rat(BigInt(v.digits));
  const m = typeof v === "string" ? /^(-?\d{1,100})\/(\d{1,100})$/.exec(v) : null;
  if (m && BigInt(m[2]) !== 0n) return new Rat(BigInt(m[1]), BigInt(m[2]));
  const shown = v instanceof Float ? v.text : v instanceof ExactInt ? v.digits : show(v);
  throw new WrongType(`a number is an integer or an exact fraction "n/d" (d not 0), never a float; got ${shown}`);
}

function typedIn(t) {
  if (t === null || typeof t !== "object" || Array.isArray(t) || !("type" in t) || !("value" in t)) {
    throw new WrongType(`a typed value is {"type", "value"}; got ${show(t)}`);
  }
  if (t.type === "number") return numberIn(t.value);
  const want = JSON_OF.get(t.type);
  if (want === undefined) throw new WrongType(`no input is of type ${show(t.type)}`);
  if (jsonKind(t.value) !== want) throw new WrongType(`a ${t.type} is written as JSON ${want}; got ${show(t.value)}`);
  if (t.type === "ratio") return Ratio.parse(t.value);
  if (t.type === "list") return t.value.map(typedIn);
  if (t.type === "record") return Object.fromEntries(Object.entries(t.value).map(([k, x]) => [k, typedIn(x)]));
  return t.value;
}

const decode = (obj) => Object.fromEntries(Object.entries(obj ?? {}).map(([k, t]) => [k, typedIn(t)]));

// The keywords of a call, in the order the Python adapter gives them: table arguments, scenario,
// options, then the facts.
function named(req) {
  const kw = decode(req.keywords);
  if (req.scenario !== null && req.scenario !== undefined) kw.scenario = req.scenario;
  if (req.options !== null && req.options !== undefined) kw.options = Array.isArray(req.options) ? [...req.options] : req.options;
  // (defined, not assigned: a fact named "__proto__" is a key like any other, refused as unknown,
  // never the prototype of the keywords, through which a table would read a shift of the engine's)
  for (const [k, v] of Object.entries(decode(req.facts))) {
    Object.defineProperty(kw, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return kw;
}

function ruleCall(book, req, args, kw) {
  const name = req.function;
  // (Python binds the values given by position before any check: a wrong count is refused first)
  if (req.call === "formula" && args.length !== book.formulas.get(name).params.length) {
    throw new WrongType(`${name} takes ${book.formulas.get(name).params.length} values by position; got ${args.length}`);
  }
  const takes = req.call === "permission" ? 0 : 1;   // (a modifier's `value` by position only; a permission none)
  if (req.call !== "formula" && args.length > takes) {
    throw new WrongType(`${name} takes ${takes ? "one value" : "no value"} by position; got ${args.length}`);
  }
  checkFacts(book, kw);
  if (req.call === "formula") {
    const f = book.formulas.get(name);
    const params = {};
    f.params.forEach((p, i) => { params[p.name] = checkValue(book, args[i], p.type, p.name); });
    return book.formula(name, params, kw);
  }
  const value = args.length ? args[0] : null;
  if (value !== null) checkValue(book, value, "number", "value");
  if (req.call === "modifier" || req.call === "combine") {   // (either call: Python tells them apart by the name alone)
    // a shift, a die-roll modifier or a combination gives its amount from the facts: a value given
    // to it would be dropped (as in Python, `takes_no_value`)
    const changes = book.modifiers.has(name) && ["multiply", "add"].includes(book.modifiers.get(name).effect);
    if (value !== null && !changes) throw new WrongType(`${name} gives an amount from the facts and changes no value; got a value`);
    return book.modifiers.has(name) ? book.modifier(name, value, kw) : book.combine(name, value, kw);
  }
  return book.permission(name, kw);
}

// A request the protocol does not describe (compiler/conform_python.py, `described`): a call it does
// not list, a function the book has not for that call (a modifier and a combine answer either call,
// as in Python), args that are no list, keywords or facts no objects, a scenario field it does not
// list. Answered `unsupported`, in both engines.
class NotDescribed extends Error {}
const FAMILY = { lookup: "tables", table: "tables", formula: "formulas", modifier: "modifiers", combine: "modifiers",
  permission: "permissions", sequence: "sequences", scenario: "scenarios" };
const SCENARIO_FIELD = new RegExp("^(?:first_turn|last_turn|first_side|exceptions|area|setup_order|starts|markers|victory|calendars"
  + "|(?:setups|setup_lines|option):[\\s\\S]+|(?:reinforcements|reinforcement_lines|removals|removal_lines|supports|amounts):-?[0-9]+)$");
const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);

function described(book, req) {
  const name = req.function;
  if (req.args != null && !Array.isArray(req.args)) throw new NotDescribed("args must be a list (or null)");
  for (const key of ["keywords", "facts"]) if (req[key] != null && !isObject(req[key])) throw new NotDescribed(`${key} must be an object (or null)`);
  if (req.call === "example") {
    const text = typeof name === "bigint" || Number.isSafeInteger(name) ? String(name) : typeof name === "string" ? name : null;
    if (text === null || !/^-?[0-9]+$/.test(text) || !book.examples.has(Number(text))) throw new NotDescribed(`no example ${show(name)}`);
    return;
  }
  if (!Object.hasOwn(FAMILY, req.call ?? "")) throw new NotDescribed(`no call ${show(req.call)}`);
  const family = req.call === "modifier" || req.call === "combine" ? [book.modifiers, book.combines] : [book[FAMILY[req.call]]];
  if (typeof name !== "string" || !family.some((m) => m.has(name))) throw new NotDescribed(`no ${req.call} ${show(name)}`);
  if (req.call === "scenario") {
    const field = req.args?.length === 1 && isObject(req.args[0]) ? req.args[0].value : null;
    if (typeof field !== "string" || !SCENARIO_FIELD.test(field)) throw new NotDescribed(`no scenario field ${show(field)}`);
  }
}

function call(book, req) {
  described(book, req);
  const args = (req.args ?? []).map(typedIn);
  const kw = named(req);
  switch (req.call) {
    case "lookup": {   // no input checks, but a name the table does not read and no fact of the book
      const table = book.tables.get(req.function);   // is refused, as Python's Table.lookup refuses it
      const read = new Set([...TABLE_ARGS, ...(table.t.header_by ? [table.t.header_by] : []), "scenario", "options"]);
      const unread = Object.keys(kw).find((k) => !read.has(k) && !book.factTypes.has(k));
      if (unread !== undefined) throw new UnknownFact(`${req.function} does not read ${unread}, which is not a fact of this book`);
      const o = table.lookup(args, kw);
      return withInferred({ value: typed(o), trace: [...o.trace] }, o.inferred);
    }
    case "table": {
      const table = book.tables.get(req.function);
      checkTableCall(book, table, kw, args);
      const read = book.headerFact(table.t, kw);
      const o = book.rewrite(table.lookup(args, read), req.function, read);
      return withInferred({ value: typed(o), trace: [...o.trace] }, o.inferred);
    }
    case "sequence": {
      checkFacts(book, kw);
      const steps = sequenceSteps(book, req.function, kw);
      return { value: { type: "steps", value: steps }, trace: unique(steps.map((s) => s.clause).filter((c) => c)) };
    }
    case "scenario": {
      const sc = book.scenarios.get(req.function);
      return { value: typed(scenarioField(book, req.function, args[0])), trace: sc.clause ? [sc.clause] : [] };
    }
    case "example": {
      const ex = book.examples.get(Number(req.function));
      const facts = {};
      if (ex.scenario) facts.scenario = ex.scenario;
      if (ex.option) facts.options = [ex.option];
      // the flags, and each comparison's left side (null for a check that is none), which the kit compares
      const left = ex.checks.map((c) => (c.node === "compare" ? typed(evaluate(c.left, book.scope({ ...facts }))) : null));
      return { value: typed(ex.checks.map((c) => truthy(evaluate(c, book.scope({ ...facts }))))), left };
    }
    case "formula": case "modifier": case "combine": case "permission": {
      const answer = ruleCall(book, req, args, kw);
      return withInferred({ value: typed(answer.value), trace: answer.trace }, answer.inferred ?? []);
    }
  }
  return { unsupported: true };
}

// The answer to one request; an error the rules raise is an answer too (its class is compared).
export function answer(book, req) {
  try {
    return call(book, req);
  } catch (err) {
    if (err instanceof RulesError || err instanceof PyError) return { error: err.kind, message: err.message };
    if (err instanceof NotDescribed) return { unsupported: true, message: err.message };
    throw err;   // (a bug of this evaluator, or a book.json it cannot read: engine.mjs says it as an error)
  }
}

// JSON equality regardless of key order.
function same(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a).sort(), kb = Object.keys(b).sort();
    return same(ka, kb) && ka.every((k) => same(a[k], b[k]));
  }
  return a === b;
}

// Does an answer agree with a vector's expected one? Errors by class; values and traces exactly
// (an expected answer without a trace, an example's, compares the value only).
export function agrees(expected, got) {
  if (expected.error !== undefined) return got.error === expected.error;
  if (got.error !== undefined || got.unsupported) return false;
  return same(got.value, expected.value) && (expected.trace === undefined || same(got.trace, expected.trace)) &&
    same(got.inferred ?? [], expected.inferred ?? []);   // (the book's readings it rests on, as the kit compares them)
}

// An example vector also gives the value of each comparison's left side: it must agree too.
function checkLefts(book, v) {
  const ex = book.examples.get(Number(v.input.function));
  const facts = {};
  if (ex.scenario) facts.scenario = ex.scenario;
  if (ex.option) facts.options = [ex.option];
  const problems = [];
  ex.checks.forEach((check, i) => {
    const left = v.left[i];
    if (left === null || check.node !== "compare") return;
    const got = answerOf(() => typed(evaluate(check.left, book.scope({ ...facts }))));
    if (!same(got.value, left)) problems.push({ check: v.checks[i], expected_left: left, got: got.error ?? got.value });
  });
  return problems.length ? { problems } : null;
}

function answerOf(f) {
  try {
    return { value: f() };
  } catch (err) {
    if (err instanceof RulesError || err instanceof PyError) return { error: err.kind };
    throw err;
  }
}

export function loadBook(bookData) { return new Book(bookData); }

export function run(bookData, vectorData) {
  if (vectorData.schema !== 3) throw new Error(`vectors.json schema ${vectorData.schema}; this evaluator reads schema 3`);
  const book = new Book(bookData);
  const summary = {}, failures = [];
  for (const v of vectorData.vectors) {
    let problem = null;
    try {
      const got = answer(book, v.input);
      if (!agrees(v.expected, got)) problem = { expected: v.expected, got };
      else if (v.kind === "example") problem = checkLefts(book, v);
    } catch (err) {   // a bug here, or a book.json this evaluator cannot read
      problem = { got: `${err.constructor.name}: ${err.message}` };
    }
    const s = (summary[v.kind] ??= { passed: 0, failed: 0 });
    if (problem) {
      s.failed++;
      failures.push({ id: v.id, description: v.description, ...problem });
    } else s.passed++;
  }
  return { book: bookData.book, summary, failures };
}

function main(argv) {
  const args = [...argv];
  const maxAt = args.indexOf("--max");
  const max = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : 10;
  let paths;
  if (args.length === 1 && statSync(args[0], { throwIfNoEntry: false })?.isDirectory()) {
    paths = [join(args[0], "book.json"), join(args[0], "vectors.json")];
  } else if (args.length === 2) {
    paths = args;
  } else {
    process.stderr.write("usage: node evaluator.mjs FOLDER | BOOK.json VECTORS.json [--max N]\n");
    return 2;
  }
  const bookData = parseBook(readFileSync(paths[0], "utf-8"));
  const vectorData = parseExact(readFileSync(paths[1], "utf-8"));   // (its requests as engine.mjs reads them)
  const { book, summary, failures } = run(bookData, vectorData);
  for (const [kind, s] of Object.entries(summary)) {
    process.stdout.write(`${book}: ${kind}: ${s.passed} passed, ${s.failed} failed\n`);
  }
  for (const f of failures.slice(0, max)) process.stdout.write(`MISMATCH ${JSON.stringify(f)}\n`);
  if (failures.length > max) process.stdout.write(`… and ${failures.length - max} more mismatches\n`);
  return failures.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main(process.argv.slice(2));
