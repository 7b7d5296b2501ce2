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
 * Under --spec all, every spec's reading is alive at once (the matrix
 * compares them), and what the core holds for them — its diagnostics
 * above all, 72 bytes each, up to one a byte under each of six specs — is
 * over the aim; so is RFC 3987 (a second reading, the IRI mappings with
 * every character they encode). Those modes are held to a little over
 * what they reach today, so that they do not grow, until the core stores
 * its diagnostics compactly.
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

typedef struct {
  const char *name;
  const char *args[6];
  guint bound_kb;          /* the peak allowed */
  gsize min_out;           /* at least this much output (bytes) */
} Mode;

static const Mode modes[] = {
  /* the default text: 190 MB of output, streamed */
  { "text", { NULL }, AIM_KB, 100000000 },
  { "json", { "--json", NULL }, AIM_KB, 100000000 },
  { "lens", { "--lens", NULL }, AIM_KB, 100000000 },
  { "normalize", { "--normalize", NULL }, AIM_KB, 100000000 },
  { "base", { "--base", "http://a/b/c", NULL }, AIM_KB, 100000000 },
  { "trace", { "--spec", "whatwg", "--trace", NULL }, AIM_KB, 100000000 },
  /* the IRI mappings' changes and a second reading: over the aim, for now */
  { "rfc3987", { "--spec", "rfc3987", NULL }, 240 * 1024, 100000000 },
  { "quiet", { "--quiet", NULL }, AIM_KB, 0 },
  /* every spec's reading at once: the core's diagnostics (see above) */
  { "all", { "--spec", "all", NULL }, 480 * 1024, 500 },
  { "all-base", { "--spec", "all", "--base", "http://a/b/c", NULL }, 520 * 1024, 1000000 },
};

static char *line_path;

/* One line of junk, the same every run: pieces of escapes, spaces, a
 * two-byte character and characters no spec allows, drawn at random. */
static void
write_line (void)
{
  static const char *const pieces[] = {
    "%", " ", "é", "<", "a", "%4", "%zz", ">", "\"", "\\", "{", "b", "%41",
  };
  g_autoptr(GString) line = g_string_new ("http://a/?");
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);
  g_autoptr(GError) error = NULL;
  int fd;

  while (line->len < LINE_BYTES)
    g_string_append (line, pieces[g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces))]);
  g_string_append_c (line, '\n');
  fd = g_file_open_tmp ("uriscope-memory-XXXXXX", &line_path, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (line_path, line->str, line->len, &error));
  g_assert_no_error (error);
  close (fd);
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

  in_fd = open (line_path, O_RDONLY);
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
  write_line ();
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *path = g_strdup_printf ("/memory/1mb/%s", modes[m].name);

      g_test_add_data_func (path, &modes[m], test_mode);
    }
  status = g_test_run ();
  g_unlink (line_path);
  g_free (line_path);
  return status;
}
