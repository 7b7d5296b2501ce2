/* us-parse-whatwg.c — the WHATWG URL Standard as a spec like the others
 *
 * us_whatwg_parse() (us-whatwg.c) runs the standard's basic URL parser,
 * with no base URL, and keeps where in the input it read each part of the
 * URL record. This file makes a UsResult of that:
 * - the components, byte spans of the input as given, defined where the
 *   input holds them ("http://a?" has an empty query, "http://a" none),
 *   except the host of a file URL, which the record always has: without
 *   "//" it is the empty host, an empty span where the path begins;
 * - a small tree in the URL record's terms (url, scheme, username,
 *   password, host, port, path with its path-segments, query, fragment);
 *   the standard has no grammar, so these are prose rules. Where the fast
 *   path parsed the input, it says where the segments end, and the tree
 *   is written at once (add_nodes_at_once()); else node by node, the
 *   segments found in the input;
 * - one error diagnostic per validation error, with a code of its own, the
 *   standard's name (us_diag_code_whatwg_name()), the span the parser gave
 *   it and a fix-it where the intent is clear. They are kept by position,
 *   as every result's are, and also in the order the parser met them
 *   (us_result_get_met_diagnostic()).
 * Valid means no validation error. The record itself stays in the result
 * for the URL API's getters (us_result_dup_url()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-parse-private.h"
#include "us-whatwg.h"

static const char *const getter_names[US_URL_GETTER_COUNT] = {
  "href", "protocol", "username", "password", "host", "hostname", "port",
  "pathname", "search", "hash", "origin",
};

/**
 * us_url_getter_name:
 * @getter: a getter of the URL API
 *
 * The getter's name in the URL API ("href", "pathname").
 *
 * Returns: (transfer none): a static string
 */
const char *
us_url_getter_name (UsUrlGetter getter)
{
  g_return_val_if_fail ((guint) getter < US_URL_GETTER_COUNT, NULL);
  return getter_names[getter];
}

/**
 * us_result_dup_url:
 *
 * Returns: (transfer full) (nullable): what the URL API's getter @getter
 *   gives for the reference of @result, read under the WHATWG URL Standard;
 *   NULL when the parser returned failure (a browser refuses the link) or
 *   when @result is of another spec
 */
char *
us_result_dup_url (const UsResult *result,
                   UsUrlGetter     getter)
{
  g_return_val_if_fail (result != NULL, NULL);
  g_return_val_if_fail ((guint) getter < US_URL_GETTER_COUNT, NULL);

  if (result->spec != US_SPEC_WHATWG || result->url == NULL)
    return NULL;
  return us_whatwg_url_get (result->url, getter);
}

static gboolean
in_span (const UsWhatwgSpan *span,
         gsize               offset)
{
  return span->defined && span->start <= offset && offset < span->end;
}

/* The part of the URL that holds byte @offset, or US_WHATWG_N_PARTS. */
static UsWhatwgPart
part_at (const UsWhatwgUrl *url,
         gsize              offset)
{
  static const UsWhatwgPart parts[] = {
    US_WHATWG_PART_FRAGMENT, US_WHATWG_PART_QUERY, US_WHATWG_PART_PATH, US_WHATWG_PART_PORT,
    US_WHATWG_PART_HOST, US_WHATWG_PART_PASSWORD, US_WHATWG_PART_USERNAME, US_WHATWG_PART_SCHEME,
  };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (in_span (&url->spans[parts[i]], offset))
      return parts[i];
  return US_WHATWG_N_PARTS;
}

static UsRule
part_rule (UsWhatwgPart part)
{
  switch (part)
    {
    case US_WHATWG_PART_SCHEME: return US_RULE_WHATWG_SCHEME;
    case US_WHATWG_PART_USERINFO:
    case US_WHATWG_PART_USERNAME: return US_RULE_WHATWG_USERNAME;
    case US_WHATWG_PART_PASSWORD: return US_RULE_WHATWG_PASSWORD;
    case US_WHATWG_PART_HOST: return US_RULE_WHATWG_HOST;
    case US_WHATWG_PART_PORT: return US_RULE_WHATWG_PORT;
    case US_WHATWG_PART_PATH: return US_RULE_WHATWG_PATH;
    case US_WHATWG_PART_QUERY: return US_RULE_WHATWG_QUERY;
    case US_WHATWG_PART_FRAGMENT: return US_RULE_WHATWG_FRAGMENT;
    case US_WHATWG_PART_AUTHORITY:
    case US_WHATWG_N_PARTS:
    default: return US_RULE_WHATWG_URL;
    }
}

/* The parser's errors and the diagnostic codes come from one list
 * (us-whatwg-error-list.h), in the same order: a validation error's code
 * is US_DIAG_WHATWG_FIRST + its type. */
G_STATIC_ASSERT (US_DIAG_WHATWG_FIRST + US_WHATWG_N_ERRORS == US_DIAG_WHATWG_LAST + 1);
#define US_WHATWG_ERROR(id, name, code_name, section, arg, message, fix) \
  G_STATIC_ASSERT (US_DIAG_WHATWG_##id == US_DIAG_WHATWG_FIRST + (int) US_WHATWG_ERROR_##id);
#include "us-whatwg-error-list.h"
#undef US_WHATWG_ERROR

/* The rule a validation error is reported against: the part it is in, and
 * the host for the host parser's errors wherever they point. */
static UsRule
error_rule (const UsWhatwgUrl   *url,
            const UsWhatwgError *e)
{
  if (e->type <= US_WHATWG_ERROR_IPV4_IN_IPV6_TOO_FEW_PARTS)
    return US_RULE_WHATWG_HOST;
  if (e->type == US_WHATWG_ERROR_INVALID_CREDENTIALS)
    return US_RULE_WHATWG_USERNAME;
  if (e->type == US_WHATWG_ERROR_PORT_INVALID || e->type == US_WHATWG_ERROR_PORT_OUT_OF_RANGE)
    return US_RULE_WHATWG_PORT;
  return part_rule (part_at (url, e->start));
}

static gboolean
is_slash (char c)
{
  return c == '/' || c == '\\';
}

/* The fix-it of a validation error, where the intent is clear: into
 * @fix_start, @fix_end and @text; FALSE for none. @duplicate: the error
 * before it in the parser's order had the same type and span (the parser
 * reports a lone "/" after "http:" twice). @slash_run: the number of
 * slashes after the scheme, counted once (G_MAXSIZE until then), so that
 * a slash too many each costs no more than itself. */
static gboolean
find_fix (const UsResult      *self,
          const UsWhatwgUrl   *url,
          const UsWhatwgError *e,
          gboolean             duplicate,
          gsize               *slash_run,
          gsize               *fix_start,
          gsize               *fix_end,
          GString             *text)
{
  const char *in = self->input;
  gsize len = self->len;
  guchar c = e->start < len ? (guchar) in[e->start] : 0;

  *fix_start = e->start;
  *fix_end = e->end;
  g_string_truncate (text, 0);

  switch (e->type)
    {
    case US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS:
      g_string_append_c (text, '/');
      return TRUE;

    case US_WHATWG_ERROR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS:
      {
        gsize after, run = 0;

        if (duplicate || !url->spans[US_WHATWG_PART_SCHEME].defined)
          return FALSE;
        after = url->spans[US_WHATWG_PART_SCHEME].end + 1;
        if (e->start < after)
          {
            /* "file:" not followed by "//": the browser reads an empty
             * host, as after "file://". */
            *fix_start = *fix_end = after;
            g_string_append (text, after < len && is_slash (in[after]) ? "//" : "///");
            return TRUE;
          }
        if (*slash_run == G_MAXSIZE)
          {
            *slash_run = 0;
            while (after + *slash_run < len && is_slash (in[after + *slash_run]))
              (*slash_run)++;
          }
        run = *slash_run;
        if (e->start >= after + run)
          {
            /* no slash at all: insert them */
            *fix_end = *fix_start;
            g_string_append (text, "//");
          }
        else if (e->start - after >= 2)
          /* a slash too many, which the browser ignores */
          ;
        else if (run == 1)
          g_string_append (text, "//");
        else if (c == '\\')
          g_string_append_c (text, '/');
        else
          return FALSE;
        return TRUE;
      }

    case US_WHATWG_ERROR_INVALID_URL_UNIT:
      {
        UsWhatwgPart part;
        gboolean all_space = TRUE;

        for (gsize i = e->start; i < e->end; i++)
          all_space = all_space && (guchar) in[i] <= 0x20;
        /* White space around the link, a tab or a newline inside it: the
         * parser removes them first. */
        if (e->end > e->start && all_space &&
            (e->start == 0 || e->end == len || c == '\t' || c == '\n' || c == '\r'))
          return TRUE;
        if (c == '%')
          {
            g_string_append (text, "%25");
            return TRUE;
          }
        part = part_at (url, e->start);
        if (part == US_WHATWG_PART_PATH && url->has_opaque_path && c == ' ')
          {
            /* An opaque path keeps a space, except before "?" or "#". */
            gsize next = e->end;

            while (next < len && (in[next] == '\t' || in[next] == '\n' || in[next] == '\r'))
              next++;
            if (next < len && (in[next] == '?' || in[next] == '#'))
              {
                g_string_append (text, "%20");
                return TRUE;
              }
            return FALSE;
          }
        if (part != US_WHATWG_PART_PATH && part != US_WHATWG_PART_QUERY &&
            part != US_WHATWG_PART_FRAGMENT && part != US_WHATWG_PART_HOST)
          return FALSE;
        us_whatwg_encode_for_part (text, in + e->start, e->end - e->start, part,
                                   url->special, url->has_opaque_path);
        /* What the browser keeps as it is needs no fix. */
        return text->len != e->end - e->start || memcmp (text->str, in + e->start, text->len) != 0;
      }

    case US_WHATWG_ERROR_DOMAIN_PERCENT_ENCODED:
      if (e->end - e->start == 3)
        {
          guchar b = (guchar) (g_ascii_xdigit_value (in[e->start + 1]) * 16 +
                               g_ascii_xdigit_value (in[e->start + 2]));

          if (g_ascii_isalnum (b) || b == '-' || b == '.')
            {
              g_string_append_c (text, (char) g_ascii_tolower ((char) b));
              return TRUE;
            }
        }
      return FALSE;

    case US_WHATWG_ERROR_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST:
      *fix_end = *fix_start;
      g_string_append_c (text, '/');
      return TRUE;

    default:
      return FALSE;
    }
}

static int
compare_error_starts (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  const UsWhatwgError *errors = user_data;
  gsize sa = errors[*(const guint *) a].start;
  gsize sb = errors[*(const guint *) b].start;

  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

static void
add_diagnostics (UsResult          *self,
                 const UsWhatwgUrl *url)
{
  guint n;
  const UsWhatwgError *errors = us_whatwg_url_get_errors (url, &n);
  g_autofree guint *order = NULL;
  g_autoptr(GString) fix = NULL;
  gboolean sorted = TRUE;
  gsize slash_run = G_MAXSIZE;

  /* Most URLs have no validation error, and a parse that did not fail
   * without one has nothing to add. */
  if (n == 0 && !url->failure)
    return;
  order = g_new (guint, n + 1);
  fix = g_string_new (NULL);
  us_result_reserve_diagnostics (self, n + 1);
  for (guint i = 0; i < n; i++)
    {
      order[i] = i;
      if (i > 0 && errors[i].start < errors[i - 1].start)
        sorted = FALSE;
    }
  /* By position, stably (a merge sort): the parser meets them nearly in
   * order, but trims the input and reads each host whole first. */
  if (!sorted)
    g_qsort_with_data (order, (gint) n, sizeof (guint), compare_error_starts, (gpointer) errors);

  self->met = g_new (guint, n + 1);
  for (guint k = 0; k < n; k++)
    {
      const UsWhatwgError *e = &errors[order[k]];
      gboolean duplicate = order[k] > 0 && errors[order[k] - 1].type == e->type &&
                           errors[order[k] - 1].start == e->start && errors[order[k] - 1].end == e->end;
      UsDiagnostic *d = us_result_add_diagnostic (self, US_DIAG_WHATWG_FIRST + e->type, US_SEVERITY_ERROR,
                                                  error_rule (url, e), NULL, e->start, e->end);
      gsize fix_start, fix_end;

      if (find_fix (self, url, e, duplicate, &slash_run, &fix_start, &fix_end, fix))
        us_result_set_fix (self, d, fix_start, fix_end, fix->str, fix->len);
      self->met[order[k]] = k;
      if (e->is_failure)
        self->url_failure = k;
    }

  if (url->failure && self->url_failure == G_MAXUINT)
    {
      /* Never seen: the parser names the error it fails at. Still, a
       * failure is never valid. */
      us_result_add_diagnostic (self, US_DIAG_WHATWG_FAILURE, US_SEVERITY_ERROR, US_RULE_WHATWG_URL,
                                NULL, self->len, self->len);
      self->url_failure = n;
      self->met[n] = n;
    }
}

/* The node of @span (defined) under the root. Parts come in the order of
 * the input; the checks only guard the tree's invariants. */
static inline void
add_part_node (UsResult           *self,
               const UsWhatwgSpan *span,
               UsRule              rule,
               gsize              *prev_end)
{
  if (G_UNLIKELY (span->start < *prev_end || span->end > self->len))
    return;
  us_result_add_node (self, rule, 0, span->start, span->end);
  *prev_end = span->end;
}

/* The first of the bytes [@i, @end) of @in that is "/" or @bs, or @end.
 * Eight bytes at a time where that is cheap: a byte of a word is one of
 * the two when the word XOR a word of that byte has a zero byte, and
 * (w - 0x01…01) & ~w & 0x80…80 has the high bit of the first zero byte
 * of w set (and maybe of later ones, never of earlier ones). */
static gsize
find_slash (const char *in,
            gsize       i,
            gsize       end,
            char        bs)
{
#if G_BYTE_ORDER == G_LITTLE_ENDIAN && defined(__GNUC__)
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);
  const guint64 slashes = ones * '/';
  const guint64 others = ones * (guchar) bs;

  for (; i + 8 <= end; i += 8)
    {
      guint64 w, a, b, hits;

      memcpy (&w, in + i, 8);
      a = w ^ slashes;
      b = w ^ others;
      hits = ((a - ones) & ~a & highs) | ((b - ones) & ~b & highs);
      if (hits != 0)
        return i + (gsize) __builtin_ctzll (hits) / 8;
    }
#endif
  for (; i < end; i++)
    if (in[i] == '/' || in[i] == bs)
      break;
  return i;
}

/* The path and a path-segment per segment of the input: the path state
 * splits at "/", and at "\" when the scheme is special; an opaque path
 * has no segments. Where the segments end comes from @segments when the
 * fast path met them, else from the input. */
static void
add_path_node (UsResult               *self,
               const UsWhatwgUrl      *url,
               const UsWhatwgSegments *segments,
               gsize                  *prev_end)
{
  const UsWhatwgSpan *span = &url->spans[US_WHATWG_PART_PATH];
  const char *in = self->input;
  guint path;
  gsize seg;

  if (G_UNLIKELY (span->start < *prev_end || span->end > self->len))
    return;
  path = us_result_open_node (self, US_RULE_WHATWG_PATH, 0, span->start);
  *prev_end = span->end;
  if (!url->has_opaque_path && span->end > span->start)
    {
      char bs = url->special ? '\\' : '/';   /* "\\" splits too, or "/" again */
      gsize end = span->end;

      seg = span->start;
      if (in[seg] == '/' || in[seg] == bs)
        seg++;
      if (segments != NULL && segments->n_ends != US_WHATWG_SEGMENTS_UNKNOWN)
        {
          for (guint k = 0; k < segments->n_ends; k++)
            {
              us_result_add_node (self, US_RULE_WHATWG_PATH_SEGMENT, path, seg, segments->ends[k]);
              seg = segments->ends[k] + 1;
            }
        }
      else
        for (;;)
          {
            gsize i = find_slash (in, seg, end, bs);

            us_result_add_node (self, US_RULE_WHATWG_PATH_SEGMENT, path, seg, i);
            if (i == end)
              break;
            seg = i + 1;
          }
    }
  us_result_close_node (self, path, span->end);
}

/* Whether a byte of @len at @text is above 0x7F, eight at a time. */
static gboolean
has_non_ascii (const char *text,
               gsize       len)
{
  gsize i = 0;

  for (; i + 8 <= len; i += 8)
    {
      guint64 w;

      memcpy (&w, text + i, 8);
      if (w & G_GUINT64_CONSTANT (0x8080808080808080))
        return TRUE;
    }
  for (; i < len; i++)
    if ((guchar) text[i] >= 0x80)
      return TRUE;
  return FALSE;
}

/* The tree, node by node: the root, and under it a node per part the
 * input holds (the path with its segments). Without a tree, the root
 * alone. */
static void
add_nodes (UsResult               *self,
           const UsWhatwgUrl      *url,
           const UsWhatwgSegments *segments)
{
  const UsWhatwgSpan *spans = url->spans;
  guint root = us_result_open_node (self, US_RULE_WHATWG_URL, US_NO_NODE, 0);

  if (!self->no_tree)
    {
      gsize prev_end = 0;

      if (spans[US_WHATWG_PART_SCHEME].defined)
        add_part_node (self, &spans[US_WHATWG_PART_SCHEME], US_RULE_WHATWG_SCHEME, &prev_end);
      if (spans[US_WHATWG_PART_USERNAME].defined)
        add_part_node (self, &spans[US_WHATWG_PART_USERNAME], US_RULE_WHATWG_USERNAME, &prev_end);
      if (spans[US_WHATWG_PART_PASSWORD].defined)
        add_part_node (self, &spans[US_WHATWG_PART_PASSWORD], US_RULE_WHATWG_PASSWORD, &prev_end);
      if (spans[US_WHATWG_PART_HOST].defined)
        add_part_node (self, &spans[US_WHATWG_PART_HOST], US_RULE_WHATWG_HOST, &prev_end);
      if (spans[US_WHATWG_PART_PORT].defined)
        add_part_node (self, &spans[US_WHATWG_PART_PORT], US_RULE_WHATWG_PORT, &prev_end);
      if (spans[US_WHATWG_PART_PATH].defined)
        add_path_node (self, url, segments, &prev_end);
      if (spans[US_WHATWG_PART_QUERY].defined)
        add_part_node (self, &spans[US_WHATWG_PART_QUERY], US_RULE_WHATWG_QUERY, &prev_end);
      if (spans[US_WHATWG_PART_FRAGMENT].defined)
        add_part_node (self, &spans[US_WHATWG_PART_FRAGMENT], US_RULE_WHATWG_FRAGMENT, &prev_end);
    }
  us_result_close_node (self, root, self->len);
}

/* A node written whole, field by field (a compound literal cost a few
 * instructions more a node); @place: its place among its siblings, which
 * the node builder keeps in first_child until us_result_finish(). */
static inline void
put_node (UsNode *node,
          UsRule  rule,
          guint   parent,
          guint   place,
          guint   n_children,
          gsize   start,
          gsize   end)
{
  node->rule = rule;
  node->parent = parent;
  node->first_child = place;
  node->n_children = n_children;
  node->start = start;
  node->end = end;
}

/* The tree of add_nodes() at once, for a parse
 * whose path segments the fast path saw, into a node buffer with room for
 * them all (the first one nearly always has): each node is written whole,
 * with its count of children, instead of node by node through
 * us_result_open_node(), which a dozen nodes a URL made a cost. */
static void
add_nodes_at_once (UsResult               *self,
                   const UsWhatwgUrl      *url,
                   const UsWhatwgSegments *segments)
{
  const UsWhatwgSpan *spans = url->spans;
  const gsize len = self->len;
  const guint root = self->n_nodes;
  UsNode *nodes = self->nodes + root;
  guint k = 1;
  guint n_parts = 0;
  gsize prev_end = 0;

#define ADD_PART(part, part_rule) \
  if (spans[part].defined && spans[part].start >= prev_end && spans[part].end <= len) \
    { \
      put_node (&nodes[k++], (part_rule), root, n_parts, 0, spans[part].start, spans[part].end); \
      prev_end = spans[part].end; \
      n_parts++; \
    }

  ADD_PART (US_WHATWG_PART_SCHEME, US_RULE_WHATWG_SCHEME);
  ADD_PART (US_WHATWG_PART_USERNAME, US_RULE_WHATWG_USERNAME);
  ADD_PART (US_WHATWG_PART_PASSWORD, US_RULE_WHATWG_PASSWORD);
  ADD_PART (US_WHATWG_PART_HOST, US_RULE_WHATWG_HOST);
  ADD_PART (US_WHATWG_PART_PORT, US_RULE_WHATWG_PORT);
  if (spans[US_WHATWG_PART_PATH].defined && spans[US_WHATWG_PART_PATH].start >= prev_end &&
      spans[US_WHATWG_PART_PATH].end <= len)
    {
      const UsWhatwgSpan *span = &spans[US_WHATWG_PART_PATH];
      guint path = k;

      put_node (&nodes[k++], US_RULE_WHATWG_PATH, root, n_parts, 0, span->start, span->end);
      prev_end = span->end;
      n_parts++;
      if (!url->has_opaque_path && span->end > span->start)
        {
          const char *in = self->input;
          gsize seg = span->start;

          if (in[seg] == '/' || (url->special && in[seg] == '\\'))
            seg++;
          for (guint j = 0; j < segments->n_ends; j++)
            {
              put_node (&nodes[k++], US_RULE_WHATWG_PATH_SEGMENT, root + path, j, 0, seg, segments->ends[j]);
              seg = segments->ends[j] + 1;
            }
          nodes[path].n_children = segments->n_ends;
        }
    }
  ADD_PART (US_WHATWG_PART_QUERY, US_RULE_WHATWG_QUERY);
  ADD_PART (US_WHATWG_PART_FRAGMENT, US_RULE_WHATWG_FRAGMENT);
#undef ADD_PART

  put_node (&nodes[0], US_RULE_WHATWG_URL, US_NO_NODE, 0, n_parts, 0, len);
  self->n_nodes = root + k;
}

/* The components of the result: the spans of the record's parts. (A
 * record's parts and the result's components are not the same list: the
 * username and password are the userinfo's, and the path's segments the
 * tree's.) */
static inline void
set_component (UsResult           *self,
               UsComponent         component,
               const UsWhatwgSpan *span)
{
  if (span->defined)
    us_result_set_component (self, component, span->start, span->end);
}

/* The result of the parse that gave @url (which it takes), from @len bytes
 * at @text; @segments: where the path's segments end, when known. */
static UsResult *
result_of_record (const char             *text,
                  gsize                   len,
                  UsParseFlags            flags,
                  UsWhatwgUrl            *url,
                  const UsWhatwgSegments *segments)
{
  const UsWhatwgSpan *spans = url->spans;
  UsResult *self = us_result_new (US_SPEC_WHATWG, US_RULE_WHATWG_URL, text, len,
                                  (flags & US_PARSE_NO_TREE) != 0);

  set_component (self, US_COMPONENT_SCHEME, &spans[US_WHATWG_PART_SCHEME]);
  set_component (self, US_COMPONENT_AUTHORITY, &spans[US_WHATWG_PART_AUTHORITY]);
  set_component (self, US_COMPONENT_USERINFO, &spans[US_WHATWG_PART_USERINFO]);
  set_component (self, US_COMPONENT_HOST, &spans[US_WHATWG_PART_HOST]);
  set_component (self, US_COMPONENT_PORT, &spans[US_WHATWG_PART_PORT]);
  set_component (self, US_COMPONENT_PATH, &spans[US_WHATWG_PART_PATH]);
  set_component (self, US_COMPONENT_QUERY, &spans[US_WHATWG_PART_QUERY]);
  set_component (self, US_COMPONENT_FRAGMENT, &spans[US_WHATWG_PART_FRAGMENT]);
  /* The record's host of a file URL without "//" is the empty host. */
  if (!url->failure && url->host.kind != US_WHATWG_HOST_NONE &&
      !spans[US_WHATWG_PART_HOST].defined && spans[US_WHATWG_PART_PATH].defined)
    us_result_set_component (self, US_COMPONENT_HOST, spans[US_WHATWG_PART_PATH].start,
                             spans[US_WHATWG_PART_PATH].start);
  self->non_ascii = !url->ascii_input && has_non_ascii (text, len);

  if (!self->no_tree && segments != NULL && segments->n_ends != US_WHATWG_SEGMENTS_UNKNOWN &&
      self->n_nodes_alloc - self->n_nodes >= 1 + US_WHATWG_N_PARTS + segments->n_ends)
    add_nodes_at_once (self, url, segments);
  else
    add_nodes (self, url, segments);

  self->url_special = url->special;
  self->url_failed = url->failure;
  /* Most URLs have no validation error, and a parse that did not fail
   * without one has nothing more to add. */
  if (url->n_errors > 0 || url->failure)
    {
      /* The serialized host is for the messages of the diagnostics
       * only. */
      if (!url->failure && url->host.kind != US_WHATWG_HOST_NONE)
        {
          self->url_host = us_whatwg_host_serialize (&url->host);
          self->url_host_ipv4 = url->host.kind == US_WHATWG_HOST_IPV4;
        }
      add_diagnostics (self, url);
    }
  self->url = url;
  /* us_whatwg_url_free() is one g_free() (us-whatwg-url.c): the result
   * calls it itself, not through url_free() */
  self->url_free = g_free;

  us_result_finish (self);
  return self;
}

UsResult *
us_parse_whatwg (const char   *text,
                 gsize         len,
                 UsParseFlags  flags)
{
  UsWhatwgSegments segments;
  UsWhatwgUrl *url = us_whatwg_parse_segments (text, len, &segments);

  return result_of_record (text, len, flags, url, &segments);
}

/* The result of the parse that gave @url (which it takes), from @len bytes
 * at @text: the parse without a base, or with one (us-resolve-whatwg.c). */
UsResult *
us_parse_whatwg_record (const char   *text,
                        gsize         len,
                        UsParseFlags  flags,
                        gpointer      record)
{
  return result_of_record (text, len, flags, record, NULL);
}
