/* test-browser.c — how a browser reads what an RFC reads
 *
 * Each case reads one input under an RFC and compares it with the WHATWG
 * URL Standard's reading (us_browser_read()): the verdict and its cause,
 * the browser's href, the host each side reads, the bytes of the input and
 * of the href that differ, and the explanation word for word. The cases
 * are the issue's (a "\" before "@", a hexadecimal host, a space in the
 * host, a link with rewrites RFC 3986 calls equivalent, spaces and tabs),
 * then file URLs, drive letters, schemes that are not special, relative
 * references, NUL bytes and bytes that are not UTF-8, under every RFC.
 * Then the invariants: spans inside the input and in order, nothing raw
 * from the input in the words, a megabyte read in linear time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

typedef struct {
  const char *name;
  /* input */
  UsSpec spec;
  const char *input;
  gsize len;
  /* outputs */
  UsBrowserVerdict verdict;
  UsBrowserCause cause;
  const char *href;
  const char *rfc_host;
  const char *host;
  const char *spans;        /* of the input, "start-end start-end" */
  const char *href_spans;
  const char *words;        /* us_browser_reading_format() */
} BrowserCase;

#define S(literal) literal, sizeof (literal) - 1

static const BrowserCase cases[] = {
  /* The issue's cases. */
  { "backslash-before-at", US_SPEC_RFC3986, S ("http://example.com\\@evil.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "http://example.com/@evil.com/", "evil.com", "example.com", "18-19", "7-18 19-29",
    "RFC 3986 reads the host as evil.com; a browser reads example.com, because it reads “\\” as “/” in an http URL" },
  { "ipv4-hex-short", US_SPEC_RFC3986, S ("http://0x7f.1/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_IPV4,
    "http://127.0.0.1/", "0x7f.1", "127.0.0.1", "7-13", "7-16",
    "RFC 3986 reads the host as 0x7f.1; a browser reads 127.0.0.1, because it reads a host that ends in a number "
    "as an IPv4 address, whose numbers may be hexadecimal (0x…), octal (0…) or fewer than four" },
  { "javascript", US_SPEC_RFC3986, S ("javascript:alert(1)"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "javascript:alert(1)", NULL, NULL, "", "", NULL },
  { "space-in-host", US_SPEC_RFC3986, S ("http://exa mple.com/"),
    US_BROWSER_FAILS, US_BROWSER_CAUSE_FAILURE,
    NULL, "exa mple.com", NULL, "7-19", "",
    "RFC 3986 reads the host as exa mple.com; a browser refuses the link: the host “exa mple.com” is not a valid "
    "domain name (UTS #46) (domain-to-ASCII, URL Standard §3.3)" },
  /* Case, the default port and dot segments: RFC 3986 §6.2.2–6.2.3 call
   * these equivalent. */
  { "equivalent-rewrites", US_SPEC_RFC3986, S ("HTTP://Example.COM:80/a/../b"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://example.com/b", "Example.COM", "example.com", "", "", NULL },
  { "spaces-around", US_SPEC_RFC3986, S (" http://a/b "),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_SPACE_AROUND,
    "http://a/b", "a", "a", "0-1 11-12", "",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes spaces and control "
    "characters before and after a link" },
  { "control-before", US_SPEC_RFC3986, S ("\001http://a/"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_SPACE_AROUND,
    "http://a/", "a", "a", "0-1", "",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes spaces and control "
    "characters before and after a link" },
  { "tab", US_SPEC_RFC3986, S ("http://a/b\tc"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_TAB_NEWLINE,
    "http://a/bc", "a", "a", "10-11", "",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes every tab and newline "
    "in a link" },
  { "newlines", US_SPEC_RFC3986, S ("http://a/b\nc\r\nd"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_TAB_NEWLINE,
    "http://a/bcd", "a", "a", "10-11 12-14", "",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes every tab and newline "
    "in a link" },
  { "tab-in-host", US_SPEC_RFC3986, S ("http://exa\tmple.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_TAB_NEWLINE,
    "http://example.com/", "exa\tmple.com", "example.com", "10-11", "7-18",
    "RFC 3986 reads the host as exa␉mple.com; a browser reads example.com, because it removes every tab and "
    "newline in a link" },
  { "tab-in-scheme", US_SPEC_RFC3986, S ("ht\ttp://a/"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_TAB_NEWLINE,
    "http://a/", "a", "a", "2-3", "",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes every tab and newline "
    "in a link" },

  /* Slashes after a special scheme. */
  { "no-slashes", US_SPEC_RFC3986, S ("http:example.com"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_MISSING_SLASHES,
    "http://example.com/", NULL, "example.com", "5-6", "7-19",
    "RFC 3986 reads no host; a browser reads the host example.com, because it reads “http:” followed by any "
    "number of “/” or “\\” as “http://”" },
  { "one-slash", US_SPEC_RFC3986, S ("http:/example.com/x"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_MISSING_SLASHES,
    "http://example.com/x", NULL, "example.com", "5-6", "7-18",
    "RFC 3986 reads no host; a browser reads the host example.com, because it reads “http:” followed by any "
    "number of “/” or “\\” as “http://”" },
  { "three-slashes", US_SPEC_RFC3986, S ("http:///example.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_MISSING_SLASHES,
    "http://example.com/", "", "example.com", "7-8", "7-18",
    "RFC 3986 reads no host; a browser reads the host example.com, because it reads “http:” followed by any "
    "number of “/” or “\\” as “http://”" },
  { "backslashes-after-scheme", US_SPEC_RFC3986, S ("http:\\\\evil.com"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_MISSING_SLASHES,
    "http://evil.com/", NULL, "evil.com", "5-7", "7-16",
    "RFC 3986 reads no host; a browser reads the host evil.com, because it reads “http:” followed by any "
    "number of “/” or “\\” as “http://”" },
  { "backslash-in-path", US_SPEC_RFC3986, S ("http://a/b\\c"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "http://a/b/c", "a", "a", "10-11", "10-11",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it reads “\\” as “/” in an http URL" },
  { "backslash-dot-segments", US_SPEC_RFC3986, S ("http://a/b\\..\\c"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "http://a/c", "a", "a", "9-14", "",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it reads “\\” as “/” in an http URL" },
  { "backslash-https", US_SPEC_RFC3986, S ("https://a\\b/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "https://a/b/", "a\\b", "a", "9-10", "8-9 10-12",
    "RFC 3986 reads the host as a\\b; a browser reads a, because it reads “\\” as “/” in an https URL" },

  /* Hosts. */
  { "ipv4-octal", US_SPEC_RFC3986, S ("http://0127.0.0.1/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_IPV4,
    "http://87.0.0.1/", "0127.0.0.1", "87.0.0.1", "7-17", "7-15",
    "RFC 3986 reads the host as 0127.0.0.1; a browser reads 87.0.0.1, because it reads a host that ends in a "
    "number as an IPv4 address, whose numbers may be hexadecimal (0x…), octal (0…) or fewer than four" },
  { "ipv6-compressed", US_SPEC_RFC3986, S ("http://[0:0::1]/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://[::1]/", "[0:0::1]", "[::1]", "", "", NULL },
  { "ipv6-unclosed", US_SPEC_RFC3986, S ("http://[::1"),
    US_BROWSER_FAILS, US_BROWSER_CAUSE_FAILURE,
    NULL, "[::1", NULL, "7-11", "",
    "RFC 3986 reads the host as [::1; a browser refuses the link: “[” opens an IPv6 address that is not closed by "
    "“]” (IPv6-unclosed, URL Standard §3.5)" },
  { "unreserved-encoded-host", US_SPEC_RFC3986, S ("http://ex%41mple.com/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://example.com/", "ex%41mple.com", "example.com", "", "", NULL },
  { "encoded-slash-host", US_SPEC_RFC3986, S ("http://ex%2Fample.com/"),
    US_BROWSER_FAILS, US_BROWSER_CAUSE_FAILURE,
    NULL, "ex%2Fample.com", NULL, "7-21", "",
    "RFC 3986 reads the host as ex%2Fample.com; a browser refuses the link: the host “ex%2Fample.com” is not a "
    "valid domain name (UTS #46) (domain-to-ASCII, URL Standard §3.3)" },
  { "encoded-utf8-host", US_SPEC_RFC3986, S ("http://%C3%A9.com/"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_HOST_TO_ASCII,
    "http://xn--9ca.com/", "%C3%A9.com", "xn--9ca.com", "7-17", "7-18",
    "RFC 3986 reads the host as %C3%A9.com; a browser reads xn--9ca.com, because it writes the host name in ASCII "
    "(IDNA ToASCII, UTS #46)" },
  { "idna-host", US_SPEC_RFC3986, S ("http://\xc3\xa9.com/"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_HOST_TO_ASCII,
    "http://xn--9ca.com/", "\xc3\xa9.com", "xn--9ca.com", "7-13", "7-18",
    "RFC 3986 reads the host as \xc3\xa9.com; a browser reads xn--9ca.com, because it writes the host name in ASCII "
    "(IDNA ToASCII, UTS #46)" },
  { "idna-host-iri", US_SPEC_RFC3987, S ("http://\xc3\xa9.com/"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_HOST_TO_ASCII,
    "http://xn--9ca.com/", "\xc3\xa9.com", "xn--9ca.com", "7-13", "7-18",
    "RFC 3987 reads the host as \xc3\xa9.com; a browser reads xn--9ca.com, because it writes the host name in ASCII "
    "(IDNA ToASCII, UTS #46)" },
  { "port-out-of-range", US_SPEC_RFC3986, S ("http://a:99999/"),
    US_BROWSER_FAILS, US_BROWSER_CAUSE_FAILURE,
    NULL, "a", NULL, "9-14", "",
    "RFC 3986 reads the host as a; a browser refuses the link: the port 99999 is over 65535 (port-out-of-range, "
    "URL Standard §4.4)" },
  { "default-ports", US_SPEC_RFC3986, S ("https://a:443/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "https://a/", "a", "a", "", "", NULL },
  { "port-leading-zeros", US_SPEC_RFC3986, S ("http://a:0080/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://a/", "a", "a", "", "", NULL },
  { "empty-password", US_SPEC_RFC3986, S ("http://u:@a/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://u@a/", "a", "a", "", "", NULL },

  /* Percent-encoding the browser adds. */
  { "space-in-path", US_SPEC_RFC3986, S ("http://a/a b"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "http://a/a%20b", "a", "a", "10-11", "10-13",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it percent-encodes space (U+0020) "
    "as %20" },
  { "spaces-query-fragment", US_SPEC_RFC3986, S ("http://a/b?c d#e f"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "http://a/b?c%20d#e%20f", "a", "a", "12-13 16-17", "12-15 18-21",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it percent-encodes space (U+0020) "
    "as %20" },
  { "apostrophe-in-query", US_SPEC_RFC3986, S ("http://a/?q='x'"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "http://a/?q=%27x%27", "a", "a", "12-13 14-15", "12-15 16-19",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it percent-encodes “'” (U+0027) "
    "as %27" },
  { "non-ascii-path", US_SPEC_RFC3986, S ("http://a/\xc3\xa9"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "http://a/%C3%A9", "a", "a", "9-11", "9-15",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it percent-encodes “\xc3\xa9” "
    "(U+00E9) as %C3%A9" },
  /* RFC 3987 §3.1 maps the IRI to this URI itself. */
  { "non-ascii-path-iri", US_SPEC_RFC3987, S ("http://a/\xc3\xa9"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://a/%C3%A9", "a", "a", "", "", NULL },
  { "encoded-dot-segments", US_SPEC_RFC3986, S ("http://a/%2e%2E/b"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://a/b", "a", "a", "", "", NULL },
  { "escape-sequence", US_SPEC_RFC3986, S ("http://a/\033[31mred"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "http://a/%1B[31mred", "a", "a", "9-10", "9-12",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it percent-encodes control "
    "character ESC (U+001B) as %1B" },

  /* NUL bytes, bytes that are not UTF-8. */
  { "nul", US_SPEC_RFC3986, S ("http://a/\0b"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "http://a/%00b", "a", "a", "9-10", "9-12",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it percent-encodes control "
    "character NUL (U+0000) as %00" },
  { "not-utf8", US_SPEC_RFC3986, S ("http://a/\xff"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_NOT_UTF8,
    "http://a/%EF%BF%BD", "a", "a", "9-10", "9-18",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it replaces bytes that are not "
    "UTF-8 with U+FFFD, written %EF%BF%BD" },
  /* A truncated sequence is one U+FFFD (its maximal subpart). */
  { "truncated-utf8", US_SPEC_RFC3986, S ("http://a/\xe2\x82x"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_NOT_UTF8,
    "http://a/%EF%BF%BDx", "a", "a", "9-11", "9-18",
    "RFC 3986 and a browser read the same host, but a browser rewrites the link: it replaces bytes that are not "
    "UTF-8 with U+FFFD, written %EF%BF%BD" },
  { "not-utf8-after-iri", US_SPEC_RFC3987, S ("http://a/\xc3\xa9\xff"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_NOT_UTF8,
    "http://a/%C3%A9%EF%BF%BD", "a", "a", "11-12", "15-24",
    "RFC 3987 and a browser read the same host, but a browser rewrites the link: it replaces bytes that are not "
    "UTF-8 with U+FFFD, written %EF%BF%BD" },

  /* File URLs (RFC 8089: no "//", and "localhost", are the empty host). */
  { "file", US_SPEC_RFC3986, S ("file:///etc/passwd"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "file:///etc/passwd", "", "", "", "", NULL },
  { "file-one-slash", US_SPEC_RFC3986, S ("file:/etc/passwd"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "file:///etc/passwd", NULL, "", "", "", NULL },
  { "file-localhost", US_SPEC_RFC3986, S ("file://localhost/etc"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "file:///etc", "localhost", "", "", "", NULL },
  /* IDNA maps the host to "localhost", the empty host. */
  { "file-localhost-idna", US_SPEC_RFC3986, S ("file://loC\xf0\x9d\x90\x80\xf0\x9d\x90\x8b\xf0\x9d\x90\x87"
                                               "\xf0\x9d\x90\xa8\xf0\x9d\x90\xac\xf0\x9d\x90\xad/usr/bin"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_HOST_TO_ASCII,
    "file:///usr/bin", "loC\xf0\x9d\x90\x80\xf0\x9d\x90\x8b\xf0\x9d\x90\x87\xf0\x9d\x90\xa8\xf0\x9d\x90\xac"
    "\xf0\x9d\x90\xad", "", "7-34", "",
    "RFC 3986 reads the host as loC\xf0\x9d\x90\x80\xf0\x9d\x90\x8b\xf0\x9d\x90\x87\xf0\x9d\x90\xa8"
    "\xf0\x9d\x90\xac\xf0\x9d\x90\xad; a browser reads no host, because it writes the host name in ASCII "
    "(IDNA ToASCII, UTS #46)" },
  { "file-server", US_SPEC_RFC3986, S ("file://server/share"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "file://server/share", "server", "server", "", "", NULL },
  { "drive-letter-host", US_SPEC_RFC3986, S ("file://C:/x"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_DRIVE_LETTER,
    "file:///C:/x", "C", "", "7-9", "8-11",
    "RFC 3986 reads the host as C; a browser reads no host, because it reads “C:” after “file://” as a Windows "
    "drive letter, which begins the path" },
  { "drive-letter-pipe", US_SPEC_RFC3986, S ("file:///C|/x"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_OTHER,
    "file:///C:/x", "", "", "9-10", "9-10",
    "A browser rewrites this link: it reads the path as “/C:/x”" },
  { "drive-letter-no-slash", US_SPEC_RFC3986, S ("file:c:/x"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_OTHER,
    "file:///c:/x", NULL, "", "", "7-8",
    "A browser rewrites this link: it reads the path as “/c:/x”" },
  { "drive-letter-host-1738", US_SPEC_RFC1738, S ("file://C:/x"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_DRIVE_LETTER,
    "file:///C:/x", "C:", "", "7-9", "8-11",
    "RFC 1738 reads the host as C:; a browser reads no host, because it reads “C:” after “file://” as a Windows "
    "drive letter, which begins the path" },

  /* Schemes that are not special: an opaque host keeps its case. */
  { "opaque-host", US_SPEC_RFC3986, S ("foo://Example.COM/a/../b"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "foo://Example.COM/b", "Example.COM", "Example.COM", "", "", NULL },
  { "opaque-host-non-ascii", US_SPEC_RFC3986, S ("foo://\xc3\xa9/"),
    US_BROWSER_REWRITTEN, US_BROWSER_CAUSE_PERCENT_ENCODED,
    "foo://%C3%A9/", "\xc3\xa9", "%C3%A9", "6-8", "6-12",
    "RFC 3986 reads the host as \xc3\xa9; a browser reads %C3%A9, because it percent-encodes the host" },
  { "opaque-host-non-ascii-iri", US_SPEC_RFC3987, S ("foo://\xc3\xa9/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "foo://%C3%A9/", "\xc3\xa9", "%C3%A9", "", "", NULL },
  { "backslash-not-special", US_SPEC_RFC3986, S ("foo://a/b\\c"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "foo://a/b\\c", "a", "a", "", "", NULL },
  /* "/." keeps "//" a path where there is no host (RFC 3986 §6.2.2.3). */
  { "dot-before-double-slash", US_SPEC_RFC3986, S ("non-spec:/a/..//path"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "non-spec:/.//path", NULL, NULL, "", "", NULL },
  { "mailto", US_SPEC_RFC3986, S ("mailto:John.Doe@example.com"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "mailto:John.Doe@example.com", NULL, NULL, "", "", NULL },
  { "urn", US_SPEC_RFC3986, S ("urn:oasis:names:specification:docbook:dtd:xml:4.1.2"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", NULL, NULL, "", "", NULL },

  /* Relative references: a browser needs the page's address. */
  { "empty", US_SPEC_RFC3986, S (""),
    US_BROWSER_NEEDS_BASE, US_BROWSER_CAUSE_NONE, NULL, NULL, NULL, "", "", NULL },
  { "relative-path", US_SPEC_RFC3986, S ("foo/bar"),
    US_BROWSER_NEEDS_BASE, US_BROWSER_CAUSE_NONE, NULL, NULL, NULL, "", "", NULL },
  { "network-path", US_SPEC_RFC3986, S ("//a/b"),
    US_BROWSER_NEEDS_BASE, US_BROWSER_CAUSE_NONE, NULL, "a", NULL, "", "", NULL },

  /* The older RFCs, each with its own reading of the authority. */
  { "backslash-before-at-2396", US_SPEC_RFC2396, S ("http://example.com\\@evil.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "http://example.com/@evil.com/", "evil.com", "example.com", "18-19", "7-18 19-29",
    "RFC 2396 reads the host as evil.com; a browser reads example.com, because it reads “\\” as “/” in an http URL" },
  { "backslash-before-at-1808", US_SPEC_RFC1808, S ("http://example.com\\@evil.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "http://example.com/@evil.com/", "evil.com", "example.com", "18-19", "7-18 19-29",
    "RFC 1808 reads the host as evil.com; a browser reads example.com, because it reads “\\” as “/” in an http URL" },
  { "backslash-before-at-1738", US_SPEC_RFC1738, S ("http://example.com\\@evil.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_REVERSE_SOLIDUS,
    "http://example.com/@evil.com/", "example.com\\@evil.com", "example.com", "18-19", "7-18 19-29",
    "RFC 1738 reads the host as example.com\\@evil.com; a browser reads example.com, because it reads “\\” as “/” "
    "in an http URL" },
  /* RFC 2396 reads "?" in an opaque part as part of it; a browser reads a
   * query. The same characters, split otherwise: no difference. */
  { "opaque-query-2396", US_SPEC_RFC2396, S ("mailto:a@b?subject=x"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "mailto:a@b?subject=x", NULL, NULL, "", "", NULL },
  { "ftp-type-1738", US_SPEC_RFC1738, S ("ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a", "ftp.is.co.za", "ftp.is.co.za", "", "", NULL },
  { "telnet-1738", US_SPEC_RFC1738, S ("telnet://melvyl.ucop.edu/"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "telnet://melvyl.ucop.edu/", "melvyl.ucop.edu", "melvyl.ucop.edu", "", "", NULL },
  /* RFC 1738 gives http no user name: "a" is the host. */
  { "credentials-1738", US_SPEC_RFC1738, S ("http://a:b@www.example.com/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_OTHER,
    "http://a:b@www.example.com/", "a", "www.example.com", "7-8", "11-26",
    "RFC 1738 reads the host as a; a browser reads www.example.com" },
  { "params-1808", US_SPEC_RFC1808, S ("http://a/b;p?q"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://a/b;p?q", "a", "a", "", "", NULL },
  { "port-1738", US_SPEC_RFC1738, S ("http://a:80/b;p?q"),
    US_BROWSER_SAME, US_BROWSER_CAUSE_NONE,
    "http://a/b;p?q", "a", "a", "", "", NULL },
  { "ipv4-hex-short-2396", US_SPEC_RFC2396, S ("http://0x7f.1/"),
    US_BROWSER_OTHER_HOST, US_BROWSER_CAUSE_IPV4,
    "http://127.0.0.1/", "0x7f.1", "127.0.0.1", "7-13", "7-16",
    "RFC 2396 reads the host as 0x7f.1; a browser reads 127.0.0.1, because it reads a host that ends in a number "
    "as an IPv4 address, whose numbers may be hexadecimal (0x…), octal (0…) or fewer than four" },
};

static char *
spans_text (const UsBrowserSpan *spans,
            guint                n)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%" G_GSIZE_FORMAT "-%" G_GSIZE_FORMAT, i > 0 ? " " : "",
                            spans[i].start, spans[i].end);
  return g_string_free (out, FALSE);
}

/* Spans in order, none empty, none touching the next, inside @len. */
static void
check_spans (const UsBrowserSpan *spans,
             guint                n,
             gsize                len)
{
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (spans[i].start, <, spans[i].end);
      g_assert_cmpuint (spans[i].end, <=, len);
      if (i > 0)
        g_assert_cmpuint (spans[i - 1].end, <, spans[i].start);
    }
}

/* Words for a terminal or a label: valid UTF-8, no control character, no
 * bidirectional control, nothing of the input raw that could act. */
static void
check_words (const char *words)
{
  g_assert_true (g_utf8_validate (words, -1, NULL));
  for (const char *p = words; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar u = g_utf8_get_char (p);

      g_assert_cmpuint (u, >=, 0x20);
      g_assert_false (u >= 0x7f && u <= 0x9f);
      g_assert_false ((u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0x200e || u == 0x200f);
    }
}

static void
test_case (gconstpointer data)
{
  const BrowserCase *c = data;
  g_autoptr(UsResult) result = us_parse (c->input, c->len, c->spec, US_PARSE_DEFAULT, NULL);
  g_autoptr(UsResult) whatwg = us_parse (c->input, c->len, US_SPEC_WHATWG, US_PARSE_DEFAULT, NULL);
  g_autoptr(UsBrowserReading) reading = us_browser_read (result, NULL);
  g_autoptr(UsBrowserReading) given = us_browser_read (result, whatwg);
  g_autofree char *spans = NULL;
  g_autofree char *href_spans = NULL;
  g_autofree char *words = NULL;
  g_autofree char *given_words = NULL;
  const UsBrowserSpan *s;
  const char *rfc_host, *href;
  gsize rfc_host_len, href_len;
  guint n;

  g_assert_nonnull (reading);
  g_assert_cmpstr (us_browser_verdict_name (us_browser_reading_get_verdict (reading)), ==,
                   us_browser_verdict_name (c->verdict));
  g_assert_cmpstr (us_browser_cause_name (us_browser_reading_get_cause (reading)), ==, us_browser_cause_name (c->cause));
  g_assert_cmpint (us_browser_reading_differs (reading), ==,
                   c->verdict == US_BROWSER_FAILS || c->verdict == US_BROWSER_OTHER_HOST ||
                   c->verdict == US_BROWSER_REWRITTEN);
  href = us_browser_reading_get_href (reading, &href_len);
  g_assert_cmpstr (href, ==, c->href);
  if (href != NULL)
    g_assert_cmpuint (href_len, ==, strlen (href));

  rfc_host = us_browser_reading_get_rfc_host (reading, &rfc_host_len);
  g_assert_cmpint (rfc_host == NULL, ==, c->rfc_host == NULL);
  if (rfc_host != NULL)
    {
      g_autofree char *copy = g_strndup (rfc_host, rfc_host_len);

      g_assert_cmpstr (copy, ==, c->rfc_host);
    }
  g_assert_cmpstr (us_browser_reading_get_host (reading), ==, c->host);

  s = us_browser_reading_get_spans (reading, &n);
  check_spans (s, n, c->len);
  spans = spans_text (s, n);
  g_assert_cmpstr (spans, ==, c->spans);
  s = us_browser_reading_get_href_spans (reading, &n);
  check_spans (s, n, href_len);
  href_spans = spans_text (s, n);
  g_assert_cmpstr (href_spans, ==, c->href_spans);

  words = us_browser_reading_format (reading);
  g_assert_cmpstr (words, ==, c->words);
  if (words != NULL)
    check_words (words);

  /* The WHATWG result given by the caller reads the same. */
  g_assert_true (us_browser_reading_get_whatwg (given) == whatwg);
  g_assert_true (us_browser_reading_get_result (given) == result);
  given_words = us_browser_reading_format (given);
  g_assert_cmpstr (given_words, ==, words);
  g_assert_cmpint (us_browser_reading_get_verdict (given), ==, c->verdict);

  /* Through an analysis, read after every other RFC, whose readings share
   * the browser's side (href, host, the parser's changes) with it: the
   * same reading. */
  {
    g_autoptr(UsAnalysis) analysis = us_analysis_new (c->input, c->len, NULL, 0, US_ANALYSIS_DEFAULT);
    UsBrowserReading *shared;
    g_autofree char *shared_spans = NULL;
    g_autofree char *shared_href_spans = NULL;
    g_autofree char *shared_words = NULL;

    for (UsSpec spec = 0; spec < US_SPEC_COUNT; spec++)
      if (spec != c->spec && spec != US_SPEC_WHATWG)
        g_assert_nonnull (us_analysis_get_browser_reading (analysis, spec));
    shared = us_analysis_get_browser_reading (analysis, c->spec);
    g_assert_nonnull (shared);
    g_assert_cmpint (us_browser_reading_get_verdict (shared), ==, c->verdict);
    g_assert_cmpint (us_browser_reading_get_cause (shared), ==, c->cause);
    g_assert_cmpstr (us_browser_reading_get_href (shared, NULL), ==, c->href);
    g_assert_cmpstr (us_browser_reading_get_host (shared), ==, c->host);
    s = us_browser_reading_get_spans (shared, &n);
    shared_spans = spans_text (s, n);
    g_assert_cmpstr (shared_spans, ==, c->spans);
    s = us_browser_reading_get_href_spans (shared, &n);
    shared_href_spans = spans_text (s, n);
    g_assert_cmpstr (shared_href_spans, ==, c->href_spans);
    shared_words = us_browser_reading_format (shared);
    g_assert_cmpstr (shared_words, ==, words);
  }
}

/* A result of the WHATWG URL Standard is the browser's reading itself. */
static void
test_whatwg_result (void)
{
  g_autoptr(UsResult) whatwg = us_parse ("http://a/", 9, US_SPEC_WHATWG, US_PARSE_DEFAULT, NULL);

  g_assert_null (us_browser_read (whatwg, NULL));
}

/* Inputs that hold controls, bidi controls and escape sequences in every
 * part: the words never carry them raw. */
static void
test_words_quoted (void)
{
  static const char *const inputs[] = {
    "http://a\033]52;c;QQ==\007\\@b/",
    "http://\xe2\x80\xae" "evil.com\\@good.com/",
    "http://a\xc2\x9b" "31m\\@b/",
    "http:\033[2Jx",
    "file://\033:/x",
    "http://a/\xe2\x80\xae",
    "http://\033[31m/",
  };
  guint n_words = 0;

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    for (guint spec = 0; spec < US_SPEC_COUNT; spec++)
      {
        g_autoptr(UsResult) result = NULL;
        g_autoptr(UsBrowserReading) reading = NULL;
        g_autofree char *words = NULL;

        if (spec == US_SPEC_WHATWG)
          continue;
        result = us_parse (inputs[i], strlen (inputs[i]), spec, US_PARSE_DEFAULT, NULL);
        reading = us_browser_read (result, NULL);
        words = us_browser_reading_format (reading);
        g_test_message ("%s: %s", us_spec_to_string (spec), words ? words : "(none)");
        g_assert_cmpint (words != NULL, ==, us_browser_reading_differs (reading));
        if (words == NULL)
          continue;
        check_words (words);
        n_words++;
      }
  /* All but the bidi control in a path, which RFC 3987 §3.1 maps as the
   * browser does. */
  g_assert_cmpuint (n_words, ==, G_N_ELEMENTS (inputs) * (US_SPEC_COUNT - 1) - 1);
}

/* A megabyte: a data: URI read the same, a path of spaces each
 * percent-encoded (and each a span), a path of tabs and backslashes; the
 * time grows with the input, not with its square. */
static void
test_megabyte (void)
{
  static const struct { const char *head, *unit; UsBrowserVerdict verdict; guint spans_per_unit; } inputs[] = {
    { "data:text/plain;base64,", "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=", US_BROWSER_SAME, 0 },
    { "http://a/", "a b/", US_BROWSER_REWRITTEN, 1 },
    { "http://a/", "a\t\\", US_BROWSER_REWRITTEN, 1 },
    { "http://a/", "../x/./", US_BROWSER_SAME, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      gint64 times[2];

      for (guint k = 0; k < 2; k++)
        {
          gsize size = k == 0 ? 128 * 1024 : 1024 * 1024;
          GString *text = g_string_new (inputs[i].head);
          guint units = 0;
          g_autoptr(UsResult) result = NULL;
          g_autoptr(UsBrowserReading) reading = NULL;
          const UsBrowserSpan *spans;
          guint n;
          gint64 start;

          while (text->len < size)
            {
              g_string_append (text, inputs[i].unit);
              units++;
            }
          result = us_parse (text->str, text->len, US_SPEC_RFC3986, US_PARSE_DEFAULT, NULL);
          start = g_get_monotonic_time ();
          reading = us_browser_read (result, NULL);
          times[k] = g_get_monotonic_time () - start;
          g_assert_cmpint (us_browser_reading_get_verdict (reading), ==, inputs[i].verdict);
          spans = us_browser_reading_get_spans (reading, &n);
          check_spans (spans, n, text->len);
          g_assert_cmpuint (n, ==, units * inputs[i].spans_per_unit);
          g_string_free (text, TRUE);
        }
      /* Printed, not asserted: a timed test fails on a loaded machine.
       * That the cost is linear is test-scaling's (instructions counted
       * under valgrind: the CLI's text output reads every RFC reference
       * as a browser too). */
      g_test_message ("%s…: %" G_GINT64_FORMAT " µs for 128 KiB, %" G_GINT64_FORMAT " µs for 1 MiB",
                      inputs[i].head, times[0], times[1]);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/browser/%s/%s", us_spec_to_string (cases[i].spec), cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/browser/whatwg-result", test_whatwg_result);
  g_test_add_func ("/browser/words-quoted", test_words_quoted);
  g_test_add_func ("/browser/megabyte", test_megabyte);

  return g_test_run ();
}
