/* us-rule.c — the rule table and the grammar texts
 *
 * Every spec's grammar is kept here as the spec prints it, so that the window
 * can show the rule of a selected node, and so that the tests' independent
 * ABNF matcher can read the very text the parser claims to implement.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "uriscope.h"
#include "us-parse-private.h"

/* RFC 3986 Appendix A, "Collected ABNF for URI", without the page breaks.
 * tests/test-grammar-text.c checks it against the RFC text itself. */
static const char rfc3986_abnf[] =
  "URI           = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]\n"
  "\n"
  "hier-part     = \"//\" authority path-abempty\n"
  "              / path-absolute\n"
  "              / path-rootless\n"
  "              / path-empty\n"
  "\n"
  "URI-reference = URI / relative-ref\n"
  "\n"
  "absolute-URI  = scheme \":\" hier-part [ \"?\" query ]\n"
  "\n"
  "relative-ref  = relative-part [ \"?\" query ] [ \"#\" fragment ]\n"
  "\n"
  "relative-part = \"//\" authority path-abempty\n"
  "              / path-absolute\n"
  "              / path-noscheme\n"
  "              / path-empty\n"
  "\n"
  "scheme        = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )\n"
  "\n"
  "authority     = [ userinfo \"@\" ] host [ \":\" port ]\n"
  "userinfo      = *( unreserved / pct-encoded / sub-delims / \":\" )\n"
  "host          = IP-literal / IPv4address / reg-name\n"
  "port          = *DIGIT\n"
  "\n"
  "IP-literal    = \"[\" ( IPv6address / IPvFuture  ) \"]\"\n"
  "\n"
  "IPvFuture     = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )\n"
  "\n"
  "IPv6address   =                            6( h16 \":\" ) ls32\n"
  "              /                       \"::\" 5( h16 \":\" ) ls32\n"
  "              / [               h16 ] \"::\" 4( h16 \":\" ) ls32\n"
  "              / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32\n"
  "              / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32\n"
  "              / [ *3( h16 \":\" ) h16 ] \"::\"    h16 \":\"   ls32\n"
  "              / [ *4( h16 \":\" ) h16 ] \"::\"              ls32\n"
  "              / [ *5( h16 \":\" ) h16 ] \"::\"              h16\n"
  "              / [ *6( h16 \":\" ) h16 ] \"::\"\n"
  "\n"
  "h16           = 1*4HEXDIG\n"
  "ls32          = ( h16 \":\" h16 ) / IPv4address\n"
  "IPv4address   = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet\n"
  "\n"
  "dec-octet     = DIGIT                 ; 0-9\n"
  "              / %x31-39 DIGIT         ; 10-99\n"
  "              / \"1\" 2DIGIT            ; 100-199\n"
  "              / \"2\" %x30-34 DIGIT     ; 200-249\n"
  "              / \"25\" %x30-35          ; 250-255\n"
  "\n"
  "reg-name      = *( unreserved / pct-encoded / sub-delims )\n"
  "\n"
  "path          = path-abempty    ; begins with \"/\" or is empty\n"
  "              / path-absolute   ; begins with \"/\" but not \"//\"\n"
  "              / path-noscheme   ; begins with a non-colon segment\n"
  "              / path-rootless   ; begins with a segment\n"
  "              / path-empty      ; zero characters\n"
  "\n"
  "path-abempty  = *( \"/\" segment )\n"
  "path-absolute = \"/\" [ segment-nz *( \"/\" segment ) ]\n"
  "path-noscheme = segment-nz-nc *( \"/\" segment )\n"
  "path-rootless = segment-nz *( \"/\" segment )\n"
  "path-empty    = 0<pchar>\n"
  "\n"
  "segment       = *pchar\n"
  "segment-nz    = 1*pchar\n"
  "segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )\n"
  "              ; non-zero-length segment without any colon \":\"\n"
  "\n"
  "pchar         = unreserved / pct-encoded / sub-delims / \":\" / \"@\"\n"
  "\n"
  "query         = *( pchar / \"/\" / \"?\" )\n"
  "\n"
  "fragment      = *( pchar / \"/\" / \"?\" )\n"
  "\n"
  "pct-encoded   = \"%\" HEXDIG HEXDIG\n"
  "\n"
  "unreserved    = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"\n"
  "reserved      = gen-delims / sub-delims\n"
  "gen-delims    = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"\n"
  "sub-delims    = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\"\n"
  "              / \"*\" / \"+\" / \",\" / \";\" / \"=\"\n"
  ;

/* RFC 2396 Appendix A, "Collected BNF for URI", in RFC 5234 ABNF. The
 * conversion changes only the notation: "|" is written "/", and the letters
 * of lowalpha and upalpha are written as the ranges they list, because an
 * ABNF string ignores case and "a" would admit "A". The rule names keep
 * RFC 2396's underscores (RFC 5234 names admit only hyphens) so that the
 * tree and the grammar spell them alike. tests/test-grammar-text.c checks
 * it, rule by rule, against the RFC text. */
static const char rfc2396_abnf[] =
  "URI-reference = [ absoluteURI / relativeURI ] [ \"#\" fragment ]\n"
  "absoluteURI   = scheme \":\" ( hier_part / opaque_part )\n"
  "relativeURI   = ( net_path / abs_path / rel_path ) [ \"?\" query ]\n"
  "\n"
  "hier_part     = ( net_path / abs_path ) [ \"?\" query ]\n"
  "opaque_part   = uric_no_slash *uric\n"
  "\n"
  "uric_no_slash = unreserved / escaped / \";\" / \"?\" / \":\" / \"@\" /\n"
  "                \"&\" / \"=\" / \"+\" / \"$\" / \",\"\n"
  "\n"
  "net_path      = \"//\" authority [ abs_path ]\n"
  "abs_path      = \"/\"  path_segments\n"
  "rel_path      = rel_segment [ abs_path ]\n"
  "\n"
  "rel_segment   = 1*( unreserved / escaped /\n"
  "                    \";\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\" )\n"
  "\n"
  "scheme        = alpha *( alpha / digit / \"+\" / \"-\" / \".\" )\n"
  "\n"
  "authority     = server / reg_name\n"
  "\n"
  "reg_name      = 1*( unreserved / escaped / \"$\" / \",\" /\n"
  "                    \";\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" )\n"
  "\n"
  "server        = [ [ userinfo \"@\" ] hostport ]\n"
  "userinfo      = *( unreserved / escaped /\n"
  "                   \";\" / \":\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\" )\n"
  "\n"
  "hostport      = host [ \":\" port ]\n"
  "host          = hostname / IPv4address\n"
  "hostname      = *( domainlabel \".\" ) toplabel [ \".\" ]\n"
  "domainlabel   = alphanum / alphanum *( alphanum / \"-\" ) alphanum\n"
  "toplabel      = alpha / alpha *( alphanum / \"-\" ) alphanum\n"
  "IPv4address   = 1*digit \".\" 1*digit \".\" 1*digit \".\" 1*digit\n"
  "port          = *digit\n"
  "\n"
  "path          = [ abs_path / opaque_part ]\n"
  "path_segments = segment *( \"/\" segment )\n"
  "segment       = *pchar *( \";\" param )\n"
  "param         = *pchar\n"
  "pchar         = unreserved / escaped /\n"
  "                \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\"\n"
  "\n"
  "query         = *uric\n"
  "\n"
  "fragment      = *uric\n"
  "\n"
  "uric          = reserved / unreserved / escaped\n"
  "reserved      = \";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" /\n"
  "                \"$\" / \",\"\n"
  "unreserved    = alphanum / mark\n"
  "mark          = \"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" /\n"
  "                \"(\" / \")\"\n"
  "\n"
  "escaped       = \"%\" hex hex\n"
  "hex           = digit / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\" /\n"
  "                        \"a\" / \"b\" / \"c\" / \"d\" / \"e\" / \"f\"\n"
  "\n"
  "alphanum      = alpha / digit\n"
  "alpha         = lowalpha / upalpha\n"
  "\n"
  "lowalpha = %x61-7A   ; \"a\" | \"b\" | ... | \"z\"\n"
  "upalpha  = %x41-5A   ; \"A\" | \"B\" | ... | \"Z\"\n"
  "digit    = \"0\" / \"1\" / \"2\" / \"3\" / \"4\" / \"5\" / \"6\" / \"7\" /\n"
  "           \"8\" / \"9\"\n";

/* RFC 2396 §2.4.3, the US-ASCII characters excluded from URIs, in RFC 5234
 * ABNF: the RFC gives control and space in prose, and <"> for the quote. */
static const char rfc2396_excluded_abnf[] =
  "control     = %x00-1F / %x7F   ; <US-ASCII coded characters 00-1F and 7F hexadecimal>\n"
  "space       = %x20             ; <US-ASCII coded character 20 hexadecimal>\n"
  "delims      = \"<\" / \">\" / \"#\" / \"%\" / %x22   ; <\">\n"
  "unwise      = \"{\" / \"}\" / \"|\" / \"\\\" / \"^\" / \"[\" / \"]\" / \"`\"\n";

/* RFC 1808 §2.2, "BNF for Relative URLs", in RFC 5234 ABNF. As for RFC
 * 2396, only the notation changes: "|" is written "/", the letters of
 * lowalpha and hialpha are ranges, <"> is %x22, and the names keep their
 * underscores. tests/test-grammar-text.c checks it against the RFC text. */
static const char rfc1808_abnf[] =
  "URL         = ( absoluteURL / relativeURL ) [ \"#\" fragment ]\n"
  "\n"
  "absoluteURL = generic-RL / ( scheme \":\" *( uchar / reserved ) )\n"
  "\n"
  "generic-RL  = scheme \":\" relativeURL\n"
  "\n"
  "relativeURL = net_path / abs_path / rel_path\n"
  "\n"
  "net_path    = \"//\" net_loc [ abs_path ]\n"
  "abs_path    = \"/\"  rel_path\n"
  "rel_path    = [ path ] [ \";\" params ] [ \"?\" query ]\n"
  "\n"
  "path        = fsegment *( \"/\" segment )\n"
  "fsegment    = 1*pchar\n"
  "segment     =  *pchar\n"
  "\n"
  "params      = param *( \";\" param )\n"
  "param       = *( pchar / \"/\" )\n"
  "\n"
  "scheme      = 1*( alpha / digit / \"+\" / \"-\" / \".\" )\n"
  "net_loc     =  *( pchar / \";\" / \"?\" )\n"
  "query       =  *( uchar / reserved )\n"
  "fragment    =  *( uchar / reserved )\n"
  "\n"
  "pchar       = uchar / \":\" / \"@\" / \"&\" / \"=\"\n"
  "uchar       = unreserved / escape\n"
  "unreserved  = alpha / digit / safe / extra\n"
  "\n"
  "escape      = \"%\" hex hex\n"
  "hex         = digit / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\" /\n"
  "                      \"a\" / \"b\" / \"c\" / \"d\" / \"e\" / \"f\"\n"
  "\n"
  "alpha       = lowalpha / hialpha\n"
  "lowalpha    = %x61-7A   ; \"a\" | \"b\" | ... | \"z\"\n"
  "hialpha     = %x41-5A   ; \"A\" | \"B\" | ... | \"Z\"\n"
  "\n"
  "digit       = \"0\" / \"1\" / \"2\" / \"3\" / \"4\" / \"5\" / \"6\" / \"7\" /\n"
  "              \"8\" / \"9\"\n"
  "\n"
  "safe        = \"$\" / \"-\" / \"_\" / \".\" / \"+\"\n"
  "extra       = \"!\" / \"*\" / \"'\" / \"(\" / \")\" / \",\"\n"
  "national    = \"{\" / \"}\" / \"|\" / \"\\\" / \"^\" / \"~\" / \"[\" / \"]\" / \"`\"\n"
  "reserved    = \";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\"\n"
  "punctuation = \"<\" / \">\" / \"#\" / \"%\" / %x22   ; <\">\n";

/* RFC 1738 §5, "BNF for specific URL schemes", in RFC 5234 ABNF. The
 * notation changes as for the other RFCs ("|" is "/", the letter lists are
 * ranges, <"> is %x22), and RFC 822's "*[ … ]" is "*( … )". One correction:
 * gopherurl's "/" is quoted, as the RFC's own text of §3.4 means it (the
 * BNF prints it bare). The names keep their "_" and "+" (gopher+_string).
 * tests/test-grammar-text.c checks it against the RFC text. */
static const char rfc1738_abnf[] =
  "; The generic form of a URL is:\n"
  "genericurl     = scheme \":\" schemepart\n"
  "\n"
  "; Specific predefined schemes are defined here; new schemes\n"
  "; may be registered with IANA\n"
  "url            = httpurl / ftpurl / newsurl /\n"
  "                 nntpurl / telneturl / gopherurl /\n"
  "                 waisurl / mailtourl / fileurl /\n"
  "                 prosperourl / otherurl\n"
  "\n"
  "; new schemes follow the general syntax\n"
  "otherurl       = genericurl\n"
  "\n"
  "; the scheme is in lower case; interpreters should use case-ignore\n"
  "scheme         = 1*( lowalpha / digit / \"+\" / \"-\" / \".\" )\n"
  "schemepart     = *xchar / ip-schemepart\n"
  "\n"
  "; URL schemeparts for ip based protocols:\n"
  "\n"
  "ip-schemepart  = \"//\" login [ \"/\" urlpath ]\n"
  "\n"
  "login          = [ user [ \":\" password ] \"@\" ] hostport\n"
  "hostport       = host [ \":\" port ]\n"
  "host           = hostname / hostnumber\n"
  "hostname       = *( domainlabel \".\" ) toplabel\n"
  "domainlabel    = alphadigit / alphadigit *( alphadigit / \"-\" ) alphadigit\n"
  "toplabel       = alpha / alpha *( alphadigit / \"-\" ) alphadigit\n"
  "alphadigit     = alpha / digit\n"
  "hostnumber     = digits \".\" digits \".\" digits \".\" digits\n"
  "port           = digits\n"
  "user           = *( uchar / \";\" / \"?\" / \"&\" / \"=\" )\n"
  "password       = *( uchar / \";\" / \"?\" / \"&\" / \"=\" )\n"
  "urlpath        = *xchar    ; depends on protocol see section 3.1\n"
  "\n"
  "; The predefined schemes:\n"
  "\n"
  "; FTP (see also RFC959)\n"
  "\n"
  "ftpurl         = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]\n"
  "fpath          = fsegment *( \"/\" fsegment )\n"
  "fsegment       = *( uchar / \"?\" / \":\" / \"@\" / \"&\" / \"=\" )\n"
  "ftptype        = \"A\" / \"I\" / \"D\" / \"a\" / \"i\" / \"d\"\n"
  "\n"
  "; FILE\n"
  "\n"
  "fileurl        = \"file://\" [ host / \"localhost\" ] \"/\" fpath\n"
  "\n"
  "; HTTP\n"
  "\n"
  "httpurl        = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]]\n"
  "hpath          = hsegment *( \"/\" hsegment )\n"
  "hsegment       = *( uchar / \";\" / \":\" / \"@\" / \"&\" / \"=\" )\n"
  "search         = *( uchar / \";\" / \":\" / \"@\" / \"&\" / \"=\" )\n"
  "\n"
  "; GOPHER (see also RFC1436)\n"
  "\n"
  "gopherurl      = \"gopher://\" hostport [ \"/\" [ gtype [ selector\n"
  "                 [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]\n"
  "gtype          = xchar\n"
  "selector       = *xchar\n"
  "gopher+_string = *xchar\n"
  "\n"
  "; MAILTO (see also RFC822)\n"
  "\n"
  "mailtourl      = \"mailto:\" encoded822addr\n"
  "encoded822addr = 1*xchar               ; further defined in RFC822\n"
  "\n"
  "; NEWS (see also RFC1036)\n"
  "\n"
  "newsurl        = \"news:\" grouppart\n"
  "grouppart      = \"*\" / group / article\n"
  "group          = alpha *( alpha / digit / \"-\" / \".\" / \"+\" / \"_\" )\n"
  "article        = 1*( uchar / \";\" / \"/\" / \"?\" / \":\" / \"&\" / \"=\" ) \"@\" host\n"
  "\n"
  "; NNTP (see also RFC977)\n"
  "\n"
  "nntpurl        = \"nntp://\" hostport \"/\" group [ \"/\" digits ]\n"
  "\n"
  "; TELNET\n"
  "\n"
  "telneturl      = \"telnet://\" login [ \"/\" ]\n"
  "\n"
  "; WAIS (see also RFC1625)\n"
  "\n"
  "waisurl        = waisdatabase / waisindex / waisdoc\n"
  "waisdatabase   = \"wais://\" hostport \"/\" database\n"
  "waisindex      = \"wais://\" hostport \"/\" database \"?\" search\n"
  "waisdoc        = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath\n"
  "database       = *uchar\n"
  "wtype          = *uchar\n"
  "wpath          = *uchar\n"
  "\n"
  "; PROSPERO\n"
  "\n"
  "prosperourl    = \"prospero://\" hostport \"/\" ppath *( fieldspec )\n"
  "ppath          = psegment *( \"/\" psegment )\n"
  "psegment       = *( uchar / \"?\" / \":\" / \"@\" / \"&\" / \"=\" )\n"
  "fieldspec      = \";\" fieldname \"=\" fieldvalue\n"
  "fieldname      = *( uchar / \"?\" / \":\" / \"@\" / \"&\" )\n"
  "fieldvalue     = *( uchar / \"?\" / \":\" / \"@\" / \"&\" )\n"
  "\n"
  "; Miscellaneous definitions\n"
  "\n"
  "lowalpha       = %x61-7A   ; \"a\" | \"b\" | ... | \"z\"\n"
  "hialpha        = %x41-5A   ; \"A\" | \"B\" | ... | \"Z\"\n"
  "\n"
  "alpha          = lowalpha / hialpha\n"
  "digit          = \"0\" / \"1\" / \"2\" / \"3\" / \"4\" / \"5\" / \"6\" / \"7\" /\n"
  "                 \"8\" / \"9\"\n"
  "safe           = \"$\" / \"-\" / \"_\" / \".\" / \"+\"\n"
  "extra          = \"!\" / \"*\" / \"'\" / \"(\" / \")\" / \",\"\n"
  "national       = \"{\" / \"}\" / \"|\" / \"\\\" / \"^\" / \"~\" / \"[\" / \"]\" / \"`\"\n"
  "punctuation    = \"<\" / \">\" / \"#\" / \"%\" / %x22   ; <\">\n"
  "\n"
  "reserved       = \";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\"\n"
  "hex            = digit / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\" /\n"
  "                 \"a\" / \"b\" / \"c\" / \"d\" / \"e\" / \"f\"\n"
  "escape         = \"%\" hex hex\n"
  "\n"
  "unreserved     = alpha / digit / safe / extra\n"
  "uchar          = unreserved / escape\n"
  "xchar          = unreserved / reserved / escape\n"
  "digits         = 1*digit\n";

/* RFC 1630, "BNF for specific URL schemes": the "url:" prefix it preferred
 * (RFC 1738's Appendix still writes "URL:" in context), and the schemes
 * RFC 1738 dropped (mid, cid, afs), in RFC 5234 ABNF. Corrections and
 * readings, as RFC 1630 leaves them open:
 * - its characters are RFC 1738's (uchar): RFC 1630's own "safe" and
 *   "extra" let "@", "&" and <"> stand unescaped, which no later RFC kept;
 * - cellname is RFC 1738's hostname, and RFC 1630's recursive
 *   "path = void | segment [ / path ]" keeps its shape;
 * - addr-spec is RFC 822 §6.1's, with words and sub-domains that are atoms
 *   of URL characters (a quoted-string or a domain-literal cannot stand in
 *   a URL unescaped);
 * - content-identifier is RFC 2045's msg-id without its angle brackets, as
 *   RFC 2111 later wrote cid URLs. */
static const char rfc1630_abnf[] =
  "prefixedurl  = \"url:\" url\n"
  "\n"
  "midaddress   = \"mid:\" addr-spec\n"
  "cidaddress   = \"cid:\" content-identifier\n"
  "afsaddress   = \"afs://\" cellname \"/\" path\n"
  "\n"
  "cellname     = hostname\n"
  "path         = [ segment [ \"/\" path ] ]\n"
  "segment      = 1*xpalpha\n"
  "xpalpha      = uchar / \"+\"\n"
  "\n"
  "addr-spec    = local-part \"@\" domain\n"
  "local-part   = word *( \".\" word )\n"
  "domain       = sub-domain *( \".\" sub-domain )\n"
  "word         = atom\n"
  "sub-domain   = atom\n"
  "atom         = 1*( alpha / digit / \"$\" / \"-\" / \"_\" / \"+\" / \"!\" / \"*\" / \"'\" / escape )\n"
  "content-identifier = addr-spec\n";


/* RFC 3987 §2.2, the rules that differ from RFC 3986, as the RFC prints
 * them; the rules it shares with RFC 3986 (scheme, port, IP-literal …) are
 * RFC 3986's, in the grammar above. Terminals are code points, not bytes.
 * tests/test-grammar-text.c checks it against the RFC text. */
static const char rfc3987_abnf[] =
  "IRI            = scheme \":\" ihier-part [ \"?\" iquery ]\n"
  "                      [ \"#\" ifragment ]\n"
  "\n"
  "ihier-part     = \"//\" iauthority ipath-abempty\n"
  "               / ipath-absolute\n"
  "               / ipath-rootless\n"
  "               / ipath-empty\n"
  "\n"
  "IRI-reference  = IRI / irelative-ref\n"
  "\n"
  "absolute-IRI   = scheme \":\" ihier-part [ \"?\" iquery ]\n"
  "\n"
  "irelative-ref  = irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]\n"
  "\n"
  "irelative-part = \"//\" iauthority ipath-abempty\n"
  "                    / ipath-absolute\n"
  "               / ipath-noscheme\n"
  "               / ipath-empty\n"
  "\n"
  "iauthority     = [ iuserinfo \"@\" ] ihost [ \":\" port ]\n"
  "iuserinfo      = *( iunreserved / pct-encoded / sub-delims / \":\" )\n"
  "ihost          = IP-literal / IPv4address / ireg-name\n"
  "\n"
  "ireg-name      = *( iunreserved / pct-encoded / sub-delims )\n"
  "\n"
  "ipath          = ipath-abempty   ; begins with \"/\" or is empty\n"
  "               / ipath-absolute  ; begins with \"/\" but not \"//\"\n"
  "               / ipath-noscheme  ; begins with a non-colon segment\n"
  "               / ipath-rootless  ; begins with a segment\n"
  "               / ipath-empty     ; zero characters\n"
  "\n"
  "ipath-abempty  = *( \"/\" isegment )\n"
  "ipath-absolute = \"/\" [ isegment-nz *( \"/\" isegment ) ]\n"
  "ipath-noscheme = isegment-nz-nc *( \"/\" isegment )\n"
  "ipath-rootless = isegment-nz *( \"/\" isegment )\n"
  "ipath-empty    = 0<ipchar>\n"
  "\n"
  "isegment       = *ipchar\n"
  "isegment-nz    = 1*ipchar\n"
  "isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims\n"
  "                     / \"@\" )\n"
  "               ; non-zero-length segment without any colon \":\"\n"
  "\n"
  "ipchar         = iunreserved / pct-encoded / sub-delims / \":\"\n"
  "               / \"@\"\n"
  "\n"
  "iquery         = *( ipchar / iprivate / \"/\" / \"?\" )\n"
  "\n"
  "ifragment      = *( ipchar / \"/\" / \"?\" )\n"
  "\n"
  "iunreserved    = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar\n"
  "\n"
  "ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF\n"
  "               / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD\n"
  "               / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD\n"
  "               / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD\n"
  "               / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD\n"
  "               / %xD0000-DFFFD / %xE1000-EFFFD\n"
  "\n"
  "iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD\n";

/* RFC 5234 Appendix B.1, the core rules the grammars above use. */
static const char rfc5234_core_abnf[] =
  "ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z\n"
  "DIGIT          =  %x30-39\n"
  "                       ; 0-9\n"
  "HEXDIG         =  DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"\n";

/* RFC 6874 §2, which updates RFC 3986 with zone identifiers. */
static const char rfc6874_abnf[] =
  "IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture  ) \"]\"\n"
  "ZoneID = 1*( unreserved / pct-encoded )\n"
  "IPv6addrz = IPv6address \"%25\" ZoneID\n";

typedef struct {
  const char *name;
  UsSpec spec;
  const char *document;
  const char *section;
  const char *description;
  const char *grammar;
  gboolean prose;
} RuleInfo;

#define R3986(id, name, section, description) \
  [US_RULE_3986_##id] = { name, US_SPEC_RFC3986, "RFC 3986", section, description, rfc3986_abnf, FALSE }

#define R3987(id, name, description) \
  [US_RULE_3987_##id] = { name, US_SPEC_RFC3987, "RFC 3987", "2.2", description, rfc3987_abnf, FALSE }
#define R2396(id, name, section, description) \
  [US_RULE_2396_##id] = { name, US_SPEC_RFC2396, "RFC 2396", section, description, rfc2396_abnf, FALSE }
#define R1808(id, name, description) \
  [US_RULE_1808_##id] = { name, US_SPEC_RFC1808, "RFC 1808", "2.2", description, rfc1808_abnf, FALSE }
#define R1738(id, name, section, description) \
  [US_RULE_1738_##id] = { name, US_SPEC_RFC1738, "RFC 1738", section, description, rfc1738_abnf, FALSE }
/* The URL Standard defines concepts, not grammar rules: prose, no text. */
#define RWHATWG(id, name, section, description) \
  [US_RULE_WHATWG_##id] = { name, US_SPEC_WHATWG, "URL Standard", section, description, NULL, TRUE }
#define X2396(id, name, description) \
  [US_RULE_2396_##id] = { name, US_SPEC_RFC2396, "RFC 2396", "2.4.3", description, rfc2396_excluded_abnf, FALSE }

static const RuleInfo rules[US_RULE_COUNT] = {
  [US_RULE_NONE] = { "", US_SPEC_RFC3986, "", "", NULL, NULL, TRUE },

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
                           N_("a label of a host name"), NULL, TRUE },
  [US_RULE_6874_IPV6ADDRZ] = { "IPv6addrz", US_SPEC_RFC3986, "RFC 6874", "2",
                               N_("an IPv6 address with a zone identifier"), rfc6874_abnf, FALSE },

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
  [US_RULE_1630_PREFIXEDURL] = { "prefixedurl", US_SPEC_RFC1738, "RFC 1630", "", N_("a URL with the “url:” prefix"), rfc1630_abnf, FALSE },
  [US_RULE_1630_MIDADDRESS] = { "midaddress", US_SPEC_RFC1738, "RFC 1630", "", N_("a mid URL"), rfc1630_abnf, FALSE },
  [US_RULE_1630_CIDADDRESS] = { "cidaddress", US_SPEC_RFC1738, "RFC 1630", "", N_("a cid URL"), rfc1630_abnf, FALSE },
  [US_RULE_1630_AFSADDRESS] = { "afsaddress", US_SPEC_RFC1738, "RFC 1630", "", N_("an afs URL"), rfc1630_abnf, FALSE },
  [US_RULE_1630_CELLNAME] = { "cellname", US_SPEC_RFC1738, "RFC 1630", "", N_("the AFS cell"), rfc1630_abnf, FALSE },
  [US_RULE_1630_PATH] = { "path", US_SPEC_RFC1738, "RFC 1630", "", N_("the path"), rfc1630_abnf, FALSE },
  [US_RULE_1630_SEGMENT] = { "segment", US_SPEC_RFC1738, "RFC 1630", "", N_("a path segment"), rfc1630_abnf, FALSE },
  [US_RULE_1630_ADDR_SPEC] = { "addr-spec", US_SPEC_RFC1738, "RFC 822", "6.1", N_("the mail address"), rfc1630_abnf, FALSE },
  [US_RULE_1630_LOCAL_PART] = { "local-part", US_SPEC_RFC1738, "RFC 822", "6.1", N_("the local part"), rfc1630_abnf, FALSE },
  [US_RULE_1630_DOMAIN] = { "domain", US_SPEC_RFC1738, "RFC 822", "6.1", N_("the domain"), rfc1630_abnf, FALSE },
  [US_RULE_1630_ATOM] = { "atom", US_SPEC_RFC1738, "RFC 822", "3.3", N_("a word of the address"), rfc1630_abnf, FALSE },
  [US_RULE_1630_CONTENT_IDENTIFIER] = { "content-identifier", US_SPEC_RFC1738, "RFC 2045", "7", N_("the content identifier"), rfc1630_abnf, FALSE },

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

  [US_RULE_ALPHA]  = { "ALPHA",  US_SPEC_RFC3986, "RFC 5234", "B.1", N_("a letter"), rfc5234_core_abnf, FALSE },
  [US_RULE_DIGIT]  = { "DIGIT",  US_SPEC_RFC3986, "RFC 5234", "B.1", N_("a digit"), rfc5234_core_abnf, FALSE },
  [US_RULE_HEXDIG] = { "HEXDIG", US_SPEC_RFC3986, "RFC 5234", "B.1", N_("a hexadecimal digit"), rfc5234_core_abnf, FALSE },
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
        if (rules[i].grammar != NULL)
          cache[i] = extract_rule (rules[i].grammar, rules[i].name);
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
  return spec == US_SPEC_RFC1738 ? rfc1630_abnf : NULL;
}

/* The whole grammar of @spec as its document prints it. */
const char *
us_grammar_abnf (UsSpec spec)
{
  switch (spec)
    {
    case US_SPEC_RFC3986:
      return rfc3986_abnf;
    case US_SPEC_RFC3987:
      return rfc3987_abnf;
    case US_SPEC_RFC2396:
      return rfc2396_abnf;
    case US_SPEC_RFC1808:
      return rfc1808_abnf;
    case US_SPEC_RFC1738:
      return rfc1738_abnf;
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

/* RFC 3987's rule → the RFC 3986 rule it renames, or @rule itself. */
UsRule
us_rule_3987_to_3986 (UsRule rule)
{
  for (guint i = US_RULE_3986_URI; i <= US_RULE_3986_SUB_DELIMS; i++)
    if (us_rule_3986_to_3987 ((UsRule) i) == rule)
      return (UsRule) i;
  return rule;
}
