/* test-tree.c — the grammar tree, the components and the terminal classes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "test-common.h"

typedef struct {
  const char *input;
  const char *tree;   /* output: cli_text_tree_line() */
} TreeCase;

/* Representative references: RFC 3986 §1.1.2's examples, the §5.4 base, and
 * one of each host and path form. */
static const TreeCase trees[] = {
  { "http://example.com",
    "URI-reference(URI(scheme\"http\" hier-part(authority(host(reg-name(label\"example\" label\"com\"))) path-abempty\"\")))" },
  { "https://user:pw@www.example.com:8080/a/b%20c/?q=1&r=2#frag",
    "URI-reference(URI(scheme\"https\" hier-part(authority(userinfo\"user:pw\" host(reg-name(label\"www\" label\"example\" label\"com\")) port\"8080\") path-abempty(segment\"a\" segment(pct-encoded\"%20\") segment\"\")) query\"q=1&r=2\" fragment\"frag\"))" },
  { "ftp://192.168.0.1/pub/file.txt",
    "URI-reference(URI(scheme\"ftp\" hier-part(authority(host(IPv4address(dec-octet\"192\" dec-octet\"168\" dec-octet\"0\" dec-octet\"1\"))) path-abempty(segment\"pub\" segment\"file.txt\"))))" },
  { "http://[2001:db8::7]/c=GB?objectClass?one",
    "URI-reference(URI(scheme\"http\" hier-part(authority(host(IP-literal(IPv6address(h16\"2001\" h16\"db8\" h16\"7\")))) path-abempty(segment\"c=GB\")) query\"objectClass?one\"))" },
  { "http://[::ffff:192.0.2.1]:80/",
    "URI-reference(URI(scheme\"http\" hier-part(authority(host(IP-literal(IPv6address(h16\"ffff\" ls32(IPv4address(dec-octet\"192\" dec-octet\"0\" dec-octet\"2\" dec-octet\"1\"))))) port\"80\") path-abempty(segment\"\"))))" },
  { "http://[1:2:3:4:5:6:7:8]/",
    "URI-reference(URI(scheme\"http\" hier-part(authority(host(IP-literal(IPv6address(h16\"1\" h16\"2\" h16\"3\" h16\"4\" h16\"5\" h16\"6\" ls32(h16\"7\" h16\"8\"))))) path-abempty(segment\"\"))))" },
  { "http://[v7.host:name]/",
    "URI-reference(URI(scheme\"http\" hier-part(authority(host(IP-literal(IPvFuture\"v7.host:name\"))) path-abempty(segment\"\"))))" },
  { "mailto:John.Doe@example.com",
    "URI-reference(URI(scheme\"mailto\" hier-part(path-rootless(segment-nz\"John.Doe@example.com\"))))" },
  { "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "URI-reference(URI(scheme\"urn\" hier-part(path-rootless(segment-nz\"oasis:names:specification:docbook:dtd:xml:4.1.2\"))))" },
  { "news:comp.infosystems.www.servers.unix",
    "URI-reference(URI(scheme\"news\" hier-part(path-rootless(segment-nz\"comp.infosystems.www.servers.unix\"))))" },
  { "tel:+1-816-555-1212",
    "URI-reference(URI(scheme\"tel\" hier-part(path-rootless(segment-nz\"+1-816-555-1212\"))))" },
  { "//example.org/scheme-relative",
    "URI-reference(relative-ref(relative-part(authority(host(reg-name(label\"example\" label\"org\"))) path-abempty(segment\"scheme-relative\"))))" },
  { "/absolute/path",
    "URI-reference(relative-ref(relative-part(path-absolute(segment-nz\"absolute\" segment\"path\"))))" },
  { "../relative/./path",
    "URI-reference(relative-ref(relative-part(path-noscheme(segment-nz-nc\"..\" segment\"relative\" segment\".\" segment\"path\"))))" },
  { "?query-only",
    "URI-reference(relative-ref(relative-part(path-empty\"\") query\"query-only\"))" },
  { "#fragment-only",
    "URI-reference(relative-ref(relative-part(path-empty\"\") fragment\"fragment-only\"))" },
  { "",
    "URI-reference(relative-ref(relative-part(path-empty\"\")))" },
  { "file:///etc/hosts",
    "URI-reference(URI(scheme\"file\" hier-part(authority(host(reg-name\"\")) path-abempty(segment\"etc\" segment\"hosts\"))))" },
  { "http://a/b/c/d;p?q",
    "URI-reference(URI(scheme\"http\" hier-part(authority(host(reg-name(label\"a\"))) path-abempty(segment\"b\" segment\"c\" segment\"d;p\")) query\"q\"))" },
};

static void
test_tree (gconstpointer data)
{
  const TreeCase *c = data;
  g_autoptr(UsResult) result = test_parse (c->input, 0);
  g_autofree char *tree = cli_text_tree_line (result);

  g_assert_true (us_result_is_valid (result));
  g_assert_cmpstr (tree, ==, c->tree);
}

typedef struct {
  const char *input;
  /* outputs: each component's text, or NULL when undefined */
  const char *scheme, *authority, *userinfo, *host, *port, *path, *query, *fragment;
} ComponentCase;

/* Undefined is not empty: RFC 3986 §5.3 recomposes "http://a?" with an empty
 * query and "http://a" with none. */
static const ComponentCase components[] = {
  { "http://a", "http", "a", NULL, "a", NULL, "", NULL, NULL },
  { "http://a?", "http", "a", NULL, "a", NULL, "", "", NULL },
  { "http://a#", "http", "a", NULL, "a", NULL, "", NULL, "" },
  { "http://@a:/", "http", "@a:", "", "a", "", "/", NULL, NULL },
  { "http://", "http", "", NULL, "", NULL, "", NULL, NULL },
  { "file:///x", "file", "", NULL, "", NULL, "/x", NULL, NULL },
  { "", NULL, NULL, NULL, NULL, NULL, "", NULL, NULL },
  { "//h", NULL, "h", NULL, "h", NULL, "", NULL, NULL },
  { "u:p@h", "u", NULL, NULL, NULL, NULL, "p@h", NULL, NULL },
  { "http://u:p@[::1]:8/p?q#f", "http", "u:p@[::1]:8", "u:p", "[::1]", "8", "/p", "q", "f" },
  { "a?b?c#d?e", NULL, NULL, NULL, NULL, NULL, "a", "b?c", "d?e" },
};

static void
test_components (gconstpointer data)
{
  const ComponentCase *c = data;
  g_autoptr(UsResult) result = test_parse (c->input, 0);
  const char *want[US_COMPONENT_COUNT] = {
    c->scheme, c->authority, c->userinfo, c->host, c->port, c->path, c->query, c->fragment,
  };

  for (guint i = 0; i < US_COMPONENT_COUNT; i++)
    test_assert_component (result, (UsComponent) i, want[i]);
}

/* For every character, which terminal class of the grammar matched it. */
static void
test_terminals (void)
{
  static const struct {
    const char *input;
    const char *classes;  /* one letter a character; see below */
  } cases[] = {
    /* A ALPHA, D DIGIT, H HEXDIG, u unreserved, s sub-delims, p pct-encoded,
     * l a literal of the grammar, x invalid, - outside the reference */
    { "http://a.b:80/c%20d?e=f#g!",   "AAAAllluuulDDlupppulusulus" },
    { "h+1://[::1]:8",                "AlDllllllHllD" },
    { "h://1.2.3.4",                  "AlllDlDlDlD" },
    { "h://[v1.a:b]",                 "AlllllHlulul" },
    { " a b",                         "-uxu" },
    { "a:b|",                         "Alux" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    test_assert_terminals (US_SPEC_RFC3986, cases[i].input, cases[i].classes);
}

/* The deepest node at a byte, and O(1) access to the k-th child. */
static void
test_node_at (void)
{
  g_autoptr(UsResult) result = test_parse ("http://h/a/b%2Fc?q", 0);
  const char *const expected[] = {
    "scheme", "scheme", "scheme", "scheme", "URI", "hier-part", "hier-part",
    "label", "path-abempty", "segment", "path-abempty", "segment", "pct-encoded",
    "pct-encoded", "pct-encoded", "segment", "URI", "query",
  };

  for (gsize k = 0; k < G_N_ELEMENTS (expected); k++)
    {
      const UsNode *node = us_result_get_node (result, us_result_node_at (result, k));

      g_assert_cmpstr (us_rule_name (node->rule), ==, expected[k]);
    }

  {
    guint path = us_result_find_rule (result, US_RULE_3986_PATH_ABEMPTY);
    const UsNode *second = us_result_get_node (result, us_result_get_child (result, path, 1));

    g_assert_cmpuint (us_result_get_node (result, path)->n_children, ==, 2);
    g_assert_cmpuint (second->start, ==, 11);
    g_assert_cmpuint (second->end, ==, 16);
  }
}

/* Each rule's ABNF text and section, by id. */
static void
test_rule_text (void)
{
  g_assert_cmpstr (us_rule_abnf (US_RULE_3986_PORT), ==, "port          = *DIGIT");
  g_assert_cmpstr (us_rule_abnf (US_RULE_3986_SEGMENT_NZ_NC), ==,
                   "segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )\n"
                   "              ; non-zero-length segment without any colon \":\"");
  g_assert_true (g_str_has_prefix (us_rule_abnf (US_RULE_3986_IPV6ADDRESS),
                                   "IPv6address   =                            6( h16 \":\" ) ls32\n"));
  g_assert_true (g_str_has_suffix (us_rule_abnf (US_RULE_3986_IPV6ADDRESS),
                                   "/ [ *6( h16 \":\" ) h16 ] \"::\""));
  g_assert_cmpstr (us_rule_section (US_RULE_3986_QUERY), ==, "3.4");
  g_assert_cmpstr (us_rule_section (US_RULE_3986_USERINFO), ==, "3.2.1");
  g_assert_null (us_rule_abnf (US_RULE_3986_LABEL));
  g_assert_true (us_rule_is_prose (US_RULE_3986_LABEL));
  g_assert_cmpstr (us_rule_abnf (US_RULE_HEXDIG), ==,
                   "HEXDIG         =  DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"");

  /* Every ABNF rule of the spec has its text. */
  test_assert_rules (US_SPEC_RFC3986, US_RULE_3986_URI, US_RULE_3986_SUB_DELIMS);
}

/* parse → serialise → parse is stable: the text under the root of a valid
 * reference parses to the same tree. */
static void
test_roundtrip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (trees); i++)
    {
      g_autoptr(UsResult) first = test_parse (trees[i].input, 0);
      gsize len;
      const char *text = us_result_get_input (first, &len);
      g_autofree char *copy = g_strndup (text, len);
      g_autoptr(UsResult) second = test_parse (copy, 0);
      g_autofree char *a = cli_text_tree_line (first);
      g_autofree char *b = cli_text_tree_line (second);

      g_assert_cmpstr (a, ==, b);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (trees); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tree/rfc3986/golden/%02u", i);

      g_test_add_data_func (path, &trees[i], test_tree);
    }
  for (guint i = 0; i < G_N_ELEMENTS (components); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tree/rfc3986/components/%02u", i);

      g_test_add_data_func (path, &components[i], test_components);
    }
  g_test_add_func ("/tree/rfc3986/terminals", test_terminals);
  g_test_add_func ("/tree/rfc3986/node-at", test_node_at);
  g_test_add_func ("/tree/rfc3986/rule-text", test_rule_text);
  g_test_add_func ("/tree/rfc3986/roundtrip", test_roundtrip);

  return g_test_run ();
}
