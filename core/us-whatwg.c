/* us-whatwg.c — the WHATWG URL Standard's basic URL parser
 *
 * See us-whatwg.h. The state machine follows the standard's "basic URL
 * parser" with no URL and no state override, one function per state, and
 * jsdom's whatwg-url (lib/url-state-machine.js) for the places where the
 * implementation and the prose differ, and for the order in which the
 * validation errors are reported.
 *
 * The input is decoded from UTF-8 once; the state machine then reads an
 * array of code points, each with the byte span it came from, so that every
 * validation error can name bytes of the caller's input. It builds the
 * record's strings in GStrings and copies them into the record's one
 * block at the end (us-whatwg-url.c).
 *
 * Most inputs never get here: us_whatwg_parse_traced() first tries the
 * fast path (us-whatwg-fast.c), which parses the common printable-ASCII
 * URL on its bytes into the same record, and falls back to the state
 * machine for everything else and whenever a trace is asked for. The
 * trace's steps are made by the recorder (us-whatwg-recorder.c), which the
 * state machine tells of each code point and of the record it is building.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-parse-private.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

#define EOF_CP ((gunichar) 0xFFFFFFFFu)

/* ---- code point classes ---- */

static gboolean
is_special_scheme (const char *scheme)
{
  return us_scheme_is_special (scheme, strlen (scheme));
}

static int
default_port (const char *scheme)
{
  return us_scheme_default_port (scheme, strlen (scheme));
}

static gboolean
is_windows_drive_letter (const char *s, gsize len)
{
  return len == 2 && us_whatwg_is_ascii_alpha ((guchar) s[0]) && (s[1] == ':' || s[1] == '|');
}

/* whether the @len bytes at @s are a normalized Windows drive letter */
static gboolean
is_normalized_windows_drive_letter (const char *s,
                                    gsize       len)
{
  return len == 2 && us_whatwg_is_ascii_alpha ((guchar) s[0]) && s[1] == ':';
}

/* The length of the first segment of @path (a path's serialization, "/"
 * before each segment); 0 when there is no segment. */
static gsize
first_segment_len (const char *path)
{
  const char *end;

  if (path[0] != '/')
    return 0;
  end = strchr (path + 1, '/');
  return end != NULL ? (gsize) (end - path - 1) : strlen (path + 1);
}

static gboolean
is_single_dot (const GString *b)
{
  return (b->len == 1 && b->str[0] == '.') ||
         (b->len == 3 && g_ascii_strcasecmp (b->str, "%2e") == 0);
}

static gboolean
is_double_dot (const GString *b)
{
  const char *s = b->str;

  switch (b->len)
    {
    case 2:
      return strcmp (s, "..") == 0;
    case 4:
      return g_ascii_strcasecmp (s, "%2e.") == 0 || g_ascii_strcasecmp (s, ".%2e") == 0;
    case 6:
      return g_ascii_strcasecmp (s, "%2e%2e") == 0;
    default:
      return FALSE;
    }
}

/* ---- the parser ---- */

typedef enum {
  STATE_SCHEME_START,
  STATE_SCHEME,
  STATE_NO_SCHEME,
  STATE_SPECIAL_RELATIVE_OR_AUTHORITY,
  STATE_PATH_OR_AUTHORITY,
  STATE_RELATIVE,
  STATE_RELATIVE_SLASH,
  STATE_SPECIAL_AUTHORITY_SLASHES,
  STATE_SPECIAL_AUTHORITY_IGNORE_SLASHES,
  STATE_AUTHORITY,
  STATE_HOST,
  STATE_PORT,
  STATE_FILE,
  STATE_FILE_SLASH,
  STATE_FILE_HOST,
  STATE_PATH_START,
  STATE_PATH,
  STATE_OPAQUE_PATH,
  STATE_QUERY,
  STATE_FRAGMENT,
  N_STATES
} State;

/* The states as the standard names them (the trace's words: the
 * standard's terms, not translated). */
static const char *const state_names[N_STATES] = {
  "scheme start state",
  "scheme state",
  "no scheme state",
  "special relative or authority state",
  "path or authority state",
  "relative state",
  "relative slash state",
  "special authority slashes state",
  "special authority ignore slashes state",
  "authority state",
  "host state",
  "port state",
  "file state",
  "file slash state",
  "file host state",
  "path start state",
  "path state",
  "opaque path state",
  "query state",
  "fragment state",
};

/* The branch a state takes on its ordinary code points (NONE: the state
 * always notes its branch). */
static const UsWhatwgBranch run_branches[N_STATES] = {
  [STATE_SCHEME] = US_WHATWG_BRANCH_SCHEME_RUN,
  [STATE_AUTHORITY] = US_WHATWG_BRANCH_AUTHORITY_RUN,
  [STATE_HOST] = US_WHATWG_BRANCH_HOST_RUN,
  [STATE_PORT] = US_WHATWG_BRANCH_PORT_RUN,
  [STATE_FILE_HOST] = US_WHATWG_BRANCH_FILE_HOST_RUN,
  [STATE_PATH] = US_WHATWG_BRANCH_PATH_RUN,
  [STATE_OPAQUE_PATH] = US_WHATWG_BRANCH_OPAQUE_PATH_RUN,
  [STATE_QUERY] = US_WHATWG_BRANCH_QUERY_RUN,
  [STATE_FRAGMENT] = US_WHATWG_BRANCH_FRAGMENT_RUN,
};

typedef enum {
  RET_CONTINUE,
  RET_FAILURE,
} Ret;

typedef struct {
  UsWhatwgInput in;
  const guint16 *cls;       /* us_whatwg_byte_classes() */
  const UsWhatwgUrl *base;
  State state;
  gssize pointer;

  /* the URL being built */
  char *scheme;
  gboolean special;
  gboolean is_file;         /* the scheme is "file" */
  GString *username;        /* NULL for "" until needed: lazy_string() */
  GString *password;
  UsWhatwgHost host;
  int port;
  gboolean has_opaque_path;
  GString *path;            /* as in the record: serialized, or opaque */
  GString *query;           /* NULL for null */
  GString *fragment;        /* NULL for null */

  /* the buffer: built (scheme, path), or for the states that only copy
   * code points (authority, host, port, file host) a range of the input */
  GString *buffer;
  gsize raw_start;
  gsize raw_len;

  gboolean at_sign_seen;
  gboolean inside_brackets;
  gboolean password_token_seen;

  /* where each part was read: code point indices [part_start, part_end) */
  gboolean part_defined[US_WHATWG_N_PARTS];
  gsize part_start[US_WHATWG_N_PARTS];
  gsize part_end[US_WHATWG_N_PARTS];
  gsize authority_start;    /* after the slashes */
  gsize port_start;         /* after the ":" */
  gsize colon_at;           /* the first ":" of the credentials, or G_MAXSIZE */
  gsize path_start;         /* G_MAXSIZE: where the authority or scheme ends */
  gboolean path_reached;

  /* the trace: rec.trace is NULL when nobody records it */
  UsWhatwgRecorder rec;
  UsWhatwgBranch branch;    /* what the state did with the code point */
  guint host_gen;           /* bumped as the host changes */
} Parser;

/* *@s, made when it is first needed (most URLs have no credentials) */
static GString *
lazy_string (GString **s)
{
  if (*s == NULL)
    *s = g_string_new (NULL);
  return *s;
}

/* Notes the branch a state takes, for the trace. */
#define NOTE(p, b) ((p)->branch = (b))

/* Records that @part was read from the code points [@from, @to). */
static void
mark_part (Parser       *p,
           UsWhatwgPart  part,
           gsize         from,
           gsize         to)
{
  p->part_defined[part] = TRUE;
  p->part_start[part] = from;
  p->part_end[part] = MAX (from, to);
}

static inline gunichar
at (const Parser *p, gssize i)
{
  return i >= 0 && (gsize) i < p->in.n_cp ? p->in.cp[i] : EOF_CP;
}

/* The byte span of code point @i (the end of the input for EOF). */
static void
error_at (Parser           *p,
          UsWhatwgErrorType type,
          gssize            i)
{
  gsize k = i < 0 ? 0 : MIN ((gsize) i, p->in.n_cp);

  us_whatwg_input_error (&p->in, type, p->in.cp_start[k], p->in.cp_end[k]);
}

/* The byte span of code points [@from, @to). */
static void
error_range (Parser           *p,
             UsWhatwgErrorType type,
             gsize             from,
             gsize             to)
{
  from = MIN (from, p->in.n_cp);
  to = MIN (to, p->in.n_cp);
  if (to <= from)
    us_whatwg_input_error (&p->in, type, p->in.cp_start[from], p->in.cp_start[from]);
  else
    us_whatwg_input_error (&p->in, type, p->in.cp_start[from], p->in.cp_end[to - 1]);
}

static void
set_scheme (Parser     *p,
            const char *scheme)
{
  if (p->scheme != scheme)
    {
      g_free (p->scheme);
      p->scheme = g_strdup (scheme);
    }
  p->special = is_special_scheme (p->scheme);
  p->is_file = g_str_equal (p->scheme, "file");
}

static void
set_host (Parser             *p,
          const UsWhatwgHost *host)
{
  us_whatwg_host_clear (&p->host);
  us_whatwg_host_copy (&p->host, host);
  p->host_gen++;
}

/* set_host() with @host, which it takes (and empties) */
static void
take_host (Parser       *p,
           UsWhatwgHost *host)
{
  us_whatwg_host_clear (&p->host);
  p->host = *host;
  host->name = NULL;
  p->host_gen++;
}

static void
copy_path_from_base (Parser *p)
{
  g_string_truncate (p->path, 0);
  if (p->base->has_opaque_path)
    return;
  g_string_assign (p->path, p->base->path);
}

/* Appends a segment of @len bytes at @segment to the path. */
static void
append_segment (Parser     *p,
                const char *segment,
                gsize       len)
{
  g_string_append_c (p->path, '/');
  g_string_append_len (p->path, segment, (gssize) len);
}

static void
set_query (Parser     *p,
           const char *q)
{
  if (p->query != NULL)
    g_string_free (p->query, TRUE);
  p->query = q != NULL ? g_string_new (q) : NULL;
}

/* The query begins after the U+003F (?) at the pointer. */
static void
begin_query (Parser *p)
{
  set_query (p, "");
  mark_part (p, US_WHATWG_PART_QUERY, (gsize) p->pointer + 1, p->in.n_cp);
}

/* (always called at a U+0023 (#) of the input) */
static void
set_fragment_empty (Parser *p)
{
  mark_part (p, US_WHATWG_PART_FRAGMENT, (gsize) p->pointer + 1, p->in.n_cp);
  if (p->fragment != NULL)
    g_string_truncate (p->fragment, 0);
  else
    p->fragment = g_string_new (NULL);
}

static void
copy_credentials_host_port_from_base (Parser *p)
{
  g_string_assign (lazy_string (&p->username), p->base->username);
  g_string_assign (lazy_string (&p->password), p->base->password);
  set_host (p, &p->base->host);
  p->port = p->base->port;
}

/* shorten a URL's path */
static void
shorten_path (Parser *p)
{
  gsize last;

  if (p->path->len == 0)
    return;
  /* the last segment's "/": from the end, so that a run of ".." costs
   * no more than the segments it removes */
  for (last = p->path->len - 1; p->path->str[last] != '/'; last--)
    ;
  if (p->is_file && last == 0 &&
      is_normalized_windows_drive_letter (p->path->str + 1, p->path->len - 1))
    return;
  g_string_truncate (p->path, last);
}

/* starts with a Windows drive letter, at @i of the input */
static gboolean
starts_with_windows_drive_letter (const Parser *p,
                                  gssize        i)
{
  gunichar c2;
  gunichar c3;

  if (i < 0 || p->in.n_cp - (gsize) i < 2)
    return FALSE;
  c2 = at (p, i + 1);
  if (!us_whatwg_is_ascii_alpha (at (p, i)) || (c2 != ':' && c2 != '|'))
    return FALSE;
  c3 = at (p, i + 2);
  return c3 == EOF_CP || c3 == '/' || c3 == '\\' || c3 == '?' || c3 == '#';
}

/* whatwg-url's validateURLUnit(): a code point that is not a URL code
 * point, and a U+0025 (%) not followed by two ASCII hex digits. */
static inline void
validate_url_unit (Parser  *p,
                   gunichar c)
{
  if (c < 0x80 && (p->cls[c] & US_WHATWG_URL_UNIT))
    return;
  if (!us_whatwg_is_url_code_point (c) && c != '%')
    error_at (p, US_WHATWG_ERROR_INVALID_URL_UNIT, p->pointer);
  if (c == '%' && (!us_whatwg_is_ascii_hex (at (p, p->pointer + 1)) || !us_whatwg_is_ascii_hex (at (p, p->pointer + 2))))
    error_at (p, US_WHATWG_ERROR_INVALID_URL_UNIT, p->pointer);
}

/* Without a trace to keep, a state that only copies the most common of
 * its code points takes the run of them after the pointer at once: ASCII
 * URL code points of the class @plain (not "%", nor those its
 * percent-encode set holds or that end its part), which need neither a
 * validation error nor percent-encoding. Moves the pointer to the last of
 * them. (The EOF code point is above 0x7F: it ends every run.) */
static void
append_run (Parser  *p,
            GString *out,
            guint    plain)
{
  const gunichar *cp = p->in.cp;
  gsize from = (gsize) p->pointer + 1;
  gsize i = from;

  if (p->rec.trace != NULL)
    return;
  while (cp[i] < 0x80 && (p->cls[cp[i]] & plain))
    i++;
  if (i == from)
    return;
  {
    gsize at = out->len;
    char *to;

    g_string_set_size (out, at + (i - from));
    to = out->str + at;
    for (gsize k = from; k < i; k++)
      *to++ = (char) cp[k];
  }
  p->pointer = (gssize) i - 1;
}

static void
raw_append (Parser *p)
{
  if (p->raw_len == 0)
    p->raw_start = (gsize) p->pointer;
  p->raw_len++;
}

static void
raw_reset (Parser *p)
{
  p->raw_len = 0;
}

static gboolean
raw_host_parse (Parser       *p,
                UsWhatwgHost *host)
{
  return us_whatwg_host_parse (&p->in, p->raw_start, p->raw_start + p->raw_len,
                               !p->special, host);
}

/* scheme start state */
static Ret
state_scheme_start (Parser  *p,
                    gunichar c)
{
  if (c != EOF_CP && us_whatwg_is_ascii_alpha (c))
    {
      g_string_append_c (p->buffer, g_ascii_tolower ((char) c));
      NOTE (p, US_WHATWG_BRANCH_SCHEME_START_ALPHA);
      p->state = STATE_SCHEME;
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_SCHEME_START_OTHER);
      p->state = STATE_NO_SCHEME;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* scheme state */
static Ret
state_scheme (Parser  *p,
              gunichar c)
{
  if (c != EOF_CP && (us_whatwg_is_ascii_alpha (c) || us_whatwg_is_ascii_digit (c) || c == '+' || c == '-' || c == '.'))
    g_string_append_c (p->buffer, g_ascii_tolower ((char) c));
  else if (c == ':')
    {
      mark_part (p, US_WHATWG_PART_SCHEME, 0, (gsize) p->pointer);
      set_scheme (p, p->buffer->str);
      g_string_truncate (p->buffer, 0);
      if (p->is_file)
        {
          if (at (p, p->pointer + 1) != '/' || at (p, p->pointer + 2) != '/')
            error_at (p, US_WHATWG_ERROR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p->pointer);
          NOTE (p, US_WHATWG_BRANCH_SCHEME_FILE);
          p->state = STATE_FILE;
        }
      else if (p->special && p->base != NULL && g_str_equal (p->base->scheme, p->scheme))
        {
          NOTE (p, US_WHATWG_BRANCH_SCHEME_SPECIAL_RELATIVE);
          p->state = STATE_SPECIAL_RELATIVE_OR_AUTHORITY;
        }
      else if (p->special)
        {
          NOTE (p, US_WHATWG_BRANCH_SCHEME_SPECIAL);
          p->state = STATE_SPECIAL_AUTHORITY_SLASHES;
        }
      else if (at (p, p->pointer + 1) == '/')
        {
          NOTE (p, US_WHATWG_BRANCH_SCHEME_PATH_OR_AUTHORITY);
          p->state = STATE_PATH_OR_AUTHORITY;
          p->pointer++;
        }
      else
        {
          NOTE (p, US_WHATWG_BRANCH_SCHEME_OPAQUE_PATH);
          p->has_opaque_path = TRUE;
          p->state = STATE_OPAQUE_PATH;
        }
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_SCHEME_START_OVER);
      g_string_truncate (p->buffer, 0);
      p->state = STATE_NO_SCHEME;
      p->pointer = -1;
    }
  return RET_CONTINUE;
}

/* no scheme state */
static Ret
state_no_scheme (Parser  *p,
                 gunichar c)
{
  if (p->base == NULL || (p->base->has_opaque_path && c != '#'))
    {
      /* The whole input lacks a scheme: the error spans all of it. */
      error_range (p, US_WHATWG_ERROR_MISSING_SCHEME_NON_RELATIVE_URL, 0, p->in.n_cp);
      NOTE (p, US_WHATWG_BRANCH_NO_SCHEME_FAILURE);
      return RET_FAILURE;
    }
  else if (p->base->has_opaque_path && c == '#')
    {
      NOTE (p, US_WHATWG_BRANCH_NO_SCHEME_FRAGMENT);
      set_scheme (p, p->base->scheme);
      p->has_opaque_path = TRUE;
      g_string_assign (p->path, p->base->path);
      set_query (p, p->base->query);
      set_fragment_empty (p);
      p->state = STATE_FRAGMENT;
    }
  else if (g_str_equal (p->base->scheme, "file"))
    {
      NOTE (p, US_WHATWG_BRANCH_NO_SCHEME_FILE);
      p->state = STATE_FILE;
      p->pointer--;
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_NO_SCHEME_RELATIVE);
      p->state = STATE_RELATIVE;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* special relative or authority state */
static Ret
state_special_relative_or_authority (Parser  *p,
                                     gunichar c)
{
  if (c == '/' && at (p, p->pointer + 1) == '/')
    {
      NOTE (p, US_WHATWG_BRANCH_SPECIAL_RELATIVE_SLASHES);
      p->state = STATE_SPECIAL_AUTHORITY_IGNORE_SLASHES;
      p->pointer++;
    }
  else
    {
      error_at (p, US_WHATWG_ERROR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_SPECIAL_RELATIVE_RELATIVE);
      p->state = STATE_RELATIVE;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* path or authority state */
static Ret
state_path_or_authority (Parser  *p,
                         gunichar c)
{
  if (c == '/')
    {
      NOTE (p, US_WHATWG_BRANCH_PATH_OR_AUTHORITY_SLASH);
      p->authority_start = (gsize) p->pointer + 1;
      p->state = STATE_AUTHORITY;
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_PATH_OR_AUTHORITY_PATH);
      p->state = STATE_PATH;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* relative state */
static Ret
state_relative (Parser  *p,
                gunichar c)
{
  g_assert (!p->base->has_opaque_path);

  set_scheme (p, p->base->scheme);
  if (c == '/')
    {
      NOTE (p, US_WHATWG_BRANCH_RELATIVE_SLASH);
      p->state = STATE_RELATIVE_SLASH;
    }
  else if (p->special && c == '\\')
    {
      error_at (p, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_RELATIVE_BACKSLASH);
      p->state = STATE_RELATIVE_SLASH;
    }
  else
    {
      copy_credentials_host_port_from_base (p);
      copy_path_from_base (p);
      set_query (p, p->base->query);
      NOTE (p, US_WHATWG_BRANCH_RELATIVE_EOF);
      if (c == '?')
        {
          NOTE (p, US_WHATWG_BRANCH_RELATIVE_QUERY);
          begin_query (p);
          p->state = STATE_QUERY;
        }
      else if (c == '#')
        {
          NOTE (p, US_WHATWG_BRANCH_RELATIVE_FRAGMENT);
          set_fragment_empty (p);
          p->state = STATE_FRAGMENT;
        }
      else if (c != EOF_CP)
        {
          NOTE (p, US_WHATWG_BRANCH_RELATIVE_PATH);
          set_query (p, NULL);
          shorten_path (p);
          p->state = STATE_PATH;
          p->pointer--;
        }
    }
  return RET_CONTINUE;
}

/* relative slash state */
static Ret
state_relative_slash (Parser  *p,
                      gunichar c)
{
  if (p->special && (c == '/' || c == '\\'))
    {
      if (c == '\\')
        error_at (p, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_RELATIVE_SLASH_SPECIAL);
      p->state = STATE_SPECIAL_AUTHORITY_IGNORE_SLASHES;
    }
  else if (c == '/')
    {
      NOTE (p, US_WHATWG_BRANCH_RELATIVE_SLASH_AUTHORITY);
      p->authority_start = (gsize) p->pointer + 1;
      p->state = STATE_AUTHORITY;
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_RELATIVE_SLASH_PATH);
      copy_credentials_host_port_from_base (p);
      p->state = STATE_PATH;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* special authority slashes state */
static Ret
state_special_authority_slashes (Parser  *p,
                                 gunichar c)
{
  if (c == '/' && at (p, p->pointer + 1) == '/')
    {
      NOTE (p, US_WHATWG_BRANCH_AUTHORITY_SLASHES);
      p->state = STATE_SPECIAL_AUTHORITY_IGNORE_SLASHES;
      p->pointer++;
    }
  else
    {
      error_at (p, US_WHATWG_ERROR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_AUTHORITY_SLASHES_MISSING);
      p->state = STATE_SPECIAL_AUTHORITY_IGNORE_SLASHES;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* special authority ignore slashes state */
static Ret
state_special_authority_ignore_slashes (Parser  *p,
                                        gunichar c)
{
  if (c != '/' && c != '\\')
    {
      NOTE (p, US_WHATWG_BRANCH_IGNORE_SLASHES_DONE);
      p->authority_start = (gsize) p->pointer;
      p->state = STATE_AUTHORITY;
      p->pointer--;
    }
  else
    {
      /* one error for each extra slash */
      error_at (p, US_WHATWG_ERROR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_IGNORE_SLASHES_EXTRA);
    }
  return RET_CONTINUE;
}

/* authority state */
static Ret
state_authority (Parser  *p,
                 gunichar c)
{
  if (c == '@')
    {
      NOTE (p, US_WHATWG_BRANCH_AUTHORITY_AT);
      /* The error spans the credentials this U+0040 (@) ends, and it. */
      error_range (p, US_WHATWG_ERROR_INVALID_CREDENTIALS,
                   p->raw_len > 0 ? p->raw_start : (gsize) p->pointer, (gsize) p->pointer + 1);
      if (p->at_sign_seen)
        /* the buffer prefixed with "%40": none of those is ":" */
        g_string_append (lazy_string (p->password_token_seen ? &p->password : &p->username), "%40");
      p->at_sign_seen = TRUE;

      for (gsize i = p->raw_start; i < p->raw_start + p->raw_len; i++)
        {
          gunichar cp = p->in.cp[i];

          if (cp == ':' && !p->password_token_seen)
            {
              p->password_token_seen = TRUE;
              p->colon_at = i;
              continue;
            }
          us_whatwg_append_encoded (lazy_string (p->password_token_seen ? &p->password : &p->username),
                                    cp, US_WHATWG_SET_USERINFO);
        }
      raw_reset (p);
      mark_part (p, US_WHATWG_PART_USERINFO, p->authority_start, (gsize) p->pointer);
      if (p->colon_at != G_MAXSIZE)
        {
          mark_part (p, US_WHATWG_PART_USERNAME, p->authority_start, p->colon_at);
          mark_part (p, US_WHATWG_PART_PASSWORD, p->colon_at + 1, (gsize) p->pointer);
        }
      else
        mark_part (p, US_WHATWG_PART_USERNAME, p->authority_start, (gsize) p->pointer);
    }
  else if (c == EOF_CP || c == '/' || c == '?' || c == '#' || (p->special && c == '\\'))
    {
      if (p->at_sign_seen && p->raw_len == 0)
        {
          error_at (p, US_WHATWG_ERROR_HOST_MISSING, p->pointer);
          NOTE (p, US_WHATWG_BRANCH_AUTHORITY_HOST_MISSING);
          return RET_FAILURE;
        }
      NOTE (p, US_WHATWG_BRANCH_AUTHORITY_END);
      p->pointer -= (gssize) p->raw_len + 1;
      raw_reset (p);
      p->state = STATE_HOST;
    }
  else
    raw_append (p);
  return RET_CONTINUE;
}

/* host state (and hostname state, which only differs with a state
 * override) */
static Ret
state_host (Parser  *p,
            gunichar c)
{
  UsWhatwgHost host = { 0 };

  if (c == ':' && !p->inside_brackets)
    {
      if (p->raw_len == 0)
        {
          error_at (p, US_WHATWG_ERROR_HOST_MISSING, p->pointer);
          NOTE (p, US_WHATWG_BRANCH_HOST_MISSING);
          return RET_FAILURE;
        }
      mark_part (p, US_WHATWG_PART_HOST, p->raw_start, (gsize) p->pointer);
      p->port_start = (gsize) p->pointer + 1;
      NOTE (p, US_WHATWG_BRANCH_HOST_FAILURE);
      if (!raw_host_parse (p, &host))
        return RET_FAILURE;
      NOTE (p, US_WHATWG_BRANCH_HOST_PORT);
      take_host (p, &host);
      raw_reset (p);
      p->state = STATE_PORT;
    }
  else if (c == EOF_CP || c == '/' || c == '?' || c == '#' || (p->special && c == '\\'))
    {
      mark_part (p, US_WHATWG_PART_HOST, p->raw_len > 0 ? p->raw_start : (gsize) p->pointer,
                 (gsize) p->pointer);
      mark_part (p, US_WHATWG_PART_AUTHORITY, p->authority_start, (gsize) p->pointer);
      p->pointer--;
      if (p->special && p->raw_len == 0)
        {
          error_at (p, US_WHATWG_ERROR_HOST_MISSING, p->pointer + 1);
          NOTE (p, US_WHATWG_BRANCH_HOST_MISSING);
          return RET_FAILURE;
        }
      NOTE (p, US_WHATWG_BRANCH_HOST_FAILURE);
      if (!raw_host_parse (p, &host))
        return RET_FAILURE;
      NOTE (p, US_WHATWG_BRANCH_HOST_END);
      take_host (p, &host);
      raw_reset (p);
      p->state = STATE_PATH_START;
    }
  else
    {
      if (c == '[')
        p->inside_brackets = TRUE;
      else if (c == ']')
        p->inside_brackets = FALSE;
      raw_append (p);
    }
  return RET_CONTINUE;
}

/* port state */
static Ret
state_port (Parser  *p,
            gunichar c)
{
  if (c != EOF_CP && us_whatwg_is_ascii_digit (c))
    raw_append (p);
  else if (c == EOF_CP || c == '/' || c == '?' || c == '#' || (p->special && c == '\\'))
    {
      mark_part (p, US_WHATWG_PART_PORT, p->port_start, (gsize) p->pointer);
      mark_part (p, US_WHATWG_PART_AUTHORITY, p->authority_start, (gsize) p->pointer);
      NOTE (p, US_WHATWG_BRANCH_PORT_END);
      if (p->raw_len > 0)
        {
          guint64 port = 0;

          for (gsize i = p->raw_start; i < p->raw_start + p->raw_len; i++)
            {
              port = port * 10 + (p->in.cp[i] - '0');
              if (port > 0xFFFF)
                break;
            }
          if (port > 0xFFFF)
            {
              error_range (p, US_WHATWG_ERROR_PORT_OUT_OF_RANGE,
                           p->raw_start, p->raw_start + p->raw_len);
              NOTE (p, US_WHATWG_BRANCH_PORT_OUT_OF_RANGE);
              return RET_FAILURE;
            }
          p->port = (int) port == default_port (p->scheme) ? -1 : (int) port;
          if (p->port < 0)
            NOTE (p, US_WHATWG_BRANCH_PORT_DEFAULT);
          raw_reset (p);
        }
      p->state = STATE_PATH_START;
      p->pointer--;
    }
  else
    {
      error_at (p, US_WHATWG_ERROR_PORT_INVALID, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_PORT_INVALID);
      return RET_FAILURE;
    }
  return RET_CONTINUE;
}

/* file state */
static Ret
state_file (Parser  *p,
            gunichar c)
{
  UsWhatwgHost empty = { US_WHATWG_HOST_EMPTY, NULL, 0, { 0 } };

  set_scheme (p, "file");
  set_host (p, &empty);

  if (c == '/' || c == '\\')
    {
      if (c == '\\')
        error_at (p, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_FILE_SLASH);
      p->state = STATE_FILE_SLASH;
    }
  else if (p->base != NULL && g_str_equal (p->base->scheme, "file"))
    {
      set_host (p, &p->base->host);
      copy_path_from_base (p);
      set_query (p, p->base->query);
      NOTE (p, US_WHATWG_BRANCH_FILE_BASE_EOF);
      if (c == '?')
        {
          NOTE (p, US_WHATWG_BRANCH_FILE_BASE_QUERY);
          begin_query (p);
          p->state = STATE_QUERY;
        }
      else if (c == '#')
        {
          NOTE (p, US_WHATWG_BRANCH_FILE_BASE_FRAGMENT);
          set_fragment_empty (p);
          p->state = STATE_FRAGMENT;
        }
      else if (c != EOF_CP)
        {
          NOTE (p, US_WHATWG_BRANCH_FILE_BASE_PATH);
          set_query (p, NULL);
          if (!starts_with_windows_drive_letter (p, p->pointer))
            shorten_path (p);
          else
            {
              NOTE (p, US_WHATWG_BRANCH_FILE_BASE_DRIVE);
              error_range (p, US_WHATWG_ERROR_FILE_INVALID_WINDOWS_DRIVE_LETTER,
                           (gsize) p->pointer, (gsize) p->pointer + 2);
              g_string_truncate (p->path, 0);
            }
          p->state = STATE_PATH;
          p->pointer--;
        }
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_FILE_PATH);
      p->state = STATE_PATH;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* file slash state */
static Ret
state_file_slash (Parser  *p,
                  gunichar c)
{
  if (c == '/' || c == '\\')
    {
      if (c == '\\')
        error_at (p, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_FILE_SLASH_HOST);
      p->authority_start = (gsize) p->pointer + 1;
      p->state = STATE_FILE_HOST;
    }
  else
    {
      NOTE (p, US_WHATWG_BRANCH_FILE_SLASH_PATH);
      if (p->base != NULL && g_str_equal (p->base->scheme, "file"))
        {
          gsize first = first_segment_len (p->base->path);

          /* the base's first segment, a normalized Windows drive letter */
          if (!starts_with_windows_drive_letter (p, p->pointer) &&
              !p->base->has_opaque_path && p->base->path[0] == '/' &&
              is_normalized_windows_drive_letter (p->base->path + 1, first))
            append_segment (p, p->base->path + 1, first);
          set_host (p, &p->base->host);
        }
      p->state = STATE_PATH;
      p->pointer--;
    }
  return RET_CONTINUE;
}

/* file host state */
static Ret
state_file_host (Parser  *p,
                 gunichar c)
{
  if (c == EOF_CP || c == '/' || c == '\\' || c == '?' || c == '#')
    {
      char drive[2];

      p->pointer--;
      if (p->raw_len == 2)
        {
          drive[0] = p->in.cp[p->raw_start] < 0x80 ? (char) p->in.cp[p->raw_start] : 0;
          drive[1] = p->in.cp[p->raw_start + 1] < 0x80 ? (char) p->in.cp[p->raw_start + 1] : 0;
        }
      if (p->raw_len == 2 && is_windows_drive_letter (drive, 2))
        {
          /* The host is empty, and the path begins with the letter. */
          NOTE (p, US_WHATWG_BRANCH_FILE_HOST_DRIVE);
          mark_part (p, US_WHATWG_PART_HOST, p->raw_start, p->raw_start);
          mark_part (p, US_WHATWG_PART_AUTHORITY, p->raw_start, p->raw_start);
          p->path_start = p->raw_start;
          error_range (p, US_WHATWG_ERROR_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST,
                       p->raw_start, p->raw_start + 2);
          /* The buffer is not reset: the path state goes on with it. */
          g_string_truncate (p->buffer, 0);
          g_string_append_len (p->buffer, drive, 2);
          raw_reset (p);
          p->state = STATE_PATH;
        }
      else if (p->raw_len == 0)
        {
          UsWhatwgHost empty = { US_WHATWG_HOST_EMPTY, NULL, 0, { 0 } };

          NOTE (p, US_WHATWG_BRANCH_FILE_HOST_EMPTY);
          mark_part (p, US_WHATWG_PART_HOST, (gsize) p->pointer + 1, (gsize) p->pointer + 1);
          mark_part (p, US_WHATWG_PART_AUTHORITY, (gsize) p->pointer + 1, (gsize) p->pointer + 1);
          set_host (p, &empty);
          p->state = STATE_PATH_START;
        }
      else
        {
          UsWhatwgHost host = { 0 };

          mark_part (p, US_WHATWG_PART_HOST, p->raw_start, (gsize) p->pointer + 1);
          mark_part (p, US_WHATWG_PART_AUTHORITY, p->authority_start, (gsize) p->pointer + 1);
          NOTE (p, US_WHATWG_BRANCH_FILE_HOST_FAILURE);
          if (!raw_host_parse (p, &host))
            return RET_FAILURE;
          NOTE (p, US_WHATWG_BRANCH_FILE_HOST_HOST);
          if (host.kind == US_WHATWG_HOST_DOMAIN && g_str_equal (host.name, "localhost"))
            {
              us_whatwg_host_clear (&host);
              host.kind = US_WHATWG_HOST_EMPTY;
            }
          take_host (p, &host);
          raw_reset (p);
          p->state = STATE_PATH_START;
        }
    }
  else
    raw_append (p);
  return RET_CONTINUE;
}

/* path start state */
static Ret
state_path_start (Parser  *p,
                  gunichar c)
{
  if (p->special)
    {
      if (c == '\\')
        error_at (p, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, p->pointer);
      NOTE (p, US_WHATWG_BRANCH_PATH_START_SPECIAL);
      p->state = STATE_PATH;
      if (c != '/' && c != '\\')
        p->pointer--;
    }
  else if (c == '?')
    {
      NOTE (p, US_WHATWG_BRANCH_PATH_START_QUERY);
      begin_query (p);
      p->state = STATE_QUERY;
    }
  else if (c == '#')
    {
      NOTE (p, US_WHATWG_BRANCH_PATH_START_FRAGMENT);
      set_fragment_empty (p);
      p->state = STATE_FRAGMENT;
    }
  else if (c != EOF_CP)
    {
      NOTE (p, US_WHATWG_BRANCH_PATH_START_PATH);
      p->state = STATE_PATH;
      if (c != '/')
        p->pointer--;
    }
  else
    NOTE (p, US_WHATWG_BRANCH_PATH_START_EOF);
  return RET_CONTINUE;
}

/* path state */
static Ret
state_path (Parser  *p,
            gunichar c)
{
  gboolean slash = c == '/' || (p->special && c == '\\');

  if (c == EOF_CP || slash || c == '?' || c == '#')
    {
      if (p->special && c == '\\')
        error_at (p, US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS, p->pointer);

      NOTE (p, US_WHATWG_BRANCH_PATH_SEGMENT);
      if (is_double_dot (p->buffer))
        {
          NOTE (p, US_WHATWG_BRANCH_PATH_DOUBLE_DOT);
          shorten_path (p);
          if (!slash)
            append_segment (p, "", 0);
        }
      else if (is_single_dot (p->buffer))
        {
          NOTE (p, US_WHATWG_BRANCH_PATH_SINGLE_DOT);
          if (!slash)
            append_segment (p, "", 0);
        }
      else
        {
          if (p->is_file && p->path->len == 0 &&
              is_windows_drive_letter (p->buffer->str, p->buffer->len))
            {
              NOTE (p, US_WHATWG_BRANCH_PATH_DRIVE);
              p->buffer->str[1] = ':';
            }
          append_segment (p, p->buffer->str, p->buffer->len);
        }
      g_string_truncate (p->buffer, 0);
      if (c == '?')
        {
          begin_query (p);
          p->state = STATE_QUERY;
        }
      if (c == '#')
        {
          set_fragment_empty (p);
          p->state = STATE_FRAGMENT;
        }
    }
  else
    {
      validate_url_unit (p, c);
      us_whatwg_append_encoded (p->buffer, c, US_WHATWG_SET_PATH);
      append_run (p, p->buffer, US_WHATWG_PLAIN_PATH);
    }
  return RET_CONTINUE;
}

/* opaque path state */
static Ret
state_opaque_path (Parser  *p,
                   gunichar c)
{
  if (c == '?')
    {
      NOTE (p, US_WHATWG_BRANCH_OPAQUE_PATH_QUERY);
      begin_query (p);
      p->state = STATE_QUERY;
    }
  else if (c == '#')
    {
      NOTE (p, US_WHATWG_BRANCH_OPAQUE_PATH_FRAGMENT);
      set_fragment_empty (p);
      p->state = STATE_FRAGMENT;
    }
  else if (c == ' ')
    {
      gunichar next = at (p, p->pointer + 1);

      NOTE (p, US_WHATWG_BRANCH_OPAQUE_PATH_SPACE);
      error_at (p, US_WHATWG_ERROR_INVALID_URL_UNIT, p->pointer);
      if (next == '?' || next == '#')
        g_string_append (p->path, "%20");
      else
        g_string_append_c (p->path, ' ');
    }
  else if (c != EOF_CP)
    {
      validate_url_unit (p, c);
      us_whatwg_append_encoded (p->path, c, US_WHATWG_SET_C0);
      append_run (p, p->path, US_WHATWG_PLAIN_OPAQUE_PATH);
    }
  return RET_CONTINUE;
}

/* query state (the encoding is always UTF-8 here; with UTF-8, encoding
 * the buffer at the end and encoding each code point as it comes give the
 * same bytes) */
static Ret
state_query (Parser  *p,
             gunichar c)
{
  if (c == '#' || c == EOF_CP)
    {
      NOTE (p, US_WHATWG_BRANCH_QUERY_EOF);
      if (c == '#')
        {
          NOTE (p, US_WHATWG_BRANCH_QUERY_FRAGMENT);
          set_fragment_empty (p);
          p->state = STATE_FRAGMENT;
        }
    }
  else
    {
      validate_url_unit (p, c);
      us_whatwg_append_encoded (p->query, c, p->special ? US_WHATWG_SET_SPECIAL_QUERY : US_WHATWG_SET_QUERY);
      append_run (p, p->query, US_WHATWG_PLAIN_QUERY);
    }
  return RET_CONTINUE;
}

/* fragment state */
static Ret
state_fragment (Parser  *p,
                gunichar c)
{
  if (c != EOF_CP)
    {
      validate_url_unit (p, c);
      us_whatwg_append_encoded (p->fragment, c, US_WHATWG_SET_FRAGMENT);
      append_run (p, p->fragment, US_WHATWG_PLAIN_FRAGMENT);
    }
  return RET_CONTINUE;
}

static Ret
run_state (Parser  *p,
           gunichar c)
{
  switch (p->state)
    {
    case STATE_SCHEME_START: return state_scheme_start (p, c);
    case STATE_SCHEME: return state_scheme (p, c);
    case STATE_NO_SCHEME: return state_no_scheme (p, c);
    case STATE_SPECIAL_RELATIVE_OR_AUTHORITY: return state_special_relative_or_authority (p, c);
    case STATE_PATH_OR_AUTHORITY: return state_path_or_authority (p, c);
    case STATE_RELATIVE: return state_relative (p, c);
    case STATE_RELATIVE_SLASH: return state_relative_slash (p, c);
    case STATE_SPECIAL_AUTHORITY_SLASHES: return state_special_authority_slashes (p, c);
    case STATE_SPECIAL_AUTHORITY_IGNORE_SLASHES: return state_special_authority_ignore_slashes (p, c);
    case STATE_AUTHORITY: return state_authority (p, c);
    case STATE_HOST: return state_host (p, c);
    case STATE_PORT: return state_port (p, c);
    case STATE_FILE: return state_file (p, c);
    case STATE_FILE_SLASH: return state_file_slash (p, c);
    case STATE_FILE_HOST: return state_file_host (p, c);
    case STATE_PATH_START: return state_path_start (p, c);
    case STATE_PATH: return state_path (p, c);
    case STATE_OPAQUE_PATH: return state_opaque_path (p, c);
    case STATE_QUERY: return state_query (p, c);
    case STATE_FRAGMENT: return state_fragment (p, c);
    default: g_assert_not_reached ();
    }
  return RET_FAILURE;
}

/* ---- the trace (us-whatwg-recorder.c records it) ---- */

/* The URL being built, as the trace recorder reads it. */
static UsWhatwgBuilding
building (const Parser *p)
{
  return (UsWhatwgBuilding) {
    p->scheme, p->username, p->password, &p->host, p->host_gen, p->port, p->has_opaque_path,
    p->path, p->query, p->fragment, p->buffer, &p->in, p->raw_start, p->raw_len,
  };
}

/* The states that only copy code points: their buffer is a range of the
 * input (raw_start, raw_len). */
static gboolean
is_raw_state (State state)
{
  return state == STATE_AUTHORITY || state == STATE_HOST || state == STATE_PORT || state == STATE_FILE_HOST;
}

/* Before a code point: the open step ends if the state moved on. */
static void
trace_before (Parser *p)
{
  UsWhatwgBuilding url = building (p);

  us_whatwg_recorder_before (&p->rec, (int) p->state, &url);
}

/* After the state @state ran on the code point at @pointer. */
static void
trace_after (Parser *p,
             State   state,
             gssize  pointer,
             guint   errors_before,
             gboolean failure)
{
  UsWhatwgBuilding url = building (p);

  us_whatwg_recorder_after (&p->rec, &url, (int) state, state_names[state], is_raw_state (state),
                            run_branches[state], p->branch, pointer, p->pointer, errors_before, failure);
}

UsWhatwgUrl *
us_whatwg_parse (const char        *input,
                 gsize              len,
                 const UsWhatwgUrl *base)
{
  return us_whatwg_parse_traced (input, len, base, NULL);
}

/* Copies @len bytes at @s and a NUL to *@out, and moves *@out past them;
 * returns the copy. */
static char *
copy_string (char       **out,
             const char  *s,
             gsize        len)
{
  char *copy = *out;

  memcpy (copy, s, len);
  copy[len] = '\0';
  *out += len + 1;
  return copy;
}

/* The record of what @p built, with @errors, in one block (see
 * us-whatwg-url.c). */
static UsWhatwgUrl *
pack_record (Parser   *p,
             GArray   *errors,
             gboolean  failure)
{
  gsize scheme_len = strlen (p->scheme);
  gsize host_len = p->host.name != NULL ? strlen (p->host.name) : 0;
  gsize n_bytes = scheme_len + 1 + len_or_0 (p->username) + 1 + len_or_0 (p->password) + 1 +
                  (p->host.name != NULL ? host_len + 1 : 0) + p->path->len + 1 +
                  (p->query != NULL ? p->query->len + 1 : 0) +
                  (p->fragment != NULL ? p->fragment->len + 1 : 0);
  char *out;
  UsWhatwgUrl *url = us_whatwg_url_alloc (errors->len, n_bytes, &out);

  url->failure = failure;
  url->ascii_input = FALSE;
  url->n_errors = errors->len;
  if (errors->len > 0)
    memcpy (url->errors, errors->data, errors->len * sizeof (UsWhatwgError));
  url->scheme = copy_string (&out, p->scheme, scheme_len);
  url->username = copy_string (&out, str_or_empty (p->username), len_or_0 (p->username));
  url->password = copy_string (&out, str_or_empty (p->password), len_or_0 (p->password));
  url->host = p->host;
  if (p->host.name != NULL)
    url->host.name = copy_string (&out, p->host.name, host_len);
  url->port = p->port;
  url->has_opaque_path = p->has_opaque_path;
  url->path = copy_string (&out, p->path->str, p->path->len);
  url->query = p->query != NULL ? copy_string (&out, p->query->str, p->query->len) : NULL;
  url->fragment = p->fragment != NULL ? copy_string (&out, p->fragment->str, p->fragment->len) : NULL;
  url->special = p->special;
  return url;
}

/* The basic URL parser: the state machine. */
static UsWhatwgUrl *
parse_with_state_machine (const char        *input,
                          gsize              len,
                          const UsWhatwgUrl *base,
                          UsWhatwgTrace     *trace)
{
  UsWhatwgUrl *url;
  g_autoptr(GArray) errors = NULL;
  g_autofree gunichar *dec = NULL;
  g_autofree gsize *dec_start = NULL;
  g_autofree gunichar *cp = NULL;
  g_autofree gsize *cp_start = NULL;
  g_autofree gsize *cp_end = NULL;
  gsize n_dec, first, last, n = 0;
  gboolean removed = FALSE;
  gboolean failure = FALSE;
  Parser p = { 0 };

  p.cls = us_whatwg_byte_classes ();
  errors = g_array_new (FALSE, FALSE, sizeof (UsWhatwgError));
  n_dec = us_whatwg_utf8_decode ((const guchar *) input, len, &dec, &dec_start);

  /* Remove any leading and trailing C0 control or space. */
  for (first = 0; first < n_dec && dec[first] <= 0x20; first++)
    ;
  for (last = n_dec; last > first && dec[last - 1] <= 0x20; last--)
    ;
  /* One error for the whole trim, as whatwg-url reports it: spanning what
   * was removed at the front, or else what was removed at the back. */
  if (first > 0)
    {
      UsWhatwgError e = { US_WHATWG_ERROR_INVALID_URL_UNIT, 0, dec_start[first], FALSE };
      g_array_append_val (errors, e);
      if (trace != NULL)
        us_whatwg_recorder_input_step (trace, US_WHATWG_BRANCH_TRIM, 0, dec_start[first], errors);
    }
  else if (last < n_dec)
    {
      UsWhatwgError e = { US_WHATWG_ERROR_INVALID_URL_UNIT, dec_start[last], len, FALSE };
      g_array_append_val (errors, e);
      if (trace != NULL)
        us_whatwg_recorder_input_step (trace, US_WHATWG_BRANCH_TRIM, dec_start[last], len, errors);
    }

  /* Remove all ASCII tab or newline: one error, spanning the first. */
  for (gsize i = first; i < last && !removed; i++)
    if (dec[i] == '\t' || dec[i] == '\n' || dec[i] == '\r')
      {
        UsWhatwgError e = { US_WHATWG_ERROR_INVALID_URL_UNIT, dec_start[i], dec_start[i + 1], FALSE };

        g_array_append_val (errors, e);
        if (trace != NULL)
          us_whatwg_recorder_input_step (trace, US_WHATWG_BRANCH_TAB_NEWLINE, dec_start[i], dec_start[i + 1], errors);
        removed = TRUE;
      }
  if (!removed && last == n_dec)
    {
      /* Nothing removed but at the front: the decoded arrays are what the
       * state machine reads, a code point's end the next one's start
       * (us_whatwg_utf8_decode() has an entry more for the EOF code
       * point's, the end of the input too). */
      n = last - first;
      dec[last] = EOF_CP;
      p.in.cp = dec + first;
      p.in.cp_start = dec_start + first;
      p.in.cp_end = dec_start + first + 1;
    }
  else
    {
      cp = g_new (gunichar, last - first + 1);
      cp_start = g_new (gsize, last - first + 1);
      cp_end = g_new (gsize, last - first + 1);
      for (gsize i = first; i < last; i++)
        {
          if (dec[i] == '\t' || dec[i] == '\n' || dec[i] == '\r')
            continue;
          cp[n] = dec[i];
          cp_start[n] = dec_start[i];
          cp_end[n] = dec_start[i + 1];
          n++;
        }
      /* the EOF code point: an empty span at the end of what is read */
      cp_start[n] = cp_end[n] = n > 0 ? cp_end[n - 1] : dec_start[first];
      cp[n] = EOF_CP;
      p.in.cp = cp;
      p.in.cp_start = cp_start;
      p.in.cp_end = cp_end;
    }
  p.in.n_cp = n;
  p.in.errors = errors;
  p.base = base;
  p.state = STATE_SCHEME_START;
  p.scheme = g_strdup ("");
  p.port = -1;
  p.path = g_string_new (NULL);
  p.buffer = g_string_new (NULL);
  p.colon_at = G_MAXSIZE;
  p.path_start = G_MAXSIZE;

  p.rec.trace = trace;

  for (p.pointer = 0; p.pointer <= (gssize) n; p.pointer++)
    {
      gunichar c = at (&p, p.pointer);
      guint before = errors->len;
      State state = p.state;
      gssize pointer = p.pointer;
      Ret ret;

      if (p.rec.trace != NULL)
        trace_before (&p);
      p.branch = US_WHATWG_BRANCH_NONE;
      ret = run_state (&p, c);
      if (p.rec.trace != NULL)
        trace_after (&p, state, pointer, before, ret == RET_FAILURE);
      if (ret == RET_FAILURE)
        {
          failure = TRUE;
          if (errors->len > before)
            g_array_index (errors, UsWhatwgError, errors->len - 1).is_failure = TRUE;
          break;
        }
      if (p.state >= STATE_PATH_START)
        p.path_reached = TRUE;
    }
  /* the last step's record, if it has none yet */
  if (p.rec.trace != NULL)
    {
      UsWhatwgBuilding built = building (&p);

      us_whatwg_recorder_finish (&p.rec, &built);
    }

  /* The path: from where the authority or the scheme ends to the query or
   * the fragment. */
  if (p.path_reached)
    {
      gsize from = p.path_start != G_MAXSIZE ? p.path_start
                   : p.part_defined[US_WHATWG_PART_AUTHORITY] ? p.part_end[US_WHATWG_PART_AUTHORITY]
                   : p.part_defined[US_WHATWG_PART_SCHEME] ? p.part_end[US_WHATWG_PART_SCHEME] + 1
                   : 0;
      gsize to = p.part_defined[US_WHATWG_PART_QUERY] ? p.part_start[US_WHATWG_PART_QUERY] - 1
                 : p.part_defined[US_WHATWG_PART_FRAGMENT] ? p.part_start[US_WHATWG_PART_FRAGMENT] - 1
                 : n;

      mark_part (&p, US_WHATWG_PART_PATH, MIN (from, n), MIN (to, n));
    }
  if (p.part_defined[US_WHATWG_PART_QUERY] && p.part_defined[US_WHATWG_PART_FRAGMENT])
    p.part_end[US_WHATWG_PART_QUERY] = MAX (p.part_start[US_WHATWG_PART_QUERY],
                                            p.part_start[US_WHATWG_PART_FRAGMENT] - 1);

  url = pack_record (&p, errors, failure);
  for (guint k = 0; k < US_WHATWG_N_PARTS; k++)
    {
      gsize a = MIN (p.part_start[k], n);
      gsize b = MIN (p.part_end[k], n);

      url->spans[k].defined = p.part_defined[k];
      url->spans[k].start = p.in.cp_start[a];
      url->spans[k].end = b > a ? p.in.cp_end[b - 1] : p.in.cp_start[a];
    }

  g_free (p.scheme);
  if (p.username != NULL)
    g_string_free (p.username, TRUE);
  if (p.password != NULL)
    g_string_free (p.password, TRUE);
  us_whatwg_host_clear (&p.host);
  g_string_free (p.path, TRUE);
  if (p.query != NULL)
    g_string_free (p.query, TRUE);
  if (p.fragment != NULL)
    g_string_free (p.fragment, TRUE);
  g_string_free (p.buffer, TRUE);
  return url;
}

UsWhatwgUrl *
us_whatwg_parse_traced (const char        *input,
                        gsize              len,
                        const UsWhatwgUrl *base,
                        UsWhatwgTrace     *trace)
{
  if (G_UNLIKELY (input == NULL))
    {
      /* a programmer's error unless @len is 0: read as the empty input */
      g_warn_if_fail (len == 0);
      input = "";
      len = 0;
    }
  if (base != NULL && base->failure)
    base = NULL;
  us_parse_note_entry (US_SPEC_WHATWG);

  /* Most inputs take the fast path (us-whatwg-fast.c); it leaves the
   * others, and a trace, to the state machine. */
  if (trace == NULL)
    {
      UsWhatwgUrl *url = us_whatwg_parse_fast (input, len, NULL);

      if (url != NULL)
        return url;
    }
  return parse_with_state_machine (input, len, base, trace);
}

UsWhatwgUrl *
us_whatwg_parse_segments (const char       *input,
                          gsize             len,
                          UsWhatwgSegments *segments)
{
  UsWhatwgUrl *url;

  if (G_UNLIKELY (input == NULL))
    {
      segments->n_ends = US_WHATWG_SEGMENTS_UNKNOWN;
      return us_whatwg_parse_traced (input, len, NULL, NULL);
    }
  us_parse_note_entry (US_SPEC_WHATWG);
  url = us_whatwg_parse_fast (input, len, segments);
  if (url != NULL)
    return url;
  segments->n_ends = US_WHATWG_SEGMENTS_UNKNOWN;
  return parse_with_state_machine (input, len, NULL, NULL);
}

/* ---- the origin (a blob URL's, from the parser on its path) ---- */

/* serialization of a tuple origin, or "null" for an opaque one */
static char *
origin_of (const UsWhatwgUrl *url,
           gboolean           inner)
{
  const char *s = url->scheme;

  if (g_str_equal (s, "blob") && !inner)
    {
      /* whatwg-url: the URL parser on the path, without blob URL entry
       * resolution; only an http(s) inner URL gives a tuple origin. */
      UsWhatwgUrl *path_url = us_whatwg_parse (url->path, strlen (url->path), NULL);
      char *result;

      if (path_url->failure || (!g_str_equal (path_url->scheme, "http") &&
                                !g_str_equal (path_url->scheme, "https")))
        result = g_strdup ("null");
      else
        result = origin_of (path_url, TRUE);
      us_whatwg_url_free (path_url);
      return result;
    }
  /* ftp, http, https, ws, wss: the special schemes with a default port */
  if (us_scheme_default_port (s, strlen (s)) >= 0)
    {
      g_autofree char *host = us_whatwg_host_serialize (&url->host);

      if (url->port >= 0)
        return g_strdup_printf ("%s://%s:%d", s, host, url->port);
      return g_strdup_printf ("%s://%s", s, host);
    }
  /* file: "left as an exercise to the reader"; whatwg-url says "null" */
  return g_strdup ("null");
}

char *
us_whatwg_url_origin (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  return origin_of (url, FALSE);
}

char *
us_whatwg_url_get (const UsWhatwgUrl *url,
                   UsUrlGetter        getter)
{
  switch (getter)
    {
    case US_URL_HREF: return us_whatwg_url_href (url);
    case US_URL_PROTOCOL: return us_whatwg_url_protocol (url);
    case US_URL_USERNAME: return us_whatwg_url_username (url);
    case US_URL_PASSWORD: return us_whatwg_url_password (url);
    case US_URL_HOST: return us_whatwg_url_host (url);
    case US_URL_HOSTNAME: return us_whatwg_url_hostname (url);
    case US_URL_PORT: return us_whatwg_url_port (url);
    case US_URL_PATHNAME: return us_whatwg_url_pathname (url);
    case US_URL_SEARCH: return us_whatwg_url_search (url);
    case US_URL_HASH: return us_whatwg_url_hash (url);
    case US_URL_ORIGIN: return us_whatwg_url_origin (url);
    default: g_return_val_if_reached (NULL);
    }
}
