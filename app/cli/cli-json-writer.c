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
/* The buffer's first size: most lines are a few kilobytes, and the buffer
 * grows by doubling (GString) up to about FLUSH_AT when a line needs it.
 * Made FLUSH_AT-sized at once, it cost every writer a 128 KB allocation
 * (GString rounds up to a power of two), most of which was never touched:
 * under AddressSanitizer a fresh mapping and its page faults each time,
 * half the time of a small line in fuzz-render-json. */
#define BUF_START 1024
/* A long string is escaped this many bytes at a time. */
#define STRING_CHUNK (16 * 1024)
/* A member name up to this long is written in one pass. */
#define MEMBER_FAST 64
/* A string up to this long is tried in one pass, as it is copied. */
#define STRING_FAST 256

#define REPLACEMENT_CHARACTER "\xef\xbf\xbd"

/* Appending without GString's insert machinery: the buffer grows the same
 * way (g_string_set_size), but the common case is a bounds check and a copy. */
static inline void
buf_append (GString    *out,
            const char *p,
            gsize       n)
{
  gsize at = out->len;

  if (G_LIKELY (at + n < out->allocated_len))
    {
      out->len = at + n;
      out->str[at + n] = '\0';
    }
  else
    g_string_set_size (out, at + n);
  memcpy (out->str + at, p, n);
}

static inline void
buf_append_c (GString *out,
              char     c)
{
  gsize at = out->len;

  if (G_LIKELY (at + 1 < out->allocated_len))
    {
      out->str[at] = c;
      out->str[at + 1] = '\0';
      out->len = at + 1;
    }
  else
    g_string_append_c (out, c);
}

#define buf_append_literal(out, s) buf_append ((out), (s), sizeof (s) - 1)

/* Per byte: 0 goes out as it is (printable ASCII but '"', '\\' and DEL),
 * 1 is escaped ('"', '\\', the C0 controls but NUL, DEL), 2 starts a
 * UTF-8 sequence or is not UTF-8, 3 is NUL (U+FFFD). */
static const guint8 byte_kind[256] = {
  3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
};

/* How many bytes from @p on (at most @n) are of kind 0, eight at a time:
 * a word is plain when none of its bytes is under 0x20, over 0x7E, '"' or
 * '\\' (the usual tests for a zero byte and for a byte under a bound, on
 * the word and on its exclusive-or with each of those bytes). Most of
 * what the CLI writes is plain ASCII (names, components, hrefs), and this
 * is about three times faster than the table, byte by byte. */
#define ONES G_GUINT64_CONSTANT (0x0101010101010101)
#define HIGHS G_GUINT64_CONSTANT (0x8080808080808080)

static inline guint64
has_zero_byte (guint64 v)
{
  return (v - ONES) & ~v & HIGHS;
}

static inline gsize
plain_run (const char *p,
           gsize       n)
{
  gsize i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 w;

      memcpy (&w, p + i, 8);
      /* a byte over 0x7F, under 0x20, DEL, '"' or '\\' */
      if (((w | ((w - ONES * 0x20) & ~w)) & HIGHS) != 0 ||
          (has_zero_byte (w ^ (ONES * 0x7f)) | has_zero_byte (w ^ (ONES * '"')) |
           has_zero_byte (w ^ (ONES * '\\'))) != 0)
        break;
    }
  while (i < n && byte_kind[(guchar) p[i]] == 0)
    i++;
  return i;
}

/* The escape of each ASCII byte of kind 1 ("\\u001f" when it has no short one). */
static void
append_ascii_escape (GString *out,
                     guchar   c);

/* "\\u200b" */
static void
append_u_escape (GString  *out,
                 gunichar  u)
{
  static const char hex[] = "0123456789abcdef";
  char e[] = { '\\', 'u', hex[(u >> 12) & 0xf], hex[(u >> 8) & 0xf], hex[(u >> 4) & 0xf], hex[u & 0xf] };

  buf_append (out, e, sizeof e);
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

      /* The plain ASCII between the other characters a word at a time
       * (plain_run()): a byte at a time, each test of the loop was a
       * comparison that libFuzzer traces, per byte of every string that
       * is not all ASCII. What stops it is a byte to escape, or one that
       * starts a character (no NUL: the text is valid UTF-8 without). */
      for (;;)
        {
          p += plain_run (p, end - p);
          if (p == end || (guchar) *p < 0x80)
            break;
          u = g_utf8_get_char (p);
          if (us_unichar_is_escaped (u))
            break;
          p = g_utf8_next_char (p);
        }
      buf_append (out, run, p - run);
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
      append_ascii_escape (out, c);
    }
}

static void
append_ascii_escape (GString *out,
                     guchar   c)
{
  switch (c)
    {
    case '"': buf_append_literal (out, "\\\""); break;
    case '\\': buf_append_literal (out, "\\\\"); break;
    case '\b': buf_append_literal (out, "\\b"); break;
    case '\f': buf_append_literal (out, "\\f"); break;
    case '\n': buf_append_literal (out, "\\n"); break;
    case '\r': buf_append_literal (out, "\\r"); break;
    case '\t': buf_append_literal (out, "\\t"); break;
    default:
      append_u_escape (out, c);
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

  /* ASCII, the common case, by the table alone; from the first byte that
   * is not ASCII (or is NUL) on, the text is validated as UTF-8. */
  while (p < end)
    {
      const char *run = p;
      guint8 kind = 0;

      p += plain_run (p, end - p);
      buf_append (out, run, p - run);
      if (p == end)
        return;
      kind = byte_kind[(guchar) *p];
      if (kind != 1)
        break;
      append_ascii_escape (out, (guchar) *p++);
    }

  while (p < end)
    {
      const char *bad;

      /* NUL counts as invalid here too. */
      if (g_utf8_validate_len (p, end - p, &bad))
        bad = end;
      append_valid (out, p, bad);
      if (bad < end)
        {
          buf_append_literal (out, REPLACEMENT_CHARACTER);
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
  gsize i = 0;

  i = plain_run (text, len);
  while (i < len && byte_kind[(guchar) text[i]] < 2)
    i++;
  return i == len || g_utf8_validate_len (text + i, len - i, NULL);
}

struct _CliJsonWriter {
  FILE *stream;          /* NULL: the text stays in buf (cli_json_writer_new_memory()) */
  GString *buf;          /* written, not yet flushed */
  guint8 *open;          /* per open object or array: whether it holds a value yet */
  gsize depth;           /* how many are open */
  gsize open_size;
  gboolean after_name;   /* a member name was written, its value comes next */
};

CliJsonWriter *
cli_json_writer_new (FILE *stream)
{
  CliJsonWriter *self = g_new0 (CliJsonWriter, 1);

  self->stream = stream;
  self->buf = g_string_sized_new (BUF_START);
  self->open_size = 64;
  self->open = g_new0 (guint8, self->open_size);
  return self;
}

/**
 * cli_json_writer_new_memory:
 *
 * A writer that keeps what it writes, for cli_json_writer_free_to_text():
 * the same text as a stream's writer, without the stream (the fuzz target
 * of the JSON line paid for a memory stream's reallocations and copies of
 * every line).
 */
CliJsonWriter *
cli_json_writer_new_memory (void)
{
  return cli_json_writer_new (NULL);
}

static void
flush (CliJsonWriter *self)
{
  if (self->stream == NULL)
    return;
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
  g_free (self->open);
  g_free (self);
}

/**
 * cli_json_writer_free_to_text:
 * @self: (transfer full): a writer of cli_json_writer_new_memory()
 * @len: (out): the length of the text
 *
 * Returns: (transfer full): what was written, NUL-terminated
 */
char *
cli_json_writer_free_to_text (CliJsonWriter *self,
                              gsize         *len)
{
  char *text;

  g_return_val_if_fail (self != NULL && self->stream == NULL, NULL);

  *len = self->buf->len;
  text = g_string_free (self->buf, FALSE);
  g_free (self->open);
  g_free (self);
  return text;
}

/* The comma before a value, unless it is a member's or the first. */
static inline void
begin_value (CliJsonWriter *self)
{
  if (self->after_name)
    self->after_name = FALSE;
  else if (self->depth > 0)
    {
      guint8 *has_value = &self->open[self->depth - 1];

      if (*has_value)
        buf_append_c (self->buf, ',');
      *has_value = TRUE;
    }
}

static void
open_container (CliJsonWriter *self,
                char           bracket)
{
  begin_value (self);
  buf_append_c (self->buf, bracket);
  if (self->depth == self->open_size)
    {
      self->open_size *= 2;
      self->open = g_renew (guint8, self->open, self->open_size);
    }
  self->open[self->depth++] = FALSE;
}

static void
close_container (CliJsonWriter *self,
                 char           bracket)
{
  g_return_if_fail (self->depth > 0 && !self->after_name);

  self->depth--;
  buf_append_c (self->buf, bracket);
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
  GString *b = self->buf;

  /* A short string with nothing to escape, the common case: scanned a
   * word at a time (plain_run()), then copied whole. Nothing is kept until
   * the whole is known plain (the escaping path starts from the quote). */
  if (len <= STRING_FAST && b->len + len + 2 < b->allocated_len)
    {
      char *o = b->str + b->len + 1;

      if (plain_run (text, len) == len)
        {
          memcpy (o, text, len);
          o[-1] = '"';
          o[len] = '"';
          o[len + 1] = '\0';
          b->len += len + 2;
          flush_if_full (self);
          return;
        }
    }
  buf_append_c (self->buf, '"');
  while (len > STRING_CHUNK)
    {
      gsize cut = safe_cut (text, STRING_CHUNK);

      cli_json_append_escaped (self->buf, text, cut);
      flush_if_full (self);
      text += cut;
      len -= cut;
    }
  cli_json_append_escaped (self->buf, text, len);
  buf_append_c (self->buf, '"');
  flush_if_full (self);
}

void
cli_json_writer_member (CliJsonWriter *self,
                        const char    *name)
{
  GString *b = self->buf;
  gsize at;
  char *o, *stop;
  const char *p = name;

  g_return_if_fail (self->depth > 0 && !self->after_name);

  begin_value (self);
  /* A name is a short literal: copied as it is scanned, in one pass,
   * when nothing in it needs an escape (byte_kind[] of NUL is not 0). */
  at = b->len;
  if (at + MEMBER_FAST + 3 >= b->allocated_len)
    {
      g_string_set_size (b, at + MEMBER_FAST + 3);
      g_string_truncate (b, at);
    }
  o = b->str + at;
  stop = o + 1 + MEMBER_FAST;
  *o++ = '"';
  while (o < stop && byte_kind[(guchar) *p] == 0)
    *o++ = *p++;
  if (*p == '\0')
    {
      *o++ = '"';
      *o++ = ':';
      *o = '\0';
      b->len = o - b->str;
    }
  else
    {
      b->str[at] = '\0';
      append_string (self, name, strlen (name));
      buf_append_c (self->buf, ':');
    }
  self->after_name = TRUE;
}

/* A member whose name is known to need no escape, given as it is written,
 * quotes and colon included ("\"rule\":", @len bytes): a copy, no scan.
 * cli-json.c passes its literal names this way (CLI_JSON_KEY()). */
void
cli_json_writer_key (CliJsonWriter *self,
                     const char    *key,
                     gsize          len)
{
  g_return_if_fail (self->depth > 0 && !self->after_name);

  begin_value (self);
  buf_append (self->buf, key, len);
  self->after_name = TRUE;
}

/* A whole member, its name and its value, given as it is written
 * ("\"severity\":\"error\"", @len bytes, made by cli_json_writer_key()'s
 * and cli_json_writer_string()'s rules): a copy. cli-json.c keeps the
 * members whose values are a few names this way. */
void
cli_json_writer_raw_member (CliJsonWriter *self,
                            const char    *member,
                            gsize          len)
{
  g_return_if_fail (self->depth > 0 && !self->after_name);

  begin_value (self);
  buf_append (self->buf, member, len);
  flush_if_full (self);
}

/* Writes @v in decimal at @o; returns the end. */
static inline char *
write_digits (char    *o,
              guint64  v)
{
  guint n = 1;
  char *end;

  /* counted first, then written from the last digit back, in place */
  for (guint64 t = v; t >= 10; t /= 10)
    n++;
  end = o + n;
  o = end;
  do
    *--o = (char) ('0' + v % 10);
  while ((v /= 10) != 0);
  return end;
}

/**
 * cli_json_writer_node_prefix:
 * @out: where the JSON text goes
 * @rule: (nullable): a node's name
 *
 * Appends what cli_json_writer_node() writes before a node's start:
 * {"rule":RULE,"start": — RULE a JSON string, or null.
 */
void
cli_json_writer_node_prefix (GString    *out,
                             const char *rule)
{
  g_string_append (out, "{\"rule\":");
  cli_json_writer_rule_json (out, rule);
  g_string_append (out, ",\"start\":");
}

/**
 * cli_json_writer_node:
 * @prefix: (array length=len): the node's opening, from
 *   cli_json_writer_node_prefix()
 * @leaf: whether the node has no children
 *
 * Opens a node of a tree ({"rule":RULE,"start":START,"end":END,
 * "children":[): one copy of a prefix made once a rule, and the two
 * numbers written in place. A parse tree has a node for every
 * few bytes of the input under every spec. A leaf is closed in the same
 * write (,"children":[]}), with nothing pushed on the stack of open values;
 * for another node, its children follow, each as a value of the array, and
 * then cli_json_writer_end_node().
 */
void
cli_json_writer_node (CliJsonWriter *self,
                      const char    *prefix,
                      gsize          len,
                      gsize          start,
                      gsize          end,
                      gboolean       leaf)
{
  static const char mid[] = ",\"end\":";
  static const char close_leaf[] = ",\"children\":[]}";
  static const char open_children[] = ",\"children\":[";
  GString *b = self->buf;
  char *o;

  begin_value (self);
  /* the literals, the prefix and at most 2 × 20 digits */
  if (G_UNLIKELY (b->len + len + 80 >= b->allocated_len))
    {
      gsize at = b->len;

      g_string_set_size (b, at + len + 80);
      g_string_truncate (b, at);
    }
  o = b->str + b->len;
  memcpy (o, prefix, len);
  o = write_digits (o + len, start);
  memcpy (o, mid, sizeof mid - 1);
  o = write_digits (o + sizeof mid - 1, end);
  if (leaf)
    {
      memcpy (o, close_leaf, sizeof close_leaf - 1);
      o += sizeof close_leaf - 1;
    }
  else
    {
      memcpy (o, open_children, sizeof open_children - 1);
      o += sizeof open_children - 1;
      if (G_UNLIKELY (self->depth + 2 > self->open_size))
        {
          self->open_size *= 2;
          self->open = g_renew (guint8, self->open, self->open_size);
        }
      self->open[self->depth++] = TRUE;
      self->open[self->depth++] = FALSE;
    }
  *o = '\0';
  b->len = o - b->str;
  flush_if_full (self);
}

/* Closes a node cli_json_writer_node() opened with children: "]}". */
void
cli_json_writer_end_node (CliJsonWriter *self)
{
  g_return_if_fail (self->depth >= 2 && !self->after_name);

  self->depth -= 2;
  buf_append_literal (self->buf, "]}");
  flush_if_full (self);
}

/**
 * cli_json_writer_rule_json:
 * @out: where the JSON text goes
 * @rule: (nullable): a node's name
 *
 * Appends @rule as a JSON string, or null.
 */
void
cli_json_writer_rule_json (GString    *out,
                           const char *rule)
{
  if (rule == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  cli_json_append_escaped (out, rule, strlen (rule));
  g_string_append_c (out, '"');
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
  {
    char digits[24];
    char *d = digits + sizeof digits;
    guint64 v = value < 0 ? - (guint64) value : (guint64) value;

    do
      *--d = (char) ('0' + v % 10);
    while ((v /= 10) != 0);
    if (value < 0)
      *--d = '-';
    buf_append (self->buf, d, digits + sizeof digits - d);
  }
}

void
cli_json_writer_boolean (CliJsonWriter *self,
                         gboolean       value)
{
  begin_value (self);
  if (value)
    buf_append_literal (self->buf, "true");
  else
    buf_append_literal (self->buf, "false");
}

void
cli_json_writer_null (CliJsonWriter *self)
{
  begin_value (self);
  buf_append_literal (self->buf, "null");
}

/* Ends the line of a complete value and hands it to the stream. */
void
cli_json_writer_end_line (CliJsonWriter *self)
{
  g_return_if_fail (self->depth == 0 && !self->after_name);

  g_string_append_c (self->buf, '\n');
  flush (self);
}
