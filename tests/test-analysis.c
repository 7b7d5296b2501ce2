/* test-analysis.c — one input, analysed once, tells one truth
 *
 * The analysis (us_analysis_new()) reads an input at most once under each
 * spec, however many views ask (the parsers count their entries); the
 * verdict line, the browser reading and the lens agree; the equivalence
 * never calls two links equivalent that a browser sends to different
 * hosts; a resolution whose target would be read with another authority
 * gives its safe form and is no valid answer; RFC 3987 resolves as RFC
 * 3986 does; the browser reading of a link at the size cap (whose href is
 * longer than any input) is that of the JSON and the lens.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"
#include "us-parse-private.h"

/* Every view's question asked of one analysis, twice. */
static void
ask_everything (UsAnalysis *a)
{
  for (guint round = 0; round < 2; round++)
    for (guint s = 0; s < US_SPEC_COUNT; s++)
      {
        g_autofree char *verdict = us_analysis_format_verdict (a, (UsSpec) s);
        g_autofree char *href = us_analysis_get_href (a, NULL);
        g_autofree char *host = us_analysis_dup_browser_host (a, FALSE);

        g_assert_nonnull (us_analysis_get_result (a, (UsSpec) s));
        (void) us_analysis_get_resolution (a, (UsSpec) s);
        (void) us_analysis_get_traced_resolution (a, (UsSpec) s);
        (void) us_analysis_get_browser_reading (a, (UsSpec) s);
        (void) us_analysis_get_verdict (a, (UsSpec) s);
        g_assert_nonnull (us_analysis_get_lens (a));
        g_assert_nonnull (us_analysis_get_iri_to_uri (a));
        g_assert_nonnull (us_analysis_get_uri_to_iri (a));
        g_assert_nonnull (verdict);
      }
}

/* The normalization reads the reference from the analysis's RFC 3986
 * result; each later rung reads the string the rung before it wrote: at
 * most US_RUNG_COUNT - 1 parses more (none of the input), for RFC 3986
 * and RFC 3987 together when the IRI maps to itself. */
static void
test_normalization_reuses (void)
{
  const char *input = "HTTP://A/%7e/../b";
  g_autoptr(UsAnalysis) a = us_analysis_new (input, strlen (input), NULL, 0, 0);
  guint before;

  (void) us_analysis_get_result (a, US_SPEC_RFC3986);
  before = us_parse_get_entries (US_SPEC_RFC3986);
  g_assert_cmpstr (us_normalization_get_normalized (us_analysis_get_normalization (a, US_SPEC_RFC3986), NULL), ==,
                   "http://a/b");
  g_assert_true (us_analysis_get_normalization (a, US_SPEC_RFC3987) ==
                 us_analysis_get_normalization (a, US_SPEC_RFC3986));
  g_assert_cmpuint (us_parse_get_entries (US_SPEC_RFC3986) - before, ==, US_RUNG_COUNT - 1);
}

/* One input, every view (the window's: the steps asked for apart from
 * the resolution): each spec's parser entered once for the reference
 * alone, and the URL Standard's once more for its steps (the Resolution
 * page's trace). With a base, the base is read by each resolution (with
 * and without steps) and, under the URL Standard, the reference against
 * it too: 3 entries under an RFC (the reference once, the base twice), 5
 * under the URL Standard (the link alone for the browser readings and the
 * lens, the base and the reference against it twice). A non-ASCII host
 * too: its IDNA fix comes from the host parser, not from a second URL. */
static void
test_parse_once (void)
{
  static const char *const inputs[] = {
    "http://example.com\\@evil.com/",
    "http://b\xc3\xbc" "cher.example/a b?q=|#x",
    "mailto:a@example.com?bcc=x@evil.com",
    "../../../g",
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    for (guint with_base = 0; with_base < 2; with_base++)
      {
        const char *base = with_base ? "http://a/b/c/d;p?q" : NULL;
        guint before[US_SPEC_COUNT];
        g_autoptr(UsAnalysis) a = NULL;

        for (guint s = 0; s < US_SPEC_COUNT; s++)
          before[s] = us_parse_get_entries ((UsSpec) s);
        a = us_analysis_new (inputs[i], strlen (inputs[i]), base, base ? strlen (base) : 0, US_ANALYSIS_DEFAULT);
        ask_everything (a);
        for (guint s = 0; s < US_SPEC_COUNT; s++)
          {
            guint entries = us_parse_get_entries ((UsSpec) s) - before[s];
            /* The URL Standard's trace without a base is a parse of its
             * own (the Resolution page's steps), asked for here too. */
            guint most = !with_base ? (s == US_SPEC_WHATWG ? 2 : 1)
                         : s == US_SPEC_WHATWG ? 5 : s == US_SPEC_RFC1738 ? 1 : 3;

            /* The URI mapped back to an IRI (RFC 3987 §3.2) is a string
             * of its own, read to find its host. */
            if (s == US_SPEC_RFC3987)
              most++;

            if (entries > most)
              g_test_message ("%s, %s: %u parses", inputs[i], us_spec_to_string ((UsSpec) s), entries);
            g_assert_cmpuint (entries, <=, most);
            g_assert_cmpuint (entries, >=, 1);
          }
      }
}

/* The command line's analysis (US_ANALYSIS_TRACE: each resolution with
 * its steps from the start): with a base, the reference once and the base
 * once under an RFC; under the URL Standard the base, the reference
 * against it, and the link alone for the browser readings. */
static void
test_parse_once_traced (void)
{
  const char *input = "../g?x=\\y";
  const char *base = "http://a/b/c/d;p?q";
  guint before[US_SPEC_COUNT];
  g_autoptr(UsAnalysis) a = NULL;

  for (guint s = 0; s < US_SPEC_COUNT; s++)
    before[s] = us_parse_get_entries ((UsSpec) s);
  a = us_analysis_new (input, strlen (input), base, strlen (base), US_ANALYSIS_TRACE);
  for (guint s = 0; s < US_SPEC_COUNT; s++)
    {
      g_autofree char *verdict = us_analysis_format_verdict (a, (UsSpec) s);

      (void) us_analysis_get_resolution (a, (UsSpec) s);
      (void) us_analysis_get_traced_resolution (a, (UsSpec) s);
    }
  (void) us_analysis_get_lens (a);
  for (guint s = 0; s < US_SPEC_COUNT; s++)
    g_assert_cmpuint (us_parse_get_entries ((UsSpec) s) - before[s], ==,
                      s == US_SPEC_WHATWG ? 3 : s == US_SPEC_RFC1738 ? 1 : 2);
  g_assert_nonnull (us_resolution_get_step (us_analysis_get_resolution (a, US_SPEC_RFC3986), 0));
}

/* Without traces (the command line's --quiet, the badges), the URL
 * Standard's parse alone is the result: one entry per spec. */
static void
test_parse_once_quiet (void)
{
  const char *input = "http://example.com\\@evil.com/";
  guint before[US_SPEC_COUNT];
  g_autoptr(UsAnalysis) a = NULL;

  for (guint s = 0; s < US_SPEC_COUNT; s++)
    before[s] = us_parse_get_entries ((UsSpec) s);
  a = us_analysis_new (input, strlen (input), NULL, 0, US_ANALYSIS_NO_TREE);
  for (guint s = 0; s < US_SPEC_COUNT; s++)
    {
      (void) us_analysis_get_verdict (a, (UsSpec) s);
      (void) us_analysis_get_browser_reading (a, (UsSpec) s);
    }
  (void) us_analysis_get_lens (a);
  for (guint s = 0; s < US_SPEC_COUNT; s++)
    g_assert_cmpuint (us_parse_get_entries ((UsSpec) s) - before[s], ==, 1);
}

/* The verdict line says what the spec says and what a browser does, and
 * the lens's browser row reads the host the browser reading reads. */
static void
test_verdict (void)
{
  static const struct {
    const char *input;
    UsSpec spec;
    const char *verdict;
    const char *browser_host;   /* NULL: refused */
  } cases[] = {
    { "http://example.com\\@evil.com/", US_SPEC_RFC3986,
      "Not a valid RFC 3986 reference: 1 error · a browser goes to example.com.", "example.com" },
    { "http://exa mple.com/a b?q=|", US_SPEC_RFC3986,
      "Not a valid RFC 3986 reference: 3 errors · a browser refuses it.", NULL },
    { "http://example.com/", US_SPEC_RFC3986, "Valid RFC 3986 reference · a browser reads it the same.", "example.com" },
    { "../g", US_SPEC_RFC2396, "Valid RFC 2396 reference · a browser refuses it without a base (a page’s address).", NULL },
    { "http://example.com\\@evil.com/", US_SPEC_WHATWG,
      "A browser reads this link, with 1 validation error.", "example.com" },
    { "http://exa mple.com/", US_SPEC_WHATWG, "A browser refuses this link: 1 validation error.", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsAnalysis) a = us_analysis_new (cases[i].input, strlen (cases[i].input), NULL, 0, 0);
      g_autofree char *verdict = us_analysis_format_verdict (a, cases[i].spec);
      g_autofree char *host = us_analysis_dup_browser_host (a, FALSE);
      const UsLensReading *row = us_lens_get_reading (us_analysis_get_lens (a), US_LENS_READER_WHATWG);
      const char *lens_host = us_lens_reading_get_field (row, US_LENS_FIELD_HOST);

      g_assert_cmpstr (verdict, ==, cases[i].verdict);
      g_assert_cmpstr (host, ==, cases[i].browser_host);
      if (cases[i].browser_host != NULL)
        g_assert_cmpstr (lens_host, ==, cases[i].browser_host);
    }
}

/* Two links a browser sends to different hosts are never equivalent,
 * whatever RFC 3986's ladder says (the empty authority: a browser skips
 * the extra slashes and reads the next segment as the host). */
static void
test_equivalence_hosts (void)
{
  static const struct {
    const char *a, *b;
    UsSpec spec;
    UsEquivalence answer;
  } cases[] = {
    { "http:////evil.com", "http:///a/..//evil.com", US_SPEC_RFC3986, US_EQUIVALENCE_OTHER_HOST },
    { "http:///a/../evil.com", "http:///evil.com", US_SPEC_RFC3986, US_EQUIVALENCE_OTHER_HOST },
    { "http:///./evil.com", "http:///evil.com", US_SPEC_RFC3986, US_EQUIVALENCE_OTHER_HOST },
    { "http://a/b/../c", "HTTP://A/c", US_SPEC_RFC3986, US_EQUIVALENCE_AT_RUNG },
    { "http://a/b", "http://a/b", US_SPEC_RFC3986, US_EQUIVALENCE_SAME_STRING },
    { "http://r\xc3\xa9/%7e", "http://r%C3%A9/~", US_SPEC_RFC3987, US_EQUIVALENCE_AT_RUNG },
    { "HTTP://A/./b", "http://a/b", US_SPEC_WHATWG, US_EQUIVALENCE_SAME_HREF },
    { "http://evil.example/", "http://a/", US_SPEC_WHATWG, US_EQUIVALENCE_NONE },
    { "http://example.com\\@evil.com/", "http://example.com/@evil.com/", US_SPEC_WHATWG, US_EQUIVALENCE_SAME_HREF },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsAnalysis) a = us_analysis_new (cases[i].a, strlen (cases[i].a), NULL, 0, 0);
      g_autoptr(UsAnalysis) b = us_analysis_new (cases[i].b, strlen (cases[i].b), NULL, 0, 0);
      UsEquivalence answer = us_analysis_compare (a, b, cases[i].spec, NULL);
      g_autofree char *words = us_analysis_format_equivalence (a, b, cases[i].spec);

      g_test_message ("%s ~ %s: %s", cases[i].a, cases[i].b, words);
      g_assert_cmpstr (us_equivalence_name (answer), ==, us_equivalence_name (cases[i].answer));
      g_assert_cmpint (us_equivalence_is_equivalent (answer), ==,
                       cases[i].answer != US_EQUIVALENCE_NONE && cases[i].answer != US_EQUIVALENCE_OTHER_HOST);
    }
  {
    const char *a_text = "http:////evil.com", *b_text = "http:///a/..//evil.com";
    g_autoptr(UsAnalysis) a = us_analysis_new (a_text, strlen (a_text), NULL, 0, 0);
    g_autoptr(UsAnalysis) b = us_analysis_new (b_text, strlen (b_text), NULL, 0, 0);
    g_autofree char *words = us_analysis_format_equivalence (a, b, US_SPEC_RFC3986);

    g_assert_cmpstr (words, ==, "Not equivalent to “http:///a/..//evil.com”: RFC 3986 §6.2 makes them equal, "
                                "but a browser goes to evil.com with this link and to a with the other.");
  }
}

/* A target the RFC computes with a path "//…" and no authority reads, once
 * written, with another authority: its safe form, and no valid answer. */
static void
test_safe_target (void)
{
  static const struct {
    const char *base, *reference, *target, *safe;
  } cases[] = {
    { "http:/b/c", "..//evil.com", "http://evil.com", "http:/.//evil.com" },
    { "a:/", ".//b", "a://b", "a:/.//b" },
    { "http://a/b/c/d;p?q", "../g", "http://a/b/g", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsAnalysis) a = us_analysis_new (cases[i].reference, strlen (cases[i].reference),
                                                 cases[i].base, strlen (cases[i].base), 0);
      UsResolution *res = us_analysis_get_resolution (a, US_SPEC_RFC3986);

      g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, cases[i].target);
      g_assert_cmpstr (us_resolution_get_safe_target (res, NULL), ==, cases[i].safe);
      g_assert_cmpint (us_analysis_get_verdict (a, US_SPEC_RFC3986), ==,
                       cases[i].safe != NULL ? US_ANALYSIS_INVALID : US_ANALYSIS_VALID);
    }
}

/* Under the URL Standard with a base, the result is the reference read
 * against it: what the field and everything above the pages show. */
static void
test_whatwg_with_base (void)
{
  g_autoptr(UsAnalysis) a = us_analysis_new ("../../../g", 10, "http://a/b/c/d;p?q", 18, 0);
  g_autoptr(UsAnalysis) alone = us_analysis_new ("../../../g", 10, NULL, 0, 0);
  g_autofree char *href = us_analysis_get_href (a, NULL);
  g_autofree char *verdict = us_analysis_format_verdict (a, US_SPEC_WHATWG);
  g_autofree char *alone_verdict = us_analysis_format_verdict (alone, US_SPEC_WHATWG);

  g_autoptr(UsAnalysis) absolute = us_analysis_new ("http://e.example/", 17, "http://a/b/c/d;p?q", 18, 0);
  g_autofree char *absolute_verdict = us_analysis_format_verdict (absolute, US_SPEC_WHATWG);

  g_assert_cmpstr (href, ==, "http://a/g");
  /* the link alone is refused (the Link page says so): the line says
   * under which page's address it is read */
  g_assert_cmpstr (verdict, ==, "Without a base a browser refuses this link; on a page at “http://a/b/c/d;p?q” "
                                "it reads it with no validation error.");
  g_assert_cmpstr (alone_verdict, ==, "A browser refuses this link: 1 validation error.");
  g_assert_cmpstr (absolute_verdict, ==, "A browser reads this link with no validation error.");
  g_assert_cmpint (us_analysis_get_verdict (a, US_SPEC_WHATWG), ==, US_ANALYSIS_VALID);
}

/* At the size cap, bytes that are not UTF-8 make an href longer than any
 * input: the browser reading takes its parts from the serializer, and says
 * what the lens says (the host a). */
static void
test_cap_href (void)
{
  g_autoptr(GString) input = g_string_new ("http://a/");
  g_autoptr(UsAnalysis) a = NULL;
  UsBrowserReading *reading;

  for (guint i = 0; i < 932100; i++)
    g_string_append_c (input, (char) 0xFF);
  a = us_analysis_new (input->str, input->len, NULL, 0, US_ANALYSIS_NO_TREE);
  reading = us_analysis_get_browser_reading (a, US_SPEC_RFC3986);
  g_assert_cmpint (us_browser_reading_get_verdict (reading), ==, US_BROWSER_REWRITTEN);
  g_assert_cmpstr (us_browser_reading_get_host (reading), ==, "a");
  g_assert_cmpuint (strlen (us_browser_reading_get_href (reading, NULL)), >, US_MAX_INPUT);
  g_assert_cmpstr (us_lens_reading_get_field (us_lens_get_reading (us_analysis_get_lens (a), US_LENS_READER_WHATWG),
                                              US_LENS_FIELD_HOST), ==, "a");
}

/* RFC 3987's other answer writes the host as a browser does (UTS #46):
 * none where a browser refuses the name (GLib's IDNA 2003 dropped the
 * joiner and made "ab.com", and a dot of U+2024). */
static void
test_iri_alternative (void)
{
  static const struct { const char *iri, *alternative; } cases[] = {
    { "http://a\xe2\x80\x8d" "b.com/", NULL },
    { "http://\xe2\x80\xa4.com/", NULL },
    { "http://b\xc3\xbc" "cher.example/x", "http://xn--bcher-kva.example/x" },
    { "http://B\xc3\x9c" "CHER.example/", "http://xn--bcher-kva.example/" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsAnalysis) a = us_analysis_new (cases[i].iri, strlen (cases[i].iri), NULL, 0, 0);

      g_assert_cmpstr (us_iri_mapping_get_alternative (us_analysis_get_iri_to_uri (a)), ==, cases[i].alternative);
    }
}

/* An input over the cap is not read: every part is NULL, the error says
 * why, and nothing asserts. */
static void
test_too_long (void)
{
  gsize len = US_MAX_INPUT + 1;
  g_autofree char *text = g_malloc0 (len);
  g_autoptr(UsAnalysis) a = us_analysis_new (text, len, NULL, 0, 0);

  g_assert_nonnull (us_analysis_get_error (a));
  g_assert_null (us_analysis_get_result (a, US_SPEC_RFC3986));
  g_assert_null (us_analysis_get_browser_reading (a, US_SPEC_RFC3986));
  g_assert_null (us_analysis_get_lens (a));
  g_assert_cmpint (us_analysis_get_verdict (a, US_SPEC_WHATWG), ==, US_ANALYSIS_TOO_LONG);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/analysis/parse-once", test_parse_once);
  g_test_add_func ("/analysis/parse-once-quiet", test_parse_once_quiet);
  g_test_add_func ("/analysis/parse-once-traced", test_parse_once_traced);
  g_test_add_func ("/analysis/normalization-reuses", test_normalization_reuses);
  g_test_add_func ("/analysis/verdict", test_verdict);
  g_test_add_func ("/analysis/equivalence-hosts", test_equivalence_hosts);
  g_test_add_func ("/analysis/safe-target", test_safe_target);
  g_test_add_func ("/analysis/whatwg-with-base", test_whatwg_with_base);
  g_test_add_func ("/analysis/cap-href", test_cap_href);
  g_test_add_func ("/analysis/too-long", test_too_long);
  g_test_add_func ("/analysis/iri-alternative", test_iri_alternative);
  return g_test_run ();
}
