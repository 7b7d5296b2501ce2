/* uriscope-resolution-page.c — the reference resolved against a base
 *
 * The base (read like the reference: its errors underlined, their
 * messages in its tooltip), the backward-compatible switch, the target
 * and the steps of the resolution (UriscopeResolutionSteps: one at a
 * time for a class, or all at once). The base and the switch are bound
 * to the application's settings ("base", stored with its password
 * masked, and "compat"); changing them, from the page or from the keys,
 * emits "changed".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-mask.h"
#include "uriscope-resolution-page.h"
#include "uriscope-text.h"
#include "uriscope-resolution-page-private.h"

/* Characters of a line shown; the rest is counted
 * (uriscope_text_quote_excerpt), the copy button copies all of it. */
#define TARGET_SHOWN 300

struct _UriscopeResolutionPage {
  GtkBox parent_instance;

  GtkEntry *base;
  GtkWidget *compat_label;
  GtkSwitch *compat;
  GtkWidget *answer;          /* the target, the other answers, the copy */
  GtkLabel *target;
  GtkLabel *also;
  GtkWidget *copy_button;
  GtkLabel *message;
  UriscopeResolutionSteps *steps;

  UsSpec spec;
  UsResolution *resolution;
};

G_DEFINE_FINAL_TYPE (UriscopeResolutionPage, uriscope_resolution_page, GTK_TYPE_BOX)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The base is read like the reference: its bad characters underlined and
 * tinted (the entry's attributes take byte offsets, as the core gives
 * them), their messages in the tooltip. */
static void
mark_base (UriscopeResolutionPage *self)
{
  const char *base = gtk_editable_get_text (GTK_EDITABLE (self->base));
  g_autoptr(UsResult) result = NULL;
  PangoAttrList *attrs = pango_attr_list_new ();
  GString *tip = g_string_new (NULL);

  if (us_spec_is_available (self->spec))
    result = us_parse (base, strlen (base), self->spec, US_PARSE_DEFAULT, NULL);
  for (guint i = 0; result != NULL && i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);
      g_autofree char *message = NULL;

      if (d->severity != US_SEVERITY_ERROR)
        continue;
      PangoAttribute *marks[] = {
        pango_attr_underline_new (PANGO_UNDERLINE_ERROR),
        pango_attr_background_new (0xE000, 0x1C00, 0x2400),
        pango_attr_background_alpha_new (0x3000),
      };

      for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
        {
          marks[m]->start_index = (guint) d->start;
          marks[m]->end_index = (guint) MAX (d->end, d->start + 1);
          pango_attr_list_insert (attrs, marks[m]);
        }
      message = us_result_format_message (result, d);
      if (tip->len > 0)
        g_string_append_c (tip, '\n');
      g_string_append (tip, message);
    }
  gtk_entry_set_attributes (self->base, attrs);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->base), tip->len > 0 ? tip->str : NULL);
  pango_attr_list_unref (attrs);
  g_string_free (tip, TRUE);
}

static void
base_changed_cb (GtkEditable            *editable,
                 UriscopeResolutionPage *self)
{
  mark_base (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
compat_changed_cb (GtkSwitch              *sw,
                   GParamSpec             *pspec,
                   UriscopeResolutionPage *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The base goes to the key with its password masked (uriscope-mask.c):
 * the key never holds a password, the entry keeps what was typed for the
 * session. */
static GVariant *
base_to_setting (const GValue       *value,
                 const GVariantType *type,
                 gpointer            data)
{
  return g_variant_new_take_string (uriscope_mask_password (g_value_get_string (value)));
}

/* A key that holds what the entry's base is stored as (the entry's own
 * write, echoed by a backend) leaves the entry's password alone; any
 * other base is shown. */
static gboolean
base_from_setting (GValue   *value,
                   GVariant *variant,
                   gpointer  data)
{
  UriscopeResolutionPage *self = data;
  const char *kept = g_variant_get_string (variant, NULL);
  const char *shown = gtk_editable_get_text (GTK_EDITABLE (self->base));
  g_autofree char *masked = uriscope_mask_password (shown);

  g_value_set_string (value, g_str_equal (masked, kept) ? shown : kept);
  return TRUE;
}

/* The base and the switch bound to @settings' "base" and "compat": read
 * as they were last (never a password), and kept as they change, from
 * the page or from the keys; without settings, RFC 3986's example base
 * and nothing kept. A key locked by the administrator leaves its control
 * usable (G_SETTINGS_BIND_NO_SENSITIVITY): a base can still be typed,
 * only not kept. */
void
uriscope_resolution_page_set_settings (UriscopeResolutionPage *self,
                                       GSettings              *settings)
{
  if (settings != NULL)
    {
      g_settings_bind_with_mapping (settings, "base", self->base, "text",
                                    G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY,
                                    base_from_setting, base_to_setting, self, NULL);
      g_settings_bind (settings, "compat", self->compat, "active",
                       G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY);
    }
  else
    {
      g_settings_unbind (self->base, "text");
      g_settings_unbind (self->compat, "active");
      gtk_editable_set_text (GTK_EDITABLE (self->base), "http://a/b/c/d;p?q");
    }
  mark_base (self);
}

/* The spec the base is read and the reference resolved under. */
void
uriscope_resolution_page_set_spec (UriscopeResolutionPage *self,
                                   UsSpec                  spec)
{
  self->spec = spec;
  mark_base (self);
}

/* While the steps are revealed one at a time, the target waits for the
 * last: a class works it out first. */
static void
step_changed_cb (UriscopeResolutionSteps *steps,
                 guint                    index,
                 UriscopeResolutionPage  *self)
{
  guint n = uriscope_resolution_steps_get_n_steps (steps);

  gtk_widget_set_visible (self->answer, uriscope_resolution_steps_get_show_all (steps) || n == 0 || index + 1 >= n);
}

/* Under the target, the other answers the command line gives too
 * (cli-text-steps.c): the safe form of a target the RFC writes so that it
 * goes to another host, and the other answer the RFC allows (RFC 2396's
 * without the ".." above the root: its note says it is given). */
static void
show_also (UriscopeResolutionPage *self)
{
  GString *text = g_string_new (NULL);
  gsize len;
  const char *safe = self->resolution != NULL ? us_resolution_get_safe_target (self->resolution, &len) : NULL;
  const char *alternative;
  UsAlternative kind;

  if (safe != NULL)
    {
      g_autofree char *shown = uriscope_text_quote_excerpt (safe, len, TARGET_SHOWN);

      g_string_append_printf (text, "%s %s", _("Safe target, with the same path:"), shown);
    }
  alternative = self->resolution != NULL ? us_resolution_get_alternative (self->resolution, &len, &kind) : NULL;
  if (alternative != NULL)
    {
      g_autofree char *shown = uriscope_text_quote_excerpt (alternative, len, TARGET_SHOWN);

      g_string_append_printf (text, "%s%s %s — %s", text->len > 0 ? "\n" : "", _("Also allowed:"), shown,
                              us_alternative_describe (kind));
    }
  gtk_label_set_text (self->also, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->also), text->len > 0);
  g_string_free (text, TRUE);
}

/* Shows the resolution of the analysis's reference against the base (the
 * analysis is made with this page's base and switch), step by step. */
void
uriscope_resolution_page_update (UriscopeResolutionPage *self,
                                 UsAnalysis             *analysis)
{
  gboolean can_resolve = us_spec_can_resolve (self->spec);
  UsResolution *resolution;
  const char *target;
  gsize target_len;

  g_clear_pointer (&self->resolution, us_resolution_unref);
  show_also (self);
  /* A browser has no backward-compatible reading: the switch and its label
   * are for the RFCs. */
  gtk_widget_set_visible (GTK_WIDGET (self->compat), self->spec != US_SPEC_WHATWG);
  gtk_widget_set_visible (self->compat_label, self->spec != US_SPEC_WHATWG);
  gtk_entry_set_placeholder_text (self->base, self->spec == US_SPEC_WHATWG ? _("No base: the parse alone, state by state") : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->message), !can_resolve);
  gtk_widget_set_visible (GTK_WIDGET (self->steps), can_resolve);
  gtk_widget_set_tooltip_text (self->copy_button, _("Copy the target"));
  if (!can_resolve)
    {
      gtk_widget_set_tooltip_text (self->copy_button,
                                   _("Nothing to copy: this specification has no resolution algorithm"));
      gtk_label_set_text (self->target, "");
      gtk_label_set_text (self->message, _("This specification has no resolution algorithm in this version."));
      uriscope_resolution_steps_set_resolution (self->steps, NULL);
      return;
    }
  /* Under the URL Standard, no base is a parse of its own, traced state
   * by state. */
  resolution = us_analysis_get_traced_resolution (analysis, self->spec);
  self->resolution = resolution != NULL ? us_resolution_ref (resolution) : NULL;
  show_also (self);
  uriscope_resolution_steps_set_resolution (self->steps, self->resolution);
  step_changed_cb (self->steps, uriscope_resolution_steps_get_current (self->steps), self);
  if (self->resolution == NULL)
    {
      gtk_widget_set_tooltip_text (self->copy_button, _("Nothing to copy: there is no base to resolve against"));
      return;
    }
  target = us_resolution_get_target (self->resolution, &target_len);
  if (target != NULL)
    {
      /* A long target in its first characters (the copy button copies
       * all of it): a label of megabytes costs a frame each keystroke;
       * only those are quoted. */
      g_autofree char *shown = uriscope_text_quote_excerpt (target, target_len, TARGET_SHOWN);

      gtk_label_set_text (self->target, shown);
    }
  if (target == NULL)
    {
      /* The algorithm stopped (a base without a scheme): the window
       * disables the copy (uriscope_resolution_page_has_target()). */
      gtk_label_set_text (self->target, _("No target"));
      gtk_widget_set_tooltip_text (self->copy_button,
                                   _("Nothing to copy: the reference has no target against this base"));
    }
}

/* Whether a target is shown, for Copy the target. */
gboolean
uriscope_resolution_page_has_target (UriscopeResolutionPage *self)
{
  return self->resolution != NULL && us_resolution_get_target (self->resolution, NULL) != NULL;
}

/* The resolution shown, NULL when there is none. */
UsResolution *
uriscope_resolution_page_get_resolution (UriscopeResolutionPage *self)
{
  return self->resolution;
}

void
uriscope_resolution_page_set_base (UriscopeResolutionPage *self,
                                   const char             *base)
{
  gtk_editable_set_text (GTK_EDITABLE (self->base), base ? base : "");
}

const char *
uriscope_resolution_page_get_base (UriscopeResolutionPage *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->base));
}

void
uriscope_resolution_page_set_compat (UriscopeResolutionPage *self,
                                     gboolean                compat)
{
  gtk_switch_set_active (self->compat, compat);
}

gboolean
uriscope_resolution_page_get_compat (UriscopeResolutionPage *self)
{
  return gtk_switch_get_active (self->compat);
}

void
uriscope_resolution_page_focus_base (UriscopeResolutionPage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->base));
}

UriscopeResolutionSteps *
uriscope_resolution_page_get_steps (UriscopeResolutionPage *self)
{
  return self->steps;
}

GtkEntry *
uriscope_resolution_page_get_base_entry (UriscopeResolutionPage *self)
{
  return self->base;
}

const char *
uriscope_resolution_page_get_target_text (UriscopeResolutionPage *self)
{
  return gtk_label_get_text (self->target);
}

const char *
uriscope_resolution_page_get_message (UriscopeResolutionPage *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->message)) ? gtk_label_get_text (self->message) : NULL;
}

static void
uriscope_resolution_page_dispose (GObject *object)
{
  UriscopeResolutionPage *self = URISCOPE_RESOLUTION_PAGE (object);

  /* The settings outlive the page: its controls are no longer theirs. */
  if (self->base != NULL)
    g_settings_unbind (self->base, "text");
  if (self->compat != NULL)
    g_settings_unbind (self->compat, "active");
  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_RESOLUTION_PAGE);
  g_clear_pointer (&self->resolution, us_resolution_unref);
  G_OBJECT_CLASS (uriscope_resolution_page_parent_class)->dispose (object);
}

static void
uriscope_resolution_page_class_init (UriscopeResolutionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_resolution_page_dispose;

  /**
   * UriscopeResolutionPage::changed:
   *
   * The base or the backward-compatible switch changed: the resolution is
   * to be brought up to date (uriscope_resolution_page_update()).
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-resolution-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, base);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, compat_label);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, compat);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, answer);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, target);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, also);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, copy_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, message);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionPage, steps);
}

static void
uriscope_resolution_page_init (UriscopeResolutionPage *self)
{
  g_type_ensure (URISCOPE_TYPE_RESOLUTION_STEPS);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->base, "changed", G_CALLBACK (base_changed_cb), self);
  g_signal_connect (self->steps, "step-changed", G_CALLBACK (step_changed_cb), self);
  g_signal_connect (self->compat, "notify::active", G_CALLBACK (compat_changed_cb), self);
}
