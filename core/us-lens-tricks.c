/* us-lens-tricks.c — the tricks of a link's host and parts that read as
 * something else: the findings of the lens added after issue 21
 *
 *   target-embedding      a well-known domain written before another
 *                         registrable domain ("paypal.com.evil.com"),
 *                         after Chromium's target-embedding check
 *   delimiter-lookalike   a character in the host that looks like "/",
 *                         "@", "?" or "#" ("⁄", "∕", "⧸", "／", "＠" …)
 *   encoded-host          percent-encoded bytes in the host of a special
 *                         URL, which a browser decodes before it reads it
 *   ipv4-in-ipv6          an IPv6 address that holds an IPv4 address
 *                         ("[::ffff:127.0.0.1]", "[::127.0.0.1]")
 *   at-after-host         "@" and a host name in the query or fragment,
 *                         right after the host ("evil.com#@example.com")
 *   url-in-path           a link written in the path
 *                         ("evil.com/https://example.com/")
 *   mail-headers          a mailto: link that adds recipients or headers
 *                         (to, cc, bcc, a line break in a header)
 *   remote-file           a file: link with a host: a warning (the
 *                         dangerous-scheme note is left out then)
 *
 * The messages follow us-lens-findings.c's conventions: lower case, no
 * full stop, and a message that speaks of where the link goes ends with
 * us_lens_say_hosts().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"

#define QUOTE_MAX 60

static char *
quote (const UsLens *self,
       gsize         start,
       gsize         end)
{
  return us_quote (self->input + start, end - start, QUOTE_MAX);
}

static char *
hosts (const UsLens *self)
{
  const char *said = us_lens_say_hosts (self);

  /* TRANSLATORS: where no reader reads a host, at the end of a finding's message */
  return g_strdup (said != NULL ? said : _("no reader reads a host"));
}

/* The scheme, lower case, as a browser reads it, or RFC 3986 when a
 * browser refuses the link. */
static const char *
scheme_of (const UsLens *self)
{
  const char *s = self->schemes[US_LENS_READER_WHATWG];

  return s != NULL ? s : self->schemes[US_LENS_READER_RFC3986];
}

static gboolean
is_special (const char *scheme)
{
  static const char *const special[] = { "http", "https", "ws", "wss", "ftp", "file" };

  for (guint i = 0; scheme != NULL && i < G_N_ELEMENTS (special); i++)
    if (strcmp (scheme, special[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The host as written: a browser's span of it, or, when a browser refuses
 * the link, the text after "//" (or "\\") up to "/", "\", "?" or "#",
 * after the last "@". */
static gboolean
written_host (const UsLens *self,
              gsize        *start,
              gsize        *end)
{
  gsize i, e, at;

  if (self->has_host_span)
    {
      *start = self->host_start, *end = self->host_end;
      return TRUE;
    }
  i = us_find_byte (self->input, 0, self->len, ':');
  if (i >= self->len || i + 3 > self->len ||
      (self->input[i + 1] != '/' && self->input[i + 1] != '\\') ||
      (self->input[i + 2] != '/' && self->input[i + 2] != '\\'))
    return FALSE;
  i += 3;
  for (e = i; e < self->len; e++)
    if (strchr ("/\\?#", self->input[e]) != NULL)
      break;
  at = e;
  while (at > i && self->input[at - 1] != '@')
    at--;
  *start = at > i ? at : i;
  *end = e;
  /* the port */
  for (gsize k = *end; k > *start; k--)
    if (self->input[k - 1] == ':')
      {
        if (self->input[*start] != '[' || self->input[k - 2] == ']')
          *end = k - 1;
        break;
      }
    else if (!g_ascii_isdigit (self->input[k - 1]))
      break;
  return *end > *start;
}

/* ---- target-embedding ---- */

static void
find_target_embedding (UsLens *self)
{
  gsize rd_len, prefix_len, i = 0;
  g_autofree char *prefix = NULL;

  if (!self->host_is_domain || self->ascii_host == NULL || self->registrable_domain == NULL)
    return;
  {
    /* compute_host's lookup of the same host (it set registrable_domain). */
    const char *ascii_rd = self->ascii_registrable_domain;
    gsize hlen = strlen (self->ascii_host);

    if (ascii_rd == NULL)
      return;
    if (hlen > 0 && self->ascii_host[hlen - 1] == '.')
      hlen--;
    rd_len = strlen (ascii_rd);
    if (rd_len > 0 && ascii_rd[rd_len - 1] == '.')
      rd_len--;
    if (hlen <= rd_len + 1)
      return;
    prefix_len = hlen - rd_len - 1;
    prefix = g_strndup (self->ascii_host, prefix_len);
    /* Tokens split at "." and "-": two or three of them joined by dots
     * that spell a well-known domain. */
    while (i < prefix_len)
      {
        for (guint n = 3; n >= 2; n--)
          {
            gsize j = i;
            guint dots = 0;
            const char *found;

            while (j < prefix_len && prefix[j] != '-')
              {
                if (prefix[j] == '.' && ++dots == n)
                  break;
                j++;
              }
            if (dots + 1 < n)
              continue;
            found = us_lookalike_known_domain (prefix + i, j - i);
            if (found != NULL && strncmp (found, ascii_rd, rd_len) != 0)
              {
                gsize s = self->has_host_span ? self->host_start : 0;
                gsize e = self->has_rd_span && self->rd_start > s ? self->rd_start - 1 : (self->has_host_span ? self->host_end : self->len);
                /* The text before the registrable domain as the input
                 * writes it, or as the host reads when the input hides
                 * the registrable domain (percent-encoded) */
                g_autofree char *shown = self->has_rd_span ? quote (self, s, e)
                                                           : us_quote (prefix, prefix_len, QUOTE_MAX);
                g_autofree char *domain = us_quote (self->registrable_domain, strlen (self->registrable_domain), QUOTE_MAX);
                g_autofree char *who = hosts (self);

                /* TRANSLATORS: the first %s is a registrable domain ("evil.com"), the second the text before it ("paypal.com-login"), the third a well-known domain, the fourth says who reads which host */
                us_lens_add_finding (self, US_LENS_TARGET_EMBEDDING, US_SEVERITY_WARNING, s, e,
                                     g_strdup_printf (_("the registrable domain is %s; the text before it, “%s”, imitates %s, a well-known domain that the link does not go to: %s"),
                                                      domain, shown, found, who),
                                     "Chromium lookalike checks, target embedding", g_strdup (found));
                return;
              }
          }
        while (i < prefix_len && prefix[i] != '.' && prefix[i] != '-')
          i++;
        i++;
      }
  }
}

/* ---- delimiter-lookalike ---- */

static const struct {
  gunichar c;
  char looks;
} delimiters[] = {
  { 0x2044, '/' }, { 0x2215, '/' }, { 0x29F8, '/' }, { 0xFF0F, '/' }, { 0x2571, '/' }, { 0x3033, '/' },
  { 0xFF20, '@' }, { 0xFE6B, '@' },
  { 0xFF1F, '?' }, { 0xFE56, '?' },
  { 0xFF03, '#' }, { 0xFE5F, '#' },
  { 0xFF3C, '\\' }, { 0x2216, '\\' }, { 0x29F5, '\\' }, { 0xFE68, '\\' },
  { 0xFF1A, ':' }, { 0xA789, ':' }, { 0x2236, ':' },
};

static void
find_delimiter_lookalikes (UsLens *self)
{
  gsize s, e;

  if (!written_host (self, &s, &e))
    return;
  /* Only a character beyond ASCII looks like a delimiter: the ASCII
   * bytes skipped eight at a time. */
  for (gsize i = us_lens_skip_plain (self->input, s, e, '\0'); i < e; i = us_lens_skip_plain (self->input, i, e, '\0'))
    {
      gsize n = (gsize) g_utf8_skip[(guchar) self->input[i]];
      gunichar u;
      char label[16] = "a";
      gint un;
      const char *fate;
      char looks = 0;

      if ((guchar) self->input[i] < 0x80 || n > e - i || !g_utf8_validate_len (self->input + i, n, NULL))
        {
          i++;
          continue;
        }
      u = g_utf8_get_char (self->input + i);
      for (guint k = 0; k < G_N_ELEMENTS (delimiters); k++)
        if (delimiters[k].c == u)
          looks = delimiters[k].looks;
      if (looks == 0)
        {
          i += n;
          continue;
        }
      {
        /* (the strings declared only here: none a character of the host) */
        g_autofree char *ascii = NULL;
        g_autofree char *what = NULL;
        g_autofree char *who = NULL;

        un = g_unichar_to_utf8 (u, label + 1);
        label[1 + un] = 'a';
        ascii = us_lookalike_to_ascii (label, (gsize) un + 2);
        if (ascii != NULL && strlen (ascii) == 3 && ascii[1] == looks)
          /* TRANSLATORS: part of a finding's message: what a browser does with a character that looks like a delimiter */
          fate = _("a browser maps it to that very character, which a host name cannot hold, so it refuses the link");
        else if (ascii != NULL)
          fate = _("a browser keeps it as a character of the host name, so the name goes on past it");
        else
          fate = _("a browser does not allow it in a host name and refuses the link");
        what = us_describe_char (self->input, self->len, i);
        who = hosts (self);
        /* TRANSLATORS: the first %s names a character ("“／” (U+FF0F)"), the second is the delimiter it looks like ("/"), the third what a browser does with it, the fourth says who reads which host */
        us_lens_add_finding (self, US_LENS_DELIMITER_LOOKALIKE, US_SEVERITY_WARNING, i, i + n,
                             g_strdup_printf (_("%s in the host looks like “%c”, but it is another character; %s: %s"),
                                              what, looks, fate, who),
                             "UTS #46 §4; Chromium URL display guidelines", g_strdup_printf ("%c", looks));
      }
      i += n;
    }
}

/* ---- encoded-host ---- */

static void
find_encoded_host (UsLens *self)
{
  gsize s, e, first = G_MAXSIZE;
  GString *decoded;
  GString *hidden;
  g_autofree char *shown = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *who = NULL;

  if (!is_special (scheme_of (self)) || !written_host (self, &s, &e))
    return;
  /* No "%" in the host, the common case: nothing encoded, nothing built. */
  if (e <= s || memchr (self->input + s, '%', e - s) == NULL)
    return;
  decoded = g_string_new (NULL);
  hidden = g_string_new (NULL);
  for (gsize i = s; i < e; i++)
    {
      if (self->input[i] == '%' && i + 2 < e && us_hex_value (self->input[i + 1]) >= 0 &&
          us_hex_value (self->input[i + 2]) >= 0)
        {
          char byte = (char) (us_hex_value (self->input[i + 1]) * 16 + us_hex_value (self->input[i + 2]));

          first = MIN (first, i);
          if ((guchar) byte < 0x80 && strchr ("./@?#:\\", byte) != NULL && byte != '\0')
            {
              if (strchr (hidden->str, byte) == NULL)
                g_string_append_c (hidden, byte);
            }
          else if ((guchar) byte >= 0x80 && strchr (hidden->str, '*') == NULL)
            g_string_append_c (hidden, '*');
          g_string_append_c (decoded, byte);
          i += 2;
        }
      else
        g_string_append_c (decoded, self->input[i]);
    }
  if (first == G_MAXSIZE)
    {
      g_string_free (decoded, TRUE);
      g_string_free (hidden, TRUE);
      return;
    }
  shown = quote (self, s, e);
  plain = us_quote (decoded->str, decoded->len, QUOTE_MAX);
  who = hosts (self);
  {
    GString *what = g_string_new (NULL);
    char *message;

    for (const char *p = hidden->str; *p != '\0'; p++)
      {
        if (what->len > 0)
          g_string_append (what, ", ");
        if (*p == '*')
          g_string_append (what, _("letters outside ASCII"));
        else
          g_string_append_printf (what, "“%c”", *p);
      }
    if (what->len > 0)
      /* TRANSLATORS: the first %s is the host as written, the second decoded, the third the characters the encoding hid ("“.”, “@”"), the fourth says who reads which host */
      message = g_strdup_printf (_("the host “%s” is written with percent-encoded bytes, which a browser decodes before it reads the host: decoded, it is “%s”; the encoding hid %s: %s"),
                                 shown, plain, what->str, who);
    else
      /* TRANSLATORS: the first %s is the host as written, the second decoded, the third says who reads which host */
      message = g_strdup_printf (_("the host “%s” is written with percent-encoded bytes, which a browser decodes before it reads the host: decoded, it is “%s”, a name the encoding hides from the eye: %s"),
                                 shown, plain, who);
    us_lens_add_finding (self, US_LENS_ENCODED_HOST, US_SEVERITY_WARNING, s, e, message,
                         "URL Standard §3.5", g_strdup (plain));
    g_string_free (what, TRUE);
  }
  g_string_free (decoded, TRUE);
  g_string_free (hidden, TRUE);
}

/* ---- ipv4-in-ipv6 ---- */

static void
find_ipv4_in_ipv6 (UsLens *self)
{
  gsize hlen;
  g_autofree char *inside = NULL;
  g_autoptr(GInetAddress) address = NULL;
  const guint8 *b;
  const char *kind;
  g_autofree char *v4 = NULL;
  g_autofree char *written = NULL;
  gsize s, e;

  if (self->ascii_host == NULL || self->ascii_host[0] != '[' || !written_host (self, &s, &e))
    return;
  hlen = strlen (self->ascii_host);
  if (hlen < 3 || self->ascii_host[hlen - 1] != ']')
    return;
  inside = g_strndup (self->ascii_host + 1, hlen - 2);
  address = g_inet_address_new_from_string (inside);
  if (address == NULL || g_inet_address_get_family (address) != G_SOCKET_FAMILY_IPV6)
    return;
  b = g_inet_address_to_bytes (address);
  for (guint k = 0; k < 10; k++)
    if (b[k] != 0)
      {
        /* NAT64's well-known prefix, 64:ff9b::/96 (RFC 6052) */
        if (!(b[0] == 0 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && memcmp (b + 4, "\0\0\0\0\0\0\0\0", 8) == 0))
          return;
        break;
      }
  if (b[1] == 0x64)
    /* TRANSLATORS: a kind of IPv6 address */
    kind = _("an address of NAT64's well-known prefix, which a NAT64 gateway translates");
  else if (b[10] == 0xff && b[11] == 0xff)
    kind = _("an IPv4-mapped address");
  else if (b[10] == 0 && b[11] == 0 && !(b[12] == 0 && b[13] == 0 && b[14] == 0 && b[15] <= 1))
    kind = _("an IPv4-compatible address, a deprecated form");
  else
    return;
  v4 = g_strdup_printf ("%u.%u.%u.%u", b[12], b[13], b[14], b[15]);
  written = quote (self, s, e);
  /* TRANSLATORS: the first %s is the host as written ("[::ffff:7f00:1]"), the second an IPv4 address, the third a kind of IPv6 address, the fourth the IPv4 address again */
  us_lens_add_finding (self, US_LENS_IPV4_IN_IPV6, US_SEVERITY_WARNING, s, e,
                       g_strdup_printf (_("the host “%s” is an IPv6 address that holds the IPv4 address %s (%s): a system that opens the link may connect to %s"),
                                        written, v4, kind, v4),
                       "RFC 4291 §2.5.5; RFC 6052", g_strdup (v4));
}

/* ---- at-after-host ---- */

/* The end of a host name's run at @i: letters, digits, "-" and ".", with a
 * dot and a registrable domain; @i when none. */
static gsize
host_name_at (const UsLens *self,
              gsize         i,
              gsize         end)
{
  gsize j = i;
  g_autofree char *text = NULL;
  g_autofree char *rd = NULL;

  while (j < end && (g_ascii_isalnum (self->input[j]) || self->input[j] == '-' || self->input[j] == '.'))
    j++;
  while (j > i && self->input[j - 1] == '.')
    j--;
  if (j - i < 4 || memchr (self->input + i, '.', j - i) == NULL || self->input[i] == '.' || self->input[i] == '-')
    return i;
  {
    gsize t = j, dots = 0;
    gboolean digits = TRUE;

    /* an IPv4 address of four numbers */
    for (gsize k = i; k < j; k++)
      {
        dots += self->input[k] == '.';
        digits = digits && (g_ascii_isdigit (self->input[k]) || self->input[k] == '.');
      }
    if (digits)
      return dots == 3 ? j : i;
    /* else a top-level domain of letters ("238.a.4" is none) */
    while (t > i && g_ascii_isalpha (self->input[t - 1]))
      t--;
    if (j - t < 2 || self->input[t - 1] != '.')
      return i;
  }
  text = g_ascii_strdown (self->input + i, j - i);
  rd = us_lens_psl_registrable_domain (text);
  return rd != NULL ? j : i;
}

static void
find_at_after_host (UsLens *self)
{
  UsResult *result = self->raw[US_LENS_READER_WHATWG].error == NULL ? self->whatwg : self->rfc3986;
  const UsComponent parts[] = { US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT };

  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    {
      gsize s, e, at, name_end;
      g_autofree char *shown = NULL;
      g_autofree char *name = NULL;
      g_autofree char *who = NULL;

      if (!us_result_get_component (result, parts[k], &s, &e) || e == s || s == 0)
        continue;
      at = us_find_byte (self->input, s, MIN (e, s + 64), '@');
      if (at >= e || at >= s + 64)
        continue;
      /* "?email=a@example.com" is a value, not a disguise. */
      if (us_find_byte (self->input, s, at, '=') < at || us_find_byte (self->input, s, at, '&') < at ||
          us_find_byte (self->input, s, at, '/') < at)
        continue;
      name_end = host_name_at (self, at + 1, e);
      if (name_end == at + 1)
        continue;
      shown = quote (self, s - 1, name_end);
      name = quote (self, at + 1, name_end);
      who = hosts (self);
      us_lens_add_finding (self, US_LENS_AT_AFTER_HOST, US_SEVERITY_WARNING, s - 1, name_end,
                           parts[k] == US_COMPONENT_QUERY
                           /* TRANSLATORS: the first %s is like “?@example.com”, the second a host name in it, the third says who reads which host */
                           ? g_strdup_printf (_("“%s” after the host looks like user information before the host %s, but it is the query, which no reader goes to: %s"),
                                              shown, name, who)
                           /* TRANSLATORS: the first %s is like “#@example.com”, the second a host name in it, the third says who reads which host */
                           : g_strdup_printf (_("“%s” after the host looks like user information before the host %s, but it is the fragment, which no reader goes to: %s"),
                                              shown, name, who),
                           "RFC 3986 §3.2.1; Chromium trickuri", g_strdup (name));
    }
}

/* ---- url-in-path ---- */

static void
find_url_in_path (UsLens *self)
{
  UsResult *result = self->raw[US_LENS_READER_WHATWG].error == NULL ? self->whatwg : self->rfc3986;
  gsize s, e;

  if (self->ascii_host == NULL || !us_result_get_component (result, US_COMPONENT_PATH, &s, &e) || e - s < 10)
    return;
  for (gsize i = s; i + 3 < e; i++)
    {
      gsize j = i, name_end;

      if (self->input[i] != '/' || !g_ascii_isalpha (self->input[i + 1]))
        continue;
      j = i + 1;
      while (j < e && (g_ascii_isalnum (self->input[j]) || self->input[j] == '+' || self->input[j] == '-' || self->input[j] == '.'))
        j++;
      if (j + 3 > e || self->input[j] != ':' || self->input[j + 1] != '/' || self->input[j + 2] != '/')
        continue;
      name_end = host_name_at (self, j + 3, e);
      if (name_end == j + 3)
        continue;
      {
        /* (the strings declared only here: none a character of the path) */
        g_autofree char *shown = quote (self, i + 1, e);
        g_autofree char *name = quote (self, j + 3, name_end);
        g_autofree char *who = hosts (self);

        /* TRANSLATORS: the first %s is a link written in the path, the second its host, the third says who reads which host */
        us_lens_add_finding (self, US_LENS_URL_IN_PATH, US_SEVERITY_WARNING, i + 1, e,
                             g_strdup_printf (_("the path shows a link, “%s”, but it is only a path on the host the link goes to, not %s: %s"),
                                              shown, name, who),
                             "Chromium trickuri; phishing reports", g_strdup (shown));
      }
      return;
    }
}

/* ---- mail-headers ---- */

static char *
decode (const char *text,
        gsize       len)
{
  GString *out = g_string_sized_new (len);

  for (gsize i = 0; i < len; i++)
    if (text[i] == '%' && i + 2 < len && us_hex_value (text[i + 1]) >= 0 && us_hex_value (text[i + 2]) >= 0)
      {
        g_string_append_c (out, (char) (us_hex_value (text[i + 1]) * 16 + us_hex_value (text[i + 2])));
        i += 2;
      }
    else
      g_string_append_c (out, text[i]);
  return g_string_free (out, FALSE);
}

static void
find_mail_headers (UsLens *self)
{
  const char *scheme = scheme_of (self);
  gsize s = 0, e = self->len, q, path_end;

  if (g_strcmp0 (scheme, "mailto") != 0)
    return;
  /* the recipients: a line break there starts a header of its own */
  s = us_find_byte (self->input, 0, self->len, ':') + 1;
  q = us_find_byte (self->input, s, self->len, '?');
  path_end = MIN (q, us_find_byte (self->input, s, self->len, '#'));
  e = us_find_byte (self->input, q, self->len, '#');
  for (gsize i = s; i <= e && i <= self->len;)
    {
      gsize amp = i < path_end ? path_end : us_find_byte (self->input, i, e, '&');
      gsize eq = us_find_byte (self->input, i, amp, '=');
      g_autofree char *name = i < path_end ? g_strdup ("to") : decode (self->input + i, eq - i);
      g_autofree char *value = i < path_end ? decode (self->input + i, amp - i)
                                            : decode (self->input + MIN (eq + 1, amp), amp - MIN (eq + 1, amp));
      gboolean recipients = g_ascii_strcasecmp (name, "to") == 0 || g_ascii_strcasecmp (name, "cc") == 0 ||
                            g_ascii_strcasecmp (name, "bcc") == 0;
      gboolean breaks = g_ascii_strcasecmp (name, "body") != 0 && strpbrk (value, "\r\n") != NULL;

      if (breaks)
        {
          g_autofree char *shown = quote (self, i, amp);
          const char *nl = strpbrk (value, "\r\n");
          g_autofree char *added = NULL;

          while (*nl == '\r' || *nl == '\n')
            nl++;
          added = us_quote (nl, strlen (nl), QUOTE_MAX);
          /* TRANSLATORS: the first %s is part of a mailto: link, the second the header lines it adds ("Bcc: x@evil.com") */
          us_lens_add_finding (self, US_LENS_MAIL_HEADERS, US_SEVERITY_WARNING, i, amp,
                               g_strdup_printf (_("“%s” holds a line break, which ends the header: a mail program that copies it adds the lines “%s” as headers of their own"),
                                                shown, added),
                               "RFC 6068 §7; CWE-93", g_strdup (added));
        }
      else if (recipients && i >= path_end && *value != '\0')
        {
          g_autofree char *who = us_quote (value, strlen (value), QUOTE_MAX);
          g_autofree char *field = g_ascii_strdown (name, -1);

          us_lens_add_finding (self, US_LENS_MAIL_HEADERS, US_SEVERITY_WARNING, i, amp,
                               g_ascii_strcasecmp (name, "bcc") == 0
                               /* TRANSLATORS: %s is a mail address */
                               ? g_strdup_printf (_("the link adds a hidden recipient (bcc): %s receives a copy of the mail, and the other recipients are not told"), who)
                               /* TRANSLATORS: the first %s is a header ("cc"), the second a mail address */
                               : g_strdup_printf (_("the link adds recipients in its query (%s): %s receives the mail too"), field, who),
                               "RFC 6068 §2", g_strdup (value));
        }
      else if (i >= path_end && *name != '\0' && g_ascii_strcasecmp (name, "subject") != 0 &&
               g_ascii_strcasecmp (name, "body") != 0 && !recipients && strpbrk (name, "\r\n") == NULL)
        {
          g_autofree char *header = us_quote (name, strlen (name), QUOTE_MAX);
          g_autofree char *v = us_quote (value, strlen (value), QUOTE_MAX);

          /* TRANSLATORS: the first %s is a mail header ("Reply-To"), the second its value */
          us_lens_add_finding (self, US_LENS_MAIL_HEADERS, US_SEVERITY_NOTE, i, amp,
                               g_strdup_printf (_("the link adds the header “%s: %s” to the mail"), header, v),
                               "RFC 6068 §2", g_strdup (header));
        }
      if (amp >= e)
        break;
      i = i < path_end ? (q < e ? q + 1 : e + 1) : amp + 1;
    }
}

/* ---- remote-file ---- */

static void
find_remote_file (UsLens *self)
{
  gsize s, e;
  g_autofree char *host = NULL;

  if (g_strcmp0 (scheme_of (self), "file") != 0 || !written_host (self, &s, &e))
    return;
  if (self->ascii_host != NULL && (*self->ascii_host == '\0' || strcmp (self->ascii_host, "localhost") == 0))
    return;
  if (self->ascii_host == NULL && e - s == 9 && g_ascii_strncasecmp (self->input + s, "localhost", 9) == 0)
    return;
  host = self->display_host != NULL ? g_strdup (self->display_host) : quote (self, s, e);
  /* TRANSLATORS: %s is a host name */
  us_lens_add_finding (self, US_LENS_REMOTE_FILE, US_SEVERITY_WARNING, s, e,
                       g_strdup_printf (_("a file: link with the host %s: to open it, a system may connect to that host as to a network share, and send your login's credentials to it"),
                                        host),
                       "RFC 8089 §3; CWE-200", g_strdup (host));
}

/**
 * us_lens_find_tricks:
 *
 * The findings of this file, in no order (us_lens_find() sorts them).
 */
void
us_lens_find_tricks (UsLens *self)
{
  find_target_embedding (self);
  find_delimiter_lookalikes (self);
  find_encoded_host (self);
  find_ipv4_in_ipv6 (self);
  find_at_after_host (self);
  find_url_in_path (self);
  find_mail_headers (self);
  find_remote_file (self);
}
