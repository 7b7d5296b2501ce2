/* us-fix-check.h — a fix is offered only when it keeps the link's meaning
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-analysis.h"
#include "us-version.h"

G_BEGIN_DECLS

/**
 * UsFixCheck:
 * @US_FIX_CHECK_KEEPS: the fixed text keeps the link's meaning: offer it
 * @US_FIX_CHECK_NONE: there is nothing to fix
 * @US_FIX_CHECK_ERRORS_LEFT: the fixed text is not valid under the spec (for
 *   every fix at once), or has no fewer errors (for one fix)
 * @US_FIX_CHECK_OTHER_HOST: a browser reads the fixed text to another host
 * @US_FIX_CHECK_REFUSED: a browser refuses the fixed text, where it read the
 *   original, or where the fix was to make the host one it reads
 * @US_FIX_CHECK_OTHER_HREF: under the URL Standard, a browser reads the
 *   fixed text to another href than the original's
 */
typedef enum {
  US_FIX_CHECK_KEEPS,
  US_FIX_CHECK_NONE,
  US_FIX_CHECK_ERRORS_LEFT,
  US_FIX_CHECK_OTHER_HOST,
  US_FIX_CHECK_REFUSED,
  US_FIX_CHECK_OTHER_HREF,
} UsFixCheck;

US_PUBLIC
UsFixCheck  us_analysis_check_fix         (UsAnalysis *self,
                                           UsSpec      spec,
                                           guint       index);
US_PUBLIC
gboolean   *us_analysis_dup_offered_fixes (UsAnalysis *self,
                                           UsSpec      spec);
US_PUBLIC
char       *us_analysis_dup_fixed         (UsAnalysis *self,
                                           UsSpec      spec,
                                           gsize      *len,
                                           UsFixCheck *check);
US_PUBLIC
char       *us_analysis_format_fix_all    (UsAnalysis *self,
                                           UsSpec      spec);
US_PUBLIC
const char *us_fix_check_name             (UsFixCheck  check);

G_END_DECLS
