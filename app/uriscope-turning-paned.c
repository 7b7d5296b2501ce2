/* uriscope-turning-paned.c — two panes side by side, or one above the other when narrow
 *
 * The Breakdown page's tree and the panel about the selected rule (its
 * text from the RFC, the railroad diagram, "SVG") were side by side in a
 * GtkPaned with the handle at 620 px: at 800×600, even at 100 %, the
 * panel got what was left and ran off the window's right edge ("RFC 398",
 * the diagram cut, the RFC text's scrollbar out of sight). libadwaita 1.2
 * has no breakpoints, so this widget measures: it holds a GtkPaned and,
 * each time it is given a width, turns it horizontal when the panel's
 * minimum width (never taken as less than PANEL_CHARS characters) is a
 * third of it or less and the tree's leaves it room, else
 * vertical, the panel below the tree (at 800 px at 100 %, and at 1024 px
 * from 150 %). The handle is put back when it turns (after GtkPaned has
 * its new size: see uriscope_turning_paned_size_allocate()). Its own
 * minimum width is the vertical one's (the wider child's), so it never
 * makes the window wider.
 *
 * The Resolution page's steps and the RFC's text beside them turn the same
 * way, with a floor of their own (panel-chars, panel-share, spare): the
 * RFC pane had 13 characters a line beside the steps at 800×600 and 200 %.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-turning-paned.h"

struct _UriscopeTurningPaned {
  GtkWidget parent_instance;

  GtkPaned *paned;
  int panel_chars;
  double panel_share;
  double spare;
  gboolean placed;
  int floor;                 /* panel_floor(), for the font of floor_serial */
  guint floor_serial;
};

G_DEFINE_FINAL_TYPE (UriscopeTurningPaned, uriscope_turning_paned, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_START_CHILD,
  PROP_END_CHILD,
  PROP_PANEL_CHARS,
  PROP_PANEL_SHARE,
  PROP_SPARE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
min_width (GtkWidget *child)
{
  int min = 0;

  if (child == NULL || !gtk_widget_get_visible (child))
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The least width the end child is given beside the other: panel-chars
 * (PANEL_CHARS by default) average characters of the font. Its own
 * minimum can be far less (a wrapped label's longest word): beside a tree
 * made wide by a megabyte reference's byte ranges, the panel got 70 px, a
 * word a line. And it is
 * about the width the rule panel's row of buttons takes at any zoom (282
 * px at 100 %, 363 at 200 %), so that the first rule selected does not
 * turn the panes (the page jumped at 800 px when the panel came). */
#define PANEL_CHARS 40

static int
panel_floor (UriscopeTurningPaned *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontMetrics *metrics;

  /* Measured again only when the font changes (zoom): the metrics shape a
   * sample text, and this is asked at each measure and allocation. */
  if (self->floor_serial == pango_context_get_serial (context) && self->floor > 0)
    return self->floor;
  metrics = pango_context_get_metrics (context, NULL, NULL);
  self->floor = PANGO_PIXELS (pango_font_metrics_get_approximate_char_width (metrics) * self->panel_chars);
  self->floor_serial = pango_context_get_serial (context);
  pango_font_metrics_unref (metrics);
  return self->floor;
}

/* The end child's least width beside the other: its minimum, and never
 * less than panel_floor(). */
static int
end_floor (UriscopeTurningPaned *self)
{
  return MAX (min_width (gtk_paned_get_end_child (self->paned)), panel_floor (self));
}

/* Horizontal when end_floor() is panel-share of @width or less (a third by
 * default) and the start child's minimum leaves it spare times as much
 * again (half), else vertical. */
static GtkOrientation
orientation_for (UriscopeTurningPaned *self,
                 int                   width)
{
  int start = min_width (gtk_paned_get_start_child (self->paned));
  int end = end_floor (self);

  return width * self->panel_share + 0.5 >= end && width >= start + end + (int) (end * self->spare)
         ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
}

/* Where the handle goes across @width: three fifths of it to the start
 * child, less when that would leave the end child under its floor. */
static int
beside_position (UriscopeTurningPaned *self,
                 int                   width)
{
  return MIN (width * 3 / 5, width - end_floor (self) - 8);
}

static GtkSizeRequestMode
uriscope_turning_paned_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
uriscope_turning_paned_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  UriscopeTurningPaned *self = URISCOPE_TURNING_PANED (widget);
  GtkWidget *start = gtk_paned_get_start_child (self->paned);
  GtkWidget *end = gtk_paned_get_end_child (self->paned);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int nat = 0;

      /* The minimum of the children one above the other. */
      gtk_widget_measure (GTK_WIDGET (self->paned), orientation, -1, NULL, &nat, NULL, NULL);
      *minimum = MAX (min_width (start), min_width (end));
      *natural = MAX (*minimum, nat);
    }
  else
    {
      int min_a = 0, nat_a = 0, min_b = 0, nat_b = 0;
      gboolean vertical = for_size >= 0 && orientation_for (self, for_size) == GTK_ORIENTATION_VERTICAL;

      /* Turned as it will be at that width: the paned's own answer, its
       * handle counted. */
      if ((vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) ==
          gtk_orientable_get_orientation (GTK_ORIENTABLE (self->paned)))
        {
          gtk_widget_measure (GTK_WIDGET (self->paned), orientation, for_size, minimum, natural, NULL, NULL);
          return;
        }
      if (start != NULL && gtk_widget_get_visible (start))
        gtk_widget_measure (start, orientation, vertical ? for_size : -1, &min_a, &nat_a, NULL, NULL);
      if (end != NULL && gtk_widget_get_visible (end))
        gtk_widget_measure (end, orientation, vertical ? for_size : -1, &min_b, &nat_b, NULL, NULL);
      if (vertical)
        {
          /* A wide handle is 5 px or so: room for it. */
          *minimum = min_a + min_b + 8;
          *natural = nat_a + nat_b + 8;
        }
      else
        {
          *minimum = MAX (min_a, min_b);
          *natural = MAX (nat_a, nat_b);
        }
    }
}

static void
uriscope_turning_paned_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  UriscopeTurningPaned *self = URISCOPE_TURNING_PANED (widget);
  GtkOrientation orientation = orientation_for (self, width);

  /* The handle placed at the first width and at each turn: three fifths
   * of the width or of the height to the start child (the panel below
   * scrolls; at half, the tree had six rows over an empty panel at
   * 1024×768 and 200 %). GtkPaned scales a position set since its last
   * allocation by the new size over the last one, the last one in the
   * other orientation at a turn: half of 314 px became 84, and the tree
   * had three rows at 1024×768 and 200 % over an empty panel. So it is
   * allocated in its new orientation first, and the handle placed after. */
  if (!self->placed || orientation != gtk_orientable_get_orientation (GTK_ORIENTABLE (self->paned)))
    {
      self->placed = TRUE;
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->paned), orientation);
      gtk_widget_allocate (GTK_WIDGET (self->paned), width, height, baseline, NULL);
      gtk_paned_set_position (self->paned, orientation == GTK_ORIENTATION_HORIZONTAL ? beside_position (self, width) : height * 3 / 5);
    }
  /* Narrowed since (the first width can be the window's natural one), or
   * a larger font: the handle put back when it leaves the panel less than
   * its floor. */
  else if (orientation == GTK_ORIENTATION_HORIZONTAL && width - gtk_paned_get_position (self->paned) < end_floor (self))
    gtk_paned_set_position (self->paned, beside_position (self, width));
  gtk_widget_allocate (GTK_WIDGET (self->paned), width, height, baseline, NULL);
}

static void
uriscope_turning_paned_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  UriscopeTurningPaned *self = URISCOPE_TURNING_PANED (object);

  switch (prop_id)
    {
    case PROP_START_CHILD:
      g_value_set_object (value, gtk_paned_get_start_child (self->paned));
      break;
    case PROP_END_CHILD:
      g_value_set_object (value, gtk_paned_get_end_child (self->paned));
      break;
    case PROP_PANEL_CHARS:
      g_value_set_int (value, self->panel_chars);
      break;
    case PROP_PANEL_SHARE:
      g_value_set_double (value, self->panel_share);
      break;
    case PROP_SPARE:
      g_value_set_double (value, self->spare);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_turning_paned_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  UriscopeTurningPaned *self = URISCOPE_TURNING_PANED (object);

  switch (prop_id)
    {
    case PROP_START_CHILD:
      gtk_paned_set_start_child (self->paned, g_value_get_object (value));
      break;
    case PROP_END_CHILD:
      gtk_paned_set_end_child (self->paned, g_value_get_object (value));
      break;
    case PROP_PANEL_CHARS:
      self->panel_chars = g_value_get_int (value);
      self->floor = 0;
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_PANEL_SHARE:
      self->panel_share = g_value_get_double (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_SPARE:
      self->spare = g_value_get_double (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_turning_paned_dispose (GObject *object)
{
  UriscopeTurningPaned *self = URISCOPE_TURNING_PANED (object);

  if (self->paned != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->paned));
      self->paned = NULL;
    }
  G_OBJECT_CLASS (uriscope_turning_paned_parent_class)->dispose (object);
}

static void
uriscope_turning_paned_class_init (UriscopeTurningPanedClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = uriscope_turning_paned_get_property;
  object_class->set_property = uriscope_turning_paned_set_property;
  object_class->dispose = uriscope_turning_paned_dispose;
  widget_class->get_request_mode = uriscope_turning_paned_get_request_mode;
  widget_class->measure = uriscope_turning_paned_measure;
  widget_class->size_allocate = uriscope_turning_paned_size_allocate;

  properties[PROP_START_CHILD] =
    g_param_spec_object ("start-child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_END_CHILD] =
    g_param_spec_object ("end-child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * UriscopeTurningPaned:panel-chars:
   *
   * The least width of the end child beside the other, in average
   * characters of the font.
   */
  properties[PROP_PANEL_CHARS] =
    g_param_spec_int ("panel-chars", NULL, NULL, 1, 400, PANEL_CHARS,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /**
   * UriscopeTurningPaned:panel-share:
   *
   * The most of the width the end child's least width may be, beside.
   */
  properties[PROP_PANEL_SHARE] =
    g_param_spec_double ("panel-share", NULL, NULL, 0.05, 1.0, 1.0 / 3,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  /**
   * UriscopeTurningPaned:spare:
   *
   * What the two children's least widths must leave free beside each
   * other, as a share of the end child's.
   */
  properties[PROP_SPARE] =
    g_param_spec_double ("spare", NULL, NULL, 0.0, 4.0, 0.5,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
uriscope_turning_paned_init (UriscopeTurningPaned *self)
{
  self->panel_chars = PANEL_CHARS;
  self->panel_share = 1.0 / 3;
  self->spare = 0.5;
  self->paned = GTK_PANED (gtk_paned_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_paned_set_wide_handle (self->paned, TRUE);
  /* Neither pane smaller than it needs: the panel was clipped. */
  gtk_paned_set_shrink_start_child (self->paned, FALSE);
  gtk_paned_set_shrink_end_child (self->paned, FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->paned), GTK_WIDGET (self));
}

GtkWidget *
uriscope_turning_paned_new (void)
{
  return g_object_new (URISCOPE_TYPE_TURNING_PANED, NULL);
}

GtkOrientation
uriscope_turning_paned_get_orientation (UriscopeTurningPaned *self)
{
  g_return_val_if_fail (URISCOPE_IS_TURNING_PANED (self), GTK_ORIENTATION_HORIZONTAL);

  return gtk_orientable_get_orientation (GTK_ORIENTABLE (self->paned));
}
