/* us-parse-rfc1738.c — RFC 1738 URLs, each scheme by its own grammar
 *
 * Scope. RFC 1738 §5, "BNF for specific URL schemes": the generic form
 * (genericurl, ip-schemepart with its login and hostport) and the ten
 * schemes with productions of their own: http, ftp, file, gopher, mailto,
 * news, nntp, telnet, wais and prospero; and from RFC 1630, the grammar
 * RFC 1738 settled (seed 001), the "url:" prefix (prefixedurl) and the
 * schemes only it has: mid, cid and afs (with the readings us-rule.c
 * gives), and its reading of a prospero link's "%00" version, as a note. The tree uses the RFC's rule names (ftptype, grouppart,
 * gopher+_string …); the grammar text is in us-rule.c.
 *
 * Strict reading. By the letter of §5, url = httpurl | … | otherurl and
 * otherurl = genericurl, so "http:anything" would be a URL through
 * otherurl. Here a URL whose scheme has its own production must match that
 * production: what matches only the generic syntax is an error that says
 * so. A scheme without a production of its own is read under the generic
 * syntax, with a note.
 *
 * What the grammar says, which the messages explain where it surprises:
 * there are no relative URLs and no fragments ("#" is unsafe, §2.2); "~"
 * is a national character; a scheme is in lower case (the literal "http://"
 * of a production matches in any case); an http URL has no user name, and
 * its search part no "/" or "?"; an ftp path has no ";" but ";type=" and
 * one letter at its end; a host is a host name or four runs of digits, and
 * a port is at least one digit.
 *
 * Method. Each production is a function that cuts its part at the
 * delimiters the grammar makes unambiguous and hands the pieces to the
 * shared scanner (us-scan.c) with the characters each piece admits. A
 * character of URLs (xchar) that a piece does not admit is a
 * "not-in-scheme-syntax" error; a character of no URL is reported as by the
 * other specs. Nothing recurses per character.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

#define SCAN(rule, set, pct, expected) \
  { US_RULE_1738_##rule, set, pct, US_DIAG_NOT_IN_SCHEME_SYNTAX, expected }

static const UsScan scan_user = SCAN (USER, US_SET_1738_LOGIN, TRUE, "uchar / \";\" / \"?\" / \"&\" / \"=\"");
static const UsScan scan_password = SCAN (PASSWORD, US_SET_1738_LOGIN, TRUE, "uchar / \";\" / \"?\" / \"&\" / \"=\"");
static const UsScan scan_domainlabel = SCAN (DOMAINLABEL, US_SET_LABEL_2396, FALSE, "alphadigit / \"-\"");
static const UsScan scan_toplabel = SCAN (TOPLABEL, US_SET_LABEL_2396, FALSE, "alphadigit / \"-\"");
static const UsScan scan_port = SCAN (PORT, US_CH_DIGIT, FALSE, "digit");
static const UsScan scan_digits = SCAN (DIGITS, US_CH_DIGIT, FALSE, "digit");
static const UsScan scan_xchar = SCAN (SCHEMEPART, US_SET_1738_XCHAR, TRUE, "xchar");
static const UsScan scan_urlpath = SCAN (URLPATH, US_SET_1738_XCHAR, TRUE, "xchar");
static const UsScan scan_hsegment = SCAN (HSEGMENT, US_SET_1738_HSEGMENT, TRUE, "uchar / \";\" / \":\" / \"@\" / \"&\" / \"=\"");
static const UsScan scan_search = SCAN (SEARCH, US_SET_1738_HSEGMENT, TRUE, "uchar / \";\" / \":\" / \"@\" / \"&\" / \"=\"");
static const UsScan scan_fsegment = SCAN (FSEGMENT, US_SET_1738_FSEGMENT, TRUE, "uchar / \"?\" / \":\" / \"@\" / \"&\" / \"=\"");
static const UsScan scan_psegment = SCAN (PSEGMENT, US_SET_1738_FSEGMENT, TRUE, "uchar / \"?\" / \":\" / \"@\" / \"&\" / \"=\"");
static const UsScan scan_fieldname = SCAN (FIELDNAME, US_SET_1738_FIELD, TRUE, "uchar / \"?\" / \":\" / \"@\" / \"&\"");
static const UsScan scan_fieldvalue = SCAN (FIELDVALUE, US_SET_1738_FIELD, TRUE, "uchar / \"?\" / \":\" / \"@\" / \"&\"");
static const UsScan scan_selector = SCAN (SELECTOR, US_SET_1738_XCHAR, TRUE, "xchar");
static const UsScan scan_gplus = SCAN (GOPHERP_STRING, US_SET_1738_XCHAR, TRUE, "xchar");
static const UsScan scan_encoded822 = SCAN (ENCODED822ADDR, US_SET_1738_XCHAR, TRUE, "xchar");
static const UsScan scan_group = SCAN (GROUP, US_SET_1738_GROUP, FALSE, "alpha / digit / \"-\" / \".\" / \"+\" / \"_\"");
static const UsScan scan_article = SCAN (ARTICLE, US_SET_1738_ARTICLE, TRUE, "uchar / \";\" / \"/\" / \"?\" / \":\" / \"&\" / \"=\"");
static const UsScan scan_database = SCAN (DATABASE, US_SET_1738_UCHAR, TRUE, "uchar");
static const UsScan scan_wtype = SCAN (WTYPE, US_SET_1738_UCHAR, TRUE, "uchar");
static const UsScan scan_wpath = SCAN (WPATH, US_SET_1738_UCHAR, TRUE, "uchar");
static const UsScan scan_scheme = SCAN (SCHEME, US_SET_1738_SCHEME, FALSE, "lowalpha / digit / \"+\" / \"-\" / \".\"");
static const UsScan scan_nothing = SCAN (TELNETURL, 0, FALSE, "\"/\"");

#undef SCAN

/* A required part that is not there: an error at @at, naming what the
 * production wants there (@expected, in ABNF). */
static void
missing (UsScanner  *p,
         UsRule      rule,
         const char *expected,
         gsize       at)
{
  us_result_add_diagnostic (p->r, US_DIAG_SCHEME_PART_MISSING, US_SEVERITY_ERROR, rule, expected,
                            at, MIN (at + 1, p->len));
}

/* A piece scanned under @parent as a node of @scan's rule. */
static guint
piece (UsScanner    *p,
       const UsScan *scan,
       guint         parent,
       gsize         start,
       gsize         end)
{
  guint node = us_result_add_node (p->r, scan->rule, parent, start, end);

  us_scan_chars (p, scan, node, start, end);
  return node;
}

/* Whether [start, end) is made of the characters of @set only. */
static gboolean
all_in (const UsScanner *p,
        gsize            start,
        gsize            end,
        guint            set)
{
  for (gsize i = start; i < end; i++)
    if (!us_char_in (p->in[i], set))
      return FALSE;
  return TRUE;
}

/* Whether [start, end) is a run of escapes and characters of @set. */
static gboolean
all_in_or_escaped (const UsScanner *p,
                   gsize            start,
                   gsize            end,
                   guint            set)
{
  for (gsize i = start; i < end; i++)
    {
      if (p->in[i] == '%')
        {
          if (i + 2 >= end || us_hex_value (p->in[i + 1]) < 0 || us_hex_value (p->in[i + 2]) < 0)
            return FALSE;
          i += 2;
        }
      else if (!us_char_in (p->in[i], set))
        return FALSE;
    }
  return TRUE;
}

/* hostnumber = digits "." digits "." digits "." digits */
static inline gboolean
is_hostnumber (const UsScanner *p,
               gsize            start,
               gsize            end)
{
  return us_scanner_is_dotted_quad (p, start, end, FALSE);
}

/* domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 * toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *
 * The shape of a label whose characters are all letters, digits and
 * hyphens. */
static gboolean
is_label (const UsScanner *p,
          gsize            start,
          gsize            end,
          gboolean         top)
{
  return start < end && p->in[start] != '-' && p->in[end - 1] != '-' &&
         (!top || us_char_in (p->in[start], US_CH_ALPHA));
}

/* hostname = *[ domainlabel "." ] toplabel
 *
 * Every label gets its node; a label whose characters are right but whose
 * shape is not (empty, a hyphen at an end, a last label that begins with a
 * digit) is one error. */
static void
parse_hostname (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint hostname = us_result_add_node (p->r, US_RULE_1738_HOSTNAME, parent, start, end);
  gsize i = start;

  p->in_host = TRUE;
  p->host_start = start;
  p->host_end = end;
  p->idn_reported = FALSE;
  while (i <= end)
    {
      gsize dot = us_scanner_find (p, i, end, '.');
      gboolean top = dot == end;
      const UsScan *scan = top ? &scan_toplabel : &scan_domainlabel;
      guint errors = p->r->n_errors;
      guint label = us_result_add_node (p->r, scan->rule, hostname, i, dot);

      us_scan_chars (p, scan, label, i, dot);
      if (p->r->n_errors == errors && !is_label (p, i, dot, top))
        us_result_add_diagnostic (p->r, US_DIAG_HOST_LABEL, US_SEVERITY_ERROR, scan->rule,
                                  scan->expected, i, dot);
      i = dot + 1;
    }
  p->in_host = FALSE;
}

/* host = hostname | hostnumber */
static void
parse_host (UsScanner *p,
            guint      parent,
            gsize      start,
            gsize      end)
{
  guint host = us_result_add_node (p->r, US_RULE_1738_HOST, parent, start, end);

  us_result_set_component (p->r, US_COMPONENT_HOST, start, end);
  if (is_hostnumber (p, start, end))
    us_result_add_node (p->r, US_RULE_1738_HOSTNUMBER, host, start, end);
  else
    parse_hostname (p, host, start, end);
}

/* hostport = host [ ":" port ]
 * port     = digits */
static void
parse_hostport (UsScanner *p,
                guint      parent,
                gsize      start,
                gsize      end)
{
  guint hostport = us_result_add_node (p->r, US_RULE_1738_HOSTPORT, parent, start, end);
  gsize colon = us_scanner_find (p, start, end, ':');

  parse_host (p, hostport, start, colon);
  if (colon < end)
    {
      piece (p, &scan_port, hostport, colon + 1, end);
      us_result_set_component (p->r, US_COMPONENT_PORT, colon + 1, end);
      if (colon + 1 == end)
        missing (p, US_RULE_1738_PORT, "digits", colon);
    }
}

/* login = [ user [ ":" password ] "@" ] hostport
 * user  = *[ uchar | ";" | "?" | "&" | "=" ]
 *
 * Neither user nor password holds "@" or ":", nor the host: the login is
 * cut at its last "@", and the user at its first ":". */
static void
parse_login (UsScanner *p,
             guint      parent,
             gsize      start,
             gsize      end)
{
  guint login = us_result_add_node (p->r, US_RULE_1738_LOGIN, parent, start, end);
  gsize at = us_scanner_find_last (p, start, end, '@');
  if (at < end)
    {
      gsize colon = us_scanner_find (p, start, at, ':');

      piece (p, &scan_user, login, start, colon);
      if (colon < at)
        piece (p, &scan_password, login, colon + 1, at);
      us_result_set_component (p->r, US_COMPONENT_USERINFO, start, at);
      start = at + 1;
    }
  parse_hostport (p, login, start, end);
}

/* Segments of one kind separated by "/", under a node of @rule. */
static void
parse_segments (UsScanner    *p,
                UsRule        rule,
                const UsScan *scan,
                guint         parent,
                gsize         start,
                gsize         end)
{
  guint path = us_result_add_node (p->r, rule, parent, start, end);

  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
  us_scan_pieces (p, scan, scan->rule, path, start, end, '/');
}

/* The "//" an IP-based scheme begins with; FALSE (and an error) when it is
 * not there. [start, end) follows the scheme's ":". */
static gboolean
expect_slashes (UsScanner *p,
                UsRule     rule,
                gsize      start,
                gsize      end)
{
  if (end - start >= 2 && p->in[start] == '/' && p->in[start + 1] == '/')
    return TRUE;
  missing (p, rule, "\"//\"", start);
  return FALSE;
}

/* httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
 * hpath   = hsegment *[ "/" hsegment ]
 * search  = *[ uchar | ";" | ":" | "@" | "&" | "=" ] */
static void
parse_http (UsScanner *p,
            guint      url,
            gsize      start,
            gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');

  parse_hostport (p, url, start, slash);
  if (slash < end)
    {
      gsize q = us_scanner_find (p, slash + 1, end, '?');

      parse_segments (p, US_RULE_1738_HPATH, &scan_hsegment, url, slash + 1, q);
      if (q < end)
        {
          piece (p, &scan_search, url, q + 1, end);
          us_result_set_component (p->r, US_COMPONENT_QUERY, q + 1, end);
        }
    }
}

/* ftpurl  = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 * fpath   = fsegment *[ "/" fsegment ]
 * ftptype = "A" | "I" | "D" | "a" | "i" | "d"
 *
 * No fsegment holds ";": the first ";" must begin ";type=". */
static void
parse_ftp (UsScanner *p,
           guint      url,
           gsize      start,
           gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');
  gsize semi;

  parse_login (p, url, start, slash);
  if (slash == end)
    return;
  semi = us_scanner_find (p, slash + 1, end, ';');
  if (semi < end && (end - semi < 6 || g_ascii_strncasecmp ((const char *) p->in + semi, ";type=", 6) != 0))
    semi = end;
  parse_segments (p, US_RULE_1738_FPATH, &scan_fsegment, url, slash + 1, semi);
  if (semi < end)
    {
      gsize v = semi + 6;

      us_result_add_node (p->r, US_RULE_1738_FTPTYPE, url, v, end);
      if (end - v != 1 || strchr ("AIDaid", p->in[v]) == NULL)
        us_result_add_diagnostic (p->r, US_DIAG_FTPTYPE, US_SEVERITY_ERROR, US_RULE_1738_FTPTYPE,
                                  "\"A\" / \"I\" / \"D\" / \"a\" / \"i\" / \"d\"", v == end ? semi : v, end);
    }
}

/* fileurl = "file://" [ host | "localhost" ] "/" fpath */
static void
parse_file (UsScanner *p,
            guint      url,
            gsize      start,
            gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');

  if (start < slash)
    parse_host (p, url, start, slash);
  if (slash == end)
    {
      missing (p, US_RULE_1738_FILEURL, "\"/\" fpath", end);
      return;
    }
  parse_segments (p, US_RULE_1738_FPATH, &scan_fsegment, url, slash + 1, end);
}

/* gopherurl      = "gopher://" hostport [ "/" [ gtype [ selector
 *                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 * gtype          = xchar
 * selector       = *xchar
 * gopher+_string = *xchar
 *
 * A selector can hold "%09" itself, so what follows the type is valid
 * exactly when it is all xchar; the tree shows the search and Gopher+
 * string where the "%09"s make them so. */
static void
parse_gopher (UsScanner *p,
              guint      url,
              gsize      start,
              gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');
  gsize i, tab, tab2;

  parse_hostport (p, url, start, slash);
  if (slash + 1 >= end)
    return;
  i = slash + 1;
  /* gtype is one xchar, which may be an escape. */
  {
    gsize type_end = p->in[i] == '%' && all_in_or_escaped (p, i, MIN (i + 3, end), 0) ? i + 3 : i + 1;
    guint gtype = us_result_add_node (p->r, US_RULE_1738_GTYPE, url, i, type_end);

    us_scan_chars (p, &scan_selector, gtype, i, type_end);
    i = type_end;
  }
  if (i == end)
    return;
  tab = i;
  while (tab + 3 <= end && !(p->in[tab] == '%' && p->in[tab + 1] == '0' && p->in[tab + 2] == '9'))
    tab++;
  if (tab + 3 > end)
    tab = end;
  tab2 = tab < end ? tab + 3 : end;
  while (tab2 + 3 <= end && !(p->in[tab2] == '%' && p->in[tab2 + 1] == '0' && p->in[tab2 + 2] == '9'))
    tab2++;
  if (tab2 + 3 > end)
    tab2 = end;
  /* A search with "/" or "?" is no search: the selector takes it all. */
  if (tab < end && !all_in_or_escaped (p, tab + 3, tab2, US_SET_1738_HSEGMENT))
    tab = tab2 = end;
  piece (p, &scan_selector, url, i, tab);
  if (tab < end)
    {
      piece (p, &scan_search, url, tab + 3, tab2);
      if (tab2 < end)
        piece (p, &scan_gplus, url, tab2 + 3, end);
    }
}

/* mailtourl      = "mailto:" encoded822addr
 * encoded822addr = 1*xchar */
static void
parse_mailto (UsScanner *p,
              guint      url,
              gsize      start,
              gsize      end)
{
  piece (p, &scan_encoded822, url, start, end);
  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
  if (start == end)
    missing (p, US_RULE_1738_ENCODED822ADDR, "1*xchar", start - 1);
}

/* group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ] */
static void
parse_group (UsScanner *p,
             guint      parent,
             gsize      start,
             gsize      end)
{
  guint errors = p->r->n_errors;

  piece (p, &scan_group, parent, start, end);
  if (start == end)
    missing (p, US_RULE_1738_GROUP, "alpha", start);
  else if (p->r->n_errors == errors && !us_char_in (p->in[start], US_CH_ALPHA))
    us_result_add_diagnostic (p->r, US_DIAG_NOT_IN_SCHEME_SYNTAX, US_SEVERITY_ERROR,
                              US_RULE_1738_GROUP, "alpha", start, start + 1);
}

/* newsurl   = "news:" grouppart
 * grouppart = "*" | group | article
 * article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host */
static void
parse_news (UsScanner *p,
            guint      url,
            gsize      start,
            gsize      end)
{
  guint grouppart = us_result_add_node (p->r, US_RULE_1738_GROUPPART, url, start, end);
  gsize at = us_scanner_find (p, start, end, '@');

  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
  if (end - start == 1 && p->in[start] == '*')
    return;
  if (at == end)
    {
      parse_group (p, grouppart, start, end);
      return;
    }
  {
    guint article = us_result_add_node (p->r, US_RULE_1738_ARTICLE, grouppart, start, end);

    us_scan_chars (p, &scan_article, article, start, at);
    if (at == start)
      missing (p, US_RULE_1738_ARTICLE, "1*uchar", start);
    parse_host (p, article, at + 1, end);
  }
}

/* nntpurl = "nntp://" hostport "/" group [ "/" digits ] */
static void
parse_nntp (UsScanner *p,
            guint      url,
            gsize      start,
            gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');
  gsize slash2;

  parse_hostport (p, url, start, slash);
  if (slash == end)
    {
      missing (p, US_RULE_1738_NNTPURL, "\"/\" group", end);
      return;
    }
  slash2 = us_scanner_find (p, slash + 1, end, '/');
  parse_group (p, url, slash + 1, slash2);
  if (slash2 < end)
    {
      piece (p, &scan_digits, url, slash2 + 1, end);
      if (slash2 + 1 == end)
        missing (p, US_RULE_1738_DIGITS, "1*digit", slash2);
    }
}

/* telneturl = "telnet://" login [ "/" ] */
static void
parse_telnet (UsScanner *p,
              guint      url,
              gsize      start,
              gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');

  parse_login (p, url, start, slash);
  if (slash + 1 < end)
    us_scan_chars (p, &scan_nothing, url, slash + 1, end);
}

/* waisurl      = waisdatabase | waisindex | waisdoc
 * waisdatabase = "wais://" hostport "/" database
 * waisindex    = "wais://" hostport "/" database "?" search
 * waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath */
static void
parse_wais (UsScanner *p,
            guint      url,
            gsize      start,
            gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');
  gsize d, d_end;
  UsRule form = US_RULE_1738_WAISDATABASE;
  guint node;

  if (slash == end)
    {
      node = us_result_add_node (p->r, form, url, start - 7, end);
      parse_hostport (p, node, start, end);
      missing (p, form, "\"/\" database", end);
      return;
    }
  d = slash + 1;
  d_end = d;
  while (d_end < end && p->in[d_end] != '/' && p->in[d_end] != '?')
    d_end++;
  if (d_end < end)
    form = p->in[d_end] == '?' ? US_RULE_1738_WAISINDEX : US_RULE_1738_WAISDOC;
  node = us_result_add_node (p->r, form, url, start - 7, end);
  parse_hostport (p, node, start, slash);
  piece (p, &scan_database, node, d, d_end);
  us_result_set_component (p->r, US_COMPONENT_PATH, d, end);
  if (form == US_RULE_1738_WAISINDEX)
    {
      piece (p, &scan_search, node, d_end + 1, end);
      us_result_set_component (p->r, US_COMPONENT_QUERY, d_end + 1, end);
    }
  else if (form == US_RULE_1738_WAISDOC)
    {
      gsize t_end = us_scanner_find (p, d_end + 1, end, '/');

      piece (p, &scan_wtype, node, d_end + 1, t_end);
      if (t_end == end)
        missing (p, US_RULE_1738_WAISDOC, "\"/\" wpath", end);
      else
        piece (p, &scan_wpath, node, t_end + 1, end);
    }
}

/* prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
 * ppath       = psegment *[ "/" psegment ]
 * fieldspec   = ";" fieldname "=" fieldvalue */
static void
parse_prospero (UsScanner *p,
                guint      url,
                gsize      start,
                gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');
  gsize semi;

  parse_hostport (p, url, start, slash);
  if (slash == end)
    {
      missing (p, US_RULE_1738_PROSPEROURL, "\"/\" ppath", end);
      return;
    }
  semi = us_scanner_find (p, slash + 1, end, ';');
  parse_segments (p, US_RULE_1738_PPATH, &scan_psegment, url, slash + 1, semi);
  /* RFC 1630's prosperolink = "prospero://" hostport "/" hsoname
   * [ "%00" version [ attributes ] ]: what RFC 1738 reads as the path. */
  for (gsize i = slash + 1; i + 3 <= semi; i++)
    if (p->in[i] == '%' && p->in[i + 1] == '0' && p->in[i + 2] == '0')
      {
        us_result_add_diagnostic (p->r, US_DIAG_PROSPERO_LINK, US_SEVERITY_NOTE, US_RULE_1738_PPATH,
                                  "\"%00\" version [ attributes ]", i, semi);
        break;
      }
  while (semi < end)
    {
      gsize next = us_scanner_find (p, semi + 1, end, ';');
      gsize eq = us_scanner_find (p, semi + 1, next, '=');
      guint field = us_result_add_node (p->r, US_RULE_1738_FIELDSPEC, url, semi, next);

      piece (p, &scan_fieldname, field, semi + 1, eq);
      if (eq == next)
        missing (p, US_RULE_1738_FIELDSPEC, "\"=\" fieldvalue", next);
      else
        piece (p, &scan_fieldvalue, field, eq + 1, next);
      semi = next;
    }
}

/* genericurl    = scheme ":" schemepart
 * schemepart    = *xchar | ip-schemepart
 * ip-schemepart = "//" login [ "/" urlpath ]
 *
 * Any run of xchar is a schemepart: the tree shows the ip-schemepart
 * reading where the login matches it too. */
static gboolean is_login (const UsScanner *p, gsize start, gsize end);

static void
parse_generic (UsScanner *p,
               guint      url,
               gsize      start,
               gsize      end)
{
  guint schemepart = us_result_add_node (p->r, US_RULE_1738_SCHEMEPART, url, start, end);
  gsize slash = end - start >= 2 ? us_scanner_find (p, start + 2, end, '/') : end;

  if (end - start >= 2 && p->in[start] == '/' && p->in[start + 1] == '/' && is_login (p, start + 2, slash))
    {
      guint ip = us_result_add_node (p->r, US_RULE_1738_IP_SCHEMEPART, schemepart, start, end);

      us_result_set_component (p->r, US_COMPONENT_AUTHORITY, start + 2, slash);
      parse_login (p, ip, start + 2, slash);
      if (slash < end)
        {
          piece (p, &scan_urlpath, ip, slash + 1, end);
          us_result_set_component (p->r, US_COMPONENT_PATH, slash + 1, end);
        }
      return;
    }
  us_scan_chars (p, &scan_xchar, schemepart, start, end);
  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
}

/* Whether [start, end) is a login, with no diagnostics: the check behind
 * the generic reading of a "//" schemepart. */
static gboolean
is_login (const UsScanner *p,
          gsize            start,
          gsize            end)
{
  gsize at = us_scanner_find_last (p, start, end, '@');
  gsize colon, hp;

  hp = at < end ? at + 1 : start;
  if (at < end)
    {
      gsize c = us_scanner_find (p, start, at, ':');

      if (!all_in_or_escaped (p, start, c, US_SET_1738_LOGIN) ||
          (c < at && !all_in_or_escaped (p, c + 1, at, US_SET_1738_LOGIN)))
        return FALSE;
    }
  colon = us_scanner_find (p, hp, end, ':');
  if (colon < end && (colon + 1 == end || !all_in (p, colon + 1, end, US_CH_DIGIT)))
    return FALSE;
  if (is_hostnumber (p, hp, colon))
    return TRUE;
  for (gsize i = hp; i <= colon; )
    {
      gsize dot = us_scanner_find (p, i, colon, '.');

      if (!all_in (p, i, dot, US_SET_LABEL_2396) || !is_label (p, i, dot, dot == colon))
        return FALSE;
      i = dot + 1;
    }
  return TRUE;
}

/* The schemes of RFC 1630 that RFC 1738 dropped ----------------------- */

#define US_SET_1630_ATOM (US_CH_ALPHA | US_CH_DIGIT | US_CH_ATOM_MARK)

static const UsScan scan_atom = {
  US_RULE_1630_ATOM, US_SET_1630_ATOM, TRUE, US_DIAG_NOT_IN_SCHEME_SYNTAX,
  "alpha / digit / \"$\" / \"-\" / \"_\" / \"+\" / \"!\" / \"*\" / \"'\" / escape",
};
static const UsScan scan_afs_segment = {
  US_RULE_1630_SEGMENT, US_SET_1738_UCHAR, TRUE, US_DIAG_NOT_IN_SCHEME_SYNTAX, "1*xpalpha",
};

/* local-part = word *( "." word ), domain = sub-domain *( "." sub-domain ),
 * each word and sub-domain an atom: the atoms of [start, end) under a node
 * of @rule. */
static void
parse_atoms (UsScanner *p,
             UsRule     rule,
             guint      parent,
             gsize      start,
             gsize      end)
{
  guint node = us_result_add_node (p->r, rule, parent, start, end);
  gsize i = start;

  while (i <= end)
    {
      gsize dot = us_scanner_find (p, i, end, '.');

      piece (p, &scan_atom, node, i, dot);
      if (i == dot)
        missing (p, US_RULE_1630_ATOM, "atom", i);
      i = dot + 1;
    }
}

/* addr-spec = local-part "@" domain      (RFC 822 §6.1) */
static void
parse_addr_spec (UsScanner *p,
                 guint      parent,
                 gsize      start,
                 gsize      end)
{
  guint addr = us_result_add_node (p->r, US_RULE_1630_ADDR_SPEC, parent, start, end);
  gsize at = us_scanner_find (p, start, end, '@');

  us_result_set_component (p->r, US_COMPONENT_PATH, start, end);
  parse_atoms (p, US_RULE_1630_LOCAL_PART, addr, start, at);
  if (at == end)
    missing (p, US_RULE_1630_ADDR_SPEC, "\"@\" domain", end);
  else
    parse_atoms (p, US_RULE_1630_DOMAIN, addr, at + 1, end);
}

/* midaddress = "mid:" addr-spec */
static void
parse_mid (UsScanner *p,
           guint      url,
           gsize      start,
           gsize      end)
{
  parse_addr_spec (p, url, start, end);
}

/* cidaddress         = "cid:" content-identifier
 * content-identifier = addr-spec */
static void
parse_cid (UsScanner *p,
           guint      url,
           gsize      start,
           gsize      end)
{
  guint cid = us_result_add_node (p->r, US_RULE_1630_CONTENT_IDENTIFIER, url, start, end);

  parse_addr_spec (p, cid, start, end);
}

/* afsaddress = "afs://" cellname "/" path
 * cellname   = hostname
 * path       = [ segment [ "/" path ] ]
 * segment    = 1*xpalpha
 *
 * Every segment but the last is not empty: "a/b/" is a path, "a//b" and
 * "/a" are not. */
static void
parse_afs (UsScanner *p,
           guint      url,
           gsize      start,
           gsize      end)
{
  gsize slash = us_scanner_find (p, start, end, '/');
  guint cell = us_result_add_node (p->r, US_RULE_1630_CELLNAME, url, start, slash);
  guint path;
  gsize i;

  parse_hostname (p, cell, start, slash);
  us_result_set_component (p->r, US_COMPONENT_HOST, start, slash);
  if (slash == end)
    {
      missing (p, US_RULE_1630_AFSADDRESS, "\"/\" path", end);
      return;
    }
  path = us_result_add_node (p->r, US_RULE_1630_PATH, url, slash + 1, end);
  us_result_set_component (p->r, US_COMPONENT_PATH, slash + 1, end);
  i = slash + 1;
  while (i < end)
    {
      gsize next = us_scanner_find (p, i, end, '/');

      piece (p, &scan_afs_segment, path, i, next);
      if (i == next)
        missing (p, US_RULE_1630_SEGMENT, "1*xpalpha", i);
      i = next + 1;
    }
}

typedef void (*ParseScheme) (UsScanner *p, guint url, gsize start, gsize end);

/* The schemes with productions of their own: the literal that begins them
 * (matched in any case, as the RFC's literals are), the rule, the parser. */
static const struct {
  const char *name;
  gboolean ip;       /* followed by "//" */
  UsRule rule;
  ParseScheme parse;
} schemes[] = {
  { "http", TRUE, US_RULE_1738_HTTPURL, parse_http },
  { "ftp", TRUE, US_RULE_1738_FTPURL, parse_ftp },
  { "news", FALSE, US_RULE_1738_NEWSURL, parse_news },
  { "nntp", TRUE, US_RULE_1738_NNTPURL, parse_nntp },
  { "telnet", TRUE, US_RULE_1738_TELNETURL, parse_telnet },
  { "gopher", TRUE, US_RULE_1738_GOPHERURL, parse_gopher },
  { "wais", TRUE, US_RULE_1738_WAISURL, parse_wais },
  { "mailto", FALSE, US_RULE_1738_MAILTOURL, parse_mailto },
  { "file", TRUE, US_RULE_1738_FILEURL, parse_file },
  { "prospero", TRUE, US_RULE_1738_PROSPEROURL, parse_prospero },
  /* RFC 1630 */
  { "mid", FALSE, US_RULE_1630_MIDADDRESS, parse_mid },
  { "cid", FALSE, US_RULE_1630_CIDADDRESS, parse_cid },
  { "afs", TRUE, US_RULE_1630_AFSADDRESS, parse_afs },
};

/* url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl |
 *       waisurl | mailtourl | fileurl | prosperourl | otherurl
 *
 * [b, e) is what follows the "url:" prefix, if any. */
static void
parse_url (UsScanner *p,
           guint      root,
           gsize      b,
           gsize      e)
{
  gsize d = b;
  guint url;

  while (d < e && us_char_in (p->in[d], US_CH_ALPHA | US_CH_DIGIT | US_CH_SCHEME_MARK))
    d++;
  if (d == b || d == e || p->in[d] != ':')
    {
      /* No scheme: no URL at all (RFC 1738 has no relative form). */
      us_result_add_diagnostic (p->r, US_DIAG_NOT_ABSOLUTE, US_SEVERITY_ERROR, US_RULE_1738_URL,
                                "scheme \":\" schemepart", b, MAX (e, b));
      us_scan_chars (p, &scan_xchar, root, b, e);
      return;
    }

  for (guint k = 0; k < G_N_ELEMENTS (schemes); k++)
    if (strlen (schemes[k].name) == d - b &&
        g_ascii_strncasecmp ((const char *) p->in + b, schemes[k].name, d - b) == 0)
      {
        gsize start = d + 1;

        url = us_result_add_node (p->r, schemes[k].rule, root, b, e);
        us_result_set_component (p->r, US_COMPONENT_SCHEME, b, d);
        if (schemes[k].ip)
          {
            if (!expect_slashes (p, schemes[k].rule, start, e))
              {
                us_scan_chars (p, &scan_xchar, url, start, e);
                return;
              }
            start += 2;
            us_result_set_component (p->r, US_COMPONENT_AUTHORITY, start,
                                     us_scanner_find (p, start, e, '/'));
          }
        schemes[k].parse (p, url, start, e);
        return;
      }

  url = us_result_add_node (p->r, US_RULE_1738_OTHERURL, root, b, e);
  url = us_result_add_node (p->r, US_RULE_1738_GENERICURL, url, b, e);
  piece (p, &scan_scheme, url, b, d);
  us_result_set_component (p->r, US_COMPONENT_SCHEME, b, d);
  us_result_add_diagnostic (p->r, US_DIAG_GENERIC_SCHEME, US_SEVERITY_NOTE, US_RULE_1738_GENERICURL,
                            "scheme \":\" schemepart", b, d);
  parse_generic (p, url, d + 1, e);
}

/* prefixedurl = "url:" url    (RFC 1630) */
static UsResult *
parse_reference (const char   *text,
                 gsize         len,
                 UsParseFlags  flags)
{
  gsize lead = 0;
  gboolean prefixed;
  UsScanner p;
  UsResult *r;
  guint root;
  gsize b, e;

  while (lead < len && us_char_in ((guchar) text[lead], US_CH_WHITESPACE))
    lead++;
  prefixed = len - lead > 4 && g_ascii_strncasecmp (text + lead, "url:", 4) == 0;

  r = us_scanner_init (&p, US_SPEC_RFC1738, prefixed ? US_RULE_1630_PREFIXEDURL : US_RULE_1738_URL,
                       text, len, flags);
  p.pct_rule = US_RULE_1738_ESCAPE;
  p.pct_expected = "\"%\" hex hex";
  p.tilde_excluded = TRUE;
  p.hash_code = US_DIAG_EXCLUDED_CHAR;

  root = us_result_add_node (r, prefixed ? US_RULE_1630_PREFIXEDURL : US_RULE_1738_URL, US_NO_NODE, 0, len);
  us_scanner_trim (&p, US_RULE_1738_URL, &b, &e);
  if (prefixed)
    {
      guint url = us_result_add_node (r, US_RULE_1738_URL, root, b + 4, e);

      parse_url (&p, url, b + 4, e);
    }
  else
    parse_url (&p, root, b, e);

  us_result_finish (r);
  return r;
}

/* The grammar, through the recognition of pasted text that every parser
 * shares (us-parse-paste.c). */
UsResult *
us_parse_rfc1738 (const char   *text,
                  gsize         len,
                  UsParseFlags  flags)
{
  return us_parse_pasted (parse_reference, text, len, flags);
}
