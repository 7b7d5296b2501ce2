/* us-diagnostic-names.c — the names of diagnostics, severities and characters
 *
 * The stable names of the diagnostic codes (for JSON and tests), the URL
 * Standard's names of its validation errors (us-whatwg-error-list.h), the
 * words for severities, and how a message names a character. Data and
 * small functions at the bottom of the core: the parsers, the WHATWG URL
 * record and the messages (us-diagnostic.c, us-diagnostic-whatwg.c) all
 * call down into them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-result-private.h"

static const char *const code_names[US_DIAG_CODE_COUNT] = {
  [US_DIAG_LEADING_WHITESPACE] = "leading-whitespace",
  [US_DIAG_TRAILING_WHITESPACE] = "trailing-whitespace",
  [US_DIAG_SPACE] = "space",
  [US_DIAG_EXCLUDED_CHAR] = "excluded-char",
  [US_DIAG_CONTROL_CHAR] = "control-char",
  [US_DIAG_NON_ASCII] = "non-ascii",
  [US_DIAG_NON_ASCII_HOST] = "non-ascii-host",
  [US_DIAG_INVALID_UTF8] = "invalid-utf8",
  [US_DIAG_MISPLACED_BRACKET] = "misplaced-bracket",
  [US_DIAG_EXTRA_HASH] = "extra-hash",
  [US_DIAG_AT_IN_USERINFO] = "at-in-userinfo",
  [US_DIAG_PCT_TRUNCATED] = "pct-truncated",
  [US_DIAG_PCT_BAD_HEX] = "pct-bad-hex",
  [US_DIAG_PCT_UNICODE_ESCAPE] = "pct-unicode-escape",
  [US_DIAG_PCT_NOT_ALLOWED] = "pct-not-allowed",
  [US_DIAG_SCHEME_BAD_START] = "scheme-bad-start",
  [US_DIAG_SCHEME_BAD_CHAR] = "scheme-bad-char",
  [US_DIAG_NOT_A_SCHEME] = "not-a-scheme",
  [US_DIAG_COLON_IN_FIRST_SEGMENT] = "colon-in-first-segment",
  [US_DIAG_PORT_NOT_DIGITS] = "port-not-digits",
  [US_DIAG_IP_LITERAL_UNTERMINATED] = "ip-literal-unterminated",
  [US_DIAG_IP_LITERAL_EMPTY] = "ip-literal-empty",
  [US_DIAG_IP_LITERAL_TRAILING] = "ip-literal-trailing",
  [US_DIAG_IPV6_UNBRACKETED] = "ipv6-unbracketed",
  [US_DIAG_IPV6_TOO_MANY_GROUPS] = "ipv6-too-many-groups",
  [US_DIAG_IPV6_TOO_FEW_GROUPS] = "ipv6-too-few-groups",
  [US_DIAG_IPV6_DOUBLE_COMPRESSION] = "ipv6-double-compression",
  [US_DIAG_IPV6_GROUP_TOO_LONG] = "ipv6-group-too-long",
  [US_DIAG_IPV6_EMPTY_GROUP] = "ipv6-empty-group",
  [US_DIAG_IPV6_BAD_IPV4] = "ipv6-bad-ipv4",
  [US_DIAG_IPV6_BAD_CHAR] = "ipv6-bad-char",
  [US_DIAG_ZONE_ID] = "zone-id",
  [US_DIAG_IPVFUTURE_BAD_VERSION] = "ipvfuture-bad-version",
  [US_DIAG_IPVFUTURE_NO_DOT] = "ipvfuture-no-dot",
  [US_DIAG_IPVFUTURE_NO_TAIL] = "ipvfuture-no-tail",
  [US_DIAG_IPVFUTURE_BAD_CHAR] = "ipvfuture-bad-char",
  [US_DIAG_IPV4_LIKE_REG_NAME] = "ipv4-like-reg-name",
  [US_DIAG_NOT_ABSOLUTE] = "not-absolute",
  [US_DIAG_FRAGMENT_IN_ABSOLUTE] = "fragment-in-absolute",
  [US_DIAG_NOT_A_SERVER] = "not-a-server",
  [US_DIAG_RELATIVE_WITHOUT_PATH] = "relative-without-path",
  [US_DIAG_EMPTY_OPAQUE_PART] = "empty-opaque-part",
  [US_DIAG_IPV4_OCTET_RANGE] = "ipv4-octet-range",
  [US_DIAG_EMPTY_FIRST_SEGMENT] = "empty-first-segment",
  [US_DIAG_NOT_GENERIC_RL] = "not-generic-rl",
  [US_DIAG_NOT_IN_SCHEME_SYNTAX] = "not-in-scheme-syntax",
  [US_DIAG_SCHEME_PART_MISSING] = "scheme-part-missing",
  [US_DIAG_HOST_LABEL] = "host-label",
  [US_DIAG_FTPTYPE] = "bad-ftptype",
  [US_DIAG_GENERIC_SCHEME] = "generic-scheme",
  [US_DIAG_PROSPERO_LINK] = "prospero-link",
  [US_DIAG_NOT_UCSCHAR] = "not-ucschar",
  [US_DIAG_IPRIVATE_OUTSIDE_QUERY] = "iprivate-outside-query",
  [US_DIAG_BIDI_MIXED] = "bidi-mixed",
  [US_DIAG_BIDI_ENDS] = "bidi-ends",
  [US_DIAG_BIDI_FORMAT_CHAR] = "bidi-format-char",
  [US_DIAG_INVISIBLE_CHAR] = "invisible-char",
  [US_DIAG_DELIMITERS] = "delimiters",
  [US_DIAG_CLOSING_DELIMITER] = "closing-delimiter",
  [US_DIAG_WINDOWS_PATH] = "windows-path",
  [US_DIAG_JAVASCRIPT_URL] = "javascript-url",
  [US_DIAG_DATA_URL] = "data-url",
  [US_DIAG_WRAPPED_LINES] = "wrapped-lines",
  [US_DIAG_MISSING_SCHEME] = "missing-scheme",
#define US_WHATWG_ERROR(id, name, code_name, section, arg, message, fix) [US_DIAG_WHATWG_##id] = code_name,
#include "us-whatwg-error-list.h"
#undef US_WHATWG_ERROR
  [US_DIAG_WHATWG_FAILURE] = "url-failure",
};

/* The names of the URL Standard's validation errors, exactly as its table
 * spells them (us-whatwg-error-list.h; tests/test-tables.c checks them). */
static const char *const whatwg_names[US_DIAG_WHATWG_FAILURE - US_DIAG_WHATWG_FIRST] = {
#define US_WHATWG_ERROR(id, name, code_name, section, arg, message, fix) \
  [US_DIAG_WHATWG_##id - US_DIAG_WHATWG_FIRST] = name,
#include "us-whatwg-error-list.h"
#undef US_WHATWG_ERROR
};

/**
 * us_diag_code_name:
 * @code: a diagnostic's code
 *
 * The code's stable kebab-case name ("space", "pct-bad-hex"), for JSON and
 * tests.
 *
 * Returns: (transfer none): a static string
 */
const char *
us_diag_code_name (UsDiagCode code)
{
  g_return_val_if_fail ((guint) code < US_DIAG_CODE_COUNT, NULL);
  return code_names[code];
}

/**
 * us_diag_code_from_name:
 * @name: a name, as us_diag_code_name() gives it
 * @out_code: (out) (optional): the code it names
 *
 * The code a name stands for.
 *
 * Returns: %TRUE when @name names a code
 */
gboolean
us_diag_code_from_name (const char *name,
                        UsDiagCode *out_code)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; i < US_DIAG_CODE_COUNT; i++)
    if (strcmp (code_names[i], name) == 0)
      {
        if (out_code)
          *out_code = (UsDiagCode) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * us_diag_code_whatwg_name:
 * @code: a diagnostic's code
 *
 * The URL Standard's name of the validation error @code stands for
 * ("invalid-reverse-solidus", "IPv4-non-decimal-part").
 *
 * Returns: (transfer none) (nullable): a static string, or %NULL for a
 *   code of another spec
 */
const char *
us_diag_code_whatwg_name (UsDiagCode code)
{
  g_return_val_if_fail ((guint) code < US_DIAG_CODE_COUNT, NULL);
  if (code < US_DIAG_WHATWG_FIRST || code >= US_DIAG_WHATWG_FAILURE)
    return NULL;
  return whatwg_names[code - US_DIAG_WHATWG_FIRST];
}

/**
 * us_severity_name:
 * @severity: a severity
 *
 * "error", "warning" or "note": stable, for JSON.
 *
 * Returns: (transfer none): a static string
 */
const char *
us_severity_name (UsSeverity severity)
{
  switch (severity)
    {
    case US_SEVERITY_ERROR: return "error";
    case US_SEVERITY_WARNING: return "warning";
    case US_SEVERITY_NOTE: return "note";
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * us_severity_label:
 * @severity: a severity
 *
 * The severity as a word for people.
 *
 * Returns: (transfer none): a static string, translated
 */
const char *
us_severity_label (UsSeverity severity)
{
  switch (severity)
    {
    case US_SEVERITY_ERROR: return _("error");
    case US_SEVERITY_WARNING: return _("warning");
    case US_SEVERITY_NOTE: return _("note");
    default: g_return_val_if_reached (NULL);
    }
}

static const char *const control_names[33] = {
  "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF",
  "VT", "FF", "CR", "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK",
  "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US", "DEL",
};

/**
 * us_describe_char:
 *
 * Names the character that starts at @offset for a message: "space
 * (U+0020)", "“|” (U+007C)", "control character NUL (U+0000)", "control
 * character CSI (U+009B)", "RLM (U+200F)", "U+FDD0", "“О” (U+041E)", or
 * "byte 0xFF" when the bytes there are not UTF-8; never the raw character
 * where a terminal could act on it.
 */
char *
us_describe_char (const char *text,
                  gsize       len,
                  gsize       offset)
{
  guchar c;

  g_return_val_if_fail (offset < len, NULL);

  c = (guchar) text[offset];
  if (c == ' ')
    return g_strdup (_("space (U+0020)"));
  if (c < 0x20 || c == 0x7f)
    return g_strdup_printf (_("control character %s (U+%04X)"),
                            control_names[c == 0x7f ? 32 : c], (guint) c);
  if (c < 0x80)
    return g_strdup_printf (_("“%c” (U+%04X)"), c, (guint) c);

  {
    gsize want = (gsize) g_utf8_skip[c];

    if (want <= 4 && len - offset >= want && g_utf8_validate_len (text + offset, want, NULL))
      {
        gunichar u = g_utf8_get_char (text + offset);
        const char *name = us_unichar_c1_control_name (u);
        g_autofree char *ch = NULL;

        if (name != NULL)
          return g_strdup_printf (_("control character %s (U+%04X)"), name, (guint) u);
        /* "RLM (U+200F)": the messages on these say what they are. */
        name = us_unichar_bidi_control_name (u);
        if (name != NULL)
          return g_strdup_printf ("%s (U+%04X)", name, (guint) u);
        /* A character no terminal should get raw (us-quote.c) is its code
         * point alone: "U+FDD0". */
        ch = us_quote (text + offset, want, 0);
        if (strlen (ch) != want || memcmp (ch, text + offset, want) != 0)
          return g_strdup_printf ("U+%04X", (guint) u);
        return g_strdup_printf (_("“%s” (U+%04X)"), ch, (guint) u);
      }
  }
  return g_strdup_printf (_("byte 0x%02X"), (guint) c);
}
