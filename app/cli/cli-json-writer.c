/* cli-json-writer.c — JSON text written piece by piece, strings escaped in one place
 *
 * The CLI writes one JSON object per input line. Building the whole object
 * as a tree first (as json-glib's JsonBuilder does) costs kilobytes per input
 * byte when an input has a diagnostic per byte, so the object is written
 * value by value instead, and what is written goes out in blocks.
 *
 * Every string of the output, member names included, goes through
 * cli_json_append_escaped(), which makes it strict JSON (RFC 8259 §7) whatever
 * the bytes: '"', '\\' and every control character U+0000–U+001F and U+007F
 * escaped, and only valid UTF-8 out. The characters every text output shows
 * as "<U+XXXX>" (us_unichar_is_escaped(): C1 controls, bidi
 * controls, invisible and format characters) go out as JSON escapes,
 * "\u200b": the exact character, and none a terminal acts on or hides. JSON strings are Unicode text, so a NUL
 * byte or a byte that is not part of UTF-8 goes out as U+FFFD (the CLI adds
 * the exact bytes in base64 where they matter). The escapes are the ones
 * json-glib 1.6 writes, so the output of text it handled is unchanged.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-json-writer.h"
#include "uriscope.h"

/* The output goes to the stream in blocks of about this size. */
#define FLUSH_AT (64 * 1024)
/* A long string is escaped this many bytes at a time. */
#define STRING_CHUNK (16 * 1024)

#define REPLACEMENT_CHARACTER "\xef\xbf\xbd"

/* "\\u200b" */
static void
append_u_escape (GString  *out,
                 gunichar  u)
{
  static const char hex[] = "0123456789abcdef";
  char e[] = { '\\', 'u', hex[(u >> 12) & 0xf], hex[(u >> 8) & 0xf], hex[(u >> 4) & 0xf], hex[u & 0xf] };

  g_string_append_len (out, e, sizeof e);
}

/* Appends valid UTF-8 without NUL, escaping what JSON does not allow raw. */
static void
append_valid (GString    *out,
              const char *p,
              const char *end)
{
  while (p < end)
    {
      const char *run = p;
      guchar c;
      gunichar u = 0;

      while (p < end && (guchar) *p >= 0x20 && *p != '"' && *p != '\\' && *p != 0x7f)
        {
          if ((guchar) *p >= 0x80)
            {
              u = g_utf8_get_char (p);
              if (us_unichar_is_escaped (u))
                break;
              p = g_utf8_next_char (p);
              continue;
            }
          p++;
        }
      g_string_append_len (out, run, p - run);
      if (p == end)
        break;

      /* A C1 control (U+009B is CSI: a terminal showing the line may act
       * on it; found by fuzz-render), a bidi control, an invisible
       * character: its escape, a surrogate pair above U+FFFF. */
      if ((guchar) *p >= 0x80)
        {
          p = g_utf8_next_char (p);
          if (u >= 0x10000)
            {
              append_u_escape (out, 0xD800 + ((u - 0x10000) >> 10));
              u = 0xDC00 + ((u - 0x10000) & 0x3FF);
            }
          append_u_escape (out, u);
          continue;
        }
      c = (guchar) *p++;
      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          append_u_escape (out, c);
        }
    }
}

/**
 * cli_json_append_escaped:
 * @out: where the escaped text goes
 * @text: (array length=len): any bytes
 *
 * Appends @text as the inside of a JSON string (without the quotes). A NUL
 * byte and each byte that is not part of a valid UTF-8 sequence become
 * U+FFFD.
 */
void
cli_json_append_escaped (GString    *out,
                         const char *text,
                         gsize       len)
{
  const char *p = text;
  const char *end = text + len;

  while (p < end)
    {
      const char *bad;

      /* NUL counts as invalid here too. */
      if (g_utf8_validate_len (p, end - p, &bad))
        bad = end;
      append_valid (out, p, bad);
      if (bad < end)
        {
          g_string_append (out, REPLACEMENT_CHARACTER);
          bad++;
        }
      p = bad;
    }
}

/* Whether cli_json_append_escaped() carries @text exactly (it is valid
 * UTF-8 without NUL). */
gboolean
cli_json_is_exact (const char *text,
                   gsize       len)
{
  return g_utf8_validate_len (text, len, NULL);
}

struct _CliJsonWriter {
  FILE *stream;
  GString *buf;          /* written, not yet flushed */
  GByteArray *open;      /* per open object or array: whether it holds a value yet */
  gboolean after_name;   /* a member name was written, its value comes next */
};

CliJsonWriter *
cli_json_writer_new (FILE *stream)
{
  CliJsonWriter *self = g_new0 (CliJsonWriter, 1);

  self->stream = stream;
  self->buf = g_string_sized_new (FLUSH_AT + 1024);
  self->open = g_byte_array_new ();
  return self;
}

static void
flush (CliJsonWriter *self)
{
  fwrite (self->buf->str, 1, self->buf->len, self->stream);
  g_string_truncate (self->buf, 0);
}

static void
flush_if_full (CliJsonWriter *self)
{
  if (self->buf->len >= FLUSH_AT)
    flush (self);
}

void
cli_json_writer_free (CliJsonWriter *self)
{
  flush (self);
  g_string_free (self->buf, TRUE);
  g_byte_array_unref (self->open);
  g_free (self);
}

/* The comma before a value, unless it is a member's or the first. */
static void
begin_value (CliJsonWriter *self)
{
  if (self->after_name)
    self->after_name = FALSE;
  else if (self->open->len > 0)
    {
      guint8 *has_value = &self->open->data[self->open->len - 1];

      if (*has_value)
        g_string_append_c (self->buf, ',');
      *has_value = TRUE;
    }
}

static void
open_container (CliJsonWriter *self,
                char           bracket)
{
  guint8 empty = FALSE;

  begin_value (self);
  g_string_append_c (self->buf, bracket);
  g_byte_array_append (self->open, &empty, 1);
}

static void
close_container (CliJsonWriter *self,
                 char           bracket)
{
  g_return_if_fail (self->open->len > 0 && !self->after_name);

  g_byte_array_set_size (self->open, self->open->len - 1);
  g_string_append_c (self->buf, bracket);
  flush_if_full (self);
}

void
cli_json_writer_begin_object (CliJsonWriter *self)
{
  open_container (self, '{');
}

void
cli_json_writer_end_object (CliJsonWriter *self)
{
  close_container (self, '}');
}

void
cli_json_writer_begin_array (CliJsonWriter *self)
{
  open_container (self, '[');
}

void
cli_json_writer_end_array (CliJsonWriter *self)
{
  close_container (self, ']');
}

/* Where a long string can be cut so that escaping the pieces gives what
 * escaping the whole does: before a byte that does not continue a UTF-8
 * sequence, or after three that do (no sequence spans more). */
static gsize
safe_cut (const char *text,
          gsize       at)
{
  for (gsize k = 0; k < 4 && k < at; k++)
    if (((guchar) text[at - k] & 0xc0) != 0x80)
      return at - k;
  return at;
}

static void
append_string (CliJsonWriter *self,
               const char    *text,
               gsize          len)
{
  g_string_append_c (self->buf, '"');
  while (len > STRING_CHUNK)
    {
      gsize cut = safe_cut (text, STRING_CHUNK);

      cli_json_append_escaped (self->buf, text, cut);
      flush_if_full (self);
      text += cut;
      len -= cut;
    }
  cli_json_append_escaped (self->buf, text, len);
  g_string_append_c (self->buf, '"');
  flush_if_full (self);
}

void
cli_json_writer_member (CliJsonWriter *self,
                        const char    *name)
{
  g_return_if_fail (self->open->len > 0 && !self->after_name);

  begin_value (self);
  append_string (self, name, strlen (name));
  g_string_append_c (self->buf, ':');
  self->after_name = TRUE;
}

/* A string value, or null when @text is NULL; @len may be -1. */
void
cli_json_writer_string (CliJsonWriter *self,
                        const char    *text,
                        gssize         len)
{
  if (text == NULL)
    {
      cli_json_writer_null (self);
      return;
    }
  begin_value (self);
  append_string (self, text, len < 0 ? strlen (text) : (gsize) len);
}

void
cli_json_writer_int (CliJsonWriter *self,
                     gint64         value)
{
  begin_value (self);
  g_string_append_printf (self->buf, "%" G_GINT64_FORMAT, value);
}

void
cli_json_writer_boolean (CliJsonWriter *self,
                         gboolean       value)
{
  begin_value (self);
  g_string_append (self->buf, value ? "true" : "false");
}

void
cli_json_writer_null (CliJsonWriter *self)
{
  begin_value (self);
  g_string_append (self->buf, "null");
}

/* Ends the line of a complete value and hands it to the stream. */
void
cli_json_writer_end_line (CliJsonWriter *self)
{
  g_return_if_fail (self->open->len == 0 && !self->after_name);

  g_string_append_c (self->buf, '\n');
  flush (self);
}
