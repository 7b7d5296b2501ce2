/* us-rule.c — the rule table and the grammar texts
 *
 * Every rule the parse tree names, with its spec, the section that defines
 * it and a noun phrase for messages; and every spec's grammar as the spec
 * prints it, so that the window can show the rule of a selected node, and
 * so that the tests' independent ABNF matcher can read the very text the
 * parser claims to implement. The grammars' text is data, not code: it is
 * in data/abnf/ (one file a grammar, its provenance in the README there),
 * built into the library's resource, read once and indexed by rule.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "uriscope.h"
#include "us-parse-private.h"
#include "us-rule-private.h"

/* The grammar texts: the files of data/abnf/, built into the library in the
 * core's resource (core/us-core.gresource.xml), each as its document
 * prints it, or in RFC 5234 ABNF where the document's notation is older;
 * data/abnf/README.md says where each comes from and what its conversion
 * changed. tests/test-grammar-text.c checks them against the RFC texts. */
typedef enum {
  GRAMMAR_NONE,                 /* a prose rule: no text */
  GRAMMAR_RFC3986,              /* RFC 3986 Appendix A */
  GRAMMAR_RFC2396,              /* RFC 2396 Appendix A */
  GRAMMAR_RFC2396_EXCLUDED,     /* RFC 2396 §2.4.3 */
  GRAMMAR_RFC1808,              /* RFC 1808 §2.2 */
  GRAMMAR_RFC1738,              /* RFC 1738 §5 */
  GRAMMAR_RFC1630,              /* RFC 1630's rules RFC 1738 leans on */
  GRAMMAR_RFC3987,              /* RFC 3987 §2.2 */
  GRAMMAR_RFC5234_CORE,         /* RFC 5234 Appendix B.1 */
  GRAMMAR_RFC6874,              /* RFC 6874 §2 */
  N_GRAMMARS
} Grammar;

static const char *const grammar_resources[N_GRAMMARS] = {
  [GRAMMAR_RFC3986] = "/io/github/uriscope/core/abnf/rfc3986.abnf",
  [GRAMMAR_RFC2396] = "/io/github/uriscope/core/abnf/rfc2396.abnf",
  [GRAMMAR_RFC2396_EXCLUDED] = "/io/github/uriscope/core/abnf/rfc2396-excluded.abnf",
  [GRAMMAR_RFC1808] = "/io/github/uriscope/core/abnf/rfc1808.abnf",
  [GRAMMAR_RFC1738] = "/io/github/uriscope/core/abnf/rfc1738.abnf",
  [GRAMMAR_RFC1630] = "/io/github/uriscope/core/abnf/rfc1630.abnf",
  [GRAMMAR_RFC3987] = "/io/github/uriscope/core/abnf/rfc3987.abnf",
  [GRAMMAR_RFC5234_CORE] = "/io/github/uriscope/core/abnf/rfc5234-core.abnf",
  [GRAMMAR_RFC6874] = "/io/github/uriscope/core/abnf/rfc6874.abnf",
};

GResource *us_core_get_resource (void);

/* The text of @grammar, NUL-terminated (a resource's data always is);
 * NULL for GRAMMAR_NONE. The texts are read from the resource once, by the
 * first caller of any thread, and kept for the life of the program. */
static const char *
grammar_text (Grammar grammar)
{
  static GBytes *texts[N_GRAMMARS];
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      for (guint g = GRAMMAR_NONE + 1; g < N_GRAMMARS; g++)
        {
          texts[g] = g_resource_lookup_data (us_core_get_resource (), grammar_resources[g],
                                             G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
          g_assert (texts[g] != NULL);
        }
      g_once_init_leave (&loaded, 1);
    }
  return grammar != GRAMMAR_NONE ? g_bytes_get_data (texts[grammar], NULL) : NULL;
}

typedef struct {
  const char *name;
  UsSpec spec;
  const char *document;
  const char *section;
  const char *description;
  Grammar grammar;
  gboolean prose;
} RuleInfo;

#define R3986(id, name, section, description) \
  [US_RULE_3986_##id] = { name, US_SPEC_RFC3986, "RFC 3986", section, description, GRAMMAR_RFC3986, FALSE }

#define R3987(id, name, description) \
  [US_RULE_3987_##id] = { name, US_SPEC_RFC3987, "RFC 3987", "2.2", description, GRAMMAR_RFC3987, FALSE }
#define R2396(id, name, section, description) \
  [US_RULE_2396_##id] = { name, US_SPEC_RFC2396, "RFC 2396", section, description, GRAMMAR_RFC2396, FALSE }
#define R1808(id, name, description) \
  [US_RULE_1808_##id] = { name, US_SPEC_RFC1808, "RFC 1808", "2.2", description, GRAMMAR_RFC1808, FALSE }
#define R1738(id, name, section, description) \
  [US_RULE_1738_##id] = { name, US_SPEC_RFC1738, "RFC 1738", section, description, GRAMMAR_RFC1738, FALSE }
/* The URL Standard defines concepts, not grammar rules: prose, no text. */
#define RWHATWG(id, name, section, description) \
  [US_RULE_WHATWG_##id] = { name, US_SPEC_WHATWG, "URL Standard", section, description, GRAMMAR_NONE, TRUE }
#define X2396(id, name, description) \
  [US_RULE_2396_##id] = { name, US_SPEC_RFC2396, "RFC 2396", "2.4.3", description, GRAMMAR_RFC2396_EXCLUDED, FALSE }

static const RuleInfo rules[US_RULE_COUNT] = {
  [US_RULE_NONE] = { "", US_SPEC_RFC3986, "", "", NULL, GRAMMAR_NONE, TRUE },

  R3986 (URI,           "URI",           "3",     N_("a URI")),
  R3986 (HIER_PART,     "hier-part",     "3",     N_("the hierarchical part")),
  R3986 (URI_REFERENCE, "URI-reference", "4.1",   N_("a URI reference")),
  R3986 (ABSOLUTE_URI,  "absolute-URI",  "4.3",   N_("an absolute URI")),
  R3986 (RELATIVE_REF,  "relative-ref",  "4.2",   N_("a relative reference")),
  R3986 (RELATIVE_PART, "relative-part", "4.2",   N_("the relative part")),
  R3986 (SCHEME,        "scheme",        "3.1",   N_("the scheme")),
  R3986 (AUTHORITY,     "authority",     "3.2",   N_("the authority")),
  R3986 (USERINFO,      "userinfo",      "3.2.1", N_("the user information")),
  R3986 (HOST,          "host",          "3.2.2", N_("the host")),
  R3986 (PORT,          "port",          "3.2.3", N_("the port")),
  R3986 (IP_LITERAL,    "IP-literal",    "3.2.2", N_("an IP literal")),
  R3986 (IPVFUTURE,     "IPvFuture",     "3.2.2", N_("an IPvFuture address")),
  R3986 (IPV6ADDRESS,   "IPv6address",   "3.2.2", N_("an IPv6 address")),
  R3986 (H16,           "h16",           "3.2.2", N_("a 16-bit group of an IPv6 address")),
  R3986 (LS32,          "ls32",          "3.2.2", N_("the low 32 bits of an IPv6 address")),
  R3986 (IPV4ADDRESS,   "IPv4address",   "3.2.2", N_("an IPv4 address")),
  R3986 (DEC_OCTET,     "dec-octet",     "3.2.2", N_("a decimal octet")),
  R3986 (REG_NAME,      "reg-name",      "3.2.2", N_("a host name")),
  R3986 (PATH,          "path",          "3.3",   N_("the path")),
  R3986 (PATH_ABEMPTY,  "path-abempty",  "3.3",   N_("a path after an authority")),
  R3986 (PATH_ABSOLUTE, "path-absolute", "3.3",   N_("an absolute path")),
  R3986 (PATH_NOSCHEME, "path-noscheme", "3.3",   N_("a relative path")),
  R3986 (PATH_ROOTLESS, "path-rootless", "3.3",   N_("a rootless path")),
  R3986 (PATH_EMPTY,    "path-empty",    "3.3",   N_("an empty path")),
  R3986 (SEGMENT,       "segment",       "3.3",   N_("a path segment")),
  R3986 (SEGMENT_NZ,    "segment-nz",    "3.3",   N_("a path segment")),
  R3986 (SEGMENT_NZ_NC, "segment-nz-nc", "3.3",   N_("the first segment of a relative path")),
  R3986 (PCHAR,         "pchar",         "3.3",   N_("a path segment")),
  R3986 (QUERY,         "query",         "3.4",   N_("the query")),
  R3986 (FRAGMENT,      "fragment",      "3.5",   N_("the fragment")),
  R3986 (PCT_ENCODED,   "pct-encoded",   "2.1",   N_("a percent-encoded octet")),
  R3986 (UNRESERVED,    "unreserved",    "2.3",   N_("an unreserved character")),
  R3986 (RESERVED,      "reserved",      "2.2",   N_("a reserved character")),
  R3986 (GEN_DELIMS,    "gen-delims",    "2.2",   N_("a general delimiter")),
  R3986 (SUB_DELIMS,    "sub-delims",    "2.2",   N_("a sub-delimiter")),
  [US_RULE_3986_LABEL] = { "label", US_SPEC_RFC3986, "RFC 3986", "3.2.2",
                           N_("a label of a host name"), GRAMMAR_NONE, TRUE },
  [US_RULE_6874_IPV6ADDRZ] = { "IPv6addrz", US_SPEC_RFC3986, "RFC 6874", "2",
                               N_("an IPv6 address with a zone identifier"), GRAMMAR_RFC6874, FALSE },

  R3987 (IRI, "IRI", N_("an IRI")),
  R3987 (IHIER_PART, "ihier-part", N_("the hierarchical part")),
  R3987 (IRI_REFERENCE, "IRI-reference", N_("an IRI reference")),
  R3987 (ABSOLUTE_IRI, "absolute-IRI", N_("an absolute IRI")),
  R3987 (IRELATIVE_REF, "irelative-ref", N_("a relative reference")),
  R3987 (IRELATIVE_PART, "irelative-part", N_("the relative part")),
  R3987 (IAUTHORITY, "iauthority", N_("the authority")),
  R3987 (IUSERINFO, "iuserinfo", N_("the user information")),
  R3987 (IHOST, "ihost", N_("the host")),
  R3987 (IREG_NAME, "ireg-name", N_("a host name")),
  R3987 (IPATH, "ipath", N_("the path")),
  R3987 (IPATH_ABEMPTY, "ipath-abempty", N_("a path after an authority")),
  R3987 (IPATH_ABSOLUTE, "ipath-absolute", N_("an absolute path")),
  R3987 (IPATH_NOSCHEME, "ipath-noscheme", N_("a relative path")),
  R3987 (IPATH_ROOTLESS, "ipath-rootless", N_("a rootless path")),
  R3987 (IPATH_EMPTY, "ipath-empty", N_("an empty path")),
  R3987 (ISEGMENT, "isegment", N_("a path segment")),
  R3987 (ISEGMENT_NZ, "isegment-nz", N_("a path segment")),
  R3987 (ISEGMENT_NZ_NC, "isegment-nz-nc", N_("the first segment of a relative path")),
  R3987 (IPCHAR, "ipchar", N_("a path segment")),
  R3987 (IQUERY, "iquery", N_("the query")),
  R3987 (IFRAGMENT, "ifragment", N_("the fragment")),
  R3987 (IUNRESERVED, "iunreserved", N_("an unreserved character")),
  R3987 (UCSCHAR, "ucschar", N_("a UCS character")),
  R3987 (IPRIVATE, "iprivate", N_("a private-use character")),

  R2396 (URI_REFERENCE, "URI-reference", "4",     N_("a URI reference")),
  R2396 (ABSOLUTE_URI,  "absoluteURI",   "3",     N_("an absolute URI")),
  R2396 (RELATIVE_URI,  "relativeURI",   "5",     N_("a relative URI")),
  R2396 (HIER_PART,     "hier_part",     "3",     N_("the hierarchical part")),
  R2396 (OPAQUE_PART,   "opaque_part",   "3",     N_("the opaque part")),
  R2396 (URIC_NO_SLASH, "uric_no_slash", "3",     N_("the first character of the opaque part")),
  R2396 (NET_PATH,      "net_path",      "3",     N_("a network path")),
  R2396 (ABS_PATH,      "abs_path",      "3",     N_("an absolute path")),
  R2396 (REL_PATH,      "rel_path",      "5",     N_("a relative path")),
  R2396 (REL_SEGMENT,   "rel_segment",   "5",     N_("the first segment of a relative path")),
  R2396 (SCHEME,        "scheme",        "3.1",   N_("the scheme")),
  R2396 (AUTHORITY,     "authority",     "3.2",   N_("the authority")),
  R2396 (REG_NAME,      "reg_name",      "3.2.1", N_("a registry-based authority")),
  R2396 (SERVER,        "server",        "3.2.2", N_("a server")),
  R2396 (USERINFO,      "userinfo",      "3.2.2", N_("the user information")),
  R2396 (HOSTPORT,      "hostport",      "3.2.2", N_("the host and port")),
  R2396 (HOST,          "host",          "3.2.2", N_("the host")),
  R2396 (HOSTNAME,      "hostname",      "3.2.2", N_("a host name")),
  R2396 (DOMAINLABEL,   "domainlabel",   "3.2.2", N_("a label of a host name")),
  R2396 (TOPLABEL,      "toplabel",      "3.2.2", N_("the last label of a host name")),
  R2396 (IPV4ADDRESS,   "IPv4address",   "3.2.2", N_("an IPv4 address")),
  R2396 (PORT,          "port",          "3.2.2", N_("the port")),
  R2396 (PATH,          "path",          "3.3",   N_("the path")),
  R2396 (PATH_SEGMENTS, "path_segments", "3.3",   N_("the segments of a path")),
  R2396 (SEGMENT,       "segment",       "3.3",   N_("a path segment")),
  R2396 (PARAM,         "param",         "3.3",   N_("a parameter of a path segment")),
  R2396 (PCHAR,         "pchar",         "3.3",   N_("a path segment")),
  R2396 (QUERY,         "query",         "3.4",   N_("the query")),
  R2396 (FRAGMENT,      "fragment",      "4.1",   N_("the fragment")),
  R2396 (URIC,          "uric",          "2",     N_("a URI character")),
  R2396 (RESERVED,      "reserved",      "2.2",   N_("a reserved character")),
  R2396 (UNRESERVED,    "unreserved",    "2.3",   N_("an unreserved character")),
  R2396 (MARK,          "mark",          "2.3",   N_("a mark")),
  R2396 (ESCAPED,       "escaped",       "2.4.1", N_("an escaped octet")),
  R2396 (HEX,           "hex",           "2.4.1", N_("a hexadecimal digit")),
  R2396 (ALPHANUM,      "alphanum",      "1.6",   N_("a letter or digit")),
  R2396 (ALPHA,         "alpha",         "1.6",   N_("a letter")),
  R2396 (LOWALPHA,      "lowalpha",      "1.6",   N_("a lowercase letter")),
  R2396 (UPALPHA,       "upalpha",       "1.6",   N_("an uppercase letter")),
  R2396 (DIGIT,         "digit",         "1.6",   N_("a digit")),
  X2396 (CONTROL,       "control",       N_("a control character")),
  X2396 (SPACE,         "space",         N_("the space")),
  X2396 (DELIMS,        "delims",        N_("a delimiter")),
  X2396 (UNWISE,        "unwise",        N_("an unwise character")),

  R1808 (URL,          "URL",          N_("a URL")),
  R1808 (ABSOLUTE_URL, "absoluteURL",  N_("an absolute URL")),
  R1808 (GENERIC_RL,   "generic-RL",   N_("an absolute URL of the generic syntax")),
  R1808 (RELATIVE_URL, "relativeURL",  N_("a relative URL")),
  R1808 (NET_PATH,     "net_path",     N_("a network path")),
  R1808 (ABS_PATH,     "abs_path",     N_("an absolute path")),
  R1808 (REL_PATH,     "rel_path",     N_("a relative path")),
  R1808 (PATH,         "path",         N_("the path")),
  R1808 (FSEGMENT,     "fsegment",     N_("the first segment of a path")),
  R1808 (SEGMENT,      "segment",      N_("a path segment")),
  R1808 (PARAMS,       "params",       N_("the parameters")),
  R1808 (PARAM,        "param",        N_("a parameter")),
  R1808 (SCHEME,       "scheme",       N_("the scheme")),
  R1808 (NET_LOC,      "net_loc",      N_("the network location")),
  R1808 (QUERY,        "query",        N_("the query")),
  R1808 (FRAGMENT,     "fragment",     N_("the fragment")),
  R1808 (PCHAR,        "pchar",        N_("a path segment")),
  R1808 (UCHAR,        "uchar",        N_("a URL character")),
  R1808 (UNRESERVED,   "unreserved",   N_("an unreserved character")),
  R1808 (ESCAPE,       "escape",       N_("an escaped octet")),
  R1808 (HEX,          "hex",          N_("a hexadecimal digit")),
  R1808 (ALPHA,        "alpha",        N_("a letter")),
  R1808 (LOWALPHA,     "lowalpha",     N_("a lowercase letter")),
  R1808 (HIALPHA,      "hialpha",      N_("an uppercase letter")),
  R1808 (DIGIT,        "digit",        N_("a digit")),
  R1808 (SAFE,         "safe",         N_("a safe character")),
  R1808 (EXTRA,        "extra",        N_("an extra character")),
  R1808 (NATIONAL,     "national",     N_("a national character")),
  R1808 (RESERVED,     "reserved",     N_("a reserved character")),
  R1808 (PUNCTUATION,  "punctuation",  N_("a punctuation character")),

  R1738 (GENERICURL, "genericurl", "5", N_("a URL of the generic syntax")),
  R1738 (URL, "url", "5", N_("a URL")),
  R1738 (OTHERURL, "otherurl", "5", N_("a URL of another scheme")),
  R1738 (SCHEME, "scheme", "2.1", N_("the scheme")),
  R1738 (SCHEMEPART, "schemepart", "2.1", N_("the scheme-specific part")),
  R1738 (IP_SCHEMEPART, "ip-schemepart", "3.1", N_("the part of an IP-based scheme")),
  R1738 (LOGIN, "login", "3.1", N_("the login")),
  R1738 (HOSTPORT, "hostport", "3.1", N_("the host and port")),
  R1738 (HOST, "host", "3.1", N_("the host")),
  R1738 (HOSTNAME, "hostname", "3.1", N_("a host name")),
  R1738 (DOMAINLABEL, "domainlabel", "3.1", N_("a label of a host name")),
  R1738 (TOPLABEL, "toplabel", "3.1", N_("the last label of a host name")),
  R1738 (ALPHADIGIT, "alphadigit", "5", N_("a letter or digit")),
  R1738 (HOSTNUMBER, "hostnumber", "3.1", N_("a host number")),
  R1738 (PORT, "port", "3.1", N_("the port")),
  R1738 (USER, "user", "3.1", N_("the user name")),
  R1738 (PASSWORD, "password", "3.1", N_("the password")),
  R1738 (URLPATH, "urlpath", "3.1", N_("the URL path")),
  R1738 (FTPURL, "ftpurl", "3.2", N_("an ftp URL")),
  R1738 (FPATH, "fpath", "3.2.2", N_("the path of a file")),
  R1738 (FSEGMENT, "fsegment", "3.2.2", N_("a path segment")),
  R1738 (FTPTYPE, "ftptype", "3.2.2", N_("the transfer type")),
  R1738 (FILEURL, "fileurl", "3.10", N_("a file URL")),
  R1738 (HTTPURL, "httpurl", "3.3", N_("an http URL")),
  R1738 (HPATH, "hpath", "3.3", N_("the path")),
  R1738 (HSEGMENT, "hsegment", "3.3", N_("a path segment")),
  R1738 (SEARCH, "search", "3.3", N_("the search part")),
  R1738 (GOPHERURL, "gopherurl", "3.4", N_("a gopher URL")),
  R1738 (GTYPE, "gtype", "3.4.1", N_("the gopher type")),
  R1738 (SELECTOR, "selector", "3.4.1", N_("the selector")),
  R1738 (GOPHERP_STRING, "gopher+_string", "3.4.3", N_("the Gopher+ string")),
  R1738 (MAILTOURL, "mailtourl", "3.5", N_("a mailto URL")),
  R1738 (ENCODED822ADDR, "encoded822addr", "3.5", N_("the mail address")),
  R1738 (NEWSURL, "newsurl", "3.6", N_("a news URL")),
  R1738 (GROUPPART, "grouppart", "3.6", N_("the group part")),
  R1738 (GROUP, "group", "3.6", N_("a newsgroup")),
  R1738 (ARTICLE, "article", "3.6", N_("an article")),
  R1738 (NNTPURL, "nntpurl", "3.7", N_("an nntp URL")),
  R1738 (TELNETURL, "telneturl", "3.8", N_("a telnet URL")),
  R1738 (WAISURL, "waisurl", "3.9", N_("a wais URL")),
  R1738 (WAISDATABASE, "waisdatabase", "3.9", N_("a WAIS database URL")),
  R1738 (WAISINDEX, "waisindex", "3.9", N_("a WAIS index URL")),
  R1738 (WAISDOC, "waisdoc", "3.9", N_("a WAIS document URL")),
  R1738 (DATABASE, "database", "3.9", N_("the database")),
  R1738 (WTYPE, "wtype", "3.9", N_("the WAIS type")),
  R1738 (WPATH, "wpath", "3.9", N_("the WAIS path")),
  R1738 (PROSPEROURL, "prosperourl", "3.11", N_("a prospero URL")),
  R1738 (PPATH, "ppath", "3.11", N_("the path")),
  R1738 (PSEGMENT, "psegment", "3.11", N_("a path segment")),
  R1738 (FIELDSPEC, "fieldspec", "3.11", N_("a field")),
  R1738 (FIELDNAME, "fieldname", "3.11", N_("the field name")),
  R1738 (FIELDVALUE, "fieldvalue", "3.11", N_("the field value")),
  R1738 (LOWALPHA, "lowalpha", "5", N_("a lowercase letter")),
  R1738 (HIALPHA, "hialpha", "5", N_("an uppercase letter")),
  R1738 (ALPHA, "alpha", "5", N_("a letter")),
  R1738 (DIGIT, "digit", "5", N_("a digit")),
  R1738 (SAFE, "safe", "2.2", N_("a safe character")),
  R1738 (EXTRA, "extra", "2.2", N_("an extra character")),
  R1738 (NATIONAL, "national", "2.2", N_("a national character")),
  R1738 (PUNCTUATION, "punctuation", "2.2", N_("a punctuation character")),
  R1738 (RESERVED, "reserved", "2.2", N_("a reserved character")),
  R1738 (HEX, "hex", "2.2", N_("a hexadecimal digit")),
  R1738 (ESCAPE, "escape", "2.2", N_("an escaped octet")),
  R1738 (UNRESERVED, "unreserved", "2.2", N_("an unreserved character")),
  R1738 (UCHAR, "uchar", "2.2", N_("a URL character")),
  R1738 (XCHAR, "xchar", "2.2", N_("a URL character")),
  R1738 (DIGITS, "digits", "5", N_("digits")),
  [US_RULE_1630_PREFIXEDURL] = { "prefixedurl", US_SPEC_RFC1738, "RFC 1630", "", N_("a URL with the “url:” prefix"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_MIDADDRESS] = { "midaddress", US_SPEC_RFC1738, "RFC 1630", "", N_("a mid URL"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_CIDADDRESS] = { "cidaddress", US_SPEC_RFC1738, "RFC 1630", "", N_("a cid URL"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_AFSADDRESS] = { "afsaddress", US_SPEC_RFC1738, "RFC 1630", "", N_("an afs URL"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_CELLNAME] = { "cellname", US_SPEC_RFC1738, "RFC 1630", "", N_("the AFS cell"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_PATH] = { "path", US_SPEC_RFC1738, "RFC 1630", "", N_("the path"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_SEGMENT] = { "segment", US_SPEC_RFC1738, "RFC 1630", "", N_("a path segment"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_ADDR_SPEC] = { "addr-spec", US_SPEC_RFC1738, "RFC 822", "6.1", N_("the mail address"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_LOCAL_PART] = { "local-part", US_SPEC_RFC1738, "RFC 822", "6.1", N_("the local part"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_DOMAIN] = { "domain", US_SPEC_RFC1738, "RFC 822", "6.1", N_("the domain"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_ATOM] = { "atom", US_SPEC_RFC1738, "RFC 822", "3.3", N_("a word of the address"), GRAMMAR_RFC1630, FALSE },
  [US_RULE_1630_CONTENT_IDENTIFIER] = { "content-identifier", US_SPEC_RFC1738, "RFC 2045", "7", N_("the content identifier"), GRAMMAR_RFC1630, FALSE },

  RWHATWG (URL,          "url",          "4.1", N_("the URL")),
  RWHATWG (SCHEME,       "scheme",       "4.1", N_("the scheme")),
  RWHATWG (USERNAME,     "username",     "4.1", N_("the user name")),
  RWHATWG (PASSWORD,     "password",     "4.1", N_("the password")),
  RWHATWG (HOST,         "host",         "3.1", N_("the host")),
  RWHATWG (PORT,         "port",         "4.1", N_("the port")),
  RWHATWG (PATH,         "path",         "4.1", N_("the path")),
  RWHATWG (PATH_SEGMENT, "path-segment", "4.1", N_("a path segment")),
  RWHATWG (QUERY,        "query",        "4.1", N_("the query")),
  RWHATWG (FRAGMENT,     "fragment",     "4.1", N_("the fragment")),

  [US_RULE_ALPHA]  = { "ALPHA",  US_SPEC_RFC3986, "RFC 5234", "B.1", N_("a letter"), GRAMMAR_RFC5234_CORE, FALSE },
  [US_RULE_DIGIT]  = { "DIGIT",  US_SPEC_RFC3986, "RFC 5234", "B.1", N_("a digit"), GRAMMAR_RFC5234_CORE, FALSE },
  [US_RULE_HEXDIG] = { "HEXDIG", US_SPEC_RFC3986, "RFC 5234", "B.1", N_("a hexadecimal digit"), GRAMMAR_RFC5234_CORE, FALSE },
};

#undef R3986
#undef R2396
#undef R3987
#undef X2396
#undef R1808
#undef R1738
#undef RWHATWG

static inline const RuleInfo *
rule_info (UsRule rule)
{
  g_return_val_if_fail ((guint) rule < US_RULE_COUNT, &rules[US_RULE_NONE]);
  return &rules[rule];
}

/* The rule's name exactly as its grammar spells it ("hier-part"). */
const char *
us_rule_name (UsRule rule)
{
  return rule_info (rule)->name;
}

UsSpec
us_rule_spec (UsRule rule)
{
  return rule_info (rule)->spec;
}

/* The section of the defining document ("3.2.2"); see us_rule_document(). */
const char *
us_rule_section (UsRule rule)
{
  return rule_info (rule)->section;
}

/* The document that defines the rule ("RFC 3986", "RFC 5234"). */
const char *
us_rule_document (UsRule rule)
{
  return rule_info (rule)->document;
}

/* A translated noun phrase for messages ("the query"). */
const char *
us_rule_description (UsRule rule)
{
  const char *d = rule_info (rule)->description;

  return d ? g_dgettext (GETTEXT_PACKAGE, d) : "";
}

/* TRUE for names the tree uses that the grammar only describes in prose. */
gboolean
us_rule_is_prose (UsRule rule)
{
  return rule_info (rule)->prose;
}

/* Finds "name = …" at the start of a line of @grammar and returns the rule
 * with its continuation lines (those that start with white space), without
 * the trailing blank lines. */
static char *
extract_rule (const char *grammar,
              const char *name)
{
  gsize name_len = strlen (name);
  const char *line = grammar;

  while (*line)
    {
      const char *eol = strchr (line, '\n');
      const char *p = line + name_len;

      if (eol == NULL)
        eol = line + strlen (line);

      if ((gsize) (eol - line) > name_len && strncmp (line, name, name_len) == 0 &&
          (*p == ' ' || *p == '='))
        {
          const char *end = *eol ? eol + 1 : eol;

          while (p < eol && *p == ' ')
            p++;
          if (p < eol && *p == '=')
            {
              /* Take continuation lines. */
              while (*end == ' ')
                {
                  const char *next = strchr (end, '\n');

                  end = next ? next + 1 : end + strlen (end);
                }
              while (end > line && (end[-1] == '\n' || end[-1] == ' '))
                end--;
              return g_strndup (line, end - line);
            }
        }
      line = *eol ? eol + 1 : eol;
    }
  return NULL;
}

/* The rule's definition as its grammar prints it, or NULL for a prose rule. */
const char *
us_rule_abnf (UsRule rule)
{
  static char *cache[US_RULE_COUNT];
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 1; i < US_RULE_COUNT; i++)
        if (rules[i].grammar != GRAMMAR_NONE)
          cache[i] = extract_rule (grammar_text (rules[i].grammar), rules[i].name);
      g_once_init_leave (&initialized, 1);
    }

  g_return_val_if_fail ((guint) rule < US_RULE_COUNT, NULL);
  return cache[rule];
}

/* Looks a rule up by its name in @spec's grammar; US_RULE_NONE if unknown. */
UsRule
us_rule_from_name (UsSpec      spec,
                   const char *name)
{
  g_return_val_if_fail (name != NULL, US_RULE_NONE);

  for (guint i = 1; i < US_RULE_COUNT; i++)
    if (rules[i].spec == spec && strcmp (rules[i].name, name) == 0)
      return (UsRule) i;
  return US_RULE_NONE;
}

/* The rules a spec's grammar leans on from another document, or NULL: for
 * RFC 1738, RFC 1630's "url:" prefix and its schemes mid, cid and afs. */
const char *
us_grammar_abnf_supplement (UsSpec spec)
{
  return spec == US_SPEC_RFC1738 ? grammar_text (GRAMMAR_RFC1630) : NULL;
}

/* The whole grammar of @spec as its document prints it. */
const char *
us_grammar_abnf (UsSpec spec)
{
  switch (spec)
    {
    case US_SPEC_RFC3986:
      return grammar_text (GRAMMAR_RFC3986);
    case US_SPEC_RFC3987:
      return grammar_text (GRAMMAR_RFC3987);
    case US_SPEC_RFC2396:
      return grammar_text (GRAMMAR_RFC2396);
    case US_SPEC_RFC1808:
      return grammar_text (GRAMMAR_RFC1808);
    case US_SPEC_RFC1738:
      return grammar_text (GRAMMAR_RFC1738);
    case US_SPEC_WHATWG:
    default:
      return NULL;
    }
}

/* ---- the rules RFC 3987 renames ---- */

/* RFC 3986's rule → RFC 3987's, for the rules RFC 3987 renames. */
UsRule
us_rule_3986_to_3987 (UsRule rule)
{
  switch ((int) rule)
    {
    case US_RULE_3986_URI: return US_RULE_3987_IRI;
    case US_RULE_3986_HIER_PART: return US_RULE_3987_IHIER_PART;
    case US_RULE_3986_URI_REFERENCE: return US_RULE_3987_IRI_REFERENCE;
    case US_RULE_3986_ABSOLUTE_URI: return US_RULE_3987_ABSOLUTE_IRI;
    case US_RULE_3986_RELATIVE_REF: return US_RULE_3987_IRELATIVE_REF;
    case US_RULE_3986_RELATIVE_PART: return US_RULE_3987_IRELATIVE_PART;
    case US_RULE_3986_AUTHORITY: return US_RULE_3987_IAUTHORITY;
    case US_RULE_3986_USERINFO: return US_RULE_3987_IUSERINFO;
    case US_RULE_3986_HOST: return US_RULE_3987_IHOST;
    case US_RULE_3986_REG_NAME: return US_RULE_3987_IREG_NAME;
    case US_RULE_3986_PATH: return US_RULE_3987_IPATH;
    case US_RULE_3986_PATH_ABEMPTY: return US_RULE_3987_IPATH_ABEMPTY;
    case US_RULE_3986_PATH_ABSOLUTE: return US_RULE_3987_IPATH_ABSOLUTE;
    case US_RULE_3986_PATH_NOSCHEME: return US_RULE_3987_IPATH_NOSCHEME;
    case US_RULE_3986_PATH_ROOTLESS: return US_RULE_3987_IPATH_ROOTLESS;
    case US_RULE_3986_PATH_EMPTY: return US_RULE_3987_IPATH_EMPTY;
    case US_RULE_3986_SEGMENT: return US_RULE_3987_ISEGMENT;
    case US_RULE_3986_SEGMENT_NZ: return US_RULE_3987_ISEGMENT_NZ;
    case US_RULE_3986_SEGMENT_NZ_NC: return US_RULE_3987_ISEGMENT_NZ_NC;
    case US_RULE_3986_PCHAR: return US_RULE_3987_IPCHAR;
    case US_RULE_3986_QUERY: return US_RULE_3987_IQUERY;
    case US_RULE_3986_FRAGMENT: return US_RULE_3987_IFRAGMENT;
    case US_RULE_3986_UNRESERVED: return US_RULE_3987_IUNRESERVED;
    default: return rule;
    }
}
