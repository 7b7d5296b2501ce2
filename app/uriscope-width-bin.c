/* uriscope-width-bin.c — a widget as wide as its content needs at any height
 *
 * GtkStack and GtkPaned (GTK 4.8) give a child its minimum width at the
 * height they allocate it, not at any height. A page whose text wraps (a
 * heading, a note) needs at a given height the width that keeps each of
 * its labels on the lines that height leaves them: at 150 % the
 * Resolution page took 828 pixels in an 800-pixel window, the RFC pane
 * off its right side, though it fits 716. The bin holds a widget and asks
 * its width for no height: the widget gets the width given and wraps its
 * text there, the window scrolling when it is taller. The window's pages
 * and the left side of the Resolution page's stepper are in one.
 *
 * A box beside a wrapping label asks it its width for its height as it
 * allocates it, which GTK 4.8 finds by laying the text out ten times and
 * more: the part bar's label, the Link page's headline and findings, the
 * problems' messages and the status line are each in a bin too, asked
 * their width once (a 1 MB paste laid the Link page's labels out 901
 * times, now 307).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-width-bin.h"

struct _UriscopeWidthBin {
  GtkWidget parent_instance;

  GtkWidget *child;
};

G_DEFINE_FINAL_TYPE (UriscopeWidthBin, uriscope_width_bin, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkSizeRequestMode
uriscope_width_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
uriscope_width_bin_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  UriscopeWidthBin *self = URISCOPE_WIDTH_BIN (widget);

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  /* The width for no height in particular: see above. */
  gtk_widget_measure (self->child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
uriscope_width_bin_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  UriscopeWidthBin *self = URISCOPE_WIDTH_BIN (widget);

  if (self->child != NULL && gtk_widget_get_visible (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static void
uriscope_width_bin_dispose (GObject *object)
{
  UriscopeWidthBin *self = URISCOPE_WIDTH_BIN (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (uriscope_width_bin_parent_class)->dispose (object);
}

static void
uriscope_width_bin_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  UriscopeWidthBin *self = URISCOPE_WIDTH_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_width_bin_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  UriscopeWidthBin *self = URISCOPE_WIDTH_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      uriscope_width_bin_set_child (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_width_bin_class_init (UriscopeWidthBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_width_bin_dispose;
  object_class->get_property = uriscope_width_bin_get_property;
  object_class->set_property = uriscope_width_bin_set_property;
  widget_class->get_request_mode = uriscope_width_bin_get_request_mode;
  widget_class->measure = uriscope_width_bin_measure;
  widget_class->size_allocate = uriscope_width_bin_size_allocate;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
uriscope_width_bin_init (UriscopeWidthBin *self)
{
}

GtkWidget *
uriscope_width_bin_new (GtkWidget *child)
{
  return g_object_new (URISCOPE_TYPE_WIDTH_BIN, "child", child, NULL);
}

GtkWidget *
uriscope_width_bin_get_child (UriscopeWidthBin *self)
{
  g_return_val_if_fail (URISCOPE_IS_WIDTH_BIN (self), NULL);

  return self->child;
}

void
uriscope_width_bin_set_child (UriscopeWidthBin *self,
                             GtkWidget       *child)
{
  g_return_if_fail (URISCOPE_IS_WIDTH_BIN (self));
  g_return_if_fail (child == NULL || gtk_widget_get_parent (child) == NULL);

  if (child == self->child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}
