/* uriscope-practice-page.c — the practice mode: exercises on the RFCs
 *
 * One exercise at a time (uriscope-exercises.h): a reference to resolve
 * against a base, as an RFC's table of examples has it, or a question on
 * the parse of a sample reference (the rule of a highlighted character,
 * the end of the authority). The learner types the answer (Enter checks)
 * or, for a breakdown question, clicks a choice or a character
 * (uriscope-practice-question.c asks the question).
 *
 * A right answer is congratulated. A wrong one reveals the steps of the
 * resolution (step id, what it did, the components after it; the buffer
 * table of RFC 3986 §5.2.4 under its step; uriscope-practice-steps.c) and
 * marks the first step where the answer went another way, said in words.
 * The first check of each exercise shown counts in the score of its level;
 * the level's drop-down is bound to the settings' "practice-level", the
 * scores are kept in "practice-scores" (uriscope-practice-scores.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-practice-page.h"
#include "uriscope-practice-question.h"
#include "uriscope-practice-page-private.h"

struct _UriscopePracticePage {
  AdwBin parent_instance;

  GtkDropDown *level_drop;
  GtkLabel *score;
  GtkButton *reset;
  UriscopePracticeQuestion *question;
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
  g_autofree char *text = uriscope_practice_scores_describe (self->scores[self->level]);

  gtk_label_set_text (self->score, text);
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
show_exercise (UriscopePracticePage *self)
{
  const UriscopeExercise *ex = current (self);

  g_clear_pointer (&self->resolution, us_resolution_unref);
  self->diverged = FALSE;
  self->counted = FALSE;
  self->checked = FALSE;
  if (ex->kind == URISCOPE_EXERCISE_RESOLVE)
    self->resolution = uriscope_exercise_resolve (ex);
  gtk_entry_set_placeholder_text (self->entry, uriscope_practice_question_placeholder (ex));
  uriscope_practice_question_show (self->question, ex);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  set_feedback (self, NULL, NULL);
  gtk_toggle_button_set_active (self->show_steps, FALSE);
  fill_steps (self);
}

/* The drop-down shows @level (its binding keeps it in "practice-level"). */
static void
set_level (UriscopePracticePage *self,
           UriscopeLevel         level)
{
  self->level = level;
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->level_drop, level);
  self->syncing = FALSE;
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

/* Ctrl+V on the page, wherever the focus is: into the answer. The window's
 * paste replaced the reference, which the page hides, without a sign. */
void
uriscope_practice_page_paste (UriscopePracticePage *self)
{
  GtkEditable *text;

  g_return_if_fail (URISCOPE_IS_PRACTICE_PAGE (self));
  text = gtk_editable_get_delegate (GTK_EDITABLE (self->entry));
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
  gtk_widget_activate_action (GTK_WIDGET (text != NULL ? GTK_WIDGET (text) : GTK_WIDGET (self->entry)),
                              "clipboard.paste", NULL);
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
      uriscope_practice_scores_save (self->settings, self->scores);
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
    set_feedback (self, uriscope_practice_question_wrong_feedback (ex, clean, self->resolution,
                                                                   self->diverged ? &self->divergence : NULL),
                  "error");
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
  uriscope_practice_scores_save (self->settings, self->scores);
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

/* A choice or a character clicked. */
static void
question_answer_cb (UriscopePracticeQuestion *question,
                    const char               *text,
                    UriscopePracticePage     *self)
{
  uriscope_practice_page_answer (self, text);
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

/* "practice-level" holds the level's name, the drop-down its index. */
static gboolean
level_from_setting (GValue   *value,
                    GVariant *variant,
                    gpointer  data)
{
  UriscopeLevel level;

  if (!uriscope_level_from_string (g_variant_get_string (variant, NULL), &level))
    return FALSE;
  g_value_set_uint (value, level);
  return TRUE;
}

static GVariant *
level_to_setting (const GValue       *value,
                  const GVariantType *type,
                  gpointer            data)
{
  guint level = g_value_get_uint (value);

  if (level >= URISCOPE_N_LEVELS)
    return NULL;
  return g_variant_new_string (uriscope_level_to_string (level));
}

static void
uriscope_practice_page_constructed (GObject *object)
{
  UriscopePracticePage *self = URISCOPE_PRACTICE_PAGE (object);

  G_OBJECT_CLASS (uriscope_practice_page_parent_class)->constructed (object);
  uriscope_practice_scores_load (self->settings, self->scores);
  /* The level kept, read into the drop-down as the binding is made (not
   * yet a choice of the user's: no exercise is picked for it here), then
   * kept as it changes; a change of the key chooses the level as the
   * drop-down does. A locked key leaves the drop-down usable. */
  if (self->settings != NULL)
    {
      self->syncing = TRUE;
      g_settings_bind_with_mapping (self->settings, "practice-level", self->level_drop, "selected",
                                    G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY,
                                    level_from_setting, level_to_setting, NULL, NULL);
      self->syncing = FALSE;
      self->level = MIN (gtk_drop_down_get_selected (self->level_drop), URISCOPE_N_LEVELS - 1);
    }
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

  /* The settings outlive the page: its drop-down is no longer theirs. */
  if (self->level_drop != NULL)
    g_settings_unbind (self->level_drop, "selected");
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

  g_type_ensure (URISCOPE_TYPE_PRACTICE_QUESTION);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-practice-page.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "level", FALSE,
                                             G_STRUCT_OFFSET (UriscopePracticePage, level_drop));
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, score);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, reset);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, question);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, entry);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, check);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, feedback);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, show_steps);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, next);
  gtk_widget_class_bind_template_child (widget_class, UriscopePracticePage, steps);
}

static void
uriscope_practice_page_init (UriscopePracticePage *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));

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
  g_signal_connect (self->question, "answer", G_CALLBACK (question_answer_cb), self);
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
