/* us-windows-path.c — a Windows path, and the file URI it stands for
 *
 * Whether text is a Windows path (RFC 8089 Appendix E), and the file URI
 * it becomes. Below the parsers and the diagnostics: the paste checks
 * (us-parse-paste.c) recognise a pasted path with it, and a diagnostic's
 * fix (us-diagnostic.c) writes the URI with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

/* Whether [b, e) is a Windows path: a drive letter, ":" and a backslash
 * ("C:\Users", "c:\Users": RFC 8089 Appendix E.2), or "\\" and a server
 * name followed by a separator and more (a UNC path "\\server\share",
 * Appendix E.3), but not the "\\?\" and "\\.\" prefixes of Win32 device
 * paths. "c:foo" is not one: it is a URI of the scheme "c". With "/" after
 * the ":", only a capital letter counts ("C:/Users"): Windows writes its
 * drives so, while a scheme is written in lower case (RFC 3986 §3.1), and
 * "a:/b" is the abstract URI of many examples, RFC 3986's among them. */
gboolean
us_is_windows_path (const char *text,
                    gsize       b,
                    gsize       e)
{
  const guchar *in = (const guchar *) text;
  gsize s;

  if (e - b >= 3 && us_char_in (in[b], US_CH_ALPHA) && in[b + 1] == ':' &&
      (in[b + 2] == '\\' || (in[b + 2] == '/' && g_ascii_isupper (in[b]))))
    return TRUE;
  if (e - b < 5 || in[b] != '\\' || in[b + 1] != '\\')
    return FALSE;
  for (s = b + 2; s < e && in[s] != '\\' && in[s] != '/'; s++)
    ;
  if (s == b + 2 || s + 1 >= e)
    return FALSE;
  return !(s == b + 3 && (in[b + 2] == '?' || in[b + 2] == '.'));
}

/* Appends the byte or UTF-8 character at @i, as itself when @set admits it
 * (or, in an IRI, when it is a ucschar), else percent-encoded; returns
 * where the next one starts. */
static gsize
append_path_char (GString      *out,
                  const guchar *in,
                  gsize         i,
                  gsize         e,
                  guint         set,
                  gboolean      iri)
{
  gsize n = (gsize) g_utf8_skip[in[i]];

  if (us_char_in (in[i], set))
    {
      g_string_append_c (out, (char) in[i]);
      return i + 1;
    }
  if (iri && in[i] >= 0x80 && n > 1 && n <= 4 && e - i >= n &&
      g_utf8_validate_len ((const char *) in + i, n, NULL) &&
      us_is_ucschar (g_utf8_get_char ((const char *) in + i)))
    {
      g_string_append_len (out, (const char *) in + i, (gssize) n);
      return i + n;
    }
  us_string_append_pct (out, in + i, 1);
  return i + 1;
}

/**
 * us_windows_path_to_uri:
 *
 * The file URI of the Windows path [b, e) (see us_is_windows_path()):
 * "C:\a b" is "file:///C:/a%20b" (RFC 8089 Appendix E.2), "\\server\share\x"
 * is "file://server/share/x" (Appendix E.3). Backslashes are "/", and every
 * other character that a path segment of @spec does not admit is
 * percent-encoded ("%" too: it is a character of the file name), so that
 * the URI is valid under @spec.
 *
 * Returns: (transfer full): the URI, @out_len bytes
 */
char *
us_windows_path_to_uri (const char *text,
                        gsize       b,
                        gsize       e,
                        UsSpec      spec,
                        gsize      *out_len)
{
  const guchar *in = (const guchar *) text;
  gboolean iri = spec == US_SPEC_RFC3987;
  guint set;
  GString *out = g_string_sized_new (e - b + 16);
  gsize i;

  switch (spec)
    {
    case US_SPEC_RFC2396:
      set = US_SET_PCHAR_2396;
      break;
    case US_SPEC_RFC1808:
    case US_SPEC_RFC1738:
      /* The fsegment of RFC 1738 admits "?" too, which RFC 1808 reads as
       * the start of a query. */
      set = US_SET_PCHAR_1808;
      break;
    default:
      set = US_SET_PCHAR;
      break;
    }

  if (in[b] == '\\')
    {
      /* The server is the host: letters, digits, "-" and ".". */
      g_string_append (out, "file://");
      for (i = b + 2; in[i] != '\\' && in[i] != '/';)
        i = append_path_char (out, in, i, e, US_CH_ALPHA | US_CH_DIGIT | US_CH_HYPHEN, iri);
    }
  else
    {
      g_string_append (out, "file:///");
      g_string_append_len (out, text + b, 2);
      i = b + 2;
    }
  while (i < e)
    {
      if (in[i] == '\\' || in[i] == '/')
        {
          g_string_append_c (out, '/');
          i++;
        }
      else
        i = append_path_char (out, in, i, e, set, iri);
    }
  *out_len = out->len;
  return g_string_free (out, FALSE);
}
