/* uriscope-paste.c — text from the clipboard, as bytes, and its lines
 *
 * The clipboard's text is read as the bytes it holds: GDK's own text
 * conversion turns a byte that is not UTF-8 into an escape such as "\BB",
 * which the field would show as four ordinary characters — a backslash
 * the clipboard never held. The window makes the bytes into text itself
 * (uriscope-text.c), naming each byte it replaces. Only a clipboard that
 * offers no plain text at all goes through GDK's conversion (other
 * charsets, say).
 *
 * Pasted text with several lines that are not blank is several references,
 * one a line, unless they are one link wrapped over lines; links are taken
 * out of prose, and text/uri-list comments left out (uriscope_paste_split());
 * one line loses the one line end after it (a terminal's copy adds one;
 * the CLI reads lines, and never sees it: uriscope_paste_line_length()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include <uriscope.h>

#include "uriscope-paste.h"
#include "uriscope-text.h"

static void
read_text_cb (GObject      *source,
              GAsyncResult *res,
              gpointer      data)
{
  g_autoptr(GTask) task = data;
  GdkClipboard *clipboard = GDK_CLIPBOARD (source);
  char *text = gdk_clipboard_read_text_finish (clipboard, res, NULL);
  g_autofree char *formats = NULL;

  if (text != NULL)
    {
      g_task_return_pointer (task, g_bytes_new_take (text, strlen (text)), (GDestroyNotify) g_bytes_unref);
      return;
    }
  formats = gdk_content_formats_to_string (gdk_clipboard_get_formats (clipboard));
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The clipboard holds no text (it offers: %s)"), formats[0] ? formats : _("nothing"));
}

static void
spliced_cb (GObject      *source,
            GAsyncResult *res,
            gpointer      data)
{
  g_autoptr(GTask) task = data;
  GMemoryOutputStream *out = G_MEMORY_OUTPUT_STREAM (source);
  g_autoptr(GError) error = NULL;

  if (g_output_stream_splice_finish (G_OUTPUT_STREAM (out), res, &error) < 0)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", _("The clipboard could not be read"));
  else
    g_task_return_pointer (task, g_memory_output_stream_steal_as_bytes (out), (GDestroyNotify) g_bytes_unref);
}

static void
read_stream_cb (GObject      *source,
                GAsyncResult *res,
                gpointer      data)
{
  GTask *task = data;
  g_autoptr(GInputStream) stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), res, NULL, NULL);
  g_autoptr(GOutputStream) out = NULL;

  if (stream == NULL)
    {
      gdk_clipboard_read_text_async (GDK_CLIPBOARD (source), NULL, read_text_cb, task);
      return;
    }
  out = g_memory_output_stream_new_resizable ();
  g_output_stream_splice_async (out, stream, G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT, NULL, spliced_cb, task);
}

/* Reads the clipboard's text as bytes. */
void
uriscope_paste_read_async (GdkClipboard        *clipboard,
                           GAsyncReadyCallback  callback,
                           gpointer             data)
{
  /* UTF8_STRING arrives as the first, unconverted. */
  static const char *raw_types[] = { "text/plain;charset=utf-8", "text/plain", NULL };
  GTask *task = g_task_new (clipboard, NULL, callback, data);

  g_task_set_source_tag (task, uriscope_paste_read_async);
  gdk_clipboard_read_async (clipboard, raw_types, G_PRIORITY_DEFAULT, NULL, read_stream_cb, task);
}

/* The bytes, or %NULL and an error that names what the clipboard holds. */
GBytes *
uriscope_paste_read_finish (GdkClipboard  *clipboard,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, clipboard), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static gboolean
is_blank (const char *line,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (line[i]))
      return FALSE;
  return TRUE;
}

/* The schemes of links written without "//". */
static gboolean
is_opaque_scheme (const char *s,
                  gsize       n)
{
  static const char *const schemes[] = { "mailto", "urn", "tel", "data", "news", "sms", "geo", "magnet" };

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    if (strlen (schemes[i]) == n && g_ascii_strncasecmp (s, schemes[i], n) == 0)
      return TRUE;
  return FALSE;
}

/* Whether [s, e) begins as a link does in prose: a scheme, ":" and "//"
 * (or a scheme of links without it, "mailto:"), or "www.". */
static gboolean
begins_link (const char *s,
             gsize       n)
{
  gsize i = 0;

  if (n > 4 && g_ascii_strncasecmp (s, "www.", 4) == 0)
    return TRUE;
  if (n == 0 || !g_ascii_isalpha (s[0]))
    return FALSE;
  while (i < n && (g_ascii_isalnum (s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.'))
    i++;
  if (i >= n - 1 || s[i] != ':')
    return FALSE;
  return (i + 2 < n && s[i + 1] == '/' && s[i + 2] == '/') || is_opaque_scheme (s, i);
}

/* The characters of prose around a link: opening ones before it, closing
 * ones and punctuation after it (UTF-8 quotes and guillemets too). */
static gsize
opening_len (const char *s,
             gsize       n)
{
  static const char *const marks[] = { "<", "(", "[", "\"", "'", "“", "‘", "«" };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    if (n >= strlen (marks[i]) && memcmp (s, marks[i], strlen (marks[i])) == 0)
      return strlen (marks[i]);
  return 0;
}

static gsize
closing_len (const char *s,
             gsize       n,
             gboolean    balanced)
{
  static const char *const marks[] = { ">", "]", "\"", "'", "”", "’", "»", ".", ",", ";", ":", "!", "?" };

  if (n > 0 && s[n - 1] == ')')
    return balanced ? 0 : 1;
  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      gsize m = strlen (marks[i]);

      if (n >= m && memcmp (s + n - m, marks[i], m) == 0)
        return m;
    }
  return 0;
}

/* The characters of [s, s + n), as the field counts them: a byte that
 * is not UTF-8 is one. */
static guint
count_chars (const char *s,
             gsize       n)
{
  guint chars = 0;

  for (gsize i = 0; i < n; chars++)
    {
      gsize c = uriscope_text_char_length (s + i, s + n);

      i += c > 0 ? c : 1;
    }
  return chars;
}

/* The links in one line of prose, in order, without what surrounds them
 * (quotes, angle brackets, a full stop after), and the byte each starts
 * at in @offsets; *@starts_with_link tells whether the line begins with
 * the first. */
static void
find_links (const char *line,
            gsize       len,
            GPtrArray  *links,
            GArray     *offsets,
            gboolean   *starts_with_link)
{
  gsize i = 0;
  gboolean first_word = TRUE;

  *starts_with_link = FALSE;
  while (i < len)
    {
      gsize s, e, o;

      while (i < len && g_ascii_isspace (line[i]))
        i++;
      for (s = i; i < len && !g_ascii_isspace (line[i]); i++)
        ;
      e = i;
      while ((o = opening_len (line + s, e - s)) > 0)
        s += o;
      if (e > s && begins_link (line + s, e - s))
        {
          gsize c;

          /* A ")" closes one of the link's own "(" (Wikipedia's titles). */
          do
            {
              gsize open = 0, close = 0;

              for (gsize k = s; k < e; k++)
                {
                  open += line[k] == '(';
                  close += line[k] == ')';
                }
              c = closing_len (line + s, e - s, open >= close);
              e -= c;
            }
          while (c > 0 && e > s);
          if (e > s)
            {
              g_ptr_array_add (links, g_bytes_new (line + s, e - s));
              g_array_append_val (offsets, s);
              *starts_with_link |= first_word && links->len == 1;
            }
        }
      first_word = FALSE;
    }
}

/**
 * uriscope_paste_split:
 * @from_text: (out): whether links were taken out of text around them
 * @places: (out) (optional) (element-type UriscopePastePlace): where each
 *   reference returned was in the text
 *
 * The references in pasted (or dropped) text: %NULL when it is one
 * reference — at most one line that is not blank, or one link wrapped over
 * several lines (us_paste_is_wrapped()): kept whole by the caller, which
 * shows the breaks and the fix that joins them. Else the references, as
 * GBytes:
 *
 *  - each line that is not blank, without its LF or CR LF; of several
 *    lines, those that begin with "#" are comments (text/uri-list, RFC
 *    2483 §5) and are left out;
 *  - a line of prose — white space inside it, and two links or words
 *    before the first one ("See these: <https://…>") — gives the links in
 *    it, without the quotes, brackets and punctuation around them;
 *  - when the text holds links, the lines that hold none are left out:
 *    "See these:" is no reference.
 *
 * A single line that is a link with something wrong after it ("http://a/
 * b") stays one reference, to be inspected as it is.
 */
/* The length of @bytes without the line end ("\n" or "\r\n") a single
 * line ends with, as copied from a terminal; @len when it holds another
 * line end, or none at its end. */
gsize
uriscope_paste_line_length (const char *bytes,
                            gsize       len)
{
  gsize n = len;

  if (n == 0 || bytes[n - 1] != '\n')
    return len;
  n--;
  if (n > 0 && bytes[n - 1] == '\r')
    n--;
  return memchr (bytes, '\n', n) == NULL && memchr (bytes, '\r', n) == NULL ? n : len;
}

GPtrArray *
uriscope_paste_split (const char *bytes,
                      gsize       len,
                      gboolean   *from_text,
                      GArray    **places)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GArray) has_link = g_array_new (FALSE, FALSE, sizeof (gboolean));
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) kept_places = g_array_new (FALSE, FALSE, sizeof (UriscopePastePlace));
  gboolean any_prose = FALSE, any_link = FALSE;
  gsize start = 0;
  guint line_number = 1;

  *from_text = FALSE;
  if (places != NULL)
    *places = NULL;
  if (us_paste_is_wrapped (bytes, len))
    return NULL;
  for (; start < len; line_number++)
    {
      const char *eol = memchr (bytes + start, '\n', len - start);
      gsize end = eol != NULL ? (gsize) (eol - bytes) : len;
      gsize line_end = end > start && bytes[end - 1] == '\r' ? end - 1 : end;

      if (!is_blank (bytes + start, line_end - start))
        {
          g_ptr_array_add (lines, g_bytes_new (bytes + start, line_end - start));
          g_array_append_val (line_numbers, line_number);
        }
      start = end + 1;
    }

  for (guint i = 0; i < lines->len; i++)
    {
      g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
      g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (gsize));
      UriscopePastePlace place = { g_array_index (line_numbers, guint, i), 0 };
      gsize n;
      const char *line = g_bytes_get_data (g_ptr_array_index (lines, i), &n);
      gsize b = 0, e = n;
      gboolean starts_with_link, inner_space = FALSE, yes = TRUE;

      while (b < e && g_ascii_isspace (line[b]))
        b++;
      while (e > b && g_ascii_isspace (line[e - 1]))
        e--;
      /* A comment of a text/uri-list. */
      if (lines->len > 1 && line[b] == '#')
        continue;
      for (gsize k = b; k < e; k++)
        inner_space |= g_ascii_isspace (line[k]);
      find_links (line + b, e - b, found, offsets, &starts_with_link);
      any_link |= found->len > 0;
      if (inner_space && (found->len > 1 || (found->len == 1 && !starts_with_link)))
        {
          /* Characters counted from the last link on, not from the
           * line's start each time: a long line of many links. */
          gsize counted = 0;
          guint chars = 0;

          any_prose = TRUE;
          for (guint k = 0; k < found->len; k++)
            {
              gsize at = b + g_array_index (offsets, gsize, k);

              chars += count_chars (line + counted, at - counted);
              counted = at;
              place.column = chars + 1;
              g_ptr_array_add (kept, g_bytes_ref (g_ptr_array_index (found, k)));
              g_array_append_val (has_link, yes);
              g_array_append_val (kept_places, place);
            }
        }
      else
        {
          /* A link, or a line of several: the line as it is. */
          gboolean any = found->len > 0;

          g_ptr_array_add (kept, g_bytes_ref (g_ptr_array_index (lines, i)));
          g_array_append_val (has_link, any);
          g_array_append_val (kept_places, place);
        }
    }

  /* Lines without a link are left out when others hold links. */
  for (guint i = kept->len; any_link && i-- > 0;)
    if (!g_array_index (has_link, gboolean, i))
      {
        g_ptr_array_remove_index (kept, i);
        g_array_remove_index (kept_places, i);
      }
  *from_text = any_prose;
  if (kept->len == 0 || (lines->len <= 1 && !any_prose))
    return NULL;
  if (places != NULL)
    *places = g_steal_pointer (&kept_places);
  return g_steal_pointer (&kept);
}
