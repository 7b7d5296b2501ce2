/* us-compare.h — one input read under several specs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-result.h"
#include "us-version.h"

G_BEGIN_DECLS

/**
 * UsDifference:
 * @rejecting: index (into the results compared) of a spec that has an error
 *   at @offset
 * @accepting: index of a spec that reads the same character without one
 * @diagnostic: the error of the rejecting result
 * @offset: the byte where the two readings part
 *
 * The first place where two specs disagree about one input.
 */
typedef struct {
  guint rejecting;
  guint accepting;
  guint diagnostic;
  gsize offset;
} UsDifference;

US_PUBLIC
gboolean  us_find_difference   (UsResult *const    *results,
                                guint               n_results,
                                UsDifference       *difference);
US_PUBLIC
char     *us_format_difference (UsResult *const    *results,
                                const UsDifference *difference);

G_END_DECLS
