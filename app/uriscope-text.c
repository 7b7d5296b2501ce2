/* uriscope-text.c — bytes from outside made into text the field can hold
 *
 * A GtkTextBuffer holds valid UTF-8 without NUL; a command-line argument,
 * a drop or a clipboard may hold anything. Each byte that is not part of a
 * valid UTF-8 sequence is shown as U+FFFD, and the user is told which
 * bytes they were, as escapes; each NUL is a control character, shown as
 * its Control Picture "␀" (U+2400) as the other controls are; the
 * reference keeps the bytes (uriscope-reference-buffer.c). Nothing is
 * dropped or cut.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-text.h"
#include "uriscope.h"

/* Bytes named one by one in the notice; the rest are counted. */
#define NAMED_BYTES 6

/* Returns the text (@out_len bytes); *@notice is a sentence for the user
 * when bytes were replaced, %NULL otherwise. */
char *
uriscope_text_sanitize (const char *bytes,
                        gsize       len,
                        gsize      *out_len,
                        char      **notice)
{
  GString *out = g_string_sized_new (len + 1);
  g_autoptr(GString) named = g_string_new (NULL);
  guint replaced = 0;
  gsize i = 0;

  while (i < len)
    {
      const char *end;
      gsize run;

      /* The longest valid run without NUL goes in as it is. */
      g_utf8_validate_len (bytes + i, len - i, &end);
      run = (gsize) (end - (bytes + i));
      g_string_append_len (out, bytes + i, (gssize) run);
      i += run;
      if (i == len)
        break;
      /* A NUL is a control character, not a bad byte: "␀". */
      if (bytes[i] == '\0')
        {
          g_string_append_unichar (out, 0x2400);
          i++;
          continue;
        }
      if (replaced < NAMED_BYTES)
        {
          if (named->len > 0)
            g_string_append (named, ", ");
          g_autofree char *offset = g_strdup_printf ("%" G_GSIZE_FORMAT, i);

          /* TRANSLATORS: a byte the field cannot hold, e.g. "\xFF at byte 12" */
          g_string_append_printf (named, _("\\x%02X at byte %s"), (guchar) bytes[i], offset);
        }
      g_string_append_unichar (out, 0xFFFD);
      replaced++;
      i++;
    }
  if (replaced > NAMED_BYTES)
    g_string_append (named, ", …");
  if (out_len != NULL)
    *out_len = out->len;
  if (notice != NULL)
    *notice = replaced == 0 ? NULL :
      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                    "%u byte is not UTF-8 text (%s): the field shows it as “\xEF\xBF\xBD” and flags it, and reads and fixes the byte as it is, as uriscope-cli does.",
                                    "%u bytes are not UTF-8 text (%s): the field shows each as “\xEF\xBF\xBD” and flags it, and reads and fixes the bytes as they are, as uriscope-cli does.",
                                    replaced),
                       replaced, named->str);
  return g_string_free (out, FALSE);
}

/* @text with every valid "%XX" decoded and anything else left as it is,
 * for showing what a component means; the result may hold any byte. */
GBytes *
uriscope_text_pct_decode (const char *text,
                          gsize       len)
{
  GByteArray *out = g_byte_array_sized_new ((guint) MIN (len, G_MAXUINT));

  for (gsize i = 0; i < len; i++)
    {
      guint8 byte = (guint8) text[i];

      if (text[i] == '%' && i + 2 < len && g_ascii_isxdigit (text[i + 1]) && g_ascii_isxdigit (text[i + 2]))
        {
          byte = (guint8) (g_ascii_xdigit_value (text[i + 1]) * 16 + g_ascii_xdigit_value (text[i + 2]));
          i += 2;
        }
      g_byte_array_append (out, &byte, 1);
    }
  return g_byte_array_free_to_bytes (out);
}

/* Excerpts ------------------------------------------------------------------ *
 *
 * Pango lays out and shapes a label's text as a whole, even when it
 * ellipsizes; a wrapping label breaks a long word character by character,
 * shaping again at each try: a label holding a 20,000-character host kept
 * the window busy for half a minute. Every label and row that shows text
 * from the reference shows an excerpt of it instead, and never a hyphen
 * Pango would insert where a line of URI text wraps. */

/**
 * uriscope_text_excerpt:
 * @text: UTF-8 text
 * @len: its length in bytes, or -1 when it ends with a NUL
 * @max_chars: characters shown at most
 * @flags: how a cut text ends
 *
 * @text, or its first @max_chars characters then "…" (and, with
 * %URISCOPE_EXCERPT_LENGTH, how many characters it has in all): for a
 * label or a row, which Pango lays out whole.
 *
 * Returns: (transfer full): the text to show
 */
char *
uriscope_text_excerpt (const char          *text,
                       gssize               len,
                       gsize                max_chars,
                       UriscopeExcerptFlags flags)
{
  const char *end = len < 0 ? NULL : text + len;
  const char *p = text;
  g_autofree char *count = NULL;
  g_autofree char *suffix = NULL;
  gsize total;

  for (gsize i = 0; i < max_chars && (end != NULL ? p < end : *p != '\0'); i++)
    p = g_utf8_next_char (p);
  if (end != NULL ? p >= end : *p == '\0')
    return end != NULL ? g_strndup (text, (gsize) len) : g_strdup (text);
  if (flags == URISCOPE_EXCERPT_MARK)
    return g_strdup_printf ("%.*s…", (int) (p - text), text);
  total = max_chars + (gsize) g_utf8_strlen (p, end != NULL ? end - p : -1);
  count = g_strdup_printf ("%'" G_GSIZE_FORMAT, total);
  /* TRANSLATORS: ends a long text cut short; %s is its length, already formatted: "… (20,000 characters)" */
  suffix = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… (%s character)", "… (%s characters)", total), count);
  return g_strdup_printf ("%.*s%s", (int) (p - text), text, suffix);
}

/**
 * uriscope_text_message_excerpt:
 * @text: a message in words, which may quote a huge part of the reference
 *
 * The message whole, but each run of more than
 * %URISCOPE_TEXT_WORD_CHARS characters without a space (a quoted host of
 * 20,000 characters) shown as its first and last characters around "…",
 * and the whole cut after %URISCOPE_TEXT_MESSAGE_CHARS characters: the
 * words of a diagnostic stay readable while Pango never shapes a long
 * word (its cost grows with the square of a word's length).
 *
 * Returns: (transfer full): the text to show
 */
char *
uriscope_text_message_excerpt (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;
  g_autofree char *whole = NULL;

  while (*p != '\0')
    {
      const char *word = p;
      gsize chars = 0;

      while (*p != '\0' && *p != ' ' && *p != '\n')
        {
          p = g_utf8_next_char (p);
          chars++;
        }
      if (chars > URISCOPE_TEXT_WORD_CHARS)
        {
          const char *head_end = g_utf8_offset_to_pointer (word, URISCOPE_TEXT_WORD_CHARS * 2 / 3);
          const char *tail = g_utf8_offset_to_pointer (word, (glong) (chars - URISCOPE_TEXT_WORD_CHARS / 4));

          g_string_append_len (out, word, head_end - word);
          g_string_append (out, "…");
          g_string_append_len (out, tail, p - tail);
        }
      else
        g_string_append_len (out, word, p - word);
      while (*p == ' ' || *p == '\n')
        g_string_append_c (out, *p++);
    }
  whole = g_string_free (out, FALSE);
  return uriscope_text_excerpt (whole, -1, URISCOPE_TEXT_MESSAGE_CHARS, URISCOPE_EXCERPT_LENGTH);
}

static gboolean
is_insert_hyphens (PangoAttribute *attribute,
                   gpointer        data)
{
  return attribute->klass->type == PANGO_ATTR_INSERT_HYPHENS;
}

/* Turns off the hyphens Pango would insert where @label's text wraps
 * inside a word, keeping the attributes it has (and doing nothing when
 * they already say so); call it again after gtk_label_set_attributes(). */
void
uriscope_text_no_hyphens (GtkLabel *label)
{
  PangoAttrList *current = gtk_label_get_attributes (label);
  PangoAttrList *attrs;

  if (current != NULL)
    {
      /* the filter takes what it finds out of the list it is given */
      PangoAttrList *copy = pango_attr_list_copy (current);
      PangoAttrList *found = pango_attr_list_filter (copy, is_insert_hyphens, NULL);

      pango_attr_list_unref (copy);
      if (found != NULL)
        {
          pango_attr_list_unref (found);
          return;
        }
    }
  attrs = current != NULL ? pango_attr_list_copy (current) : pango_attr_list_new ();
  pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}

static gboolean
label_realized (GSignalInvocationHint *hint,
                guint                  n_values,
                const GValue          *values,
                gpointer               data)
{
  GObject *widget = g_value_get_object (&values[0]);

  if (GTK_IS_LABEL (widget))
    uriscope_text_no_hyphens (GTK_LABEL (widget));
  return TRUE;
}

/* Turns off Pango's inserted hyphens in every label of the process, each
 * as it is realized: a URI broken as "MUxpHeC5W-" / "LfdSRCX3" reads as
 * if it held a hyphen, and a label made anywhere (a row of a list, a
 * heading in a .ui file) is covered without a call of its own. */
void
uriscope_text_no_hyphens_everywhere (void)
{
  static gsize hooked;

  if (g_once_init_enter (&hooked))
    {
      g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0,
                                  label_realized, NULL, NULL);
      g_once_init_leave (&hooked, 1);
    }
}

/* @text with every line longer than @max_chars characters cut there, a
 * marker saying how many characters are not shown in its place: Pango
 * lays out a label as a whole, about 1.5 µs a character, and a megabyte
 * line kept the window busy for minutes. */
char *
uriscope_text_cap_lines (const char *text,
                         gsize       max_chars)
{
  GString *out = g_string_new (NULL);
  const char *line = text;

  for (;;)
    {
      const char *eol = strchr (line, '\n');
      const char *end = eol != NULL ? eol : line + strlen (line);
      const char *cut = line;
      gsize chars = 0;

      while (cut < end && chars < max_chars)
        {
          cut = g_utf8_next_char (cut);
          chars++;
        }
      cut = MIN (cut, end);
      g_string_append_len (out, line, cut - line);
      if (cut < end)
        {
          gsize hidden = (gsize) g_utf8_strlen (cut, end - cut);
          g_autofree char *count = g_strdup_printf ("%'" G_GSIZE_FORMAT, hidden);

          /* TRANSLATORS: ends a long value cut short; %s is a count, already formatted */
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "… (%s more character not shown)",
                                                    "… (%s more characters not shown)", hidden),
                                  count);
        }
      if (eol == NULL)
        break;
      g_string_append_c (out, '\n');
      line = eol + 1;
    }
  return g_string_free (out, FALSE);
}

/* The bytes the field's character at @p stands for (at least 1: a byte
 * that is not UTF-8 is one U+FFFD). */
gsize
uriscope_text_shown_char_bytes (const char *p,
                                const char *end)
{
  gsize n = uriscope_text_char_length (p, end);

  return n > 0 ? n : 1;
}

/* The bytes at @p, up to @end, in whole words of eight ASCII bytes. */
static gsize
ascii_words (const char *p,
             const char *end)
{
  const char *q = p;

  while (end - q >= 8)
    {
      guint64 word;

      memcpy (&word, q, 8);
      if ((word & G_GUINT64_CONSTANT (0x8080808080808080)) != 0)
        break;
      q += 8;
    }
  return (gsize) (q - p);
}

/* The characters from @p to @end, a byte that is not UTF-8 counted as one
 * (as the field shows it): ASCII eight bytes at a time, since the rest of
 * a megabyte is counted at each change. */
static gsize
count_chars (const char *p,
             const char *end)
{
  gsize n = 0;

  while (p < end)
    {
      gsize run = ascii_words (p, end);

      p += run;
      n += run;
      if (p >= end)
        break;
      p += uriscope_text_shown_char_bytes (p, end);
      n++;
    }
  return n;
}

/**
 * uriscope_text_quote_excerpt:
 * @text: any bytes (a target, a normalized reference)
 * @len: their length
 * @max_chars: characters shown at most
 *
 * @text in its display form (us_quote()), cut after @max_chars of its
 * characters with how many more there are. Only what is shown is quoted:
 * a megabyte quoted to be cut short was a sixth of the frame after a 1 MB
 * paste.
 *
 * Returns: (transfer full): the text to show
 */
char *
uriscope_text_quote_excerpt (const char *text,
                             gsize       len,
                             gsize       max_chars)
{
  const char *end = text + len;
  const char *cut = uriscope_text_shown_skip (text, end, (glong) MIN (max_chars, G_MAXLONG));
  gsize hidden;
  g_autofree char *quoted = NULL;
  g_autofree char *count = NULL;
  g_autofree char *marker = NULL;

  quoted = us_quote (text, (gsize) (cut - text), 0);
  if (cut == end)
    return uriscope_text_cap_lines (quoted, max_chars);
  hidden = count_chars (cut, end);
  count = g_strdup_printf ("%'" G_GSIZE_FORMAT, hidden);
  /* TRANSLATORS: ends a long value cut short; %s is a count, already formatted */
  marker = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… (%s more character not shown)",
                                         "… (%s more characters not shown)", hidden), count);
  return g_strconcat (quoted, marker, NULL);
}

/* Control characters and bytes in the field -------------------------------- *
 *
 * The field shows each C0 control (NUL too: "␀") and DEL as its symbol
 * from Unicode's Control Pictures (U+2400 + c, U+2421 for DEL), and each
 * byte that is not part of valid UTF-8 as U+FFFD (as
 * uriscope_text_sanitize() does), one character for one, so the field's
 * character offsets count the reference's characters and bad bytes. C1
 * controls are shown as they are: Pango draws each as a box holding its
 * code.
 *
 * Each invisible, bidirectional, format and line-breaking character
 * (us_char_is_marked) is held as a stand-in of its own, one character for
 * one: a private-use character, U+F0000 + c for one of the BMP, U+100000 +
 * the low 16 bits for one of planes 1 and 14 (their marked characters
 * fall apart there: plane 14's below xx1000, plane 1's above). So no bidi
 * control of the input reorders the field (a stand-in is a character of
 * no effect), nothing is zero-width there, and the field draws the
 * character's mark over its stand-in (uriscope-field-view.c). A
 * private-use character typed as such is taken as it is; only the undo
 * history reads stand-ins back as the characters they stand for. */

#define PICTURE_LEAD0 0xE2      /* U+2400..U+241F, U+2421 in UTF-8: E2 90 xx */
#define PICTURE_LEAD1 0x90

static gboolean
is_pictured (guchar c)
{
  return c < 0x20 || c == 0x7F;
}

/* The symbol shown for character @c, or 0 when it is shown as it is. */
gunichar
uriscope_text_control_picture (gunichar c)
{
  if (c < 0x80 && is_pictured ((guchar) c))
    return c == 0x7F ? 0x2421 : 0x2400 + c;
  return 0;
}

/* The stand-in the field holds for character @c, or 0 when it is shown
 * as it is. */
gunichar
uriscope_text_stand_in (gunichar c)
{
  if (!us_char_is_marked (c))
    return 0;
  if (c < 0x10000)
    return 0xF0000 + c;
  if ((c >> 16) == 0xE && (c & 0xFFFF) < 0x1000)
    return 0x100000 + (c & 0xFFFF);
  if ((c >> 16) == 0x1 && (c & 0xFFFF) >= 0x1000)
    return 0x100000 + (c & 0xFFFF);
  return 0;
}

/* The character the stand-in @shown stands for, 0 if it is none. */
gunichar
uriscope_text_marked_char (gunichar shown)
{
  gunichar c;

  if (shown >= 0xF0000 && shown < 0x100000)
    c = shown - 0xF0000;
  else if (shown >= 0x100000 && shown <= 0x10FFFF)
    c = (shown & 0xFFFF) < 0x1000 ? 0xE0000 + (shown & 0xFFFF) : 0x10000 + (shown & 0xFFFF);
  else
    return 0;
  return uriscope_text_stand_in (c) == shown ? c : 0;
}

/* The length of the character at @p, before @end, when it is valid UTF-8
 * and not NUL; 0 for a byte the field shows as U+FFFD. */
gsize
uriscope_text_char_length (const char *p,
                           const char *end)
{
  const char *valid;

  g_utf8_validate_len (p, MIN ((gsize) (end - p), 4), &valid);
  return valid > p ? (gsize) g_utf8_skip[(guchar) *p] : 0;
}

/* Whether @text holds a byte the field shows as U+FFFD (a NUL is shown
 * as "␀"). Asked at each change: ASCII, NUL included, is passed over
 * eight bytes at a time and only the other characters are validated (a
 * megabyte's g_utf8_validate_len() was 9 million instructions, twice a
 * paste and once a keystroke). */
gboolean
uriscope_text_has_bad_bytes (const char *text,
                             gsize       len)
{
  const char *p = text, *end = text + len;

  while (p < end)
    {
      p += ascii_words (p, end);
      if (p >= end)
        break;
      if ((guchar) *p < 0x80)
        p++;
      else
        {
          gsize n = uriscope_text_char_length (p, end);

          if (n == 0)
            return TRUE;
          p += n;
        }
    }
  return FALSE;
}

/* The byte @n characters of the field after @p, at most @end. */
const char *
uriscope_text_shown_skip (const char *p,
                          const char *end,
                          glong       n)
{
  for (; n > 0 && p < end; n--)
    p += uriscope_text_shown_char_bytes (p, end);
  return MIN (p, end);
}

/* @text, which may hold any byte, as the field shows it (@out_len bytes,
 * valid UTF-8 without NUL). */
char *
uriscope_text_to_shown (const char *text,
                        gsize       len,
                        gsize      *out_len)
{
  GString *out = g_string_sized_new (len + 1);
  const char *end = text + len;

  for (const char *p = text; p < end;)
    {
      guchar c = (guchar) *p;
      gsize n = uriscope_text_char_length (p, end);

      if (n == 0 && c != 0)
        {
          g_string_append_unichar (out, 0xFFFD);
          p++;
        }
      else if (is_pictured (c))
        {
          g_string_append_unichar (out, uriscope_text_control_picture (c));
          p++;
        }
      else if (c >= 0x80 && uriscope_text_stand_in (g_utf8_get_char (p)) != 0)
        {
          g_string_append_unichar (out, uriscope_text_stand_in (g_utf8_get_char (p)));
          p += n;
        }
      else
        {
          g_string_append_len (out, p, (gssize) n);
          p += n;
        }
    }
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* The reference's characters for text the field shows: each symbol of a
 * control becomes that control again, each stand-in its character. */
char *
uriscope_text_from_shown (const char *text,
                          gsize       len,
                          gsize      *out_len)
{
  GString *out = g_string_sized_new (len + 1);

  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) text[i];

      if (c == PICTURE_LEAD0 && i + 2 < len && (guchar) text[i + 1] == PICTURE_LEAD1)
        {
          guchar low = (guchar) text[i + 2];

          if (low >= 0x80 && low <= 0x9F)
            {
              g_string_append_c (out, (char) (low - 0x80));
              i += 2;
              continue;
            }
          if (low == 0xA1)
            {
              g_string_append_c (out, 0x7F);
              i += 2;
              continue;
            }
        }
      if (c >= 0xF3 && c <= 0xF4 && i + 3 < len && g_utf8_get_char_validated (text + i, (gssize) (len - i)) < 0x110000)
        {
          gunichar m = uriscope_text_marked_char (g_utf8_get_char (text + i));

          if (m != 0)
            {
              g_string_append_unichar (out, m);
              i += 3;
              continue;
            }
        }
      g_string_append_c (out, (char) c);
    }
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* Sets @widget's tooltip only when it changes: GTK asks the X server
 * where the pointer is on each gtk_widget_set_tooltip_text(), a round trip
 * a row rebound at every keystroke would pay for nothing. */
void
uriscope_text_set_tooltip (GtkWidget  *widget,
                           const char *text)
{
  const char *current = gtk_widget_get_tooltip_text (widget);

  if (g_strcmp0 (current, text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}
