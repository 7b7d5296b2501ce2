/* test-json-strict.c — a strict RFC 8259 checker for the tests
 *
 * json-glib's parser is lenient (it reads a raw U+001F in a string, for
 * one), so output that must be JSON is checked against the grammar of
 * RFC 8259 here: a recursive-descent reader of JSON-text that accepts
 * nothing else, plus g_utf8_validate() on the whole text (§8.1).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-json-strict.h"

typedef struct {
  const char *p;
  const char *end;
  guint depth;
} Json;

/* Deeper than any output of the CLI; keeps the recursion bounded. */
#define JSON_MAX_DEPTH 512

static gboolean json_value (Json *j);

/* ws = *( %x20 / %x09 / %x0A / %x0D ) */
static void
json_ws (Json *j)
{
  while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
    j->p++;
}

static gboolean
json_literal (Json       *j,
              const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (j->end - j->p) < n || memcmp (j->p, word, n) != 0)
    return FALSE;
  j->p += n;
  return TRUE;
}

static gboolean
json_digits (Json *j)
{
  const char *start = j->p;

  while (j->p < j->end && g_ascii_isdigit (*j->p))
    j->p++;
  return j->p > start;
}

/* number = [ minus ] int [ frac ] [ exp ]; int = zero / ( digit1-9 *DIGIT ) */
static gboolean
json_number (Json *j)
{
  if (j->p < j->end && *j->p == '-')
    j->p++;
  if (j->p < j->end && *j->p == '0')
    j->p++;
  else if (j->p < j->end && *j->p >= '1' && *j->p <= '9')
    json_digits (j);
  else
    return FALSE;
  if (j->p < j->end && *j->p == '.')
    {
      j->p++;
      if (!json_digits (j))
        return FALSE;
    }
  if (j->p < j->end && (*j->p == 'e' || *j->p == 'E'))
    {
      j->p++;
      if (j->p < j->end && (*j->p == '+' || *j->p == '-'))
        j->p++;
      if (!json_digits (j))
        return FALSE;
    }
  return TRUE;
}

#define ONES G_GUINT64_CONSTANT (0x0101010101010101)
#define HIGHS G_GUINT64_CONSTANT (0x8080808080808080)

/* string = quotation-mark *char quotation-mark; no raw U+0000–U+001F, and
 * only the escapes of §7. (UTF-8 is checked on the whole text.) The bytes
 * that are none of '"', '\\' and U+0000–U+001F, most of a string, are
 * passed eight at a time. */
static gboolean
json_string (Json *j)
{
  if (j->p == j->end || *j->p != '"')
    return FALSE;
  j->p++;
  while (j->p < j->end)
    {
      guchar c;

      while (j->end - j->p >= 8)
        {
          guint64 w, q, b;

          memcpy (&w, j->p, 8);
          q = w ^ (ONES * '"');
          b = w ^ (ONES * '\\');
          /* a byte under 0x20, '"' or '\\' (a word with a byte over 0x7F
           * may be taken for one: then the bytes are read one by one) */
          if ((((w - ONES * 0x20) | (q - ONES) | (b - ONES)) & HIGHS) != 0)
            break;
          j->p += 8;
        }
      if (j->p == j->end)
        break;
      c = (guchar) *j->p++;

      if (c == '"')
        return TRUE;
      if (c < 0x20)
        return FALSE;
      if (c != '\\')
        continue;
      if (j->p == j->end)
        return FALSE;
      c = (guchar) *j->p++;
      if (c == 'u')
        {
          for (guint k = 0; k < 4; k++)
            if (j->p == j->end || !g_ascii_isxdigit (*j->p++))
              return FALSE;
        }
      else if (strchr ("\"\\/bfnrt", c) == NULL || c == '\0')
        return FALSE;
    }
  return FALSE;
}

/* object = begin-object [ member *( value-separator member ) ] end-object
 * array = begin-array [ value *( value-separator value ) ] end-array */
static gboolean
json_container (Json *j,
                char  close)
{
  gboolean ok = FALSE;

  if (++j->depth > JSON_MAX_DEPTH)
    return FALSE;
  j->p++;
  json_ws (j);
  if (j->p < j->end && *j->p == close)
    {
      j->p++;
      j->depth--;
      return TRUE;
    }
  for (;;)
    {
      if (close == '}')
        {
          if (!json_string (j))
            break;
          json_ws (j);
          if (j->p == j->end || *j->p++ != ':')
            break;
        }
      if (!json_value (j))
        break;
      if (j->p < j->end && *j->p == ',')
        {
          j->p++;
          json_ws (j);
          continue;
        }
      if (j->p < j->end && *j->p == close)
        {
          j->p++;
          ok = TRUE;
        }
      break;
    }
  j->depth--;
  return ok;
}

/* value with the ws around it */
static gboolean
json_value (Json *j)
{
  gboolean ok;

  json_ws (j);
  if (j->p == j->end)
    return FALSE;
  switch (*j->p)
    {
    case '{': ok = json_container (j, '}'); break;
    case '[': ok = json_container (j, ']'); break;
    case '"': ok = json_string (j); break;
    case 't': ok = json_literal (j, "true"); break;
    case 'f': ok = json_literal (j, "false"); break;
    case 'n': ok = json_literal (j, "null"); break;
    default: ok = json_number (j); break;
    }
  json_ws (j);
  return ok;
}

/**
 * json_is_strict:
 * @text: (array length=len): the text to check
 *
 * Returns: whether @text is one JSON-text of RFC 8259 (ws value ws) in
 * valid UTF-8, with no raw control character in a string and nothing after
 * the value
 */
/* g_utf8_validate_len() of @text: an ASCII byte is a character of its own
 * and never part of another, so the text is UTF-8 without NUL exactly when
 * it has no NUL and each run of bytes over 0x7F is UTF-8. The ASCII, most
 * of a JSON text, goes eight bytes at a time. */
static gboolean
utf8_valid (const char *text,
            gsize       len)
{
  gsize i = 0;

  while (i < len)
    {
      gsize end;

      for (; i + 8 <= len; i += 8)
        {
          guint64 w;

          memcpy (&w, text + i, 8);
          /* a byte over 0x7F, or NUL */
          if (((w | (w - ONES)) & HIGHS) != 0)
            break;
        }
      while (i < len && (guchar) text[i] < 0x80 && text[i] != '\0')
        i++;
      if (i == len)
        break;
      if (text[i] == '\0')
        return FALSE;
      end = i;
      while (end < len && (guchar) text[end] >= 0x80)
        end++;
      if (!g_utf8_validate_len (text + i, end - i, NULL))
        return FALSE;
      i = end;
    }
  return TRUE;
}

gboolean
json_is_strict (const char *text,
                gsize       len)
{
  Json j = { text, text + len, 0 };

  if (!utf8_valid (text, len))
    return FALSE;
  return json_value (&j) && j.p == j.end;
}
