#!/usr/bin/env node
// oracle.js — the reference WHATWG URL parser (whatwg-url, pinned in
// package.json) for tests/test-whatwg-differential.c
//
// Reads JSON lines on stdin, each
//   {"input": string, "base": string|null, "bytes": hex string (optional)}
// and writes one JSON line per input line, in order:
//   {"skip": true}                      when the base fails to parse
//   {"failure": bool, "href", "protocol", "username", "password", "host",
//    "hostname", "port", "pathname", "search", "hash", "origin",
//    "errors": [validation error names, in the order met],
//    "node_href": string or null (null: Node's own URL class, ada, failed),
//    "decoded": bool (only with "bytes": whether the Encoding Standard's
//               UTF-8 decode of the bytes, BOM kept, equals "input"),
//    "search_params": [[name, value], ...] (the entries of the URL's
//               searchParams in order, each string as the hex of its
//               UTF-8, which JSON carries exactly even when it holds NUL;
//               null on failure)}
// The getters are null on failure; "errors" is given also then.
//
// A base is parsed once per distinct base string (the basic URL parser,
// no errors kept), then each input against the base's URL record, as the
// URL constructor does.
//
// SPDX-License-Identifier: GPL-3.0-or-later
"use strict";

const readline = require("node:readline");
const whatwgURL = require("whatwg-url");

const NodeURL = globalThis.URL;
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

const bases = new Map();

function parseBase(base) {
  if (!bases.has(base)) {
    bases.set(base, whatwgURL.parseURL(base));
  }
  return bases.get(base);
}

// The URL API's getters on a URL record, as whatwg-url's URL-impl.js has
// them.
function getters(url) {
  const host = url.host === null ? "" : whatwgURL.serializeHost(url.host);
  return {
    href: whatwgURL.serializeURL(url),
    protocol: `${url.scheme}:`,
    username: url.username,
    password: url.password,
    host: url.host === null || url.port === null ? host : `${host}:${whatwgURL.serializeInteger(url.port)}`,
    hostname: host,
    port: url.port === null ? "" : whatwgURL.serializeInteger(url.port),
    pathname: whatwgURL.serializePath(url),
    search: url.query === null || url.query === "" ? "" : `?${url.query}`,
    hash: url.fragment === null || url.fragment === "" ? "" : `#${url.fragment}`,
    origin: whatwgURL.serializeURLOrigin(url)
  };
}

function hex(string) {
  return Buffer.from(string, "utf8").toString("hex");
}

function searchParams(input, base) {
  const u = base === null ? new whatwgURL.URL(input) : new whatwgURL.URL(input, base);
  return Array.from(u.searchParams, ([name, value]) => [hex(name), hex(value)]);
}

function nodeHref(input, base) {
  try {
    return (base === null ? new NodeURL(input) : new NodeURL(input, base)).href;
  } catch {
    return null;
  }
}

function answer(line) {
  const { input, base = null, bytes } = JSON.parse(line);
  let baseURL = null;
  if (base !== null) {
    baseURL = parseBase(base);
    if (baseURL === null) {
      return { skip: true };
    }
  }

  const { url, validationErrors } = whatwgURL.parseURLWithValidationErrors(input, { baseURL });
  const out = url === null ?
    {
      failure: true, href: null, protocol: null, username: null, password: null, host: null,
      hostname: null, port: null, pathname: null, search: null, hash: null, origin: null
    } :
    { failure: false, ...getters(url) };
  out.errors = validationErrors;
  // What `new URL(input, base).searchParams` holds, through the URL API
  // itself (whatwg-url's URL class).
  out.search_params = url === null ? null : searchParams(input, base);
  out.node_href = nodeHref(input, base);
  if (bytes !== undefined) {
    out.decoded = decoder.decode(Buffer.from(bytes, "hex")) === input;
  }
  return out;
}

const out = [];
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on("line", line => {
  if (line === "") {
    return;
  }
  out.push(JSON.stringify(answer(line)));
  if (out.length >= 4096) {
    process.stdout.write(out.join("\n") + "\n");
    out.length = 0;
  }
});
rl.on("close", () => {
  if (out.length > 0) {
    process.stdout.write(out.join("\n") + "\n");
  }
});
