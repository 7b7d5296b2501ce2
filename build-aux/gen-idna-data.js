#!/usr/bin/env node
// gen-idna-data.js — writes core/us-idna-data.c, the UTS #46 data of the
// characters the system's ICU has no data for
//
// Run by hand, from the top of the source tree, after `npm ci` in
// tests/whatwg-oracle (which installs tr46, whatwg-url's UTS #46):
//
//   node build-aux/gen-idna-data.js
//
// It needs a C compiler and ICU's development files (pkg-config icu-uc):
// build-aux/gen-idna-icu.c, compiled and run here, tells which characters
// the system's ICU disallows. The data written is, for every code point
// that tr46 does not disallow but ICU's UTS #46 does (the characters
// assigned after ICU's Unicode version, and the few whose status later
// versions changed to valid), what core/us-idna-new.c needs to process a
// name holding one as tr46 does:
//
//  - the status and mapping, from tr46's lib/mappingTable.json;
//  - whether it is a combining mark, its class for the bidi rule, its
//    joining type for the ZWNJ rule, from tr46's lib/regexes.js (the
//    classes of the rules' regular expressions);
//  - its canonical combining class and decomposition, from Node's own
//    normalization (the Unicode version Node's ICU has, printed in the
//    output; it must be at least tr46's): the combining class is measured
//    against a mark of each class the system's ICU knows, by the order
//    String.prototype.normalize("NFD") puts them in.
//
// The characters the system's ICU knows whose status later versions
// changed to mapped or ignored are left to the hand-written idna_updates
// of core/us-whatwg-host.c; they are listed on standard error for a
// check.
//
// Left out too: the code points Node's Unicode has unassigned. tr46 7.0.0
// has the data of Unicode 18.0, which Node 20 (Unicode 17.0), today's
// browsers and the web-platform-tests' IdnaTestV2.json (in which U+3E8AC,
// unassigned before 18.0, is disallowed) do not have yet; and the
// combining classes and decompositions of such characters cannot be
// measured here. So a name holding one stays refused, as browsers refuse
// it (whatwg-url under Node takes CJK Extension K, U+3D000..U+3FC3F).
//
// SPDX-License-Identifier: GPL-3.0-or-later

"use strict";

const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync, execSync } = require("child_process");

const top = path.resolve(__dirname, "..");
const tr46Dir = path.join(top, "tests/whatwg-oracle/node_modules/tr46");
const table = require(path.join(tr46Dir, "lib/mappingTable.json"));
const regexes = require(path.join(tr46Dir, "lib/regexes.js"));
const { STATUS_MAPPING: S } = require(path.join(tr46Dir, "lib/statusMapping.js"));
const tr46Package = require(path.join(tr46Dir, "package.json"));
const tr46Version = tr46Package.version;
// The Unicode version of tr46's data: the @unicode/unicode-X package it
// was generated with.
const tr46Unicode = Object.keys({ ...tr46Package.dependencies, ...tr46Package.devDependencies })
  .map(name => /^@unicode\/unicode-(\d+\.\d+)\.\d+$/u.exec(name)).filter(Boolean)[0]?.[1] ?? "?";

const cp = c => String.fromCodePoint(c);
const hex = c => c.toString(16).toUpperCase().padStart(4, "0");

// The bracket expressions of a regular expression of tr46, as regular
// expressions testing one code point.
function classes(re) {
  const parts = re.source.match(/\[(?:\\.|[^\]\\])*\]/gu);
  return parts.map(p => new RegExp(`^${p}$`, "u"));
}

const [zwnjBefore, zwnjT, , zwnjAfter] = classes(regexes.validZWNJ);
const [s3End, nsm] = classes(regexes.bidiS3);
const [s2Set] = classes(regexes.bidiS2);
const [s5Set] = classes(regexes.bidiS5);
const [isMark] = classes(regexes.combiningMarks);
const [isVirama] = classes(regexes.combiningClassVirama);
const [isL] = classes(regexes.bidiS1LTR);
const [isRtl] = classes(regexes.bidiS1RTL);
const [isEN] = classes(regexes.bidiS4EN);
const [isAN] = classes(regexes.bidiS4AN);

// tr46's status of every code point, from its table.
function rows() {
  const out = [];
  for (const row of table) {
    const [from, to] = Array.isArray(row[0]) ? row[0] : [row[0], row[0]];
    out.push({ from, to, status: row[1], mapping: row[2] });
  }
  return out;
}

// What the system's ICU disallows, and its reference marks.
function askIcu(candidates) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gen-idna-"));
  try {
    const exe = path.join(dir, "gen-idna-icu");
    const flags = execSync("pkg-config --cflags --libs icu-uc", { encoding: "utf8" }).trim().split(/\s+/u);
    execFileSync("cc", ["-O1", "-o", exe, path.join(__dirname, "gen-idna-icu.c"), ...flags]);
    const out = execFileSync(exe, { input: candidates.map(hex).join("\n") + "\n", encoding: "utf8",
                                    maxBuffer: 64 << 20 });
    const result = { new: new Set(), old: new Set(), ccc: new Map(), valid: new Set(), invalid: new Set(), unicode: "", version: "" };
    for (const line of out.trim().split("\n")) {
      const f = line.split(" ");
      if (f[0] === "new" || f[0] === "old") {
        result[f[0]].add(parseInt(f[1], 16));
      } else if (f[0] === "valid" || f[0] === "invalid") {
        result[f[0]].add(parseInt(f[1], 16));
      } else if (f[0] === "ccc") {
        result.ccc.set(Number(f[1]), parseInt(f[2], 16));
      } else if (f[0] === "unicode") {
        result.unicode = f[1];
      } else if (f[0] === "icu") {
        result.version = f[1].replace(/\..*/u, "");
      }
    }
    return result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The canonical combining class of @c, measured against @refs (class ->
// code point) with Node's normalization.
function combiningClass(c, refs) {
  const s = cp(c);
  const moves = t => t.normalize("NFD") !== t;
  if (!moves(`a\u0345${s}`) && !moves(`a${s}\u0334`)) {
    return 0;
  }
  for (const [k, ref] of refs) {
    const r = cp(ref);
    if (!moves(`a${r}${s}`) && !moves(`a${s}${r}`)) {
      return k;
    }
  }
  throw new Error(`U+${hex(c)}: a combining class the system's ICU has no character of`);
}

// The bidi class of @c, as the bidi rule reads it.
function bidiClass(c) {
  const s = cp(c);
  if (isL.test(s)) {
    return "L";
  }
  if (isRtl.test(s)) {
    return "R";
  }
  if (isAN.test(s)) {
    return "AN";
  }
  if (isEN.test(s)) {
    return "EN";
  }
  if (nsm.test(s)) {
    return "NSM";
  }
  if (s5Set.test(s)) {
    if (!s2Set.test(s)) {
      throw new Error(`U+${hex(c)}: in the LTR rule's set, not the RTL rule's`);
    }
    return "OTHER";
  }
  return "NONE";
}

function joiningType(c) {
  const s = cp(c);
  const before = zwnjBefore.test(s), after = zwnjAfter.test(s);
  if (zwnjT.test(s)) {
    return "T";
  }
  if (before && after) {
    return "D";
  }
  return before ? "L" : after ? "R" : "U";
}

function main() {
  const all = rows();
  const candidates = [];
  const tr46Status = new Map();
  for (const r of all) {
    if (r.status === S.disallowed || r.to < 0x80) {
      continue;
    }
    for (let c = r.from; c <= r.to; c++) {
      candidates.push(c);
      tr46Status.set(c, r);
    }
  }
  const icu = askIcu(candidates);
  const refs = [...icu.ccc.entries()].sort((a, b) => a[0] - b[0]);

  const chars = [];
  const leftToUpdates = [];
  const unassigned = [];
  for (const c of candidates) {
    const r = tr46Status.get(c);
    if (icu.old.has(c) && r.status !== S.valid && r.status !== S.deviation) {
      leftToUpdates.push(c);
      continue;
    }
    if (!icu.new.has(c) && !icu.old.has(c)) {
      continue;
    }
    const s = cp(c);
    if (/^\p{Cn}$/u.test(s)) {
      unassigned.push(c);
      continue;
    }
    const nfd = s.normalize("NFD");
    const ch = {
      c,
      status: r.status,
      mapping: r.status === S.mapped ? Array.from(r.mapping, x => x.codePointAt(0)) : null,
      mark: isMark.test(s),
      bidi: bidiClass(c),
      jt: joiningType(c),
      ccc: nfd === s ? combiningClass(c, refs) : 0,
      decomposition: nfd === s ? null : Array.from(nfd, x => x.codePointAt(0)),
      pair: null
    };
    if ((ch.ccc === 9) !== isVirama.test(s)) {
      throw new Error(`U+${hex(c)}: virama and combining class 9 disagree`);
    }
    if (ch.status !== S.valid && ch.status !== S.mapped && ch.status !== S.deviation && ch.status !== S.ignored) {
      throw new Error(`U+${hex(c)}: status ${ch.status}`);
    }
    if (ch.decomposition) {
      // The primary composite's pair: the canonical composition of all
      // but the last code point of its decomposition, and the last.
      const d = ch.decomposition;
      const first = Array.from(String.fromCodePoint(...d.slice(0, -1)).normalize("NFC"));
      if (first.length !== 1 || s.normalize("NFC") !== s ||
          String.fromCodePoint(first[0].codePointAt(0), d[d.length - 1]).normalize("NFC") !== s) {
        throw new Error(`U+${hex(c)}: no canonical pair`);
      }
      ch.pair = [first[0].codePointAt(0), d[d.length - 1]];
    }
    chars.push(ch);
  }
  // us-idna-new.c takes a character the system's ICU knows as valid when
  // ICU's UTS #46 leaves it as it is: check that tr46 agrees, but for the
  // characters above and those of idna_updates.
  const disagree = [];
  let checked = 0;
  for (const r of all) {
    for (let c = r.from; c <= r.to; c++) {
      const valid = r.status === S.valid || r.status === S.deviation;
      const known = icu.valid.has(c) || icu.invalid.has(c);
      checked += known;
      if (known && valid !== icu.valid.has(c) && !icu.old.has(c) && c !== 0x1E9E) {
        disagree.push(c);
      }
    }
  }
  if (disagree.length > 0) {
    throw new Error(`tr46 and ICU disagree on the validity of ${disagree.map(c => `U+${hex(c)}`).join(" ")}`);
  }
  process.stderr.write(`validity as tr46 has it: ICU ${icu.version} agrees on the ${checked} code points it has assigned, ` +
                       "but those of the data and of idna_updates\n");
  process.stderr.write(`left out, unassigned in Node's Unicode ${process.versions.unicode}: ${unassigned.length} code points, ` +
                       `U+${hex(unassigned[0] || 0)} to U+${hex(unassigned[unassigned.length - 1] || 0)}\n`);
  process.stderr.write(`left to idna_updates (known to ICU ${icu.version}, now mapped or ignored): ` +
                       `${leftToUpdates.map(c => `U+${hex(c)}`).join(" ")}\n`);

  // Ranges of code points alike, and the mappings' pool.
  const ranges = [];
  const pool = [];
  const poolIndex = new Map();
  for (const ch of chars) {
    let mapIndex = 0, mapLen = 0;
    if (ch.mapping) {
      const key = ch.mapping.join(",");
      if (!poolIndex.has(key)) {
        poolIndex.set(key, pool.length);
        pool.push(...ch.mapping);
      }
      mapIndex = poolIndex.get(key);
      mapLen = ch.mapping.length;
    }
    const key = [ch.status, mapIndex, mapLen, ch.mark, ch.bidi, ch.jt, ch.ccc].join(" ");
    const last = ranges[ranges.length - 1];
    if (last && last.key === key && !ch.mapping && !ch.decomposition && !last.decomposable &&
        last.to + 1 === ch.c) {
      last.to = ch.c;
    } else {
      ranges.push({ from: ch.c, to: ch.c, key, ch, mapIndex, mapLen, decomposable: !!ch.decomposition });
    }
  }

  const statusName = { [S.valid]: "VALID", [S.mapped]: "MAPPED", [S.deviation]: "DEVIATION",
                       [S.ignored]: "IGNORED" };
  const blocks = new Uint8Array(0x110000 >> 11);
  for (const ch of chars) {
    blocks[ch.c >> 11] |= 1 << ((ch.c >> 8) & 7);
  }

  const license = fs.readFileSync(path.join(tr46Dir, "LICENSE.md"), "utf8").trim().split("\n");
  const out = [];
  out.push(`/* us-idna-data.c — UTS #46 data of the characters the system's ICU has none for
 *
 * GENERATED by build-aux/gen-idna-data.js; do not edit.
 *
 * From tr46 ${tr46Version} (whatwg-url's UTS #46, Unicode ${tr46Unicode}; its IDNA mapping table and
 * the character classes of its validity rules), with the combining classes
 * and decompositions of Node's Unicode ${process.versions.unicode}: ${chars.length} code points that
 * tr46 does not disallow and ICU ${icu.version}'s UTS #46 data (Unicode ${icu.unicode}) does,
 * in ${ranges.length} ranges, leaving out the ${unassigned.length} that Unicode ${process.versions.unicode} has
 * unassigned (in tr46, not yet in browsers: see
 * build-aux/gen-idna-data.js). core/us-idna-new.c reads them.
 *
 * The data comes from tr46, under the MIT licence (LICENSES/MIT-tr46.txt):
 *
${license.map(l => ` *   ${l}`.trimEnd()).join("\n")}
 *
 * SPDX-License-Identifier: GPL-3.0-or-later (the data taken from tr46 under
 * the MIT licence above)
 */
#include "config.h"

#include "us-idna-data.h"

const guint8 us_idna_data_blocks[${blocks.length}] = {`);
  for (let i = 0; i < blocks.length; i += 16) {
    out.push(`  ${Array.from(blocks.slice(i, i + 16), b => `0x${b.toString(16).padStart(2, "0")}`).join(", ")},`);
  }
  out.push("};\n");
  out.push(`const gunichar us_idna_data_mappings[${Math.max(pool.length, 1)}] = {`);
  for (let i = 0; i < pool.length; i += 8) {
    out.push(`  ${pool.slice(i, i + 8).map(c => `0x${hex(c)}`).join(", ")},`);
  }
  out.push("};\n");
  out.push(`const UsIdnaDataRange us_idna_data_ranges[${ranges.length}] = {`);
  for (const r of ranges) {
    const ch = r.ch;
    const flags = [ch.mark ? "US_IDNA_DATA_MARK" : null, ch.decomposition ? "US_IDNA_DATA_DECOMPOSES" : null]
      .filter(Boolean).join(" | ") || "0";
    out.push(`  { 0x${hex(r.from)}, 0x${hex(r.to)}, US_IDNA_DATA_${statusName[ch.status]}, ` +
             `US_IDNA_BIDI_${ch.bidi}, US_IDNA_JT_${ch.jt}, ${ch.ccc}, ${flags}, ${r.mapIndex}, ${r.mapLen} },`);
  }
  out.push("};\n");
  const decomposables = chars.filter(ch => ch.decomposition);
  out.push(`/* The characters above with a canonical decomposition: each with its
 * full decomposition (up to three code points, 0 after) and the pair it is
 * the canonical composition of (none is excluded from composition). */
const UsIdnaDataDecomposition us_idna_data_decompositions[${decomposables.length}] = {`);
  for (const ch of decomposables) {
    const d = [...ch.decomposition, 0, 0, 0].slice(0, 3);
    if (ch.decomposition.length > 3) {
      throw new Error(`U+${hex(ch.c)}: a decomposition longer than three`);
    }
    out.push(`  { 0x${hex(ch.c)}, { ${d.map(x => `0x${hex(x)}`).join(", ")} }, { 0x${hex(ch.pair[0])}, 0x${hex(ch.pair[1])} } },`);
  }
  out.push("};\n");
  out.push(`const gsize us_idna_data_n_ranges = ${ranges.length};`);
  out.push(`const gsize us_idna_data_n_decompositions = ${decomposables.length};`);
  fs.writeFileSync(path.join(top, "core/us-idna-data.c"), out.join("\n") + "\n");
  process.stderr.write(`core/us-idna-data.c: ${chars.length} code points, ${ranges.length} ranges, ` +
                       `${pool.length} mapping code points, ${decomposables.length} decompositions\n`);
}

main();
