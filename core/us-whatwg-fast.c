/* us-whatwg-fast.c — the basic URL parser's fast path
 *
 * Nearly every URL is printable ASCII: no byte below U+0020 (so no tab or
 * newline to remove), none above U+007E (so no UTF-8 to decode) and no
 * space at either end (nothing to trim). In such an input byte k is code
 * point k, and the state machine (us-whatwg.c) would spend most of its
 * time on what that saves: decoding into code points, keeping each one's
 * byte span, then going through them one state call at a time, each
 * string of the record growing by one code point at a time. This file
 * parses the common shapes of such an input on its bytes, in one pass,
 * straight into the record's block:
 *
 *   special-scheme://host[:port][/path][?query][#fragment]
 *   file://[host]/path…, scheme://host[:port][/path]…, scheme:/path…,
 *   scheme:opaque-path…
 *
 * with a domain (ASCII, lowercased) or an opaque host. Runs of the code
 * points a state only copies (URL code points that its percent-encode set
 * does not hold) are copied whole; the others are taken one by one, with
 * their validation errors and percent-encoding, as the state does. The
 * validation errors it meets on the way: domain-to-ASCII (a host UTS #46
 * does not pass as it is), invalid-reverse-solidus (a "\" that ends a
 * special URL's segment), invalid-URL-unit (in a path, query or
 * fragment).
 *
 * For anything else (a byte that is not printable ASCII, credentials, an
 * IPv4 or IPv6 address, a host that needs percent-decoding or ICU, a
 * Windows drive letter, no "//" after a special scheme, failure, another
 * validation error, more than MAX_ERRORS of them) us_whatwg_parse_fast()
 * gives up: it frees what it made and returns NULL, and the state machine
 * parses the input from its start. So the fast path is an optimisation
 * only, and what it returns must be exactly what the state machine
 * returns for the same input (record, spans, validation errors in their
 * order), base or no base: it only takes inputs with a scheme, which a
 * special scheme must follow with "//", so that no state it stands for
 * reads the base. Each step names the states whose work it does.
 *
 * Where the processor has SSSE3, the long runs are found sixteen bytes at
 * a time (us-whatwg-runs.c): the domain, checked and lowercased as it is
 * read, the path's segments up to the first byte that needs more than
 * its copy, long queries and fragments; the byte-by-byte loops do the
 * rest, and all of it elsewhere. On the way it notes where the path's
 * segments end (UsWhatwgSegments), so that the tree's path-segment nodes
 * (us-parse-whatwg.c) need no second reading of the path.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-whatwg.h"

/* The validation errors the fast path keeps at most; an input with more
 * is the state machine's. */
#define MAX_ERRORS 32

typedef struct {
  const char *s;            /* the input */
  gsize n;
  const guint16 *cls;       /* us_whatwg_byte_classes() */
  UsWhatwgUrl *url;
  gsize size;               /* of the record's block */
  char *out;                /* where the next string goes in the block */
  gboolean special;
  gboolean is_file;
  guint n_errors;
  UsWhatwgError errors[MAX_ERRORS];
  UsWhatwgSegments *segments; /* where the path's segments end */
  gboolean vector;          /* us_whatwg_runs_vector() */
} Fast;

static inline gboolean
has_class (const Fast *f,
           gsize       i,
           guint       bits)
{
  return (f->cls[(guchar) f->s[i]] & bits) != 0;
}

/* The end of the run of bytes from @i whose class has @bit (one bit): four
 * bytes at a time (the two loads of a byte are most of its cost, and the
 * four are independent), then one at a time. For the short runs: the
 * long ones are found sixteen bytes at a time where the processor can
 * (us-whatwg-runs.c). */
static inline gsize
skip_run (const Fast *f,
          gsize       i,
          guint       bit)
{
  const guchar *s = (const guchar *) f->s;
  const guint16 *cls = f->cls;
  const gsize n = f->n;


  while (i + 4 <= n && (cls[s[i]] & cls[s[i + 1]] & cls[s[i + 2]] & cls[s[i + 3]] & bit))
    i += 4;
  while (i < n && (cls[s[i]] & bit))
    i++;
  return i;
}

static void
set_span (UsWhatwgUrl  *url,
          UsWhatwgPart  part,
          gsize         start,
          gsize         end)
{
  url->spans[part].defined = TRUE;
  url->spans[part].start = start;
  url->spans[part].end = MAX (start, end);
}

/* A validation error at the bytes [@start, @end); FALSE when there are
 * too many. */
static gboolean
add_error (Fast              *f,
           UsWhatwgErrorType  type,
           gsize              start,
           gsize              end)
{
  UsWhatwgError *e;

  if (f->n_errors == MAX_ERRORS)
    return FALSE;
  e = &f->errors[f->n_errors++];
  e->type = type;
  e->start = start;
  e->end = end;
  e->is_failure = FALSE;
  return TRUE;
}

/* Copies the @len bytes at @s to the record, as they are. */
static inline void
put (Fast       *f,
     const char *s,
     gsize       len)
{
  memcpy (f->out, s, len);
  f->out += len;
}

/* Ends the string that began at @start; returns @start. */
static inline char *
finish_string (Fast *f,
               char *start)
{
  *f->out++ = '\0';
  return start;
}

/* validateURLUnit() on a U+0025 (%) at @i: whether two ASCII hex digits
 * follow it */
static inline gboolean
percent_ok (const Fast *f,
            gsize       i)
{
  return i + 2 < f->n && has_class (f, i + 1, US_WHATWG_HEX) && has_class (f, i + 2, US_WHATWG_HEX);
}

static const char hex_upper[] = "0123456789ABCDEF";

/* What the path, opaque path, query and fragment states do with a code
 * point at @i that is not one they only copy: validateURLUnit() (a code
 * point that is not a URL code point is an invalid-URL-unit, and so is a
 * "%" without two hex digits), then the percent-encoding with the part's
 * percent-encode set @set. FALSE for a byte that is not printable ASCII
 * (nor a space), or too many errors. */
static gboolean
put_unit (Fast  *f,
          gsize  i,
          guint  set)
{
  guchar c = (guchar) f->s[i];

  if (c < 0x20 || c > 0x7E)
    return FALSE;
  if (c == '%' ? !percent_ok (f, i) : !has_class (f, i, US_WHATWG_URL_UNIT))
    if (!add_error (f, US_WHATWG_ERROR_INVALID_URL_UNIT, i, i + 1))
      return FALSE;
  if (has_class (f, i, set))
    {
      f->out[0] = '%';
      f->out[1] = hex_upper[c >> 4];
      f->out[2] = hex_upper[c & 0xF];
      f->out += 3;
    }
  else
    *f->out++ = (char) c;
  return TRUE;
}

/* forbidden domain code point, for printable ASCII */
static gboolean
is_forbidden_domain (char c)
{
  return strchr ("#/:<>?@[\\]^|%", c) != NULL;
}

static inline char
ascii_lower (char c)
{
  return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
}

/* Lowercases the @len bytes of ASCII at @s, eight at a time: in a word of
 * ASCII bytes, adding 0x80 - 'A' to each byte sets its high bit when it
 * is 'A' or more, adding 0x80 - 'Z' - 1 when it is more than 'Z' (no
 * byte overflows into the next), and the high bits of the letters
 * shifted right by 2 are their 0x20. */
static void
lowercase_ascii (char  *s,
                 gsize  len)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = G_GUINT64_CONSTANT (0x8080808080808080);
  gsize i = 0;

  for (; i + 8 <= len; i += 8)
    {
      guint64 w;

      memcpy (&w, s + i, 8);
      w |= ((w + ones * (0x80 - 'A')) & ~(w + ones * (0x80 - 'Z' - 1)) & highs) >> 2;
      memcpy (s + i, &w, 8);
    }
  for (; i < len; i++)
    s[i] = ascii_lower (s[i]);
}

/* Whether the label of @n bytes at @l is one UTS #46 passes as it is, all
 * else aside: 1 to 63 bytes, no "-" first or last, and no "--" third and
 * fourth (that of an "xn--" label too: ICU decodes those). */
static inline gboolean
is_plain_label (const char *l,
                gsize       n)
{
  return n >= 1 && n <= 63 && l[0] != '-' && l[n - 1] != '-' && !(n >= 4 && l[2] == '-' && l[3] == '-');
}

static inline gsize finish_domain (Fast     *f,
                                   gsize     a,
                                   gsize     e,
                                   gsize     label,
                                   gboolean  plain,
                                   gboolean  copied);

/* The host parser on the host of a special URL that begins at @a, up to
 * the first byte the authority's scan stops at (see parse_authority()):
 * an ASCII domain without "%", which the host parser lowercases and gives
 * to its ascii_domain_parser() (us-whatwg-host.c). Returns where the host
 * ends, or G_MAXSIZE when it is not for the fast path. */
static gsize
parse_domain (Fast  *f,
              gsize  a)
{
  const char *s = f->s;
  gsize e = a;
  gsize label = a;
  gboolean plain = TRUE;

  /* The whole host at once, and its labels by the simplest test, where
   * the processor can; else, or when the test cannot tell, label by
   * label. */
  if (f->vector)
    {
      gboolean simple;

      e = us_whatwg_scan_domain_vector (s, a, f->n, f->out, &simple, &label);
      if (simple && (e == f->n || !has_class (f, e, US_WHATWG_PLAIN_AUTHORITY)))
        return finish_domain (f, a, e, label, TRUE, TRUE);
      label = a;
      e = a;
    }
  /* Labels of ASCII alphanumerics and "-", checked as they end: those
   * need no more. */
  for (;;)
    {
      e = skip_run (f, e, US_WHATWG_LDH);
      plain = plain && is_plain_label (s + label, e - label);
      if (e == f->n || s[e] != '.')
        break;
      label = ++e;
    }
  /* anything else up to the end of the host */
  if (e < f->n && has_class (f, e, US_WHATWG_PLAIN_AUTHORITY))
    {
      e = skip_run (f, e, US_WHATWG_PLAIN_AUTHORITY);
      plain = FALSE;
    }
  return finish_domain (f, a, e, label, plain, FALSE);
}

/* The host parser on the host [@a, @e), whose last label begins at
 * @label, for parse_domain(); @plain: its labels are all plain; @copied:
 * the record has it lowercased already. */
static inline gsize
finish_domain (Fast     *f,
               gsize     a,
               gsize     e,
               gsize     label,
               gboolean  plain,
               gboolean  copied)
{
  const char *s = f->s;
  char *name = f->out;
  gsize len;

  len = e - a;
  if (len == 0)
    return G_MAXSIZE;         /* host-missing */
  if (copied)
    f->out += len;
  else
    {
      put (f, s + a, len);
      lowercase_ascii (name, len);
    }

  if (!plain || len > 253)
    {
      int verdict = us_whatwg_ascii_domain_verdict (name, len);

      if (verdict < 0)
        return G_MAXSIZE;     /* an "xn--" label: ICU decides */
      if (verdict == 0)
        {
          /* domain-to-ASCII, unless a forbidden domain code point
           * fails */
          for (gsize k = 0; k < len; k++)
            if (is_forbidden_domain (name[k]))
              return G_MAXSIZE;
          if (!add_error (f, US_WHATWG_ERROR_DOMAIN_TO_ASCII, a, e))
            return G_MAXSIZE;
        }
    }
  /* The IPv4 parser's, if it ends in a number (a last label of plain
   * labels that begins with a letter does not). */
  if ((!plain || us_whatwg_is_ascii_digit ((guchar) s[label])) && us_whatwg_ends_in_a_number (name, len))
    return G_MAXSIZE;
  f->url->host.kind = US_WHATWG_HOST_DOMAIN;
  f->url->host.name = finish_string (f, name);
  return e;
}

/* The opaque-host parser on the host of a URL that is not special, from
 * @a: kept as it is when every code point is a URL code point (none is
 * then a forbidden host code point: the authority's scan stops at those
 * that are). Returns where it ends, or G_MAXSIZE. */
static gsize
parse_opaque_host (Fast  *f,
                   gsize  a)
{
  char *name = f->out;
  gsize e;

  for (e = a; e < f->n && has_class (f, e, US_WHATWG_PLAIN_AUTHORITY); e++)
    if (!has_class (f, e, US_WHATWG_URL_UNIT))
      return G_MAXSIZE;
  if (e == a)
    {
      /* the empty host, unless a port follows (host-missing) */
      if (e < f->n && f->s[e] == ':')
        return G_MAXSIZE;
      f->url->host.kind = US_WHATWG_HOST_EMPTY;
      return e;
    }
  put (f, f->s + a, e - a);
  f->url->host.kind = US_WHATWG_HOST_OPAQUE;
  f->url->host.name = finish_string (f, name);
  return e;
}

/* The authority state, host state and port state on the authority that
 * begins at @a (after "//"), for a scheme other than "file". Returns
 * where the authority ends, or G_MAXSIZE.
 *
 * The authority state reads up to "/", "?", "#", "\" in a special URL, or
 * the end; the host state ends the host at its first ":", and the port
 * state reads ASCII digits. Credentials ("@"), IPv6 ("["), a "%"
 * (percent-decoding) and a "\" in a URL that is not special (a forbidden
 * host code point) are the state machine's: the host's scan stops at
 * them, and so does the port's. */
static gsize
parse_authority (Fast  *f,
                 gsize  a,
                 int    default_port)
{
  const char *s = f->s;
  gsize host_end = f->special ? parse_domain (f, a) : parse_opaque_host (f, a);
  gsize e = host_end;

  if (host_end == G_MAXSIZE)
    return G_MAXSIZE;
  set_span (f->url, US_WHATWG_PART_HOST, a, host_end);
  if (e < f->n && s[e] == ':')
    {
      guint port = 0;

      /* port state: over 65535, port-out-of-range (a failure) */
      for (e++; e < f->n && us_whatwg_is_ascii_digit ((guchar) s[e]); e++)
        {
          port = port * 10 + (guint) (s[e] - '0');
          if (port > 0xFFFF)
            return G_MAXSIZE;
        }
      if (e > host_end + 1)
        f->url->port = (int) port == default_port ? -1 : (int) port;
      set_span (f->url, US_WHATWG_PART_PORT, host_end + 1, e);
    }
  if (e < f->n && s[e] != '/' && s[e] != '?' && s[e] != '#' && !(f->special && s[e] == '\\'))
    return G_MAXSIZE;
  set_span (f->url, US_WHATWG_PART_AUTHORITY, a, e);
  return e;
}

/* The file host state on the host that begins at @a (after "file://").
 * Returns where it ends, or G_MAXSIZE. */
static gsize
parse_file_host (Fast  *f,
                 gsize  a)
{
  const char *s = f->s;
  gsize e = a;

  if (a + 2 <= f->n && us_whatwg_is_ascii_alpha ((guchar) s[a]) && (s[a + 1] == ':' || s[a + 1] == '|'))
    return G_MAXSIZE;         /* perhaps a Windows drive letter */
  if (a < f->n && has_class (f, a, US_WHATWG_PLAIN_AUTHORITY))
    {
      e = parse_domain (f, a);
      if (e == G_MAXSIZE)
        return G_MAXSIZE;
      if (strcmp (f->url->host.name, "localhost") == 0)
        {
          /* "localhost" is the empty host; its name leaves the record */
          f->out = f->url->host.name;
          f->url->host.name = NULL;
        }
    }
  if (e < f->n && s[e] != '/' && s[e] != '\\' && s[e] != '?' && s[e] != '#')
    return G_MAXSIZE;         /* what the domain parser fails on */
  if (f->url->host.name == NULL)
    f->url->host.kind = US_WHATWG_HOST_EMPTY;
  set_span (f->url, US_WHATWG_PART_HOST, a, e);
  set_span (f->url, US_WHATWG_PART_AUTHORITY, a, e);
  return e;
}

/* single-dot URL path segment */
static gboolean
is_single_dot (const char *b,
               gsize       len)
{
  return (len == 1 && b[0] == '.') || (len == 3 && g_ascii_strncasecmp (b, "%2e", 3) == 0);
}

/* double-dot URL path segment */
static gboolean
is_double_dot (const char *b,
               gsize       len)
{
  switch (len)
    {
    case 2:
      return b[0] == '.' && b[1] == '.';
    case 4:
      return g_ascii_strncasecmp (b, "%2e.", 4) == 0 || g_ascii_strncasecmp (b, ".%2e", 4) == 0;
    case 6:
      return g_ascii_strncasecmp (b, "%2e%2e", 6) == 0;
    default:
      return FALSE;
    }
}

/* The path state at the end of a segment: the buffer is the segment the
 * record holds from @segment (its "/", then the segment) to the end; the
 * path begins at @path; @slash: a "/" (or "\") ends it. FALSE: not for
 * the fast path. */
static gboolean
end_segment (Fast     *f,
             char     *path,
             char     *segment,
             gboolean  slash)
{
  const char *b = segment + 1;
  gsize len = (gsize) (f->out - b);

  if (len >= 2 && len <= 6 && (b[0] == '.' || b[0] == '%') && is_double_dot (b, len))
    {
      /* shorten the path (the exception for a file URL's drive letter
       * never applies: a drive letter at the start of the path is the
       * state machine's) */
      f->out = segment;
      while (f->out > path && *--f->out != '/')
        ;
      if (!slash)
        *f->out++ = '/';
    }
  else if (len >= 1 && len <= 3 && (b[0] == '.' || b[0] == '%') && is_single_dot (b, len))
    {
      f->out = segment;
      if (!slash)
        *f->out++ = '/';
    }
  else if (f->is_file && segment == path && len == 2 && us_whatwg_is_ascii_alpha ((guchar) b[0]) &&
           (b[1] == ':' || b[1] == '|'))
    {
      /* A Windows drive letter as a file URL's first segment is
       * normalized, and shortening the path then spares it. */
      return FALSE;
    }
  return TRUE;
}

/* The path state from @i, the start of the first segment (its "/", if
 * any, read already), to "?", "#" or the end: returns where it stopped,
 * or G_MAXSIZE. The segments are built in the record (a "/", then the
 * segment, percent-encoded with the path percent-encode set). */
static gsize
parse_path (Fast  *f,
            gsize  i)
{
  const char *s = f->s;
  gsize n = f->n;
  char *path = f->out;
  char *segment = f->out;

  *f->out++ = '/';
  /* Where the processor can, the segments that need nothing but their
   * copy are copied sixteen bytes at a time, up to the first byte that
   * needs more (or "?", "#", the end), in the middle of a segment that
   * the loop below goes on with. Not when a segment begins with "."
   * (us_whatwg_copy_path_vector() says so), nor for a file URL whose
   * path may begin with a Windows drive letter: the loop's end_segment()
   * is for those. */
  if (f->vector && !(f->is_file && i + 1 < n && s[i + 1] == ':'))
    {
      gsize last_slash;
      gsize r = us_whatwg_copy_path_vector (s, i, n, f->out, f->segments, &last_slash);

      if (r > i)
        {
          if (last_slash != G_MAXSIZE)
            segment = f->out + (last_slash - i);
          f->out += r - i;
          i = r;
        }
    }
  for (;;)
    {
      char c;

      for (;;)
        {
          gsize run = i;

          i = skip_run (f, i, US_WHATWG_PLAIN_PATH);
          if (i > run)
            put (f, s + run, i - run);
          if (i == n)
            break;
          c = s[i];
          if (c == '/' || c == '?' || c == '#' || (c == '\\' && f->special))
            break;
          if (!put_unit (f, i, US_WHATWG_SET_PATH))
            return G_MAXSIZE;
          i++;
        }
      c = i < n ? s[i] : '\0';
      if (f->segments->n_ends < G_N_ELEMENTS (f->segments->ends))
        f->segments->ends[f->segments->n_ends++] = i;
      else
        f->segments->n_ends = US_WHATWG_SEGMENTS_UNKNOWN;
      /* (a "\\" ends a segment only in a special URL) */
      if (c == '\\' && !add_error (f, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, i, i + 1))
        return G_MAXSIZE;
      if (!end_segment (f, path, segment, c == '/' || c == '\\'))
        return G_MAXSIZE;
      if (c != '/' && c != '\\')
        break;
      i++;
      segment = f->out;
      *f->out++ = '/';
    }
  f->url->path = finish_string (f, path);
  return i;
}

/* The opaque path state from @i to "?", "#" or the end: returns where it
 * stopped, or G_MAXSIZE. */
static gsize
parse_opaque_path (Fast  *f,
                   gsize  i)
{
  char *path = f->out;

  for (;;)
    {
      gsize run = i;

      i = skip_run (f, i, US_WHATWG_PLAIN_OPAQUE_PATH);
      put (f, f->s + run, i - run);
      if (i == f->n || f->s[i] == '?' || f->s[i] == '#')
        break;
      if (f->s[i] == ' ')
        {
          /* invalid-URL-unit, and kept, but as "%20" before "?" or "#" */
          if (!add_error (f, US_WHATWG_ERROR_INVALID_URL_UNIT, i, i + 1))
            return G_MAXSIZE;
          if (i + 1 < f->n && (f->s[i + 1] == '?' || f->s[i + 1] == '#'))
            put (f, "%20", 3);
          else
            *f->out++ = ' ';
        }
      else if (!put_unit (f, i, US_WHATWG_SET_C0))
        return G_MAXSIZE;
      i++;
    }
  f->url->path = finish_string (f, path);
  return i;
}

/* The query state from @i (after "?") to "#" or the end: returns where
 * it stopped, or G_MAXSIZE. (Of the URL code points, the special-query
 * percent-encode set holds "'", the query set none.) */
static gsize
parse_query (Fast  *f,
             gsize  i)
{
  char *query = f->out;
  guint set = f->special ? US_WHATWG_SET_SPECIAL_QUERY : US_WHATWG_SET_QUERY;

  for (;;)
    {
      gsize run = i;

      i = f->vector && f->n - i >= 16 ? us_whatwg_skip_run_vector (f->s, i, f->n, US_WHATWG_RUN_QUERY)
                                      : skip_run (f, i, US_WHATWG_PLAIN_QUERY);
      put (f, f->s + run, i - run);
      if (i == f->n || f->s[i] == '#')
        break;
      if (!put_unit (f, i, set))
        return G_MAXSIZE;
      i++;
    }
  f->url->query = finish_string (f, query);
  return i;
}

/* The fragment state from @i (after "#") to the end: FALSE when not for
 * the fast path. */
static gboolean
parse_fragment (Fast  *f,
                gsize  i)
{
  char *fragment = f->out;

  for (;;)
    {
      gsize run = i;

      i = f->vector && f->n - i >= 16 ? us_whatwg_skip_run_vector (f->s, i, f->n, US_WHATWG_RUN_FRAGMENT)
                                      : skip_run (f, i, US_WHATWG_PLAIN_FRAGMENT);
      put (f, f->s + run, i - run);
      if (i == f->n)
        break;
      if (!put_unit (f, i, US_WHATWG_SET_FRAGMENT))
        return FALSE;
      i++;
    }
  f->url->fragment = finish_string (f, fragment);
  return TRUE;
}

/* From the end of the path at @i (G_MAXSIZE: given up): the query state
 * and the fragment state, and the spans of the path (from @path_start),
 * query and fragment. FALSE: not for the fast path. */
static inline gboolean
parse_query_fragment (Fast  *f,
                      gsize  path_start,
                      gsize  i)
{
  if (i == G_MAXSIZE)
    return FALSE;
  set_span (f->url, US_WHATWG_PART_PATH, path_start, i);
  if (i < f->n && f->s[i] == '?')
    {
      gsize query_at = i;

      i = parse_query (f, i + 1);
      if (i == G_MAXSIZE)
        return FALSE;
      set_span (f->url, US_WHATWG_PART_QUERY, query_at + 1, i);
    }
  if (i < f->n)
    {
      /* "#" */
      if (!parse_fragment (f, i + 1))
        return FALSE;
      set_span (f->url, US_WHATWG_PART_FRAGMENT, i + 1, f->n);
    }
  return TRUE;
}

static inline guint32
load4 (const char *s)
{
  guint32 w;

  memcpy (&w, s, 4);
  return w;
}

/* The special schemes' names, each in eight bytes (a copy of eight is
 * one store). */
static const char special_names[][8] = { "ws", "ftp", "wss", "http", "file", "https" };

/* The special scheme of @len bytes of scheme code points at @s, in either
 * case, as us_scheme_lookup() finds it (us-scheme.c has the table), but
 * without walking the table: a byte matches a lowercase letter of a name
 * exactly when it equals it with the 0x20 bit set, so four bytes compare
 * at once. Returns its lowercase name in eight bytes, and its default
 * port (-1 for "file") in *@port; NULL for a scheme that is not
 * special. */
static const char *
special_scheme (const char *s,
                gsize       len,
                int        *port)
{
  const guint32 lower = 0x20202020;
  guint32 w;

  switch (len)
    {
    case 2:
      if ((s[0] | 0x20) == 'w' && (s[1] | 0x20) == 's')
        return *port = 80, special_names[0];
      return NULL;
    case 3:
      w = ((guint32) (guchar) s[0] | (guint32) (guchar) s[1] << 8 | (guint32) (guchar) s[2] << 16) | 0x202020;
      if (w == ('f' | 't' << 8 | 'p' << 16))
        return *port = 21, special_names[1];
      if (w == ('w' | 's' << 8 | 's' << 16))
        return *port = 443, special_names[2];
      return NULL;
    case 4:
      w = load4 (s) | lower;
      if (w == load4 ("http"))
        return *port = 80, special_names[3];
      if (w == load4 ("file"))
        return *port = -1, special_names[4];
      return NULL;
    case 5:
      if ((load4 (s) | lower) == load4 ("http") && (s[4] | 0x20) == 's')
        return *port = 443, special_names[5];
      return NULL;
    default:
      return NULL;
    }
}

/* The pointers of @url into its block, as offsets from it (NULL: -1). */
static void
strings_to_offsets (UsWhatwgUrl *url,
                    gssize      *offsets)
{
  char **strings[] = { &url->scheme, &url->username, &url->password, &url->host.name,
                       &url->path, &url->query, &url->fragment };

  for (guint k = 0; k < G_N_ELEMENTS (strings); k++)
    offsets[k] = *strings[k] != NULL ? *strings[k] - (char *) url : -1;
}

static void
offsets_to_strings (UsWhatwgUrl  *url,
                    const gssize *offsets)
{
  char **strings[] = { &url->scheme, &url->username, &url->password, &url->host.name,
                       &url->path, &url->query, &url->fragment };

  for (guint k = 0; k < G_N_ELEMENTS (strings); k++)
    *strings[k] = offsets[k] >= 0 ? (char *) url + offsets[k] : NULL;
}

/* The record, its errors after its strings. The block was made for the
 * most the strings may take (3 bytes for each input byte, all
 * percent-encoded): when much of it is left, or the errors need more, it
 * gets the size it needs, and the strings move with it. */
static UsWhatwgUrl *
finish_record (Fast *f)
{
  UsWhatwgUrl *url = f->url;
  gsize errors_at = (gsize) (f->out - (char *) url);
  gsize size;

  errors_at = (errors_at + G_ALIGNOF (UsWhatwgError) - 1) & ~(gsize) (G_ALIGNOF (UsWhatwgError) - 1);
  size = errors_at + f->n_errors * sizeof (UsWhatwgError);
  if (size > f->size || f->size - size > 1024)
    {
      gssize offsets[7];

      strings_to_offsets (url, offsets);
      url = g_realloc (url, size);
      offsets_to_strings (url, offsets);
    }
  url->errors = (UsWhatwgError *) (gpointer) ((char *) url + errors_at);
  url->n_errors = f->n_errors;
  if (f->n_errors > 0)
    memcpy (url->errors, f->errors, f->n_errors * sizeof (UsWhatwgError));
  return url;
}

UsWhatwgUrl *
us_whatwg_parse_fast (const char       *input,
                      gsize             len,
                      UsWhatwgSegments *segments)
{
  Fast f;
  UsWhatwgSegments unused_segments;
  const char *s = input;
  UsWhatwgUrl *url;
  gsize scheme_end, i;
  const char *special_name;
  int port;

  /* Nothing to trim: the scheme's first code point, an ASCII alpha, is
   * not C0 or space, and the last must not be either. (A byte that is
   * not printable ASCII elsewhere makes each part give up.) */
  if (len == 0 || !us_whatwg_is_ascii_alpha ((guchar) s[0]) || (guchar) s[len - 1] <= 0x20)
    return NULL;

  /* scheme start state, scheme state: an ASCII alpha, then ASCII
   * alphanumerics, "+", "-" and "." up to ":" (else there is no scheme,
   * and the state machine starts over) */
  f.s = input;
  f.n = len;
  f.cls = us_whatwg_byte_classes ();
  f.vector = us_whatwg_runs_vector ();
  /* "http:" and "https:" (in either case: letters alone match) need
   * no look at each byte's class */
  if (len > 6 && (load4 (s) | 0x20202020) == load4 ("http") && s[4] == ':')
    i = 4;
  else if (len > 6 && (load4 (s) | 0x20202020) == load4 ("http") && (s[4] | 0x20) == 's' && s[5] == ':')
    i = 5;
  else
    for (i = 1; i < len && has_class (&f, i, US_WHATWG_SCHEME); i++)
      ;
  if (i == len || s[i] != ':')
    return NULL;
  scheme_end = i;

  f.n_errors = 0;
  f.segments = segments != NULL ? segments : &unused_segments;
  f.segments->n_ends = 0;
  /* the most the strings take, and room for a store of sixteen bytes
   * past it (us-whatwg-runs.c) */
  f.size = sizeof (UsWhatwgUrl) + 3 * len + 16 + 16;
  url = g_malloc (f.size);   /* us_whatwg_url_alloc() without errors */
  f.out = (char *) (url + 1);
  f.url = url;
  /* every part undefined until it is read (its span is nothing then) */
  for (guint k = 0; k < US_WHATWG_N_PARTS; k++)
    url->spans[k].defined = FALSE;
  url->failure = FALSE;
  url->ascii_input = TRUE;
  url->host.kind = US_WHATWG_HOST_NONE;
  url->host.name = NULL;
  url->host.ipv4 = 0;
  memset (url->host.ipv6, 0, sizeof url->host.ipv6);
  url->port = -1;
  url->has_opaque_path = FALSE;
  url->query = NULL;
  url->fragment = NULL;

  url->scheme = f.out;
  special_name = special_scheme (s, scheme_end, &port);
  if (special_name != NULL)
    {
      /* eight bytes at once, of which the NUL below overwrites the
       * first past the name */
      memcpy (f.out, special_name, 8);
      f.out += scheme_end;
    }
  else
    for (i = 0; i < scheme_end; i++)
      *f.out++ = ascii_lower (s[i]);
  finish_string (&f, url->scheme);
  set_span (url, US_WHATWG_PART_SCHEME, 0, scheme_end);
  f.special = url->special = special_name != NULL;
  /* file, the one special scheme without a default port */
  f.is_file = special_name != NULL && port < 0;
  if (special_name == NULL)
    port = -1;
  /* no credentials: both are the empty string */
  url->username = url->password = f.out;
  finish_string (&f, f.out);

  i = scheme_end + 1;
  if (f.special)
    {
      gsize a = i + 2;
      gsize e;

      /* special authority slashes state (or special relative or
       * authority state, with a base of the same scheme) and special
       * authority ignore slashes state, or for "file" the file state and
       * file slash state: "//" (else a validation error), then the host
       * (a third slash is an empty host, which only "file" may have) */
      if (len < a || s[i] != '/' || s[i + 1] != '/')
        goto give_up;
      e = f.is_file ? parse_file_host (&f, a) : parse_authority (&f, a, port);
      if (e == G_MAXSIZE)
        goto give_up;
      /* path start state: past a "/" (a "\" is a validation error) to
       * the path state, which reads a "?", "#" or the end as the end of
       * an empty segment */
      i = e;
      if (e < len && (s[e] == '/' || s[e] == '\\'))
        {
          if (s[e] == '\\' && !add_error (&f, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, e, e + 1))
            goto give_up;
          i = e + 1;
        }
      if (!parse_query_fragment (&f, e, parse_path (&f, i)))
        goto give_up;
    }
  else if (i + 1 < len && s[i] == '/' && s[i + 1] == '/')
    {
      /* path or authority state, authority state */
      gsize e = parse_authority (&f, i + 2, -1);

      if (e == G_MAXSIZE)
        goto give_up;
      /* path start state: without a "/", no path */
      i = e;
      if (e < len && s[e] == '/')
        i = parse_path (&f, e + 1);
      else
        {
          url->path = f.out;
          finish_string (&f, url->path);
        }
      if (!parse_query_fragment (&f, e, i))
        goto give_up;
    }
  else if (i < len && s[i] == '/')
    {
      /* path or authority state, past the "/" to the path state */
      if (!parse_query_fragment (&f, i, parse_path (&f, i + 1)))
        goto give_up;
    }
  else
    {
      /* opaque path state */
      url->has_opaque_path = TRUE;
      if (!parse_query_fragment (&f, i, parse_opaque_path (&f, i)))
        goto give_up;
    }
  return finish_record (&f);

give_up:
  us_whatwg_url_free (url);
  return NULL;
}
