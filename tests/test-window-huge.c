/* test-window-huge.c — huge references on every page, under Xvfb
 *
 * A reference with a 20,000-character host, a 1 MB query and a 30 KB
 * mailto: with a long list of addresses, each set on every page
 * (Breakdown, Resolution, Normalization, Query, Link, Practice): the time
 * the window spends handling the change and painting the next frame stays
 * within a bound (the processor time of this process, so that others
 * using the machine do not count; the wall-clock time is printed too);
 * every label shows a bounded excerpt of the text; no label has Pango
 * insert hyphens where a line of URI text wraps.
 *
 * Issue 24 aims at a paste of any of them painted within 100 ms on every
 * page. The host and the mailto: take about 60–90 ms of processor time,
 * but the 1 MB query takes 87–145 ms on the Link, Normalization and Query
 * pages (a fresh clone's CI run: the Link page 106 ms three times). The
 * test's bound is 200 ms, the best of three pastes: it catches a return
 * of the old costs (once 37 s for the host on the Breakdown page,
 * 8.6–9.5 s for each reference on the Normalization page) without
 * failing on the aim not yet met. Sanitized builds
 * (URISCOPE_TEST_SANITIZED=1) are several times slower: the bound is
 * scaled there.
 *
 * Each case is a test of its own: -p /window/huge/normalization/query
 * runs one (to profile it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <time.h>

#include "uriscope-window.h"
#include "window-common.h"

/* Milliseconds of processor time for a change and its frame. */
#define BOUND_MS 200
/* How much slower under AddressSanitizer and UndefinedBehaviorSanitizer. */
#define SANITIZED_FACTOR 3
/* The most characters a label may hold (an excerpt and a few words). */
#define LABEL_MAX_CHARS 1000

static const char *const pages[] = { "breakdown", "resolution", "normalization", "query", "link", "practice" };

static char *
huge_host (void)
{
  GString *s = g_string_new ("http://");
  static const char chars[] = "MUxpHeC5WLfdSRCX3qzk";

  for (guint i = 0; i < 20000; i++)
    g_string_append_c (s, chars[(i * 7 + i / 20) % (sizeof chars - 1)]);
  g_string_append (s, "/path?x=1");
  return g_string_free (s, FALSE);
}

static char *
huge_query (void)
{
  GString *s = g_string_new ("http://a/?q=");
  static const char chars[] = "abcdefghij0123456789ABCDEFGHIJ";

  for (guint i = 0; i < 1024 * 1024; i++)
    g_string_append_c (s, chars[(i * 13 + i / 31) % (sizeof chars - 1)]);
  return g_string_free (s, FALSE);
}

static char *
huge_mailto (void)
{
  GString *s = g_string_new ("mailto:");

  for (guint i = 0; s->len < 30 * 1024; i++)
    g_string_append_printf (s, "%suser%04u@mail%04u.test", i > 0 ? "," : "", i, i);
  g_string_append (s, "?subject=Hello%20there&body=A%20long%20letter");
  return g_string_free (s, FALSE);
}

static gint64
cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Sets @text and runs the main loop until the next frame is painted;
 * returns the processor time it took, in ms (*@wall_ms: the wall-clock
 * time; *@update_ms: the processor time of the update alone, before
 * layout and paint). */
static double
set_and_paint (UriscopeWindow *window,
               const char     *text,
               double         *wall_ms,
               double         *update_ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gboolean painted = FALSE;
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  gint64 t0 = g_get_monotonic_time ();
  gint64 c0 = cpu_usec ();
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);

  uriscope_window_set_text (window, text);
  *update_ms = (double) (cpu_usec () - c0) / 1000.0;
  gtk_widget_queue_draw (GTK_WIDGET (window));
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  g_assert_true (painted);
  *wall_ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
  return (double) (cpu_usec () - c0) / 1000.0;
}

/* Whether @text has a run of at least 24 characters without a space: a
 * word Pango could break inside, where it would insert a hyphen. */
static gboolean
has_long_word (const char *text)
{
  guint run = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      run = g_unichar_isspace (g_utf8_get_char (p)) ? 0 : run + 1;
      if (run >= 24)
        return TRUE;
    }
  return FALSE;
}

/* Every label under @widget: bounded, and, wrapping a long word, no
 * hyphen inserted where it breaks. */
static void
check_labels (GtkWidget  *widget,
              const char *where)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      glong chars = g_utf8_strlen (text, -1);

      if (chars > LABEL_MAX_CHARS)
        {
          g_test_message ("%s: a label of %ld characters: %.80s…", where, chars, text);
          g_test_fail ();
        }
      if (gtk_label_get_wrap (GTK_LABEL (widget)) && has_long_word (text))
        {
          PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
          PangoAttrList *attrs = pango_layout_get_attributes (layout);
          PangoAttrIterator *iter = attrs != NULL ? pango_attr_list_get_iterator (attrs) : NULL;
          gboolean off = FALSE;

          /* One attribute over the whole text turns hyphens off. */
          if (iter != NULL)
            {
              PangoAttrInt *a = (PangoAttrInt *) pango_attr_iterator_get (iter, PANGO_ATTR_INSERT_HYPHENS);

              off = a != NULL && !a->value && a->attr.start_index == 0 && a->attr.end_index >= strlen (pango_layout_get_text (layout));
              pango_attr_iterator_destroy (iter);
            }
          if (!off)
            {
              g_test_message ("%s: a wrapping label with hyphens: %.80s", where, text);
              g_test_fail ();
            }
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    check_labels (child, where);
}

typedef struct {
  const char *page;
  guint reference;
} Case;

static const char *const reference_names[] = { "20,000-character host", "1 MB query", "30 KB mailto:" };
static char *references[G_N_ELEMENTS (reference_names)];
static UriscopeWindow *window;

/* One reference set on one page. */
static void
test_huge_on_page (gconstpointer data)
{
  const Case *c = data;
  double bound = BOUND_MS * (g_strcmp0 (g_getenv ("URISCOPE_TEST_SANITIZED"), "1") == 0 ? SANITIZED_FACTOR : 1);
  g_autofree char *where = g_strdup_printf ("%s on the %s page", reference_names[c->reference], c->page);
  double wall, cpu, update;

  uriscope_window_show_page (window, c->page);
  /* The best of three pastes: others on the machine (CI runs two tests
   * at once) only ever add time, even to this process's own. */
  for (guint attempt = 0; attempt < 3; attempt++)
    {
      uriscope_window_set_text (window, "http://a/b");
      wait_frame (GTK_WIDGET (window));
      cpu = set_and_paint (window, references[c->reference], &wall, &update);
      g_test_message ("%s: %.1f ms processor (bound %.0f ms; update %.1f ms), %.1f ms wall", where, cpu, bound, update, wall);
      wait_idle ();
      if (cpu <= bound)
        break;
    }
  check_labels (GTK_WIDGET (window), where);
  if (cpu > bound)
    g_test_fail_printf ("%s: %.1f ms, over %.0f ms", where, cpu, bound);
}

int
main (int   argc,
      char *argv[])
{
  static Case cases[G_N_ELEMENTS (pages) * G_N_ELEMENTS (reference_names)];
  int status;

  if (!window_test_init (&argc, &argv))
    return 77;

  references[0] = huge_host ();
  references[1] = huge_query ();
  references[2] = huge_mailto ();
  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    for (guint r = 0; r < G_N_ELEMENTS (reference_names); r++)
      {
        Case *c = &cases[p * G_N_ELEMENTS (reference_names) + r];
        static const char *const keys[] = { "host", "query", "mailto" };
        g_autofree char *path = g_strdup_printf ("/window/huge/%s/%s", pages[p], keys[r]);

        c->page = pages[p];
        c->reference = r;
        g_test_add_data_func (path, c, test_huge_on_page);
      }

  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");

  status = g_test_run ();

  uriscope_window_set_text (window, "http://a/b");
  uriscope_window_show_page (window, "breakdown");
  gtk_window_destroy (GTK_WINDOW (window));
  for (guint r = 0; r < G_N_ELEMENTS (references); r++)
    g_free (references[r]);
  return status;
}
