/* us-normalize.c — RFC 3986 §6.2.2 and §6.2.3, one rung at a time
 *
 * The ladder of RFC 3986 §6.2: each rung takes the string the rung before
 * left, parses it with the RFC 3986 grammar, changes what its section
 * allows and nothing else, and records every change. Equivalence (§6.2.1,
 * §6.2.2, §6.2.3) is the first rung at which two references become the
 * same string.
 *
 * Deliberate choices: percent-encoding normalization decodes only octets
 * that are unreserved characters, so "%2F" never becomes "/"; a decoded
 * "%2E" does become a "." that the path rung then treats as a dot segment
 * (the change says so). Dot segments are removed from URIs only: in a
 * relative reference they mean something relative to its base. The
 * scheme-based rung knows http, https, ws, wss and ftp (default ports, "/"
 * for an empty path) and file (RFC 8089: "localhost" is the empty host).
 *
 * No rung may change what a reference means: after each, a path that would
 * be read as something else once written out gets a guard in front of it
 * (guard_path()), so "http:/.//a" stays a path and never becomes
 * "http://a", whose "a" is a host.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-normalize.h"
#include "us-parse-private.h"
#include "us-resolve-private.h"
#include "us-scheme-private.h"

struct _UsNormalization {
  gint ref_count;
  char *input;
  gsize input_len;
  char *results[US_RUNG_COUNT];
  gsize result_lens[US_RUNG_COUNT];
  GArray *changes[US_RUNG_COUNT];   /* UsChange */
  gboolean from_invalid_input;
};

/* The components of one string, as spans into it. */
typedef struct {
  UsSpan scheme, userinfo, host, port, path, query, fragment;
  gboolean authority;
  UsSpan before, after;         /* delimiters the parser read around it */
} Comps;

static void
split (const UsResult *r,
       Comps          *c)
{
  const UsComponent order[] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT,
    US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
  };
  UsSpan *spans[] = { &c->scheme, &c->userinfo, &c->host, &c->port, &c->path, &c->query, &c->fragment };

  /* The delimiters each component brings ("scheme:", "//authority",
   * "?query", "#fragment"), to find where the reference starts and ends. */
  static const guint lead[US_COMPONENT_COUNT] = { 0, 2, 0, 0, 0, 0, 1, 1 };
  static const guint trail[US_COMPONENT_COUNT] = { 1, 0, 0, 0, 0, 0, 0, 0 };
  gsize ref_b = r->len, ref_e = 0, trim_b, trim_e;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    *spans[i] = r->comp_defined[order[i]]
                ? us_span (r->input + r->comp_start[order[i]], r->comp_end[order[i]] - r->comp_start[order[i]])
                : us_span_undefined ();
  c->authority = r->comp_defined[US_COMPONENT_AUTHORITY];

  /* A pasted reference wrapped in delimiters ("<http://a>") is read
   * without them, one pair per parse: they stay as they are, or the next
   * parse would drop the next pair ("<<http://a>>") and the normal form
   * would be no fixed point. Surrounding white space goes: the parser
   * drops all of it at once. */
  for (guint k = 0; k < US_COMPONENT_COUNT; k++)
    if (r->comp_defined[k])
      {
        ref_b = MIN (ref_b, r->comp_start[k] - MIN (lead[k], r->comp_start[k]));
        ref_e = MAX (ref_e, r->comp_end[k] + trail[k]);
      }
  for (trim_b = 0; trim_b < ref_b && us_char_in ((guchar) r->input[trim_b], US_CH_WHITESPACE); trim_b++)
    ;
  for (trim_e = r->len; trim_e > ref_e && us_char_in ((guchar) r->input[trim_e - 1], US_CH_WHITESPACE); trim_e--)
    ;
  c->before = c->after = us_span_undefined ();
  if (trim_b < ref_b && ref_b <= ref_e)
    c->before = us_span (r->input + trim_b, ref_b - trim_b);
  if (ref_e < trim_e && ref_b <= ref_e)
    c->after = us_span (r->input + ref_e, trim_e - ref_e);

  /* In an invalid authority the parser may leave bytes to no part
   * ("[::1]x:80"): the host runs from after the userinfo's "@" to the
   * port's ":", the port to the end of the authority, so that no byte is
   * lost and none moves from one component to another. */
  if (c->authority)
    {
      gsize start = c->userinfo.def ? r->comp_end[US_COMPONENT_USERINFO] + 1 : r->comp_start[US_COMPONENT_AUTHORITY];
      gsize end = r->comp_end[US_COMPONENT_AUTHORITY];
      gsize host_end = c->port.def ? r->comp_start[US_COMPONENT_PORT] - 1 : end;

      if (start <= host_end)
        c->host = us_span (r->input + start, host_end - start);
      if (c->port.def)
        c->port = us_span (r->input + r->comp_start[US_COMPONENT_PORT], end - r->comp_start[US_COMPONENT_PORT]);
    }
}

static void
append_span (GString *out,
             UsSpan   s)
{
  if (s.len > 0)
    g_string_append_len (out, s.p, s.len);
}

/* RFC 3986 §5.3, with the authority's parts. */
static char *
compose (const Comps *c,
         gsize       *len)
{
  GString *out = g_string_new (NULL);

  append_span (out, c->before);
  if (c->scheme.def)
    {
      append_span (out, c->scheme);
      g_string_append_c (out, ':');
    }
  if (c->authority)
    {
      g_string_append (out, "//");
      if (c->userinfo.def)
        {
          append_span (out, c->userinfo);
          g_string_append_c (out, '@');
        }
      append_span (out, c->host);
      if (c->port.def)
        {
          g_string_append_c (out, ':');
          append_span (out, c->port);
        }
    }
  append_span (out, c->path);
  if (c->query.def)
    {
      g_string_append_c (out, '?');
      append_span (out, c->query);
    }
  if (c->fragment.def)
    {
      g_string_append_c (out, '#');
      append_span (out, c->fragment);
    }
  append_span (out, c->after);
  *len = out->len;
  return g_string_free (out, FALSE);
}

static void
add_change (UsNormalization *self,
            UsRung           rung,
            UsChangeKind     kind,
            const char      *from,
            gsize            from_len,
            const char      *to,
            gsize            to_len)
{
  UsChange change = { kind, us_memdup0 (from, from_len), from_len, us_memdup0 (to, to_len), to_len };

  g_array_append_val (self->changes[rung], change);
}

/* A span's text with every percent-encoding's hex digits in upper case
 * (recording each change), and, with @lower, every other ASCII letter in
 * lower case. */
static UsSpan
case_span (UsNormalization *self,
           UsResolver      *scratch,
           UsSpan           s,
           gboolean         lower)
{
  char *out;

  if (!s.def || s.len == 0)
    return s;
  out = us_resolver_alloc (scratch, s.len);
  for (gsize i = 0; i < s.len; i++)
    {
      if (s.p[i] == '%' && i + 2 < s.len && us_hex_value ((guchar) s.p[i + 1]) >= 0 &&
          us_hex_value ((guchar) s.p[i + 2]) >= 0)
        {
          out[i] = '%';
          out[i + 1] = g_ascii_toupper (s.p[i + 1]);
          out[i + 2] = g_ascii_toupper (s.p[i + 2]);
          if (out[i + 1] != s.p[i + 1] || out[i + 2] != s.p[i + 2])
            add_change (self, US_RUNG_CASE, US_CHANGE_HEX_CASE, s.p + i, 3, out + i, 3);
          i += 2;
        }
      else
        out[i] = lower ? g_ascii_tolower (s.p[i]) : s.p[i];
    }
  return us_span (out, s.len);
}

/* §6.2.2.1 Case Normalization */
static void
rung_case (UsNormalization *self,
           UsResolver      *scratch,
           Comps           *c)
{
  UsSpan scheme = case_span (self, scratch, c->scheme, TRUE);
  UsSpan host = case_span (self, scratch, c->host, TRUE);
  UsSpan port;

  if (scheme.def && memcmp (scheme.p, c->scheme.p, scheme.len) != 0)
    add_change (self, US_RUNG_CASE, US_CHANGE_SCHEME_CASE, c->scheme.p, c->scheme.len, scheme.p, scheme.len);
  c->scheme = scheme;
  if (host.def && host.len > 0 && memcmp (host.p, c->host.p, host.len) != 0)
    add_change (self, US_RUNG_CASE, US_CHANGE_HOST_CASE, c->host.p, c->host.len, host.p, host.len);
  c->host = host;

  /* A port is digits; an invalid one is read without case like the host,
   * since the parser may read "a::B" as one host or as "a:" and port ":B". */
  port = case_span (self, scratch, c->port, TRUE);
  if (port.def && port.len > 0 && memcmp (port.p, c->port.p, port.len) != 0)
    add_change (self, US_RUNG_CASE, US_CHANGE_PORT_CASE, c->port.p, c->port.len, port.p, port.len);
  c->port = port;

  c->userinfo = case_span (self, scratch, c->userinfo, FALSE);
  c->path = case_span (self, scratch, c->path, FALSE);
  c->query = case_span (self, scratch, c->query, FALSE);
  c->fragment = case_span (self, scratch, c->fragment, FALSE);
}

/* Whether @c written after the @o bytes of @out would complete a new
 * percent-encoding: a hex digit after a lone "%" or "%H". Decoded, "%4%61"
 * would be "%4a", which normalizes again to "J": such a "%61" stays, so the
 * normal form is a fixed point. */
static gboolean
makes_encoding (const char *out,
                gsize       o,
                guchar      c)
{
  if (us_hex_value (c) < 0)
    return FALSE;
  return (o >= 1 && out[o - 1] == '%') ||
         (o >= 2 && out[o - 2] == '%' && us_hex_value ((guchar) out[o - 1]) >= 0);
}

/* §6.2.2.2 Percent-Encoding Normalization: decode "any percent-encoded
 * octet that corresponds to an unreserved character". With @lower (the
 * host, which is case-insensitive and was lowered by the rung before), a
 * decoded letter is written in lower case, or the normal form would change
 * when normalized again ("%52" → "R" → "r"). */
static UsSpan
decode_span (UsNormalization *self,
             UsResolver      *scratch,
             UsSpan           s,
             gboolean         lower)
{
  char *out;
  gsize o = 0;

  if (!s.def || s.len == 0)
    return s;
  out = us_resolver_alloc (scratch, s.len);
  for (gsize i = 0; i < s.len; i++)
    {
      int h1, h2;

      if (s.p[i] == '%' && i + 2 < s.len && (h1 = us_hex_value ((guchar) s.p[i + 1])) >= 0 &&
          (h2 = us_hex_value ((guchar) s.p[i + 2])) >= 0 && us_char_in ((guchar) (h1 * 16 + h2), US_SET_UNRESERVED) &&
          !makes_encoding (out, o, (guchar) (h1 * 16 + h2)))
        {
          out[o] = (char) (h1 * 16 + h2);
          if (lower)
            out[o] = g_ascii_tolower (out[o]);
          add_change (self, US_RUNG_PERCENT, out[o] == '.' ? US_CHANGE_DECODED_DOT : US_CHANGE_DECODED,
                      s.p + i, 3, out + o, 1);
          o++;
          i += 2;
        }
      else
        out[o++] = s.p[i];
    }
  return us_span (out, o);
}

static void
rung_percent (UsNormalization *self,
              UsResolver      *scratch,
              Comps           *c)
{
  c->userinfo = decode_span (self, scratch, c->userinfo, FALSE);
  c->host = decode_span (self, scratch, c->host, TRUE);
  c->port = decode_span (self, scratch, c->port, TRUE);
  c->path = decode_span (self, scratch, c->path, FALSE);
  c->query = decode_span (self, scratch, c->query, FALSE);
  c->fragment = decode_span (self, scratch, c->fragment, FALSE);
}

/* Whether a path has a "." or ".." segment. */
static gboolean
has_dot_segment (UsSpan path)
{
  gsize i = 0;

  while (i < path.len)
    {
      gsize end = i;

      while (end < path.len && path.p[end] != '/')
        end++;
      if ((end - i == 1 && path.p[i] == '.') || (end - i == 2 && path.p[i] == '.' && path.p[i + 1] == '.'))
        return TRUE;
      i = end + 1;
    }
  return FALSE;
}

/* §6.2.2.3 Path Segment Normalization */
static void
rung_path (UsNormalization *self,
           UsResolver      *scratch,
           Comps           *c)
{
  UsSpan path;

  if (!c->scheme.def)
    {
      if (has_dot_segment (c->path))
        add_change (self, US_RUNG_PATH, US_CHANGE_RELATIVE_DOTS_KEPT, c->path.p, c->path.len,
                    c->path.p, c->path.len);
      return;
    }
  path = us_remove_dot_segments (scratch, c->path.p, c->path.len);
  if (path.len != c->path.len || memcmp (path.p, c->path.p, path.len) != 0)
    add_change (self, US_RUNG_PATH, US_CHANGE_DOT_SEGMENTS, c->path.p, c->path.len, path.p, path.len);
  c->path = path;
}

/* Whether the relative reference @c, written out, would be read with a
 * scheme: its path's first segment has a ":" ("%61:b" decoded is "a:b").
 * The parser is asked, since it alone knows what it reads as a scheme
 * (invalid ones included); only a ":" before the first "/" costs a parse. */
static gboolean
reads_as_scheme (const Comps *c)
{
  g_autoptr(UsResult) again = NULL;
  g_autofree char *text = NULL;
  gsize d = 0, len;

  while (d < c->path.len && c->path.p[d] != ':' && c->path.p[d] != '/')
    d++;
  if (d == c->path.len || c->path.p[d] != ':')
    return FALSE;
  text = compose (c, &len);
  again = us_parse_rfc3986 (text, len, US_PARSE_NO_TREE);
  return again->comp_defined[US_COMPONENT_SCHEME];
}

/* RFC 3986 §3.3: "If a URI does not contain an authority component, then
 * the path cannot begin with two slash characters ("//")", and §4.2: in a
 * relative-path reference the first segment cannot contain a colon. Either
 * can appear after a rung: remove_dot_segments turns "/.//a" into "//a"
 * (a defect of §5.2.4 and §5.3, which recompose it as an authority), and
 * decoding turns "%61:b" into "a:b" (read as scheme "a"). The guards are the ones the RFC and
 * the WHATWG URL Standard use: "/." before a path that begins with "//"
 * where there is no authority (the URL Standard's serializer does this when
 * the host is null), "./" before a first segment with ":" (§4.2). Each
 * guarded path is a fixed point of the rung that made it. */
static void
guard_path (UsNormalization *self,
            UsRung           rung,
            UsResolver      *scratch,
            Comps           *c)
{
  const char *prefix = NULL;
  UsChangeKind kind = US_CHANGE_PATH_NOT_AUTHORITY;
  char *guarded;

  if (c->authority)
    return;
  if (c->path.len >= 2 && c->path.p[0] == '/' && c->path.p[1] == '/')
    {
      prefix = "/.";
      kind = US_CHANGE_PATH_NOT_AUTHORITY;
    }
  else if (!c->scheme.def && reads_as_scheme (c))
    {
      prefix = "./";
      kind = US_CHANGE_PATH_NOT_SCHEME;
    }
  if (prefix == NULL)
    return;

  guarded = us_resolver_alloc (scratch, c->path.len + 2);
  memcpy (guarded, prefix, 2);
  memcpy (guarded + 2, c->path.p, c->path.len);
  add_change (self, rung, kind, c->path.p, c->path.len, guarded, c->path.len + 2);
  c->path = us_span (guarded, c->path.len + 2);
}

static gboolean
scheme_is (UsSpan      scheme,
           const char *name)
{
  return scheme.def && scheme.len == strlen (name) && g_ascii_strncasecmp (scheme.p, name, scheme.len) == 0;
}

/* §6.2.3 Scheme-Based Normalization */
static void
rung_scheme (UsNormalization *self,
             Comps           *c)
{
  /* The schemes with a default port (us-scheme.c): http, https, ws, wss
   * and ftp, each specified with the generic syntax for authority. */
  const UsSpecialScheme *row = c->scheme.def ? us_scheme_lookup (c->scheme.p, c->scheme.len) : NULL;
  gboolean known = row != NULL && row->default_port >= 0;

  if (known)
    {
      char default_port[8];

      g_snprintf (default_port, sizeof default_port, "%d", row->default_port);
      /* "an explicit ":port", for which the port is empty or the default for
       * the scheme, is equivalent to one where the port and its ":"
       * delimiter are elided" */
      if (c->port.def && c->port.len == 0)
        {
          add_change (self, US_RUNG_SCHEME, US_CHANGE_EMPTY_PORT, ":", 1, "", 0);
          c->port = us_span_undefined ();
        }
      else if (c->port.def)
        {
          /* Leading zeros do not change the number. */
          gsize z = 0;

          while (z + 1 < c->port.len && c->port.p[z] == '0')
            z++;
          if (c->port.len - z == strlen (default_port) &&
              memcmp (c->port.p + z, default_port, c->port.len - z) == 0)
            {
              add_change (self, US_RUNG_SCHEME, US_CHANGE_DEFAULT_PORT, c->port.p, c->port.len,
                          row->name, strlen (row->name));
              c->port = us_span_undefined ();
            }
        }
    }

  /* "a URI that uses the generic syntax for authority with an empty path
   * should be normalized to a path of "/"" — for the schemes known to. */
  if (known && c->authority && c->path.len == 0)
    {
      add_change (self, US_RUNG_SCHEME, US_CHANGE_EMPTY_PATH, "", 0, "/", 1);
      c->path = us_span ("/", 1);
    }

  /* RFC 8089 §3: "localhost" is the empty host of a file URI. */
  if (scheme_is (c->scheme, "file") && c->authority && !c->userinfo.def && !c->port.def &&
      c->host.len == strlen ("localhost") && g_ascii_strncasecmp (c->host.p, "localhost", c->host.len) == 0)
    {
      add_change (self, US_RUNG_SCHEME, US_CHANGE_FILE_LOCALHOST, c->host.p, c->host.len, "", 0);
      c->host = us_span ("", 0);
    }
}

static void
change_clear (gpointer data)
{
  UsChange *change = data;

  g_free (change->from);
  g_free (change->to);
}

static UsNormalization *normalize (const char *text,
                                   gsize       len,
                                   UsResult   *first);

/**
 * us_normalize:
 * @text: (nullable): the reference; any bytes. %NULL when @len is 0
 * @len: its length in bytes
 * @error: set only for an input over %US_MAX_INPUT
 *
 * Normalizes an RFC 3986 reference rung by rung. An input that breaks the
 * grammar is normalized all the same, and the result says so
 * (us_normalization_is_from_invalid_input()).
 *
 * Returns: (transfer full) (nullable): the normalization, or %NULL on an
 *   error; drop it with us_normalization_unref()
 */
UsNormalization *
us_normalize (const char  *text,
              gsize        len,
              GError     **error)
{
  g_return_val_if_fail (text != NULL || len == 0, NULL);

  if (len > US_MAX_INPUT)
    {
      us_set_too_long_error (error, len);
      return NULL;
    }
  return normalize (text ? text : "", len, NULL);
}

/**
 * us_normalize_result:
 * @result: the reference read under %US_SPEC_RFC3986 (with or without its
 *   tree)
 *
 * As us_normalize(), from a reading already made: the first rung starts
 * from @result's components instead of parsing the reference again (each
 * later rung reads the string the rung before it wrote).
 *
 * Returns: (transfer full): the normalization
 */
UsNormalization *
us_normalize_result (UsResult *result)
{
  const char *text;
  gsize len;

  g_return_val_if_fail (result != NULL && us_result_get_spec (result) == US_SPEC_RFC3986, NULL);
  text = us_result_get_input (result, &len);
  return normalize (text, len, result);
}

static UsNormalization *
normalize (const char *text,
           gsize       len,
           UsResult   *first)
{
  UsNormalization *self;
  const char *current;
  gsize current_len;

  self = g_new0 (UsNormalization, 1);
  self->ref_count = 1;
  self->input = us_memdup0 (text, len);
  self->input_len = len;

  current = self->input;
  current_len = len;
  for (guint rung = 0; rung < US_RUNG_COUNT; rung++)
    {
      g_autoptr(UsResult) parsed = rung == 0 && first != NULL ? us_result_ref (first)
                                   : us_parse_rfc3986 (current, current_len, US_PARSE_NO_TREE);
      UsResolver scratch;
      Comps c;

      self->changes[rung] = g_array_new (FALSE, FALSE, sizeof (UsChange));
      g_array_set_clear_func (self->changes[rung], change_clear);
      if (rung == 0 && !us_result_is_valid (parsed))
        self->from_invalid_input = TRUE;

      us_resolver_init (&scratch, NULL, FALSE);
      split (parsed, &c);
      switch ((UsRung) rung)
        {
        case US_RUNG_CASE:
          rung_case (self, &scratch, &c);
          break;
        case US_RUNG_PERCENT:
          rung_percent (self, &scratch, &c);
          break;
        case US_RUNG_PATH:
          rung_path (self, &scratch, &c);
          break;
        case US_RUNG_SCHEME:
        default:
          rung_scheme (self, &c);
          break;
        }
      guard_path (self, rung, &scratch, &c);
      self->results[rung] = compose (&c, &self->result_lens[rung]);
      us_resolver_clear (&scratch);
      current = self->results[rung];
      current_len = self->result_lens[rung];
    }
  return self;
}

/**
 * us_normalization_ref:
 * @self: a normalization
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
UsNormalization *
us_normalization_ref (UsNormalization *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

/**
 * us_normalization_unref:
 * @self: (transfer full): a normalization
 *
 * Drops a reference to @self, and frees it when it was the last one.
 */
void
us_normalization_unref (UsNormalization *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_free (self->input);
  for (guint i = 0; i < US_RUNG_COUNT; i++)
    {
      g_free (self->results[i]);
      g_array_unref (self->changes[i]);
    }
  g_free (self);
}

/**
 * us_normalization_get_input:
 * @self: a normalization
 * @len: (out) (optional): the input's length in bytes
 *
 * The reference that was normalized, as given.
 *
 * Returns: (transfer none): its bytes, NUL-terminated (it may hold NUL)
 */
const char *
us_normalization_get_input (const UsNormalization *self,
                            gsize                 *len)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (len)
    *len = self->input_len;
  return self->input;
}

/**
 * us_normalization_get_result:
 * @self: a normalization
 * @rung: a rung of the ladder
 * @len: (out) (optional): the string's length in bytes
 *
 * The string after @rung, and all the rungs before it.
 *
 * Returns: (transfer none): its bytes, NUL-terminated
 */
const char *
us_normalization_get_result (const UsNormalization *self,
                             UsRung                 rung,
                             gsize                 *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) rung < US_RUNG_COUNT, NULL);

  if (len)
    *len = self->result_lens[rung];
  return self->results[rung];
}

/**
 * us_normalization_get_normalized:
 * @self: a normalization
 * @len: (out) (optional): the string's length in bytes
 *
 * The normal form: the string after the last rung (%US_RUNG_SCHEME).
 *
 * Returns: (transfer none): its bytes, NUL-terminated
 */
const char *
us_normalization_get_normalized (const UsNormalization *self,
                                 gsize                 *len)
{
  return us_normalization_get_result (self, US_RUNG_SCHEME, len);
}

/**
 * us_normalization_get_n_changes:
 * @self: a normalization
 * @rung: a rung of the ladder
 *
 * How many changes @rung made (0 when it changed nothing).
 *
 * Returns: the number of changes
 */
guint
us_normalization_get_n_changes (const UsNormalization *self,
                                UsRung                 rung)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail ((guint) rung < US_RUNG_COUNT, 0);
  return self->changes[rung]->len;
}

/**
 * us_normalization_get_change:
 * @self: a normalization
 * @rung: a rung of the ladder
 * @index: a change of @rung, below us_normalization_get_n_changes()
 *
 * One change @rung made, in the order it made them.
 *
 * Returns: (transfer none): the change, owned by @self
 */
const UsChange *
us_normalization_get_change (const UsNormalization *self,
                             UsRung                 rung,
                             guint                  index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) rung < US_RUNG_COUNT, NULL);
  g_return_val_if_fail (index < self->changes[rung]->len, NULL);
  return &g_array_index (self->changes[rung], UsChange, index);
}

/**
 * us_normalization_is_from_invalid_input:
 * @self: a normalization
 *
 * Whether the input breaks RFC 3986's grammar: it is normalized all the
 * same, and the normal form may be no URI.
 *
 * Returns: %TRUE when the input is not a valid URI reference
 */
gboolean
us_normalization_is_from_invalid_input (const UsNormalization *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->from_invalid_input;
}

/**
 * us_rung_name:
 * @rung: a rung of the ladder
 *
 * The rung's stable name, for JSON and scripts ("case",
 * "percent-encoding", "path-segments", "scheme").
 *
 * Returns: (transfer none): a static string
 */
const char *
us_rung_name (UsRung rung)
{
  static const char *const names[US_RUNG_COUNT] = { "case", "percent-encoding", "path-segments", "scheme" };

  g_return_val_if_fail ((guint) rung < US_RUNG_COUNT, NULL);
  return names[rung];
}

/**
 * us_rung_section:
 * @rung: a rung of the ladder
 *
 * Where RFC 3986 describes the rung ("§6.2.2.1" …); not translated.
 *
 * Returns: (transfer none): a static string
 */
const char *
us_rung_section (UsRung rung)
{
  static const char *const sections[US_RUNG_COUNT] = { "6.2.2.1", "6.2.2.2", "6.2.2.3", "6.2.3" };

  g_return_val_if_fail ((guint) rung < US_RUNG_COUNT, NULL);
  return sections[rung];
}

/**
 * us_rung_describe:
 * @rung: a rung of the ladder
 *
 * What the rung does, in words.
 *
 * Returns: (transfer none): a static string, translated
 */
const char *
us_rung_describe (UsRung rung)
{
  switch (rung)
    {
    case US_RUNG_CASE: return _("Case: the scheme and the host in lower case, percent-encodings in upper case.");
    case US_RUNG_PERCENT: return _("Percent-encoding: unreserved characters decoded, nothing else.");
    case US_RUNG_PATH: return _("Path segments: “.” and “..” removed with remove_dot_segments.");
    case US_RUNG_SCHEME: return _("Scheme: default and empty ports removed, an empty path made “/”.");
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * us_change_format:
 * @change: a change of a normalization
 *
 * The change in words, the texts in their display form.
 *
 * Returns: (transfer full): the sentence, translated; free with g_free()
 */
char *
us_change_format (const UsChange *change)
{
  g_autofree char *from = us_quote (change->from, change->from_len, 80);
  g_autofree char *to = us_quote (change->to, change->to_len, 80);

  switch (change->kind)
    {
    case US_CHANGE_SCHEME_CASE:
      return g_strdup_printf (_("scheme “%s” → “%s”"), from, to);
    case US_CHANGE_HOST_CASE:
      return g_strdup_printf (_("host “%s” → “%s”"), from, to);
    case US_CHANGE_HEX_CASE:
      return g_strdup_printf (_("“%s” → “%s” (hex digits in upper case)"), from, to);
    case US_CHANGE_DECODED:
      return g_strdup_printf (_("“%s” → “%s” (an unreserved character needs no encoding)"), from, to);
    case US_CHANGE_DECODED_DOT:
      return g_strdup_printf (_("“%s” → “%s” (an unreserved character; decoded, this “.” now counts in dot-segment removal)"),
                              from, to);
    case US_CHANGE_DOT_SEGMENTS:
      return g_strdup_printf (_("path “%s” → “%s”"), from, to);
    case US_CHANGE_DEFAULT_PORT:
      return g_strdup_printf (_("port “%s” is the default of %s and is removed"), from, to);
    case US_CHANGE_EMPTY_PORT:
      return g_strdup (_("an empty port is removed with its “:”"));
    case US_CHANGE_EMPTY_PATH:
      return g_strdup (_("the empty path after an authority becomes “/”"));
    case US_CHANGE_FILE_LOCALHOST:
      return g_strdup (_("host “localhost” of a file URI is the empty host (RFC 8089 §3)"));
    case US_CHANGE_RELATIVE_DOTS_KEPT:
      return g_strdup_printf (_("path “%s” keeps its dot segments: in a relative reference they are relative to a base"),
                              from);
    case US_CHANGE_PATH_NOT_AUTHORITY:
      return g_strdup_printf (_("path “%s” → “%s”: without an authority, a path that begins with “//” would be read as one, so “/.” stays in front of it"),
                              from, to);
    case US_CHANGE_PORT_CASE:
      return g_strdup_printf (_("port “%s” → “%s” (not a number: read without case, like the host)"), from, to);
    case US_CHANGE_PATH_NOT_SCHEME:
      return g_strdup_printf (_("path “%s” → “%s”: in a relative reference, a first segment with “:” would be read as a scheme, so “./” goes in front of it (RFC 3986 §4.2)"),
                              from, to);
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * us_equivalent:
 * @rung: (out): where they become equal: -1 as given (§6.2.1, simple string
 *   comparison), else the rung
 *
 * Returns: whether @a and @b are equivalent by RFC 3986 §6.2.1–§6.2.3
 */
gboolean
us_equivalent (const UsNormalization *a,
               const UsNormalization *b,
               int                   *rung)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->input_len == b->input_len && memcmp (a->input, b->input, a->input_len) == 0)
    {
      if (rung)
        *rung = -1;
      return TRUE;
    }
  for (guint i = 0; i < US_RUNG_COUNT; i++)
    if (a->result_lens[i] == b->result_lens[i] && memcmp (a->results[i], b->results[i], a->result_lens[i]) == 0)
      {
        if (rung)
          *rung = (int) i;
        return TRUE;
      }
  return FALSE;
}
