/* test-abnf-tree.c — us_abnf_parse_rule(): every rule's definition as a tree
 *
 * Every rule that has a definition parses, and prints back (canonically) to
 * a text that parses to the same tree; a few rules have their structure
 * spelled out here; references resolve to the rules they name; and no text
 * crashes the reader, in particular no truncation of any rule's text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "core-test-helpers.h"
#include "test-common.h"

/* The tree as a compact expression: concat(ref ALPHA,rep 0..*(…)). */
static void
append_shape (GString          *out,
              const UsAbnfNode *node)
{
  static const char *const kinds[] = {
    "alt", "concat", "rep", "opt", "group", "lit", "num", "range", "ref", "prose",
  };

  g_string_append (out, kinds[node->kind]);
  if (node->kind == US_ABNF_REPETITION)
    {
      g_string_append_printf (out, " %u..", node->min);
      if (node->max == US_ABNF_UNBOUNDED)
        g_string_append_c (out, '*');
      else
        g_string_append_printf (out, "%u", node->max);
    }
  if (node->text != NULL)
    g_string_append_printf (out, " %s", node->text);
  if (node->children->len > 0)
    {
      g_string_append_c (out, '(');
      for (guint i = 0; i < node->children->len; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          append_shape (out, us_abnf_node_child (node, i));
        }
      g_string_append_c (out, ')');
    }
}

static char *
shape_of (UsRule rule)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UsAbnfNode) node = us_abnf_parse_rule (rule, &error);
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  append_shape (out, node);
  return g_string_free (out, FALSE);
}

static void
assert_shape (UsRule      rule,
              const char *expected)
{
  g_autofree char *shape = shape_of (rule);

  g_assert_cmpstr (shape, ==, expected);
}

/* The first node of @kind in @node, depth first. */
static const UsAbnfNode *
find_kind (const UsAbnfNode *node,
           UsAbnfKind        kind)
{
  if (node->kind == kind)
    return node;
  for (guint i = 0; i < node->children->len; i++)
    {
      const UsAbnfNode *found = find_kind (us_abnf_node_child (node, i), kind);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
check_references (const UsAbnfNode *node,
                  UsRule            from)
{
  if (node->kind == US_ABNF_REFERENCE && node->rule != US_RULE_NONE)
    {
      UsSpec spec = us_rule_spec (node->rule);

      g_assert_cmpint (g_ascii_strcasecmp (us_rule_name (node->rule), node->text), ==, 0);
      /* The rule's own spec, RFC 3986's for RFC 3987, or the core rules. */
      g_assert_true (spec == us_rule_spec (from) ||
                     (us_rule_spec (from) == US_SPEC_RFC3987 && spec == US_SPEC_RFC3986) ||
                     node->rule >= US_RULE_ALPHA);
    }
  for (guint i = 0; i < node->children->len; i++)
    check_references (us_abnf_node_child (node, i), from);
}

static void
test_every_rule (void)
{
  guint parsed = 0;

  for (guint i = 1; i < US_RULE_COUNT; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(UsAbnfNode) node = NULL;
      g_autoptr(UsAbnfNode) again = NULL;
      g_autofree char *text = NULL;
      g_autofree char *line = NULL;
      g_autofree char *text_again = NULL;
      g_autofree char *name = NULL;

      if (us_rule_is_prose (i))
        continue;
      node = us_abnf_parse_rule (i, &error);
      if (error != NULL)
        g_test_message ("%s: %s", us_rule_name (i), error->message);
      g_assert_no_error (error);
      g_assert_nonnull (node);
      check_references (node, i);

      /* The canonical text reads back to the same tree. */
      text = us_abnf_node_to_string (node);
      line = g_strdup_printf ("%s = %s", us_rule_name (i), text);
      again = us_abnf_parse (us_rule_spec (i), line, -1, &name, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (name, ==, us_rule_name (i));
      text_again = us_abnf_node_to_string (again);
      g_assert_cmpstr (text_again, ==, text);
      parsed++;
    }
  g_assert_cmpuint (parsed, >, 200);
}

static void
test_prose_rule (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UsAbnfNode) node = us_abnf_parse_rule (US_RULE_WHATWG_HOST, &error);

  g_assert_null (node);
  g_assert_error (error, US_ABNF_ERROR, US_ABNF_ERROR_NO_TEXT);
}

static void
test_rfc3986_shapes (void)
{
  g_autoptr(UsAbnfNode) ipv6 = us_abnf_parse_rule (US_RULE_3986_IPV6ADDRESS, NULL);
  g_autoptr(UsAbnfNode) octet = us_abnf_parse_rule (US_RULE_3986_DEC_OCTET, NULL);
  g_autoptr(UsAbnfNode) scheme = us_abnf_parse_rule (US_RULE_3986_SCHEME, NULL);
  g_autofree char *scheme_text = us_abnf_node_to_string (scheme);
  const UsAbnfNode *range;

  assert_shape (US_RULE_3986_SCHEME,
                "concat(ref ALPHA,rep 0..*(group(alt(ref ALPHA,ref DIGIT,lit +,lit -,lit .))))");
  g_assert_cmpstr (scheme_text, ==, "ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )");
  g_assert_cmpint (us_abnf_node_child (scheme, 0)->rule, ==, US_RULE_ALPHA);

  assert_shape (US_RULE_3986_H16, "rep 1..4(ref HEXDIG)");
  assert_shape (US_RULE_3986_PATH_EMPTY, "rep 0..0(prose pchar)");
  assert_shape (US_RULE_3986_AUTHORITY,
                "concat(opt(concat(ref userinfo,lit @)),ref host,opt(concat(lit :,ref port)))");

  /* Nine alternatives, the third "[ h16 ] "::" 4( h16 ":" ) ls32". */
  g_assert_cmpint (ipv6->kind, ==, US_ABNF_ALTERNATION);
  g_assert_cmpuint (us_abnf_node_n_children (ipv6), ==, 9);
  {
    g_autofree char *third = us_abnf_node_to_string (us_abnf_node_child (ipv6, 2));

    g_assert_cmpstr (third, ==, "[ h16 ] \"::\" 4( h16 \":\" ) ls32");
  }

  /* Five alternatives, comments dropped; %x31-39 and %x30-35 ranges. */
  g_assert_cmpint (octet->kind, ==, US_ABNF_ALTERNATION);
  g_assert_cmpuint (us_abnf_node_n_children (octet), ==, 5);
  assert_shape (US_RULE_3986_DEC_OCTET,
                "alt(ref DIGIT,concat(range %x31-39,ref DIGIT),concat(lit 1,rep 2..2(ref DIGIT)),"
                "concat(lit 2,range %x30-34,ref DIGIT),concat(lit 25,range %x30-35))");
  range = find_kind (octet, US_ABNF_RANGE);
  g_assert_nonnull (range);
  g_assert_cmpuint (range->lo, ==, 0x31);
  g_assert_cmpuint (range->hi, ==, 0x39);

  assert_shape (US_RULE_ALPHA, "alt(range %x41-5A,range %x61-7A)");
  assert_shape (US_RULE_3986_PCT_ENCODED, "concat(lit %,ref HEXDIG,ref HEXDIG)");
}

static void
test_older_shapes (void)
{
  g_autoptr(UsAbnfNode) gopher = us_abnf_parse_rule (US_RULE_1738_GOPHERURL, NULL);
  const UsAbnfNode *ref;

  /* RFC 2396: a definition over continuation lines ending in "/". */
  assert_shape (US_RULE_2396_URIC_NO_SLASH,
                "alt(ref unreserved,ref escaped,lit ;,lit ?,lit :,lit @,lit &,lit =,lit +,lit $,lit ,)");
  assert_shape (US_RULE_2396_SERVER, "opt(concat(opt(concat(ref userinfo,lit @)),ref hostport))");
  assert_shape (US_RULE_2396_DELIMS, "alt(lit <,lit >,lit #,lit %,num %x22)");

  /* RFC 1738: names with "+" and "_", options nested five deep. */
  g_assert_nonnull (gopher);
  ref = find_kind (us_abnf_node_child (gopher, 2), US_ABNF_REFERENCE);
  g_assert_cmpstr (ref->text, ==, "gtype");
  g_assert_cmpint (ref->rule, ==, US_RULE_1738_GTYPE);
  assert_shape (US_RULE_1738_FTPURL,
                "concat(lit ftp://,ref login,opt(concat(lit /,ref fpath,opt(concat(lit ;type=,ref ftptype)))))");
  assert_shape (US_RULE_1738_UNRESERVED, "alt(ref alpha,ref digit,ref safe,ref extra)");
}

static void
test_references (void)
{
  g_autoptr(UsAbnfNode) iauthority = us_abnf_parse_rule (US_RULE_3987_IAUTHORITY, NULL);
  g_autoptr(UsAbnfNode) scheme2396 = us_abnf_parse_rule (US_RULE_2396_SCHEME, NULL);
  g_autoptr(UsAbnfNode) zone = us_abnf_parse_rule (US_RULE_6874_IPV6ADDRZ, NULL);
  g_autoptr(UsAbnfNode) mid = us_abnf_parse_rule (US_RULE_1630_MIDADDRESS, NULL);
  const UsAbnfNode *port;

  /* RFC 3987 takes port from RFC 3986. */
  port = us_abnf_node_child (us_abnf_node_child (us_abnf_node_child (iauthority, 2), 0), 1);
  g_assert_cmpstr (port->text, ==, "port");
  g_assert_cmpint (port->rule, ==, US_RULE_3986_PORT);
  g_assert_cmpint (us_abnf_node_child (iauthority, 1)->rule, ==, US_RULE_3987_IHOST);
  /* RFC 2396's alpha is its own, not RFC 5234's ALPHA. */
  g_assert_cmpint (us_abnf_node_child (scheme2396, 0)->rule, ==, US_RULE_2396_ALPHA);
  /* RFC 6874's ZoneID is no rule of ours. */
  g_assert_cmpint (us_abnf_node_child (zone, 0)->rule, ==, US_RULE_3986_IPV6ADDRESS);
  g_assert_cmpint (us_abnf_node_child (zone, 2)->rule, ==, US_RULE_NONE);
  g_assert_cmpint (us_abnf_node_child (mid, 1)->rule, ==, US_RULE_1630_ADDR_SPEC);
}

static void
assert_error (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UsAbnfNode) node = us_abnf_parse (US_SPEC_RFC3986, text, -1, NULL, &error);

  g_assert_null (node);
  g_assert_error (error, US_ABNF_ERROR, US_ABNF_ERROR_SYNTAX);
}

static void
test_malformed (void)
{
  g_autofree char *deep = NULL;
  g_autoptr(UsAbnfNode) bnf = NULL;
  g_autofree char *bnf_text = NULL;

  assert_error ("");
  assert_error ("= x");
  assert_error ("a");
  assert_error ("a =");
  assert_error ("a = ( b");
  assert_error ("a = [ b )");
  assert_error ("a = \"b");
  assert_error ("a = <b");
  assert_error ("a = %q41");
  assert_error ("a = %x");
  assert_error ("a = %x5A-41");
  assert_error ("a = %x1FFFFFFFF");
  assert_error ("a = 3*2b");
  assert_error ("a = b / ");
  assert_error ("a = b )");
  assert_error ("a = 99999999999b");
  deep = g_strdup_printf ("a = %s b", "((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((");
  assert_error (deep);

  /* BNF's "::=" and "|". */
  bnf = us_abnf_parse (US_SPEC_RFC2396, "alpha ::= lowalpha | upalpha", -1, NULL, NULL);
  g_assert_nonnull (bnf);
  bnf_text = us_abnf_node_to_string (bnf);
  g_assert_cmpstr (bnf_text, ==, "lowalpha / upalpha");
}

/* Every prefix and every one-byte change of every rule's text gives a tree
 * or an error. Run under AddressSanitizer in build-sanitize. */
static void
test_truncations (void)
{
  static const char mutations[] = "()[]\"<>%*/=;\n 0x-.";

  for (guint i = 1; i < US_RULE_COUNT; i++)
    {
      const char *text = us_rule_abnf (i);
      gsize len;

      if (text == NULL)
        continue;
      len = strlen (text);
      for (gsize cut = 0; cut <= len; cut++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(UsAbnfNode) node = us_abnf_parse (us_rule_spec (i), text, cut, NULL, &error);

          g_assert_true ((node == NULL) != (error == NULL));
        }
      for (gsize at = 0; at < len; at += 3)
        for (const char *m = mutations; *m; m++)
          {
            g_autofree char *copy = g_strdup (text);
            g_autoptr(UsAbnfNode) node = NULL;
            g_autoptr(GError) error = NULL;

            copy[at] = *m;
            node = us_abnf_parse (us_rule_spec (i), copy, -1, NULL, &error);
            g_assert_true ((node == NULL) != (error == NULL));
          }
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/abnf-tree/every-rule", test_every_rule);
  g_test_add_func ("/abnf-tree/prose-rule", test_prose_rule);
  g_test_add_func ("/abnf-tree/rfc3986", test_rfc3986_shapes);
  g_test_add_func ("/abnf-tree/older", test_older_shapes);
  g_test_add_func ("/abnf-tree/references", test_references);
  g_test_add_func ("/abnf-tree/malformed", test_malformed);
  g_test_add_func ("/abnf-tree/truncations", test_truncations);

  return g_test_run ();
}
