/* us-lens-destinations.c — where each of the lens's readers goes
 *
 * Each reader's host, made canonical by the browser's host parser (lower
 * case, IDNA's ASCII form, an IPv4 address in dotted decimal, an IPv6
 * address compressed in brackets) so that only real differences count, is
 * the key of where it goes; a script or a data URL goes nowhere. The
 * readers are grouped by key, and the groups said in one sentence, the
 * lens's headline ("A browser goes to example.com; GLib and curl go to
 * evil.com."), and again for the findings that speak of the host ("a
 * browser reads the host as example.com; GLib and curl read evil.com"),
 * each reader named with the host its row shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-quote.h"
#include "us-whatwg.h"

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
    return us_lens_strdown (host, len);
  *canonical = FALSE;
  for (gsize i = 0; i < len; i++)
    if (host[i] == '/' || host[i] == '\\' || host[i] == '?' || host[i] == '#' || host[i] == '@' ||
        (guchar) host[i] <= 0x20)
      return us_lens_strdown (host, len);
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
      return us_lens_strdown (host, len);
    }
  *canonical = TRUE;
  return hostname;
}

/* "Every reader goes to @host.", as g_strdup_printf() writes it: when the
 * translation's only conversion is one "%s" (in every language so far),
 * its parts joined without printf's machinery (some 800 instructions, on
 * most links). */
static char *
every_reader_goes_to (const char *host)
{
  const char *format = _("Every reader goes to %s.");
  const char *at = strchr (format, '%');
  gsize before, after, n;
  char *out;

  if (at == NULL || at[1] != 's' || strchr (at + 2, '%') != NULL)
    return g_strdup_printf (_("Every reader goes to %s."), host);
  before = (gsize) (at - format);
  after = strlen (at + 2);
  n = strlen (host);
  out = g_malloc (before + n + after + 1);
  memcpy (out, format, before);
  memcpy (out + before, host, n);
  memcpy (out + before + n, at + 2, after + 1);
  return out;
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
host_shows_hidden_scan (const UsLens *self,
                        guint         r)
{
  const UsLensPart *raw = &self->raw[r].part[US_LENS_FIELD_HOST];
  const guchar *text = (const guchar *) raw->text;
  gsize len = raw->has ? raw->len : 0;

  /* Printable ASCII, the common case, eight bytes at a time. */
  for (gsize i = us_lens_printable_prefix (raw->text, len); i < len;)
    {
      guchar c = text[i];
      gsize n;

      if (c >= 0x20 && c < 0x7f)
        {
          i++;
          continue;
        }
      if (c < 0x80)
        return TRUE;
      n = (gsize) g_utf8_skip[c];
      if (n > len - i || !g_utf8_validate_len (raw->text + i, n, NULL) ||
          us_unichar_is_escaped (g_utf8_get_char (raw->text + i)))
        return TRUE;
      i += n;
    }
  return FALSE;
}

/* The same, asked once per reader (the readers' rows are read by then). */
static gboolean
host_shows_hidden (const UsLens *self,
                   guint         r)
{
  UsLens *mutable = (UsLens *) self;

  if (self->host_hidden[r] == 0)
    mutable->host_hidden[r] = host_shows_hidden_scan (self, r) ? 2 : 1;
  return self->host_hidden[r] == 2;
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
/* @quoted, kept in the lens's chunk. */
static const char *
chunk_take (UsLens *self,
            char   *quoted)
{
  const char *kept = us_lens_chunk_copy (self, quoted, strlen (quoted));

  g_free (quoted);
  return kept;
}

/* us_quote (@text, @len, @max) kept in the lens's chunk: printable ASCII
 * within @max characters (most hosts) is its own display form, copied
 * as it is. */
static const char *
quote_kept (UsLens     *self,
            const char *text,
            gsize       len,
            gsize       max)
{
  if (len <= max && us_lens_printable_prefix (text, len) == len)
    return us_lens_chunk_copy (self, text, len);
  return chunk_take (self, us_quote (text, len, max));
}

static const char *
host_for_people (UsLens *self,
                 guint   r)
{
  const char *key = self->keys[r];
  const UsLensPart *raw = &self->raw[r].part[US_LENS_FIELD_HOST];
  g_autofree char *display = NULL;

  if (host_shows_hidden (self, r))
    return quote_kept (self, raw->text, raw->len, 80);
  if (self->ascii_host != NULL && strcmp (key, self->ascii_host) == 0 && self->display_host != NULL)
    {
      /* Quoted once for every reader that goes there (most go there). */
      if (self->people_display_host == NULL)
        self->people_display_host = quote_kept (self, self->display_host, strlen (self->display_host), 80);
      return self->people_display_host;
    }
  if (!self->canonical[r] && raw->has)
    return quote_kept (self, raw->text, raw->len, 80);
  display = us_lens_display_host_for (key, NULL);
  return quote_kept (self, display, strlen (display), 80);
}

/* The same, worked out once per reader (a lens names a reader's host in
 * several sentences; its key and row are set by then). */
const char *
us_lens_host_for_people_shown (UsLens *self,
                               guint   r)
{
  if (self->people_hosts[r] == NULL)
    self->people_hosts[r] = host_for_people (self, r);
  return self->people_hosts[r];
}

/* The same, a copy. */
char *
us_lens_host_for_people (UsLens *self,
                         guint   r)
{
  return g_strdup (us_lens_host_for_people_shown (self, r));
}

/* The destinations that are no place: a link that runs a script, or
 * carries its content in itself. */
#define KEY_SCRIPT "\001script"
#define KEY_DATA "\001data"

/* Where reader @r goes, whether or not it refuses the link: NULL when it
 * reads no scheme. Kept in the lens's chunk, or static. */
static const char *
destination_key (UsLens   *self,
                 guint     r,
                 gboolean *canonical)
{
  const UsLensPart *host = &self->raw[r].part[US_LENS_FIELD_HOST];
  gsize len = host->has ? host->len : 0;

  *canonical = FALSE;
  if (self->schemes[r] == NULL)
    return NULL;
  if (strcmp (self->schemes[r], "javascript") == 0 || strcmp (self->schemes[r], "vbscript") == 0)
    return KEY_SCRIPT;
  if (strcmp (self->schemes[r], "data") == 0)
    return KEY_DATA;
  /* A plain host (the common case) is its own canonical form in lower
   * case, as us_lens_canonical_host() finds: lowered in the chunk, with
   * no allocation. */
  if (len > 0 && plain_host (host->text, len) &&
      !(strcmp (self->schemes[r], "file") == 0 && ascii_equal_nocase (host->text, len, "localhost")))
    {
      *canonical = TRUE;
      return us_lens_chunk_strdown (self, host->text, len);
    }
  return chunk_take (self, us_lens_canonical_host (host->text, len, self->schemes[r], canonical));
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
gboolean
us_lens_key_is_host (const char *key)
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
        (!us_lens_key_is_host (self->keys[q]) || same_host_shown (self, q, first)))
      {
        names[n++] = us_lens_reader_subject ((UsLensReader) q);
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
 * shows. NULL when no reader reads a host. Asked for through
 * us_lens_say_hosts(), which keeps it. */
char *
us_lens_compute_say_hosts (UsLens *self)
{
  gboolean take[US_LENS_READER_COUNT], done[US_LENS_READER_COUNT] = { FALSE, };
  const char *names[US_LENS_READER_COUNT];
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    take[r] = us_lens_key_is_host (self->keys[r]);
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      g_autofree char *who = NULL;
      g_autofree char *host = NULL;
      g_autofree char *part = NULL;
      guint n;

      if (!take[r] || done[r])
        continue;
      n = take_group (self, r, take, done, names);
      host = us_lens_host_for_people (self, r);
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

/**
 * us_lens_say_hosts:
 *
 * Returns: (nullable): who reads which host, for a finding's message to
 *   end with: the one wording of it, from the readings the rows show;
 *   worked out on the first call (the findings ask for it while the lens
 *   is being made, and most links have no finding that does)
 */
const char *
us_lens_say_hosts (const UsLens *self)
{
  UsLens *mutable = (UsLens *) self;

  if (!self->hosts_said)
    {
      mutable->hosts = us_lens_compute_say_hosts (mutable);
      mutable->hosts_said = TRUE;
    }
  return self->hosts;
}

/* Groups the readers by where they go, and says it in one sentence: each
 * reader's clause says what its row shows (a host it goes to, no host, a
 * relative reference, the link found invalid beside the parts RFC 3986
 * reads, or a refusal across the row). */
void
us_lens_compute_destinations (UsLens *self)
{
  GString *headline;
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
      const UsLensPart *host = &raw->part[US_LENS_FIELD_HOST];
      guint same = r;

      if ((raw->error != NULL && !reads_past_error (self, r)) || self->schemes[r] == NULL)
        continue;
      /* The key depends on the scheme and the host alone: a reader that
       * reads both as an earlier one did (most do) shares its key. */
      for (guint q = 0; q < r && same == r; q++)
        {
          const UsLensPart *other = &self->raw[q].part[US_LENS_FIELD_HOST];

          if (self->keys[q] != NULL && strcmp (self->schemes[q], self->schemes[r]) == 0 &&
              other->has == host->has && (!host->has || (other->len == host->len &&
                                                         memcmp (other->text, host->text, host->len) == 0)))
            same = q;
        }
      if (same != r)
        {
          self->keys[r] = self->keys[same];
          self->canonical[r] = self->canonical[same];
        }
      else
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
      invalid[r] = reads_past_error (self, r) && us_lens_key_is_host (self->keys[r]);
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
  /* self->hosts, who reads which host, is worked out when a finding
   * first asks for it (us_lens_say_hosts()): most links have none. */

  for (guint r = 1; r < US_LENS_READER_COUNT && n_keys == 1; r++)
    if (us_lens_key_is_host (first_key) && !same_host_shown (self, r, 0))
      n_keys_shown = 2;
  if (n_keyed == US_LENS_READER_COUNT && n_keys == 1 && n_keys_shown == 1)
    {
      g_autofree char *host = us_lens_host_for_people (self, US_LENS_READER_WHATWG);

      if (*first_key == '\0')
        self->headline = g_strdup (_("No reader finds a host in the link."));
      else if (strcmp (first_key, KEY_SCRIPT) == 0)
        self->headline = g_strdup (_("Every reader reads a script to run, not a place to go."));
      else if (strcmp (first_key, KEY_DATA) == 0)
        self->headline = g_strdup (_("Every reader reads content carried in the link itself, from no site."));
      else
        self->headline = every_reader_goes_to (host);
      /* The readers go to one place but read different schemes. */
      if (self->disagree)
        self->disagreement = finding_form (self->headline);
      return;
    }

  headline = g_string_new (NULL);

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
          g_autofree char *host = us_lens_host_for_people (self, r);

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
      host = us_quote (self->raw[r].part[US_LENS_FIELD_HOST].text, self->raw[r].part[US_LENS_FIELD_HOST].len, 80);
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
            names[n++] = us_lens_reader_subject ((UsLensReader) r);
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
