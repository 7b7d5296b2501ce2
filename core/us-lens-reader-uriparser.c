/* us-lens-reader-uriparser.c — the link as uriparser reads it
 *
 * uriParseSingleUriExA(): RFC 3986 as uriparser implements it, strictly: a
 * character the grammar does not allow is a syntax error, at its offset.
 * It is given the input with its end (not a C string), so it sees every
 * byte, NUL included. Its parts are ranges of the input, shown as they
 * are (no decoding; an IPv6 address without its brackets, as uriparser
 * gives it); the path is put together as uriparser's own uriToStringA()
 * writes it.
 *
 * Parsing only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <uriparser/Uri.h>

#include "us-lens-private.h"

const char *
us_lens_uriparser_version (void)
{
  return "uriparser " G_STRINGIFY (URI_VER_MAJOR) "." G_STRINGIFY (URI_VER_MINOR) "." G_STRINGIFY (URI_VER_RELEASE);
}

static void
set_range (UsLensRaw             *out,
           UsLensField            field,
           const UriTextRangeA   *range)
{
  if (range->first != NULL && range->afterLast != NULL && range->afterLast >= range->first)
    us_lens_raw_set (out, field, range->first, (gsize) (range->afterLast - range->first));
}

void
us_lens_read_uriparser (const char *text,
                        gsize       len,
                        UsLensRaw  *out)
{
  UriUriA uri;
  const char *error_pos = NULL;
  int rc = uriParseSingleUriExA (&uri, text, text + len, &error_pos);

  if (rc != URI_SUCCESS)
    {
      gsize at = error_pos != NULL && error_pos >= text && error_pos <= text + len
                 ? (gsize) (error_pos - text) : len;
      g_autofree char *offset = g_strdup_printf ("%" G_GSIZE_FORMAT, at);

      if (rc != URI_ERROR_SYNTAX)
        out->error = g_strdup_printf (_("uriparser fails with error %d"), rc);
      else if (at < len)
        {
          g_autofree char *what = us_describe_char (text, len, at);

          /* TRANSLATORS: the first %s names a character: "“\” (U+005C)", the second is a byte offset */
          out->error = g_strdup_printf (_("syntax error at %s (byte %s)"), what, offset);
        }
      else
        /* TRANSLATORS: %s is a byte offset */
        out->error = g_strdup_printf (_("syntax error at the end (byte %s)"), offset);
      return;
    }

  set_range (out, US_LENS_FIELD_SCHEME, &uri.scheme);
  set_range (out, US_LENS_FIELD_USERINFO, &uri.userInfo);
  set_range (out, US_LENS_FIELD_HOST, &uri.hostText);
  set_range (out, US_LENS_FIELD_PORT, &uri.portText);
  {
    /* As uriToStringA(): "/" first for an absolute path, or for any path
     * after a host; then the segments joined by "/". Measured first, then
     * written into a buffer on the stack when it fits (most paths). */
    gboolean slash = uri.absolutePath || (uri.pathHead != NULL && uri.hostText.first != NULL);
    gsize n = slash ? 1 : 0, at = 0;
    char stack[256];
    char *path;

    for (UriPathSegmentA *seg = uri.pathHead; seg != NULL; seg = seg->next)
      {
        if (seg->text.first != NULL && seg->text.afterLast > seg->text.first)
          n += (gsize) (seg->text.afterLast - seg->text.first);
        n += seg->next != NULL;
      }
    path = n <= sizeof stack ? stack : g_malloc (n);
    if (slash)
      path[at++] = '/';
    for (UriPathSegmentA *seg = uri.pathHead; seg != NULL; seg = seg->next)
      {
        if (seg->text.first != NULL && seg->text.afterLast > seg->text.first)
          {
            memcpy (path + at, seg->text.first, (gsize) (seg->text.afterLast - seg->text.first));
            at += (gsize) (seg->text.afterLast - seg->text.first);
          }
        if (seg->next != NULL)
          path[at++] = '/';
      }
    us_lens_raw_set (out, US_LENS_FIELD_PATH, path, n);
    if (path != stack)
      g_free (path);
  }
  set_range (out, US_LENS_FIELD_QUERY, &uri.query);
  set_range (out, US_LENS_FIELD_FRAGMENT, &uri.fragment);
  uriFreeUriMembersA (&uri);
}
