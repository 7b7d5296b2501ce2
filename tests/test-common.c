/* test-common.c — helpers shared by the test programs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "cli-text.h"
#include "test-common.h"
#include "test-terminal.h"

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
                              us_diag_code_name (d->code), (gsize) d->start, (gsize) d->end,
                              us_severity_name (d->severity));
      if (d->has_fix)
        {
          if (d->fix_start != d->start || d->fix_end != d->end)
            g_string_append_printf (out, " fix[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")=%s",
                                    (gsize) d->fix_start, (gsize) d->fix_end, d->fix_text);
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

/* What must hold of every result, messages aside: spans inside the input,
 * children inside their parent, in order and not overlapping, parents
 * before children, diagnostics inside the input and sorted, valid exactly
 * when no error. Cheap enough for every run of a fuzz target. */
void
test_check_structure (const UsResult *result)
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
      if (d->severity == US_SEVERITY_ERROR)
        errors++;
    }
  g_assert_cmpint (us_result_is_valid (result), ==, errors == 0);
}

/* Every message of @result buildable: UTF-8, and more than a word. */
void
test_check_messages (const UsResult *result)
{
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      g_autofree char *message = us_result_format_message (result, us_result_get_diagnostic (result, i));

      g_assert_nonnull (message);
      g_assert_true (g_utf8_validate (message, -1, NULL));
      g_assert_cmpuint (strlen (message), >, 10);
    }
}

/* test_check_structure() and test_check_messages(). */
void
test_check_invariants (const UsResult *result)
{
  test_check_structure (result);
  test_check_messages (result);
}

/* The parse of @text under @spec, its invariants checked. */
UsResult *
test_parse_spec (UsSpec        spec,
                 const char   *text,
                 UsParseFlags  flags)
{
  g_autoptr(GError) error = NULL;
  UsResult *result = us_parse (text, strlen (text), spec, flags, &error);

  g_assert_no_error (error);
  test_check_invariants (result);
  return result;
}

/* A letter a character, for the terminal class at each byte: A ALPHA, D
 * DIGIT, H HEXDIG, u unreserved, s sub-delims, p a percent-encoding, l a
 * literal of the grammar, x invalid, - outside the reference. */
char *
test_terminal_classes (const UsResult *result)
{
  static const char letters[] = {
    [US_TERMINAL_NONE] = '-', [US_TERMINAL_INVALID] = 'x', [US_TERMINAL_ALPHA] = 'A',
    [US_TERMINAL_DIGIT] = 'D', [US_TERMINAL_HEXDIG] = 'H', [US_TERMINAL_UNRESERVED] = 'u',
    [US_TERMINAL_SUB_DELIMS] = 's', [US_TERMINAL_PCT_ENCODED] = 'p', [US_TERMINAL_LITERAL] = 'l',
  };
  gsize len;
  GString *out = g_string_new (NULL);

  us_result_get_input (result, &len);
  for (gsize k = 0; k < len; k++)
    g_string_append_c (out, letters[us_result_terminal_at (result, k)]);
  return g_string_free (out, FALSE);
}

/* The text of @component, or NULL when it is undefined, must be @want. */
void
test_assert_component (const UsResult *result,
                       UsComponent     component,
                       const char     *want)
{
  g_autofree char *got = us_result_dup_component (result, component);
  gsize len;
  const char *input = us_result_get_input (result, &len);

  g_test_message ("%.*s: %s", (int) len, input, us_component_name (component));
  g_assert_cmpstr (got, ==, want);
}

/* The terminal classes of @input under @spec must be @classes (see
 * test_terminal_classes() for the letters). */
void
test_assert_terminals (UsSpec      spec,
                       const char *input,
                       const char *classes)
{
  g_autoptr(UsResult) result = test_parse_spec (spec, input, 0);
  g_autofree char *got = test_terminal_classes (result);

  g_test_message ("%s", input);
  g_assert_cmpstr (got, ==, classes);
}

/* Every rule of [first, last] belongs to @spec, has its grammar text, which
 * begins with its name, and is found again by that name. */
void
test_assert_rules (UsSpec spec,
                   UsRule first,
                   UsRule last)
{
  for (guint i = first; i <= last; i++)
    {
      g_test_message ("%s", us_rule_name ((UsRule) i));
      g_assert_cmpint (us_rule_spec ((UsRule) i), ==, spec);
      g_assert_nonnull (us_rule_abnf ((UsRule) i));
      g_assert_true (g_str_has_prefix (us_rule_abnf ((UsRule) i), us_rule_name ((UsRule) i)));
      g_assert_cmpint (us_rule_from_name (spec, us_rule_name ((UsRule) i)), ==, i);
    }
}

/* A case and the spec it is read under, for the test functions below. */
typedef struct {
  UsSpec spec;
  gconstpointer c;
} SpecCase;

static void
check_tree_case (gconstpointer data)
{
  const SpecCase *sc = data;
  const TestTreeCase *c = sc->c;
  g_autoptr(UsResult) result = test_parse_spec (sc->spec, c->input, 0);
  g_autofree char *tree = cli_text_tree_line (result);
  g_autofree char *summary = test_diag_summary (result);

  g_assert_cmpstr (tree, ==, c->tree);
  g_assert_cmpstr (summary, ==, c->diagnostics);
  g_assert_true (us_result_is_valid (result));
}

static void
check_diag_case (gconstpointer data)
{
  const SpecCase *sc = data;
  const TestDiagCase *c = sc->c;
  g_autoptr(UsResult) result = test_parse_spec (sc->spec, c->input, 0);
  g_autofree char *tree = cli_text_tree_line (result);
  g_autofree char *summary = test_diag_summary (result);
  g_autofree char *message = us_result_format_message (result, us_result_get_diagnostic (result, 0));

  g_assert_cmpstr (tree, ==, c->tree);
  g_assert_cmpstr (summary, ==, c->diagnostics);
  g_assert_cmpstr (message, ==, c->first_message);
}

/* One test path per case, "/<spec>/tree/NN": the golden tree and
 * diagnostics of a valid reference under @spec. */
void
test_add_tree_cases (UsSpec              spec,
                     const TestTreeCase *cases,
                     guint               n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/%s/tree/%02u", us_spec_to_string (spec), i);
      SpecCase *sc = g_new (SpecCase, 1);

      *sc = (SpecCase) { spec, &cases[i] };
      g_test_add_data_func_full (path, sc, check_tree_case, g_free);
    }
}

/* One test path per case, "/<spec>/diagnostics/<name>": the tree, the
 * diagnostics and the first message. */
void
test_add_diag_cases (UsSpec              spec,
                     const TestDiagCase *cases,
                     guint               n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/%s/diagnostics/%s", us_spec_to_string (spec), cases[i].name);
      SpecCase *sc = g_new (SpecCase, 1);

      *sc = (SpecCase) { spec, &cases[i] };
      g_test_add_data_func_full (path, sc, check_diag_case, g_free);
    }
}

/* A component's text with its case and percent-encoding normalized as RFC
 * 3986 §6.2.2.1–2 say, written here apart from us-normalize.c: an encoded
 * unreserved character decoded, other hex digits in upper case, and with
 * @lower every letter in lower case. NULL stays NULL. */
static char *
normal_text (const char *s,
             gboolean    lower)
{
  GString *out;

  if (s == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (gsize i = 0; s[i] != '\0'; i++)
    {
      if (s[i] == '%' && g_ascii_isxdigit (s[i + 1]) && g_ascii_isxdigit (s[i + 2]))
        {
          char c = (char) (g_ascii_xdigit_value (s[i + 1]) * 16 + g_ascii_xdigit_value (s[i + 2]));

          if (g_ascii_isalnum (c) || strchr ("-._~", c) != NULL)
            g_string_append_c (out, lower ? g_ascii_tolower (c) : c);
          else
            g_string_append_printf (out, "%%%c%c", g_ascii_toupper (s[i + 1]), g_ascii_toupper (s[i + 2]));
          i += 2;
        }
      else
        g_string_append_c (out, lower ? g_ascii_tolower (s[i]) : s[i]);
    }
  return g_string_free (out, FALSE);
}

/* Whether @out is @in without a port, as the scheme-based rung drops an
 * empty or default one: @in is @out, ":" and digits. */
static gboolean
is_port_dropped (const char *in,
                 const char *out)
{
  gsize n = strlen (out);

  if (strncmp (in, out, n) != 0 || in[n] != ':')
    return FALSE;
  for (gsize i = n + 1; in[i] != '\0'; i++)
    if (!g_ascii_isdigit (in[i]))
      return FALSE;
  return TRUE;
}

/* What must hold of the normalization of any bytes (RFC 3986 §6.2): the
 * normal form is a fixed point, and normalizing never changes what the
 * reference is made of. Parsed again, the normal form has a scheme (the
 * same, without case) exactly when the input has one, and an authority
 * exactly when the input has one, the same once case and percent-encoding
 * are normalized: the userinfo (before the last "@") as it is, the host and
 * port without case, but for what the scheme-based rung may drop (an empty
 * or default port, a file URI's "localhost"). The authority is compared
 * whole, not host and port apart, since the parser's reading of an invalid
 * one ("a::", an IPv6 address without brackets) may split it otherwise.
 * For the fuzz targets too. */
void
test_check_normalization (const char *input,
                          gsize       len)
{
  g_autoptr(UsNormalization) n = us_normalize (input, len, NULL);

  /* NULL: over US_MAX_INPUT */
  if (n != NULL)
    test_check_normalized (n, input, len);
}

/* test_check_normalization() of @n, the normalization of @input, made
 * already (fuzz-normalize has it: not made twice an execution). */
void
test_check_normalized (const UsNormalization *n,
                       const char            *input,
                       gsize                  len)
{
  g_autoptr(UsNormalization) again = NULL;
  g_autoptr(UsResult) before = NULL;
  g_autoptr(UsResult) after = NULL;
  const char *normal;
  gsize normal_len, again_len;

  normal = us_normalization_get_normalized (n, &normal_len);
  again = us_normalize (normal, normal_len, NULL);
  g_assert_cmpmem (us_normalization_get_normalized (again, &again_len), again_len, normal, normal_len);

  before = us_parse (input, len, US_SPEC_RFC3986, US_PARSE_NO_TREE, NULL);
  after = us_parse (normal, normal_len, US_SPEC_RFC3986, US_PARSE_NO_TREE, NULL);
  {
    g_autofree char *raw_scheme_in = us_result_dup_component (before, US_COMPONENT_SCHEME);
    g_autofree char *raw_scheme_out = us_result_dup_component (after, US_COMPONENT_SCHEME);
    g_autofree char *scheme_in = normal_text (raw_scheme_in, TRUE);
    g_autofree char *scheme_out = normal_text (raw_scheme_out, TRUE);
    g_autofree char *auth_in = us_result_dup_component (before, US_COMPONENT_AUTHORITY);
    g_autofree char *auth_out = us_result_dup_component (after, US_COMPONENT_AUTHORITY);
    char *at_in, *at_out;
    g_autofree char *user_in = NULL, *user_out = NULL, *host_in = NULL, *host_out = NULL;

    g_assert_cmpstr (scheme_in, ==, scheme_out);
    g_assert_cmpint (auth_in != NULL, ==, auth_out != NULL);
    if (auth_in == NULL)
      return;
    at_in = strrchr (auth_in, '@');
    at_out = strrchr (auth_out, '@');
    g_assert_cmpint (at_in != NULL, ==, at_out != NULL);
    if (at_in != NULL)
      {
        *at_in = *at_out = '\0';
        user_in = normal_text (auth_in, FALSE);
        user_out = normal_text (auth_out, FALSE);
        g_assert_cmpstr (user_in, ==, user_out);
      }
    host_in = normal_text (at_in ? at_in + 1 : auth_in, TRUE);
    host_out = normal_text (at_out ? at_out + 1 : auth_out, TRUE);
    if (g_strcmp0 (host_in, host_out) != 0 && !is_port_dropped (host_in, host_out) &&
        !(g_strcmp0 (scheme_in, "file") == 0 && g_str_equal (host_in, "localhost") && g_str_equal (host_out, "")))
      g_assert_cmpstr (host_in, ==, host_out);
  }
}
