/* test-run.c — running a program from a test: its output, or the
 * instructions it executes
 *
 * Hardware counters are not available everywhere (in containers and virtual
 * machines perf often says "not supported"), so instructions are counted by
 * valgrind's callgrind: the "summary:" line of each of its dumps is the
 * number of instructions executed, the same from run to run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "test-run.h"

void
test_run_clear (TestRun *run)
{
  g_clear_pointer (&run->out, g_bytes_unref);
  g_clear_pointer (&run->err, g_bytes_unref);
}

/* The uriscope-cli of the build (meson sets URISCOPE_CLI). */
const char *
test_run_cli_path (void)
{
  const char *cli = g_getenv ("URISCOPE_CLI");

  g_assert_nonnull (cli);
  return cli;
}

static GSubprocessLauncher *
launcher_new (GSubprocessFlags flags)
{
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (flags);

  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  return launcher;
}

/* Runs @argv, feeding it @input (may be NULL) on standard input. */
void
test_run (TestRun            *run,
          const char * const *argv,
          GBytes             *input)
{
  g_autoptr(GSubprocessLauncher) launcher = launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                                          G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                          G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GBytes) none = g_bytes_new_static ("", 0);
  g_autoptr(GError) error = NULL;

  proc = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (proc, input ? input : none, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
}

gboolean
test_run_have_valgrind (void)
{
  g_autofree char *path = g_find_program_in_path ("valgrind");

  return path != NULL;
}

/* The instructions uriscope-cli's @argv executes, reading @lines (one
 * reference each, without their newlines) on standard input, its output
 * discarded: @counts[0] is what runs before the first line is read (the
 * loader, the options, a base), @counts[k] for k from 1 to @n_lines is the
 * reading and analysing of line k, and @counts[@n_lines + 1] is the end.
 * Their sum is the whole run.
 *
 * One run for many lines: valgrind's own start costs a second or more a
 * run, and an analysis of 10 KB a small part of that. callgrind dumps its
 * counts each time the CLI asks for the next line (--dump-before), so each
 * line's cost is its own. */
void
test_run_count_instructions (const char * const *argv,
                             const char * const *lines,
                             guint               n_lines,
                             guint64            *counts)
{
  g_autoptr(GSubprocessLauncher) launcher = launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE |
                                                          G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) input = g_string_new (NULL);
  g_autofree char *dir = g_dir_make_tmp ("uriscope-count-XXXXXX", &error);
  g_autofree char *in_path = NULL;
  g_autofree char *out_path = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < n_lines; i++)
    {
      g_string_append (input, lines[i]);
      g_string_append_c (input, '\n');
    }
  in_path = g_build_filename (dir, "input", NULL);
  out_path = g_build_filename (dir, "callgrind.out", NULL);
  g_file_set_contents (in_path, input->str, (gssize) input->len, &error);
  g_assert_no_error (error);

  g_ptr_array_add (args, g_strdup ("valgrind"));
  g_ptr_array_add (args, g_strdup ("--tool=callgrind"));
  g_ptr_array_add (args, g_strdup ("--dump-before=cli_line_reader_next"));
  g_ptr_array_add (args, g_strdup_printf ("--callgrind-out-file=%s", out_path));
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (argv[i]));
  g_ptr_array_add (args, NULL);

  /* What the test environment adds to malloc is not the program's work:
   * MALLOC_CHECK_ costs per allocation, and MALLOC_PERTURB_ fills every
   * freed chunk, the remainder realloc splits off a large free chunk too,
   * so its cost follows the heap's layout (one 100 KB reference under
   * --spec rfc3987: 494 million instructions without it, 1,150 million
   * with it, most of them in memset). */
  g_subprocess_launcher_unsetenv (launcher, "MALLOC_CHECK_");
  g_subprocess_launcher_unsetenv (launcher, "MALLOC_PERTURB_");
  g_subprocess_launcher_set_stdin_file_path (launcher, in_path);
  proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_wait (proc, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));

  /* Dump k (callgrind.out.k) ends where the CLI asks for line k; the file
   * without a number is what was left at the exit. */
  for (guint k = 0; k <= n_lines + 1; k++)
    {
      g_autofree char *path = k <= n_lines ? g_strdup_printf ("%s.%u", out_path, k + 1) : g_strdup (out_path);
      g_autofree char *report = NULL;
      const char *summary;

      g_file_get_contents (path, &report, NULL, &error);
      g_assert_no_error (error);
      summary = strstr (report, "\nsummary:");
      g_assert_nonnull (summary);
      counts[k] = g_ascii_strtoull (summary + strlen ("\nsummary:"), NULL, 10);
      g_unlink (path);
    }
  g_unlink (in_path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}
