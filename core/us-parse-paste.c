/* us-parse-paste.c — the shapes of pasted text, for every parser
 *
 * People paste links from mails, chats, documents and file managers, and
 * with them what was around them or what they were instead of a URI: quotes
 * or angle brackets (RFC 3986 Appendix C), a Windows path where a file URI
 * belongs (RFC 8089 Appendix E), or a link that leads to no resource at all
 * (javascript:, data:). Every parser runs through us_parse_pasted(), which
 * recognises these shapes and offers the fix that fits, as one cause; what
 * follows from it is a note.
 *
 * None of this changes the verdict of the grammar: a reference the grammar
 * accepts gets notes only, and one it rejects gets an error for the cause.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

/* The rule a whole reference is reported against, and that of its scheme. */
static UsRule
reference_rule (UsSpec spec)
{
  switch (spec)
    {
    case US_SPEC_RFC2396:
      return US_RULE_2396_URI_REFERENCE;
    case US_SPEC_RFC1808:
      return US_RULE_1808_URL;
    case US_SPEC_RFC1738:
      return US_RULE_1738_URL;
    default:
      /* RFC 3987 renames RFC 3986's rules after the parse. */
      return US_RULE_3986_URI_REFERENCE;
    }
}

static UsRule
scheme_rule (UsSpec spec)
{
  switch (spec)
    {
    case US_SPEC_RFC2396:
      return US_RULE_2396_SCHEME;
    case US_SPEC_RFC1808:
      return US_RULE_1808_SCHEME;
    case US_SPEC_RFC1738:
      return US_RULE_1738_SCHEME;
    default:
      return US_RULE_3986_SCHEME;
    }
}

/* A Windows path pasted as a link. When the grammar rejects it, the error
 * is that it is a Windows path, with the file URI as the fix; what the
 * grammar found wrong inside (backslashes, spaces …) all comes from that
 * and is shown as notes, without fixes of their own. When the grammar
 * accepts it ("C:/Users/me/a.txt", a URI of the scheme "C"), it stays
 * valid: a note gives the other reading, with no fix. */
static void
check_windows_path (UsResult *r,
                    gsize     b,
                    gsize     e)
{
  g_autofree char *uri = NULL;
  gsize uri_len;
  UsDiagnostic *d;
  guint errors = 0;

  /* The cheap test first: a drive's ":" or a UNC path's "\\". */
  if (e - b < 3 || (r->input[b + 1] != ':' && r->input[b] != '\\') || !us_is_windows_path (r->input, b, e))
    return;
  /* Errors outside [b, e) are those of white space and delimiters. */
  for (guint i = 0; i < r->n_diagnostics; i++)
    errors += r->diagnostics[i].severity == US_SEVERITY_ERROR &&
              r->diagnostics[i].start >= b && r->diagnostics[i].end <= e;
  if (errors == 0)
    {
      us_result_add_diagnostic (r, US_DIAG_WINDOWS_PATH, US_SEVERITY_NOTE, reference_rule (r->spec),
                                NULL, b, e);
      return;
    }

  for (guint i = 0; i < r->n_diagnostics; i++)
    {
      d = &r->diagnostics[i];
      if (d->start < b || d->end > e)
        continue;
      if (d->severity == US_SEVERITY_ERROR)
        {
          d->severity = US_SEVERITY_NOTE;
          r->n_errors--;
        }
      d->has_fix = FALSE;
      d->fix_start = d->fix_end = 0;
      d->fix_text = NULL;
      d->fix_len = 0;
    }
  uri = us_windows_path_to_uri (r->input, b, e, r->spec, &uri_len);
  d = us_result_add_diagnostic (r, US_DIAG_WINDOWS_PATH, US_SEVERITY_ERROR, reference_rule (r->spec),
                                NULL, b, e);
  us_result_set_fix (r, d, b, e, uri, uri_len);
}

/* A link wrapped over several lines (us-paste-wrap.c): the error is the
 * wrapping, with the fix that joins the lines; what the grammar found in
 * the breaks (control characters, spaces) comes from it, and is shown as
 * notes without fixes of their own ("%0A" would keep the break). */
void
us_check_wrapped_lines (UsResult *r,
                        gsize     b,
                        gsize     e)
{
  g_autofree char *middle = NULL;
  gsize first_end, last_start, n;
  UsDiagnostic *d;

  /* The cheap test first: a line break. */
  if (memchr (r->input + b, '\n', e - b) == NULL && memchr (r->input + b, '\r', e - b) == NULL)
    return;
  if (!us_paste_wrapped_span (r->input, b, e, &first_end, &last_start))
    return;
  for (guint i = 0; i < r->n_diagnostics; i++)
    {
      d = &r->diagnostics[i];
      /* A "%" cut by the break ("%E2%" and "80") is whole once joined. */
      if ((d->start < first_end || d->end > last_start) &&
          !((d->code == US_DIAG_PCT_TRUNCATED || d->code == US_DIAG_PCT_BAD_HEX) && d->start + 2 >= first_end &&
            d->start < first_end))
        continue;
      if (d->severity == US_SEVERITY_ERROR)
        {
          d->severity = US_SEVERITY_NOTE;
          r->n_errors--;
        }
      d->has_fix = FALSE;
      d->fix_start = d->fix_end = 0;
      d->fix_text = NULL;
      d->fix_len = 0;
    }
  middle = us_paste_join_middle (r->input, first_end, last_start, &n);
  d = us_result_add_diagnostic (r, US_DIAG_WRAPPED_LINES, US_SEVERITY_ERROR, reference_rule (r->spec),
                                NULL, first_end, last_start);
  us_result_set_fix (r, d, first_end, last_start, middle, n);
}

/* A note on what following a javascript: or data: link does, on the scheme
 * and ":" (and the media type of a data: URL, up to its first ";" or ","
 * (RFC 2397), when there is one). Schemes are case-insensitive. */
static void
check_scheme (UsResult *r,
              gsize     e)
{
  gsize s = r->comp_start[US_COMPONENT_SCHEME];
  gsize t = r->comp_end[US_COMPONENT_SCHEME];
  const char *in = r->input;

  if (!r->comp_defined[US_COMPONENT_SCHEME] || t >= e || in[t] != ':')
    return;
  /* The first letter before the call: most schemes are "http" and "https". */
  if (t - s == 10 && (in[s] | 0x20) == 'j' && g_ascii_strncasecmp (in + s, "javascript", 10) == 0)
    us_result_add_diagnostic (r, US_DIAG_JAVASCRIPT_URL, US_SEVERITY_NOTE, scheme_rule (r->spec),
                              NULL, s, t + 1);
  else if (t - s == 4 && (in[s] | 0x20) == 'd' && g_ascii_strncasecmp (in + s, "data", 4) == 0)
    {
      gsize m = t + 1;

      while (m < e && in[m] != ',' && in[m] != ';')
        m++;
      /* Without "," there is no data, and no media type either. */
      if (m == e)
        m = t + 1;
      us_result_add_diagnostic (r, US_DIAG_DATA_URL, US_SEVERITY_NOTE, scheme_rule (r->spec),
                                NULL, s, m);
    }
}

/* Whether an error of @r lies within [start, end): one that the grammar
 * finds in a delimiter itself. */
static gboolean
has_error_within (const UsResult *r,
                  gsize           start,
                  gsize           end)
{
  for (guint i = 0; i < r->n_diagnostics; i++)
    {
      const UsDiagnostic *d = &r->diagnostics[i];

      if (d->severity == US_SEVERITY_ERROR && d->start >= start && d->end <= end && d->start < d->end)
        return TRUE;
    }
  return FALSE;
}

/**
 * us_parse_pasted:
 * @parse: the parser of a spec
 *
 * Runs @parse on @text, and looks at the shapes of pasted text. A reference
 * wrapped in delimiters ("…", <…>, <URL:…>, '…', “…” …) that the grammar
 * rejects is parsed a second time without them (US_PARSE_UNWRAP). When the
 * grammar finds an error in a delimiter itself, or fewer errors without
 * them, or a Windows path inside them, that second parse stands: it reports
 * them as the cause, with fixes that remove them: the tree and the other
 * diagnostics are then those of the reference inside. When the grammar
 * admits the delimiters where they are ("'a'" is a relative path under RFC
 * 3986, where "'" is a sub-delim; "'a b'" has the error of its space
 * either way), the parse of the whole stands, and a note says that they may
 * only delimit the reference. Either way the verdict is the grammar's: the
 * second parse stands only for a text the grammar rejects, and has the
 * error of its delimiters.
 *
 * Returns: (transfer full): the result
 */
UsResult *
us_parse_pasted (UsParseOnce   parse,
                 const char   *text,
                 gsize         len,
                 UsParseFlags  flags)
{
  UsResult *r = parse (text, len, flags);
  guint before = r->n_diagnostics;

  us_parse_note_entry (r->spec);
  gsize b, e, inner_b, inner_e;

  us_trim_whitespace ((const guchar *) r->input, len, &b, &e);
  if (us_may_be_wrapped ((const guchar *) r->input, b, e) &&
      us_find_wrapping ((const guchar *) r->input, b, e, &inner_b, &inner_e))
    {
      UsResult *inner = r->n_errors > 0 ? parse (text, len, flags | US_PARSE_UNWRAP) : NULL;

      /* The inner parse has one error more than what the delimiters
       * enclose: that of the delimiters. */
      if (inner != NULL &&
          (has_error_within (r, b, inner_b) || has_error_within (r, inner_e, e) ||
           inner->n_errors - 1 < r->n_errors || us_is_windows_path (r->input, inner_b, inner_e)))
        {
          us_result_unref (r);
          r = inner;
          before = r->n_diagnostics;
          b = inner_b;
          e = inner_e;
        }
      else
        {
          g_clear_pointer (&inner, us_result_unref);
          us_result_add_diagnostic (r, US_DIAG_DELIMITERS, US_SEVERITY_NOTE, reference_rule (r->spec),
                                    NULL, b, inner_b);
        }
    }

  check_windows_path (r, b, e);
  check_scheme (r, e);
  /* A reference the grammar accepts holds no line break (no grammar admits
   * a control character), and one with a scheme is not a host name
   * without one: the two checks cost nothing on the common valid link. */
  if (r->n_errors > 0)
    us_check_wrapped_lines (r, b, e);
  if (!r->comp_defined[US_COMPONENT_SCHEME])
    us_check_missing_scheme (r, reference_rule (r->spec), b, e);
  if (r->n_diagnostics > before)
    us_result_sort_diagnostics (r);
  return r;
}
