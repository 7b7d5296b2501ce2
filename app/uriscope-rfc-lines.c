/* uriscope-rfc-lines.c — which lines of an RFC's resolution algorithm ran
 *
 * Beside each step of a resolution the window shows the algorithm in the
 * RFC's own words (RFC 3986 §5.2.2's pseudo-code with §5.2.1, §5.2.3,
 * §5.2.4 and §5.3 when a step is there; RFC 2396 §5.2; RFC 1808 §4) with
 * the lines that ran highlighted. The table below says which lines those
 * are for each branch (and for each rule of RFC 3986 §5.2.4's buffer
 * table), by their text, never by line numbers: an entry names the first
 * and the last line of a range by words each holds (runs of spaces count
 * as one space), searched for from the top of the section or from the
 * line holding @after. test-steps checks that every branch a resolver can
 * take finds its lines.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-rfc-lines.h"
#include "uriscope-rfc-text.h"

#define ANY (-1)

typedef struct {
  UsSpec spec;
  int branch;             /* a UsBranch, or ANY for a rule of the buffer table */
  const char *rule;       /* "2A": a rule of RFC 3986 §5.2.4 */
  int path_branch;        /* ANY, or the branch that chose the path before */
  const char *section;
  const char *after;      /* the search starts at the line holding this */
  const char *first;
  const char *last;       /* NULL: the line of @first alone */
  gboolean key;           /* the step's own line: UriscopeRfcLines.key */
} Entry;

#define STEP(spec, branch, section, first, last) \
  { US_SPEC_ ## spec, US_BRANCH_ ## branch, NULL, ANY, section, NULL, first, last, FALSE }
#define STEP_KEY(spec, branch, section, first, last) \
  { US_SPEC_ ## spec, US_BRANCH_ ## branch, NULL, ANY, section, NULL, first, last, TRUE }
#define STEP_AFTER(spec, branch, section, after, first, last) \
  { US_SPEC_ ## spec, US_BRANCH_ ## branch, NULL, ANY, section, after, first, last, FALSE }
#define STEP_ON_PATH(spec, branch, path, section, after, first) \
  { US_SPEC_ ## spec, US_BRANCH_ ## branch, NULL, US_BRANCH_ ## path, section, after, first, NULL, FALSE }
#define RULE(rule, first, last) \
  { US_SPEC_RFC3986, ANY, rule, ANY, "5.2.4", NULL, first, last, FALSE }

static const Entry entries[] = {
  /* ---- RFC 3986 §5.2 ---- */
  /* 5.2.1 */
  STEP (RFC3986, PARSE_BASE, "5.2.1", "The base URI (Base) is established", "Section 3."),
  STEP (RFC3986, NOT_RESOLVABLE, "5.2.1", "Note that only the scheme component is required", "present in a base URI;"),
  /* 5.2.2 */
  STEP (RFC3986, PARSE_REFERENCE, "5.2.2", "= parse(R);", NULL),
  STEP (RFC3986, COMPAT_SCHEME, "5.2.2", "if ((not strict) and (R.scheme == Base.scheme)) then", "endif;"),
  STEP (RFC3986, STRICT_SCHEME, "5.2.2", "if ((not strict) and (R.scheme == Base.scheme)) then", NULL),
  STEP (RFC3986, REF_SCHEME, "5.2.2", "if defined(R.scheme) then", "T.query = R.query;"),
  STEP_KEY (RFC3986, REF_AUTHORITY, "5.2.2", "if defined(R.authority) then", "T.query = R.query;"),
  STEP (RFC3986, REF_AUTHORITY, "5.2.2", "T.scheme = Base.scheme;", NULL),
  STEP_KEY (RFC3986, EMPTY_PATH_REF_QUERY, "5.2.2", "if (R.path == \"\") then", "T.query = R.query;"),
  STEP (RFC3986, EMPTY_PATH_REF_QUERY, "5.2.2", "T.authority = Base.authority;", "T.scheme = Base.scheme;"),
  STEP (RFC3986, EMPTY_PATH_BASE_QUERY, "5.2.2", "if (R.path == \"\") then", "if defined(R.query) then"),
  STEP_KEY (RFC3986, EMPTY_PATH_BASE_QUERY, "5.2.2", "T.query = Base.query;", NULL),
  STEP (RFC3986, EMPTY_PATH_BASE_QUERY, "5.2.2", "T.authority = Base.authority;", "T.scheme = Base.scheme;"),
  STEP_KEY (RFC3986, ABSOLUTE_PATH, "5.2.2", "if (R.path starts-with \"/\") then", "T.path = remove_dot_segments(R.path);"),
  STEP_AFTER (RFC3986, ABSOLUTE_PATH, "5.2.2", "T.path = remove_dot_segments(T.path);", "T.query = R.query;", NULL),
  STEP (RFC3986, ABSOLUTE_PATH, "5.2.2", "T.authority = Base.authority;", "T.scheme = Base.scheme;"),
  STEP (RFC3986, RELATIVE_PATH, "5.2.2", "if (R.path starts-with \"/\") then", NULL),
  STEP_KEY (RFC3986, RELATIVE_PATH, "5.2.2", "T.path = merge(Base.path, R.path);", NULL),
  STEP_AFTER (RFC3986, RELATIVE_PATH, "5.2.2", "T.path = remove_dot_segments(T.path);", "T.query = R.query;", NULL),
  STEP (RFC3986, RELATIVE_PATH, "5.2.2", "T.authority = Base.authority;", "T.scheme = Base.scheme;"),
  STEP (RFC3986, FRAGMENT, "5.2.2", "T.fragment = R.fragment;", NULL),
  /* 5.2.3 */
  STEP (RFC3986, MERGE_EMPTY_BASE_PATH, "5.2.2", "T.path = merge(Base.path, R.path);", NULL),
  STEP (RFC3986, MERGE_EMPTY_BASE_PATH, "5.2.3", "o If the base URI has a defined authority", "reference's path; otherwise,"),
  STEP (RFC3986, MERGE_LAST_SEGMENT, "5.2.2", "T.path = merge(Base.path, R.path);", NULL),
  STEP (RFC3986, MERGE_LAST_SEGMENT, "5.2.3", "o return a string consisting of the reference's path", "any \"/\" characters)."),
  /* 5.2.4: the call that ran depends on the branch that chose the path */
  STEP_ON_PATH (RFC3986, REMOVE_DOT_SEGMENTS, REF_SCHEME, "5.2.2", "if defined(R.scheme) then",
                "remove_dot_segments(R.path);"),
  STEP_ON_PATH (RFC3986, REMOVE_DOT_SEGMENTS, REF_AUTHORITY, "5.2.2", "if defined(R.authority) then",
                "remove_dot_segments(R.path);"),
  STEP_ON_PATH (RFC3986, REMOVE_DOT_SEGMENTS, ABSOLUTE_PATH, "5.2.2", "if (R.path starts-with",
                "remove_dot_segments(R.path);"),
  STEP_ON_PATH (RFC3986, REMOVE_DOT_SEGMENTS, RELATIVE_PATH, "5.2.2", NULL, "T.path = remove_dot_segments(T.path);"),
  STEP (RFC3986, REMOVE_DOT_SEGMENTS, "5.2.4", "Remove Dot Segments", NULL),
  /* 5.3 */
  STEP (RFC3986, RECOMPOSE, "5.3", "result = \"\"", "return result;"),
  /* 5.2.4, the rules of the buffer table */
  RULE ("1", "1. The input buffer is initialized", "string."),
  RULE ("2A", "2. While the input buffer is not empty", NULL),
  RULE ("2A", "A. If the input buffer begins with a prefix of", "otherwise,"),
  RULE ("2B", "2. While the input buffer is not empty", NULL),
  RULE ("2B", "B. if the input buffer begins with a prefix of", "otherwise,"),
  RULE ("2C", "2. While the input buffer is not empty", NULL),
  RULE ("2C", "C. if the input buffer begins with a prefix of", "otherwise,"),
  RULE ("2D", "2. While the input buffer is not empty", NULL),
  RULE ("2D", "D. if the input buffer consists only of", "otherwise,"),
  RULE ("2E", "2. While the input buffer is not empty", NULL),
  RULE ("2E", "E. move the first path segment", "the end of the input buffer."),

  /* ---- RFC 2396 §5.2 ---- */
  /* 5.2 */
  STEP (RFC2396, PARSE_BASE, "5.2", "The base URI is established", "parsed into the four main components"),
  STEP (RFC2396, NOT_RESOLVABLE, "5.2", "that only the scheme component is required", "URI; the other components"),
  /* 1 */
  STEP (RFC2396, PARSE_REFERENCE, "5.2", "1) The URI reference is parsed", "as described in Section 4.3."),
  /* 2 */
  STEP (RFC2396, CURRENT_DOCUMENT, "5.2", "2) If the path component is empty", "current document and we are done."),
  STEP (RFC2396, NOT_CURRENT_DOCUMENT, "5.2", "2) If the path component is empty",
        "within the URI reference and not inherited from the base URI."),
  /* 3 */
  STEP (RFC2396, REF_SCHEME, "5.2", "3) If the scheme component is defined", "absolute URI and we are done."),
  STEP (RFC2396, INHERIT_SCHEME, "5.2", "3) If the scheme component is defined",
        "scheme is inherited from the base URI's scheme component."),
  STEP (RFC2396, COMPAT_SCHEME, "5.2", "Due to a loophole in prior specifications", "misformed relative reference as an error."),
  STEP (RFC2396, STRICT_SCHEME, "5.2", "Due to a loophole in prior specifications", "misformed relative reference as an error."),
  /* 4 */
  STEP (RFC2396, REF_AUTHORITY, "5.2", "4) If the authority component is defined", "network-path and we skip to step 7."),
  STEP (RFC2396, INHERIT_AUTHORITY, "5.2", "4) If the authority component is defined", "use an authority component."),
  /* 5 */
  STEP (RFC2396, ABSOLUTE_PATH, "5.2", "5) If the path component begins with a slash", "absolute-path and we skip to step 7."),
  /* 6a */
  STEP (RFC2396, BUFFER_BASE, "5.2", "6) If this step is reached", "a simple method using a separate string buffer."),
  STEP (RFC2396, BUFFER_BASE, "5.2", "a) All but the last segment", "slash character, if any, are excluded."),
  /* 6b */
  STEP (RFC2396, BUFFER_APPEND, "5.2", "b) The reference's path component is appended", "string."),
  /* 6c */
  STEP (RFC2396, REMOVE_DOT_SLASH, "5.2", "c) All occurrences of \"./\"", "are removed from the buffer string."),
  /* 6d */
  STEP (RFC2396, REMOVE_TRAILING_DOT, "5.2", "d) If the buffer string ends with \".\"", "that \".\" is removed."),
  /* 6e */
  STEP (RFC2396, REMOVE_DOTDOT, "5.2", "e) All occurrences of \"<segment>/../\"", "until no matching pattern remains."),
  /* 6f */
  STEP (RFC2396, REMOVE_TRAILING_DOTDOT, "5.2", "f) If the buffer string ends with \"<segment>/..\"",
        "\"<segment>/..\" is removed."),
  /* 6g */
  STEP (RFC2396, LEADING_DOTDOT, "5.2", "g) If the resulting buffer string still begins",
        "root), or by avoiding traversal of the reference."),
  STEP (RFC2396, NO_LEADING_DOTDOT, "5.2", "g) If the resulting buffer string still begins", "considered to be in error."),
  /* 6h */
  STEP (RFC2396, NEW_PATH, "5.2", "h) The remaining buffer string is", "component."),
  /* 7 */
  STEP (RFC2396, RECOMPOSE, "5.2", "7) The resulting URI components", "return result"),

  /* ---- RFC 1808 §4 ---- */
  /* 1 */
  STEP (RFC1808, NOT_RESOLVABLE, "4", "Step 1: The base URL is established", "we are done."),
  /* 2 */
  STEP (RFC1808, PARSE_BASE, "4", "Step 2: Both the base and embedded URLs are parsed", "Section 2.4."),
  STEP (RFC1808, PARSE_REFERENCE, "4", "Step 2: Both the base and embedded URLs are parsed", "Section 2.4."),
  /* 2a */
  STEP (RFC1808, EMPTY_REFERENCE, "4", "a) If the embedded URL is entirely empty", "and we are done."),
  /* 2b */
  STEP (RFC1808, REF_SCHEME, "4", "b) If the embedded URL starts with a scheme name", "absolute URL and we are done."),
  STEP (RFC1808, COMPAT_SCHEME, "4", "b) If the embedded URL starts with a scheme name", "absolute URL and we are done."),
  STEP (RFC1808, STRICT_SCHEME, "4", "b) If the embedded URL starts with a scheme name", "absolute URL and we are done."),
  /* 2c */
  STEP (RFC1808, INHERIT_SCHEME, "4", "c) Otherwise, the embedded URL inherits the scheme", "the base URL."),
  /* 3 */
  STEP (RFC1808, REF_AUTHORITY, "4", "Step 3: If the embedded URL's <net_loc> is non-empty", "Step 7. Otherwise"),
  STEP (RFC1808, INHERIT_AUTHORITY, "4", "Step 3: If the embedded URL's <net_loc> is non-empty", "(if any) of the base URL."),
  /* 4 */
  STEP (RFC1808, ABSOLUTE_PATH, "4", "Step 4: If the embedded URL path is preceded by a slash", "not relative and we skip to Step 7."),
  /* 5 */
  STEP (RFC1808, INHERIT_PATH, "4", "Step 5: If the embedded URL path is empty", "inherits the base URL path,"),
  /* 5a */
  STEP (RFC1808, KEEP_PARAMS, "4", "a) if the embedded URL's <params> is non-empty", "step 7; otherwise"),
  STEP (RFC1808, INHERIT_PARAMS, "4", "a) if the embedded URL's <params> is non-empty", "URL (if any) and"),
  /* 5b */
  STEP (RFC1808, KEEP_QUERY, "4", "b) if the embedded URL's <query> is non-empty", "step 7; otherwise"),
  STEP (RFC1808, INHERIT_QUERY, "4", "b) if the embedded URL's <query> is non-empty", "URL (if any) and we skip to step 7."),
  /* 6 */
  STEP (RFC1808, BUFFER_APPEND, "4", "Step 6: The last segment of the base URL's path", "in order, to the new path:"),
  /* 6a */
  STEP_AFTER (RFC1808, REMOVE_DOT_SLASH, "4", "Step 6:", "a) All occurrences of \"./\"", "segment, are removed."),
  /* 6b */
  STEP_AFTER (RFC1808, REMOVE_TRAILING_DOT, "4", "Step 6:", "b) If the path ends with \".\"", "that \".\" is removed."),
  /* 6c */
  STEP_AFTER (RFC1808, REMOVE_DOTDOT, "4", "Step 6:", "c) All occurrences of \"<segment>/../\"",
              "until no matching pattern remains."),
  /* 6d */
  STEP_AFTER (RFC1808, REMOVE_TRAILING_DOTDOT, "4", "Step 6:", "d) If the path ends with \"<segment>/..\"",
              "\"<segment>/..\" is removed."),
  /* 7 */
  STEP (RFC1808, RECOMPOSE, "4", "Step 7: The resulting URL components", "the embedded URL."),
};

/* Where a section shown is cut: after the line holding @needle and
 * @extra more (the examples and notes after the algorithm are left out). */
static const struct {
  const char *document;
  const char *section;
  const char *needle;
  guint extra;
} ends[] = {
  { "RFC 3986", "5.2.4", "3. Finally, the output buffer", 1 },
  { "RFC 3986", "5.3", "return result;", 0 },
  { "RFC 2396", "5.2", "return result", 0 },
  { "RFC 1808", "4", "Step 7: The resulting URL components", 2 },
};

typedef struct {
  char *text;
  char **lines;
  guint8 *breaks;   /* uriscope_rfc_lines_breaks(), made when first asked */
} Section;

static GHashTable *sections;  /* "RFC 3986 5.2.2" → Section */

/* @line and @needle compared with runs of spaces as one, leading spaces
 * left out. */
static char *
collapsed (const char *s)
{
  GString *out = g_string_sized_new (strlen (s));

  while (*s == ' ')
    s++;
  for (; *s; s++)
    if (*s != ' ' || (s[1] != ' ' && s[1] != '\0'))
      g_string_append_c (out, *s);
  return g_string_free (out, FALSE);
}

static gboolean
line_holds (const char *line,
            const char *needle)
{
  g_autofree char *l = collapsed (line);
  g_autofree char *n = collapsed (needle);

  return strstr (l, n) != NULL;
}

/* "RFC 3986" for the specs whose resolution is an RFC's; NULL for the
 * WHATWG URL Standard. */
const char *
uriscope_rfc_lines_document (UsSpec spec)
{
  switch (spec)
    {
    case US_SPEC_RFC3986:
    case US_SPEC_RFC3987:
      return "RFC 3986";
    case US_SPEC_RFC2396:
      return "RFC 2396";
    case US_SPEC_RFC1808:
      return "RFC 1808";
    case US_SPEC_RFC1738:
    case US_SPEC_WHATWG:
    default:
      return NULL;
    }
}

/* The section always shown: "5.2.2", "5.2" or "4". */
const char *
uriscope_rfc_lines_main_section (UsSpec spec)
{
  const char *document = uriscope_rfc_lines_document (spec);

  if (document == NULL)
    return NULL;
  return g_str_equal (document, "RFC 3986") ? "5.2.2" : g_str_equal (document, "RFC 2396") ? "5.2" : "4";
}

static const Section *
get_section (UsSpec      spec,
             const char *section)
{
  const char *document = uriscope_rfc_lines_document (spec);
  g_autofree char *key = NULL;
  Section *s;

  if (document == NULL || section == NULL)
    return NULL;
  if (sections == NULL)
    sections = g_hash_table_new (g_str_hash, g_str_equal);
  key = g_strdup_printf ("%s %s", document, section);
  s = g_hash_table_lookup (sections, key);
  if (s == NULL)
    {
      g_autofree char *text = uriscope_rfc_text_section (document, section);

      if (text == NULL)
        return NULL;
      s = g_new0 (Section, 1);
      s->lines = g_strsplit (text, "\n", -1);
      for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
        if (g_str_equal (ends[e].document, document) && g_str_equal (ends[e].section, section))
          for (guint i = 0; s->lines[i] != NULL; i++)
            if (line_holds (s->lines[i], ends[e].needle))
              {
                guint cut = MIN (i + 1 + ends[e].extra, g_strv_length (s->lines));

                for (guint k = cut; s->lines[k] != NULL; k++)
                  g_clear_pointer (&s->lines[k], g_free);
                break;
              }
      s->text = g_strjoinv ("\n", s->lines);
      g_hash_table_insert (sections, g_steal_pointer (&key), s);
    }
  return s;
}

/* The text of @section of @spec's RFC as the steps show it (the heading
 * its first line); NULL when the RFC has no such section. */
const char *
uriscope_rfc_lines_get_text (UsSpec      spec,
                             const char *section)
{
  const Section *s = get_section (spec, section);

  return s != NULL ? s->text : NULL;
}

static gboolean
resolve_entry (const Entry      *e,
               UriscopeRfcLines *out)
{
  const Section *s = get_section (e->spec, e->section);
  guint i = 0;

  if (s == NULL)
    return FALSE;
  if (e->after != NULL)
    {
      for (; s->lines[i] != NULL && !line_holds (s->lines[i], e->after); i++)
        ;
    }
  for (; s->lines[i] != NULL && !line_holds (s->lines[i], e->first); i++)
    ;
  if (s->lines[i] == NULL)
    return FALSE;
  out->section = e->section;
  out->key = e->key;
  out->first = out->last = i;
  if (e->last == NULL)
    return TRUE;
  for (; s->lines[i] != NULL && !line_holds (s->lines[i], e->last); i++)
    ;
  if (s->lines[i] == NULL)
    return FALSE;
  out->last = i;
  return TRUE;
}

static guint
lookup (UsSpec            spec,
        int               branch,
        const char       *rule,
        int               path_branch,
        UriscopeRfcLines *out)
{
  guint n = 0;

  if (spec == US_SPEC_RFC3987)
    spec = US_SPEC_RFC3986;
  for (guint i = 0; i < G_N_ELEMENTS (entries) && n < URISCOPE_RFC_LINES_MAX; i++)
    {
      const Entry *e = &entries[i];

      if (e->spec != spec || e->branch != branch || g_strcmp0 (e->rule, rule) != 0)
        continue;
      if (e->path_branch != ANY && e->path_branch != path_branch)
        continue;
      if (resolve_entry (e, &out[n]))
        n++;
    }
  return n;
}

/**
 * uriscope_rfc_lines_breaks:
 * @n: (out): the number of lines of @section's text
 *
 * Returns: (array length=n) (nullable): for each line of @section's text,
 *   not 0 when a range of lines some step or rule highlights starts
 *   there or ended on the line above: where a paragraph must start for a
 *   highlight to be whole paragraphs (uriscope_rfc_reflow())
 */
const guint8 *
uriscope_rfc_lines_breaks (UsSpec      spec,
                           const char *section,
                           guint      *n)
{
  Section *s;

  if (spec == US_SPEC_RFC3987)
    spec = US_SPEC_RFC3986;
  s = (Section *) get_section (spec, section);
  *n = 0;
  if (s == NULL)
    return NULL;
  *n = g_strv_length (s->lines);
  if (s->breaks == NULL)
    {
      s->breaks = g_new0 (guint8, *n + 1);
      for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
        {
          UriscopeRfcLines range;

          if (entries[i].spec == spec && g_str_equal (entries[i].section, section) &&
              resolve_entry (&entries[i], &range))
            s->breaks[range.first] = s->breaks[range.last + 1] = 1;
        }
    }
  return s->breaks;
}

/* Whether @branch is one that chooses where the path comes from (the call
 * of remove_dot_segments that ran depends on it). */
gboolean
uriscope_rfc_lines_is_path_branch (UsBranch branch)
{
  return branch == US_BRANCH_REF_SCHEME || branch == US_BRANCH_REF_AUTHORITY ||
         branch == US_BRANCH_ABSOLUTE_PATH || branch == US_BRANCH_RELATIVE_PATH;
}

/**
 * uriscope_rfc_lines_for_step:
 * @path_branch: the last branch before the step for which
 *   uriscope_rfc_lines_is_path_branch() holds
 * @out: (out caller-allocates): URISCOPE_RFC_LINES_MAX ranges
 *
 * Returns: how many ranges of lines ran for a step that took @branch
 * (0 when the table has none, or they are not in the text)
 */
guint
uriscope_rfc_lines_for_step (UsSpec            spec,
                             UsBranch          branch,
                             UsBranch          path_branch,
                             UriscopeRfcLines *out)
{
  return lookup (spec, branch, NULL, path_branch, out);
}

/* The same for a rule of RFC 3986 §5.2.4's buffer table ("1", "2A"). */
guint
uriscope_rfc_lines_for_rule (UsSpec            spec,
                             const char       *rule,
                             UriscopeRfcLines *out)
{
  g_return_val_if_fail (rule != NULL, 0);
  return lookup (spec, ANY, rule, ANY, out);
}

/* The text of @n ranges, each line's indent kept, the ranges one after
 * the other. */
char *
uriscope_rfc_lines_dup_text (UsSpec                  spec,
                             const UriscopeRfcLines *lines,
                             guint                   n)
{
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < n; r++)
    {
      const Section *s = get_section (spec, lines[r].section);

      for (guint i = lines[r].first; s != NULL && i <= lines[r].last; i++)
        {
          if (out->len > 0)
            g_string_append_c (out, '\n');
          g_string_append (out, s->lines[i]);
        }
    }
  return g_string_free (out, FALSE);
}

/* The rule's text (its own lines, not the loop's), for a tooltip. */
char *
uriscope_rfc_lines_dup_rule_text (UsSpec      spec,
                                  const char *rule)
{
  UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
  guint n = uriscope_rfc_lines_for_rule (spec, rule, lines);

  if (n == 0)
    return NULL;
  /* the rules of step 2 come after the "2. While …" line */
  return n > 1 ? uriscope_rfc_lines_dup_text (spec, lines + 1, n - 1) : uriscope_rfc_lines_dup_text (spec, lines, n);
}
