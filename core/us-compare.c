/* us-compare.c — where specs part ways on one input
 *
 * The results of one input under several specs are compared character by
 * character: the first difference is the lowest byte where one spec has an
 * error and another reads the same byte without one. Its explanation names
 * the rule the accepting spec matched there and gives the rejecting spec's
 * own message: "“[” (U+005B) at byte 7 is part of IP-literal under RFC
 * 3986, but under RFC 2396: “[” is not allowed in …".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "us-compare.h"
#include "us-error-map-private.h"
#include "us-result-private.h"

/**
 * us_find_difference:
 * @results: results of one input under different specs
 * @n_results: how many
 * @difference: (out): the first difference
 *
 * One walk from left to right over the errors of every result, each sorted
 * by position: at each byte where an error starts, which results have an
 * error covering it. Of the rejecting results at the lowest such byte, the
 * first in @results is named, with its first error there and the first
 * result that accepts the byte. The walk is over each result's error map
 * (us-error-map.c), which the command line keeps instead of the results.
 *
 * Returns: TRUE when two of the specs part ways somewhere: one has an error
 *   where another has none
 */
gboolean
us_find_difference (UsResult *const *results,
                    guint            n_results,
                    UsDifference    *difference)
{
  g_autofree UsErrorMap **maps = NULL;
  gboolean found;

  g_return_val_if_fail (results != NULL || n_results == 0, FALSE);
  g_return_val_if_fail (difference != NULL, FALSE);

  if (n_results < 2)
    return FALSE;
  maps = g_new (UsErrorMap *, n_results);
  for (guint r = 0; r < n_results; r++)
    maps[r] = us_error_map_new (results[r]);
  found = us_error_map_find_difference (maps, n_results, difference);
  if (found)
    difference->diagnostic = us_result_first_error_at (results[difference->rejecting], difference->offset);
  for (guint r = 0; r < n_results; r++)
    us_error_map_free (maps[r]);
  return found;
}

/**
 * us_format_difference:
 *
 * Returns: (transfer full): the difference in words, translated
 */
char *
us_format_difference (UsResult *const    *results,
                      const UsDifference *difference)
{
  const UsResult *rejecting, *accepting;
  g_autofree char *what = NULL;
  g_autofree char *why = NULL;
  g_autofree char *byte = NULL;
  const UsNode *node;

  g_return_val_if_fail (results != NULL && difference != NULL, NULL);

  rejecting = results[difference->rejecting];
  accepting = results[difference->accepting];
  why = us_result_format_message (rejecting, &rejecting->diagnostics[difference->diagnostic]);
  byte = g_strdup_printf ("%" G_GSIZE_FORMAT, difference->offset);
  if (difference->offset >= rejecting->len)
    /* TRANSLATORS: the first %s is a spec ("RFC 3986"), the second a message */
    return g_strdup_printf (_("The end of the input is fine under %s, but under %s: %s"),
                            us_spec_title (accepting->spec), us_spec_title (rejecting->spec), why);

  what = us_describe_char (rejecting->input, rejecting->len, difference->offset);
  node = &accepting->nodes[us_result_node_at (accepting, difference->offset)];
  /* TRANSLATORS: "“[” (U+005B) at byte 7 is part of IP-literal under RFC 3986, but under RFC 2396: <message>" */
  return g_strdup_printf (_("%s at byte %s is part of %s under %s, but under %s: %s"),
                          what, byte, us_rule_name (node->rule), us_spec_title (accepting->spec),
                          us_spec_title (rejecting->spec), why);
}
