/* us-parse-rfc3986.c — RFC 3986 references into a grammar tree
 *
 * Scope. The whole of RFC 3986 Appendix A, from URI-reference (or
 * absolute-URI, for base URIs) down to segments, dec-octets, h16/ls32 groups
 * and pct-encoded triplets. The tree uses the RFC's rule names; the one node
 * that is not an ABNF rule is "label", which RFC 3986 §3.2.2 describes in
 * prose ("a sequence of domain labels separated by '.'"). The same code
 * reads RFC 3987's IRIs, whose grammar differs only in the UCS characters
 * its components admit: each scan below says which (UsUcs), and
 * us-parse-rfc3987.c renames the tree.
 *
 * Method. The reference is first cut into its components at the delimiters
 * that the grammar makes unambiguous (the same cuts as the regular expression
 * of Appendix B, refined: the scheme must be followed by ":", the authority
 * runs to the first "/", "?" or "#", the userinfo ends at the last "@", the
 * host at the first ":" outside brackets). These cuts agree with the ABNF on
 * every valid reference: no rule lets a component contain its own end
 * delimiter. Each component is then scanned once, byte by byte, against a
 * mask of the bytes it admits. Nothing recurses per character or per segment:
 * the only recursion is the grammar's fixed depth, so a megabyte of input
 * cannot overflow the stack, and the work is linear in the input.
 *
 * Diagnostics. Every byte that no rule admits gets its own diagnostic, and
 * the scan goes on after it, so one stray space does not spoil the rest. When
 * several bytes share one root cause (two colons in the first segment of a
 * relative path, several non-ASCII characters of one host name) the first is
 * the error and the rest are notes. Valid means: no error; the tests check
 * that this agrees exactly with the ABNF.
 *
 * Deliberate deviations, all on invalid input only:
 * - Leading and trailing white space is reported as such (with a fix that
 *   removes it), and the reference is parsed without it: pasted links often
 *   carry a stray newline.
 * - A scheme-like prefix followed by "://" is parsed as a scheme even when it
 *   breaks the scheme rule ("1http://x", "ht tp://x"): that is what the user
 *   meant, and the message says what is wrong with it.
 * - A host that is a valid IPv6 address without brackets gets one error that
 *   says so, instead of a reg-name and a port full of colons.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

static const UsScan scan_pchar = {
  US_RULE_3986_PCHAR, US_SET_PCHAR, TRUE, US_DIAG_EXCLUDED_CHAR,
  "unreserved / pct-encoded / sub-delims / \":\" / \"@\"", US_UCS_UCSCHAR,
};
static const UsScan scan_nz_nc = {
  US_RULE_3986_SEGMENT_NZ_NC, US_SET_NZ_NC, TRUE, US_DIAG_COLON_IN_FIRST_SEGMENT,
  "unreserved / pct-encoded / sub-delims / \"@\"", US_UCS_UCSCHAR,
};
static const UsScan scan_query = {
  US_RULE_3986_QUERY, US_SET_QUERY, TRUE, US_DIAG_EXCLUDED_CHAR,
  "pchar / \"/\" / \"?\"", US_UCS_IPRIVATE,
};
static const UsScan scan_fragment = {
  US_RULE_3986_FRAGMENT, US_SET_QUERY, TRUE, US_DIAG_EXCLUDED_CHAR,
  "pchar / \"/\" / \"?\"", US_UCS_UCSCHAR,
};
static const UsScan scan_userinfo = {
  US_RULE_3986_USERINFO, US_SET_USERINFO, TRUE, US_DIAG_EXCLUDED_CHAR,
  "unreserved / pct-encoded / sub-delims / \":\"", US_UCS_UCSCHAR,
};
static const UsScan scan_reg_name = {
  US_RULE_3986_REG_NAME, US_SET_REG_NAME, TRUE, US_DIAG_EXCLUDED_CHAR,
  "unreserved / pct-encoded / sub-delims", US_UCS_UCSCHAR,
};
static const UsScan scan_scheme = {
  US_RULE_3986_SCHEME, US_SET_SCHEME, FALSE, US_DIAG_SCHEME_BAD_CHAR,
  "ALPHA / DIGIT / \"+\" / \"-\" / \".\"",
};
static const UsScan scan_h16 = {
  US_RULE_3986_IPV6ADDRESS, US_SET_HEXDIG, FALSE, US_DIAG_IPV6_BAD_CHAR,
  "HEXDIG",
};
static const UsScan scan_ipvfuture_version = {
  US_RULE_3986_IPVFUTURE, US_SET_HEXDIG, FALSE, US_DIAG_IPVFUTURE_BAD_VERSION,
  "HEXDIG",
};
static const UsScan scan_ipvfuture = {
  US_RULE_3986_IPVFUTURE, US_SET_IPVFUTURE, FALSE, US_DIAG_IPVFUTURE_BAD_CHAR,
  "unreserved / sub-delims / \":\"",
};


/* IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
static inline gboolean
is_ipv4address (const UsScanner *p,
                gsize            start,
                gsize            end)
{
  /* Most hosts are names: their first byte says so, without a call. */
  return start < end && us_char_in (p->in[start], US_CH_DIGIT) && us_scanner_is_dotted_quad (p, start, end, TRUE);
}

/* Whether [start, end) has the shape of a dotted quad (four runs of digits)
 * without being an IPv4address: worth a warning as a registered name. */
static gboolean
looks_like_ipv4 (const UsScanner *p,
                 gsize         start,
                 gsize         end)
{
  guint dots = 0;
  gboolean digit_before = FALSE;

  for (gsize i = start; i < end; i++)
    {
      if (p->in[i] == '.')
        {
          if (!digit_before)
            return FALSE;
          dots++;
          digit_before = FALSE;
        }
      else if (us_char_in (p->in[i], US_CH_DIGIT))
        digit_before = TRUE;
      else
        return FALSE;
    }
  return dots == 3 && digit_before;
}

static void
emit_ipv4address (UsScanner *p,
                  guint   parent,
                  gsize   start,
                  gsize   end)
{
  guint node = us_result_add_node (p->r, US_RULE_3986_IPV4ADDRESS, parent, start, end);
  gsize i = start;

  while (i <= end)
    {
      gsize dot = us_scanner_find (p, i, end, '.');

      us_result_add_node (p->r, US_RULE_3986_DEC_OCTET, node, i, dot);
      i = dot + 1;
    }
}

/* IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 * h16         = 1*4HEXDIG
 * ls32        = ( h16 ":" h16 ) / IPv4address
 *
 * The nine forms come to this: groups of one to four hex digits separated by
 * single colons, at most one "::", an IPv4address only as the last group
 * (where it counts as two); eight groups without "::", at most seven with it.
 *
 * With @report unset this only checks; with it, it reports every problem and
 * adds the IPv6address node under @parent. */
typedef struct {
  guint groups;         /* 16-bit groups, an IPv4address counting two */
  int compression;      /* groups before "::", or -1 */
  gboolean ipv4;
} Ipv6Shape;

static gboolean
check_ipv6 (UsScanner    *p,
            gsize      start,
            gsize      end,
            gboolean   report,
            Ipv6Shape *shape)
{
  const guchar *in = p->in;
  gboolean ok = TRUE;
  gboolean double_compression = FALSE;
  gsize i = start;

  shape->groups = 0;
  shape->compression = -1;
  shape->ipv4 = FALSE;

  /* A wrong group count that follows from a problem already reported is a
   * note: the root cause is the error. */
#define REPORT_AS(code, severity, s, e) \
  G_STMT_START { \
    if (report) \
      us_result_add_diagnostic (p->r, code, severity, US_RULE_3986_IPV6ADDRESS, \
                                "h16 / ls32 / \":\" / \"::\"", s, e); \
    ok = FALSE; \
  } G_STMT_END
#define REPORT(code, s, e) REPORT_AS (code, US_SEVERITY_ERROR, s, e)
#define REPORT_COUNT(code, s, e) REPORT_AS (code, ok ? US_SEVERITY_ERROR : US_SEVERITY_NOTE, s, e)

  if (end - start >= 2 && in[start] == ':' && in[start + 1] == ':')
    {
      shape->compression = 0;
      i = start + 2;
    }
  else if (i < end && in[i] == ':')
    {
      REPORT (US_DIAG_IPV6_EMPTY_GROUP, i, i + 1);
      i++;
    }

  while (i < end)
    {
      gsize g = i;

      while (i < end && in[i] != ':')
        i++;

      if (i == g)
        {
          /* ":::" or "::" followed by ":" */
          REPORT (US_DIAG_IPV6_EMPTY_GROUP, i, i + 1);
          i++;
          continue;
        }

      if (memchr (in + g, '.', i - g) != NULL)
        {
          if (i != end || !is_ipv4address (p, g, i))
            REPORT (US_DIAG_IPV6_BAD_IPV4, g, i);
          shape->ipv4 = TRUE;
          shape->groups += 2;
        }
      else
        {
          gboolean chars_ok = TRUE;

          for (gsize k = g; k < i; k++)
            {
              if (!us_char_in (in[k], US_SET_HEXDIG))
                {
                  chars_ok = FALSE;
                  ok = FALSE;
                  if (report)
                    k = us_scan_bad_char (p, &scan_h16, k, i) - 1;
                }
            }
          if (chars_ok && i - g > 4)
            REPORT (US_DIAG_IPV6_GROUP_TOO_LONG, g, i);
          shape->groups++;
        }

      if (i == end)
        break;

      /* in[i] == ':' */
      if (i + 1 < end && in[i + 1] == ':')
        {
          if (shape->compression >= 0)
            {
              REPORT (US_DIAG_IPV6_DOUBLE_COMPRESSION, i, i + 2);
              double_compression = TRUE;
            }
          else
            shape->compression = (int) shape->groups;
          i += 2;
        }
      else
        {
          i++;
          if (i == end)
            REPORT (US_DIAG_IPV6_EMPTY_GROUP, i - 1, i);
        }
    }

  if (!double_compression)
    {
      if (shape->compression < 0 && shape->groups < 8)
        REPORT_COUNT (US_DIAG_IPV6_TOO_FEW_GROUPS, start, end);
      else if (shape->compression < 0 && shape->groups > 8)
        REPORT_COUNT (US_DIAG_IPV6_TOO_MANY_GROUPS, start, end);
      else if (shape->compression >= 0 && shape->groups > 7)
        REPORT_COUNT (US_DIAG_IPV6_TOO_MANY_GROUPS, start, end);
    }

#undef REPORT_COUNT
#undef REPORT
#undef REPORT_AS

  return ok;
}

/* Adds the IPv6address node with its h16 and ls32 children. The last 32 bits
 * form an ls32 when the matching form of the rule ends in one: always without
 * "::", and with it when two or more groups (or an IPv4address) follow it. */
static void
emit_ipv6 (UsScanner          *p,
           guint            parent,
           gsize            start,
           gsize            end,
           const Ipv6Shape *shape)
{
  guint node = us_result_add_node (p->r, US_RULE_3986_IPV6ADDRESS, parent, start, end);
  gboolean has_ls32 = shape->ipv4 || shape->compression < 0 ||
                      shape->groups - (guint) shape->compression >= 2;
  guint ls32_from = shape->groups >= 2 ? shape->groups - 2 : 0;
  guint ls32 = US_NO_NODE;
  guint k = 0;
  gsize i = start;

  while (i < end)
    {
      gsize g = i;

      while (i < end && p->in[i] != ':')
        i++;
      if (i > g)
        {
          gboolean v4 = memchr (p->in + g, '.', i - g) != NULL;

          if (has_ls32 && k == ls32_from && ls32 == US_NO_NODE)
            ls32 = us_result_open_node (p->r, US_RULE_3986_LS32, node, g);
          if (v4)
            emit_ipv4address (p, ls32 != US_NO_NODE ? ls32 : node, g, i);
          else
            us_result_add_node (p->r, US_RULE_3986_H16, ls32 != US_NO_NODE ? ls32 : node, g, i);
          k += v4 ? 2 : 1;
        }
      if (i < end)
        i++;
    }
  if (ls32 != US_NO_NODE)
    us_result_close_node (p->r, ls32, end);
}

/* IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
static void
parse_ipvfuture (UsScanner *p,
                 guint   parent,
                 gsize   start,
                 gsize   end)
{
  gsize dot = us_scanner_find (p, start, end, '.');

  us_result_add_node (p->r, US_RULE_3986_IPVFUTURE, parent, start, end);

  if (dot == start + 1)
    us_result_add_diagnostic (p->r, US_DIAG_IPVFUTURE_BAD_VERSION, US_SEVERITY_ERROR,
                              US_RULE_3986_IPVFUTURE, "1*HEXDIG", start, start + 1);
  else
    us_scan_chars (p, &scan_ipvfuture_version, parent, start + 1, dot);

  if (dot == end)
    us_result_add_diagnostic (p->r, US_DIAG_IPVFUTURE_NO_DOT, US_SEVERITY_ERROR,
                              US_RULE_3986_IPVFUTURE, "\".\"", start, end);
  else if (dot + 1 == end)
    us_result_add_diagnostic (p->r, US_DIAG_IPVFUTURE_NO_TAIL, US_SEVERITY_ERROR,
                              US_RULE_3986_IPVFUTURE, scan_ipvfuture.expected, start, end);
  else
    us_scan_chars (p, &scan_ipvfuture, parent, dot + 1, end);
}

/* IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 *
 * [start, end) is what lies between the brackets. */
static void
parse_ip_literal_content (UsScanner *p,
                          guint   literal,
                          gsize   start,
                          gsize   end)
{
  Ipv6Shape shape;
  gsize zone;

  if (start == end)
    {
      us_result_add_diagnostic (p->r, US_DIAG_IP_LITERAL_EMPTY, US_SEVERITY_ERROR,
                                US_RULE_3986_IP_LITERAL, "IPv6address / IPvFuture",
                                start - 1, MIN (end + 1, p->len));
      return;
    }

  if (p->in[start] == 'v' || p->in[start] == 'V')
    {
      parse_ipvfuture (p, literal, start, end);
      return;
    }

  /* RFC 6874 writes a zone as IPv6address "%25" ZoneID; RFC 3986 has none. */
  zone = us_scanner_find (p, start, end, '%');
  check_ipv6 (p, start, zone, TRUE, &shape);
  emit_ipv6 (p, literal, start, zone, &shape);
  if (zone < end)
    us_result_add_diagnostic (p->r, US_DIAG_ZONE_ID, US_SEVERITY_ERROR,
                              US_RULE_6874_IPV6ADDRZ, "\"]\"", zone, end);
}

/* port = *DIGIT
 *
 * Every run of non-digits is one error: "http" in "host:http" is one mistake,
 * not four. */
static void
parse_port (UsScanner *p,
            guint   authority,
            gsize   start,
            gsize   end)
{
  gsize i = start;

  us_result_add_node (p->r, US_RULE_3986_PORT, authority, start, end);
  us_result_set_component (p->r, US_COMPONENT_PORT, start, end);

  while (i < end)
    {
      gsize run;

      while (i < end && us_char_in (p->in[i], US_CH_DIGIT))
        i++;
      if (i == end)
        break;
      run = i;
      while (i < end && !us_char_in (p->in[i], US_CH_DIGIT))
        i++;
      us_result_add_diagnostic (p->r, US_DIAG_PORT_NOT_DIGITS, US_SEVERITY_ERROR,
                                US_RULE_3986_PORT, "DIGIT", run, i);
    }
}

/* host     = IP-literal / IPv4address / reg-name
 * reg-name = *( unreserved / pct-encoded / sub-delims )
 *
 * Every IPv4address is also a reg-name; the first alternative that matches
 * names the node, as in the ABNF. [start, end) holds no ':'. */
static void
parse_host_name (UsScanner *p,
                 guint   host,
                 gsize   start,
                 gsize   end)
{
  guint reg_name;

  if (is_ipv4address (p, start, end))
    {
      emit_ipv4address (p, host, start, end);
      return;
    }

  reg_name = us_result_add_node (p->r, US_RULE_3986_REG_NAME, host, start, end);
  if (start == end)
    return;

  p->in_host = TRUE;
  p->host_start = start;
  p->host_end = end;
  p->idn_reported = FALSE;
  us_scan_pieces (p, &scan_reg_name, US_RULE_3986_LABEL, reg_name, start, end, '.');
  p->in_host = FALSE;

  if (looks_like_ipv4 (p, start, end))
    us_result_add_diagnostic (p->r, US_DIAG_IPV4_LIKE_REG_NAME, US_SEVERITY_WARNING,
                              US_RULE_3986_REG_NAME, "IPv4address / reg-name", start, end);
}

/* authority = [ userinfo "@" ] host [ ":" port ]
 * userinfo  = *( unreserved / pct-encoded / sub-delims / ":" )
 *
 * Neither userinfo nor host may hold "@", so the userinfo ends at the last
 * "@" (any earlier one is an error in it); a reg-name holds no ":", so the
 * port starts at the first ":" outside brackets. */
static void
parse_authority (UsScanner *p,
                 guint   authority,
                 gsize   start,
                 gsize   end)
{
  gsize at = us_scanner_find (p, start, end, '@');
  gsize hp = start;
  gsize host_end;
  guint host;

  /* The last "@": a search forward first, as most authorities have none. */
  if (at < end)
    at = us_scanner_find_last (p, at, end, '@');
  if (at < end)
    {
      guint userinfo = us_result_add_node (p->r, US_RULE_3986_USERINFO, authority, start, at);

      us_scan_chars (p, &scan_userinfo, userinfo, start, at);
      us_result_set_component (p->r, US_COMPONENT_USERINFO, start, at);
      hp = at + 1;
    }

  if (hp < end && p->in[hp] == '[')
    {
      gsize close = us_scanner_find (p, hp, end, ']');
      guint literal;

      host_end = close < end ? close + 1 : end;
      host = us_result_add_node (p->r, US_RULE_3986_HOST, authority, hp, host_end);
      literal = us_result_add_node (p->r, US_RULE_3986_IP_LITERAL, host, hp, host_end);
      us_result_set_component (p->r, US_COMPONENT_HOST, hp, host_end);

      if (close == end)
        {
          Ipv6Shape shape;
          UsDiagnostic *d;

          d = us_result_add_diagnostic (p->r, US_DIAG_IP_LITERAL_UNTERMINATED, US_SEVERITY_ERROR,
                                        US_RULE_3986_IP_LITERAL, "\"]\"", hp, hp + 1);
          if (end > hp + 1 && check_ipv6 (p, hp + 1, end, FALSE, &shape))
            us_result_set_fix (p->r, d, end, end, "]", 1);
        }
      /* An unclosed "[" with nothing after it has been reported already. */
      if (close < end || end > hp + 1)
        parse_ip_literal_content (p, literal, hp + 1, close);

      if (host_end < end)
        {
          gsize colon = us_scanner_find (p, host_end, end, ':');

          if (colon > host_end)
            us_result_add_diagnostic (p->r, US_DIAG_IP_LITERAL_TRAILING, US_SEVERITY_ERROR,
                                      US_RULE_3986_AUTHORITY, "\":\" port", host_end, colon);
          if (colon < end)
            parse_port (p, authority, colon + 1, end);
        }
      return;
    }

  {
    gsize colon = us_scanner_find (p, hp, end, ':');
    Ipv6Shape shape;

    if (colon < end && us_scanner_find (p, colon + 1, end, ':') < end &&
        check_ipv6 (p, hp, end, FALSE, &shape))
      {
        g_autoptr(GString) fix = g_string_new ("[");
        UsDiagnostic *d;

        host = us_result_add_node (p->r, US_RULE_3986_HOST, authority, hp, end);
        emit_ipv6 (p, host, hp, end, &shape);
        us_result_set_component (p->r, US_COMPONENT_HOST, hp, end);
        d = us_result_add_diagnostic (p->r, US_DIAG_IPV6_UNBRACKETED, US_SEVERITY_ERROR,
                                      US_RULE_3986_IP_LITERAL, "\"[\" IPv6address \"]\"", hp, end);
        g_string_append_len (fix, (const char *) p->in + hp, end - hp);
        g_string_append_c (fix, ']');
        us_result_set_fix (p->r, d, hp, end, fix->str, fix->len);
        return;
      }

    host = us_result_add_node (p->r, US_RULE_3986_HOST, authority, hp, colon);
    parse_host_name (p, host, hp, colon);
    us_result_set_component (p->r, US_COMPONENT_HOST, hp, colon);
    if (colon < end)
      parse_port (p, authority, colon + 1, end);
  }
}

/* segment       = *pchar
 * segment-nz    = 1*pchar
 * segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
 * pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"
 *
 * Adds the segments of [start, end) under @path. With @first_rule set, the
 * first segment starts at @start and matches that rule; the rest each follow
 * a "/". Iterative: 100,000 segments are 100,000 turns of one loop. */
static void
parse_segments (UsScanner *p,
                guint   path,
                gsize   start,
                gsize   end,
                UsRule  first_rule)
{
  gsize i = start;

  if (first_rule != US_RULE_NONE)
    {
      gsize slash = us_scanner_find (p, i, end, '/');
      guint seg = us_result_add_node (p->r, first_rule, path, i, slash);

      us_scan_chars (p, first_rule == US_RULE_3986_SEGMENT_NZ_NC ? &scan_nz_nc : &scan_pchar,
                  seg, i, slash);
      i = slash;
    }

  /* p->in[i] == '/' */
  if (i < end)
    us_scan_pieces (p, &scan_pchar, US_RULE_3986_SEGMENT, path, i + 1, end, '/');
}

/* hier-part     = "//" authority path-abempty
 *               / path-absolute
 *               / path-rootless
 *               / path-empty
 * relative-part = "//" authority path-abempty
 *               / path-absolute
 *               / path-noscheme
 *               / path-empty
 * path-abempty  = *( "/" segment )
 * path-absolute = "/" [ segment-nz *( "/" segment ) ]
 * path-noscheme = segment-nz-nc *( "/" segment )
 * path-rootless = segment-nz *( "/" segment )
 * path-empty    = 0<pchar>
 */
static void
parse_hier_part (UsScanner   *p,
                 guint     part,
                 gsize     start,
                 gsize     end,
                 gboolean  is_uri)
{
  guint path;
  gsize path_start = start;

  if (end - start >= 2 && p->in[start] == '/' && p->in[start + 1] == '/')
    {
      gsize a = start + 2;
      gsize a_end = us_scanner_find (p, a, end, '/');
      guint authority = us_result_open_node (p->r, US_RULE_3986_AUTHORITY, part, a);

      us_result_set_component (p->r, US_COMPONENT_AUTHORITY, a, a_end);
      parse_authority (p, authority, a, a_end);
      us_result_close_node (p->r, authority, a_end);

      path_start = a_end;
      path = us_result_open_node (p->r, US_RULE_3986_PATH_ABEMPTY, part, a_end);
      parse_segments (p, path, a_end, end, US_RULE_NONE);
    }
  else if (start < end && p->in[start] == '/')
    {
      path = us_result_open_node (p->r, US_RULE_3986_PATH_ABSOLUTE, part, start);
      if (end > start + 1)
        parse_segments (p, path, start + 1, end, US_RULE_3986_SEGMENT_NZ);
    }
  else if (start < end)
    {
      p->path_start = start;
      path = us_result_open_node (p->r, is_uri ? US_RULE_3986_PATH_ROOTLESS : US_RULE_3986_PATH_NOSCHEME,
                                  part, start);
      parse_segments (p, path, start, end,
                      is_uri ? US_RULE_3986_SEGMENT_NZ : US_RULE_3986_SEGMENT_NZ_NC);
    }
  else
    path = us_result_open_node (p->r, US_RULE_3986_PATH_EMPTY, part, start);

  us_result_close_node (p->r, path, end);
  us_result_set_component (p->r, US_COMPONENT_PATH, path_start, end);
}

/* URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * URI-reference = URI / relative-ref
 * absolute-URI  = scheme ":" hier-part [ "?" query ]
 * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * query         = *( pchar / "/" / "?" )
 * fragment      = *( pchar / "/" / "?" )
 *
 * A reference is a URI exactly when it starts with a scheme and ":": a
 * relative-ref cannot have a ":" before its first "/", "?" or "#".
 *
 * The grammar, for URIs or (with @iri) for the IRIs of RFC 3987,
 * whose grammar is the same but for the UCS characters its components
 * admit. The tree is in RFC 3986's rule names either way:
 * us_parse_rfc3987() renames it. */
static UsResult *
parse_grammar (const char   *text,
               gsize         len,
               UsParseFlags  flags,
               gboolean      iri)
{
  gboolean absolute = (flags & US_PARSE_ABSOLUTE) != 0;
  UsRule start_rule = absolute ? US_RULE_3986_ABSOLUTE_URI : US_RULE_3986_URI_REFERENCE;
  UsScanner p;
  UsResult *r;
  guint root, top, part;
  gsize b, e, d, h, q;
  gboolean is_uri;

  r = us_scanner_init (&p, iri ? US_SPEC_RFC3987 : US_SPEC_RFC3986, start_rule, text, len, flags);
  p.iri = iri;
  p.pct_rule = US_RULE_3986_PCT_ENCODED;
  p.pct_expected = "\"%\" HEXDIG HEXDIG";
  p.bracket_code = US_DIAG_MISPLACED_BRACKET;

  root = us_result_add_node (r, start_rule, US_NO_NODE, 0, len);
  us_scanner_trim (&p, US_RULE_3986_URI_REFERENCE, &b, &e);
  d = us_scanner_scheme_end (&p, b, e, &is_uri);

  if (is_uri)
    {
      top = absolute ? root : us_result_open_node (r, US_RULE_3986_URI, root, b);
      us_scan_scheme (&p, &scan_scheme, top, b, d);
      h = d + 1;
    }
  else
    {
      top = us_result_open_node (r, US_RULE_3986_RELATIVE_REF, root, b);
      h = b;
      if (absolute)
        us_result_add_diagnostic (r, US_DIAG_NOT_ABSOLUTE, US_SEVERITY_ERROR,
                                  US_RULE_3986_ABSOLUTE_URI, "scheme \":\"", b, MAX (e, b));
      else
        us_scan_not_a_scheme (&p, US_RULE_3986_SCHEME, b, d, e);
    }

  /* The first "?" or "#": two searches for one byte cost less than one
   * loop over the bytes. */
  q = us_scanner_find (&p, h, e, '?');
  q = us_scanner_find (&p, h, q, '#');
  part = us_result_open_node (r, is_uri ? US_RULE_3986_HIER_PART : US_RULE_3986_RELATIVE_PART, top, h);
  parse_hier_part (&p, part, h, q, is_uri);
  us_result_close_node (r, part, q);

  if (q < e && p.in[q] == '?')
    {
      gsize q_end = us_scanner_find (&p, q + 1, e, '#');
      guint query = us_result_add_node (r, US_RULE_3986_QUERY, top, q + 1, q_end);

      us_scan_chars (&p, &scan_query, query, q + 1, q_end);
      us_result_set_component (r, US_COMPONENT_QUERY, q + 1, q_end);
      q = q_end;
    }

  if (q < e)
    {
      /* p.in[q] == '#' */
      guint fragment = us_result_add_node (r, US_RULE_3986_FRAGMENT, top, q + 1, e);

      us_scan_chars (&p, &scan_fragment, fragment, q + 1, e);
      us_result_set_component (r, US_COMPONENT_FRAGMENT, q + 1, e);
      if (absolute && is_uri)
        {
          UsDiagnostic *diag = us_result_add_diagnostic (r, US_DIAG_FRAGMENT_IN_ABSOLUTE, US_SEVERITY_ERROR,
                                                         US_RULE_3986_ABSOLUTE_URI, "\"?\" query", q, e);
          us_result_set_fix (r, diag, q, e, "", 0);
        }
    }

  if (top != root)
    us_result_close_node (r, top, e);

  us_result_finish (r);
  return r;
}

static UsResult *
parse_uri (const char   *text,
           gsize         len,
           UsParseFlags  flags)
{
  return parse_grammar (text, len, flags, FALSE);
}

static UsResult *
parse_iri (const char   *text,
           gsize         len,
           UsParseFlags  flags)
{
  return parse_grammar (text, len, flags, TRUE);
}

/* The grammar, through the recognition of pasted text that every parser
 * shares (us-parse-paste.c). */
UsResult *
us_parse_rfc3986 (const char   *text,
                  gsize         len,
                  UsParseFlags  flags)
{
  return us_parse_pasted (parse_uri, text, len, flags);
}

UsResult *
us_parse_rfc3986_grammar (const char   *text,
                          gsize         len,
                          UsParseFlags  flags,
                          gboolean      iri)
{
  return us_parse_pasted (iri ? parse_iri : parse_uri, text, len, flags);
}
