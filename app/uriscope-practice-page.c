/* uriscope-practice-page.c — the practice mode: exercises on the RFCs
 *
 * One exercise at a time (uriscope-exercises.h): a reference to resolve
 * against a base, as an RFC's table of examples has it, or a question on
 * the parse of a sample reference (the rule of a highlighted character,
 * the end of the authority). The learner types the answer (Enter checks)
 * or, for a breakdown question, clicks a choice or a character.
 *
 * A right answer is congratulated. A wrong one reveals the steps of the
 * resolution (step id, what it did, the components after it; the buffer
 * table of RFC 3986 §5.2.4 under its step) and marks the first step where
 * the answer went another way, said in words. The first check of each
 * exercise shown counts in the score of its level; the scores and the
 * level are kept in the settings ("practice-scores", "practice-level").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-practice-page.h"

struct _UriscopePracticePage {
  AdwBin parent_instance;

  GtkDropDown *level_drop;
  GtkLabel *score;
  GtkButton *reset;
  GtkLabel *question;
  GtkLabel *source;
  GtkWidget *base_title;
  GtkLabel *base;
  GtkLabel *reference;
  GtkWidget *characters_scroller;
  GtkBox *characters;
  GtkWidget *choices;
  GtkButton *choice[URISCOPE_N_CHOICES];
  GtkEntry *entry;
  GtkButton *check;
  GtkLabel *feedback;
  GtkToggleButton *show_steps;
  GtkButton *next;
  GtkListBox *steps;

  GSettings *settings;            /* NULL: nothing kept */
  UriscopeLevel level;
  guint scores[URISCOPE_N_LEVELS][2];   /* answered, right */
  guint index;
  gboolean counted;               /* this exercise's first check is counted */
  gboolean checked;               /* the entry is as it was checked */
  gboolean syncing;               /* the level is being set from code */
  UsResolution *resolution;       /* of a resolution exercise */
  gboolean diverged;
  UriscopeDivergence divergence;
  char *feedback_text;
};

G_DEFINE_FINAL_TYPE (UriscopePracticePage, uriscope_practice_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const UriscopeExercise *
current (UriscopePracticePage *self)
{
  return uriscope_exercises_get (self->index);
}

/* ---- score ------------------------------------------------------------- */

static void
update_score (UriscopePracticePage *self)
{
  g_autofree char *text = NULL;
  guint *score = self->scores[self->level];

  /* TRANSLATORS: the score at the level chosen: right answers, answers */
  text = g_strdup_printf (_("%u right of %u at this level"), score[1], score[0]);
  gtk_label_set_text (self->score, text);
}

static void
load_scores (UriscopePracticePage *self)
{
  g_autoptr(GVariant) scores = NULL;
  g_autofree char *level = NULL;
  GVariantIter iter;
  const char *name;
  guint answered, right;

  if (self->settings == NULL)
    return;
  level = g_settings_get_string (self->settings, "practice-level");
  uriscope_level_from_string (level, &self->level);
  scores = g_settings_get_value (self->settings, "practice-scores");
  g_variant_iter_init (&iter, scores);
  while (g_variant_iter_next (&iter, "{&s(uu)}", &name, &answered, &right))
    {
      UriscopeLevel l;

      if (uriscope_level_from_string (name, &l))
        {
          self->scores[l][0] = answered;
          self->scores[l][1] = MIN (right, answered);
        }
    }
}

static void
save_scores (UriscopePracticePage *self)
{
  GVariantBuilder builder;

  if (self->settings == NULL)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uu)}"));
  for (UriscopeLevel l = 0; l < URISCOPE_N_LEVELS; l++)
    g_variant_builder_add (&builder, "{s(uu)}", uriscope_level_to_string (l),
                           self->scores[l][0], self->scores[l][1]);
  g_settings_set_value (self->settings, "practice-scores", g_variant_builder_end (&builder));
}

static void
fill_steps (UriscopePracticePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps))) != NULL)
    gtk_list_box_remove (self->steps, child);
  if (self->resolution != NULL)
    uriscope_practice_steps_fill_resolution (self->steps, self->resolution,
                                             self->diverged ? &self->divergence : NULL);
  else
    uriscope_practice_steps_fill_tree (self->steps, current (self));
}

/* ---- showing an exercise ----------------------------------------------- */

static void
set_feedback (UriscopePracticePage *self,
              char                 *text,
              const char           *style)
{
  g_free (self->feedback_text);
  self->feedback_text = text;
  gtk_label_set_text (self->feedback, text != NULL ? text : "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "error");
  if (style != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback), style);
}

static void
character_clicked_cb (GtkButton            *button,
                      UriscopePracticePage *self)
{
  guint end = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "end"));
  g_autofree char *text = g_strdup_printf ("%u", end);

  uriscope_practice_page_answer (self, text);
}

static void
fill_characters (UriscopePracticePage   *self,
                 const UriscopeExercise *ex)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->characters))) != NULL)
    gtk_box_remove (self->characters, child);
  for (const char *p = ex->reference; *p != '\0'; p = g_utf8_next_char (p))
    {
      g_autofree char *c = g_strndup (p, g_utf8_next_char (p) - p);
      guint end = g_utf8_next_char (p) - ex->reference;
      GtkWidget *button = gtk_button_new_with_label (c);
      /* TRANSLATORS: a button for one character of the reference; %u is the
       * number of bytes up to and with it, %s the character */
      g_autofree char *name = g_strdup_printf (_("The authority ends after character %u, “%s”"), end, c);

      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "monospace");
      gtk_widget_add_css_class (button, "practice-character");
      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data (G_OBJECT (button), "end", GUINT_TO_POINTER (end));
      g_signal_connect (button, "clicked", G_CALLBACK (character_clicked_cb), self);
      gtk_box_append (self->characters, button);
    }
}

static void
show_reference (UriscopePracticePage   *self,
                const UriscopeExercise *ex)
{
  g_autofree char *before = NULL, *mark = NULL, *after = NULL, *markup = NULL;

  if (ex->kind != URISCOPE_EXERCISE_RULE)
    {
      /* TRANSLATORS: the reference of an exercise when it is empty */
      gtk_label_set_text (self->reference, ex->reference[0] != '\0' ? ex->reference : _("(empty)"));
      return;
    }
  before = g_markup_escape_text (ex->reference, ex->offset);
  mark = g_markup_escape_text (ex->reference + ex->offset, ex->length);
  after = g_markup_escape_text (ex->reference + ex->offset + ex->length, -1);
  markup = g_strdup_printf ("%s<span background=\"#f6d32d\" foreground=\"#000000\" weight=\"bold\" underline=\"single\">%s</span>%s",
                            before, mark, after);
  gtk_label_set_markup (self->reference, markup);
}

static void
show_exercise (UriscopePracticePage *self)
{
  const UriscopeExercise *ex = current (self);
  g_autofree char *question = NULL, *source = NULL;
  const char *table = uriscope_exercise_table_title (ex);

  g_clear_pointer (&self->resolution, us_resolution_unref);
  self->diverged = FALSE;
  self->counted = FALSE;
  self->checked = FALSE;
  if (ex->kind == URISCOPE_EXERCISE_RESOLVE)
    {
      self->resolution = uriscope_exercise_resolve (ex);
      question = g_strdup (_("Resolve the reference against the base: what is the target URI?"));
      gtk_entry_set_placeholder_text (self->entry, _("The target URI"));
    }
  else if (ex->kind == URISCOPE_EXERCISE_RULE)
    {
      g_autofree char *c = g_strndup (ex->reference + ex->offset, ex->length);

      /* TRANSLATORS: %s is a character of the reference, %zu its position (from 1) */
      question = g_strdup_printf (_("Which rule matches the highlighted character “%s” (character %zu)? The innermost rule of the parse tree there."),
                                  c, ex->offset + 1);
      gtk_entry_set_placeholder_text (self->entry, _("A rule name, or pick one below"));
    }
  else
    {
      question = g_strdup (_("Where does the authority end? Click its last character, or type how many characters are before its end."));
      gtk_entry_set_placeholder_text (self->entry, _("A number of characters"));
    }
  if (ex->section != NULL)
    /* TRANSLATORS: where an exercise comes from: "RFC 3986", "§5.4.2", "Abnormal Examples", then the level */
    source = g_strdup_printf (_("%s %s %s — %s"), us_spec_title (ex->spec), ex->section, table, uriscope_level_title (ex->level));
  else
    /* TRANSLATORS: for an exercise on a sample of Uriscope's own: the spec, then the level */
    source = g_strdup_printf (_("%s, another sample — %s"), us_spec_title (ex->spec), uriscope_level_title (ex->level));
  gtk_label_set_text (self->question, question);
  gtk_label_set_text (self->source, source);
  gtk_widget_set_visible (self->base_title, ex->base != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->base), ex->base != NULL);
  gtk_label_set_text (self->base, ex->base != NULL ? ex->base : "");
  show_reference (self, ex);

  gtk_widget_set_visible (self->choices, ex->kind == URISCOPE_EXERCISE_RULE);
  for (guint i = 0; i < URISCOPE_N_CHOICES && ex->kind == URISCOPE_EXERCISE_RULE; i++)
    {
      gtk_button_set_label (self->choice[i], us_rule_name (ex->choices[i]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->choice[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      us_rule_name (ex->choices[i]), -1);
    }
  gtk_widget_set_visible (self->characters_scroller, ex->kind == URISCOPE_EXERCISE_AUTHORITY_END);
  if (ex->kind == URISCOPE_EXERCISE_AUTHORITY_END)
    fill_characters (self, ex);

  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  set_feedback (self, NULL, NULL);
  gtk_toggle_button_set_active (self->show_steps, FALSE);
  fill_steps (self);
}

static void
set_level (UriscopePracticePage *self,
           UriscopeLevel         level)
{
  self->level = level;
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->level_drop, level);
  self->syncing = FALSE;
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "practice-level", uriscope_level_to_string (level));
  update_score (self);
}

/**
 * uriscope_practice_page_set_exercise:
 * @index: an exercise (uriscope_exercises_get())
 *
 * Shows the exercise; the level becomes its level.
 */
void
uriscope_practice_page_set_exercise (UriscopePracticePage *self,
                                     guint                 index)
{
  g_return_if_fail (URISCOPE_IS_PRACTICE_PAGE (self));
  g_return_if_fail (index < uriscope_exercises_get_n ());

  self->index = index;
  if (current (self)->level != self->level)
    set_level (self, current (self)->level);
  show_exercise (self);
}

guint
uriscope_practice_page_get_exercise (UriscopePracticePage *self)
{
  g_return_val_if_fail (URISCOPE_IS_PRACTICE_PAGE (self), 0);
  return self->index;
}

/* Shows the next exercise of the level. */
void
uriscope_practice_page_next (UriscopePracticePage *self)
{
  g_return_if_fail (URISCOPE_IS_PRACTICE_PAGE (self));
  self->index = uriscope_exercises_next (current (self)->level == self->level ? self->index : G_MAXUINT,
                                         self->level);
  show_exercise (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

void
uriscope_practice_page_set_level (UriscopePracticePage *self,
                                  UriscopeLevel         level)
{
  g_return_if_fail (URISCOPE_IS_PRACTICE_PAGE (self));
  g_return_if_fail (level < URISCOPE_N_LEVELS);
  set_level (self, level);
  if (current (self)->level != level)
    uriscope_practice_page_next (self);
}

UriscopeLevel
uriscope_practice_page_get_level (UriscopePracticePage *self)
{
  g_return_val_if_fail (URISCOPE_IS_PRACTICE_PAGE (self), URISCOPE_LEVEL_EASY);
  return self->level;
}

/* ---- checking ---------------------------------------------------------- */

static char *
wrong_feedback (UriscopePracticePage   *self,
                const UriscopeExercise *ex,
                const char             *clean)
{
  if (ex->kind == URISCOPE_EXERCISE_RULE)
    /* TRANSLATORS: %s is the name of a grammar rule */
    return g_strdup_printf (_("Not that one: the innermost rule there is “%s”. The rules around the character are listed below."),
                            us_rule_name (ex->rule));
  if (ex->kind == URISCOPE_EXERCISE_AUTHORITY_END)
    {
      g_autofree char *authority = g_strndup (ex->reference, ex->authority_end);

      /* TRANSLATORS: %zu is a number of characters, %s the reference up to there */
      return g_strdup_printf (_("Not there: the authority ends after %zu characters, “%s”."),
                              ex->authority_end, authority);
    }
  if (self->diverged)
    {
      g_autofree char *where = uriscope_divergence_describe (self->resolution, &self->divergence);

      if (ex->alternative != NULL && strcmp (clean, ex->alternative) == 0)
        /* TRANSLATORS: %s says where the answer differs; the answer given is the RFC's other one */
        return g_strdup_printf (_("That is the RFC’s other answer; a strict resolver gives the first. %s"), where);
      return g_steal_pointer (&where);
    }
  return g_strdup (_("That is not the target."));
}

/**
 * uriscope_practice_page_answer:
 * @text: the answer, as typed
 *
 * Checks @text against the exercise shown (surrounding white space does
 * not count). The first check of an exercise counts in the score. A wrong
 * answer to a resolution shows the steps and where the answer went
 * another way (uriscope_practice_page_get_divergent_step()).
 *
 * Returns: whether @text is right
 */
gboolean
uriscope_practice_page_answer (UriscopePracticePage *self,
                               const char           *text)
{
  const UriscopeExercise *ex;
  g_autofree char *clean = NULL;
  gboolean right;

  g_return_val_if_fail (URISCOPE_IS_PRACTICE_PAGE (self), FALSE);
  ex = current (self);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->entry)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), text != NULL ? text : "");
  clean = uriscope_exercise_clean_answer (ex, text);
  right = uriscope_exercise_is_right (ex, text);
  if (!self->counted)
    {
      self->counted = TRUE;
      self->scores[ex->level][0]++;
      if (right)
        self->scores[ex->level][1]++;
      save_scores (self);
      update_score (self);
    }
  self->diverged = !right && self->resolution != NULL &&
                   uriscope_exercises_find_divergence (self->resolution, ex->spec, clean, &self->divergence);
  if (right)
    {
      static const char * const cheers[] = { N_("Right!"), N_("Well done!"), N_("Exactly."), N_("Correct.") };

      /* TRANSLATORS: after a right answer: a cheer, then "Next Exercise" */
      set_feedback (self, g_strdup_printf (_("%s On to the next one (Alt+N)."),
                                           _(cheers[(self->scores[ex->level][1] + self->index) % G_N_ELEMENTS (cheers)])),
                    "success");
    }
  else
    set_feedback (self, wrong_feedback (self, ex, clean), "error");
  fill_steps (self);
  if (!right)
    gtk_toggle_button_set_active (self->show_steps, TRUE);
  self->checked = TRUE;
  return right;
}

/* The step where the last wrong answer went another way: its id ("5.2.3",
 * or the rule of the buffer table, "2C"), its index and the row's
 * (G_MAXUINT for none); NULL when there is none. */
const char *
uriscope_practice_page_get_divergent_step (UriscopePracticePage *self,
                                           guint                *step,
                                           guint                *row)
{
  g_return_val_if_fail (URISCOPE_IS_PRACTICE_PAGE (self), NULL);
  if (!self->diverged)
    return NULL;
  if (step != NULL)
    *step = self->divergence.step;
  if (row != NULL)
    *row = self->divergence.row;
  return self->divergence.id;
}

const char *
uriscope_practice_page_get_feedback (UriscopePracticePage *self)
{
  g_return_val_if_fail (URISCOPE_IS_PRACTICE_PAGE (self), NULL);
  return self->feedback_text;
}

void
uriscope_practice_page_get_score (UriscopePracticePage *self,
                                  UriscopeLevel         level,
                                  guint                *answered,
                                  guint                *right)
{
  g_return_if_fail (URISCOPE_IS_PRACTICE_PAGE (self));
  g_return_if_fail (level < URISCOPE_N_LEVELS);
  if (answered != NULL)
    *answered = self->scores[level][0];
  if (right != NULL)
    *right = self->scores[level][1];
}

void
uriscope_practice_page_reset_score (UriscopePracticePage *self)
{
  g_return_if_fail (URISCOPE_IS_PRACTICE_PAGE (self));
  memset (self->scores, 0, sizeof self->scores);
  save_scores (self);
  update_score (self);
}

gboolean
uriscope_practice_page_get_steps_shown (UriscopePracticePage *self)
{
  g_return_val_if_fail (URISCOPE_IS_PRACTICE_PAGE (self), FALSE);
  return gtk_toggle_button_get_active (self->show_steps);
}

/* ---- signals ----------------------------------------------------------- */

static void
check_cb (UriscopePracticePage *self)
{
  uriscope_practice_page_answer (self, gtk_editable_get_text (GTK_EDITABLE (self->entry)));
}

static void
entry_changed_cb (UriscopePracticePage *self)
{
  self->checked = FALSE;
}

static void
choice_clicked_cb (GtkButton            *button,
                   UriscopePracticePage *self)
{
  uriscope_practice_page_answer (self, gtk_button_get_label (button));
}

static void
level_selected_cb (UriscopePracticePage *self)
{
  guint selected = gtk_drop_down_get_selected (self->level_drop);

  if (self->syncing || selected >= URISCOPE_N_LEVELS)
    return;
  uriscope_practice_page_set_level (self, selected);
}

/* Ctrl+→: the next exercise once the answer is checked; before, the
 * entry's (a word to the right). */
static gboolean
next_shortcut_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   data)
{
  UriscopePracticePage *self = URISCOPE_PRACTICE_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean typing = focus != NULL && (focus == GTK_WIDGET (self->entry) ||
                                      gtk_widget_is_ancestor (focus, GTK_WIDGET (self->entry)));

  if (data != NULL && typing && !self->checked)
    return FALSE;
  uriscope_practice_page_next (self);
  return TRUE;
}

static void
uriscope_practice_page_constructed (GObject *object)
{
  UriscopePracticePage *self = URISCOPE_PRACTICE_PAGE (object);

  G_OBJECT_CLASS (uriscope_practice_page_parent_class)->constructed (object);
  load_scores (self);
  set_level (self, self->level);
  self->index = uriscope_exercises_next (G_MAXUINT, self->level);
  show_exercise (self);
}

static void
uriscope_practice_page_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  UriscopePracticePage *self = URISCOPE_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_practice_page_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  UriscopePracticePage *self = URISCOPE_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_practice_page_dispose (GObject *object)
{
  UriscopePracticePage *self = URISCOPE_PRACTICE_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_PRACTICE_PAGE);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->resolution, us_resolution_unref);
  G_OBJECT_CLASS (uriscope_practice_page_parent_class)->dispose (object);
}

static void
uriscope_practice_page_finalize (GObject *object)
{
  g_free (URISCOPE_PRACTICE_PAGE (object)->feedback_text);
  G_OBJECT_CLASS (uriscope_practice_page_parent_class)->finalize (object);
}

static void
uriscope_practice_page_class_init (UriscopePracticePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = uriscope_practice_page_constructed;
  object_class->set_property = uriscope_practice_page_set_property;
  object_class->get_property = uriscope_practice_page_get_property;
  object_class->dispose = uriscope_practice_page_dispose;
  object_class->finalize = uriscope_practice_page_finalize;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-practice-page.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "level", FALSE,
                                             G_STRUCT_OFFSET (UriscopePracticePage, level_drop));
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, score);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, reset);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, question);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, source);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, base_title);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, base);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, reference);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, characters_scroller);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, characters);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, choices);
  gtk_widget_class_bind_template_child_full (widget_class, "choice0", FALSE, G_STRUCT_OFFSET (UriscopePracticePage, choice[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "choice1", FALSE, G_STRUCT_OFFSET (UriscopePracticePage, choice[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "choice2", FALSE, G_STRUCT_OFFSET (UriscopePracticePage, choice[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "choice3", FALSE, G_STRUCT_OFFSET (UriscopePracticePage, choice[3]));
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, entry);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, check);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, feedback);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, show_steps);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, next);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, steps);
}

/* The character buttons of "where does the authority end?" as narrow as
 * the characters, so that the row reads as the reference. */
static void
add_style (GtkWidget *widget)
{
  static GtkCssProvider *provider;
  GdkDisplay *display = gtk_widget_get_display (widget);

  if (provider != NULL || display == NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   "button.practice-character { padding: 4px 1px; min-width: 0; min-height: 0; }",
                                   -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
uriscope_practice_page_init (UriscopePracticePage *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));
  add_style (GTK_WIDGET (self));

  /* Ctrl+→ before the entry sees it (capture): the entry keeps it while
   * the answer is being typed. */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Right, GDK_CONTROL_MASK),
                                                          gtk_callback_action_new (next_shortcut_cb, GINT_TO_POINTER (1), NULL)));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_n, GDK_ALT_MASK),
                                                          gtk_callback_action_new (next_shortcut_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (check_cb), self);
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (entry_changed_cb), self);
  g_signal_connect_swapped (self->check, "clicked", G_CALLBACK (check_cb), self);
  g_signal_connect_swapped (self->next, "clicked", G_CALLBACK (uriscope_practice_page_next), self);
  g_signal_connect_swapped (self->reset, "clicked", G_CALLBACK (uriscope_practice_page_reset_score), self);
  g_signal_connect_swapped (self->level_drop, "notify::selected", G_CALLBACK (level_selected_cb), self);
  for (guint i = 0; i < URISCOPE_N_CHOICES; i++)
    g_signal_connect (self->choice[i], "clicked", G_CALLBACK (choice_clicked_cb), self);
}

/**
 * uriscope_practice_page_new:
 * @settings: (nullable): where the level and the scores are kept
 *   (io.github.uriscope.Uriscope), or %NULL to keep nothing
 */
GtkWidget *
uriscope_practice_page_new (GSettings *settings)
{
  return g_object_new (URISCOPE_TYPE_PRACTICE_PAGE, "settings", settings, NULL);
}
