/* uriscope-log.h — GTK 4.8's warning of a late scrollbar trough, once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean         uriscope_log_is_late_trough (const GLogField *fields,
                                              gsize            n_fields);
GLogWriterOutput uriscope_log_writer         (GLogLevelFlags   log_level,
                                              const GLogField *fields,
                                              gsize            n_fields,
                                              gpointer         user_data);

G_END_DECLS
