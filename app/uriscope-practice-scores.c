/* uriscope-practice-scores.c — the practice page's scores, kept in the settings
 *
 * A score per level (uriscope-practice-page.c): the answers counted and
 * the right ones among them, kept in the settings' "practice-scores" (a
 * dictionary from the level's name to the two numbers); without settings
 * nothing is kept.
 *
 * Read and written here by hand, not bound: no widget property holds
 * them (the page shows one level's score as a sentence, and counts in an
 * array of its own), and the dictionary is written whole at each answer
 * counted or reset, never merged key by key. This file is the one place
 * that touches the key. The level chosen is bound instead: the page's
 * drop-down holds it ("practice-level", uriscope-practice-page.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-practice-page.h"

/**
 * uriscope_practice_scores_load:
 * @settings: (nullable): where they are kept
 * @scores: (inout): the answers and the right ones of each level, set to
 *   those kept (a level not kept keeps its)
 */
void
uriscope_practice_scores_load (GSettings *settings,
                               guint      scores[URISCOPE_N_LEVELS][2])
{
  g_autoptr(GVariant) kept = NULL;
  GVariantIter iter;
  const char *name;
  guint answered, right;

  if (settings == NULL)
    return;
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
