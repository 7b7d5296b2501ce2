/* window-common.c — helpers shared by the GUI tests (under Xvfb)
 *
 * One copy of what the window's tests (test-window-*, test-steps,
 * test-practice, test-railroad, test-zoom) each need: waiting for the
 * main loop to be idle, for a frame to be painted, for the window to stop
 * painting; a PNG of a widget in G_TEST_BUILDDIR; a window holding a
 * widget; the first widget that matches; real key presses through
 * xdotool; the character ranges a tag covers in a buffer, and the ranges
 * the core's diagnostics say it should; a window shown and typed into;
 * the reference waited for; the problems list's rows and first Fix; the
 * history's first entries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include <adwaita.h>

#include "uriscope-log.h"
#include "window-common.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* Runs what is pending, without blocking. */
void
wait_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits for @widget's window to be laid out and painted (5 s at most). */
void
wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  gulong id;

  wait_idle ();
  clock = gtk_widget_get_frame_clock (widget);
  if (clock == NULL)
    return;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  wait_idle ();
}

static void
count_frame_cb (GdkFrameClock *clock,
                int           *frames)
{
  (*frames)++;
}

/* Waits until the window paints no more frames (a text view scrolled to
 * a line, a diagram laid out after its first frame), for a tenth of a
 * second, at most two seconds; a window just presented, until it is
 * mapped and allocated first (10 s at most): on a loaded machine the X
 * server took more than the quiet tenth to map one, and the window was
 * measured at 0×0. */
void
settle (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 shown = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  gint64 deadline;
  int frames = 1;
  gulong id;

  if (clock == NULL)
    return;
  while ((!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0) && g_get_monotonic_time () < shown)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame_cb), &frames);
  while (frames > 0 && g_get_monotonic_time () < deadline)
    {
      gint64 quiet = g_get_monotonic_time () + G_USEC_PER_SEC / 10;

      frames = 0;
      while (g_get_monotonic_time () < quiet)
        if (!g_main_context_iteration (NULL, FALSE))
          g_usleep (1000);
    }
  g_signal_handler_disconnect (clock, id);
}

/* Iterates until @done (@data) is TRUE, 10 s at most, and asserts it. */
void
wait_until (gboolean (*done) (gpointer),
            gpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done (data));
}

/* @widget as it is drawn now, rendered by its window's renderer. */
GdkTexture *
render_widget (GtkWidget *widget)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_object_unref (paintable);
  return texture;
}

/* Renders @widget, once the window is quiet, to the PNG @name in the
 * build directory (look at it). */
void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);

  settle (widget);
  texture = render_widget (widget);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* How many of @view's lines (paragraphs) that start with @tag and lie in
 * view are not drawn on @tag's paragraph background: each is sampled in
 * its middle, at the view's right edge, where no text is. */
guint
paragraphs_not_drawn (GtkTextView *view,
                      GtkTextTag  *tag)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  g_autoptr(GdkTexture) texture = render_widget (GTK_WIDGET (view));
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guchar *pixels = g_malloc ((gsize) width * (gsize) height * 4);
  g_autoptr(GdkRGBA) background = NULL;
  guint missing = 0;

  g_object_get (tag, "paragraph-background-rgba", &background, NULL);
  g_assert_nonnull (background);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (int l = 0; l < gtk_text_buffer_get_line_count (buffer); l++)
    {
      GtkTextIter iter;
      int y, line_height, wy, wx;
      const guchar *px;

      gtk_text_buffer_get_iter_at_line (buffer, &iter, l);
      if (!gtk_text_iter_has_tag (&iter, tag))
        continue;
      gtk_text_view_get_line_yrange (view, &iter, &y, &line_height);
      gtk_text_view_buffer_to_window_coords (view, GTK_TEXT_WINDOW_WIDGET, 0, y + line_height / 2, &wx, &wy);
      if (wy < 0 || wy >= height)
        continue;
      /* Cairo's ARGB32: B, G, R, A in memory on a little-endian host. */
      px = pixels + (gsize) wy * (gsize) width * 4 + (gsize) (width - 3) * 4;
      if (ABS (px[2] - (int) (background->red * 255)) > 2 || ABS (px[1] - (int) (background->green * 255)) > 2 ||
          ABS (px[0] - (int) (background->blue * 255)) > 2)
        {
          g_test_message ("line %d (y %d) drawn as #%02x%02x%02x", l, wy, px[2], px[1], px[0]);
          missing++;
        }
    }
  return missing;
}

/* A window of @width×@height holding @child, shown and painted. */
GtkWindow *
window_with (GtkWidget *child,
             int        width,
             int        height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, child);
  gtk_window_present (window);
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* The first widget under @widget (itself included, depth first) for which
 * @match (widget, @data) is TRUE. */
GtkWidget *
find_widget (GtkWidget    *widget,
             gboolean    (*match) (GtkWidget *, gconstpointer),
             gconstpointer data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_fold_toggle (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "view-reveal-symbolic") == 0;
}

/* Unfolds the block under the reference field with its button, as a user
 * would in a low window (800×600), where it folds on its own. */
void
unfold_top (GtkWidget *window)
{
  GtkWidget *toggle = find_widget (window, is_fold_toggle, NULL);

  g_assert_nonnull (toggle);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  wait_frame (window);
}

/* A matcher for find_widget(): a visible label whose text holds @text. */
gboolean
label_contains (GtkWidget    *widget,
                gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

static void
process_done_cb (GObject      *source,
                 GAsyncResult *res,
                 gpointer      data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), res, NULL);
  *(gboolean *) data = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

#ifdef GDK_WINDOWING_X11
/* Runs xdotool with @args after "windowfocus --sync XID" and waits for it;
 * FALSE when xdotool or X11 is missing. */
static gboolean
run_xdotool (GtkWindow   *window,
             const char **args)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *xid = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  gboolean done = FALSE;

  if (xdotool == NULL || !GDK_IS_X11_SURFACE (surface))
    return FALSE;
  xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  g_ptr_array_add (argv, xdotool);
  g_ptr_array_add (argv, (char *) "windowfocus");
  g_ptr_array_add (argv, (char *) "--sync");
  g_ptr_array_add (argv, xid);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, g_str_equal (args[i], "XID") ? xid : (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char *const *) argv->pdata, G_SUBPROCESS_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_subprocess_wait_async (process, NULL, process_done_cb, &done);
  wait_until (flag_is_set, &done);
  g_assert_true (g_subprocess_get_successful (process));
  return TRUE;
}
#endif

/* Presses @keys (xdotool's names, e.g. "ctrl+z Return") on the X server,
 * through XTEST, as a person would, @window having the X focus; FALSE
 * when xdotool or X11 is missing. The events then come in as the main
 * loop runs. */
gboolean
press_keys (GtkWindow  *window,
            const char *keys)
{
#ifdef GDK_WINDOWING_X11
  g_auto(GStrv) names = g_strsplit (keys, " ", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, (char *) "key");
  g_ptr_array_add (args, (char *) "--delay");
  g_ptr_array_add (args, (char *) "30");
  for (guint i = 0; names[i] != NULL; i++)
    g_ptr_array_add (args, names[i]);
  g_ptr_array_add (args, NULL);
  return run_xdotool (window, (const char **) args->pdata);
#else
  return FALSE;
#endif
}

/* Clicks the primary button on the middle of @widget, through XTEST, as a
 * person would; FALSE when xdotool or X11 is missing. */
gboolean
click_widget (GtkWindow *window,
              GtkWidget *widget)
{
#ifdef GDK_WINDOWING_X11
  graphene_point_t point;
  double sx, sy;
  g_autofree char *x = NULL, *y = NULL;
  const char *args[] = { "mousemove", "--window", "XID", NULL, NULL, "click", "1", NULL };

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.f,
                                                                 gtk_widget_get_height (widget) / 2.f), &point));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
  x = g_strdup_printf ("%d", (int) (point.x + sx));
  y = g_strdup_printf ("%d", (int) (point.y + sy));
  args[3] = x;
  args[4] = y;
  return run_xdotool (window, args);
#else
  return FALSE;
#endif
}

/* The character ranges of @buffer carrying the tag @tag_name, as
 * "start-end " pairs ("" for none). */
char *
tagged_ranges (GtkTextBuffer *buffer,
               const char    *tag_name)
{
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), tag_name);
  GString *out = g_string_new (NULL);
  GtkTextIter iter;

  g_assert_nonnull (tag);
  gtk_text_buffer_get_start_iter (buffer, &iter);
  for (;;)
    {
      if (gtk_text_iter_starts_tag (&iter, tag) || (gtk_text_iter_is_start (&iter) && gtk_text_iter_has_tag (&iter, tag)))
        {
          GtkTextIter end = iter;

          gtk_text_iter_forward_to_tag_toggle (&end, tag);
          g_string_append_printf (out, "%d-%d ", gtk_text_iter_get_offset (&iter), gtk_text_iter_get_offset (&end));
          iter = end;
          continue;
        }
      if (!gtk_text_iter_forward_to_tag_toggle (&iter, tag))
        break;
    }
  return g_string_free (out, FALSE);
}

/* When a popover last showed or hid (monotonic µs; 0: never). */
static gint64 popover_moved;

static gboolean
popover_moved_hook (GSignalInvocationHint *hint,
                    guint                  n_values,
                    const GValue          *values,
                    gpointer               data)
{
  if (GTK_IS_POPOVER (g_value_get_object (&values[0])))
    popover_moved = g_get_monotonic_time ();
  return TRUE;
}

/**
 * destroy_window:
 * @window: a test's window
 *
 * Destroys @window, once 0.6 s have passed since a popover last showed or
 * hid (the main loop runs meanwhile). GTK 4.8 can keep a popover alive
 * after its window is gone (the link picker: its last reference is GTK's
 * own), and the tooltip timer (0.5 s, started by the crossing events of
 * the popover's grab) may still point at it: fired after the window went,
 * GTK asks the unrealized popover's surface where the pointer is
 * ("gdk_surface_get_device_position: assertion 'GDK_IS_SURFACE (surface)'
 * failed", fatal in the tests: CI's sanitized test-window, before it
 * was split, once). Fired while the window lives, the timer finds nothing
 * to show. Reproduced under gdb with the pointer off the window.
 */
void
destroy_window (GtkWindow *window)
{
  gint64 until = popover_moved + 600 * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (5000);
  gtk_window_destroy (window);
}

/* GTK 4.8's late trough warning (uriscope-log.c) is written but not
 * fatal; every other warning and critical stays fatal (g_test_init()),
 * as /window-focus/late-trough-only shows. */
static GLogWriterOutput
test_log_writer (GLogLevelFlags   log_level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         user_data)
{
  if ((log_level & G_LOG_LEVEL_MASK) == G_LOG_LEVEL_WARNING && uriscope_log_is_late_trough (fields, n_fields))
    return g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/**
 * window_test_init:
 *
 * What every window test does first: the test framework, the locale and
 * the translations (from $URISCOPE_LOCALEDIR), GTK and libadwaita, no
 * blinking and no animations, and the application's style sheet (windows
 * made without the application get it the same way).
 *
 * Returns: FALSE when there is no display (the test is skipped: exit 77)
 */
gboolean
window_test_init (int    *argc,
                  char ***argv)
{
  g_autoptr(GtkCssProvider) css = NULL;

  g_log_set_writer_func (test_log_writer, NULL, NULL);
  g_test_init (argc, argv, NULL);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("URISCOPE_LOCALEDIR") ? g_getenv ("URISCOPE_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return FALSE;
    }
  adw_init ();
  g_type_class_unref (g_type_class_ref (GTK_TYPE_POPOVER));
  g_signal_add_emission_hook (g_signal_lookup ("show", GTK_TYPE_WIDGET), 0, popover_moved_hook, NULL, NULL);
  g_signal_add_emission_hook (g_signal_lookup ("hide", GTK_TYPE_WIDGET), 0, popover_moved_hook, NULL, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, "gtk-enable-animations", FALSE, NULL);
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/uriscope/Uriscope/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return TRUE;
}

static gboolean
text_is_set (gpointer data)
{
  return *(char **) data != NULL;
}

static void
read_text_cb (GObject      *source,
              GAsyncResult *res,
              gpointer      data)
{
  char **out = data;

  *out = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), res, NULL);
  if (*out == NULL)
    *out = g_strdup ("(nothing)");
}

/* What @widget's clipboard holds, as text ("(nothing)" for no text). */
char *
clipboard_text (GtkWidget *widget)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, read_text_cb, &text);
  wait_until (text_is_set, &text);
  return text;
}

/* A find_widget() match: an actionable widget of the action named @action
 * ("win.copy-target"). */
gboolean
has_action (GtkWidget     *widget,
            gconstpointer  action)
{
  return GTK_IS_ACTIONABLE (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* Prints (as test messages) the minimum widths of @widget's visible
 * descendants wider than @limit, nested, with a label's text: what makes a
 * window too wide. */
void
report_wide (GtkWidget *widget,
             int        limit,
             int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > limit)
        {
          g_test_message ("%*s%s %d%s%.60s", depth * 2, "", G_OBJECT_TYPE_NAME (child), min,
                          GTK_IS_LABEL (child) ? " " : "", GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : "");
          report_wide (child, limit, depth + 1);
        }
    }
}

/* A window without the application, shown and painted once. */
UriscopeWindow *
window_new_shown (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* Typing, as the existing tests type: one character at a time. */
void
window_type_text (UriscopeWindow *window,
                  const char     *text)
{
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gtk_text_buffer_insert_interactive_at_cursor (buffer, p, (int) (g_utf8_next_char (p) - p), TRUE);
      wait_idle ();
    }
}

/* Replaces the field's text as a paste into it does: one edit. */
void
window_replace_text (UriscopeWindow *window,
                     const char     *text)
{
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_select_range (buffer, &start, &end);
  gtk_text_buffer_delete_selection (buffer, TRUE, TRUE);
  gtk_text_buffer_insert_interactive_at_cursor (buffer, text, -1, TRUE);
  wait_idle ();
}

/* The error ranges the core's diagnostics give, in characters, for the
 * diagnostics ending at or before byte @limit. */
char *
expected_ranges (UsResult   *result,
                 UsSeverity  severity,
                 gsize       limit)
{
  GString *out = g_string_new (NULL);
  gsize len;
  const char *text = us_result_get_input (result, &len);
  gsize last_end = 0;
  glong last_start = -1;

  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);
      glong s, e;

      if (d->severity != severity || d->end > limit)
        continue;
      s = g_utf8_pointer_to_offset (text, text + d->start);
      e = g_utf8_pointer_to_offset (text, text + d->end);
      /* Adjacent spans merge into one tagged range. */
      if (last_start >= 0 && (gsize) s == last_end)
        {
          g_string_truncate (out, out->len - 1);
          while (out->len > 0 && out->str[out->len - 1] != '-')
            g_string_truncate (out, out->len - 1);
          g_string_append_printf (out, "%ld ", e);
        }
      else
        g_string_append_printf (out, "%ld-%ld ", s, e);
      last_start = s;
      last_end = (gsize) e;
    }
  return g_string_free (out, FALSE);
}

/* The whole text of @buffer (the field's, its Control Pictures included). */
char *
buffer_text (GtkTextBuffer *buffer)
{
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, TRUE);
}

/* How many rows @box holds. */
guint
count_rows (GtkListBox *box)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (box, (int) n) != NULL)
    n++;
  return n;
}

/* The first Fix button of the list (the first button under @widget). */
GtkButton *
first_fix_button (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *found;

      if (GTK_IS_BUTTON (child))
        return GTK_BUTTON (child);
      if ((found = first_fix_button (child)) != NULL)
        return found;
    }
  return NULL;
}

typedef struct {
  UriscopeWindow *window;
  const char *text;
} ReferenceIs;

static gboolean
reference_is (gpointer data)
{
  ReferenceIs *f = data;

  g_main_context_iteration (NULL, FALSE);
  return g_strcmp0 (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (f->window)), NULL), f->text) == 0;
}

/* Waits until the reference is @text (10 s at most), compared up to its
 * first NUL, and asserts it. */
void
wait_reference (UriscopeWindow *window,
                const char     *text)
{
  ReferenceIs f = { window, text };
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!reference_is (&f) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, text);
}

/* A wait_until() test: the history (GSettings) starts with the strings of
 * @data, a NULL-terminated list. */
gboolean
history_starts_with (gpointer data)
{
  const char *const *want = data;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  g_auto(GStrv) history = g_settings_get_strv (settings, "history");

  g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; want[i] != NULL; i++)
    if (g_strcmp0 (history[i], want[i]) != 0)
      return FALSE;
  return TRUE;
}
