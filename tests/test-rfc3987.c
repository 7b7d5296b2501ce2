/* test-rfc3987.c — IRIs: trees, UCS characters, bidi, and the mappings
 *
 * One test path per case: golden trees in RFC 3987's rule names, the exact
 * diagnostics with the first message, and the mappings of §3.1 and §3.2 on
 * the RFC's own examples (§3.1's résumé, §3.2.1's Dürst, D%FCrst and the
 * RIGHT-TO-LEFT OVERRIDE). Non-ASCII text is written as UTF-8 escapes.
 * Validity itself is checked against the grammar by test-abnf.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

/* §3.1's résumé, characters in every component (iprivate in the query),
 * a URN, an IP literal, a relative reference, a right-to-left segment. */
static const TestTreeCase trees[] = {
  { "http://r\xc3\xa9""sum\xc3\xa9"".example.org",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"r\xc3\xa9""sum\xc3\xa9""\" label\"example\" label\"org\"))) ipath-abempty\"\")))",
    "" },
  { "http://\xe4\xbe\x8b""\xe5\xad\x90"".\xe6\xb5\x8b""\xe8\xaf\x95""/\xe8\xb7\xaf""\xe5\xbe\x84""?\xe6\x9f\xa5""\xe8\xaf\xa2""#\xe7\x89\x87""\xe6\xae\xb5""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"\xe4\xbe\x8b""\xe5\xad\x90""\" label\"\xe6\xb5\x8b""\xe8\xaf\x95""\"))) ipath-abempty(isegment\"\xe8\xb7\xaf""\xe5\xbe\x84""\")) iquery\"\xe6\x9f\xa5""\xe8\xaf\xa2""\" ifragment\"\xe7\x89\x87""\xe6\xae\xb5""\"))",
    "" },
  { "http://a/?\xee\x80\x80""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"\")) iquery\"\xee\x80\x80""\"))",
    "" },
  { "urn:isbn:978-3-16-148410-0",
    "IRI-reference(IRI(scheme\"urn\" ihier-part(ipath-rootless(isegment-nz\"isbn:978-3-16-148410-0\"))))",
    "" },
  { "//\xc3\xbc""@[::1]:80/\xcf\x80""",
    "IRI-reference(irelative-ref(irelative-part(iauthority(iuserinfo\"\xc3\xbc""\" ihost(IP-literal(IPv6address(h16\"1\"))) port\"80\") ipath-abempty(isegment\"\xcf\x80""\"))))",
    "" },
  { "../\xc3\xa4""/b",
    "IRI-reference(irelative-ref(irelative-part(ipath-noscheme(isegment-nz-nc\"..\" isegment\"\xc3\xa4""\" isegment\"b\"))))",
    "" },
  { "http://a/\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""\"))))",
    "" },
};

static const TestDiagCase diagnostics[] = {
  /* U+200F RIGHT-TO-LEFT MARK, which §4.1 keeps out of IRIs. */
  { "bidi-format", "http://a/b\xe2\x80\x8f",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"b<U+200F>\"))))",
    "bidi-format-char[10,13) warning fix=",
    "RLM (U+200F) is a bidirectional formatting character, which an IRI must not contain (RFC 3987 \xc2\xa7""4.1): it may stand around an IRI, for its display, not in a path segment (isegment); remove it" },
  /* U+200B ZERO WIDTH SPACE and U+FEFF, which ucschar admits but which
   * show as nothing (§6.1, §8): an IRI that looks like "/pq". */
  { "invisible", "http://example.com/p\xe2\x80\x8bq\xef\xbb\xbf",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"example\" label\"com\"))) ipath-abempty(isegment\"p<U+200B>q<U+FEFF>\"))))",
    "invisible-char[20,23) warning fix=%E2%80%8B; invisible-char[24,27) warning fix=%EF%BB%BF",
    "U+200B shows as nothing: the IRI grammar admits it in a path segment (isegment), but it makes the IRI look like another one, and RFC 3987 says to avoid such characters (\xc2\xa7""6.1, \xc2\xa7""8); percent-encode it as %E2%80%8B" },
  { "invisible-host", "http://goo\xe2\x80\x8bgle.com/",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"goo<U+200B>gle\" label\"com\"))) ipath-abempty(isegment\"\"))))",
    "invisible-char[10,13) warning fix=%E2%80%8B",
    "U+200B shows as nothing: the IRI grammar admits it in a host name (ireg-name), but it makes the IRI look like another one, and RFC 3987 says to avoid such characters (\xc2\xa7""6.1, \xc2\xa7""8); percent-encode it as %E2%80%8B" },
  { "noncharacter", "http://a/x\xef\xb7\x90""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"x<U+FDD0>\"))))",
    "not-ucschar[10,13) error fix=%EF%B7%90",
    "U+FDD0 is not allowed in a path segment (ipchar, RFC 3987 \xc2\xa7""2.2): it is not a character an IRI admits (ucschar), such as a noncharacter or the last two code points of a plane; percent-encode it as %EF%B7%90" },
  { "iprivate-in-path", "http://a/\xee\x80\x80""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"\xee\x80\x80""\"))))",
    "iprivate-outside-query[9,12) error fix=%EE%80%80",
    "\xe2\x80\x9c""\xee\x80\x80""\xe2\x80\x9d"" (U+E000) is a private-use character (iprivate, RFC 3987 \xc2\xa7""2.2), which an IRI admits only in the query, not in a path segment (ipchar); percent-encode it as %EE%80%80" },
  { "iprivate-in-fragment", "http://a/#\xf3\xb0\x80\x80""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"\")) ifragment\"\xf3\xb0\x80\x80""\"))",
    "iprivate-outside-query[10,14) error fix=%F3%B0%80%80",
    "\xe2\x80\x9c""\xf3\xb0\x80\x80""\xe2\x80\x9d"" (U+F0000) is a private-use character (iprivate, RFC 3987 \xc2\xa7""2.2), which an IRI admits only in the query, not in the fragment (ifragment); percent-encode it as %F3%B0%80%80" },
  { "non-ascii-scheme", "h\xe2\x82\xac""ttp://a",
    "IRI-reference(IRI(scheme\"h\xe2\x82\xac""ttp\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty\"\")))",
    "non-ascii[1,4) error",
    "\xe2\x80\x9c""\xe2\x82\xac""\xe2\x80\x9d"" (U+20AC) is not allowed in the scheme (scheme, RFC 3986 \xc2\xa7""3.1), in an IRI either" },
  { "bidi-mixed", "http://a/abc\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"abc\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""\"))))",
    "bidi-mixed[9,22) warning",
    "\xe2\x80\x9c""abc\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""\xe2\x80\x9d"" mixes right-to-left and left-to-right characters in one component (isegment); RFC 3987 \xc2\xa7""4.2 says it should not, or its display becomes ambiguous" },
  { "bidi-ends", "http://a/\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""1",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a\"))) ipath-abempty(isegment\"\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""1\"))))",
    "bidi-ends[9,20) warning",
    "\xe2\x80\x9c""\xd7\xa2""\xd7\x91""\xd7\xa8""\xd7\x99""\xd7\xaa""1\xe2\x80\x9d"" has right-to-left characters but does not begin and end with one (isegment); RFC 3987 \xc2\xa7""4.2 says it should" },
  { "space", "http://a b/",
    "IRI-reference(IRI(scheme\"http\" ihier-part(iauthority(ihost(ireg-name(label\"a b\"))) ipath-abempty(isegment\"\"))))",
    "space[8,9) error",
    "space (U+0020) is not allowed in a host name (ireg-name, RFC 3987 \xc2\xa7""2.2); a host name cannot hold it, "
    "not even percent-encoded (a forbidden host code point, URL Standard \xc2\xa7""3.5): remove it, or this is not a host" },
};

typedef struct {
  const char *name;
  /* input */
  gboolean to_uri;
  const char *input;
  /* outputs: the result, the IDNA form (or NULL), the steps' ids */
  const char *result;
  const char *alternative;
  const char *steps;
} MappingCase;

static const MappingCase mappings[] = {
  /* RFC 3987 §3.1: "http://r&#xE9;sum&#xE9;.example.org" */
  { "resume", TRUE, "http://r\xc3\xa9sum\xc3\xa9.example.org",
    "http://r%C3%A9sum%C3%A9.example.org", "http://xn--rsum-bpad.example.org", "1a 1b 2 ToASCII" },
  /* Only ucschar and iprivate are encoded; ASCII stays as it is. */
  { "ascii", TRUE, "http://a/b?c", "http://a/b?c", NULL, "1a 1b 2" },
  /* RFC 3987 §3.2.1's examples */
  { "durst", FALSE, "http://www.example.org/D%C3%BCrst", "http://www.example.org/D\xc3\xbcrst", NULL, "2 3 4" },
  { "durst-latin1", FALSE, "http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst", NULL, "2 3 4" },
  { "rlo", FALSE, "http://xn--99zt52a.example.org/%e2%80%ae",
    "http://xn--99zt52a.example.org/%E2%80%AE", "http://\xe7\xb4\x8d\xe8\xb1\x86.example.org/%E2%80%AE",
    "2 3 4 ToUnicode" },
  /* "%", reserved characters and what URIs do not allow stay encoded. */
  { "kept", FALSE, "http://a/%25%2F%20%41", "http://a/%25%2F%20A", NULL, "2 3 4" },
  /* iprivate is left decoded only in the query. */
  { "iprivate", FALSE, "http://a/%EE%80%80?%EE%80%80", "http://a/%EE%80%80?\xee\x80\x80", NULL, "2 3 4" },
};

static void
test_mapping (gconstpointer data)
{
  const MappingCase *c = data;
  g_autoptr(UsIriMapping) m = c->to_uri ? us_iri_to_uri (c->input, strlen (c->input))
                                        : us_uri_to_iri (c->input, strlen (c->input));
  g_autoptr(GString) steps = g_string_new (NULL);
  g_autofree char *text = us_iri_mapping_format (m, NULL, NULL);

  g_assert_cmpstr (us_iri_mapping_get_result (m, NULL), ==, c->result);
  g_assert_cmpstr (us_iri_mapping_get_alternative (m), ==, c->alternative);
  for (guint i = 0; i < us_iri_mapping_get_n_steps (m); i++)
    g_string_append_printf (steps, "%s%s", i ? " " : "", us_iri_step_id (us_iri_mapping_get_step (m, i, NULL, NULL)));
  g_assert_cmpstr (steps->str, ==, c->steps);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  /* Every case but the ASCII one changes something, if only to undo it
   * (D%FCrst is decoded, then encoded again). */
  g_assert_cmpint (us_iri_mapping_changes_anything (m), ==, !g_str_equal (c->name, "ascii"));
}

/* §3.1 step 2 records each character it encodes, and step 1b shows NFC
 * without applying it. */
static void
test_mapping_changes (void)
{
  /* "e" and COMBINING ACUTE ACCENT: NFC would make one "é". */
  static const char iri[] = "http://a/e\xcc\x81";
  g_autoptr(UsIriMapping) m = us_iri_to_uri (iri, strlen (iri));
  const char *from, *to;

  g_assert_cmpstr (us_iri_mapping_get_result (m, NULL), ==, "http://a/e%CC%81");
  g_assert_cmpint (us_iri_mapping_get_step (m, 1, NULL, NULL), ==, US_IRI_STEP_NFC);
  g_assert_cmpuint (us_iri_mapping_get_n_changes (m, 1), ==, 1);
  us_iri_mapping_get_change (m, 1, 0, &from, &to);
  g_assert_cmpstr (to, ==, "http://a/\xc3\xa9");
  g_assert_cmpuint (us_iri_mapping_get_n_changes (m, 2), ==, 1);
  us_iri_mapping_get_change (m, 2, 0, &from, &to);
  g_assert_cmpstr (from, ==, "\xcc\x81");
  g_assert_cmpstr (to, ==, "%CC%81");
}

/* The empty IRI, which may come as NULL: no step reads the pointer (found
 * by fuzz-normalize's plain program under UndefinedBehaviorSanitizer, as
 * memchr (NULL, '\0', 0)). */
static void
test_mapping_empty (void)
{
  g_autoptr(UsIriMapping) to_uri = us_iri_to_uri (NULL, 0);
  g_autoptr(UsIriMapping) to_iri = us_uri_to_iri (NULL, 0);
  gsize len = 1;

  g_assert_cmpstr (us_iri_mapping_get_result (to_uri, &len), ==, "");
  g_assert_cmpuint (len, ==, 0);
  g_assert_false (us_iri_mapping_changes_anything (to_uri));
  g_assert_cmpstr (us_iri_mapping_get_result (to_iri, &len), ==, "");
  g_assert_false (us_iri_mapping_changes_anything (to_iri));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  test_add_tree_cases (US_SPEC_RFC3987, trees, G_N_ELEMENTS (trees));
  test_add_diag_cases (US_SPEC_RFC3987, diagnostics, G_N_ELEMENTS (diagnostics));
  for (guint i = 0; i < G_N_ELEMENTS (mappings); i++)
    {
      g_autofree char *path = g_strdup_printf ("/rfc3987/mapping/%s", mappings[i].name);

      g_test_add_data_func (path, &mappings[i], test_mapping);
    }
  g_test_add_func ("/rfc3987/mapping-changes", test_mapping_changes);
  g_test_add_func ("/rfc3987/mapping-empty", test_mapping_empty);

  return g_test_run ();
}
