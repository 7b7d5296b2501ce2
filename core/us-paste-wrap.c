/* us-paste-wrap.c — a link wrapped over several lines
 *
 * Mail and chat programs break a long link into lines, and a copy keeps
 * the breaks: "https://example.com/a/very/long/pa" and "th?x=1" on the next
 * line. The lines are one link, wrapped, when
 *
 *  - there are two lines or more, none of them blank;
 *  - the first begins with a scheme and ":" (RFC 3986 §3.1), after an
 *    opening "<" or quote if there is one;
 *  - no line has white space inside it (spaces and tabs at their ends are
 *    those of the wrapping: format=flowed ends a wrapped line with one);
 *  - no later line begins a link of its own or a comment: a scheme and ":"
 *    (a name with a "." before ":" is a host and its port, as in
 *    "example.com:8080"), "<", a quote, or "#" (a comment of a text/uri-list,
 *    RFC 2483 §5).
 *
 * So a break inside a percent-encoding, a query or a path joins, while
 * lines that each hold a link, or prose, stay apart. Joining removes the
 * breaks and the spaces and tabs around them: a wrapped link never had them
 * (a space in a link is written %20).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-paste-wrap.h"
#include "us-scan-private.h"

static gboolean
is_blank (guchar c)
{
  return c == ' ' || c == '\t';
}

/* The length of a scheme and ":" at [s, e), or 0; @dotted tells whether
 * the name has a ".". */
static gsize
scheme_at (const guchar *in,
           gsize         s,
           gsize         e,
           gboolean     *dotted)
{
  gsize i = s;

  *dotted = FALSE;
  if (i >= e || !g_ascii_isalpha (in[i]))
    return 0;
  while (i < e && us_char_in (in[i], US_SET_SCHEME))
    *dotted |= in[i++] == '.';
  return i < e && in[i] == ':' ? i + 1 - s : 0;
}

/* Whether [s, e) opens with a delimiter that wraps a reference. */
static gsize
opening_at (const guchar *in,
            gsize         s,
            gsize         e)
{
  static const char *const openings[] = { "<", "\"", "'", "\xe2\x80\x9c", "\xe2\x80\x98", "\xc2\xab" };

  for (guint k = 0; k < G_N_ELEMENTS (openings); k++)
    {
      gsize n = strlen (openings[k]);

      if (e - s >= n && memcmp (in + s, openings[k], n) == 0)
        return n;
    }
  return 0;
}

/**
 * us_paste_wrapped_span:
 *
 * Whether [b, e) is one link wrapped over several lines (see above); if
 * so, [*first_end, *last_start) is what lies between the end of its first
 * line and the start of its last: the breaks, and the lines between.
 */
gboolean
us_paste_wrapped_span (const char *text,
                       gsize       b,
                       gsize       e,
                       gsize      *first_end,
                       gsize      *last_start)
{
  const guchar *in = (const guchar *) text;
  gsize i = b;
  guint lines = 0;

  while (TRUE)
    {
      gsize s = i, t, le;
      gboolean dotted;

      while (s < e && is_blank (in[s]))
        s++;
      for (t = s; t < e && in[t] != '\n' && in[t] != '\r'; t++)
        ;
      for (le = t; le > s && is_blank (in[le - 1]); le--)
        ;
      if (le == s)
        return FALSE;
      /* No white space inside a line, and no NUL: a mail program wraps a
       * link, not bytes (and a fix holds no NUL). */
      for (gsize k = s; k < le; k++)
        if (us_char_in (in[k], US_CH_WHITESPACE) || in[k] == '\0')
          return FALSE;
      if (lines == 0)
        {
          if (scheme_at (in, s + opening_at (in, s, le), le, &dotted) == 0)
            return FALSE;
          *first_end = le;
        }
      else
        {
          if (in[s] == '#' || opening_at (in, s, le) > 0 || (scheme_at (in, s, le, &dotted) > 0 && !dotted))
            return FALSE;
          *last_start = s;
        }
      lines++;
      if (t == e)
        break;
      i = t + (in[t] == '\r' && t + 1 < e && in[t + 1] == '\n' ? 2 : 1);
    }
  return lines >= 2;
}

/* The text of [b, e) in [first_end, last_start) without its white space:
 * the lines between the first and the last, joined. */
char *
us_paste_join_middle (const char *text,
                      gsize       first_end,
                      gsize       last_start,
                      gsize      *out_len)
{
  GString *out = g_string_sized_new (last_start - first_end);

  for (gsize k = first_end; k < last_start; k++)
    if (!us_char_in ((guchar) text[k], US_CH_WHITESPACE))
      g_string_append_c (out, text[k]);
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/**
 * us_paste_is_wrapped:
 * @text: pasted text, @len bytes
 *
 * Returns: whether @text, without the white space around it, is one link
 *   wrapped over several lines, as mail and chat programs wrap long links
 */
gboolean
us_paste_is_wrapped (const char *text,
                     gsize       len)
{
  gsize b, e, first_end, last_start;

  us_trim_whitespace ((const guchar *) text, len, &b, &e);
  return us_paste_wrapped_span (text, b, e, &first_end, &last_start);
}

/**
 * us_paste_join_lines:
 * @text: pasted text, @len bytes
 *
 * Returns: (transfer full) (nullable): the link @text holds wrapped over
 *   several lines, joined into one line (without the white space around
 *   it), or %NULL when @text is not one (us_paste_is_wrapped())
 */
char *
us_paste_join_lines (const char *text,
                     gsize       len)
{
  gsize b, e, first_end, last_start, n;
  g_autofree char *middle = NULL;
  GString *out;

  us_trim_whitespace ((const guchar *) text, len, &b, &e);
  if (!us_paste_wrapped_span (text, b, e, &first_end, &last_start))
    return NULL;
  middle = us_paste_join_middle (text, first_end, last_start, &n);
  out = g_string_sized_new (e - b);
  g_string_append_len (out, text + b, (gssize) (first_end - b));
  g_string_append_len (out, middle, (gssize) n);
  g_string_append_len (out, text + last_start, (gssize) (e - last_start));
  return g_string_free (out, FALSE);
}
