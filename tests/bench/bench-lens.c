/* bench-lens.c — what the link lens costs per link, against the plain parse
 *
 *   bench-lens [--only=lens|parse|whatwg|glib|curl|uriparser|none] [--rounds=N] FILE…
 *
 * Runs the lens (us_lens_new(): five readers, the host's checks, the
 * registrable domain, every finding) on every line of the corpus files,
 * and, for the ratio, the plain RFC 3986 parse (us_parse() with the tree
 * and every diagnostic, as bench-parse measures it); then, to show where
 * the time goes, each reader alone: the core's WHATWG parse, GLib's
 * g_uri_parse(), libcurl's curl_url_set() and uriparser. Prints
 * nanoseconds per link, the best of N rounds, and the ratios; then the
 * lens's scaling with input size (linear means flat ns/byte). With
 * --only, runs one of them once, for callgrind (bench-lens-callgrind.sh;
 * --only=none measures the loading of the corpus and of the lists alone). The lens reads the well-known
 * domains from $URISCOPE_DATADIR, which the benchmark sets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <uriscope.h>

#include "us-lens-private.h"

typedef struct {
  char **lines;
  gsize *lens;
  gsize n;
  gsize bytes;
} Corpus;

static volatile gsize sink;

static void
load (Corpus     *c,
      const char *path)
{
  g_autofree char *contents = NULL;
  gsize size;
  g_autoptr(GError) error = NULL;
  const char *line, *end;

  if (!g_file_get_contents (path, &contents, &size, &error))
    g_error ("%s", error->message);
  for (line = contents; line < contents + size; line = end + 1)
    {
      end = memchr (line, '\n', (gsize) (contents + size - line));
      if (end == NULL)
        end = contents + size;
      c->lines = g_renew (char *, c->lines, c->n + 1);
      c->lens = g_renew (gsize, c->lens, c->n + 1);
      c->lines[c->n] = g_strndup (line, (gsize) (end - line));
      c->lens[c->n] = (gsize) (end - line);
      c->bytes += c->lens[c->n];
      c->n++;
    }
}

static void
run_lens (const Corpus *c)
{
  for (gsize i = 0; i < c->n; i++)
    {
      UsLens *lens = us_lens_new (c->lines[i], c->lens[i], NULL);

      sink += us_lens_get_n_findings (lens);
      us_lens_unref (lens);
    }
}

static void
run_parse (const Corpus *c)
{
  for (gsize i = 0; i < c->n; i++)
    {
      UsResult *r = us_parse (c->lines[i], c->lens[i], US_SPEC_RFC3986, US_PARSE_DEFAULT, NULL);

      sink += us_result_get_n_nodes (r);
      us_result_unref (r);
    }
}

static void
run_whatwg (const Corpus *c)
{
  for (gsize i = 0; i < c->n; i++)
    {
      UsResult *r = us_parse (c->lines[i], c->lens[i], US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
      UsLensRaw raw = { 0 };

      us_lens_read_whatwg (r, &raw);
      sink += raw.part[US_LENS_FIELD_HOST].len;
      us_lens_raw_clear (&raw);
      us_result_unref (r);
    }
}

#define RUN_READER(name, reader) \
  static void \
  name (const Corpus *c) \
  { \
    for (gsize i = 0; i < c->n; i++) \
      { \
        UsLensRaw raw = { 0 }; \
        reader (c->lines[i], c->lens[i], &raw); \
        sink += raw.part[US_LENS_FIELD_HOST].len; \
        us_lens_raw_clear (&raw); \
      } \
  }

RUN_READER (run_glib, us_lens_read_glib)
RUN_READER (run_curl, us_lens_read_curl)
RUN_READER (run_uriparser, us_lens_read_uriparser)

static double
ns_per_link (void (*run) (const Corpus *),
             const Corpus *c)
{
  gint64 start = g_get_monotonic_time ();

  run (c);
  return (double) (g_get_monotonic_time () - start) * 1000.0 / (double) c->n;
}

/* The lens on one link of @size bytes, ns per byte: a long path, a long
 * host of labels, a long query of nested links. */
static double
ns_per_byte (const char *prefix,
             const char *unit,
             gsize       size)
{
  GString *text = g_string_new (prefix);
  gint64 start;
  double t;
  UsLens *lens;

  while (text->len < size)
    g_string_append (text, unit);
  start = g_get_monotonic_time ();
  lens = us_lens_new (text->str, text->len, NULL);
  t = (double) (g_get_monotonic_time () - start) * 1000.0 / (double) text->len;
  us_lens_unref (lens);
  g_string_free (text, TRUE);
  return t;
}

int
main (int   argc,
      char *argv[])
{
  static const struct {
    const char *name;
    void (*run) (const Corpus *);
    const char *title;
  } modes[] = {
    { "lens", run_lens, "the lens (us_lens_new)" },
    { "parse", run_parse, "RFC 3986 parse (us_parse, tree)" },
    { "whatwg", run_whatwg, "  reader: a browser (WHATWG)" },
    { "glib", run_glib, "  reader: GLib g_uri_parse" },
    { "curl", run_curl, "  reader: libcurl curl_url_set" },
    { "uriparser", run_uriparser, "  reader: uriparser" },
  };
  Corpus corpus = { 0 };
  g_autofree char *only = NULL;
  int rounds = 5;
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE…");
  g_autoptr(GError) error = NULL;
  const GOptionEntry entries[] = {
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Run only lens, parse, whatwg, glib, curl or uriparser, once (none: only load)", "NAME" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Rounds (the best counts)", "N" },
    { NULL }
  };
  double best[G_N_ELEMENTS (modes)];

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 2)
    {
      g_printerr ("usage: bench-lens [--only=NAME] [--rounds=N] FILE…\n");
      return 2;
    }
  for (int i = 1; i < argc; i++)
    load (&corpus, argv[i]);

  if (only != NULL)
    {
      /* The lists the lens reads once (Public Suffix List, well-known
       * domains, ICU's data) are loaded first, in every mode and in
       * "none", so that the subtraction leaves the cost per link. */
      us_lens_unref (us_lens_new (corpus.lines[0], corpus.lens[0], NULL));
      if (g_str_equal (only, "none"))
        return 0;
      for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
        if (g_str_equal (only, modes[m].name))
          {
            modes[m].run (&corpus);
            return 0;
          }
      return 2;
    }

  if (us_lens_lookalike_list_path () == NULL)
    g_print ("(no list of well-known domains: set URISCOPE_DATADIR)\n");
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      modes[m].run (&corpus);
      best[m] = G_MAXDOUBLE;
    }
  for (int r = 0; r < MAX (rounds, 1); r++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      best[m] = MIN (best[m], ns_per_link (modes[m].run, &corpus));

  g_print ("corpus: %" G_GSIZE_FORMAT " links, %" G_GSIZE_FORMAT " bytes; best of %d rounds\n",
           corpus.n, corpus.bytes, MAX (rounds, 1));
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    g_print ("%-36s %9.1f ns/link  ratio to the RFC 3986 parse %.2f\n", modes[m].title, best[m], best[m] / best[1]);

  g_print ("\nscaling of the lens with input size (linear means flat ns/byte):\n");
  for (gsize size = 10 * 1000; size <= 1000 * 1000; size *= 10)
    g_print ("  %8" G_GSIZE_FORMAT " bytes: path %6.2f, host labels %6.2f, query of links %6.2f ns/byte\n", size,
             ns_per_byte ("http://example.com/", "a/", size),
             ns_per_byte ("http://", "xn--80ak6aa92e.", size),
             ns_per_byte ("http://a/?", "u=https://evil.com/&", size));
  return 0;
}
