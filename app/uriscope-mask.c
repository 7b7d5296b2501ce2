/* uriscope-mask.c — references with their passwords masked, for storing
 *
 * A reference's user information may hold a password ("user:password@",
 * RFC 3986 §3.2.1 deprecates it, RFC 1738 §3.1 defines it). Nothing the
 * window stores — the recent references, the last reference, the base —
 * may keep it, under any spec and however broken the reference is, so this
 * reads no grammar: an authority follows each "//" and ends at the next
 * "/", "?", "#" or line end; its user information ends at its last "@";
 * the password runs from the first ":" in it to that "@".
 *
 * While a password is typed, before its "@", it reads as a port: a port of
 * the first authority of a line that is not all digits (so no port at all)
 * is masked too.
 *
 * A masked reference recalled when its password is not known is not read
 * with the bullets, which are not its characters: uriscope_mask_blank()
 * takes them out, leaving the place to type the password.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-mask.h"

/* The end of the authority starting at @start. */
static const char *
authority_end (const char *start)
{
  return start + strcspn (start, "/?#\n");
}

static const char *
last_at (const char *start,
         const char *end)
{
  for (const char *p = end; p > start; p--)
    if (p[-1] == '@')
      return p - 1;
  return NULL;
}

/* The port of host [@start, @end) if it is not digits, as [*from, *to). */
static gboolean
find_odd_port (const char  *start,
               const char  *end,
               const char **from,
               const char **to)
{
  const char *colon;

  if (start < end && *start == '[')
    {
      /* An IP literal being typed has colons of its own. */
      const char *close = memchr (start, ']', (gsize) (end - start));

      if (close == NULL || close + 1 >= end || close[1] != ':')
        return FALSE;
      colon = close + 1;
    }
  else if ((colon = memchr (start, ':', (gsize) (end - start))) == NULL)
    return FALSE;
  for (const char *p = colon + 1; p < end; p++)
    if (!g_ascii_isdigit (*p))
      {
        *from = colon + 1;
        *to = end;
        return TRUE;
      }
  return FALSE;
}

/* Whether the "//" at @slashes opens the first authority of its line:
 * nothing before it on the line but a scheme (or quotes, spaces). */
static gboolean
opens_line (const char *text,
            const char *slashes)
{
  for (const char *p = slashes; p > text && p[-1] != '\n'; p--)
    if (p[-1] == '/' || p[-1] == '?' || p[-1] == '#')
      return FALSE;
  return TRUE;
}

/* @text with each password replaced by URISCOPE_MASK; a copy of @text when
 * it holds none. */
char *
uriscope_mask_password (const char *text)
{
  GString *out;
  const char *done;
  const char *slashes;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text) + 8);
  done = text;
  for (const char *p = text; (slashes = strstr (p, "//")) != NULL; p = MAX (authority_end (slashes + 2), slashes + 2))
    {
      const char *start = slashes + 2;
      const char *end = authority_end (start);
      const char *at = last_at (start, end);
      const char *from = NULL;
      const char *to = NULL;

      if (at != NULL)
        {
          from = memchr (start, ':', (gsize) (at - start));
          to = at;
          if (from != NULL)
            from++;
        }
      else if (opens_line (text, slashes))
        find_odd_port (start, end, &from, &to);
      if (from == NULL || from >= to)
        continue;
      g_string_append_len (out, done, from - done);
      g_string_append (out, URISCOPE_MASK);
      done = to;
    }
  g_string_append (out, done);
  return g_string_free (out, FALSE);
}

/* Whether @text holds a masked password. */
gboolean
uriscope_mask_is_masked (const char *text)
{
  return text != NULL && strstr (text, ":" URISCOPE_MASK) != NULL;
}

/* @masked with each masked password taken out, nothing typed in its
 * place ("user:@host"); *@first is the byte where the first one was (the
 * end when there was none). */
char *
uriscope_mask_blank (const char *masked,
                     gsize      *first)
{
  GString *out = g_string_new (NULL);
  const char *p = masked;
  const char *hit;

  *first = G_MAXSIZE;
  while ((hit = strstr (p, ":" URISCOPE_MASK)) != NULL)
    {
      g_string_append_len (out, p, hit + 1 - p);
      if (*first == G_MAXSIZE)
        *first = out->len;
      p = hit + 1 + strlen (URISCOPE_MASK);
    }
  g_string_append (out, p);
  if (*first == G_MAXSIZE)
    *first = out->len;
  return g_string_free (out, FALSE);
}

/* Whether @text has a password left blank where uriscope_mask_blank()
 * took one out: "user:@" in an authority (or, as a password being typed
 * reads, an empty port ending the first authority of a line). */
gboolean
uriscope_mask_has_blank (const char *text)
{
  const char *slashes;

  if (text == NULL)
    return FALSE;
  for (const char *p = text; (slashes = strstr (p, "//")) != NULL; p = MAX (authority_end (slashes + 2), slashes + 2))
    {
      const char *start = slashes + 2;
      const char *end = authority_end (start);
      const char *at = last_at (start, end);

      if (at != NULL)
        {
          const char *colon = memchr (start, ':', (gsize) (at - start));

          if (colon != NULL && colon + 1 == at)
            return TRUE;
        }
      else if (opens_line (text, slashes) && end > start && end[-1] == ':' &&
               memchr (start, ':', (gsize) (end - start)) == end - 1)
        return TRUE;
    }
  return FALSE;
}
