#!/usr/bin/env node
// The JavaScript reference evaluator as a conformance engine: the JSON-lines protocol of
// `rules conform` (docs/conformance.md) over stdin and stdout.
//
// Fed by: `generated/<book>/book.json` (named on the command line) and one request per line on
// stdin; writes one answer per line, in order, each with the request's `id`.
//
//   rules conform changsha --engine "node tests/js/engine.mjs generated/changsha/book.json"

import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { answer, loadBook, parseBook, parseExact, stringify } from "./evaluator.mjs";

if (process.argv.length !== 3) {
  process.stderr.write("usage: node engine.mjs BOOK.json   (then JSON-lines requests on stdin)\n");
  process.exit(2);
}
const book = loadBook(parseBook(readFileSync(process.argv[2], "utf-8")));   // (integers past 2^53 exact)
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  let request;
  try {
    request = parseExact(line);   // (JSON.parse would read 9007199254740993 as ...992, and 1.0 as 1)
  } catch (err) {   // a line that is not JSON has no id to answer with: said, and the next line read
    process.stdout.write(stringify({ id: null, unsupported: true, message: `not a JSON request: ${err.message}` }) + "\n");
    continue;
  }
  let reply;
  try {
    reply = answer(book, request);
  } catch (err) {   // a request this engine cannot answer is reported, not fatal
    reply = { unsupported: true, message: `${err.constructor.name}: ${err.message}` };
  }
  process.stdout.write(stringify({ id: request.id, ...reply }) + "\n");   // (a number past 2^53 digit for digit)
}
