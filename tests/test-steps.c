/* test-steps.c — the resolution steps and the normalization ladder, stepped
 * through as a teacher would, under Xvfb
 *
 * The current step and the RFC lines highlighted for it follow Previous
 * and Next; RFC 3986's buffer rows are revealed one at a time and what
 * moved in each is marked; a component a step changed is emphasised; the
 * note on ".." above the root comes with RFC 2396 and RFC 1808; under the
 * WHATWG URL Standard the badges are states; every branch a resolver can
 * take finds its lines in the RFC text. Screenshots of "../g" mid-way and
 * of the ladder are written to the build directory (look at them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "uriscope-normalization-ladder.h"
#include "uriscope-resolution-steps.h"
#include "uriscope-rfc-lines.h"
#include "window-common.h"
#include "uriscope-buffer-table-private.h"
#include "uriscope-normalization-ladder-private.h"
#include "uriscope-resolution-steps-private.h"

#define BASE "http://a/b/c/d;p?q"

static UsResolution *
resolve (UsSpec      spec,
         const char *base,
         const char *reference)
{
  UsResolution *res = us_resolve (spec, base, base != NULL ? strlen (base) : 0, reference, strlen (reference),
                                  US_RESOLVE_TRACE, NULL);

  g_assert_nonnull (res);
  return res;
}

static UriscopeResolutionSteps *
steps_for (UsSpec      spec,
           const char *base,
           const char *reference)
{
  UriscopeResolutionSteps *steps = URISCOPE_RESOLUTION_STEPS (uriscope_resolution_steps_new ());
  g_autoptr(UsResolution) res = resolve (spec, base, reference);

  uriscope_resolution_steps_set_resolution (steps, res);
  return steps;
}

static void
step_changed_cb (UriscopeResolutionSteps *steps,
                 guint                    index,
                 guint                   *last)
{
  *last = index;
}

/* Goes to the first position with id @id. */
static guint
find_step (UriscopeResolutionSteps *steps,
           const char              *id)
{
  for (guint i = 0; i < uriscope_resolution_steps_get_n_steps (steps); i++)
    {
      uriscope_resolution_steps_set_current (steps, i);
      if (g_strcmp0 (uriscope_resolution_steps_get_current_id (steps), id) == 0)
        return i;
    }
  g_assert_not_reached ();
}

static void
test_rfc3986_dotdot (void)
{
  UriscopeResolutionSteps *steps = steps_for (US_SPEC_RFC3986, BASE, "../g");
  GtkWindow *window = window_with (GTK_WIDGET (steps), 1280, 860);
  UriscopeBufferTable *table = uriscope_resolution_steps_get_buffer_table (steps);
  guint last = G_MAXUINT, merge, dots, n_rows;
  g_autofree char *lines = NULL;
  gboolean removed;

  g_signal_connect (steps, "step-changed", G_CALLBACK (step_changed_cb), &last);
  /* 7 steps and 5 buffer rows */
  n_rows = uriscope_buffer_table_get_n_rows (table);
  g_assert_cmpuint (n_rows, ==, 5);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_steps (steps), ==, 7 + n_rows);
  /* The answer waits for the last step unless it is revealed. */
  g_assert_false (uriscope_resolution_steps_get_show_all (steps));

  /* the first step alone */
  g_assert_cmpuint (uriscope_resolution_steps_get_current (steps), ==, 0);
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.2.1");
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL));
  g_assert_cmpuint (last, ==, 1);
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.2.2");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "= parse(R);"));
  g_clear_pointer (&lines, g_free);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 2);

  /* the merge */
  merge = find_step (steps, "5.2.3");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "T.path = merge(Base.path, R.path);"));
  g_assert_nonnull (strstr (lines, "return a string consisting of the reference's path component"));
  g_clear_pointer (&lines, g_free);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, merge + 1);
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, 0);
  /* the relative-path step emphasises the path and the query (from the base's) */
  g_assert_cmpuint (uriscope_resolution_steps_get_row_changed (steps, merge - 1), ==,
                    (1u << US_PART_PATH) | (1u << US_PART_QUERY));
  g_assert_cmpuint (uriscope_resolution_steps_get_row_changed (steps, merge), ==, 1u << US_PART_PATH);

  /* remove_dot_segments, then its buffer rows one by one */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL));
  dots = uriscope_resolution_steps_get_current (steps);
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.2.4");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "T.path = remove_dot_segments(T.path);"));
  g_clear_pointer (&lines, g_free);
  g_assert_cmpint (uriscope_resolution_steps_get_current_buffer_row (steps), ==, -1);
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, 0);
  for (guint b = 0; b < n_rows; b++)
    {
      gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL);
      g_assert_cmpint (uriscope_resolution_steps_get_current_buffer_row (steps), ==, (int) b);
      g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, b + 1);
      g_assert_cmpint (uriscope_buffer_table_get_current (table), ==, (int) b);
      g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.2.4");
    }
  /* 1, 2E, 2E, 2C, 2E: /b and /c appended, /c removed, /g appended */
  g_assert_cmpstr (uriscope_buffer_table_get_rule (table, 3), ==, "2C");
  g_assert_cmpstr (uriscope_buffer_table_get_moved (table, 3, &removed), ==, "/c");
  g_assert_true (removed);
  g_assert_cmpstr (uriscope_buffer_table_get_moved (table, 1, &removed), ==, "/b");
  g_assert_false (removed);
  g_assert_cmpstr (uriscope_buffer_table_get_moved (table, 4, &removed), ==, "/g");
  g_assert_null (uriscope_buffer_table_get_moved (table, 0, NULL));
  g_assert_null (uriscope_buffer_table_get_note (table));

  /* back into the rows: the 2C row and its rule */
  gtk_widget_activate_action (GTK_WIDGET (steps), "steps.previous", NULL);
  g_assert_cmpint (uriscope_resolution_steps_get_current_buffer_row (steps), ==, 3);
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, 4);
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "C.  if the input buffer begins with a prefix of \"/../\" or \"/..\","));
  g_assert_null (strstr (lines, "T.path = merge"));
  g_clear_pointer (&lines, g_free);
  gtk_window_set_default_size (window, 1280, 860);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-steps-dotdot.png");

  /* on to the end: the fragment step, then the recomposition */
  gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL);
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.2.2");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_cmpstr (lines, ==, "   T.fragment = R.fragment;");
  g_clear_pointer (&lines, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.last", NULL));
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.3");
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 7);
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL) &&
                  uriscope_resolution_steps_get_current (steps) != uriscope_resolution_steps_get_n_steps (steps) - 1);
  gtk_widget_activate_action (GTK_WIDGET (steps), "steps.first", NULL);
  g_assert_cmpuint (uriscope_resolution_steps_get_current (steps), ==, 0);
  g_assert_cmpuint (last, ==, 0);
  (void) dots;

  /* show all */
  uriscope_resolution_steps_set_show_all (steps, TRUE);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 7);
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, n_rows);
  gtk_window_destroy (window);
}

static void
test_rfc3986_query (void)
{
  UriscopeResolutionSteps *steps = steps_for (US_SPEC_RFC3986, BASE, "g?y");
  GtkWindow *window = window_with (GTK_WIDGET (steps), 1000, 700);
  g_autofree char *lines = NULL;

  g_assert_cmpstr (uriscope_resolution_steps_get_row_badge (steps, 2), ==, "5.2.2");
  g_assert_cmpuint (uriscope_resolution_steps_get_row_changed (steps, 2), ==,
                    (1u << US_PART_PATH) | (1u << US_PART_QUERY));
  uriscope_resolution_steps_set_current (steps, 2);
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "T.path = merge(Base.path, R.path);"));
  g_assert_nonnull (strstr (lines, "T.query = R.query;"));
  g_assert_null (strstr (lines, "T.query = Base.query;"));
  gtk_window_destroy (window);

  /* an empty reference keeps the base's query */
  steps = steps_for (US_SPEC_RFC3986, BASE, "");
  window = window_with (GTK_WIDGET (steps), 1000, 700);
  uriscope_resolution_steps_set_current (steps, 2);
  g_clear_pointer (&lines, g_free);
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "T.query = Base.query;"));
  gtk_window_destroy (window);
}

static void
test_rfc2396_above_root (void)
{
  UriscopeResolutionSteps *steps = steps_for (US_SPEC_RFC2396, BASE, "../../../g");
  GtkWindow *window = window_with (GTK_WIDGET (steps), 1000, 700);
  UriscopeBufferTable *table = uriscope_resolution_steps_get_buffer_table (steps);
  g_autofree char *lines = NULL;
  guint g;

  g_assert_nonnull (uriscope_buffer_table_get_note (table));
  g_assert_nonnull (strstr (uriscope_buffer_table_get_note (table), "6g"));
  /* the buffer's rows are steps 6a–6h */
  g_assert_cmpuint (uriscope_buffer_table_get_n_rows (table), ==, 8);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_steps (steps), ==, 14);
  uriscope_resolution_steps_set_show_all (steps, FALSE);
  g = find_step (steps, "6g");
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, 7);
  g_assert_cmpstr (uriscope_buffer_table_get_rule (table, 6), ==, "6g");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "g) If the resulting buffer string still begins"));
  g_clear_pointer (&lines, g_free);
  /* 6e took "b/c/../../" out */
  g_assert_cmpstr (uriscope_buffer_table_get_moved (table, 4, NULL), ==, "b/c/../../");
  /* 6c found no "./": said so, not as if it acted; 6e's does not say it */
  find_step (steps, "6c");
  wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (find_widget (GTK_WIDGET (steps), label_contains,
                                 "Every “./” that is a complete segment is removed. None here: the path is unchanged."));
  find_step (steps, "6e");
  wait_frame (GTK_WIDGET (window));
  g_assert_null (find_widget (GTK_WIDGET (steps), label_contains, "“..”) is removed, leftmost first, until none is left. None"));
  g = find_step (steps, "6g");
  uriscope_resolution_steps_set_current (steps, g - 7);
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "4");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "4) If the authority component is defined"));
  gtk_window_destroy (window);

  /* RFC 3986 drops it, and says so */
  steps = steps_for (US_SPEC_RFC3986, BASE, "../../../g");
  window = window_with (GTK_WIDGET (steps), 1000, 700);
  g_assert_nonnull (uriscope_buffer_table_get_note (uriscope_resolution_steps_get_buffer_table (steps)));
  g_assert_nonnull (strstr (uriscope_buffer_table_get_note (uriscope_resolution_steps_get_buffer_table (steps)),
                            "5.4.2"));
  gtk_window_destroy (window);
}

static void
test_rfc1808 (void)
{
  UriscopeResolutionSteps *steps = steps_for (US_SPEC_RFC1808, BASE, "../g;x?y");
  GtkWindow *window = window_with (GTK_WIDGET (steps), 1000, 700);
  UriscopeBufferTable *table = uriscope_resolution_steps_get_buffer_table (steps);
  g_autofree char *lines = NULL;

  find_step (steps, "6c");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "c) All occurrences of \"<segment>/../\""));
  g_assert_cmpstr (uriscope_buffer_table_get_moved (table, 3, NULL), ==, "c/../");
  g_assert_null (uriscope_buffer_table_get_note (table));
  find_step (steps, "2c");
  g_clear_pointer (&lines, g_free);
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "c) Otherwise, the embedded URL inherits the scheme of"));
  g_assert_cmpuint (uriscope_resolution_steps_get_row_changed (steps, 2), ==, 1u << US_PART_SCHEME);
  gtk_window_destroy (window);

  steps = steps_for (US_SPEC_RFC1808, BASE, "../../../g");
  window = window_with (GTK_WIDGET (steps), 1000, 700);
  g_assert_nonnull (uriscope_buffer_table_get_note (uriscope_resolution_steps_get_buffer_table (steps)));
  gtk_window_destroy (window);
}

static void
test_whatwg (void)
{
  UriscopeResolutionSteps *steps = steps_for (US_SPEC_WHATWG, NULL, "http://EXAMPLE.com/a");
  GtkWindow *window = window_with (GTK_WIDGET (steps), 1000, 700);
  guint n = uriscope_resolution_steps_get_n_steps (steps);
  gboolean host_changed = FALSE;

  g_assert_cmpuint (n, >, 4);
  g_assert_cmpstr (uriscope_resolution_steps_get_row_badge (steps, 0), ==, "scheme start state");
  g_assert_cmpstr (uriscope_resolution_steps_get_row_badge (steps, 1), ==, "scheme state");
  for (guint i = 0; i < n; i++)
    if (g_str_equal (uriscope_resolution_steps_get_row_badge (steps, i), "host state"))
      host_changed = (uriscope_resolution_steps_get_row_changed (steps, i) & (1u << US_RECORD_HOST)) != 0;
  g_assert_true (host_changed);
  uriscope_resolution_steps_set_show_all (steps, FALSE);
  uriscope_resolution_steps_set_current (steps, 1);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 2);
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "scheme state");
  g_assert_null (uriscope_buffer_table_get_note (uriscope_resolution_steps_get_buffer_table (steps)));
  uriscope_resolution_steps_set_show_all (steps, TRUE);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, n);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-steps-whatwg.png");

  /* none */
  uriscope_resolution_steps_set_resolution (steps, NULL);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_steps (steps), ==, 0);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 0);
  gtk_window_destroy (window);
}

/* Every branch a resolver takes finds lines in its RFC's text. */
static void
test_rfc_lines (void)
{
  static const struct { UsSpec spec; UsBranch branches[24]; } reachable[] = {
    { US_SPEC_RFC3986, { US_BRANCH_PARSE_BASE, US_BRANCH_PARSE_REFERENCE, US_BRANCH_COMPAT_SCHEME,
                         US_BRANCH_STRICT_SCHEME, US_BRANCH_REF_SCHEME, US_BRANCH_REF_AUTHORITY,
                         US_BRANCH_EMPTY_PATH_REF_QUERY, US_BRANCH_EMPTY_PATH_BASE_QUERY, US_BRANCH_ABSOLUTE_PATH,
                         US_BRANCH_RELATIVE_PATH, US_BRANCH_MERGE_EMPTY_BASE_PATH, US_BRANCH_MERGE_LAST_SEGMENT,
                         US_BRANCH_REMOVE_DOT_SEGMENTS, US_BRANCH_FRAGMENT, US_BRANCH_RECOMPOSE,
                         US_BRANCH_NOT_RESOLVABLE, (UsBranch) -1 } },
    { US_SPEC_RFC2396, { US_BRANCH_PARSE_BASE, US_BRANCH_PARSE_REFERENCE, US_BRANCH_CURRENT_DOCUMENT,
                         US_BRANCH_NOT_CURRENT_DOCUMENT, US_BRANCH_COMPAT_SCHEME, US_BRANCH_STRICT_SCHEME,
                         US_BRANCH_REF_SCHEME, US_BRANCH_INHERIT_SCHEME, US_BRANCH_REF_AUTHORITY,
                         US_BRANCH_INHERIT_AUTHORITY, US_BRANCH_ABSOLUTE_PATH, US_BRANCH_BUFFER_BASE,
                         US_BRANCH_BUFFER_APPEND, US_BRANCH_REMOVE_DOT_SLASH, US_BRANCH_REMOVE_TRAILING_DOT,
                         US_BRANCH_REMOVE_DOTDOT, US_BRANCH_REMOVE_TRAILING_DOTDOT, US_BRANCH_LEADING_DOTDOT,
                         US_BRANCH_NO_LEADING_DOTDOT, US_BRANCH_NEW_PATH, US_BRANCH_RECOMPOSE,
                         US_BRANCH_NOT_RESOLVABLE, (UsBranch) -1 } },
    { US_SPEC_RFC1808, { US_BRANCH_PARSE_BASE, US_BRANCH_PARSE_REFERENCE, US_BRANCH_EMPTY_REFERENCE,
                         US_BRANCH_REF_SCHEME, US_BRANCH_INHERIT_SCHEME, US_BRANCH_REF_AUTHORITY,
                         US_BRANCH_INHERIT_AUTHORITY, US_BRANCH_ABSOLUTE_PATH, US_BRANCH_INHERIT_PATH,
                         US_BRANCH_INHERIT_PARAMS, US_BRANCH_KEEP_PARAMS, US_BRANCH_INHERIT_QUERY,
                         US_BRANCH_KEEP_QUERY, US_BRANCH_BUFFER_APPEND, US_BRANCH_REMOVE_DOT_SLASH,
                         US_BRANCH_REMOVE_TRAILING_DOT, US_BRANCH_REMOVE_DOTDOT, US_BRANCH_REMOVE_TRAILING_DOTDOT,
                         US_BRANCH_RECOMPOSE, US_BRANCH_NOT_RESOLVABLE, (UsBranch) -1 } },
  };
  static const char *const rules[] = { "1", "2A", "2B", "2C", "2D", "2E" };
  static const UsBranch paths[] = { US_BRANCH_REF_SCHEME, US_BRANCH_REF_AUTHORITY, US_BRANCH_ABSOLUTE_PATH,
                                    US_BRANCH_RELATIVE_PATH };

  for (guint s = 0; s < G_N_ELEMENTS (reachable); s++)
    for (guint b = 0; reachable[s].branches[b] != (UsBranch) -1; b++)
      {
        UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
        guint n = uriscope_rfc_lines_for_step (reachable[s].spec, reachable[s].branches[b], US_BRANCH_RELATIVE_PATH,
                                               lines);

        if (n == 0)
          g_error ("%s: no lines for %s", us_spec_title (reachable[s].spec), us_branch_name (reachable[s].branches[b]));
        for (guint r = 0; r < n; r++)
          {
            const char *text = uriscope_rfc_lines_get_text (reachable[s].spec, lines[r].section);
            g_auto(GStrv) split = g_strsplit (text, "\n", -1);

            g_assert_cmpuint (lines[r].first, <=, lines[r].last);
            g_assert_cmpuint (lines[r].last, <, g_strv_length (split));
            /* short ranges: a table entry never runs away to the end */
            g_assert_cmpuint (lines[r].last - lines[r].first, <, 30);
          }
      }
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autofree char *text = uriscope_rfc_lines_dup_rule_text (US_SPEC_RFC3986, rules[r]);

      g_assert_nonnull (text);
    }
  /* the call of remove_dot_segments that ran, for each branch that chose the path */
  for (guint p = 0; p < G_N_ELEMENTS (paths); p++)
    {
      UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
      guint n = uriscope_rfc_lines_for_step (US_SPEC_RFC3986, US_BRANCH_REMOVE_DOT_SEGMENTS, paths[p], lines);
      g_autofree char *text = uriscope_rfc_lines_dup_text (US_SPEC_RFC3986, lines, n);

      g_assert_cmpuint (n, ==, 2);
      g_assert_nonnull (strstr (text, "remove_dot_segments("));
    }
  /* A relative path's step: its key range, the one kept in view when the
   * ranges do not all fit, is the merge (the last range copies the
   * base's authority and scheme, and was the one shown at 150 %). */
  {
    UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
    guint n = uriscope_rfc_lines_for_step (US_SPEC_RFC3986, US_BRANCH_RELATIVE_PATH, US_BRANCH_RELATIVE_PATH, lines);
    guint keys = 0;

    g_assert_cmpuint (n, >, 2);
    for (guint r = 0; r < n; r++)
      if (lines[r].key)
        {
          g_autofree char *text = uriscope_rfc_lines_dup_text (US_SPEC_RFC3986, &lines[r], 1);

          keys++;
          g_assert_nonnull (strstr (text, "merge(Base.path, R.path)"));
        }
    g_assert_cmpuint (keys, ==, 1);
  }
}

/* At 1024×768, stepping forward keeps the current step, buffer row and
 * first line highlighted in view; the 5.2.4 row does not give the path
 * away before the last buffer row; the recomposition's lines are shown. */
static void
test_follow (void)
{
  UriscopeResolutionSteps *steps = steps_for (US_SPEC_RFC3986, BASE, "a/./b/../c/../../g/h/./i/../j/k/l/m/n/../o/p");
  GtkWindow *window = window_with (GTK_WIDGET (steps), 1024, 768);
  UriscopeBufferTable *table = uriscope_resolution_steps_get_buffer_table (steps);
  guint n_rows = uriscope_buffer_table_get_n_rows (table), dots = 0, n = uriscope_resolution_steps_get_n_steps (steps);
  const char *final, *input;
  gsize final_len, input_len;
  gboolean cut;
  g_autofree char *lines = NULL;

  g_assert_cmpuint (n_rows, >, 10);
  uriscope_buffer_table_get_buffers (table, n_rows - 1, &final, &final_len, &cut, &input, &input_len, &cut);
  while (g_strcmp0 (uriscope_resolution_steps_get_row_badge (steps, dots), "5.2.4") != 0)
    dots++;
  uriscope_resolution_steps_set_show_all (steps, FALSE);
  for (guint i = 1; i < n; i++)
    {
      int b;
      const char *path;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL));
      wait_frame (GTK_WIDGET (window));
      if (!uriscope_resolution_steps_current_in_view (steps))
        g_error ("position %u (%s, buffer row %d) is not in view", i, uriscope_resolution_steps_get_current_id (steps),
                 uriscope_resolution_steps_get_current_buffer_row (steps));
      b = uriscope_resolution_steps_get_current_buffer_row (steps);
      path = uriscope_resolution_steps_get_row_path (steps, dots);
      if (g_strcmp0 (uriscope_resolution_steps_get_current_id (steps), "5.2.4") != 0)
        continue;
      g_assert_nonnull (path);
      if (b < 0 || (guint) b + 1 < n_rows)
        g_assert_cmpstr (path, !=, final);
      else
        g_assert_cmpstr (path, ==, final);
    }
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.3");
  lines = uriscope_resolution_steps_dup_highlighted (steps);
  g_assert_nonnull (strstr (lines, "result = \"\""));
  g_assert_nonnull (strstr (lines, "return result;"));
  gtk_window_destroy (window);

  /* RFC 2396 and RFC 1808: step 7 */
  for (guint s = 0; s < 2; s++)
    {
      steps = steps_for (s == 0 ? US_SPEC_RFC2396 : US_SPEC_RFC1808, BASE, "../g");
      window = window_with (GTK_WIDGET (steps), 1024, 768);
      gtk_widget_activate_action (GTK_WIDGET (steps), "steps.last", NULL);
      wait_frame (GTK_WIDGET (window));
      g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "7");
      g_clear_pointer (&lines, g_free);
      lines = uriscope_resolution_steps_dup_highlighted (steps);
      g_assert_nonnull (strstr (lines, s == 0 ? "7) The resulting URI components" : "Step 7: The resulting URL components"));
      g_assert_true (uriscope_resolution_steps_current_in_view (steps));
      gtk_window_destroy (window);
    }
}

/* A table of 254 rows holds a window of them, and says so. */
static void
test_window (void)
{
  g_autofree char *ref = NULL;
  g_autofree char *expected = NULL;
  guint n_rows;
  GString *segments = g_string_new (NULL);
  UriscopeResolutionSteps *steps;
  UriscopeBufferTable *table;
  GtkWindow *window;

  for (guint i = 0; i < 250; i++)
    g_string_append (segments, "s/");
  ref = g_string_free (segments, FALSE);
  steps = steps_for (US_SPEC_RFC3986, BASE, ref);
  table = uriscope_resolution_steps_get_buffer_table (steps);
  window = window_with (GTK_WIDGET (steps), 1024, 768);
  n_rows = uriscope_buffer_table_get_n_rows (table);
  g_assert_cmpuint (n_rows, >, 250);
  /* the answer hidden: no row revealed before its step; revealed, all */
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, 0);
  uriscope_resolution_steps_set_show_all (steps, TRUE);
  g_assert_cmpuint (uriscope_buffer_table_get_n_revealed (table), ==, n_rows);
  g_assert_cmpuint (uriscope_buffer_table_get_n_shown (table), <=, 24);
  expected = g_strdup_printf ("1–24 of %u", n_rows);
  g_assert_nonnull (strstr (uriscope_buffer_table_get_window_text (table), expected));
  /* stepping: the rows up to the current */
  uriscope_resolution_steps_set_show_all (steps, FALSE);
  find_step (steps, "5.2.4");
  uriscope_resolution_steps_set_current (steps, uriscope_resolution_steps_get_current (steps) + 100);
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (uriscope_buffer_table_get_current (table), ==, 99);
  g_assert_cmpuint (uriscope_buffer_table_get_n_shown (table), <=, 24);
  g_free (expected);
  expected = g_strdup_printf ("–100 of %u", n_rows);
  g_assert_nonnull (strstr (uriscope_buffer_table_get_window_text (table), expected));
  g_assert_true (uriscope_resolution_steps_current_in_view (steps));
  gtk_window_destroy (window);
}

/* A thousand steps and long buffers stay quick. */
static void
test_long (void)
{
  GString *ref = g_string_new (NULL);
  UriscopeResolutionSteps *steps;
  GtkWindow *window;
  gint64 start;

  for (guint i = 0; i < 3000; i++)
    g_string_append (ref, "a/../");
  {
    g_autofree char *long_segment = g_strnfill (200000, 'x');

    g_string_append (ref, long_segment);
  }
  start = g_get_monotonic_time ();
  steps = steps_for (US_SPEC_RFC3986, BASE, ref->str);
  window = window_with (GTK_WIDGET (steps), 1000, 700);
  uriscope_resolution_steps_set_show_all (steps, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (steps), "steps.last", NULL);
  wait_frame (GTK_WIDGET (window));
  uriscope_resolution_steps_set_show_all (steps, TRUE);
  wait_frame (GTK_WIDGET (window));
  g_test_message ("long: %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpuint (uriscope_buffer_table_get_n_rows (uriscope_resolution_steps_get_buffer_table (steps)), ==, 1000);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
  gtk_window_destroy (window);
  g_string_free (ref, TRUE);
}

static void
test_ladder (void)
{
  UriscopeNormalizationLadder *ladder = URISCOPE_NORMALIZATION_LADDER (uriscope_normalization_ladder_new ());
  const char *input = "HTTP://www.Example.com:80/%7Euser/a/./b";
  g_autoptr(UsNormalization) n = us_normalize (input, strlen (input), NULL);
  GtkWindow *window;
  g_autofree char *marked = NULL;

  uriscope_normalization_ladder_set_normalization (ladder, n);
  window = window_with (GTK_WIDGET (ladder), 1100, 860);
  g_assert_cmpuint (uriscope_normalization_ladder_get_n_steps (ladder), ==, 4);
  uriscope_normalization_ladder_set_show_all (ladder, FALSE);
  g_assert_cmpuint (uriscope_normalization_ladder_get_n_visible_rows (ladder), ==, 1);

  marked = uriscope_normalization_ladder_dup_marked (ladder, 0);
  g_assert_cmpstr (marked, ==, "+http|+e");
  g_assert_cmpstr (uriscope_normalization_ladder_get_shown_text (ladder, 0), ==,
                   "http://www.example.com:80/%7Euser/a/./b");
  g_clear_pointer (&marked, g_free);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ladder), "ladder.next", NULL));
  g_assert_cmpuint (uriscope_normalization_ladder_get_current (ladder), ==, 1);
  g_assert_cmpuint (uriscope_normalization_ladder_get_n_visible_rows (ladder), ==, 2);
  marked = uriscope_normalization_ladder_dup_marked (ladder, 1);
  g_assert_cmpstr (marked, ==, "+~");
  g_clear_pointer (&marked, g_free);

  gtk_widget_activate_action (GTK_WIDGET (ladder), "ladder.next", NULL);
  marked = uriscope_normalization_ladder_dup_marked (ladder, 2);
  g_assert_cmpstr (marked, ==, "-./");
  g_assert_cmpstr (uriscope_normalization_ladder_get_shown_text (ladder, 2), ==,
                   "http://www.example.com:80/~user/a/./b");
  g_clear_pointer (&marked, g_free);

  gtk_widget_activate_action (GTK_WIDGET (ladder), "ladder.next", NULL);
  g_assert_cmpuint (uriscope_normalization_ladder_get_n_visible_rows (ladder), ==, 4);
  gtk_window_set_default_size (window, 1024, 400);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (uriscope_normalization_ladder_current_in_view (ladder));
  marked = uriscope_normalization_ladder_dup_marked (ladder, 3);
  g_assert_cmpstr (marked, ==, "-:80");
  g_assert_nonnull (strstr (uriscope_normalization_ladder_get_changes_text (ladder, 3), "80"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (ladder), "ladder.next", NULL) &&
                  uriscope_normalization_ladder_get_current (ladder) != 3);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-ladder.png");

  gtk_widget_activate_action (GTK_WIDGET (ladder), "ladder.previous", NULL);
  g_assert_cmpuint (uriscope_normalization_ladder_get_n_visible_rows (ladder), ==, 3);
  uriscope_normalization_ladder_set_show_all (ladder, TRUE);
  g_assert_cmpuint (uriscope_normalization_ladder_get_n_visible_rows (ladder), ==, 4);
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/steps/rfc-lines", test_rfc_lines);
  g_test_add_func ("/steps/rfc3986-dotdot", test_rfc3986_dotdot);
  g_test_add_func ("/steps/rfc3986-query", test_rfc3986_query);
  g_test_add_func ("/steps/rfc2396-above-root", test_rfc2396_above_root);
  g_test_add_func ("/steps/rfc1808", test_rfc1808);
  g_test_add_func ("/steps/whatwg", test_whatwg);
  g_test_add_func ("/steps/follow", test_follow);
  g_test_add_func ("/steps/window", test_window);
  g_test_add_func ("/steps/long", test_long);
  g_test_add_func ("/steps/ladder", test_ladder);
  return g_test_run ();
}
