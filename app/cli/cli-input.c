/* cli-input.c — lines of any bytes, NUL included, of any length
 *
 * Lines end at LF; a CR just before the LF belongs to the line ending. A line
 * longer than the cap is not truncated silently: its bytes past the cap are
 * skipped, and the caller learns its full length, to report it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cli-input.h"

struct _CliLineReader {
  FILE *stream;
  gsize max_line;
  char *buf;          /* read buffer */
  gsize buf_size;
  gsize pos;          /* next unread byte in buf */
  gsize fill;         /* bytes in buf */
  gboolean eof;
  GString *line;      /* the line being assembled */
};

#define READ_CHUNK (256 * 1024)

CliLineReader *
cli_line_reader_new (FILE  *stream,
                     gsize  max_line)
{
  CliLineReader *self = g_new0 (CliLineReader, 1);

  self->stream = stream;
  self->max_line = max_line;
  self->buf_size = READ_CHUNK;
  self->buf = g_malloc (self->buf_size);
  self->line = g_string_new (NULL);
  return self;
}

void
cli_line_reader_free (CliLineReader *self)
{
  g_free (self->buf);
  g_string_free (self->line, TRUE);
  g_free (self);
}

static gboolean
refill (CliLineReader  *self,
        GError        **error)
{
  size_t n;

  if (self->eof)
    return FALSE;
  n = fread (self->buf, 1, self->buf_size, self->stream);
  self->pos = 0;
  self->fill = n;
  if (n == 0)
    {
      if (ferror (self->stream))
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       _("Could not read standard input: %s"), g_strerror (saved));
        }
      self->eof = TRUE;
      return FALSE;
    }
  return TRUE;
}

/**
 * cli_line_reader_next:
 * @line: (out): the line, without its ending; valid until the next call
 * @len: (out): its length, at most the cap
 * @full_len: (out): its length before the cap; larger than *len when cut
 *
 * Returns: FALSE at the end of input or on a read error (then @error is set)
 */
gboolean
cli_line_reader_next (CliLineReader  *self,
                      const char    **line,
                      gsize          *len,
                      gsize          *full_len,
                      GError        **error)
{
  gsize total = 0;
  gboolean any = FALSE;

  g_string_truncate (self->line, 0);

  for (;;)
    {
      const char *start, *nl;
      gsize avail, take;

      if (self->pos == self->fill && !refill (self, error))
        break;

      any = TRUE;
      start = self->buf + self->pos;
      avail = self->fill - self->pos;
      nl = memchr (start, '\n', avail);
      take = nl ? (gsize) (nl - start) : avail;

      if (self->line->len < self->max_line + 1)
        g_string_append_len (self->line, start, MIN (take, self->max_line + 1 - self->line->len));
      total += take;
      self->pos += take;

      if (nl)
        {
          self->pos++;  /* the LF */
          goto done;
        }
    }

  if (!any || (error && *error))
    return FALSE;

done:
  if (self->line->len > 0 && self->line->str[self->line->len - 1] == '\r' && total == self->line->len)
    {
      g_string_truncate (self->line, self->line->len - 1);
      total--;
    }
  *line = self->line->str;
  *len = MIN (self->line->len, self->max_line);
  *full_len = total;
  return TRUE;
}
