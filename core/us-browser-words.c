/* us-browser-words.c — the verdict of a browser's reading, in words
 *
 * What us-browser.c found, said for people: the difference in one line
 * that names the host each side reads and the cause ("RFC 3986 reads the
 * host as evil.com; a browser reads example.com, because it reads “\” as
 * “/” in an http URL"), the short form for a verdict line ("a browser goes
 * to example.com"), and the names of the verdicts and causes for tests and
 * scripts. Every piece of the input is shown in its display form
 * (us_quote()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-browser-private.h"
#include "us-chars-private.h"
#include "us-result-private.h"

/* ---- in words ---- */

static char *
quote (const char *text,
       gsize       start,
       gsize       end)
{
  return us_quote (text + start, end > start ? end - start : 0, 60);
}

/* "it reads “\” as “/” in an http URL": per scheme, for the article. */
static const char *
reverse_solidus_clause (const char *scheme)
{
  static const struct { const char *scheme; const char *clause; } clauses[] = {
    { "http", N_("it reads “\\” as “/” in an http URL") },
    { "https", N_("it reads “\\” as “/” in an https URL") },
    { "ws", N_("it reads “\\” as “/” in a ws URL") },
    { "wss", N_("it reads “\\” as “/” in a wss URL") },
    { "ftp", N_("it reads “\\” as “/” in an ftp URL") },
    { "file", N_("it reads “\\” as “/” in a file URL") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (clauses); i++)
    if (g_strcmp0 (scheme, clauses[i].scheme) == 0)
      return _(clauses[i].clause);
  return _("it reads “\\” as “/” in a URL of a special scheme");
}

/* "it reads the path as “/b”": the browser's part, for a cause that has
 * no name of its own. */
static char *
other_clause (const UsBrowserReading *self,
              guint                   part)
{
  const Part *bp;
  g_autofree char *text = NULL;

  if (part >= N_PARTS || !self->browser.p[part].def)
    return NULL;
  bp = &self->browser.p[part];
  text = quote (self->href, bp->start, bp->end);
  switch (part)
    {
    case PART_SCHEME: return g_strdup_printf (_("it reads the scheme as “%s”"), text);
    case PART_USERINFO: return g_strdup_printf (_("it reads the user information as “%s”"), text);
    case PART_HOST: return g_strdup_printf (_("it reads the host as “%s”"), text);
    case PART_PORT: return g_strdup_printf (_("it reads the port as “%s”"), text);
    case PART_PATH: return g_strdup_printf (_("it reads the path as “%s”"), text);
    case PART_QUERY: return g_strdup_printf (_("it reads the query as “%s”"), text);
    case PART_FRAGMENT: return g_strdup_printf (_("it reads the fragment as “%s”"), text);
    default: return NULL;
    }
}

/* The cause as a clause that follows "because" or ":" ("it removes every
 * tab and newline in a link"); NULL when it has no words. */
static char *
cause_clause (const UsBrowserReading *self)
{
  const Change *c = &self->main;
  const char *in = self->result->input;

  switch (self->cause)
    {
    case US_BROWSER_CAUSE_REVERSE_SOLIDUS:
      return g_strdup (reverse_solidus_clause (self->scheme));

    case US_BROWSER_CAUSE_MISSING_SLASHES:
      /* TRANSLATORS: both %s are the scheme: "it reads “http:” followed by any number of “/” or “\” as “http://”" */
      return g_strdup_printf (_("it reads “%1$s:” followed by any number of “/” or “\\” as “%1$s://”"),
                              self->scheme);

    case US_BROWSER_CAUSE_SPACE_AROUND:
      return g_strdup (_("it removes spaces and control characters before and after a link"));

    case US_BROWSER_CAUSE_TAB_NEWLINE:
      return g_strdup (_("it removes every tab and newline in a link"));

    case US_BROWSER_CAUSE_IPV4:
      return g_strdup (_("it reads a host that ends in a number as an IPv4 address, whose numbers may be hexadecimal (0x…), octal (0…) or fewer than four"));

    case US_BROWSER_CAUSE_HOST_DECODED:
      return g_strdup (_("it percent-decodes the host"));

    case US_BROWSER_CAUSE_HOST_TO_ASCII:
      return g_strdup (_("it writes the host name in ASCII (IDNA ToASCII, UTS #46)"));

    case US_BROWSER_CAUSE_DRIVE_LETTER:
      {
        g_autofree char *letter = quote (in, c->start, c->end);

        /* TRANSLATORS: %s is a drive letter and colon, "C:" */
        return g_strdup_printf (_("it reads “%s” after “file://” as a Windows drive letter, which begins the path"),
                                letter);
      }

    case US_BROWSER_CAUSE_PERCENT_ENCODED:
      {
        g_autofree char *what = NULL;
        g_autofree char *encoded = NULL;
        gsize n;

        if (c->part == PART_HOST && self->host_differs)
          return g_strdup (_("it percent-encodes the host"));
        if (c->start >= self->result->len)
          return NULL;
        what = us_describe_char (in, self->result->len, c->start);
        /* The first character's bytes, each written as "%XX". */
        n = (gsize) g_utf8_skip[(guchar) in[c->start]];
        if (n > c->end - c->start || !g_utf8_validate_len (in + c->start, n, NULL))
          n = 1;
        encoded = quote (self->href, c->hstart, MIN (c->hend, c->hstart + 3 * n));
        /* TRANSLATORS: "it percent-encodes space (U+0020) as %20" */
        return g_strdup_printf (_("it percent-encodes %s as %s"), what, encoded);
      }

    case US_BROWSER_CAUSE_NOT_UTF8:
      return g_strdup (_("it replaces bytes that are not UTF-8 with U+FFFD, written %EF%BF%BD"));

    case US_BROWSER_CAUSE_OTHER:
      /* The host is already named, both ways. */
      return c->part == PART_HOST ? NULL : other_clause (self, c->part);

    case US_BROWSER_CAUSE_NONE:
    case US_BROWSER_CAUSE_FAILURE:
    default:
      return NULL;
    }
}

/**
 * us_browser_reading_format:
 *
 * Returns: (transfer full) (nullable): the difference in one line, naming
 *   its cause ("RFC 3986 reads the host as evil.com; a browser reads
 *   example.com, because it reads “\” as “/” in an http URL"), translated,
 *   with the characters of the input in their display form (us_quote());
 *   NULL when there is nothing to say
 */
char *
us_browser_reading_format (const UsBrowserReading *self)
{
  const char *spec;
  const Part *rp;
  g_autofree char *rfc_host = NULL;
  g_autofree char *browser_host = NULL;
  g_autofree char *clause = NULL;
  gboolean r_host, b_host;

  g_return_val_if_fail (self != NULL, NULL);

  if (!us_browser_reading_differs (self))
    return NULL;
  spec = us_spec_title (self->result->spec);
  rp = &self->rfc.p[PART_HOST];
  r_host = rp->def && rp->end > rp->start;
  if (r_host)
    rfc_host = quote (self->result->input, rp->start, rp->end);

  if (self->verdict == US_BROWSER_FAILS)
    {
      g_autofree char *refusal = us_result_format_url_refusal (self->whatwg);

      if (refusal == NULL)
        refusal = g_strdup (_("a browser’s URL parser returns failure"));
      if (r_host)
        /* TRANSLATORS: "RFC 3986 reads the host as exa mple.com; a browser refuses the link: <why>" */
        return g_strdup_printf (_("%s reads the host as %s; a browser refuses the link: %s"), spec, rfc_host, refusal);
      /* TRANSLATORS: "RFC 3986 reads this link; a browser refuses it: <why>" */
      return g_strdup_printf (_("%s reads this link; a browser refuses it: %s"), spec, refusal);
    }

  b_host = self->host != NULL && *self->host != '\0';
  if (b_host)
    browser_host = us_quote (self->host, strlen (self->host), 60);
  clause = cause_clause (self);

  if (self->host_differs)
    {
      if (clause != NULL)
        {
          if (r_host && b_host)
            /* TRANSLATORS: "RFC 3986 reads the host as evil.com; a browser reads example.com, because it reads “\” as “/” in an http URL" */
            return g_strdup_printf (_("%s reads the host as %s; a browser reads %s, because %s"),
                                    spec, rfc_host, browser_host, clause);
          if (b_host)
            /* TRANSLATORS: "RFC 3986 reads no host; a browser reads the host example.com, because <clause>" */
            return g_strdup_printf (_("%s reads no host; a browser reads the host %s, because %s"),
                                    spec, browser_host, clause);
          /* TRANSLATORS: "RFC 3986 reads the host as C; a browser reads no host, because <clause>" */
          return g_strdup_printf (_("%s reads the host as %s; a browser reads no host, because %s"),
                                  spec, rfc_host ? rfc_host : "", clause);
        }
      if (r_host && b_host)
        return g_strdup_printf (_("%s reads the host as %s; a browser reads %s"), spec, rfc_host, browser_host);
      if (b_host)
        return g_strdup_printf (_("%s reads no host; a browser reads the host %s"), spec, browser_host);
      return g_strdup_printf (_("%s reads the host as %s; a browser reads no host"), spec, rfc_host ? rfc_host : "");
    }

  if (b_host)
    {
      if (clause != NULL)
        /* TRANSLATORS: "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes every tab and newline in a link" */
        return g_strdup_printf (_("%s and a browser read the same host, but a browser rewrites the link: %s"),
                                spec, clause);
      return g_strdup_printf (_("%s and a browser read the same host, but a browser rewrites the link"), spec);
    }
  if (clause != NULL)
    /* TRANSLATORS: "A browser rewrites this link: it removes every tab and newline in a link" */
    return g_strdup_printf (_("A browser rewrites this link: %s"), clause);
  return g_strdup (_("A browser rewrites this link"));
}

/**
 * us_browser_reading_format_short:
 * @self: (nullable): the reading
 *
 * Returns: (transfer full) (nullable): what a browser does with the link,
 *   as the second half of a verdict line ("a browser goes to example.com",
 *   "a browser refuses it"), translated, the host in its display form;
 *   NULL for no reading
 */
char *
us_browser_reading_format_short (const UsBrowserReading *self)
{
  if (self == NULL)
    return NULL;
  switch (self->verdict)
    {
    case US_BROWSER_SAME:
      return g_strdup (_("a browser reads it the same"));
    case US_BROWSER_NEEDS_BASE:
      return g_strdup (_("a browser refuses it without a base (a page’s address)"));
    case US_BROWSER_FAILS:
      return g_strdup (_("a browser refuses it"));
    case US_BROWSER_OTHER_HOST:
      if (self->host != NULL && *self->host != '\0')
        {
          g_autofree char *host = us_quote (self->host, strlen (self->host), 60);

          /* TRANSLATORS: "a browser goes to example.com" */
          return g_strdup_printf (_("a browser goes to %s"), host);
        }
      return g_strdup (_("a browser reads no host"));
    case US_BROWSER_REWRITTEN:
      return g_strdup (_("a browser rewrites it"));
    default:
      g_return_val_if_reached (NULL);
    }
}

/* "other-host": the verdict's name, for tests and scripts. */
const char *
us_browser_verdict_name (UsBrowserVerdict verdict)
{
  static const char *const names[] = { "same", "needs-base", "fails", "other-host", "rewritten" };

  g_return_val_if_fail ((guint) verdict < G_N_ELEMENTS (names), NULL);
  return names[verdict];
}

/* "reverse-solidus": the cause's name, for tests and scripts. */
const char *
us_browser_cause_name (UsBrowserCause cause)
{
  static const char *const names[] = {
    "none", "failure", "reverse-solidus", "missing-slashes", "space-around", "tab-newline", "ipv4",
    "host-decoded", "host-to-ascii", "drive-letter", "percent-encoded", "not-utf8", "other",
  };

  g_return_val_if_fail ((guint) cause < G_N_ELEMENTS (names), NULL);
  return names[cause];
}
