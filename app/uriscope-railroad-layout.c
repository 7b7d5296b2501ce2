/* uriscope-railroad-layout.c — a rule's railroad diagram, laid out once
 *
 * The classic layout: the main line runs left to right through the
 * concatenation's elements; an alternation splits into parallel tracks,
 * the first on the main line and the others below; an option is a bypass
 * above its element; a repetition loops back below its element, labelled
 * with its count ("1*4") when the shape alone does not say it, with a
 * bypass too when it may be empty. Quoted strings are rounded boxes, rule
 * references square ones (links), value ranges slightly rounded ones.
 *
 * Two passes: measure() gives every item its width and its extent above
 * and below the line it sits on; place() emits the drawing operations.
 * Every length is a multiple of the font's line height, so the diagram
 * follows the font size and the zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "uriscope-railroad-layout.h"

typedef enum {
  ITEM_BOX,
  ITEM_SEQUENCE,
  ITEM_CHOICE,
  ITEM_LOOP,
} ItemKind;

typedef struct _Item Item;
struct _Item {
  ItemKind kind;
  double width, up, down;
  GPtrArray *children;      /* Item* */
  double *track_y;          /* CHOICE: each track's offset from the line */
  RrBoxKind box;            /* BOX */
  char *text;               /* BOX */
  UsRule rule;              /* BOX: a reference's rule */
  PangoLayout *layout;      /* BOX's text, LOOP's label */
  double text_width;
  gboolean bypass, loop;    /* LOOP */
  double bypass_y, loop_y;  /* LOOP */
};

typedef struct {
  PangoContext *context;
  RrLayout *out;
  double unit;              /* the line height */
  double radius, gap, vspace, pad, box_height;
} Builder;

static void
item_free (Item *item)
{
  if (item->children)
    g_ptr_array_unref (item->children);
  g_clear_object (&item->layout);
  g_free (item->track_y);
  g_free (item->text);
  g_free (item);
}

static Item *
item_new (ItemKind kind)
{
  Item *item = g_new0 (Item, 1);

  item->kind = kind;
  item->children = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
  return item;
}

static PangoLayout *
text_layout (Builder    *b,
             const char *text,
             double     *width)
{
  PangoLayout *layout = pango_layout_new (b->context);
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  *width = w;
  return layout;
}

static Item *
box_item (Builder    *b,
          RrBoxKind   box,
          const char *text,
          UsRule      rule)
{
  Item *item = item_new (ITEM_BOX);

  item->box = box;
  item->text = g_strdup (text);
  item->rule = rule;
  item->layout = text_layout (b, text, &item->text_width);
  item->width = MAX (item->text_width + 2 * b->pad, b->box_height);
  item->up = item->down = b->box_height / 2;
  return item;
}

static char *
count_label (guint min,
             guint max)
{
  if (min == max)
    return g_strdup_printf ("%u", min);
  if (max == US_ABNF_UNBOUNDED)
    return min > 0 ? g_strdup_printf ("%u*", min) : g_strdup ("*");
  return min > 0 ? g_strdup_printf ("%u*%u", min, max) : g_strdup_printf ("*%u", max);
}

/* A repetition min..max of @child (an option is 0..1). */
static Item *
loop_item (Builder *b,
           Item    *child,
           guint    min,
           guint    max)
{
  Item *item = item_new (ITEM_LOOP);
  gboolean label;

  g_ptr_array_add (item->children, child);
  item->bypass = min == 0;
  item->loop = max > 1;
  /* "*" and "1*" are what the shape says; other counts are written. */
  label = max == 0 || (item->loop && !(max == US_ABNF_UNBOUNDED && min <= 1));
  item->width = child->width + 4 * b->radius;
  item->up = child->up;
  item->down = child->down;
  if (item->bypass)
    {
      item->bypass_y = -MAX (child->up + b->vspace, 2 * b->radius);
      item->up = -item->bypass_y + b->out->line_width;
    }
  if (item->loop)
    {
      item->loop_y = MAX (child->down + b->vspace, 2 * b->radius);
      item->down = item->loop_y + b->out->line_width;
    }
  if (label)
    {
      g_autofree char *text = count_label (min, max);

      item->layout = text_layout (b, text, &item->text_width);
      item->down += b->unit;
      item->width = MAX (item->width, item->text_width + 4 * b->radius);
    }
  return item;
}

static Item *
measure (Builder          *b,
         const UsAbnfNode *node)
{
  Item *item;

  switch (node->kind)
    {
    case US_ABNF_ALTERNATION:
      item = item_new (ITEM_CHOICE);
      item->track_y = g_new0 (double, node->children->len);
      for (guint i = 0; i < node->children->len; i++)
        {
          Item *child = measure (b, us_abnf_node_child (node, i));

          item->width = MAX (item->width, child->width);
          if (i == 0)
            item->up = child->up;
          else
            {
              const Item *prev = g_ptr_array_index (item->children, i - 1);

              item->track_y[i] = item->track_y[i - 1] +
                MAX (prev->down + b->vspace + child->up, 2 * b->radius);
            }
          item->down = item->track_y[i] + child->down;
          g_ptr_array_add (item->children, child);
        }
      item->width += 4 * b->radius;
      return item;

    case US_ABNF_CONCATENATION:
      item = item_new (ITEM_SEQUENCE);
      for (guint i = 0; i < node->children->len; i++)
        {
          Item *child = measure (b, us_abnf_node_child (node, i));

          item->width += (i > 0 ? b->gap : 0) + child->width;
          item->up = MAX (item->up, child->up);
          item->down = MAX (item->down, child->down);
          g_ptr_array_add (item->children, child);
        }
      return item;

    case US_ABNF_REPETITION:
      if (node->min == 1 && node->max == 1)
        return measure (b, us_abnf_node_child (node, 0));
      return loop_item (b, measure (b, us_abnf_node_child (node, 0)), node->min, node->max);

    case US_ABNF_OPTION:
      return loop_item (b, measure (b, us_abnf_node_child (node, 0)), 0, 1);

    case US_ABNF_GROUP:
      return measure (b, us_abnf_node_child (node, 0));

    case US_ABNF_LITERAL:
      {
        g_autofree char *text = node->text[0] ? g_strdup (node->text) : g_strdup ("\"\"");

        return box_item (b, RR_BOX_TERMINAL, text, US_RULE_NONE);
      }

    case US_ABNF_NUMERIC:
    case US_ABNF_RANGE:
      return box_item (b, RR_BOX_RANGE, node->text, US_RULE_NONE);

    case US_ABNF_REFERENCE:
      return box_item (b, RR_BOX_REFERENCE, node->text, node->rule);

    case US_ABNF_PROSE:
    default:
      return box_item (b, RR_BOX_PROSE, node->text, US_RULE_NONE);
    }
}

static RrOp *
add_op (Builder *b,
        RrOpKind kind,
        double   x0,
        double   y0,
        double   x1,
        double   y1)
{
  RrOp op = { kind, x0, y0, x1, y1, FALSE, 0, 0, 0, FALSE, -1, NULL, NULL };

  g_array_append_val (b->out->ops, op);
  return &g_array_index (b->out->ops, RrOp, b->out->ops->len - 1);
}

static void
line (Builder *b,
      double   x0,
      double   y0,
      double   x1,
      double   y1)
{
  if (x0 != x1 || y0 != y1)
    add_op (b, RR_OP_LINE, x0, y0, x1, y1);
}

static void
curve (Builder *b,
       double   x0,
       double   y0,
       double   x1,
       double   y1,
       gboolean vertical_first)
{
  add_op (b, RR_OP_CURVE, x0, y0, x1, y1)->vertical_first = vertical_first;
}

static void
text (Builder     *b,
      PangoLayout *layout,
      double       x,
      double       y,
      RrBoxKind    box,
      gboolean     label,
      int          link)
{
  RrOp *op = add_op (b, RR_OP_TEXT, x, y, 0, 0);

  op->layout = g_object_ref (layout);
  op->text = g_strdup (pango_layout_get_text (layout));
  op->baseline = y + pango_layout_get_baseline (layout) / (double) PANGO_SCALE;
  op->box = box;
  op->label = label;
  op->link = link;
}

static void place (Builder *b, Item *item, double x, double y, double width);

static void
place_box (Builder *b,
           Item    *item,
           double   x,
           double   y)
{
  double h = b->box_height;
  int link = -1;
  RrOp *op;

  if (item->box == RR_BOX_REFERENCE && item->rule != US_RULE_NONE)
    {
      RrLink l = { x, y - h / 2, item->width, h, item->rule, g_strdup (item->text) };

      link = b->out->links->len;
      g_array_append_val (b->out->links, l);
    }
  op = add_op (b, RR_OP_BOX, x, y - h / 2, item->width, h);
  op->box = item->box;
  op->radius = item->box == RR_BOX_TERMINAL ? h / 2 : item->box == RR_BOX_RANGE ? h / 5 : 0;
  op->text = g_strdup (item->text);
  op->link = link;
  text (b, item->layout, x + (item->width - item->text_width) / 2,
        y - b->unit / 2, item->box, FALSE, link);
}

static void
place_choice (Builder *b,
              Item    *item,
              double   x,
              double   y)
{
  double r = b->radius, w = item->width, inner = w - 4 * r;

  g_array_append_val (b->out->tracks, item->children->len);
  for (guint i = 0; i < item->children->len; i++)
    {
      double ty = y + item->track_y[i];
      double prev = i <= 1 ? y + r : y + item->track_y[i - 1] - r;

      if (i == 0)
        {
          line (b, x, y, x + 2 * r, y);
          place (b, g_ptr_array_index (item->children, i), x + 2 * r, y, inner);
          line (b, x + w - 2 * r, y, x + w, y);
          continue;
        }
      if (i == 1)
        {
          curve (b, x, y, x + r, y + r, FALSE);
          curve (b, x + w - r, y + r, x + w, y, TRUE);
        }
      line (b, x + r, prev, x + r, ty - r);
      line (b, x + w - r, prev, x + w - r, ty - r);
      curve (b, x + r, ty - r, x + 2 * r, ty, TRUE);
      place (b, g_ptr_array_index (item->children, i), x + 2 * r, ty, inner);
      curve (b, x + w - 2 * r, ty, x + w - r, ty - r, FALSE);
    }
}

static void
place_loop (Builder *b,
            Item    *item,
            double   x,
            double   y)
{
  Item *child = g_ptr_array_index (item->children, 0);
  double r = b->radius, w = item->width, cw = w - 4 * r;
  double cx = x + 2 * r;

  line (b, x, y, cx, y);
  place (b, child, cx, y, cw);
  line (b, cx + cw, y, x + w, y);
  if (item->bypass)
    {
      double yb = y + item->bypass_y;

      curve (b, x, y, x + r, y - r, FALSE);
      line (b, x + r, y - r, x + r, yb + r);
      curve (b, x + r, yb + r, x + 2 * r, yb, TRUE);
      line (b, x + 2 * r, yb, x + w - 2 * r, yb);
      curve (b, x + w - 2 * r, yb, x + w - r, yb + r, FALSE);
      line (b, x + w - r, yb + r, x + w - r, y - r);
      curve (b, x + w - r, y - r, x + w, y, TRUE);
    }
  if (item->loop)
    {
      double yl = y + item->loop_y, right = cx + cw;

      curve (b, right, y, right + r, y + r, FALSE);
      line (b, right + r, y + r, right + r, yl - r);
      curve (b, right + r, yl - r, right, yl, TRUE);
      line (b, right, yl, cx, yl);
      curve (b, cx, yl, cx - r, yl - r, FALSE);
      line (b, cx - r, yl - r, cx - r, y + r);
      curve (b, cx - r, y + r, cx, y, TRUE);
    }
  if (item->layout)
    text (b, item->layout, cx + cw - item->text_width,
          y + item->down - b->unit, RR_BOX_TERMINAL, TRUE, -1);
}

/* Places @item with its line at @y, from @x over @width (at least its
 * own), centred, the line drawn through the rest. */
static void
place (Builder *b,
       Item    *item,
       double   x,
       double   y,
       double   width)
{
  double extra = (width - item->width) / 2;

  line (b, x, y, x + extra, y);
  line (b, x + extra + item->width, y, x + width, y);
  x += extra;
  switch (item->kind)
    {
    case ITEM_BOX:
      place_box (b, item, x, y);
      break;
    case ITEM_SEQUENCE:
      for (guint i = 0; i < item->children->len; i++)
        {
          Item *child = g_ptr_array_index (item->children, i);

          if (i > 0)
            {
              line (b, x, y, x + b->gap, y);
              x += b->gap;
            }
          place (b, child, x, y, child->width);
          x += child->width;
        }
      break;
    case ITEM_CHOICE:
      place_choice (b, item, x, y);
      break;
    case ITEM_LOOP:
    default:
      place_loop (b, item, x, y);
      break;
    }
}

/* The diagram of @rule in @context's font. A rule without a definition
 * (or one that does not read) is drawn as one prose box. */
RrLayout *
rr_layout_new (UsRule        rule,
               PangoContext *context)
{
  g_autoptr(UsAbnfNode) tree = us_abnf_parse_rule (rule, NULL);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  Builder b = { context, g_new0 (RrLayout, 1) };
  g_autoptr(PangoLayout) probe = pango_layout_new (context);
  g_autoptr(PangoLayout) title = NULL;
  double title_width, margin, top;
  int probe_height;
  Item *root;

  b.out->rule = rule;
  b.out->ops = g_array_new (FALSE, TRUE, sizeof (RrOp));
  b.out->links = g_array_new (FALSE, TRUE, sizeof (RrLink));
  b.out->tracks = g_array_new (FALSE, TRUE, sizeof (guint));
  b.out->font = g_strdup (font ? pango_font_description_get_family (font) : NULL);
  if (b.out->font == NULL)
    b.out->font = g_strdup ("Sans");
  pango_layout_set_text (probe, "Xg", -1);
  pango_layout_get_pixel_size (probe, NULL, &probe_height);
  b.unit = MAX (probe_height, 8);
  b.out->font_size = font && pango_font_description_get_size (font) > 0
    ? pango_font_description_get_size (font) / (double) PANGO_SCALE *
      (pango_font_description_get_size_is_absolute (font) ? 1 : 96.0 / 72.0)
    : b.unit * 0.75;
  b.radius = round (b.unit * 0.5);
  b.gap = round (b.unit * 0.6);
  b.vspace = round (b.unit * 0.45);
  b.pad = round (b.unit * 0.55);
  b.box_height = round (b.unit * 1.5);
  b.out->line_width = MAX (1.0, round (b.unit / 9));
  margin = round (b.unit * 0.75);

  if (tree != NULL)
    {
      b.out->description = rr_describe (tree);
      root = measure (&b, tree);
    }
  else
    {
      b.out->description = g_strdup (_("described in prose"));
      root = box_item (&b, RR_BOX_PROSE, _("described in prose"), US_RULE_NONE);
    }

  /* The rule's name above the start of the line, dots at both ends. */
  title = text_layout (&b, us_rule_name (rule), &title_width);
  top = margin + b.unit + MAX (root->up, b.unit / 2);
  text (&b, title, margin, margin, RR_BOX_REFERENCE, TRUE, -1);
  add_op (&b, RR_OP_DOT, margin + b.radius / 2, top, 0, 0)->radius = b.radius / 2;
  line (&b, margin + b.radius / 2, top, margin + 2 * b.radius, top);
  place (&b, root, margin + 2 * b.radius, top, root->width);
  line (&b, margin + 2 * b.radius + root->width, top,
        margin + 3.5 * b.radius + root->width, top);
  add_op (&b, RR_OP_DOT, margin + 3.5 * b.radius + root->width, top, 0, 0)->radius = b.radius / 2;

  b.out->width = ceil (MAX (margin * 2 + 4 * b.radius + root->width, 2 * margin + title_width));
  b.out->height = ceil (top + root->down + margin);
  item_free (root);
  return b.out;
}

void
rr_layout_free (RrLayout *layout)
{
  if (layout == NULL)
    return;
  for (guint i = 0; i < layout->ops->len; i++)
    {
      RrOp *op = &g_array_index (layout->ops, RrOp, i);

      g_free (op->text);
      g_clear_object (&op->layout);
    }
  for (guint i = 0; i < layout->links->len; i++)
    g_free (g_array_index (layout->links, RrLink, i).name);
  g_array_unref (layout->ops);
  g_array_unref (layout->links);
  g_array_unref (layout->tracks);
  g_free (layout->font);
  g_free (layout->description);
  g_free (layout);
}

/* The link whose box holds @x, @y, or -1. */
int
rr_layout_link_at (RrLayout *layout,
                   double    x,
                   double    y)
{
  for (guint i = 0; i < layout->links->len; i++)
    {
      const RrLink *l = &g_array_index (layout->links, RrLink, i);

      if (x >= l->x && x < l->x + l->width && y >= l->y && y < l->y + l->height)
        return i;
    }
  return -1;
}
