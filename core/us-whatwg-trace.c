/* us-whatwg-trace.c — the words for each step of the basic URL parser
 *
 * Every branch of every state of the basic URL parser (URL Standard §4.4,
 * without state override) has a stable name and a sentence in the
 * standard's own words, so a trace reads as the standard does: which state
 * ran, which of its branches fired, and what it did to the URL record.
 * us-whatwg.c notes the branch as the states take it; here are the words,
 * and the steps' storage.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-whatwg.h"

/* The most bytes a field of a step keeps. */
#define FIELD_MAX 512

static const struct {
  const char *name;
  const char *words;
} branches[US_WHATWG_N_BRANCHES] = {
  [US_WHATWG_BRANCH_NONE] = { "none", "" },
  [US_WHATWG_BRANCH_BASE] = { "base", N_("The base is parsed first, without a base; the input is parsed against its URL record.") },
  [US_WHATWG_BRANCH_NO_BASE] = { "no-base", N_("The base is not a URL: the parser returns failure on it, so a browser’s URL constructor throws and nothing is read against it.") },
  [US_WHATWG_BRANCH_TRIM] = { "trim", N_("Leading and trailing C0 controls and spaces are removed from the input (invalid-URL-unit).") },
  [US_WHATWG_BRANCH_TAB_NEWLINE] = { "tab-newline", N_("Every ASCII tab or newline is removed from the input (invalid-URL-unit).") },
  [US_WHATWG_BRANCH_SCHEME_START_ALPHA] = { "scheme-start-alpha", N_("An ASCII alpha: appended, lowercased, to the buffer; on to the scheme state.") },
  [US_WHATWG_BRANCH_SCHEME_START_OTHER] = { "scheme-start-other", N_("Not an ASCII alpha, so there is no scheme: on to the no scheme state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_SCHEME_RUN] = { "scheme-run", N_("ASCII alphanumerics, “+”, “-” and “.” are appended, lowercased, to the buffer.") },
  [US_WHATWG_BRANCH_SCHEME_FILE] = { "scheme-file", N_("“:” ends the scheme, and it is “file”: on to the file state (special-scheme-missing-following-solidus unless “//” follows).") },
  [US_WHATWG_BRANCH_SCHEME_SPECIAL_RELATIVE] = { "scheme-special-relative", N_("“:” ends a special scheme that is the base’s scheme too: on to the special relative or authority state.") },
  [US_WHATWG_BRANCH_SCHEME_SPECIAL] = { "scheme-special", N_("“:” ends the scheme, a special one: on to the special authority slashes state.") },
  [US_WHATWG_BRANCH_SCHEME_PATH_OR_AUTHORITY] = { "scheme-path-or-authority", N_("“:” ends the scheme, not a special one, and “/” follows: on to the path or authority state, past the “/”.") },
  [US_WHATWG_BRANCH_SCHEME_OPAQUE_PATH] = { "scheme-opaque-path", N_("“:” ends the scheme, not a special one, and no “/” follows: the path is opaque; on to the opaque path state.") },
  [US_WHATWG_BRANCH_SCHEME_START_OVER] = { "scheme-start-over", N_("A code point no scheme can hold, before any “:”: the buffer is emptied and the parser starts over from the first code point, in the no scheme state.") },
  [US_WHATWG_BRANCH_NO_SCHEME_FAILURE] = { "no-scheme-failure", N_("No scheme and no base to take one from (or a base with an opaque path): missing-scheme-non-relative-URL, and the parser returns failure.") },
  [US_WHATWG_BRANCH_NO_SCHEME_FRAGMENT] = { "no-scheme-fragment", N_("No scheme, a base with an opaque path, and “#”: the base’s scheme, path and query are taken, the fragment is empty; on to the fragment state.") },
  [US_WHATWG_BRANCH_NO_SCHEME_FILE] = { "no-scheme-file", N_("No scheme, and the base’s scheme is “file”: on to the file state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_NO_SCHEME_RELATIVE] = { "no-scheme-relative", N_("No scheme: the input is relative to the base; on to the relative state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_SPECIAL_RELATIVE_SLASHES] = { "special-relative-slashes", N_("“//”: on to the special authority ignore slashes state, past both.") },
  [US_WHATWG_BRANCH_SPECIAL_RELATIVE_RELATIVE] = { "special-relative-relative", N_("Not “//” (special-scheme-missing-following-solidus): the input is read relative to the base, in the relative state; the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_PATH_OR_AUTHORITY_SLASH] = { "path-or-authority-slash", N_("A second “/”: an authority follows; on to the authority state.") },
  [US_WHATWG_BRANCH_PATH_OR_AUTHORITY_PATH] = { "path-or-authority-path", N_("No second “/”: on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_RELATIVE_SLASH] = { "relative-slash", N_("The URL takes the base’s scheme; “/”: on to the relative slash state.") },
  [US_WHATWG_BRANCH_RELATIVE_BACKSLASH] = { "relative-backslash", N_("The URL takes the base’s scheme; “\\” in a special URL is read as “/” (invalid-reverse-solidus): on to the relative slash state.") },
  [US_WHATWG_BRANCH_RELATIVE_QUERY] = { "relative-query", N_("The URL takes the base’s scheme, credentials, host, port and path; “?”: the query is emptied; on to the query state.") },
  [US_WHATWG_BRANCH_RELATIVE_FRAGMENT] = { "relative-fragment", N_("The URL takes the base’s scheme, credentials, host, port, path and query; “#”: the fragment is emptied; on to the fragment state.") },
  [US_WHATWG_BRANCH_RELATIVE_EOF] = { "relative-eof", N_("The input is empty: the URL is the base’s, without its fragment.") },
  [US_WHATWG_BRANCH_RELATIVE_PATH] = { "relative-path", N_("The URL takes the base’s scheme, credentials, host, port and path; the query becomes null and the path is shortened (its last segment removed); on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_RELATIVE_SLASH_SPECIAL] = { "relative-slash-special", N_("A second slash in a special URL (“\\” read as “/”, invalid-reverse-solidus): on to the special authority ignore slashes state.") },
  [US_WHATWG_BRANCH_RELATIVE_SLASH_AUTHORITY] = { "relative-slash-authority", N_("A second “/”: an authority follows; on to the authority state.") },
  [US_WHATWG_BRANCH_RELATIVE_SLASH_PATH] = { "relative-slash-path", N_("One slash only: the URL takes the base’s credentials, host and port, and the path starts at the root; on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_AUTHORITY_SLASHES] = { "authority-slashes", N_("“//”: on to the special authority ignore slashes state, past both.") },
  [US_WHATWG_BRANCH_AUTHORITY_SLASHES_MISSING] = { "authority-slashes-missing", N_("Not “//” (special-scheme-missing-following-solidus): the authority is read all the same; on to the special authority ignore slashes state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_IGNORE_SLASHES_EXTRA] = { "ignore-slashes-extra", N_("A further “/” or “\\” is skipped (special-scheme-missing-following-solidus).") },
  [US_WHATWG_BRANCH_IGNORE_SLASHES_DONE] = { "ignore-slashes-done", N_("Neither “/” nor “\\”: the authority begins; on to the authority state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_AUTHORITY_RUN] = { "authority-run", N_("Code points are appended to the buffer, until “@” or the end of the authority.") },
  [US_WHATWG_BRANCH_AUTHORITY_AT] = { "authority-at", N_("“@” (invalid-credentials): the buffer becomes the user name, and after its first “:” the password, percent-encoded with the userinfo set; “%40” stands for each earlier “@”.") },
  [US_WHATWG_BRANCH_AUTHORITY_HOST_MISSING] = { "authority-host-missing", N_("The authority ends right after “@”: host-missing, and the parser returns failure.") },
  [US_WHATWG_BRANCH_AUTHORITY_END] = { "authority-end", N_("The authority ends here: the pointer goes back to the start of the buffer, which is emptied; on to the host state.") },
  [US_WHATWG_BRANCH_HOST_RUN] = { "host-run", N_("Code points are appended to the buffer (“[” and “]” open and close an IPv6 address, where “:” is no port).") },
  [US_WHATWG_BRANCH_HOST_PORT] = { "host-port", N_("“:” outside brackets: the buffer is host-parsed and becomes the host; on to the port state.") },
  [US_WHATWG_BRANCH_HOST_END] = { "host-end", N_("The host ends here: the buffer is host-parsed and becomes the host; on to the path start state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_HOST_MISSING] = { "host-missing", N_("The host is empty in a URL that must have one: host-missing, and the parser returns failure.") },
  [US_WHATWG_BRANCH_HOST_FAILURE] = { "host-failure", N_("The host parser returned failure, so the URL parser does too.") },
  [US_WHATWG_BRANCH_PORT_RUN] = { "port-run", N_("ASCII digits are appended to the buffer.") },
  [US_WHATWG_BRANCH_PORT_END] = { "port-end", N_("The port ends here: the value of its digits, if it has any, becomes the port; on to the path start state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_PORT_DEFAULT] = { "port-default", N_("The port ends here and is the scheme’s default port, so the port is null; on to the path start state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_PORT_OUT_OF_RANGE] = { "port-out-of-range", N_("The port is over 65535: port-out-of-range, and the parser returns failure.") },
  [US_WHATWG_BRANCH_PORT_INVALID] = { "port-invalid", N_("A code point that is not an ASCII digit in the port: port-invalid, and the parser returns failure.") },
  [US_WHATWG_BRANCH_FILE_SLASH] = { "file-slash", N_("The scheme is “file” and the host empty; “/” (or “\\”, invalid-reverse-solidus): on to the file slash state.") },
  [US_WHATWG_BRANCH_FILE_BASE_QUERY] = { "file-base-query", N_("The URL takes the file base’s host and path; “?”: the query is emptied; on to the query state.") },
  [US_WHATWG_BRANCH_FILE_BASE_FRAGMENT] = { "file-base-fragment", N_("The URL takes the file base’s host, path and query; “#”: the fragment is emptied; on to the fragment state.") },
  [US_WHATWG_BRANCH_FILE_BASE_EOF] = { "file-base-eof", N_("The input ends: the URL is the file base’s, without its fragment.") },
  [US_WHATWG_BRANCH_FILE_BASE_PATH] = { "file-base-path", N_("The URL takes the file base’s host and path; the query becomes null and the path is shortened; on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_FILE_BASE_DRIVE] = { "file-base-drive", N_("The input starts with a Windows drive letter (file-invalid-Windows-drive-letter): the base’s path is dropped; on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_FILE_PATH] = { "file-path", N_("The scheme is “file” and the host empty; on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_FILE_SLASH_HOST] = { "file-slash-host", N_("A second slash: a host follows; on to the file host state.") },
  [US_WHATWG_BRANCH_FILE_SLASH_PATH] = { "file-slash-path", N_("One slash only: the path starts at the root (a file base lends its host, and its drive letter unless the input has one); on to the path state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_FILE_HOST_RUN] = { "file-host-run", N_("Code points are appended to the buffer.") },
  [US_WHATWG_BRANCH_FILE_HOST_DRIVE] = { "file-host-drive", N_("The buffer is a Windows drive letter, not a host (file-invalid-Windows-drive-letter-host): the host stays empty and the letter begins the path; on to the path state.") },
  [US_WHATWG_BRANCH_FILE_HOST_EMPTY] = { "file-host-empty", N_("The buffer is empty: the host is the empty host; on to the path start state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_FILE_HOST_HOST] = { "file-host-host", N_("The buffer is host-parsed and becomes the host (“localhost” becomes the empty host); on to the path start state, and the pointer goes back by 1.") },
  [US_WHATWG_BRANCH_FILE_HOST_FAILURE] = { "file-host-failure", N_("The host parser returned failure, so the URL parser does too.") },
  [US_WHATWG_BRANCH_PATH_START_SPECIAL] = { "path-start-special", N_("A special URL always has a path: on to the path state (past a “/”, or “\\” read as “/”).") },
  [US_WHATWG_BRANCH_PATH_START_QUERY] = { "path-start-query", N_("“?”: the query is emptied; on to the query state.") },
  [US_WHATWG_BRANCH_PATH_START_FRAGMENT] = { "path-start-fragment", N_("“#”: the fragment is emptied; on to the fragment state.") },
  [US_WHATWG_BRANCH_PATH_START_PATH] = { "path-start-path", N_("On to the path state (past a “/”).") },
  [US_WHATWG_BRANCH_PATH_START_EOF] = { "path-start-eof", N_("The input ends: the path stays empty.") },
  [US_WHATWG_BRANCH_PATH_RUN] = { "path-run", N_("Code points are percent-encoded with the path percent-encode set and appended to the buffer.") },
  [US_WHATWG_BRANCH_PATH_SEGMENT] = { "path-segment", N_("The segment ends: the buffer is appended to the path and emptied (“?” begins the query, “#” the fragment).") },
  [US_WHATWG_BRANCH_PATH_DRIVE] = { "path-drive", N_("The first segment of a file URL is a Windows drive letter: its second code point becomes “:”, and it is appended to the path.") },
  [US_WHATWG_BRANCH_PATH_DOUBLE_DOT] = { "path-double-dot", N_("The segment is “..” (or “.%2e” and the like): the path is shortened, its last segment removed.") },
  [US_WHATWG_BRANCH_PATH_SINGLE_DOT] = { "path-single-dot", N_("The segment is “.” (or “%2e”): nothing is appended (an empty segment at the end of the path).") },
  [US_WHATWG_BRANCH_OPAQUE_PATH_RUN] = { "opaque-path-run", N_("Code points are percent-encoded with the C0 control percent-encode set and appended to the opaque path.") },
  [US_WHATWG_BRANCH_OPAQUE_PATH_QUERY] = { "opaque-path-query", N_("“?”: the query is emptied; on to the query state.") },
  [US_WHATWG_BRANCH_OPAQUE_PATH_FRAGMENT] = { "opaque-path-fragment", N_("“#”: the fragment is emptied; on to the fragment state.") },
  [US_WHATWG_BRANCH_OPAQUE_PATH_SPACE] = { "opaque-path-space", N_("A space in an opaque path: kept, or “%20” when “?” or “#” follows it.") },
  [US_WHATWG_BRANCH_QUERY_RUN] = { "query-run", N_("Code points are percent-encoded with the query percent-encode set (the special-query set in a special URL) and appended to the query.") },
  [US_WHATWG_BRANCH_QUERY_FRAGMENT] = { "query-fragment", N_("“#”: the query ends; the fragment is emptied; on to the fragment state.") },
  [US_WHATWG_BRANCH_QUERY_EOF] = { "query-eof", N_("The input ends, and with it the query.") },
  [US_WHATWG_BRANCH_FRAGMENT_RUN] = { "fragment-run", N_("Code points are percent-encoded with the fragment percent-encode set and appended to the fragment.") },
};

const char *
us_whatwg_branch_name (UsWhatwgBranch branch)
{
  g_return_val_if_fail ((guint) branch < US_WHATWG_N_BRANCHES, "");
  return branches[branch].name;
}

const char *
us_whatwg_branch_describe (UsWhatwgBranch branch)
{
  g_return_val_if_fail ((guint) branch < US_WHATWG_N_BRANCHES, "");
  return branches[branch].words[0] != '\0' ? _(branches[branch].words) : "";
}

UsStateStep *
us_whatwg_step_new (const char     *state,
                    UsWhatwgBranch  branch)
{
  UsStateStep *step = g_new0 (UsStateStep, 1);

  step->state = state;
  step->branch = us_whatwg_branch_name (branch);
  step->description = us_whatwg_branch_describe (branch);
  return step;
}

void
us_whatwg_step_free (gpointer data)
{
  UsStateStep *step = data;

  for (guint i = 0; i < US_RECORD_FIELD_COUNT; i++)
    g_free (step->record[i]);
  g_free (step);
}

void
us_whatwg_step_set (UsStateStep   *step,
                    UsRecordField  field,
                    const char    *text,
                    gsize          len,
                    gboolean       keep_end)
{
  gsize from = 0;
  gsize n = len;

  g_clear_pointer (&step->record[field], g_free);
  step->lens[field] = 0;
  step->cut[field] = FALSE;
  if (text == NULL)
    return;

  if (len > FIELD_MAX)
    {
      step->cut[field] = TRUE;
      if (keep_end)
        {
          from = len - FIELD_MAX;
          /* start at a UTF-8 boundary */
          while (from < len && ((guchar) text[from] & 0xC0) == 0x80)
            from++;
          n = len - from;
        }
      else
        {
          n = FIELD_MAX;
          while (n > 0 && ((guchar) text[n] & 0xC0) == 0x80)
            n--;
        }
    }
  step->record[field] = g_malloc (n + 1);
  memcpy (step->record[field], text + from, n);
  step->record[field][n] = '\0';
  step->lens[field] = n;
}

void
us_whatwg_step_set_url (UsStateStep       *step,
                        const UsWhatwgUrl *url)
{
  g_autofree char *host = NULL;
  g_autofree char *port = NULL;

  us_whatwg_step_set (step, US_RECORD_SCHEME, url->scheme, strlen (url->scheme), FALSE);
  us_whatwg_step_set (step, US_RECORD_USERNAME, url->username, strlen (url->username), FALSE);
  us_whatwg_step_set (step, US_RECORD_PASSWORD, url->password, strlen (url->password), FALSE);
  if (url->host.kind != US_WHATWG_HOST_NONE)
    {
      host = us_whatwg_host_serialize (&url->host);
      us_whatwg_step_set (step, US_RECORD_HOST, host, strlen (host), FALSE);
    }
  if (url->port >= 0)
    {
      port = g_strdup_printf ("%d", url->port);
      us_whatwg_step_set (step, US_RECORD_PORT, port, strlen (port), FALSE);
    }
  us_whatwg_step_set (step, US_RECORD_PATH, url->path, strlen (url->path), TRUE);
  if (url->query != NULL)
    us_whatwg_step_set (step, US_RECORD_QUERY, url->query, strlen (url->query), FALSE);
  if (url->fragment != NULL)
    us_whatwg_step_set (step, US_RECORD_FRAGMENT, url->fragment, strlen (url->fragment), FALSE);
}
