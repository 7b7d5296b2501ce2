/* uriscope-railroad-export.c — the railroad diagram in other forms
 *
 * The diagram as SVG and PNG files and bytes, in dark on white whatever
 * the theme; the rule's structure in words, for the accessible
 * description; and what the tests read of the layout.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-railroad.h"
#include "uriscope-railroad-layout.h"
#include "uriscope-railroad-private.h"

/* Exports: dark on white, whatever the theme. */
static void
export_colors (RrColors *colors)
{
  gdk_rgba_parse (&colors->fg, "#241f31");
  gdk_rgba_parse (&colors->link, "#1a5fb4");
  gdk_rgba_parse (&colors->fill, "#f0f0ee");
  gdk_rgba_parse (&colors->background, "#ffffff");
}

/* The structure in words, for the accessible description. */
char *
rr_describe (const UsAbnfNode *node)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *inner = NULL;

  for (guint i = 0; i < node->children->len; i++)
    g_ptr_array_add (parts, rr_describe (us_abnf_node_child (node, i)));
  g_ptr_array_add (parts, NULL);
  switch (node->kind)
    {
    case US_ABNF_ALTERNATION:
      inner = g_strjoinv ("; ", (char **) parts->pdata);
      return g_strdup_printf (_("one of (%s)"), inner);
    case US_ABNF_CONCATENATION:
      return g_strjoinv (_(", then "), (char **) parts->pdata);
    case US_ABNF_REPETITION:
      inner = g_strdup (g_ptr_array_index (parts, 0));
      if (node->max == US_ABNF_UNBOUNDED)
        return node->min == 0 ? g_strdup_printf (_("zero or more of (%s)"), inner)
                              : g_strdup_printf (_("at least %u of (%s)"), node->min, inner);
      if (node->min == node->max)
        return g_strdup_printf (_("exactly %u of (%s)"), node->min, inner);
      return g_strdup_printf (_("%u to %u of (%s)"), node->min, node->max, inner);
    case US_ABNF_OPTION:
      return g_strdup_printf (_("optionally (%s)"), (char *) g_ptr_array_index (parts, 0));
    case US_ABNF_GROUP:
      return g_strdup (g_ptr_array_index (parts, 0));
    case US_ABNF_LITERAL:
      return g_strdup_printf (_("the text “%s”"), node->text);
    case US_ABNF_NUMERIC:
    case US_ABNF_RANGE:
      return g_strdup_printf (_("a character %s"), node->text);
    case US_ABNF_REFERENCE:
      return g_strdup_printf (_("the rule %s"), node->text);
    case US_ABNF_PROSE:
    default:
      return g_strdup (node->text);
    }
}

/* The SVG of the diagram (see uriscope-railroad-draw.c), or NULL without a
 * rule. */
GBytes *
uriscope_railroad_to_svg (UriscopeRailroad *self)
{
  RrLayout *layout;
  RrColors colors;
  char *svg;

  g_return_val_if_fail (URISCOPE_IS_RAILROAD (self), NULL);

  if ((layout = rr_layout_of (self)) == NULL)
    return NULL;
  export_colors (&colors);
  svg = rr_layout_to_svg (layout, &colors);
  return g_bytes_new_take (svg, strlen (svg));
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The PNG of the diagram, the widget's size at one pixel a pixel, or NULL
 * without a rule. */
GBytes *
uriscope_railroad_to_png (UriscopeRailroad *self)
{
  GByteArray *png;
  cairo_surface_t *surface;
  cairo_status_t status;
  RrLayout *layout;
  RrColors colors;
  cairo_t *cr;

  g_return_val_if_fail (URISCOPE_IS_RAILROAD (self), NULL);

  if ((layout = rr_layout_of (self)) == NULL)
    return NULL;
  export_colors (&colors);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, MAX (1, (int) layout->width),
                                        MAX (1, (int) layout->height));
  cr = cairo_create (surface);
  rr_layout_draw (layout, cr, &colors, -1, -1);
  cairo_destroy (cr);
  png = g_byte_array_new ();
  status = cairo_surface_write_to_png_stream (surface, append_bytes, png);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_byte_array_unref (png);
      return NULL;
    }
  return g_byte_array_free_to_bytes (png);
}

static gboolean
write_bytes (GBytes      *bytes,
             const char  *path,
             GError     **error)
{
  gsize size;
  const char *data;

  if (bytes == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no diagram to save"));
      return FALSE;
    }
  data = g_bytes_get_data (bytes, &size);
  return g_file_set_contents (path, data, size, error);
}

gboolean
uriscope_railroad_write_svg (UriscopeRailroad *self,
                             const char       *path,
                             GError          **error)
{
  g_autoptr(GBytes) svg = NULL;

  g_return_val_if_fail (URISCOPE_IS_RAILROAD (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  svg = uriscope_railroad_to_svg (self);
  return write_bytes (svg, path, error);
}

gboolean
uriscope_railroad_write_png (UriscopeRailroad *self,
                             const char       *path,
                             GError          **error)
{
  g_autoptr(GBytes) png = NULL;

  g_return_val_if_fail (URISCOPE_IS_RAILROAD (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  png = uriscope_railroad_to_png (self);
  return write_bytes (png, path, error);
}

char *
uriscope_railroad_dump_boxes (UriscopeRailroad *self)
{
  static const char *const kinds[] = { "lit", "ref", "range", "prose" };
  RrLayout *layout = rr_layout_of (self);
  GString *out = g_string_new (NULL);

  if (layout != NULL)
    for (guint i = 0; i < layout->ops->len; i++)
      {
        const RrOp *op = &g_array_index (layout->ops, RrOp, i);

        if (op->kind == RR_OP_BOX)
          g_string_append_printf (out, "%s %s\n", kinds[op->box], op->text);
        else if (op->kind == RR_OP_TEXT && op->label && i > 0)
          g_string_append_printf (out, "label %s\n", op->text);
      }
  return g_string_free (out, FALSE);
}

GArray *
uriscope_railroad_get_tracks (UriscopeRailroad *self)
{
  RrLayout *layout = rr_layout_of (self);

  return layout ? g_array_ref (layout->tracks) : g_array_new (FALSE, FALSE, sizeof (guint));
}

guint
uriscope_railroad_get_n_links (UriscopeRailroad *self)
{
  RrLayout *layout = rr_layout_of (self);

  return layout ? layout->links->len : 0;
}

gboolean
uriscope_railroad_get_link_area (UriscopeRailroad *self,
                                 guint             link,
                                 graphene_rect_t  *area)
{
  RrLayout *layout = rr_layout_of (self);
  const RrLink *l;

  if (layout == NULL || link >= layout->links->len)
    return FALSE;
  l = &g_array_index (layout->links, RrLink, link);
  graphene_rect_init (area, l->x, l->y, l->width, l->height);
  return TRUE;
}

const char *
uriscope_railroad_get_description (UriscopeRailroad *self)
{
  RrLayout *layout = rr_layout_of (self);

  return layout ? layout->description : NULL;
}
