/* uriscope-normalization-ladder.c — normalization rung by rung
 *
 * RFC 3986 §6.2.2 and §6.2.3 as a ladder (us_normalize()): one row per
 * rung with its name, section and description, the text after the rung
 * with what the rung changed marked in it, and the changes in words
 * (us_change_format()). What a rung put in is bold and underlined; what
 * it took out (a default port, an empty port, "localhost", dot segments)
 * stays in the text struck through and dimmed, so nothing relies on
 * colour (uriscope-ladder-marks.c finds them). Previous and Next
 * (ladder.previous, ladder.next, ladder.first, ladder.last) go a rung at
 * a time, the rungs after the current hidden unless "Show all" is on;
 * the current rung is scrolled fully into view after the layout that
 * shows it (uriscope-list-scroll.c).
 *
 * The four rows are made once and kept: a keystroke sets a rung's text,
 * marks and changes only where they differ from what it shows (each new
 * row cost its style and its layout, four rows a keystroke).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-ladder-marks.h"
#include "uriscope-list-scroll.h"
#include "uriscope-normalization-ladder.h"
#include "uriscope-reveal-button.h"
#include "uriscope-step-row.h"
#include "uriscope-text.h"
#include "uriscope-normalization-ladder-private.h"

typedef struct {
  GtkWidget *row;           /* made once, kept from one keystroke to the next */
  GtkLabel *text;
  GtkLabel *changes_label;
  char *shown;              /* the text shown, removals included */
  char *marked;             /* the spans marked, "|"-separated */
  char *changes;            /* the changes in words */
} Rung;

struct _UriscopeNormalizationLadder {
  GtkBox parent_instance;

  GtkLabel *position;
  GtkLabel *input;
  GtkToggleButton *show_all;
  GtkListBox *list;

  Rung rungs[US_RUNG_COUNT];
  guint n_rungs;
  guint current;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (UriscopeNormalizationLadder, uriscope_normalization_ladder, GTK_TYPE_BOX)

enum { STEP_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A rung's title: its section's in the RFC, translated (us_rung_name()
 * is the name the command line's JSON gives it). */
static const char *
rung_title (UsRung rung)
{
  switch (rung)
    {
    /* TRANSLATORS: the title of RFC 3986 §6.2.2.1, a rung of the normalization ladder */
    case US_RUNG_CASE: return _("Case Normalization");
    /* TRANSLATORS: the title of RFC 3986 §6.2.2.2 */
    case US_RUNG_PERCENT: return _("Percent-Encoding Normalization");
    /* TRANSLATORS: the title of RFC 3986 §6.2.2.3 */
    case US_RUNG_PATH: return _("Path Segment Normalization");
    /* TRANSLATORS: the title of RFC 3986 §6.2.3 */
    case US_RUNG_SCHEME: return _("Scheme-Based Normalization");
    default: g_return_val_if_reached (NULL);
    }
}

/* Rung @rung's row, its text and changes empty. */
static void
rung_make (UsRung  rung,
           Rung   *r)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *section = g_strdup_printf ("§%s", us_rung_section (rung));

  gtk_widget_add_css_class (box, "step-row");
  gtk_box_append (GTK_BOX (header), new_label (section, "step-badge"));
  gtk_box_append (GTK_BOX (header), new_label (rung_title (rung), "title-4"));
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), new_label (us_rung_describe (rung), "step-description"));
  r->text = GTK_LABEL (new_label (NULL, "ladder-text"));
  gtk_label_set_selectable (r->text, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (r->text));
  r->changes_label = GTK_LABEL (new_label (NULL, "ladder-changes"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (r->changes_label));

  r->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (r->row), box);
}

/* Shows rung @rung of @n in its row: what differs from what it shows. */
static void
rung_show (const UsNormalization *n,
           UsRung                 rung,
           Rung                  *r)
{
  char *shown = NULL, *marked = NULL;
  g_autoptr(PangoAttrList) attrs = uriscope_ladder_marks_apply (n, rung, &shown, &marked);
  GString *changes = g_string_new (NULL);
  guint n_changes = us_normalization_get_n_changes (n, rung), listed = 0;
  gboolean changed = FALSE;

  /* A megabyte query may have a quarter of a million changes, and a
   * change may name a 20,000-character host: an excerpt of the first
   * ones, and how many more there are. */
  for (; listed < n_changes && changes->len < URISCOPE_TEXT_EXCERPT_CHARS; listed++)
    {
      g_autofree char *words = us_change_format (us_normalization_get_change (n, rung, listed));
      g_autofree char *shown_words = uriscope_text_excerpt (words, -1, URISCOPE_TEXT_EXCERPT_CHARS,
                                                            URISCOPE_EXCERPT_LENGTH);

      g_string_append_printf (changes, "%s• %s", changes->len > 0 ? "\n" : "", shown_words);
    }
  if (listed < n_changes)
    /* TRANSLATORS: ends the list of a rung's changes when it is long */
    g_string_append_printf (changes, g_dngettext (GETTEXT_PACKAGE, "\n… and %u more change", "\n… and %u more changes",
                                                  n_changes - listed),
                            n_changes - listed);
  if (changes->len == 0)
    /* TRANSLATORS: a rung of the normalization that changed nothing */
    g_string_append (changes, _("No change on this rung."));

  /* The marks are the spans marked in the text: the same text and spans,
   * the same attributes (setting them lays the label out again). */
  if (g_strcmp0 (shown, r->shown) != 0 || g_strcmp0 (marked, r->marked) != 0)
    {
      gtk_label_set_text (r->text, shown);
      gtk_label_set_attributes (r->text, attrs);
      uriscope_text_no_hyphens (r->text);
      g_free (r->shown);
      g_free (r->marked);
      r->shown = shown;
      r->marked = marked;
      changed = TRUE;
    }
  else
    {
      g_free (shown);
      g_free (marked);
    }
  if (g_strcmp0 (changes->str, r->changes) != 0)
    {
      gtk_label_set_text (r->changes_label, changes->str);
      g_free (r->changes);
      r->changes = g_string_free (changes, FALSE);
      changed = TRUE;
    }
  else
    g_string_free (changes, TRUE);
  if (changed)
    {
      /* TRANSLATORS: accessible label of a rung: its section, its name, the text after it, the changes */
      g_autofree char *a11y = g_strdup_printf (_("§%s %s: %s. %s"), us_rung_section (rung), rung_title (rung),
                                               r->shown, r->changes);

      gtk_accessible_update_property (GTK_ACCESSIBLE (r->row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

static void
update (UriscopeNormalizationLadder *self)
{
  gboolean all = gtk_toggle_button_get_active (self->show_all);
  g_autofree char *where = NULL;

  uriscope_reveal_button_show (self->show_all, self->n_rungs > 0 && self->current + 1 == self->n_rungs,
                               _("Reveal answer: every rung at once"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ladder.previous", self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ladder.first", self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ladder.next", self->current + 1 < self->n_rungs);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "ladder.last", self->current + 1 < self->n_rungs);
  if (self->n_rungs == 0)
    {
      gtk_label_set_text (self->position, "");
      return;
    }
  for (guint i = 0; i < self->n_rungs; i++)
    gtk_widget_set_visible (self->rungs[i].row, all || i <= self->current);
  self->updating = TRUE;
  gtk_list_box_select_row (self->list, GTK_LIST_BOX_ROW (self->rungs[self->current].row));
  self->updating = FALSE;
  if (GTK_IS_SCROLLABLE (gtk_widget_get_parent (GTK_WIDGET (self->list))))
    uriscope_list_scroll_keep_in_view (gtk_widget_get_parent (GTK_WIDGET (self->list)),
                                       GTK_SCROLLABLE (gtk_widget_get_parent (GTK_WIDGET (self->list))),
                                       self->rungs[self->current].row, 0);
  /* TRANSLATORS: the position on the ladder: "Rung 2 of 4" */
  where = g_strdup_printf (_("Rung %u of %u"), self->current + 1, self->n_rungs);
  gtk_label_set_text (self->position, where);
  g_signal_emit (self, signals[STEP_CHANGED], 0, self->current);
}

static void
go (UriscopeNormalizationLadder *self,
    guint                        index)
{
  if (self->n_rungs == 0)
    return;
  self->current = MIN (index, self->n_rungs - 1);
  update (self);
}

static void
ladder_action (GtkWidget  *widget,
               const char *action,
               GVariant   *parameter)
{
  UriscopeNormalizationLadder *self = URISCOPE_NORMALIZATION_LADDER (widget);

  if (g_str_equal (action, "ladder.previous"))
    go (self, self->current > 0 ? self->current - 1 : 0);
  else if (g_str_equal (action, "ladder.next"))
    go (self, self->current + 1);
  else if (g_str_equal (action, "ladder.first"))
    go (self, 0);
  else
    go (self, G_MAXUINT);
}

static void
row_selected_cb (GtkListBox                  *list,
                 GtkListBoxRow               *row,
                 UriscopeNormalizationLadder *self)
{
  if (!self->updating && row != NULL)
    go (self, (guint) gtk_list_box_row_get_index (row));
}

static void
show_all_cb (GtkToggleButton             *button,
             GParamSpec                  *pspec,
             UriscopeNormalizationLadder *self)
{
  update (self);
}

/**
 * uriscope_normalization_ladder_set_normalization:
 * @normalization: (nullable): the ladder to show, from its first rung
 */
void
uriscope_normalization_ladder_set_normalization (UriscopeNormalizationLadder *self,
                                                 UsNormalization             *normalization)
{
  g_return_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self));

  uriscope_steps_style_ensure (GTK_WIDGET (self));
  self->current = 0;
  if (normalization == NULL)
    for (guint i = 0; i < self->n_rungs; i++)
      {
        gtk_widget_set_visible (self->rungs[i].row, FALSE);
        g_clear_pointer (&self->rungs[i].shown, g_free);
        g_clear_pointer (&self->rungs[i].marked, g_free);
        g_clear_pointer (&self->rungs[i].changes, g_free);
      }
  self->n_rungs = 0;
  gtk_label_set_text (self->input, "");
  if (normalization != NULL)
    {
      gsize len;
      const char *input = us_normalization_get_input (normalization, &len);
      g_autofree char *shown = us_quote (input, len, URISCOPE_TEXT_EXCERPT_CHARS);

      gtk_label_set_text (self->input, shown);
      for (guint r = 0; r < US_RUNG_COUNT; r++)
        {
          if (self->rungs[r].row == NULL)
            {
              rung_make (r, &self->rungs[r]);
              gtk_list_box_append (self->list, self->rungs[r].row);
            }
          rung_show (normalization, r, &self->rungs[r]);
        }
      self->n_rungs = US_RUNG_COUNT;
    }
  update (self);
}

guint
uriscope_normalization_ladder_get_n_steps (UriscopeNormalizationLadder *self)
{
  g_return_val_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self), 0);
  return self->n_rungs;
}

guint
uriscope_normalization_ladder_get_current (UriscopeNormalizationLadder *self)
{
  g_return_val_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self), 0);
  return self->current;
}

void
uriscope_normalization_ladder_set_current (UriscopeNormalizationLadder *self,
                                           guint                        index)
{
  g_return_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self));
  go (self, index);
}

gboolean
uriscope_normalization_ladder_get_show_all (UriscopeNormalizationLadder *self)
{
  g_return_val_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self), TRUE);
  return gtk_toggle_button_get_active (self->show_all);
}

void
uriscope_normalization_ladder_set_show_all (UriscopeNormalizationLadder *self,
                                            gboolean                     show_all)
{
  g_return_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self));
  gtk_toggle_button_set_active (self->show_all, show_all);
}

guint
uriscope_normalization_ladder_get_n_visible_rows (UriscopeNormalizationLadder *self)
{
  guint n = 0;

  for (guint i = 0; i < self->n_rungs; i++)
    n += gtk_widget_get_visible (self->rungs[i].row);
  return n;
}

/* Whether the current rung is all in the visible area (for tests). */
gboolean
uriscope_normalization_ladder_current_in_view (UriscopeNormalizationLadder *self)
{
  g_return_val_if_fail (URISCOPE_IS_NORMALIZATION_LADDER (self) && self->n_rungs > 0, FALSE);
  return uriscope_list_scroll_is_in_view (gtk_widget_get_parent (GTK_WIDGET (self->list)),
                                          self->rungs[self->current].row);
}

/* The text shown on rung @rung, what was taken out included. */
const char *
uriscope_normalization_ladder_get_shown_text (UriscopeNormalizationLadder *self,
                                              guint                        rung)
{
  g_return_val_if_fail (rung < self->n_rungs, NULL);
  return self->rungs[rung].shown;
}

/* The spans marked on rung @rung: "+http|+www.example.com", "-:80". */
char *
uriscope_normalization_ladder_dup_marked (UriscopeNormalizationLadder *self,
                                          guint                        rung)
{
  g_return_val_if_fail (rung < self->n_rungs, NULL);
  return g_strdup (self->rungs[rung].marked);
}

const char *
uriscope_normalization_ladder_get_changes_text (UriscopeNormalizationLadder *self,
                                                guint                        rung)
{
  g_return_val_if_fail (rung < self->n_rungs, NULL);
  return self->rungs[rung].changes;
}

static void
uriscope_normalization_ladder_finalize (GObject *object)
{
  UriscopeNormalizationLadder *self = URISCOPE_NORMALIZATION_LADDER (object);

  for (guint i = 0; i < US_RUNG_COUNT; i++)
    {
      g_free (self->rungs[i].shown);
      g_free (self->rungs[i].marked);
      g_free (self->rungs[i].changes);
    }
  G_OBJECT_CLASS (uriscope_normalization_ladder_parent_class)->finalize (object);
}

static void
uriscope_normalization_ladder_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_NORMALIZATION_LADDER);
  G_OBJECT_CLASS (uriscope_normalization_ladder_parent_class)->dispose (object);
}

static void
uriscope_normalization_ladder_class_init (UriscopeNormalizationLadderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_Left, GDK_ALT_MASK, "ladder.previous" }, { GDK_KEY_Right, GDK_ALT_MASK, "ladder.next" },
    { GDK_KEY_Page_Up, 0, "ladder.previous" }, { GDK_KEY_Page_Down, 0, "ladder.next" },
    { GDK_KEY_Left, 0, "ladder.previous" }, { GDK_KEY_Right, 0, "ladder.next" },
    { GDK_KEY_Home, GDK_ALT_MASK, "ladder.first" }, { GDK_KEY_End, GDK_ALT_MASK, "ladder.last" },
  };

  /**
   * UriscopeNormalizationLadder::step-changed:
   * @index: the rung shown as the current one
   *
   * The current rung moved, or Show all was turned on or off.
   */
  signals[STEP_CHANGED] = g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  object_class->dispose = uriscope_normalization_ladder_dispose;
  object_class->finalize = uriscope_normalization_ladder_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-normalization-ladder.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationLadder, position);
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationLadder, input);
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationLadder, show_all);
  gtk_widget_class_bind_template_child (widget_class, UriscopeNormalizationLadder, list);
  gtk_widget_class_install_action (widget_class, "ladder.previous", NULL, ladder_action);
  gtk_widget_class_install_action (widget_class, "ladder.next", NULL, ladder_action);
  gtk_widget_class_install_action (widget_class, "ladder.first", NULL, ladder_action);
  gtk_widget_class_install_action (widget_class, "ladder.last", NULL, ladder_action);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action, NULL);
}

static void
uriscope_normalization_ladder_init (UriscopeNormalizationLadder *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected_cb), self);
  g_signal_connect (self->show_all, "notify::active", G_CALLBACK (show_all_cb), self);
  update (self);
}

GtkWidget *
uriscope_normalization_ladder_new (void)
{
  return g_object_new (URISCOPE_TYPE_NORMALIZATION_LADDER, NULL);
}

/* The Reveal answer control follows the "reveal-answer" setting, both
 * ways: the teacher's choice survives a restart. */
void
uriscope_normalization_ladder_bind_reveal (UriscopeNormalizationLadder *self,
                                          GSettings                   *settings)
{
  g_settings_bind (settings, "reveal-answer", self->show_all, "active", G_SETTINGS_BIND_DEFAULT);
}
