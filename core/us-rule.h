/* us-rule.h — grammar rules: ids, names, sections and ABNF text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-spec.h"

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

  /* RFC 5234 Appendix B.1 core rules used by the grammars */
  US_RULE_ALPHA,
  US_RULE_DIGIT,
  US_RULE_HEXDIG,

  US_RULE_COUNT
} UsRule;

const char *us_rule_name        (UsRule rule);
UsSpec      us_rule_spec        (UsRule rule);
const char *us_rule_section     (UsRule rule);
const char *us_rule_document    (UsRule rule);
const char *us_rule_description (UsRule rule);
const char *us_rule_abnf        (UsRule rule);
gboolean    us_rule_is_prose    (UsRule rule);
UsRule      us_rule_from_name   (UsSpec spec,
                                 const char *name);

const char *us_grammar_abnf     (UsSpec spec);

G_END_DECLS
