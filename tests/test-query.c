/* test-query.c — the query as name-value pairs (URL Standard §5.1)
 *
 * us_query_parse() on byte strings, case by case: repeated names in order,
 * empty names, values and sequences, the first "=" only, "+" and "%2B",
 * "%" not followed by two hex digits, ill-formed UTF-8 after decoding
 * (one U+FFFD per maximal subpart, a BOM kept), NUL bytes, exact spans.
 * Under the WHATWG URL Standard, what `new URL (input).searchParams`
 * holds: tabs and newlines inside the query dropped, the input's own
 * ill-formed UTF-8 replaced before percent-decoding, nothing on failure
 * (tests/test-whatwg-differential.c compares with whatwg-url itself). The
 * same query under every spec. The UTF-8 decoding, byte sequence by byte
 * sequence, against the URL parser's decoder (us_whatwg_utf8_decode()).
 * A query of a megabyte, of every shape.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"
#include "us-whatwg.h"

/* "«name»=«value»[start,end)" per pair, separated by spaces; control
 * bytes and "\" as \xNN, the rest as it is (it is UTF-8). */
static void
append_shown (GString    *out,
              const char *s,
              gsize       len)
{
  for (gsize i = 0; i < len; i++)
    {
      guchar b = (guchar) s[i];

      if (b < 0x20 || b == 0x7F || b == '\\')
        g_string_append_printf (out, "\\x%02X", b);
      else
        g_string_append_c (out, (char) b);
    }
}

static char *
params_text (GArray *params)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < params->len; i++)
    {
      const UsQueryParam *p = &g_array_index (params, UsQueryParam, i);

      /* the strings are NUL-terminated and exactly as long as said */
      g_assert_cmpint (p->name[p->name_len], ==, '\0');
      g_assert_cmpint (p->value[p->value_len], ==, '\0');
      g_assert_true (g_utf8_validate_len (p->name, p->name_len, NULL) || memchr (p->name, '\0', p->name_len));
      g_assert_true (g_utf8_validate_len (p->value, p->value_len, NULL) || memchr (p->value, '\0', p->value_len));
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, "«");
      append_shown (out, p->name, p->name_len);
      g_string_append (out, "»=«");
      append_shown (out, p->value, p->value_len);
      g_string_append_printf (out, "»[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")", p->start, p->end);
    }
  return g_string_free (out, FALSE);
}

static char *
parse_text (const char   *query,
            gsize         len,
            UsQueryFlags  flags)
{
  g_autoptr(GArray) params = us_query_parse (query, 0, len, flags);

  return params_text (params);
}

typedef struct {
  const char *query;
  gsize len;                /* 0: strlen (query) */
  const char *want;
} QueryCase;

#define Q(s) s, sizeof s - 1

static const QueryCase cases[] = {
  { Q(""), "" },
  { Q("a=1"), "«a»=«1»[0,3)" },
  /* repeated names, kept in order */
  { Q("a=1&b=2&a=3"), "«a»=«1»[0,3) «b»=«2»[4,7) «a»=«3»[8,11)" },
  { Q("a&a&a"), "«a»=«»[0,1) «a»=«»[2,3) «a»=«»[4,5)" },
  /* empty sequences are skipped; empty names and values are not */
  { Q("&"), "" },
  { Q("&&a&&"), "«a»=«»[2,3)" },
  { Q("="), "«»=«»[0,1)" },
  { Q("=x"), "«»=«x»[0,2)" },
  { Q("a="), "«a»=«»[0,2)" },
  { Q("a"), "«a»=«»[0,1)" },
  { Q("==&=&&=="), "«»=«=»[0,2) «»=«»[3,4) «»=«=»[6,8)" },
  /* only the first "=" splits */
  { Q("a=b=c"), "«a»=«b=c»[0,5)" },
  { Q("a=b%3Dc&%3D=%26"), "«a»=«b=c»[0,7) «=»=«&»[8,15)" },
  /* "+" is a space; "%2B" is "+" */
  { Q("+"), "« »=«»[0,1)" },
  { Q("a+b=c+d++"), "«a b»=«c d  »[0,9)" },
  { Q("%2B=%2b"), "«+»=«+»[0,7)" },
  { Q("%20=+%2B+"), "« »=« + »[0,9)" },
  /* "%" not followed by two hex digits stays */
  { Q("%zz=%4"), "«%zz»=«%4»[0,6)" },
  { Q("%=%%41&%4g=%%"), "«%»=«%A»[0,6) «%4g»=«%%»[7,13)" },
  { Q("a%=%2"), "«a%»=«%2»[0,5)" },
  { Q("%41%42%43=%61%62%63"), "«ABC»=«abc»[0,19)" },
  /* ";" is no separator here */
  { Q("a=1;b=2"), "«a»=«1;b=2»[0,7)" },
  /* UTF-8, percent-encoded or not */
  { Q("%C3%A9=%E2%82%AC"), "«é»=«€»[0,16)" },
  { Q("\xc3\xa9=\xe2\x82\xac&%F0%9F%98%80"), "«é»=«€»[0,6) «😀»=«»[7,19)" },
  { Q("%c3%a9\xc3\xa9"), "«éé»=«»[0,8)" },
  /* ill-formed after decoding: one U+FFFD per maximal subpart */
  { Q("%FF=%C3"), "«�»=«�»[0,7)" },
  { Q("%ED%A0%80"), "«���»=«»[0,9)" },
  { Q("%F0%9F%92=x"), "«�»=«x»[0,11)" },
  { Q("%F0%9F%92%41"), "«�A»=«»[0,12)" },
  { Q("%C0%AF"), "«��»=«»[0,6)" },
  { Q("%F4%90%80%80"), "«����»=«»[0,12)" },
  { Q("%E2%82"), "«�»=«»[0,6)" },
  { Q("%E2%82%E2%82%AC"), "«�€»=«»[0,15)" },
  { Q("\xff=\xc3"), "«�»=«�»[0,3)" },
  { Q("%C3\xa9"), "«é»=«»[0,4)" },
  /* "UTF-8 decode without BOM": a leading BOM is kept */
  { Q("%EF%BB%BFa=\xef\xbb\xbf"), "«\xef\xbb\xbf" "a»=«\xef\xbb\xbf»[0,14)" },
  /* NUL bytes, decoded and raw */
  { Q("a%00b=\0"), "«a\\x00b»=«\\x00»[0,7)" },
  { Q("\0&\0=\0"), "«\\x00»=«»[0,1) «\\x00»=«\\x00»[2,5)" },
  /* controls and tabs are ordinary bytes here */
  { Q("a\tb=\r\n&\t"), "«a\\x09b»=«\\x0D\\x0A»[0,6) «\\x09»=«»[7,8)" },
};

static void
test_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *got = parse_text (cases[i].query, cases[i].len, US_QUERY_DEFAULT);

      if (!g_str_equal (got, cases[i].want))
        g_error ("case %u: got %s, want %s", i, got, cases[i].want);
    }
}

/* A range inside a longer text: spans are offsets into the text, and
 * nothing outside the range is read. */
static void
test_range (void)
{
  static const char text[] = "http://h/p?a=1&b=%41#c=3&d";
  g_autoptr(GArray) params = us_query_parse (text, 11, 20, US_QUERY_DEFAULT);
  g_autofree char *got = params_text (params);

  g_assert_cmpstr (got, ==, "«a»=«1»[11,14) «b»=«A»[15,20)");
  g_array_unref (us_query_parse (NULL, 0, 0, US_QUERY_DEFAULT));
}

/* The pairs of @input read under @spec (us_result_dup_query_params()). */
static char *
result_params_text (UsSpec      spec,
                    const char *input,
                    gsize       len)
{
  g_autoptr(UsResult) result = us_parse (input, len, spec, US_PARSE_DEFAULT, NULL);
  g_autoptr(GArray) params = NULL;

  g_assert_nonnull (result);
  params = us_result_dup_query_params (result);
  g_assert_nonnull (params);
  return params_text (params);
}

static const QueryCase whatwg_cases[] = {
  { Q("http://h/?a=1&b=2&a=3#x=1&y"), "«a»=«1»[10,13) «b»=«2»[14,17) «a»=«3»[18,21)" },
  /* no query, an empty one, one of nothing but "&" */
  { Q("http://h/"), "" },
  { Q("http://h/?"), "" },
  { Q("http://h/?#a=b"), "" },
  { Q("http://h/?&&&"), "" },
  /* tabs and newlines are removed by the URL parser: out of the names and
   * values, and out of the spans' ends; a sequence of nothing else is
   * empty */
  { Q("http://h/?a\t=\n1&\t&\rb=2\n"), "«a»=«1»[10,15) «b»=«2»[19,22)" },
  { Q("http://h/?%\t41=%4\n1"), "«A»=«A»[10,19)" },
  { Q("http://h/?\t"), "" },
  { Q("http://h/?a+b=c%2Bd"), "«a b»=«c+d»[10,19)" },
  /* C0 controls and spaces around the link are not in the query */
  { Q("  http://h/?a=1 \x01 "), "«a»=«1»[12,15)" },
  /* spaces and other code points the parser percent-encodes decode back */
  { Q("http://h/?a b='c'&<>=\"`"), "«a b»=«'c'»[10,17) «<>»=«\"`»[18,23)" },
  { Q("http://h/?\x01=\x7f"), "«\\x01»=«\\x7F»[10,13)" },
  { Q("http://h/?\xc3\xa9=%C3%A9"), "«é»=«é»[10,19)" },
  /* the input's ill-formed UTF-8 is replaced before percent-decoding:
   * "%C3" then a U+FFFD of its own; a server reading the bytes sees "é" */
  { Q("http://h/?%C3\xa9"), "«��»=«»[10,14)" },
  { Q("http://h/?\xff=%FF"), "«�»=«�»[10,15)" },
  { Q("http://h/?a=\xe2\x82"), "«a»=«�»[10,14)" },
  /* NUL: a code point like any other */
  { Q("http://h/?a\0=%00"), "«a\\x00»=«\\x00»[10,16)" },
  /* a browser refuses the link: no URL, no searchParams */
  { Q("http://exa mple.com/?a=1"), "" },
  { Q("http://h:99999/?a=1"), "" },
  /* opaque paths and non-special schemes have queries too */
  { Q("mailto:x@y?subject=Hi+there&body=%E2%9C%93"), "«subject»=«Hi there»[11,27) «body»=«✓»[28,42)" },
  { Q("sc://h?a=1"), "«a»=«1»[7,10)" },
};

static void
test_whatwg (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (whatwg_cases); i++)
    {
      g_autofree char *got = result_params_text (US_SPEC_WHATWG, whatwg_cases[i].query, whatwg_cases[i].len);

      if (!g_str_equal (got, whatwg_cases[i].want))
        g_error ("whatwg case %u: got %s, want %s", i, got, whatwg_cases[i].want);
    }

  /* The same bytes read as a server reads them. */
  {
    static const char raw[] = "http://h/?%C3\xa9&%\t41";
    g_autofree char *got = result_params_text (US_SPEC_RFC3986, raw, sizeof raw - 1);

    g_assert_cmpstr (got, ==, "«é»=«»[10,14) «%\\x0941»=«»[15,19)");
  }
}

/* The query as each spec's grammar reads it: the same pairs everywhere
 * for a plain http URL; none where a spec has no query. */
static void
test_every_spec (void)
{
  static const char input[] = "http://h/p?a=1&b=%20&a=x+y";
  const char *want = "«a»=«1»[11,14) «b»=« »[15,20) «a»=«x y»[21,26)";

  for (guint s = 0; s < US_SPEC_COUNT; s++)
    {
      g_autofree char *got = NULL;

      if (!us_spec_is_available ((UsSpec) s))
        continue;
      got = result_params_text ((UsSpec) s, input, sizeof input - 1);
      if (!g_str_equal (got, want))
        g_error ("%s: got %s, want %s", us_spec_to_string ((UsSpec) s), got, want);
      g_free (got);
      got = result_params_text ((UsSpec) s, "http://h/p#a=1", 14);
      g_assert_cmpstr (got, ==, "");
    }

  /* RFC 1738's http URL has no fragment: "#" is in its searchpart (an
   * error there), and so in the last value */
  {
    g_autofree char *got = result_params_text (US_SPEC_RFC1738, "http://h/p?a=1#f", 16);

    g_assert_cmpstr (got, ==, "«a»=«1#f»[11,16)");
  }

  /* RFC 1808's ";params" are not the query */
  {
    g_autofree char *got = result_params_text (US_SPEC_RFC1808, "http://h/p;x=1?y=2", 18);

    g_assert_cmpstr (got, ==, "«y»=«2»[15,18)");
  }
}

/* What the URL parser's decoder (us_whatwg_utf8_decode()) makes of @bytes,
 * as UTF-8. */
static GString *
reference_decode (const guchar *bytes,
                  gsize         len,
                  gboolean      drop_tab_newline)
{
  g_autofree gunichar *cps = NULL;
  gsize n = us_whatwg_utf8_decode (bytes, len, &cps, NULL);
  GString *out = g_string_new (NULL);

  for (gsize i = 0; i < n; i++)
    if (!drop_tab_newline || (cps[i] != '\t' && cps[i] != '\n' && cps[i] != '\r'))
      g_string_append_unichar (out, cps[i]);
  return out;
}

/* Every sequence of up to four bytes from a set that holds each class of
 * the UTF-8 decoder's table: percent-encoded (decoded after "%"), and raw
 * as URL input (decoded before, tabs dropped), the name is what the URL
 * parser's decoder gives. */
static void
test_utf8_decoding (void)
{
  static const guchar interesting[] = {
    0x00, 0x09, 0x0A, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
    0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
  };
  const guint n = G_N_ELEMENTS (interesting);
  guint checked = 0;

  for (guint len = 1; len <= 4; len++)
    {
      guint total = 1;

      for (guint k = 0; k < len; k++)
        total *= n;
      for (guint code = 0; code < total; code++)
        {
          guchar bytes[4];
          char encoded[13];     /* "%XX" four times, and a NUL */
          guint c = code;
          GString *want_pct, *want_raw;

          for (guint k = 0; k < len; k++)
            {
              bytes[k] = interesting[c % n];
              c /= n;
              g_snprintf (encoded + 3 * k, 4, "%%%02X", bytes[k]);
            }
          want_pct = reference_decode (bytes, len, FALSE);
          want_raw = reference_decode (bytes, len, TRUE);
          {
            g_autoptr(GArray) pct = us_query_parse (encoded, 0, 3 * len, US_QUERY_DEFAULT);
            g_autoptr(GArray) raw = us_query_parse ((const char *) bytes, 0, len, US_QUERY_URL_INPUT);
            const UsQueryParam *p = &g_array_index (pct, UsQueryParam, 0);

            g_assert_cmpuint (pct->len, ==, 1);
            g_assert_cmpmem (p->name, p->name_len, want_pct->str, want_pct->len);
            /* raw bytes may hold the "=" or nothing but tabs */
            if (want_raw->len == 0)
              g_assert_cmpuint (raw->len, ==, 0);
            else
              {
                p = &g_array_index (raw, UsQueryParam, 0);
                g_assert_cmpuint (raw->len, ==, 1);
                g_assert_cmpmem (p->name, p->name_len, want_raw->str, want_raw->len);
              }
          }
          g_string_free (want_pct, TRUE);
          g_string_free (want_raw, TRUE);
          checked++;
        }
    }
  g_test_message ("%u byte sequences decoded as the URL parser decodes them", checked);
}

/* A megabyte of query of each shape: every pair found, the spans right,
 * in one linear pass (not timed: it just has to finish). */
static void
test_megabyte (void)
{
  const gsize size = 1024 * 1024;
  static const struct { const char *unit; guint pairs_per_unit; const char *first; } shapes[] = {
    { "a=1&", 1, "«a»=«1»[0,3)" },
    { "&", 0, NULL },
    { "%", 1, NULL },
    { "=", 1, NULL },
    { "%zz%C3%A9+", 1, NULL },
    { "\xff\xc3", 1, NULL },
    { "\t&", 0, NULL },
    { "%00&", 1, "«\\x00»=«»[0,3)" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      g_autoptr(GString) q = g_string_sized_new (size + 16);
      gsize unit_len = strlen (shapes[s].unit);
      gsize units;

      while (q->len + unit_len <= size)
        g_string_append (q, shapes[s].unit);
      units = q->len / unit_len;

      for (guint flags = 0; flags <= US_QUERY_URL_INPUT; flags++)
        {
          g_autoptr(GArray) params = us_query_parse (q->str, 0, q->len, flags);
          gboolean tab_only = strchr (shapes[s].unit, '\t') != NULL;
          gsize want = shapes[s].pairs_per_unit == 0 ? 0
                       : strchr (shapes[s].unit, '&') != NULL ? units : 1;

          if (tab_only && flags == US_QUERY_DEFAULT)
            want = units;
          g_assert_cmpuint (params->len, ==, want);
          if (shapes[s].first != NULL)
            {
              const UsQueryParam *last = &g_array_index (params, UsQueryParam, params->len - 1);
              g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (UsQueryParam));
              g_autofree char *first = NULL;

              g_array_append_vals (one, params->data, 1);
              first = params_text (one);
              g_assert_cmpstr (first, ==, shapes[s].first);
              g_assert_cmpuint (last->start, ==, q->len - unit_len);
              g_assert_cmpuint (last->end, ==, q->len - 1);
            }
          else if (want == 1)
            {
              const UsQueryParam *p = &g_array_index (params, UsQueryParam, 0);

              g_assert_cmpuint (p->start, ==, 0);
              g_assert_cmpuint (p->end, ==, q->len);
            }
        }
    }

  /* and through the WHATWG parser: a megabyte of pairs with tabs */
  {
    g_autoptr(GString) url = g_string_new ("http://h/?");
    g_autoptr(UsResult) result = NULL;
    g_autoptr(GArray) params = NULL;
    gsize pairs = 0;

    while (url->len < size)
      {
        g_string_append (url, "k\t=v+%41&");
        pairs++;
      }
    result = us_parse (url->str, url->len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
    params = us_result_dup_query_params (result);
    g_assert_cmpuint (params->len, ==, pairs);
    g_assert_cmpstr (g_array_index (params, UsQueryParam, pairs - 1).name, ==, "k");
    g_assert_cmpstr (g_array_index (params, UsQueryParam, pairs - 1).value, ==, "v A");
  }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/query/cases", test_cases);
  g_test_add_func ("/query/range", test_range);
  g_test_add_func ("/query/whatwg", test_whatwg);
  g_test_add_func ("/query/every-spec", test_every_spec);
  g_test_add_func ("/query/utf8-decoding", test_utf8_decoding);
  g_test_add_func ("/query/megabyte", test_megabyte);
  return g_test_run ();
}
