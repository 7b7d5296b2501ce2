/* us-parse-rfc2396.c — RFC 2396 references into a grammar tree
 *
 * Scope. The whole of RFC 2396 Appendix A as published, from URI-reference
 * (or absoluteURI, for base URIs) down to domain labels, path parameters and
 * escaped triplets, with the rule names spelled as RFC 2396 spells them
 * (hier_part, opaque_part, rel_segment …). The grammar text is in us-rule.c.
 *
 * Where the RFC's grammar contradicts its own examples, the grammar decides
 * and the message explains: a relativeURI must have a path, so the "?y" of
 * Appendix C is invalid; an opaque_part has at least one character, so "a:"
 * is invalid. RFC 3986 allows both.
 *
 * Method. As for RFC 3986 (us-parse-rfc3986.c): the reference is cut at the
 * delimiters the grammar makes unambiguous, and each component is scanned
 * once by the shared scanner (us-scan.c), with RFC 2396's own character
 * sets. The cuts: the fragment after the first "#" (uric has no "#"); a
 * scheme and ":" before any "/", "?" or "#" (rel_segment has no ":"); after
 * the scheme, a "/" starts a hier_part and anything else an opaque_part,
 * which runs to the fragment, "?" and all; in a hier_part or relativeURI,
 * the query after the first "?" (no path or authority character is "?"),
 * the authority after "//" up to the next "/".
 *
 * The authority is "server | reg_name". A server is the stricter reading
 * (user information, a host name of letter-digit-hyphen labels or a dotted
 * quad of digits, a port of digits); a reg_name admits almost any URI
 * character. The first alternative that matches names the node, as in the
 * grammar; when the server reading fails, a note says why. Characters that
 * no reading admits (space, the excluded characters of §2.4.3) are errors
 * in either reading, so the server reading passes over them and, where it
 * still matches, they are reported against the rule of the server's part
 * they stand in ("exa mple.com": a space in a domain label).
 *
 * Nothing recurses per character or per segment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

static const UsScan scan_scheme = {
  US_RULE_2396_SCHEME, US_SET_SCHEME, FALSE, US_DIAG_SCHEME_BAD_CHAR,
  "alpha / digit / \"+\" / \"-\" / \".\"",
};
static const UsScan scan_pchar = {
  US_RULE_2396_PCHAR, US_SET_PCHAR_2396, TRUE, US_DIAG_EXCLUDED_CHAR,
  "unreserved / escaped / \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"",
};
static const UsScan scan_rel_segment = {
  US_RULE_2396_REL_SEGMENT, US_SET_REL_SEGMENT_2396, TRUE, US_DIAG_COLON_IN_FIRST_SEGMENT,
  "unreserved / escaped / \";\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"",
};
static const UsScan scan_opaque = {
  US_RULE_2396_OPAQUE_PART, US_SET_URIC_2396, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uric",
};
static const UsScan scan_query = {
  US_RULE_2396_QUERY, US_SET_URIC_2396, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uric",
};
static const UsScan scan_fragment = {
  US_RULE_2396_FRAGMENT, US_SET_URIC_2396, TRUE, US_DIAG_EXCLUDED_CHAR,
  "uric",
};
static const UsScan scan_reg_name = {
  US_RULE_2396_REG_NAME, US_SET_REG_NAME_2396, TRUE, US_DIAG_EXCLUDED_CHAR,
  "unreserved / escaped / \"$\" / \",\" / \";\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\"",
};
static const UsScan scan_userinfo = {
  US_RULE_2396_USERINFO, US_SET_USERINFO_2396, TRUE, US_DIAG_EXCLUDED_CHAR,
  "unreserved / escaped / \";\" / \":\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"",
};
static const UsScan scan_domainlabel = {
  US_RULE_2396_DOMAINLABEL, US_SET_LABEL_2396, FALSE, US_DIAG_EXCLUDED_CHAR,
  "alphanum / \"-\"",
};
static const UsScan scan_toplabel = {
  US_RULE_2396_TOPLABEL, US_SET_LABEL_2396, FALSE, US_DIAG_EXCLUDED_CHAR,
  "alphanum / \"-\"",
};
static const UsScan scan_port = {
  US_RULE_2396_PORT, US_CH_DIGIT, FALSE, US_DIAG_EXCLUDED_CHAR,
  "digit",
};

/* A byte that no reading of an authority admits: an error whichever
 * alternative is taken, so the choice between them passes over it. */
static inline gboolean
is_bad (const UsScanner *p,
        gsize            i)
{
  return !us_char_in (p->in[i], US_SET_REG_NAME_2396) && p->in[i] != '%';
}

/* The first reason why [start, end) is not a server, as the rule that fails
 * and the span where it does; FALSE when it is one. */
typedef struct {
  UsRule rule;
  gsize start;
  gsize end;
} Failure;

/* domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
 * toplabel    = alpha | alpha *( alphanum | "-" ) alphanum */
static gboolean
is_label (const UsScanner *p,
          gsize            start,
          gsize            end,
          gboolean         top)
{
  if (start == end)
    return FALSE;
  for (gsize i = start; i < end; i++)
    if (!us_char_in (p->in[i], US_SET_LABEL_2396) && !is_bad (p, i))
      return FALSE;
  if (top && us_char_in (p->in[start], US_CH_DIGIT | US_CH_HYPHEN))
    return FALSE;
  return p->in[start] != '-' && p->in[end - 1] != '-';
}

/* IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit */
static inline gboolean
is_ipv4address (const UsScanner *p,
                gsize            start,
                gsize            end)
{
  return us_scanner_is_dotted_quad (p, start, end, FALSE);
}

/* The end of the toplabel of the hostname [start, end): before its
 * optional trailing ".". */
static gsize
hostname_top_end (const UsScanner *p,
                  gsize            start,
                  gsize            end)
{
  return end > start + 1 && p->in[end - 1] == '.' ? end - 1 : end;
}

/* hostname = *( domainlabel "." ) toplabel [ "." ] */
static gboolean
check_hostname (const UsScanner *p,
                gsize            start,
                gsize            end,
                Failure         *why)
{
  gsize top_end = hostname_top_end (p, start, end);
  gsize i = start;

  while (i <= top_end)
    {
      gsize dot = us_scanner_find (p, i, top_end, '.');
      gboolean top = dot == top_end;

      if (!is_label (p, i, dot, top))
        {
          *why = (Failure) { top ? US_RULE_2396_TOPLABEL : US_RULE_2396_DOMAINLABEL, i, dot };
          return FALSE;
        }
      i = dot + 1;
    }
  return TRUE;
}

/* server   = [ [ userinfo "@" ] hostport ]
 * hostport = host [ ":" port ]
 * host     = hostname | IPv4address
 * port     = *digit
 *
 * [start, end) is not empty. Neither userinfo nor hostport holds "@", so a
 * server has at most one; no host holds ":", so the port follows the first
 * ":" after the "@". */
static gboolean
check_server (const UsScanner *p,
              gsize            start,
              gsize            end,
              gsize           *at,
              gsize           *colon,
              Failure         *why)
{
  gsize hp = start;

  *at = us_scanner_find (p, start, end, '@');
  if (*at < end)
    {
      gsize second = us_scanner_find (p, *at + 1, end, '@');

      if (second < end)
        {
          *why = (Failure) { US_RULE_2396_USERINFO, *at, *at + 1 };
          return FALSE;
        }
      hp = *at + 1;
    }

  *colon = us_scanner_find (p, hp, end, ':');
  for (gsize i = *colon + 1; i < end; i++)
    if (!us_char_in (p->in[i], US_CH_DIGIT) && !is_bad (p, i))
      {
        gsize run = i;

        while (i < end && !us_char_in (p->in[i], US_CH_DIGIT))
          i++;
        *why = (Failure) { US_RULE_2396_PORT, run, i };
        return FALSE;
      }

  if (hp == *colon)
    {
      *why = (Failure) { US_RULE_2396_HOST, hp, hp };
      return FALSE;
    }
  return is_ipv4address (p, hp, *colon) || check_hostname (p, hp, *colon, why);
}

/* The octets of an IPv4address over 255: RFC 2396 takes any digits, RFC
 * 3986 only 0–255, and no host has such an address. */
static void
check_octets (UsScanner *p,
              gsize      start,
              gsize      end)
{
  gsize i = start;

  while (i < end)
    {
      gsize dot = us_scanner_find (p, i, end, '.');
      gsize first = i;
      guint value = 0;

      while (first + 1 < dot && p->in[first] == '0')
        first++;
      for (gsize k = first; k < dot && value <= 255; k++)
        value = value * 10 + (guint) (p->in[k] - '0');
      if (value > 255)
        us_result_add_diagnostic (p->r, US_DIAG_IPV4_OCTET_RANGE, US_SEVERITY_WARNING,
                                  US_RULE_2396_IPV4ADDRESS, "1*digit", i, dot);
      i = dot + 1;
    }
}

/* The host of a server: an IPv4address, or a hostname with its labels. */
static void
parse_host (UsScanner *p,
            guint      hostport,
            gsize      start,
            gsize      end)
{
  guint host = us_result_add_node (p->r, US_RULE_2396_HOST, hostport, start, end);
  guint hostname;
  gsize top_end, i = start;

  us_result_set_component (p->r, US_COMPONENT_HOST, start, end);
  if (is_ipv4address (p, start, end))
    {
      us_result_add_node (p->r, US_RULE_2396_IPV4ADDRESS, host, start, end);
      check_octets (p, start, end);
      return;
    }

  hostname = us_result_add_node (p->r, US_RULE_2396_HOSTNAME, host, start, end);
  top_end = hostname_top_end (p, start, end);
  p->in_host = TRUE;
  p->host_start = start;
  p->host_end = end;
  p->idn_reported = FALSE;
  while (i <= top_end)
    {
      gsize dot = us_scanner_find (p, i, top_end, '.');
      const UsScan *scan = dot == top_end ? &scan_toplabel : &scan_domainlabel;
      guint label = us_result_add_node (p->r, scan->rule, hostname, i, dot);

      us_scan_chars (p, scan, label, i, dot);
      i = dot + 1;
    }
  p->in_host = FALSE;
}

/* authority = server | reg_name
 * reg_name  = 1*( unreserved | escaped | "$" | "," |
 *                 ";" | ":" | "@" | "&" | "=" | "+" )
 * server    = [ [ userinfo "@" ] hostport ]
 * userinfo  = *( unreserved | escaped |
 *                ";" | ":" | "&" | "=" | "+" | "$" | "," ) */
static void
parse_authority (UsScanner *p,
                 guint      authority,
                 gsize      start,
                 gsize      end)
{
  Failure why = { US_RULE_NONE, 0, 0 };
  gsize at = end, colon = end;

  us_result_set_component (p->r, US_COMPONENT_AUTHORITY, start, end);

  if (start == end || check_server (p, start, end, &at, &colon, &why))
    {
      guint server = us_result_add_node (p->r, US_RULE_2396_SERVER, authority, start, end);
      guint hostport;
      gsize hp = start;

      if (start == end)
        return;
      if (at < end)
        {
          guint userinfo = us_result_add_node (p->r, US_RULE_2396_USERINFO, server, start, at);

          us_scan_chars (p, &scan_userinfo, userinfo, start, at);
          us_result_set_component (p->r, US_COMPONENT_USERINFO, start, at);
          hp = at + 1;
        }
      hostport = us_result_open_node (p->r, US_RULE_2396_HOSTPORT, server, hp);
      parse_host (p, hostport, hp, colon);
      if (colon < end)
        {
          guint port = us_result_add_node (p->r, US_RULE_2396_PORT, hostport, colon + 1, end);

          us_scan_chars (p, &scan_port, port, colon + 1, end);
          us_result_set_component (p->r, US_COMPONENT_PORT, colon + 1, end);
        }
      us_result_close_node (p->r, hostport, end);
      return;
    }

  {
    guint reg_name = us_result_add_node (p->r, US_RULE_2396_REG_NAME, authority, start, end);
    gboolean has_bad = FALSE;

    for (gsize i = start; i < end && !has_bad; i++)
      has_bad = is_bad (p, i);
    /* Why the stricter reading failed, unless the authority is wrong in
     * either reading: then its errors say what matters. */
    if (!has_bad)
      us_result_add_diagnostic (p->r, US_DIAG_NOT_A_SERVER, US_SEVERITY_NOTE,
                                why.rule, "server", why.start, why.end);
    us_scan_chars (p, &scan_reg_name, reg_name, start, end);
  }
}

/* segment = *pchar *( ";" param )
 * param   = *pchar
 * pchar   = unreserved | escaped |
 *           ":" | "@" | "&" | "=" | "+" | "$" | ","
 *
 * One segment [start, end) under @parent, its parameters as children. */
static void
parse_segment (UsScanner *p,
               guint      parent,
               gsize      start,
               gsize      end)
{
  guint segment = us_result_add_node (p->r, US_RULE_2396_SEGMENT, parent, start, end);
  gsize semi = us_scanner_find (p, start, end, ';');

  us_scan_chars (p, &scan_pchar, segment, start, semi);
  if (semi < end)
    us_scan_pieces (p, &scan_pchar, US_RULE_2396_PARAM, segment, semi + 1, end, ';');
}

/* abs_path      = "/"  path_segments
 * path_segments = segment *( "/" segment )
 *
 * [start, end) begins with "/". Iterative: 100,000 segments are 100,000
 * turns of one loop. */
static void
parse_abs_path (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint abs_path = us_result_open_node (p->r, US_RULE_2396_ABS_PATH, parent, start);
  guint segments = us_result_open_node (p->r, US_RULE_2396_PATH_SEGMENTS, abs_path, start + 1);
  gsize i = start;

  while (i < end)
    {
      gsize slash = us_scanner_find (p, i + 1, end, '/');

      parse_segment (p, segments, i + 1, slash);
      i = slash;
    }
  us_result_close_node (p->r, segments, end);
  us_result_close_node (p->r, abs_path, end);
}

/* net_path = "//" authority [ abs_path ]
 *
 * [start, end) begins with "//" and holds no query. */
static void
parse_net_path (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint net_path = us_result_open_node (p->r, US_RULE_2396_NET_PATH, parent, start);
  gsize a = start + 2;
  gsize a_end = us_scanner_find (p, a, end, '/');
  guint authority = us_result_open_node (p->r, US_RULE_2396_AUTHORITY, net_path, a);

  parse_authority (p, authority, a, a_end);
  us_result_close_node (p->r, authority, a_end);
  if (a_end < end)
    parse_abs_path (p, net_path, a_end, end);
  us_result_set_component (p->r, US_COMPONENT_PATH, a_end, end);
  us_result_close_node (p->r, net_path, end);
}

/* rel_path    = rel_segment [ abs_path ]
 * rel_segment = 1*( unreserved | escaped |
 *                   ";" | "@" | "&" | "=" | "+" | "$" | "," ) */
static void
parse_rel_path (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint rel_path = us_result_open_node (p->r, US_RULE_2396_REL_PATH, parent, start);
  gsize slash = us_scanner_find (p, start, end, '/');
  guint segment = us_result_add_node (p->r, US_RULE_2396_REL_SEGMENT, rel_path, start, slash);

  p->path_start = start;
  us_scan_chars (p, &scan_rel_segment, segment, start, slash);
  if (slash < end)
    parse_abs_path (p, rel_path, slash, end);
  us_result_close_node (p->r, rel_path, end);
}

/* The query of a hier_part or relativeURI: [q, end) begins with "?". */
static void
parse_query (UsScanner *p,
             guint      parent,
             gsize      q,
             gsize      end)
{
  guint query = us_result_add_node (p->r, US_RULE_2396_QUERY, parent, q + 1, end);

  us_scan_chars (p, &scan_query, query, q + 1, end);
  us_result_set_component (p->r, US_COMPONENT_QUERY, q + 1, end);
}

/* hier_part   = ( net_path | abs_path ) [ "?" query ]
 * relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
 *
 * For a hier_part, @parent is its node; for a relativeURI, that node. */
static void
parse_paths_and_query (UsScanner *p,
                       guint      parent,
                       gsize      start,
                       gsize      end)
{
  gsize q = us_scanner_find (p, start, end, '?');

  if (q - start >= 2 && p->in[start] == '/' && p->in[start + 1] == '/')
    parse_net_path (p, parent, start, q);
  else
    {
      if (start < q && p->in[start] == '/')
        parse_abs_path (p, parent, start, q);
      else if (start < q)
        parse_rel_path (p, parent, start, q);
      else
        {
          /* Only a relativeURI gets here: a hier_part begins with "/". */
          UsDiagnostic *d = us_result_add_diagnostic (p->r, US_DIAG_RELATIVE_WITHOUT_PATH, US_SEVERITY_ERROR,
                                                      US_RULE_2396_RELATIVE_URI,
                                                      "net_path / abs_path / rel_path", start, start + 1);
          us_result_set_fix (p->r, d, start, start, "./", 2);
        }
      us_result_set_component (p->r, US_COMPONENT_PATH, start, q);
    }
  if (q < end)
    parse_query (p, parent, q, end);
}

/* opaque_part   = uric_no_slash *uric
 * uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
 *                 "&" | "=" | "+" | "$" | ","
 *
 * [start, end) does not begin with "/" (that would be a hier_part), so its
 * first character is a uric_no_slash exactly when it is a uric. The "?"
 * and what follows belong to it: an opaque URI has no query. */
static void
parse_opaque_part (UsScanner *p,
                   guint      parent,
                   gsize      start,
                   gsize      end)
{
  guint opaque = us_result_add_node (p->r, US_RULE_2396_OPAQUE_PART, parent, start, end);

  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
  if (start == end)
    {
      us_result_add_diagnostic (p->r, US_DIAG_EMPTY_OPAQUE_PART, US_SEVERITY_ERROR,
                                US_RULE_2396_OPAQUE_PART, "uric_no_slash *uric",
                                start - 1, start);
      return;
    }
  us_scan_chars (p, &scan_opaque, opaque, start, end);
}

/* URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
 * absoluteURI   = scheme ":" ( hier_part | opaque_part )
 * fragment      = *uric */
static UsResult *
parse_reference (const char   *text,
                 gsize         len,
                 UsParseFlags  flags)
{
  gboolean absolute = (flags & US_PARSE_ABSOLUTE) != 0;
  UsRule start_rule = absolute ? US_RULE_2396_ABSOLUTE_URI : US_RULE_2396_URI_REFERENCE;
  UsScanner p;
  UsResult *r;
  guint root;
  gsize b, e, d, f;
  gboolean is_uri;

  r = us_scanner_init (&p, US_SPEC_RFC2396, start_rule, text, len, flags);
  p.pct_rule = US_RULE_2396_ESCAPED;
  p.pct_expected = "\"%\" hex hex";

  root = us_result_add_node (r, start_rule, US_NO_NODE, 0, len);
  us_scanner_trim (&p, US_RULE_2396_URI_REFERENCE, &b, &e);
  d = us_scanner_scheme_end (&p, b, e, &is_uri);
  f = us_scanner_find (&p, b, e, '#');

  if (is_uri)
    {
      guint top = absolute ? root : us_result_open_node (r, US_RULE_2396_ABSOLUTE_URI, root, b);

      us_scan_scheme (&p, &scan_scheme, top, b, d);
      if (d + 1 < f && p.in[d + 1] == '/')
        {
          guint hier_part = us_result_open_node (r, US_RULE_2396_HIER_PART, top, d + 1);

          parse_paths_and_query (&p, hier_part, d + 1, f);
          us_result_close_node (r, hier_part, f);
        }
      else
        parse_opaque_part (&p, top, d + 1, f);
      if (top != root)
        us_result_close_node (r, top, f);
    }
  else
    {
      if (absolute)
        us_result_add_diagnostic (r, US_DIAG_NOT_ABSOLUTE, US_SEVERITY_ERROR,
                                  US_RULE_2396_ABSOLUTE_URI, "scheme \":\"", b, MAX (e, b));
      else
        us_scan_not_a_scheme (&p, US_RULE_2396_SCHEME, b, d, e);
      /* Both parts of a URI-reference are optional: "" and "#f" are whole. */
      if (b < f)
        {
          guint relative = us_result_open_node (r, US_RULE_2396_RELATIVE_URI, root, b);

          parse_paths_and_query (&p, relative, b, f);
          us_result_close_node (r, relative, f);
        }
    }

  if (f < e)
    {
      guint fragment = us_result_add_node (r, US_RULE_2396_FRAGMENT, root, f + 1, e);

      us_scan_chars (&p, &scan_fragment, fragment, f + 1, e);
      us_result_set_component (r, US_COMPONENT_FRAGMENT, f + 1, e);
      if (absolute && is_uri)
        {
          UsDiagnostic *diag = us_result_add_diagnostic (r, US_DIAG_FRAGMENT_IN_ABSOLUTE, US_SEVERITY_ERROR,
                                                         US_RULE_2396_ABSOLUTE_URI, "hier_part / opaque_part", f, e);
          us_result_set_fix (r, diag, f, e, "", 0);
        }
    }

  us_result_finish (r);
  return r;
}

/* The grammar, through the recognition of pasted text that every parser
 * shares (us-parse-paste.c). */
UsResult *
us_parse_rfc2396 (const char   *text,
                  gsize         len,
                  UsParseFlags  flags)
{
  return us_parse_pasted (parse_reference, text, len, flags);
}
