/* test-terminal.c — which terminal class of the grammar matched a byte
 *
 * A classifier the tests check the parse trees with (test-common.c's
 * rendering of a tree, test-whatwg, test-robustness, fuzz-parse-spec):
 * from the deepest node over a byte, which terminal of the grammar took
 * it. Not the product's: it lived in us-result.c until the core kept only
 * what its users call (issue 23).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-terminal.h"
#include "us-chars-private.h"
#include "us-parse-private.h"

const char *
us_terminal_name (UsTerminal terminal)
{
  switch (terminal)
    {
    case US_TERMINAL_NONE: return "none";
    case US_TERMINAL_INVALID: return "invalid";
    case US_TERMINAL_ALPHA: return "ALPHA";
    case US_TERMINAL_DIGIT: return "DIGIT";
    case US_TERMINAL_HEXDIG: return "HEXDIG";
    case US_TERMINAL_UNRESERVED: return "unreserved";
    case US_TERMINAL_SUB_DELIMS: return "sub-delims";
    case US_TERMINAL_PCT_ENCODED: return "pct-encoded";
    case US_TERMINAL_LITERAL: return "literal";
    default: return NULL;
    }
}

static UsTerminal
classify_in (guchar c,
             guint  allowed)
{
  if (!us_char_in (c, allowed))
    return US_TERMINAL_INVALID;
  if (us_char_in (c, US_SET_UNRESERVED))
    return US_TERMINAL_UNRESERVED;
  if (us_char_in (c, US_CH_SUB_DELIM))
    return US_TERMINAL_SUB_DELIMS;
  return US_TERMINAL_LITERAL;
}

/* The older specs have no sub-delims: their classes are alpha, digit, the
 * rest of their unreserved set (@unreserved), escapes, and the quoted
 * characters of each rule. */
static UsTerminal
classify_in_older (guchar c,
                   guint  allowed,
                   guint  unreserved)
{
  if (!us_char_in (c, allowed))
    return US_TERMINAL_INVALID;
  if (us_char_in (c, US_CH_ALPHA))
    return US_TERMINAL_ALPHA;
  if (us_char_in (c, US_CH_DIGIT))
    return US_TERMINAL_DIGIT;
  if (us_char_in (c, unreserved))
    return US_TERMINAL_UNRESERVED;
  return US_TERMINAL_LITERAL;
}

#define classify_in_2396(c, allowed) classify_in_older (c, allowed, US_SET_UNRESERVED_2396)
#define classify_in_1808(c, allowed) classify_in_older (c, allowed, US_SET_UNRESERVED_1808)

static UsTerminal
terminal_at_2396 (const UsNode   *node,
                  gsize           offset,
                  guchar          c)
{
  switch (node->rule)
    {
    case US_RULE_2396_URI_REFERENCE:
      /* "#" is the root's own character; only the white space around the
       * reference is outside every child. */
      if (c == '#')
        return US_TERMINAL_LITERAL;
      return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE : US_TERMINAL_INVALID;
    case US_RULE_2396_ABSOLUTE_URI:
    case US_RULE_2396_RELATIVE_URI:
    case US_RULE_2396_HIER_PART:
    case US_RULE_2396_NET_PATH:
    case US_RULE_2396_ABS_PATH:
    case US_RULE_2396_PATH_SEGMENTS:
    case US_RULE_2396_REL_PATH:
    case US_RULE_2396_AUTHORITY:
    case US_RULE_2396_SERVER:
    case US_RULE_2396_HOSTPORT:
    case US_RULE_2396_HOST:
    case US_RULE_2396_HOSTNAME:
      return c == ':' || c == '?' || c == '/' || c == '@' || c == '.'
             ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_2396_SCHEME:
      if (offset == node->start)
        return us_char_in (c, US_CH_ALPHA) ? US_TERMINAL_ALPHA : US_TERMINAL_INVALID;
      return classify_in_2396 (c, US_SET_SCHEME);
    case US_RULE_2396_PORT:
    case US_RULE_2396_IPV4ADDRESS:
      return c == '.' && node->rule == US_RULE_2396_IPV4ADDRESS ? US_TERMINAL_LITERAL
             : us_char_in (c, US_CH_DIGIT) ? US_TERMINAL_DIGIT : US_TERMINAL_INVALID;
    case US_RULE_2396_DOMAINLABEL:
    case US_RULE_2396_TOPLABEL:
      return classify_in_2396 (c, US_SET_LABEL_2396);
    case US_RULE_2396_ESCAPED:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_2396_USERINFO:
      return classify_in_2396 (c, US_SET_USERINFO_2396);
    case US_RULE_2396_REG_NAME:
      return classify_in_2396 (c, US_SET_REG_NAME_2396);
    case US_RULE_2396_REL_SEGMENT:
      return classify_in_2396 (c, US_SET_REL_SEGMENT_2396);
    case US_RULE_2396_SEGMENT:
      /* The ";" before each param is the segment's own. */
      return c == ';' ? US_TERMINAL_LITERAL : classify_in_2396 (c, US_SET_PCHAR_2396);
    case US_RULE_2396_PARAM:
      return classify_in_2396 (c, US_SET_PCHAR_2396);
    case US_RULE_2396_OPAQUE_PART:
    case US_RULE_2396_QUERY:
    case US_RULE_2396_FRAGMENT:
      return classify_in_2396 (c, US_SET_URIC_2396);
    default:
      return US_TERMINAL_INVALID;
    }
}

/* RFC 1808: unreserved (alpha, digit, safe, extra), escape, and the quoted
 * characters of each rule. */
static UsTerminal
terminal_at_1808 (const UsNode *node,
                  gsize         offset,
                  guchar        c)
{
  switch (node->rule)
    {
    case US_RULE_1808_URL:
      if (c == '#')
        return US_TERMINAL_LITERAL;
      return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE : US_TERMINAL_INVALID;
    case US_RULE_1808_ABSOLUTE_URL:
      /* The second form: scheme ":" *( uchar | reserved ) */
      return c == ':' ? US_TERMINAL_LITERAL : classify_in_1808 (c, US_SET_URIC_1808);
    case US_RULE_1808_GENERIC_RL:
    case US_RULE_1808_RELATIVE_URL:
    case US_RULE_1808_NET_PATH:
    case US_RULE_1808_ABS_PATH:
    case US_RULE_1808_REL_PATH:
    case US_RULE_1808_PATH:
    case US_RULE_1808_PARAMS:
      return c == ':' || c == '/' || c == ';' || c == '?' ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_1808_SCHEME:
      return classify_in_1808 (c, US_SET_SCHEME);
    case US_RULE_1808_ESCAPE:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_1808_FSEGMENT:
    case US_RULE_1808_SEGMENT:
      return classify_in_1808 (c, US_SET_PCHAR_1808);
    case US_RULE_1808_PARAM:
      return classify_in_1808 (c, US_SET_PARAM_1808);
    case US_RULE_1808_NET_LOC:
      return classify_in_1808 (c, US_SET_NET_LOC_1808);
    case US_RULE_1808_QUERY:
    case US_RULE_1808_FRAGMENT:
      return classify_in_1808 (c, US_SET_URIC_1808);
    default:
      return US_TERMINAL_INVALID;
    }
}

/* RFC 1738: the pieces admit what us-parse-rfc1738.c scans them with; the
 * delimiters between them (":", "//", "/", "?", ";type=", "%09", "@")
 * belong to the scheme's production and are its literals. */
static UsTerminal
terminal_at_1738 (const UsNode *node,
                  guchar        c)
{
  switch (node->rule)
    {
    case US_RULE_1738_SCHEME:
      return classify_in_1808 (c, US_CH_LOWER | US_CH_DIGIT | US_CH_SCHEME_MARK);
    case US_RULE_1738_PORT:
    case US_RULE_1738_DIGITS:
    case US_RULE_1738_HOSTNUMBER:
      return c == '.' ? US_TERMINAL_LITERAL : us_char_in (c, US_CH_DIGIT) ? US_TERMINAL_DIGIT : US_TERMINAL_INVALID;
    case US_RULE_1738_DOMAINLABEL:
    case US_RULE_1738_TOPLABEL:
      return classify_in_1808 (c, US_SET_LABEL_2396);
    case US_RULE_1738_GROUP:
      return classify_in_1808 (c, US_CH_ALPHA | US_CH_DIGIT | US_CH_GROUP_MARK);
    case US_RULE_1738_ESCAPE:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_1738_USER:
    case US_RULE_1738_PASSWORD:
      return classify_in_1808 (c, US_SET_1738_LOGIN);
    case US_RULE_1738_HSEGMENT:
    case US_RULE_1738_SEARCH:
      return classify_in_1808 (c, US_SET_1738_HSEGMENT);
    case US_RULE_1738_FSEGMENT:
    case US_RULE_1738_PSEGMENT:
      return classify_in_1808 (c, US_SET_1738_FSEGMENT);
    case US_RULE_1738_FIELDNAME:
    case US_RULE_1738_FIELDVALUE:
      return classify_in_1808 (c, US_SET_1738_FIELD);
    case US_RULE_1738_ARTICLE:
      /* Its "@" and host are its own. */
      return c == '@' ? US_TERMINAL_LITERAL : classify_in_1808 (c, US_SET_1738_ARTICLE);
    case US_RULE_1738_DATABASE:
    case US_RULE_1738_WTYPE:
    case US_RULE_1738_WPATH:
      return classify_in_1808 (c, US_SET_1738_UCHAR);
    case US_RULE_1738_SCHEMEPART:
    case US_RULE_1738_URLPATH:
    case US_RULE_1738_GTYPE:
    case US_RULE_1738_SELECTOR:
    case US_RULE_1738_GOPHERP_STRING:
    case US_RULE_1738_ENCODED822ADDR:
      return classify_in_1808 (c, US_SET_URIC_1808);
    case US_RULE_1738_URL:
    case US_RULE_1630_PREFIXEDURL:
      return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE
             : us_char_in (c, US_SET_URIC_1808) ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    default:
      return us_char_in (c, US_SET_URIC_1808) ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    }
}

/* Under the URL Standard, which has no grammar: the class of a byte by
 * itself, the delimiters literal; outside every part of the URL, the
 * white space the parser trims is outside the reference. */
static UsTerminal
terminal_at_whatwg (const UsResult *self,
                    const UsNode   *node,
                    gsize           offset,
                    guchar          c)
{
  if (node->rule == US_RULE_WHATWG_URL && us_char_in (c, US_CH_WHITESPACE) &&
      (node->n_children == 0 || offset < self->nodes[self->children[node->first_child]].start ||
       offset >= self->nodes[self->children[node->first_child + node->n_children - 1]].end))
    return US_TERMINAL_NONE;
  if (us_char_in (c, US_CH_ALPHA))
    return US_TERMINAL_ALPHA;
  if (us_char_in (c, US_CH_DIGIT))
    return US_TERMINAL_DIGIT;
  if (c >= 0x80 || us_char_in (c, US_CH_UNRES_MARK))
    return US_TERMINAL_UNRESERVED;
  if (us_char_in (c, US_CH_SUB_DELIM))
    return US_TERMINAL_SUB_DELIMS;
  if (c == '%')
    return US_TERMINAL_PCT_ENCODED;
  if (c == ':' || c == '/' || c == '?' || c == '#' || c == '@' || c == '[' || c == ']')
    return US_TERMINAL_LITERAL;
  return US_TERMINAL_INVALID;
}

/* RFC 3987's rule → the RFC 3986 rule it renames, or @rule itself: the
 * inverse of the core's us_rule_3986_to_3987(), which renames the tree of
 * an IRI. Only this classifier reads it, so it lives here (issue 23). */
static UsRule
rule_3987_to_3986 (UsRule rule)
{
  for (guint i = US_RULE_3986_URI; i <= US_RULE_3986_SUB_DELIMS; i++)
    if (us_rule_3986_to_3987 ((UsRule) i) == rule)
      return (UsRule) i;
  return rule;
}

/* Which terminal class of the grammar matched the byte at @offset, judged
 * from the deepest node there: '/' in a path is the literal "/", 'a' in a
 * segment is unreserved, '4' in a dec-octet is DIGIT. Bytes that no rule
 * admits there are US_TERMINAL_INVALID (a diagnostic covers them). */
UsTerminal
us_result_terminal_at (const UsResult *self,
                       gsize           offset)
{
  const UsNode *node;
  UsRule rule;
  guchar c;

  g_return_val_if_fail (self != NULL, US_TERMINAL_NONE);
  g_return_val_if_fail (offset < self->len, US_TERMINAL_NONE);

  node = &self->nodes[us_result_node_at (self, offset)];
  c = (guchar) self->input[offset];
  rule = node->rule;

  if (us_rule_spec (rule) == US_SPEC_WHATWG)
    return terminal_at_whatwg (self, node, offset, c);

  /* An IRI's rules are RFC 3986's, with UCS characters where no error is. */
  if (us_rule_spec (rule) == US_SPEC_RFC3987)
    {
      rule = rule_3987_to_3986 (rule);
      if (c >= 0x80)
        {
          for (guint i = 0; i < self->n_diagnostics; i++)
            if (self->diagnostics[i].severity == US_SEVERITY_ERROR &&
                self->diagnostics[i].start <= offset && offset < self->diagnostics[i].end)
              return US_TERMINAL_INVALID;
          return US_TERMINAL_UNRESERVED;
        }
    }

  switch (rule)
    {
    case US_RULE_3986_URI_REFERENCE:
    case US_RULE_3986_ABSOLUTE_URI:
      /* Only surrounding white space is outside every child. */
      if (node->n_children == 0 || offset < self->nodes[self->children[node->first_child]].start ||
          offset >= self->nodes[self->children[node->first_child]].end)
        return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE : US_TERMINAL_INVALID;
      return c == ':' || c == '?' || c == '#' ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_3986_URI:
    case US_RULE_3986_RELATIVE_REF:
    case US_RULE_3986_HIER_PART:
    case US_RULE_3986_RELATIVE_PART:
    case US_RULE_3986_AUTHORITY:
    case US_RULE_3986_IP_LITERAL:
    case US_RULE_3986_IPV6ADDRESS:
    case US_RULE_3986_LS32:
    case US_RULE_3986_IPV4ADDRESS:
    case US_RULE_3986_PATH_ABEMPTY:
    case US_RULE_3986_PATH_ABSOLUTE:
    case US_RULE_3986_PATH_NOSCHEME:
    case US_RULE_3986_PATH_ROOTLESS:
      return c == ':' || c == '?' || c == '#' || c == '/' || c == '@' ||
             c == '[' || c == ']' || c == '.'
             ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_3986_SCHEME:
      if (offset == node->start)
        return us_char_in (c, US_CH_ALPHA) ? US_TERMINAL_ALPHA : US_TERMINAL_INVALID;
      if (us_char_in (c, US_CH_ALPHA))
        return US_TERMINAL_ALPHA;
      if (us_char_in (c, US_CH_DIGIT))
        return US_TERMINAL_DIGIT;
      return us_char_in (c, US_CH_SCHEME_MARK) ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_3986_PORT:
    case US_RULE_3986_DEC_OCTET:
      return us_char_in (c, US_CH_DIGIT) ? US_TERMINAL_DIGIT : US_TERMINAL_INVALID;
    case US_RULE_3986_H16:
      return us_char_in (c, US_SET_HEXDIG) ? US_TERMINAL_HEXDIG : US_TERMINAL_INVALID;
    case US_RULE_3986_PCT_ENCODED:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_3986_IPVFUTURE:
      {
        const char *dot = memchr (self->input + node->start, '.', node->end - node->start);
        gsize dot_at = dot ? (gsize) (dot - self->input) : node->end;

        if (offset == node->start)
          return c == 'v' || c == 'V' ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
        if (offset < dot_at)
          return us_char_in (c, US_SET_HEXDIG) ? US_TERMINAL_HEXDIG : US_TERMINAL_INVALID;
        if (offset == dot_at)
          return US_TERMINAL_LITERAL;
        return classify_in (c, US_SET_IPVFUTURE);
      }
    case US_RULE_3986_USERINFO:
      return classify_in (c, US_SET_USERINFO);
    case US_RULE_3986_HOST:
    case US_RULE_3986_REG_NAME:
    case US_RULE_3986_LABEL:
      return classify_in (c, US_SET_REG_NAME);
    case US_RULE_3986_SEGMENT_NZ_NC:
      return classify_in (c, US_SET_NZ_NC);
    case US_RULE_3986_SEGMENT:
    case US_RULE_3986_SEGMENT_NZ:
      return classify_in (c, US_SET_PCHAR);
    case US_RULE_3986_QUERY:
    case US_RULE_3986_FRAGMENT:
      return classify_in (c, US_SET_QUERY);
    default:
      switch (us_rule_spec (node->rule))
        {
        case US_SPEC_RFC1808:
          return terminal_at_1808 (node, offset, c);
        case US_SPEC_RFC1738:
          return terminal_at_1738 (node, c);
        default:
          return terminal_at_2396 (node, offset, c);
        }
    }
}
