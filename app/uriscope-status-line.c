/* uriscope-status-line.c — whether the reference is valid, and its parts to copy
 *
 * The status in words ("Not a valid RFC 3986 reference: 2 errors."), and
 * a copy button for each component present (the window's
 * win.copy-component), its text in the tooltip.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "uriscope-field-marks.h"
#include "uriscope-status-line.h"
#include "uriscope-width-bin.h"
#include "uriscope-wrap-layout.h"

/* The components' names on the copy buttons: translated, these are
 * words, not the grammar's rule names. */
static const char *const component_labels[URISCOPE_N_COMPONENTS] = {
  NC_("component", "scheme"), NC_("component", "authority"), NC_("component", "path"),
  NC_("component", "query"), NC_("component", "fragment"),
};

struct _UriscopeStatusLine {
  GtkBox parent_instance;

  GtkLabel *status;
  GtkWidget *components;
  GtkWidget *component_buttons[URISCOPE_N_COMPONENTS];
};

G_DEFINE_FINAL_TYPE (UriscopeStatusLine, uriscope_status_line, GTK_TYPE_BOX)

/**
 * uriscope_status_line_update:
 * @analysis: the reference's analysis
 * @spec: the spec the window reads it under
 *
 * The verdict line every view starts with (us_analysis_format_verdict():
 * what @spec says, and what a browser does with the link), and the copy
 * buttons of the components present.
 */
void
uriscope_status_line_update (UriscopeStatusLine *self,
                             UsAnalysis         *analysis,
                             UsSpec              spec)
{
  g_autofree char *status = us_analysis_format_verdict (analysis, spec);
  UsResult *result = us_analysis_get_result (analysis, spec);
  const char *text = us_analysis_get_input (analysis, NULL);

  gtk_label_set_text (self->status, status);

  for (guint k = 0; k < URISCOPE_N_COMPONENTS; k++)
    {
      gsize a = 0, b = 0;
      gboolean present = result != NULL && us_result_get_component (result, uriscope_components[k], &a, &b);

      gtk_widget_set_visible (self->component_buttons[k], present);
      if (present)
        {
          g_autofree char *shown = us_quote (text + a, b - a, 200);

          if (g_strcmp0 (gtk_widget_get_tooltip_text (self->component_buttons[k]), shown) != 0)
            gtk_widget_set_tooltip_text (self->component_buttons[k], shown);
        }
    }
}

/* The status in words. */
const char *
uriscope_status_line_get_status (UriscopeStatusLine *self)
{
  return gtk_label_get_text (self->status);
}

static void
uriscope_status_line_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_STATUS_LINE);
  G_OBJECT_CLASS (uriscope_status_line_parent_class)->dispose (object);
}

static void
uriscope_status_line_class_init (UriscopeStatusLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_status_line_dispose;

  g_type_ensure (URISCOPE_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-status-line.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeStatusLine, status);
  gtk_widget_class_bind_template_child (widget_class, UriscopeStatusLine, components);
}

static void
uriscope_status_line_init (UriscopeStatusLine *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_layout_manager (self->components, uriscope_wrap_layout_new_from_start (4));
  for (guint k = 0; k < URISCOPE_N_COMPONENTS; k++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = adw_button_content_new ();

      adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "edit-copy-symbolic");
      adw_button_content_set_label (ADW_BUTTON_CONTENT (content), g_dpgettext2 (NULL, "component", component_labels[k]));
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.copy-component");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", k);
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (GTK_BOX (self->components), button);
      self->component_buttons[k] = button;
    }
}
