/* uriscope-practice-steps.c — the steps of an exercise, as a list
 *
 * The list the practice page reveals: for a resolution, the steps of the
 * core's trace (the RFC's step id as a badge, what the step did in the
 * RFC's words, the components after it) with the buffer table of RFC 3986
 * §5.2.4 under its step, the step or row where a wrong answer went another
 * way marked; for a breakdown question, the rules of the parse tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-practice-page.h"

/* A row of the list of steps: a badge, what was done, details. */
static void
add_step_row (GtkListBox           *steps,
              const char           *badge,
              const char           *words,
              const char           *details,
              gboolean              indent,
              gboolean              marked)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *id = gtk_label_new (badge);
  GtkWidget *label = gtk_label_new (words);
  g_autofree char *accessible = NULL;

  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_set_margin_start (row, indent ? 36 : 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_valign (id, GTK_ALIGN_START);
  gtk_widget_set_size_request (id, 56, -1);
  gtk_widget_add_css_class (id, "caption-heading");
  gtk_widget_add_css_class (id, marked ? "error" : "accent");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (texts), label);
  if (details != NULL)
    {
      GtkWidget *more = gtk_label_new (details);

      gtk_label_set_xalign (GTK_LABEL (more), 0);
      gtk_label_set_wrap (GTK_LABEL (more), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (more), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_selectable (GTK_LABEL (more), TRUE);
      gtk_widget_add_css_class (more, "monospace");
      gtk_widget_add_css_class (more, "caption");
      gtk_widget_add_css_class (more, "dim-label");
      gtk_box_append (GTK_BOX (texts), more);
    }
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (row), id);
  gtk_box_append (GTK_BOX (row), texts);
  if (marked)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

      gtk_widget_add_css_class (icon, "error");
      gtk_widget_set_valign (icon, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (row), icon);
    }
  gtk_list_box_append (steps, row);
  /* TRANSLATORS: how a screen reader names a step: the step's id (or a rule's
   * name), then what was done */
  accessible = g_strdup_printf (marked ? _("%s (your answer went another way here): %s") : _("%s: %s"), badge, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (row)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  if (marked)
    gtk_widget_add_css_class (gtk_widget_get_parent (row), "error");
}

static char *
format_parts (const UsStep *step)
{
  GString *out = g_string_new (NULL);

  for (UsPart p = 0; p < US_PART_COUNT; p++)
    {
      if (step->parts[p] == NULL)
        continue;
      if (out->len > 0)
        g_string_append (out, "  ");
      g_string_append_printf (out, "%s: %s", uriscope_part_title (p), step->parts[p]);
    }
  return g_string_free (out, FALSE);
}

/**
 * uriscope_practice_steps_fill_resolution:
 * @divergence: (nullable): the step or row to mark
 *
 * Appends the steps of @resolution to @steps: for each its id as a badge,
 * what it did, the components after it; under the step of RFC 3986 §5.2.4,
 * the rows of its buffer table.
 */
void
uriscope_practice_steps_fill_resolution (GtkListBox               *steps,
                                         const UsResolution       *resolution,
                                         const UriscopeDivergence *divergence)
{
  for (guint i = 0; i < us_resolution_get_n_steps (resolution); i++)
    {
      const UsStep *step = us_resolution_get_step (resolution, i);
      g_autofree char *parts = format_parts (step);

      add_step_row (steps, step->id, us_branch_describe (step->branch), parts, FALSE,
                    divergence != NULL && divergence->step == i && divergence->row == G_MAXUINT);
      if (step->branch != US_BRANCH_REMOVE_DOT_SEGMENTS)
        continue;
      for (guint r = 0; r < us_resolution_get_n_rows (resolution); r++)
        {
          const UsBufferRow *row = us_resolution_get_row (resolution, r);
          const char *words = uriscope_buffer_rule_describe (row->id);
          /* TRANSLATORS: the two buffers of RFC 3986 §5.2.4 after a rule */
          g_autofree char *buffers = g_strdup_printf (_("output: “%s”  input: “%s”"), row->output,
                                                      row->input != NULL ? row->input : "");

          add_step_row (steps, row->id, words != NULL ? words : "", buffers, TRUE,
                        divergence != NULL && divergence->step == i && divergence->row == r);
        }
    }
}

/**
 * uriscope_practice_steps_fill_tree:
 *
 * Appends to @steps, for a breakdown question, the rules of the parse tree
 * from the root down to the highlighted character, or the nodes of the
 * authority: each rule's section, name, text and bytes.
 */
void
uriscope_practice_steps_fill_tree (GtkListBox             *steps,
                                   const UriscopeExercise *ex)
{
  g_autoptr(UsResult) result = us_parse (ex->reference, strlen (ex->reference), ex->spec, US_PARSE_DEFAULT, NULL);
  g_autoptr(GArray) chain = g_array_new (FALSE, FALSE, sizeof (guint));

  if (result == NULL)
    return;
  if (ex->kind == URISCOPE_EXERCISE_RULE)
    for (guint n = us_result_node_at (result, ex->offset); n != US_NO_NODE; n = us_result_get_node (result, n)->parent)
      g_array_prepend_val (chain, n);
  else
    {
      gsize start = 0, end = 0;

      if (us_result_get_component (result, US_COMPONENT_AUTHORITY, &start, &end))
        for (guint n = 0; n < us_result_get_n_nodes (result); n++)
          {
            const UsNode *node = us_result_get_node (result, n);

            if (node->start >= start && node->end <= end)
              g_array_append_val (chain, n);
          }
    }
  for (guint i = 0; i < chain->len; i++)
    {
      const UsNode *node = us_result_get_node (result, g_array_index (chain, guint, i));
      g_autofree char *text = g_strndup (ex->reference + node->start, node->end - node->start);
      /* TRANSLATORS: a node of the parse tree: its text, then its byte offsets */
      g_autofree char *span = g_strdup_printf (_("“%s”, bytes %zu to %zu"), text, node->start, node->end);

      add_step_row (steps, us_rule_section (node->rule) != NULL ? us_rule_section (node->rule) : "",
                    us_rule_name (node->rule), span, FALSE, FALSE);
    }
}
