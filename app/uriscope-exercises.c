/* uriscope-exercises.c — the exercises of the practice mode
 *
 * Two sorts. Resolution: every example of RFC 3986 §5.4, RFC 2396
 * Appendix C and RFC 1808 §5 (uriscope-exercise-data.c), checked against
 * the core's strict target. Breakdown: questions made from the core's
 * parse of sample references (RFC 3986 §1.1.2 and a few more): which rule
 * matches a character (the innermost rule of the parse tree there, among
 * four rule names of that tree), and where the authority ends.
 *
 * When an answer is wrong, uriscope_exercises_find_divergence() finds the
 * first step of the resolution where it went another way: the answer is
 * split into the six components the steps show; for each component that
 * differs from the target, the step that last set it; for the path, the
 * row of the buffer table (RFC 3986 §5.2.4) or the step (RFC 2396 §5.2
 * step 6, RFC 1808 §4 step 6) after which the buffer moves away from the
 * answer's path, else the step that built the path before dot segments
 * were removed (the merge). The earliest of these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-exercises.h"
#include "uriscope-exercises-private.h"

/* ---- levels ------------------------------------------------------------ */

static const char * const level_names[URISCOPE_N_LEVELS] = { "easy", "medium", "hard", "master" };
static const char * const level_titles[URISCOPE_N_LEVELS] = {
  N_("Easy"), N_("Medium"), N_("Hard"), N_("Master class"),
};

/* The level's name in the settings: "easy", "medium", "hard", "master". */
const char *
uriscope_level_to_string (UriscopeLevel level)
{
  g_return_val_if_fail (level < URISCOPE_N_LEVELS, NULL);
  return level_names[level];
}

gboolean
uriscope_level_from_string (const char    *name,
                            UriscopeLevel *level)
{
  for (guint i = 0; name != NULL && i < URISCOPE_N_LEVELS; i++)
    if (strcmp (name, level_names[i]) == 0)
      {
        *level = i;
        return TRUE;
      }
  return FALSE;
}

/* The level as the practice page names it (translated). */
const char *
uriscope_level_title (UriscopeLevel level)
{
  g_return_val_if_fail (level < URISCOPE_N_LEVELS, NULL);
  return _(level_titles[level]);
}

/* ---- breakdown questions ----------------------------------------------- */

typedef struct {
  const char *section;
  const char *reference;
} Sample;

static const Sample samples[] = {
  /* RFC 3986 §1.1.2 Examples */
  { "§1.1.2", "ftp://ftp.is.co.za/rfc/rfc1808.txt" },
  { "§1.1.2", "http://www.ietf.org/rfc/rfc2396.txt" },
  { "§1.1.2", "ldap://[2001:db8::7]/c=GB?objectClass?one" },
  { "§1.1.2", "mailto:John.Doe@example.com" },
  { "§1.1.2", "news:comp.infosystems.www.servers.unix" },
  { "§1.1.2", "tel:+1-816-555-1212" },
  { "§1.1.2", "telnet://192.0.2.16:80/" },
  { "§1.1.2", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2" },
  /* RFC 3986 §3 */
  { "§3", "foo://example.com:8042/over/there?name=ferret#nose" },
  /* RFC 3986 §3.3 */
  { "§3.3", "foo://info.example.com?fred" },
  /* others */
  { NULL, "http://user:p%41ss@www.example.org:8080/a/b?c=d#e" },
  { NULL, "//g/x?y" },
  { NULL, "../a%20b;x?y#z" },
};

/* Offered when a sample's tree has too few rules. */
static const UsRule fallback_rules[] = {
  US_RULE_3986_SEGMENT, US_RULE_3986_QUERY, US_RULE_3986_FRAGMENT, US_RULE_3986_HOST,
  US_RULE_3986_SCHEME, US_RULE_3986_PORT, US_RULE_3986_REG_NAME, US_RULE_3986_PCHAR,
};

static GArray *all_exercises;   /* of UriscopeExercise, made once */
static guint n_resolution;

static int
compare_rule_names (gconstpointer a,
                    gconstpointer b)
{
  return strcmp (us_rule_name (*(const UsRule *) a), us_rule_name (*(const UsRule *) b));
}

static void
add_choice (UsRule  *choices,
            guint   *n,
            UsRule   rule)
{
  if (*n >= URISCOPE_N_CHOICES || rule == US_RULE_NONE)
    return;
  for (guint i = 0; i < *n; i++)
    if (choices[i] == rule)
      return;
  choices[(*n)++] = rule;
}

static gboolean
is_component_node (const UsResult *result,
                   const UsNode   *node)
{
  static const UsComponent components[] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT,
    US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
  };
  gsize start, end;

  if (node->rule == US_RULE_3986_SEGMENT || node->rule == US_RULE_3986_SEGMENT_NZ ||
      node->rule == US_RULE_3986_SEGMENT_NZ_NC)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (components); i++)
    if (us_result_get_component (result, components[i], &start, &end) &&
        start == node->start && end == node->end)
      return TRUE;
  return FALSE;
}

/* "Which rule matches the highlighted character?": one question per rule
 * that is the innermost somewhere in @sample, at its first byte; not
 * again for a rule already asked in the same place (same parent rule, a
 * literal or not) in an earlier sample (@seen). */
static void
add_rule_questions (GArray         *exercises,
                    const Sample   *sample,
                    const UsResult *result,
                    GArray         *seen)
{
  gsize len = strlen (sample->reference);

  for (gsize offset = 0; offset < len; offset++)
    {
      guint index = us_result_node_at (result, offset);
      const UsNode *node;
      UriscopeExercise ex = { URISCOPE_EXERCISE_RULE, URISCOPE_LEVEL_MEDIUM, US_SPEC_RFC3986, sample->section };
      gboolean literal;
      guint n = 0, key;

      if (index == US_NO_NODE)
        continue;
      node = us_result_get_node (result, index);
      /* A delimiter of the rule's own ("/" of "//", ":" after the scheme, "."
       * between labels), not of a rule inside it, is hard; a character
       * of a component, easy. */
      literal = node->n_children > 0 && strchr (":/?#[]@.", sample->reference[offset]) != NULL;
      for (guint k = 0; k < node->n_children && literal; k++)
        {
          const UsNode *child = us_result_get_node (result, us_result_get_child (result, index, k));

          if (child->start <= offset && offset < child->end)
            literal = FALSE;
        }
      key = (node->rule * US_RULE_COUNT +
             (node->parent != US_NO_NODE ? us_result_get_node (result, node->parent)->rule : 0)) * 2 + literal;
      for (guint i = 0; i < seen->len; i++)
        if (g_array_index (seen, guint, i) == key)
          goto next;
      g_array_append_val (seen, key);

      ex.reference = sample->reference;
      ex.printed_target = us_rule_name (node->rule);
      ex.target = us_rule_name (node->rule);
      ex.offset = offset;
      ex.length = 1;
      ex.rule = node->rule;
      if (literal)
        ex.level = URISCOPE_LEVEL_HARD;
      else if (is_component_node (result, node))
        ex.level = URISCOPE_LEVEL_EASY;

      /* The choices: the rule, the rules around it, the tree's others. */
      add_choice (ex.choices, &n, node->rule);
      for (guint p = node->parent; p != US_NO_NODE && us_result_get_node (result, p)->parent != US_NO_NODE;
           p = us_result_get_node (result, p)->parent)
        add_choice (ex.choices, &n, us_result_get_node (result, p)->rule);
      for (guint i = 1; i < us_result_get_n_nodes (result); i++)
        add_choice (ex.choices, &n, us_result_get_node (result, i)->rule);
      for (guint i = 0; i < G_N_ELEMENTS (fallback_rules); i++)
        add_choice (ex.choices, &n, fallback_rules[i]);
      qsort (ex.choices, URISCOPE_N_CHOICES, sizeof (UsRule), compare_rule_names);
      g_array_append_val (exercises, ex);
    next:
      ;
    }
}

/* "Where does the authority end?", when @sample has an authority. */
static void
add_authority_question (GArray         *exercises,
                        const Sample   *sample,
                        const UsResult *result)
{
  UriscopeExercise ex = { URISCOPE_EXERCISE_AUTHORITY_END, URISCOPE_LEVEL_EASY, US_SPEC_RFC3986, sample->section };
  gsize start, end, s, e;

  if (!us_result_get_component (result, US_COMPONENT_AUTHORITY, &start, &end))
    return;
  ex.reference = sample->reference;
  ex.authority_end = end;
  if (us_result_find_rule (result, US_RULE_3986_IP_LITERAL) != US_NO_NODE ||
      !us_result_get_component (result, US_COMPONENT_PATH, &s, &e) || s == e)
    ex.level = URISCOPE_LEVEL_HARD;
  else if (us_result_get_component (result, US_COMPONENT_PORT, &s, &e) ||
           us_result_get_component (result, US_COMPONENT_USERINFO, &s, &e) ||
           us_result_get_component (result, US_COMPONENT_SCHEME, &s, &e) == FALSE)
    ex.level = URISCOPE_LEVEL_MEDIUM;
  g_array_append_val (exercises, ex);
}

static GArray *
make_exercises (void)
{
  GArray *exercises = g_array_new (FALSE, FALSE, sizeof (UriscopeExercise));
  const UriscopeExercise *data = uriscope_exercise_data_get (&n_resolution);
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_vals (exercises, data, n_resolution);
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autoptr(UsResult) result = us_parse (samples[i].reference, strlen (samples[i].reference),
                                             US_SPEC_RFC3986, US_PARSE_DEFAULT, NULL);

      if (result == NULL)
        continue;
      add_rule_questions (exercises, &samples[i], result, seen);
      add_authority_question (exercises, &samples[i], result);
    }
  return exercises;
}

static GArray *
get_exercises (void)
{
  if (g_once_init_enter (&all_exercises))
    g_once_init_leave (&all_exercises, make_exercises ());
  return all_exercises;
}

/* How many exercises there are: the resolution exercises first, in the
 * RFCs' order (RFC 3986, 2396, 1808), then the breakdown questions. */
guint
uriscope_exercises_get_n (void)
{
  return get_exercises ()->len;
}

const UriscopeExercise *
uriscope_exercises_get (guint index)
{
  GArray *exercises = get_exercises ();

  g_return_val_if_fail (index < exercises->len, NULL);
  return &g_array_index (exercises, UriscopeExercise, index);
}

/* The next exercise of @level after @index (G_MAXUINT: from the first),
 * round the end. */
guint
uriscope_exercises_next (guint         index,
                         UriscopeLevel level)
{
  guint n = uriscope_exercises_get_n ();

  for (guint k = 1; k <= n; k++)
    {
      guint i = index == G_MAXUINT ? k - 1 : (index + k) % n;

      if (uriscope_exercises_get (i)->level == level)
        return i;
    }
  return 0;
}

/* How many exercises of @kind are about @spec. */
guint
uriscope_exercises_count (UsSpec               spec,
                          UriscopeExerciseKind kind)
{
  guint count = 0;

  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    if (uriscope_exercises_get (i)->spec == spec && uriscope_exercises_get (i)->kind == kind)
      count++;
  return count;
}

guint
uriscope_exercises_count_level (UriscopeLevel level)
{
  guint count = 0;

  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    if (uriscope_exercises_get (i)->level == level)
      count++;
  return count;
}

/* The title of the exercise's table as its RFC gives it, translated. */
const char *
uriscope_exercise_table_title (const UriscopeExercise *exercise)
{
  if (exercise->kind != URISCOPE_EXERCISE_RESOLVE)
    /* TRANSLATORS: the title of a table of examples in an RFC */
    return exercise->section != NULL ? _("Examples") : NULL;
  /* TRANSLATORS: the titles of RFC 3986 §5.4.1 and §5.4.2 (and of their
   * like in RFC 2396 and RFC 1808) */
  return exercise->abnormal ? _("Abnormal Examples") : _("Normal Examples");
}

/* ---- checking ---------------------------------------------------------- */

/* The strict resolution of a resolution exercise, traced. */
UsResolution *
uriscope_exercise_resolve (const UriscopeExercise *exercise)
{
  g_return_val_if_fail (exercise->kind == URISCOPE_EXERCISE_RESOLVE, NULL);
  return us_resolve (exercise->spec, exercise->base, strlen (exercise->base),
                     exercise->reference, strlen (exercise->reference), US_RESOLVE_TRACE, NULL);
}

/* @answer without surrounding white space, and without the quotes or the
 * "<URL:…>" the RFC prints around a target. */
char *
uriscope_exercise_clean_answer (const UriscopeExercise *exercise,
                                const char             *answer)
{
  char *clean = g_strstrip (g_strdup (answer != NULL ? answer : ""));
  gsize len = strlen (clean);

  if (exercise->kind != URISCOPE_EXERCISE_RESOLVE)
    return clean;
  if (len >= 2 && clean[0] == '"' && clean[len - 1] == '"')
    {
      memmove (clean, clean + 1, len - 2);
      clean[len - 2] = '\0';
    }
  else if (len >= 6 && g_ascii_strncasecmp (clean, "<URL:", 5) == 0 && clean[len - 1] == '>')
    {
      memmove (clean, clean + 5, len - 6);
      clean[len - 6] = '\0';
    }
  return clean;
}

/* Whether @answer is right: the target the core resolves (strict), the
 * rule's name (ABNF names are case-insensitive), or the authority's end
 * (a byte offset, or the reference up to there). */
gboolean
uriscope_exercise_is_right (const UriscopeExercise *exercise,
                            const char             *answer)
{
  g_autofree char *clean = uriscope_exercise_clean_answer (exercise, answer);

  switch (exercise->kind)
    {
    case URISCOPE_EXERCISE_RESOLVE:
      {
        g_autoptr(UsResolution) resolution = uriscope_exercise_resolve (exercise);
        gsize len;
        const char *target = resolution != NULL ? us_resolution_get_target (resolution, &len) : NULL;

        return target != NULL && len == strlen (clean) && memcmp (target, clean, len) == 0;
      }
    case URISCOPE_EXERCISE_RULE:
      return g_ascii_strcasecmp (clean, us_rule_name (exercise->rule)) == 0;
    case URISCOPE_EXERCISE_AUTHORITY_END:
      {
        guint64 offset;

        if (g_ascii_string_to_unsigned (clean, 10, 0, G_MAXSIZE, &offset, NULL))
          return offset == exercise->authority_end;
        return strlen (clean) == exercise->authority_end &&
               strncmp (clean, exercise->reference, exercise->authority_end) == 0;
      }
    default:
      g_assert_not_reached ();
    }
}

/* ---- RFC example menus ------------------------------------------------- */

/**
 * uriscope_exercises_build_menu:
 *
 * Every example of the resolution tables of @spec's RFC as a menu: a
 * section per table (normal, abnormal), an item per example, the action
 * "win.rfc-example" with the spec, the table's base and the reference as
 * its target ("(sss)").
 *
 * Returns: (transfer full): the menu, empty for a spec without examples
 */
GMenuModel *
uriscope_exercises_build_menu (UsSpec spec)
{
  GMenu *menu = g_menu_new ();
  g_autoptr(GMenu) section = NULL;
  const UriscopeExercise *first = NULL;
  guint n;
  const UriscopeExercise *data = uriscope_exercise_data_get (&n);

  for (guint i = 0; i <= n; i++)
    {
      const UriscopeExercise *ex = i < n && data[i].spec == spec ? &data[i] : NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (section != NULL && (ex == NULL || strcmp (ex->section, first->section) != 0))
        {
          g_autofree char *label = NULL;

          if (first->abnormal)
            /* TRANSLATORS: a menu section: "RFC 3986 §5.4.2: abnormal examples" */
            label = g_strdup_printf (_("%s %s: abnormal examples"), us_spec_title (spec), first->section);
          else
            /* TRANSLATORS: a menu section: "RFC 3986 §5.4.1: normal examples" */
            label = g_strdup_printf (_("%s %s: normal examples"), us_spec_title (spec), first->section);
          g_menu_append_section (menu, label, G_MENU_MODEL (section));
          g_clear_object (&section);
        }
      if (ex == NULL)
        continue;
      if (section == NULL)
        {
          section = g_menu_new ();
          first = ex;
        }
      /* TRANSLATORS: in the menu of RFC examples, the empty reference */
      item = g_menu_item_new (ex->reference[0] != '\0' ? ex->reference : _("(empty)"), NULL);
      g_menu_item_set_action_and_target_value (item, "win.rfc-example",
                                               g_variant_new ("(sss)", us_spec_to_string (spec),
                                                              ex->base, ex->reference));
      g_menu_append_item (section, item);
    }
  return G_MENU_MODEL (menu);
}
