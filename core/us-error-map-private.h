/* us-error-map-private.h — where one reading has errors, without the reading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-compare.h"
#include "us-result.h"

G_BEGIN_DECLS

typedef struct _UsErrorMap UsErrorMap;

UsErrorMap *us_error_map_new             (const UsResult    *result);
void        us_error_map_free            (UsErrorMap        *self);
gboolean    us_error_map_find_difference (UsErrorMap *const *maps,
                                          guint              n_maps,
                                          UsDifference      *difference);
guint       us_result_first_error_at     (const UsResult    *result,
                                          gsize              offset);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsErrorMap, us_error_map_free)

G_END_DECLS
