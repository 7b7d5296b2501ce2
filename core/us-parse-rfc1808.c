/* us-parse-rfc1808.c — RFC 1808 URLs into a grammar tree
 *
 * Scope. RFC 1808 §2.2, "BNF for Relative URLs", as published, from URL
 * (or absoluteURL, for base URLs) down to params and escapes, with the
 * RFC's rule names (generic-RL, net_loc, fsegment …). The grammar text is
 * in us-rule.c.
 *
 * What the grammar says, which the messages explain where it surprises:
 * - A scheme is 1*( alpha | digit | "+" | "-" | "." ): "1a:b" is absolute.
 * - A relativeURL may be empty, and a rel_path may be ";x" or "?y" alone.
 * - "~" is a national character, excluded as in RFC 1738.
 * - The net_loc runs to the first "/" and may hold ";" and "?": in
 *   "//h?q" the whole "h?q" is the net_loc, whatever the parsing steps of
 *   §2.4 do.
 * - A path's first segment (fsegment) is not empty, so after the "/" of an
 *   abs_path no second "/" may follow: "//h//x" is not a relativeURL. An
 *   absoluteURL is still valid there through its second alternative,
 *   scheme ":" *( uchar | reserved ), which a note names.
 * - A ":" in a relative path is a pchar like any other; a reference that
 *   starts with a scheme and ":" is read as an absoluteURL, the first
 *   alternative of URL, though it is a relativeURL as well.
 *
 * Method: the cuts of the grammar, then the shared scanner (us-scan.c) over
 * each part, as for the other specs. Nothing recurses per character.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

static const UsScan scan_pchar = {
  US_RULE_1808_PCHAR, US_SET_PCHAR_1808, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uchar / \":\" / \"@\" / \"&\" / \"=\"",
};
static const UsScan scan_param = {
  US_RULE_1808_PARAM, US_SET_PARAM_1808, TRUE, US_DIAG_EXCLUDED_CHAR,
  "pchar / \"/\"",
};
static const UsScan scan_net_loc = {
  US_RULE_1808_NET_LOC, US_SET_NET_LOC_1808, TRUE, US_DIAG_EXCLUDED_CHAR,
  "pchar / \";\" / \"?\"",
};
static const UsScan scan_query = {
  US_RULE_1808_QUERY, US_SET_URIC_1808, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uchar / reserved",
};
static const UsScan scan_fragment = {
  US_RULE_1808_FRAGMENT, US_SET_URIC_1808, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uchar / reserved",
};
static const UsScan scan_opaque = {
  US_RULE_1808_ABSOLUTE_URL, US_SET_URIC_1808, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uchar / reserved",
};

/* path     = fsegment *( "/" segment )
 * fsegment = 1*pchar
 * segment  =  *pchar
 *
 * [start, end) is not empty. A path that begins with "/" (after the "/" of
 * an abs_path) has an empty fsegment: the error says so. */
static void
parse_path (UsScanner *p,
            guint      parent,
            gsize      start,
            gsize      end)
{
  guint path = us_result_add_node (p->r, US_RULE_1808_PATH, parent, start, end);
  gsize slash = us_scanner_find (p, start, end, '/');
  guint first = us_result_add_node (p->r, US_RULE_1808_FSEGMENT, path, start, slash);

  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
  if (slash == start)
    us_result_add_diagnostic (p->r, US_DIAG_EMPTY_FIRST_SEGMENT, US_SEVERITY_ERROR,
                              US_RULE_1808_FSEGMENT, "1*pchar", start, start + 1);
  us_scan_chars (p, &scan_pchar, first, start, slash);
  if (slash < end)
    us_scan_pieces (p, &scan_pchar, US_RULE_1808_SEGMENT, path, slash + 1, end, '/');
}

/* params = param *( ";" param )
 * param  = *( pchar | "/" ) */
static void
parse_params (UsScanner *p,
              guint      parent,
              gsize      start,
              gsize      end)
{
  guint params = us_result_add_node (p->r, US_RULE_1808_PARAMS, parent, start, end);

  us_scan_pieces (p, &scan_param, US_RULE_1808_PARAM, params, start, end, ';');
}

/* rel_path = [ path ] [ ";" params ] [ "?" query ]
 * query    = *( uchar | reserved )
 *
 * No path character is ";" or "?", and no params character is "?". */
static void
parse_rel_path (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint rel_path = us_result_add_node (p->r, US_RULE_1808_REL_PATH, parent, start, end);
  gsize q = us_scanner_find (p, start, end, '?');
  gsize semi = us_scanner_find (p, start, q, ';');

  if (start < semi)
    parse_path (p, rel_path, start, semi);
  if (semi < q)
    parse_params (p, rel_path, semi + 1, q);
  if (q < end)
    {
      guint query = us_result_add_node (p->r, US_RULE_1808_QUERY, rel_path, q + 1, end);

      us_scan_chars (p, &scan_query, query, q + 1, end);
      us_result_set_component (p->r, US_COMPONENT_QUERY, q + 1, end);
    }
}

/* abs_path = "/"  rel_path */
static void
parse_abs_path (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint abs_path = us_result_add_node (p->r, US_RULE_1808_ABS_PATH, parent, start, end);

  parse_rel_path (p, abs_path, start + 1, end);
}

/* relativeURL = net_path | abs_path | rel_path
 * net_path    = "//" net_loc [ abs_path ]
 * net_loc     =  *( pchar | ";" | "?" ) */
static void
parse_relative_url (UsScanner *p,
                    guint      parent,
                    gsize      start,
                    gsize      end)
{
  guint relative = us_result_add_node (p->r, US_RULE_1808_RELATIVE_URL, parent, start, end);

  if (end - start >= 2 && p->in[start] == '/' && p->in[start + 1] == '/')
    {
      guint net_path = us_result_add_node (p->r, US_RULE_1808_NET_PATH, relative, start, end);
      gsize slash = us_scanner_find (p, start + 2, end, '/');
      guint net_loc = us_result_add_node (p->r, US_RULE_1808_NET_LOC, net_path, start + 2, slash);

      us_scan_chars (p, &scan_net_loc, net_loc, start + 2, slash);
      us_result_set_component (p->r, US_COMPONENT_AUTHORITY, start + 2, slash);
      if (slash < end)
        parse_abs_path (p, net_path, slash, end);
    }
  else if (start < end && p->in[start] == '/')
    parse_abs_path (p, relative, start, end);
  else
    parse_rel_path (p, relative, start, end);
}

/* Whether [start, end) reads as a relativeURL: the one way it cannot is an
 * abs_path whose rel_path begins with "/" (an empty fsegment), which only
 * a net_path can lead to ("//h//x"). Bad characters aside: they are errors
 * in either reading. */
static gboolean
is_relative_url (const UsScanner *p,
                 gsize            start,
                 gsize            end,
                 gsize           *where)
{
  gsize slash;

  if (end - start < 2 || p->in[start] != '/' || p->in[start + 1] != '/')
    return TRUE;
  slash = us_scanner_find (p, start + 2, end, '/');
  *where = slash + 1;
  return !(slash + 1 < end && p->in[slash + 1] == '/');
}

/* The scheme of an absoluteURL: scheme characters up to a ":", before any
 * other character, so never a bad one. Returns the offset of the ":" or @e. */
static gsize
find_scheme (const UsScanner *p,
             gsize            b,
             gsize            e)
{
  gsize d = b;

  while (d < e && us_char_in (p->in[d], US_SET_SCHEME))
    d++;
  return d > b && d < e && p->in[d] == ':' ? d : e;
}

/* scheme = 1*( alpha | digit | "+" | "-" | "." ) */
static void
add_scheme (UsScanner *p,
            guint      parent,
            gsize      start,
            gsize      end)
{
  us_result_add_node (p->r, US_RULE_1808_SCHEME, parent, start, end);
  us_result_set_component (p->r, US_COMPONENT_SCHEME, start, end);
}

/* URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
 * absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
 * generic-RL  = scheme ":" relativeURL
 * fragment    =  *( uchar | reserved ) */
static UsResult *
parse_reference (const char   *text,
                 gsize         len,
                 UsParseFlags  flags)
{
  gboolean absolute = (flags & US_PARSE_ABSOLUTE) != 0;
  UsRule start_rule = absolute ? US_RULE_1808_ABSOLUTE_URL : US_RULE_1808_URL;
  UsScanner p;
  UsResult *r;
  guint root;
  gsize b, e, d, f;

  r = us_scanner_init (&p, US_SPEC_RFC1808, start_rule, text, len, flags);
  p.pct_rule = US_RULE_1808_ESCAPE;
  p.pct_expected = "\"%\" hex hex";
  p.tilde_excluded = TRUE;

  root = us_result_add_node (r, start_rule, US_NO_NODE, 0, len);
  us_scanner_trim (&p, US_RULE_1808_URL, &b, &e);
  f = us_scanner_find (&p, b, e, '#');
  d = find_scheme (&p, b, f);

  if (d < f)
    {
      guint top = absolute ? root : us_result_open_node (r, US_RULE_1808_ABSOLUTE_URL, root, b);
      gsize where = 0;

      if (is_relative_url (&p, d + 1, f, &where))
        {
          guint generic = us_result_open_node (r, US_RULE_1808_GENERIC_RL, top, b);

          add_scheme (&p, generic, b, d);
          parse_relative_url (&p, generic, d + 1, f);
          us_result_close_node (r, generic, f);
        }
      else
        {
          add_scheme (&p, top, b, d);
          us_result_add_diagnostic (r, US_DIAG_NOT_GENERIC_RL, US_SEVERITY_NOTE,
                                    US_RULE_1808_GENERIC_RL, "scheme \":\" relativeURL",
                                    where, where + 1);
          us_scan_chars (&p, &scan_opaque, top, d + 1, f);
          us_result_set_component (r, US_COMPONENT_PATH, d + 1, f);
        }
      if (top != root)
        us_result_close_node (r, top, f);
    }
  else
    {
      if (absolute)
        us_result_add_diagnostic (r, US_DIAG_NOT_ABSOLUTE, US_SEVERITY_ERROR,
                                  US_RULE_1808_ABSOLUTE_URL, "scheme \":\"", b, MAX (e, b));
      /* A relativeURL may be empty: "" and "#f" are URLs. */
      if (b < f)
        parse_relative_url (&p, root, b, f);
    }

  if (f < e)
    {
      guint fragment = us_result_add_node (r, US_RULE_1808_FRAGMENT, root, f + 1, e);

      us_scan_chars (&p, &scan_fragment, fragment, f + 1, e);
      us_result_set_component (r, US_COMPONENT_FRAGMENT, f + 1, e);
      if (absolute && d < f)
        {
          UsDiagnostic *diag = us_result_add_diagnostic (r, US_DIAG_FRAGMENT_IN_ABSOLUTE, US_SEVERITY_ERROR,
                                                         US_RULE_1808_ABSOLUTE_URL, "generic-RL", f, e);
          us_result_set_fix (r, diag, f, e, "", 0);
        }
    }

  us_result_finish (r);
  return r;
}

/* The grammar, through the recognition of pasted text that every parser
 * shares (us-parse-paste.c). */
UsResult *
us_parse_rfc1808 (const char   *text,
                  gsize         len,
                  UsParseFlags  flags)
{
  return us_parse_pasted (parse_reference, text, len, flags);
}
