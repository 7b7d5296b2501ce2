/* uriscope-ladder-marks.h — what a rung of the normalization changed, marked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pango.h>
#include <uriscope.h>

G_BEGIN_DECLS

PangoAttrList *uriscope_ladder_marks_apply (const UsNormalization  *n,
                                            UsRung                  rung,
                                            char                  **shown_text,
                                            char                  **marked_spans);

G_END_DECLS
