/* us-fix-check.c — a fix is offered only when it keeps the link's meaning
 *
 * Before a fix-it (one Fix, or Fix All) is offered, the fixed text is
 * analysed in turn (us_analysis_new(), with the same base): it must meet
 * the spec — for every fix at once, be valid; for one, have fewer errors —
 * and a browser must read it to the host it read the original to. Where a
 * browser refused the original, the fix must give a link it reads (the
 * host the user meant is one a browser can go to). Under the URL Standard,
 * a fix must also leave the href as it was: it removes a validation error,
 * not what the link says.
 *
 * One fix is analysed alone only where it can change the host: where it
 * edits the scheme or the authority. A fix further on (a percent-encoding in
 * the path, the query or the fragment) cannot move the host, and is
 * offered when every fix at once is, or by itself when it is past the
 * authority; at most MAX_ALONE fixes are analysed alone, the rest of those
 * in the authority are not offered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "uriscope.h"
#include "us-chars-private.h"

#define MAX_ALONE 32

/* The host a browser reads @a to, and its href (both NULL when it refuses
 * it); with a base, of the reference against it. */
static char *
browser_host (UsAnalysis  *a,
              UsSpec       spec,
              char       **href)
{
  /* Under an RFC, as the browser line reads the link: alone; under the
   * URL Standard, against the base when there is one. */
  UsResult *whatwg = us_analysis_get_browser_result (a, spec == US_SPEC_WHATWG);

  if (href != NULL)
    *href = whatwg != NULL ? us_result_dup_url (whatwg, US_URL_HREF) : NULL;
  return us_analysis_dup_browser_host (a, spec == US_SPEC_WHATWG);
}

/* Analyses @text, the original's text with fixes applied, and says whether
 * it keeps the link's meaning: @whole for every fix at once (the text must
 * be valid), else one fix (it must have fewer errors than @errors_before);
 * @host_fix when the fix edits the scheme or the authority. */
static UsFixCheck
check_text (UsAnalysis *self,
            UsSpec      spec,
            const char *text,
            gsize       len,
            gboolean    whole,
            gboolean    host_fix,
            guint       errors_before,
            char      **host_after)
{
  gsize base_len = 0;
  const char *base = us_analysis_get_base (self, &base_len);
  g_autoptr(UsAnalysis) fixed = us_analysis_new (text, len, base, base_len, US_ANALYSIS_NO_TREE);
  UsResult *result = us_analysis_get_result (fixed, spec);
  g_autofree char *href_before = NULL;
  g_autofree char *href_after = NULL;
  g_autofree char *before = browser_host (self, spec, &href_before);
  g_autofree char *after = browser_host (fixed, spec, &href_after);
  guint errors = result != NULL ? us_result_count_severity (result, US_SEVERITY_ERROR) : G_MAXUINT;
  UsFixCheck check = US_FIX_CHECK_KEEPS;
  /* A relative reference without a base: a browser reads no link, and no
   * host to keep. */
  gboolean relative = base == NULL &&
                      !us_result_get_component (us_analysis_get_result (self, spec), US_COMPONENT_SCHEME, NULL, NULL);

  if (whole ? errors > 0 : errors >= errors_before)
    check = US_FIX_CHECK_ERRORS_LEFT;
  else if (relative)
    ;
  else if (before != NULL && after == NULL)
    check = US_FIX_CHECK_REFUSED;
  else if (before != NULL && strcmp (before, after) != 0)
    check = US_FIX_CHECK_OTHER_HOST;
  else if (before == NULL && after == NULL && (whole || host_fix))
    check = US_FIX_CHECK_REFUSED;
  else if (spec == US_SPEC_WHATWG && href_before != NULL && g_strcmp0 (href_before, href_after) != 0)
    check = US_FIX_CHECK_OTHER_HREF;
  if (host_after != NULL)
    *host_after = g_steal_pointer (&after);
  return check;
}

/* Where the scheme and the authority of @result end: a fix that starts
 * later cannot change the host. */
static gsize
authority_end (UsAnalysis     *self,
               const UsResult *result)
{
  static const UsComponent parts[] = {
    US_COMPONENT_SCHEME, US_COMPONENT_AUTHORITY, US_COMPONENT_USERINFO, US_COMPONENT_HOST,
    US_COMPONENT_PORT,
  };
  /* A browser may read a host where the spec reads none (RFC 1738 reads
   * "https://a#b" as a path of an unknown scheme): its host's span in the
   * input counts too. */
  const UsResult *browser = us_analysis_get_whatwg_alone (self);
  gsize end = 0;

  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    {
      gsize s, e;

      if (us_result_get_component (result, parts[k], &s, &e))
        end = MAX (end, e);
      if (browser != NULL && us_result_get_component (browser, parts[k], &s, &e))
        end = MAX (end, e);
    }
  return end;
}

static UsFixCheck
check_one (UsAnalysis     *self,
           UsSpec          spec,
           const UsResult *result,
           guint           index)
{
  const UsDiagnostic *d = us_result_get_diagnostic (result, index);
  g_autofree gboolean *only = NULL;
  g_autofree char *text = NULL;
  gsize len = 0;

  if (!d->has_fix)
    return US_FIX_CHECK_NONE;
  only = g_new0 (gboolean, us_result_get_n_diagnostics (result));
  only[index] = TRUE;
  text = us_result_dup_fixed_some (result, only, &len);
  return check_text (self, spec, text, len, FALSE, d->fix_start <= authority_end (self, result),
                     us_result_count_severity (result, US_SEVERITY_ERROR), NULL);
}

/**
 * us_analysis_check_fix:
 * @index: a diagnostic of the result under @spec
 *
 * Applies the fix-it of one diagnostic alone and analyses the text.
 *
 * Returns: whether the fix keeps the link's meaning, or what it breaks
 */
UsFixCheck
us_analysis_check_fix (UsAnalysis *self,
                       UsSpec      spec,
                       guint       index)
{
  UsResult *result;

  g_return_val_if_fail (self != NULL, US_FIX_CHECK_NONE);
  result = us_analysis_get_result (self, spec);
  g_return_val_if_fail (result != NULL, US_FIX_CHECK_NONE);
  g_return_val_if_fail (index < us_result_get_n_diagnostics (result), US_FIX_CHECK_NONE);
  return check_one (self, spec, result, index);
}

/**
 * us_analysis_dup_offered_fixes:
 *
 * Which fix-its of the result under @spec may be offered: when every fix
 * at once keeps the link's meaning, all of them; otherwise each that edits
 * the scheme or the authority and keeps it alone, and each further on.
 *
 * Returns: (transfer full) (nullable): one flag per diagnostic (FALSE
 *   where it has no fix), or NULL when no diagnostic has a fix
 */
gboolean *
us_analysis_dup_offered_fixes (UsAnalysis *self,
                               UsSpec      spec)
{
  UsResult *result;
  guint n, alone = 0;
  gboolean *offered;
  gsize len = 0, end;
  g_autofree char *all = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  result = us_analysis_get_result (self, spec);
  if (result == NULL || (all = us_result_dup_fixed (result, &len)) == NULL)
    return NULL;
  n = us_result_get_n_diagnostics (result);
  offered = g_new0 (gboolean, n);
  if (check_text (self, spec, all, len, TRUE, TRUE, 0, NULL) == US_FIX_CHECK_KEEPS)
    {
      for (guint i = 0; i < n; i++)
        offered[i] = us_result_get_diagnostic (result, i)->has_fix;
      return offered;
    }
  end = authority_end (self, result);
  for (guint i = 0; i < n; i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);

      if (!d->has_fix)
        continue;
      if (d->fix_start > end)
        offered[i] = TRUE;
      else if (alone++ < MAX_ALONE)
        offered[i] = check_one (self, spec, result, i) == US_FIX_CHECK_KEEPS;
    }
  return offered;
}

/**
 * us_analysis_dup_fixed:
 * @len: (out) (optional): the length of the text
 * @check: (out) (optional): whether the text keeps the link's meaning;
 *   Fix All is offered only when it is %US_FIX_CHECK_KEEPS
 *
 * Fix All: the input with every offered fix-it applied
 * (us_analysis_dup_offered_fixes()), checked as a whole.
 *
 * Returns: (transfer full) (nullable): the text, or NULL when no fix is
 *   offered (@check is then %US_FIX_CHECK_NONE)
 */
char *
us_analysis_dup_fixed (UsAnalysis *self,
                       UsSpec      spec,
                       gsize      *len,
                       UsFixCheck *check)
{
  g_autofree gboolean *offered = NULL;
  UsResult *result;
  char *text = NULL;
  gsize n = 0;
  UsFixCheck answer = US_FIX_CHECK_NONE;

  g_return_val_if_fail (self != NULL, NULL);
  offered = us_analysis_dup_offered_fixes (self, spec);
  result = us_analysis_get_result (self, spec);
  if (offered != NULL)
    text = us_result_dup_fixed_some (result, offered, &n);
  if (text != NULL)
    answer = check_text (self, spec, text, n, TRUE, TRUE, 0, NULL);
  if (len != NULL)
    *len = n;
  if (check != NULL)
    *check = answer;
  return text;
}

/**
 * us_analysis_format_fix_all:
 *
 * Returns: (transfer full) (nullable): the line that offers Fix All ("With
 *   every fix applied: …"), or says why none is offered; NULL when no
 *   diagnostic has a fix. Control characters of the text are escaped.
 */
char *
us_analysis_format_fix_all (UsAnalysis *self,
                            UsSpec      spec)
{
  UsFixCheck check;
  gsize len = 0;
  g_autofree char *text = us_analysis_dup_fixed (self, spec, &len, &check);
  g_autofree char *shown = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (text == NULL)
    return NULL;
  shown = us_quote (text, len, 0);
  switch (check)
    {
    case US_FIX_CHECK_KEEPS:
      return g_strdup_printf ("%s %s", _("With every fix applied:"), shown);
    case US_FIX_CHECK_ERRORS_LEFT:
      {
        gsize base_len = 0;
        const char *base = us_analysis_get_base (self, &base_len);
        g_autoptr(UsAnalysis) fixed = us_analysis_new (text, len, base, base_len, US_ANALYSIS_NO_TREE);
        UsResult *result = us_analysis_get_result (fixed, spec);
        guint left = result != NULL ? us_result_count_severity (result, US_SEVERITY_ERROR) : 0;

        /* TRANSLATORS: the count of errors no fix removes, then the text with the fixes applied */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "No fix makes this link valid: with every fix applied, %u error is left: %s",
                                             "No fix makes this link valid: with every fix applied, %u errors are left: %s",
                                             left),
                                left, shown);
      }
    case US_FIX_CHECK_OTHER_HOST:
    case US_FIX_CHECK_REFUSED:
      {
        gsize base_len = 0;
        const char *base = us_analysis_get_base (self, &base_len);
        g_autoptr(UsAnalysis) fixed = us_analysis_new (text, len, base, base_len, US_ANALYSIS_NO_TREE);

        before = browser_host (self, spec, NULL);
        after = browser_host (fixed, spec, NULL);
        if (after == NULL)
          /* TRANSLATORS: the text with every fix applied */
          return g_strdup_printf (_("No fix keeps this link's host: with every fix applied, a browser refuses %s"), shown);
        /* TRANSLATORS: the host a browser reads the fixed text to, the host it reads the link to, the fixed text */
        return g_strdup_printf (_("No fix keeps this link's host: with every fix applied, a browser goes to %s, not %s: %s"),
                                after, before != NULL ? before : "", shown);
      }
    case US_FIX_CHECK_OTHER_HREF:
      /* TRANSLATORS: the text with every fix applied */
      return g_strdup_printf (_("No fix keeps what a browser reads: with every fix applied, it reads another link: %s"), shown);
    case US_FIX_CHECK_NONE:
    default:
      return NULL;
    }
}

/**
 * us_fix_check_name:
 *
 * Returns: the stable kebab-case name of @check, for JSON and tests
 */
const char *
us_fix_check_name (UsFixCheck check)
{
  switch (check)
    {
    case US_FIX_CHECK_KEEPS: return "keeps";
    case US_FIX_CHECK_NONE: return "none";
    case US_FIX_CHECK_ERRORS_LEFT: return "errors-left";
    case US_FIX_CHECK_OTHER_HOST: return "other-host";
    case US_FIX_CHECK_REFUSED: return "refused";
    case US_FIX_CHECK_OTHER_HREF: return "other-href";
    default: return NULL;
    }
}
