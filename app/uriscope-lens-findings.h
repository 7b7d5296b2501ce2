/* uriscope-lens-findings.h — the link lens's findings, as rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_LENS_FINDINGS (uriscope_lens_findings_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeLensFindings, uriscope_lens_findings, URISCOPE, LENS_FINDINGS, GtkBox)

void        uriscope_lens_findings_show     (UriscopeLensFindings *self,
                                             UsLens               *lens);
GtkListBox *uriscope_lens_findings_get_list (UriscopeLensFindings *self);

G_END_DECLS
