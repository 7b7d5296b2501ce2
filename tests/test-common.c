/* test-common.c — helpers shared by the test programs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "test-common.h"

void
test_init (int    *argc,
           char ***argv)
{
  /* Messages are compared in English. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  g_test_init (argc, argv, NULL);
}

/* "code[start,end) severity fix[fs,fe)=text; …", in result order. */
char *
test_diag_summary (const UsResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);

      if (i > 0)
        g_string_append (out, "; ");
      g_string_append_printf (out, "%s[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ") %s",
                              us_diag_code_name (d->code), d->start, d->end,
                              us_severity_name (d->severity));
      if (d->has_fix)
        {
          if (d->fix_start != d->start || d->fix_end != d->end)
            g_string_append_printf (out, " fix[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")=%s",
                                    d->fix_start, d->fix_end, d->fix_text);
          else
            g_string_append_printf (out, " fix=%s", d->fix_text);
        }
    }
  return g_string_free (out, FALSE);
}

UsResult *
test_parse (const char   *text,
            UsParseFlags  flags)
{
  g_autoptr(GError) error = NULL;
  UsResult *result = us_parse (text, strlen (text), US_SPEC_RFC3986, flags, &error);

  g_assert_no_error (error);
  g_assert_nonnull (result);
  test_check_invariants (result);
  return result;
}

/* What must hold of every result: spans inside the input, children inside
 * their parent, in order and not overlapping, parents before children,
 * diagnostics inside the input and sorted, valid exactly when no error, and
 * every message buildable. */
void
test_check_invariants (const UsResult *result)
{
  gsize len;
  guint n = us_result_get_n_nodes (result);
  guint errors = 0;

  us_result_get_input (result, &len);
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (us_result_get_node (result, 0)->parent, ==, US_NO_NODE);
  g_assert_cmpuint (us_result_get_node (result, 0)->start, ==, 0);
  g_assert_cmpuint (us_result_get_node (result, 0)->end, ==, len);

  for (guint i = 0; i < n; i++)
    {
      const UsNode *node = us_result_get_node (result, i);
      gsize prev_end = node->start;

      g_assert_cmpuint (node->start, <=, node->end);
      g_assert_cmpuint (node->end, <=, len);
      if (i > 0)
        g_assert_cmpuint (node->parent, <, i);
      for (guint k = 0; k < node->n_children; k++)
        {
          guint c = us_result_get_child (result, i, k);
          const UsNode *child = us_result_get_node (result, c);

          g_assert_cmpuint (child->parent, ==, i);
          g_assert_cmpuint (child->start, >=, prev_end);
          g_assert_cmpuint (child->end, <=, node->end);
          prev_end = child->end;
        }
    }

  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);
      g_autofree char *message = us_result_format_message (result, d);

      g_assert_cmpuint (d->start, <=, d->end);
      g_assert_cmpuint (d->end, <=, len);
      if (i > 0)
        g_assert_cmpuint (us_result_get_diagnostic (result, i - 1)->start, <=, d->start);
      if (d->has_fix)
        {
          g_assert_cmpuint (d->fix_start, <=, d->fix_end);
          g_assert_cmpuint (d->fix_end, <=, len);
          g_assert_cmpuint (strlen (d->fix_text), ==, d->fix_len);
        }
      g_assert_nonnull (message);
      g_assert_true (g_utf8_validate (message, -1, NULL));
      g_assert_cmpuint (strlen (message), >, 10);
      if (d->severity == US_SEVERITY_ERROR)
        errors++;
    }
  g_assert_cmpint (us_result_is_valid (result), ==, errors == 0);
}
