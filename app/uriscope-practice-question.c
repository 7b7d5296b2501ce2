/* uriscope-practice-question.c — the question of an exercise, asked and answered
 *
 * What the practice page (uriscope-practice-page.c) shows of an exercise
 * above the answer's entry: the question in words, where the exercise
 * comes from (the RFC's table, or a sample of Uriscope's own, and the
 * level), the base and the reference, the character asked about
 * highlighted in it; the four rules offered for "which rule matches?",
 * and for "where does the authority end?" the reference as a row of
 * buttons, a character each. A choice or a character clicked is an
 * answer (the signal UriscopePracticeQuestion::answer). And what a wrong
 * answer is told (uriscope_practice_question_wrong_feedback()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-practice-question.h"

struct _UriscopePracticeQuestion {
  GtkBox parent_instance;

  GtkLabel *question;
  GtkLabel *source;
  GtkWidget *base_title;
  GtkLabel *base;
  GtkLabel *reference;
  GtkWidget *characters_scroller;
  GtkBox *characters;
  GtkWidget *choices;
  GtkButton *choice[URISCOPE_N_CHOICES];
};

G_DEFINE_FINAL_TYPE (UriscopePracticeQuestion, uriscope_practice_question, GTK_TYPE_BOX)

enum { ANSWER, N_SIGNALS };
static guint signals[N_SIGNALS];

/* What the answer's entry says while empty. */
const char *
uriscope_practice_question_placeholder (const UriscopeExercise *ex)
{
  if (ex->kind == URISCOPE_EXERCISE_RESOLVE)
    return _("The target URI");
  if (ex->kind == URISCOPE_EXERCISE_RULE)
    return _("A rule name, or pick one below");
  return _("A number of characters");
}

static char *
question_of (const UriscopeExercise *ex)
{
  if (ex->kind == URISCOPE_EXERCISE_RESOLVE)
    return g_strdup (_("Resolve the reference against the base: what is the target URI?"));
  if (ex->kind == URISCOPE_EXERCISE_RULE)
    {
      g_autofree char *c = g_strndup (ex->reference + ex->offset, ex->length);

      /* TRANSLATORS: %s is a character of the reference, %zu its position (from 1) */
      return g_strdup_printf (_("Which rule matches the highlighted character “%s” (character %zu)? The innermost rule of the parse tree there."),
                              c, ex->offset + 1);
    }
  return g_strdup (_("Where does the authority end? Click its last character, or type how many characters are before its end."));
}

/* Where @ex comes from, and its level. */
static char *
source_of (const UriscopeExercise *ex)
{
  if (ex->section != NULL)
    /* TRANSLATORS: where an exercise comes from: "RFC 3986", "§5.4.2", "Abnormal Examples", then the level */
    return g_strdup_printf (_("%s %s %s — %s"), us_spec_title (ex->spec), ex->section, uriscope_exercise_table_title (ex),
                            uriscope_level_title (ex->level));
  /* TRANSLATORS: for an exercise on a sample of Uriscope's own: the spec, then the level */
  return g_strdup_printf (_("%s, another sample — %s"), us_spec_title (ex->spec), uriscope_level_title (ex->level));
}

static void
show_reference (UriscopePracticeQuestion *self,
                const UriscopeExercise   *ex)
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
character_clicked_cb (GtkButton                *button,
                      UriscopePracticeQuestion *self)
{
  guint end = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "end"));
  g_autofree char *text = g_strdup_printf ("%u", end);

  g_signal_emit (self, signals[ANSWER], 0, text);
}

static void
fill_characters (UriscopePracticeQuestion *self,
                 const UriscopeExercise   *ex)
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

/* Asks @ex's question. */
void
uriscope_practice_question_show (UriscopePracticeQuestion *self,
                                 const UriscopeExercise   *ex)
{
  g_autofree char *question = NULL, *source = NULL;

  g_return_if_fail (URISCOPE_IS_PRACTICE_QUESTION (self));

  question = question_of (ex);
  source = source_of (ex);
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
}

/**
 * uriscope_practice_question_wrong_feedback:
 * @clean: the answer given, cleaned (uriscope_exercise_clean_answer())
 * @resolution: (nullable): the exercise's resolution
 * @divergence: (nullable): where the answer went another way in it
 *
 * Returns: (transfer full): what a wrong answer to @ex is told
 */
char *
uriscope_practice_question_wrong_feedback (const UriscopeExercise   *ex,
                                           const char               *clean,
                                           const UsResolution       *resolution,
                                           const UriscopeDivergence *divergence)
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
  if (resolution != NULL && divergence != NULL)
    {
      g_autofree char *where = uriscope_divergence_describe (resolution, divergence);

      if (ex->alternative != NULL && strcmp (clean, ex->alternative) == 0)
        /* TRANSLATORS: %s says where the answer differs; the answer given is the RFC's other one */
        return g_strdup_printf (_("That is the RFC’s other answer; a strict resolver gives the first. %s"), where);
      return g_steal_pointer (&where);
    }
  return g_strdup (_("That is not the target."));
}

static void
choice_clicked_cb (GtkButton                *button,
                   UriscopePracticeQuestion *self)
{
  g_signal_emit (self, signals[ANSWER], 0, gtk_button_get_label (button));
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
uriscope_practice_question_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_PRACTICE_QUESTION);
  G_OBJECT_CLASS (uriscope_practice_question_parent_class)->dispose (object);
}

static void
uriscope_practice_question_class_init (UriscopePracticeQuestionClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = uriscope_practice_question_dispose;

  /**
   * UriscopePracticeQuestion::answer:
   * @text: the answer: a rule chosen, or the bytes up to and with the
   *   character clicked
   */
  signals[ANSWER] = g_signal_new ("answer", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-practice-question.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, question);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, source);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, base_title);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, base);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, reference);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, characters_scroller);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, characters);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticeQuestion, choices);
  gtk_widget_class_bind_template_child_full (widget_class, "choice0", FALSE,
                                             G_STRUCT_OFFSET (UriscopePracticeQuestion, choice[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "choice1", FALSE,
                                             G_STRUCT_OFFSET (UriscopePracticeQuestion, choice[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "choice2", FALSE,
                                             G_STRUCT_OFFSET (UriscopePracticeQuestion, choice[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "choice3", FALSE,
                                             G_STRUCT_OFFSET (UriscopePracticeQuestion, choice[3]));
}

static void
uriscope_practice_question_init (UriscopePracticeQuestion *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_style (GTK_WIDGET (self));
  for (guint i = 0; i < URISCOPE_N_CHOICES; i++)
    g_signal_connect (self->choice[i], "clicked", G_CALLBACK (choice_clicked_cb), self);
}

GtkWidget *
uriscope_practice_question_new (void)
{
  return g_object_new (URISCOPE_TYPE_PRACTICE_QUESTION, NULL);
}
