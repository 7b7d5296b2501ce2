/* uriscope-practice-scores.c — the practice page's scores, kept in the settings
 *
 * A score per level (uriscope-practice-page.c): the answers counted and
 * the right ones among them. They and the level chosen are kept in the
 * settings, "practice-scores" (a dictionary from the level's name to the
 * two numbers) and "practice-level"; without settings nothing is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-practice-page.h"

/**
 * uriscope_practice_scores_load:
 * @settings: (nullable): where they are kept
 * @level: (inout): set to the level kept, if any
 * @scores: (inout): the answers and the right ones of each level, set to
 *   those kept (a level not kept keeps its)
 */
void
uriscope_practice_scores_load (GSettings     *settings,
                               UriscopeLevel *level,
                               guint          scores[URISCOPE_N_LEVELS][2])
{
  g_autoptr(GVariant) kept = NULL;
  g_autofree char *name_kept = NULL;
  GVariantIter iter;
  const char *name;
  guint answered, right;

  if (settings == NULL)
    return;
  name_kept = g_settings_get_string (settings, "practice-level");
  uriscope_level_from_string (name_kept, level);
  kept = g_settings_get_value (settings, "practice-scores");
  g_variant_iter_init (&iter, kept);
  while (g_variant_iter_next (&iter, "{&s(uu)}", &name, &answered, &right))
    {
      UriscopeLevel l;

      if (uriscope_level_from_string (name, &l))
        {
          scores[l][0] = answered;
          scores[l][1] = MIN (right, answered);
        }
    }
}

/* Keeps @scores in @settings (if any). */
void
uriscope_practice_scores_save (GSettings *settings,
                               guint      scores[URISCOPE_N_LEVELS][2])
{
  GVariantBuilder builder;

  if (settings == NULL)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{s(uu)}"));
  for (UriscopeLevel l = 0; l < URISCOPE_N_LEVELS; l++)
    g_variant_builder_add (&builder, "{s(uu)}", uriscope_level_to_string (l), scores[l][0], scores[l][1]);
  g_settings_set_value (settings, "practice-scores", g_variant_builder_end (&builder));
}

/* The score of a level in words, from its answers and right ones. */
char *
uriscope_practice_scores_describe (const guint score[2])
{
  /* TRANSLATORS: the score at the level chosen: right answers, answers */
  return g_strdup_printf (_("%u right of %u at this level"), score[1], score[0]);
}
