/* test-window-scaling.c — the window's update does not go quadratic
 *
 * For a few hostile shapes of reference (a diagnostic per character, many
 * spaces, many segments, many labels, control characters, non-ASCII), the
 * instructions of the window's update (uriscope_window_set_bytes: parse,
 * tags, diagnostics, tree, badges) for a reference of 100 KB are at most 12
 * times those for 10 KB (linear is 10). A 50 KB reference once kept the
 * window busy for 29 s. From 1 KB to 10 KB too, which the field holds
 * whole unless it has more problems than the field marks at once
 * (GtkTextBuffer costs more than linear for many separate tags on one
 * line: 5,000 separate errors in 10 KB took 2.3 billion instructions).
 *
 * Instructions are counted under valgrind's callgrind, so the counts are
 * the same on a loaded machine: this program runs itself under valgrind
 * ("--child"), collecting only around each measured change (client
 * requests) and dumping the count after it. Skipped without valgrind and
 * in sanitized builds, which valgrind cannot run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#if defined(__has_include)
# if __has_include(<valgrind/callgrind.h>)
#  include <valgrind/callgrind.h>
#  define HAVE_CALLGRIND 1
# endif
#endif

#include "uriscope-window.h"

/* Sizes compared in turn: the field holds up to 8 KiB whole, a part of
 * a longer reference. */
static const guint SIZES[] = { 1000, 10000, 100000 };
#define MAX_RATIO 12.0

typedef struct {
  const char *name;
  const char *prefix;
  const char *unit;     /* repeated up to the size */
} Shape;

static const Shape shapes[] = {
  { "percent", "http://a/", "%" },
  { "spaces", "http://a/b", " c" },
  { "segments", "http://a", "/b" },
  { "labels", "http://", "a." },
  { "controls", "http://a/", "\x01\x1b" },
  { "utf8", "http://a/", "\xc3\xa9" },
};

static char *
make_reference (const Shape *shape,
                gsize        size)
{
  GString *text = g_string_new (shape->prefix);

  while (text->len < size)
    g_string_append (text, shape->unit);
  return g_string_free (text, FALSE);
}

/* Under valgrind: for each shape and size, the instructions of the
 * window's update, dumped as "SHAPE-SIZE". The window is not shown: the
 * update is counted, not the frames, whose number depends on time. */
static int
run_child (void)
{
#ifdef HAVE_CALLGRIND
  UriscopeWindow *window;

  if (!gtk_init_check ())
    return 77;
  adw_init ();
  window = URISCOPE_WINDOW (g_object_ref_sink (uriscope_window_new (NULL)));
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    {
      /* Once first: what is done once (first rows, styles) is not counted. */
      g_autofree char *warm = make_reference (&shapes[s], SIZES[0]);

      uriscope_window_set_text (window, warm);
      for (guint k = 0; k < G_N_ELEMENTS (SIZES); k++)
        {
          g_autofree char *text = make_reference (&shapes[s], SIZES[k]);
          g_autofree char *name = g_strdup_printf ("%s-%u", shapes[s].name, SIZES[k]);

          uriscope_window_set_text (window, "http://a/");
          CALLGRIND_ZERO_STATS;
          CALLGRIND_TOGGLE_COLLECT;
          uriscope_window_set_bytes (window, text, strlen (text));
          CALLGRIND_TOGGLE_COLLECT;
          CALLGRIND_DUMP_STATS_AT (name);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  return 0;
#else
  return 77;
#endif
}

/* The counts of the dumps in @dir, by their names. */
static GHashTable *
read_dumps (const char *dir)
{
  GHashTable *counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *file;

  g_assert_nonnull (d);
  while ((file = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;
      const char *name = NULL;
      guint64 count = 0;

      if (!g_file_get_contents (path, &contents, NULL, NULL))
        continue;
      lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          if (g_str_has_prefix (lines[i], "desc: Trigger: Client Request: "))
            name = lines[i] + strlen ("desc: Trigger: Client Request: ");
          else if (g_str_has_prefix (lines[i], "totals: ") || g_str_has_prefix (lines[i], "summary: "))
            count = g_ascii_strtoull (strchr (lines[i], ' ') + 1, NULL, 10);
        }
      if (name != NULL && count > 0)
        g_hash_table_insert (counts, g_strdup (name), GSIZE_TO_POINTER (count));
    }
  return counts;
}

static void
test_update_is_linear (void)
{
  g_autofree char *valgrind = g_find_program_in_path ("valgrind");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *out = NULL;
  g_autofree char *self = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GHashTable) counts = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);

#ifndef HAVE_CALLGRIND
  g_test_skip ("needs valgrind's callgrind.h");
  return;
#endif
  if (g_getenv ("URISCOPE_TEST_SANITIZED") != NULL)
    {
      g_test_skip ("valgrind cannot run a sanitized build");
      return;
    }
  if (valgrind == NULL)
    {
      g_test_skip ("instructions are counted with valgrind, which is not installed");
      return;
    }
  dir = g_dir_make_tmp ("uriscope-window-scaling-XXXXXX", &error);
  g_assert_no_error (error);
  out = g_strdup_printf ("--callgrind-out-file=%s/callgrind.out", dir);
  self = g_test_build_filename (G_TEST_BUILT, "test-window-scaling", NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  /* Not the window's work: glibc's checks and fills of freed memory
   * (tests/test-run.c says why they are left out). */
  g_subprocess_launcher_unsetenv (launcher, "MALLOC_CHECK_");
  g_subprocess_launcher_unsetenv (launcher, "MALLOC_PERTURB_");
  child = g_subprocess_launcher_spawn (launcher, &error, valgrind, "--tool=callgrind", "--collect-atstart=no",
                                       out, self, "--child", NULL);
  g_assert_no_error (error);
  g_subprocess_wait (child, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (child));
  g_assert_cmpint (g_subprocess_get_exit_status (child), ==, 0);

  counts = read_dumps (dir);
  for (guint s = 0; s < G_N_ELEMENTS (shapes); s++)
    for (guint k = 0; k + 1 < G_N_ELEMENTS (SIZES); k++)
      {
        g_autofree char *small = g_strdup_printf ("%s-%u", shapes[s].name, SIZES[k]);
        g_autofree char *large = g_strdup_printf ("%s-%u", shapes[s].name, SIZES[k + 1]);
        guint64 n_small = GPOINTER_TO_SIZE (g_hash_table_lookup (counts, small));
        guint64 n_large = GPOINTER_TO_SIZE (g_hash_table_lookup (counts, large));
        double ratio;

        g_assert_cmpuint (n_small, >, 0);
        g_assert_cmpuint (n_large, >, 0);
        ratio = (double) n_large / (double) n_small;
        g_test_message ("%-10s %6u bytes: %12" G_GUINT64_FORMAT " instructions, %6u bytes: %12" G_GUINT64_FORMAT " (x%.1f)",
                        shapes[s].name, SIZES[k], n_small, SIZES[k + 1], n_large, ratio);
        if (ratio > MAX_RATIO)
          g_string_append_printf (failures, " %s %u->%u (x%.1f)", shapes[s].name, SIZES[k], SIZES[k + 1], ratio);
      }
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *file;

    while (d != NULL && (file = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, file, NULL);

        g_remove (path);
      }
    g_rmdir (dir);
  }
  if (failures->len > 0)
    g_test_fail_printf ("not linear:%s", failures->str);
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && strcmp (argv[1], "--child") == 0)
    {
      setlocale (LC_ALL, "");
      return run_child ();
    }
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/window-scaling/update-is-linear", test_update_is_linear);
  return g_test_run ();
}
