/* test-idna.c — a long domain name processed a few labels at a time gives
 * ICU's answer for the whole name (core/us-idna.c)
 *
 * Random names from an alphabet that reaches every path: ASCII letters in
 * both cases, digits, hyphens, full stops (empty labels, a root label),
 * "xn--" labels valid and not, letters ICU maps (ß, capitals, U+00AD that
 * it drops), separators it maps to a full stop (U+3002, U+FF0E, U+2488),
 * right-to-left letters and digits (Hebrew, Arabic, Arabic-Indic), a
 * joiner, a combining mark, a disallowed character. Each name is given to
 * ICU whole and in chunks of 1, 2 and 3 labels, ToASCII and ToUnicode,
 * relaxed and strict: the same result and the same errors. Also: a long
 * name costs linear time. And for the names holding characters newer than
 * ICU's data (core/us-idna-new.c): the generated data is well formed, and
 * a long name costs linear time there too (test-whatwg checks the results
 * against whatwg-url's).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-idna-data.h"
#include "us-idna-private.h"
#include "test-common.h"

static const char *const alphabet[] = {
  "a", "b", "Z", "0", "7", "-", ".", ".", ".", "xn--", "xn--zca", "xn--4db", "xn--a", "ß", "\xc2\xad",
  "\xe3\x80\x82" /* U+3002 */, "\xef\xbc\x8e" /* U+FF0E */, "\xe2\x92\x88" /* U+2488 */,
  "\xd7\x90" /* א */, "\xd8\xa8" /* ب */, "\xd9\xa1" /* ١ */, "\xe2\x80\x8d" /* ZWJ */,
  "\xcc\x81" /* U+0301 */, "\xef\xbf\xbf" /* U+FFFF */, "\xc3\xa9",
};

static void
compare (const char *name,
         gsize       len)
{
  for (guint strict = 0; strict < 2; strict++)
    for (guint to_unicode = 0; to_unicode < 2; to_unicode++)
      {
        uint32_t whole_errors = 0;
        gsize whole_len = 0;
        g_autofree char *whole = us_idna_process_chunked (us_idna_get (strict), to_unicode, name, len,
                                                         G_MAXSIZE, 1, &whole_errors, &whole_len);

        g_assert_nonnull (whole);
        for (guint labels = 1; labels <= 3; labels++)
          {
            uint32_t errors = 0;
            gsize n = 0;
            g_autofree char *chunked = us_idna_process_chunked (us_idna_get (strict), to_unicode, name, len,
                                                               0, labels, &errors, &n);

            /* ICU is not consistent about an empty last label left by an
             * ignored character ("7.\u00AD" has one, "é.\u00AD" has not);
             * the URL parser ignores empty labels in its relaxed run and
             * refuses an empty last label itself in its strict one, so
             * that bit is not compared for a name that ends in one. */
            if (whole_len > 0 && whole[whole_len - 1] == '.')
              {
                errors &= ~(uint32_t) UIDNA_ERROR_EMPTY_LABEL;
                whole_errors &= ~(uint32_t) UIDNA_ERROR_EMPTY_LABEL;
              }
            if (chunked == NULL || n != whole_len || memcmp (chunked, whole, n) != 0 || errors != whole_errors)
              {
                g_autofree char *shown = g_strescape (name, NULL);

                g_test_message ("“%s”, %s, %s, %u labels a chunk: “%s” %#x, whole “%s” %#x", shown,
                                strict ? "strict" : "relaxed", to_unicode ? "ToUnicode" : "ToASCII", labels,
                                chunked ? chunked : "(null)", errors, whole, whole_errors);
              }
            g_assert_nonnull (chunked);
            g_assert_cmpmem (chunked, n, whole, whole_len);
            g_assert_cmphex (errors, ==, whole_errors);
          }
      }
}

static void
test_chunks_as_whole (void)
{
  for (guint round = 0; round < 3000; round++)
    {
      g_autoptr(GString) name = g_string_new (NULL);
      guint n = (guint) g_test_rand_int_range (0, 16);

      for (guint i = 0; i < n; i++)
        g_string_append (name, alphabet[g_test_rand_int_range (0, G_N_ELEMENTS (alphabet))]);
      compare (name->str, name->len);
    }
}

/* Names the random ones may miss: the root label, empty labels at the
 * ends, a right-to-left label far from a bad left-to-right one. */
static void
test_chunks_cases (void)
{
  static const char *const cases[] = {
    "", ".", "..", "a.", ".a", "a..", "a.b.c.", "a.b.c.d.e.f.", "1a.b.c.\xd7\x90",
    "\xd7\x90.b.c.d.1a", "a.b.c.d.e.\xd9\xa1", "xn--4db.a.b.c.d.0x", "A\343\200\202B\343\200\202C.d",
    "\342\222\210\342\222\210\342\222\210a", "a-.b.-c.d", "xn--a.xn--zca.xn--a.b",
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    compare (cases[i], strlen (cases[i]));
}

/* What was quadratic in ICU: many labels it rewrites. */
static void
test_long_names_linear (void)
{
  static const char *const units[] = { "\xc3\xa9.", "xn--a.", "A\xe3\x80\x82", "\xd7\x90." };

  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    for (guint strict = 0; strict < 2; strict++)
      {
        g_autoptr(GString) name = g_string_new (NULL);
        uint32_t errors;
        gsize n;
        g_autofree char *out = NULL;
        double seconds;

        while (name->len < 1000000)
          g_string_append (name, units[u]);
        g_test_timer_start ();
        out = us_idna_process (us_idna_get (strict), FALSE, name->str, name->len, &errors, &n);
        seconds = g_test_timer_elapsed ();
        g_test_message ("%u × “%s”: %.3f s", (guint) (name->len / strlen (units[u])), units[u], seconds);
        g_assert_nonnull (out);
        /* Quadratic was 3 s for the first 400 KB; linear is about 0.1 s
         * a megabyte (more under the sanitizers). */
        g_assert_cmpfloat (seconds, <, 10.0);
      }
}

/* core/us-idna-data.c: sorted ranges, each in the block map, the
 * decompositions flagged; and characters ICU 72 knows are not there. */
static void
test_new_data (void)
{
  static const gunichar known[] = { 'a', 0xE9, 0x5D0, 0x4E00, 0xAC00, 0x1F600, 0x1E9E, 0x10A0 };
  static const gunichar newer[] = { 0x1806, 0x0897, 0x10D4A, 0x16D43, 0x2EBF0, 0x323B0, 0x1E5D0 };
  gsize flagged = 0;

  g_assert_cmpuint (us_idna_data_n_ranges, >, 0);
  for (gsize i = 0; i < us_idna_data_n_ranges; i++)
    {
      const UsIdnaDataRange *r = &us_idna_data_ranges[i];

      g_assert_cmpuint (r->from, <=, r->to);
      g_assert_cmpuint (r->to, <=, 0x10FFFF);
      if (i > 0)
        g_assert_cmpuint (us_idna_data_ranges[i - 1].to, <, r->from);
      for (gunichar c = r->from; c <= r->to; c += 0x100)
        g_assert_true (us_idna_new_has (c));
      g_assert_true (us_idna_new_has (r->to));
      g_assert_true (r->status != US_IDNA_DATA_MAPPED || r->mapping_len > 0);
      if (r->flags & US_IDNA_DATA_DECOMPOSES)
        {
          g_assert_cmpuint (r->from, ==, r->to);
          flagged++;
        }
    }
  g_assert_cmpuint (flagged, ==, us_idna_data_n_decompositions);
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    g_assert_false (us_idna_new_has (known[i]));
  for (guint i = 0; i < G_N_ELEMENTS (newer); i++)
    g_assert_true (us_idna_new_has (newer[i]));
}

/* The new processing in linear time: many labels, long runs of marks to
 * reorder, joiners, Punycode labels to decode. */
static void
test_new_long_names_linear (void)
{
  static const char *const units[] = {
    "\U00016D43.", "xn--8h0foas.", "\U00010D4A\U00010D40.", "a\u0897\u0301\u0897\u0316",
    "\U00011380\U000113CE\u200C", "\U00016D63\U00016D67", "\U000323B0\u3002",
  };

  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    for (guint mode = 0; mode < 3; mode++)
      {
        g_autoptr(GString) name = g_string_new (NULL);
        gsize n = 0;
        g_autofree char *out = NULL;
        double seconds;

        while (name->len < 1000000)
          g_string_append (name, units[u]);
        g_test_timer_start ();
        out = us_idna_new_process (name->str, name->len, mode == 2, FALSE, mode == 1, &n);
        seconds = g_test_timer_elapsed ();
        g_test_message ("%u × “%s”, %s: %.3f s, %s", (guint) (name->len / strlen (units[u])), units[u],
                        mode == 0 ? "ToASCII" : mode == 1 ? "ToASCII, strict" : "ToUnicode", seconds,
                        out != NULL ? "passes" : "fails");
        g_assert_cmpfloat (seconds, <, 10.0);
      }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/idna/chunks-as-whole", test_chunks_as_whole);
  g_test_add_func ("/idna/chunks-cases", test_chunks_cases);
  g_test_add_func ("/idna/long-names-linear", test_long_names_linear);
  g_test_add_func ("/idna/new-data", test_new_data);
  g_test_add_func ("/idna/new-long-names-linear", test_new_long_names_linear);
  return g_test_run ();
}
