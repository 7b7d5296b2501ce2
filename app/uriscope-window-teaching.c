/* uriscope-window-teaching.c — the window's parts for a class
 *
 * Every example of the RFCs' resolution tables in the menu (with its spec
 * and base: win.rfc-example), the selected node's rule drawn on the
 * Breakdown page (the rule panel), the field following the step a class
 * is at on the Resolution page, and the Practice page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-exercises.h"
#include "uriscope-width-bin.h"
#include "uriscope-practice-page.h"
#include "uriscope-rule-panel.h"
#include "uriscope-window-private.h"

/* The selected rule drawn, when the grammar defines it; with no node
 * selected ("Select a node…"), none. */
static void
rule_selected_cb (UriscopeBreakdownPage *page,
                  UriscopeWindow        *self)
{
  UsRule rule = uriscope_breakdown_page_get_selected_rule (page);

  if (gtk_single_selection_get_selected_item (uriscope_breakdown_page_get_selection (page)) == NULL)
    uriscope_breakdown_page_set_rule_panel (page, NULL);
  else if (rule != US_RULE_NONE && !us_rule_is_prose (rule) && us_rule_abnf (rule) != NULL)
    {
      uriscope_rule_panel_set_rule (URISCOPE_RULE_PANEL (self->rule_panel), rule);
      if (gtk_widget_get_parent (self->rule_panel) == NULL)
        uriscope_breakdown_page_set_rule_panel (page, self->rule_panel);
    }
  /* A rule in prose only ("label", which the details say), and the URL
   * Standard's, which has no grammar, have no diagram: the panel goes
   * (it kept the rule before, "host" under the details of "label"). */
  else if (rule != US_RULE_NONE)
    uriscope_breakdown_page_set_rule_panel (page, NULL);
}

/* Stepping through a resolution, the field shows what the step reads. */
static void
step_changed_cb (UriscopeResolutionSteps *steps,
                 guint                    index,
                 UriscopeWindow          *self)
{
  gsize start = 0, end = 0;

  if (!uriscope_resolution_steps_get_current_span (steps, &start, &end))
    start = end = 0;
  uriscope_reference_field_highlight (self->field, start, end);
}

void
uriscope_window_init_teaching (UriscopeWindow *self)
{
  static const struct {
    UsSpec spec;
    const char *table;
  } tables[] = {
    { US_SPEC_RFC3986, N_("RFC 3986 §5.4") },
    { US_SPEC_RFC2396, N_("RFC 2396 Appendix C") },
    { US_SPEC_RFC1808, N_("RFC 1808 §5") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(GMenuModel) menu = uriscope_exercises_build_menu (tables[i].spec);

      g_menu_append_submenu (self->rfc_examples_menu, _(tables[i].table), menu);
    }

  self->rule_panel = g_object_ref_sink (uriscope_rule_panel_new ());
  g_signal_connect (self->breakdown, "selection-changed", G_CALLBACK (rule_selected_cb), self);
  g_signal_connect (uriscope_resolution_page_get_steps (self->resolution), "step-changed",
                    G_CALLBACK (step_changed_cb), self);
  self->practice = uriscope_practice_page_new (self->settings);
  gtk_stack_add_titled (self->pages, uriscope_width_bin_new (self->practice), "practice", _("Practice"));
}
