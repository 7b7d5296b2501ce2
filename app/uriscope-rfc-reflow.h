/* uriscope-rfc-reflow.h — an RFC's text as paragraphs that wrap at any width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *uriscope_rfc_reflow        (const char   *text,
                                  const guint8 *keep,
                                  guint         n_keep,
                                  GArray       *starts);
void  uriscope_rfc_reflow_indent (GtkTextView  *view);
guint    uriscope_rfc_reflow_indent_of (const char *line);
gboolean uriscope_rfc_reflow_continues (const char *above,
                                        const char *next);

G_END_DECLS
