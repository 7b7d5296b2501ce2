/* us-lens-differs.c — the cells of the lens's table that differ
 *
 * Each reader's row beside the browser's, field by field: the scheme, the
 * user information, the host (where each goes: the canonical keys of
 * us-lens-destinations.c), the port (a default port or leading zeros are
 * no difference) and the path (compared percent-decoded, for the readers
 * that decode and those that do not; no path after a host is "/").
 * RFC 3986's path is its target's (us-lens-reader-core.c: dot segments
 * removed), compared as §6.2.2 normalizes it, "%2E" a dot as a browser
 * reads it: what the status line's verdict counts as the same
 * (us-browser.c) is not marked here either.
 * Computed once per lens: the window asks for every cell at every
 * keystroke, and a path may be a megabyte long.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-resolve-private.h"
#include "us-scheme-private.h"

/* The byte of @text at *@i, percent-decoded once ("%41" is "A"), and
 * *@i moved past it. */
static guchar
next_decoded (const char *text,
              gsize       len,
              gsize      *i)
{
  gsize at = *i;

  if (text[at] == '%' && at + 2 < len && us_hex_value (text[at + 1]) >= 0 && us_hex_value (text[at + 2]) >= 0)
    {
      *i = at + 3;
      return (guchar) (us_hex_value (text[at + 1]) * 16 + us_hex_value (text[at + 2]));
    }
  *i = at + 1;
  return (guchar) text[at];
}

/* Whether @a and @b are the same once percent-decoded (for parts that one
 * reader decodes and another does not), without a copy of either. */
static gboolean
decoded_equal (const char *a,
               gsize       alen,
               const char *b,
               gsize       blen)
{
  gsize i = 0, j = 0;

  /* The same bytes decode alike (the common case: no copy, no decoding). */
  if (alen == blen && memcmp (a, b, alen) == 0)
    return TRUE;
  while (i < alen && j < blen)
    if (next_decoded (a, alen, &i) != next_decoded (b, blen, &j))
      return FALSE;
  return i == alen && j == blen;
}

static gboolean
is_encoded_dot (const char *text,
                gsize       len,
                gsize       i)
{
  return text[i] == '%' && i + 2 < len && text[i + 1] == '2' && (text[i + 2] == 'e' || text[i + 2] == 'E');
}

/* RFC 3986's path @text as §6.2.2 normalizes it for a comparison:
 * "%2E" decoded to the "." it stands for (§6.2.2.2), then the dot
 * segments it makes removed (§6.2.2.3), into @scratch; or NULL when it
 * holds no "%2E" (remove_dot_segments has already run on it). */
static const char *
normal_path (UsResolver *scratch,
             const char *text,
             gsize       len,
             gsize      *out_len)
{
  const char *pct = memchr (text, '%', len);
  gboolean any = FALSE;
  char *dots;
  gsize n = 0;
  UsSpan path;

  for (gsize i = pct != NULL ? (gsize) (pct - text) : len; i < len && !any; i++)
    any = is_encoded_dot (text, len, i);
  if (!any)
    return NULL;
  dots = us_resolver_alloc (scratch, len + 1);
  for (gsize i = 0; i < len;)
    if (is_encoded_dot (text, len, i))
      {
        dots[n++] = '.';
        i += 3;
      }
    else
      dots[n++] = text[i++];
  path = us_remove_dot_segments (scratch, dots, n);
  *out_len = path.len;
  return path.p;
}

/* The default port of @scheme in decimal, in @buf; NULL for none. */
static const char *
default_port (const char *scheme,
              char        buf[8])
{
  int port = scheme != NULL ? us_scheme_default_port (scheme, strlen (scheme)) : -1;

  char digits[8];
  guint n = 0, at = 0;

  if (port < 0 || port > 9999999)
    return NULL;
  /* In decimal by hand: g_snprintf() costs some 600 instructions, a
   * tenth of what the lens adds to its readers. */
  do
    {
      digits[n++] = (char) ('0' + port % 10);
      port /= 10;
    }
  while (port > 0);
  while (n > 0)
    buf[at++] = digits[--n];
  buf[at] = '\0';
  return buf;
}

/* Whether reader @r gives parts to compare: it reads the link, or it reads
 * on past an error (RFC 3986 alone, as the core's parser recovers) and
 * finds at least one part. */
static gboolean
has_parts (const UsLens *self,
           guint         r)
{
  const UsLensRaw *raw = &self->raw[r];

  if (raw->error == NULL)
    return TRUE;
  if (r != US_LENS_READER_RFC3986)
    return FALSE;
  for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
    if (raw->part[f].has && (f != US_LENS_FIELD_PATH || raw->part[f].len > 0))
      return TRUE;
  return FALSE;
}

/* Fills self->differs once: us_lens_field_differs() only looks it up
 * (a window asks for every cell at every keystroke, and a path may be a
 * megabyte long). */
void
us_lens_compute_differs (UsLens *self)
{
  const UsLensRaw *b = &self->raw[US_LENS_READER_WHATWG];
  char def_buf[8];
  const char *def;

  if (b->error != NULL)
    return;
  /* The browser's scheme's default port, worked out once for the readers. */
  def = default_port (self->schemes[US_LENS_READER_WHATWG], def_buf);
  for (guint reader = 0; reader < US_LENS_READER_COUNT; reader++)
    {
      const UsLensRaw *r = &self->raw[reader];
      const char *key = self->keys[reader];

      if (reader == US_LENS_READER_WHATWG || !has_parts (self, reader))
        continue;
      for (guint field = 0; field < US_LENS_FIELD_COUNT; field++)
        {
          const UsLensPart *bp = &b->part[field];
          const UsLensPart *rp = &r->part[field];
          gboolean differs;

          switch (field)
            {
            case US_LENS_FIELD_SCHEME:
              /* (most readers share the browser's string: no compare) */
              differs = self->schemes[US_LENS_READER_WHATWG] != self->schemes[reader] &&
                        g_strcmp0 (self->schemes[US_LENS_READER_WHATWG], self->schemes[reader]) != 0;
              break;
            case US_LENS_FIELD_HOST:
              differs = self->keys[US_LENS_READER_WHATWG] != key && g_strcmp0 (self->keys[US_LENS_READER_WHATWG], key) != 0;
              break;
            case US_LENS_FIELD_PORT:
              {
                const char *bv = bp->has && g_strcmp0 (bp->text, def) != 0 ? bp->text : "";
                const char *rv = rp->has && g_strcmp0 (rp->text, def) != 0 ? rp->text : "";

                while (*bv == '0' && bv[1] != '\0')
                  bv++;
                while (*rv == '0' && rv[1] != '\0')
                  rv++;
                differs = strcmp (bv, rv) != 0;
              }
              break;
            case US_LENS_FIELD_USERINFO:
            case US_LENS_FIELD_PATH:
            default:
              {
                const char *bt = bp->has ? bp->text : "", *rt = rp->has ? rp->text : "";
                gsize bl = bp->has ? bp->len : 0, rl = rp->has ? rp->len : 0;
                UsResolver scratch;

                us_resolver_init (&scratch, NULL, FALSE);
                if (field == US_LENS_FIELD_PATH && reader == US_LENS_READER_RFC3986 &&
                    r->part[US_LENS_FIELD_SCHEME].has)
                  {
                    gsize nl = 0;
                    const char *normal = normal_path (&scratch, rt, rl, &nl);

                    if (normal != NULL)
                      rt = normal, rl = nl;
                  }
                /* No path after a host is "/". */
                if (field == US_LENS_FIELD_PATH && key != NULL && *key != '\0' && rl == 0 &&
                    decoded_equal (bt, bl, "/", 1))
                  differs = FALSE;
                else
                  differs = !decoded_equal (bt, bl, rt, rl);
                us_resolver_clear (&scratch);
              }
              break;
            }
          self->differs[reader][field] = differs;
        }
    }
}
