/* abnf.c — a deliberately simple ABNF reader, matcher and generator
 *
 * The reader takes RFC 5234 syntax: "name = elements" with continuation lines
 * indented, "=/" incremental alternatives, ";" comments, alternation "/",
 * concatenation, repetition ("*", "n*m", "n"), groups "( )", options "[ ]",
 * case-insensitive quoted strings, %x/%d/%b values, ranges and dotted
 * sequences, and prose <…> (which matches nothing).
 *
 * The matcher computes, for an element and a start position, the set of all
 * positions where a match can end: a 256-bit set for inputs up to 255 bytes.
 * Rule references are memoised per (rule, position). Nothing is clever: it is
 * meant to be obviously right, not fast.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "abnf.h"

typedef enum {
  NODE_ALT,
  NODE_CONCAT,
  NODE_REPEAT,
  NODE_RULE,
  NODE_STRING,   /* case-insensitive */
  NODE_BYTES,    /* case-sensitive byte sequence (%x41.42) */
  NODE_RANGE,
  NODE_PROSE,
} NodeType;

#define REPEAT_INF G_MAXUINT

typedef struct _Node Node;
struct _Node {
  NodeType type;
  GPtrArray *kids;       /* ALT, CONCAT; REPEAT has one */
  guint min, max;        /* REPEAT */
  char *name;            /* RULE (resolved to rule index later) */
  guint rule;
  GByteArray *bytes;     /* STRING, BYTES */
  guint lo, hi;          /* RANGE */
};

typedef struct {
  char *name;
  Node *body;            /* an ALT */
} Rule;

typedef struct {
  guint64 w[4];
} Set;

struct _AbnfGrammar {
  GPtrArray *rules;      /* Rule* */
  /* Matching state */
  const guchar *text;
  gsize len;
  Set *memo;             /* rules × (len+1) */
  guint *memo_stamp;
  guint stamp;
  gsize memo_width;
};

/* RFC 5234 rule names are letters, digits and hyphens; "_" and "+" are
 * taken too, because the older grammars keep their own names (hier_part,
 * gopher+_string). */
static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_' || c == '+';
}

static void
node_free (Node *node)
{
  if (node == NULL)
    return;
  if (node->kids)
    g_ptr_array_unref (node->kids);
  g_free (node->name);
  if (node->bytes)
    g_byte_array_unref (node->bytes);
  g_free (node);
}

static Node *
node_new (NodeType type)
{
  Node *node = g_new0 (Node, 1);

  node->type = type;
  if (type == NODE_ALT || type == NODE_CONCAT || type == NODE_REPEAT)
    node->kids = g_ptr_array_new_with_free_func ((GDestroyNotify) node_free);
  return node;
}

static void
rule_free (Rule *rule)
{
  g_free (rule->name);
  node_free (rule->body);
  g_free (rule);
}

AbnfGrammar *
abnf_grammar_new (void)
{
  AbnfGrammar *self = g_new0 (AbnfGrammar, 1);

  self->rules = g_ptr_array_new_with_free_func ((GDestroyNotify) rule_free);
  return self;
}

void
abnf_grammar_free (AbnfGrammar *self)
{
  g_ptr_array_unref (self->rules);
  g_free (self->memo);
  g_free (self->memo_stamp);
  g_free (self);
}

static int
find_rule (AbnfGrammar *self,
           const char  *name)
{
  for (guint i = 0; i < self->rules->len; i++)
    {
      Rule *rule = g_ptr_array_index (self->rules, i);

      if (g_ascii_strcasecmp (rule->name, name) == 0)
        return (int) i;
    }
  return -1;
}

gboolean
abnf_grammar_has_rule (AbnfGrammar *self,
                       const char  *name)
{
  return find_rule (self, name) >= 0;
}

/* Reading ---------------------------------------------------------------- */

typedef struct {
  const char *p;
  const char *end;
  GError **error;
} Reader;

static void
skip_space (Reader *r)
{
  while (r->p < r->end)
    {
      if (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')
        r->p++;
      else if (*r->p == ';')
        {
          while (r->p < r->end && *r->p != '\n')
            r->p++;
        }
      else
        break;
    }
}

static gboolean
fail (Reader     *r,
      const char *what)
{
  if (*r->error == NULL)
    g_set_error (r->error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "ABNF: %s at “%.20s”", what, r->p);
  return FALSE;
}

static guint
read_number (Reader *r,
             int     base)
{
  guint v = 0;

  while (r->p < r->end && g_ascii_isxdigit (*r->p) &&
         (base == 16 || g_ascii_isdigit (*r->p)) && (base != 2 || *r->p <= '1'))
    {
      v = v * (guint) base + (guint) g_ascii_xdigit_value (*r->p);
      r->p++;
    }
  return v;
}

static Node *read_alternation (Reader *r);

static Node *
read_element (Reader *r)
{
  Node *node;

  if (r->p >= r->end)
    return fail (r, "unexpected end"), NULL;

  if (*r->p == '(' || *r->p == '[')
    {
      char close = *r->p == '(' ? ')' : ']';
      gboolean option = *r->p == '[';

      r->p++;
      node = read_alternation (r);
      if (node == NULL)
        return NULL;
      skip_space (r);
      if (r->p >= r->end || *r->p != close)
        return node_free (node), fail (r, "missing close"), NULL;
      r->p++;
      if (option)
        {
          Node *rep = node_new (NODE_REPEAT);

          rep->min = 0;
          rep->max = 1;
          g_ptr_array_add (rep->kids, node);
          node = rep;
        }
      return node;
    }

  if (*r->p == '"')
    {
      const char *close = memchr (r->p + 1, '"', r->end - r->p - 1);

      if (close == NULL)
        return fail (r, "unterminated string"), NULL;
      node = node_new (NODE_STRING);
      node->bytes = g_byte_array_new ();
      g_byte_array_append (node->bytes, (const guint8 *) r->p + 1, (guint) (close - r->p - 1));
      r->p = close + 1;
      return node;
    }

  if (*r->p == '%')
    {
      int base;
      guint v;

      r->p++;
      base = *r->p == 'x' || *r->p == 'X' ? 16 : *r->p == 'd' || *r->p == 'D' ? 10 : 2;
      r->p++;
      v = read_number (r, base);
      if (r->p < r->end && *r->p == '-')
        {
          r->p++;
          node = node_new (NODE_RANGE);
          node->lo = v;
          node->hi = read_number (r, base);
          return node;
        }
      node = node_new (NODE_BYTES);
      node->bytes = g_byte_array_new ();
      g_byte_array_append (node->bytes, (guint8[]) { (guint8) v }, 1);
      while (r->p < r->end && *r->p == '.')
        {
          r->p++;
          v = read_number (r, base);
          g_byte_array_append (node->bytes, (guint8[]) { (guint8) v }, 1);
        }
      return node;
    }

  if (*r->p == '<')
    {
      const char *close = memchr (r->p, '>', r->end - r->p);

      if (close == NULL)
        return fail (r, "unterminated prose"), NULL;
      r->p = close + 1;
      return node_new (NODE_PROSE);
    }

  if (g_ascii_isalpha (*r->p))
    {
      const char *start = r->p;

      while (r->p < r->end && is_name_char (*r->p))
        r->p++;
      node = node_new (NODE_RULE);
      node->name = g_strndup (start, r->p - start);
      return node;
    }

  return fail (r, "unexpected character"), NULL;
}

/* repetition = [repeat] element; repeat = 1*DIGIT / (*DIGIT "*" *DIGIT) */
static Node *
read_repetition (Reader *r)
{
  gboolean has_repeat = FALSE;
  guint min = 1, max = 1;
  Node *element, *rep;

  if (r->p < r->end && (g_ascii_isdigit (*r->p) || *r->p == '*'))
    {
      has_repeat = TRUE;
      min = g_ascii_isdigit (*r->p) ? read_number (r, 10) : 0;
      if (r->p < r->end && *r->p == '*')
        {
          r->p++;
          max = r->p < r->end && g_ascii_isdigit (*r->p) ? read_number (r, 10) : REPEAT_INF;
        }
      else
        max = min;
    }

  element = read_element (r);
  if (element == NULL || !has_repeat)
    return element;
  rep = node_new (NODE_REPEAT);
  rep->min = min;
  rep->max = max;
  g_ptr_array_add (rep->kids, element);
  return rep;
}

/* Where an element can start (after white space that stays on the rule). */
static gboolean
at_element (Reader *r)
{
  const char *p = r->p;

  while (p < r->end && (*p == ' ' || *p == '\t'))
    p++;
  /* A newline continues the rule only if the next line is indented. */
  while (p < r->end && (*p == '\n' || *p == ';' || *p == '\r'))
    {
      if (*p == ';')
        while (p < r->end && *p != '\n')
          p++;
      if (p < r->end && *p == '\n')
        p++;
      if (p >= r->end || (*p != ' ' && *p != '\t'))
        return FALSE;
      while (p < r->end && (*p == ' ' || *p == '\t'))
        p++;
    }
  if (p >= r->end)
    return FALSE;
  r->p = p;
  return *p != '/' && *p != ')' && *p != ']';
}

static Node *
read_concatenation (Reader *r)
{
  Node *cat = node_new (NODE_CONCAT);

  while (at_element (r))
    {
      Node *rep = read_repetition (r);

      if (rep == NULL)
        return node_free (cat), NULL;
      g_ptr_array_add (cat->kids, rep);
    }
  if (cat->kids->len == 0)
    return node_free (cat), fail (r, "empty concatenation"), NULL;
  return cat;
}

static Node *
read_alternation (Reader *r)
{
  Node *alt = node_new (NODE_ALT);

  for (;;)
    {
      Node *cat = read_concatenation (r);

      if (cat == NULL)
        return node_free (alt), NULL;
      g_ptr_array_add (alt->kids, cat);
      at_element (r);
      if (r->p < r->end && *r->p == '/')
        r->p++;
      else
        break;
    }
  return alt;
}

/* Adds the rules of @text (RFC 5234 syntax) to the grammar. */
gboolean
abnf_grammar_add (AbnfGrammar *self,
                  const char  *text,
                  GError     **error)
{
  Reader r = { text, text + strlen (text), error };

  for (;;)
    {
      const char *start;
      g_autofree char *name = NULL;
      gboolean incremental = FALSE;
      Node *body;
      int existing;

      skip_space (&r);
      if (r.p >= r.end)
        return TRUE;
      start = r.p;
      while (r.p < r.end && is_name_char (*r.p))
        r.p++;
      if (r.p == start)
        return fail (&r, "expected a rule name");
      name = g_strndup (start, r.p - start);
      while (r.p < r.end && (*r.p == ' ' || *r.p == '\t'))
        r.p++;
      if (r.p + 1 < r.end && r.p[0] == '=' && r.p[1] == '/')
        {
          incremental = TRUE;
          r.p += 2;
        }
      else if (r.p < r.end && *r.p == '=')
        r.p++;
      else
        return fail (&r, "expected “=”");

      body = read_alternation (&r);
      if (body == NULL)
        return FALSE;

      existing = find_rule (self, name);
      if (incremental && existing >= 0)
        {
          Rule *rule = g_ptr_array_index (self->rules, existing);

          for (guint i = 0; i < body->kids->len; i++)
            g_ptr_array_add (rule->body->kids, g_ptr_array_steal_index (body->kids, i--));
          node_free (body);
        }
      else if (existing >= 0)
        {
          node_free (body);
          return fail (&r, "rule defined twice");
        }
      else
        {
          Rule *rule = g_new0 (Rule, 1);

          rule->name = g_steal_pointer (&name);
          rule->body = body;
          g_ptr_array_add (self->rules, rule);
        }
    }
}

static gboolean
resolve (AbnfGrammar *self,
         Node        *node,
         GError     **error)
{
  if (node->type == NODE_RULE)
    {
      int index = find_rule (self, node->name);

      if (index < 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "ABNF: undefined rule %s", node->name);
          return FALSE;
        }
      node->rule = (guint) index;
    }
  if (node->kids)
    for (guint i = 0; i < node->kids->len; i++)
      if (!resolve (self, g_ptr_array_index (node->kids, i), error))
        return FALSE;
  return TRUE;
}

/* Resolves every rule reference; fails on an undefined rule. */
gboolean
abnf_grammar_check (AbnfGrammar *self,
                    GError     **error)
{
  for (guint i = 0; i < self->rules->len; i++)
    {
      Rule *rule = g_ptr_array_index (self->rules, i);

      if (!resolve (self, rule->body, error))
        return FALSE;
    }
  return TRUE;
}

/* Matching --------------------------------------------------------------- */

static inline void
set_add (Set  *s,
         gsize i)
{
  s->w[i >> 6] |= G_GUINT64_CONSTANT (1) << (i & 63);
}

static inline gboolean
set_has (const Set *s,
         gsize      i)
{
  return (s->w[i >> 6] >> (i & 63)) & 1;
}

static inline gboolean
set_empty (const Set *s)
{
  return (s->w[0] | s->w[1] | s->w[2] | s->w[3]) == 0;
}

static inline void
set_union (Set       *a,
           const Set *b)
{
  for (int k = 0; k < 4; k++)
    a->w[k] |= b->w[k];
}

static Set match_node (AbnfGrammar *self, const Node *node, gsize pos);

/* Every end of @node matched from every start in @starts. */
static Set
match_from (AbnfGrammar *self,
            const Node  *node,
            const Set   *starts)
{
  Set out = { { 0 } };

  for (gsize p = 0; p <= self->len; p++)
    if (set_has (starts, p))
      {
        Set ends = match_node (self, node, p);

        set_union (&out, &ends);
      }
  return out;
}

static Set
match_node (AbnfGrammar *self,
            const Node  *node,
            gsize        pos)
{
  Set out = { { 0 } };

  switch (node->type)
    {
    case NODE_ALT:
      for (guint i = 0; i < node->kids->len; i++)
        {
          Set ends = match_node (self, g_ptr_array_index (node->kids, i), pos);

          set_union (&out, &ends);
        }
      return out;

    case NODE_CONCAT:
      set_add (&out, pos);
      for (guint i = 0; i < node->kids->len && !set_empty (&out); i++)
        out = match_from (self, g_ptr_array_index (node->kids, i), &out);
      return out;

    case NODE_REPEAT:
      {
        const Node *kid = g_ptr_array_index (node->kids, 0);
        Set cur = { { 0 } };
        Set seen = { { 0 } };

        set_add (&cur, pos);
        if (node->min == 0)
          {
            set_add (&out, pos);
            set_add (&seen, pos);
          }
        for (guint k = 1; node->max == REPEAT_INF || k <= node->max; k++)
          {
            Set next = match_from (self, kid, &cur);

            if (k >= node->min)
              {
                set_union (&out, &next);
                /* Past the minimum, a position already expanded yields
                 * nothing new: expand only the new ones. */
                for (int w = 0; w < 4; w++)
                  {
                    guint64 fresh = next.w[w] & ~seen.w[w];

                    seen.w[w] |= next.w[w];
                    next.w[w] = fresh;
                  }
              }
            if (set_empty (&next))
              break;
            cur = next;
          }
        return out;
      }

    case NODE_RULE:
      {
        gsize slot = node->rule * self->memo_width + pos;

        if (self->memo_stamp[slot] != self->stamp)
          {
            Rule *rule = g_ptr_array_index (self->rules, node->rule);

            self->memo[slot] = match_node (self, rule->body, pos);
            self->memo_stamp[slot] = self->stamp;
          }
        return self->memo[slot];
      }

    case NODE_STRING:
      if (pos + node->bytes->len <= self->len &&
          g_ascii_strncasecmp ((const char *) self->text + pos, (const char *) node->bytes->data,
                               node->bytes->len) == 0 &&
          memchr (self->text + pos, '\0', node->bytes->len) == NULL)
        set_add (&out, pos + node->bytes->len);
      return out;

    case NODE_BYTES:
      if (pos + node->bytes->len <= self->len &&
          memcmp (self->text + pos, node->bytes->data, node->bytes->len) == 0)
        set_add (&out, pos + node->bytes->len);
      return out;

    case NODE_RANGE:
      if (pos < self->len && self->text[pos] >= node->lo && self->text[pos] <= node->hi)
        set_add (&out, pos + 1);
      return out;

    case NODE_PROSE:
    default:
      return out;
    }
}

/* Whether all of @text matches @rule. */
gboolean
abnf_match (AbnfGrammar *self,
            const char  *rule,
            const char  *text,
            gsize        len)
{
  int index = find_rule (self, rule);
  Node ref = { .type = NODE_RULE };
  Set ends;

  g_assert (index >= 0);
  g_assert (len <= ABNF_MAX_INPUT);

  self->text = (const guchar *) text;
  self->len = len;
  if (self->memo == NULL)
    {
      self->memo_width = ABNF_MAX_INPUT + 1;
      self->memo = g_new (Set, self->rules->len * self->memo_width);
      self->memo_stamp = g_new0 (guint, self->rules->len * self->memo_width);
    }
  self->stamp++;
  ref.rule = (guint) index;
  ends = match_node (self, &ref, 0);
  return set_has (&ends, len);
}

/* Generating ------------------------------------------------------------- */

static void
generate_node (AbnfGrammar *self,
               const Node  *node,
               GRand       *rand,
               GString     *out)
{
  switch (node->type)
    {
    case NODE_ALT:
      generate_node (self, g_ptr_array_index (node->kids, g_rand_int_range (rand, 0, (gint32) node->kids->len)),
                     rand, out);
      break;
    case NODE_CONCAT:
      for (guint i = 0; i < node->kids->len; i++)
        generate_node (self, g_ptr_array_index (node->kids, i), rand, out);
      break;
    case NODE_REPEAT:
      {
        guint max = node->max == REPEAT_INF ? node->min + 4 : node->max;
        guint n = (guint) g_rand_int_range (rand, (gint32) node->min, (gint32) max + 1);

        for (guint k = 0; k < n; k++)
          generate_node (self, g_ptr_array_index (node->kids, 0), rand, out);
      }
      break;
    case NODE_RULE:
      generate_node (self, ((Rule *) g_ptr_array_index (self->rules, node->rule))->body, rand, out);
      break;
    case NODE_STRING:
      for (guint i = 0; i < node->bytes->len; i++)
        {
          char c = (char) node->bytes->data[i];

          /* Quoted strings are case-insensitive: try both cases. */
          if (g_ascii_isalpha (c) && g_rand_boolean (rand))
            c = g_ascii_isupper (c) ? g_ascii_tolower (c) : g_ascii_toupper (c);
          g_string_append_c (out, c);
        }
      break;
    case NODE_BYTES:
      g_string_append_len (out, (const char *) node->bytes->data, node->bytes->len);
      break;
    case NODE_RANGE:
      g_string_append_c (out, (char) g_rand_int_range (rand, (gint32) node->lo, (gint32) node->hi + 1));
      break;
    case NODE_PROSE:
    default:
      break;
    }
}

/* Appends a random string of @rule's language to @out. */
void
abnf_generate (AbnfGrammar *self,
               const char  *rule,
               GRand       *rand,
               GString     *out)
{
  int index = find_rule (self, rule);

  g_assert (index >= 0);
  generate_node (self, ((Rule *) g_ptr_array_index (self->rules, (guint) index))->body, rand, out);
}
