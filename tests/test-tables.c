/* test-tables.c — one table per fact: the special schemes and their
 * default ports, and the list of the URL Standard's validation errors
 *
 * Each is checked against the URL Standard itself (§4.1's table of special
 * schemes; the validation errors as the standard's table and WPT spell
 * them), and against the parts of the core that read it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

/* URL Standard §4.1, in the order of its table. */
static const struct {
  const char *name;
  int port;
} standard_schemes[] = {
  { "ftp", 21 },
  { "file", -1 },
  { "http", 80 },
  { "https", 443 },
  { "ws", 80 },
  { "wss", 443 },
};

static void
test_special_schemes (void)
{
  guint n = 0;
  const UsSpecialScheme *table = us_scheme_special_table (&n);

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (standard_schemes));
  for (guint i = 0; i < n; i++)
    {
      const char *name = standard_schemes[i].name;
      g_autofree char *upper = g_ascii_strup (name, -1);

      g_assert_cmpstr (table[i].name, ==, name);
      g_assert_cmpint (table[i].default_port, ==, standard_schemes[i].port);
      g_assert_true (us_scheme_is_special (name, strlen (name)));
      g_assert_true (us_scheme_lookup (name, strlen (name)) == &table[i]);
      g_assert_cmpint (us_scheme_default_port (name, strlen (name)), ==, standard_schemes[i].port);
      /* a scheme is ASCII case-insensitive (RFC 3986 §3.1) */
      g_assert_true (us_scheme_lookup (upper, strlen (upper)) == &table[i]);
      /* a prefix of the name is another scheme ("ws" of "wss", or none) */
      {
        const UsSpecialScheme *prefix = us_scheme_lookup (name, strlen (name) - 1);

        g_assert_true (prefix == NULL || strlen (prefix->name) == strlen (name) - 1);
      }
    }

  /* schemes a browser does not treat as special */
  static const char *const others[] = {
    "", "h", "htt", "httpx", "https2", "wsss", "ftps", "files", "javascript", "blob", "data", "mailto", "urn",
  };
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      g_assert_false (us_scheme_is_special (others[i], strlen (others[i])));
      g_assert_null (us_scheme_lookup (others[i], strlen (others[i])));
      g_assert_cmpint (us_scheme_default_port (others[i], strlen (others[i])), ==, -1);
    }
  /* the length is the scheme's, not up to a NUL */
  g_assert_true (us_scheme_is_special ("https://a/", 5));
  g_assert_true (us_scheme_is_special ("http://a/", 4));
  g_assert_false (us_scheme_is_special ("ht\0p", 4));
  g_assert_false (us_scheme_is_special (NULL, 0));
}

/* The browser's parser reads the same table: a default port goes, another
 * stays; file has none; a scheme that is not special has none. */
static void
test_special_schemes_parser (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (standard_schemes); i++)
    {
      const char *name = standard_schemes[i].name;
      int port = standard_schemes[i].port;
      /* file has no port: "file://a:21/" would be a failure */
      g_autofree char *text = port < 0 ? g_strdup_printf ("%s://a/", name) : g_strdup_printf ("%s://a:%d/", name, port);
      g_autofree char *other = g_strdup_printf ("%s://a:8/", name);
      UsWhatwgUrl *url = us_whatwg_parse (text, strlen (text), NULL);

      g_assert_false (url->failure);
      g_assert_true (url->special);
      g_assert_cmpint (url->port, ==, -1);
      us_whatwg_url_free (url);
      url = us_whatwg_parse (other, strlen (other), NULL);
      g_assert_cmpint (url->failure, ==, port < 0);
      if (port >= 0)
        g_assert_cmpint (url->port, ==, 8);
      us_whatwg_url_free (url);
    }
  {
    UsWhatwgUrl *url = us_whatwg_parse ("foo://a:80/", strlen ("foo://a:80/"), NULL);

    g_assert_false (url->failure);
    g_assert_false (url->special);
    g_assert_cmpint (url->port, ==, 80);
    us_whatwg_url_free (url);
  }
}

/* RFC 3986 §6.2.3's scheme-based normalization elides the default port
 * of each special scheme that has one, and of no other. */
static void
test_special_schemes_normalize (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (standard_schemes); i++)
    {
      const char *name = standard_schemes[i].name;
      int port = standard_schemes[i].port;
      g_autofree char *text = g_strdup_printf ("%s://a:%d/", name, port < 0 ? 21 : port);
      g_autofree char *expected = port < 0 ? g_strdup (text) : g_strdup_printf ("%s://a/", name);
      g_autoptr(GError) error = NULL;
      UsNormalization *n = us_normalize (text, strlen (text), &error);

      g_assert_no_error (error);
      g_assert_cmpstr (us_normalization_get_normalized (n, NULL), ==, expected);
      us_normalization_unref (n);
    }
}

/* The validation errors of the URL Standard, as its table spells them
 * (and WPT's expectations), in the order of us-whatwg-error-list.h: the
 * table's, with the two names of earlier versions of the table
 * (domain-to-Unicode, domain-invalid-code-point) and whatwg-url's
 * IPv4-non-ASCII-input. */
static const char *const standard_errors[] = {
  "domain-to-ASCII",
  "domain-to-Unicode",
  "domain-invalid-code-point",
  "domain-percent-encoded",
  "host-invalid-code-point",
  "IPv4-empty-part",
  "IPv4-too-few-parts",
  "IPv4-too-many-parts",
  "IPv4-non-numeric-part",
  "IPv4-non-decimal-part",
  "IPv4-out-of-range-part",
  "IPv4-non-ASCII-input",
  "IPv6-unclosed",
  "IPv6-invalid-compression",
  "IPv6-too-many-pieces",
  "IPv6-multiple-compression",
  "IPv6-invalid-code-point",
  "IPv6-too-few-pieces",
  "IPv6-piece-leading-zero",
  "IPv4-in-IPv6-too-many-pieces",
  "IPv4-in-IPv6-invalid-code-point",
  "IPv4-in-IPv6-out-of-range-part",
  "IPv4-in-IPv6-too-few-parts",
  "invalid-URL-unit",
  "special-scheme-missing-following-solidus",
  "missing-scheme-non-relative-URL",
  "invalid-reverse-solidus",
  "invalid-credentials",
  "host-missing",
  "port-out-of-range",
  "port-invalid",
  "file-invalid-Windows-drive-letter",
  "file-invalid-Windows-drive-letter-host",
};

static void
test_validation_errors (void)
{
  /* the parser's enum and the diagnostic codes cover the same list */
  g_assert_cmpuint (G_N_ELEMENTS (standard_errors), ==, US_WHATWG_N_ERRORS);
  g_assert_cmpint (US_DIAG_WHATWG_LAST - US_DIAG_WHATWG_FIRST + 1, ==, US_WHATWG_N_ERRORS);
  g_assert_cmpint (US_DIAG_WHATWG_LAST + 1, ==, US_DIAG_WHATWG_FAILURE);
  g_assert_cmpint (US_DIAG_CODE_COUNT, ==, US_DIAG_WHATWG_FAILURE + 1);
  g_assert_null (us_diag_code_whatwg_name (US_DIAG_WHATWG_FIRST - 1));
  g_assert_null (us_diag_code_whatwg_name (US_DIAG_WHATWG_FAILURE));

  for (guint t = 0; t < US_WHATWG_N_ERRORS; t++)
    {
      UsDiagCode code = US_DIAG_WHATWG_FIRST + t;
      const char *name = us_diag_code_whatwg_name (code);
      g_autofree char *lower = NULL;
      UsDiagCode back = US_DIAG_SPACE;

      g_assert_cmpstr (name, ==, standard_errors[t]);
      g_assert_cmpstr (us_whatwg_error_name ((UsWhatwgErrorType) t), ==, standard_errors[t]);
      /* code → the standard's name → the code's name → code */
      lower = g_ascii_strdown (name, -1);
      g_assert_cmpstr (us_diag_code_name (code), ==, lower);
      g_assert_true (us_diag_code_from_name (lower, &back));
      g_assert_cmpint (back, ==, code);
      /* no other code has the name */
      for (guint c = 0; c < US_DIAG_CODE_COUNT; c++)
        if (c != code)
          g_assert_cmpstr (us_diag_code_whatwg_name ((UsDiagCode) c), !=, name);
    }
  /* a few codes by their public names */
  g_assert_cmpstr (us_diag_code_whatwg_name (US_DIAG_WHATWG_INVALID_URL_UNIT), ==, "invalid-URL-unit");
  g_assert_cmpstr (us_diag_code_whatwg_name (US_DIAG_WHATWG_HOST_MISSING), ==, "host-missing");
  g_assert_cmpint (US_DIAG_WHATWG_INVALID_REVERSE_SOLIDUS - US_DIAG_WHATWG_FIRST, ==,
                   US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS);
}

/* Every validation error's message names it and its section, from the
 * same list: the host parser's errors §3.5 (IDNA's §3.3), the URL
 * parser's §4.4. */
static void
test_validation_messages (void)
{
  static const struct {
    const char *input;
    UsDiagCode code;
    const char *cite;
  } cases[] = {
    { "http://a\\b", US_DIAG_WHATWG_INVALID_REVERSE_SOLIDUS, "(invalid-reverse-solidus, URL Standard §4.4)" },
    { "http://[1:2", US_DIAG_WHATWG_IPV6_UNCLOSED, "(IPv6-unclosed, URL Standard §3.5)" },
    { "http://a:99999/", US_DIAG_WHATWG_PORT_OUT_OF_RANGE, "(port-out-of-range, URL Standard §4.4)" },
    { "http://a%41/", US_DIAG_WHATWG_DOMAIN_PERCENT_ENCODED, "(domain-percent-encoded, URL Standard §3.5)" },
    { "http://a b/", US_DIAG_WHATWG_DOMAIN_TO_ASCII, "(domain-to-ASCII, URL Standard §3.3)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsResult) r = us_parse (cases[i].input, strlen (cases[i].input), US_SPEC_WHATWG, US_PARSE_DEFAULT, NULL);
      gboolean seen = FALSE;

      g_assert_nonnull (r);
      for (guint k = 0; k < us_result_get_n_diagnostics (r); k++)
        {
          const UsDiagnostic *d = us_result_get_diagnostic (r, k);
          g_autofree char *message = NULL;

          if (d->code != cases[i].code)
            continue;
          message = us_result_format_message (r, d);
          g_assert_nonnull (strstr (message, cases[i].cite));
          seen = TRUE;
        }
      g_assert_true (seen);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/tables/special-schemes", test_special_schemes);
  g_test_add_func ("/tables/special-schemes/parser", test_special_schemes_parser);
  g_test_add_func ("/tables/special-schemes/normalize", test_special_schemes_normalize);
  g_test_add_func ("/tables/validation-errors", test_validation_errors);
  g_test_add_func ("/tables/validation-errors/messages", test_validation_messages);

  return g_test_run ();
}
