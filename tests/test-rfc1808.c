/* test-rfc1808.c — RFC 1808 URLs: trees, the two forms of absoluteURL,
 * every bad character
 *
 * One test path per case: golden trees in RFC 1808's own rule names, and the
 * exact diagnostics ("code[start,end) severity fix=…") with the first
 * message. Validity itself is checked against the grammar by test-abnf.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

/* RFC 1738 §3.2's ftp example with ";type=", the RFC 1808 §5 base, and one
 * of each form: params, a query alone, a scheme that begins with a digit,
 * a net_loc holding "?", empty rel_paths. */
static const TestTreeCase trees[] = {
  { "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a",
    "URL(absoluteURL(generic-RL(scheme\"ftp\" relativeURL(net_path(net_loc\"ftp.is.co.za\" abs_path(rel_path(path(fsegment\"rfc\" segment\"rfc1808.txt\") params(param\"type=a\"))))))))",
    "" },
  { "http://a/b/c/d;p?q#f",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"a\" abs_path(rel_path(path(fsegment\"b\" segment\"c\" segment\"d\") params(param\"p\") query\"q\")))))) fragment\"f\")",
    "" },
  { "g;x=1/../y",
    "URL(relativeURL(rel_path(path(fsegment\"g\") params(param\"x=1/../y\"))))",
    "" },
  { "//g",
    "URL(relativeURL(net_path(net_loc\"g\")))",
    "" },
  { "?y",
    "URL(relativeURL(rel_path(query\"y\")))",
    "" },
  { ";x",
    "URL(relativeURL(rel_path(params(param\"x\"))))",
    "" },
  { "#s",
    "URL(fragment\"s\")",
    "" },
  { "",
    "URL\"\"",
    "" },
  { "1a:b",
    "URL(absoluteURL(generic-RL(scheme\"1a\" relativeURL(rel_path(path(fsegment\"b\"))))))",
    "" },
  { "a:b",
    "URL(absoluteURL(generic-RL(scheme\"a\" relativeURL(rel_path(path(fsegment\"b\"))))))",
    "" },
  { "//h?q/x",
    "URL(relativeURL(net_path(net_loc\"h?q\" abs_path(rel_path(path(fsegment\"x\"))))))",
    "" },
  { "/",
    "URL(relativeURL(abs_path(rel_path\"\")))",
    "" },
  { "a:",
    "URL(absoluteURL(generic-RL(scheme\"a\" relativeURL(rel_path\"\"))))",
    "" },
  { "../../g",
    "URL(relativeURL(rel_path(path(fsegment\"..\" segment\"..\" segment\"g\"))))",
    "" },
  { "http://a/b//c",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"a\" abs_path(rel_path(path(fsegment\"b\" segment\"\" segment\"c\"))))))))",
    "" },
  { "g?y/./x",
    "URL(relativeURL(rel_path(path(fsegment\"g\") query\"y/./x\")))",
    "" },
};

static const TestDiagCase diagnostics[] = {
  { "national-tilde", "http://a/~user",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"a\" abs_path(rel_path(path(fsegment\"~user\"))))))))",
    "excluded-char[9,10) error fix=%7E",
    "“~” (U+007E) is not allowed in a path segment (pchar, RFC 1808 §2.2): it is in the excluded set “national” (RFC 1808 §2.2); RFC 2396 and RFC 3986 allow it as an unreserved character; percent-encode it as %7E" },
  { "national-brace", "x{y}",
    "URL(relativeURL(rel_path(path(fsegment\"x{y}\"))))",
    "excluded-char[1,2) error fix=%7B; excluded-char[3,4) error fix=%7D",
    "“{” (U+007B) is not allowed in a path segment (pchar, RFC 1808 §2.2): it is in the excluded set “national” (RFC 1808 §2.2); percent-encode it as %7B" },
  { "punctuation-lt", "http://a/<x>",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"a\" abs_path(rel_path(path(fsegment\"<x>\"))))))))",
    "excluded-char[9,10) error fix=%3C; excluded-char[11,12) error fix=%3E",
    "“<” (U+003C) is not allowed in a path segment (pchar, RFC 1808 §2.2): it is in the excluded set “punctuation” (RFC 1808 §2.2); percent-encode it as %3C" },
  { "space-net-loc", "http://a b/",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"a b\" abs_path(rel_path\"\"))))))",
    "space[8,9) error fix=%20",
    "space (U+0020) is not allowed in the network location (net_loc, RFC 1808 §2.2); percent-encode it as %20" },
  { "empty-first-segment", "//h//x",
    "URL(relativeURL(net_path(net_loc\"h\" abs_path(rel_path(path(fsegment\"\" segment\"x\"))))))",
    "empty-first-segment[4,5) error",
    "a path cannot begin with an empty segment (fsegment, RFC 1808 §2.2): a second “/” may not follow the “/” that begins an absolute path; RFC 2396 and RFC 3986 allow it" },
  { "not-generic-rl", "http://h//x",
    "URL(absoluteURL(scheme\"http\"))",
    "not-generic-rl[9,10) note",
    "this “/” would begin a path with an empty segment, so the URL is not of the generic syntax (generic-RL, RFC 1808 §2.2) and is read by the other form of an absolute URL, a scheme and “:” followed by any URL characters (absoluteURL, RFC 1808 §2.2)" },
  { "escape-bad-hex", "a/%zz",
    "URL(relativeURL(rel_path(path(fsegment\"a\" segment\"%zz\"))))",
    "pct-bad-hex[2,3) error fix=%25",
    "“%” must be followed by two hex digits (escape, RFC 1808 §2.2), not “zz”; write %25 if the “%” is meant literally" },
  { "extra-hash", "#a#b",
    "URL(fragment\"a#b\")",
    "extra-hash[2,3) error fix=%23",
    "a second “#” is not allowed in the fragment (fragment, RFC 1808 §2.2); percent-encode it as %23" },
  { "non-ascii", "http://a/é",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"a\" abs_path(rel_path(path(fsegment\"é\"))))))))",
    "non-ascii[9,11) error fix=%C3%A9",
    "“é” (U+00E9) is not allowed in a path segment of a URI (pchar, RFC 1808 §2.2) but is allowed in an IRI (RFC 3987); percent-encode it here as %C3%A9" },
  { "surrounding-space", " a ",
    "URL(relativeURL(rel_path(path(fsegment\"a\"))))",
    "leading-whitespace[0,1) error fix=; trailing-whitespace[2,3) error fix=",
    "space (U+0020) before the reference is not part of it (RFC 1738 Appendix); remove it" },
  { "bracket", "http://[::1]/",
    "URL(absoluteURL(generic-RL(scheme\"http\" relativeURL(net_path(net_loc\"[::1]\" abs_path(rel_path\"\"))))))",
    "excluded-char[7,8) error fix=%5B; excluded-char[11,12) error fix=%5D",
    "“[” (U+005B) is not allowed in the network location (net_loc, RFC 1808 §2.2): it is in the excluded set “national” (RFC 1808 §2.2); percent-encode it as %5B" },
};

/* RFC 1808 §5: the base and every reference of §5.1 and §5.2 are URLs. */
static void
test_section_5 (void)
{
  static const char *const references[] = {
    "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s", "g#s",
    "g#s/./x", "g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..", "../", "../g",
    "../..", "../../", "../../g", "", "../../../g", "../../../../g", "/./g",
    "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h",
    "http:g", "http:",
  };
  g_autoptr(UsResult) base = test_parse_spec (US_SPEC_RFC1808, "http://a/b/c/d;p?q#f", 0);

  g_assert_true (us_result_is_valid (base));
  for (guint i = 0; i < G_N_ELEMENTS (references); i++)
    {
      g_autoptr(UsResult) result = test_parse_spec (US_SPEC_RFC1808, references[i], 0);

      g_test_message ("%s", references[i]);
      g_assert_true (us_result_is_valid (result));
    }
}

/* The components: the net_loc is the authority, params are not in the
 * path, an absoluteURL of the second form has its tail as its path. */
static void
test_components (void)
{
  static const struct {
    const char *input;
    const char *scheme, *authority, *path, *query, *fragment;
  } cases[] = {
    { "http://a/b/c/d;p?q#f", "http", "a", "b/c/d", "q", "f" },
    { "//h?q", NULL, "h?q", NULL, NULL, NULL },
    { "http://h//x", "http", NULL, "//h//x", NULL, NULL },
    { ";x", NULL, NULL, NULL, NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsResult) result = test_parse_spec (US_SPEC_RFC1808, cases[i].input, 0);
      const struct { UsComponent c; const char *want; } parts[] = {
        { US_COMPONENT_SCHEME, cases[i].scheme }, { US_COMPONENT_AUTHORITY, cases[i].authority },
        { US_COMPONENT_PATH, cases[i].path }, { US_COMPONENT_QUERY, cases[i].query },
        { US_COMPONENT_FRAGMENT, cases[i].fragment },
      };

      for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
        test_assert_component (result, parts[k].c, parts[k].want);
    }
}

/* A letter a character: A alpha, D digit, u the rest of unreserved (safe,
 * extra), p escape, l a quoted character of the grammar, x invalid. */
static void
test_terminals (void)
{
  static const struct {
    const char *input;
    const char *classes;
  } cases[] = {
    { "h://a/b%20;c=$?d#~", "AlllAlAppplAlulAlx" },
    { "s://h//x", "AlllAllA" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    test_assert_terminals (US_SPEC_RFC1808, cases[i].input, cases[i].classes);
}

static void
test_rule_text (void)
{
  g_assert_cmpstr (us_rule_abnf (US_RULE_1808_REL_PATH), ==,
                   "rel_path    = [ path ] [ \";\" params ] [ \"?\" query ]");
  g_assert_cmpstr (us_rule_document (US_RULE_1808_NET_LOC), ==, "RFC 1808");
  test_assert_rules (US_SPEC_RFC1808, US_RULE_1808_URL, US_RULE_1808_PUNCTUATION);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  test_add_tree_cases (US_SPEC_RFC1808, trees, G_N_ELEMENTS (trees));
  test_add_diag_cases (US_SPEC_RFC1808, diagnostics, G_N_ELEMENTS (diagnostics));
  g_test_add_func ("/rfc1808/section-5", test_section_5);
  g_test_add_func ("/rfc1808/components", test_components);
  g_test_add_func ("/rfc1808/terminals", test_terminals);
  g_test_add_func ("/rfc1808/rule-text", test_rule_text);

  return g_test_run ();
}
