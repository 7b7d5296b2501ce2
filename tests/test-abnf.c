/* test-abnf.c — valid means exactly the ABNF
 *
 * An independent, deliberately simple ABNF matcher (abnf.c) reads the core's
 * own RFC 3986 grammar text, and must agree with the parser's verdict on
 * every one of 100,000 deterministic strings: random expansions of the
 * grammar, and the same with one to three single-character mutations
 * (replace, insert, delete) drawn from the characters that matter. A second
 * run does the same from absolute-URI, the start rule of base URIs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "abnf.h"
#include "abnf-spec.h"
#include "test-common.h"

#define N_STRINGS 100000
#define N_ABSOLUTE 20000
#define N_HOSTS 10000

/* What the generator made of the placeholders, as real characters: a
 * ucschar or an iprivate drawn from their ranges' edges and middles. */
static void
expand_placeholders (GString *s,
                     GRand   *rand)
{
  static const gunichar ucs[] = { 0xA0, 0xE9, 0x41E, 0x4E2D, 0x5D0, 0x627, 0xD7FF, 0xF900, 0xFDCF,
                                  0xFDF0, 0xFFEF, 0x10000, 0x1F600, 0x1FFFD, 0xE1000, 0xEFFFD };
  static const gunichar priv[] = { 0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD };
  GString *out = g_string_new (NULL);

  for (gsize i = 0; i < s->len; i++)
    {
      guchar c = (guchar) s->str[i];

      if (c == ABNF_PLACEHOLDER_UCSCHAR)
        g_string_append_unichar (out, ucs[g_rand_int_range (rand, 0, G_N_ELEMENTS (ucs))]);
      else if (c == ABNF_PLACEHOLDER_IPRIVATE)
        g_string_append_unichar (out, priv[g_rand_int_range (rand, 0, G_N_ELEMENTS (priv))]);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_assign (s, out->str);
  g_string_free (out, TRUE);
}

/* The matcher must itself be right, or agreeing with it proves nothing. */
static void
test_matcher_sanity (void)
{
  g_autoptr(AbnfGrammar) g = abnf_spec_grammar (US_SPEC_RFC3986);
  static const struct { const char *rule, *text; gboolean ok; } cases[] = {
    { "URI-reference", "http://a/b?c#d", TRUE },
    { "URI-reference", "", TRUE },
    { "URI-reference", "a:b", TRUE },
    { "URI-reference", "1a:b", FALSE },
    { "URI-reference", "./1a:b", TRUE },
    { "URI-reference", "http://a b", FALSE },
    { "URI-reference", "http://[::]/", TRUE },
    { "URI-reference", "http://[1:2:3:4:5:6:7::]/", TRUE },
    { "URI-reference", "http://[1:2:3:4:5:6:7:8::]/", FALSE },
    { "URI-reference", "http://[::1.2.3.4]/", TRUE },
    { "URI-reference", "http://[1:2:3:4:5:6::1.2.3.4]/", FALSE },
    { "URI-reference", "http://[V1.x]/", TRUE },
    { "URI-reference", "HTTP://a/%4a", TRUE },
    { "URI-reference", "#a#b", FALSE },
    { "URI-reference", "%zz", FALSE },
    { "IPv4address", "255.255.255.255", TRUE },
    { "IPv4address", "256.0.0.0", FALSE },
    { "IPv4address", "01.0.0.0", FALSE },
    { "absolute-URI", "http://a#b", FALSE },
    { "absolute-URI", "http://a?b", TRUE },
    { "path-empty", "", TRUE },
    { "path-empty", "a", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s ← %s", cases[i].rule, cases[i].text);
      g_assert_cmpint (abnf_match (g, cases[i].rule, cases[i].text, strlen (cases[i].text)), ==, cases[i].ok);
    }
}

/* Characters mutations draw from: every delimiter and class of the grammar,
 * letters that matter (v, x, hex), and what must be rejected. */
static const char mutation_chars[] =
  ":/?#[]@!$&'()*+,;=%-._~"
  "aAfFgGvVzZ012569"
  " \"<>\\^`{|}";
static const guchar mutation_bytes[] = { 0x00, 0x09, 0x0a, 0x7f, 0x80, 0xc3, 0xa9, 0xff };

static void
mutate (GString *s,
        GRand   *rand)
{
  gsize at = s->len > 0 ? (gsize) g_rand_int_range (rand, 0, (gint32) s->len + 1) : 0;
  char c;

  /* A digit changed into another finds the bounds of dec-octet and port. */
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      guint digits = 0;

      for (gsize i = 0; i < s->len; i++)
        digits += g_ascii_isdigit (s->str[i]) != 0;
      if (digits > 0)
        {
          guint pick = (guint) g_rand_int_range (rand, 0, (gint32) digits);

          for (gsize i = 0; i < s->len; i++)
            if (g_ascii_isdigit (s->str[i]) && pick-- == 0)
              {
                s->str[i] = (char) ('0' + g_rand_int_range (rand, 0, 10));
                return;
              }
        }
    }

  if (g_rand_int_range (rand, 0, 10) == 0)
    c = (char) mutation_bytes[g_rand_int_range (rand, 0, G_N_ELEMENTS (mutation_bytes))];
  else
    c = mutation_chars[g_rand_int_range (rand, 0, sizeof mutation_chars - 1)];

  switch (g_rand_int_range (rand, 0, 3))
    {
    case 0:
      if (at < s->len)
        {
          s->str[at] = c;
          break;
        }
      G_GNUC_FALLTHROUGH;
    case 1:
      g_string_insert_c (s, (gssize) at, c);
      break;
    default:
      if (at < s->len)
        g_string_erase (s, (gssize) at, 1);
      break;
    }
}

static gboolean
parser_says_valid (UsSpec        spec,
                   const char   *text,
                   gsize         len,
                   UsParseFlags  flags)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UsResult) result = us_parse (text, len, spec, flags, &error);

  g_assert_no_error (error);
  /* Without the tree, the verdict and the diagnostics are the same. */
  {
    g_autoptr(UsResult) bare = us_parse (text, len, spec, flags | US_PARSE_NO_TREE, NULL);

    g_assert_cmpuint (us_result_get_n_nodes (bare), ==, 1);
    g_assert_cmpuint (us_result_get_n_diagnostics (bare), ==, us_result_get_n_diagnostics (result));
    g_assert_cmpint (us_result_is_valid (bare), ==, us_result_is_valid (result));
  }
  return us_result_is_valid (result);
}

/* RFC 2396 reads an authority as a server when it can and as a reg_name
 * otherwise: the node the parser chose must be the one the grammar's first
 * matching alternative gives. */
static void
check_reading_2396 (AbnfGrammar  *g,
                    const char   *text,
                    gsize         len,
                    UsParseFlags  flags,
                    guint        *servers)
{
  g_autoptr(UsResult) result = us_parse (text, len, US_SPEC_RFC2396, flags, NULL);
  guint authority = us_result_find_rule (result, US_RULE_2396_AUTHORITY);
  const UsNode *node, *reading;
  gboolean is_server;

  if (authority == US_NO_NODE)
    return;
  node = us_result_get_node (result, authority);
  g_assert_cmpuint (node->n_children, ==, 1);
  reading = us_result_get_node (result, us_result_get_child (result, authority, 0));
  is_server = abnf_match (g, "server", text + node->start, node->end - node->start);
  if (is_server != (reading->rule == US_RULE_2396_SERVER))
    {
      g_autofree char *shown = g_strescape (text, NULL);

      g_test_message ("“%s”: the grammar reads the authority as %s, the parser as %s",
                      shown, is_server ? "server" : "reg_name", us_rule_name (reading->rule));
      g_assert_not_reached ();
    }
  *servers += is_server;
}

/* Strings are generated from @rule, optionally wrapped as @prefix … @suffix
 * (to aim at one part of the grammar), then checked against @check_rule. */
static void
run_agreement_full (UsSpec        spec,
                    const char   *rule,
                    const char   *prefix,
                    const char   *suffix,
                    const char   *check_rule,
                    UsParseFlags  flags,
                    guint         count,
                    guint32       seed)
{
  g_autoptr(AbnfGrammar) g = abnf_spec_grammar (spec);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GString) s = g_string_new (NULL);
  guint checked = 0, valid = 0, generated_valid = 0, servers = 0;

  while (checked < count)
    {
      gboolean by_abnf, by_parser;
      guint mutations;

      g_string_assign (s, prefix);
      abnf_generate (g, rule, rand, s);
      g_string_append (s, suffix);
      if (spec == US_SPEC_RFC3987)
        expand_placeholders (s, rand);
      if (s->len > ABNF_MAX_INPUT)
        continue;

      /* A third stay as generated; the rest get 1 to 3 mutations. */
      mutations = (guint) g_rand_int_range (rand, 0, 3) == 0 ? 0 : (guint) g_rand_int_range (rand, 1, 4);
      for (guint m = 0; m < mutations; m++)
        mutate (s, rand);
      if (s->len > ABNF_MAX_INPUT)
        continue;

      by_abnf = abnf_spec_match (g, spec, check_rule, s->str, s->len);
      by_parser = parser_says_valid (spec, s->str, s->len, flags);
      if (mutations == 0)
        {
          /* What the grammar generated, the grammar must accept. */
          g_assert_true (by_abnf);
          generated_valid++;
        }
      if (by_abnf != by_parser)
        {
          g_autofree char *shown = g_strescape (s->str, NULL);

          g_test_message ("disagreement on string %u: “%s”: ABNF says %s, parser says %s",
                          checked, shown, by_abnf ? "valid" : "invalid", by_parser ? "valid" : "invalid");
          g_assert_cmpint (by_parser, ==, by_abnf);
        }
      if (spec == US_SPEC_RFC2396 && by_parser)
        check_reading_2396 (g, s->str, s->len, flags, &servers);
      valid += by_abnf;
      checked++;
    }

  g_test_message ("%s%s%s as %s: %u strings, %u valid, %u invalid, %u generated unmutated, %u server authorities",
                  prefix, rule, suffix, check_rule, checked, valid, checked - valid, generated_valid, servers);
  /* Both verdicts must be well represented, or the test proves little. */
  g_assert_cmpuint (valid, >, count / 5);
  g_assert_cmpuint (checked - valid, >, count / 5);
}

static void
test_agreement_reference (void)
{
  run_agreement_full (US_SPEC_RFC3986, "URI-reference", "", "", "URI-reference", US_PARSE_DEFAULT, N_STRINGS, 3986);
}

static void
test_agreement_absolute (void)
{
  run_agreement_full (US_SPEC_RFC3986, "absolute-URI", "", "", "absolute-URI", US_PARSE_ABSOLUTE, N_ABSOLUTE, 4303);
}

/* The hosts are where the grammar is hardest (nine IPv6 forms, dec-octets,
 * IPvFuture): a further 30,000 strings aimed at them. */
static void
test_agreement_hosts (void)
{
  run_agreement_full (US_SPEC_RFC3986, "IPv6address", "//[", "]/", "URI-reference", US_PARSE_DEFAULT, N_HOSTS, 2732);
  run_agreement_full (US_SPEC_RFC3986, "IP-literal", "s://", ":1", "URI-reference", US_PARSE_DEFAULT, N_HOSTS, 6874);
  run_agreement_full (US_SPEC_RFC3986, "host", "//u@", "", "URI-reference", US_PARSE_DEFAULT, N_HOSTS, 791);
}

/* RFC 2396: the matcher on the converted grammar first, with the cases where
 * RFC 2396 and RFC 3986 part ways. */
static void
test_matcher_sanity_2396 (void)
{
  g_autoptr(AbnfGrammar) g = abnf_spec_grammar (US_SPEC_RFC2396);
  static const struct { const char *rule, *text; gboolean ok; } cases[] = {
    { "URI-reference", "http://a/b/c/d;p?q", TRUE },
    { "URI-reference", "", TRUE },
    { "URI-reference", "#f", TRUE },
    { "URI-reference", "?y", FALSE },
    { "URI-reference", "./?y", TRUE },
    { "URI-reference", "a:", FALSE },
    { "URI-reference", "a:b/c?d", TRUE },
    { "URI-reference", "a:/", TRUE },
    { "URI-reference", "//", TRUE },
    { "URI-reference", "http://[::1]/", FALSE },
    { "URI-reference", "http://my_host/", TRUE },
    { "URI-reference", "1a:b", FALSE },
    { "URI-reference", "g;x=1/../y", TRUE },
    { "server", "u@1.2.3.999:80", TRUE },
    { "server", "", TRUE },
    { "server", "my_host", FALSE },
    { "server", "a-.b", FALSE },
    { "server", "a.1b", FALSE },
    { "server", "a.b.", TRUE },
    { "reg_name", "u@v@w", TRUE },
    { "lowalpha", "A", FALSE },
    { "alpha", "A", TRUE },
    { "hex", "f", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s ← %s", cases[i].rule, cases[i].text);
      g_assert_cmpint (abnf_match (g, cases[i].rule, cases[i].text, strlen (cases[i].text)), ==, cases[i].ok);
    }
}

static void
test_agreement_2396_reference (void)
{
  run_agreement_full (US_SPEC_RFC2396, "URI-reference", "", "", "URI-reference", US_PARSE_DEFAULT, N_STRINGS, 2396);
}

static void
test_agreement_2396_absolute (void)
{
  run_agreement_full (US_SPEC_RFC2396, "absoluteURI", "", "", "absoluteURI", US_PARSE_ABSOLUTE, N_ABSOLUTE, 1998);
}

/* The authority is where RFC 2396 is hardest: two readings, host names with
 * label rules, dotted quads of any digits. */
static void
test_agreement_2396_authority (void)
{
  run_agreement_full (US_SPEC_RFC2396, "server", "//", "/", "URI-reference", US_PARSE_DEFAULT, N_HOSTS, 1738);
  run_agreement_full (US_SPEC_RFC2396, "hostport", "s://u@", "", "URI-reference", US_PARSE_DEFAULT, N_HOSTS, 1808);
  run_agreement_full (US_SPEC_RFC2396, "authority", "//", "?q", "URI-reference", US_PARSE_DEFAULT, N_HOSTS, 2732);
}

/* RFC 1808: the matcher on the converted grammar, with what sets it apart:
 * a scheme may begin with a digit, "~" is excluded, the net_loc holds "?",
 * an abs_path's first segment is not empty. */
static void
test_matcher_sanity_1808 (void)
{
  g_autoptr(AbnfGrammar) g = abnf_spec_grammar (US_SPEC_RFC1808);
  static const struct { const char *rule, *text; gboolean ok; } cases[] = {
    { "URL", "http://a/b/c/d;p?q#f", TRUE },
    { "URL", "", TRUE },
    { "URL", "?y", TRUE },
    { "URL", ";x", TRUE },
    { "URL", "1a:b", TRUE },
    { "URL", "http://a/~u", FALSE },
    { "URL", "//h?q/x", TRUE },
    { "URL", "//h//x", FALSE },
    { "URL", "http://h//x", TRUE },
    { "URL", "a:", TRUE },
    { "relativeURL", "//h//x", FALSE },
    { "generic-RL", "http://h//x", FALSE },
    { "absoluteURL", "http://h//x", TRUE },
    { "lowalpha", "A", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s ← %s", cases[i].rule, cases[i].text);
      g_assert_cmpint (abnf_match (g, cases[i].rule, cases[i].text, strlen (cases[i].text)), ==, cases[i].ok);
    }
}

static void
test_agreement_1808 (void)
{
  run_agreement_full (US_SPEC_RFC1808, "URL", "", "", "URL", US_PARSE_DEFAULT, N_STRINGS, 1808);
  run_agreement_full (US_SPEC_RFC1808, "absoluteURL", "", "", "absoluteURL", US_PARSE_ABSOLUTE, N_ABSOLUTE, 1995);
  /* Aimed at the net_path and its abs_path, where the two forms of an
   * absoluteURL part ways. */
  run_agreement_full (US_SPEC_RFC1808, "net_path", "s:", "", "URL", US_PARSE_DEFAULT, N_HOSTS, 6);
  run_agreement_full (US_SPEC_RFC1808, "net_path", "", "", "URL", US_PARSE_DEFAULT, N_HOSTS, 1994);
}

/* RFC 1738: the scheme productions, each strictly. */
static void
test_matcher_sanity_1738 (void)
{
  g_autoptr(AbnfGrammar) g = abnf_spec_grammar (US_SPEC_RFC1738);
  static const struct { const char *text; gboolean ok; } cases[] = {
    { "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a", TRUE },
    { "news:comp.infosystems.www.servers.unix", TRUE },
    { "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", TRUE },
    { "telnet://user:pass@host:23/", TRUE },
    { "wais://quake.think.com/directory-of-servers?dir", TRUE },
    { "http://a/b?c/d", FALSE },
    { "http:x", FALSE },
    { "HTTP://a/", TRUE },
    { "Foo:bar", FALSE },
    { "foo:bar", TRUE },
    { "url:http://a/", TRUE },
    { "http://a/#f", FALSE },
    { "http://u@h/", FALSE },
    { "ftp://u@h/", TRUE },
    { "file://h", FALSE },
    { "file:///etc", TRUE },
    { "nntp://h/g/12", TRUE },
    { "prospero://h/a;x=y", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].text);
      g_assert_cmpint (abnf_spec_strict_1738 (g, cases[i].text, strlen (cases[i].text)), ==, cases[i].ok);
    }
}

/* Strings from url (any scheme) and from each production. */
static void
test_agreement_1738 (void)
{
  static const char *const rules[] = {
    "httpurl", "ftpurl", "fileurl", "gopherurl", "mailtourl", "newsurl", "nntpurl",
    "telneturl", "waisurl", "prosperourl", "midaddress", "cidaddress", "afsaddress",
  };

  run_agreement_full (US_SPEC_RFC1738, "url", "", "", "url", US_PARSE_DEFAULT, N_STRINGS, 1738);
  run_agreement_full (US_SPEC_RFC1738, "genericurl", "", "", "url", US_PARSE_DEFAULT, N_HOSTS, 1630);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    run_agreement_full (US_SPEC_RFC1738, rules[i], i % 3 == 0 ? "url:" : "", "", "url", US_PARSE_DEFAULT,
                        N_HOSTS, 1738 + i);
}

/* RFC 3987: IRIs, with UCS characters where the grammar admits them. */
static void
test_matcher_sanity_3987 (void)
{
  g_autoptr(AbnfGrammar) g = abnf_spec_grammar (US_SPEC_RFC3987);
  static const struct { const char *text; gboolean ok; } cases[] = {
    { "http://例子.测试/路径?查询#片段", TRUE },
    { "http://a/\xee\x80\x80", FALSE },            /* U+E000 in a path */
    { "http://a/?\xee\x80\x80", TRUE },            /* … in the query */
    { "http://a/#\xee\x80\x80", FALSE },           /* … in the fragment */
    { "http://a/\xef\xb7\x90", FALSE },            /* U+FDD0 */
    { "h\xc3\xa9://a", FALSE },                     /* é in the scheme */
    { "http://[::1]/\xc3\xa9", TRUE },
    { "http://a/\xff", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) projected = abnf_spec_project_iri (cases[i].text, strlen (cases[i].text));

      g_test_message ("%s", cases[i].text);
      g_assert_cmpint (abnf_match (g, "IRI-reference", projected->str, projected->len), ==, cases[i].ok);
    }
}

static void
test_agreement_3987 (void)
{
  run_agreement_full (US_SPEC_RFC3987, "IRI-reference", "", "", "IRI-reference", US_PARSE_DEFAULT, N_STRINGS, 3987);
  run_agreement_full (US_SPEC_RFC3987, "absolute-IRI", "", "", "absolute-IRI", US_PARSE_ABSOLUTE, N_ABSOLUTE, 2005);
  run_agreement_full (US_SPEC_RFC3987, "iauthority", "//", "/", "IRI-reference", US_PARSE_DEFAULT, N_HOSTS, 3490);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/abnf/matcher-sanity", test_matcher_sanity);
  g_test_add_func ("/abnf/agreement/URI-reference", test_agreement_reference);
  g_test_add_func ("/abnf/agreement/absolute-URI", test_agreement_absolute);
  g_test_add_func ("/abnf/agreement/hosts", test_agreement_hosts);
  g_test_add_func ("/abnf/rfc2396/matcher-sanity", test_matcher_sanity_2396);
  g_test_add_func ("/abnf/rfc2396/agreement/URI-reference", test_agreement_2396_reference);
  g_test_add_func ("/abnf/rfc2396/agreement/absoluteURI", test_agreement_2396_absolute);
  g_test_add_func ("/abnf/rfc2396/agreement/authority", test_agreement_2396_authority);
  g_test_add_func ("/abnf/rfc1808/matcher-sanity", test_matcher_sanity_1808);
  g_test_add_func ("/abnf/rfc1808/agreement", test_agreement_1808);
  g_test_add_func ("/abnf/rfc3987/matcher-sanity", test_matcher_sanity_3987);
  g_test_add_func ("/abnf/rfc3987/agreement", test_agreement_3987);
  g_test_add_func ("/abnf/rfc1738/matcher-sanity", test_matcher_sanity_1738);
  g_test_add_func ("/abnf/rfc1738/agreement", test_agreement_1738);

  return g_test_run ();
}
