/* test-diagnostics.c — every bad character, with its code, span, fix and message
 *
 * One test path per case: /diagnostics/rfc3986/<name>. The cases are those
 * of the issue that built the parser (spaces, the characters RFC 3986
 * excludes, broken percent-encoding, schemes, colons, brackets, IPv6,
 * IPvFuture, zone identifiers, ports, non-ASCII, controls, invalid UTF-8,
 * two "#") and a few more. Each gives the exact diagnostics
 * ("code[start,end) severity fix=…") and the exact first message.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "test-common.h"

typedef struct {
  const char *name;
  /* input */
  const char *text;
  gsize len;
  /* outputs */
  const char *diagnostics;
  const char *first_message;
} DiagCase;

#define S(literal) literal, sizeof (literal) - 1

static const DiagCase cases[] = {
  { "space-path", S ("http://a/b c"),
    "space[10,11) error fix=%20",
    "space (U+0020) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %20" },
  { "space-host", S ("http://exa mple.com/"),
    "space[10,11) error",
    "space (U+0020) is not allowed in a host name (reg-name, RFC 3986 §3.2.2); a host name cannot hold it, not even percent-encoded (a forbidden host code point, URL Standard §3.5): remove it, or this is not a host" },
  { "space-query", S ("http://a/?q=a b"),
    "space[13,14) error fix=%20",
    "space (U+0020) is not allowed in the query (query, RFC 3986 §3.4); percent-encode it as %20" },
  { "space-fragment", S ("http://a/#x y"),
    "space[11,12) error fix=%20",
    "space (U+0020) is not allowed in the fragment (fragment, RFC 3986 §3.5); percent-encode it as %20" },
  { "space-userinfo", S ("http://us er@a/"),
    "space[9,10) error fix=%20",
    "space (U+0020) is not allowed in the user information (userinfo, RFC 3986 §3.2.1); percent-encode it as %20" },
  { "issue-example", S ("http://exa mple.com/a b?q=|#x"),
    "space[10,11) error; space[21,22) error fix=%20; excluded-char[26,27) error fix=%7C",
    "space (U+0020) is not allowed in a host name (reg-name, RFC 3986 §3.2.2); a host name cannot hold it, not even percent-encoded (a forbidden host code point, URL Standard §3.5): remove it, or this is not a host" },
  { "pipe", S ("http://a/|"),
    "excluded-char[9,10) error fix=%7C",
    "“|” (U+007C) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %7C" },
  { "dquote", S ("http://a/\"x\""),
    "excluded-char[9,10) error fix=%22; excluded-char[11,12) error fix=%22",
    "“\"” (U+0022) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %22" },
  { "lt-gt", S ("http://a/<x>"),
    "excluded-char[9,10) error fix=%3C; excluded-char[11,12) error fix=%3E",
    "“<” (U+003C) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %3C" },
  { "backslash", S ("http:\\a\\b"),
    "excluded-char[5,6) error fix=%5C; excluded-char[7,8) error fix=%5C",
    "“\\” (U+005C) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %5C" },
  { "caret", S ("http://a/^"),
    "excluded-char[9,10) error fix=%5E",
    "“^” (U+005E) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %5E" },
  { "backtick", S ("http://a/`"),
    "excluded-char[9,10) error fix=%60",
    "“`” (U+0060) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %60" },
  { "braces", S ("http://a/{x}"),
    "excluded-char[9,10) error fix=%7B; excluded-char[11,12) error fix=%7D",
    "“{” (U+007B) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %7B" },
  { "pipe-query", S ("?a|b"),
    "excluded-char[2,3) error fix=%7C",
    "“|” (U+007C) is not allowed in the query (query, RFC 3986 §3.4); percent-encode it as %7C" },
  { "brace-fragment", S ("#{}"),
    "excluded-char[1,2) error fix=%7B; excluded-char[2,3) error fix=%7D",
    "“{” (U+007B) is not allowed in the fragment (fragment, RFC 3986 §3.5); percent-encode it as %7B" },
  { "pct-alone", S ("http://a/%"),
    "pct-truncated[9,10) error fix=%25",
    "incomplete percent-encoding “%”: “%” must be followed by two hex digits (pct-encoded, RFC 3986 §2.1); write %25 if the “%” is meant literally" },
  { "pct-one-digit", S ("http://a/%2"),
    "pct-truncated[9,11) error fix=%252",
    "incomplete percent-encoding “%2”: “%” must be followed by two hex digits (pct-encoded, RFC 3986 §2.1); write %252 if the “%” is meant literally" },
  { "pct-one-digit-then-slash", S ("http://a/%2/b"),
    "pct-truncated[9,11) error fix=%252",
    "incomplete percent-encoding “%2”: “%” must be followed by two hex digits (pct-encoded, RFC 3986 §2.1); write %252 if the “%” is meant literally" },
  { "pct-bad-hex", S ("http://a/%zz"),
    "pct-bad-hex[9,10) error fix=%25",
    "“%” must be followed by two hex digits (pct-encoded, RFC 3986 §2.1), not “zz”; write %25 if the “%” is meant literally" },
  { "pct-half-hex", S ("http://a/%2z"),
    "pct-bad-hex[9,11) error fix=%252",
    "“%” must be followed by two hex digits (pct-encoded, RFC 3986 §2.1), not “2z”; write %252 if the “%” is meant literally" },
  { "pct-unicode", S ("http://a/%u041E"),
    "pct-unicode-escape[9,15) error fix=%D0%9E",
    "“%u041E” is a non-standard %u escape, not percent-encoding (pct-encoded, RFC 3986 §2.1); write the character’s UTF-8 octets %D0%9E" },
  { "pct-unicode-pair", S ("http://a/%uD83D%uDE00"),
    "pct-unicode-escape[9,21) error fix=%F0%9F%98%80",
    "“%uD83D%uDE00” is a non-standard %u escape, not percent-encoding (pct-encoded, RFC 3986 §2.1); write the character’s UTF-8 octets %F0%9F%98%80" },
  { "pct-in-port", S ("http://a:%38/"),
    "port-not-digits[9,10) error",
    "the port must be decimal digits (port, RFC 3986 §3.2.3), not “%”" },
  { "pct-in-scheme", S ("h%74tp://a/"),
    "pct-not-allowed[1,2) error",
    "percent-encoding is not allowed in the scheme (scheme, RFC 3986 §3.1)" },
  { "scheme-digit", S ("1http://x"),
    "scheme-bad-start[0,1) error",
    "a scheme must begin with a letter, not “1” (U+0031) (scheme, RFC 3986 §3.1)" },
  { "scheme-bad-char", S ("ht_tp://x"),
    "scheme-bad-char[2,3) error",
    "“_” (U+005F) is not allowed in the scheme (scheme, RFC 3986 §3.1)" },
  { "scheme-space", S ("ht tp://x"),
    "space[2,3) error",
    "space (U+0020) is not allowed in the scheme (scheme, RFC 3986 §3.1)" },
  { "scheme-plus-start", S ("+http://x"),
    "scheme-bad-start[0,1) error",
    "a scheme must begin with a letter, not “+” (U+002B) (scheme, RFC 3986 §3.1)" },
  { "colon-first-segment-valid", S ("a:b"),
    "",
    NULL },
  { "colon-first-segment", S ("1a:b"),
    "not-a-scheme[0,2) note; colon-in-first-segment[2,3) error fix[0,0)=./",
    "“1a” cannot be a scheme, because a scheme must begin with a letter (scheme, RFC 3986 §3.1), so the reference is read as a relative path" },
  { "colon-first-segment-two", S ("1a:b:c"),
    "not-a-scheme[0,2) note; colon-in-first-segment[2,3) error fix[0,0)=./; colon-in-first-segment[4,5) note",
    "“1a” cannot be a scheme, because a scheme must begin with a letter (scheme, RFC 3986 §3.1), so the reference is read as a relative path" },
  { "colon-empty-scheme", S (":a"),
    "colon-in-first-segment[0,1) error fix[0,0)=./",
    "“:” is not allowed in the first segment of a relative path (segment-nz-nc, RFC 3986 §3.3): what comes before it would be read as a scheme; write “./” before the path" },
  { "colon-after-slash", S ("./1a:b"),
    "",
    NULL },
  { "bracket-path", S ("http://a/b[1]"),
    "misplaced-bracket[10,11) error fix=%5B; misplaced-bracket[12,13) error fix=%5D",
    "“[” (U+005B) is only allowed around an IP literal in the host (IP-literal, RFC 3986 §3.2.2), not in a path segment; percent-encode it as %5B" },
  { "bracket-query", S ("http://a/?x[]=1"),
    "misplaced-bracket[11,12) error fix=%5B; misplaced-bracket[12,13) error fix=%5D",
    "“[” (U+005B) is only allowed around an IP literal in the host (IP-literal, RFC 3986 §3.2.2), not in the query; percent-encode it as %5B" },
  { "bracket-host", S ("http://a]b/"),
    "misplaced-bracket[8,9) error",
    "“]” (U+005D) is only allowed around an IP literal in the host (IP-literal, RFC 3986 §3.2.2), not in a host name" },
  { "bracket-userinfo", S ("http://u[1]@a/"),
    "misplaced-bracket[8,9) error fix=%5B; misplaced-bracket[10,11) error fix=%5D",
    "“[” (U+005B) is only allowed around an IP literal in the host (IP-literal, RFC 3986 §3.2.2), not in the user information; percent-encode it as %5B" },
  { "ipv6-unbracketed", S ("http://2001:db8::1/"),
    "ipv6-unbracketed[7,18) error fix=[2001:db8::1]",
    "an IPv6 address in a URI must be enclosed in brackets (IP-literal, RFC 3986 §3.2.2); write [2001:db8::1]" },
  { "ipv6-unbracketed-loopback", S ("http://::1/"),
    "ipv6-unbracketed[7,10) error fix=[::1]",
    "an IPv6 address in a URI must be enclosed in brackets (IP-literal, RFC 3986 §3.2.2); write [::1]" },
  { "ipv6-too-many", S ("http://[1:2:3:4:5:6:7:8:9]/"),
    "ipv6-too-many-groups[8,25) error",
    "this IPv6 address has 9 groups of 16 bits; it must have 8 (IPv6address, RFC 3986 §3.2.2)" },
  { "ipv6-too-many-compressed", S ("http://[1:2:3:4:5:6:7:8::]/"),
    "ipv6-too-many-groups[8,25) error",
    "this IPv6 address has 8 groups of 16 bits besides “::”, which stands for at least one; at most 7 are allowed with it (IPv6address, RFC 3986 §3.2.2)" },
  { "ipv6-too-few", S ("http://[1:2:3]/"),
    "ipv6-too-few-groups[8,13) error",
    "this IPv6 address has 3 groups of 16 bits, but needs 8 unless “::” stands for the missing ones (IPv6address, RFC 3986 §3.2.2)" },
  { "ipv6-two-compressions", S ("http://[1::2::3]/"),
    "ipv6-double-compression[12,14) error",
    "“::” may appear only once in an IPv6 address (IPv6address, RFC 3986 §3.2.2)" },
  { "ipv6-five-digits", S ("http://[12345::1]/"),
    "ipv6-group-too-long[8,13) error",
    "the IPv6 group “12345” has more than 4 hex digits (h16, RFC 3986 §3.2.2)" },
  { "ipv6-bad-ipv4", S ("http://[::1.2.3.256]/"),
    "ipv6-bad-ipv4[10,19) error",
    "“1.2.3.256” is not a valid embedded IPv4 address: it must come last and be four numbers from 0 to 255 without leading zeros (IPv4address, RFC 3986 §3.2.2)" },
  { "ipv6-ipv4-not-last", S ("http://[::1.2.3.4:1]/"),
    "ipv6-bad-ipv4[10,17) error",
    "“1.2.3.4” is not a valid embedded IPv4 address: it must come last and be four numbers from 0 to 255 without leading zeros (IPv4address, RFC 3986 §3.2.2)" },
  { "ipv6-ipv4-leading-zero", S ("http://[::01.2.3.4]/"),
    "ipv6-bad-ipv4[10,18) error",
    "“01.2.3.4” is not a valid embedded IPv4 address: it must come last and be four numbers from 0 to 255 without leading zeros (IPv4address, RFC 3986 §3.2.2)" },
  { "ipv6-bad-char", S ("http://[::g]/"),
    "ipv6-bad-char[10,11) error",
    "“g” (U+0067) is not allowed in an IPv6 address (IPv6address, RFC 3986 §3.2.2)" },
  { "ipv6-lone-colon", S ("http://[:1:2:3:4:5:6:7]/"),
    "ipv6-empty-group[8,9) error; ipv6-too-few-groups[8,22) note",
    "a single “:” cannot begin or end an IPv6 address, and only one “::” may stand for empty groups (IPv6address, RFC 3986 §3.2.2)" },
  { "ipv6-triple-colon", S ("http://[1:::2]/"),
    "ipv6-empty-group[11,12) error",
    "a single “:” cannot begin or end an IPv6 address, and only one “::” may stand for empty groups (IPv6address, RFC 3986 §3.2.2)" },
  { "ip-literal-unterminated", S ("http://[::1/x"),
    "ip-literal-unterminated[7,8) error fix[11,11)=]",
    "“[” opens an IP literal that is not closed by “]” (IP-literal, RFC 3986 §3.2.2); add “]” after the address" },
  { "ip-literal-empty", S ("http://[]/"),
    "ip-literal-empty[7,9) error",
    "an IP literal cannot be empty (IP-literal, RFC 3986 §3.2.2)" },
  { "ip-literal-trailing", S ("http://[::1]x:80/"),
    "ip-literal-trailing[12,13) error",
    "only “:” and a port may follow an IP literal (authority, RFC 3986 §3.2), not “x”" },
  { "ipvfuture-ok", S ("http://[v1.x:y]/"),
    "",
    NULL },
  { "ipvfuture-no-dot", S ("http://[v1]/"),
    "ipvfuture-no-dot[8,10) error",
    "an IPvFuture address needs “.” after its version (IPvFuture, RFC 3986 §3.2.2)" },
  { "ipvfuture-no-tail", S ("http://[v1.]/"),
    "ipvfuture-no-tail[8,11) error",
    "an IPvFuture address needs at least one character after “.” (IPvFuture, RFC 3986 §3.2.2)" },
  { "ipvfuture-no-version", S ("http://[v.x]/"),
    "ipvfuture-bad-version[8,9) error",
    "“v” must be followed by a version of hexadecimal digits (IPvFuture, RFC 3986 §3.2.2)" },
  { "ipvfuture-bad-version", S ("http://[vg.x]/"),
    "ipvfuture-bad-version[9,10) error",
    "“v” must be followed by a version of hexadecimal digits (IPvFuture, RFC 3986 §3.2.2)" },
  { "ipvfuture-pct", S ("http://[v1.a%20]/"),
    "pct-not-allowed[12,13) error",
    "percent-encoding is not allowed in an IPvFuture address (IPvFuture, RFC 3986 §3.2.2)" },
  { "zone-id", S ("http://[fe80::1%25eth0]/"),
    "zone-id[15,22) error",
    "the zone identifier “%25eth0” is not allowed by RFC 3986; RFC 6874 allows it (IPv6addrz), written as “%25” followed by the zone" },
  { "zone-id-raw", S ("http://[fe80::1%eth0]/"),
    "zone-id[15,20) error",
    "the zone identifier “%eth0” is not allowed by RFC 3986; RFC 6874 allows it (IPv6addrz), written as “%25” followed by the zone" },
  { "port-letters", S ("http://a:http/"),
    "port-not-digits[9,13) error",
    "the port must be decimal digits (port, RFC 3986 §3.2.3), not “http”" },
  { "port-mixed", S ("http://a:8o8o/"),
    "port-not-digits[10,11) error; port-not-digits[12,13) error",
    "the port must be decimal digits (port, RFC 3986 §3.2.3), not “o”" },
  { "port-empty", S ("http://a:/"),
    "",
    NULL },
  { "non-ascii-path", S ("http://a/О"),
    "non-ascii[9,11) error fix=%D0%9E",
    "“О” (U+041E) is not allowed in a path segment of a URI (pchar, RFC 3986 §3.3) but is allowed in an IRI (RFC 3987); percent-encode it here as %D0%9E" },
  { "non-ascii-query", S ("http://a/?q=é"),
    "non-ascii[12,14) error fix=%C3%A9",
    "“é” (U+00E9) is not allowed in the query of a URI (query, RFC 3986 §3.4) but is allowed in an IRI (RFC 3987); percent-encode it here as %C3%A9" },
  { "non-ascii-host", S ("http://münchen.de/"),
    "non-ascii-host[8,10) error fix[7,18)=xn--mnchen-3ya.de",
    "“ü” (U+00FC) is not allowed in a host name of a URI (reg-name, RFC 3986 §3.2.2) but is allowed in an IRI (RFC 3987); write the host name in its IDNA form “xn--mnchen-3ya.de”" },
  { "non-ascii-host-two", S ("http://müñchen.de/"),
    "non-ascii-host[8,10) error fix[7,19)=xn--mchen-ota0f.de; non-ascii-host[10,12) note",
    "“ü” (U+00FC) is not allowed in a host name of a URI (reg-name, RFC 3986 §3.2.2) but is allowed in an IRI (RFC 3987); write the host name in its IDNA form “xn--mchen-ota0f.de”" },
  { "non-ascii-scheme", S ("hé://x"),
    "non-ascii[1,3) error",
    "“é” (U+00E9) is not allowed in the scheme (scheme, RFC 3986 §3.1)" },
  { "nul", S ("http://a/b\x00""c"),
    "control-char[10,11) error fix=%00",
    "control character NUL (U+0000) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %00" },
  { "control-tab", S ("http://a/b\tc"),
    "control-char[10,11) error fix=%09",
    "control character HT (U+0009) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %09" },
  { "control-del", S ("http://a/\x7f"""),
    "control-char[9,10) error fix=%7F",
    "control character DEL (U+007F) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %7F" },
  { "control-esc", S ("http://a/\x1b""[31m"),
    "control-char[9,10) error fix=%1B; misplaced-bracket[10,11) error fix=%5B",
    "control character ESC (U+001B) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %1B" },
  { "invalid-utf8", S ("http://a/\xff"""),
    "invalid-utf8[9,10) error fix=%FF",
    "byte 0xFF is not valid UTF-8 and not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %FF" },
  { "invalid-utf8-truncated", S ("http://a/\xd0"""),
    "invalid-utf8[9,10) error fix=%D0",
    "byte 0xD0 is not valid UTF-8 and not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %D0" },
  { "invalid-utf8-overlong", S ("http://a/\xc0""\xaf"""),
    "invalid-utf8[9,10) error fix=%C0; invalid-utf8[10,11) error fix=%AF",
    "byte 0xC0 is not valid UTF-8 and not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %C0" },
  { "two-hashes", S ("http://a/#b#c"),
    "extra-hash[11,12) error fix=%23",
    "a second “#” is not allowed in the fragment (fragment, RFC 3986 §3.5); percent-encode it as %23" },
  { "three-hashes", S ("#a#b#c"),
    "extra-hash[2,3) error fix=%23; extra-hash[4,5) error fix=%23",
    "a second “#” is not allowed in the fragment (fragment, RFC 3986 §3.5); percent-encode it as %23" },
  { "at-in-userinfo", S ("http://a@b@c/"),
    "at-in-userinfo[8,9) error fix=%40",
    "“@” is not allowed in the user information (userinfo, RFC 3986 §3.2.1): only the last “@” ends it; percent-encode it as %40" },
  { "leading-space", S (" http://a/"),
    "leading-whitespace[0,1) error fix=",
    "space (U+0020) before the reference is not part of it (RFC 3986 Appendix C); remove it" },
  { "trailing-newline", S ("http://a/\n"),
    "trailing-whitespace[9,10) error fix=",
    "control character LF (U+000A) after the reference is not part of it (RFC 3986 Appendix C); remove it" },
  { "surrounding", S ("\t http://a/ \r\n"),
    "leading-whitespace[0,2) error fix=; trailing-whitespace[11,14) error fix=",
    "control character HT (U+0009) before the reference is not part of it (RFC 3986 Appendix C); remove it" },
  { "all-space", S ("   "),
    "leading-whitespace[0,3) error fix=",
    "space (U+0020) before the reference is not part of it (RFC 3986 Appendix C); remove it" },
  { "ipv4-out-of-range", S ("http://1.2.3.256/"),
    "ipv4-like-reg-name[7,16) warning",
    "“1.2.3.256” looks like an IPv4 address but is not one (a number is over 255 or has a leading zero), so it is read as a registered name (reg-name, RFC 3986 §3.2.2)" },
  { "ipv4-leading-zero", S ("http://01.2.3.4/"),
    "ipv4-like-reg-name[7,15) warning",
    "“01.2.3.4” looks like an IPv4 address but is not one (a number is over 255 or has a leading zero), so it is read as a registered name (reg-name, RFC 3986 §3.2.2)" },
  { "empty", S (""),
    "",
    NULL },
};

static void
test_case (gconstpointer data)
{
  const DiagCase *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(UsResult) result = us_parse (c->text, c->len, US_SPEC_RFC3986, US_PARSE_DEFAULT, &error);
  g_autofree char *summary = NULL;

  g_assert_no_error (error);
  test_check_invariants (result);
  summary = test_diag_summary (result);
  g_assert_cmpstr (summary, ==, c->diagnostics);

  if (c->first_message != NULL)
    {
      g_autofree char *message = us_result_format_message (result, us_result_get_diagnostic (result, 0));

      g_assert_cmpstr (message, ==, c->first_message);
    }
  else
    g_assert_cmpuint (us_result_get_n_diagnostics (result), ==, 0);
}

/* Pasted text (issue 11), under every spec: a reference wrapped in
 * delimiters (RFC 3986 Appendix C), a Windows path (RFC 8089 Appendix E),
 * javascript: and data: links. Each case gives the diagnostics and the
 * text with every fix applied (NULL when no diagnostic has a fix). Where
 * the grammar admits the whole ("'a'", "C:/Users/me/a.txt" under all but
 * RFC 1738, whose schemes are lower case), only notes are added; "a:/b"
 * and "c:foo" are URIs of one-letter schemes and get none. */
typedef struct {
  const char *name;
  UsSpec spec;
  const char *text;
  const char *diagnostics;
  const char *fixed;
} PasteCase;

static const PasteCase paste_cases[] = {
  { "dquote", US_SPEC_RFC3986, "\"http://a/\"",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "dquote", US_SPEC_RFC3987, "\"http://a/\"",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "dquote", US_SPEC_RFC2396, "\"http://a/\"",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "dquote", US_SPEC_RFC1808, "\"http://a/\"",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "dquote", US_SPEC_RFC1738, "\"http://a/\"",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "dquote-space", US_SPEC_RFC3986, " \"http://a/b c\" \n",
    "leading-whitespace[0,1) error fix=; delimiters[1,2) error fix=; space[12,13) error fix=%20; closing-delimiter[14,15) note fix=; trailing-whitespace[15,17) error fix=",
    "http://a/b%20c" },
  { "dquote-space", US_SPEC_RFC3987, " \"http://a/b c\" \n",
    "leading-whitespace[0,1) error fix=; delimiters[1,2) error fix=; space[12,13) error fix=%20; closing-delimiter[14,15) note fix=; trailing-whitespace[15,17) error fix=",
    "http://a/b%20c" },
  { "dquote-space", US_SPEC_RFC2396, " \"http://a/b c\" \n",
    "leading-whitespace[0,1) error fix=; delimiters[1,2) error fix=; space[12,13) error fix=%20; closing-delimiter[14,15) note fix=; trailing-whitespace[15,17) error fix=",
    "http://a/b%20c" },
  { "dquote-space", US_SPEC_RFC1808, " \"http://a/b c\" \n",
    "leading-whitespace[0,1) error fix=; delimiters[1,2) error fix=; space[12,13) error fix=%20; closing-delimiter[14,15) note fix=; trailing-whitespace[15,17) error fix=",
    "http://a/b%20c" },
  { "dquote-space", US_SPEC_RFC1738, " \"http://a/b c\" \n",
    "leading-whitespace[0,1) error fix=; delimiters[1,2) error fix=; space[12,13) error fix=%20; closing-delimiter[14,15) note fix=; trailing-whitespace[15,17) error fix=",
    "http://a/b%20c" },
  { "angle", US_SPEC_RFC3986, "<http://a/>",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "angle", US_SPEC_RFC3987, "<http://a/>",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "angle", US_SPEC_RFC2396, "<http://a/>",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "angle", US_SPEC_RFC1808, "<http://a/>",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "angle", US_SPEC_RFC1738, "<http://a/>",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "url-prefix", US_SPEC_RFC3986, "<URL: http://a/b>",
    "delimiters[0,6) error fix=; closing-delimiter[16,17) note fix=",
    "http://a/b" },
  { "url-prefix", US_SPEC_RFC3987, "<URL: http://a/b>",
    "delimiters[0,6) error fix=; closing-delimiter[16,17) note fix=",
    "http://a/b" },
  { "url-prefix", US_SPEC_RFC2396, "<URL: http://a/b>",
    "delimiters[0,6) error fix=; closing-delimiter[16,17) note fix=",
    "http://a/b" },
  { "url-prefix", US_SPEC_RFC1808, "<URL: http://a/b>",
    "delimiters[0,6) error fix=; closing-delimiter[16,17) note fix=",
    "http://a/b" },
  { "url-prefix", US_SPEC_RFC1738, "<URL: http://a/b>",
    "delimiters[0,6) error fix=; closing-delimiter[16,17) note fix=",
    "http://a/b" },
  { "typographic", US_SPEC_RFC3986, "“http://a/”",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "typographic", US_SPEC_RFC3987, "“http://a/”",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "typographic", US_SPEC_RFC2396, "“http://a/”",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "typographic", US_SPEC_RFC1808, "“http://a/”",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "typographic", US_SPEC_RFC1738, "“http://a/”",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "german", US_SPEC_RFC3986, "„http://a/“",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "german", US_SPEC_RFC3987, "„http://a/“",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "german", US_SPEC_RFC2396, "„http://a/“",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "german", US_SPEC_RFC1808, "„http://a/“",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "german", US_SPEC_RFC1738, "„http://a/“",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "single-typographic", US_SPEC_RFC3986, "‘http://a/’",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "single-typographic", US_SPEC_RFC3987, "‘http://a/’",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "single-typographic", US_SPEC_RFC2396, "‘http://a/’",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "single-typographic", US_SPEC_RFC1808, "‘http://a/’",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "single-typographic", US_SPEC_RFC1738, "‘http://a/’",
    "delimiters[0,3) error fix=; closing-delimiter[12,15) note fix=",
    "http://a/" },
  { "guillemets", US_SPEC_RFC3986, "«http://a/»",
    "delimiters[0,2) error fix=; closing-delimiter[11,13) note fix=",
    "http://a/" },
  { "guillemets", US_SPEC_RFC3987, "«http://a/»",
    "delimiters[0,2) error fix=; closing-delimiter[11,13) note fix=",
    "http://a/" },
  { "guillemets", US_SPEC_RFC2396, "«http://a/»",
    "delimiters[0,2) error fix=; closing-delimiter[11,13) note fix=",
    "http://a/" },
  { "guillemets", US_SPEC_RFC1808, "«http://a/»",
    "delimiters[0,2) error fix=; closing-delimiter[11,13) note fix=",
    "http://a/" },
  { "guillemets", US_SPEC_RFC1738, "«http://a/»",
    "delimiters[0,2) error fix=; closing-delimiter[11,13) note fix=",
    "http://a/" },
  { "single", US_SPEC_RFC3986, "'http://a/'",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "single", US_SPEC_RFC3987, "'http://a/'",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "single", US_SPEC_RFC2396, "'http://a/'",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "single", US_SPEC_RFC1808, "'http://a/'",
    "delimiters[0,1) note",
    NULL },
  { "single", US_SPEC_RFC1738, "'http://a/'",
    "delimiters[0,1) error fix=; closing-delimiter[10,11) note fix=",
    "http://a/" },
  { "single-admitted", US_SPEC_RFC3986, "'a'",
    "delimiters[0,1) note",
    NULL },
  { "single-admitted", US_SPEC_RFC3987, "'a'",
    "delimiters[0,1) note",
    NULL },
  { "single-admitted", US_SPEC_RFC2396, "'a'",
    "delimiters[0,1) note",
    NULL },
  { "single-admitted", US_SPEC_RFC1808, "'a'",
    "delimiters[0,1) note",
    NULL },
  { "single-admitted", US_SPEC_RFC1738, "'a'",
    "not-absolute[0,3) error; delimiters[0,1) note",
    NULL },
  { "drive", US_SPEC_RFC3986, "C:\\Users\\me\\a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[2,3) note; excluded-char[8,9) note; excluded-char[11,12) note; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive", US_SPEC_RFC3987, "C:\\Users\\me\\a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[2,3) note; excluded-char[8,9) note; excluded-char[11,12) note; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive", US_SPEC_RFC2396, "C:\\Users\\me\\a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[2,3) note; excluded-char[8,9) note; excluded-char[11,12) note; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive", US_SPEC_RFC1808, "C:\\Users\\me\\a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[2,3) note; excluded-char[8,9) note; excluded-char[11,12) note; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive", US_SPEC_RFC1738, "C:\\Users\\me\\a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; not-in-scheme-syntax[0,1) note; generic-scheme[0,1) note; excluded-char[2,3) note; excluded-char[8,9) note; excluded-char[11,12) note; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-quoted", US_SPEC_RFC3986, "\"C:\\Users\\me\\a b.txt\"",
    "delimiters[0,1) error fix=; windows-path[1,20) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[3,4) note; excluded-char[9,10) note; excluded-char[12,13) note; space[14,15) note; closing-delimiter[20,21) note fix=",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-quoted", US_SPEC_RFC3987, "\"C:\\Users\\me\\a b.txt\"",
    "delimiters[0,1) error fix=; windows-path[1,20) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[3,4) note; excluded-char[9,10) note; excluded-char[12,13) note; space[14,15) note; closing-delimiter[20,21) note fix=",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-quoted", US_SPEC_RFC2396, "\"C:\\Users\\me\\a b.txt\"",
    "delimiters[0,1) error fix=; windows-path[1,20) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[3,4) note; excluded-char[9,10) note; excluded-char[12,13) note; space[14,15) note; closing-delimiter[20,21) note fix=",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-quoted", US_SPEC_RFC1808, "\"C:\\Users\\me\\a b.txt\"",
    "delimiters[0,1) error fix=; windows-path[1,20) error fix=file:///C:/Users/me/a%20b.txt; excluded-char[3,4) note; excluded-char[9,10) note; excluded-char[12,13) note; space[14,15) note; closing-delimiter[20,21) note fix=",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-quoted", US_SPEC_RFC1738, "\"C:\\Users\\me\\a b.txt\"",
    "delimiters[0,1) error fix=; windows-path[1,20) error fix=file:///C:/Users/me/a%20b.txt; not-in-scheme-syntax[1,2) note; generic-scheme[1,2) note; excluded-char[3,4) note; excluded-char[9,10) note; excluded-char[12,13) note; space[14,15) note; closing-delimiter[20,21) note fix=",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-slash", US_SPEC_RFC3986, "C:/Users/me/a.txt",
    "windows-path[0,17) note",
    NULL },
  { "drive-slash", US_SPEC_RFC3987, "C:/Users/me/a.txt",
    "windows-path[0,17) note",
    NULL },
  { "drive-slash", US_SPEC_RFC2396, "C:/Users/me/a.txt",
    "windows-path[0,17) note",
    NULL },
  { "drive-slash", US_SPEC_RFC1808, "C:/Users/me/a.txt",
    "windows-path[0,17) note",
    NULL },
  { "drive-slash", US_SPEC_RFC1738, "C:/Users/me/a.txt",
    "windows-path[0,17) error fix=file:///C:/Users/me/a.txt; not-in-scheme-syntax[0,1) note; generic-scheme[0,1) note",
    "file:///C:/Users/me/a.txt" },
  { "drive-slash-space", US_SPEC_RFC3986, "C:/Users/me/a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-slash-space", US_SPEC_RFC3987, "C:/Users/me/a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-slash-space", US_SPEC_RFC2396, "C:/Users/me/a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-slash-space", US_SPEC_RFC1808, "C:/Users/me/a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "drive-slash-space", US_SPEC_RFC1738, "C:/Users/me/a b.txt",
    "windows-path[0,19) error fix=file:///C:/Users/me/a%20b.txt; not-in-scheme-syntax[0,1) note; generic-scheme[0,1) note; space[13,14) note",
    "file:///C:/Users/me/a%20b.txt" },
  { "scheme-a", US_SPEC_RFC3986, "a:/b",
    "",
    NULL },
  { "scheme-a", US_SPEC_RFC3987, "a:/b",
    "",
    NULL },
  { "scheme-a", US_SPEC_RFC2396, "a:/b",
    "",
    NULL },
  { "scheme-a", US_SPEC_RFC1808, "a:/b",
    "",
    NULL },
  { "scheme-a", US_SPEC_RFC1738, "a:/b",
    "generic-scheme[0,1) note",
    NULL },
  { "scheme-c", US_SPEC_RFC3986, "c:foo",
    "",
    NULL },
  { "scheme-c", US_SPEC_RFC3987, "c:foo",
    "",
    NULL },
  { "scheme-c", US_SPEC_RFC2396, "c:foo",
    "",
    NULL },
  { "scheme-c", US_SPEC_RFC1808, "c:foo",
    "",
    NULL },
  { "scheme-c", US_SPEC_RFC1738, "c:foo",
    "generic-scheme[0,1) note",
    NULL },
  { "drive-lower", US_SPEC_RFC3986, "c:\\x",
    "windows-path[0,4) error fix=file:///c:/x; excluded-char[2,3) note",
    "file:///c:/x" },
  { "drive-lower", US_SPEC_RFC3987, "c:\\x",
    "windows-path[0,4) error fix=file:///c:/x; excluded-char[2,3) note",
    "file:///c:/x" },
  { "drive-lower", US_SPEC_RFC2396, "c:\\x",
    "windows-path[0,4) error fix=file:///c:/x; excluded-char[2,3) note",
    "file:///c:/x" },
  { "drive-lower", US_SPEC_RFC1808, "c:\\x",
    "windows-path[0,4) error fix=file:///c:/x; excluded-char[2,3) note",
    "file:///c:/x" },
  { "drive-lower", US_SPEC_RFC1738, "c:\\x",
    "windows-path[0,4) error fix=file:///c:/x; generic-scheme[0,1) note; excluded-char[2,3) note",
    "file:///c:/x" },
  { "scheme-lower-space", US_SPEC_RFC3986, "c:/a b",
    "space[4,5) error fix=%20",
    "c:/a%20b" },
  { "scheme-lower-space", US_SPEC_RFC3987, "c:/a b",
    "space[4,5) error fix=%20",
    "c:/a%20b" },
  { "scheme-lower-space", US_SPEC_RFC2396, "c:/a b",
    "space[4,5) error fix=%20",
    "c:/a%20b" },
  { "scheme-lower-space", US_SPEC_RFC1808, "c:/a b",
    "space[4,5) error fix=%20",
    "c:/a%20b" },
  { "scheme-lower-space", US_SPEC_RFC1738, "c:/a b",
    "generic-scheme[0,1) note; space[4,5) error fix=%20",
    "c:/a%20b" },
  { "unc", US_SPEC_RFC3986, "\\\\server\\share\\x#1.txt",
    "windows-path[0,22) error fix=file://server/share/x%231.txt; excluded-char[0,1) note; excluded-char[1,2) note; excluded-char[8,9) note; excluded-char[14,15) note",
    "file://server/share/x%231.txt" },
  { "unc", US_SPEC_RFC3987, "\\\\server\\share\\x#1.txt",
    "windows-path[0,22) error fix=file://server/share/x%231.txt; excluded-char[0,1) note; excluded-char[1,2) note; excluded-char[8,9) note; excluded-char[14,15) note",
    "file://server/share/x%231.txt" },
  { "unc", US_SPEC_RFC2396, "\\\\server\\share\\x#1.txt",
    "windows-path[0,22) error fix=file://server/share/x%231.txt; excluded-char[0,1) note; excluded-char[1,2) note; excluded-char[8,9) note; excluded-char[14,15) note",
    "file://server/share/x%231.txt" },
  { "unc", US_SPEC_RFC1808, "\\\\server\\share\\x#1.txt",
    "windows-path[0,22) error fix=file://server/share/x%231.txt; excluded-char[0,1) note; excluded-char[1,2) note; excluded-char[8,9) note; excluded-char[14,15) note",
    "file://server/share/x%231.txt" },
  { "unc", US_SPEC_RFC1738, "\\\\server\\share\\x#1.txt",
    "windows-path[0,22) error fix=file://server/share/x%231.txt; not-absolute[0,22) note; excluded-char[0,1) note; excluded-char[1,2) note; excluded-char[8,9) note; excluded-char[14,15) note; excluded-char[16,17) note",
    "file://server/share/x%231.txt" },
  { "device", US_SPEC_RFC3986, "\\\\?\\C:\\x",
    "excluded-char[0,1) error fix=%5C; excluded-char[1,2) error fix=%5C; excluded-char[3,4) error fix=%5C; excluded-char[6,7) error fix=%5C",
    "%5C%5C?%5CC:%5Cx" },
  { "device", US_SPEC_RFC3987, "\\\\?\\C:\\x",
    "excluded-char[0,1) error fix=%5C; excluded-char[1,2) error fix=%5C; excluded-char[3,4) error fix=%5C; excluded-char[6,7) error fix=%5C",
    "%5C%5C?%5CC:%5Cx" },
  { "device", US_SPEC_RFC2396, "\\\\?\\C:\\x",
    "excluded-char[0,1) error fix=%5C; excluded-char[1,2) error fix=%5C; excluded-char[3,4) error fix=%5C; excluded-char[6,7) error fix=%5C",
    "%5C%5C?%5CC:%5Cx" },
  { "device", US_SPEC_RFC1808, "\\\\?\\C:\\x",
    "excluded-char[0,1) error fix=%5C; excluded-char[1,2) error fix=%5C; excluded-char[3,4) error fix=%5C; excluded-char[6,7) error fix=%5C",
    "%5C%5C?%5CC:%5Cx" },
  { "device", US_SPEC_RFC1738, "\\\\?\\C:\\x",
    "not-absolute[0,8) error; excluded-char[0,1) error fix=%5C; excluded-char[1,2) error fix=%5C; excluded-char[3,4) error fix=%5C; excluded-char[6,7) error fix=%5C",
    "%5C%5C?%5CC:%5Cx" },
  { "javascript", US_SPEC_RFC3986, "JavaScript:alert(1)",
    "javascript-url[0,11) note",
    NULL },
  { "javascript", US_SPEC_RFC3987, "JavaScript:alert(1)",
    "javascript-url[0,11) note",
    NULL },
  { "javascript", US_SPEC_RFC2396, "JavaScript:alert(1)",
    "javascript-url[0,11) note",
    NULL },
  { "javascript", US_SPEC_RFC1808, "JavaScript:alert(1)",
    "javascript-url[0,11) note",
    NULL },
  { "javascript", US_SPEC_RFC1738, "JavaScript:alert(1)",
    "not-in-scheme-syntax[0,1) error; generic-scheme[0,10) note; javascript-url[0,11) note; not-in-scheme-syntax[4,5) error",
    NULL },
  { "data", US_SPEC_RFC3986, "data:text/html;base64,PGgxPg==",
    "data-url[0,14) note",
    NULL },
  { "data", US_SPEC_RFC3987, "data:text/html;base64,PGgxPg==",
    "data-url[0,14) note",
    NULL },
  { "data", US_SPEC_RFC2396, "data:text/html;base64,PGgxPg==",
    "data-url[0,14) note",
    NULL },
  { "data", US_SPEC_RFC1808, "data:text/html;base64,PGgxPg==",
    "data-url[0,14) note",
    NULL },
  { "data", US_SPEC_RFC1738, "data:text/html;base64,PGgxPg==",
    "generic-scheme[0,4) note; data-url[0,14) note",
    NULL },
  { "data-default", US_SPEC_RFC3986, "data:,hi",
    "data-url[0,5) note",
    NULL },
  { "data-default", US_SPEC_RFC3987, "data:,hi",
    "data-url[0,5) note",
    NULL },
  { "data-default", US_SPEC_RFC2396, "data:,hi",
    "data-url[0,5) note",
    NULL },
  { "data-default", US_SPEC_RFC1808, "data:,hi",
    "data-url[0,5) note",
    NULL },
  { "data-default", US_SPEC_RFC1738, "data:,hi",
    "generic-scheme[0,4) note; data-url[0,5) note",
    NULL },
  { "data-quoted", US_SPEC_RFC3986, "<data:,hi>",
    "delimiters[0,1) error fix=; data-url[1,6) note; closing-delimiter[9,10) note fix=",
    "data:,hi" },
  { "data-quoted", US_SPEC_RFC3987, "<data:,hi>",
    "delimiters[0,1) error fix=; data-url[1,6) note; closing-delimiter[9,10) note fix=",
    "data:,hi" },
  { "data-quoted", US_SPEC_RFC2396, "<data:,hi>",
    "delimiters[0,1) error fix=; data-url[1,6) note; closing-delimiter[9,10) note fix=",
    "data:,hi" },
  { "data-quoted", US_SPEC_RFC1808, "<data:,hi>",
    "delimiters[0,1) error fix=; data-url[1,6) note; closing-delimiter[9,10) note fix=",
    "data:,hi" },
  { "data-quoted", US_SPEC_RFC1738, "<data:,hi>",
    "delimiters[0,1) error fix=; generic-scheme[1,5) note; data-url[1,6) note; closing-delimiter[9,10) note fix=",
    "data:,hi" },
  { "non-ascii", US_SPEC_RFC3986, "C:\\Users\\José\\100%.txt",
    "windows-path[0,23) error fix=file:///C:/Users/Jos%C3%A9/100%25.txt; excluded-char[2,3) note; excluded-char[8,9) note; non-ascii[12,14) note; excluded-char[14,15) note; pct-bad-hex[18,19) note",
    "file:///C:/Users/Jos%C3%A9/100%25.txt" },
  { "non-ascii", US_SPEC_RFC3987, "C:\\Users\\José\\100%.txt",
    "windows-path[0,23) error fix=file:///C:/Users/José/100%25.txt; excluded-char[2,3) note; excluded-char[8,9) note; excluded-char[14,15) note; pct-bad-hex[18,19) note",
    "file:///C:/Users/José/100%25.txt" },
  { "non-ascii", US_SPEC_RFC2396, "C:\\Users\\José\\100%.txt",
    "windows-path[0,23) error fix=file:///C:/Users/Jos%C3%A9/100%25.txt; excluded-char[2,3) note; excluded-char[8,9) note; non-ascii[12,14) note; excluded-char[14,15) note; pct-bad-hex[18,19) note",
    "file:///C:/Users/Jos%C3%A9/100%25.txt" },
  { "non-ascii", US_SPEC_RFC1808, "C:\\Users\\José\\100%.txt",
    "windows-path[0,23) error fix=file:///C:/Users/Jos%C3%A9/100%25.txt; excluded-char[2,3) note; excluded-char[8,9) note; non-ascii[12,14) note; excluded-char[14,15) note; pct-bad-hex[18,19) note",
    "file:///C:/Users/Jos%C3%A9/100%25.txt" },
  { "non-ascii", US_SPEC_RFC1738, "C:\\Users\\José\\100%.txt",
    "windows-path[0,23) error fix=file:///C:/Users/Jos%C3%A9/100%25.txt; not-in-scheme-syntax[0,1) note; generic-scheme[0,1) note; excluded-char[2,3) note; excluded-char[8,9) note; non-ascii[12,14) note; excluded-char[14,15) note; pct-bad-hex[18,19) note",
    "file:///C:/Users/Jos%C3%A9/100%25.txt" },
};

static void
test_paste_case (gconstpointer data)
{
  const PasteCase *c = data;
  g_autoptr(UsResult) result = us_parse (c->text, strlen (c->text), c->spec, US_PARSE_DEFAULT, NULL);
  g_autoptr(UsResult) tree = us_parse (c->text, strlen (c->text), c->spec, US_PARSE_NO_TREE, NULL);
  g_autofree char *summary = test_diag_summary (result);
  g_autofree char *no_tree_summary = test_diag_summary (tree);
  g_autofree char *fixed = us_result_dup_fixed (result, NULL);

  test_check_invariants (result);
  g_assert_cmpstr (summary, ==, c->diagnostics);
  g_assert_cmpstr (no_tree_summary, ==, c->diagnostics);
  g_assert_cmpstr (fixed, ==, c->fixed);
  /* The fix of a delimiter or a Windows path makes the reference valid
   * under the same spec, when nothing else is wrong. */
  if (fixed != NULL && strstr (c->diagnostics, "-char") == NULL && strstr (c->diagnostics, "not-absolute") == NULL)
    {
      g_autoptr(UsResult) again = us_parse (fixed, strlen (fixed), c->spec, US_PARSE_DEFAULT, NULL);

      g_assert_true (us_result_is_valid (again));
    }
}

/* The messages of pasted text: one cause, and what the notes say. */
static const struct {
  UsSpec spec;
  const char *text;
  guint index;
  const char *message;
} paste_messages[] = {
  { US_SPEC_RFC3986, "\"http://a/\"", 0,
    "the reference is wrapped in double quotes, which are not part of it (RFC 3986 Appendix C); remove them" },
  { US_SPEC_RFC3986, "\"http://a/\"", 1,
    "this closes the double quotes around the reference, which are not part of it (RFC 3986 Appendix C); remove it" },
  { US_SPEC_RFC2396, "<http://a/>", 0,
    "the reference is wrapped in angle brackets, which are not part of it (RFC 2396 Appendix E); remove them" },
  { US_SPEC_RFC1738, "<URL: http://a/b>", 0,
    "the reference is wrapped in angle brackets and the prefix “URL:”, which are not part of it (RFC 1738 Appendix); remove them" },
  { US_SPEC_RFC1738, "<URL: http://a/b>", 1,
    "this closes the angle brackets around the reference, which are not part of it (RFC 1738 Appendix); remove it" },
  { US_SPEC_RFC3987, "“http://a/”", 0,
    "the reference is wrapped in typographic double quotes, which are not part of it (RFC 3986 Appendix C); remove them" },
  { US_SPEC_RFC3986, "‘http://a/’", 1,
    "this closes the typographic single quotes around the reference, which are not part of it (RFC 3986 Appendix C); remove it" },
  { US_SPEC_RFC1808, "«http://a/»", 0,
    "the reference is wrapped in guillemets, which are not part of it (RFC 1738 Appendix); remove them" },
  { US_SPEC_RFC3986, "'a'", 0,
    "the reference begins and ends with single quotes, which the grammar reads as part of it; if they only delimit it, they are not part of it (RFC 3986 Appendix C)" },
  { US_SPEC_RFC3986, "C:\\Users\\me\\a b.txt", 0,
    "“C:\\Users\\me\\a b.txt” is a Windows file path, not a URI: the URI of the file it names has the scheme “file” (RFC 8089 Appendix E.2); write it as file:///C:/Users/me/a%20b.txt" },
  { US_SPEC_RFC3986, "C:\\Users\\me\\a b.txt", 4,
    "space (U+0020) is not allowed in a path segment (pchar, RFC 3986 §3.3)" },
  { US_SPEC_RFC2396, "\\\\server\\share\\x#1.txt", 0,
    "“\\\\server\\share\\x#1.txt” is a Windows network path (UNC), not a URI: the URI of the file it names has the scheme “file” (RFC 8089 Appendix E.3); write it as file://server/share/x%231.txt" },
  { US_SPEC_RFC3987, "C:/Users/José/a.txt", 0,
    "the scheme “C” is a single letter, like a Windows drive: if “C:/Users/José/a.txt” is a Windows file path, its URI is file:///C:/Users/José/a.txt (RFC 8089 Appendix E.2)" },
  { US_SPEC_RFC3986, "JavaScript:alert(1)", 0,
    "following this “JavaScript:” link runs the text after it as a script in the page that holds the link: it leads to no resource" },
  { US_SPEC_RFC1808, "data:text/html;base64,PGgxPg==", 0,
    "following this “data:” link opens the content written in the link itself, of the media type “text/html”, not a resource on a server (RFC 2397)" },
  { US_SPEC_RFC3986, "data:,hi", 0,
    "following this “data:” link opens the content written in the link itself, of the media type text/plain by default, not a resource on a server (RFC 2397)" },
};

static void
test_paste_messages (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (paste_messages); i++)
    {
      const char *text = paste_messages[i].text;
      g_autoptr(UsResult) result = us_parse (text, strlen (text), paste_messages[i].spec, 0, NULL);
      g_autofree char *message = NULL;

      g_assert_cmpuint (paste_messages[i].index, <, us_result_get_n_diagnostics (result));
      message = us_result_format_message (result, us_result_get_diagnostic (result, paste_messages[i].index));
      g_assert_cmpstr (message, ==, paste_messages[i].message);
    }
}

/* The report the CLI prints: the cause, its caret, and the whole fix. */
static void
test_paste_report (void)
{
  g_autoptr(UsResult) quoted = test_parse ("\"http://a/\"", 0);
  g_autoptr(UsResult) path = test_parse ("C:\\a b", 0);
  g_autofree char *quoted_report = cli_text_report (quoted, CLI_TEXT_DEFAULT);
  g_autofree char *path_report = cli_text_report (path, CLI_TEXT_DEFAULT);

  g_assert_true (g_str_has_prefix (quoted_report, "\"http://a/\" — RFC 3986: invalid (1 error, 0 warnings, 1 note)\n"));
  g_assert_nonnull (strstr (quoted_report,
                            "\nerror[delimiters]: the reference is wrapped in double quotes, which are not part of it (RFC 3986 Appendix C); remove them\n"
                            "  \"http://a/\"\n"
                            "  ^\n"));
  g_assert_true (g_str_has_suffix (quoted_report, "\nWith every fix applied: http://a/\n"));
  g_assert_true (g_str_has_suffix (path_report, "\nWith every fix applied: file:///C:/a%20b\n"));
  g_assert_false (us_result_is_valid (quoted));
}

/* A link wrapped over lines: one error, whose fix joins the lines; lines
 * that each hold a link, or prose, are not joined. A host written without
 * a scheme gets a note, with "https://" as the fix, and stays valid. */
static void
test_paste_wrapped_and_hostlike (void)
{
  static const struct { UsSpec spec; const char *text; const char *summary; const char *fixed; } wrap_cases[] = {
    { US_SPEC_RFC3986, "https://example.com/a/very/long/pa\nth?x=1",
      "wrapped-lines[34,35) error fix=; control-char[34,35) note", "https://example.com/a/very/long/path?x=1" },
    { US_SPEC_RFC3987, "https://example.com/q?a=%E2%\r\n80%99 \n&b=1",
      NULL, "https://example.com/q?a=%E2%80%99&b=1" },
    { US_SPEC_RFC3986, "www.example.com/page", "missing-scheme[0,15) note fix[0,0)=https://", "https://www.example.com/page" },
    { US_SPEC_RFC3987, "bücher.example/x", "missing-scheme[0,15) note fix[0,0)=https://", "https://bücher.example/x" },
  };
  static const char *const apart[] = { "http://a/1\nhttp://a/2", "see\nhttp://a/1", "http://a/1\n#comment", "http://a/1\n\nb" };
  static const char *const not_hosts[] = { "index.html", "a/b.com", "./www.example.com", "g;x" };

  for (guint i = 0; i < G_N_ELEMENTS (wrap_cases); i++)
    {
      g_autoptr(UsResult) result = us_parse (wrap_cases[i].text, strlen (wrap_cases[i].text), wrap_cases[i].spec, 0, NULL);
      g_autofree char *summary = test_diag_summary (result);
      g_autofree char *fixed = us_result_dup_fixed (result, NULL);

      test_check_invariants (result);
      if (wrap_cases[i].summary != NULL)
        g_assert_cmpstr (summary, ==, wrap_cases[i].summary);
      g_assert_cmpstr (fixed, ==, wrap_cases[i].fixed);
      g_assert_null (strstr (summary, "%0A"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (apart); i++)
    {
      g_autoptr(UsResult) result = us_parse (apart[i], strlen (apart[i]), US_SPEC_RFC3986, 0, NULL);
      g_autofree char *summary = test_diag_summary (result);

      g_assert_false (us_paste_is_wrapped (apart[i], strlen (apart[i])));
      g_assert_null (strstr (summary, "wrapped-lines"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (not_hosts); i++)
    {
      g_autoptr(UsResult) result = us_parse (not_hosts[i], strlen (not_hosts[i]), US_SPEC_RFC3986, 0, NULL);
      g_autofree char *summary = test_diag_summary (result);

      g_assert_null (strstr (summary, "missing-scheme"));
    }
  {
    g_autofree char *joined = us_paste_join_lines ("  <https://example.com/a/b\n  /c?d=1>\n", strlen ("  <https://example.com/a/b\n  /c?d=1>\n"));

    g_assert_cmpstr (joined, ==, "<https://example.com/a/b/c?d=1>");
  }
}

/* A wrapped reference that the grammar accepts stays valid: "'" is a
 * sub-delim of RFC 3986, and "“" a ucschar of an IRI. */
static void
test_paste_admitted (void)
{
  static const struct { UsSpec spec; const char *text; } admitted[] = {
    { US_SPEC_RFC3986, "'a'" },
    { US_SPEC_RFC3986, "'a?b#c'" },
    { US_SPEC_RFC3987, "“a”" },
    { US_SPEC_RFC3987, "«a»" },
    { US_SPEC_RFC2396, "'a/b'" },
    { US_SPEC_RFC1808, "'a'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (admitted); i++)
    {
      const char *text = admitted[i].text;
      g_autoptr(UsResult) result = us_parse (text, strlen (text), admitted[i].spec, 0, NULL);

      g_assert_true (us_result_is_valid (result));
      g_assert_cmpuint (us_result_get_n_diagnostics (result), ==, 1);
      g_assert_cmpint (us_result_get_diagnostic (result, 0)->code, ==, US_DIAG_DELIMITERS);
      g_assert_false (us_result_get_diagnostic (result, 0)->has_fix);
      g_assert_null (us_result_dup_fixed (result, NULL));
    }
}

/* The caret rendering of the issue's own example, as the CLI prints it. */
static void
test_caret_rendering (void)
{
  g_autoptr(UsResult) result = test_parse ("http://exa mple.com/a b?q=|#x", US_PARSE_DEFAULT);
  g_autofree char *first = cli_text_diagnostic (result, 0, CLI_TEXT_DEFAULT);
  g_autofree char *third = cli_text_diagnostic (result, 2, CLI_TEXT_DEFAULT);
  g_autofree char *fixed = us_result_dup_fixed (result, NULL);

  g_assert_cmpstr (first, ==,
                   "error[space]: space (U+0020) is not allowed in a host name (reg-name, RFC 3986 §3.2.2); "
                   "a host name cannot hold it, not even percent-encoded (a forbidden host code point, URL Standard §3.5): "
                   "remove it, or this is not a host\n"
                   "  http://exa mple.com/a b?q=|#x\n"
                   "            ^\n");
  g_assert_cmpstr (third, ==,
                   "error[excluded-char]: “|” (U+007C) is not allowed in the query (query, RFC 3986 §3.4); percent-encode it as %7C\n"
                   "  http://exa mple.com/a b?q=|#x\n"
                   "                            ^\n");
  /* No %20 in the host: a browser would refuse it. */
  g_assert_cmpstr (fixed, ==, "http://exa mple.com/a%20b?q=%7C#x");
}

/* Control characters are drawn as Control Pictures and wide characters take
 * two columns, so the caret still lands under the character. */
static void
test_caret_columns (void)
{
  static const char text[] = "a/\0/日本/ b";
  g_autoptr(UsResult) result = us_parse (text, sizeof text - 1, US_SPEC_RFC3986, 0, NULL);
  g_autofree char *nul = cli_text_diagnostic (result, 0, CLI_TEXT_DEFAULT);
  g_autofree char *space = cli_text_diagnostic (result, 3, CLI_TEXT_DEFAULT);

  g_assert_cmpuint (us_result_get_n_diagnostics (result), ==, 4);
  g_assert_true (g_str_has_suffix (nul, "  a/␀/日本/ b\n    ^\n"));
  g_assert_true (g_str_has_suffix (space, "  a/␀/日本/ b\n           ^\n"));
}

/* A long input is shown as a window around the problem, not in full. */
static void
test_caret_window (void)
{
  g_autoptr(GString) text = g_string_new ("http://a/");
  g_autoptr(UsResult) result = NULL;
  g_autofree char *rendered = NULL;

  for (int i = 0; i < 10000; i++)
    g_string_append (text, "abcdefgh/");
  g_string_append (text, "x y");
  result = us_parse (text->str, text->len, US_SPEC_RFC3986, 0, NULL);
  rendered = cli_text_diagnostic (result, 0, CLI_TEXT_DEFAULT);

  g_assert_cmpuint (strlen (rendered), <, 400);
  g_assert_nonnull (strstr (rendered, "\n  …efgh/abcdefgh/"));
  g_assert_true (g_str_has_suffix (rendered, "x y\n" "                                                               ^\n"));
}

/* Severity rules: valid is "no error", and warnings do not count. */
static void
test_warning_is_valid (void)
{
  g_autoptr(UsResult) result = test_parse ("http://1.2.3.256/", 0);

  g_assert_true (us_result_is_valid (result));
  g_assert_cmpuint (us_result_count_severity (result, US_SEVERITY_WARNING), ==, 1);
}

/* Every code has a distinct stable name, and names map back to codes. */
static void
test_code_names (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < US_DIAG_CODE_COUNT; i++)
    {
      const char *name = us_diag_code_name ((UsDiagCode) i);
      UsDiagCode back;

      g_assert_nonnull (name);
      g_assert_false (g_hash_table_contains (seen, name));
      g_hash_table_add (seen, (gpointer) name);
      g_assert_true (us_diag_code_from_name (name, &back));
      g_assert_cmpint (back, ==, i);
    }
  g_assert_false (us_diag_code_from_name ("malformed", NULL));
}

/* absolute-URI, the start rule of base URIs. */
static void
test_absolute (void)
{
  g_autoptr(UsResult) ok = test_parse ("http://a/b?c", US_PARSE_ABSOLUTE);
  g_autoptr(UsResult) frag = test_parse ("http://a/b?c#d", US_PARSE_ABSOLUTE);
  g_autoptr(UsResult) rel = test_parse ("/b/c", US_PARSE_ABSOLUTE);
  g_autofree char *frag_summary = test_diag_summary (frag);
  g_autofree char *rel_summary = test_diag_summary (rel);
  g_autofree char *tree = cli_text_tree_line (ok);

  g_assert_true (us_result_is_valid (ok));
  g_assert_cmpstr (tree, ==,
                   "absolute-URI(scheme\"http\" hier-part(authority(host(reg-name(label\"a\"))) "
                   "path-abempty(segment\"b\")) query\"c\")");
  g_assert_cmpstr (frag_summary, ==, "fragment-in-absolute[12,14) error fix=");
  g_assert_cmpstr (rel_summary, ==, "not-absolute[0,4) error");
}

/* A "\" in the user information of an http URL: percent-encoded it would
 * make a valid link to the host after "@", where a browser goes to the one
 * before it. The fix is the browser's reading, and the message says what
 * each reading means; under a scheme a browser does not treat as special,
 * "\" is only an excluded character. */
static void
test_backslash_userinfo (void)
{
  static const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC3987, US_SPEC_RFC2396 };

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      g_autoptr(UsResult) r = test_parse_spec (specs[i], "http://example.com\\@evil.com/", 0);
      const UsDiagnostic *d = us_result_get_diagnostic (r, 0);
      g_autofree char *message = us_result_format_message (r, d);
      g_autofree char *fixed = us_result_dup_fixed (r, NULL);
      g_autoptr(UsResult) again = test_parse_spec (specs[i], fixed, 0);
      gsize start, end;

      g_assert_cmpuint (d->start, ==, 18);
      g_assert_true (d->has_fix);
      g_assert_cmpstr (d->fix_text, ==, "/");
      g_assert_nonnull (strstr (message, "a browser reads “\\” as “/”"));
      g_assert_true (g_str_has_suffix (message, "; write “/” to read the link as a browser does"));
      /* the fixed link goes where a browser goes */
      g_assert_cmpstr (fixed, ==, "http://example.com/@evil.com/");
      g_assert_true (us_result_is_valid (again));
      g_assert_true (us_result_get_component (again, US_COMPONENT_HOST, &start, &end));
      g_assert_cmpmem (fixed + start, end - start, "example.com", 11);
    }
  {
    g_autoptr(UsResult) r = test_parse_spec (US_SPEC_RFC3986, "foo://a\\@b/", 0);

    g_assert_cmpstr (us_result_get_diagnostic (r, 0)->fix_text, ==, "%5C");
  }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/diagnostics/backslash-userinfo", test_backslash_userinfo);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/diagnostics/rfc3986/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/diagnostics/render/caret", test_caret_rendering);
  g_test_add_func ("/diagnostics/render/columns", test_caret_columns);
  g_test_add_func ("/diagnostics/render/window", test_caret_window);
  g_test_add_func ("/diagnostics/warning-is-valid", test_warning_is_valid);
  g_test_add_func ("/diagnostics/code-names", test_code_names);
  g_test_add_func ("/diagnostics/absolute", test_absolute);
  for (guint i = 0; i < G_N_ELEMENTS (paste_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/diagnostics/paste/%s/%s", us_spec_to_string (paste_cases[i].spec),
                                               paste_cases[i].name);

      g_test_add_data_func (path, &paste_cases[i], test_paste_case);
    }
  g_test_add_func ("/diagnostics/paste/messages", test_paste_messages);
  g_test_add_func ("/diagnostics/paste/report", test_paste_report);
  g_test_add_func ("/diagnostics/paste/admitted", test_paste_admitted);
  g_test_add_func ("/diagnostics/paste/wrapped-and-hostlike", test_paste_wrapped_and_hostlike);

  return g_test_run ();
}
