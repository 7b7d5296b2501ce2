/* cli-text-private.h — what the two files of the text renderer share
 *
 * The ANSI colours of a terminal (--color), two helpers of cli-text.c
 * that cli-text-steps.c uses too: the colour of a severity and the
 * columns a text takes in its display form; and the spill that streams a
 * long output: the renderers append to a buffer, and where they write to
 * a stream (the cli_text_write_*() functions) the buffer goes out each
 * time it passes CLI_TEXT_SPILL_BYTES, at the end of a line, so the text
 * of a 1 MB input (hundreds of megabytes: a caret line for each of a
 * million diagnostics) never sits whole in memory (issue 24).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>

#include "cli-text.h"

G_BEGIN_DECLS

#define ANSI_RESET  "\033[0m"
#define ANSI_BOLD   "\033[1m"
#define ANSI_DIM    "\033[2m"
#define ANSI_RED    "\033[1;31m"
#define ANSI_YELLOW "\033[1;33m"
#define ANSI_CYAN   "\033[1;36m"
#define ANSI_GREEN  "\033[1;32m"

/* How much text a renderer holds before it writes it out. */
#define CLI_TEXT_SPILL_BYTES (64 * 1024)

const char *cli_text_severity_color (UsSeverity  severity);
guint       cli_text_display_width  (const char *text,
                                     gsize       len);

/* Writes @out to @stream and empties it, once it holds CLI_TEXT_SPILL_BYTES
 * or more; with no stream (the functions that return the text), keeps it.
 * Called only where @out ends a line: no renderer looks back past one. */
static inline void
cli_text_spill (GString *out,
                FILE    *stream)
{
  if (stream != NULL && out->len >= CLI_TEXT_SPILL_BYTES)
    {
      fwrite (out->str, 1, out->len, stream);
      g_string_truncate (out, 0);
    }
}

/* Writes what @out still holds to @stream and frees it; with no stream,
 * returns the text. */
static inline char *
cli_text_finish (GString *out,
                 FILE    *stream)
{
  if (stream == NULL)
    return g_string_free (out, FALSE);
  fwrite (out->str, 1, out->len, stream);
  g_string_free (out, TRUE);
  return NULL;
}

G_END_DECLS
