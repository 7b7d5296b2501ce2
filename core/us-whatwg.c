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
 * validation error can name bytes of the caller's input.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-whatwg.h"

#define EOF_CP ((gunichar) 0xFFFFFFFFu)

static const char *const error_names[US_WHATWG_N_ERRORS] = {
  [US_WHATWG_ERROR_DOMAIN_TO_ASCII] = "domain-to-ASCII",
  [US_WHATWG_ERROR_DOMAIN_TO_UNICODE] = "domain-to-Unicode",
  [US_WHATWG_ERROR_DOMAIN_INVALID_CODE_POINT] = "domain-invalid-code-point",
  [US_WHATWG_ERROR_DOMAIN_PERCENT_ENCODED] = "domain-percent-encoded",
  [US_WHATWG_ERROR_HOST_INVALID_CODE_POINT] = "host-invalid-code-point",
  [US_WHATWG_ERROR_IPV4_EMPTY_PART] = "IPv4-empty-part",
  [US_WHATWG_ERROR_IPV4_TOO_FEW_PARTS] = "IPv4-too-few-parts",
  [US_WHATWG_ERROR_IPV4_TOO_MANY_PARTS] = "IPv4-too-many-parts",
  [US_WHATWG_ERROR_IPV4_NON_NUMERIC_PART] = "IPv4-non-numeric-part",
  [US_WHATWG_ERROR_IPV4_NON_DECIMAL_PART] = "IPv4-non-decimal-part",
  [US_WHATWG_ERROR_IPV4_OUT_OF_RANGE_PART] = "IPv4-out-of-range-part",
  [US_WHATWG_ERROR_IPV4_NON_ASCII_INPUT] = "IPv4-non-ASCII-input",
  [US_WHATWG_ERROR_IPV6_UNCLOSED] = "IPv6-unclosed",
  [US_WHATWG_ERROR_IPV6_INVALID_COMPRESSION] = "IPv6-invalid-compression",
  [US_WHATWG_ERROR_IPV6_TOO_MANY_PIECES] = "IPv6-too-many-pieces",
  [US_WHATWG_ERROR_IPV6_MULTIPLE_COMPRESSION] = "IPv6-multiple-compression",
  [US_WHATWG_ERROR_IPV6_INVALID_CODE_POINT] = "IPv6-invalid-code-point",
  [US_WHATWG_ERROR_IPV6_TOO_FEW_PIECES] = "IPv6-too-few-pieces",
  [US_WHATWG_ERROR_IPV6_PIECE_LEADING_ZERO] = "IPv6-piece-leading-zero",
  [US_WHATWG_ERROR_IPV4_IN_IPV6_TOO_MANY_PIECES] = "IPv4-in-IPv6-too-many-pieces",
  [US_WHATWG_ERROR_IPV4_IN_IPV6_INVALID_CODE_POINT] = "IPv4-in-IPv6-invalid-code-point",
  [US_WHATWG_ERROR_IPV4_IN_IPV6_OUT_OF_RANGE_PART] = "IPv4-in-IPv6-out-of-range-part",
  [US_WHATWG_ERROR_IPV4_IN_IPV6_TOO_FEW_PARTS] = "IPv4-in-IPv6-too-few-parts",
  [US_WHATWG_ERROR_INVALID_URL_UNIT] = "invalid-URL-unit",
  [US_WHATWG_ERROR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS] = "special-scheme-missing-following-solidus",
  [US_WHATWG_ERROR_MISSING_SCHEME_NON_RELATIVE_URL] = "missing-scheme-non-relative-URL",
  [US_WHATWG_ERROR_INVALID_REVERSE_SOLIDUS] = "invalid-reverse-solidus",
  [US_WHATWG_ERROR_INVALID_CREDENTIALS] = "invalid-credentials",
  [US_WHATWG_ERROR_HOST_MISSING] = "host-missing",
  [US_WHATWG_ERROR_PORT_OUT_OF_RANGE] = "port-out-of-range",
  [US_WHATWG_ERROR_PORT_INVALID] = "port-invalid",
  [US_WHATWG_ERROR_FILE_INVALID_WINDOWS_DRIVE_LETTER] = "file-invalid-Windows-drive-letter",
  [US_WHATWG_ERROR_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST] = "file-invalid-Windows-drive-letter-host",
};

const char *
us_whatwg_error_name (UsWhatwgErrorType type)
{
  g_return_val_if_fail ((guint) type < US_WHATWG_N_ERRORS, NULL);
  return error_names[type];
}

void
us_whatwg_input_error (const UsWhatwgInput *in,
                       UsWhatwgErrorType    type,
                       gsize                byte_start,
                       gsize                byte_end)
{
  UsWhatwgError e = { type, byte_start, byte_end, FALSE };

  if (in->errors != NULL)
    g_array_append_val (in->errors, e);
}

/* ---- UTF-8 and percent-encoding ---- */

gsize
us_whatwg_utf8_decode (const guchar *bytes,
                       gsize         len,
                       gunichar    **cps,
                       gsize       **starts)
{
  gunichar *out = g_new (gunichar, len + 1);
  gsize *at = starts != NULL ? g_new (gsize, len + 1) : NULL;
  gsize n = 0;
  gunichar cp = 0;
  guint needed = 0, seen = 0;
  guchar lower = 0x80, upper = 0xBF;
  gsize seq_start = 0;

  /* The UTF-8 decoder of the Encoding Standard: one U+FFFD per maximal
   * subpart of an ill-formed sequence. */
  for (gsize i = 0; i < len; i++)
    {
      guchar b = bytes[i];

      if (needed == 0)
        {
          seq_start = i;
          if (b <= 0x7F)
            {
              if (at) at[n] = i;
              out[n++] = b;
            }
          else if (b >= 0xC2 && b <= 0xDF)
            {
              needed = 1;
              cp = b & 0x1F;
            }
          else if (b >= 0xE0 && b <= 0xEF)
            {
              if (b == 0xE0)
                lower = 0xA0;
              if (b == 0xED)
                upper = 0x9F;
              needed = 2;
              cp = b & 0xF;
            }
          else if (b >= 0xF0 && b <= 0xF4)
            {
              if (b == 0xF0)
                lower = 0x90;
              if (b == 0xF4)
                upper = 0x8F;
              needed = 3;
              cp = b & 0x7;
            }
          else
            {
              if (at) at[n] = i;
              out[n++] = 0xFFFD;
            }
          continue;
        }

      if (b < lower || b > upper)
        {
          cp = 0;
          needed = seen = 0;
          lower = 0x80;
          upper = 0xBF;
          if (at) at[n] = seq_start;
          out[n++] = 0xFFFD;
          i--;                  /* this byte again, as a new start */
          continue;
        }

      lower = 0x80;
      upper = 0xBF;
      cp = (cp << 6) | (b & 0x3F);
      if (++seen == needed)
        {
          if (at) at[n] = seq_start;
          out[n++] = cp;
          cp = 0;
          needed = seen = 0;
        }
    }
  if (needed != 0)
    {
      if (at) at[n] = seq_start;
      out[n++] = 0xFFFD;
    }
  if (at)
    at[n] = len;

  *cps = out;
  if (starts)
    *starts = at;
  return n;
}

static const char hex_upper[] = "0123456789ABCDEF";

void
us_whatwg_append_encoded (GString   *out,
                          gunichar   c,
                          gboolean (*in_set) (guchar b))
{
  char utf8[6];
  int n = g_unichar_to_utf8 (c, utf8);

  for (int i = 0; i < n; i++)
    {
      guchar b = (guchar) utf8[i];

      if (in_set (b))
        {
          g_string_append_c (out, '%');
          g_string_append_c (out, hex_upper[b >> 4]);
          g_string_append_c (out, hex_upper[b & 0xF]);
        }
      else
        g_string_append_c (out, (char) b);
    }
}

/* The percent-encode sets, on bytes (each set contains every byte above
 * 0x7E, so a multi-byte code point is always encoded whole). */

/* C0 control percent-encode set */
gboolean
us_whatwg_is_c0_control_set (guchar b)
{
  return b <= 0x1F || b > 0x7E;
}

/* fragment percent-encode set */
static gboolean
is_fragment_set (guchar b)
{
  return us_whatwg_is_c0_control_set (b) || b == ' ' || b == '"' || b == '<' || b == '>' || b == '`';
}

/* query percent-encode set */
static gboolean
is_query_set (guchar b)
{
  return us_whatwg_is_c0_control_set (b) || b == ' ' || b == '"' || b == '#' || b == '<' || b == '>';
}

/* special-query percent-encode set */
static gboolean
is_special_query_set (guchar b)
{
  return is_query_set (b) || b == '\'';
}

/* path percent-encode set */
static gboolean
is_path_set (guchar b)
{
  return is_query_set (b) || b == '?' || b == '^' || b == '`' || b == '{' || b == '}';
}

/* userinfo percent-encode set */
static gboolean
is_userinfo_set (guchar b)
{
  return is_path_set (b) || b == '/' || b == ':' || b == ';' || b == '=' || b == '@' ||
         (b >= '[' && b <= ']') || b == '|';
}

void
us_whatwg_encode_for_part (GString      *out,
                           const char   *bytes,
                           gsize         len,
                           UsWhatwgPart  part,
                           gboolean      special,
                           gboolean      opaque_path)
{
  g_autofree gunichar *cps = NULL;
  gsize n = us_whatwg_utf8_decode ((const guchar *) bytes, len, &cps, NULL);
  gboolean (*in_set) (guchar b);

  switch (part)
    {
    case US_WHATWG_PART_QUERY:
      in_set = special ? is_special_query_set : is_query_set;
      break;
    case US_WHATWG_PART_FRAGMENT:
      in_set = is_fragment_set;
      break;
    case US_WHATWG_PART_USERINFO:
    case US_WHATWG_PART_USERNAME:
    case US_WHATWG_PART_PASSWORD:
      in_set = is_userinfo_set;
      break;
    case US_WHATWG_PART_PATH:
      in_set = opaque_path ? us_whatwg_is_c0_control_set : is_path_set;
      break;
    default:
      in_set = us_whatwg_is_c0_control_set;
      break;
    }
  for (gsize i = 0; i < n; i++)
    us_whatwg_append_encoded (out, cps[i], in_set);
}

/* ---- code point classes ---- */

static gboolean
is_url_code_point (gunichar c)
{
  if (c < 0x80)
    return us_whatwg_is_ascii_alpha (c) || us_whatwg_is_ascii_digit (c) || (c != 0 && strchr ("!$&'()*+,-./:;=?@_~", (int) c) != NULL);
  if (c < 0xA0 || c > 0x10FFFD || (c >= 0xD800 && c <= 0xDFFF))
    return FALSE;
  /* noncharacters */
  if ((c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE)
    return FALSE;
  return TRUE;
}

static gboolean
is_special_scheme (const char *scheme)
{
  return g_str_equal (scheme, "ftp") || g_str_equal (scheme, "file") ||
         g_str_equal (scheme, "http") || g_str_equal (scheme, "https") ||
         g_str_equal (scheme, "ws") || g_str_equal (scheme, "wss");
}

static int
default_port (const char *scheme)
{
  if (g_str_equal (scheme, "ftp"))
    return 21;
  if (g_str_equal (scheme, "http") || g_str_equal (scheme, "ws"))
    return 80;
  if (g_str_equal (scheme, "https") || g_str_equal (scheme, "wss"))
    return 443;
  return -1;
}

static gboolean
is_windows_drive_letter (const char *s, gsize len)
{
  return len == 2 && us_whatwg_is_ascii_alpha ((guchar) s[0]) && (s[1] == ':' || s[1] == '|');
}

static gboolean
is_normalized_windows_drive_letter (const char *s)
{
  return strlen (s) == 2 && us_whatwg_is_ascii_alpha ((guchar) s[0]) && s[1] == ':';
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
  const UsWhatwgUrl *base;
  State state;
  gssize pointer;

  /* the URL being built */
  char *scheme;
  gboolean special;
  GString *username;
  GString *password;
  UsWhatwgHost host;
  int port;
  gboolean has_opaque_path;
  GPtrArray *path;
  GString *opaque_path;
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

  /* the trace: NULL when nobody records it */
  UsWhatwgTrace *trace;
  UsWhatwgBranch branch;    /* what the state did with the code point */
  UsStateStep *step;        /* the open step (a run that may go on) */
  gboolean step_done;       /* it has its record: the next opens another */
  State step_state;
  guint host_gen;           /* bumped as the host changes */
  guint step_host_gen;      /* the host the open step's record shows */
  char *step_host;          /* serialized, for the record */
} Parser;

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
}

static void
set_host (Parser             *p,
          const UsWhatwgHost *host)
{
  us_whatwg_host_clear (&p->host);
  us_whatwg_host_copy (&p->host, host);
  p->host_gen++;
}

static void
copy_path_from_base (Parser *p)
{
  g_ptr_array_set_size (p->path, 0);
  if (p->base->has_opaque_path)
    return;
  for (guint i = 0; i < p->base->path->len; i++)
    g_ptr_array_add (p->path, g_strdup (g_ptr_array_index (p->base->path, i)));
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
  g_string_assign (p->username, p->base->username);
  g_string_assign (p->password, p->base->password);
  set_host (p, &p->base->host);
  p->port = p->base->port;
}

/* shorten a URL's path */
static void
shorten_path (Parser *p)
{
  if (p->path->len == 0)
    return;
  if (g_str_equal (p->scheme, "file") && p->path->len == 1 &&
      is_normalized_windows_drive_letter (g_ptr_array_index (p->path, 0)))
    return;
  g_ptr_array_set_size (p->path, p->path->len - 1);
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
static void
validate_url_unit (Parser  *p,
                   gunichar c)
{
  if (!is_url_code_point (c) && c != '%')
    error_at (p, US_WHATWG_ERROR_INVALID_URL_UNIT, p->pointer);
  if (c == '%' && (!us_whatwg_is_ascii_hex (at (p, p->pointer + 1)) || !us_whatwg_is_ascii_hex (at (p, p->pointer + 2))))
    error_at (p, US_WHATWG_ERROR_INVALID_URL_UNIT, p->pointer);
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
      if (g_str_equal (p->scheme, "file"))
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
      g_string_assign (p->opaque_path, p->base->opaque_path);
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
        g_string_append (p->password_token_seen ? p->password : p->username, "%40");
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
          us_whatwg_append_encoded (p->password_token_seen ? p->password : p->username,
                                    cp, is_userinfo_set);
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
      set_host (p, &host);
      us_whatwg_host_clear (&host);
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
      set_host (p, &host);
      us_whatwg_host_clear (&host);
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
              g_ptr_array_set_size (p->path, 0);
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
          if (!starts_with_windows_drive_letter (p, p->pointer) &&
              !p->base->has_opaque_path && p->base->path->len > 0 &&
              is_normalized_windows_drive_letter (g_ptr_array_index (p->base->path, 0)))
            g_ptr_array_add (p->path, g_strdup (g_ptr_array_index (p->base->path, 0)));
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
          set_host (p, &host);
          us_whatwg_host_clear (&host);
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
            g_ptr_array_add (p->path, g_strdup (""));
        }
      else if (is_single_dot (p->buffer))
        {
          NOTE (p, US_WHATWG_BRANCH_PATH_SINGLE_DOT);
          if (!slash)
            g_ptr_array_add (p->path, g_strdup (""));
        }
      else
        {
          if (g_str_equal (p->scheme, "file") && p->path->len == 0 &&
              is_windows_drive_letter (p->buffer->str, p->buffer->len))
            {
              NOTE (p, US_WHATWG_BRANCH_PATH_DRIVE);
              p->buffer->str[1] = ':';
            }
          g_ptr_array_add (p->path, g_strndup (p->buffer->str, p->buffer->len));
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
      us_whatwg_append_encoded (p->buffer, c, is_path_set);
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
        g_string_append (p->opaque_path, "%20");
      else
        g_string_append_c (p->opaque_path, ' ');
    }
  else if (c != EOF_CP)
    {
      validate_url_unit (p, c);
      us_whatwg_append_encoded (p->opaque_path, c, us_whatwg_is_c0_control_set);
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
      us_whatwg_append_encoded (p->query, c, p->special ? is_special_query_set : is_query_set);
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
      us_whatwg_append_encoded (p->fragment, c, is_fragment_set);
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

static char *
string_steal (GString *s)
{
  return s != NULL ? g_string_free (s, FALSE) : NULL;
}

/* ---- the trace ---- */

/* Adds @step to the trace: the first US_MAX_STATE_STEPS - 1 steps are
 * kept, then the last one replaces the one before it (its record is only
 * filled when it is done, so a long run costs no copies). */
static void
trace_add (UsWhatwgTrace *trace,
           UsStateStep   *step)
{
  if (trace->steps->len >= US_MAX_STATE_STEPS)
    {
      g_ptr_array_remove_index (trace->steps, trace->steps->len - 1);
      trace->omitted++;
    }
  g_ptr_array_add (trace->steps, step);
}

/* Fills the record of the open step from the URL being built; once the
 * trace is full, only for the last step (@final), when the parse ends. */
static void
trace_record (Parser   *p,
              gboolean  final)
{
  UsStateStep *step = p->step;
  gsize len;
  gboolean raw = p->step_state == STATE_AUTHORITY || p->step_state == STATE_HOST ||
                 p->step_state == STATE_PORT || p->step_state == STATE_FILE_HOST;

  p->step_done = TRUE;
  if (p->trace->steps->len >= US_MAX_STATE_STEPS && !final)
    return;

  us_whatwg_step_set (step, US_RECORD_SCHEME, p->scheme, strlen (p->scheme), FALSE);
  us_whatwg_step_set (step, US_RECORD_USERNAME, p->username->str, p->username->len, FALSE);
  us_whatwg_step_set (step, US_RECORD_PASSWORD, p->password->str, p->password->len, FALSE);
  if (p->step_host == NULL || p->step_host_gen != p->host_gen)
    {
      g_free (p->step_host);
      p->step_host = p->host.kind != US_WHATWG_HOST_NONE ? us_whatwg_host_serialize (&p->host) : NULL;
      p->step_host_gen = p->host_gen;
    }
  if (p->step_host != NULL)
    us_whatwg_step_set (step, US_RECORD_HOST, p->step_host, strlen (p->step_host), FALSE);
  if (p->port >= 0)
    {
      char port[16];

      len = (gsize) g_snprintf (port, sizeof port, "%d", p->port);
      us_whatwg_step_set (step, US_RECORD_PORT, port, len, FALSE);
    }
  if (p->has_opaque_path)
    us_whatwg_step_set (step, US_RECORD_PATH, p->opaque_path->str, p->opaque_path->len, TRUE);
  else
    {
      /* the end of the path: enough segments from the last for a field */
      g_autoptr(GString) path = g_string_new (NULL);
      guint first = p->path->len;
      gsize total = 0;

      while (first > 0 && total <= 512)
        total += 1 + strlen (g_ptr_array_index (p->path, --first));
      if (first > 0)
        g_string_append (path, "…");
      for (guint i = first; i < p->path->len; i++)
        {
          g_string_append_c (path, '/');
          g_string_append (path, g_ptr_array_index (p->path, i));
        }
      us_whatwg_step_set (step, US_RECORD_PATH, path->str, path->len, TRUE);
      step->cut[US_RECORD_PATH] |= first > 0;
    }
  if (p->query != NULL)
    us_whatwg_step_set (step, US_RECORD_QUERY, p->query->str, p->query->len, FALSE);
  if (p->fragment != NULL)
    us_whatwg_step_set (step, US_RECORD_FRAGMENT, p->fragment->str, p->fragment->len, FALSE);
  if (raw)
    {
      /* the buffer is the code points read, up to a field's worth */
      g_autoptr(GString) buffer = g_string_new (NULL);
      gsize end = MIN (p->raw_start + p->raw_len, p->in.n_cp);

      for (gsize i = p->raw_start; i < end && buffer->len <= 512; i++)
        g_string_append_unichar (buffer, p->in.cp[i]);
      us_whatwg_step_set (step, US_RECORD_BUFFER, buffer->str, buffer->len, FALSE);
      step->cut[US_RECORD_BUFFER] |= p->raw_start + p->raw_len > end || buffer->len > 512;
    }
  else
    us_whatwg_step_set (step, US_RECORD_BUFFER, p->buffer->str, p->buffer->len, FALSE);
}

/* Before a code point: the open step ends if the state moved on. */
static void
trace_before (Parser *p)
{
  if (p->step != NULL && !p->step_done && p->step_state != p->state)
    trace_record (p, FALSE);
}

/* After the state @state ran on the code point at @pointer: extends the
 * open run, or opens a step; a step that took a branch other than its
 * state's run is done. */
static void
trace_after (Parser *p,
             State   state,
             gssize  pointer,
             guint   errors_before,
             gboolean failure)
{
  UsWhatwgBranch run = run_branches[state];
  UsWhatwgBranch branch = p->branch != US_WHATWG_BRANCH_NONE ? p->branch : run;
  gsize n = p->in.n_cp;
  gsize from = MIN ((gsize) MAX (pointer, 0), n);
  gsize to = MIN ((gsize) MAX (pointer, p->pointer) + 1, n);
  gsize byte_from = p->in.cp_start[from];
  gsize byte_to = to > from ? p->in.cp_end[to - 1] : byte_from;
  guint errors = p->in.errors->len;

  if (p->step != NULL && !p->step_done && p->step_state == state)
    {
      /* the run goes on, perhaps to its branch */
      p->step->end = MAX (p->step->end, byte_to);
      p->step->n_errors += errors - errors_before;
      if (branch != run)
        {
          p->step->branch = us_whatwg_branch_name (branch);
          p->step->description = us_whatwg_branch_describe (branch);
        }
    }
  else
    {
      p->step = us_whatwg_step_new (state_names[state], branch);
      p->step->start = byte_from;
      p->step->end = byte_to;
      p->step->first_error = errors_before;
      p->step->n_errors = errors - errors_before;
      p->step_state = state;
      p->step_done = FALSE;
      trace_add (p->trace, p->step);
    }
  p->step->failure = failure;
  if (branch != run || failure || run == US_WHATWG_BRANCH_NONE)
    trace_record (p, FALSE);
}

/* A step before the state machine: @branch over the bytes [@start, @end),
 * with the validation error it met (the last one so far). */
static void
trace_input_step (UsWhatwgTrace  *trace,
                  UsWhatwgBranch  branch,
                  gsize           start,
                  gsize           end,
                  GArray         *errors)
{
  UsStateStep *step = us_whatwg_step_new (NULL, branch);

  step->start = start;
  step->end = end;
  step->first_error = errors->len - 1;
  step->n_errors = 1;
  trace_add (trace, step);
}

UsWhatwgUrl *
us_whatwg_parse (const char        *input,
                 gsize              len,
                 const UsWhatwgUrl *base)
{
  return us_whatwg_parse_traced (input, len, base, NULL);
}

UsWhatwgUrl *
us_whatwg_parse_traced (const char        *input,
                        gsize              len,
                        const UsWhatwgUrl *base,
                        UsWhatwgTrace     *trace)
{
  UsWhatwgUrl *url = g_new0 (UsWhatwgUrl, 1);
  g_autofree gunichar *dec = NULL;
  g_autofree gsize *dec_start = NULL;
  g_autofree gunichar *cp = NULL;
  g_autofree gsize *cp_start = NULL;
  g_autofree gsize *cp_end = NULL;
  gsize n_dec, first, last, n = 0;
  gboolean removed = FALSE;
  Parser p = { 0 };

  g_return_val_if_fail (input != NULL || len == 0, url);

  url->errors = g_array_new (FALSE, FALSE, sizeof (UsWhatwgError));
  url->port = -1;

  if (base != NULL && base->failure)
    base = NULL;

  n_dec = us_whatwg_utf8_decode ((const guchar *) (input != NULL ? input : ""), len, &dec, &dec_start);

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
      g_array_append_val (url->errors, e);
      if (trace != NULL)
        trace_input_step (trace, US_WHATWG_BRANCH_TRIM, 0, dec_start[first], url->errors);
    }
  else if (last < n_dec)
    {
      UsWhatwgError e = { US_WHATWG_ERROR_INVALID_URL_UNIT, dec_start[last], len, FALSE };
      g_array_append_val (url->errors, e);
      if (trace != NULL)
        trace_input_step (trace, US_WHATWG_BRANCH_TRIM, dec_start[last], len, url->errors);
    }

  /* Remove all ASCII tab or newline: one error, spanning the first. */
  cp = g_new (gunichar, last - first + 1);
  cp_start = g_new (gsize, last - first + 1);
  cp_end = g_new (gsize, last - first + 1);
  for (gsize i = first; i < last; i++)
    {
      if (dec[i] == '\t' || dec[i] == '\n' || dec[i] == '\r')
        {
          if (!removed)
            {
              UsWhatwgError e = { US_WHATWG_ERROR_INVALID_URL_UNIT, dec_start[i], dec_start[i + 1], FALSE };
              g_array_append_val (url->errors, e);
              if (trace != NULL)
                trace_input_step (trace, US_WHATWG_BRANCH_TAB_NEWLINE, dec_start[i], dec_start[i + 1], url->errors);
            }
          removed = TRUE;
          continue;
        }
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
  p.in.n_cp = n;
  p.in.errors = url->errors;
  p.base = base;
  p.state = STATE_SCHEME_START;
  p.scheme = g_strdup ("");
  p.username = g_string_new (NULL);
  p.password = g_string_new (NULL);
  p.port = -1;
  p.path = g_ptr_array_new_with_free_func (g_free);
  p.opaque_path = g_string_new (NULL);
  p.buffer = g_string_new (NULL);
  p.colon_at = G_MAXSIZE;
  p.path_start = G_MAXSIZE;

  p.trace = trace;

  for (p.pointer = 0; p.pointer <= (gssize) n; p.pointer++)
    {
      gunichar c = at (&p, p.pointer);
      guint before = url->errors->len;
      State state = p.state;
      gssize pointer = p.pointer;
      Ret ret;

      if (p.trace != NULL)
        trace_before (&p);
      p.branch = US_WHATWG_BRANCH_NONE;
      ret = run_state (&p, c);
      if (p.trace != NULL)
        trace_after (&p, state, pointer, before, ret == RET_FAILURE);
      if (ret == RET_FAILURE)
        {
          url->failure = TRUE;
          if (url->errors->len > before)
            g_array_index (url->errors, UsWhatwgError, url->errors->len - 1).is_failure = TRUE;
          break;
        }
      if (p.state >= STATE_PATH_START)
        p.path_reached = TRUE;
    }
  /* the last step's record, if it has none yet */
  if (p.step != NULL && (!p.step_done || p.step->record[US_RECORD_SCHEME] == NULL))
    trace_record (&p, TRUE);
  g_free (p.step_host);

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
  for (guint k = 0; k < US_WHATWG_N_PARTS; k++)
    {
      gsize a = MIN (p.part_start[k], n);
      gsize b = MIN (p.part_end[k], n);

      url->spans[k].defined = p.part_defined[k];
      url->spans[k].start = cp_start[a];
      url->spans[k].end = b > a ? cp_end[b - 1] : cp_start[a];
    }
  url->special = p.special;

  url->scheme = p.scheme;
  url->username = string_steal (p.username);
  url->password = string_steal (p.password);
  url->host = p.host;
  url->port = p.port;
  url->has_opaque_path = p.has_opaque_path;
  if (p.has_opaque_path)
    {
      url->opaque_path = string_steal (p.opaque_path);
      g_ptr_array_unref (p.path);
    }
  else
    {
      url->path = p.path;
      g_string_free (p.opaque_path, TRUE);
    }
  url->query = string_steal (p.query);
  url->fragment = string_steal (p.fragment);
  g_string_free (p.buffer, TRUE);

  return url;
}

void
us_whatwg_url_free (UsWhatwgUrl *url)
{
  if (url == NULL)
    return;
  g_array_unref (url->errors);
  g_free (url->scheme);
  g_free (url->username);
  g_free (url->password);
  us_whatwg_host_clear (&url->host);
  if (url->path != NULL)
    g_ptr_array_unref (url->path);
  g_free (url->opaque_path);
  g_free (url->query);
  g_free (url->fragment);
  g_free (url);
}

gboolean
us_whatwg_url_get_failure (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, TRUE);
  return url->failure;
}

const UsWhatwgError *
us_whatwg_url_get_errors (const UsWhatwgUrl *url,
                          guint             *n_errors)
{
  g_return_val_if_fail (url != NULL, NULL);
  if (n_errors)
    *n_errors = url->errors->len;
  return (const UsWhatwgError *) (gpointer) url->errors->data;
}

/* ---- the serializers and the getters ---- */

static void
append_path (GString           *out,
             const UsWhatwgUrl *url)
{
  if (url->has_opaque_path)
    {
      g_string_append (out, url->opaque_path);
      return;
    }
  for (guint i = 0; i < url->path->len; i++)
    {
      g_string_append_c (out, '/');
      g_string_append (out, g_ptr_array_index (url->path, i));
    }
}

/* URL serializer */
char *
us_whatwg_url_href (const UsWhatwgUrl *url)
{
  GString *out;

  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;

  out = g_string_new (url->scheme);
  g_string_append_c (out, ':');
  if (url->host.kind != US_WHATWG_HOST_NONE)
    {
      g_autofree char *host = us_whatwg_host_serialize (&url->host);

      g_string_append (out, "//");
      if (url->username[0] != '\0' || url->password[0] != '\0')
        {
          g_string_append (out, url->username);
          if (url->password[0] != '\0')
            g_string_append_printf (out, ":%s", url->password);
          g_string_append_c (out, '@');
        }
      g_string_append (out, host);
      if (url->port >= 0)
        g_string_append_printf (out, ":%d", url->port);
    }
  if (url->host.kind == US_WHATWG_HOST_NONE && !url->has_opaque_path &&
      url->path->len > 1 && ((const char *) g_ptr_array_index (url->path, 0))[0] == '\0')
    g_string_append (out, "/.");
  append_path (out, url);
  if (url->query != NULL)
    g_string_append_printf (out, "?%s", url->query);
  if (url->fragment != NULL)
    g_string_append_printf (out, "#%s", url->fragment);
  return g_string_free (out, FALSE);
}

char *
us_whatwg_url_protocol (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  return url->failure ? NULL : g_strconcat (url->scheme, ":", NULL);
}

char *
us_whatwg_url_username (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  return url->failure ? NULL : g_strdup (url->username);
}

char *
us_whatwg_url_password (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  return url->failure ? NULL : g_strdup (url->password);
}

char *
us_whatwg_url_host (const UsWhatwgUrl *url)
{
  char *host;

  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  if (url->host.kind == US_WHATWG_HOST_NONE)
    return g_strdup ("");
  host = us_whatwg_host_serialize (&url->host);
  if (url->port < 0)
    return host;
  {
    char *with_port = g_strdup_printf ("%s:%d", host, url->port);

    g_free (host);
    return with_port;
  }
}

char *
us_whatwg_url_hostname (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  if (url->host.kind == US_WHATWG_HOST_NONE)
    return g_strdup ("");
  return us_whatwg_host_serialize (&url->host);
}

char *
us_whatwg_url_port (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  return url->port < 0 ? g_strdup ("") : g_strdup_printf ("%d", url->port);
}

/* URL path serializer */
char *
us_whatwg_url_pathname (const UsWhatwgUrl *url)
{
  GString *out;

  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  out = g_string_new (NULL);
  append_path (out, url);
  return g_string_free (out, FALSE);
}

char *
us_whatwg_url_search (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  if (url->query == NULL || url->query[0] == '\0')
    return g_strdup ("");
  return g_strconcat ("?", url->query, NULL);
}

char *
us_whatwg_url_hash (const UsWhatwgUrl *url)
{
  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  if (url->fragment == NULL || url->fragment[0] == '\0')
    return g_strdup ("");
  return g_strconcat ("#", url->fragment, NULL);
}

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
      g_autofree char *path = us_whatwg_url_pathname (url);
      UsWhatwgUrl *path_url = us_whatwg_parse (path, strlen (path), NULL);
      char *result;

      if (path_url->failure || (!g_str_equal (path_url->scheme, "http") &&
                                !g_str_equal (path_url->scheme, "https")))
        result = g_strdup ("null");
      else
        result = origin_of (path_url, TRUE);
      us_whatwg_url_free (path_url);
      return result;
    }
  if (g_str_equal (s, "ftp") || g_str_equal (s, "http") || g_str_equal (s, "https") ||
      g_str_equal (s, "ws") || g_str_equal (s, "wss"))
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
