/* test-practice.c — the practice page and its exercises, under Xvfb
 *
 * The exercise tables hold every example of RFC 3986 §5.4, RFC 2396
 * Appendix C and RFC 1808 §5 (checked line by line against the RFC texts
 * in data/rfc/) with the targets the core resolves; the RFC example menus
 * hold them all; a right answer counts; a wrong one is traced to the step
 * where it went another way (the buffer table's rule 2C for "../g"
 * answered "http://a/b/c/g", the merge for "g" answered "http://a/g", the
 * step that set a wrong scheme, authority, query or fragment); breakdown
 * questions are answered right and wrong; scores and level outlive the
 * page (same settings backend).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "uriscope-practice-page.h"
#include "window-common.h"
#include "uriscope-exercises-private.h"
#include "uriscope-practice-page-private.h"

#define SCHEMA_ID "io.github.uriscope.Uriscope"

static GSettings *
new_settings (GSettingsBackend *backend)
{
  return g_settings_new_with_backend (SCHEMA_ID, backend);
}

/* A page in a window, shown. */
static UriscopePracticePage *
new_page (GSettings  *settings,
          GtkWidget **window)
{
  GtkWidget *page = uriscope_practice_page_new (settings);

  *window = GTK_WIDGET (window_with (page, 800, 600));
  return URISCOPE_PRACTICE_PAGE (page);
}

/* The index of the resolution exercise of @spec for @reference. */
static guint
find_exercise (UsSpec      spec,
               const char *reference)
{
  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    {
      const UriscopeExercise *ex = uriscope_exercises_get (i);

      if (ex->kind == URISCOPE_EXERCISE_RESOLVE && ex->spec == spec && strcmp (ex->reference, reference) == 0)
        return i;
    }
  g_assert_not_reached ();
}

/* ---- the tables against the RFC texts ---------------------------------- */

typedef struct {
  UsSpec spec;
  const char *file;
  const char *section;       /* as the exercises name it */
  const char *heading;       /* the line the section starts with */
  const char *next_heading;  /* the line after its end */
  guint count;               /* examples in the RFC's table */
} RfcTable;

static const RfcTable rfc_tables[] = {
  { US_SPEC_RFC3986, "rfc3986.txt", "§5.4.1", "5.4.1.  Normal Examples", "5.4.2.  Abnormal Examples", 23 },
  { US_SPEC_RFC3986, "rfc3986.txt", "§5.4.2", "5.4.2.  Abnormal Examples", "6.  Normalization", 19 },
  { US_SPEC_RFC2396, "rfc2396.txt", "Appendix C.1", "C.1.  Normal Examples", "C.2.  Abnormal Examples", 22 },
  { US_SPEC_RFC2396, "rfc2396.txt", "Appendix C.2", "C.2.  Abnormal Examples", "D. Embedding", 20 },
  { US_SPEC_RFC1808, "rfc1808.txt", "§5.1", "5.1.  Normal Examples", "5.2.  Abnormal Examples", 24 },
  { US_SPEC_RFC1808, "rfc1808.txt", "§5.2", "5.2.  Abnormal Examples", "5.3.  Recommended Practice", 15 },
};

/* The lines of the section of @table: from its heading to the next. */
static char **
section_lines (const RfcTable *table)
{
  const char *datadir = g_getenv ("URISCOPE_DATADIR");
  g_autofree char *path = g_build_filename (datadir != NULL ? datadir : "data", "rfc", table->file, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *out = g_ptr_array_new ();
  gboolean in = FALSE;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], table->heading))
        in = TRUE;
      else if (g_str_has_prefix (lines[i], table->next_heading))
        in = FALSE;
      else if (in)
        g_ptr_array_add (out, g_strdup (lines[i]));
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

/* The example of @line ("  ref  =  target  ; comment") split. */
static gboolean
split_example (const char  *line,
               char       **left,
               char       **right)
{
  const char *eq = strstr (line, " = ");
  const char *comment;

  if (eq == NULL || line[0] != ' ')
    return FALSE;
  *left = g_strstrip (g_strndup (line, eq - line));
  comment = strstr (eq, " ;");
  *right = g_strstrip (comment != NULL ? g_strndup (eq + 3, comment - eq - 3) : g_strdup (eq + 3));
  return TRUE;
}

static void
test_tables (void)
{
  for (guint t = 0; t < G_N_ELEMENTS (rfc_tables); t++)
    {
      const RfcTable *table = &rfc_tables[t];
      g_auto(GStrv) lines = section_lines (table);
      g_autofree char *section_text = g_strjoinv ("\n", lines);
      guint in_text = 0, in_tables = 0;

      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_autofree char *left = NULL, *right = NULL;

          if (split_example (lines[i], &left, &right))
            in_text++;
        }
      g_assert_cmpuint (in_text, ==, table->count);

      for (guint i = 0; i < uriscope_exercises_get_n (); i++)
        {
          const UriscopeExercise *ex = uriscope_exercises_get (i);
          g_autofree char *want_left = NULL;
          g_autoptr(UsResolution) resolution = NULL;
          gboolean found = FALSE;

          if (ex->kind != URISCOPE_EXERCISE_RESOLVE || ex->spec != table->spec ||
              strcmp (ex->section, table->section) != 0)
            continue;
          in_tables++;
          g_assert_true (ex->abnormal == (strstr (table->heading, "Abnormal") != NULL));

          /* the example is in the RFC's table, with this answer */
          if (ex->spec == US_SPEC_RFC3986)
            want_left = g_strdup_printf ("\"%s\"", ex->reference);
          else
            want_left = g_strdup (ex->reference[0] != '\0' ? ex->reference : "<>");
          for (guint k = 0; lines[k] != NULL && !found; k++)
            {
              g_autofree char *left = NULL, *right = NULL;
              g_autofree char *quoted = g_strdup_printf ("\"%s\"", ex->target);
              g_autofree char *url = g_strdup_printf ("<URL:%s>", ex->target);

              if (!split_example (lines[k], &left, &right) || strcmp (left, want_left) != 0)
                continue;
              found = TRUE;
              if (ex->spec == US_SPEC_RFC3986)
                g_assert_cmpstr (right, ==, quoted);
              else if (ex->spec == US_SPEC_RFC1808)
                {
                  g_assert_cmpstr (right, ==, url);
                  g_assert_cmpstr (ex->printed_target, ==, url);
                }
              else if (strcmp (right, ex->target) != 0)
                g_assert_cmpstr (right, ==, ex->printed_target);
              if (ex->alternative != NULL)
                g_assert_nonnull (strstr (section_text, ex->alternative));
            }
          if (!found)
            g_error ("%s %s: \"%s\" is not in the RFC's table", us_spec_to_string (ex->spec), ex->section, ex->reference);

          /* the core resolves it (strict) to the target, and to the
           * alternative the other way */
          resolution = uriscope_exercise_resolve (ex);
          g_assert_nonnull (resolution);
          g_assert_cmpstr (us_resolution_get_target (resolution, NULL), ==, ex->target);
          if (ex->alternative != NULL)
            {
              UsAlternative kind;
              const char *alternative = us_resolution_get_alternative (resolution, NULL, &kind);

              g_assert_cmpstr (alternative, ==, ex->alternative);
            }
          g_assert_true (uriscope_exercise_is_right (ex, ex->target));
        }
      g_assert_cmpuint (in_tables, ==, table->count);
    }

  g_assert_cmpuint (uriscope_exercises_count (US_SPEC_RFC3986, URISCOPE_EXERCISE_RESOLVE), ==, 42);
  g_assert_cmpuint (uriscope_exercises_count (US_SPEC_RFC2396, URISCOPE_EXERCISE_RESOLVE), ==, 42);
  g_assert_cmpuint (uriscope_exercises_count (US_SPEC_RFC1808, URISCOPE_EXERCISE_RESOLVE), ==, 39);
}

/* The master class holds the older RFCs' answers that are not RFC 3986's;
 * every level has exercises. */
static void
test_levels (void)
{
  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    {
      const UriscopeExercise *ex = uriscope_exercises_get (i);
      const UriscopeExercise *modern;

      if (ex->kind != URISCOPE_EXERCISE_RESOLVE || ex->spec == US_SPEC_RFC3986)
        continue;
      if (strcmp (ex->reference, "http:") == 0)
        {
          g_assert_cmpint (ex->level, ==, URISCOPE_LEVEL_MASTER);
          continue;
        }
      modern = uriscope_exercises_get (find_exercise (US_SPEC_RFC3986, ex->reference));
      if (strcmp (modern->target, ex->target) != 0)
        g_assert_cmpint (ex->level, ==, URISCOPE_LEVEL_MASTER);
      else
        g_assert_cmpint (ex->level, >=, modern->level);
    }
  g_assert_cmpint (uriscope_exercises_get (find_exercise (US_SPEC_RFC3986, "g"))->level, ==, URISCOPE_LEVEL_EASY);
  g_assert_cmpint (uriscope_exercises_get (find_exercise (US_SPEC_RFC3986, "../g"))->level, ==, URISCOPE_LEVEL_MEDIUM);
  g_assert_cmpint (uriscope_exercises_get (find_exercise (US_SPEC_RFC3986, "g;x=1/../y"))->level, ==, URISCOPE_LEVEL_HARD);
  g_assert_cmpint (uriscope_exercises_get (find_exercise (US_SPEC_RFC3986, "http:g"))->level, ==, URISCOPE_LEVEL_MASTER);
  g_assert_cmpint (uriscope_exercises_get (find_exercise (US_SPEC_RFC3986, "//g"))->level, ==, URISCOPE_LEVEL_MASTER);
  for (UriscopeLevel l = 0; l < URISCOPE_N_LEVELS; l++)
    {
      g_test_message ("%s: %u exercises", uriscope_level_to_string (l), uriscope_exercises_count_level (l));
      g_assert_cmpuint (uriscope_exercises_count_level (l), >, 0);
    }
  g_test_message ("breakdown: %u rule, %u authority questions",
                  uriscope_exercises_count (US_SPEC_RFC3986, URISCOPE_EXERCISE_RULE),
                  uriscope_exercises_count (US_SPEC_RFC3986, URISCOPE_EXERCISE_AUTHORITY_END));
}

static void
check_menu (UsSpec spec,
            guint  normal,
            guint  abnormal)
{
  g_autoptr(GMenuModel) menu = uriscope_exercises_build_menu (spec);
  const guint counts[2] = { normal, abnormal };

  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 2);
  for (int s = 0; s < 2; s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);
      g_autofree char *label = NULL;

      g_assert_true (g_menu_model_get_item_attribute (menu, s, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      g_assert_nonnull (strstr (label, s == 0 ? "normal examples" : "abnormal examples"));
      g_assert_true (g_str_has_prefix (label, us_spec_title (spec)));
      g_assert_cmpint (g_menu_model_get_n_items (section), ==, counts[s]);
      for (int i = 0; i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *action = NULL, *spec_name = NULL, *base = NULL, *target = NULL;

          g_assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
          g_assert_cmpstr (action, ==, "win.rfc-example");
          g_assert_true (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_TARGET, "(sss)",
                                                          &spec_name, &base, &target));
          g_assert_cmpstr (spec_name, ==, us_spec_to_string (spec));
          g_assert_cmpstr (base, ==, spec == US_SPEC_RFC1808 ? "http://a/b/c/d;p?q#f" : "http://a/b/c/d;p?q");
          if (spec == US_SPEC_RFC3986 && s == 1 && i == 0)
            g_assert_cmpstr (target, ==, "../../../g");
        }
    }
}

static void
test_menu (void)
{
  check_menu (US_SPEC_RFC3986, 23, 19);
  check_menu (US_SPEC_RFC2396, 22, 20);
  check_menu (US_SPEC_RFC1808, 24, 15);
}

/* ---- answers ----------------------------------------------------------- */

static void
test_right (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = new_settings (backend);
  GtkWidget *window;
  UriscopePracticePage *page = new_page (settings, &window);
  guint answered, right;

  uriscope_practice_page_set_exercise (page, find_exercise (US_SPEC_RFC3986, "g"));
  g_assert_cmpint (uriscope_practice_page_get_level (page), ==, URISCOPE_LEVEL_EASY);
  g_assert_true (uriscope_practice_page_answer (page, "  http://a/b/c/g\n"));
  g_assert_null (uriscope_practice_page_get_divergent_step (page, NULL, NULL));
  g_assert_nonnull (uriscope_practice_page_get_feedback (page));
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_EASY, &answered, &right);
  g_assert_cmpuint (answered, ==, 1);
  g_assert_cmpuint (right, ==, 1);
  /* a second check of the same exercise does not count again */
  g_assert_true (uriscope_practice_page_answer (page, "http://a/b/c/g"));
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_EASY, &answered, &right);
  g_assert_cmpuint (answered, ==, 1);

  /* as the RFCs print it: "…" and <URL:…> */
  uriscope_practice_page_set_exercise (page, find_exercise (US_SPEC_RFC1808, "../g"));
  g_assert_true (uriscope_practice_page_answer (page, "<URL:http://a/b/g>"));
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_MEDIUM, &answered, &right);
  g_assert_cmpuint (answered, ==, 1);
  g_assert_cmpuint (right, ==, 1);

  /* Next picks another exercise of the level */
  uriscope_practice_page_next (page);
  g_assert_cmpuint (uriscope_practice_page_get_exercise (page), !=, find_exercise (US_SPEC_RFC1808, "../g"));
  g_assert_cmpint (uriscope_exercises_get (uriscope_practice_page_get_exercise (page))->level, ==, URISCOPE_LEVEL_MEDIUM);
  destroy_window (GTK_WINDOW (window));
}

/* Answers @answer to the exercise of @spec for @reference, wrongly, and
 * gives the step where it went another way. */
static const UsStep *
wrong_answer (UriscopePracticePage *page,
              UsSpec                spec,
              const char           *reference,
              const char           *answer,
              guint                *row,
              UsResolution        **resolution)
{
  const UriscopeExercise *ex = uriscope_exercises_get (find_exercise (spec, reference));
  guint step;
  const char *id;

  uriscope_practice_page_set_exercise (page, find_exercise (spec, reference));
  g_assert_false (uriscope_practice_page_answer (page, answer));
  g_assert_true (uriscope_practice_page_get_steps_shown (page));
  id = uriscope_practice_page_get_divergent_step (page, &step, row);
  g_assert_nonnull (id);
  *resolution = uriscope_exercise_resolve (ex);
  g_assert_cmpuint (step, <, us_resolution_get_n_steps (*resolution));
  if (*row != G_MAXUINT)
    g_assert_cmpstr (id, ==, us_resolution_get_row (*resolution, *row)->id);
  else
    g_assert_cmpstr (id, ==, us_resolution_get_step (*resolution, step)->id);
  return us_resolution_get_step (*resolution, step);
}

static void
test_wrong_path (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = new_settings (backend);
  GtkWidget *window;
  UriscopePracticePage *page = new_page (settings, &window);
  g_autoptr(UsResolution) resolution = NULL;
  const UsStep *step;
  const UsBufferRow *row, *before;
  guint r, answered, right;

  /* "../g": "c/.." not removed — rule 2C of §5.2.4 */
  step = wrong_answer (page, US_SPEC_RFC3986, "../g", "http://a/b/c/g", &r, &resolution);
  g_assert_cmpstr (step->id, ==, "5.2.4");
  g_assert_cmpint (step->branch, ==, US_BRANCH_REMOVE_DOT_SEGMENTS);
  g_assert_cmpuint (r, !=, G_MAXUINT);
  row = us_resolution_get_row (resolution, r);
  before = us_resolution_get_row (resolution, r - 1);
  g_assert_cmpstr (row->id, ==, "2C");
  g_assert_cmpstr (before->output, ==, "/b/c");
  g_assert_cmpstr (row->output, ==, "/b");
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "5.2.4"));
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "2C"));
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_MEDIUM, &answered, &right);
  g_assert_cmpuint (answered, ==, 1);
  g_assert_cmpuint (right, ==, 0);
  /* the steps slide down */
  for (gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  save_screenshot (window, "screenshot-practice-wrong.png");
  g_clear_pointer (&resolution, us_resolution_unref);

  /* "../../g": only one ".." applied — the second 2C */
  step = wrong_answer (page, US_SPEC_RFC3986, "../../g", "http://a/b/g", &r, &resolution);
  g_assert_cmpstr (us_resolution_get_row (resolution, r)->id, ==, "2C");
  g_assert_cmpstr (us_resolution_get_row (resolution, r)->output, ==, "");
  g_clear_pointer (&resolution, us_resolution_unref);

  /* "./g": "./" kept — rule 2B */
  step = wrong_answer (page, US_SPEC_RFC3986, "./g", "http://a/b/c/./g", &r, &resolution);
  g_assert_cmpstr (us_resolution_get_row (resolution, r)->id, ==, "2B");
  g_clear_pointer (&resolution, us_resolution_unref);

  /* "g": the base's directory dropped — the merge of §5.2.3 */
  step = wrong_answer (page, US_SPEC_RFC3986, "g", "http://a/g", &r, &resolution);
  g_assert_cmpstr (step->id, ==, "5.2.3");
  g_assert_cmpint (step->branch, ==, US_BRANCH_MERGE_LAST_SEGMENT);
  g_assert_cmpuint (r, ==, G_MAXUINT);
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "5.2.3"));
  g_clear_pointer (&resolution, us_resolution_unref);

  /* RFC 2396 keeps ".." above the root: step 6g */
  step = wrong_answer (page, US_SPEC_RFC2396, "../../../g", "http://a/g", &r, &resolution);
  g_assert_cmpstr (step->id, ==, "6g");
  g_assert_cmpint (step->branch, ==, US_BRANCH_LEADING_DOTDOT);
  g_clear_pointer (&resolution, us_resolution_unref);

  /* RFC 2396 step 6e: "segment/../" not removed */
  step = wrong_answer (page, US_SPEC_RFC2396, "g/../h", "http://a/b/c/g/h", &r, &resolution);
  g_assert_cmpstr (step->id, ==, "6e");
  g_clear_pointer (&resolution, us_resolution_unref);

  /* RFC 1808: ";x" keeps the base's last segment — step 5 */
  step = wrong_answer (page, US_SPEC_RFC1808, ";x", "http://a/b/c/;x", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_INHERIT_PATH);
  g_clear_pointer (&resolution, us_resolution_unref);
  destroy_window (GTK_WINDOW (window));
}

static void
test_wrong_components (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = new_settings (backend);
  GtkWidget *window;
  UriscopePracticePage *page = new_page (settings, &window);
  g_autoptr(UsResolution) resolution = NULL;
  const UsStep *step;
  guint r;

  /* the base's authority kept: the step that took the reference's */
  step = wrong_answer (page, US_SPEC_RFC3986, "//g", "http://a/g", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_REF_AUTHORITY);
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "authority"));
  g_clear_pointer (&resolution, us_resolution_unref);

  /* the base's scheme instead of "g" */
  step = wrong_answer (page, US_SPEC_RFC3986, "g:h", "http://a/b/c/g:h", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_REF_SCHEME);
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "scheme"));
  g_clear_pointer (&resolution, us_resolution_unref);

  /* "http:g" answered the backward-compatible way: the strict step */
  step = wrong_answer (page, US_SPEC_RFC3986, "http:g", "http://a/b/c/g", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_STRICT_SCHEME);
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "other answer"));
  g_clear_pointer (&resolution, us_resolution_unref);

  /* the base's query kept */
  step = wrong_answer (page, US_SPEC_RFC3986, "?y", "http://a/b/c/d;p?q", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_EMPTY_PATH_REF_QUERY);
  g_clear_pointer (&resolution, us_resolution_unref);

  /* the fragment forgotten */
  step = wrong_answer (page, US_SPEC_RFC3986, "#s", "http://a/b/c/d;p?q", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_FRAGMENT);
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "fragment"));
  g_clear_pointer (&resolution, us_resolution_unref);

  /* RFC 1808's empty reference keeps the base's fragment */
  step = wrong_answer (page, US_SPEC_RFC1808, "", "http://a/b/c/d;p?q", &r, &resolution);
  g_assert_cmpint (step->branch, ==, US_BRANCH_EMPTY_REFERENCE);
  g_clear_pointer (&resolution, us_resolution_unref);
  destroy_window (GTK_WINDOW (window));
}

/* ---- breakdown questions ----------------------------------------------- */

/* The breakdown question of @kind on @reference (whose answer is @rule). */
static guint
find_question (UriscopeExerciseKind kind,
               const char          *reference,
               const char          *rule)
{
  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    {
      const UriscopeExercise *ex = uriscope_exercises_get (i);

      if (ex->kind == kind && strcmp (ex->reference, reference) == 0 &&
          (kind != URISCOPE_EXERCISE_RULE || strcmp (us_rule_name (ex->rule), rule) == 0))
        return i;
    }
  g_assert_not_reached ();
}

static void
test_breakdown (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = new_settings (backend);
  GtkWidget *window;
  UriscopePracticePage *page = new_page (settings, &window);
  const char *ldap = "ldap://[2001:db8::7]/c=GB?objectClass?one";
  guint n_rule = 0, index, answered, right;
  const UriscopeExercise *ex;
  GtkWidget *characters, *child;

  /* every rule question: the answer is the innermost rule there, among
   * four distinct rule names */
  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    {
      g_autoptr(UsResult) result = NULL;

      ex = uriscope_exercises_get (i);
      if (ex->kind != URISCOPE_EXERCISE_RULE)
        continue;
      n_rule++;
      result = us_parse (ex->reference, strlen (ex->reference), ex->spec, US_PARSE_DEFAULT, NULL);
      g_assert_cmpint (us_result_get_node (result, us_result_node_at (result, ex->offset))->rule, ==, ex->rule);
      for (guint a = 0; a < URISCOPE_N_CHOICES; a++)
        for (guint b = a + 1; b < URISCOPE_N_CHOICES; b++)
          g_assert_cmpint (ex->choices[a], !=, ex->choices[b]);
      g_assert_true (ex->choices[0] == ex->rule || ex->choices[1] == ex->rule ||
                     ex->choices[2] == ex->rule || ex->choices[3] == ex->rule);
    }
  g_assert_cmpuint (n_rule, >=, 20);
  g_assert_cmpuint (uriscope_exercises_count (US_SPEC_RFC3986, URISCOPE_EXERCISE_AUTHORITY_END), >=, 8);

  /* the "2" of "2001" in the IPv6 address: h16, right */
  index = find_question (URISCOPE_EXERCISE_RULE, ldap, "h16");
  uriscope_practice_page_set_exercise (page, index);
  ex = uriscope_exercises_get (index);
  g_assert_cmpuint (ex->offset, ==, 8);
  save_screenshot (window, "screenshot-practice-rule.png");
  g_assert_true (uriscope_practice_page_answer (page, " H16 "));
  uriscope_practice_page_get_score (page, ex->level, &answered, &right);
  g_assert_cmpuint (answered, ==, 1);
  g_assert_cmpuint (right, ==, 1);

  /* the "o" of the query: "query", not "segment" */
  index = find_question (URISCOPE_EXERCISE_RULE, ldap, "query");
  uriscope_practice_page_set_exercise (page, index);
  g_assert_cmpuint (uriscope_exercises_get (index)->offset, ==, 26);
  g_assert_false (uriscope_practice_page_answer (page, "segment"));
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "query"));
  g_assert_true (uriscope_practice_page_get_steps_shown (page));

  /* where the authority ends: after "]", 20 bytes in */
  index = find_question (URISCOPE_EXERCISE_AUTHORITY_END, ldap, NULL);
  uriscope_practice_page_set_exercise (page, index);
  g_assert_cmpuint (uriscope_exercises_get (index)->authority_end, ==, 20);
  g_assert_false (uriscope_practice_page_answer (page, "19"));
  g_assert_nonnull (strstr (uriscope_practice_page_get_feedback (page), "20"));
  g_assert_true (uriscope_practice_page_answer (page, "20"));
  g_assert_true (uriscope_practice_page_answer (page, "ldap://[2001:db8::7]"));

  /* clicking the last character of the authority answers it */
  uriscope_practice_page_set_exercise (page, find_question (URISCOPE_EXERCISE_AUTHORITY_END,
                                                            "foo://example.com:8042/over/there?name=ferret#nose", NULL));
  /* the buttons: one per character, in a box */
  characters = NULL;
  for (child = gtk_widget_get_first_child (GTK_WIDGET (page)); child != NULL && characters == NULL;)
    {
      GtkWidget *first = gtk_widget_get_first_child (child);

      if (GTK_IS_BOX (child) && first != NULL && GTK_IS_BUTTON (first) &&
          strcmp (gtk_button_get_label (GTK_BUTTON (first)), "f") == 0)
        characters = child;
      else if (first != NULL)
        child = first;
      else
        {
          while (child != NULL && gtk_widget_get_next_sibling (child) == NULL)
            child = gtk_widget_get_parent (child);
          if (child != NULL)
            child = gtk_widget_get_next_sibling (child);
        }
    }
  g_assert_nonnull (characters);
  g_assert_true (gtk_widget_is_visible (characters));
  save_screenshot (window, "screenshot-practice-authority.png");
  /* "foo://example.com:8042": the 22nd character, "2" */
  child = gtk_widget_get_first_child (characters);
  for (int i = 0; i < 21; i++)
    child = gtk_widget_get_next_sibling (child);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (child)), ==, "2");
  g_signal_emit_by_name (child, "clicked");
  g_assert_cmpstr (uriscope_practice_page_get_feedback (page), !=, NULL);
  g_assert_cmpstr (strstr (uriscope_practice_page_get_feedback (page), "Not there"), ==, NULL);
  destroy_window (GTK_WINDOW (window));
}

/* ---- kept in the settings ---------------------------------------------- */

static void
test_persist (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = new_settings (backend);
  g_autoptr(GSettings) again = NULL;
  GtkWidget *window;
  UriscopePracticePage *page = new_page (settings, &window);
  guint answered, right;

  uriscope_practice_page_set_exercise (page, find_exercise (US_SPEC_RFC3986, "../../../g"));
  g_assert_true (uriscope_practice_page_answer (page, "http://a/g"));
  uriscope_practice_page_set_exercise (page, find_exercise (US_SPEC_RFC3986, "g/../h"));
  g_assert_false (uriscope_practice_page_answer (page, "http://a/b/c/g/h"));
  g_assert_cmpint (uriscope_practice_page_get_level (page), ==, URISCOPE_LEVEL_HARD);
  destroy_window (GTK_WINDOW (window));
  wait_idle ();

  /* a new page on new settings of the same backend */
  again = new_settings (backend);
  page = new_page (again, &window);
  g_assert_cmpint (uriscope_practice_page_get_level (page), ==, URISCOPE_LEVEL_HARD);
  g_assert_cmpint (uriscope_exercises_get (uriscope_practice_page_get_exercise (page))->level, ==, URISCOPE_LEVEL_HARD);
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_HARD, &answered, &right);
  g_assert_cmpuint (answered, ==, 2);
  g_assert_cmpuint (right, ==, 1);
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_EASY, &answered, &right);
  g_assert_cmpuint (answered, ==, 0);

  /* Reset Score: zero, and kept so */
  uriscope_practice_page_reset_score (page);
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_HARD, &answered, &right);
  g_assert_cmpuint (answered, ==, 0);
  destroy_window (GTK_WINDOW (window));
  wait_idle ();
  g_clear_object (&again);
  again = new_settings (backend);
  page = new_page (again, &window);
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_HARD, &answered, &right);
  g_assert_cmpuint (answered, ==, 0);
  g_assert_cmpuint (right, ==, 0);
  destroy_window (GTK_WINDOW (window));
}

/* Enter in the entry checks. */
static void
test_keyboard (void)
{
  GtkWidget *window;
  UriscopePracticePage *page = new_page (NULL, &window);
  GtkWidget *entry = gtk_window_get_focus (GTK_WINDOW (window));
  guint answered;

  uriscope_practice_page_set_exercise (page, find_exercise (US_SPEC_RFC3986, "/g"));
  uriscope_practice_page_next (page);
  uriscope_practice_page_set_exercise (page, find_exercise (US_SPEC_RFC3986, "/g"));
  entry = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (entry);
  entry = gtk_widget_get_ancestor (entry, GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "http://a/g");
  g_signal_emit_by_name (entry, "activate");
  uriscope_practice_page_get_score (page, URISCOPE_LEVEL_EASY, &answered, NULL);
  g_assert_cmpuint (answered, ==, 1);
  g_assert_nonnull (uriscope_practice_page_get_feedback (page));
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  gtk_init ();
  adw_init ();

  g_test_add_func ("/practice/tables", test_tables);
  g_test_add_func ("/practice/levels", test_levels);
  g_test_add_func ("/practice/menu", test_menu);
  g_test_add_func ("/practice/right", test_right);
  g_test_add_func ("/practice/wrong-path", test_wrong_path);
  g_test_add_func ("/practice/wrong-components", test_wrong_components);
  g_test_add_func ("/practice/breakdown", test_breakdown);
  g_test_add_func ("/practice/persist", test_persist);
  g_test_add_func ("/practice/keyboard", test_keyboard);
  return g_test_run ();
}
