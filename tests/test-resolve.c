/* test-resolve.c — every example of the RFCs, the buffer tables, the traps
 *
 * One test path per vector: /resolve/<spec>/<table>/<nn>. The tables are
 * copied from RFC 3986 §5.4.1 and §5.4.2, RFC 2396 Appendix C and RFC 1808
 * §5; where an RFC gives two answers, both are checked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "core-test-helpers.h"
#include "test-common.h"

typedef struct {
  UsSpec spec;
  const char *base;
  /* input */
  const char *reference;
  /* outputs */
  const char *target;
  const char *alternative;  /* the RFC's second answer, or NULL */
  UsBranch branch;          /* a branch the trace must show, or -1 */
} ResolveCase;

#define NO_BRANCH ((UsBranch) -1)

#define BASE_3986 "http://a/b/c/d;p?q"
#define BASE_2396 "http://a/b/c/d;p?q"
#define BASE_1808 "http://a/b/c/d;p?q#f"

/* RFC 3986 §5.4.1 Normal Examples */
static const ResolveCase rfc3986_normal[] = {
  { US_SPEC_RFC3986, BASE_3986, "g:h", "g:h", NULL, US_BRANCH_REF_SCHEME },
  { US_SPEC_RFC3986, BASE_3986, "g", "http://a/b/c/g", NULL, US_BRANCH_MERGE_LAST_SEGMENT },
  { US_SPEC_RFC3986, BASE_3986, "./g", "http://a/b/c/g", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "g/", "http://a/b/c/g/", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "/g", "http://a/g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "//g", "http://g", NULL, US_BRANCH_REF_AUTHORITY },
  { US_SPEC_RFC3986, BASE_3986, "?y", "http://a/b/c/d;p?y", NULL, US_BRANCH_EMPTY_PATH_REF_QUERY },
  { US_SPEC_RFC3986, BASE_3986, "g?y", "http://a/b/c/g?y", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "#s", "http://a/b/c/d;p?q#s", NULL, US_BRANCH_EMPTY_PATH_BASE_QUERY },
  { US_SPEC_RFC3986, BASE_3986, "g#s", "http://a/b/c/g#s", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "g?y#s", "http://a/b/c/g?y#s", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, ";x", "http://a/b/c/;x", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "g;x", "http://a/b/c/g;x", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "g;x?y#s", "http://a/b/c/g;x?y#s", NULL, US_BRANCH_RELATIVE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "", "http://a/b/c/d;p?q", NULL, US_BRANCH_EMPTY_PATH_BASE_QUERY },
  { US_SPEC_RFC3986, BASE_3986, ".", "http://a/b/c/", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "./", "http://a/b/c/", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "..", "http://a/b/", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "../", "http://a/b/", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "../g", "http://a/b/g", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "../..", "http://a/", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "../../", "http://a/", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
  { US_SPEC_RFC3986, BASE_3986, "../../g", "http://a/g", NULL, US_BRANCH_REMOVE_DOT_SEGMENTS },
};

/* RFC 3986 §5.4.2 Abnormal Examples */
static const ResolveCase rfc3986_abnormal[] = {
  { US_SPEC_RFC3986, BASE_3986, "../../../g", "http://a/g", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "../../../../g", "http://a/g", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "/./g", "http://a/g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "/../g", "http://a/g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC3986, BASE_3986, "g.", "http://a/b/c/g.", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, ".g", "http://a/b/c/.g", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g..", "http://a/b/c/g..", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "..g", "http://a/b/c/..g", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "./../g", "http://a/b/g", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "./g/.", "http://a/b/c/g/", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g/./h", "http://a/b/c/g/h", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g/../h", "http://a/b/c/h", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g;x=1/./y", "http://a/b/c/g;x=1/y", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g;x=1/../y", "http://a/b/c/y", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g?y/./x", "http://a/b/c/g?y/./x", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g?y/../x", "http://a/b/c/g?y/../x", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g#s/./x", "http://a/b/c/g#s/./x", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "g#s/../x", "http://a/b/c/g#s/../x", NULL, NO_BRANCH },
  /* "for strict parsers" / "for backward compatibility" */
  { US_SPEC_RFC3986, BASE_3986, "http:g", "http:g", "http://a/b/c/g", US_BRANCH_STRICT_SCHEME },
};

/* RFC 2396 Appendix C.1 Normal Examples */
static const ResolveCase rfc2396_normal[] = {
  { US_SPEC_RFC2396, BASE_2396, "g:h", "g:h", NULL, US_BRANCH_REF_SCHEME },
  { US_SPEC_RFC2396, BASE_2396, "g", "http://a/b/c/g", NULL, US_BRANCH_BUFFER_APPEND },
  { US_SPEC_RFC2396, BASE_2396, "./g", "http://a/b/c/g", NULL, US_BRANCH_REMOVE_DOT_SLASH },
  { US_SPEC_RFC2396, BASE_2396, "g/", "http://a/b/c/g/", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "/g", "http://a/g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC2396, BASE_2396, "//g", "http://g", NULL, US_BRANCH_REF_AUTHORITY },
  /* Unlike RFC 3986 and RFC 1808: the empty path is merged. */
  { US_SPEC_RFC2396, BASE_2396, "?y", "http://a/b/c/?y", NULL, US_BRANCH_BUFFER_BASE },
  { US_SPEC_RFC2396, BASE_2396, "g?y", "http://a/b/c/g?y", NULL, NO_BRANCH },
  /* "(current document)#s": the base, with the reference's fragment */
  { US_SPEC_RFC2396, BASE_2396, "#s", "http://a/b/c/d;p?q#s", NULL, US_BRANCH_CURRENT_DOCUMENT },
  { US_SPEC_RFC2396, BASE_2396, "g#s", "http://a/b/c/g#s", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g?y#s", "http://a/b/c/g?y#s", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, ";x", "http://a/b/c/;x", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g;x", "http://a/b/c/g;x", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g;x?y#s", "http://a/b/c/g;x?y#s", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, ".", "http://a/b/c/", NULL, US_BRANCH_REMOVE_TRAILING_DOT },
  { US_SPEC_RFC2396, BASE_2396, "./", "http://a/b/c/", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "..", "http://a/b/", NULL, US_BRANCH_REMOVE_TRAILING_DOTDOT },
  { US_SPEC_RFC2396, BASE_2396, "../", "http://a/b/", NULL, US_BRANCH_REMOVE_DOTDOT },
  { US_SPEC_RFC2396, BASE_2396, "../g", "http://a/b/g", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "../..", "http://a/", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "../../", "http://a/", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "../../g", "http://a/g", NULL, US_BRANCH_NO_LEADING_DOTDOT },
};

/* RFC 2396 Appendix C.2 Abnormal Examples */
static const ResolveCase rfc2396_abnormal[] = {
  /* "(current document)" */
  { US_SPEC_RFC2396, BASE_2396, "", "http://a/b/c/d;p?q", NULL, US_BRANCH_CURRENT_DOCUMENT },
  /* kept, "… will be interpreted as "http://a/g" by some implementations" */
  { US_SPEC_RFC2396, BASE_2396, "../../../g", "http://a/../g", "http://a/g", US_BRANCH_LEADING_DOTDOT },
  { US_SPEC_RFC2396, BASE_2396, "../../../../g", "http://a/../../g", "http://a/g", US_BRANCH_LEADING_DOTDOT },
  { US_SPEC_RFC2396, BASE_2396, "/./g", "http://a/./g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC2396, BASE_2396, "/../g", "http://a/../g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC2396, BASE_2396, "g.", "http://a/b/c/g.", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, ".g", "http://a/b/c/.g", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g..", "http://a/b/c/g..", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "..g", "http://a/b/c/..g", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "./../g", "http://a/b/g", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "./g/.", "http://a/b/c/g/", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g/./h", "http://a/b/c/g/h", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g/../h", "http://a/b/c/h", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g;x=1/./y", "http://a/b/c/g;x=1/y", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g;x=1/../y", "http://a/b/c/y", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g?y/./x", "http://a/b/c/g?y/./x", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g?y/../x", "http://a/b/c/g?y/../x", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g#s/./x", "http://a/b/c/g#s/./x", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "g#s/../x", "http://a/b/c/g#s/../x", NULL, NO_BRANCH },
  /* "for validating parsers" | "for backwards compatibility" */
  { US_SPEC_RFC2396, BASE_2396, "http:g", "http:g", "http://a/b/c/g", US_BRANCH_STRICT_SCHEME },
};

/* RFC 1808 §5.1 Normal Examples */
static const ResolveCase rfc1808_normal[] = {
  { US_SPEC_RFC1808, BASE_1808, "g:h", "g:h", NULL, US_BRANCH_REF_SCHEME },
  { US_SPEC_RFC1808, BASE_1808, "g", "http://a/b/c/g", NULL, US_BRANCH_BUFFER_APPEND },
  { US_SPEC_RFC1808, BASE_1808, "./g", "http://a/b/c/g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g/", "http://a/b/c/g/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "/g", "http://a/g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC1808, BASE_1808, "//g", "http://g", NULL, US_BRANCH_REF_AUTHORITY },
  { US_SPEC_RFC1808, BASE_1808, "?y", "http://a/b/c/d;p?y", NULL, US_BRANCH_KEEP_QUERY },
  { US_SPEC_RFC1808, BASE_1808, "g?y", "http://a/b/c/g?y", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g?y/./x", "http://a/b/c/g?y/./x", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "#s", "http://a/b/c/d;p?q#s", NULL, US_BRANCH_INHERIT_QUERY },
  { US_SPEC_RFC1808, BASE_1808, "g#s", "http://a/b/c/g#s", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g#s/./x", "http://a/b/c/g#s/./x", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g?y#s", "http://a/b/c/g?y#s", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, ";x", "http://a/b/c/d;x", NULL, US_BRANCH_KEEP_PARAMS },
  { US_SPEC_RFC1808, BASE_1808, "g;x", "http://a/b/c/g;x", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g;x?y#s", "http://a/b/c/g;x?y#s", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, ".", "http://a/b/c/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "./", "http://a/b/c/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "..", "http://a/b/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "../", "http://a/b/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "../g", "http://a/b/g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "../..", "http://a/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "../../", "http://a/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "../../g", "http://a/g", NULL, NO_BRANCH },
};

/* RFC 1808 §5.2 Abnormal Examples */
static const ResolveCase rfc1808_abnormal[] = {
  { US_SPEC_RFC1808, BASE_1808, "", "http://a/b/c/d;p?q#f", NULL, US_BRANCH_EMPTY_REFERENCE },
  { US_SPEC_RFC1808, BASE_1808, "../../../g", "http://a/../g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "../../../../g", "http://a/../../g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "/./g", "http://a/./g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC1808, BASE_1808, "/../g", "http://a/../g", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC1808, BASE_1808, "g.", "http://a/b/c/g.", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, ".g", "http://a/b/c/.g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g..", "http://a/b/c/g..", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "..g", "http://a/b/c/..g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "./../g", "http://a/b/g", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "./g/.", "http://a/b/c/g/", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g/./h", "http://a/b/c/g/h", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "g/../h", "http://a/b/c/h", NULL, NO_BRANCH },
  { US_SPEC_RFC1808, BASE_1808, "http:g", "http:g", NULL, US_BRANCH_REF_SCHEME },
  { US_SPEC_RFC1808, BASE_1808, "http:", "http:", NULL, US_BRANCH_REF_SCHEME },
};

/* Known traps of resolvers. */
static const ResolveCase traps[] = {
  /* The base's scheme repeated with an authority: both readings are the
   * same, so there is no other answer to give (it said the target again). */
  { US_SPEC_RFC3986, BASE_3986, "http://b.example/x", "http://b.example/x", NULL, NO_BRANCH },
  { US_SPEC_RFC2396, BASE_2396, "http://b.example/x", "http://b.example/x", NULL, NO_BRANCH },
  /* A base whose path has no "/": the merge keeps nothing of it. */
  { US_SPEC_RFC3986, "scheme:foo/bar", "../baz", "scheme:/baz", NULL, US_BRANCH_MERGE_LAST_SEGMENT },
  { US_SPEC_RFC3986, BASE_3986, "/..//a", "http://a//a", NULL, US_BRANCH_ABSOLUTE_PATH },
  { US_SPEC_RFC3986, BASE_3986, ".//g", "http://a/b/c//g", NULL, US_BRANCH_RELATIVE_PATH },
  /* Percent-encoded dots are not dot segments in resolution. */
  { US_SPEC_RFC3986, BASE_3986, "%2E%2E/g", "http://a/b/c/%2E%2E/g", NULL, NO_BRANCH },
  { US_SPEC_RFC3986, BASE_3986, "/%2e/g", "http://a/%2e/g", NULL, NO_BRANCH },
  /* §5.2.3: a base with an authority and an empty path. */
  { US_SPEC_RFC3986, "http://a", "g", "http://a/g", NULL, US_BRANCH_MERGE_EMPTY_BASE_PATH },
  { US_SPEC_RFC3986, "http://a?q", "?y", "http://a?y", NULL, US_BRANCH_EMPTY_PATH_REF_QUERY },
  /* Undefined is not empty: an empty query stays. */
  { US_SPEC_RFC3986, "http://a/b?", "", "http://a/b?", NULL, US_BRANCH_EMPTY_PATH_BASE_QUERY },
  { US_SPEC_RFC3986, "http://a/b", "?", "http://a/b?", NULL, US_BRANCH_EMPTY_PATH_REF_QUERY },
  { US_SPEC_RFC3986, "http://a/b", "#", "http://a/b#", NULL, NO_BRANCH },
  /* The base's fragment is not used. */
  { US_SPEC_RFC3986, "http://a/b#f", "", "http://a/b", NULL, NO_BRANCH },
  /* Schemes compare without case. */
  { US_SPEC_RFC3986, BASE_3986, "HTTP:g", "HTTP:g", "http://a/b/c/g", US_BRANCH_STRICT_SCHEME },
  /* A base without an authority. */
  { US_SPEC_RFC3986, "urn:a:b", "c", "urn:c", NULL, US_BRANCH_MERGE_LAST_SEGMENT },
  { US_SPEC_RFC3986, "x:", "mid/content=5/../6", "x:mid/6", NULL, US_BRANCH_MERGE_LAST_SEGMENT },
};

/* Where the algorithm leaves a path that begins with "//" and no authority
 * (issue 11): the target as the RFC computes it, and the safe form the
 * issue gives (NULL: no issue). */
typedef struct {
  UsSpec spec;
  const char *base;
  /* input */
  const char *reference;
  /* outputs */
  const char *target;
  const char *alternative;
  const char *safe;
  const char *read_as;
} AuthorityCase;

static const AuthorityCase path_authority[] = {
  /* §5.2.3 merge "/" + ".//b" = "/.//b", §5.2.4 → "//b" */
  { US_SPEC_RFC3986, "a:/", ".//b", "a://b", NULL, "a:/.//b", "b" },
  { US_SPEC_RFC3986, "a:/x", "..//b", "a://b", NULL, "a:/.//b", "b" },
  { US_SPEC_RFC3986, "a:", "/.//b", "a://b", NULL, "a:/.//b", "b" },
  { US_SPEC_RFC3986, "a:b", ".///c/d?q#f", "a://c/d?q#f", NULL, "a:/.//c/d?q#f", "c" },
  { US_SPEC_RFC3986, "x:", "a:/.//evil.com/x", "a://evil.com/x", NULL, "a:/.//evil.com/x", "evil.com" },
  { US_SPEC_RFC3986, "http://h/b", "http:/.//a", "http://a", "http://h//a", "http:/.//a", "a" },
  /* the backward-compatible answer is the one that would be misread */
  { US_SPEC_RFC3986, "a:/x", "a:.//b", "a:/b", "a://b", "a:/.//b", "b" },
  /* an authority, even empty, lets the path begin with "//" */
  { US_SPEC_RFC3986, "http://a/b/c/d;p?q", "/..//a", "http://a//a", NULL, NULL, NULL },
  { US_SPEC_RFC3986, "a:///x", ".//b", "a:////b", NULL, NULL, NULL },
  { US_SPEC_RFC3986, "a:/", "./b", "a:/b", NULL, NULL, NULL },
  /* RFC 2396 step 6c removes "./": "/.//b" → "//b" */
  { US_SPEC_RFC2396, "a:/", ".//b", "a://b", NULL, "a:/.//b", "b" },
  /* … and step 6g's other answer drops the ".." of "/..//b" */
  { US_SPEC_RFC2396, "a:/x", "..//b", "a:/..//b", "a://b", "a:/.//b", "b" },
  { US_SPEC_RFC2396, "a:", "/.//b", "a:/.//b", NULL, NULL, NULL },
  /* RFC 1808 step 6a likewise */
  { US_SPEC_RFC1808, "a:/", ".//b", "a://b", NULL, "a:/.//b", "b" },
  { US_SPEC_RFC1808, "a:/x;p", "././/b;q", "a://b;q", NULL, "a:/.//b;q", "b;q" },
  { US_SPEC_RFC1808, "a:/x", "..//b", "a:/..//b", NULL, NULL, NULL },
  { US_SPEC_RFC1808, "a:", "/.//b", "a:/.//b", NULL, NULL, NULL },
};

static UsResolution *
resolve (UsSpec          spec,
         const char     *base,
         const char     *reference,
         UsResolveFlags  flags)
{
  g_autoptr(GError) error = NULL;
  UsResolution *res = us_resolve (spec, base, strlen (base), reference, strlen (reference), flags, &error);

  g_assert_no_error (error);
  g_assert_nonnull (res);
  return res;
}

static gboolean
has_branch (const UsResolution *res,
            UsBranch            branch)
{
  for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
    if (us_resolution_get_step (res, i)->branch == branch)
      return TRUE;
  return FALSE;
}

static void
test_case (gconstpointer data)
{
  const ResolveCase *c = data;
  g_autoptr(UsResolution) traced = resolve (c->spec, c->base, c->reference, US_RESOLVE_TRACE);
  g_autoptr(UsResolution) quiet = resolve (c->spec, c->base, c->reference, US_RESOLVE_DEFAULT);
  const char *alternative = us_resolution_get_alternative (traced, NULL, NULL);

  g_test_message ("%s ⊕ %s", c->base, c->reference);
  g_assert_cmpstr (us_resolution_get_target (traced, NULL), ==, c->target);
  g_assert_cmpstr (alternative, ==, c->alternative);
  /* The trace changes nothing, and costs nothing when not asked for. */
  g_assert_cmpstr (us_resolution_get_target (quiet, NULL), ==, c->target);
  g_assert_cmpuint (us_resolution_get_n_steps (quiet), ==, 0);
  g_assert_cmpuint (us_resolution_get_n_rows (quiet), ==, 0);
  if (c->branch != NO_BRANCH)
    g_assert_true (has_branch (traced, c->branch));

  /* The last step is the recomposition, and its components give the
   * target. */
  {
    const UsStep *last = us_resolution_get_step (traced, us_resolution_get_n_steps (traced) - 1);
    gsize len;
    g_autofree char *again = us_recompose (last->parts, last->lens, &len);

    g_assert_cmpint (last->branch, ==, US_BRANCH_RECOMPOSE);
    g_assert_cmpstr (again, ==, c->target);
  }

  /* With the compatible reading chosen, the two answers swap. */
  if (c->alternative != NULL && c->branch == US_BRANCH_STRICT_SCHEME)
    {
      g_autoptr(UsResolution) compat = resolve (c->spec, c->base, c->reference, US_RESOLVE_COMPAT | US_RESOLVE_TRACE);
      UsAlternative kind;

      g_assert_cmpstr (us_resolution_get_target (compat, NULL), ==, c->alternative);
      g_assert_cmpstr (us_resolution_get_alternative (compat, NULL, &kind), ==, c->target);
      g_assert_cmpint (kind, ==, US_ALTERNATIVE_STRICT);
      g_assert_true (has_branch (compat, US_BRANCH_COMPAT_SCHEME));
    }
}

static void
add_table (const char        *name,
           const ResolveCase *cases,
           guint              n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/resolve/%s/%s/%02u",
                                               us_spec_to_string (cases[i].spec), name, i + 1);

      g_test_add_data_func (path, &cases[i], test_case);
    }
}

typedef struct {
  const char *id, *output, *input;
} Row;

static void
check_rows (const UsResolution *res,
            const Row          *rows,
            guint               n)
{
  g_assert_cmpuint (us_resolution_get_n_rows (res), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);

      g_test_message ("row %u", i);
      g_assert_cmpstr (row->id, ==, rows[i].id);
      g_assert_cmpstr (row->output, ==, rows[i].output);
      g_assert_cmpstr (row->input, ==, rows[i].input);
    }
}

/* RFC 3986 §5.2.4, the first worked example, row by row. */
static void
test_table_first (void)
{
  static const Row rows[] = {
    { "1",  "",       "/a/b/c/./../../g" },
    { "2E", "/a",     "/b/c/./../../g" },
    { "2E", "/a/b",   "/c/./../../g" },
    { "2E", "/a/b/c", "/./../../g" },
    { "2B", "/a/b/c", "/../../g" },
    { "2C", "/a/b",   "/../g" },
    { "2C", "/a",     "/g" },
    { "2E", "/a/g",   "" },
  };
  g_autoptr(UsResolution) res = resolve (US_SPEC_RFC3986, "http://x", "/a/b/c/./../../g", US_RESOLVE_TRACE);

  check_rows (res, rows, G_N_ELEMENTS (rows));
  g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://x/a/g");
}

/* RFC 3986 §5.2.4, the second worked example. */
static void
test_table_second (void)
{
  static const Row rows[] = {
    { "1",  "",              "mid/content=5/../6" },
    { "2E", "mid",           "/content=5/../6" },
    { "2E", "mid/content=5", "/../6" },
    { "2C", "mid",           "/6" },
    { "2E", "mid/6",         "" },
  };
  g_autoptr(UsResolution) res = resolve (US_SPEC_RFC3986, "x:", "mid/content=5/../6", US_RESOLVE_TRACE);

  check_rows (res, rows, G_N_ELEMENTS (rows));
}

/* Rules A and D, and the "/." and "/.." ends of rules B and C. */
static void
test_table_rules (void)
{
  static const Row rows[] = {
    { "1",  "",   "../.././a/b/." },
    { "2A", "",   ".././a/b/." },
    { "2A", "",   "./a/b/." },
    { "2A", "",   "a/b/." },
    { "2E", "a",  "/b/." },
    { "2E", "a/b", "/." },
    { "2B", "a/b", "/" },
    { "2E", "a/b/", "" },
  };
  static const Row rows2[] = {
    { "1",  "",   "a/.." },
    { "2E", "a",  "/.." },
    { "2C", "",   "/" },
    { "2E", "/",  "" },
  };
  static const Row rows3[] = {
    { "1",  "",   ".." },
    { "2D", "",   "" },
  };
  g_autoptr(UsResolution) a = resolve (US_SPEC_RFC3986, "x:", "../.././a/b/.", US_RESOLVE_TRACE);
  g_autoptr(UsResolution) b = resolve (US_SPEC_RFC3986, "x:", "a/..", US_RESOLVE_TRACE);
  g_autoptr(UsResolution) c = resolve (US_SPEC_RFC3986, "x:", "..", US_RESOLVE_TRACE);

  check_rows (a, rows, G_N_ELEMENTS (rows));
  check_rows (b, rows2, G_N_ELEMENTS (rows2));
  check_rows (c, rows3, G_N_ELEMENTS (rows3));
}

/* The trace of one resolution, step by step. */
static void
test_trace_steps (void)
{
  g_autoptr(UsResolution) res = resolve (US_SPEC_RFC3986, BASE_3986, "../g?y#s", US_RESOLVE_TRACE);
  static const struct { const char *id; UsBranch branch; const char *path; } steps[] = {
    { "5.2.1", US_BRANCH_PARSE_BASE, "/b/c/d;p" },
    { "5.2.2", US_BRANCH_PARSE_REFERENCE, "../g" },
    { "5.2.2", US_BRANCH_RELATIVE_PATH, "../g" },
    { "5.2.3", US_BRANCH_MERGE_LAST_SEGMENT, "/b/c/../g" },
    { "5.2.4", US_BRANCH_REMOVE_DOT_SEGMENTS, "/b/g" },
    { "5.2.2", US_BRANCH_FRAGMENT, "/b/g" },
    { "5.3", US_BRANCH_RECOMPOSE, "/b/g" },
  };
  const UsStep *merge;

  g_assert_cmpuint (us_resolution_get_n_steps (res), ==, G_N_ELEMENTS (steps));
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      g_assert_cmpstr (step->id, ==, steps[i].id);
      g_assert_cmpint (step->branch, ==, steps[i].branch);
      g_assert_cmpstr (step->parts[US_PART_PATH], ==, steps[i].path);
      g_assert_nonnull (us_branch_describe (step->branch));
    }
  /* After the merge the query is the reference's, the fragment not yet. */
  merge = us_resolution_get_step (res, 3);
  g_assert_cmpstr (merge->parts[US_PART_SCHEME], ==, "http");
  g_assert_cmpstr (merge->parts[US_PART_AUTHORITY], ==, "a");
  g_assert_cmpstr (merge->parts[US_PART_QUERY], ==, "y");
  g_assert_null (merge->parts[US_PART_FRAGMENT]);
  g_assert_cmpstr (us_resolution_get_step (res, 6)->parts[US_PART_FRAGMENT], ==, "s");
  g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://a/b/g?y#s");
}

/* RFC 2396 step 6's sub-steps a–h, each with its buffer. */
static void
test_trace_2396_substeps (void)
{
  g_autoptr(UsResolution) res = resolve (US_SPEC_RFC2396, BASE_2396, "./x/../../g/.", US_RESOLVE_TRACE);
  static const struct { const char *id; const char *path; } steps[] = {
    { "6a", "/b/c/" },
    { "6b", "/b/c/./x/../../g/." },
    { "6c", "/b/c/x/../../g/." },
    { "6d", "/b/c/x/../../g/" },
    { "6e", "/b/g/" },
    { "6f", "/b/g/" },
    { "6g", "/b/g/" },
    { "6h", "/b/g/" },
  };
  guint found = 0;

  for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      for (guint k = 0; k < G_N_ELEMENTS (steps); k++)
        if (g_str_equal (step->id, steps[k].id))
          {
            g_assert_cmpstr (step->parts[US_PART_PATH], ==, steps[k].path);
            found++;
          }
    }
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (steps));
  g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://a/b/g/");
}

/* Bad inputs: a clear issue, and a result only where the algorithm runs. */
static void
test_bad_inputs (void)
{
  const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC2396, US_SPEC_RFC1808 };

  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    {
      g_autoptr(UsResolution) relative = resolve (specs[s], "/a/b", "c", US_RESOLVE_TRACE);
      g_autoptr(UsResolution) empty = resolve (specs[s], "", "c", 0);
      g_autofree char *message = NULL;

      g_assert_null (us_resolution_get_target (relative, NULL));
      g_assert_cmpuint (us_resolution_get_n_issues (relative), ==, 1);
      g_assert_cmpint (us_resolution_get_issue (relative, 0), ==, US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE);
      g_assert_cmpint (us_resolve_issue_severity (US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE), ==, US_SEVERITY_ERROR);
      g_assert_true (has_branch (relative, US_BRANCH_NOT_RESOLVABLE));
      message = us_resolution_format_issue (relative, US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE);
      g_assert_nonnull (strstr (message, us_spec_title (specs[s])));
      g_assert_null (us_resolution_get_target (empty, NULL));
    }

  {
    /* An invalid reference is resolved all the same, and marked. */
    g_autoptr(UsResolution) res = resolve (US_SPEC_RFC3986, BASE_3986, "a b/../c d", 0);

    g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://a/b/c/c d");
    g_assert_true (us_resolution_is_from_invalid_input (res));
    g_assert_false (us_result_is_valid (us_resolution_get_reference_result (res)));
    g_assert_cmpint (us_resolution_get_issue (res, 0), ==, US_RESOLVE_ISSUE_REFERENCE_INVALID);
  }
  {
    g_autoptr(UsResolution) res = resolve (US_SPEC_RFC3986, "http://a b/c", "d", 0);

    g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://a b/d");
    g_assert_true (us_resolution_is_from_invalid_input (res));
  }
  {
    g_autoptr(UsResolution) res = resolve (US_SPEC_RFC3986, "http://a/b#frag", "c", 0);

    g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://a/c");
    g_assert_false (us_resolution_is_from_invalid_input (res));
    g_assert_cmpint (us_resolution_get_issue (res, 0), ==, US_RESOLVE_ISSUE_BASE_FRAGMENT);
  }
  {
    /* RFC 2396 and RFC 1808 judge their inputs with their own grammar:
     * Appendix C's "?y" is resolved as the RFC says, and marked, since the
     * grammar of Appendix A has no query-only relativeURI; RFC 1808 has
     * one, and "~" is what it rejects. */
    g_autoptr(UsResolution) query_only = resolve (US_SPEC_RFC2396, "http://a/b/c/d;p?q", "?y", US_RESOLVE_TRACE);
    g_autoptr(UsResolution) query_1808 = resolve (US_SPEC_RFC1808, "http://a/b/c/d;p?q#f", "?y", 0);
    g_autoptr(UsResolution) tilde = resolve (US_SPEC_RFC1808, "http://a/~b/", "c", 0);
    const UsResult *ref = us_resolution_get_reference_result (query_only);

    g_assert_cmpstr (us_resolution_get_target (query_only, NULL), ==, "http://a/b/c/?y");
    g_assert_true (us_resolution_is_from_invalid_input (query_only));
    g_assert_cmpint (us_result_get_spec (ref), ==, US_SPEC_RFC2396);
    g_assert_cmpint (us_result_get_diagnostic (ref, 0)->code, ==, US_DIAG_RELATIVE_WITHOUT_PATH);
    g_assert_cmpuint (us_result_get_n_nodes (ref), >, 1);
    g_assert_cmpstr (us_resolution_get_target (query_1808, NULL), ==, "http://a/b/c/d;p?y");
    g_assert_false (us_resolution_is_from_invalid_input (query_1808));
    g_assert_cmpint (us_result_get_spec (us_resolution_get_base_result (query_1808)), ==, US_SPEC_RFC1808);
    g_assert_cmpstr (us_resolution_get_target (tilde, NULL), ==, "http://a/~b/c");
    g_assert_true (us_resolution_is_from_invalid_input (tilde));
    g_assert_cmpint (us_resolution_get_issue (tilde, 0), ==, US_RESOLVE_ISSUE_BASE_INVALID);
  }
  {
    /* NUL and invalid UTF-8 go through untouched. */
    static const char ref[] = "a\0b/../\xff";
    g_autoptr(UsResolution) res = us_resolve (US_SPEC_RFC3986, "x:/", 3, ref, sizeof ref - 1, 0, NULL);
    gsize len;
    const char *target = us_resolution_get_target (res, &len);

    g_assert_cmpmem (target, len, "x:/\xff", 4);
  }
  {
    /* RFC 1738 defines no resolution; RFC 3987 resolves as RFC 3986
     * does (§6.5), its IRIs read by its own grammar. */
    g_autoptr(GError) error = NULL;
    g_autoptr(UsResolution) iri = us_resolve (US_SPEC_RFC3987, "http://r\xc3\xa9/b/c", 14, "../g", 4, 0, NULL);
    gsize len;
    const char *target = us_resolution_get_target (iri, &len);

    g_assert_null (us_resolve (US_SPEC_RFC1738, "a:", 2, "b", 1, 0, &error));
    g_assert_error (error, US_ERROR, US_ERROR_SPEC_UNAVAILABLE);
    g_assert_cmpmem (target, len, "http://r\xc3\xa9/g", 12);
    g_assert_false (us_resolution_is_from_invalid_input (iri));
  }
}

static void
test_path_authority (gconstpointer data)
{
  const AuthorityCase *c = data;
  g_autoptr(UsResolution) traced = resolve (c->spec, c->base, c->reference, US_RESOLVE_TRACE);
  g_autoptr(UsResolution) quiet = resolve (c->spec, c->base, c->reference, 0);
  UsResolution *both[] = { traced, quiet };

  g_test_message ("%s ⊕ %s", c->base, c->reference);
  for (guint k = 0; k < G_N_ELEMENTS (both); k++)
    {
      UsResolution *res = both[k];
      gboolean found = FALSE;

      /* The RFC's own answer, untouched. */
      g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, c->target);
      g_assert_cmpstr (us_resolution_get_alternative (res, NULL, NULL), ==, c->alternative);
      g_assert_cmpstr (us_resolution_get_safe_form (res, NULL), ==, c->safe);
      for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
        if (us_resolution_get_issue (res, i) == US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY)
          {
            g_autofree char *message = us_resolution_format_issue (res, US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY);
            g_autofree char *safe = g_strdup_printf ("“%s”", c->safe);
            g_autofree char *read_as = g_strdup_printf ("authority “%s”", c->read_as);

            g_assert_false (found);
            found = TRUE;
            g_assert_nonnull (strstr (message, safe));
            g_assert_nonnull (strstr (message, read_as));
            g_assert_nonnull (strstr (message, "begins with “//”"));
          }
      g_assert_cmpint (found, ==, c->safe != NULL);
    }
  g_assert_cmpint (us_resolve_issue_severity (US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY), ==, US_SEVERITY_WARNING);
  g_assert_cmpstr (us_resolve_issue_name (US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY), ==, "path-becomes-authority");

  /* What the command line and the window show. */
  {
    g_autofree char *text = cli_text_resolution (traced, c->reference, strlen (c->reference),
                                                 c->base, strlen (c->base), 0);

    g_assert_cmpint (strstr (text, "[path-becomes-authority]") != NULL, ==, c->safe != NULL);
  }
  /* The safe form keeps a path a path: parsed, it has no authority. */
  if (c->safe != NULL)
    {
      g_autoptr(UsResult) safe = test_parse (c->safe, US_PARSE_DEFAULT);

      g_assert_false (us_result_get_component (safe, US_COMPONENT_AUTHORITY, NULL, NULL));
      g_assert_true (us_result_is_valid (safe));
    }
}

/* 100,000 "../" and "./" segments: resolved, and the table bounded. */
static void
test_long_path (void)
{
  g_autoptr(GString) ref = g_string_new (NULL);
  g_autoptr(UsResolution) traced = NULL;
  g_autoptr(UsResolution) quiet = NULL;
  const UsSpec specs[] = { US_SPEC_RFC2396, US_SPEC_RFC1808 };

  for (guint i = 0; i < 50000; i++)
    g_string_append (ref, "x/./../");
  for (guint i = 0; i < 50000; i++)
    g_string_append (ref, "../");
  g_string_append (ref, "g");

  traced = us_resolve (US_SPEC_RFC3986, BASE_3986, strlen (BASE_3986), ref->str, ref->len, US_RESOLVE_TRACE, NULL);
  quiet = us_resolve (US_SPEC_RFC3986, BASE_3986, strlen (BASE_3986), ref->str, ref->len, 0, NULL);
  g_assert_cmpstr (us_resolution_get_target (traced, NULL), ==, "http://a/g");
  g_assert_cmpstr (us_resolution_get_target (quiet, NULL), ==, "http://a/g");
  g_assert_cmpuint (us_resolution_get_n_rows (traced), ==, US_MAX_BUFFER_ROWS);
  g_assert_cmpuint (us_resolution_get_rows_omitted (traced), >, 100000);
  for (guint i = 0; i < us_resolution_get_n_rows (traced); i++)
    {
      const UsBufferRow *row = us_resolution_get_row (traced, i);

      g_assert_cmpuint (row->output_len, <=, 512);
      g_assert_cmpuint (row->input_len, <=, 512);
    }
  g_assert_true (us_resolution_get_row (traced, 0)->input_cut);

  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    {
      g_autoptr(UsResolution) res = us_resolve (specs[s], BASE_2396, strlen (BASE_2396), ref->str, ref->len,
                                                US_RESOLVE_TRACE, NULL);

      /* The older RFCs keep ".." above the root. */
      g_assert_true (g_str_has_prefix (us_resolution_get_target (res, NULL), "http://a/../../"));
      g_assert_true (g_str_has_suffix (us_resolution_get_target (res, NULL), "/../g"));
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  add_table ("normal", rfc3986_normal, G_N_ELEMENTS (rfc3986_normal));
  add_table ("abnormal", rfc3986_abnormal, G_N_ELEMENTS (rfc3986_abnormal));
  add_table ("normal", rfc2396_normal, G_N_ELEMENTS (rfc2396_normal));
  add_table ("abnormal", rfc2396_abnormal, G_N_ELEMENTS (rfc2396_abnormal));
  add_table ("normal", rfc1808_normal, G_N_ELEMENTS (rfc1808_normal));
  add_table ("abnormal", rfc1808_abnormal, G_N_ELEMENTS (rfc1808_abnormal));
  add_table ("trap", traps, G_N_ELEMENTS (traps));
  for (guint i = 0; i < G_N_ELEMENTS (path_authority); i++)
    {
      g_autofree char *path = g_strdup_printf ("/resolve/%s/path-authority/%02u",
                                               us_spec_to_string (path_authority[i].spec), i + 1);

      g_test_add_data_func (path, &path_authority[i], test_path_authority);
    }
  g_test_add_func ("/resolve/rfc3986/table/first-example", test_table_first);
  g_test_add_func ("/resolve/rfc3986/table/second-example", test_table_second);
  g_test_add_func ("/resolve/rfc3986/table/rules", test_table_rules);
  g_test_add_func ("/resolve/rfc3986/trace", test_trace_steps);
  g_test_add_func ("/resolve/rfc2396/substeps", test_trace_2396_substeps);
  g_test_add_func ("/resolve/bad-inputs", test_bad_inputs);
  g_test_add_func ("/resolve/long-path", test_long_path);

  return g_test_run ();
}
