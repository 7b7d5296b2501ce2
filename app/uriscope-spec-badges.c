/* uriscope-spec-badges.c — the reference under every spec, as badges
 *
 * One toggle button per spec with a parser, grouped like radio buttons:
 * its label says whether the reference is valid under that spec, or how
 * many errors it has there ("RFC 2396: 2 errors"), so colour is never the
 * only signal. Clicking one emits "spec-activated"; the window switches to
 * that spec. Under the buttons, the first difference between the specs, in
 * the core's words (us_format_difference()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-spec-badges.h"
#include "uriscope-text.h"
#include "uriscope-spec-badges-private.h"

struct _UriscopeSpecBadges {
  GtkBox parent_instance;

  GtkFlowBox *buttons;       /* wraps, so that six badges never widen the window */
  GtkLabel *difference;

  GtkWidget *button[US_SPEC_COUNT];  /* NULL for a spec without a parser */
  UsSpec spec;
  gboolean syncing;
  char *difference_text;
};

G_DEFINE_FINAL_TYPE (UriscopeSpecBadges, uriscope_spec_badges, GTK_TYPE_BOX)

enum {
  SIGNAL_SPEC_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
toggled_cb (GtkToggleButton    *button,
            UriscopeSpecBadges *self)
{
  UsSpec spec = (UsSpec) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "spec"));

  if (self->syncing || !gtk_toggle_button_get_active (button) || spec == self->spec)
    return;
  self->spec = spec;
  g_signal_emit (self, signals[SIGNAL_SPEC_ACTIVATED], 0, (guint) spec);
}

/* Marks @spec's badge as the one the window reads under. */
void
uriscope_spec_badges_set_spec (UriscopeSpecBadges *self,
                               UsSpec              spec)
{
  g_return_if_fail (URISCOPE_IS_SPEC_BADGES (self));

  self->spec = spec;
  self->syncing = TRUE;
  for (guint i = 0; i < US_SPEC_COUNT; i++)
    if (self->button[i] != NULL)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->button[i]), i == spec);
  self->syncing = FALSE;
}

/* The spec's title, short enough for a row of badges: "WHATWG" for the
 * WHATWG URL Standard (its full title is the badge's tooltip). */
static const char *
badge_title (UsSpec spec)
{
  return spec == US_SPEC_WHATWG ? "WHATWG" : us_spec_title (spec);
}

static void
set_badge (GtkWidget      *button,
           const UsResult *result)
{
  guint errors = us_result_count_severity (result, US_SEVERITY_ERROR);
  const char *title = badge_title (us_result_get_spec (result));
  g_autofree char *label = NULL;

  if (errors == 0)
    /* TRANSLATORS: a badge: "RFC 3986: valid" */
    label = g_strdup_printf (_("%s: valid"), title);
  else
    /* TRANSLATORS: a badge: "RFC 2396: 2 errors" */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u error", "%s: %u errors", errors),
                             title, errors);
  if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
    gtk_button_set_label (GTK_BUTTON (button), label);
  if (errors == 0)
    {
      gtk_widget_remove_css_class (button, "spec-invalid");
      gtk_widget_add_css_class (button, "spec-valid");
    }
  else
    {
      gtk_widget_remove_css_class (button, "spec-valid");
      gtk_widget_add_css_class (button, "spec-invalid");
    }
}

/**
 * uriscope_spec_badges_update:
 * @analysis: the reference's analysis, whose result under each spec the
 *   badges show (read once for every view)
 *
 * Updates the badges and the first difference.
 */
void
uriscope_spec_badges_update (UriscopeSpecBadges *self,
                             UsAnalysis         *analysis)
{
  UsResult *results[US_SPEC_COUNT];
  guint n = 0;
  UsDifference difference;

  g_return_if_fail (URISCOPE_IS_SPEC_BADGES (self));

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    {
      if (self->button[i] == NULL)
        continue;
      results[n] = us_analysis_get_result (analysis, (UsSpec) i);
      if (results[n] == NULL)
        continue;
      set_badge (self->button[i], results[n]);
      n++;
    }

  g_clear_pointer (&self->difference_text, g_free);
  if (us_find_difference (results, n, &difference))
    {
      g_autofree char *words = us_format_difference (results, &difference);
      /* The message may hold the whole host: an excerpt of it. */
      g_autofree char *shown = uriscope_text_message_excerpt (words);

      /* TRANSLATORS: %s is the difference in words */
      self->difference_text = g_strdup_printf (_("First difference: %s"), shown);
      gtk_label_set_text (self->difference, self->difference_text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->difference), self->difference_text != NULL);
}

/* The first difference shown, or NULL when the specs agree. */
const char *
uriscope_spec_badges_get_difference (UriscopeSpecBadges *self)
{
  g_return_val_if_fail (URISCOPE_IS_SPEC_BADGES (self), NULL);
  return self->difference_text;
}

/* The badge of @spec, or NULL (for tests). */
GtkWidget *
uriscope_spec_badges_get_button (UriscopeSpecBadges *self,
                                 UsSpec              spec)
{
  g_return_val_if_fail (URISCOPE_IS_SPEC_BADGES (self), NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);
  return self->button[spec];
}

static void
uriscope_spec_badges_finalize (GObject *object)
{
  UriscopeSpecBadges *self = URISCOPE_SPEC_BADGES (object);

  g_free (self->difference_text);
  G_OBJECT_CLASS (uriscope_spec_badges_parent_class)->finalize (object);
}

static void
uriscope_spec_badges_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_SPEC_BADGES);
  G_OBJECT_CLASS (uriscope_spec_badges_parent_class)->dispose (object);
}

static void
uriscope_spec_badges_class_init (UriscopeSpecBadgesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_spec_badges_dispose;
  object_class->finalize = uriscope_spec_badges_finalize;

  /**
   * UriscopeSpecBadges::spec-activated:
   * @spec: the #UsSpec of the badge clicked
   */
  signals[SIGNAL_SPEC_ACTIVATED] =
    g_signal_new ("spec-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-spec-badges.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeSpecBadges, buttons);
  gtk_widget_class_bind_template_child (widget_class, UriscopeSpecBadges, difference);
}

static void
uriscope_spec_badges_init (UriscopeSpecBadges *self)
{
  GtkToggleButton *group = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    {
      GtkWidget *button;

      if (!us_spec_is_available ((UsSpec) i))
        continue;
      button = gtk_toggle_button_new_with_label (badge_title ((UsSpec) i));
      g_object_set_data (G_OBJECT (button), "spec", GUINT_TO_POINTER (i));
      if (i == US_SPEC_WHATWG)
        {
          /* TRANSLATORS: %s is "WHATWG URL Standard" */
          g_autofree char *tooltip = g_strdup_printf (_("Read the reference under the %s"), us_spec_title ((UsSpec) i));

          gtk_widget_set_tooltip_text (button, tooltip);
        }
      else
        gtk_widget_set_tooltip_text (button, _("Read the reference under this spec"));
      gtk_widget_add_css_class (button, "spec-badge");
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_signal_connect (button, "toggled", G_CALLBACK (toggled_cb), self);
      gtk_flow_box_append (self->buttons, button);
      /* the button takes the focus, not a box around it */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      self->button[i] = button;
    }
}
