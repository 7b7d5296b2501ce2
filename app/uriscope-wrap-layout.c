/* uriscope-wrap-layout.c — children in a row that wraps onto more rows
 *
 * The layout of the page tabs. A GtkStackSwitcher lays its buttons out in
 * one GtkBoxLayout row, as wide as all its titles together: at 800 px and
 * 200 % zoom (in Spanish from 150 %) the row is wider than the window, and
 * a sideways scroll hid the last tabs (a tester saw "Link" and "Practice"
 * cut off, with no sign that more were there). This layout manager, set on
 * the switcher in place of its box, puts each child at its natural width
 * from the left, and starts a new row when the next one would pass the
 * right edge; the rows are centred. Its minimum width is the widest
 * child's (a tab's title is never cut); its height is asked for a width
 * (height-for-width), so the window gives a second row the room it needs.
 * At 100 % every tab fits one row, as before.
 *
 * Also the layout of the status line's copy buttons, from the start with
 * a spacing (uriscope_wrap_layout_new_from_start()): a GtkFlowBox there
 * asked for one row and, given less width, put its fifth button on a
 * second row drawn over the spec badges under it (in Spanish at 1024 px);
 * and of the components in a resolution step's row, where a GtkFlowBox
 * made every column as wide as "path so far (output + input buffer)" and
 * put one component on a line at 800 px. From the start, a child wider
 * than the row is given the row's width (its minimum is the layout's).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-wrap-layout.h"

struct _UriscopeWrapLayout {
  GtkLayoutManager parent_instance;

  int spacing;               /* between children, and between rows */
  gboolean centred;          /* the rows centred, else from the start */
};

G_DEFINE_FINAL_TYPE (UriscopeWrapLayout, uriscope_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

static int
natural_width (GtkWidget *child)
{
  int min = 0, nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return MAX (min, nat);
}

static int
natural_height (GtkWidget *child,
                int        width)
{
  int min = 0, nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return MAX (min, nat);
}

/* Walks the shown children of @widget in rows no wider than @width (at
 * least one child a row); calls @place (if not NULL) for each child with
 * its rectangle, and returns the total height. */
typedef void (*PlaceFunc) (GtkWidget *child, int x, int y, int w, int h);

static int
lay_out (UriscopeWrapLayout *self,
         GtkWidget          *widget,
         int                 width,
         PlaceFunc           place)
{
  GtkWidget *row_start = gtk_widget_get_first_child (widget);
  int y = 0;

  while (row_start != NULL)
    {
      GtkWidget *row_end = row_start, *child;
      int row_width = 0, row_height = 0, n = 0, x;

      /* The children of this row: [row_start, row_end). */
      for (child = row_start; child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          int nat, w;

          if (!gtk_widget_should_layout (child))
            {
              row_end = gtk_widget_get_next_sibling (child);
              continue;
            }
          nat = natural_width (child);
          w = nat + (n > 0 ? self->spacing : 0);
          if (n > 0 && width >= 0 && row_width + w > width)
            break;
          row_width += w;
          n++;
          row_height = MAX (row_height, natural_height (child, width >= 0 ? MIN (nat, width) : nat));
          row_end = gtk_widget_get_next_sibling (child);
        }
      x = self->centred && width > row_width ? (width - row_width) / 2 : 0;
      for (child = row_start; child != row_end; child = gtk_widget_get_next_sibling (child))
        {
          int w;

          if (!gtk_widget_should_layout (child))
            continue;
          w = natural_width (child);
          if (place != NULL)
            place (child, x, y, width >= 0 ? MIN (w, width) : w, row_height);
          x += w + self->spacing;
        }
      if (n > 0)
        y += (y > 0 ? self->spacing : 0) + row_height;
      row_start = row_end;
    }
  return y;
}

static void
place_child (GtkWidget *child,
             int        x,
             int        y,
             int        w,
             int        h)
{
  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, w, h }, -1);
}

static GtkSizeRequestMode
uriscope_wrap_layout_get_request_mode (GtkLayoutManager *manager,
                                       GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
uriscope_wrap_layout_measure (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              GtkOrientation    orientation,
                              int               for_size,
                              int              *minimum,
                              int              *natural,
                              int              *minimum_baseline,
                              int              *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      UriscopeWrapLayout *self = URISCOPE_WRAP_LAYOUT (manager);
      int widest = 0, total = 0, n = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_should_layout (child))
          {
            int min = 0, nat = 0;

            gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
            /* a tab whole; a row from the start (buttons, the step
             * rows' components) may cut a child to its minimum */
            widest = MAX (widest, self->centred ? MAX (min, nat) : min);
            total += MAX (min, nat) + (n++ > 0 ? self->spacing : 0);
          }
      *minimum = widest;
      *natural = total;
    }
  else
    {
      int height = lay_out (URISCOPE_WRAP_LAYOUT (manager), widget, for_size, NULL);

      *minimum = height;
      *natural = height;
    }
}

static void
uriscope_wrap_layout_allocate (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               int               width,
                               int               height,
                               int               baseline)
{
  lay_out (URISCOPE_WRAP_LAYOUT (manager), widget, width, place_child);
}

static void
uriscope_wrap_layout_class_init (UriscopeWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = uriscope_wrap_layout_get_request_mode;
  manager_class->measure = uriscope_wrap_layout_measure;
  manager_class->allocate = uriscope_wrap_layout_allocate;
}

static void
uriscope_wrap_layout_init (UriscopeWrapLayout *self)
{
  self->centred = TRUE;
}

/* Rows centred, the children side by side (the page tabs). */
GtkLayoutManager *
uriscope_wrap_layout_new (void)
{
  return g_object_new (URISCOPE_TYPE_WRAP_LAYOUT, NULL);
}

/* Rows from the start, @spacing pixels between children and rows. */
GtkLayoutManager *
uriscope_wrap_layout_new_from_start (int spacing)
{
  UriscopeWrapLayout *self = g_object_new (URISCOPE_TYPE_WRAP_LAYOUT, NULL);

  self->spacing = spacing;
  self->centred = FALSE;
  return GTK_LAYOUT_MANAGER (self);
}
