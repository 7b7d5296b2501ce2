/* fuzz-json.c — whether a text is one JSON object, without building it
 *
 * fuzz-render-json checks that the CLI's JSON line is one valid JSON
 * text, an object. json-glib's parser answered that by building the whole
 * document (a GObject, a hash table a member, a node a value) and freeing
 * it again: half of every execution's time, all of it allocations, for a
 * yes or no. This reads the grammar of RFC 8259 once over the bytes and
 * allocates nothing: whitespace, objects and arrays (nested at most
 * MAX_DEPTH deep), strings (no raw byte under 0x20, only the escapes of
 * §7, four hex digits after \u), numbers (§6: no leading zero, a digit on
 * each side of the point, an exponent with digits), true, false and null.
 * Whether the bytes are UTF-8 is fuzz_check_text()'s to check. The target
 * still gives json-glib the inputs fuzz_sampled() picks, and both must
 * accept the line: the two readings are compared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-json.h"

#define MAX_DEPTH 512

typedef struct {
  const char *p;
  const char *end;
} Reader;

static gboolean read_value (Reader *r, guint depth);

static void
skip_space (Reader *r)
{
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
    r->p++;
}

static gboolean
eat (Reader *r,
     char    c)
{
  if (r->p < r->end && *r->p == c)
    {
      r->p++;
      return TRUE;
    }
  return FALSE;
}

static gboolean
read_word (Reader     *r,
           const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (r->end - r->p) < n || memcmp (r->p, word, n) != 0)
    return FALSE;
  r->p += n;
  return TRUE;
}

static gboolean
read_string (Reader *r)
{
  if (!eat (r, '"'))
    return FALSE;
  while (r->p < r->end)
    {
      guchar c = (guchar) *r->p++;

      if (c == '"')
        return TRUE;
      if (c < 0x20)
        return FALSE;
      if (c != '\\')
        continue;
      if (r->p == r->end)
        return FALSE;
      c = (guchar) *r->p++;
      if (c == 'u')
        {
          for (guint i = 0; i < 4; i++)
            if (r->p == r->end || !g_ascii_isxdigit (*r->p++))
              return FALSE;
        }
      else if (strchr ("\"\\/bfnrt", c) == NULL || c == '\0')
        return FALSE;
    }
  return FALSE;
}

static gboolean
read_digits (Reader *r)
{
  const char *start = r->p;

  while (r->p < r->end && g_ascii_isdigit (*r->p))
    r->p++;
  return r->p > start;
}

static gboolean
read_number (Reader *r)
{
  eat (r, '-');
  if (!eat (r, '0') && !(r->p < r->end && *r->p >= '1' && *r->p <= '9' && read_digits (r)))
    return FALSE;
  if (eat (r, '.') && !read_digits (r))
    return FALSE;
  if (eat (r, 'e') || eat (r, 'E'))
    {
      if (!eat (r, '+'))
        eat (r, '-');
      if (!read_digits (r))
        return FALSE;
    }
  return TRUE;
}

/* An object or an array, @close its closing bracket: the opening one read. */
static gboolean
read_members (Reader  *r,
              char     close,
              guint    depth)
{
  skip_space (r);
  if (eat (r, close))
    return TRUE;
  for (;;)
    {
      if (close == '}')
        {
          if (!read_string (r))
            return FALSE;
          skip_space (r);
          if (!eat (r, ':'))
            return FALSE;
        }
      if (!read_value (r, depth + 1))
        return FALSE;
      if (eat (r, close))
        return TRUE;
      if (!eat (r, ','))
        return FALSE;
      skip_space (r);
    }
}

/* A value with the whitespace around it. */
static gboolean
read_value (Reader *r,
            guint   depth)
{
  gboolean ok;

  if (depth > MAX_DEPTH)
    return FALSE;
  skip_space (r);
  if (r->p == r->end)
    return FALSE;
  switch (*r->p)
    {
    case '{':
      r->p++;
      ok = read_members (r, '}', depth);
      break;
    case '[':
      r->p++;
      ok = read_members (r, ']', depth);
      break;
    case '"':
      ok = read_string (r);
      break;
    case 't':
      ok = read_word (r, "true");
      break;
    case 'f':
      ok = read_word (r, "false");
      break;
    case 'n':
      ok = read_word (r, "null");
      break;
    default:
      ok = read_number (r);
      break;
    }
  skip_space (r);
  return ok;
}

/* Whether the @len bytes of @text are one JSON text whose value is an
 * object. */
gboolean
fuzz_json_is_object (const char *text,
                     gsize       len)
{
  Reader r = { text, text + len };

  skip_space (&r);
  if (r.p == r.end || *r.p != '{')
    return FALSE;
  return read_value (&r, 0) && r.p == r.end;
}
