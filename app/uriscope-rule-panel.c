/* uriscope-rule-panel.c — a grammar rule: its diagram and its RFC text
 *
 * The rule's name, its document and section; its railroad diagram
 * (uriscope-railroad.c), which can be copied to the clipboard as SVG or
 * PNG or saved; and the section of the RFC that defines it
 * (uriscope-rfc-text.c), the rule's own definition highlighted.
 *
 * A rule reference in the diagram is a link: the panel goes to that rule,
 * keeps the one it left on its Back stack with where its RFC text was
 * scrolled to, and emits "rule-activated" so that the window can select
 * the rule too; Back shows that rule's text scrolled as it was left. uriscope_rule_panel_set_rule()
 * starts a new history, unless the rule is the one shown (as when the
 * window follows the panel's own "rule-activated").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-clipboard.h"
#include "uriscope-rfc-reflow.h"
#include "uriscope-rfc-text.h"
#include "uriscope-rule-panel.h"
#include "uriscope-rule-panel-private.h"

/* A rule Back goes to, and where its text was scrolled to. */
typedef struct {
  UsRule rule;
  double scrolled;
} Visited;

struct _UriscopeRulePanel {
  GtkBox parent_instance;

  UsRule rule;
  GArray *history;               /* Visited, the rules Back goes to */

  GtkButton *back_button;
  GtkLabel *title_label;
  GtkLabel *source_label;
  UriscopeRailroad *railroad;
  GtkTextView *text_view;
  GtkTextTag *definition_tag;
  GtkTextMark *definition_mark;
  guint scroll_tick;
  guint scroll_frames;
  double scroll_back;            /* where Back scrolls the text to, or -1 */
};

enum {
  RULE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (UriscopeRulePanel, uriscope_rule_panel, GTK_TYPE_BOX)

/* A definition line of @name: white space, the name, white space, then
 * "=", "=/", "::=" or ":". */
static gboolean
defines (const char *line,
         const char *name)
{
  gsize len = strlen (name);

  while (*line == ' ' || *line == '\t')
    line++;
  if (strncmp (line, name, len) != 0)
    return FALSE;
  line += len;
  if (*line != ' ' && *line != '\t' && *line != '=' && *line != ':')
    return FALSE;
  while (*line == ' ' || *line == '\t')
    line++;
  return *line == '=' || g_str_has_prefix (line, "::=") || *line == ':';
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  UriscopeRulePanel *self = user_data;

  /* Again for a few frames: the lines' heights settle as the view
   * validates them. */
  if (gtk_widget_get_height (widget) <= 0)
    return G_SOURCE_CONTINUE;
  if (self->scroll_back >= 0)
    gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text_view)), self->scroll_back);
  else
    gtk_text_view_scroll_to_mark (self->text_view, self->definition_mark, 0, TRUE, 0, 0.2);
  if (++self->scroll_frames < 8)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Shows the section's text as paragraphs that wrap (uriscope-rfc-reflow.c),
 * the definition of the rule (and its more indented continuation lines)
 * in the definition tag. */
static void
show_text (UriscopeRulePanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  const char *document = us_rule_document (self->rule);
  const char *section = us_rule_section (self->rule);
  g_autofree char *text = NULL;
  g_autofree char *flowed = NULL;
  g_autofree guint8 *keep = NULL;
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) definitions = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) lines = NULL;
  guint n_lines;
  gboolean found = FALSE;

  if (document != NULL && section != NULL && section[0] != '\0')
    text = uriscope_rfc_text_section (document, section);
  if (text == NULL)
    {
      gtk_text_buffer_set_text (buffer, _("The text of this rule’s document is not built in."), -1);
      return;
    }
  /* The definitions' lines, first and last + 1 of each; a paragraph
   * starts at each. */
  lines = g_strsplit (text, "\n", -1);
  n_lines = g_strv_length (lines);
  keep = g_new0 (guint8, n_lines + 1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (defines (lines[i], us_rule_name (self->rule)))
      {
        guint end = i + 1;

        while (lines[end] != NULL && lines[end][0] != '\0' &&
               uriscope_rfc_reflow_indent_of (lines[end]) > uriscope_rfc_reflow_indent_of (lines[i]) &&
               strchr (lines[end], '=') == NULL)
          end++;
        g_array_append_val (definitions, i);
        g_array_append_val (definitions, end);
        keep[i] = keep[end] = 1;
        i = end - 1;
      }
  flowed = uriscope_rfc_reflow (text, keep, n_lines, starts);
  gtk_text_buffer_set_text (buffer, flowed, -1);
  for (guint d = 0; d < definitions->len; d += 2)
    {
      guint first = g_array_index (definitions, guint, d);
      guint last = g_array_index (definitions, guint, d + 1) - 1;
      GtkTextIter start, end;

      gtk_text_buffer_get_iter_at_offset (buffer, &start, (int) g_array_index (starts, guint, first));
      gtk_text_iter_set_line_offset (&start, 0);
      gtk_text_buffer_get_iter_at_offset (buffer, &end, (int) g_array_index (starts, guint, last));
      if (!gtk_text_iter_ends_line (&end))
        gtk_text_iter_forward_to_line_end (&end);
      gtk_text_buffer_apply_tag (buffer, self->definition_tag, &start, &end);
      if (!found)
        gtk_text_buffer_move_mark (buffer, self->definition_mark, &start);
      found = TRUE;
    }
  uriscope_rfc_reflow_indent (self->text_view);
  /* Scrolled once the view has its size. */
  self->scroll_frames = 0;
  if ((found || self->scroll_back >= 0) && self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->text_view), scroll_tick_cb, self, NULL);
}

static void
show_rule (UriscopeRulePanel *self,
           UsRule             rule)
{
  const char *section;
  g_autofree char *source = NULL;

  self->rule = rule;
  uriscope_railroad_set_rule (self->railroad, rule);
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_button), self->history->len > 0);
  if (rule == US_RULE_NONE)
    {
      gtk_label_set_text (self->title_label, "");
      gtk_label_set_text (self->source_label, "");
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), "", -1);
      return;
    }
  section = us_rule_section (rule);
  gtk_label_set_text (self->title_label, us_rule_name (rule));
  if (section != NULL && section[0] != '\0')
    /* Translators: a document and its section, "RFC 3986, section 3.1" */
    source = g_strdup_printf (_("%s, section %s"), us_rule_document (rule), section);
  else
    source = g_strdup (us_rule_document (rule));
  gtk_label_set_text (self->source_label, source);
  show_text (self);
}

static void
rule_activated_cb (UriscopeRulePanel *self,
                   int                rule)
{
  Visited left;

  if (rule <= US_RULE_NONE || rule >= US_RULE_COUNT || (UsRule) rule == self->rule)
    return;
  left.rule = self->rule;
  left.scrolled = gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text_view)));
  g_array_append_val (self->history, left);
  self->scroll_back = -1;
  show_rule (self, rule);
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, rule);
}

/* Goes back to the rule before the last link followed; FALSE if none. */
gboolean
uriscope_rule_panel_go_back (UriscopeRulePanel *self)
{
  Visited back;

  g_return_val_if_fail (URISCOPE_IS_RULE_PANEL (self), FALSE);

  if (self->history->len == 0)
    return FALSE;
  back = g_array_index (self->history, Visited, self->history->len - 1);
  g_array_set_size (self->history, self->history->len - 1);
  self->scroll_back = back.scrolled;
  show_rule (self, back.rule);
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, (int) back.rule);
  return TRUE;
}

static void
back_clicked_cb (UriscopeRulePanel *self)
{
  uriscope_rule_panel_go_back (self);
}

static void
copy_svg_cb (UriscopeRulePanel *self)
{
  g_autoptr(GBytes) svg = uriscope_railroad_to_svg (self->railroad);
  g_autofree char *name = NULL;

  if (svg == NULL)
    return;
  name = g_strdup_printf ("%s.svg", us_rule_name (self->rule));
  uriscope_clipboard_copy_svg (GTK_WIDGET (self), svg, name);
}

static void
copy_png_cb (UriscopeRulePanel *self)
{
  g_autoptr(GBytes) png = uriscope_railroad_to_png (self->railroad);
  g_autofree char *name = NULL;

  if (png == NULL)
    return;
  /* The PNG's own bytes, of known size: a texture would also be offered
   * as BMP and TIFF, several times larger (see uriscope-clipboard.c). */
  name = g_strdup_printf ("%s.png", us_rule_name (self->rule));
  uriscope_clipboard_copy_bytes (GTK_WIDGET (self), "image/png", png, NULL, name);
}

static void
save_response_cb (GtkNativeDialog   *dialog,
                  int                response,
                  UriscopeRulePanel *self)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (file != NULL && (path = g_file_get_path (file)) != NULL)
    {
      gboolean ok = g_str_has_suffix (path, ".png")
        ? uriscope_railroad_write_png (self->railroad, path, &error)
        : uriscope_railroad_write_svg (self->railroad, path, &error);

      if (!ok)
        g_message ("Could not save %s: %s", path, error->message);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
save_cb (UriscopeRulePanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  if (self->rule == US_RULE_NONE)
    return;
  dialog = gtk_file_chooser_native_new (_("Save the Diagram"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  name = g_strdup_printf ("%s.svg", us_rule_name (self->rule));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
uriscope_rule_panel_dispose (GObject *object)
{
  UriscopeRulePanel *self = URISCOPE_RULE_PANEL (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->text_view), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_RULE_PANEL);
  G_OBJECT_CLASS (uriscope_rule_panel_parent_class)->dispose (object);
}

static void
uriscope_rule_panel_finalize (GObject *object)
{
  UriscopeRulePanel *self = URISCOPE_RULE_PANEL (object);

  g_array_unref (self->history);
  G_OBJECT_CLASS (uriscope_rule_panel_parent_class)->finalize (object);
}

static void
uriscope_rule_panel_class_init (UriscopeRulePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_rule_panel_dispose;
  object_class->finalize = uriscope_rule_panel_finalize;

  /**
   * UriscopeRulePanel::rule-activated:
   * @rule: the UsRule the panel went to, by a link or by Back
   */
  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  g_type_ensure (URISCOPE_TYPE_RAILROAD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-rule-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeRulePanel, back_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeRulePanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, UriscopeRulePanel, source_label);
  gtk_widget_class_bind_template_child (widget_class, UriscopeRulePanel, railroad);
  gtk_widget_class_bind_template_child (widget_class, UriscopeRulePanel, text_view);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, copy_svg_cb);
  gtk_widget_class_bind_template_callback (widget_class, copy_png_cb);
  gtk_widget_class_bind_template_callback (widget_class, save_cb);
  gtk_widget_class_bind_template_callback (widget_class, rule_activated_cb);
}

static void
uriscope_rule_panel_init (UriscopeRulePanel *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start;

  self->history = g_array_new (FALSE, FALSE, sizeof (Visited));
  self->scroll_back = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  buffer = gtk_text_view_get_buffer (self->text_view);
  self->definition_tag = gtk_text_buffer_create_tag (buffer, "definition",
                                                     "weight", PANGO_WEIGHT_BOLD,
                                                     "paragraph-background", "rgba(246,211,45,0.3)",
                                                     NULL);
  gtk_text_buffer_get_start_iter (buffer, &start);
  self->definition_mark = gtk_text_buffer_create_mark (buffer, "definition", &start, TRUE);
}

GtkWidget *
uriscope_rule_panel_new (void)
{
  return g_object_new (URISCOPE_TYPE_RULE_PANEL, NULL);
}

/* Shows @rule, forgetting the Back history, unless it is the one shown. */
void
uriscope_rule_panel_set_rule (UriscopeRulePanel *self,
                              UsRule             rule)
{
  g_return_if_fail (URISCOPE_IS_RULE_PANEL (self));
  g_return_if_fail ((guint) rule < US_RULE_COUNT);

  if (rule == self->rule)
    return;
  g_array_set_size (self->history, 0);
  self->scroll_back = -1;
  show_rule (self, rule);
}

UsRule
uriscope_rule_panel_get_rule (UriscopeRulePanel *self)
{
  g_return_val_if_fail (URISCOPE_IS_RULE_PANEL (self), US_RULE_NONE);
  return self->rule;
}

UriscopeRailroad *
uriscope_rule_panel_get_railroad (UriscopeRulePanel *self)
{
  g_return_val_if_fail (URISCOPE_IS_RULE_PANEL (self), NULL);
  return self->railroad;
}

/* For the tests: the highlighted text, the definitions' lines. */
char *
uriscope_rule_panel_dup_definition (UriscopeRulePanel *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GString *out = g_string_new (NULL);
  GtkTextIter iter, end;

  gtk_text_buffer_get_start_iter (buffer, &iter);
  while (gtk_text_iter_forward_to_tag_toggle (&iter, self->definition_tag))
    {
      if (!gtk_text_iter_starts_tag (&iter, self->definition_tag))
        continue;
      end = iter;
      gtk_text_iter_forward_to_tag_toggle (&end, self->definition_tag);
      g_autofree char *part = gtk_text_iter_get_text (&iter, &end);
      g_string_append (out, part);
      g_string_append_c (out, '\n');
      iter = end;
    }
  return g_string_free (out, FALSE);
}
