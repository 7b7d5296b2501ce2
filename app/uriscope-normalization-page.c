/* uriscope-normalization-page.c — the normalized reference and its ladder
 *
 * The reference normalized (RFC 3986 §6.2.2 and §6.2.3; an IRI as the
 * URI it maps to, its mappings shown first), and the ladder of rungs
 * that took it there (UriscopeNormalizationLadder: one at a time for a
 * class, or all at once).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-normalization-page.h"
#include "uriscope-text.h"
#include "uriscope-normalization-page-private.h"

/* Characters of a line shown; the rest is counted
 * (uriscope_text_quote_excerpt), the copy button copies all of it. */
#define PAGE_LINE_MAX URISCOPE_TEXT_EXCERPT_CHARS

struct _UriscopeNormalizationPage {
  GtkBox parent_instance;

  GtkLabel *normalized;
  GtkLabel *mappings;
  UriscopeNormalizationLadder *ladder;

  UsNormalization *normalization;
};

G_DEFINE_FINAL_TYPE (UriscopeNormalizationPage, uriscope_normalization_page, GTK_TYPE_BOX)

/* While the rungs are revealed one at a time, the normalized reference
 * waits for the last: a class works it out first. */
static void
step_changed_cb (UriscopeNormalizationLadder *ladder,
                 guint                        index,
                 UriscopeNormalizationPage   *self)
{
  guint n = uriscope_normalization_ladder_get_n_steps (ladder);

  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->normalized)),
                          uriscope_normalization_ladder_get_show_all (ladder) || n == 0 || index + 1 >= n);
}

/* Shows the normalization of the analysis's reference read under @spec
 * (under RFC 3987, of the URI the IRI maps to, after the mappings). */
void
uriscope_normalization_page_update (UriscopeNormalizationPage *self,
                                    UsSpec                     spec,
                                    UsAnalysis                *analysis)
{
  g_autofree char *shown = NULL;
  UsNormalization *normalization;
  const char *normal;
  gsize normal_len;

  g_clear_pointer (&self->normalization, us_normalization_unref);
  /* An IRI is normalized as the URI it maps to (§3.1), which the ladder
   * shows and the copy button copies; RFC 3986's rungs would leave its
   * characters alone, and copy the IRI back. Under the other specs, the
   * ladder is RFC 3986's. */
  normalization = us_analysis_get_normalization (analysis, spec == US_SPEC_RFC3987 ? spec : US_SPEC_RFC3986);
  self->normalization = normalization != NULL ? us_normalization_ref (normalization) : NULL;

  uriscope_normalization_ladder_set_normalization (self->ladder, self->normalization);
  gtk_widget_set_visible (GTK_WIDGET (self->mappings), spec == US_SPEC_RFC3987);
  if (self->normalization == NULL)
    return;
  normal = us_normalization_get_normalized (self->normalization, &normal_len);
  shown = uriscope_text_quote_excerpt (normal, normal_len, PAGE_LINE_MAX);
  gtk_label_set_text (self->normalized, shown);
  /* Under RFC 3987, the IRI's mappings first (§3.1 and §3.2), step by
   * step; the ladder after them is RFC 3986's, for the URI. */
  if (spec == US_SPEC_RFC3987)
    {
      g_autofree char *a = us_iri_mapping_format (us_analysis_get_iri_to_uri (analysis), NULL, NULL);
      g_autofree char *b = us_iri_mapping_format (us_analysis_get_uri_to_iri (analysis), NULL, NULL);
      g_autofree char *all = g_strconcat (a, "\n", b, NULL);
      g_autofree char *shown_mappings = uriscope_text_cap_lines (all, PAGE_LINE_MAX);

      gtk_label_set_text (self->mappings, shown_mappings);
    }
}

/* The normalization shown, NULL when there is none. */
UsNormalization *
uriscope_normalization_page_get_normalization (UriscopeNormalizationPage *self)
{
  return self->normalization;
}

UriscopeNormalizationLadder *
uriscope_normalization_page_get_ladder (UriscopeNormalizationPage *self)
{
  return self->ladder;
}

const char *
uriscope_normalization_page_get_mappings_text (UriscopeNormalizationPage *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->mappings)) ? gtk_label_get_text (self->mappings) : NULL;
}

static void
uriscope_normalization_page_dispose (GObject *object)
{
  UriscopeNormalizationPage *self = URISCOPE_NORMALIZATION_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_NORMALIZATION_PAGE);
  g_clear_pointer (&self->normalization, us_normalization_unref);
  G_OBJECT_CLASS (uriscope_normalization_page_parent_class)->dispose (object);
}

static void
uriscope_normalization_page_class_init (UriscopeNormalizationPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_normalization_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-normalization-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationPage, normalized);
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationPage, mappings);
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationPage, ladder);
}

static void
uriscope_normalization_page_init (UriscopeNormalizationPage *self)
{
  g_type_ensure (URISCOPE_TYPE_NORMALIZATION_LADDER);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->ladder, "step-changed", G_CALLBACK (step_changed_cb), self);
}
