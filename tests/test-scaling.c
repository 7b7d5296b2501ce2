/* test-scaling.c — nothing the CLI does goes quadratic
 *
 * For every mode of uriscope-cli and several hostile shapes of input (a
 * diagnostic per byte, spaces, "@" and ":" in the authority, IPv6-like
 * junk, deep dot segments, query parameters, UTF-8 valid and not, control
 * characters, combining marks, a long data: URI), the instructions the CLI
 * executes for a reference of 100 KB are at most 12 times those for 10 KB
 * (linear is 10; the cost of an empty reference, or of an empty base, is
 * taken off both). Instructions are counted under valgrind (test-run.c), so the counts
 * are the same on every run and on a loaded machine; the test is skipped
 * without valgrind and in sanitized builds, which valgrind cannot run.
 * A mode reads all its references in one run, a line each, and each line's
 * instructions are its own; only a mode that takes the shape as its base
 * needs a run for each.
 *
 * By default each mode runs the shapes that reach its code at a cost that
 * keeps the test to minutes; with "-m slow" every mode runs every shape
 * (an hour).
 *
 * Also here: the NFC that RFC 3987 §3.1 shows is g_utf8_normalize()'s,
 * computed without its quadratic steps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"
#include "test-run.h"

#define SMALL 10000
#define LARGE 100000
#define MAX_RATIO 12.0

typedef struct {
  const char *name;
  const char *prefix;
  const char *unit;     /* repeated up to the size */
  const char *suffix;
} Shape;

static const Shape shapes[] = {
  /* a diagnostic (or more) per character */
  { "percent", "http://a/", "%", "" },
  { "spaces", "http://a/b", " c", "" },
  { "at-colon", "http://", "@:", "/" },
  { "ipv6-junk", "http://[", "::1:[", "]/" },
  { "utf8", "http://a/", "é", "" },
  { "utf8-host", "http://", "é.", "/" },
  { "invalid-utf8", "http://a/", "\xff\xc3", "" },
  { "controls", "http://a/", "\x01\x1b", "" },
  { "marks", "http://a/a", "\xcc\x81\xcc\x96", "" },
  /* structure: segments, parameters, labels, encodings */
  { "dot-segments", "", "../", "" },
  { "dot-mix", "http://a/", "b/../c/./", "" },
  { "query", "http://a/?", "a=b&", "" },
  { "amp-eq", "http://a/?", "&=", "" },
  { "labels", "http://", "a.", "/" },
  { "pct-unreserved", "http://a/", "%41%7e", "" },
  { "data", "data:text/plain;base64,", "QUJD", "" },
  /* the same problems one in twenty bytes: the same code, a tenth of the
   * output (text and JSON output cost tens of thousands of instructions a
   * diagnostic, which under valgrind is seconds a run) */
  { "percent-sparse", "http://a/", "abcdefghijklmnopqrs%", "" },
  { "spaces-sparse", "http://a/", "abcdefghijklmnopqrs ", "" },
  { "ipv6-sparse", "http://[", "1:2:3:4:5:6:7:8:9:[", "]/" },
  { "utf8-sparse", "http://a/", "abcdefghijklmnopqé", "" },
  { "invalid-sparse", "http://a/", "abcdefghijklmnopq\xff\xc3", "" },
  { "controls-sparse", "http://a/", "abcdefghijklmnopq\x01\x1b", "" },
};

enum {
  PERCENT = 1 << 0, SPACES = 1 << 1, AT_COLON = 1 << 2, IPV6 = 1 << 3,
  UTF8 = 1 << 4, UTF8_HOST = 1 << 5, INVALID = 1 << 6, CONTROLS = 1 << 7,
  MARKS = 1 << 8,
  DOTS = 1 << 9, DOT_MIX = 1 << 10, QUERY = 1 << 11, AMP_EQ = 1 << 12,
  LABELS = 1 << 13, PCT_UNRES = 1 << 14, DATA = 1 << 15,
  PERCENT_S = 1 << 16, SPACES_S = 1 << 17, IPV6_S = 1 << 18, UTF8_S = 1 << 19,
  INVALID_S = 1 << 20, CONTROLS_S = 1 << 21,
  DENSE = PERCENT | SPACES | AT_COLON | IPV6 | UTF8 | UTF8_HOST | INVALID | CONTROLS | MARKS,
  STRUCTURE = DOTS | DOT_MIX | QUERY | AMP_EQ | LABELS | PCT_UNRES | DATA,
  SPARSE = PERCENT_S | SPACES_S | IPV6_S | UTF8_S | INVALID_S | CONTROLS_S,
  ALL_SHAPES = DENSE | STRUCTURE | SPARSE,
};

G_STATIC_ASSERT (G_N_ELEMENTS (shapes) <= 32);

#define BASE "http://a/b/c/d;p?q"

/* A mode: the CLI's options; "@" stands for the shape as the base, and the
 * reference read is then "../g". The shapes it runs without -m slow (all
 * of them with it) keep the whole test to a few minutes: a dense shape
 * where the mode's output is small, sparse ones where it is large. */
typedef struct {
  const char *name;
  const char *args[6];
  guint32 shapes;
} Mode;

static const Mode modes[] = {
  { "default", { NULL }, PERCENT | STRUCTURE | SPARSE },
  { "json", { "--json" }, STRUCTURE | SPARSE },
  { "quiet", { "--quiet" }, DENSE | STRUCTURE },
  { "color", { "--color=always" }, PERCENT_S | CONTROLS_S | INVALID_S },
  { "spec-all", { "--spec", "all" }, (DENSE & ~(INVALID | CONTROLS)) | STRUCTURE | INVALID_S | CONTROLS_S },
  { "spec-all-json", { "--spec", "all", "--json" }, QUERY | AMP_EQ | DATA },
  { "spec-all-base", { "--spec", "all", "--base", BASE }, PERCENT | AT_COLON | DOTS | DOT_MIX | QUERY | UTF8 },
  { "rfc3987", { "--spec", "rfc3987" }, UTF8 | UTF8_HOST | MARKS | STRUCTURE | SPARSE },
  { "rfc3987-json", { "--spec", "rfc3987", "--json" }, PCT_UNRES | QUERY | DATA | UTF8_S | INVALID_S },
  { "rfc2396", { "--spec", "rfc2396" }, STRUCTURE | SPARSE },
  { "rfc1808", { "--spec", "rfc1808" }, STRUCTURE | SPARSE },
  { "rfc1738", { "--spec", "rfc1738" }, STRUCTURE | SPARSE },
  { "base", { "--base", BASE }, STRUCTURE | SPARSE },
  { "base-json", { "--base", BASE, "--json" }, DOT_MIX | QUERY | PERCENT_S },
  { "base-compat", { "--base", BASE, "--compat" }, DOTS | DOT_MIX | PERCENT_S },
  { "base-rfc2396", { "--spec", "rfc2396", "--base", BASE }, DOTS | DOT_MIX | QUERY | PERCENT_S | UTF8_S },
  { "base-rfc1808", { "--spec", "rfc1808", "--base", BASE }, DOTS | DOT_MIX | QUERY | PERCENT_S | UTF8_S },
  { "long-base", { "--base", "@" }, DENSE | DOTS | DOT_MIX | QUERY | LABELS },
  { "long-base-all", { "--spec", "all", "--base", "@" }, PERCENT | UTF8 | DOTS | DOT_MIX | QUERY },
  { "whatwg-base", { "--spec", "whatwg", "--base", BASE }, DOTS | DOT_MIX | QUERY | LABELS | PERCENT_S | UTF8_S },
  { "whatwg-trace-json", { "--spec", "whatwg", "--trace", "--json" }, AT_COLON | DOTS | DOT_MIX | SPACES_S },
  { "normalize", { "--normalize" }, STRUCTURE | SPARSE },
  { "normalize-json", { "--normalize", "--json" }, DOT_MIX | PCT_UNRES | QUERY | LABELS },
  { "equivalent", { "--equivalent", "http://a/" }, DOTS | DOT_MIX | PCT_UNRES | LABELS | PERCENT_S },
};

/* The shape, @size bytes long (give or take a unit). */
static char *
make_input (const Shape *shape,
            gsize        size)
{
  GString *s = g_string_new (shape->prefix);
  gsize unit = strlen (shape->unit), suffix = strlen (shape->suffix);

  while (s->len + unit + suffix <= size)
    g_string_append (s, shape->unit);
  g_string_append (s, shape->suffix);
  return g_string_free (s, FALSE);
}

/* The CLI's arguments for @mode, with @base for its "@". */
static GPtrArray *
mode_argv (const Mode *mode,
           const char *base)
{
  GPtrArray *argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) test_run_cli_path ());
  for (guint i = 0; mode->args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) (strcmp (mode->args[i], "@") == 0 ? base : mode->args[i]));
  g_ptr_array_add (argv, NULL);
  return argv;
}

static gboolean
mode_takes_base (const Mode *mode)
{
  for (guint i = 0; mode->args[i] != NULL; i++)
    if (strcmp (mode->args[i], "@") == 0)
      return TRUE;
  return FALSE;
}

/* The instructions of the whole CLI in a mode that takes the shape as its
 * base, resolving "../g" against @base. */
static double
count_with_base (const Mode *mode,
                 const char *base)
{
  g_autoptr(GPtrArray) argv = mode_argv (mode, base);
  const char *lines[] = { "../g" };
  guint64 counts[G_N_ELEMENTS (lines) + 2];
  double sum = 0;

  test_run_count_instructions ((const char * const *) argv->pdata, lines, G_N_ELEMENTS (lines), counts);
  for (guint k = 0; k < G_N_ELEMENTS (counts); k++)
    sum += (double) counts[k];
  return sum;
}

/* The instructions of @mode on each shape it runs (@picked), SMALL and
 * LARGE bytes long, less what an empty reference (or an empty base)
 * costs: what does not grow with the input. A shape costs at least that
 * whatever its length, so taking it off can only bring a ratio closer to 1,
 * never push a linear one over 10. */
static void
count_shapes (const Mode   *mode,
              const GArray *picked,
              double       *n_small,
              double       *n_large)
{
  if (mode_takes_base (mode))
    {
      /* A run for each base. */
      double empty = count_with_base (mode, "");

      for (guint p = 0; p < picked->len; p++)
        {
          const Shape *shape = &shapes[g_array_index (picked, guint, p)];
          g_autofree char *small = make_input (shape, SMALL);
          g_autofree char *large = make_input (shape, LARGE);

          n_small[p] = MAX (count_with_base (mode, small) - empty, 1.0);
          n_large[p] = MAX (count_with_base (mode, large) - empty, 1.0);
        }
    }
  else
    {
      /* One run, a line for each reference: a line longer than any (the
       * line reader and the heap grow to it once, as in a run of its
       * own), the empty one, then for each shape its small input twice
       * (the first pays for whatever the shape sets up once, a converter,
       * a table) and its large one. */
      g_autoptr(GPtrArray) argv = mode_argv (mode, NULL);
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      g_autofree guint64 *counts = NULL;
      char *longest = g_malloc (LARGE + 65);
      double empty;

      memset (longest, 'a', LARGE + 64);
      longest[LARGE + 64] = '\0';
      g_ptr_array_add (lines, longest);
      g_ptr_array_add (lines, g_strdup (""));
      for (guint p = 0; p < picked->len; p++)
        {
          const Shape *shape = &shapes[g_array_index (picked, guint, p)];

          g_ptr_array_add (lines, make_input (shape, SMALL));
          g_ptr_array_add (lines, make_input (shape, SMALL));
          g_ptr_array_add (lines, make_input (shape, LARGE));
        }
      counts = g_new (guint64, lines->len + 2);
      test_run_count_instructions ((const char * const *) argv->pdata,
                                   (const char * const *) lines->pdata, lines->len, counts);
      /* counts[0] is the start, counts[k] line k */
      empty = (double) counts[2];
      for (guint p = 0; p < picked->len; p++)
        {
          n_small[p] = MAX ((double) counts[4 + 3 * p] - empty, 1.0);
          n_large[p] = MAX ((double) counts[5 + 3 * p] - empty, 1.0);
        }
    }
}

static void
test_mode (gconstpointer data)
{
  const Mode *mode = data;
  g_autoptr(GString) failures = g_string_new (NULL);
  g_autoptr(GArray) picked = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree double *n_small = NULL;
  g_autofree double *n_large = NULL;

  if (g_getenv ("URISCOPE_TEST_SANITIZED") != NULL)
    {
      g_test_skip ("valgrind cannot run a sanitized build");
      return;
    }
  if (!test_run_have_valgrind ())
    {
      g_test_skip ("instructions are counted with valgrind, which is not installed");
      return;
    }

  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    if ((mode->shapes & (1u << s)) || g_test_slow ())
      g_array_append_val (picked, s);
  n_small = g_new (double, picked->len);
  n_large = g_new (double, picked->len);
  count_shapes (mode, picked, n_small, n_large);

  for (guint p = 0; p < picked->len; p++)
    {
      double ratio = n_large[p] / n_small[p];
      const char *name = shapes[g_array_index (picked, guint, p)].name;

      g_test_message ("%-14s %-15s %13.0f %14.0f  ×%.2f", mode->name, name, n_small[p], n_large[p], ratio);
      if (ratio > MAX_RATIO)
        g_string_append_printf (failures, " %s (×%.1f)", name, ratio);
    }
  if (failures->len > 0)
    g_test_fail_printf ("10 KB → 100 KB costs more than ×%.0f in instructions for:%s", MAX_RATIO, failures->str);
}

/* Characters NFC reorders and composes: marks of several classes, letters
 * with and without accents, Hangul jamo and syllables, singletons,
 * exclusions, a two-part vowel of Oriya (a second of class 0), marks that
 * decompose into two. */
static const char *const nfc_alphabet[] = {
  "a", "e", "A", "o", "ω", "\xcc\x81" /* U+0301 */, "\xcc\x96" /* U+0316 */, "\xcc\xa7" /* U+0327 */,
  "\xcc\x88" /* U+0308 */, "\xcc\xa3" /* U+0323 */, "\xcd\x85" /* U+0345 */, "\xcc\x93" /* U+0313 */,
  "é", "ȩ", "ệ", "ᾳ", "\xe1\x84\x80" /* U+1100 */, "\xe1\x85\xa1" /* U+1161 */, "\xe1\x86\xa8" /* U+11A8 */,
  "가", "각", "\xe0\xad\x87" /* U+0B47 */, "\xe0\xac\xbe" /* U+0B3E */, "\xe0\xa5\x98" /* U+0958 */,
  "\xe2\x84\xa6" /* U+2126 */, "\xcd\x84" /* U+0344 */, "\xe0\xbd\xb3" /* U+0F73 */, "ẛ", "\xe3\x82\x99" /* U+3099 */,
  "か", "/", "%",
};

/* The NFC step of the IRI-to-URI mapping gives g_utf8_normalize()'s
 * answer, for random strings of those characters. */
static void
test_nfc_as_glib (void)
{
  for (guint round = 0; round < 5000; round++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      guint n = (guint) g_test_rand_int_range (0, 14);
      g_autofree char *want = NULL;
      g_autoptr(UsIriMapping) mapping = NULL;
      const char *from, *to;
      gboolean changes;

      for (guint i = 0; i < n; i++)
        g_string_append (text, nfc_alphabet[g_test_rand_int_range (0, G_N_ELEMENTS (nfc_alphabet))]);
      want = g_utf8_normalize (text->str, (gssize) text->len, G_NORMALIZE_NFC);
      g_assert_nonnull (want);
      changes = strcmp (want, text->str) != 0;

      mapping = us_iri_to_uri (text->str, text->len);
      g_assert_cmpint (us_iri_mapping_get_step (mapping, 1, NULL, NULL), ==, US_IRI_STEP_NFC);
      if (us_iri_mapping_get_n_changes (mapping, 1) != (changes ? 1u : 0u))
        {
          g_autofree char *shown = us_quote (text->str, text->len, 0);
          g_autofree char *escaped = g_strescape (text->str, NULL);

          g_test_message ("NFC of “%s” (%s)", shown, escaped);
        }
      g_assert_cmpuint (us_iri_mapping_get_n_changes (mapping, 1), ==, (changes ? 1u : 0u));
      if (changes)
        {
          g_autofree char *shown = us_quote (want, strlen (want), 0);

          us_iri_mapping_get_change (mapping, 1, 0, &from, &to);
          g_assert_cmpstr (to, ==, shown);
        }
    }
}

/* What was quadratic in GLib's NFC: a long run of composed characters (each
 * composition moved the rest of the string) and a long run of marks out of
 * order (sorted by insertion). A generous bound: the two take milliseconds. */
static void
test_nfc_long (void)
{
  static const char *const units[] = { "é", "\xcc\x81\xcc\x96" };

  for (guint u = 0; u < G_N_ELEMENTS (units); u++)
    {
      g_autoptr(GString) text = g_string_new ("http://a/a");
      g_autoptr(UsIriMapping) mapping = NULL;
      double seconds;

      while (text->len < 200000)
        g_string_append (text, units[u]);
      g_test_timer_start ();
      mapping = us_iri_to_uri (text->str, text->len);
      seconds = g_test_timer_elapsed ();
      g_test_message ("IRI to URI of %" G_GSIZE_FORMAT " bytes: %.3f s", text->len, seconds);
      g_assert_cmpfloat (seconds, <, 5.0);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/scaling/nfc/as-glib", test_nfc_as_glib);
  g_test_add_func ("/scaling/nfc/long", test_nfc_long);
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *path = g_strdup_printf ("/scaling/cli/%s", modes[m].name);

      g_test_add_data_func (path, &modes[m], test_mode);
    }
  return g_test_run ();
}
