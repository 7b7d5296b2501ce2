#!/usr/bin/env node
// bench-node-url.js [--rounds=N] [--resolve] FILE… — Node's own URL class
// (ada) on the URL corpus, for bench-parse --node and --table
//
// Reads the lines of the corpus files as bench-parse does (split at "\n",
// without the empty line after the last newline) and times, with its own
// loop (process.hrtime.bigint), URL.canParse(line) and new URL(line) with
// its href read (a failure caught) per URL: two warm-up rounds, then N
// rounds (9 by default) alternating them, and prints the median round of
// each in nanoseconds per URL:
//   URL.canParse(line)  123.4 ns/URL
//   new URL(line)       456.7 ns/URL
// With --resolve, also new URL(ref, base) with its href over the
// (base, reference) pairs bench-parse resolves, made from consecutive lines
// the same way (makePairs() mirrors bench-parse.c's make_pairs()):
//   new URL(ref, base)  789.0 ns/URL
// With --serve, no rounds of its own: after a line "pairs N refbytes B"
// (to check that both sides made the same pairs), one round of the three
// for each line read on standard input, printed as above and ended by a
// line ".", so that bench-parse --table can alternate its rounds with
// Node's. With --once=canparse|newurl|resolve|none, one pass of that loop
// and nothing printed, for callgrind (bench-table.sh).
//
// SPDX-License-Identifier: GPL-3.0-or-later
"use strict";

const fs = require("node:fs");

let rounds = 9;
let resolve = false;
let serve = false;
let once = null;
const files = [];
for (const arg of process.argv.slice(2)) {
  const m = /^--rounds=(\d+)$/.exec(arg);
  const o = /^--once=(canparse|newurl|resolve|none)$/.exec(arg);
  if (m) {
    rounds = Math.max(1, Number(m[1]));
  } else if (o) {
    once = o[1];
    resolve = resolve || once === "resolve";
  } else if (arg === "--resolve") {
    resolve = true;
  } else if (arg === "--serve") {
    serve = true;
    resolve = true;
  } else {
    files.push(arg);
  }
}
if (files.length === 0) {
  process.stderr.write("usage: bench-node-url.js [--rounds=N] [--resolve] [--serve | --once=MODE] FILE…\n");
  process.exit(2);
}

const lines = [];
for (const file of files) {
  const parts = fs.readFileSync(file, "utf8").split("\n");
  if (parts.length > 0 && parts[parts.length - 1] === "") {
    parts.pop();
  }
  for (const line of parts) {
    lines.push(line);
  }
}
const n = lines.length;

let sink = 0;

function runCanParse() {
  let valid = 0;
  for (let i = 0; i < n; i++) {
    if (URL.canParse(lines[i])) {
      valid++;
    }
  }
  return valid;
}

function runNewURL() {
  let valid = 0;
  for (let i = 0; i < n; i++) {
    try {
      const url = new URL(lines[i]);
      valid++;
      sink += url.href.length;
    } catch {
      // a failure: TypeError (ERR_INVALID_URL)
    }
  }
  return valid;
}

// The (base, reference) pairs of bench-parse.c's make_pairs(): the base is
// line i, the reference made from line i + 1 by i mod 8 (see there). The
// searches are for ASCII characters, so that JavaScript's indices into the
// decoded line cut it where bench-parse's byte pointers do.
function makePairs() {
  const bases = [];
  const refs = [];
  for (let i = 0; i + 1 < n; i++) {
    const next = lines[i + 1];
    const rest = next.indexOf("://");
    let path = rest >= 0 ? next.indexOf("/", rest + 3) : -1;
    let last = path >= 0 ? next.lastIndexOf("/") : -1;
    if (path < 0) {
      path = 0;
    }
    last = last < 0 ? path : last + 1;
    // the last segment runs to the query; its fragment is dropped
    const hash = next.indexOf("#", last);
    let ref;
    switch (i % 8) {
      case 0:
        ref = next;
        break;
      case 1:
        ref = next.slice(path);
        break;
      case 2:
        ref = hash >= 0 ? next.slice(last, hash) : next.slice(last);
        break;
      case 3:
        ref = "../" + next.slice(last);
        break;
      case 4:
        ref = rest >= 0 && path !== 0 ? next.slice(0, path) + "/." + next.slice(path) : next;
        break;
      case 5:
        ref = ".";
        break;
      case 6: {
        const q = next.indexOf("?");
        ref = q >= 0 ? next.slice(q) : "?q";
        break;
      }
      default:
        ref = rest >= 0 ? "//" + next.slice(rest + 3) : next;
        break;
    }
    bases.push(lines[i]);
    refs.push(ref);
  }
  return { bases, refs };
}

const pairs = resolve ? makePairs() : { bases: [], refs: [] };
const nPairs = pairs.refs.length;

function runResolve() {
  let valid = 0;
  for (let i = 0; i < nPairs; i++) {
    try {
      const url = new URL(pairs.refs[i], pairs.bases[i]);
      valid++;
      sink += url.href.length;
    } catch {
      // a failure: TypeError (ERR_INVALID_URL)
    }
  }
  return valid;
}

// Nanoseconds per item of one run of @run over @count items.
function nsPerURL(run, count = n) {
  const t0 = process.hrtime.bigint();
  sink += run();
  const t1 = process.hrtime.bigint();
  return Number(t1 - t0) / count;
}

function printRound(canParse, newURL, resolveTime) {
  console.log(`URL.canParse(line)  ${canParse.toFixed(1)} ns/URL`);
  console.log(`new URL(line)       ${newURL.toFixed(1)} ns/URL`);
  if (resolve) {
    console.log(`new URL(ref, base)  ${resolveTime.toFixed(1)} ns/URL`);
  }
}

// One round for each line of standard input, read synchronously.
function serveRounds() {
  const buf = Buffer.alloc(256);
  const refBytes = pairs.refs.reduce((sum, r) => sum + Buffer.byteLength(r), 0);
  console.log(`node ${process.version}${ada}: ${n} URLs (${valid} valid)`);
  console.log(`pairs ${nPairs} refbytes ${refBytes}`);
  for (;;) {
    let got;
    try {
      got = fs.readSync(0, buf, 0, buf.length, null);
    } catch (e) {
      if (e.code === "EAGAIN") {
        continue;
      }
      throw e;
    }
    if (got === 0) {
      return;
    }
    for (let k = 0; k < got; k++) {
      if (buf[k] === 10) {
        printRound(nsPerURL(runCanParse), nsPerURL(runNewURL), nsPerURL(runResolve, nPairs));
        console.log(".");
      }
    }
  }
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

if (once !== null) {
  const run = { canparse: runCanParse, newurl: runNewURL, resolve: runResolve, none: () => 0 }[once];
  sink += run();
  process.exit(sink < 0 ? 1 : 0);
}

const valid = runCanParse();
for (let w = 0; w < 2; w++) {
  runCanParse();
  runNewURL();
  if (resolve) {
    runResolve();
  }
}

const ada = process.versions.ada ? `, ada ${process.versions.ada}` : "";
if (serve) {
  serveRounds();
  process.exit(sink < 0 ? 1 : 0);
}

const canParse = [];
const newURL = [];
const resolveTimes = [];
for (let r = 0; r < rounds; r++) {
  canParse.push(nsPerURL(runCanParse));
  newURL.push(nsPerURL(runNewURL));
  if (resolve) {
    resolveTimes.push(nsPerURL(runResolve, nPairs));
  }
}

console.log(`node ${process.version}${ada}: ${n} URLs (${valid} valid), median of ${rounds} rounds`);
printRound(median(canParse), median(newURL), resolve ? median(resolveTimes) : 0);
if (sink < 0) {
  console.log(sink);
}
