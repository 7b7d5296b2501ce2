/* cli-input.h — reading references from a stream, one per line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct _CliLineReader CliLineReader;

CliLineReader *cli_line_reader_new  (FILE          *stream,
                                     gsize          max_line);
gboolean       cli_line_reader_next (CliLineReader *self,
                                     const char   **line,
                                     gsize         *len,
                                     gsize         *full_len,
                                     GError       **error);
void           cli_line_reader_free (CliLineReader *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliLineReader, cli_line_reader_free)

G_END_DECLS
