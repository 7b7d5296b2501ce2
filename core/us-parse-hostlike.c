/* us-parse-hostlike.c — a host name written without a scheme
 *
 * "www.example.com/page" and "bücher.example/x", pasted or written in an
 * href, are relative references: a path whose first segment holds dots. A
 * browser resolves the link against the page that holds it, and goes to
 * "https://the-page's-host/…/www.example.com/page", not to that host.
 * When the first segment looks like a host name — letters, digits and
 * hyphens (or non-ASCII letters) in labels joined by ".", beginning with
 * "www." or ending with a top-level domain of the Public Suffix List's
 * ICANN section or one reserved by RFC 2606 and RFC 6761 — a note says so,
 * with the fix that writes "https://" before it. A note: the reference is
 * what the grammar says it is, and stays valid.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-psl-private.h"
#include "us-result-private.h"
#include "us-scan-private.h"

/* Whether @label (lower case) is a top-level domain. */
static gboolean
is_tld (const char *label)
{
  static const char *const reserved[] = { "example", "test", "localhost", "invalid", "local" };
  const psl_ctx_t *ctx;

  for (guint i = 0; i < G_N_ELEMENTS (reserved); i++)
    if (strcmp (label, reserved[i]) == 0)
      return TRUE;
  ctx = us_psl_context ();
  return ctx != NULL && psl_is_public_suffix2 (ctx, label, PSL_TYPE_ICANN | PSL_TYPE_NO_STAR_RULE);
}

/* The end of a host name at [b, e), or @b when there is none: labels of
 * letters, digits, hyphens and non-ASCII bytes, at least two. */
static gsize
host_name_end (const guchar *in,
               gsize         b,
               gsize         e,
               gsize        *last_label)
{
  gsize i = b, label = b;
  guint dots = 0;

  for (; i < e && in[i] != '/' && in[i] != '?' && in[i] != '#'; i++)
    {
      if (in[i] == '.')
        {
          if (i == label)
            return b;
          dots++;
          label = i + 1;
        }
      else if (!g_ascii_isalnum (in[i]) && in[i] != '-' && in[i] < 0x80)
        return b;
    }
  if (dots == 0 || i == label)
    return b;
  *last_label = label;
  return i;
}

void
us_check_missing_scheme (UsResult *r,
                         UsRule    rule,
                         gsize     b,
                         gsize     e)
{
  const guchar *in = (const guchar *) r->input;
  g_autofree char *tld = NULL;
  gsize h, last;
  UsDiagnostic *d;

  /* The cheap tests first: a relative reference that begins with a letter
   * or digit or a non-ASCII byte, a path. */
  if (b >= e || r->comp_defined[US_COMPONENT_SCHEME] || !(g_ascii_isalnum (in[b]) || in[b] >= 0x80))
    return;
  h = host_name_end (in, b, e, &last);
  if (h == b || !g_utf8_validate_len (r->input + last, h - last, NULL))
    return;
  if (!(h - b > 4 && g_ascii_strncasecmp (r->input + b, "www.", 4) == 0))
    {
      char ascii[64];
      gsize n = h - last, k;

      /* An ASCII label (nearly all) in lower case on the stack. */
      for (k = 0; k < n && k < sizeof ascii - 1 && in[last + k] < 0x80; k++)
        ascii[k] = g_ascii_tolower (in[last + k]);
      if (k == n)
        ascii[k] = '\0';
      else
        tld = g_utf8_strdown (r->input + last, (gssize) n);
      if (!is_tld (tld != NULL ? tld : ascii))
        return;
    }
  d = us_result_add_diagnostic (r, US_DIAG_MISSING_SCHEME, US_SEVERITY_NOTE, rule,
                                NULL, b, h);
  us_result_set_fix (r, d, b, b, "https://", 8);
}
