/* bench-window.c — keystroke to painted frame, in the real window
 *
 * Under Xvfb (GSK_RENDERER=cairo): for a reference of about 100 bytes,
 * 2 KB and 100 KB, types characters at the end one at a time and measures
 * from the insertion to the end of the next painted frame; prints the
 * median and the 95th percentile, and the median of the update alone (the
 * insertion's own work: parse, tags, pages, before layout and paint) and
 * of the processor time the window's process used from the insertion to
 * the painted frame (steadier than the wall clock on a shared machine;
 * the X server's work is not in it). Then pastes a 1 MB data: URI and measures
 * until its result is painted, and typing after it. Then the same with the
 * Link page shown (the link lens read at each keystroke, its findings
 * marked in the field), with the Resolution page shown (the reference
 * resolved and its steps laid out at each keystroke), and with the
 * Normalization page shown (its rungs).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "uriscope-window.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Milliseconds from now until the window has painted a frame. */
static double
until_painted (GtkWidget *widget,
               gint64     t0)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  gtk_widget_queue_draw (widget);
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  return (double) (g_get_monotonic_time () - t0) / 1000.0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The processor time this process has used, in milliseconds: on a
 * machine shared with other work it varies less than the wall clock. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec * 1000.0 + (double) ts.tv_nsec / 1e6;
}

/* One keystroke at the end of @buffer, until painted: a function of its
 * own, so that callgrind can count it alone
 * (valgrind --tool=callgrind --toggle-collect=keystroke build/tests/bench-window 2k resolution). */
static G_GNUC_NO_INLINE double
keystroke (UriscopeWindow *window,
           GtkTextBuffer  *buffer,
           const char     *key,
           double         *update,
           double         *cpu)
{
  GtkTextIter end;
  gint64 t0 = g_get_monotonic_time ();
  double c0 = cpu_ms ();
  double ms;

  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, key, 1);
  *update = (double) (g_get_monotonic_time () - t0) / 1000.0;
  ms = until_painted (GTK_WIDGET (window), t0);
  *cpu = cpu_ms () - c0;
  return ms;
}

/* The 1 MB paste, until painted: a function of its own too
 * (valgrind --tool=callgrind --toggle-collect=paste build/tests/bench-window 1m link). */
static G_GNUC_NO_INLINE double
paste (UriscopeWindow *window,
       const char     *text,
       double         *cpu)
{
  gint64 t0 = g_get_monotonic_time ();
  double c0 = cpu_ms ();
  double ms;

  uriscope_window_set_text (window, text);
  ms = until_painted (GTK_WIDGET (window), t0);
  *cpu = cpu_ms () - c0;
  return ms;
}

static void
type_at_end (UriscopeWindow *window,
             const char     *what,
             guint           keystrokes,
             double         *median,
             double         *p95)
{
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  g_autofree double *times = g_new (double, keystrokes);
  g_autofree double *updates = g_new (double, keystrokes);
  g_autofree double *cpus = g_new (double, keystrokes);

  for (guint i = 0; i < keystrokes; i++)
    times[i] = keystroke (window, buffer, i % 7 == 6 ? "/" : "a", &updates[i], &cpus[i]);
  qsort (times, keystrokes, sizeof (double), compare_doubles);
  qsort (updates, keystrokes, sizeof (double), compare_doubles);
  qsort (cpus, keystrokes, sizeof (double), compare_doubles);
  *median = times[keystrokes / 2];
  *p95 = times[(keystrokes * 95) / 100];
  g_print ("%-38s median %7.1f ms   p95 %7.1f ms   update %6.1f ms   cpu %6.1f ms   (%u keystrokes)\n", what,
           *median, *p95, updates[keystrokes / 2], cpus[keystrokes / 2], keystrokes);
}

static char *
make_uri (gsize size)
{
  GString *s = g_string_new ("http://example.com/");

  while (s->len < size)
    g_string_append (s, s->len % 50 < 5 ? "a b/" : "segment/");
  return g_string_free (s, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  UriscopeWindow *window;
  const gsize sizes[] = { 100, 2 * 1024, 100 * 1024 };
  const guint keystrokes[] = { 60, 40, 20 };
  const char *names[] = { "type into a 100-byte URI", "type into a 2 KB URI", "type into a 100 KB URI" };
  const char *keys[] = { "100", "2k", "100k" };
  /* The page shown while typing: the Breakdown page, the Link page, the
   * Resolution page, the Normalization page. */
  static const char *const pages[] = { NULL, "link", "resolution", "normalization" };
  static const char *const page_names[] = { "", ", Link page", ", Resolution page", ", Normalization page" };
  /* bench-window [PHASE...]: only these of 100, 2k, 100k, 1m (to profile
   * one), and "link", "resolution" or "normalization" to run them with that page shown
   * alone. */
  char **only = argc > 1 ? argv + 1 : NULL;
  guint only_page = 0;
  gboolean all_sizes;
  double median, p95;

  for (guint p = 1; only != NULL && p < G_N_ELEMENTS (pages); p++)
    if (g_strv_contains ((const char *const *) only, pages[p]))
      only_page = p;
  all_sizes = only == NULL || (only_page != 0 && g_strv_length (only) == 1);

  setlocale (LC_ALL, "");
  if (!gtk_init_check ())
    {
      g_printerr ("bench-window: no display (run it under xvfb-run)\n");
      return 77;
    }
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, "gtk-enable-animations", FALSE, NULL);

  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  until_painted (GTK_WIDGET (window), g_get_monotonic_time ());

  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  for (guint pass = only_page; pass < G_N_ELEMENTS (pages); pass++)
    {
      const char *page = page_names[pass];

      if (pages[pass] != NULL)
        {
          uriscope_window_show_page (window, pages[pass]);
          until_painted (GTK_WIDGET (window), g_get_monotonic_time ());
        }
      for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
        {
          g_autofree char *uri = NULL;
          g_autofree char *name = NULL;

          if (!all_sizes && !g_strv_contains ((const char *const *) only, keys[i]))
            continue;
          uri = make_uri (sizes[i]);
          name = g_strconcat (names[i], page, NULL);
          uriscope_window_set_text (window, uri);
          until_painted (GTK_WIDGET (window), g_get_monotonic_time ());
          type_at_end (window, name, keystrokes[i], &median, &p95);
        }

      if (all_sizes || g_strv_contains ((const char *const *) only, "1m"))
        {
          g_autoptr(GString) data = g_string_new ("data:text/plain;base64,");
          g_autofree char *name = g_strconcat ("paste a 1 MB data: URI, to painted", page, NULL);
          g_autofree char *after = g_strconcat ("type after the 1 MB paste", page, NULL);
          double ms, cpu;

          while (data->len < 1024 * 1024)
            g_string_append (data, "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=");
          ms = paste (window, data->str, &cpu);
          g_print ("%-38s %7.1f ms   cpu %6.1f ms\n", name, ms, cpu);
          type_at_end (window, after, 20, &median, &p95);
        }
      /* A page named: that page alone; sizes alone: the Breakdown page. */
      if (only != NULL)
        break;
    }

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
