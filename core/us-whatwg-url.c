/* us-whatwg-url.c — the URL record: its strings' encoding, its storage,
 * serializer and getters
 *
 * See us-whatwg.h. A record is one allocation: the struct, then its
 * validation errors, then its strings, each NUL-terminated. Both the
 * state machine (us-whatwg.c) and the fast path (us-whatwg-fast.c) make
 * it with us_whatwg_url_alloc(); us_whatwg_url_free() is one g_free().
 * Before this, a record was a dozen allocations (a GString per string, a
 * GPtrArray of segments, a GArray of errors), which cost more than
 * parsing a typical URL. The origin, which parses a blob URL's path, is
 * the parser's (us-whatwg.c); the strings' encoding is below both
 * (us-whatwg-encode.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scheme-private.h"
#include "us-whatwg.h"

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
