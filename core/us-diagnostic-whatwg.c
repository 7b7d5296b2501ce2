/* us-diagnostic-whatwg.c — the messages of the URL Standard's validation
 * errors
 *
 * Each message says, in plain words, what a browser does with the link
 * instead (reads "\" as "/", removes a tab, percent-encodes a space, reads
 * a host as an IPv4 address), then names the validation error and the
 * section of the URL Standard: §4.4 for the basic URL parser, §3.3 for
 * IDNA, §3.5 for the host parser (which holds the IPv4 and IPv6 parsers).
 * The error at which the parser returned failure adds that a browser
 * refuses the link. Everything a message needs is in the result: this
 * layer sits below the parser (us-parse-whatwg.c fills the result).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-result-private.h"

static char *
quote_span (const char *text,
            gsize       start,
            gsize       end)
{
  return us_quote (text + start, end > start ? end - start : 0, 40);
}

/* What a message template takes (us-whatwg-error-list.h). */
typedef enum {
  ARG_NONE,
  ARG_WHAT,
  ARG_SPAN,
  ARG_CODE,
} MessageArg;

/* Per validation error, from the one list: the section of the URL
 * Standard that makes the check, and the message unless worded below. */
static const struct {
  const char *section;
  MessageArg arg;
  const char *message;
  const char *fix;
} entries[US_DIAG_WHATWG_LAST - US_DIAG_WHATWG_FIRST + 1] = {
#define US_WHATWG_ERROR(id, name, code_name, section, arg, message, fix) \
  [US_DIAG_WHATWG_##id - US_DIAG_WHATWG_FIRST] = { section, ARG_##arg, message, fix },
#include "us-whatwg-error-list.h"
#undef US_WHATWG_ERROR
};

static gboolean
is_listed (UsDiagCode code)
{
  return code >= US_DIAG_WHATWG_FIRST && code <= US_DIAG_WHATWG_LAST;
}

/* The section of the URL Standard that defines the check. */
static const char *
section_of (UsDiagCode code)
{
  return is_listed (code) ? entries[code - US_DIAG_WHATWG_FIRST].section : "4.4";
}

/* The text of a component of @self, quoted for a message, or "". */
static char *
component_text (const UsResult *self,
                UsComponent     component)
{
  gsize start, end;

  if (!us_result_get_component (self, component, &start, &end))
    return g_strdup ("");
  return quote_span (self->input, start, end);
}

static gboolean
is_ipv4_error (UsDiagCode code)
{
  return code >= US_DIAG_WHATWG_IPV4_EMPTY_PART && code <= US_DIAG_WHATWG_IPV4_NON_ASCII_INPUT;
}

/* The message of a diagnostic of the WHATWG URL Standard, without its
 * fix-it, which *@suffix words (a template of us-diagnostic.c's kind:
 * none, or one %s for the fix text). */
char *
us_whatwg_format_message (const UsResult     *self,
                          const UsDiagnostic *d,
                          const char        **suffix)
{
  const char *text = self->input;
  const char *name = us_diag_code_whatwg_name (d->code);
  g_autofree char *what = NULL;
  g_autofree char *span = quote_span (text, d->start, d->end);
  g_autofree char *cite = NULL;
  g_autofree char *said = NULL;
  guchar c = d->start < self->len ? (guchar) text[d->start] : 0;

  *suffix = NULL;
  if (d->start < self->len)
    what = us_describe_char (text, self->len, d->start);
  else
    what = g_strdup (_("the end of the input"));
  /* "invalid-reverse-solidus, URL Standard §4.4" */
  cite = g_strdup_printf ("%s, URL Standard §%s", name ? name : "failure", section_of (d->code));

  if (is_listed (d->code) && entries[d->code - US_DIAG_WHATWG_FIRST].arg != ARG_CODE)
    {
      const char *message = _(entries[d->code - US_DIAG_WHATWG_FIRST].message);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      switch (entries[d->code - US_DIAG_WHATWG_FIRST].arg)
        {
        case ARG_WHAT: said = g_strdup_printf (message, what); break;
        case ARG_SPAN: said = g_strdup_printf (message, span); break;
        case ARG_NONE:
        case ARG_CODE:
        default: said = g_strdup (message); break;
        }
#pragma GCC diagnostic pop
      *suffix = entries[d->code - US_DIAG_WHATWG_FIRST].fix;
    }
  else switch ((int) d->code)
    {
    case US_DIAG_WHATWG_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS:
      {
        g_autofree char *scheme_raw = component_text (self, US_COMPONENT_SCHEME);
        g_autofree char *scheme = g_ascii_strdown (scheme_raw, -1);

        if (d->has_fix && d->fix_len == 0)
          said = g_strdup_printf (_("%s is one slash too many after “%s:”, which a browser ignores"),
                                  what, scheme);
        else if (c == '/' || c == '\\')
          said = g_strdup_printf (_("“%s:” must be followed by “//”; a browser reads %s here as part of it"),
                                  scheme, what);
        else
          said = g_strdup_printf (_("“%s:” is not followed by “//”; a browser reads the link as if it were"),
                                  scheme);
        *suffix = d->has_fix && d->fix_len == 0 ? N_("remove it")
                  : d->fix_start == d->fix_end ? N_("insert “%s”") : N_("write “%s” instead");
      }
      break;

    case US_DIAG_WHATWG_INVALID_CREDENTIALS:
      {
        g_autofree char *userinfo = quote_span (text, d->start, d->end > d->start ? d->end - 1 : d->end);

        said = g_strdup_printf (_("“%s” before “@” is read as a user name and password, and the host is what follows; credentials in a link are deprecated and can disguise where it leads"),
                                userinfo);
      }
      break;

    case US_DIAG_WHATWG_HOST_MISSING:
      {
        g_autofree char *scheme_raw = component_text (self, US_COMPONENT_SCHEME);
        g_autofree char *scheme = g_ascii_strdown (scheme_raw, -1);

        said = g_strdup_printf (_("a URL of the scheme “%s” needs a host here, and has none"), scheme);
      }
      break;

    case US_DIAG_WHATWG_INVALID_URL_UNIT:
      {
        gboolean all_space = d->end > d->start;
        gboolean removed;

        for (gsize i = d->start; i < d->end; i++)
          all_space = all_space && (guchar) text[i] <= 0x20;
        /* what the parser removes first: around the link, and tabs and
         * newlines anywhere */
        removed = (all_space && (d->start == 0 || d->end == self->len)) ||
                  c == '\t' || c == '\n' || c == '\r';
        if (all_space && d->start == 0)
          said = g_strdup_printf (_("“%s” before the link is removed before parsing: a browser drops spaces and control characters around a link"),
                                  span);
        else if (all_space && d->end == self->len)
          said = g_strdup_printf (_("“%s” after the link is removed before parsing: a browser drops spaces and control characters around a link"),
                                  span);
        else if (c == '\t')
          said = g_strdup (_("the tab is removed before parsing, as is every tab or newline in a link"));
        else if (c == '\n' || c == '\r')
          said = g_strdup (_("the newline is removed before parsing, as is every tab or newline in a link"));
        else if (c == '%')
          said = g_strdup (_("“%” is not followed by two hex digits, and a browser keeps it as it is"));
        else if (d->has_fix)
          {
            g_autofree char *encoded = quote_span (d->fix_text, 0, d->fix_len);

            if (c == ' ')
              /* TRANSLATORS: the first %s is "%20", the second a part of the URL ("the path") */
              said = g_strdup_printf (_("the space is percent-encoded as %s by a browser in %s"),
                                      encoded, us_rule_description (d->rule));
            else
              /* TRANSLATORS: "“{” (U+007B) is percent-encoded as %7B by a browser in the path" */
              said = g_strdup_printf (_("%s is percent-encoded as %s by a browser in %s"),
                                      what, encoded, us_rule_description (d->rule));
          }
        else
          said = g_strdup_printf (_("%s is not a URL code point, but a browser keeps it as it is in %s"),
                                  what, us_rule_description (d->rule));
        if (removed)
          *suffix = N_("remove it");
        else if (c == '%')
          *suffix = N_("write %s if the “%%” is meant literally");
        else
          *suffix = N_("percent-encode it as %s");
      }
      break;

    case US_DIAG_WHATWG_DOMAIN_TO_ASCII:
      if (self->url_host != NULL && self->url_failure != (guint) (d - self->diagnostics))
        said = g_strdup_printf (_("the host “%s” is not a valid domain name (UTS #46), but a browser reads it as %s"),
                                span, self->url_host);
      else
        said = g_strdup_printf (_("the host “%s” is not a valid domain name (UTS #46)"), span);
      break;

    case US_DIAG_WHATWG_IPV4_NON_DECIMAL_PART:
      if (d->end - d->start >= 2 && text[d->start] == '0' && (text[d->start + 1] == 'x' || text[d->start + 1] == 'X'))
        said = g_strdup_printf (_("“%s” is read as a hexadecimal number, not a decimal one"), span);
      else
        said = g_strdup_printf (_("“%s” begins with 0, so it is read as an octal number, not a decimal one"), span);
      break;

    case US_DIAG_WHATWG_FAILURE:
    default:
      said = g_strdup (_("a browser’s URL parser returns failure here"));
      break;
    }

  /* An IPv4 address read from a host that does not look like one. */
  if (is_ipv4_error (d->code) && self->url_host_ipv4)
    {
      g_autofree char *host = component_text (self, US_COMPONENT_HOST);
      /* TRANSLATORS: "<what the browser did>: the host 0x7f.1 is the IPv4 address 127.0.0.1" */
      char *longer = g_strdup_printf (_("%s: the host %s is the IPv4 address %s"), said, host, self->url_host);

      g_free (said);
      said = longer;
    }

  /* TRANSLATORS: "<message> (invalid-reverse-solidus, URL Standard §4.4)" */
  return g_strdup_printf (_("%s (%s)"), said, cite);
}
