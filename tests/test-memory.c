/* test-memory.c — the command line's peak memory on a 1 MB line
 *
 * Issue 24: a 1 MB line within 200 MB in every mode. The text modes used
 * to build their whole output in memory (a 1 MB line of junk is 190 MB of
 * text, a caret line for each diagnostic): the report, a trace, a
 * normalization and the lens are now written out as they are made. Each
 * mode runs uriscope-cli on one generated line of a megabyte (percent
 * signs, spaces, "é", "<" and the like after "http://a/?": hundreds of
 * thousands of diagnostics), its standard output read through a pipe and
 * counted, and the peak resident set size of the child is taken from
 * wait4()'s rusage.
 *
 * Under --spec all, every spec's reading used to be alive at once: the
 * core's diagnostics (32 bytes each, up to one a byte under each of six
 * specs), the URL record, the IRI's mappings (six allocations a change,
 * half a million changes on a line of bytes that are not UTF-8). Since
 * issue 24 each spec's reading is released once it is written (JSON) or
 * counted and mapped (the matrix, us-error-map.c), and the mappings keep
 * their changes in one store: every mode is held to the aim, on the line
 * of junk, on a line of "%" and on a line of random bytes. Before (MB): on the
 * junk, --spec all 263, with --base 296, with --json 286; on the bytes,
 * --spec all 363, with --base 436, --spec rfc3987 284; on the "%", --spec
 * all --base 311, --spec all --json 241. Each is under 175 now.
 *
 * Under the sanitizers (URISCOPE_TEST_SANITIZED) the memory is
 * AddressSanitizer's: every mode still runs, for crashes, without the
 * bound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "test-run.h"

/* The line: a megabyte after its head. */
#define LINE_BYTES (1000 * 1000)
/* Issue 24's aim, in kilobytes (ru_maxrss is in kilobytes). */
#define AIM_KB (200 * 1024)

typedef enum {
  KIND_JUNK,               /* "http://a/?" and pieces of junk */
  KIND_PERCENT,            /* "%" */
  KIND_BYTES,              /* random bytes, most not UTF-8 */
} LineKind;

typedef struct {
  const char *name;
  const char *args[6];
  guint bound_kb;          /* the peak allowed */
  gsize min_out;           /* at least this much output (bytes) */
  LineKind line;
} Mode;

static const Mode modes[] = {
  /* the default text: 190 MB of output, streamed */
  { "text", { NULL }, AIM_KB, 100000000 },
  { "json", { "--json", NULL }, AIM_KB, 100000000 },
  { "lens", { "--lens", NULL }, AIM_KB, 100000000 },
  { "normalize", { "--normalize", NULL }, AIM_KB, 100000000 },
  { "base", { "--base", "http://a/b/c", NULL }, AIM_KB, 100000000 },
  { "trace", { "--spec", "whatwg", "--trace", NULL }, AIM_KB, 100000000 },
  /* the IRI mappings' changes and a second reading */
  { "rfc3987", { "--spec", "rfc3987", NULL }, AIM_KB, 100000000 },
  { "quiet", { "--quiet", NULL }, AIM_KB, 0 },
  /* every spec's reading, one after another (see above) */
  { "all", { "--spec", "all", NULL }, AIM_KB, 500 },
  { "all-base", { "--spec", "all", "--base", "http://a/b/c", NULL }, AIM_KB, 1000000 },
  { "all-json", { "--spec", "all", "--json", NULL }, AIM_KB, 100000000 },
  /* A line of "%": a diagnostic and a fix a byte, the same under every
   * spec. Before the diagnostics were made compact: 485, 566 and 400 MB
   * in the default text, --base and --spec all. */
  { "percent-text", { NULL }, AIM_KB, 100000000, KIND_PERCENT },
  { "percent-normalize", { "--normalize", NULL }, AIM_KB, 100000000, KIND_PERCENT },
  { "percent-base", { "--base", "http://a/b/c/d;p?q", NULL }, AIM_KB, 100000000, KIND_PERCENT },
  { "percent-rfc3987", { "--spec", "rfc3987", NULL }, AIM_KB, 100000000, KIND_PERCENT },
  { "percent-all", { "--spec", "all", NULL }, AIM_KB, 500, KIND_PERCENT },
  { "percent-all-base", { "--spec", "all", "--base", "http://a/b/c/d;p?q", NULL }, AIM_KB, 1000000, KIND_PERCENT },
  { "percent-all-json", { "--spec", "all", "--json", NULL }, AIM_KB, 1000000000, KIND_PERCENT },
  { "percent-whatwg-base", { "--spec", "whatwg", "--base", "http://a/b/c/d;p?q", NULL }, AIM_KB, 100000000, KIND_PERCENT },
  /* A line of random bytes: the IRI's mappings change every one over
   * 0x7F, both ways */
  { "bytes-rfc3987", { "--spec", "rfc3987", NULL }, AIM_KB, 100000000, KIND_BYTES },
  { "bytes-all", { "--spec", "all", NULL }, AIM_KB, 500, KIND_BYTES },
  { "bytes-all-base", { "--spec", "all", "--base", "http://a/b/c/d;p?q", NULL }, AIM_KB, 1000000, KIND_BYTES },
};

static char *line_paths[3];

/* @line as a temporary file; its path */
static char *
write_file (const GString *line)
{
  g_autoptr(GError) error = NULL;
  char *path;
  int fd;

  fd = g_file_open_tmp ("uriscope-memory-XXXXXX", &path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, line->str, line->len, &error));
  g_assert_no_error (error);
  close (fd);
  return path;
}

/* One line of junk, the same every run: pieces of escapes, spaces, a
 * two-byte character and characters no spec allows, drawn at random; a
 * line of "%"; a line of random bytes (no line end among them). */
static void
write_lines (void)
{
  static const char *const pieces[] = {
    "%", " ", "é", "<", "a", "%4", "%zz", ">", "\"", "\\", "{", "b", "%41",
  };
  g_autoptr(GString) line = g_string_new ("http://a/?");
  g_autoptr(GString) percent = g_string_new (NULL);
  g_autoptr(GString) bytes = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);

  while (line->len < LINE_BYTES)
    g_string_append (line, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);
  g_string_append_c (line, '\n');
  line_paths[KIND_JUNK] = write_file (line);
  while (percent->len < LINE_BYTES)
    g_string_append_c (percent, '%');
  g_string_append_c (percent, '\n');
  line_paths[KIND_PERCENT] = write_file (percent);
  while (bytes->len < LINE_BYTES)
    {
      char c = (char) g_rand_int_range (rand, 0, 256);

      g_string_append_c (bytes, c == '\n' || c == '\r' ? '\x80' : c);
    }
  g_string_append_c (bytes, '\n');
  line_paths[KIND_BYTES] = write_file (bytes);
}

/* Runs the command line in @mode on the line; its output is counted. */
static void
test_mode (gconstpointer data)
{
  const Mode *mode = data;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gboolean sanitized = g_getenv ("URISCOPE_TEST_SANITIZED") != NULL;
  struct rusage usage;
  char buf[65536];
  gsize out = 0;
  GPid pid;
  int in_fd, null_fd, out_fd, status;
  gssize n;

  g_ptr_array_add (argv, (char *) test_run_cli_path ());
  g_ptr_array_add (argv, "--color=never");
  for (guint i = 0; mode->args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) mode->args[i]);
  g_ptr_array_add (argv, NULL);

  in_fd = open (line_paths[mode->line], O_RDONLY);
  null_fd = open ("/dev/null", O_WRONLY);
  g_assert_cmpint (in_fd, >=, 0);
  g_assert_cmpint (null_fd, >=, 0);
  g_assert_true (g_spawn_async_with_pipes_and_fds (NULL, (const char * const *) argv->pdata, NULL,
                                                   G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                                   in_fd, -1, null_fd, NULL, NULL, 0,
                                                   &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  close (in_fd);
  close (null_fd);
  while ((n = read (out_fd, buf, sizeof buf)) != 0)
    {
      g_assert_cmpint (n, >, 0);
      out += (gsize) n;
    }
  close (out_fd);
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  g_spawn_close_pid (pid);

  g_test_message ("%s: peak %ld MB, %" G_GSIZE_FORMAT " bytes of output", mode->name,
                  usage.ru_maxrss / 1024, out);
  /* The line is invalid: exit status 1, and no crash. */
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_cmpuint (out, >=, mode->min_out);
  if (!sanitized)
    g_assert_cmpint (usage.ru_maxrss, <=, (long) mode->bound_kb);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  write_lines ();
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *path = g_strdup_printf ("/memory/1mb/%s", modes[m].name);

      g_test_add_data_func (path, &modes[m], test_mode);
    }
  status = g_test_run ();
  for (guint k = 0; k < G_N_ELEMENTS (line_paths); k++)
    {
      g_unlink (line_paths[k]);
      g_free (line_paths[k]);
    }
  return status;
}
