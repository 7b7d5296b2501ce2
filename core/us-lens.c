/* us-lens.c — where does this link really go? The link lens
 *
 * People paste links to ask where they go and whether they are what they
 * look like. The answer depends on who reads the link, and the classic
 * tricks live in the differences between readers (Orange Tsai, "A New Era
 * of SSRF", 2017; Claroty and Snyk, "Exploiting URL Parsing Confusion",
 * 2022; RFC 3986 §7.6). The lens reads one link five ways — a browser
 * (the core's WHATWG URL Standard parser), RFC 3986 (the core), GLib's
 * GUri, libcurl's URL API and uriparser — and says:
 *
 *  - each reader's scheme, user information, host, port and path, or why
 *    it refuses the link;
 *  - where each goes: its host, made canonical (lower case, IDNA's ASCII
 *    form, an IPv4 address in dotted decimal, an IPv6 address in brackets)
 *    so that only real differences count; when the readers that read a
 *    scheme go to different hosts, that is the headline ("A browser goes
 *    to example.com; GLib and curl go to evil.com."); each reader is
 *    named as its row shows it, and a finding that speaks of the host
 *    ends with the same grouping (us_lens_say_hosts());
 *  - the host as a browser's address bar shows it (Unicode, unless a
 *    label fails the look-alike checks of us-lookalike.c, then punycode,
 *    as Chromium does) and its registrable domain (libpsl), with the span
 *    of both in the input, for the field to emphasise;
 *  - findings (us-lens-findings.c): every trick found, each with a code,
 *    a severity, the span of its characters, a message and its source.
 *
 * Everything is computed once, here, and kept: the lens is immutable and
 * refcounted like a parse result. The work is linear in the input: each
 * reader is linear (measured on megabyte inputs of every shape), the host
 * checks are per label with labels of DNS length, and the findings are
 * scans of the input.
 *
 * The readers parse only: nothing opens a socket, looks up a name or reads
 * a file (but the public suffix list and the list of well-known domains,
 * each read once). test-lens runs the lens under strace to check it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-render.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

static const char *const reader_names[US_LENS_READER_COUNT] = {
  "whatwg", "rfc3986", "glib", "curl", "uriparser",
};

static const char *const field_names[US_LENS_FIELD_COUNT] = {
  "scheme", "userinfo", "host", "port", "path",
};

static const char *const code_names[US_LENS_CODE_COUNT] = {
  [US_LENS_READERS_DISAGREE] = "readers-disagree",
  [US_LENS_USERINFO_BEFORE_HOST] = "userinfo-before-host",
  [US_LENS_CREDENTIALS] = "credentials",
  [US_LENS_NUMERIC_HOST] = "numeric-host",
  [US_LENS_BACKSLASH] = "backslash",
  [US_LENS_IGNORED_CHARACTERS] = "ignored-characters",
  [US_LENS_BIDI_CONTROL] = "bidi-control",
  [US_LENS_INVISIBLE_CHARACTER] = "invisible-character",
  [US_LENS_DOT_LOOKALIKE] = "dot-lookalike",
  [US_LENS_MIXED_SCRIPT] = "mixed-script",
  [US_LENS_WHOLE_SCRIPT_LOOKALIKE] = "whole-script-lookalike",
  [US_LENS_LOOKALIKE_DOMAIN] = "lookalike-domain",
  [US_LENS_PUNYCODE] = "punycode",
  [US_LENS_DANGEROUS_SCHEME] = "dangerous-scheme",
  [US_LENS_NESTED_URL] = "nested-url",
  [US_LENS_DOUBLE_ENCODING] = "double-encoding",
  [US_LENS_TARGET_EMBEDDING] = "target-embedding",
  [US_LENS_DELIMITER_LOOKALIKE] = "delimiter-lookalike",
  [US_LENS_ENCODED_HOST] = "encoded-host",
  [US_LENS_IPV4_IN_IPV6] = "ipv4-in-ipv6",
  [US_LENS_AT_AFTER_HOST] = "at-after-host",
  [US_LENS_URL_IN_PATH] = "url-in-path",
  [US_LENS_MAIL_HEADERS] = "mail-headers",
  [US_LENS_REMOTE_FILE] = "remote-file",
};

/* ---- names ---- */

/**
 * us_lens_reader_name:
 *
 * Returns: the stable name of @reader in JSON: "whatwg", "rfc3986",
 *   "glib", "curl", "uriparser"
 */
const char *
us_lens_reader_name (UsLensReader reader)
{
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return reader_names[reader];
}

gboolean
us_lens_reader_from_name (const char   *name,
                          UsLensReader *out_reader)
{
  for (guint i = 0; i < US_LENS_READER_COUNT; i++)
    if (g_strcmp0 (name, reader_names[i]) == 0)
      {
        *out_reader = (UsLensReader) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * us_lens_reader_title:
 *
 * Returns: the reader's name for a table's heading: "Browser",
 *   "RFC 3986", "GLib", "curl", "uriparser" (translated)
 */
const char *
us_lens_reader_title (UsLensReader reader)
{
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  switch (reader)
    {
    case US_LENS_READER_WHATWG: return _("Browser");
    case US_LENS_READER_RFC3986: return "RFC 3986";
    case US_LENS_READER_GLIB: return "GLib";
    case US_LENS_READER_CURL: return "curl";
    case US_LENS_READER_URIPARSER: default: return "uriparser";
    }
}

/* The reader as the subject of a sentence ("a browser goes to …"). */
static const char *
reader_subject (UsLensReader reader)
{
  /* TRANSLATORS: the subject of "… goes to example.com" */
  return reader == US_LENS_READER_WHATWG ? _("a browser") : us_lens_reader_title (reader);
}

/**
 * us_lens_reader_version:
 *
 * Returns: what reads: "URL Standard" for a browser, "RFC 3986", and the
 *   running version of each library ("GLib 2.74.6", "libcurl 7.88.1",
 *   "uriparser 0.9.7")
 */
const char *
us_lens_reader_version (UsLensReader reader)
{
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  switch (reader)
    {
    case US_LENS_READER_WHATWG: return "URL Standard";
    case US_LENS_READER_RFC3986: return "RFC 3986";
    case US_LENS_READER_GLIB: return us_lens_glib_version ();
    case US_LENS_READER_CURL: return us_lens_curl_version ();
    case US_LENS_READER_URIPARSER: default: return us_lens_uriparser_version ();
    }
}

const char *
us_lens_field_name (UsLensField field)
{
  g_return_val_if_fail ((guint) field < US_LENS_FIELD_COUNT, NULL);
  return field_names[field];
}

/**
 * us_lens_code_name:
 *
 * Returns: the stable kebab-case name of @code ("readers-disagree" …)
 */
const char *
us_lens_code_name (UsLensCode code)
{
  g_return_val_if_fail ((guint) code < US_LENS_CODE_COUNT, NULL);
  return code_names[code];
}

gboolean
us_lens_code_from_name (const char *name,
                        UsLensCode *out_code)
{
  for (guint i = 0; i < US_LENS_CODE_COUNT; i++)
    if (g_strcmp0 (name, code_names[i]) == 0)
      {
        *out_code = (UsLensCode) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * us_lens_lookalike_list_path:
 *
 * Returns: (nullable): the file of well-known domains the look-alike
 *   check reads (lookalike-domains.txt in $URISCOPE_DATADIR, else in the
 *   installed data directory); NULL when there is none, and then no host
 *   is found to look like a well-known domain
 */
const char *
us_lens_lookalike_list_path (void)
{
  return us_lookalike_list_path ();
}

/* ---- where each reader goes ---- */

static gboolean
ascii_equal_nocase (const char *a,
                    gsize       len,
                    const char *b)
{
  return strlen (b) == len && g_ascii_strncasecmp (a, b, len) == 0;
}

/* Whether the host is plain: letters, digits, "-" and "." only, and its
 * last label not a number, which a browser reads as an IPv4 address
 * (URL Standard §3.5, "ends in a number": all digits, or "0x" and hex
 * digits). */
static gboolean
plain_host (const char *host,
            gsize       len)
{
  gsize last = 0, end = len;
  gboolean digits = TRUE, hex;

  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) host[i];

      if (!g_ascii_isalnum (c) && c != '-' && c != '.')
        return FALSE;
      if (c == '.' && i + 1 < len)
        last = i + 1;
    }
  if (end > last && host[end - 1] == '.')
    end--;
  if (end == last)
    return TRUE;
  for (gsize i = last; i < end; i++)
    digits = digits && g_ascii_isdigit (host[i]);
  hex = end - last >= 2 && host[last] == '0' && (host[last + 1] == 'x' || host[last + 1] == 'X');
  for (gsize i = last + 2; hex && i < end; i++)
    hex = g_ascii_isxdigit (host[i]);
  return !digits && !hex;
}

/**
 * us_lens_canonical_host:
 * @scheme: (nullable): the reader's scheme, lower case
 * @canonical: (out): set when the browser's host parser read the host
 *
 * Where a reader's host leads, in one canonical text: the browser's host
 * parser applied to it (percent-decoded, IDNA's ASCII form, an IPv4
 * address of any form as dotted decimal, an IPv6 address compressed in
 * brackets), so that GLib's "0x7f.1", curl's "127.0.0.1" and uriparser's
 * "0x7f.1" all lead to the same place. A host that parser refuses is kept
 * in lower case. "" for no host, or "localhost" in a file URL.
 *
 * Returns: (transfer full): the canonical host
 */
char *
us_lens_canonical_host (const char *host,
                        gsize       len,
                        const char *scheme,
                        gboolean   *canonical)
{
  g_autofree char *bracketed = NULL;
  char *hostname;

  *canonical = TRUE;
  if (host == NULL || len == 0)
    return g_strdup ("");
  if (g_strcmp0 (scheme, "file") == 0 && ascii_equal_nocase (host, len, "localhost"))
    return g_strdup ("");
  if (plain_host (host, len))
    return g_ascii_strdown (host, len);
  *canonical = FALSE;
  for (gsize i = 0; i < len; i++)
    if (host[i] == '/' || host[i] == '\\' || host[i] == '?' || host[i] == '#' || host[i] == '@' ||
        (guchar) host[i] <= 0x20)
      return g_ascii_strdown (host, len);
  /* The host parser alone, as a special URL's (an address with ":" is
   * an IPv6 address, in brackets). */
  if (host[0] != '[' && memchr (host, ':', len) != NULL)
    {
      bracketed = g_strdup_printf ("[%.*s]", (int) MIN (len, (gsize) G_MAXINT - 2), host);
      hostname = us_whatwg_host_to_string (bracketed, strlen (bracketed), TRUE);
    }
  else
    hostname = us_whatwg_host_to_string (host, len, TRUE);
  if (hostname == NULL || *hostname == '\0')
    {
      g_free (hostname);
      return g_ascii_strdown (host, len);
    }
  *canonical = TRUE;
  return hostname;
}

/* The labels of @host split on ".", each label [start, end). */
static GArray *
split_labels (const char *host,
              gsize       len)
{
  GArray *labels = g_array_new (FALSE, FALSE, sizeof (UsLensSpan));
  gsize start = 0;

  for (gsize i = 0; i <= len; i++)
    if (i == len || host[i] == '.')
      {
        UsLensSpan s = { start, i };

        g_array_append_val (labels, s);
        start = i + 1;
      }
  return labels;
}

/**
 * us_lens_display_host_for:
 * @ascii_host: a domain as a browser serializes it
 * @unsafe: (out) (optional): set when a label is kept in punycode
 *
 * Returns: (transfer full): the host as a browser's address bar shows it:
 *   each punycode label in Unicode unless us_lookalike_check_label()
 *   finds it unsafe
 */
char *
us_lens_display_host_for (const char *ascii_host,
                          gboolean   *unsafe)
{
  gsize len = strlen (ascii_host);
  g_autoptr(GArray) labels = split_labels (ascii_host, len);
  const UsLensSpan *tld = &g_array_index (labels, UsLensSpan, labels->len - 1);
  GString *out = g_string_sized_new (len);

  if (unsafe != NULL)
    *unsafe = FALSE;
  if (tld->start == tld->end && labels->len > 1)
    tld--;
  for (guint i = 0; i < labels->len; i++)
    {
      const UsLensSpan *s = &g_array_index (labels, UsLensSpan, i);
      UsLabelCheck check;

      if (i > 0)
        g_string_append_c (out, '.');
      us_lookalike_check_label (ascii_host + s->start, s->end - s->start,
                                ascii_host + tld->start, tld->end - tld->start, &check);
      if (check.verdict == US_LABEL_SAFE && check.unicode != NULL)
        g_string_append (out, check.unicode);
      else
        {
          g_string_append_len (out, ascii_host + s->start, s->end - s->start);
          if (check.verdict != US_LABEL_SAFE && unsafe != NULL)
            *unsafe = TRUE;
        }
      us_lookalike_label_clear (&check);
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_special (const char *scheme)
{
  return scheme != NULL && us_scheme_is_special (scheme, strlen (scheme));
}

static gboolean
is_ipv4 (const char *host)
{
  guint parts = 1;

  if (*host == '\0')
    return FALSE;
  for (const char *p = host; *p != '\0'; p++)
    {
      if (*p == '.')
        parts++;
      else if (!g_ascii_isdigit (*p))
        return FALSE;
    }
  return parts == 4;
}

/* "A, B and C", with the translated joints. */
static char *
join_names (const char *const *names,
            guint              n)
{
  char *out = g_strdup (names[0]);

  for (guint i = 1; i < n; i++)
    {
      char *joined = i + 1 == n
                     /* TRANSLATORS: the last two items of a list: "GLib and curl" */
                     ? g_strdup_printf (_("%s and %s"), out, names[i])
                     /* TRANSLATORS: two items of a list, more to come: "a browser, GLib" */
                     : g_strdup_printf (_("%s, %s"), out, names[i]);

      g_free (out);
      out = joined;
    }
  return out;
}

/* Whether the host reader @r reads holds a character its row shows
 * escaped ("ex<U+200B>ample.com"): a control, an invisible or a format
 * character, a byte that is not UTF-8. */
static gboolean
host_shows_hidden (const UsLens *self,
                   guint         r)
{
  const UsLensPart *raw = &self->raw[r].part[US_LENS_FIELD_HOST];

  for (gsize i = 0; raw->has && i < raw->len;)
    {
      guchar c = (guchar) raw->text[i];
      gsize n = (gsize) g_utf8_skip[c];

      if (c < 0x20 || c == 0x7f)
        return TRUE;
      if (c < 0x80)
        {
          i++;
          continue;
        }
      if (n > raw->len - i || !g_utf8_validate_len (raw->text + i, n, NULL) ||
          us_render_unichar_is_escaped (g_utf8_get_char (raw->text + i)))
        return TRUE;
      i += n;
    }
  return FALSE;
}

/* Whether readers @a and @b, which go to one place, show its host alike:
 * the host a sentence names for them is the one both rows show. A row
 * that shows a hidden character is named as it shows it (the headline
 * never says "curl goes to example.com" over a row with
 * "ex<U+200B>ample.com"). */
static gboolean
same_host_shown (const UsLens *self,
                 guint         a,
                 guint         b)
{
  const UsLensPart *ra = &self->raw[a].part[US_LENS_FIELD_HOST];
  const UsLensPart *rb = &self->raw[b].part[US_LENS_FIELD_HOST];
  gboolean ha = host_shows_hidden (self, a), hb = host_shows_hidden (self, b);

  if (!ha && !hb)
    return TRUE;
  return ha && hb && ra->len == rb->len && memcmp (ra->text, rb->text, ra->len) == 0;
}

/* Where reader @r goes, to name in a sentence: the reader's own text when
 * its row shows a hidden character in it, or the browser's display host,
 * or the display form of the canonical host, or the reader's own text
 * when the browser's host parser cannot read it. */
static char *
host_for_people (UsLens *self,
                 guint   r)
{
  const char *key = self->keys[r];
  const UsLensPart *raw = &self->raw[r].part[US_LENS_FIELD_HOST];
  g_autofree char *display = NULL;

  if (host_shows_hidden (self, r))
    return us_lens_quote (raw->text, raw->len, 80);
  if (self->ascii_host != NULL && strcmp (key, self->ascii_host) == 0 && self->display_host != NULL)
    return us_lens_quote (self->display_host, strlen (self->display_host), 80);
  if (!self->canonical[r] && raw->has)
    return us_lens_quote (raw->text, raw->len, 80);
  display = us_lens_display_host_for (key, NULL);
  return us_lens_quote (display, strlen (display), 80);
}

/* The destinations that are no place: a link that runs a script, or
 * carries its content in itself. */
#define KEY_SCRIPT "\001script"
#define KEY_DATA "\001data"

/* Where reader @r goes, whether or not it refuses the link: NULL when it
 * reads no scheme. */
static char *
destination_key (const UsLens *self,
                 guint         r,
                 gboolean     *canonical)
{
  const UsLensPart *host = &self->raw[r].part[US_LENS_FIELD_HOST];

  *canonical = FALSE;
  if (self->schemes[r] == NULL)
    return NULL;
  if (strcmp (self->schemes[r], "javascript") == 0 || strcmp (self->schemes[r], "vbscript") == 0)
    return g_strdup (KEY_SCRIPT);
  if (strcmp (self->schemes[r], "data") == 0)
    return g_strdup (KEY_DATA);
  return us_lens_canonical_host (host->text, host->has ? host->len : 0, self->schemes[r], canonical);
}

/* A sentence of the headline's ("Every reader goes to example.com.") as a
 * finding's message: its first letter in lower case, no full stop. */
static char *
finding_form (const char *sentence)
{
  gunichar first = g_utf8_get_char (sentence);
  const char *rest = g_utf8_next_char (sentence);
  GString *out = g_string_new (NULL);

  g_string_append_unichar (out, g_unichar_tolower (first));
  g_string_append (out, rest);
  if (out->len > 0 && out->str[out->len - 1] == '.')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

/* Whether reader @r reads on past an error: RFC 3986 alone, as the core's
 * parser recovers. Its row shows the parts it finds with the error under
 * them, so it finds the link invalid rather than refusing it. */
static gboolean
reads_past_error (const UsLens *self,
                  guint         r)
{
  return r == US_LENS_READER_RFC3986 && self->raw[r].error != NULL;
}

/* Whether @key names a host: not "" (no host), a script or data. */
static gboolean
key_is_host (const char *key)
{
  return key != NULL && *key != '\0' && *key != '\001';
}

/* The readers from @first on that @take holds, not @done yet, with the
 * key of @first: their subjects into @names, each marked done. */
static guint
take_group (const UsLens   *self,
            guint           first,
            const gboolean *take,
            gboolean       *done,
            const char    **names)
{
  guint n = 0;

  for (guint q = first; q < US_LENS_READER_COUNT; q++)
    if (take[q] && !done[q] && strcmp (self->keys[q], self->keys[first]) == 0 &&
        (!key_is_host (self->keys[q]) || same_host_shown (self, q, first)))
      {
        names[n++] = reader_subject ((UsLensReader) q);
        done[q] = TRUE;
      }
  return n;
}

static void
append_part (GString    *out,
             const char *part)
{
  if (out->len > 0)
    g_string_append (out, "; ");
  g_string_append (out, part);
}

/* Who reads which host, grouped by host, in the order of each group's
 * first reader ("a browser reads the host as example.com; RFC 3986, GLib
 * and curl read evil.com"): every reader that reads a host, RFC 3986 too
 * when it reads on past an error, each named with the host its row
 * shows. NULL when no reader reads a host. */
static char *
say_hosts (UsLens *self)
{
  gboolean take[US_LENS_READER_COUNT], done[US_LENS_READER_COUNT] = { FALSE, };
  const char *names[US_LENS_READER_COUNT];
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    take[r] = key_is_host (self->keys[r]);
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      g_autofree char *who = NULL;
      g_autofree char *host = NULL;
      g_autofree char *part = NULL;
      guint n;

      if (!take[r] || done[r])
        continue;
      n = take_group (self, r, take, done, names);
      host = host_for_people (self, r);
      if (n == US_LENS_READER_COUNT)
        /* TRANSLATORS: %s is a host */
        part = g_strdup_printf (_("every reader reads the host as %s"), host);
      else if (out->len == 0)
        {
          who = join_names (names, n);
          /* TRANSLATORS: the first %s is one reader or a list of them ("GLib and curl"), the second a host */
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s reads the host as %s", "%s read the host as %s", n), who, host);
        }
      else
        {
          who = join_names (names, n);
          /* TRANSLATORS: after "GLib and curl read the host as evil.com; ": the first %s is one reader or a list of them, the second a host */
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s reads %s", "%s read %s", n), who, host);
        }
      append_part (out, part);
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* Groups the readers by where they go, and says it in one sentence: each
 * reader's clause says what its row shows (a host it goes to, no host, a
 * relative reference, the link found invalid beside the parts RFC 3986
 * reads, or a refusal across the row). */
static void
compute_destinations (UsLens *self)
{
  GString *headline = g_string_new (NULL);
  gboolean done[US_LENS_READER_COUNT] = { FALSE, };
  gboolean going[US_LENS_READER_COUNT], invalid[US_LENS_READER_COUNT];
  const char *names[US_LENS_READER_COUNT];
  guint n_keyed = 0, n_keys = 0, n_keys_shown = 1;
  const char *first_key = NULL, *first_scheme = NULL;
  gboolean schemes_differ = FALSE;
  char *sentence;

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensRaw *raw = &self->raw[r];

      if ((raw->error != NULL && !reads_past_error (self, r)) || self->schemes[r] == NULL)
        continue;
      self->keys[r] = destination_key (self, r, &self->canonical[r]);
      if (raw->error != NULL)
        continue;
      n_keyed++;
      if (first_key == NULL)
        {
          first_key = self->keys[r];
          first_scheme = self->schemes[r];
        }
      else if (strcmp (first_scheme, self->schemes[r]) != 0)
        schemes_differ = TRUE;
    }
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      going[r] = self->keys[r] != NULL && self->raw[r].error == NULL;
      invalid[r] = reads_past_error (self, r) && key_is_host (self->keys[r]);
    }
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      gboolean seen = FALSE;

      if (!going[r])
        continue;
      for (guint q = 0; q < r; q++)
        seen = seen || (going[q] && strcmp (self->keys[q], self->keys[r]) == 0);
      n_keys += !seen;
    }
  self->disagree = n_keys > 1 || schemes_differ;
  self->hosts = say_hosts (self);

  for (guint r = 1; r < US_LENS_READER_COUNT && n_keys == 1; r++)
    if (key_is_host (first_key) && !same_host_shown (self, r, 0))
      n_keys_shown = 2;
  if (n_keyed == US_LENS_READER_COUNT && n_keys == 1 && n_keys_shown == 1)
    {
      g_autofree char *host = host_for_people (self, US_LENS_READER_WHATWG);

      if (*first_key == '\0')
        self->headline = g_strdup (_("No reader finds a host in the link."));
      else if (strcmp (first_key, KEY_SCRIPT) == 0)
        self->headline = g_strdup (_("Every reader reads a script to run, not a place to go."));
      else if (strcmp (first_key, KEY_DATA) == 0)
        self->headline = g_strdup (_("Every reader reads content carried in the link itself, from no site."));
      else
        self->headline = g_strdup_printf (_("Every reader goes to %s."), host);
      /* The readers go to one place but read different schemes. */
      if (self->disagree)
        self->disagreement = finding_form (self->headline);
      g_string_free (headline, TRUE);
      return;
    }

  /* The groups, in the order of their first reader: who goes where, who
   * finds no host; RFC 3986 beside its error; who reads a relative
   * reference, who refuses. */
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      g_autofree char *who = NULL;
      g_autofree char *part = NULL;
      guint n;

      if (!going[r] || done[r])
        continue;
      n = take_group (self, r, going, done, names);
      who = join_names (names, n);
      if (*self->keys[r] == '\0')
        /* TRANSLATORS: %s is one reader or a list of them: "GLib and uriparser" */
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s finds no host in it", "%s find no host in it", n), who);
      else if (strcmp (self->keys[r], KEY_SCRIPT) == 0)
        /* TRANSLATORS: %s is one reader or a list of them */
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s reads a script to run, not a place to go",
                                             "%s read a script to run, not a place to go", n), who);
      else if (strcmp (self->keys[r], KEY_DATA) == 0)
        /* TRANSLATORS: %s is one reader or a list of them */
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s reads content carried in the link itself, from no site",
                                             "%s read content carried in the link itself, from no site", n), who);
      else
        {
          g_autofree char *host = host_for_people (self, r);

          /* TRANSLATORS: the first %s is one reader or a list of them, the second a host */
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s goes to %s", "%s go to %s", n), who, host);
        }
      append_part (headline, part);
    }
  /* RFC 3986 reads on past an error: the host it reads, as its row shows
   * it, beside the error shown under the row. */
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      g_autofree char *who = NULL;
      g_autofree char *host = NULL;
      g_autofree char *part = NULL;
      guint n;

      if (!invalid[r] || done[r])
        continue;
      n = take_group (self, r, invalid, done, names);
      who = join_names (names, n);
      /* as its row shows it: a reader that finds the link invalid looks
       * nothing up */
      host = us_lens_quote (self->raw[r].part[US_LENS_FIELD_HOST].text, self->raw[r].part[US_LENS_FIELD_HOST].len, 80);
      /* TRANSLATORS: the first %s is one reader or a list of them ("RFC 3986"), the second a host */
      part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s finds the link invalid but reads the host as %s",
                                           "%s find the link invalid but read the host as %s", n), who, host);
      append_part (headline, part);
    }
  for (guint pass = 0; pass < 3; pass++)
    {
      g_autofree char *who = NULL;
      g_autofree char *part = NULL;
      guint n = 0;

      for (guint r = 0; r < US_LENS_READER_COUNT; r++)
        {
          gboolean in = !done[r] && (pass == 0 ? reads_past_error (self, r)
                                     : pass == 1 ? self->keys[r] == NULL && self->raw[r].error == NULL
                                                 : self->raw[r].error != NULL && !reads_past_error (self, r));

          if (in)
            names[n++] = reader_subject ((UsLensReader) r);
        }
      if (n == 0)
        continue;
      who = join_names (names, n);
      if (pass == 0)
        /* TRANSLATORS: %s is one reader or a list of them ("RFC 3986"), which read on past an error */
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s finds the link invalid", "%s find the link invalid", n), who);
      else if (pass == 1)
        /* TRANSLATORS: %s is one reader or a list of them */
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s reads a relative reference, which goes nowhere without a base",
                                             "%s read a relative reference, which goes nowhere without a base", n), who);
      else
        /* TRANSLATORS: %s is one reader or a list of them */
        part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s refuses the link", "%s refuse the link", n), who);
      append_part (headline, part);
    }
  /* As a finding's message, as the parts are: "a browser goes to …". */
  if (self->disagree)
    self->disagreement = g_strdup (headline->str);
  g_string_append_c (headline, '.');
  sentence = g_string_free (headline, FALSE);
  /* The first letter in upper case: "A browser goes to …". */
  if (g_ascii_islower (sentence[0]))
    sentence[0] = g_ascii_toupper (sentence[0]);
  self->headline = sentence;
}

/* ---- the browser's host ---- */

/* Splits the input's host [start, end) into labels at what a browser
 * reads as dots: ".", "%2E", and the dots UTS #46 maps to ".". */
GArray *
us_lens_split_input_labels (const char *in,
                            gsize       start,
                            gsize       end)
{
  GArray *labels = g_array_new (FALSE, FALSE, sizeof (UsLensSpan));
  gsize label = start;

  for (gsize i = start; i < end;)
    {
      guchar c = (guchar) in[i];
      gsize n = 0;

      if (c == '.')
        n = 1;
      else if (c == '%' && i + 2 < end && in[i + 1] == '2' && (in[i + 2] == 'e' || in[i + 2] == 'E'))
        n = 3;
      else if (c >= 0x80 && (gsize) g_utf8_skip[c] <= end - i &&
               g_utf8_validate_len (in + i, g_utf8_skip[c], NULL) &&
               us_lookalike_is_dot (g_utf8_get_char (in + i)))
        n = g_utf8_skip[c];
      if (n == 0)
        {
          i++;
          continue;
        }
      g_array_append_val (labels, ((UsLensSpan) { label, i }));
      i += n;
      label = i;
    }
  g_array_append_val (labels, ((UsLensSpan) { label, end }));
  return labels;
}

static void
compute_host (UsLens *self)
{
  const UsLensRaw *b = &self->raw[US_LENS_READER_WHATWG];
  const UsLensSpan *tld;
  g_autofree char *rd = NULL;
  GString *display, *unicode;
  gsize start, end, hlen;
  gboolean has_unicode = FALSE;

  if (b->error != NULL || !b->part[US_LENS_FIELD_HOST].has || b->part[US_LENS_FIELD_HOST].len == 0)
    return;
  self->ascii_host = g_strdup (b->part[US_LENS_FIELD_HOST].text);
  hlen = strlen (self->ascii_host);
  self->special = is_special (self->schemes[US_LENS_READER_WHATWG]);
  self->host_is_domain = self->special && self->ascii_host[0] != '[' && !is_ipv4 (self->ascii_host);
  if (us_result_get_component (self->whatwg, US_COMPONENT_HOST, &start, &end) && end > start)
    {
      self->has_host_span = TRUE;
      self->host_start = start;
      self->host_end = end;
    }
  if (!self->host_is_domain)
    {
      self->display_host = us_lens_quote (self->ascii_host, hlen, 0);
      return;
    }

  /* Each label checked once: the punycode ones in Unicode (after
   * Chromium), shown so unless they look like what they are not. */
  self->host_labels = split_labels (self->ascii_host, hlen);
  self->xn_labels = g_array_new (FALSE, FALSE, sizeof (UsLensLabel));
  tld = &g_array_index (self->host_labels, UsLensSpan, self->host_labels->len - 1);
  if (tld->start == tld->end && self->host_labels->len > 1)
    tld--;
  display = g_string_sized_new (hlen);
  unicode = g_string_sized_new (hlen);
  for (guint i = 0; i < self->host_labels->len; i++)
    {
      const UsLensSpan *s = &g_array_index (self->host_labels, UsLensSpan, i);
      const char *label = self->ascii_host + s->start;
      UsLensLabel entry = { i, { 0, } };

      if (i > 0)
        {
          g_string_append_c (display, '.');
          g_string_append_c (unicode, '.');
        }
      if (s->end - s->start < 4 || g_ascii_strncasecmp (label, "xn--", 4) != 0)
        {
          g_string_append_len (display, label, s->end - s->start);
          g_string_append_len (unicode, label, s->end - s->start);
          continue;
        }
      us_lookalike_check_label (label, s->end - s->start, self->ascii_host + tld->start, tld->end - tld->start, &entry.check);
      g_array_append_val (self->xn_labels, entry);
      if (entry.check.unicode != NULL)
        {
          g_string_append (unicode, entry.check.unicode);
          has_unicode = TRUE;
        }
      else
        g_string_append_len (unicode, label, s->end - s->start);
      if (entry.check.verdict == US_LABEL_SAFE && entry.check.unicode != NULL)
        g_string_append (display, entry.check.unicode);
      else
        g_string_append_len (display, label, s->end - s->start);
    }
  /* A host whose skeleton is that of a well-known domain: shown all in
   * ASCII, as Chromium does. */
  {
    gsize alen = hlen, ulen = unicode->len;
    const char *found;

    if (alen > 0 && self->ascii_host[alen - 1] == '.')
      alen--;
    if (ulen > 0 && unicode->str[ulen - 1] == '.')
      g_string_truncate (unicode, --ulen);
    found = us_lookalike_find_domain (self->ascii_host, alen, unicode->str);
    if (found != NULL)
      {
        self->lookalike_of = g_strdup (found);
        if (has_unicode)
          g_string_assign (display, self->ascii_host);
      }
  }
  self->display_host = g_string_free (display, FALSE);
  g_string_free (unicode, TRUE);

  if (self->has_host_span)
    {
      self->input_labels = us_lens_split_input_labels (self->input, self->host_start, self->host_end);
      if (self->input_labels->len != self->host_labels->len)
        g_clear_pointer (&self->input_labels, g_array_unref);
    }

  rd = us_lens_psl_registrable_domain (self->ascii_host);
  if (rd != NULL)
    {
      guint k = 1, n_display = 1;
      const char *p;

      for (p = rd; *p != '\0'; p++)
        k += *p == '.';
      for (p = self->display_host; *p != '\0'; p++)
        n_display += *p == '.';
      /* The same labels of the display host (perhaps in Unicode). */
      if (k <= n_display)
        {
          guint skip = n_display - k;

          for (p = self->display_host; skip > 0; p++)
            skip -= *p == '.';
          self->registrable_domain = g_strdup (p);
        }
      if (self->input_labels != NULL && k <= self->input_labels->len)
        {
          self->has_rd_span = TRUE;
          self->rd_start = g_array_index (self->input_labels, UsLensSpan, self->input_labels->len - k).start;
          self->rd_end = self->host_end;
        }
    }
}

/* ---- the cells that differ ---- */

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

  while (i < alen && j < blen)
    if (next_decoded (a, alen, &i) != next_decoded (b, blen, &j))
      return FALSE;
  return i == alen && j == blen;
}

/* The default port of @scheme in decimal, in @buf; NULL for none. */
static const char *
default_port (const char *scheme,
              char        buf[8])
{
  int port = scheme != NULL ? us_scheme_default_port (scheme, strlen (scheme)) : -1;

  if (port < 0)
    return NULL;
  g_snprintf (buf, 8, "%d", port);
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
static void
compute_differs (UsLens *self)
{
  const UsLensRaw *b = &self->raw[US_LENS_READER_WHATWG];

  if (b->error != NULL)
    return;
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
              differs = g_strcmp0 (self->schemes[US_LENS_READER_WHATWG], self->schemes[reader]) != 0;
              break;
            case US_LENS_FIELD_HOST:
              differs = g_strcmp0 (self->keys[US_LENS_READER_WHATWG], key) != 0;
              break;
            case US_LENS_FIELD_PORT:
              {
                char def_buf[8];
                const char *def = default_port (self->schemes[US_LENS_READER_WHATWG], def_buf);
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

                /* No path after a host is "/". */
                if (field == US_LENS_FIELD_PATH && key != NULL && *key != '\0' && rl == 0 &&
                    decoded_equal (bt, bl, "/", 1))
                  differs = FALSE;
                else
                  differs = !decoded_equal (bt, bl, rt, rl);
              }
              break;
            }
          self->differs[reader][field] = differs;
        }
    }
}

/* ---- the lens ---- */

/* Whether hosts @a and @b, in display form, read alike but for ASCII case
 * and the brackets around an IPv6 address (GLib and uriparser write it
 * without them). */
static gboolean
same_text_shown (const char *a,
                 const char *b)
{
  gsize la = strlen (a), lb = strlen (b);

  if (la >= 2 && a[0] == '[' && a[la - 1] == ']')
    a++, la -= 2;
  if (lb >= 2 && b[0] == '[' && b[lb - 1] == ']')
    b++, lb -= 2;
  return la == lb && g_ascii_strncasecmp (a, b, la) == 0;
}

static void
make_readings (UsLens *self)
{
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensRaw *raw = &self->raw[r];
      UsLensReading *reading = &self->readings[r];
      const char **fields[US_LENS_FIELD_COUNT] = {
        &reading->scheme, &reading->userinfo, &reading->host, &reading->port, &reading->path,
      };

      reading->reader = (UsLensReader) r;
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        if (raw->part[f].has)
          {
            /* Printable ASCII is its own display form (the common case):
             * shown from the raw copy. */
            gboolean plain = TRUE;

            for (gsize i = 0; i < raw->part[f].len && plain; i++)
              plain = (guchar) raw->part[f].text[i] >= 0x20 && (guchar) raw->part[f].text[i] < 0x7f;
            *fields[f] = plain ? raw->part[f].text
                               : us_lens_keep (self, us_lens_quote (raw->part[f].text, raw->part[f].len, 0));
          }
      if (raw->error != NULL)
        reading->error = us_lens_keep (self, us_lens_quote (raw->error, strlen (raw->error), 0));
      else if (r != US_LENS_READER_WHATWG && self->keys[r] != NULL && key_is_host (self->keys[r]) &&
               reading->host != NULL)
        {
          /* The host the headline names for the reader, where its row
           * shows it in another form (beyond case and brackets) */
          g_autofree char *named = host_for_people (self, r);

          if (!same_text_shown (named, reading->host))
            reading->lookup = us_lens_keep (self, g_steal_pointer (&named));
        }
    }
}

static UsLens *lens_new (const char *text,
                         gsize       len,
                         UsResult   *whatwg,
                         UsResult   *rfc3986);

/**
 * us_lens_new:
 * @text: the link; any bytes, NUL and invalid UTF-8 included
 * @len: its length in bytes
 * @error: set only for an input over %US_MAX_INPUT
 *
 * Reads the link with every reader and looks for every trick.
 *
 * Returns: (transfer full) (nullable): the lens
 */
UsLens *
us_lens_new (const char  *text,
             gsize        len,
             GError     **error)
{
  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (len > US_MAX_INPUT)
    {
      us_set_too_long_error (error, len);
      return NULL;
    }
  return lens_new (text != NULL ? text : "", len, NULL, NULL);
}

/* us_lens_new_from_results: the lens from the readings an analysis has
 * already made of the link alone, under the URL Standard and RFC 3986
 * (with or without their trees), so nothing is parsed twice. */
UsLens *
us_lens_new_from_results (UsResult *whatwg,
                          UsResult *rfc3986)
{
  const char *text, *other;
  gsize len, other_len;

  g_return_val_if_fail (whatwg != NULL && us_result_get_spec (whatwg) == US_SPEC_WHATWG, NULL);
  g_return_val_if_fail (rfc3986 != NULL && us_result_get_spec (rfc3986) == US_SPEC_RFC3986, NULL);
  text = us_result_get_input (whatwg, &len);
  other = us_result_get_input (rfc3986, &other_len);
  g_return_val_if_fail (len == other_len && memcmp (text, other, len) == 0, NULL);

  return lens_new (text, len, whatwg, rfc3986);
}

static UsLens *
lens_new (const char *text,
          gsize       len,
          UsResult   *whatwg,
          UsResult   *rfc3986)
{
  UsLens *self;

  self = g_new0 (UsLens, 1);
  self->ref_count = 1;
  self->input = g_malloc (len + 1);
  if (len > 0)
    memcpy (self->input, text, len);
  self->input[len] = '\0';
  self->len = len;
  self->findings = g_array_new (FALSE, FALSE, sizeof (UsLensFinding));
  self->strings = g_ptr_array_new_with_free_func (g_free);

  self->whatwg = whatwg != NULL ? us_result_ref (whatwg)
                                : us_parse (self->input, len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  self->rfc3986 = rfc3986 != NULL ? us_result_ref (rfc3986)
                                  : us_parse (self->input, len, US_SPEC_RFC3986, US_PARSE_NO_TREE, NULL);
  us_lens_read_whatwg (self->whatwg, &self->raw[US_LENS_READER_WHATWG]);
  us_lens_read_rfc3986 (self->rfc3986, &self->raw[US_LENS_READER_RFC3986]);
  us_lens_read_glib (self->input, len, &self->raw[US_LENS_READER_GLIB]);
  us_lens_read_curl (self->input, len, &self->raw[US_LENS_READER_CURL]);
  us_lens_read_uriparser (self->input, len, &self->raw[US_LENS_READER_URIPARSER]);

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensPart *scheme = &self->raw[r].part[US_LENS_FIELD_SCHEME];

      if (scheme->has)
        self->schemes[r] = g_ascii_strdown (scheme->text, scheme->len);
    }
  compute_host (self);
  compute_destinations (self);
  compute_differs (self);
  make_readings (self);
  us_lens_find (self);
  return self;
}

UsLens *
us_lens_ref (UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
us_lens_unref (UsLens *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      us_lens_raw_clear (&self->raw[r]);
      g_free (self->keys[r]);
      g_free (self->schemes[r]);
    }
  g_free (self->headline);
  g_free (self->disagreement);
  g_free (self->hosts);
  g_free (self->ascii_host);
  g_free (self->display_host);
  g_free (self->registrable_domain);
  g_free (self->lookalike_of);
  if (self->xn_labels != NULL)
    {
      for (guint i = 0; i < self->xn_labels->len; i++)
        us_lookalike_label_clear (&g_array_index (self->xn_labels, UsLensLabel, i).check);
      g_array_unref (self->xn_labels);
    }
  g_clear_pointer (&self->host_labels, g_array_unref);
  g_clear_pointer (&self->input_labels, g_array_unref);
  g_array_unref (self->findings);
  g_ptr_array_unref (self->strings);
  us_result_unref (self->whatwg);
  us_result_unref (self->rfc3986);
  g_free (self->input);
  g_free (self);
}

const char *
us_lens_get_input (const UsLens *self,
                   gsize        *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (len != NULL)
    *len = self->len;
  return self->input;
}

/**
 * us_lens_get_result:
 * @spec: %US_SPEC_WHATWG or %US_SPEC_RFC3986
 *
 * Returns: (transfer none) (nullable): the parse the lens made (without a
 *   tree); NULL for another spec
 */
UsResult *
us_lens_get_result (const UsLens *self,
                    UsSpec        spec)
{
  g_return_val_if_fail (self != NULL, NULL);
  return spec == US_SPEC_WHATWG ? self->whatwg : spec == US_SPEC_RFC3986 ? self->rfc3986 : NULL;
}

const UsLensReading *
us_lens_get_reading (const UsLens *self,
                     UsLensReader  reader)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return &self->readings[reader];
}

/**
 * us_lens_get_reading_raw:
 * @len: (out): the length of the part in bytes
 *
 * Part @field of what @reader reads, as the reader gives it: the bytes,
 * not the display form of UsLensReading (a zero-width space is itself,
 * not "<U+200B>"), for output that carries text exactly (JSON). Not
 * NUL-terminated; it may hold any byte.
 *
 * Returns: (nullable): the part, or %NULL when the reader gives none
 */
const char *
us_lens_get_reading_raw (const UsLens *self,
                         UsLensReader  reader,
                         UsLensField   field,
                         gsize        *len)
{
  const UsLensPart *part;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  g_return_val_if_fail ((guint) field < US_LENS_FIELD_COUNT, NULL);
  part = &self->raw[reader].part[field];
  *len = part->has ? part->len : 0;
  if (!part->has)
    return NULL;
  return part->text != NULL ? part->text : "";
}

const char *
us_lens_reading_get_field (const UsLensReading *reading,
                           UsLensField          field)
{
  g_return_val_if_fail (reading != NULL, NULL);
  switch (field)
    {
    case US_LENS_FIELD_SCHEME: return reading->scheme;
    case US_LENS_FIELD_USERINFO: return reading->userinfo;
    case US_LENS_FIELD_HOST: return reading->host;
    case US_LENS_FIELD_PORT: return reading->port;
    case US_LENS_FIELD_PATH: return reading->path;
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * us_lens_field_differs:
 *
 * Whether @reader reads @field otherwise than a browser does, for a table
 * to mark the cell: the scheme but for case; the host by where it leads
 * (us_lens_canonical_host()); the port but for the scheme's default; the
 * user information and the path but for percent-encoding (and "" for "/"
 * after a host). RFC 3986, which reads on past an error, is compared by
 * the parts it recovers, as they are shown. FALSE when a browser refuses
 * the link or the reader refuses it with no part, and for the browser
 * itself. Computed once, with the lens.
 */
gboolean
us_lens_field_differs (const UsLens *self,
                       UsLensReader  reader,
                       UsLensField   field)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, FALSE);
  g_return_val_if_fail ((guint) field < US_LENS_FIELD_COUNT, FALSE);

  return self->differs[reader][field];
}

/**
 * us_lens_readers_disagree:
 *
 * Returns: whether the readers that read the link (with a scheme) go to
 *   different hosts, or read different schemes
 */
gboolean
us_lens_readers_disagree (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->disagree;
}

/**
 * us_lens_get_lookup_host:
 * @reader: a reader whose reading has a lookup (#UsLensReading)
 *
 * The host @reader goes to, exactly (not in display form: for JSON), in
 * the canonical form that compares readers (us_lens_canonical_host()).
 *
 * Returns: the host, or %NULL when the reader's row shows where it goes
 */
const char *
us_lens_get_lookup_host (const UsLens *self,
                         UsLensReader  reader)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (reader < US_LENS_READER_COUNT, NULL);

  return self->readings[reader].lookup != NULL ? self->keys[reader] : NULL;
}

/**
 * us_lens_get_headline:
 *
 * Returns: who goes where, in one sentence, each reader as its row shows
 *   it: "A browser goes to example.com; GLib and curl go to evil.com; RFC
 *   3986 finds the link invalid but reads the host as evil.com; uriparser
 *   refuses the link.", or "Every reader goes to example.com."
 */
const char *
us_lens_get_headline (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->headline;
}

/**
 * us_lens_get_display_host:
 *
 * Returns: (nullable): the browser's host as its address bar shows it
 *   (Unicode, or punycode for a label that looks like what it is not);
 *   NULL when a browser refuses the link or it has no host
 */
const char *
us_lens_get_display_host (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->display_host;
}

/**
 * us_lens_get_host_span:
 *
 * Returns: whether a browser reads a host, and then its span in the input
 */
gboolean
us_lens_get_host_span (const UsLens *self,
                       gsize        *start,
                       gsize        *end)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->has_host_span)
    return FALSE;
  *start = self->host_start;
  *end = self->host_end;
  return TRUE;
}

/**
 * us_lens_get_registrable_domain:
 *
 * Returns: (nullable): the registrable domain of the browser's host (the
 *   public suffix and one label more, from the Public Suffix List), in the
 *   form of the display host; NULL for an IP address, a public suffix
 *   itself or no host
 */
const char *
us_lens_get_registrable_domain (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->registrable_domain;
}

/**
 * us_lens_get_registrable_domain_span:
 *
 * Returns: whether the registrable domain's characters are known in the
 *   input, and then their span (to emphasise, as an address bar does)
 */
gboolean
us_lens_get_registrable_domain_span (const UsLens *self,
                                     gsize        *start,
                                     gsize        *end)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->has_rd_span)
    return FALSE;
  *start = self->rd_start;
  *end = self->rd_end;
  return TRUE;
}

guint
us_lens_get_n_findings (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->findings->len;
}

const UsLensFinding *
us_lens_get_finding (const UsLens *self,
                     guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->findings->len, NULL);
  return &g_array_index (self->findings, UsLensFinding, index);
}

guint
us_lens_count_severity (const UsLens *self,
                        UsSeverity    severity)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->findings->len; i++)
    n += g_array_index (self->findings, UsLensFinding, i).severity == severity;
  return n;
}
