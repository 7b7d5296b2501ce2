/* core-test-helpers.c — what the tests ask of the core that the core itself
 * never asks
 *
 * Three functions that lived in the core, two of them exported by
 * liburiscope.so, though nothing in the core, the window or the command
 * line called them; only the tests and the fuzz targets did (issue 23):
 *
 * - us_abnf_node_to_string(): an ABNF tree (us-abnf.h) printed as ABNF
 *   again, from the node's public fields, so that test-abnf-tree and
 *   fuzz-abnf check that a tree reads back to itself;
 * - us_recompose(): a trace step's components put together as RFC 3986
 *   §5.3 does, by the resolver's own us_parts_recompose(), so that
 *   test-resolve and fuzz-resolve check that the last step is the target;
 * - us_whatwg_domain_to_unicode(): the URL Standard's "domain to Unicode"
 *   through the host parser's own UTS #46 adapter (us-whatwg-idna.c), which
 *   test-whatwg checks against the standard's IDNA tests.
 *
 * They keep their names, so that the tests read as before. Built into the
 * tests' common library (tests/meson.build), which links the core's
 * internal static library: the private headers' functions are reachable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "core-test-helpers.h"
#include "us-resolve-private.h"
#include "us-whatwg.h"

/* ---- the ABNF printer ---- */

static void
append_node (GString          *out,
             const UsAbnfNode *node)
{
  switch (node->kind)
    {
    case US_ABNF_ALTERNATION:
    case US_ABNF_CONCATENATION:
      for (guint i = 0; i < node->children->len; i++)
        {
          if (i > 0)
            g_string_append (out, node->kind == US_ABNF_ALTERNATION ? " / " : " ");
          append_node (out, g_ptr_array_index (node->children, i));
        }
      break;
    case US_ABNF_REPETITION:
      if (node->min == node->max)
        g_string_append_printf (out, "%u", node->min);
      else
        {
          if (node->min > 0)
            g_string_append_printf (out, "%u", node->min);
          g_string_append_c (out, '*');
          if (node->max != US_ABNF_UNBOUNDED)
            g_string_append_printf (out, "%u", node->max);
        }
      append_node (out, g_ptr_array_index (node->children, 0));
      break;
    case US_ABNF_OPTION:
    case US_ABNF_GROUP:
      g_string_append (out, node->kind == US_ABNF_OPTION ? "[ " : "( ");
      append_node (out, g_ptr_array_index (node->children, 0));
      g_string_append (out, node->kind == US_ABNF_OPTION ? " ]" : " )");
      break;
    case US_ABNF_LITERAL:
      g_string_append_printf (out, "%s\"%s\"", node->case_sensitive ? "%s" : "", node->text);
      break;
    case US_ABNF_PROSE:
      g_string_append_printf (out, "<%s>", node->text);
      break;
    case US_ABNF_NUMERIC:
    case US_ABNF_RANGE:
    case US_ABNF_REFERENCE:
    default:
      g_string_append (out, node->text);
      break;
    }
}

/* The tree in ABNF again, one space between elements, no comments; free
 * with g_free(). */
char *
us_abnf_node_to_string (const UsAbnfNode *node)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (node != NULL, g_string_free (out, FALSE));
  append_node (out, node);
  return g_string_free (out, FALSE);
}

/* ---- the components put together ---- */

/* The components (NULL when undefined, a step's UsStep.parts) put together
 * again, as RFC 3986 §5.3 does; its length in *@len (may be NULL). */
char *
us_recompose (char * const parts[US_PART_COUNT],
              const gsize  lens[US_PART_COUNT],
              gsize       *len)
{
  UsParts t;

  for (guint i = 0; i < US_PART_COUNT; i++)
    t.v[i] = parts[i] ? us_span (parts[i], lens[i]) : us_span_undefined ();
  return us_parts_recompose (&t, len);
}

/* ---- domain to Unicode ---- */

/* The standard's "domain to Unicode", for display: @domain (a domain the
 * host parser returned) with its Punycode labels decoded, or a copy of
 * @domain when UTS #46 ToUnicode records an error, in which case
 * @had_error (may be NULL) is set (a domain-to-Unicode validation error
 * in earlier versions of the standard). */
char *
us_whatwg_domain_to_unicode (const char *domain,
                             gboolean   *had_error)
{
  char *result;

  g_return_val_if_fail (domain != NULL, NULL);

  result = us_whatwg_idna_process (FALSE, TRUE, domain, strlen (domain), FALSE, NULL);
  if (had_error)
    *had_error = result == NULL;
  return result != NULL ? result : g_strdup (domain);
}
