/* uriscope-window-actions.c — the window's win.* actions and their keys
 *
 * Most forward to the part they act on; the copies say what they copied
 * in a toast, or why they did not (uriscope_window_copy_to_clipboard(),
 * through uriscope-clipboard.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-clipboard.h"
#include "uriscope-history.h"
#include "uriscope-practice-page.h"
#include "uriscope-window-private.h"

/* Their names on the copy buttons are in uriscope-window.c; the toasts
 * that say they were copied, by component. */
static const char *const component_copied[URISCOPE_N_COMPONENTS] = {
  N_("Copied the scheme"), N_("Copied the authority"), N_("Copied the path"), N_("Copied the query"),
  N_("Copied the fragment"),
};

/* Copies @text and says so (@message) in a toast; or, when it is too
 * large for the clipboard, says so and offers to save it. */
void
uriscope_window_copy_to_clipboard (UriscopeWindow *self,
                                   const char     *text,
                                   gssize          len,
                                   const char     *message)
{
  uriscope_clipboard_copy_text (GTK_WIDGET (self), text, len, message);
}

/* Ctrl+V: another reference; on the Practice page, which hides the
 * reference, the answer. */
static void
paste_action (GtkWidget  *widget,
              const char *action,
              GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "practice") == 0 && self->practice != NULL)
    uriscope_practice_page_paste (URISCOPE_PRACTICE_PAGE (self->practice));
  else
    uriscope_window_paste (self);
}

static void
part_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (g_str_equal (action, "win.previous-part"))
    uriscope_reference_buffer_previous_part (self->reference);
  else
    uriscope_reference_buffer_next_part (self->reference);
}

/* Ctrl+Z and Shift+Ctrl+Z reach the window when no focused widget took
 * them — after a Fix button was clicked, say: they undo and redo the
 * reference's edits. */
static void
undo_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (g_str_equal (action, "win.undo"))
    uriscope_reference_field_undo (self->field);
  else
    uriscope_reference_field_redo (self->field);
}

/* Every offered fix at once, one step for Ctrl+Z — only when the fixed
 * text, analysed again, keeps the link's meaning (us_analysis_dup_fixed());
 * else a toast says why nothing was changed. */
static void
fix_all_action (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  UsSpec spec = uriscope_window_current_spec (self);
  g_autofree char *fixed = NULL;
  gsize len;
  UsFixCheck check;

  if (self->analysis == NULL || (fixed = us_analysis_dup_fixed (self->analysis, spec, &len, &check)) == NULL)
    return;
  if (check != US_FIX_CHECK_KEEPS)
    {
      g_autofree char *why = us_analysis_format_fix_all (self->analysis, spec);
      /* A toast's title is markup (libadwaita 1.2). */
      g_autofree char *escaped = why != NULL ? g_markup_escape_text (why, -1) : NULL;

      if (escaped != NULL)
        adw_toast_overlay_add_toast (self->toasts, adw_toast_new (escaped));
      return;
    }
  uriscope_reference_buffer_replace_all (self->reference, fixed, len);
}

static void
copy_target_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  UsResolution *resolution = uriscope_resolution_page_get_resolution (self->resolution);
  gsize len;
  const char *target = resolution ? us_resolution_get_target (resolution, &len) : NULL;

  if (target != NULL)
    uriscope_window_copy_to_clipboard (self, target, (gssize) len, _("Copied the target"));
}

static void
copy_normalized_action (GtkWidget  *widget,
                        const char *action,
                        GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  UsNormalization *normalization = uriscope_normalization_page_get_normalization (self->normalization);

  gsize len;

  if (normalization != NULL)
    {
      const char *normal = us_normalization_get_normalized (normalization, &len);

      uriscope_window_copy_to_clipboard (self, normal, (gssize) len, _("Copied the normalized form"));
    }
}

static void
copy_component_action (GtkWidget  *widget,
                       const char *action,
                       GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  guint k = g_variant_get_uint32 (param);
  const char *text = uriscope_reference_buffer_get_text (self->reference, NULL);
  gsize a, b;

  if (self->result == NULL || k >= URISCOPE_N_COMPONENTS ||
      !us_result_get_component (self->result, uriscope_components[k], &a, &b))
    return;
  /* The bytes as they are, NUL included. */
  uriscope_window_copy_to_clipboard (self, text + a, (gssize) (b - a), _(component_copied[k]));
}

static void
copy_all_action (GtkWidget  *widget,
                 const char *action,
                 GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  gsize len;
  const char *text = uriscope_reference_buffer_get_text (self->reference, &len);

  uriscope_window_copy_to_clipboard (self, text, (gssize) len, _("Copied the whole reference"));
}

static void
history_action (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  uriscope_window_recall (self, g_variant_get_string (param, NULL));
}

static void
show_history_action (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  gtk_menu_button_popup (URISCOPE_WINDOW (widget)->history_button);
}

/* The Undo of Clear History's toast: the references it forgot. */
static void
restore_history_action (GtkWidget  *widget,
                        const char *action,
                        GVariant   *param)
{
  g_autofree const char **texts = g_variant_get_strv (param, NULL);

  uriscope_history_restore (URISCOPE_WINDOW (widget)->settings, texts);
}

static void
clear_history_action (GtkWidget  *widget,
                      const char *action,
                      GVariant   *param)
{
  uriscope_window_clear_history (URISCOPE_WINDOW (widget));
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  uriscope_window_show_page (URISCOPE_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
example_action (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  uriscope_window_set_text (self, g_variant_get_string (param, NULL));
  gtk_stack_set_visible_child_name (self->pages, "breakdown");
}

/* An example of an RFC's resolution tables: its spec, its base, the
 * reference, on the Resolution page. */
static void
rfc_example_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  const char *spec_name, *base, *reference;
  UsSpec spec;

  g_variant_get (param, "(&s&s&s)", &spec_name, &base, &reference);
  if (us_spec_from_string (spec_name, &spec))
    uriscope_window_set_spec (self, spec);
  uriscope_window_set_base (self, base);
  uriscope_window_set_text (self, reference);
  gtk_stack_set_visible_child_name (self->pages, "resolution");
}

/* Ctrl+L: the reference selected whole in the field, to type over. */
static void
focus_input_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  uriscope_reference_field_focus_all (URISCOPE_WINDOW (widget)->field);
}

static void
focus_base_action (GtkWidget  *widget,
                   const char *action,
                   GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->pages, "resolution");
  uriscope_resolution_page_focus_base (self->resolution);
}

/* Presentation: only the reference and the page, for a projector. */
void
uriscope_window_set_presentation (UriscopeWindow *self,
                                  gboolean        presentation)
{
  self->presentation = presentation;
  gtk_widget_set_visible (self->header_bar, !presentation);
  gtk_widget_set_visible (GTK_WIDGET (self->top_revealer),
                          !presentation && g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "practice") != 0);
  gtk_widget_set_visible (self->page_switcher, !presentation);
  /* Escape is the page's, or a popover's, the rest of the time. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-presentation", presentation);
}

/* Alt+Left and Alt+Right from anywhere in the window: the previous or
 * the next step of the page shown (the resolution, the ladder). */
static void
step_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->pages);
  gboolean next = g_variant_get_int32 (param) > 0;

  if (g_strcmp0 (page, "resolution") == 0)
    gtk_widget_activate_action (GTK_WIDGET (uriscope_resolution_page_get_steps (self->resolution)),
                                next ? "steps.next" : "steps.previous", NULL);
  else if (g_strcmp0 (page, "normalization") == 0)
    gtk_widget_activate_action (GTK_WIDGET (uriscope_normalization_page_get_ladder (self->normalization)),
                                next ? "ladder.next" : "ladder.previous", NULL);
}

static void
presentation_action (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (g_str_equal (action, "win.presentation"))
    uriscope_window_set_presentation (self, !self->presentation);
  else if (self->presentation)
    uriscope_window_set_presentation (self, FALSE);
}

void
uriscope_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.copy-target", NULL, copy_target_action);
  gtk_widget_class_install_action (widget_class, "win.copy-normalized", NULL, copy_normalized_action);
  gtk_widget_class_install_action (widget_class, "win.example", "s", example_action);
  gtk_widget_class_install_action (widget_class, "win.rfc-example", "(sss)", rfc_example_action);
  gtk_widget_class_install_action (widget_class, "win.focus-input", NULL, focus_input_action);
  gtk_widget_class_install_action (widget_class, "win.previous-part", NULL, part_action);
  gtk_widget_class_install_action (widget_class, "win.next-part", NULL, part_action);
  gtk_widget_class_install_action (widget_class, "win.copy-all", NULL, copy_all_action);
  gtk_widget_class_install_action (widget_class, "win.copy-component", "u", copy_component_action);
  gtk_widget_class_install_action (widget_class, "win.history", "s", history_action);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL, show_history_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.focus-base", NULL, focus_base_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.fix-all", NULL, fix_all_action);
  gtk_widget_class_install_action (widget_class, "win.clear-history", NULL, clear_history_action);
  gtk_widget_class_install_action (widget_class, "win.restore-history", "as", restore_history_action);
  gtk_widget_class_install_action (widget_class, "win.presentation", NULL, presentation_action);
  gtk_widget_class_install_action (widget_class, "win.step", "i", step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.step", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.step", "i", 1);
  gtk_widget_class_install_action (widget_class, "win.leave-presentation", NULL, presentation_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.paste", NULL);
  /* Reached only when the focused widget does not paste itself. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.show-history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "win.show-page", "s", "breakdown");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "win.show-page", "s", "resolution");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK, "win.show-page", "s", "normalization");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK, "win.show-page", "s", "query");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, GDK_ALT_MASK, "win.show-page", "s", "link");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_6, GDK_ALT_MASK, "win.show-page", "s", "practice");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.focus-input", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "win.focus-base", NULL);
  /* Reached only when the focused widget does not undo itself. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.presentation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.leave-presentation", NULL);
}
