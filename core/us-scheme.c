/* us-scheme.c — the special schemes and their default ports
 *
 * URL Standard §4.1: "A special scheme is an ASCII string that is listed in
 * the first column of the following table. The default port for a special
 * scheme is listed in the second item on the same row."
 *
 * The browser's parser, the scanner's "\" check, the browser reading, the
 * lens and RFC 3986's scheme-based normalization (§6.2.3) all ask this
 * table. The normalization's schemes with a default port are the same five
 * (RFC 3986 names no list of its own; it leaves the default port to each
 * scheme's specification, and these are the ports those specifications
 * give), so it asks us_scheme_default_port() too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "us-scheme-private.h"

static const UsSpecialScheme special_schemes[] = {
  { "ftp", 21 },
  { "file", -1 },
  { "http", 80 },
  { "https", 443 },
  { "ws", 80 },
  { "wss", 443 },
};

const UsSpecialScheme *
us_scheme_lookup (const char *name,
                  gsize       len)
{
  if (name == NULL || len < 2 || len > 5)
    return NULL;
  /* Every name in the table is lower-case letters: a byte matches one of
   * them, in either case, exactly when it equals it with the 0x20 bit set
   * (no other byte does). A lookup runs for every link parsed: no call a
   * byte. */
  for (guint i = 0; i < G_N_ELEMENTS (special_schemes); i++)
    {
      const char *s = special_schemes[i].name;
      gsize k = 0;

      if (((guchar) name[0] | 0x20) != (guchar) s[0])
        continue;
      while (k < len && s[k] != '\0' && ((guchar) name[k] | 0x20) == (guchar) s[k])
        k++;
      if (k == len && s[k] == '\0')
        return &special_schemes[i];
    }
  return NULL;
}

gboolean
us_scheme_is_special (const char *name,
                      gsize       len)
{
  return us_scheme_lookup (name, len) != NULL;
}

int
us_scheme_default_port (const char *name,
                        gsize       len)
{
  const UsSpecialScheme *row = us_scheme_lookup (name, len);

  return row != NULL ? row->default_port : -1;
}

const UsSpecialScheme *
us_scheme_special_table (guint *n)
{
  *n = G_N_ELEMENTS (special_schemes);
  return special_schemes;
}
