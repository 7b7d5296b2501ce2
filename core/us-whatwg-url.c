/* us-whatwg-url.c — the URL record: its strings' encoding, its storage,
 * serializer and getters
 *
 * See us-whatwg.h. The UTF-8 decoder and the percent-encode sets, as the
 * parser (us-whatwg.c, us-whatwg-fast.c) writes the record's strings with
 * them. A record is one allocation: the struct, then its
 * validation errors, then its strings, each NUL-terminated. Both the
 * state machine (us-whatwg.c) and the fast path (us-whatwg-fast.c) make
 * it with us_whatwg_url_alloc(); us_whatwg_url_free() is one g_free().
 * Before this, a record was a dozen allocations (a GString per string, a
 * GPtrArray of segments, a GArray of errors), which cost more than
 * parsing a typical URL.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scheme-private.h"
#include "us-whatwg.h"

/* The names come from us-whatwg-error-list.h, through the diagnostic
 * codes, which follow the same list (us-parse-whatwg.c checks that at
 * compile time). */
const char *
us_whatwg_error_name (UsWhatwgErrorType type)
{
  g_return_val_if_fail ((guint) type < US_WHATWG_N_ERRORS, NULL);
  return us_diag_code_whatwg_name (US_DIAG_WHATWG_FIRST + type);
}

/* ---- UTF-8 and percent-encoding ---- */

gsize
us_whatwg_utf8_decode (const guchar *bytes,
                       gsize         len,
                       gunichar    **cps,
                       gsize       **starts)
{
  gunichar *out = g_new (gunichar, len + 1);
  /* one entry more than the caller is promised: the parser reads the
   * ends of the code points from it, shifted by one */
  gsize *at = starts != NULL ? g_new (gsize, len + 2) : NULL;
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

      if (needed == 0 && b < 0x80 && i + 8 <= len)
        {
          guint64 w;

          /* eight ASCII bytes at once */
          memcpy (&w, bytes + i, 8);
          if ((w & G_GUINT64_CONSTANT (0x8080808080808080)) == 0)
            {
              for (guint k = 0; k < 8; k++)
                out[n + k] = bytes[i + k];
              if (at)
                for (guint k = 0; k < 8; k++)
                  at[n + k] = i + k;
              n += 8;
              i += 7;
              continue;
            }
        }
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
    at[n] = at[n + 1] = len;

  *cps = out;
  if (starts)
    *starts = at;
  return n;
}

/* The percent-encode sets, on bytes (each set contains every byte above
 * 0x7E, so a multi-byte code point is always encoded whole). */

/* C0 control percent-encode set */
static gboolean
is_c0_control_set (guint b)
{
  return b <= 0x1F || b > 0x7E;
}

/* fragment percent-encode set */
static gboolean
is_fragment_set (guint b)
{
  return is_c0_control_set (b) || b == ' ' || b == '"' || b == '<' || b == '>' || b == '`';
}

/* query percent-encode set */
static gboolean
is_query_set (guint b)
{
  return is_c0_control_set (b) || b == ' ' || b == '"' || b == '#' || b == '<' || b == '>';
}

/* special-query percent-encode set */
static gboolean
is_special_query_set (guint b)
{
  return is_query_set (b) || b == '\'';
}

/* path percent-encode set */
static gboolean
is_path_set (guint b)
{
  return is_query_set (b) || b == '?' || b == '^' || b == '`' || b == '{' || b == '}';
}

/* userinfo percent-encode set */
static gboolean
is_userinfo_set (guint b)
{
  return is_path_set (b) || b == '/' || b == ':' || b == ';' || b == '=' || b == '@' ||
         (b >= '[' && b <= ']') || b == '|';
}

gboolean
us_whatwg_is_url_code_point (gunichar c)
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

static guint16 byte_classes[256];

/* The table is made once, from the definitions above, so that it cannot
 * disagree with them. */
const guint16 *
us_whatwg_byte_classes (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint b = 0; b < 256; b++)
        {
          gboolean unit = b < 0x80 && us_whatwg_is_url_code_point (b);
          guint16 k = 0;

          k |= is_c0_control_set (b) ? US_WHATWG_SET_C0 : 0;
          k |= is_fragment_set (b) ? US_WHATWG_SET_FRAGMENT : 0;
          k |= is_query_set (b) ? US_WHATWG_SET_QUERY : 0;
          k |= is_special_query_set (b) ? US_WHATWG_SET_SPECIAL_QUERY : 0;
          k |= is_path_set (b) ? US_WHATWG_SET_PATH : 0;
          k |= is_userinfo_set (b) ? US_WHATWG_SET_USERINFO : 0;
          k |= unit ? US_WHATWG_URL_UNIT : 0;
          k |= b < 0x80 && (g_ascii_isalnum ((char) b) || b == '+' || b == '-' || b == '.') ? US_WHATWG_SCHEME : 0;
          k |= b < 0x80 && g_ascii_isxdigit ((char) b) ? US_WHATWG_HEX : 0;
          k |= unit && b != '%' && b != '/' && b != '?' ? US_WHATWG_PLAIN_PATH : 0;
          k |= unit && b != '%' && b != '?' ? US_WHATWG_PLAIN_OPAQUE_PATH : 0;
          k |= unit && b != '%' && b != '\'' ? US_WHATWG_PLAIN_QUERY : 0;
          k |= unit && b != '%' ? US_WHATWG_PLAIN_FRAGMENT : 0;
          k |= b > 0x20 && b < 0x7F && !strchr ("/?#\\@:[%", (int) b) ? US_WHATWG_PLAIN_AUTHORITY : 0;
          k |= b < 0x80 && (g_ascii_isalnum ((char) b) || b == '-') ? US_WHATWG_LDH : 0;
          /* a run a state copies as it is holds no byte its
           * percent-encode set holds */
          g_assert (!(k & US_WHATWG_PLAIN_PATH) || !(k & US_WHATWG_SET_PATH));
          g_assert (!(k & US_WHATWG_PLAIN_QUERY) || !(k & US_WHATWG_SET_SPECIAL_QUERY));
          g_assert (!(k & US_WHATWG_PLAIN_FRAGMENT) || !(k & US_WHATWG_SET_FRAGMENT));
          g_assert (!(k & US_WHATWG_PLAIN_OPAQUE_PATH) || !(k & US_WHATWG_SET_C0));
          byte_classes[b] = k;
        }
      g_once_init_leave (&done, 1);
    }
  return byte_classes;
}

static const char hex_upper[] = "0123456789ABCDEF";

static inline void
append_percent_encoded_byte (GString *out,
                             guchar   b)
{
  char e[3] = { '%', hex_upper[b >> 4], hex_upper[b & 0xF] };

  g_string_append_len (out, e, 3);
}

void
us_whatwg_append_encoded (GString  *out,
                          gunichar  c,
                          guint     set)
{
  char utf8[6];
  int n;

  if (c < 0x80)
    {
      /* (the table is made before any parse or encoding needs it: see
       * us_whatwg_parse_traced() and us_whatwg_encode_for_part()) */
      if (byte_classes[c] & set)
        append_percent_encoded_byte (out, (guchar) c);
      else
        g_string_append_c (out, (char) c);
      return;
    }
  /* every byte of a code point above U+007F is in every set */
  n = g_unichar_to_utf8 (c, utf8);
  for (int i = 0; i < n; i++)
    append_percent_encoded_byte (out, (guchar) utf8[i]);
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
  guint set;

  us_whatwg_byte_classes ();
  switch (part)
    {
    case US_WHATWG_PART_QUERY:
      set = special ? US_WHATWG_SET_SPECIAL_QUERY : US_WHATWG_SET_QUERY;
      break;
    case US_WHATWG_PART_FRAGMENT:
      set = US_WHATWG_SET_FRAGMENT;
      break;
    case US_WHATWG_PART_USERINFO:
    case US_WHATWG_PART_USERNAME:
    case US_WHATWG_PART_PASSWORD:
      set = US_WHATWG_SET_USERINFO;
      break;
    case US_WHATWG_PART_PATH:
      set = opaque_path ? US_WHATWG_SET_C0 : US_WHATWG_SET_PATH;
      break;
    default:
      set = US_WHATWG_SET_C0;
      break;
    }
  for (gsize i = 0; i < n; i++)
    us_whatwg_append_encoded (out, cps[i], set);
}

/* ---- the record's storage ---- */

UsWhatwgUrl *
us_whatwg_url_alloc (guint   n_errors,
                     gsize   n_bytes,
                     char  **strings)
{
  /* The errors hold gsize fields: the struct's size keeps them aligned. */
  G_STATIC_ASSERT (sizeof (UsWhatwgUrl) % G_ALIGNOF (UsWhatwgError) == 0);
  UsWhatwgUrl *url = g_malloc (sizeof (UsWhatwgUrl) + n_errors * sizeof (UsWhatwgError) + n_bytes);

  url->errors = (UsWhatwgError *) (gpointer) (url + 1);
  url->n_errors = 0;
  *strings = (char *) (url->errors + n_errors);
  return url;
}

void
us_whatwg_url_free (UsWhatwgUrl *url)
{
  /* the strings and the errors are in the same block */
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
    *n_errors = url->n_errors;
  return url->errors;
}

/* ---- the serializers and the getters ---- */

/* URL serializer */
/* Where the href's parts lie in what us_whatwg_url_href() writes, as it
 * writes them (URL Standard §4.5, the URL serializer), so that nothing
 * reads the href again to find them: the scheme without ":", the
 * authority after "//", the userinfo and its username and password
 * without "@" and ":", the host, the port after ":", the path (a "/."
 * written before a path that begins with "//" included), the query
 * after "?" and the fragment after "#". */
char *
us_whatwg_url_href_spans (const UsWhatwgUrl *url,
                          UsWhatwgSpan       spans[US_WHATWG_N_PARTS])
{
  GString *out;
  UsWhatwgSpan none = { FALSE, 0, 0 };

  g_return_val_if_fail (url != NULL, NULL);
  if (spans != NULL)
    for (guint i = 0; i < US_WHATWG_N_PARTS; i++)
      spans[i] = none;
  if (url->failure)
    return NULL;

#define MARK(part, from) \
  G_STMT_START { \
    if (spans != NULL) \
      spans[part] = (UsWhatwgSpan) { TRUE, (from), out->len }; \
  } G_STMT_END

  out = g_string_new (url->scheme);
  MARK (US_WHATWG_PART_SCHEME, 0);
  g_string_append_c (out, ':');
  if (url->host.kind != US_WHATWG_HOST_NONE)
    {
      g_autofree char *host = us_whatwg_host_serialize (&url->host);
      gsize authority, from;

      g_string_append (out, "//");
      authority = out->len;
      if (url->username[0] != '\0' || url->password[0] != '\0')
        {
          g_string_append (out, url->username);
          MARK (US_WHATWG_PART_USERNAME, authority);
          if (url->password[0] != '\0')
            {
              g_string_append_c (out, ':');
              from = out->len;
              g_string_append (out, url->password);
              MARK (US_WHATWG_PART_PASSWORD, from);
            }
          MARK (US_WHATWG_PART_USERINFO, authority);
          g_string_append_c (out, '@');
        }
      from = out->len;
      g_string_append (out, host);
      MARK (US_WHATWG_PART_HOST, from);
      if (url->port >= 0)
        {
          g_string_append_c (out, ':');
          from = out->len;
          g_string_append_printf (out, "%d", url->port);
          MARK (US_WHATWG_PART_PORT, from);
        }
      MARK (US_WHATWG_PART_AUTHORITY, authority);
    }
  {
    gsize from = out->len;

    /* Without a host, a path of more than one segment whose first is
     * empty ("//" begins its serialization) gets "/." first, lest it read
     * as an authority. */
    if (url->host.kind == US_WHATWG_HOST_NONE && !url->has_opaque_path &&
        url->path[0] == '/' && url->path[1] == '/')
      g_string_append (out, "/.");
    g_string_append (out, url->path);
    MARK (US_WHATWG_PART_PATH, from);
  }
  if (url->query != NULL)
    {
      gsize from;

      g_string_append_c (out, '?');
      from = out->len;
      g_string_append (out, url->query);
      MARK (US_WHATWG_PART_QUERY, from);
    }
  if (url->fragment != NULL)
    {
      gsize from;

      g_string_append_c (out, '#');
      from = out->len;
      g_string_append (out, url->fragment);
      MARK (US_WHATWG_PART_FRAGMENT, from);
    }
#undef MARK
  return g_string_free (out, FALSE);
}

char *
us_whatwg_url_href (const UsWhatwgUrl *url)
{
  return us_whatwg_url_href_spans (url, NULL);
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
  g_return_val_if_fail (url != NULL, NULL);
  if (url->failure)
    return NULL;
  return g_strdup (url->path);
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
