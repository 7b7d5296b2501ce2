/* bench-parse.c — the core against uriparser and GLib on the URL corpus
 *
 *   bench-parse [--only=uriscope|whatwg|uriparser|guri|none] [--spec=SPEC] [--rounds=N] FILE…
 *   bench-parse --node=SCRIPT [--rounds=N] FILE…
 *   bench-parse --table=SCRIPT [--rounds=N] FILE…
 *
 * Parses every line of the corpus files with: the Uriscope core (the full
 * tree and every diagnostic), the core under the WHATWG URL Standard (the
 * URL record, the tree and every validation error), uriparser
 * (uriParseSingleUriA, which builds no tree) and GLib (g_uri_split, which
 * copies out the components). Prints nanoseconds per URL for each and the
 * ratio to uriparser, the best of N rounds. With --only, runs one of them
 * once, for callgrind (bench-callgrind.sh; --only=none measures the loading
 * alone).
 * Then the core under each other spec it can parse (RFC 2396 …), with how
 * much of the corpus that spec accepts, and the scaling of the core with
 * input size (10 KB … 1 MB).
 * With --node, only the WHATWG parse against Node's own URL class (ada):
 * the median of N rounds of ours, then SCRIPT (bench-node-url.js) under
 * the node of PATH timing URL.canParse() and new URL() with its own loop,
 * and the ratios; skipped with a message when there is no node.
 * With --table, the wall times of bench-table.sh's table: the parses and
 * the resolutions of the core, uriparser, GLib and Node's URL (SCRIPT
 * --serve), in alternating rounds, best and median (see table()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <gio/gio.h>
#include <uriparser/Uri.h>
#include <uriscope.h>

typedef struct {
  char **lines;
  gsize *lens;
  gsize n;
  gsize bytes;
} Corpus;

static volatile gsize sink;

/* The spec run_uriscope() reads the corpus under. */
static UsSpec bench_spec = US_SPEC_RFC3986;

static void
load (Corpus     *c,
      const char *path)
{
  g_autofree char *contents = NULL;
  gsize len;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &contents, &len, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0' && lines[i + 1] == NULL)
        break;
      c->lines = g_renew (char *, c->lines, c->n + 1);
      c->lens = g_renew (gsize, c->lens, c->n + 1);
      c->lines[c->n] = g_strdup (lines[i]);
      c->lens[c->n] = strlen (lines[i]);
      c->bytes += c->lens[c->n];
      c->n++;
    }
}

static void
run_uriscope (gconstpointer data)
{
  const Corpus *c = data;

  for (gsize i = 0; i < c->n; i++)
    {
      UsResult *r = us_parse (c->lines[i], c->lens[i], bench_spec, US_PARSE_DEFAULT, NULL);

      sink += us_result_get_n_nodes (r);
      us_result_unref (r);
    }
}

/* The WHATWG parse as us_parse() gives it by default: the URL record, the
 * tree and a diagnostic per validation error. */
static void
run_whatwg (gconstpointer data)
{
  const Corpus *c = data;

  for (gsize i = 0; i < c->n; i++)
    {
      UsResult *r = us_parse (c->lines[i], c->lens[i], US_SPEC_WHATWG, US_PARSE_DEFAULT, NULL);

      sink += us_result_get_n_nodes (r);
      us_result_unref (r);
    }
}

static void
run_uriparser (gconstpointer data)
{
  const Corpus *c = data;

  for (gsize i = 0; i < c->n; i++)
    {
      UriUriA uri;
      const char *error_pos;

      if (uriParseSingleUriExA (&uri, c->lines[i], c->lines[i] + c->lens[i], &error_pos) == URI_SUCCESS)
        {
          sink += uri.absolutePath;
          uriFreeUriMembersA (&uri);
        }
    }
}

static void
run_guri (gconstpointer data)
{
  const Corpus *c = data;

  for (gsize i = 0; i < c->n; i++)
    {
      char *scheme = NULL, *userinfo = NULL, *host = NULL, *path = NULL, *query = NULL, *fragment = NULL;
      int port;

      if (g_uri_split (c->lines[i], G_URI_FLAGS_NONE, &scheme, &userinfo, &host, &port,
                       &path, &query, &fragment, NULL))
        sink += (gsize) port;
      g_free (scheme);
      g_free (userinfo);
      g_free (host);
      g_free (path);
      g_free (query);
      g_free (fragment);
    }
}

/* Nanoseconds per item of one run of @run over @data, @n items. */
static double
ns_per_item (void          (*run) (gconstpointer data),
             gconstpointer   data,
             gsize           n)
{
  gint64 t0 = g_get_monotonic_time ();

  run (data);
  return (double) (g_get_monotonic_time () - t0) * 1000.0 / (double) n;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* The median of @n values (sorts them). */
static double
median (double *v,
        int     n)
{
  qsort (v, (gsize) n, sizeof (double), compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

/* The "NAME  123.4 ns/URL" figure of the line of @output that begins
 * with @name, or a negative number. */
static double
node_figure (const char *output,
             const char *name)
{
  const char *line = output;

  while (line != NULL && *line != '\0')
    {
      if (g_str_has_prefix (line, name))
        {
          char *end;
          double v = g_ascii_strtod (line + strlen (name), &end);

          if (end == line + strlen (name))
            return -1.0;
          while (*end == ' ')
            end++;
          if (g_str_has_prefix (end, "ns/URL"))
            return v;
        }
      line = strchr (line, '\n');
      if (line != NULL)
        line++;
    }
  return -1.0;
}

/* Node running @script with the options in @args, then the @n_files
 * @files of the corpus, its standard output a pipe. */
static GSubprocess *
spawn_node (const char       *node,
            const char       *script,
            GPtrArray        *args,
            char            **files,
            int               n_files,
            GSubprocessFlags  flags,
            GError          **error)
{
  g_ptr_array_insert (args, 0, g_strdup (script));
  g_ptr_array_insert (args, 0, g_strdup (node));
  for (int i = 0; i < n_files; i++)
    g_ptr_array_add (args, g_strdup (files[i]));
  g_ptr_array_add (args, NULL);
  return g_subprocess_newv ((const char *const *) args->pdata, flags | G_SUBPROCESS_FLAGS_STDOUT_PIPE, error);
}

/* The WHATWG parse by wall clock, the median of @rounds rounds, against
 * Node's URL.canParse() and new URL() timed by @script (bench-node-url.js)
 * on the same @n_files @files, the same way. */
static int
compare_with_node (const Corpus *c,
                   const char   *script,
                   int           rounds,
                   char        **files,
                   int           n_files)
{
  g_autofree double *t = g_new (double, rounds);
  g_autofree char *node = g_find_program_in_path ("node");
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  double ours, can_parse, new_url;

  /* Warm up the caches and the allocator (as the script warms up V8). */
  for (int w = 0; w < 2; w++)
    run_whatwg (c);
  for (int r = 0; r < rounds; r++)
    t[r] = ns_per_item (run_whatwg, c, c->n);
  ours = median (t, rounds);
  g_print ("corpus: %" G_GSIZE_FORMAT " URLs; median of %d rounds\n", c->n, rounds);
  g_print ("%-44s %8.1f ns/URL\n", "uriscope us_parse WHATWG (record, tree, errors)", ours);

  if (node == NULL)
    {
      g_print ("node is not in PATH: no comparison with Node's URL (skipped)\n");
      return 0;
    }
  g_ptr_array_add (args, g_strdup_printf ("--rounds=%d", rounds));
  proc = spawn_node (node, script, args, files, n_files, G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  if (proc == NULL || !g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, &err, &error))
    {
      g_print ("cannot run node: %s (skipped)\n", error->message);
      return 0;
    }
  if (!g_subprocess_get_successful (proc))
    {
      g_print ("%s failed (skipped):\n%s", script, err != NULL ? err : "");
      return 0;
    }
  can_parse = node_figure (out, "URL.canParse(line)");
  new_url = node_figure (out, "new URL(line)");
  g_print ("%s", out);
  if (can_parse <= 0 || new_url <= 0)
    {
      g_print ("no ns/URL figures in the output of %s (skipped)\n", script);
      return 0;
    }
  g_print ("wall-time ratio of ours to Node's URL.canParse: %.2f, to new URL: %.2f\n",
           ours / can_parse, ours / new_url);
  return 0;
}

/* Resolution pairs, made from the corpus: the base is line i, and the
 * reference is made from line i + 1 (its path is what follows the authority
 * of a "scheme://" URL), by i mod 8:
 *   0  line i + 1 whole: an absolute URI;
 *   1  its path, query and fragment: a path-absolute reference;
 *   2  its last path segment with its query: a relative path;
 *   3  "../" and that last segment: a relative path with a dot segment;
 *   4  line i + 1 with "/./" after its authority: an absolute URI whose path
 *      RFC 3986 §5.2.2 still passes through remove_dot_segments;
 *   5  ".": the base's directory;
 *   6  "?" and its query (or "?q"): a query-only reference;
 *   7  "//", its authority and path: a network-path reference. */
typedef struct {
  char **bases;
  char **refs;
  gsize n;
} Pairs;

static void
make_pairs (const Corpus *c,
            Pairs        *p)
{
  p->n = c->n > 0 ? c->n - 1 : 0;
  p->bases = g_new (char *, p->n);
  p->refs = g_new (char *, p->n);
  for (gsize i = 0; i < p->n; i++)
    {
      const char *next = c->lines[i + 1];
      const char *rest = strstr (next, "://");
      const char *path = rest ? strchr (rest + 3, '/') : NULL;
      const char *last = path ? strrchr (path, '/') : NULL;
      const char *hash;

      p->bases[i] = c->lines[i];
      if (path == NULL)
        path = next;
      if (last == NULL)
        last = path;
      else
        last++;
      /* the last segment runs to the query; its fragment is dropped */
      hash = strchr (last, '#');
      switch (i % 8)
        {
        case 0:
          p->refs[i] = g_strdup (next);
          break;
        case 1:
          p->refs[i] = g_strdup (path);
          break;
        case 2:
          p->refs[i] = hash ? g_strndup (last, hash - last) : g_strdup (last);
          break;
        case 3:
          p->refs[i] = g_strconcat ("../", last, NULL);
          break;
        case 4:
          p->refs[i] = rest && path != next ? g_strdup_printf ("%.*s/.%s", (int) (path - next), next, path)
                                            : g_strdup (next);
          break;
        case 5:
          p->refs[i] = g_strdup (".");
          break;
        case 6:
          {
            const char *q = strchr (next, '?');

            p->refs[i] = q ? g_strdup (q) : g_strdup ("?q");
          }
          break;
        default:
          p->refs[i] = rest ? g_strconcat ("//", rest + 3, NULL) : g_strdup (next);
          break;
        }
    }
}

static void
resolve_uriscope (gconstpointer data)
{
  const Pairs *p = data;

  for (gsize i = 0; i < p->n; i++)
    {
      UsResolution *res = us_resolve (US_SPEC_RFC3986, p->bases[i], strlen (p->bases[i]),
                                      p->refs[i], strlen (p->refs[i]), US_RESOLVE_DEFAULT, NULL);

      sink += us_resolution_get_target (res, NULL) != NULL;
      us_resolution_unref (res);
    }
}

/* uriparser: parse both, uriAddBaseUriA, recompose to a string. NULL when
 * uriparser refuses the pair. */
static char *
uriparser_resolve (const char *base,
                   const char *ref)
{
  UriUriA b, r, t;
  const char *error_pos;
  char *out = NULL;
  int chars;

  if (uriParseSingleUriA (&b, base, &error_pos) != URI_SUCCESS)
    return NULL;
  if (uriParseSingleUriA (&r, ref, &error_pos) != URI_SUCCESS)
    {
      uriFreeUriMembersA (&b);
      return NULL;
    }
  if (uriAddBaseUriA (&t, &r, &b) == URI_SUCCESS)
    {
      if (uriToStringCharsRequiredA (&t, &chars) == URI_SUCCESS)
        {
          out = g_malloc (chars + 1);
          if (uriToStringA (out, &t, chars + 1, NULL) != URI_SUCCESS)
            g_clear_pointer (&out, g_free);
        }
      uriFreeUriMembersA (&t);
    }
  uriFreeUriMembersA (&r);
  uriFreeUriMembersA (&b);
  return out;
}

static void
resolve_uriparser (gconstpointer data)
{
  const Pairs *p = data;

  for (gsize i = 0; i < p->n; i++)
    {
      char *t = uriparser_resolve (p->bases[i], p->refs[i]);

      sink += t != NULL;
      g_free (t);
    }
}

static void
resolve_guri (gconstpointer data)
{
  const Pairs *p = data;

  for (gsize i = 0; i < p->n; i++)
    {
      char *t = g_uri_resolve_relative (p->bases[i], p->refs[i], G_URI_FLAGS_NONE, NULL);

      sink += t != NULL;
      g_free (t);
    }
}

/* How often the others give, by the letter, the target RFC 3986 §5.2 gives
 * (the core's target; the core is checked against the RFC's tables). */
static void
compare_targets (const Pairs *p)
{
  gsize up_same = 0, up_diff = 0, up_refused = 0, g_same = 0, g_diff = 0, g_refused = 0, ours = 0;

  for (gsize i = 0; i < p->n; i++)
    {
      UsResolution *res = us_resolve (US_SPEC_RFC3986, p->bases[i], strlen (p->bases[i]),
                                      p->refs[i], strlen (p->refs[i]), 0, NULL);
      const char *t = us_resolution_get_target (res, NULL);
      g_autofree char *u = NULL;
      g_autofree char *g = NULL;

      if (t == NULL || us_resolution_is_from_invalid_input (res))
        {
          us_resolution_unref (res);
          continue;
        }
      ours++;
      u = uriparser_resolve (p->bases[i], p->refs[i]);
      g = g_uri_resolve_relative (p->bases[i], p->refs[i], G_URI_FLAGS_NONE, NULL);
      if (u == NULL)
        up_refused++;
      else if (strcmp (u, t) == 0)
        up_same++;
      else
        up_diff++;
      if (g == NULL)
        g_refused++;
      else if (strcmp (g, t) == 0)
        g_same++;
      else
        g_diff++;
      us_resolution_unref (res);
    }
  g_print ("valid pairs: %" G_GSIZE_FORMAT "; uriparser: %" G_GSIZE_FORMAT " same target, %" G_GSIZE_FORMAT
           " different (%.1f%%), %" G_GSIZE_FORMAT " refused; GLib: %" G_GSIZE_FORMAT " same, %" G_GSIZE_FORMAT
           " different (%.1f%%), %" G_GSIZE_FORMAT " refused\n",
           ours, up_same, up_diff, 100.0 * (double) up_diff / (double) MAX (ours, 1), up_refused,
           g_same, g_diff, 100.0 * (double) g_diff / (double) MAX (ours, 1), g_refused);
}

/* --table: every parse and resolution of the table that bench-table.sh
 * prints, by wall clock, in rounds that alternate the implementations:
 * in each round the core (RFC 3986, then the URL Standard), uriparser and
 * GLib parse the corpus and resolve the pairs, then Node (@script with
 * --serve, started once and warmed up) runs URL.canParse(), new URL() and
 * new URL(ref, base) once each over the same corpus and pairs, while this
 * process waits. Prints "wall NAME BEST MEDIAN" lines (ns per URL or per
 * pair), for bench-table.sh to read. */
enum {
  T_PARSE_US, T_PARSE_WHATWG, T_PARSE_UP, T_PARSE_GURI,
  T_RESOLVE_US, T_RESOLVE_UP, T_RESOLVE_GURI,
  T_NODE_CANPARSE, T_NODE_NEWURL, T_NODE_RESOLVE,
  T_COUNT
};

static const char *const table_names[T_COUNT] = {
  "parse-uriscope", "parse-whatwg", "parse-uriparser", "parse-guri",
  "resolve-uriscope", "resolve-uriparser", "resolve-guri",
  "node-canparse", "node-newurl", "node-resolve",
};

/* One round of Node's: asks @proc for it and reads its three figures into
 * @t (the round's row); FALSE when Node did not answer. */
static gboolean
node_round (GSubprocess      *proc,
            GDataInputStream *in,
            double           *t)
{
  g_autoptr(GString) out = g_string_new (NULL);
  char *line;

  if (!g_output_stream_write_all (g_subprocess_get_stdin_pipe (proc), "round\n", 6, NULL, NULL, NULL))
    return FALSE;
  while ((line = g_data_input_stream_read_line (in, NULL, NULL, NULL)) != NULL && !g_str_equal (line, "."))
    {
      g_string_append (out, line);
      g_string_append_c (out, '\n');
      g_free (line);
    }
  if (line == NULL)
    return FALSE;
  g_free (line);
  t[T_NODE_CANPARSE] = node_figure (out->str, "URL.canParse(line)");
  t[T_NODE_NEWURL] = node_figure (out->str, "new URL(line)");
  t[T_NODE_RESOLVE] = node_figure (out->str, "new URL(ref, base)");
  return t[T_NODE_CANPARSE] > 0 && t[T_NODE_NEWURL] > 0 && t[T_NODE_RESOLVE] > 0;
}

/* Node with @script --serve, once its header is read: NULL, with a line
 * saying why, when there is no node or when it made other pairs than
 * @p (their number and the bytes of their references differ). */
static GSubprocess *
start_node_server (const char        *script,
                   const Pairs       *p,
                   char             **files,
                   int                n_files,
                   GDataInputStream **in)
{
  g_autofree char *node = g_find_program_in_path ("node");
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *header = NULL;
  g_autofree char *pairs = NULL;
  g_autofree char *ours = NULL;
  GSubprocess *proc;
  gsize ref_bytes = 0;

  if (node == NULL)
    {
      g_print ("node is not in PATH: no Node's URL columns (skipped)\n");
      return NULL;
    }
  g_ptr_array_add (args, g_strdup ("--serve"));
  proc = spawn_node (node, script, args, files, n_files, G_SUBPROCESS_FLAGS_STDIN_PIPE, &error);
  if (proc == NULL)
    {
      g_print ("cannot run node: %s (skipped)\n", error->message);
      return NULL;
    }
  *in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
  header = g_data_input_stream_read_line (*in, NULL, NULL, NULL);
  pairs = g_data_input_stream_read_line (*in, NULL, NULL, NULL);
  for (gsize i = 0; i < p->n; i++)
    ref_bytes += strlen (p->refs[i]);
  ours = g_strdup_printf ("pairs %" G_GSIZE_FORMAT " refbytes %" G_GSIZE_FORMAT, p->n, ref_bytes);
  if (header == NULL || pairs == NULL || !g_str_equal (pairs, ours))
    {
      g_print ("%s did not make the same pairs (%s, ours %s): no Node's URL columns (skipped)\n", script,
               pairs != NULL ? pairs : "no answer", ours);
      g_subprocess_force_exit (proc);
      g_clear_object (in);
      g_object_unref (proc);
      return NULL;
    }
  g_print ("%s; the same %s as ours\n", header, pairs);
  return proc;
}

static void
print_table_figure (const char *name,
                    double     *v,
                    int         n)
{
  double best = G_MAXDOUBLE;

  for (int i = 0; i < n; i++)
    best = MIN (best, v[i]);
  g_print ("wall %-18s %9.1f %9.1f\n", name, best, median (v, n));
}

static int
table (const Corpus *c,
       const char   *script,
       int           rounds,
       char        **files,
       int           n_files)
{
  static void (*const runs[T_NODE_CANPARSE]) (gconstpointer) = {
    run_uriscope, run_whatwg, run_uriparser, run_guri, resolve_uriscope, resolve_uriparser, resolve_guri,
  };
  /* t[r * T_COUNT + k]: round r of implementation k */
  g_autofree double *t = g_new0 (double, (gsize) rounds * T_COUNT);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GDataInputStream) in = NULL;
  g_autofree double *column = g_new (double, rounds);
  gboolean with_node;
  Pairs pairs;

  make_pairs (c, &pairs);
  g_print ("corpus: %" G_GSIZE_FORMAT " URLs, %" G_GSIZE_FORMAT " pairs; %d rounds alternating ours, uriparser, "
           "GLib, then Node's\n", c->n, pairs.n, rounds);
  proc = start_node_server (script, &pairs, files, n_files, &in);
  with_node = proc != NULL;
  /* Warm up the caches and the allocator once (Node warms up V8 itself). */
  for (int k = 0; k < T_NODE_CANPARSE; k++)
    runs[k] (k < T_RESOLVE_US ? (gconstpointer) c : (gconstpointer) &pairs);
  for (int r = 0; r < rounds; r++)
    {
      for (int k = 0; k < T_NODE_CANPARSE; k++)
        t[r * T_COUNT + k] = k < T_RESOLVE_US ? ns_per_item (runs[k], c, c->n) : ns_per_item (runs[k], &pairs, pairs.n);
      if (with_node && !node_round (proc, in, t + r * T_COUNT))
        {
          g_print ("node stopped answering (skipped)\n");
          with_node = FALSE;
        }
    }
  if (proc != NULL)
    g_output_stream_close (g_subprocess_get_stdin_pipe (proc), NULL, NULL);
  g_print ("ns per URL (parse) or per pair (resolve): best and median of %d rounds\n", rounds);
  for (int k = 0; k < (with_node ? T_COUNT : T_NODE_CANPARSE); k++)
    {
      for (int r = 0; r < rounds; r++)
        column[r] = t[r * T_COUNT + k];
      print_table_figure (table_names[k], column, rounds);
    }
  if (proc != NULL)
    g_subprocess_wait (proc, NULL, NULL);
  return 0;
}

/* The core resolving one reference of about @size bytes of "x/./../" and
 * "../" segments, trace off: nanoseconds per byte. */
static double
resolve_ns_per_byte (gsize size)
{
  g_autoptr(GString) s = g_string_new (NULL);
  double best = G_MAXDOUBLE;

  while (s->len < size)
    g_string_append (s, s->len % 2 ? "x/./../" : "../");
  g_string_append (s, "g");
  for (int r = 0; r < 5; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      UsResolution *res = us_resolve (US_SPEC_RFC3986, "http://a/b/c/d;p?q", 18, s->str, s->len, 0, NULL);

      us_resolution_unref (res);
      best = MIN (best, (double) (g_get_monotonic_time () - t0) * 1000.0 / (double) s->len);
    }
  return best;
}

/* The core on one input of about @size bytes: a path of "seg/" segments
 * with a space every 100 bytes, so that the diagnostics scale too. */
static double
ns_per_byte (gsize size)
{
  g_autoptr(GString) s = g_string_new ("http://example.com/");
  double best = G_MAXDOUBLE;

  while (s->len < size)
    g_string_append (s, s->len % 100 < 4 ? "a b/" : "seg/");
  for (int r = 0; r < 5; r++)
    {
      gint64 t0 = g_get_monotonic_time ();
      UsResult *res = us_parse (s->str, s->len, US_SPEC_RFC3986, 0, NULL);

      us_result_unref (res);
      best = MIN (best, (double) (g_get_monotonic_time () - t0) * 1000.0 / (double) s->len);
    }
  return best;
}

int
main (int   argc,
      char *argv[])
{
  Corpus corpus = { 0 };
  g_autofree char *only = NULL;
  g_autofree char *spec_name = NULL;
  g_autofree char *node_script = NULL;
  g_autofree char *table_script = NULL;
  int rounds = 9;
  g_autoptr(GOptionContext) context = g_option_context_new ("FILE…");
  g_autoptr(GError) error = NULL;
  const GOptionEntry entries[] = {
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Run only uriscope, whatwg, uriparser or guri, once (none: only load the corpus)", "NAME" },
    { "node", 0, 0, G_OPTION_ARG_FILENAME, &node_script, "Only the WHATWG parse against Node's URL, timed by SCRIPT (bench-node-url.js)", "SCRIPT" },
    { "table", 0, 0, G_OPTION_ARG_FILENAME, &table_script, "Only bench-table.sh's wall times, Node's timed by SCRIPT (bench-node-url.js)", "SCRIPT" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Rounds per parser (the best counts)", "N" },
    { "spec", 0, 0, G_OPTION_ARG_STRING, &spec_name, "The spec of --only=uriscope (rfc3986 by default)", "SPEC" },
    { NULL }
  };
  double us, wh, up, gu;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 2)
    {
      g_printerr ("usage: bench-parse [--only=NAME] [--rounds=N] FILE…\n"
                  "       bench-parse --node=SCRIPT [--rounds=N] FILE…\n"
                  "       bench-parse --table=SCRIPT [--rounds=N] FILE…\n");
      return 2;
    }
  if (rounds < 1)
    rounds = 1;
  for (int i = 1; i < argc; i++)
    load (&corpus, argv[i]);
  if (spec_name != NULL && !us_spec_from_string (spec_name, &bench_spec))
    return 2;

  if (node_script != NULL)
    return compare_with_node (&corpus, node_script, rounds, argv + 1, argc - 1);
  if (table_script != NULL)
    return table (&corpus, table_script, rounds, argv + 1, argc - 1);

  if (only != NULL)
    {
      if (g_str_equal (only, "uriscope"))
        run_uriscope (&corpus);
      else if (g_str_equal (only, "whatwg"))
        run_whatwg (&corpus);
      else if (g_str_equal (only, "uriparser"))
        run_uriparser (&corpus);
      else if (g_str_equal (only, "guri"))
        run_guri (&corpus);
      else if (g_str_has_prefix (only, "resolve-"))
        {
          Pairs pairs;

          make_pairs (&corpus, &pairs);
          if (g_str_equal (only, "resolve-uriscope"))
            resolve_uriscope (&pairs);
          else if (g_str_equal (only, "resolve-uriparser"))
            resolve_uriparser (&pairs);
          else if (g_str_equal (only, "resolve-guri"))
            resolve_guri (&pairs);
          else if (!g_str_equal (only, "resolve-none"))
            return 2;
        }
      else if (!g_str_equal (only, "none"))
        return 2;
      return 0;
    }

  /* Warm up the caches and the allocator once. */
  run_uriscope (&corpus);
  run_whatwg (&corpus);
  run_uriparser (&corpus);
  run_guri (&corpus);

  /* Rounds alternate between the parsers, so that a busy moment of the
   * machine does not fall on one of them only; the best round counts. */
  us = wh = up = gu = G_MAXDOUBLE;
  for (int r = 0; r < rounds; r++)
    {
      us = MIN (us, ns_per_item (run_uriscope, &corpus, corpus.n));
      wh = MIN (wh, ns_per_item (run_whatwg, &corpus, corpus.n));
      up = MIN (up, ns_per_item (run_uriparser, &corpus, corpus.n));
      gu = MIN (gu, ns_per_item (run_guri, &corpus, corpus.n));
    }

  g_print ("corpus: %" G_GSIZE_FORMAT " URLs, %" G_GSIZE_FORMAT " bytes; best of %d rounds\n",
           corpus.n, corpus.bytes, rounds);
  g_print ("%-40s %8.1f ns/URL  ratio to uriparser %.2f\n", "uriscope us_parse (tree + diagnostics)", us, us / up);
  g_print ("%-40s %8.1f ns/URL  ratio to uriparser %.2f, to GLib %.2f\n", "uriscope WHATWG (record, tree, errors)",
           wh, wh / up, wh / gu);
  g_print ("%-40s %8.1f ns/URL  ratio to uriparser %.2f\n", "uriparser uriParseSingleUriExA", up, 1.0);
  g_print ("%-40s %8.1f ns/URL  ratio to uriparser %.2f\n", "GLib g_uri_split", gu, gu / up);

  /* The other specs: how fast, and how much of the corpus they accept (an
   * older spec may reject most of today's URLs, which makes a parse no
   * cheaper: every bad character is still reported). */
  g_print ("\nthe core under each spec (best of %d rounds):\n", rounds);
  for (guint k = 0; k < US_SPEC_COUNT; k++)
    {
      double t = G_MAXDOUBLE;
      gsize valid = 0;

      if (!us_spec_is_available ((UsSpec) k))
        continue;
      bench_spec = (UsSpec) k;
      for (gsize i = 0; i < corpus.n; i++)
        {
          UsResult *r = us_parse (corpus.lines[i], corpus.lens[i], bench_spec, US_PARSE_NO_TREE, NULL);

          valid += us_result_is_valid (r);
          us_result_unref (r);
        }
      for (int r = 0; r < rounds; r++)
        {
          t = MIN (t, ns_per_item (run_uriscope, &corpus, corpus.n));
          up = MIN (up, ns_per_item (run_uriparser, &corpus, corpus.n));
        }
      g_print ("  %-8s %8.1f ns/URL  ratio to uriparser %.2f  valid: %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " (%.1f%%)\n",
               us_spec_to_string (bench_spec), t, t / up, valid, corpus.n, 100.0 * (double) valid / (double) corpus.n);
    }
  bench_spec = US_SPEC_RFC3986;

  g_print ("\nscaling of us_parse with input size (linear means flat ns/byte):\n");
  for (gsize size = 10 * 1000; size <= 1000 * 1000; size *= 10)
    g_print ("  %8" G_GSIZE_FORMAT " bytes: %6.2f ns/byte\n", size, ns_per_byte (size));

  {
    Pairs pairs;
    double rs, rp, rg;

    make_pairs (&corpus, &pairs);
    resolve_uriscope (&pairs);
    resolve_uriparser (&pairs);
    resolve_guri (&pairs);
    rs = rp = rg = G_MAXDOUBLE;
    for (int r = 0; r < rounds; r++)
      {
        rs = MIN (rs, ns_per_item (resolve_uriscope, &pairs, pairs.n));
        rp = MIN (rp, ns_per_item (resolve_uriparser, &pairs, pairs.n));
        rg = MIN (rg, ns_per_item (resolve_guri, &pairs, pairs.n));
      }
    g_print ("\nresolution: %" G_GSIZE_FORMAT " (base, reference) pairs from consecutive corpus lines\n", pairs.n);
    g_print ("%-40s %8.1f ns/pair  ratio to uriparser %.2f, to GLib %.2f\n", "uriscope us_resolve (trace off)", rs, rs / rp, rs / rg);
    g_print ("%-40s %8.1f ns/pair\n", "uriparser uriAddBaseUriA + uriToStringA", rp);
    g_print ("%-40s %8.1f ns/pair\n", "GLib g_uri_resolve_relative", rg);
    compare_targets (&pairs);
  }

  g_print ("\nscaling of us_resolve with the reference's length (linear means flat ns/byte):\n");
  for (gsize size = 10 * 1000; size <= 1000 * 1000; size *= 10)
    g_print ("  %8" G_GSIZE_FORMAT " bytes: %6.2f ns/byte\n", size, resolve_ns_per_byte (size));
  return 0;
}
