/* uriscope-practice-question.h — the question of an exercise, asked and answered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "uriscope-exercises.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_PRACTICE_QUESTION (uriscope_practice_question_get_type ())

G_DECLARE_FINAL_TYPE (UriscopePracticeQuestion, uriscope_practice_question, URISCOPE, PRACTICE_QUESTION, GtkBox)

GtkWidget  *uriscope_practice_question_new            (void);
void        uriscope_practice_question_show           (UriscopePracticeQuestion *self,
                                                       const UriscopeExercise   *ex);

const char *uriscope_practice_question_placeholder    (const UriscopeExercise   *ex);
char       *uriscope_practice_question_wrong_feedback (const UriscopeExercise   *ex,
                                                       const char               *clean,
                                                       const UsResolution       *resolution,
                                                       const UriscopeDivergence *divergence);

G_END_DECLS
