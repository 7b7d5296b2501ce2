/* us-rule.h — grammar rules: ids, names, sections and ABNF text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-spec.h"
#include "us-version.h"

G_BEGIN_DECLS

/**
 * UsRule:
 *
 * One id per grammar rule of every spec. Names are spelled exactly as the
 * spec's own grammar spells them (us_rule_name()).
 */
typedef enum {
  US_RULE_NONE,

  /* RFC 3986 Appendix A, in its order */
  US_RULE_3986_URI,
  US_RULE_3986_HIER_PART,
  US_RULE_3986_URI_REFERENCE,
  US_RULE_3986_ABSOLUTE_URI,
  US_RULE_3986_RELATIVE_REF,
  US_RULE_3986_RELATIVE_PART,
  US_RULE_3986_SCHEME,
  US_RULE_3986_AUTHORITY,
  US_RULE_3986_USERINFO,
  US_RULE_3986_HOST,
  US_RULE_3986_PORT,
  US_RULE_3986_IP_LITERAL,
  US_RULE_3986_IPVFUTURE,
  US_RULE_3986_IPV6ADDRESS,
  US_RULE_3986_H16,
  US_RULE_3986_LS32,
  US_RULE_3986_IPV4ADDRESS,
  US_RULE_3986_DEC_OCTET,
  US_RULE_3986_REG_NAME,
  US_RULE_3986_PATH,
  US_RULE_3986_PATH_ABEMPTY,
  US_RULE_3986_PATH_ABSOLUTE,
  US_RULE_3986_PATH_NOSCHEME,
  US_RULE_3986_PATH_ROOTLESS,
  US_RULE_3986_PATH_EMPTY,
  US_RULE_3986_SEGMENT,
  US_RULE_3986_SEGMENT_NZ,
  US_RULE_3986_SEGMENT_NZ_NC,
  US_RULE_3986_PCHAR,
  US_RULE_3986_QUERY,
  US_RULE_3986_FRAGMENT,
  US_RULE_3986_PCT_ENCODED,
  US_RULE_3986_UNRESERVED,
  US_RULE_3986_RESERVED,
  US_RULE_3986_GEN_DELIMS,
  US_RULE_3986_SUB_DELIMS,
  /* Not an ABNF rule: RFC 3986 §3.2.2 describes a registered name as "a
   * sequence of domain labels separated by '.'" in prose. */
  US_RULE_3986_LABEL,
  /* RFC 6874, named by the zone-identifier diagnostic. */
  US_RULE_6874_IPV6ADDRZ,

  /* RFC 3987 §2.2, the rules that differ from RFC 3986, in its order */
  US_RULE_3987_IRI,
  US_RULE_3987_IHIER_PART,
  US_RULE_3987_IRI_REFERENCE,
  US_RULE_3987_ABSOLUTE_IRI,
  US_RULE_3987_IRELATIVE_REF,
  US_RULE_3987_IRELATIVE_PART,
  US_RULE_3987_IAUTHORITY,
  US_RULE_3987_IUSERINFO,
  US_RULE_3987_IHOST,
  US_RULE_3987_IREG_NAME,
  US_RULE_3987_IPATH,
  US_RULE_3987_IPATH_ABEMPTY,
  US_RULE_3987_IPATH_ABSOLUTE,
  US_RULE_3987_IPATH_NOSCHEME,
  US_RULE_3987_IPATH_ROOTLESS,
  US_RULE_3987_IPATH_EMPTY,
  US_RULE_3987_ISEGMENT,
  US_RULE_3987_ISEGMENT_NZ,
  US_RULE_3987_ISEGMENT_NZ_NC,
  US_RULE_3987_IPCHAR,
  US_RULE_3987_IQUERY,
  US_RULE_3987_IFRAGMENT,
  US_RULE_3987_IUNRESERVED,
  US_RULE_3987_UCSCHAR,
  US_RULE_3987_IPRIVATE,

  /* RFC 2396 Appendix A, in its order */
  US_RULE_2396_URI_REFERENCE,
  US_RULE_2396_ABSOLUTE_URI,
  US_RULE_2396_RELATIVE_URI,
  US_RULE_2396_HIER_PART,
  US_RULE_2396_OPAQUE_PART,
  US_RULE_2396_URIC_NO_SLASH,
  US_RULE_2396_NET_PATH,
  US_RULE_2396_ABS_PATH,
  US_RULE_2396_REL_PATH,
  US_RULE_2396_REL_SEGMENT,
  US_RULE_2396_SCHEME,
  US_RULE_2396_AUTHORITY,
  US_RULE_2396_REG_NAME,
  US_RULE_2396_SERVER,
  US_RULE_2396_USERINFO,
  US_RULE_2396_HOSTPORT,
  US_RULE_2396_HOST,
  US_RULE_2396_HOSTNAME,
  US_RULE_2396_DOMAINLABEL,
  US_RULE_2396_TOPLABEL,
  US_RULE_2396_IPV4ADDRESS,
  US_RULE_2396_PORT,
  US_RULE_2396_PATH,
  US_RULE_2396_PATH_SEGMENTS,
  US_RULE_2396_SEGMENT,
  US_RULE_2396_PARAM,
  US_RULE_2396_PCHAR,
  US_RULE_2396_QUERY,
  US_RULE_2396_FRAGMENT,
  US_RULE_2396_URIC,
  US_RULE_2396_RESERVED,
  US_RULE_2396_UNRESERVED,
  US_RULE_2396_MARK,
  US_RULE_2396_ESCAPED,
  US_RULE_2396_HEX,
  US_RULE_2396_ALPHANUM,
  US_RULE_2396_ALPHA,
  US_RULE_2396_LOWALPHA,
  US_RULE_2396_UPALPHA,
  US_RULE_2396_DIGIT,
  /* RFC 2396 §2.4.3, the characters excluded from URIs */
  US_RULE_2396_CONTROL,
  US_RULE_2396_SPACE,
  US_RULE_2396_DELIMS,
  US_RULE_2396_UNWISE,

  /* RFC 1808 §2.2, in its order */
  US_RULE_1808_URL,
  US_RULE_1808_ABSOLUTE_URL,
  US_RULE_1808_GENERIC_RL,
  US_RULE_1808_RELATIVE_URL,
  US_RULE_1808_NET_PATH,
  US_RULE_1808_ABS_PATH,
  US_RULE_1808_REL_PATH,
  US_RULE_1808_PATH,
  US_RULE_1808_FSEGMENT,
  US_RULE_1808_SEGMENT,
  US_RULE_1808_PARAMS,
  US_RULE_1808_PARAM,
  US_RULE_1808_SCHEME,
  US_RULE_1808_NET_LOC,
  US_RULE_1808_QUERY,
  US_RULE_1808_FRAGMENT,
  US_RULE_1808_PCHAR,
  US_RULE_1808_UCHAR,
  US_RULE_1808_UNRESERVED,
  US_RULE_1808_ESCAPE,
  US_RULE_1808_HEX,
  US_RULE_1808_ALPHA,
  US_RULE_1808_LOWALPHA,
  US_RULE_1808_HIALPHA,
  US_RULE_1808_DIGIT,
  US_RULE_1808_SAFE,
  US_RULE_1808_EXTRA,
  US_RULE_1808_NATIONAL,
  US_RULE_1808_RESERVED,
  US_RULE_1808_PUNCTUATION,

  /* RFC 1738 §5, in its order */
  US_RULE_1738_GENERICURL,
  US_RULE_1738_URL,
  US_RULE_1738_OTHERURL,
  US_RULE_1738_SCHEME,
  US_RULE_1738_SCHEMEPART,
  US_RULE_1738_IP_SCHEMEPART,
  US_RULE_1738_LOGIN,
  US_RULE_1738_HOSTPORT,
  US_RULE_1738_HOST,
  US_RULE_1738_HOSTNAME,
  US_RULE_1738_DOMAINLABEL,
  US_RULE_1738_TOPLABEL,
  US_RULE_1738_ALPHADIGIT,
  US_RULE_1738_HOSTNUMBER,
  US_RULE_1738_PORT,
  US_RULE_1738_USER,
  US_RULE_1738_PASSWORD,
  US_RULE_1738_URLPATH,
  US_RULE_1738_FTPURL,
  US_RULE_1738_FPATH,
  US_RULE_1738_FSEGMENT,
  US_RULE_1738_FTPTYPE,
  US_RULE_1738_FILEURL,
  US_RULE_1738_HTTPURL,
  US_RULE_1738_HPATH,
  US_RULE_1738_HSEGMENT,
  US_RULE_1738_SEARCH,
  US_RULE_1738_GOPHERURL,
  US_RULE_1738_GTYPE,
  US_RULE_1738_SELECTOR,
  US_RULE_1738_GOPHERP_STRING,
  US_RULE_1738_MAILTOURL,
  US_RULE_1738_ENCODED822ADDR,
  US_RULE_1738_NEWSURL,
  US_RULE_1738_GROUPPART,
  US_RULE_1738_GROUP,
  US_RULE_1738_ARTICLE,
  US_RULE_1738_NNTPURL,
  US_RULE_1738_TELNETURL,
  US_RULE_1738_WAISURL,
  US_RULE_1738_WAISDATABASE,
  US_RULE_1738_WAISINDEX,
  US_RULE_1738_WAISDOC,
  US_RULE_1738_DATABASE,
  US_RULE_1738_WTYPE,
  US_RULE_1738_WPATH,
  US_RULE_1738_PROSPEROURL,
  US_RULE_1738_PPATH,
  US_RULE_1738_PSEGMENT,
  US_RULE_1738_FIELDSPEC,
  US_RULE_1738_FIELDNAME,
  US_RULE_1738_FIELDVALUE,
  US_RULE_1738_LOWALPHA,
  US_RULE_1738_HIALPHA,
  US_RULE_1738_ALPHA,
  US_RULE_1738_DIGIT,
  US_RULE_1738_SAFE,
  US_RULE_1738_EXTRA,
  US_RULE_1738_NATIONAL,
  US_RULE_1738_PUNCTUATION,
  US_RULE_1738_RESERVED,
  US_RULE_1738_HEX,
  US_RULE_1738_ESCAPE,
  US_RULE_1738_UNRESERVED,
  US_RULE_1738_UCHAR,
  US_RULE_1738_XCHAR,
  US_RULE_1738_DIGITS,
  /* RFC 1630 (seed 001), the "url:" prefix and the schemes RFC 1738 dropped */
  US_RULE_1630_PREFIXEDURL,
  US_RULE_1630_MIDADDRESS,
  US_RULE_1630_CIDADDRESS,
  US_RULE_1630_AFSADDRESS,
  US_RULE_1630_CELLNAME,
  US_RULE_1630_PATH,
  US_RULE_1630_SEGMENT,
  US_RULE_1630_ADDR_SPEC,
  US_RULE_1630_LOCAL_PART,
  US_RULE_1630_DOMAIN,
  US_RULE_1630_ATOM,
  US_RULE_1630_CONTENT_IDENTIFIER,

  /* The WHATWG URL Standard has no grammar: its tree names the URL
   * record's concepts (§4.1, and §3.1 for the host), as the standard spells
   * them. Prose rules: us_rule_abnf() gives NULL for each. */
  US_RULE_WHATWG_URL,
  US_RULE_WHATWG_SCHEME,
  US_RULE_WHATWG_USERNAME,
  US_RULE_WHATWG_PASSWORD,
  US_RULE_WHATWG_HOST,
  US_RULE_WHATWG_PORT,
  US_RULE_WHATWG_PATH,
  US_RULE_WHATWG_PATH_SEGMENT,
  US_RULE_WHATWG_QUERY,
  US_RULE_WHATWG_FRAGMENT,

  /* RFC 5234 Appendix B.1 core rules used by the grammars */
  US_RULE_ALPHA,
  US_RULE_DIGIT,
  US_RULE_HEXDIG,

  US_RULE_COUNT
} UsRule;

/**
 * us_rule_name:
 * @rule: a grammar rule
 *
 * The rule's name exactly as its grammar spells it ("hier-part").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char *us_rule_name        (UsRule rule);

/**
 * us_rule_spec:
 * @rule: a grammar rule
 *
 * The specification whose grammar (or URL record) the rule belongs to.
 *
 * Returns: the spec
 */
US_PUBLIC
UsSpec      us_rule_spec        (UsRule rule);

/**
 * us_rule_section:
 * @rule: a grammar rule
 *
 * The section of the defining document ("3.2.2"); see us_rule_document().
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char *us_rule_section     (UsRule rule);

/**
 * us_rule_document:
 * @rule: a grammar rule
 *
 * The document that defines the rule ("RFC 3986", "RFC 5234").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char *us_rule_document    (UsRule rule);

/**
 * us_rule_description:
 * @rule: a grammar rule
 *
 * The rule as a noun phrase for messages ("the query").
 *
 * Returns: (transfer none): a static string, translated
 */
US_PUBLIC
const char *us_rule_description (UsRule rule);

/**
 * us_rule_abnf:
 * @rule: a grammar rule
 *
 * The rule's definition as its grammar prints it.
 *
 * Returns: (transfer none) (nullable): a static string, or %NULL for a
 *   prose rule
 */
US_PUBLIC
const char *us_rule_abnf        (UsRule rule);

/**
 * us_rule_is_prose:
 * @rule: a grammar rule
 *
 * Whether the tree uses the name for something the grammar only describes
 * in prose (and every rule of the URL Standard, which has no grammar).
 *
 * Returns: %TRUE for a prose rule
 */
US_PUBLIC
gboolean    us_rule_is_prose    (UsRule rule);

/**
 * us_rule_from_name:
 * @spec: a specification
 * @name: a rule's name, as us_rule_name() gives it
 *
 * Looks a rule up by its name in @spec's grammar.
 *
 * Returns: the rule, or %US_RULE_NONE when @spec has none of that name
 */
US_PUBLIC
UsRule      us_rule_from_name   (UsSpec spec,
                                 const char *name);

G_END_DECLS
