#!/usr/bin/env node
// The JavaScript reference evaluator as a conformance engine: the JSON-lines protocol of
// `rules conform` (docs/conformance.md) over stdin and stdout.
//
// Fed by: `generated/<book>/book.json` (named on the command line) and one request per line on
// stdin; writes one answer per line, in order, each with the request's `id`. A request whose `book`
// is not the one loaded is answered with the error `WrongBook` (naming both); an exception of the
// engine's own, with its class as the error (`TypeError`): both fail their vector. A request the
// protocol does not describe is `unsupported`.
//
//   rules conform changsha --engine "node tests/js/engine.mjs generated/changsha/book.json"
//
// The evaluator recurses as the rules nest, and a book within the language's limits may nest
// rules 100 deep with expressions 50 deep in each: past Node's own stack (under 1 MB), which ran
// out at a varying depth, as the compiler had tuned the code. So the requests are answered in a
// worker thread with a stack of its own (`STACK_MB`); this thread reads and writes the lines.

import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { answer, loadBook, parseBook, parseExact, stringify } from "./evaluator.mjs";

const STACK_MB = 256;   // (reserved, not used: a page is taken only as deep as a request goes)
let book, bookId;       // (the worker's: the book loaded, and its id)

if (isMainThread) {
  if (process.argv.length !== 3) {
    process.stderr.write("usage: node engine.mjs BOOK.json   (then JSON-lines requests on stdin)\n");
    process.exit(2);
  }
  const worker = new Worker(new URL(import.meta.url), { workerData: process.argv[2],
                                                        resourceLimits: { stackSizeMb: STACK_MB } });
  let pending = 0, closed = false, loaded = false;
  // (not before the book is loaded: a book that does not load is said, and exit 1, even with no request)
  const finish = () => { if (closed && pending === 0 && loaded) worker.terminate(); };
  worker.on("message", (line) => {   // (answers come back in the order the lines went)
    if (line === null) {   // the worker's first message: the book is loaded
      loaded = true;
    } else {
      process.stdout.write(line + "\n");
      pending--;
    }
    finish();
  });
  worker.on("error", (err) => {   // the book does not load: said, as Node says an uncaught error
    process.stderr.write(`${err.stack ?? err}\n`);
    process.exit(1);
  });
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (!line.trim()) return;
    pending++;
    worker.postMessage(line);
  });
  lines.on("close", () => { closed = true; finish(); });
} else {
  const data = parseBook(readFileSync(workerData, "utf-8"));   // (integers past 2^53 exact)
  bookId = data.book;
  book = loadBook(data);
  parentPort.postMessage(null);
  parentPort.on("message", (line) => parentPort.postMessage(reply(line)));
}

/** One line of the protocol answered: the request's answer with its `id`, as one line of JSON. */
function reply(line) {
  let request;
  try {
    request = parseExact(line);   // (JSON.parse would read 9007199254740993 as ...992, and 1.0 as 1)
  } catch (err) {   // a line that is not JSON has no id to answer with: said, and the next line read
    return stringify({ id: null, unsupported: true, message: `not a JSON request: ${err.message}` });
  }
  if (request === null || typeof request !== "object" || Array.isArray(request)) {   // (`null`, `5`, `[]`: no id)
    return stringify({ id: null, unsupported: true, message: "not a JSON request: a request is an object" });
  }
  // a request for another book than the one loaded is refused, never answered with this one's rules
  // (an error: it fails the vector, where `unsupported` would pass a run without --strict)
  if (request.book !== undefined && request.book !== null && request.book !== bookId) {
    return stringify({ id: request.id ?? null, error: "WrongBook",
                       message: `this engine has the book ${JSON.stringify(bookId)} loaded; the request is for the book ${JSON.stringify(request.book)}` });
  }
  let got;
  try {
    got = answer(book, request);   // (a request the protocol does not describe: `unsupported`)
  } catch (err) {   // an exception of the engine's own (a bug) is an error, failing its vector: never
    // `unsupported`, which a run without --strict passes; the next request is answered all the same
    got = { error: err?.constructor?.name ?? "Error", message: `the engine failed: ${err?.message ?? String(err)}` };
  }
  return stringify({ id: request.id ?? null, ...got });   // (a number past 2^53 digit for digit; no id: null)
}
