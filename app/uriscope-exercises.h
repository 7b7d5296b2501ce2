/* uriscope-exercises.h — the exercises of the practice mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <uriscope.h>

G_BEGIN_DECLS

typedef enum {
  URISCOPE_LEVEL_EASY,
  URISCOPE_LEVEL_MEDIUM,
  URISCOPE_LEVEL_HARD,
  URISCOPE_LEVEL_MASTER,
} UriscopeLevel;

#define URISCOPE_N_LEVELS 4

typedef enum {
  URISCOPE_EXERCISE_RESOLVE,        /* type the target of a reference */
  URISCOPE_EXERCISE_RULE,           /* which rule matches the highlighted character? */
  URISCOPE_EXERCISE_AUTHORITY_END,  /* where does the authority end? */
} UriscopeExerciseKind;

#define URISCOPE_N_CHOICES 4

/**
 * UriscopeExercise:
 * @section: where the example is, as the RFC numbers it ("§5.4.1",
 *   "Appendix C.1"); for a breakdown question, the section of the sample
 * @abnormal: from a table of abnormal examples
 * @base: the base resolved against (%NULL for a breakdown question)
 * @printed_base: the base as the RFC prints it
 * @reference: the reference (for a breakdown question, the one parsed)
 * @printed_target: the answer as the RFC prints it
 * @target: the strict target: the answer checked
 * @alternative: the RFC's other answer ("for backward compatibility"), or
 *   %NULL
 * @offset: %URISCOPE_EXERCISE_RULE: the highlighted byte
 * @length: its length in bytes
 * @rule: the innermost rule of the parse tree there: the answer
 * @choices: four rule names offered, the answer among them
 * @authority_end: %URISCOPE_EXERCISE_AUTHORITY_END: the byte offset the
 *   authority ends at (the answer)
 */
typedef struct {
  UriscopeExerciseKind kind;
  UriscopeLevel level;
  UsSpec spec;
  const char *section;
  gboolean abnormal;
  const char *base;
  const char *printed_base;
  const char *reference;
  const char *printed_target;
  const char *target;
  const char *alternative;
  gsize offset;
  gsize length;
  UsRule rule;
  UsRule choices[URISCOPE_N_CHOICES];
  gsize authority_end;
} UriscopeExercise;

/**
 * UriscopeDivergence:
 * @step: the index of the step (us_resolution_get_step()) where the answer
 *   went another way
 * @row: the index of the row of the buffer table in that step, or
 *   %G_MAXUINT
 * @part: the component of the answer that differs there
 * @id: the step's id ("5.2.3"), or the row's rule ("2C")
 */
typedef struct {
  guint step;
  guint row;
  UsPart part;
  const char *id;
} UriscopeDivergence;

const char             *uriscope_level_to_string   (UriscopeLevel           level);
gboolean                uriscope_level_from_string (const char             *name,
                                                    UriscopeLevel          *level);
const char             *uriscope_level_title       (UriscopeLevel           level);

guint                   uriscope_exercises_get_n   (void);
const UriscopeExercise *uriscope_exercises_get     (guint                   index);
guint                   uriscope_exercises_next    (guint                   index,
                                                    UriscopeLevel           level);
const char             *uriscope_exercise_table_title (const UriscopeExercise *exercise);

UsResolution           *uriscope_exercise_resolve  (const UriscopeExercise *exercise);
char                   *uriscope_exercise_clean_answer (const UriscopeExercise *exercise,
                                                        const char             *answer);
gboolean                uriscope_exercise_is_right (const UriscopeExercise *exercise,
                                                    const char             *answer);

gboolean                uriscope_exercises_find_divergence (const UsResolution *resolution,
                                                            UsSpec              spec,
                                                            const char         *answer,
                                                            UriscopeDivergence *divergence);
char                   *uriscope_divergence_describe (const UsResolution       *resolution,
                                                      const UriscopeDivergence *divergence);
const char             *uriscope_buffer_rule_describe (const char *id);
const char             *uriscope_part_title        (UsPart                  part);
const char             *uriscope_record_field_title (UsRecordField          field);

GMenuModel             *uriscope_exercises_build_menu (UsSpec               spec);

/* The RFC tables (uriscope-exercise-data.c). */
const UriscopeExercise *uriscope_exercise_data_get (guint                  *n);

G_END_DECLS
