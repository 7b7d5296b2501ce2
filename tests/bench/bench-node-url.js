#!/usr/bin/env node
// bench-node-url.js [--rounds=N] FILE… — Node's own URL class (ada) on the
// URL corpus, for bench-parse --node
//
// Reads the lines of the corpus files as bench-parse does (split at "\n",
// without the empty line after the last newline) and times, with its own
// loop (process.hrtime.bigint), URL.canParse(line) and new URL(line) (a
// failure caught) per URL: two warm-up rounds, then N rounds (9 by
// default) alternating the two, and prints the median round of each in
// nanoseconds per URL:
//   URL.canParse(line)  123.4 ns/URL
//   new URL(line)       456.7 ns/URL
//
// SPDX-License-Identifier: GPL-3.0-or-later
"use strict";

const fs = require("node:fs");

let rounds = 9;
const files = [];
for (const arg of process.argv.slice(2)) {
  const m = /^--rounds=(\d+)$/.exec(arg);
  if (m) {
    rounds = Math.max(1, Number(m[1]));
  } else {
    files.push(arg);
  }
}
if (files.length === 0) {
  process.stderr.write("usage: bench-node-url.js [--rounds=N] FILE…\n");
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
      sink += url === null ? 1 : 0;
    } catch {
      // a failure: TypeError (ERR_INVALID_URL)
    }
  }
  return valid;
}

// Nanoseconds per URL of one run of @run.
function nsPerURL(run) {
  const t0 = process.hrtime.bigint();
  sink += run();
  const t1 = process.hrtime.bigint();
  return Number(t1 - t0) / n;
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const valid = runCanParse();
for (let w = 0; w < 2; w++) {
  runCanParse();
  runNewURL();
}

const canParse = [];
const newURL = [];
for (let r = 0; r < rounds; r++) {
  canParse.push(nsPerURL(runCanParse));
  newURL.push(nsPerURL(runNewURL));
}

const ada = process.versions.ada ? `, ada ${process.versions.ada}` : "";
console.log(`node ${process.version}${ada}: ${n} URLs (${valid} valid), median of ${rounds} rounds`);
console.log(`URL.canParse(line)  ${median(canParse).toFixed(1)} ns/URL`);
console.log(`new URL(line)       ${median(newURL).toFixed(1)} ns/URL`);
if (sink < 0) {
  console.log(sink);
}
