/* us-lens-names.c — the link lens's readers and codes, by name
 *
 * The list of the lens's readers (a browser, RFC 3986, GLib, curl,
 * uriparser) with the stable name of each for JSON, its title, the subject
 * a sentence makes of it and the version that reads; the names of the
 * fields and of the findings' codes; and where the list of well-known
 * domains was read from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-lens-private.h"

static const char *const reader_names[US_LENS_READER_COUNT] = {
  "whatwg", "rfc3986", "glib", "curl", "uriparser",
};

static const char *const field_names[US_LENS_PART_COUNT] = {
  "scheme", "userinfo", "host", "port", "path", "query", "fragment",
};

static const char *const code_names[US_LENS_CODE_COUNT] = {
  [US_LENS_READERS_DISAGREE] = "readers-disagree",
  [US_LENS_USERINFO_BEFORE_HOST] = "userinfo-before-host",
  [US_LENS_CREDENTIALS] = "credentials",
  [US_LENS_NUMERIC_HOST] = "numeric-host",
  [US_LENS_BACKSLASH] = "backslash",
  [US_LENS_IGNORED_CHARACTERS] = "ignored-characters",
  [US_LENS_BIDI_CONTROL] = "bidi-control",
  [US_LENS_INVISIBLE_CHARACTER] = "invisible-character",
  [US_LENS_DOT_LOOKALIKE] = "dot-lookalike",
  [US_LENS_MIXED_SCRIPT] = "mixed-script",
  [US_LENS_WHOLE_SCRIPT_LOOKALIKE] = "whole-script-lookalike",
  [US_LENS_LOOKALIKE_DOMAIN] = "lookalike-domain",
  [US_LENS_PUNYCODE] = "punycode",
  [US_LENS_DANGEROUS_SCHEME] = "dangerous-scheme",
  [US_LENS_NESTED_URL] = "nested-url",
  [US_LENS_DOUBLE_ENCODING] = "double-encoding",
  [US_LENS_TARGET_EMBEDDING] = "target-embedding",
  [US_LENS_DELIMITER_LOOKALIKE] = "delimiter-lookalike",
  [US_LENS_ENCODED_HOST] = "encoded-host",
  [US_LENS_IPV4_IN_IPV6] = "ipv4-in-ipv6",
  [US_LENS_AT_AFTER_HOST] = "at-after-host",
  [US_LENS_URL_IN_PATH] = "url-in-path",
  [US_LENS_MAIL_HEADERS] = "mail-headers",
  [US_LENS_REMOTE_FILE] = "remote-file",
};

/* ---- names ---- */

/**
 * us_lens_reader_name:
 *
 * Returns: the stable name of @reader in JSON: "whatwg", "rfc3986",
 *   "glib", "curl", "uriparser"
 */
const char *
us_lens_reader_name (UsLensReader reader)
{
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return reader_names[reader];
}

gboolean
us_lens_reader_from_name (const char   *name,
                          UsLensReader *out_reader)
{
  for (guint i = 0; i < US_LENS_READER_COUNT; i++)
    if (g_strcmp0 (name, reader_names[i]) == 0)
      {
        *out_reader = (UsLensReader) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * us_lens_reader_title:
 *
 * Returns: the reader's name for a table's heading: "Browser",
 *   "RFC 3986", "GLib", "curl", "uriparser" (translated)
 */
const char *
us_lens_reader_title (UsLensReader reader)
{
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  switch (reader)
    {
    case US_LENS_READER_WHATWG: return _("Browser");
    case US_LENS_READER_RFC3986: return "RFC 3986";
    case US_LENS_READER_GLIB: return "GLib";
    case US_LENS_READER_CURL: return "curl";
    case US_LENS_READER_URIPARSER: default: return "uriparser";
    }
}

/* The reader as the subject of a sentence ("a browser goes to …"). */
const char *
us_lens_reader_subject (UsLensReader reader)
{
  /* TRANSLATORS: the subject of "… goes to example.com" */
  return reader == US_LENS_READER_WHATWG ? _("a browser") : us_lens_reader_title (reader);
}

/**
 * us_lens_reader_version:
 *
 * Returns: what reads: "URL Standard" for a browser, "RFC 3986", and the
 *   running version of each library ("GLib 2.74.6", "libcurl 7.88.1",
 *   "uriparser 0.9.7")
 */
const char *
us_lens_reader_version (UsLensReader reader)
{
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  switch (reader)
    {
    case US_LENS_READER_WHATWG: return "URL Standard";
    case US_LENS_READER_RFC3986: return "RFC 3986";
    case US_LENS_READER_GLIB: return us_lens_glib_version ();
    case US_LENS_READER_CURL: return us_lens_curl_version ();
    case US_LENS_READER_URIPARSER: default: return us_lens_uriparser_version ();
    }
}

const char *
us_lens_field_name (UsLensField field)
{
  g_return_val_if_fail ((guint) field < US_LENS_PART_COUNT, NULL);
  return field_names[field];
}

/**
 * us_lens_code_name:
 *
 * Returns: the stable kebab-case name of @code ("readers-disagree" …)
 */
const char *
us_lens_code_name (UsLensCode code)
{
  g_return_val_if_fail ((guint) code < US_LENS_CODE_COUNT, NULL);
  return code_names[code];
}

gboolean
us_lens_code_from_name (const char *name,
                        UsLensCode *out_code)
{
  for (guint i = 0; i < US_LENS_CODE_COUNT; i++)
    if (g_strcmp0 (name, code_names[i]) == 0)
      {
        *out_code = (UsLensCode) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * us_lens_lookalike_list_path:
 *
 * Returns: (nullable): the file of well-known domains the look-alike
 *   check reads (lookalike-domains.txt in $URISCOPE_DATADIR, else in the
 *   installed data directory); NULL when there is none, and then no host
 *   is found to look like a well-known domain
 */
const char *
us_lens_lookalike_list_path (void)
{
  return us_lookalike_list_path ();
}
