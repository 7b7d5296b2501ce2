/* test-rfc1738.c — RFC 1738 URLs: each scheme by its own production
 *
 * One test path per case: golden trees in RFC 1738's rule names for the
 * examples of its §3 and one URL of each scheme (RFC 1630's mid, cid and
 * afs too), and the exact diagnostics
 * ("code[start,end) severity fix=…") with the first message, for what the
 * strict reading rejects. Validity itself is checked against the grammar
 * by test-abnf.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

/* RFC 1738 §3's examples (ftp with ";type=", news, gopher, wais), one URL
 * of every other scheme, a scheme without a production of its own, the
 * "url:" prefix of RFC 1630, and a scheme in capitals. */
static const TestTreeCase trees[] = {
  { "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a",
    "url(ftpurl(login(hostport(host(hostname(domainlabel\"ftp\" domainlabel\"is\" domainlabel\"co\" toplabel\"za\")))) fpath(fsegment\"rfc\" fsegment\"rfc1808.txt\") ftptype\"a\"))",
    "" },
  { "news:comp.infosystems.www.servers.unix",
    "url(newsurl(grouppart(group\"comp.infosystems.www.servers.unix\")))",
    "" },
  { "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
    "url(gopherurl(hostport(host(hostname(domainlabel\"spinaltap\" domainlabel\"micro\" domainlabel\"umn\" toplabel\"edu\"))) gtype\"0\" selector(escape\"%20\")))",
    "" },
  { "wais://quake.think.com/directory-of-servers?dir",
    "url(waisurl(waisindex(hostport(host(hostname(domainlabel\"quake\" domainlabel\"think\" toplabel\"com\"))) database\"directory-of-servers\" search\"dir\")))",
    "" },
  { "wais://h/db/t/p",
    "url(waisurl(waisdoc(hostport(host(hostname(toplabel\"h\"))) database\"db\" wtype\"t\" wpath\"p\")))",
    "" },
  { "telnet://user:pass@host:23/",
    "url(telneturl(login(user\"user\" password\"pass\" hostport(host(hostname(toplabel\"host\")) port\"23\"))))",
    "" },
  { "http://www.math.uio.no/faq/compression-faq/part1.html",
    "url(httpurl(hostport(host(hostname(domainlabel\"www\" domainlabel\"math\" domainlabel\"uio\" toplabel\"no\"))) hpath(hsegment\"faq\" hsegment\"compression-faq\" hsegment\"part1.html\")))",
    "" },
  { "mailto:mduerst@ifi.unizh.ch",
    "url(mailtourl(encoded822addr\"mduerst@ifi.unizh.ch\"))",
    "" },
  { "nntp://news.example.com/comp.lang.c/42",
    "url(nntpurl(hostport(host(hostname(domainlabel\"news\" domainlabel\"example\" toplabel\"com\"))) group\"comp.lang.c\" digits\"42\"))",
    "" },
  { "news:*",
    "url(newsurl(grouppart\"*\"))",
    "" },
  { "news:1234@host.example.com",
    "url(newsurl(grouppart(article(host(hostname(domainlabel\"host\" domainlabel\"example\" toplabel\"com\"))))))",
    "" },
  { "file://vms.host.edu/disk$user/my/notes/note12345.txt",
    "url(fileurl(host(hostname(domainlabel\"vms\" domainlabel\"host\" toplabel\"edu\")) fpath(fsegment\"disk$user\" fsegment\"my\" fsegment\"notes\" fsegment\"note12345.txt\")))",
    "" },
  { "file:///etc/hosts",
    "url(fileurl(fpath(fsegment\"etc\" fsegment\"hosts\")))",
    "" },
  { "prospero://host.dom/a/b;field=value",
    "url(prosperourl(hostport(host(hostname(domainlabel\"host\" toplabel\"dom\"))) ppath(psegment\"a\" psegment\"b\") fieldspec(fieldname\"field\" fieldvalue\"value\")))",
    "" },
  { "gopher://h/1sel%09query%09+plus",
    "url(gopherurl(hostport(host(hostname(toplabel\"h\"))) gtype\"1\" selector\"sel\" search\"query\" gopher+_string\"+plus\"))",
    "" },
  { "x-y://u:p@h:1/z",
    "url(otherurl(genericurl(scheme\"x-y\" schemepart(ip-schemepart(login(user\"u\" password\"p\" hostport(host(hostname(toplabel\"h\")) port\"1\")) urlpath\"z\")))))",
    "generic-scheme[0,3) note" },
  { "url:http://a/b?c",
    "prefixedurl(url(httpurl(hostport(host(hostname(toplabel\"a\"))) hpath(hsegment\"b\") search\"c\")))",
    "" },
  { "mid:960830.1639@XIson.com",
    "url(midaddress(addr-spec(local-part(atom\"960830\" atom\"1639\") domain(atom\"XIson\" atom\"com\"))))",
    "" },
  { "cid:foo4*foo1@bar.net",
    "url(cidaddress(content-identifier(addr-spec(local-part(atom\"foo4*foo1\") domain(atom\"bar\" atom\"net\")))))",
    "" },
  { "afs://transarc.com/public/www/",
    "url(afsaddress(cellname(hostname(domainlabel\"transarc\" toplabel\"com\")) path(segment\"public\" segment\"www\")))",
    "" },
  { "HTTP://a/",
    "url(httpurl(hostport(host(hostname(toplabel\"a\"))) hpath(hsegment\"\")))",
    "" },
};

static const TestDiagCase diagnostics[] = {
  { "fragment", "http://a/b#f",
    "url(httpurl(hostport(host(hostname(toplabel\"a\"))) hpath(hsegment\"b#f\")))",
    "excluded-char[10,11) error fix=%23",
    "“#” (U+0023) is not allowed in a path segment (hsegment, RFC 1738 §3.3): it is in the excluded set “punctuation” (RFC 1738 §2.2), and a fragment identifier that follows it is not part of the URL (RFC 1738 §2.2); percent-encode it as %23" },
  { "search-slash", "http://a/b?c/d",
    "url(httpurl(hostport(host(hostname(toplabel\"a\"))) hpath(hsegment\"b\") search\"c/d\"))",
    "not-in-scheme-syntax[12,13) error fix=%2F",
    "“/” (U+002F) is not allowed in the search part of a URL of the scheme “http” (search, RFC 1738 §3.3); only the generic syntax (otherurl) would take it, and RFC 1738 gives this scheme a syntax of its own; percent-encode it as %2F" },
  { "http-user", "http://u@h/",
    "url(httpurl(hostport(host(hostname(toplabel\"u@h\"))) hpath(hsegment\"\")))",
    "not-in-scheme-syntax[8,9) error",
    "“@” is not allowed in the host of a URL of the scheme “http” (toplabel, RFC 1738 §3.1): RFC 1738 gives this scheme no user name or password" },
  { "http-no-slashes", "http:x",
    "url(httpurl\"http:x\")",
    "scheme-part-missing[5,6) error",
    "a URL of the scheme “http” needs \"//\" here (httpurl, RFC 1738 §3.3)" },
  { "uppercase-scheme", "Foo:bar",
    "url(otherurl(genericurl(scheme\"Foo\" schemepart\"bar\")))",
    "not-in-scheme-syntax[0,1) error; generic-scheme[0,3) note",
    "“F” (U+0046) is not allowed in the scheme (scheme, RFC 1738 §2.1): a scheme is written in lower case" },
  { "no-scheme", "a/b",
    "url\"a/b\"",
    "not-absolute[0,3) error",
    "a URL needs a scheme and “:” (url, RFC 1738 §5): RFC 1738 has no relative URLs, which came with RFC 1808" },
  { "ftptype-bad", "ftp://a/b;type=x",
    "url(ftpurl(login(hostport(host(hostname(toplabel\"a\")))) fpath(fsegment\"b\") ftptype\"x\"))",
    "bad-ftptype[15,16) error",
    "the transfer type must be one letter, A, I or D (ftptype, RFC 1738 §3.2.2), not “x”" },
  { "ftptype-missing", "ftp://a/b;type=",
    "url(ftpurl(login(hostport(host(hostname(toplabel\"a\")))) fpath(fsegment\"b\") ftptype\"\"))",
    "bad-ftptype[9,15) error",
    "“;type=” must be followed by the transfer type, A, I or D (ftptype, RFC 1738 §3.2.2)" },
  { "ftp-semicolon", "ftp://a/b;c",
    "url(ftpurl(login(hostport(host(hostname(toplabel\"a\")))) fpath(fsegment\"b;c\")))",
    "not-in-scheme-syntax[9,10) error fix=%3B",
    "“;” (U+003B) is not allowed in a path segment of a URL of the scheme “ftp” (fsegment, RFC 1738 §3.2.2); only the generic syntax (otherurl) would take it, and RFC 1738 gives this scheme a syntax of its own; percent-encode it as %3B" },
  { "file-no-path", "file://h",
    "url(fileurl(host(hostname(toplabel\"h\"))))",
    "scheme-part-missing[8,8) error",
    "a URL of the scheme “file” needs \"/\" fpath here (fileurl, RFC 1738 §3.10)" },
  { "group-digit", "nntp://h/1g",
    "url(nntpurl(hostport(host(hostname(toplabel\"h\"))) group\"1g\"))",
    "not-in-scheme-syntax[9,10) error",
    "a newsgroup begins with a letter (group, RFC 1738 §3.6), not with “1” (U+0031)" },
  { "article-no-local", "news:@h",
    "url(newsurl(grouppart(article(host(hostname(toplabel\"h\"))))))",
    "scheme-part-missing[5,6) error",
    "a URL of the scheme “news” needs 1*uchar here (article, RFC 1738 §3.6)" },
  { "port-empty", "http://h:/",
    "url(httpurl(hostport(host(hostname(toplabel\"h\")) port\"\") hpath(hsegment\"\")))",
    "scheme-part-missing[8,9) error",
    "a URL of the scheme “http” needs digits here (port, RFC 1738 §3.1)" },
  { "host-trailing-dot", "http://a./",
    "url(httpurl(hostport(host(hostname(domainlabel\"a\" toplabel\"\"))) hpath(hsegment\"\")))",
    "host-label[9,9) error",
    "the last label of the host name is empty (toplabel, RFC 1738 §3.1)" },
  { "host-digit-top", "http://a.1b/",
    "url(httpurl(hostport(host(hostname(domainlabel\"a\" toplabel\"1b\"))) hpath(hsegment\"\")))",
    "host-label[9,11) error",
    "“1b” cannot be the last label of a host name, which begins with a letter and is letters, digits and inner hyphens (toplabel, RFC 1738 §3.1)" },
  { "tilde", "http://a/~u",
    "url(httpurl(hostport(host(hostname(toplabel\"a\"))) hpath(hsegment\"~u\")))",
    "excluded-char[9,10) error fix=%7E",
    "“~” (U+007E) is not allowed in a path segment (hsegment, RFC 1738 §3.3): it is in the excluded set “national” (RFC 1738 §2.2); RFC 2396 and RFC 3986 allow it as an unreserved character; percent-encode it as %7E" },
  { "space", "http://a b/",
    "url(httpurl(hostport(host(hostname(toplabel\"a b\"))) hpath(hsegment\"\")))",
    "space[8,9) error",
    "space (U+0020) is not allowed in the last label of a host name (toplabel, RFC 1738 §3.1);"
    " a host name cannot hold it, not even percent-encoded (a forbidden host code point, URL Standard §3.5): remove it, or this is not a host" },
  { "prospero-no-value", "prospero://h/a;x",
    "url(prosperourl(hostport(host(hostname(toplabel\"h\"))) ppath(psegment\"a\") fieldspec(fieldname\"x\")))",
    "scheme-part-missing[16,16) error",
    "a URL of the scheme “prospero” needs \"=\" fieldvalue here (fieldspec, RFC 1738 §3.11)" },
  { "mailto-empty", "mailto:",
    "url(mailtourl(encoded822addr\"\"))",
    "scheme-part-missing[6,7) error",
    "a URL of the scheme “mailto” needs 1*xchar here (encoded822addr, RFC 1738 §3.5)" },
  { "wais-doc-short", "wais://h/db/t",
    "url(waisurl(waisdoc(hostport(host(hostname(toplabel\"h\"))) database\"db\" wtype\"t\")))",
    "scheme-part-missing[13,13) error",
    "a URL of the scheme “wais” needs \"/\" wpath here (waisdoc, RFC 1738 §3.9)" },
  { "telnet-path", "telnet://h/x",
    "url(telneturl(login(hostport(host(hostname(toplabel\"h\"))))))",
    "not-in-scheme-syntax[11,12) error",
    "only “/” may follow the login of a telnet URL (telneturl, RFC 1738 §3.8), not “x” (U+0078)" },
  { "afs-empty-segment", "afs://a/b//c",
    "url(afsaddress(cellname(hostname(toplabel\"a\")) path(segment\"b\" segment\"\" segment\"c\")))",
    "scheme-part-missing[10,11) error",
    "a URL of the scheme “afs” needs 1*xpalpha here (segment, RFC 1630)" },
  { "mid-no-domain", "mid:noat",
    "url(midaddress(addr-spec(local-part(atom\"noat\"))))",
    "scheme-part-missing[8,8) error",
    "a URL of the scheme “mid” needs \"@\" domain here (addr-spec, RFC 822 §6.1)" },
  { "prospero-link", "prospero://h/a/b%003",
    "url(prosperourl(hostport(host(hostname(toplabel\"h\"))) ppath(psegment\"a\" psegment(escape\"%00\"))))",
    "prospero-link[16,20) note",
    "RFC 1630 read “%003” as the link’s version and attributes after “%00” (prosperolink); RFC 1738 reads it as part of the path (ppath, RFC 1738 §3.11)" },
  { "generic", "foo:bar",
    "url(otherurl(genericurl(scheme\"foo\" schemepart\"bar\")))",
    "generic-scheme[0,3) note",
    "RFC 1738 gives the scheme “foo” no syntax of its own, so the URL is read under the generic syntax (genericurl, RFC 1738 §5)" },
};

/* The components of a few schemes. */
static void
test_components (void)
{
  static const struct {
    const char *input;
    const char *scheme, *userinfo, *host, *port, *path, *query;
  } cases[] = {
    { "http://h:80/a/b?c", "http", NULL, "h", "80", "a/b", "c" },
    { "ftp://u:p@h/x;type=i", "ftp", "u:p", "h", NULL, "x", NULL },
    { "mailto:a@b", "mailto", NULL, NULL, NULL, "a@b", NULL },
    { "wais://h/db?s", "wais", NULL, "h", NULL, "db?s", "s" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(UsResult) result = test_parse_spec (US_SPEC_RFC1738, cases[i].input, 0);
      const struct { UsComponent c; const char *want; } parts[] = {
        { US_COMPONENT_SCHEME, cases[i].scheme }, { US_COMPONENT_USERINFO, cases[i].userinfo },
        { US_COMPONENT_HOST, cases[i].host }, { US_COMPONENT_PORT, cases[i].port },
        { US_COMPONENT_PATH, cases[i].path }, { US_COMPONENT_QUERY, cases[i].query },
      };

      for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
        test_assert_component (result, parts[k].c, parts[k].want);
    }
}

/* A letter a character: A alpha, D digit, u the rest of unreserved, p
 * escape, l a literal of the production, x invalid, - outside. */
static void
test_terminals (void)
{
  static const struct {
    const char *input;
    const char *classes;
  } cases[] = {
    /* "ftp://", ";type=" and the letters of ftptype are literals of ftpurl. */
    { "ftp://a:1/b%20;type=i", "llllllAlDlAppplllllll" },
    { "http://a/b?c/d", "lllllllAlAlAxA" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    test_assert_terminals (US_SPEC_RFC1738, cases[i].input, cases[i].classes);
}

static void
test_rule_text (void)
{
  g_assert_cmpstr (us_rule_abnf (US_RULE_1738_FTPTYPE), ==,
                   "ftptype        = \"A\" / \"I\" / \"D\" / \"a\" / \"i\" / \"d\"");
  g_assert_cmpstr (us_rule_section (US_RULE_1738_HTTPURL), ==, "3.3");
  g_assert_cmpstr (us_rule_name (US_RULE_1738_GOPHERP_STRING), ==, "gopher+_string");
  g_assert_cmpstr (us_rule_abnf (US_RULE_1630_PREFIXEDURL), ==, "prefixedurl  = \"url:\" url");
  g_assert_cmpstr (us_rule_abnf (US_RULE_1630_AFSADDRESS), ==, "afsaddress   = \"afs://\" cellname \"/\" path");
  test_assert_rules (US_SPEC_RFC1738, US_RULE_1738_GENERICURL, US_RULE_1738_DIGITS);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  test_add_tree_cases (US_SPEC_RFC1738, trees, G_N_ELEMENTS (trees));
  test_add_diag_cases (US_SPEC_RFC1738, diagnostics, G_N_ELEMENTS (diagnostics));
  g_test_add_func ("/rfc1738/components", test_components);
  g_test_add_func ("/rfc1738/terminals", test_terminals);
  g_test_add_func ("/rfc1738/rule-text", test_rule_text);

  return g_test_run ();
}
