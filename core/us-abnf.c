/* us-abnf.c — one grammar rule's definition as an expression tree
 *
 * Reads the definition us_rule_abnf() gives, in RFC 5234 ABNF. The older
 * grammars (RFC 2396, 1808, 1738 and 1630) are printed in the same syntax
 * by us-rule.c; their own dialects' "|" alternation and "::=" are taken
 * too. Comments are dropped, line breaks are white space, and nesting is
 * bounded, so that any text gives a tree or an error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope.h"

/**
 * us_abnf_error_quark:
 *
 * The domain of the errors of us_abnf_parse() and us_abnf_parse_rule()
 * (#UsAbnfError).
 *
 * Returns: the quark of %US_ABNF_ERROR
 */
G_DEFINE_QUARK (us-abnf-error-quark, us_abnf_error)

#define MAX_DEPTH 64

typedef struct {
  const char *text;
  const char *p;
  UsSpec spec;
  guint depth;
  GError **error;
} Parser;

static UsAbnfNode *parse_alternation (Parser *ps);

static UsAbnfNode *
node_new (UsAbnfKind kind)
{
  UsAbnfNode *node = g_new0 (UsAbnfNode, 1);

  node->kind = kind;
  node->children = g_ptr_array_new_with_free_func ((GDestroyNotify) us_abnf_node_free);
  return node;
}

/**
 * us_abnf_node_free:
 * @node: (nullable) (transfer full): a node
 *
 * Frees @node and its children. An ABNF tree is a plain structure, owned
 * by whoever parsed it: there is no reference count.
 */
void
us_abnf_node_free (UsAbnfNode *node)
{
  if (node == NULL)
    return;
  g_ptr_array_unref (node->children);
  g_free (node->text);
  g_free (node);
}

/**
 * us_abnf_node_n_children:
 * @node: a node
 *
 * How many children @node has (the same as `node->children->len`).
 *
 * Returns: the number of children
 */
guint
us_abnf_node_n_children (const UsAbnfNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->children->len;
}

/**
 * us_abnf_node_child:
 * @node: a node
 * @i: a child, below us_abnf_node_n_children()
 *
 * One child of @node, in the order of the definition.
 *
 * Returns: (transfer none): the child, owned by @node
 */
UsAbnfNode *
us_abnf_node_child (const UsAbnfNode *node,
                    guint             i)
{
  g_return_val_if_fail (node != NULL, NULL);
  return i < node->children->len ? g_ptr_array_index (node->children, i) : NULL;
}

static gboolean
fail (Parser     *ps,
      const char *what)
{
  if (ps->error != NULL && *ps->error == NULL)
    g_set_error (ps->error, US_ABNF_ERROR, US_ABNF_ERROR_SYNTAX,
                 "%s at offset %u", what, (guint) (ps->p - ps->text));
  return FALSE;
}

/* c-wsp = WSP / c-nl WSP; c-nl = comment / CRLF;
 * comment = ";" *(WSP / VCHAR) CRLF (RFC 5234 §4). Any line break counts:
 * the text is one rule, its continuation lines included. */
static gboolean
skip_space (Parser *ps)
{
  const char *start = ps->p;

  for (;;)
    {
      if (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
        ps->p++;
      else if (*ps->p == ';')
        while (*ps->p != '\0' && *ps->p != '\n')
          ps->p++;
      else
        break;
    }
  return ps->p != start;
}

/* rulename = ALPHA *(ALPHA / DIGIT / "-"); the older grammars' names also
 * take "_" and "+" (hier_part, gopher+_string). */
static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_' || c == '+';
}

static gboolean
starts_element (char c)
{
  return g_ascii_isalnum (c) || c == '*' || c == '(' || c == '[' ||
         c == '"' || c == '%' || c == '<';
}

/* The rule @name names, seen from @spec: the spec's own (names are
 * case-insensitive), then for RFC 3987 the RFC 3986 rules it shares, then
 * the RFC 5234 core rules. */
static UsRule
resolve (UsSpec      spec,
         const char *name)
{
  UsRule rule = us_rule_from_name (spec, name);

  if (rule == US_RULE_NONE)
    for (guint i = 1; i < US_RULE_COUNT && rule == US_RULE_NONE; i++)
      if (us_rule_spec (i) == spec && g_ascii_strcasecmp (us_rule_name (i), name) == 0)
        rule = i;
  if (rule == US_RULE_NONE && spec == US_SPEC_RFC3987)
    rule = resolve (US_SPEC_RFC3986, name);
  if (rule == US_RULE_NONE)
    for (guint i = US_RULE_ALPHA; i <= US_RULE_HEXDIG && rule == US_RULE_NONE; i++)
      if (g_ascii_strcasecmp (us_rule_name (i), name) == 0)
        rule = i;
  return rule;
}

/* num-val = "%" (bin-val / dec-val / hex-val);
 * hex-val = "x" 1*HEXDIG [ 1*("." 1*HEXDIG) / ("-" 1*HEXDIG) ] */
static gboolean
parse_number (Parser  *ps,
              guint    base,
              guint32 *value)
{
  guint64 v = 0;
  guint n = 0;

  for (;; n++)
    {
      int d = g_ascii_xdigit_value (*ps->p);

      if (d < 0 || (guint) d >= base)
        break;
      v = v * base + d;
      if (v > G_MAXUINT32)
        return fail (ps, "number too large");
      ps->p++;
    }
  if (n == 0)
    return fail (ps, "digit expected");
  *value = (guint32) v;
  return TRUE;
}

static UsAbnfNode *
parse_num_val (Parser *ps)
{
  const char *start = ps->p;
  guint base;
  guint32 lo, hi;
  UsAbnfNode *node;

  ps->p++; /* % */
  switch (g_ascii_tolower (*ps->p))
    {
    case 'x': base = 16; break;
    case 'd': base = 10; break;
    case 'b': base = 2; break;
    default:
      fail (ps, "x, d or b expected after %");
      return NULL;
    }
  ps->p++;
  if (!parse_number (ps, base, &lo))
    return NULL;
  hi = lo;
  if (*ps->p == '-')
    {
      ps->p++;
      if (!parse_number (ps, base, &hi))
        return NULL;
      if (hi < lo)
        {
          fail (ps, "empty range");
          return NULL;
        }
      node = node_new (US_ABNF_RANGE);
    }
  else
    {
      node = node_new (US_ABNF_NUMERIC);
      while (*ps->p == '.')
        {
          guint32 next;

          ps->p++;
          if (!parse_number (ps, base, &next))
            {
              us_abnf_node_free (node);
              return NULL;
            }
        }
    }
  node->lo = lo;
  node->hi = hi;
  node->text = g_strndup (start, ps->p - start);
  return node;
}

/* char-val = DQUOTE *(%x20-21 / %x23-7E) DQUOTE, with RFC 7405's %s / %i;
 * prose-val = "<" *(%x20-3D / %x3F-7E) ">" */
static UsAbnfNode *
parse_quoted (Parser    *ps,
              UsAbnfKind kind,
              char       close)
{
  const char *start = ++ps->p;
  UsAbnfNode *node;

  while (*ps->p != close)
    {
      if (*ps->p == '\0' || *ps->p == '\n')
        {
          fail (ps, kind == US_ABNF_LITERAL ? "unterminated string" : "unterminated prose");
          return NULL;
        }
      ps->p++;
    }
  node = node_new (kind);
  node->text = g_strndup (start, ps->p - start);
  ps->p++;
  return node;
}

/* element = rulename / group / option / char-val / num-val / prose-val;
 * group = "(" *c-wsp alternation *c-wsp ")";
 * option = "[" *c-wsp alternation *c-wsp "]" */
static UsAbnfNode *
parse_element (Parser *ps)
{
  char c = *ps->p;

  if (c == '(' || c == '[')
    {
      char close = c == '(' ? ')' : ']';
      UsAbnfNode *inner, *node;

      if (ps->depth >= MAX_DEPTH)
        {
          fail (ps, "nested too deeply");
          return NULL;
        }
      ps->p++;
      ps->depth++;
      inner = parse_alternation (ps);
      ps->depth--;
      if (inner == NULL)
        return NULL;
      skip_space (ps);
      if (*ps->p != close)
        {
          us_abnf_node_free (inner);
          fail (ps, close == ')' ? "\")\" expected" : "\"]\" expected");
          return NULL;
        }
      ps->p++;
      node = node_new (c == '(' ? US_ABNF_GROUP : US_ABNF_OPTION);
      g_ptr_array_add (node->children, inner);
      return node;
    }
  if (c == '"')
    return parse_quoted (ps, US_ABNF_LITERAL, '"');
  if (c == '%' && (g_ascii_tolower (ps->p[1]) == 's' || g_ascii_tolower (ps->p[1]) == 'i') &&
      ps->p[2] == '"')
    {
      gboolean sensitive = g_ascii_tolower (ps->p[1]) == 's';
      UsAbnfNode *node;

      ps->p += 2;
      node = parse_quoted (ps, US_ABNF_LITERAL, '"');
      if (node != NULL)
        node->case_sensitive = sensitive;
      return node;
    }
  if (c == '%')
    return parse_num_val (ps);
  if (c == '<')
    return parse_quoted (ps, US_ABNF_PROSE, '>');
  if (g_ascii_isalpha (c))
    {
      const char *start = ps->p;
      UsAbnfNode *node = node_new (US_ABNF_REFERENCE);

      while (is_name_char (*ps->p))
        ps->p++;
      node->text = g_strndup (start, ps->p - start);
      node->rule = resolve (ps->spec, node->text);
      return node;
    }
  fail (ps, "element expected");
  return NULL;
}

/* repetition = [repeat] element; repeat = 1*DIGIT / (*DIGIT "*" *DIGIT) */
static UsAbnfNode *
parse_repetition (Parser *ps)
{
  guint32 min = 1, max = 1;
  gboolean repeat = FALSE;
  UsAbnfNode *element, *node;

  if (g_ascii_isdigit (*ps->p))
    {
      if (!parse_number (ps, 10, &min))
        return NULL;
      max = min;
      repeat = TRUE;
    }
  if (*ps->p == '*')
    {
      if (!repeat)
        min = 0;
      repeat = TRUE;
      ps->p++;
      max = US_ABNF_UNBOUNDED;
      if (g_ascii_isdigit (*ps->p) && !parse_number (ps, 10, &max))
        return NULL;
      if (max < min)
        {
          fail (ps, "repetition's maximum below its minimum");
          return NULL;
        }
    }
  element = parse_element (ps);
  if (element == NULL || !repeat)
    return element;
  node = node_new (US_ABNF_REPETITION);
  node->min = min;
  node->max = max;
  g_ptr_array_add (node->children, element);
  return node;
}

/* One child, or the node itself. */
static UsAbnfNode *
collapse (UsAbnfNode *node)
{
  UsAbnfNode *only;

  if (node->children->len != 1)
    return node;
  only = g_ptr_array_steal_index (node->children, 0);
  us_abnf_node_free (node);
  return only;
}

/* concatenation = repetition *(1*c-wsp repetition) */
static UsAbnfNode *
parse_concatenation (Parser *ps)
{
  UsAbnfNode *node = node_new (US_ABNF_CONCATENATION);

  skip_space (ps);
  do
    {
      UsAbnfNode *item = parse_repetition (ps);

      if (item == NULL)
        {
          us_abnf_node_free (node);
          return NULL;
        }
      g_ptr_array_add (node->children, item);
      skip_space (ps);
    }
  while (starts_element (*ps->p));
  return collapse (node);
}

/* alternation = concatenation *(*c-wsp "/" *c-wsp concatenation);
 * RFC 2396 and 1738 print "|" where RFC 5234 has "/". */
static UsAbnfNode *
parse_alternation (Parser *ps)
{
  UsAbnfNode *node = node_new (US_ABNF_ALTERNATION);

  for (;;)
    {
      UsAbnfNode *item = parse_concatenation (ps);

      if (item == NULL)
        {
          us_abnf_node_free (node);
          return NULL;
        }
      g_ptr_array_add (node->children, item);
      skip_space (ps);
      if (*ps->p != '/' && *ps->p != '|')
        break;
      ps->p++;
    }
  return collapse (node);
}

/**
 * us_abnf_parse:
 * @spec: the specification whose rules the references name
 * @text: (nullable): one rule in ABNF: rule = rulename defined-as elements
 *   c-nl; defined-as = *c-wsp ("=" / "=/") *c-wsp, and BNF's "::=" too;
 *   %NULL when @len is 0
 * @len: its length in bytes, or -1 when it is NUL-terminated
 * @name: (out) (optional) (transfer full): the rule's name; free with
 *   g_free()
 * @error: set when the text is not ABNF (%US_ABNF_ERROR_SYNTAX)
 *
 * Reads one rule's definition as an expression tree; the references it
 * makes resolved among @spec's rules.
 *
 * Returns: (transfer full) (nullable): the tree, or %NULL on an error;
 *   free with us_abnf_node_free()
 */
UsAbnfNode *
us_abnf_parse (UsSpec      spec,
               const char *text,
               gssize      len,
               char      **name,
               GError    **error)
{
  g_autofree char *copy = NULL;
  Parser ps = { 0 };
  const char *start;
  UsAbnfNode *body;

  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  copy = len < 0 ? g_strdup (text) : g_strndup (text ? text : "", len);
  if (len > 0 && memchr (text, '\0', len) != NULL)
    {
      g_set_error_literal (error, US_ABNF_ERROR, US_ABNF_ERROR_SYNTAX, "NUL in the text");
      return NULL;
    }
  ps.text = ps.p = copy;
  ps.spec = spec;
  ps.error = error;

  skip_space (&ps);
  start = ps.p;
  if (!g_ascii_isalpha (*ps.p))
    {
      fail (&ps, "rule name expected");
      return NULL;
    }
  while (is_name_char (*ps.p))
    ps.p++;
  if (name != NULL)
    *name = g_strndup (start, ps.p - start);
  skip_space (&ps);
  if (g_str_has_prefix (ps.p, "::="))
    ps.p += 3;
  else if (g_str_has_prefix (ps.p, "=/"))
    ps.p += 2;
  else if (*ps.p == '=')
    ps.p++;
  else
    {
      fail (&ps, "\"=\" expected");
      goto failed;
    }
  body = parse_alternation (&ps);
  if (body == NULL)
    goto failed;
  skip_space (&ps);
  if (*ps.p != '\0')
    {
      us_abnf_node_free (body);
      fail (&ps, "unexpected text");
      goto failed;
    }
  return body;

failed:
  if (name != NULL)
    g_clear_pointer (name, g_free);
  return NULL;
}

/**
 * us_abnf_parse_rule:
 * @rule: a grammar rule
 * @error: set for a prose rule (%US_ABNF_ERROR_NO_TEXT)
 *
 * The definition of @rule (us_rule_abnf()) as a tree; its references
 * resolved in the rule's own spec.
 *
 * Returns: (transfer full) (nullable): the tree, or %NULL on an error;
 *   free with us_abnf_node_free()
 */
UsAbnfNode *
us_abnf_parse_rule (UsRule   rule,
                    GError **error)
{
  const char *text;

  g_return_val_if_fail ((guint) rule < US_RULE_COUNT, NULL);

  text = us_rule_abnf (rule);
  if (text == NULL)
    {
      g_set_error (error, US_ABNF_ERROR, US_ABNF_ERROR_NO_TEXT,
                   "%s is described in prose, not in ABNF", us_rule_name (rule));
      return NULL;
    }
  return us_abnf_parse (us_rule_spec (rule), text, -1, NULL, error);
}
