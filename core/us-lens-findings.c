/* us-lens-findings.c — the tricks a link plays, found at their characters
 *
 * Each finding is data, like a diagnostic: a stable code, a severity, the
 * span of the characters it is about, a message in plain words and the
 * source of its rule. A warning means the link may not go where it seems
 * to (or does something other than going somewhere); a note is worth
 * knowing but deceives no one by itself. The codes:
 *
 *   readers-disagree        the readers go to different hosts (or read
 *                           different schemes): the headline
 *   userinfo-before-host    text before "@" that looks like a host name
 *                           (RFC 3986 §7.6)
 *   credentials             a password in the link (RFC 3986 §3.2.1)
 *   numeric-host            an IPv4 address written in hexadecimal, octal,
 *                           fewer than four parts or one integer
 *   backslash               a "\" that a browser reads as "/"
 *   ignored-characters      tabs and newlines a browser removes, controls
 *                           and spaces it drops around the link
 *   bidi-control            bidirectional formatting characters
 *   invisible-character     zero-width and other default ignorable
 *                           characters
 *   dot-lookalike           characters a browser turns into a dot in the
 *                           host ("。", "．", "｡", "%2E")
 *   mixed-script            a label mixing scripts beyond UTS #39's highly
 *                           restrictive level
 *   whole-script-lookalike  a label wholly of letters that look Latin
 *                           ("аррӏе"), or written in characters a browser
 *                           maps to ASCII ("ⓖⓞⓞⓖⓛⓔ")
 *   lookalike-domain        the host's skeleton is a well-known domain's
 *   punycode                an "xn--" label: both forms
 *   dangerous-scheme        javascript:, vbscript:, data: (warnings),
 *                           file:, blob: (notes)
 *   nested-url              a query or fragment value that is a link
 *                           itself (an open-redirect shape)
 *   double-encoding         "%25" and two hex digits
 *
 * A message starts in lower case and ends without a full stop, like the
 * core's diagnostics: the CLI prints it after "warning[code]: ", the window
 * as a row under the same convention. readers-disagree says the headline
 * so ("a browser goes to …; curl goes to …"); the headline itself
 * (us_lens_get_headline()) stays a sentence. A message that speaks of the
 * host names no host on its own: it ends with who reads which
 * (us_lens_say_hosts(): "a browser reads the host as example.com; RFC
 * 3986, GLib and curl read evil.com"), worded once from the readings the
 * rows show, so that a finding never contradicts the headline.
 *
 * Every scan is one pass over the input or a part of it; the checks of
 * host labels are us-lookalike.c's. At most US_LENS_MAX_FINDINGS_PER_CODE
 * findings of one code are kept (the rest are alike), and the work for a
 * code stops there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-parse.h"
#include "us-query.h"

/* How many characters of the input a message quotes at most. */
#define QUOTE_MAX 60


static char *
quote (const UsLens *self,
       gsize         start,
       gsize         end)
{
  return us_quote (self->input + start, end - start, QUOTE_MAX);
}

static char *
quote_str (const char *text)
{
  return us_quote (text, strlen (text), QUOTE_MAX);
}

/* Who reads which host (us_lens_say_hosts()), for a message to end with:
 * the one wording of it, so that no finding names a host on its own. */
static char *
hosts (const UsLens *self)
{
  const char *said = us_lens_say_hosts (self);

  /* TRANSLATORS: where no reader reads a host, at the end of a finding's message */
  return g_strdup (said != NULL ? said : _("no reader reads a host"));
}

/* The valid UTF-8 character at @i of the input, or -1. */
static gunichar
char_at (const UsLens *self,
         gsize         i,
         gsize        *n)
{
  guchar c = (guchar) self->input[i];

  *n = 1;
  if (c < 0x80)
    return c;
  *n = (gsize) g_utf8_skip[c];
  if (*n > 4 || self->len - i < *n || !g_utf8_validate_len (self->input + i, *n, NULL))
    {
      *n = 1;
      return (gunichar) -1;
    }
  return g_utf8_get_char (self->input + i);
}

static gboolean
in_host (const UsLens *self,
         gsize         i)
{
  return self->has_host_span && i >= self->host_start && i < self->host_end;
}

/* ---- who goes where ---- */

static void
find_disagreement (UsLens *self)
{
  gsize start = self->len, end = 0, s, e;

  if (!self->disagree)
    return;
  /* The hosts of the two readings the core knows spans of. */
  if (us_result_get_component (self->whatwg, US_COMPONENT_HOST, &s, &e) && e > s)
    start = MIN (start, s), end = MAX (end, e);
  if (us_result_get_component (self->rfc3986, US_COMPONENT_HOST, &s, &e) && e > s)
    start = MIN (start, s), end = MAX (end, e);
  if (start >= end)
    start = 0, end = self->len;
  us_lens_add_finding (self, US_LENS_READERS_DISAGREE, US_SEVERITY_WARNING, start, end,
                       g_strdup (self->disagreement), "Claroty and Snyk, Exploiting URL Parsing Confusion (2022)", NULL);
}

/* ---- characters ---- */

/* "%s" for one character, "%s and N more" for a run. */
static char *
describe_run (const UsLens *self,
              gsize         start,
              guint         count)
{
  g_autofree char *first = us_describe_char (self->input, self->len, start);

  if (count <= 1)
    return g_steal_pointer (&first);
  /* TRANSLATORS: %s names a character ("control character HT (U+0009)"), %u counts the ones after it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u more character", "%s and %u more characters", count - 1),
                          first, count - 1);
}

/* A few bytes before @start and after @end, on character boundaries. */
static void
context (const UsLens *self,
         gsize         start,
         gsize         end,
         gsize        *before,
         gsize        *after)
{
  gsize b = start > 12 ? start - 12 : 0, a = MIN (self->len, end + 12);

  while (b < start && ((guchar) self->input[b] & 0xC0) == 0x80)
    b++;
  while (a < self->len && a > end && ((guchar) self->input[a] & 0xC0) == 0x80)
    a--;
  *before = b;
  *after = a;
}

static void
find_ignored (UsLens *self)
{
  gsize lead = 0, trail = self->len;
  gboolean lead_ws = TRUE, trail_ws = TRUE;
  const char *source = "URL Standard §4.4";

  while (lead < self->len && (guchar) self->input[lead] <= 0x20)
    {
      lead_ws = lead_ws && g_ascii_isspace (self->input[lead]) && self->input[lead] != '\v' && self->input[lead] != '\f';
      lead++;
    }
  while (trail > lead && (guchar) self->input[trail - 1] <= 0x20)
    {
      trail_ws = trail_ws && g_ascii_isspace (self->input[trail - 1]) && self->input[trail - 1] != '\v' &&
                 self->input[trail - 1] != '\f';
      trail--;
    }
  if (lead > 0)
    {
      g_autofree char *what = describe_run (self, 0, (guint) MIN (lead, G_MAXUINT));

      /* TRANSLATORS: %s names the characters ("space (U+0020) and 2 more characters") */
      us_lens_add_finding (self, US_LENS_IGNORED_CHARACTERS, lead_ws ? US_SEVERITY_NOTE : US_SEVERITY_WARNING, 0, lead,
                           g_strdup_printf (_("a browser drops %s at the start of the link before it reads it; other programs keep them or refuse the link"), what),
                           source, NULL);
    }
  /* Tabs and newlines inside: removed, so the text around them joins.
   * The run between them is skipped in a tight loop (no string a
   * character: most links hold none). */
  for (gsize i = lead; i < trail && !us_lens_code_full (self, US_LENS_IGNORED_CHARACTERS);)
    {
      gsize j, before, after;

      for (;;)
        {
          i = us_lens_skip_plain (self->input, i, trail, '\t');
          if (i == trail || self->input[i] == '\t' || self->input[i] == '\n' || self->input[i] == '\r')
            break;
          i++;
        }
      if (i == trail)
        break;
      j = i;
      while (j < trail && (self->input[j] == '\t' || self->input[j] == '\n' || self->input[j] == '\r'))
        j++;
      context (self, i, j, &before, &after);
      {
        g_autofree char *what = describe_run (self, i, (guint) MIN (j - i, G_MAXUINT));
        g_autofree char *shown = quote (self, before, after);
        g_autofree char *joined = NULL;
        GString *join = g_string_new (NULL);

        g_string_append_len (join, self->input + before, i - before);
        g_string_append_len (join, self->input + j, after - j);
        joined = us_quote (join->str, join->len, QUOTE_MAX);
        g_string_free (join, TRUE);
        /* TRANSLATORS: the first %s names the characters; the second is the text around them, the third the same text without them */
        us_lens_add_finding (self, US_LENS_IGNORED_CHARACTERS, US_SEVERITY_WARNING, i, j,
                             g_strdup_printf (_("a browser removes %s from the link before it reads it, so the text around joins up: “%s” is read as “%s”"),
                                              what, shown, joined),
                             source, NULL);
      }
      i = j;
    }
  if (trail < self->len && trail >= lead && lead < self->len)
    {
      g_autofree char *what = describe_run (self, trail, (guint) MIN (self->len - trail, G_MAXUINT));

      us_lens_add_finding (self, US_LENS_IGNORED_CHARACTERS, trail_ws ? US_SEVERITY_NOTE : US_SEVERITY_WARNING,
                           trail, self->len,
                           /* TRANSLATORS: %s names the characters */
                           g_strdup_printf (_("a browser drops %s at the end of the link before it reads it; other programs keep them or refuse the link"), what),
                           source, NULL);
    }
}

/* Whether UTS #46 removes @c from a label ("ignored" or mapped to
 * nothing), rather than keeping or refusing it. */
static gboolean
idna_removes (gunichar c)
{
  char label[8] = "a";
  gint n = g_unichar_to_utf8 (c, label + 1);
  g_autofree char *ascii = NULL;

  label[1 + n] = 'a';
  ascii = us_lookalike_to_ascii (label, (gsize) n + 2);
  return ascii != NULL && strcmp (ascii, "aa") == 0;
}

/* Bidirectional controls, invisible characters, dots in the host, and
 * "%25XX": one pass. */
static void
find_characters (UsLens *self)
{
  /* "%25XX": one finding with a count, from the first to the last */
  gsize de_start = 0, de_end = 0;
  guint de_count = 0;

  for (gsize i = 0; i < self->len;)
    {
      gsize n;
      gunichar u;

      /* ASCII but "%", the common case, holds none of these: skipped
       * eight bytes at a time. */
      if ((guchar) self->input[i] < 0x80 && self->input[i] != '%')
        {
          i = us_lens_skip_plain (self->input, i + 1, self->len, '%');
          continue;
        }
      u = char_at (self, i, &n);
      if (u == '%' && i + 4 < self->len && self->input[i + 1] == '2' && self->input[i + 2] == '5' &&
          us_hex_value (self->input[i + 3]) >= 0 && us_hex_value (self->input[i + 4]) >= 0)
        {
          if (de_count++ == 0)
            de_start = i;
          de_end = i + 5;
          i += 5;
          continue;
        }
      if (u == '%' && in_host (self, i) && i + 2 < self->host_end && self->input[i + 1] == '2' &&
          (self->input[i + 2] == 'e' || self->input[i + 2] == 'E'))
        {
          g_autofree char *shown = quote (self, i, i + 3);
          g_autofree char *host = hosts (self);

          /* TRANSLATORS: the first %s is “%2E”, the second says who reads which host ("a browser reads the host as a.b.com; GLib reads a%2eb.com") */
          us_lens_add_finding (self, US_LENS_DOT_LOOKALIKE, US_SEVERITY_NOTE, i, i + 3,
                               g_strdup_printf (_("“%s” in the host is decoded to a dot by a browser: %s"), shown, host),
                               "URL Standard §3.5", NULL);
          i += 3;
          continue;
        }
      if (u == (gunichar) -1 || u < 0x80)
        {
          i += n;
          continue;
        }
      if (us_unichar_bidi_control_name (u) != NULL)
        {
          if (us_lens_code_full (self, US_LENS_BIDI_CONTROL))
            {
              i += n;
              continue;
            }
          g_autofree char *what = us_describe_char (self->input, self->len, i);

          /* TRANSLATORS: %s names the character: "RLO (U+202E)" */
          us_lens_add_finding (self, US_LENS_BIDI_CONTROL, US_SEVERITY_WARNING, i, i + n,
                               g_strdup_printf (_("%s is a bidirectional formatting character: invisible itself, it reorders the text around it, so the link is not shown in the order it is read"), what),
                               "RFC 3987 §4.1", NULL);
        }
      else if (us_lookalike_is_invisible (u) && !us_lens_code_full (self, US_LENS_INVISIBLE_CHARACTER))
        {
          g_autofree char *what = g_strdup_printf ("U+%04X", (guint) u);

          if (in_host (self, i) && self->display_host != NULL)
            {
              g_autofree char *host = hosts (self);

              if (idna_removes (u))
                /* TRANSLATORS: the first %s is a code point ("U+200B"), the second says who reads which host ("a browser reads the host as example.com; GLib reads exa<U+200B>mple.com") */
                us_lens_add_finding (self, US_LENS_INVISIBLE_CHARACTER, US_SEVERITY_WARNING, i, i + n,
                                     g_strdup_printf (_("an invisible character (%s) in the host name, which a browser removes, so the name it reads is not what is written: %s"), what, host),
                                     "UTS #46 §4", NULL);
              else
                us_lens_add_finding (self, US_LENS_INVISIBLE_CHARACTER, US_SEVERITY_WARNING, i, i + n,
                                     /* TRANSLATORS: %s is a code point ("U+200D") */
                                     g_strdup_printf (_("an invisible character (%s) in the host name: the name read holds a character no one sees"), what),
                                     "UTS #46 §4", NULL);
            }
          else
            us_lens_add_finding (self, US_LENS_INVISIBLE_CHARACTER, US_SEVERITY_WARNING, i, i + n,
                                 /* TRANSLATORS: %s is a code point ("U+200B") */
                                 g_strdup_printf (_("an invisible character (%s): the link holds text no one sees"), what),
                                 "UTS #39 §3.1", NULL);
        }
      else if (us_lookalike_is_dot (u) && in_host (self, i) && self->display_host != NULL &&
               !us_lens_code_full (self, US_LENS_DOT_LOOKALIKE))
        {
          g_autofree char *what = us_describe_char (self->input, self->len, i);
          g_autofree char *host = hosts (self);

          /* TRANSLATORS: the first %s names a character ("“。” (U+3002)"), the second says who reads which host */
          us_lens_add_finding (self, US_LENS_DOT_LOOKALIKE, US_SEVERITY_WARNING, i, i + n,
                               g_strdup_printf (_("%s is read as a dot by a browser, so the host has more labels than it seems to: %s"), what, host),
                               "UTS #46 §4", NULL);
        }
      i += n;
    }
  if (de_count > 0)
    {
      int byte = us_hex_value (self->input[de_start + 3]) * 16 + us_hex_value (self->input[de_start + 4]);
      char once[3] = { '%', self->input[de_start + 3], self->input[de_start + 4] };
      char twice = (char) byte;
      g_autofree char *what = us_describe_char (&twice, 1, 0);
      g_autofree char *shown = quote (self, de_start, de_start + 5);
      char *message;

      if (de_count == 1)
        /* TRANSLATORS: "%%" is one percent sign; the first %s is like “%252F”, the second “%2F”, the third names a character */
        message = g_strdup_printf (_("“%s” is an encoded “%%”: decoded once it is “%.3s”, decoded twice %s, so a program that decodes twice reads another character than one that decodes once"),
                                   shown, once, what);
      else
        /* TRANSLATORS: "%%" is one percent sign; %u counts the encoded percent signs; the first %s is like “%252F”, the second “%2F”, the third names a character */
        message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "the link holds %u encoded “%%” (“%%25” and two hex digits), a sign of a link encoded twice: the first, “%s”, decoded once is “%.3s”, decoded twice %s, so a program that decodes twice reads other characters than one that decodes once",
                                                "the link holds %u encoded “%%” (“%%25” and two hex digits), a sign of a link encoded twice: the first, “%s”, decoded once is “%.3s”, decoded twice %s, so a program that decodes twice reads other characters than one that decodes once",
                                                de_count),
                                   de_count, shown, once, what);
      us_lens_add_finding (self, US_LENS_DOUBLE_ENCODING, US_SEVERITY_NOTE, de_start, de_end, message, "RFC 3986 §2.4", NULL);
    }
}

/* ---- the parts ---- */

/* Every "\\" a browser reads as "/": in a special URL (http, https, ws,
 * wss, ftp, file), each one from the scheme's ":" up to the query or the
 * fragment. A run of them is one finding. */
static void
find_backslashes (UsLens *self)
{
  gsize port_start = 0, port_end = 0, s, e, from, to = self->len;
  gboolean has_port = us_result_get_component (self->whatwg, US_COMPONENT_PORT, &port_start, &port_end);
  const char *scheme = self->schemes[US_LENS_READER_WHATWG];

  if (self->raw[US_LENS_READER_WHATWG].error != NULL || !self->special ||
      !us_result_get_component (self->whatwg, US_COMPONENT_SCHEME, &s, &e))
    return;
  from = e;
  if (us_result_get_component (self->whatwg, US_COMPONENT_QUERY, &s, &e) && s > 0)
    to = MIN (to, s - 1);
  if (us_result_get_component (self->whatwg, US_COMPONENT_FRAGMENT, &s, &e) && s > 0)
    to = MIN (to, s - 1);
  for (gsize i = us_find_byte (self->input, from, to, '\\'); i < to && !us_lens_code_full (self, US_LENS_BACKSLASH);
       i = us_find_byte (self->input, i, to, '\\'))
    {
      UsSeverity severity = US_SEVERITY_WARNING;
      gsize j = i;
      char *message;

      while (j < to && self->input[j] == '\\')
        j++;
      if (self->has_host_span && i < self->host_start && self->display_host != NULL)
        {
          g_autofree char *host = hosts (self);

          /* TRANSLATORS: the first %s is a scheme ("http"), the second says who reads which host ("a browser reads the host as evil.com; GLib reads example.com") */
          message = g_strdup_printf (_("a browser reads “\\” as “/” in %s: links, so for it the host follows; programs that follow RFC 3986 read a path here: %s"),
                                     scheme, host);
        }
      else if (self->has_host_span && self->display_host != NULL &&
               (i == self->host_end || (has_port && i == port_end)))
        {
          g_autofree char *host = hosts (self);

          /* TRANSLATORS: %s says who reads which host ("a browser reads the host as example.com; RFC 3986, GLib and curl read evil.com") */
          message = g_strdup_printf (_("a browser reads “\\” as “/”, so for it the host ends here; programs that follow RFC 3986 read on, up to the “@” or the next “/”: %s"),
                                     host);
        }
      else
        {
          /* In the path the host is not at stake: a note. */
          severity = US_SEVERITY_NOTE;
          /* TRANSLATORS: %s is a scheme ("http") */
          message = g_strdup_printf (_("a browser reads “\\” as “/” in %s: links, so the path it asks for is not the one written; other programs keep the “\\” or refuse the link"), scheme);
        }
      us_lens_add_finding (self, US_LENS_BACKSLASH, severity, i, j, message, "URL Standard §4.4", NULL);
      i = j;
    }
}

/* Whether [start, end) of the input is shaped like a host name: labels of
 * letters, digits and "-" joined by dots, ending in a top-level domain of
 * the Public Suffix List or all numbers (an IPv4 address). */
static gboolean
host_shaped (const UsLens *self,
             gsize         start,
             gsize         end)
{
  g_autofree char *text = NULL;
  g_autofree char *rd = NULL;
  gboolean numeric = TRUE, dot = FALSE;

  if (end - start < 3 || end - start > 253 || self->input[start] == '.' || self->input[end - 1] == '.' ||
      self->input[start] == '-')
    return FALSE;
  for (gsize i = start; i < end; i++)
    {
      if (self->input[i] == '.')
        {
          if (self->input[i - 1] == '.')
            return FALSE;
          dot = TRUE;
        }
      else if (!g_ascii_isdigit (self->input[i]))
        numeric = FALSE;
    }
  if (!dot)
    return FALSE;
  if (numeric)
    return TRUE;
  text = g_ascii_strdown (self->input + start, end - start);
  rd = us_lens_psl_registrable_domain (text);
  return rd != NULL;
}

static void
find_userinfo (UsLens *self)
{
  UsResult *readings[2] = { self->rfc3986, self->whatwg };
  gsize done_start = G_MAXSIZE, done_end = 0;

  for (guint r = 0; r < 2; r++)
    {
      gsize s, e, tokens = 0, first_start = 0, first_end = 0;
      GString *names = NULL;
      g_autofree char *shown = NULL;
      g_autofree char *host = NULL;

      if (!us_result_get_component (readings[r], US_COMPONENT_USERINFO, &s, &e) || e == s)
        continue;
      if (s == done_start && e == done_end)
        continue;
      if (r == 1 && self->raw[US_LENS_READER_WHATWG].error != NULL)
        continue;
      for (gsize i = s; i < e && tokens < 8;)
        {
          gsize j = i;

          while (j < e && (g_ascii_isalnum (self->input[j]) || self->input[j] == '-' || self->input[j] == '.'))
            j++;
          if (j > i)
            {
              tokens++;
              if (host_shaped (self, i, j))
                {
                  g_autofree char *name = quote (self, i, j);

                  if (names == NULL)
                    {
                      names = g_string_new (name);
                      first_start = i, first_end = j;
                    }
                  else
                    g_string_append_printf (names, ", %s", name);
                }
            }
          i = j + 1;
        }
      if (names == NULL)
        continue;
      done_start = s, done_end = e;
      shown = quote (self, s, e);
      host = hosts (self);
      us_lens_add_finding (self, US_LENS_USERINFO_BEFORE_HOST, US_SEVERITY_WARNING, s, e,
                           self->disagree
                           /* TRANSLATORS: the first %s is the user information, the second the host names in it, the third says who reads which host ("a browser reads the host as example.com; GLib and curl read evil.com") */
                           ? g_strdup_printf (_("“%s” before “@” looks like a host name (%s), and the readers disagree on whether it is the user information: %s"),
                                              shown, names->str, host)
                           /* TRANSLATORS: the first %s is the user information, the second the host names in it, the third says who reads which host ("a browser and GLib read the host as evil.com") */
                           : g_strdup_printf (_("“%s” before “@” looks like a host name (%s), but it is the user information: %s"),
                                              shown, names->str, host),
                           "RFC 3986 §7.6", quote (self, first_start, first_end));
      g_string_free (names, TRUE);
    }
}

static void
find_credentials (UsLens *self)
{
  UsResult *result = self->raw[US_LENS_READER_WHATWG].error == NULL ? self->whatwg : self->rfc3986;
  gsize s, e, colon;
  g_autofree char *password = NULL;

  if (!us_result_get_component (result, US_COMPONENT_USERINFO, &s, &e) || e == s)
    return;
  colon = us_find_byte (self->input, s, e, ':');
  if (colon + 1 >= e)
    return;
  password = quote (self, colon + 1, e);
  /* TRANSLATORS: %s is the password */
  us_lens_add_finding (self, US_LENS_CREDENTIALS, US_SEVERITY_WARNING, colon + 1, e,
                       g_strdup_printf (_("the link carries a password, “%s”: whoever sees the link sees it, and RFC 3986 deprecates passwords in links"), password),
                       "RFC 3986 §3.2.1", NULL);
}

static void
find_numeric_host (UsLens *self)
{
  gsize s = self->host_start, e = self->host_end, parts = 1;
  gboolean hex = FALSE, octal = FALSE, other = FALSE;
  GPtrArray *forms;
  g_autofree char *written = NULL;
  g_autofree char *form = NULL;
  g_autofree char *host = NULL;

  if (!self->special || self->ascii_host == NULL || self->ascii_host[0] == '[' || self->host_is_domain ||
      !self->has_host_span)
    return;
  if (e > s && self->input[e - 1] == '.')
    e--;
  if (e - s == strlen (self->ascii_host) && memcmp (self->input + s, self->ascii_host, e - s) == 0)
    return;
  for (gsize i = s; i < e; i++)
    {
      char c = self->input[i];
      gboolean part_start = i == s || self->input[i - 1] == '.';

      if (c == '.')
        parts++;
      else if (part_start && c == '0' && i + 1 < e && (self->input[i + 1] == 'x' || self->input[i + 1] == 'X'))
        hex = TRUE;
      else if (part_start && c == '0' && i + 1 < e && g_ascii_isdigit (self->input[i + 1]))
        octal = TRUE;
      else if (!g_ascii_isxdigit (c) && c != 'x' && c != 'X')
        other = TRUE;
    }
  forms = g_ptr_array_new_with_free_func (g_free);
  if (parts == 1)
    g_ptr_array_add (forms, g_strdup (_("one number")));
  else if (parts < 4)
    /* TRANSLATORS: a form of writing an IPv4 address: "2 numbers instead of four" */
    g_ptr_array_add (forms, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u number instead of four", "%u numbers instead of four",
                                                          (gulong) parts), (guint) parts));
  if (hex)
    g_ptr_array_add (forms, g_strdup (_("hexadecimal")));
  if (octal)
    g_ptr_array_add (forms, g_strdup (_("octal, with a leading zero")));
  if (other)
    g_ptr_array_add (forms, g_strdup (_("with characters other than ASCII digits")));
  if (forms->len == 0)
    g_ptr_array_add (forms, g_strdup (_("leading zeros")));
  g_ptr_array_add (forms, NULL);
  form = g_strjoinv (", ", (char **) forms->pdata);
  g_ptr_array_unref (forms);
  written = quote (self, self->host_start, self->host_end);
  host = hosts (self);
  /* TRANSLATORS: the first %s is the host as written, the second how it is written ("one number, hexadecimal"), the third says who reads which host ("a browser and curl read the host as 127.0.0.1; GLib reads 0x7f.1") */
  us_lens_add_finding (self, US_LENS_NUMERIC_HOST, US_SEVERITY_WARNING, self->host_start, self->host_end,
                       g_strdup_printf (_("the host “%s” is an IPv4 address written in an unusual form (%s): %s"),
                                        written, form, host),
                       "URL Standard §3.5", g_strdup (self->ascii_host));
}

/* ---- host labels ---- */

static const char *
verdict_reason (UsLabelVerdict verdict)
{
  switch (verdict)
    {
    case US_LABEL_MIXED_SCRIPT: return _("its letters mix scripts");
    case US_LABEL_WHOLE_SCRIPT: return _("it is wholly of letters that look like Latin ones");
    case US_LABEL_NOT_ALLOWED: return _("it holds characters outside the identifier profile of UTS #39");
    case US_LABEL_DEVIATION: return _("it holds a character that IDNA 2003 and IDNA 2008 read differently (ß, ς, ZWJ or ZWNJ)");
    case US_LABEL_TLD_SPECIFIC: return _("it holds þ, ð or ə outside the country domains that write them");
    case US_LABEL_MIDDLE_DOT: return _("it holds a middle dot outside Catalan's “l·l”");
    case US_LABEL_NOT_IDNA: return _("it is no valid IDNA label");
    case US_LABEL_SAFE: default: return "";
    }
}

static void
find_labels (UsLens *self)
{
  if (!self->host_is_domain || self->xn_labels == NULL)
    return;

  for (guint k = 0; k < self->xn_labels->len; k++)
    {
      const UsLensLabel *l = &g_array_index (self->xn_labels, UsLensLabel, k);
      const UsLensSpan *a = &g_array_index (self->host_labels, UsLensSpan, l->index);
      const UsLensSpan *in = self->input_labels != NULL ? &g_array_index (self->input_labels, UsLensSpan, l->index) : NULL;
      gsize s = in != NULL ? in->start : self->host_start, e = in != NULL ? in->end : self->host_end;
      g_autofree char *ascii = us_quote (self->ascii_host + a->start, a->end - a->start, QUOTE_MAX);
      g_autofree char *unicode = l->check.unicode != NULL ? quote_str (l->check.unicode) : NULL;
      gboolean written_ascii = in != NULL && in->end - in->start >= 4 && g_ascii_strncasecmp (self->input + in->start, "xn--", 4) == 0;
      gboolean unsafe = l->check.verdict != US_LABEL_SAFE || (self->lookalike_of != NULL && unicode != NULL);
      char *message;

      if (unicode == NULL)
        /* TRANSLATORS: %s is a label of a host ("xn--abc") */
        message = g_strdup_printf (_("the label “%s” starts with “xn--” but is no valid punycode, so it stands for no name in Unicode"), ascii);
      else if (written_ascii && !unsafe)
        /* TRANSLATORS: the first %s is a label in punycode, the second the same in Unicode */
        message = g_strdup_printf (_("the label “%s” is punycode, the ASCII form of “%s”, which a browser shows"), ascii, unicode);
      else if (written_ascii)
        /* TRANSLATORS: the first %s is a label in punycode, the second the same in Unicode, the third a reason ("its letters mix scripts") */
        message = g_strdup_printf (_("the label “%s” is punycode, the ASCII form of “%s”; a browser shows the punycode, because %s"),
                                   ascii, unicode,
                                   l->check.verdict != US_LABEL_SAFE ? verdict_reason (l->check.verdict) : _("the host looks like a well-known domain"));
      else if (!unsafe)
        /* TRANSLATORS: the first %s is a label in Unicode, the second its punycode */
        message = g_strdup_printf (_("the label “%s” is sent as “%s”, its ASCII form (punycode)"), unicode, ascii);
      else
        /* TRANSLATORS: the first %s is a label in Unicode, the second its punycode, the third a reason */
        message = g_strdup_printf (_("the label “%s” is sent as “%s”, its ASCII form (punycode), and a browser shows that form, because %s"),
                                   unicode, ascii,
                                   l->check.verdict != US_LABEL_SAFE ? verdict_reason (l->check.verdict) : _("the host looks like a well-known domain"));
      us_lens_add_finding (self, US_LENS_PUNYCODE, US_SEVERITY_NOTE, s, e, message, "RFC 3492; URL Standard §3.5",
                           written_ascii ? g_strdup (unicode) : g_strdup (ascii));

      if (l->check.verdict == US_LABEL_MIXED_SCRIPT)
        /* TRANSLATORS: the first %s is a label, the second names scripts ("Latin, Cyrillic"), the third the label's punycode */
        us_lens_add_finding (self, US_LENS_MIXED_SCRIPT, US_SEVERITY_WARNING, s, e,
                             g_strdup_printf (_("the label “%s” mixes the letters of several scripts (%s), which the highly restrictive level of UTS #39 does not allow together: one letter can pass for another, so a browser shows it as “%s”"),
                                              unicode, l->check.scripts, ascii),
                             "UTS #39 §5.2", NULL);
      else if (l->check.verdict == US_LABEL_WHOLE_SCRIPT)
        {
          g_autofree char *latin = l->check.latin != NULL ? quote_str (l->check.latin) : g_strdup ("?");

          /* TRANSLATORS: the first %s is a label, the second a script ("Cyrillic"), the third what it looks like in Latin letters, the fourth its punycode */
          us_lens_add_finding (self, US_LENS_WHOLE_SCRIPT_LOOKALIKE, US_SEVERITY_WARNING, s, e,
                               g_strdup_printf (_("the label “%s” is written wholly in %s letters that look like Latin ones: it reads as “%s”, but it is another name, which a browser shows as “%s”"),
                                                unicode, l->check.scripts, latin, ascii),
                               "Chromium URL display guidelines", g_strdup (latin));
        }
    }
}

/* Labels written in characters a browser maps to ASCII ("ⓖⓞⓞⓖⓛⓔ",
 * fullwidth letters): the name read is plain ASCII, the text is not. */
static void
find_mapped_labels (UsLens *self)
{
  if (!self->host_is_domain || self->input_labels == NULL)
    return;
  for (guint k = 0; k < self->input_labels->len && !us_lens_code_full (self, US_LENS_WHOLE_SCRIPT_LOOKALIKE); k++)
    {
      const UsLensSpan *in = &g_array_index (self->input_labels, UsLensSpan, k);
      const UsLensSpan *a = &g_array_index (self->host_labels, UsLensSpan, k);
      gboolean visible_non_ascii = FALSE;

      if (a->end - a->start >= 4 && g_ascii_strncasecmp (self->ascii_host + a->start, "xn--", 4) == 0)
        continue;
      for (gsize i = in->start; i < in->end && !visible_non_ascii;)
        {
          gsize n;
          gunichar u;

          /* ASCII, the common case, is none of them. */
          if ((guchar) self->input[i] < 0x80)
            {
              i++;
              continue;
            }
          u = char_at (self, i, &n);

          visible_non_ascii = u != (gunichar) -1 && u >= 0x80 && !us_lookalike_is_invisible (u) &&
                              us_unichar_bidi_control_name (u) == NULL;
          i += n;
        }
      if (!visible_non_ascii)
        continue;
      {
        g_autofree char *written = quote (self, in->start, in->end);
        g_autofree char *read = us_quote (self->ascii_host + a->start, a->end - a->start, QUOTE_MAX);
        g_autofree char *host = hosts (self);

        /* TRANSLATORS: the first %s is a label as written ("ⓖⓞⓞⓖⓛⓔ"), the second as read ("google"), the third says who reads which host */
        us_lens_add_finding (self, US_LENS_WHOLE_SCRIPT_LOOKALIKE, US_SEVERITY_NOTE, in->start, in->end,
                             g_strdup_printf (_("the label “%s” is written in characters that are not ASCII letters but that a browser reads as “%s”: %s"),
                                              written, read, host),
                             "UTS #46 §4", g_strdup (read));
      }
    }
}

static void
find_lookalike_domain (UsLens *self)
{
  g_autofree char *host = NULL;
  g_autofree char *domain = NULL;

  if (self->lookalike_of == NULL)
    return;
  host = quote_str (self->display_host);
  domain = quote_str (self->lookalike_of);
  /* TRANSLATORS: the first %s is the host a browser reads, the second a well-known domain */
  us_lens_add_finding (self, US_LENS_LOOKALIKE_DOMAIN, US_SEVERITY_WARNING,
                       self->has_host_span ? self->host_start : 0, self->has_host_span ? self->host_end : self->len,
                       g_strdup_printf (_("the host a browser reads, %s, looks like %s, a well-known domain (their UTS #39 skeletons are the same), but it is another name"),
                                        host, domain),
                       "UTS #39 §4; Chromium URL display guidelines", g_strdup (domain));
}

/* ---- schemes and nested links ---- */

static void
find_scheme (UsLens *self)
{
  UsResult *result = self->raw[US_LENS_READER_WHATWG].error == NULL ? self->whatwg : self->rfc3986;
  UsLensReader reader = result == self->whatwg ? US_LENS_READER_WHATWG : US_LENS_READER_RFC3986;
  const char *scheme = self->schemes[reader];
  const char *message, *source;
  UsSeverity severity = US_SEVERITY_WARNING;
  gsize s, e;

  if (scheme == NULL || !us_result_get_component (result, US_COMPONENT_SCHEME, &s, &e))
    return;
  if (strcmp (scheme, "javascript") == 0)
    {
      message = _("following a javascript: link runs its script in the page you are on, with that page's rights: it goes to no site at all");
      source = "HTML Standard, javascript: URLs";
    }
  else if (strcmp (scheme, "vbscript") == 0)
    {
      message = _("following a vbscript: link runs its VBScript program (in old versions of Internet Explorer): it goes to no site at all");
      source = "Microsoft, VBScript";
    }
  else if (strcmp (scheme, "data") == 0)
    {
      message = _("a data: link carries its content in the link itself, from no site: a page made to look like any other, a script or a download");
      source = "RFC 2397";
    }
  else if (strcmp (scheme, "file") == 0 && self->per_code[US_LENS_REMOTE_FILE] == 0)
    {
      message = _("a file: link opens a file on this computer or on a network share, not a web site");
      source = "RFC 8089";
      severity = US_SEVERITY_NOTE;
    }
  else if (strcmp (scheme, "blob") == 0)
    {
      message = _("a blob: link names data that a page made in the browser's memory: the site in it is the page that made it, not where the content comes from");
      source = "File API, blob URLs";
      severity = US_SEVERITY_NOTE;
    }
  else
    return;
  us_lens_add_finding (self, US_LENS_DANGEROUS_SCHEME, severity, s, e, g_strdup (message), source, g_strdup (scheme));
}

/* Whether @text (decoded) is a link of its own: "scheme://…", "//host…"
 * or a javascript:, vbscript: or data: link. */
static gboolean
is_link (const char *text,
         gsize       len)
{
  gsize i = 0;

  if (len >= 3 && text[0] == '/' && text[1] == '/' && g_ascii_isalnum (text[2]))
    return TRUE;
  if (len == 0 || !g_ascii_isalpha (text[0]))
    return FALSE;
  while (i < len && i < 32 && (g_ascii_isalnum (text[i]) || text[i] == '+' || text[i] == '-' || text[i] == '.'))
    i++;
  if (i >= len || text[i] != ':')
    return FALSE;
  if (i + 3 < len && text[i + 1] == '/' && text[i + 2] == '/' && text[i + 3] != '/')
    return TRUE;
  return (i == 10 && g_ascii_strncasecmp (text, "javascript", 10) == 0) ||
         (i == 8 && g_ascii_strncasecmp (text, "vbscript", 8) == 0) ||
         (i == 4 && g_ascii_strncasecmp (text, "data", 4) == 0);
}

/* @text percent-decoded once more. */
static char *
decode_again (const char *text,
              gsize       len,
              gsize      *out_len)
{
  char *out = g_malloc (len + 1);
  gsize o = 0;

  for (gsize i = 0; i < len; i++)
    {
      if (text[i] == '%' && i + 2 < len && us_hex_value (text[i + 1]) >= 0 && us_hex_value (text[i + 2]) >= 0)
        {
          out[o++] = (char) (us_hex_value (text[i + 1]) * 16 + us_hex_value (text[i + 2]));
          i += 2;
        }
      else
        out[o++] = text[i];
    }
  out[o] = '\0';
  *out_len = o;
  return out;
}

static void
find_nested_in (UsLens     *self,
                UsComponent component)
{
  UsResult *result = self->raw[US_LENS_READER_WHATWG].error == NULL ? self->whatwg : self->rfc3986;
  g_autoptr(GArray) params = NULL;
  gsize s, e;

  if (!us_result_get_component (result, component, &s, &e) || e == s)
    return;
  /* Only a part that could hold a link is split. */
  if (us_find_byte (self->input, s, e, ':') == e && us_find_byte (self->input, s, e, '/') == e &&
      us_find_byte (self->input, s, e, '%') == e)
    return;
  params = us_query_parse (self->input, s, e, US_QUERY_URL_INPUT);
  for (guint k = 0; k < params->len && !us_lens_code_full (self, US_LENS_NESTED_URL); k++)
    {
      UsQueryParam *p = &g_array_index (params, UsQueryParam, k);
      gboolean in_value = p->value_len > 0;
      g_autofree char *text = in_value ? g_memdup2 (p->value, p->value_len + 1) : g_memdup2 (p->name, p->name_len + 1);
      gsize len = in_value ? p->value_len : p->name_len;
      g_autofree char *shown = NULL;
      g_autofree char *name = NULL;
      g_autoptr(UsResult) nested = NULL;
      g_autofree char *nested_host = NULL;
      char *message;

      /* Decoded once by the query's rules; a link encoded twice or three
       * times is decoded again. */
      for (guint round = 0; round < 2 && !is_link (text, len) && memchr (text, '%', len) != NULL; round++)
        {
          gsize n;
          char *again = decode_again (text, len, &n);

          g_free (text);
          text = again;
          len = n;
        }
      if (!is_link (text, len))
        continue;
      shown = us_quote (text, len, 200);
      name = in_value ? us_quote (p->name, p->name_len, QUOTE_MAX)
                      : g_strdup (component == US_COMPONENT_FRAGMENT ? _("the fragment") : _("the query"));
      nested = us_parse (text, len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
      nested_host = nested != NULL ? us_result_dup_url (nested, US_URL_HOSTNAME) : NULL;
      if (nested_host != NULL && *nested_host != '\0')
        {
          g_autofree char *host = quote_str (nested_host);

          /* TRANSLATORS: the first %s names a query parameter or "the fragment", the second is a link, the third its host */
          message = g_strdup_printf (_("%s holds a link of its own, %s: a page that forwards you to it (an open redirect) takes you to %s"),
                                     name, shown, host);
        }
      else
        /* TRANSLATORS: the first %s names a query parameter or "the fragment", the second is a link */
        message = g_strdup_printf (_("%s holds a link of its own, %s: a page that forwards you to it (an open redirect) follows that instead"),
                                   name, shown);
      us_lens_add_finding_value (self, US_LENS_NESTED_URL, US_SEVERITY_NOTE, p->start, p->end, message, "CWE-601",
                                 us_quote (text, len, 0), text, len);
    }
  for (guint k = 0; k < params->len; k++)
    us_query_param_clear (&g_array_index (params, UsQueryParam, k));
}

static gint
by_start (gconstpointer a,
          gconstpointer b)
{
  const UsLensFinding *x = a, *y = b;

  if (x->start != y->start)
    return x->start < y->start ? -1 : 1;
  if (x->end != y->end)
    return x->end > y->end ? -1 : 1;
  return 0;
}

/**
 * us_lens_find:
 *
 * Every finding of the lens, in the order of their spans (a longer span
 * first where two start together; stable otherwise).
 */
void
us_lens_find (UsLens *self)
{
  find_disagreement (self);
  us_lens_find_tricks (self);
  find_scheme (self);
  find_ignored (self);
  find_userinfo (self);
  find_credentials (self);
  find_numeric_host (self);
  find_backslashes (self);
  find_characters (self);
  find_labels (self);
  find_mapped_labels (self);
  find_lookalike_domain (self);
  find_nested_in (self, US_COMPONENT_QUERY);
  find_nested_in (self, US_COMPONENT_FRAGMENT);
  g_array_sort (self->findings, by_start);
}
