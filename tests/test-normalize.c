/* test-normalize.c — RFC 3986 §6.2.2 and §6.2.3 rung by rung, and equivalence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

static UsNormalization *
normalize (const char *text)
{
  g_autoptr(GError) error = NULL;
  UsNormalization *n = us_normalize (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (n);
  return n;
}

typedef struct {
  const char *input;
  /* outputs: the string after each rung */
  const char *after[US_RUNG_COUNT];
} LadderCase;

static const LadderCase ladders[] = {
  /* RFC 3986 §6.2.2's own example */
  { "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    { "example://a/./b/../b/%63/%7Bfoo%7D", "example://a/./b/../b/c/%7Bfoo%7D",
      "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D" } },
  /* §6.2.2.1: <HTTP://www.EXAMPLE.com/> is <http://www.example.com/> */
  { "HTTP://www.EXAMPLE.com/",
    { "http://www.example.com/", "http://www.example.com/", "http://www.example.com/", "http://www.example.com/" } },
  /* "%2F" is not unreserved: it stays, and stays a data octet */
  { "http://a/b%2fc%2Fd",
    { "http://a/b%2Fc%2Fd", "http://a/b%2Fc%2Fd", "http://a/b%2Fc%2Fd", "http://a/b%2Fc%2Fd" } },
  /* a decoded "%2E" is a dot, which the path rung then removes */
  { "http://a/b/%2E%2E/c",
    { "http://a/b/%2E%2E/c", "http://a/b/../c", "http://a/c", "http://a/c" } },
  /* §6.2.3 */
  { "http://example.com:/", { "http://example.com:/", "http://example.com:/", "http://example.com:/", "http://example.com/" } },
  { "https://example.com:0443", { "https://example.com:0443", "https://example.com:0443", "https://example.com:0443", "https://example.com/" } },
  { "ftp://a:2121/", { "ftp://a:2121/", "ftp://a:2121/", "ftp://a:2121/", "ftp://a:2121/" } },
  { "file://localhost/etc/hosts", { "file://localhost/etc/hosts", "file://localhost/etc/hosts", "file://localhost/etc/hosts", "file:///etc/hosts" } },
  /* delimiters of empty components stay (§6.2.3) */
  { "http://example.com/?#", { "http://example.com/?#", "http://example.com/?#", "http://example.com/?#", "http://example.com/?#" } },
  /* a relative reference keeps its dot segments */
  { "../a/./b", { "../a/./b", "../a/./b", "../a/./b", "../a/./b" } },
  /* A letter decoded in the host is lowered, or the normal form would not
   * be a fixed point (found by the fuzzer). */
  { "http://*fe8%52", { "http://*fe8%52", "http://*fe8r", "http://*fe8r", "http://*fe8r/" } },
  /* userinfo keeps its case; the host does not */
  { "http://User@Host/P?Q#F", { "http://User@host/P?Q#F", "http://User@host/P?Q#F", "http://User@host/P?Q#F", "http://User@host/P?Q#F" } },
  /* remove_dot_segments leaves "//a" without an authority: "/." stays in
   * front, or the path would be read as the host "a" (issue 11) */
  { "http:/.//a", { "http:/.//a", "http:/.//a", "http:/.//a", "http:/.//a" } },
  { "http:/.//evil.com/x", { "http:/.//evil.com/x", "http:/.//evil.com/x", "http:/.//evil.com/x", "http:/.//evil.com/x" } },
  { "http:/..//a", { "http:/..//a", "http:/..//a", "http:/.//a", "http:/.//a" } },
  { "HTTP:/%2E//A", { "http:/%2E//A", "http:/.//A", "http:/.//A", "http:/.//A" } },
  { "a:.///b", { "a:.///b", "a:.///b", "a:/.//b", "a:/.//b" } },
  { "a:/b/..//c?q#f", { "a:/b/..//c?q#f", "a:/b/..//c?q#f", "a:/.//c?q#f", "a:/.//c?q#f" } },
  /* a first segment with ":" in a relative reference stays behind "./",
   * or it would be read as a scheme */
  { "./a:b", { "./a:b", "./a:b", "./a:b", "./a:b" } },
  { "%61:b", { "%61:b", "./a:b", "./a:b", "./a:b" } },
  /* a decoded hex digit after a lone "%" would make a new encoding ("%4a",
   * which is "J"): it stays encoded, so the normal form is a fixed point */
  { "%4%61%62", { "%4%61%62", "%4%61b", "%4%61b", "%4%61b" } },
  { "x:%%34%31", { "x:%%34%31", "x:%%341", "x:%%341", "x:%%341" } },
  /* no byte of an invalid authority is lost, none moves to another part */
  { "//[::1]-A", { "//[::1]-a", "//[::1]-a", "//[::1]-a", "//[::1]-a" } },
  { "http://u@[::1]x:80/p", { "http://u@[::1]x:80/p", "http://u@[::1]x:80/p", "http://u@[::1]x:80/p", "http://u@[::1]x/p" } },
  /* decoded, "%61::B" reads as the host "a::B" (an IPv6 address without
   * brackets), not host "%61" and port ":B": the port is read without case
   * like the host, or the normal form would change when normalized again */
  { "//%61::B", { "//%61::b", "//a::b", "//a::b", "//a::b" } },
  /* pasted delimiters the parser reads the reference without stay as they
   * are (white space around them goes): it drops one pair per parse, so
   * dropping them would leave "<<http://a>>" no fixed point */
  { "<http://A>", { "<http://a>", "<http://a>", "<http://a>", "<http://a/>" } },
  { " <URL: HTTP://a:80> ", { "<URL: http://a:80>", "<URL: http://a:80>", "<URL: http://a:80>", "<URL: http://a/>" } },
  { "<<http://A>>", { "<<http://a>>", "<<http://a>>", "<<http://a>>", "<<http://a>>" } },
  /* an authority, even an empty one, lets a path begin with "//" */
  { "http:///.//a", { "http:///.//a", "http:///.//a", "http:////a", "http:////a" } },
};

static void
test_ladder (gconstpointer data)
{
  const LadderCase *c = data;
  g_autoptr(UsNormalization) n = normalize (c->input);

  for (guint r = 0; r < US_RUNG_COUNT; r++)
    {
      g_test_message ("rung %s", us_rung_name (r));
      g_assert_cmpstr (us_normalization_get_result (n, r, NULL), ==, c->after[r]);
    }
  g_assert_cmpstr (us_normalization_get_normalized (n, NULL), ==, c->after[US_RUNG_SCHEME]);
}

/* Each rung says what it changed. */
static void
test_changes (void)
{
  g_autoptr(UsNormalization) n = normalize ("HTTP://A:80/%7e/%2E/x");
  g_autofree char *scheme = us_change_format (us_normalization_get_change (n, US_RUNG_CASE, 0));
  g_autofree char *dot = NULL;
  g_autofree char *port = NULL;

  g_assert_cmpuint (us_normalization_get_n_changes (n, US_RUNG_CASE), ==, 3);
  g_assert_cmpstr (scheme, ==, "scheme “HTTP” → “http”");
  g_assert_cmpuint (us_normalization_get_n_changes (n, US_RUNG_PERCENT), ==, 2);
  g_assert_cmpint (us_normalization_get_change (n, US_RUNG_PERCENT, 1)->kind, ==, US_CHANGE_DECODED_DOT);
  dot = us_change_format (us_normalization_get_change (n, US_RUNG_PERCENT, 1));
  g_assert_nonnull (strstr (dot, "dot-segment removal"));
  g_assert_cmpuint (us_normalization_get_n_changes (n, US_RUNG_PATH), ==, 1);
  port = us_change_format (us_normalization_get_change (n, US_RUNG_SCHEME, 0));
  g_assert_cmpstr (port, ==, "port “80” is the default of http and is removed");
  g_assert_cmpstr (us_normalization_get_normalized (n, NULL), ==, "http://a/~/x");
}

typedef struct {
  const char *a, *b;
  gboolean equivalent;
  int rung;
} EqCase;

static const EqCase equivalences[] = {
  { "http://a/b", "http://a/b", TRUE, -1 },
  { "HTTP://A/b", "http://a/b", TRUE, US_RUNG_CASE },
  { "http://a/%7Euser", "http://a/~user", TRUE, US_RUNG_PERCENT },
  { "http://a/b/../c", "http://a/c", TRUE, US_RUNG_PATH },
  /* §6.2.3: these four are equivalent */
  { "http://example.com", "http://example.com/", TRUE, US_RUNG_SCHEME },
  { "http://example.com:/", "http://example.com/", TRUE, US_RUNG_SCHEME },
  { "http://example.com:80/", "http://example.com/", TRUE, US_RUNG_SCHEME },
  /* … and this one is not */
  { "http://example.com/?", "http://example.com/", FALSE, 0 },
  /* the fragment delimiter counts */
  { "http://a/b#", "http://a/b", FALSE, 0 },
  /* "%2F" is not "/" */
  { "http://a/b%2Fc", "http://a/b/c", FALSE, 0 },
  /* the path is case-sensitive */
  { "http://a/B", "http://a/b", FALSE, 0 },
  /* a path that looks like an authority once its dot segments are gone is
   * still a path (issue 11) */
  { "http://a/", "http:/.//a", FALSE, 0 },
  { "http://a", "http:/.//a", FALSE, 0 },
  { "http://evil.com/x", "http:/.//evil.com/x", FALSE, 0 },
  { "a://b", "a:/..//b", FALSE, 0 },
  { "http:/..//a", "http:/.//a", TRUE, US_RUNG_PATH },
  { "a:b", "%61:b", FALSE, 0 },
};

static void
test_equivalence (gconstpointer data)
{
  const EqCase *c = data;
  g_autoptr(UsNormalization) a = normalize (c->a);
  g_autoptr(UsNormalization) b = normalize (c->b);
  int rung = 99;

  g_assert_cmpint (us_equivalent (a, b, &rung), ==, c->equivalent);
  g_assert_cmpint (us_equivalent (b, a, NULL), ==, c->equivalent);
  if (c->equivalent)
    g_assert_cmpint (rung, ==, c->rung);
}

/* The guards say why they are there. */
static void
test_guard_changes (void)
{
  g_autoptr(UsNormalization) slash = normalize ("http:/.//a");
  g_autoptr(UsNormalization) colon = normalize ("%61:b");
  const UsChange *change;
  g_autofree char *why_slash = NULL;
  g_autofree char *why_colon = NULL;

  /* remove_dot_segments, then the guard */
  g_assert_cmpuint (us_normalization_get_n_changes (slash, US_RUNG_PATH), ==, 2);
  g_assert_cmpint (us_normalization_get_change (slash, US_RUNG_PATH, 0)->kind, ==, US_CHANGE_DOT_SEGMENTS);
  change = us_normalization_get_change (slash, US_RUNG_PATH, 1);
  g_assert_cmpint (change->kind, ==, US_CHANGE_PATH_NOT_AUTHORITY);
  g_assert_cmpmem (change->from, change->from_len, "//a", 3);
  g_assert_cmpmem (change->to, change->to_len, "/.//a", 5);
  why_slash = us_change_format (change);
  g_assert_cmpstr (why_slash, ==, "path “//a” → “/.//a”: without an authority, a path that begins with “//” "
                                  "would be read as one, so “/.” stays in front of it");

  change = us_normalization_get_change (colon, US_RUNG_PERCENT, us_normalization_get_n_changes (colon, US_RUNG_PERCENT) - 1);
  g_assert_cmpint (change->kind, ==, US_CHANGE_PATH_NOT_SCHEME);
  why_colon = us_change_format (change);
  g_assert_nonnull (strstr (why_colon, "would be read as a scheme"));
}

/* Inputs where a rung could change what the reference is made of. */
static const char *const tricky[] = {
  "http:/.//a", "http:/..//a", "http:/.//evil.com/x", "a:.///b", "a:..///b", "a:/./..//b", "a:/.//b/../..//c",
  "%61:b", "./a:b", "a%3Ab:c", "%2E/a:b", "%2E%2E//a", "http:/%2E//a", "http:/%2e%2E//a",
  "HTTP://%41%42@%43:80", "http://a:/", "http://a:0080", "file://LOCALHOST/x", "file://localhost:1/x",
  "http://[v1.%41]/", "//a/./..//b", "/..//a", ".//a", "a:", "a:/", "a:.", "a:..", "a:./", "a:/.", "a:/..",
  "a:/../", "", "%", "%%41", "http://a/%2e%2e/%2e%2e//b", "a:%2F%2Fb", "a:b/..//c", "a:b/../..//c",
  "x:/.//y?//z#//w", " http:/.//a ", "http:/.//a b", "1a:b", "%31a:b", "a%20b:c", "%61%3A//b", "%61://b",
  "%4%61[::1]B..%2E%3AB#%41v1.x", "%%34%31", "http://%4%61/", "//[::1]-av1.x", "//%61::B", "//[::1]%a::localhost",
  /* pasted text read without its quotes once decoded: "e." is a scheme */
  "'e%2e:\xff%2F../[::'", "'%61:b'", "<%61:b>",
  "<<<<<http://a>>>>>", "<<http://a>>", "<URL:<http://a b>>", "\"\"a b\"\"", "'''x:''", "<http:/.//a>",
};

static void
test_check_tricky (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (tricky); i++)
    {
      g_test_message ("%s", tricky[i]);
      test_check_normalization (tricky[i], strlen (tricky[i]));
    }
}

/* Every line of the web sample. */
static void
test_check_web (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bench", "urls-web.txt", NULL);
  g_autofree char *text = NULL;
  gsize len, start = 0;
  guint lines = 0;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  while (start < len)
    {
      const char *nl = memchr (text + start, '\n', len - start);
      gsize end = nl ? (gsize) (nl - text) : len;
      gsize line_end = end > start && text[end - 1] == '\r' ? end - 1 : end;

      test_check_normalization (text + start, line_end - start);
      lines++;
      start = end + 1;
    }
  g_assert_cmpuint (lines, >, 40000);
}

static void
test_invalid_input (void)
{
  static const char text[] = "HTTP://A/b c\0d";
  g_autoptr(UsNormalization) n = us_normalize (text, sizeof text - 1, NULL);
  gsize len;
  const char *out = us_normalization_get_normalized (n, &len);

  g_assert_true (us_normalization_is_from_invalid_input (n));
  g_assert_cmpmem (out, len, "http://a/b c\0d", 14);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (ladders); i++)
    {
      g_autofree char *path = g_strdup_printf ("/normalize/ladder/%02u", i + 1);

      g_test_add_data_func (path, &ladders[i], test_ladder);
    }
  for (guint i = 0; i < G_N_ELEMENTS (equivalences); i++)
    {
      g_autofree char *path = g_strdup_printf ("/normalize/equivalence/%02u", i + 1);

      g_test_add_data_func (path, &equivalences[i], test_equivalence);
    }
  g_test_add_func ("/normalize/changes", test_changes);
  g_test_add_func ("/normalize/invalid-input", test_invalid_input);
  g_test_add_func ("/normalize/guard-changes", test_guard_changes);
  g_test_add_func ("/normalize/check/tricky", test_check_tricky);
  g_test_add_func ("/normalize/check/web", test_check_web);

  return g_test_run ();
}
