/* test-rfc2396.c — RFC 2396 references: trees, readings, every bad character
 *
 * One test path per case. The trees are golden strings in RFC 2396's own
 * rule names for the examples of RFC 2396 (§1.3, Appendix C) and one of each
 * form; the diagnostics give the exact codes, spans and fixes
 * ("code[start,end) severity fix=…") and the exact first message. Validity
 * itself is checked against the grammar by test-abnf.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "test-common.h"
#include "us-rule-private.h"

/* RFC 2396 §1.3's examples, the Appendix C base and two of its references,
 * and one of each form: opaque, net_path, abs_path, rel_path, params, an
 * IPv4address, a reg_name, the empty reference. */
static const TestTreeCase trees[] = {
  { "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "URI-reference(absoluteURI(scheme\"ftp\" hier_part(net_path(authority(server(hostport(host(hostname(domainlabel\"ftp\" domainlabel\"is\" domainlabel\"co\" toplabel\"za\"))))) abs_path(path_segments(segment\"rfc\" segment\"rfc1808.txt\"))))))",
    "" },
  { "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
    "URI-reference(absoluteURI(scheme\"gopher\" hier_part(net_path(authority(server(hostport(host(hostname(domainlabel\"spinaltap\" domainlabel\"micro\" domainlabel\"umn\" toplabel\"edu\"))))) abs_path(path_segments(segment\"00\" segment\"Weather\" segment\"California\" segment(escaped\"%20\")))))))",
    "" },
  { "http://www.math.uio.no/faq/compression-faq/part1.html",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(domainlabel\"www\" domainlabel\"math\" domainlabel\"uio\" toplabel\"no\"))))) abs_path(path_segments(segment\"faq\" segment\"compression-faq\" segment\"part1.html\"))))))",
    "" },
  { "mailto:mduerst@ifi.unizh.ch",
    "URI-reference(absoluteURI(scheme\"mailto\" opaque_part\"mduerst@ifi.unizh.ch\"))",
    "" },
  { "news:comp.infosystems.www.servers.unix",
    "URI-reference(absoluteURI(scheme\"news\" opaque_part\"comp.infosystems.www.servers.unix\"))",
    "" },
  { "telnet://melvyl.ucop.edu/",
    "URI-reference(absoluteURI(scheme\"telnet\" hier_part(net_path(authority(server(hostport(host(hostname(domainlabel\"melvyl\" domainlabel\"ucop\" toplabel\"edu\"))))) abs_path(path_segments(segment\"\"))))))",
    "" },
  { "http://a/b/c/d;p?q",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"b\" segment\"c\" segment(param\"p\")))) query\"q\")))",
    "" },
  { "g;x=1/../y",
    "URI-reference(relativeURI(rel_path(rel_segment\"g;x=1\" abs_path(path_segments(segment\"..\" segment\"y\")))))",
    "" },
  { "//g",
    "URI-reference(relativeURI(net_path(authority(server(hostport(host(hostname(toplabel\"g\"))))))))",
    "" },
  { "#s",
    "URI-reference(fragment\"s\")",
    "" },
  { "",
    "URI-reference\"\"",
    "" },
  { "ftp://user:pw@1.2.3.4:21/%7Ejoe;type=a",
    "URI-reference(absoluteURI(scheme\"ftp\" hier_part(net_path(authority(server(userinfo\"user:pw\" hostport(host(IPv4address\"1.2.3.4\") port\"21\"))) abs_path(path_segments(segment(escaped\"%7E\" param\"type=a\")))))))",
    "" },
  { "http://my_host:80/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"my_host:80\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[7,14) note" },
  { "a:b?c",
    "URI-reference(absoluteURI(scheme\"a\" opaque_part\"b?c\"))",
    "" },
  { "http://a.b.:8/x;y;z/w",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(domainlabel\"a\" toplabel\"b\")) port\"8\"))) abs_path(path_segments(segment(param\"y\" param\"z\") segment\"w\"))))))",
    "" },
  { "/",
    "URI-reference(relativeURI(abs_path(path_segments(segment\"\"))))",
    "" },
  { "a:/",
    "URI-reference(absoluteURI(scheme\"a\" hier_part(abs_path(path_segments(segment\"\")))))",
    "" },
  { "//",
    "URI-reference(relativeURI(net_path(authority(server\"\"))))",
    "" },
};

/* Each excluded set of §2.4.3, escapes, the two places where the grammar
 * contradicts the RFC's examples, the reasons an authority is not a server,
 * and what RFC 2396 lacks (IP literals). */
static const TestDiagCase diagnostics[] = {
  { "space-host", "http://a b/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a b\"))))) abs_path(path_segments(segment\"\"))))))",
    "space[8,9) error",
    "space (U+0020) is not allowed in the last label of a host name (toplabel, RFC 2396 §3.2.2): it is in the excluded set “space” (RFC 2396 §2.4.3);"
    " a host name cannot hold it, not even percent-encoded (a forbidden host code point, URL Standard §3.5): remove it, or this is not a host" },
  { "space-path", "http://a/b c",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"b c\"))))))",
    "space[10,11) error fix=%20",
    "space (U+0020) is not allowed in a path segment (pchar, RFC 2396 §3.3): it is in the excluded set “space” (RFC 2396 §2.4.3); percent-encode it as %20" },
  { "delims-path", "http://a/<x>",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"<x>\"))))))",
    "excluded-char[9,10) error fix=%3C; excluded-char[11,12) error fix=%3E",
    "“<” (U+003C) is not allowed in a path segment (pchar, RFC 2396 §3.3): it is in the excluded set “delims” (RFC 2396 §2.4.3); percent-encode it as %3C" },
  { "unwise-query", "http://a/?q=|",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"\"))) query\"q=|\")))",
    "excluded-char[12,13) error fix=%7C",
    "“|” (U+007C) is not allowed in the query (query, RFC 2396 §3.4): it is in the excluded set “unwise” (RFC 2396 §2.4.3); percent-encode it as %7C" },
  { "extra-hash", "http://a/#x#y",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"\"))))) fragment\"x#y\")",
    "extra-hash[11,12) error fix=%23",
    "a second “#” is not allowed in the fragment (fragment, RFC 2396 §4.1); percent-encode it as %23" },
  { "escaped-bad-hex", "http://a/%zz",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"%zz\"))))))",
    "pct-bad-hex[9,10) error fix=%25",
    "“%” must be followed by two hex digits (escaped, RFC 2396 §2.4.1), not “zz”; write %25 if the “%” is meant literally" },
  { "escaped-truncated", "http://a/%",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"%\"))))))",
    "pct-truncated[9,10) error fix=%25",
    "incomplete percent-encoding “%”: “%” must be followed by two hex digits (escaped, RFC 2396 §2.4.1); write %25 if the “%” is meant literally" },
  { "appendix-c-query-only", "?y",
    "URI-reference(relativeURI(query\"y\"))",
    "relative-without-path[0,1) error fix[0,0)=./",
    "a relative URI must begin with a path (relativeURI, RFC 2396 §5), so it cannot begin with “?” (U+003F); the example “?y” of RFC 2396 Appendix C breaks this rule, and RFC 3986 allows it; write “./” before it" },
  { "empty-opaque-part", "a:",
    "URI-reference(absoluteURI(scheme\"a\" opaque_part\"\"))",
    "empty-opaque-part[1,2) error",
    "an absolute URI needs at least one character after the “:” of its scheme (opaque_part, RFC 2396 §3); RFC 3986 allows an empty path here" },
  { "empty-opaque-part-http", "http:",
    "URI-reference(absoluteURI(scheme\"http\" opaque_part\"\"))",
    "empty-opaque-part[4,5) error",
    "an absolute URI needs at least one character after the “:” of its scheme (opaque_part, RFC 2396 §3); RFC 3986 allows an empty path here" },
  { "ipv6-literal", "http://[::1]/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"[::1]\") abs_path(path_segments(segment\"\"))))))",
    "excluded-char[7,8) error fix=%5B; excluded-char[11,12) error fix=%5D",
    "“[” (U+005B) is not allowed in a registry-based authority (reg_name, RFC 2396 §3.2.1): it is in the excluded set “unwise” (RFC 2396 §2.4.3); RFC 2732 and RFC 3986 allow it around an IPv6 address in the host; percent-encode it as %5B" },
  { "two-at-signs", "http://u@v@w/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"u@v@w\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[8,9) note",
    "“@” cannot be in the user information (userinfo, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "port-not-digits", "http://h:8o/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"h:8o\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[10,11) note",
    "“o” is not a port, which is digits only (port, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "port-two-colons", "http://a:b:c/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"a:b:c\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[9,12) note",
    "“b:c” is not a port, which is digits only (port, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "label-hyphen", "http://-a.com/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"-a.com\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[7,9) note",
    "“-a” is not a label of a host name, which is letters, digits and hyphens with a letter or digit at each end (domainlabel, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "toplabel-digit", "http://a.1b/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"a.1b\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[9,11) note",
    "“1b” cannot be the last label of a host name, which begins with a letter and is letters, digits and inner hyphens (toplabel, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "empty-label", "http://a..b/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\"a..b\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[9,9) note",
    "a label of the host name is empty (domainlabel, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "leading-dot", "http://.a/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(reg_name\".a\") abs_path(path_segments(segment\"\"))))))",
    "not-a-server[7,7) note",
    "a label of the host name is empty (domainlabel, RFC 2396 §3.2.2), so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)" },
  { "ipv4-over-255", "http://1.2.3.999/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(IPv4address\"1.2.3.999\")))) abs_path(path_segments(segment\"\"))))))",
    "ipv4-octet-range[13,16) warning",
    "“999” is over 255: RFC 2396 reads any digits as a number of an IPv4 address (IPv4address, RFC 2396 §3.2.2), but no address has such a number, and RFC 3986 allows only 0 to 255" },
  { "not-a-scheme", "1a:b",
    "URI-reference(relativeURI(rel_path(rel_segment\"1a:b\")))",
    "not-a-scheme[0,2) note; colon-in-first-segment[2,3) error fix[0,0)=./",
    "“1a” cannot be a scheme, because a scheme must begin with a letter (scheme, RFC 2396 §3.1), so the reference is read as a relative path" },
  { "non-ascii-host", "http://é.com/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(domainlabel\"é\" toplabel\"com\"))))) abs_path(path_segments(segment\"\"))))))",
    "non-ascii-host[7,9) error fix[7,13)=xn--9ca.com",
    "“é” (U+00E9) is not allowed in a label of a host name of a URI (domainlabel, RFC 2396 §3.2.2) but is allowed in an IRI (RFC 3987); write the host name in its IDNA form “xn--9ca.com”" },
  { "non-ascii-path", "http://a/é",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"é\"))))))",
    "non-ascii[9,11) error fix=%C3%A9",
    "“é” (U+00E9) is not allowed in a path segment of a URI (pchar, RFC 2396 §3.3) but is allowed in an IRI (RFC 3987); percent-encode it here as %C3%A9" },
  { "surrounding-space", " http://a/ ",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"a\"))))) abs_path(path_segments(segment\"\"))))))",
    "leading-whitespace[0,1) error fix=; trailing-whitespace[10,11) error fix=",
    "space (U+0020) before the reference is not part of it (RFC 2396 Appendix E); remove it" },
  { "unicode-escape", "%u0041",
    "URI-reference(relativeURI(rel_path(rel_segment\"%u0041\")))",
    "pct-unicode-escape[0,6) error fix=%41",
    "“%u0041” is a non-standard %u escape, not percent-encoding (escaped, RFC 2396 §2.4.1); write the character’s UTF-8 octets %41" },
  { "unwise-rel-segment", "x{y}",
    "URI-reference(relativeURI(rel_path(rel_segment\"x{y}\")))",
    "excluded-char[1,2) error fix=%7B; excluded-char[3,4) error fix=%7D",
    "“{” (U+007B) is not allowed in the first segment of a relative path (rel_segment, RFC 2396 §5): it is in the excluded set “unwise” (RFC 2396 §2.4.3); percent-encode it as %7B" },
  { "space-userinfo", "http://u ser@h/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(userinfo\"u ser\" hostport(host(hostname(toplabel\"h\"))))) abs_path(path_segments(segment\"\"))))))",
    "space[8,9) error fix=%20",
    "space (U+0020) is not allowed in the user information (userinfo, RFC 2396 §3.2.2): it is in the excluded set “space” (RFC 2396 §2.4.3); percent-encode it as %20" },
  { "space-port", "http://h:8 0/",
    "URI-reference(absoluteURI(scheme\"http\" hier_part(net_path(authority(server(hostport(host(hostname(toplabel\"h\")) port\"8 0\"))) abs_path(path_segments(segment\"\"))))))",
    "space[10,11) error",
    "space (U+0020) is not allowed in the port (port, RFC 2396 §3.2.2): it is in the excluded set “space” (RFC 2396 §2.4.3)" },
};

/* RFC 2396 Appendix C: every reference of C.1 and C.2 is a URI-reference,
 * except "?y", which the grammar of Appendix A does not allow (a relativeURI
 * must have a path); the base is an absoluteURI. */
static void
test_appendix_c (void)
{
  static const char *const references[] = {
    "g:h", "g", "./g", "g/", "/g", "//g", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
    "g;x?y#s", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
    "", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g",
    "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x",
    "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
  };
  g_autoptr(UsResult) base = test_parse_spec (US_SPEC_RFC2396, "http://a/b/c/d;p?q", US_PARSE_ABSOLUTE);
  g_autoptr(UsResult) query_only = test_parse_spec (US_SPEC_RFC2396, "?y", 0);

  g_assert_true (us_result_is_valid (base));
  for (guint i = 0; i < G_N_ELEMENTS (references); i++)
    {
      g_autoptr(UsResult) result = test_parse_spec (US_SPEC_RFC2396, references[i], 0);

      g_test_message ("%s", references[i]);
      g_assert_true (us_result_is_valid (result));
    }
  g_assert_false (us_result_is_valid (query_only));
}

typedef struct {
  const char *input;
  /* outputs: each component's text, or NULL when undefined */
  const char *scheme, *authority, *userinfo, *host, *port, *path, *query, *fragment;
} ComponentCase;

/* A reg_name has no host; an opaque_part is the path (§3.3: path =
 * [ abs_path | opaque_part ]), "?" and all. */
static const ComponentCase components[] = {
  { "http://u@h:8/p?q#f", "http", "u@h:8", "u", "h", "8", "/p", "q", "f" },
  { "http://my_host/p", "http", "my_host", NULL, NULL, NULL, "/p", NULL, NULL },
  { "mailto:a@b?subject=x", "mailto", NULL, NULL, NULL, NULL, "a@b?subject=x", NULL, NULL },
  { "//", NULL, "", NULL, NULL, NULL, "", NULL, NULL },
  { "g;x?y#s", NULL, NULL, NULL, NULL, NULL, "g;x", "y", "s" },
  { "", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL },
};

static void
test_components (gconstpointer data)
{
  const ComponentCase *c = data;
  g_autoptr(UsResult) result = test_parse_spec (US_SPEC_RFC2396, c->input, 0);
  const char *want[US_COMPONENT_COUNT] = {
    c->scheme, c->authority, c->userinfo, c->host, c->port, c->path, c->query, c->fragment,
  };

  for (guint i = 0; i < US_COMPONENT_COUNT; i++)
    test_assert_component (result, (UsComponent) i, want[i]);
}

/* For every character, which terminal class of the grammar matched it:
 * A alpha, D digit, u unreserved (alphanum aside), p escaped, l a quoted
 * character of the grammar, x invalid, - outside the reference. */
static void
test_terminals (void)
{
  static const struct {
    const char *input;
    const char *classes;
  } cases[] = {
    { "http://a.b:80/c%20d;e?f=!#g'", "AAAAlllAlAlDDlApppAlAlAlulAu" },
    { "x{y} ", "AxAx-" },
    { "mailto:a@b", "AAAAAAlAlA" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    test_assert_terminals (US_SPEC_RFC2396, cases[i].input, cases[i].classes);
}

/* Each rule's text, section and name. */
static void
test_rule_text (void)
{
  g_assert_cmpstr (us_rule_abnf (US_RULE_2396_HOSTNAME), ==,
                   "hostname      = *( domainlabel \".\" ) toplabel [ \".\" ]");
  g_assert_cmpstr (us_rule_abnf (US_RULE_2396_UNWISE), ==,
                   "unwise      = \"{\" / \"}\" / \"|\" / \"\\\" / \"^\" / \"[\" / \"]\" / \"`\"");
  g_assert_cmpstr (us_rule_section (US_RULE_2396_REG_NAME), ==, "3.2.1");
  g_assert_cmpstr (us_rule_section (US_RULE_2396_FRAGMENT), ==, "4.1");
  g_assert_cmpstr (us_rule_document (US_RULE_2396_PARAM), ==, "RFC 2396");
  g_assert_nonnull (strstr (us_grammar_abnf (US_SPEC_RFC2396), "opaque_part   = uric_no_slash *uric\n"));

  test_assert_rules (US_SPEC_RFC2396, US_RULE_2396_URI_REFERENCE, US_RULE_2396_UNWISE);
}

/* A base must be an absoluteURI, without a fragment. */
static void
test_absolute (void)
{
  g_autoptr(UsResult) relative = test_parse_spec (US_SPEC_RFC2396, "../g", US_PARSE_ABSOLUTE);
  g_autoptr(UsResult) fragment = test_parse_spec (US_SPEC_RFC2396, "http://a/#f", US_PARSE_ABSOLUTE);
  g_autofree char *r = test_diag_summary (relative);
  g_autofree char *f = test_diag_summary (fragment);
  g_autofree char *tree = cli_text_tree_line (relative);

  g_assert_cmpstr (r, ==, "not-absolute[0,4) error");
  g_assert_cmpstr (tree, ==, "absoluteURI(relativeURI(rel_path(rel_segment\"..\" abs_path(path_segments(segment\"g\")))))");
  g_assert_cmpstr (f, ==, "fragment-in-absolute[9,11) error fix=");
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  test_add_tree_cases (US_SPEC_RFC2396, trees, G_N_ELEMENTS (trees));
  test_add_diag_cases (US_SPEC_RFC2396, diagnostics, G_N_ELEMENTS (diagnostics));
  for (guint i = 0; i < G_N_ELEMENTS (components); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rfc2396/components/%02u", i);

      g_test_add_data_func (path, &components[i], test_components);
    }
  g_test_add_func ("/rfc2396/appendix-c", test_appendix_c);
  g_test_add_func ("/rfc2396/terminals", test_terminals);
  g_test_add_func ("/rfc2396/rule-text", test_rule_text);
  g_test_add_func ("/rfc2396/absolute", test_absolute);

  return g_test_run ();
}
