/* us-quote.c — input text as a terminal may show it
 *
 * Every piece of input that reaches text output (the reports, the messages
 * of the diagnostics, the changes of normalization and of the IRI mappings)
 * goes through us_quote_append_char(): printable characters as they are,
 * control characters (C0 and DEL as their Control Pictures, U+2400…; C1 as
 * <U+0085>), the bidirectional formatting characters, the line and
 * paragraph separators and every character that shows as nothing (format
 * characters, Unicode's general category Cf, and the default ignorable code
 * points: zero-width spaces and joiners, the byte order mark, soft hyphens,
 * variation selectors, Hangul fillers, tags) as <U+202E>, bytes that are not
 * UTF-8 as \xNN. So no escape sequence of the input reaches a terminal (OSC
 * 52 writes the clipboard), no bidi control reorders what is shown around
 * it, and "goo<U+200B>gle.com" never reads as "google.com".
 *
 * It sits with the character classes, below the messages, normalize and
 * the IRI mappings, which all use it; the window's labels and the command
 * line's text (app/cli/cli-text.c: the core renders nothing for a
 * terminal) use it through us-quote.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unicode/uchar.h>

#include "us-chars-private.h"
#include "us-quote.h"

/* The abbreviations of ISO 6429 (ECMA-48) for C1, U+0080 … U+009F. */
static const char *const c1_names[32] = {
  "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA",
  "HTS", "HTJ", "VTS", "PLD", "PLU", "RI", "SS2", "SS3",
  "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA",
  "SOS", "SGCI", "SCI", "CSI", "ST", "OSC", "PM", "APC",
};

/**
 * us_unichar_bidi_control_name:
 *
 * Returns: (nullable): the abbreviation of @u when it is one of the
 *   bidirectional formatting characters (Unicode Standard Annex #9: the
 *   embeddings, overrides and isolates, and the implicit marks), else NULL
 */
const char *
us_unichar_bidi_control_name (gunichar u)
{
  static const char *const embeddings[] = { "LRE", "RLE", "PDF", "LRO", "RLO" };
  static const char *const isolates[] = { "LRI", "RLI", "FSI", "PDI" };

  if (u >= 0x202A && u <= 0x202E)
    return embeddings[u - 0x202A];
  if (u >= 0x2066 && u <= 0x2069)
    return isolates[u - 0x2066];
  switch (u)
    {
    case 0x061C: return "ALM";
    case 0x200E: return "LRM";
    case 0x200F: return "RLM";
    default: return NULL;
    }
}

/**
 * us_unichar_c1_control_name:
 *
 * Returns: (nullable): the abbreviation of the C1 control @u, else NULL
 */
const char *
us_unichar_c1_control_name (gunichar u)
{
  return u >= 0x80 && u <= 0x9F ? c1_names[u - 0x80] : NULL;
}

/**
 * us_unichar_is_escaped:
 *
 * Whether every display form shows the character @u as "<U+XXXX>" (and
 * the JSON output as "\\uXXXX"): a C1 control, a bidirectional control,
 * the line or paragraph separator, a format character (general category
 * Cf), a default ignorable code point (what shows as nothing: U+200B,
 * U+00AD, U+FE0F, U+3164 …), or one that is not printable (unassigned, a
 * surrogate). Printable characters and the combining marks that are not
 * ignorable are shown as they are. ASCII is never escaped this way (C0
 * and DEL have Control Pictures).
 */
gboolean
us_unichar_is_escaped (gunichar u)
{
  if (u < 0x80)
    return FALSE;
  if (u <= 0x9F || u == 0x2028 || u == 0x2029 || us_unichar_bidi_control_name (u) != NULL)
    return TRUE;
  if (g_unichar_type (u) == G_UNICODE_FORMAT ||
      u_hasBinaryProperty ((UChar32) u, UCHAR_DEFAULT_IGNORABLE_CODE_POINT))
    return TRUE;
  return !g_unichar_isprint (u) && !g_unichar_iszerowidth (u);
}

/**
 * us_quote_append_char:
 * @width: (out): the terminal columns the display form takes
 *
 * Appends the display form of the character at @i of @text to @out.
 *
 * Returns: the byte length of the character (1 for a byte that is not
 *   UTF-8)
 */
gsize
us_quote_append_char (GString    *out,
                      const char *text,
                      gsize       len,
                      gsize       i,
                      guint      *width)
{
  guchar c = (guchar) text[i];
  gsize n = (gsize) g_utf8_skip[c];

  if (c >= 0x20 && c < 0x7f)
    {
      g_string_append_c (out, (char) c);
      *width = 1;
      return 1;
    }
  if (c < 0x20 || c == 0x7f)
    {
      /* U+2400 SYMBOL FOR NULL … U+241F, and U+2421 for DEL */
      g_string_append_unichar (out, c == 0x7f ? 0x2421 : 0x2400 + c);
      *width = 1;
      return 1;
    }
  if (n <= 4 && len - i >= n && g_utf8_validate_len (text + i, n, NULL))
    {
      gunichar u = g_utf8_get_char (text + i);

      if (!us_unichar_is_escaped (u))
        {
          g_string_append_len (out, text + i, n);
          *width = g_unichar_iszerowidth (u) ? 0 : g_unichar_iswide (u) ? 2 : 1;
        }
      else
        {
          gsize before = out->len;

          g_string_append_printf (out, "<U+%04X>", (guint) u);
          *width = (guint) (out->len - before);
        }
      return n;
    }
  /* Not UTF-8: the byte in hexadecimal. */
  us_string_append_hex_escape (out, c);
  *width = 4;
  return 1;
}

/**
 * us_quote:
 * @max_chars: how many characters to show at most, then "…" (0: no limit)
 *
 * The core's one escaping function: every text the core shows goes
 * through it (or through us_quote_append_char(), a character at a time).
 * A run of printable ASCII, its own display form, is copied at once.
 *
 * Returns: (transfer full): @text in its display form
 */
char *
us_quote (const char *text,
          gsize       len,
          gsize       max_chars)
{
  GString *out = g_string_sized_new (MIN (len, 256) + 2);
  gsize chars = 0;

  for (gsize i = 0; i < len;)
    {
      guchar c = (guchar) text[i];
      guint width;

      /* A run of printable ASCII, as it is, at once. */
      if (c >= 0x20 && c < 0x7f)
        {
          gsize j = i;
          /* With a limit, the run is read no further than it (a label's
           * 200 characters of a megabyte read 200 bytes, not a million). */
          gsize stop = max_chars > 0 && max_chars - chars < len - i ? i + (max_chars - chars) : len;

          while (j < stop && (guchar) text[j] >= 0x20 && (guchar) text[j] < 0x7f)
            j++;
          g_string_append_len (out, text + i, (gssize) (j - i));
          chars += j - i;
          i = j;
          if (max_chars > 0 && chars == max_chars && i < len)
            {
              g_string_append (out, "…");
              break;
            }
          continue;
        }
      if (max_chars > 0 && chars++ == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      i += us_quote_append_char (out, text, len, i, &width);
    }
  /* A GString's buffer is a power of two, 64 bytes at least: a short text
   * keeps only its own bytes, since one input may keep a million of them
   * (an IRI's mapping quotes every character it encodes; issue 24). */
  if (out->allocated_len > 2 * (out->len + 1))
    {
      gsize n = out->len;

      return g_realloc (g_string_free (out, FALSE), n + 1);
    }
  return g_string_free (out, FALSE);
}
