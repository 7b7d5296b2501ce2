/* us-diagnostic.c — codes, names and messages of diagnostics
 *
 * A diagnostic is data; its message is built only when someone wants to read
 * it, from a translatable template that names the character (with its code
 * point), the rule and the section of the spec, and says how to fix it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-printf-private.h"
#include "us-result-private.h"
#include "us-scan-private.h"

/* The text of [start, end) fit to quote in a message, in the display form
 * of every text output (us-quote.c), and at most 40 characters. */
static char *
quote_span (const char *text,
            gsize       start,
            gsize       end)
{
  return us_quote (text + start, end > start ? end - start : 0, 40);
}

/* Counts the 16-bit groups of the IPv6 text [start, end) for the messages on
 * group counts, the same way the parser does. */
static guint
count_ipv6_groups (const char *text,
                   gsize       start,
                   gsize       end,
                   gboolean   *compressed)
{
  guint groups = 0;
  gsize i = start;

  *compressed = FALSE;
  while (i < end)
    {
      gsize g = i;

      while (i < end && text[i] != ':')
        i++;
      if (i > g)
        groups += memchr (text + g, '.', i - g) ? 2 : 1;
      if (i + 1 < end && text[i] == ':' && text[i + 1] == ':')
        {
          *compressed = TRUE;
          i++;
        }
      i++;
    }
  return groups;
}

/* Where the spec says that white space around a reference is not part of
 * it. */
static const char *
delimiting_section (UsSpec spec)
{
  switch (spec)
    {
    case US_SPEC_RFC2396:
      return "RFC 2396 Appendix E";
    case US_SPEC_RFC1808:
    case US_SPEC_RFC1738:
      return "RFC 1738 Appendix";
    case US_SPEC_RFC3986:
    default:
      return "RFC 3986 Appendix C";
    }
}

/* The name of the delimiters whose character starts at @at (see
 * us_find_wrapping()), for the messages on a wrapped reference. */
static const char *
delimiter_name (const char *text,
                gsize       len,
                gsize       at)
{
  gunichar c = (guchar) text[at];

  if (c >= 0x80)
    c = g_utf8_get_char_validated (text + at, (gssize) (len - at));
  switch (c)
    {
    case '"':
      return _("double quotes");
    case '\'':
      return _("single quotes");
    case '<':
      if (len - at >= 5 && g_ascii_strncasecmp (text + at + 1, "URL:", 4) == 0)
        return _("angle brackets and the prefix “URL:”");
      return _("angle brackets");
    case '>':
      return _("angle brackets");
    case 0x2018:
    case 0x2019:
      return _("typographic single quotes");
    case 0xAB:
    case 0xBB:
      return _("guillemets");
    default:
      return _("typographic double quotes");
    }
}

/* The set of RFC 2396 §2.4.3 that excludes @c from URIs, or US_RULE_NONE. */
static UsRule
excluded_class_2396 (guchar c)
{
  if (c < 0x20 || c == 0x7f)
    return US_RULE_2396_CONTROL;
  if (c == ' ')
    return US_RULE_2396_SPACE;
  if (strchr ("<>#%\"", c) != NULL)
    return US_RULE_2396_DELIMS;
  if (strchr ("{}|\\^[]`", c) != NULL)
    return US_RULE_2396_UNWISE;
  return US_RULE_NONE;
}

/* The set of RFC 1808 §2.2 (or RFC 1738 §5, which has the same) that
 * holds @c, when it is excluded from URLs: national or punctuation. */
static UsRule
excluded_class_older (UsSpec spec,
                      guchar c)
{
  gboolean is_1738 = spec == US_SPEC_RFC1738;

  if (c != '\0' && strchr ("{}|\\^~[]`", c) != NULL)
    return is_1738 ? US_RULE_1738_NATIONAL : US_RULE_1808_NATIONAL;
  if (c != '\0' && strchr ("<>#%\"", c) != NULL)
    return is_1738 ? US_RULE_1738_PUNCTUATION : US_RULE_1808_PUNCTUATION;
  return US_RULE_NONE;
}

/* "an “http” URL": the scheme of the result, for the messages of RFC 1738,
 * whose schemes each have a syntax of their own. */
static char *
scheme_of (const UsResult *self)
{
  g_autofree char *scheme = us_result_dup_component (self, US_COMPONENT_SCHEME);
  g_autofree char *quoted = quote_span (scheme ? scheme : "", 0, scheme ? strlen (scheme) : 0);

  return g_ascii_strdown (quoted, -1);
}

/* The rules of a host name (a registered name, or a label of one), where a
 * browser reads a domain. */
static gboolean
is_host_name_rule (UsRule rule)
{
  return rule == US_RULE_3986_REG_NAME || rule == US_RULE_3987_IREG_NAME ||
         rule == US_RULE_2396_DOMAINLABEL || rule == US_RULE_2396_TOPLABEL ||
         rule == US_RULE_1738_DOMAINLABEL || rule == US_RULE_1738_TOPLABEL;
}

/* The rules of an RFC 2396 authority, where RFC 3986 has IP literals. */
static gboolean
in_authority_2396 (UsRule rule)
{
  return rule == US_RULE_2396_REG_NAME || rule == US_RULE_2396_USERINFO ||
         rule == US_RULE_2396_DOMAINLABEL || rule == US_RULE_2396_TOPLABEL ||
         rule == US_RULE_2396_PORT;
}

/**
 * us_result_format_message:
 *
 * Returns: (transfer full): the translated message of @diagnostic, built
 *   from its template, naming the character, the rule and the section, with
 *   the fix-it in words when there is one.
 */
char *
us_result_format_message (const UsResult     *self,
                          const UsDiagnostic *diagnostic)
{
  return us_result_format_message_full (self, diagnostic, TRUE);
}

/**
 * us_result_format_message_at:
 * @offered: whether the diagnostic's fix-it is offered
 *   (us_analysis_dup_offered_fixes()); when not, the message leaves it out
 *
 * Returns: (transfer full): the message of the diagnostic at @index, as
 *   the problems list and the command line's text and JSON show it
 */
char *
us_result_format_message_at (const UsResult *self,
                             guint           index,
                             gboolean        offered)
{
  UsDiagnostic without;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->n_diagnostics, NULL);
  if (offered || !self->diagnostics[index].has_fix)
    return us_result_format_message (self, &self->diagnostics[index]);
  without = self->diagnostics[index];
  without.has_fix = FALSE;
  return us_result_format_message (self, &without);
}

/* "pct-encoded, RFC 3986 §2.1": the rule and where it is defined (RFC
 * 1630 numbers no sections), which most messages cite: made once a rule
 * and kept, not once a message. */
static const char *
rule_cite (UsRule rule)
{
  static char *cites[US_RULE_COUNT];
  UsRule r = (guint) rule < US_RULE_COUNT ? rule : US_RULE_NONE;
  char *cite = g_atomic_pointer_get (&cites[r]);

  if (cite == NULL)
    {
      const char *name = us_rule_name (r);
      const char *doc = us_rule_document (r);
      const char *section = us_rule_section (r);

      cite = section[0] != '\0' ? us_strdup_printf ("%s, %s §%s", name, doc, section)
                                 : us_strdup_printf ("%s, %s", name, doc);
      if (!g_atomic_pointer_compare_and_exchange (&cites[r], NULL, cite))
        {
          g_free (cite);
          cite = g_atomic_pointer_get (&cites[r]);
        }
    }
  return cite;
}

/* The character at @at described ("space (U+0020)"), or the end. */
static char *
describe_at (const UsResult *self,
             gsize           at)
{
  if (at < self->len)
    return us_describe_char (self->input, self->len, at);
  return g_strdup (_("the end of the input"));
}

/* The parts of a message that take allocations, each made when the
 * message's template first asks for it (a message uses a few of them, and
 * a view formats every diagnostic's): the character described, the span
 * quoted. */
#define WHAT() (what != NULL ? what : (what = describe_at (self, d->start)))
#define SPAN() (span != NULL ? span : (span = quote_span (text, d->start, d->end)))

char *
us_result_format_message_full (const UsResult     *self,
                               const UsDiagnostic *diagnostic,
                               gboolean            with_refusal)
{
  const UsDiagnostic *d = diagnostic;
  const char *text = self->input;
  g_autofree char *what = NULL;
  g_autofree char *span = NULL;
  const char *rule = us_rule_name (d->rule);
  const char *place = us_rule_description (d->rule);
  const char *cite = rule_cite (d->rule);
  char *message = NULL;
  const char *suffix = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (d != NULL, NULL);

  if (d->code >= US_DIAG_WHATWG_FIRST)
    {
      message = us_whatwg_format_message (self, d, &suffix);
      if (with_refusal && self->url_failed && d == &self->diagnostics[self->url_failure])
        {
          /* TRANSLATORS: the error at which a browser's URL parser gives up */
          char *refused = us_strdup_printf (_("%s; a browser refuses this link"), message);

          g_free (message);
          message = refused;
        }
    }
  else switch (d->code)
    {
    case US_DIAG_LEADING_WHITESPACE:
      message = us_strdup_printf (_("%s before the reference is not part of it (%s)"), WHAT (), delimiting_section (self->spec));
      suffix = N_("remove it");
      break;
    case US_DIAG_TRAILING_WHITESPACE:
      message = us_strdup_printf (_("%s after the reference is not part of it (%s)"), WHAT (), delimiting_section (self->spec));
      suffix = N_("remove it");
      break;
    case US_DIAG_SPACE:
    case US_DIAG_EXCLUDED_CHAR:
    case US_DIAG_CONTROL_CHAR:
    case US_DIAG_SCHEME_BAD_CHAR:
    case US_DIAG_IPV6_BAD_CHAR:
    case US_DIAG_IPVFUTURE_BAD_CHAR:
      {
        guchar c = (guchar) text[d->start];
        UsRule excluded = self->spec == US_SPEC_RFC2396 ? excluded_class_2396 (c)
                          : self->spec == US_SPEC_RFC1808 || self->spec == US_SPEC_RFC1738
                          ? excluded_class_older (self->spec, c)
                          : US_RULE_NONE;

        if (excluded == US_RULE_1738_PUNCTUATION && c == '#')
          message = us_strdup_printf (_("%s is not allowed in %s (%s): it is in the excluded set “%s” (%s §%s), and a fragment identifier that follows it is not part of the URL (RFC 1738 §2.2)"),
                                     WHAT (), place, cite, us_rule_name (excluded),
                                     us_rule_document (excluded), us_rule_section (excluded));
        else if ((excluded == US_RULE_1808_NATIONAL || excluded == US_RULE_1738_NATIONAL) && c == '~')
          message = us_strdup_printf (_("%s is not allowed in %s (%s): it is in the excluded set “%s” (%s §%s); RFC 2396 and RFC 3986 allow it as an unreserved character"),
                                     WHAT (), place, cite, us_rule_name (excluded),
                                     us_rule_document (excluded), us_rule_section (excluded));
        else if (excluded == US_RULE_2396_UNWISE && in_authority_2396 (d->rule) && (c == '[' || c == ']'))
          message = us_strdup_printf (_("%s is not allowed in %s (%s): it is in the excluded set “%s” (%s §%s); RFC 2732 and RFC 3986 allow it around an IPv6 address in the host"),
                                     WHAT (), place, cite, us_rule_name (excluded),
                                     us_rule_document (excluded), us_rule_section (excluded));
        else if (excluded != US_RULE_NONE)
          /* TRANSLATORS: the fifth %s is the name of a set of characters the spec excludes ("unwise", "national") */
          message = us_strdup_printf (_("%s is not allowed in %s (%s): it is in the excluded set “%s” (%s §%s)"),
                                     WHAT (), place, cite, us_rule_name (excluded),
                                     us_rule_document (excluded), us_rule_section (excluded));
        else
          message = us_strdup_printf (_("%s is not allowed in %s (%s)"), WHAT (), place, cite);

        /* In a host name, no percent-encoding of it is a fix either: a
         * browser decodes the name and refuses it (us-scan.c). */
        if (is_host_name_rule (d->rule) && us_char_forbidden_in_domain (c))
          {
            char *host = d->has_fix && d->fix_len == 0
              ? us_strdup_printf (_("%s; a browser removes it before it reads the link (URL Standard §4.4)"), message)
              /* TRANSLATORS: "this is not a host": the text is no host name with or without the character */
              : us_strdup_printf (_("%s; a host name cannot hold it, not even percent-encoded (a forbidden host code point, URL Standard §3.5): remove it, or this is not a host"), message);

            g_free (message);
            message = host;
            suffix = N_("remove it");
            break;
          }
      }
      suffix = N_("percent-encode it as %s");
      /* A "\" in the user information of an http (or other special) URL:
       * the fix is a browser's reading (us-scan.c); say what each reading
       * means. */
      if (d->has_fix && d->fix_len == 1 && d->fix_text[0] == '/' && text[d->start] == '\\')
        {
          char *why = us_strdup_printf (_("%s; a browser reads “\\” as “/”, so for it the host ends before the “\\” and the rest is the path, while percent-encoded as %%5C the “\\” would keep what follows “@” as the host"),
                                       message);

          g_free (message);
          message = why;
          suffix = N_("write “%s” to read the link as a browser does");
        }
      break;
    case US_DIAG_NON_ASCII:
    case US_DIAG_NON_ASCII_HOST:
      if (self->spec == US_SPEC_RFC3987)
        /* An IRI admits UCS characters, but not in this part. */
        message = us_strdup_printf (_("%s is not allowed in %s (%s), in an IRI either"),
                                   WHAT (), place, cite);
      else if (d->code == US_DIAG_NON_ASCII_HOST || (d->has_fix && d->fix_len > 0 && d->fix_text[0] == '%'))
        message = us_strdup_printf (_("%s is not allowed in %s of a URI (%s) but is allowed in an IRI (RFC 3987)"),
                                   WHAT (), place, cite);
      else
        message = us_strdup_printf (_("%s is not allowed in %s (%s)"), WHAT (), place, cite);
      if (d->has_fix && d->fix_len > 0 && d->fix_text[0] != '%')
        suffix = N_("write the host name in its IDNA form “%s”");
      else
        suffix = N_("percent-encode it here as %s");
      break;
    case US_DIAG_INVALID_UTF8:
      message = us_strdup_printf (_("%s is not valid UTF-8 and not allowed in %s (%s)"),
                                 WHAT (), place, cite);
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_MISPLACED_BRACKET:
      message = us_strdup_printf (_("%s is only allowed around an IP literal in the host (IP-literal, RFC 3986 §3.2.2), not in %s"),
                                 WHAT (), place);
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_EXTRA_HASH:
      message = us_strdup_printf (_("a second “#” is not allowed in the fragment (%s)"), cite);
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_AT_IN_USERINFO:
      message = g_strdup (_("“@” is not allowed in the user information (userinfo, RFC 3986 §3.2.1): only the last “@” ends it"));
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_PCT_TRUNCATED:
      message = us_strdup_printf (_("incomplete percent-encoding “%s”: “%%” must be followed by two hex digits (%s)"),
                                 SPAN (), cite);
      suffix = N_("write %s if the “%%” is meant literally");
      break;
    case US_DIAG_PCT_BAD_HEX:
      {
        g_autofree char *after = quote_span (text, d->start + 1, MIN (d->start + 3, self->len));

        message = us_strdup_printf (_("“%%” must be followed by two hex digits (%s), not “%s”"),
                                   cite, after);
      }
      suffix = N_("write %s if the “%%” is meant literally");
      break;
    case US_DIAG_PCT_UNICODE_ESCAPE:
      message = us_strdup_printf (_("“%s” is a non-standard %%u escape, not percent-encoding (%s)"),
                                 SPAN (), cite);
      suffix = N_("write the character’s UTF-8 octets %s");
      break;
    case US_DIAG_PCT_NOT_ALLOWED:
      message = us_strdup_printf (_("percent-encoding is not allowed in %s (%s)"), place, cite);
      break;
    case US_DIAG_SCHEME_BAD_START:
      message = us_strdup_printf (_("a scheme must begin with a letter, not %s (%s)"), WHAT (), cite);
      break;
    case US_DIAG_NOT_A_SCHEME:
      message = us_strdup_printf (_("“%s” cannot be a scheme, because a scheme must begin with a letter (%s), so the reference is read as a relative path"),
                                 SPAN (), cite);
      break;
    case US_DIAG_COLON_IN_FIRST_SEGMENT:
      message = us_strdup_printf (_("“:” is not allowed in the first segment of a relative path (%s): what comes before it would be read as a scheme"),
                                 cite);
      suffix = N_("write “./” before the path");
      break;
    case US_DIAG_PORT_NOT_DIGITS:
      message = us_strdup_printf (_("the port must be decimal digits (port, RFC 3986 §3.2.3), not “%s”"), SPAN ());
      break;
    case US_DIAG_IP_LITERAL_UNTERMINATED:
      message = g_strdup (_("“[” opens an IP literal that is not closed by “]” (IP-literal, RFC 3986 §3.2.2)"));
      suffix = N_("add “%s” after the address");
      break;
    case US_DIAG_IP_LITERAL_EMPTY:
      message = g_strdup (_("an IP literal cannot be empty (IP-literal, RFC 3986 §3.2.2)"));
      break;
    case US_DIAG_IP_LITERAL_TRAILING:
      message = us_strdup_printf (_("only “:” and a port may follow an IP literal (authority, RFC 3986 §3.2), not “%s”"), SPAN ());
      break;
    case US_DIAG_IPV6_UNBRACKETED:
      message = g_strdup (_("an IPv6 address in a URI must be enclosed in brackets (IP-literal, RFC 3986 §3.2.2)"));
      suffix = N_("write %s");
      break;
    case US_DIAG_IPV6_TOO_MANY_GROUPS:
    case US_DIAG_IPV6_TOO_FEW_GROUPS:
      {
        gboolean compressed;
        guint groups = count_ipv6_groups (text, d->start, d->end, &compressed);

        if (d->code == US_DIAG_IPV6_TOO_FEW_GROUPS)
          message = us_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "this IPv6 address has %u group of 16 bits, but needs 8 unless “::” stands for the missing ones (IPv6address, RFC 3986 §3.2.2)",
                                                  "this IPv6 address has %u groups of 16 bits, but needs 8 unless “::” stands for the missing ones (IPv6address, RFC 3986 §3.2.2)",
                                                  groups),
                                     groups);
        else if (compressed)
          message = us_strdup_printf (_("this IPv6 address has %u groups of 16 bits besides “::”, which stands for at least one; at most 7 are allowed with it (IPv6address, RFC 3986 §3.2.2)"),
                                     groups);
        else
          message = us_strdup_printf (_("this IPv6 address has %u groups of 16 bits; it must have 8 (IPv6address, RFC 3986 §3.2.2)"),
                                     groups);
      }
      break;
    case US_DIAG_IPV6_DOUBLE_COMPRESSION:
      message = g_strdup (_("“::” may appear only once in an IPv6 address (IPv6address, RFC 3986 §3.2.2)"));
      break;
    case US_DIAG_IPV6_GROUP_TOO_LONG:
      message = us_strdup_printf (_("the IPv6 group “%s” has more than 4 hex digits (h16, RFC 3986 §3.2.2)"), SPAN ());
      break;
    case US_DIAG_IPV6_EMPTY_GROUP:
      message = g_strdup (_("a single “:” cannot begin or end an IPv6 address, and only one “::” may stand for empty groups (IPv6address, RFC 3986 §3.2.2)"));
      break;
    case US_DIAG_IPV6_BAD_IPV4:
      message = us_strdup_printf (_("“%s” is not a valid embedded IPv4 address: it must come last and be four numbers from 0 to 255 without leading zeros (IPv4address, RFC 3986 §3.2.2)"),
                                 SPAN ());
      break;
    case US_DIAG_ZONE_ID:
      message = us_strdup_printf (_("the zone identifier “%s” is not allowed by RFC 3986; RFC 6874 allows it (IPv6addrz), written as “%%25” followed by the zone"),
                                 SPAN ());
      break;
    case US_DIAG_IPVFUTURE_BAD_VERSION:
      message = g_strdup (_("“v” must be followed by a version of hexadecimal digits (IPvFuture, RFC 3986 §3.2.2)"));
      break;
    case US_DIAG_IPVFUTURE_NO_DOT:
      message = g_strdup (_("an IPvFuture address needs “.” after its version (IPvFuture, RFC 3986 §3.2.2)"));
      break;
    case US_DIAG_IPVFUTURE_NO_TAIL:
      message = g_strdup (_("an IPvFuture address needs at least one character after “.” (IPvFuture, RFC 3986 §3.2.2)"));
      break;
    case US_DIAG_IPV4_LIKE_REG_NAME:
      message = us_strdup_printf (_("“%s” looks like an IPv4 address but is not one (a number is over 255 or has a leading zero), so it is read as a registered name (reg-name, RFC 3986 §3.2.2)"),
                                 SPAN ());
      break;
    case US_DIAG_NOT_ABSOLUTE:
      if (self->spec == US_SPEC_RFC1738)
        message = us_strdup_printf (_("a URL needs a scheme and “:” (%s): RFC 1738 has no relative URLs, which came with RFC 1808"),
                                   cite);
      else
        message = us_strdup_printf (_("an absolute URI needs a scheme (%s)"), cite);
      break;
    case US_DIAG_FRAGMENT_IN_ABSOLUTE:
      message = us_strdup_printf (_("an absolute URI has no fragment (%s)"), cite);
      suffix = N_("remove it");
      break;
    case US_DIAG_NOT_A_SERVER:
      {
        g_autofree char *cause = NULL;

        switch ((int) d->rule)
          {
          case US_RULE_2396_USERINFO:
            cause = us_strdup_printf (_("“@” cannot be in the user information (%s)"), cite);
            break;
          case US_RULE_2396_PORT:
            cause = us_strdup_printf (_("“%s” is not a port, which is digits only (%s)"), SPAN (), cite);
            break;
          case US_RULE_2396_DOMAINLABEL:
            if (d->start == d->end)
              cause = us_strdup_printf (_("a label of the host name is empty (%s)"), cite);
            else
              cause = us_strdup_printf (_("“%s” is not a label of a host name, which is letters, digits and hyphens with a letter or digit at each end (%s)"),
                                       SPAN (), cite);
            break;
          case US_RULE_2396_TOPLABEL:
            if (d->start == d->end)
              cause = us_strdup_printf (_("the last label of the host name is empty (%s)"), cite);
            else
              cause = us_strdup_printf (_("“%s” cannot be the last label of a host name, which begins with a letter and is letters, digits and inner hyphens (%s)"),
                                       SPAN (), cite);
            break;
          default:
            cause = us_strdup_printf (_("the host is empty (%s)"), cite);
            break;
          }
        /* TRANSLATORS: %s is one of the causes above ("“my_host” is not a label of a host name, …") */
        message = us_strdup_printf (_("%s, so the authority is not a server (server, RFC 2396 §3.2.2) and is read as a registry-based name (reg_name, RFC 2396 §3.2.1)"),
                                   cause);
      }
      break;
    case US_DIAG_RELATIVE_WITHOUT_PATH:
      message = us_strdup_printf (_("a relative URI must begin with a path (%s), so it cannot begin with %s; the example “?y” of RFC 2396 Appendix C breaks this rule, and RFC 3986 allows it"),
                                 cite, WHAT ());
      suffix = N_("write “./” before it");
      break;
    case US_DIAG_EMPTY_OPAQUE_PART:
      message = us_strdup_printf (_("an absolute URI needs at least one character after the “:” of its scheme (%s); RFC 3986 allows an empty path here"),
                                 cite);
      break;
    case US_DIAG_IPV4_OCTET_RANGE:
      message = us_strdup_printf (_("“%s” is over 255: RFC 2396 reads any digits as a number of an IPv4 address (%s), but no address has such a number, and RFC 3986 allows only 0 to 255"),
                                 SPAN (), cite);
      break;
    case US_DIAG_EMPTY_FIRST_SEGMENT:
      message = us_strdup_printf (_("a path cannot begin with an empty segment (%s): a second “/” may not follow the “/” that begins an absolute path; RFC 2396 and RFC 3986 allow it"),
                                 cite);
      break;
    case US_DIAG_NOT_GENERIC_RL:
      message = us_strdup_printf (_("this “/” would begin a path with an empty segment, so the URL is not of the generic syntax (%s) and is read by the other form of an absolute URL, a scheme and “:” followed by any URL characters (absoluteURL, RFC 1808 §2.2)"),
                                 cite);
      break;
    case US_DIAG_NOT_IN_SCHEME_SYNTAX:
      {
        g_autofree char *scheme = scheme_of (self);
        guchar c = d->start < self->len ? (guchar) text[d->start] : 0;

        if (d->rule == US_RULE_1738_SCHEME && g_ascii_isupper (c))
          message = us_strdup_printf (_("%s is not allowed in the scheme (%s): a scheme is written in lower case"),
                                     WHAT (), cite);
        else if (d->rule == US_RULE_1738_GROUP && g_strcmp0 (us_diagnostic_get_expected (d), "alpha") == 0)
          message = us_strdup_printf (_("a newsgroup begins with a letter (%s), not with %s"), cite, WHAT ());
        else if (d->rule == US_RULE_1738_TELNETURL)
          message = us_strdup_printf (_("only “/” may follow the login of a telnet URL (%s), not %s"), cite, WHAT ());
        else if (c == '@' && (d->rule == US_RULE_1738_DOMAINLABEL || d->rule == US_RULE_1738_TOPLABEL ||
                              d->rule == US_RULE_1738_PORT))
          message = us_strdup_printf (_("“@” is not allowed in the host of a URL of the scheme “%s” (%s): RFC 1738 gives this scheme no user name or password"),
                                     scheme, cite);
        else
          message = us_strdup_printf (_("%s is not allowed in %s of a URL of the scheme “%s” (%s); only the generic syntax (otherurl) would take it, and RFC 1738 gives this scheme a syntax of its own"),
                                     WHAT (), place, scheme, cite);
        suffix = N_("percent-encode it as %s");
      }
      break;
    case US_DIAG_SCHEME_PART_MISSING:
      {
        g_autofree char *scheme = scheme_of (self);

        /* TRANSLATORS: the second %s is ABNF, such as "//" or "/" fpath */
        message = us_strdup_printf (_("a URL of the scheme “%s” needs %s here (%s)"), scheme, us_diagnostic_get_expected (d), cite);
      }
      break;
    case US_DIAG_HOST_LABEL:
      if (d->start == d->end)
        message = us_strdup_printf (d->rule == US_RULE_1738_TOPLABEL ? _("the last label of the host name is empty (%s)")
                                                                    : _("a label of the host name is empty (%s)"),
                                   cite);
      else if (d->rule == US_RULE_1738_TOPLABEL)
        message = us_strdup_printf (_("“%s” cannot be the last label of a host name, which begins with a letter and is letters, digits and inner hyphens (%s)"),
                                   SPAN (), cite);
      else
        message = us_strdup_printf (_("“%s” is not a label of a host name, which is letters, digits and hyphens with a letter or digit at each end (%s)"),
                                   SPAN (), cite);
      break;
    case US_DIAG_FTPTYPE:
      if (d->start < self->len && text[d->start] == ';')
        message = us_strdup_printf (_("“;type=” must be followed by the transfer type, A, I or D (%s)"), cite);
      else
        message = us_strdup_printf (_("the transfer type must be one letter, A, I or D (%s), not “%s”"), cite, SPAN ());
      break;
    case US_DIAG_GENERIC_SCHEME:
      message = us_strdup_printf (_("RFC 1738 gives the scheme “%s” no syntax of its own, so the URL is read under the generic syntax (%s)"),
                                 SPAN (), cite);
      break;
    case US_DIAG_PROSPERO_LINK:
      message = us_strdup_printf (_("RFC 1630 read “%s” as the link’s version and attributes after “%%00” (prosperolink); RFC 1738 reads it as part of the path (%s)"),
                                 SPAN (), cite);
      break;
    case US_DIAG_NOT_UCSCHAR:
      message = us_strdup_printf (_("%s is not allowed in %s (%s, RFC 3987 §2.2): it is not a character an IRI admits (ucschar), such as a noncharacter or the last two code points of a plane"),
                                 WHAT (), place, rule);
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_IPRIVATE_OUTSIDE_QUERY:
      message = us_strdup_printf (_("%s is a private-use character (iprivate, RFC 3987 §2.2), which an IRI admits only in the query, not in %s (%s)"),
                                 WHAT (), place, rule);
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_BIDI_MIXED:
      message = us_strdup_printf (_("“%s” mixes right-to-left and left-to-right characters in one component (%s); RFC 3987 §4.2 says it should not, or its display becomes ambiguous"),
                                 SPAN (), rule);
      break;
    case US_DIAG_BIDI_ENDS:
      message = us_strdup_printf (_("“%s” has right-to-left characters but does not begin and end with one (%s); RFC 3987 §4.2 says it should"),
                                 SPAN (), rule);
      break;
    case US_DIAG_BIDI_FORMAT_CHAR:
      message = us_strdup_printf (_("%s is a bidirectional formatting character, which an IRI must not contain (RFC 3987 §4.1): it may stand around an IRI, for its display, not in %s (%s)"),
                                 WHAT (), place, rule);
      suffix = N_("remove it");
      break;
    case US_DIAG_INVISIBLE_CHAR:
      message = us_strdup_printf (_("%s shows as nothing: the IRI grammar admits it in %s (%s), but it makes the IRI look like another one, and RFC 3987 says to avoid such characters (§6.1, §8)"),
                                 WHAT (), place, rule);
      suffix = N_("percent-encode it as %s");
      break;
    case US_DIAG_DELIMITERS:
      /* A note when the grammar reads the delimiters as part of the
       * reference ("'a'" under RFC 3986): us_parse_pasted(). */
      if (d->severity == US_SEVERITY_NOTE)
        message = us_strdup_printf (_("the reference begins and ends with %s, which the grammar reads as part of it; if they only delimit it, they are not part of it (%s)"),
                                   delimiter_name (text, self->len, d->start), delimiting_section (self->spec));
      else
        message = us_strdup_printf (_("the reference is wrapped in %s, which are not part of it (%s)"),
                                   delimiter_name (text, self->len, d->start), delimiting_section (self->spec));
      suffix = N_("remove them");
      break;
    case US_DIAG_CLOSING_DELIMITER:
      {
        /* The span may begin with white space: the delimiter is its last
         * character. */
        gsize at = d->end > d->start ? d->end - 1 : d->start;

        while (at > d->start && ((guchar) text[at] & 0xC0) == 0x80)
          at--;
        message = us_strdup_printf (_("this closes the %s around the reference, which are not part of it (%s)"),
                                   delimiter_name (text, self->len, at), delimiting_section (self->spec));
      }
      suffix = N_("remove it");
      break;
    case US_DIAG_WINDOWS_PATH:
      if (d->severity == US_SEVERITY_NOTE)
        {
          /* "C:/Users" is a URI, which stays valid: the note gives the
           * other reading, with no fix. */
          gsize n;
          g_autofree char *uri = us_windows_path_to_uri (text, d->start, d->end, self->spec, &n);
          g_autofree char *shown = quote_span (uri, 0, n);

          message = us_strdup_printf (_("the scheme “%c” is a single letter, like a Windows drive: if “%s” is a Windows file path, its URI is %s (RFC 8089 Appendix E.2)"),
                                     text[d->start], SPAN (), shown);
        }
      else if (text[d->start] == '\\')
        message = us_strdup_printf (_("“%s” is a Windows network path (UNC), not a URI: the URI of the file it names has the scheme “file” (RFC 8089 Appendix E.3)"),
                                   SPAN ());
      else
        message = us_strdup_printf (_("“%s” is a Windows file path, not a URI: the URI of the file it names has the scheme “file” (RFC 8089 Appendix E.2)"),
                                   SPAN ());
      suffix = N_("write it as %s");
      break;
    case US_DIAG_JAVASCRIPT_URL:
      message = us_strdup_printf (_("following this “%s” link runs the text after it as a script in the page that holds the link: it leads to no resource"),
                                 SPAN ());
      break;
    case US_DIAG_DATA_URL:
      {
        /* The span is the scheme, ":" and the media type, if any. */
        g_autofree char *scheme = quote_span (text, d->start, MIN (d->start + 5, d->end));

        if (d->end > d->start + 5)
          {
            g_autofree char *type = quote_span (text, d->start + 5, d->end);

            message = us_strdup_printf (_("following this “%s” link opens the content written in the link itself, of the media type “%s”, not a resource on a server (RFC 2397)"),
                                       scheme, type);
          }
        else
          message = us_strdup_printf (_("following this “%s” link opens the content written in the link itself, of the media type text/plain by default, not a resource on a server (RFC 2397)"),
                                     scheme);
      }
      break;
    case US_DIAG_WRAPPED_LINES:
      message = g_strdup (_("the link is wrapped over several lines, as mail and chat programs wrap long links: the line breaks are not part of it"));
      suffix = N_("join the lines");
      break;
    case US_DIAG_MISSING_SCHEME:
      message = us_strdup_printf (_("“%s” looks like a host name, but without a scheme and “//” it is a relative path: a link to it (an href) leads to a page of that name beside the current one (RFC 3986 §4.2)"),
                                 SPAN ());
      suffix = N_("write %s before it");
      break;
    default:
      g_return_val_if_reached (NULL);
    }

  if (d->has_fix && suffix != NULL)
    {
      g_autofree char *fix_words = NULL;
      char *joined;

      /* The suffix templates take the fix text, or nothing. */
      if (strstr (suffix, "%s") != NULL)
        {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          g_autofree char *fix = quote_span (d->fix_text, 0, d->fix_len);

          fix_words = us_strdup_printf (g_dgettext (GETTEXT_PACKAGE, suffix), fix);
#pragma GCC diagnostic pop
        }
      else
        fix_words = g_strdup (g_dgettext (GETTEXT_PACKAGE, suffix));
      /* TRANSLATORS: joins a problem and its fix: "space … is not allowed …; percent-encode it as %20" */
      joined = us_strdup_printf (_("%s; %s"), message, fix_words);
      g_free (message);
      message = joined;
    }

  return message;
}

#undef WHAT
#undef SPAN

/**
 * us_result_format_url_refusal:
 *
 * Returns: (transfer full) (nullable): under the WHATWG URL Standard, why
 *   a browser refuses the link (the message of the validation error at
 *   which the parser returned failure); NULL when it reads the link, or
 *   for a result of another spec
 */
char *
us_result_format_url_refusal (const UsResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->spec != US_SPEC_WHATWG || !self->url_failed || self->url_failure >= self->n_diagnostics)
    return NULL;
  return us_result_format_message_full (self, &self->diagnostics[self->url_failure], FALSE);
}
