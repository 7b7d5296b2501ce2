/* uriscope-window.c — the inspector window
 *
 * The window wires its parts to the current parse: every change of the
 * reference in the field (UriscopeReferenceField and its
 * UriscopeReferenceBuffer) parses it again, and each part shows the
 * core's result — the marks in the field, the problems with their fixes
 * (UriscopeProblemsList), the status, the spec badges, the browser line,
 * and the page shown: the breakdown tree, the resolution against the
 * base, the normalization ladder, the query and the link lens. Nothing
 * here re-derives what the core computed.
 *
 * Pages are brought up to date only when shown: each keystroke pays for
 * what is on the screen.
 *
 * A low window (under COMPACT_EMS times its text's size high: 800×600 at
 * 100 %, 1024×768 at 150 %) is compact: the block under the field (the browser
 * line, the badges and their first difference, the problems) folds away
 * on its own, the field's heading gives its line to the reference, and
 * the page, the stepper of the Resolution page, gets the
 * height; the fold-away button unfolds it still, and the block comes back
 * when the window is tall again, unless the user had folded it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-application.h"
#include "uriscope-clipboard.h"
#include "uriscope-mask.h"
#include "uriscope-text.h"
#include "uriscope-turning-paned.h"
#include "uriscope-width-bin.h"
#include "uriscope-window-private.h"
#include "uriscope-wrap-layout.h"

G_DEFINE_FINAL_TYPE (UriscopeWindow, uriscope_window, ADW_TYPE_APPLICATION_WINDOW)

UsSpec
uriscope_window_current_spec (UriscopeWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->spec_dropdown);

  return i < self->n_specs ? self->specs[i] : US_SPEC_RFC3986;
}

/* The link lens, while the Link page is on the screen. */
static UsLens *
link_lens (UriscopeWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "link") != 0)
    return NULL;
  return uriscope_link_page_get_lens (self->link_page);
}

static void
update_resolution (UriscopeWindow *self)
{
  self->resolution_serial = self->serial;
  uriscope_resolution_page_update (self->resolution, self->analysis);
  /* No target, nothing to copy: the button says why in its tooltip. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.copy-target",
                                 uriscope_resolution_page_has_target (self->resolution));
}

static void
update_normalization (UriscopeWindow *self)
{
  self->normalization_serial = self->serial;
  uriscope_normalization_page_update (self->normalization, uriscope_window_current_spec (self), self->analysis);
}

/* The analysis of the reference in the field, against the Resolution
 * page's base (under the URL Standard, an empty base is none: the link
 * read alone), with its backward-compatible switch. */
static UsAnalysis *
analyse (UriscopeWindow *self,
         const char     *text,
         gsize           len)
{
  const char *base = uriscope_resolution_page_get_base (self->resolution);

  if (uriscope_window_current_spec (self) == US_SPEC_WHATWG && base[0] == '\0')
    base = NULL;
  return us_analysis_new (text, len, base, base != NULL ? strlen (base) : 0,
                          uriscope_resolution_page_get_compat (self->resolution) ? US_ANALYSIS_COMPAT : 0);
}

/* The notice about bytes the field shows as U+FFFD follows the reference:
 * gone once a fix or an edit leaves none, back when Ctrl+Z brings them
 * back. The other notice (a password not kept, uriscope_window_recall())
 * stays while the password is still blank, and goes once it is typed, or
 * another reference is typed or pasted in the field: it is then about
 * nothing on the screen. */
static void
update_bytes_notice (UriscopeWindow *self)
{
  g_autofree char *notice = uriscope_reference_buffer_dup_notice (self->reference);
  const char *text = uriscope_reference_buffer_get_text (self->reference, NULL);

  if (notice != NULL)
    {
      if (g_strcmp0 (gtk_label_get_text (self->notice), notice) != 0)
        gtk_label_set_text (self->notice, notice);
      gtk_widget_set_visible (GTK_WIDGET (self->notice), TRUE);
    }
  else if (self->bytes_notice || !self->password_wanted || !uriscope_mask_has_blank (text))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->notice), FALSE);
      self->password_wanted = FALSE;
    }
  self->bytes_notice = notice != NULL;
}

/* Everything from the text: one analysis (us_analysis_new()), which every
 * part reads — each of its readings made once, when a part first asks. */
static void
update (UriscopeWindow *self)
{
  gsize len, start, end;
  const char *text = uriscope_reference_buffer_get_text (self->reference, &len);
  const char *page = gtk_stack_get_visible_child_name (self->pages);
  UsSpec spec = uriscope_window_current_spec (self);
  const UsBrowserSpan *spans;
  guint n_spans;
  UsResult *result;

  self->has_text = TRUE;
  self->serial++;
  update_bytes_notice (self);
  /* a refused copy's offer to save is about the reading before (the
   * overlay itself: no walk of the window's widgets at each keystroke) */
  uriscope_clipboard_dismiss_refusal (GTK_WIDGET (self->toasts));
  g_clear_pointer (&self->result, us_result_unref);
  g_clear_pointer (&self->analysis, us_analysis_unref);
  self->analysis = analyse (self, text, len);
  result = us_analysis_get_result (self->analysis, spec);
  self->result = result != NULL ? us_result_ref (result) : NULL;
  /* A part of it shown instead: that update did everything. */
  if (uriscope_reference_buffer_fit (self->reference, self->result))
    return;

  uriscope_browser_line_update (self->browser_line, us_analysis_get_browser_reading (self->analysis, spec));
  /* The lens is read only while its page is shown, before the marks. */
  uriscope_link_page_show (self->link_page, self->analysis);
  uriscope_reference_buffer_get_shown (self->reference, &start, &end);
  spans = uriscope_browser_line_get_spans (self->browser_line, start, end, &n_spans);
  uriscope_reference_field_update_marks (self->field, spans, n_spans, link_lens (self));
  {
    g_autofree gboolean *offered = us_analysis_dup_offered_fixes (self->analysis, spec);

    uriscope_problems_list_show (self->problems, self->result, offered);
  }
  uriscope_breakdown_page_show (self->breakdown, self->result);
  uriscope_query_table_show (self->query_table, self->result);
  /* The resolution and normalization pages only when shown. */
  if (g_strcmp0 (page, "resolution") == 0)
    update_resolution (self);
  else if (g_strcmp0 (page, "normalization") == 0)
    update_normalization (self);
  uriscope_status_line_update (self->status, self->analysis, spec);
  adw_window_title_set_subtitle (self->title, uriscope_status_line_get_status (self->status));
  uriscope_spec_badges_update (self->spec_badges, self->analysis);

  uriscope_window_save_later (self);
}

/* Wiring ------------------------------------------------------------------- */

static void
base_changed_cb (UriscopeWindow *self)
{
  if (self->has_text)
    update (self);
}

/* Moving the cursor selects the deepest node there. */
static void
cursor_moved_cb (UriscopeReferenceField *field,
                 guint64                 byte,
                 UriscopeWindow         *self)
{
  if (!self->syncing && self->result != NULL)
    uriscope_breakdown_page_select_at (self->breakdown, byte);
}

/* The selected node's characters are highlighted in the field. */
static void
node_selection_changed_cb (UriscopeBreakdownPage *page,
                           UriscopeWindow        *self)
{
  gsize start = 0, end = 0;

  uriscope_breakdown_page_get_selected_span (page, &start, &end);
  uriscope_reference_field_highlight (self->field, start, end);
}

static void
node_chosen_cb (UriscopeBreakdownPage *page,
                guint64                start,
                UriscopeWindow        *self)
{
  uriscope_reference_buffer_reveal (self->reference, start);
}

static void
apply_fix_cb (UriscopeProblemsList *problems,
              guint64               start,
              guint64               end,
              const char           *replacement,
              UriscopeWindow       *self)
{
  uriscope_reference_buffer_replace (self->reference, start, end, replacement);
}

/* Activating a problem puts the cursor on it. */
static void
problem_activated_cb (UriscopeProblemsList *problems,
                      guint64               byte,
                      UriscopeWindow       *self)
{
  uriscope_reference_field_place_cursor (self->field, byte);
}

static void
update_lens (UriscopeWindow *self)
{
  uriscope_reference_field_set_lens (self->field, link_lens (self));
}

static void
page_changed_cb (GtkStack       *stack,
                 GParamSpec     *pspec,
                 UriscopeWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (stack);

  /* The Practice page has its own references: the field and the block
   * under it give it the room. */
  gtk_widget_set_visible (GTK_WIDGET (self->top_revealer),
                          !self->presentation && g_strcmp0 (page, "practice") != 0);
  gtk_widget_set_visible (GTK_WIDGET (self->field), g_strcmp0 (page, "practice") != 0);
  if (!self->has_text)
    return;
  /* A page shown again keeps its place (the step a class is at) unless
   * the reference changed meanwhile. */
  if (g_strcmp0 (page, "resolution") == 0 && self->resolution_serial != self->serial)
    update_resolution (self);
  else if (g_strcmp0 (page, "normalization") == 0 && self->normalization_serial != self->serial)
    update_normalization (self);
  update_lens (self);
}

/* A nested URL inspected, or Back. */
static void
open_reference_cb (UriscopeLinkPage *page,
                   GBytes           *reference,
                   UriscopeWindow   *self)
{
  gsize len;
  const char *bytes = g_bytes_get_data (reference, &len);

  uriscope_window_set_bytes (self, bytes != NULL ? bytes : "", len);
}

/* Activating a finding selects its characters in the field. */
static void
finding_activated_cb (UriscopeLinkPage *page,
                      guint64           start,
                      guint64           end,
                      UriscopeWindow   *self)
{
  uriscope_reference_field_select (self->field, start, end);
}

/* The "spec" setting (a spec's name) as the spec selector's position,
 * and back. */
static gboolean
spec_from_setting (GValue   *value,
                   GVariant *variant,
                   gpointer  data)
{
  UriscopeWindow *self = data;
  UsSpec spec;

  if (!us_spec_from_string (g_variant_get_string (variant, NULL), &spec))
    return FALSE;
  for (guint i = 0; i < self->n_specs; i++)
    if (self->specs[i] == spec)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
spec_to_setting (const GValue       *value,
                 const GVariantType *type,
                 gpointer            data)
{
  UriscopeWindow *self = data;
  guint i = g_value_get_uint (value);

  if (i >= self->n_specs)
    return NULL;
  return g_variant_new_string (us_spec_to_string (self->specs[i]));
}

static void
spec_changed_cb (GtkDropDown    *dropdown,
                 GParamSpec     *pspec,
                 UriscopeWindow *self)
{
  UsSpec spec = uriscope_window_current_spec (self);

  uriscope_spec_badges_set_spec (self->spec_badges, spec);
  uriscope_resolution_page_set_spec (self->resolution, spec);
  update (self);
}

/* A badge clicked, or "Read as a Browser": read the reference under its spec. */
static void
spec_activated_cb (GtkWidget      *badges,
                   guint           spec,
                   UriscopeWindow *self)
{
  uriscope_window_set_spec (self, (UsSpec) spec);
}

/* The compact layout -------------------------------------------------------- */

/* The height, in sizes of the window's text, under which the window is
 * compact: 600 pixels are 45 of a 10-point text, 41 of an 11-point one;
 * 768 pixels 57 and 52. */
#define COMPACT_EMS 50

/* The size of the window's text, in pixels (it follows the zoom). */
static double
text_px (UriscopeWindow *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double size = font != NULL ? pango_font_description_get_size (font) / (double) PANGO_SCALE : 0;

  if (font != NULL && !pango_font_description_get_size_is_absolute (font))
    size *= pango_cairo_context_get_resolution (context) / 72.0;
  return size > 0 ? size : 14.0;
}

static gboolean
update_compact (gpointer data)
{
  UriscopeWindow *self = data;
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  gboolean compact = height > 0 && height < COMPACT_EMS * text_px (self);

  self->compact_source = 0;
  if (compact == self->compact || height <= 0)
    return G_SOURCE_REMOVE;
  self->compact = compact;
  uriscope_reference_field_set_compact (self->field, compact);
  if (compact)
    {
      /* Folded by the window only if it was shown: one the user folded
       * stays folded. */
      self->compact_folded = gtk_revealer_get_reveal_child (self->top_revealer);
      gtk_revealer_set_reveal_child (self->top_revealer, FALSE);
    }
  else if (self->compact_folded)
    {
      self->compact_folded = FALSE;
      gtk_revealer_set_reveal_child (self->top_revealer, TRUE);
    }
  return G_SOURCE_REMOVE;
}

/* Whether the window is low enough to have folded its top block. */
gboolean
uriscope_window_is_compact (UriscopeWindow *self)
{
  return self->compact;
}

/* The window's height is looked at once it is laid out, not while. */
static void
uriscope_window_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  GTK_WIDGET_CLASS (uriscope_window_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->compact_source == 0)
    self->compact_source = g_idle_add (update_compact, self);
}

/* GObject ------------------------------------------------------------------ */

static void
uriscope_window_dispose (GObject *object)
{
  UriscopeWindow *self = URISCOPE_WINDOW (object);

  if (self->reference != NULL)
    uriscope_window_dispose_history (self);
  uriscope_window_dispose_state (self);
  /* The settings are the application's, and outlive the window. */
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_handle_id (&self->compact_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_WINDOW);
  self->reference = NULL;
  g_clear_pointer (&self->result, us_result_unref);
  g_clear_pointer (&self->analysis, us_analysis_unref);
  g_clear_object (&self->rule_panel);
  g_clear_object (&self->settings);
  g_clear_weak_pointer (&self->focus_before_menu);
  G_OBJECT_CLASS (uriscope_window_parent_class)->dispose (object);
}

/* After a menu closes, the keyboard is the window's again. GTK 4.8 leaves
 * the window's focus on the menu item that was activated (by key or by
 * click), inside the hidden popover: no key (Tab, Alt+Right, F5) reached
 * the window until a click. (Closing with Escape was not affected.) The
 * focus goes back where it was before the menu opened, or to the field. */
static void
menu_shown_cb (UriscopeWindow *self)
{
  g_set_weak_pointer (&self->focus_before_menu, gtk_window_get_focus (GTK_WINDOW (self)));
}

static gboolean
refocus_cb (gpointer data)
{
  UriscopeWindow *self = data;
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL)
    return G_SOURCE_REMOVE;
  if (self->focus_before_menu != NULL && gtk_widget_get_mapped (self->focus_before_menu) &&
      gtk_widget_is_sensitive (self->focus_before_menu) &&
      gtk_widget_grab_focus (self->focus_before_menu))
    return G_SOURCE_REMOVE;
  uriscope_reference_field_grab_focus (self->field);
  return G_SOURCE_REMOVE;
}

static void
menu_closed_cb (UriscopeWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, refocus_cb, g_object_ref (self), g_object_unref);
}

/* While its menu is open, the button has no tooltip: hovered, then
 * opened with F10, "Main menu" stayed over the menu. */
static void
menu_tooltip_off_cb (GtkWidget *button)
{
  gtk_widget_set_has_tooltip (button, FALSE);
  gtk_widget_trigger_tooltip_query (button);
}

static void
menu_tooltip_on_cb (GtkWidget *button)
{
  gtk_widget_set_has_tooltip (button, TRUE);
}

static void
watch_menu (UriscopeWindow *self,
            GtkMenuButton  *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  g_signal_connect_object (popover, "show", G_CALLBACK (menu_shown_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (popover, "closed", G_CALLBACK (menu_closed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (popover, "show", G_CALLBACK (menu_tooltip_off_cb), button, G_CONNECT_SWAPPED);
  g_signal_connect_object (popover, "closed", G_CALLBACK (menu_tooltip_on_cb), button, G_CONNECT_SWAPPED);
}

/* The size kept, bound once GtkWindow is constructed: bound from the
 * init, a window kept maximized opened unmaximized (GTK 4.8; the
 * maximize asked for before GtkWindow's construction ends is lost). */
static void
uriscope_window_constructed (GObject *object)
{
  G_OBJECT_CLASS (uriscope_window_parent_class)->constructed (object);
  uriscope_window_init_state (URISCOPE_WINDOW (object));
}

/* Closed (not only destroyed): its size is kept for the next start. */
static gboolean
uriscope_window_close_request (GtkWindow *window)
{
  uriscope_window_save_state (URISCOPE_WINDOW (window));
  return GTK_WINDOW_CLASS (uriscope_window_parent_class)->close_request (window);
}

static void
uriscope_window_class_init (UriscopeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = uriscope_window_constructed;
  object_class->dispose = uriscope_window_dispose;
  uriscope_text_no_hyphens_everywhere ();
  widget_class->size_allocate = uriscope_window_size_allocate;
  window_class->close_request = uriscope_window_close_request;

  g_type_ensure (URISCOPE_TYPE_REFERENCE_FIELD);
  g_type_ensure (URISCOPE_TYPE_PROBLEMS_LIST);
  g_type_ensure (URISCOPE_TYPE_STATUS_LINE);
  g_type_ensure (URISCOPE_TYPE_SPEC_BADGES);
  g_type_ensure (URISCOPE_TYPE_BROWSER_LINE);
  g_type_ensure (URISCOPE_TYPE_BREAKDOWN_PAGE);
  g_type_ensure (URISCOPE_TYPE_RESOLUTION_PAGE);
  g_type_ensure (URISCOPE_TYPE_NORMALIZATION_PAGE);
  g_type_ensure (URISCOPE_TYPE_QUERY_TABLE);
  g_type_ensure (URISCOPE_TYPE_LINK_PAGE);
  g_type_ensure (URISCOPE_TYPE_WIDTH_BIN);
  /* The Breakdown page's template holds one (uriscope-breakdown-page.ui). */
  g_type_ensure (URISCOPE_TYPE_TURNING_PANED);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-window.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, rfc_examples_menu);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, title);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, spec_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, main_menu_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, top_revealer);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, top_details);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, page_switcher);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, page_tabs);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, field);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, notice);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, status);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, spec_badges);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, browser_line);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, problems);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, breakdown);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, resolution);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, normalization);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, query_table);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, link_page);
  uriscope_window_class_add_actions (widget_class);
}

static void
uriscope_window_init (UriscopeWindow *self)
{
  g_autoptr(GtkStringList) spec_names = gtk_string_list_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->reference = uriscope_reference_field_get_reference (self->field);
  uriscope_window_set_presentation (self, FALSE);
  /* Each tab as wide as its own title, not all as wide as the longest
   * ("Normalización"): six tabs then fit 800 px in Spanish; when zoom
   * makes them wider than the window, they wrap onto a second row rather
   * than scroll out of sight. */
  gtk_widget_set_layout_manager (self->page_tabs, uriscope_wrap_layout_new ());

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    if (us_spec_is_available ((UsSpec) i))
      {
        self->specs[self->n_specs++] = (UsSpec) i;
        gtk_string_list_append (spec_names, us_spec_title ((UsSpec) i));
      }
  gtk_drop_down_set_model (self->spec_dropdown, G_LIST_MODEL (spec_names));

  /* The application's settings (one GSettings for every part). */
  if (uriscope_application_settings () != NULL)
    {
      self->settings = g_object_ref (uriscope_application_settings ());
      /* The spec chosen is kept: read once, written as it changes. */
      g_settings_bind_with_mapping (self->settings, "spec", self->spec_dropdown, "selected",
                                    G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES,
                                    spec_from_setting, spec_to_setting, self, NULL);
    }
  uriscope_resolution_page_set_spec (self->resolution, uriscope_window_current_spec (self));
  uriscope_resolution_page_set_settings (self->resolution, self->settings);
  /* The answer hidden until asked for, and the teacher's choice kept. */
  if (self->settings != NULL)
    {
      uriscope_resolution_steps_bind_reveal (uriscope_resolution_page_get_steps (self->resolution), self->settings);
      uriscope_normalization_ladder_bind_reveal (uriscope_normalization_page_get_ladder (self->normalization),
                                                 self->settings);
    }
  uriscope_window_init_teaching (self);
  uriscope_window_init_history (self);
  watch_menu (self, self->main_menu_button);
  watch_menu (self, self->history_button);
  /* A new window takes typing in the field at once. */
  uriscope_reference_field_grab_focus (self->field);
  uriscope_clipboard_guard (GTK_WIDGET (self));

  g_signal_connect_swapped (self->reference, "reference-changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->reference, "reference-edited", G_CALLBACK (uriscope_window_reference_edited), self);
  /* Select all and type: the reference typed over is kept as it was, and
   * what is typed is another one, not an edit of it. */
  g_signal_connect_swapped (self->reference, "reference-emptied", G_CALLBACK (uriscope_window_leave_reference), self);
  /* Enter keeps the reference in the recent references. */
  g_signal_connect_swapped (self->field, "activate", G_CALLBACK (uriscope_window_keep_reference), self);
  g_signal_connect (self->field, "cursor-moved", G_CALLBACK (cursor_moved_cb), self);
  g_signal_connect (self->breakdown, "selection-changed", G_CALLBACK (node_selection_changed_cb), self);
  g_signal_connect (self->breakdown, "node-chosen", G_CALLBACK (node_chosen_cb), self);
  g_signal_connect (self->problems, "apply-fix", G_CALLBACK (apply_fix_cb), self);
  g_signal_connect (self->problems, "problem-activated", G_CALLBACK (problem_activated_cb), self);
  /* A new base or switch: under the URL Standard the field reads the
   * reference against the base, so everything is read again. */
  g_signal_connect_swapped (self->resolution, "changed", G_CALLBACK (base_changed_cb), self);
  g_signal_connect (self->spec_dropdown, "notify::selected", G_CALLBACK (spec_changed_cb), self);
  uriscope_spec_badges_set_spec (self->spec_badges, uriscope_window_current_spec (self));
  g_signal_connect (self->spec_badges, "spec-activated", G_CALLBACK (spec_activated_cb), self);
  /* "Read as a Browser": the same signal, for WHATWG. */
  g_signal_connect (self->browser_line, "spec-activated", G_CALLBACK (spec_activated_cb), self);
  g_signal_connect (self->pages, "notify::visible-child", G_CALLBACK (page_changed_cb), self);
  /* The Link page read the reference as it came on the screen. */
  g_signal_connect_swapped (self->link_page, "lens-changed", G_CALLBACK (update_lens), self);
  g_signal_connect (self->link_page, "open-reference", G_CALLBACK (open_reference_cb), self);
  g_signal_connect (self->link_page, "finding-activated", G_CALLBACK (finding_activated_cb), self);

  if (self->settings != NULL)
    {
      g_autofree char *last = g_settings_get_string (self->settings, "last-input");

      uriscope_window_recall (self, last);
    }
  else
    update (self);
}

/* Public ------------------------------------------------------------------- */

GtkWidget *
uriscope_window_new (GtkApplication *application)
{
  return g_object_new (URISCOPE_TYPE_WINDOW, "application", application, NULL);
}

/* Replaces the reference; inspected at once. The text is shown exactly,
 * trailing newlines and surrounding white space included (and flagged);
 * bytes the field cannot hold are shown as U+FFFD, and the user told
 * which, but read and fixed as the bytes they are. */
void
uriscope_window_set_bytes (UriscopeWindow *self,
                           const char     *bytes,
                           gsize           len)
{
  g_autofree char *notice = NULL;

  g_return_if_fail (URISCOPE_IS_WINDOW (self));

  /* The reference the user leaves is a recent one. */
  if (self->has_text)
    uriscope_window_leave_reference (self);
  /* A new reference starts with no node selected. */
  self->syncing = TRUE;
  self->password_wanted = FALSE;
  uriscope_reference_buffer_set_bytes (self->reference, bytes, len, &notice);
  gtk_label_set_text (self->notice, notice ? notice : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice), notice != NULL);
  self->bytes_notice = notice != NULL;
  uriscope_breakdown_page_unselect (self->breakdown);
  self->syncing = FALSE;
}

void
uriscope_window_set_text (UriscopeWindow *self,
                          const char     *text)
{
  uriscope_window_set_bytes (self, text ? text : "", text ? strlen (text) : 0);
}

/* Reads the reference under @spec (the spec drop-down follows). */
void
uriscope_window_set_spec (UriscopeWindow *self,
                          UsSpec          spec)
{
  g_return_if_fail (URISCOPE_IS_WINDOW (self));

  for (guint i = 0; i < self->n_specs; i++)
    if (self->specs[i] == spec)
      gtk_drop_down_set_selected (self->spec_dropdown, i);
}

void
uriscope_window_set_base (UriscopeWindow *self,
                          const char     *base)
{
  g_return_if_fail (URISCOPE_IS_WINDOW (self));

  uriscope_resolution_page_set_base (self->resolution, base);
}

void
uriscope_window_set_compat (UriscopeWindow *self,
                            gboolean        compat)
{
  uriscope_resolution_page_set_compat (self->resolution, compat);
}

void
uriscope_window_show_page (UriscopeWindow *self,
                           const char     *name)
{
  gtk_stack_set_visible_child_name (self->pages, name);
}

/* The page shown, and a page's title. */
const char *
uriscope_window_get_page (UriscopeWindow *self)
{
  return gtk_stack_get_visible_child_name (self->pages);
}

const char *
uriscope_window_get_page_title (UriscopeWindow *self,
                                const char     *name)
{
  GtkWidget *child = gtk_stack_get_child_by_name (self->pages, name);

  return child ? gtk_stack_page_get_title (gtk_stack_get_page (self->pages, child)) : NULL;
}

/* The parse of the reference shown. */
UsResult *
uriscope_window_get_result (UriscopeWindow *self)
{
  return self->result;
}

/* The spec the reference is read under. */
UsSpec
uriscope_window_get_spec (UriscopeWindow *self)
{
  return uriscope_window_current_spec (self);
}

AdwWindowTitle *
uriscope_window_get_title (UriscopeWindow *self)
{
  return self->title;
}

/* The notice about replaced bytes or a masked password, or %NULL. */
const char *
uriscope_window_get_notice (UriscopeWindow *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->notice)) ? gtk_label_get_text (self->notice) : NULL;
}

/* The window's parts. */
UriscopeReferenceField *
uriscope_window_get_reference_field (UriscopeWindow *self)
{
  return self->field;
}

UriscopeProblemsList *
uriscope_window_get_problems_list (UriscopeWindow *self)
{
  return self->problems;
}

UriscopeBreakdownPage *
uriscope_window_get_breakdown_page (UriscopeWindow *self)
{
  return self->breakdown;
}

UriscopeResolutionPage *
uriscope_window_get_resolution_page (UriscopeWindow *self)
{
  return self->resolution;
}

UriscopeNormalizationPage *
uriscope_window_get_normalization_page (UriscopeWindow *self)
{
  return self->normalization;
}

UriscopeSpecBadges *
uriscope_window_get_spec_badges (UriscopeWindow *self)
{
  return self->spec_badges;
}

UriscopeBrowserLine *
uriscope_window_get_browser_line (UriscopeWindow *self)
{
  return self->browser_line;
}

UriscopeLinkPage *
uriscope_window_get_link_page (UriscopeWindow *self)
{
  return self->link_page;
}

/* The links of the last paste that held several; %NULL before one. */
UriscopeLinkPicker *
uriscope_window_get_link_picker (UriscopeWindow *self)
{
  return self->link_picker;
}
