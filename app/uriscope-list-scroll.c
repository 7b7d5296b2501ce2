/* uriscope-list-scroll.c — keeping the current row of a list in view
 *
 * Stepping forward adds a row to a list and selects it; scrolling to it
 * at once (the list's "list.scroll-to-item") goes by sizes the new row
 * does not have yet, and leaves it below the visible area. So the scroll
 * is done after the next layout, when the row is allocated: its bounds
 * are compared with the visible area and the adjustment moved by as much
 * as it takes to show the whole row (its top when it is taller than the
 * area). This runs on the frame clock's "layout" signal, after GTK's own
 * handlers; moving the adjustment asks for another layout, which the
 * frame clock does in the same frame, so the row is never painted off
 * screen.
 *
 * The rows of a list view are found by their GtkListItem's position
 * (uriscope_list_scroll_mark_item() in the factory's setup).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-list-scroll.h"

#define MAX_TRIES 6

typedef struct {
  GtkWidget *area;           /* the visible area: its coordinates are the viewport's */
  GtkScrollable *scrollable;
  GtkWidget *row;            /* (nullable) the row, else found by @position */
  guint position;
  GdkFrameClock *clock;
  gulong handler;
  guint tries;
} Pending;

/* Lets uriscope_list_scroll_find_row() find @child by @item's position. */
void
uriscope_list_scroll_mark_item (GtkWidget   *child,
                                GtkListItem *item)
{
  g_object_set_data (G_OBJECT (child), "uriscope-list-item", item);
}

static GtkWidget *
find_marked (GtkWidget *widget,
             guint      position,
             guint      depth)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkListItem *item = g_object_get_data (G_OBJECT (c), "uriscope-list-item");
      GtkWidget *found;

      if (item != NULL && gtk_list_item_get_item (item) != NULL && gtk_list_item_get_position (item) == position &&
          gtk_widget_get_mapped (c))
        return c;
      if (depth > 0 && (found = find_marked (c, position, depth - 1)) != NULL)
        return found;
    }
  return NULL;
}

static void
foreach_marked (GtkWidget                 *widget,
                UriscopeListScrollForeach  func,
                gpointer                   data,
                guint                      depth)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkListItem *item = g_object_get_data (G_OBJECT (c), "uriscope-list-item");

      if (item != NULL && gtk_list_item_get_item (item) != NULL)
        func (c, item, data);
      else if (depth > 0)
        foreach_marked (c, func, data, depth - 1);
    }
}

/* Calls @func for each child the factory made that holds an item: to
 * show new contents in the widgets there are (a model changed in place
 * would make new ones, style and all). */
void
uriscope_list_scroll_foreach_child (GtkWidget                 *list,
                                    UriscopeListScrollForeach  func,
                                    gpointer                   data)
{
  foreach_marked (list, func, data, 3);
}

/* The child the factory made for the item at @position, NULL when there
 * is none (not bound, or not mapped). */
GtkWidget *
uriscope_list_scroll_find_child (GtkWidget *list,
                                 guint      position)
{
  return find_marked (list, position, 3);
}

/* The row of @list (its child) that holds the item at @position. */
GtkWidget *
uriscope_list_scroll_find_row (GtkWidget *list,
                               guint      position)
{
  GtkWidget *child = find_marked (list, position, 3);

  while (child != NULL && gtk_widget_get_parent (child) != list)
    child = gtk_widget_get_parent (child);
  return child;
}

/* Whether all of @row is inside @area (or, when taller, its top). */
gboolean
uriscope_list_scroll_is_in_view (GtkWidget *area,
                                 GtkWidget *row)
{
  graphene_rect_t bounds;
  float height = gtk_widget_get_height (area);

  if (row == NULL || !gtk_widget_compute_bounds (row, area, &bounds))
    return FALSE;
  if (bounds.size.height > height)
    return bounds.origin.y >= -0.5f && bounds.origin.y <= 0.5f;
  return bounds.origin.y >= -0.5f && bounds.origin.y + bounds.size.height <= height + 0.5f;
}

static void
pending_free (gpointer data)
{
  Pending *p = data;

  /* a clock disposed has no handlers left */
  if (p->handler != 0 && g_signal_handler_is_connected (p->clock, p->handler))
    g_signal_handler_disconnect (p->clock, p->handler);
  g_clear_object (&p->clock);
  g_clear_object (&p->row);
  g_free (p);
}

/* After a layout: scrolls the row into view, or stops when it is. */
static void
layout_cb (GdkFrameClock *clock,
           Pending       *p)
{
  GtkWidget *row;
  GtkAdjustment *adj;
  graphene_rect_t bounds;
  float height;
  double shift = 0;

  /* hidden (or being destroyed): nothing to show */
  if (!gtk_widget_get_mapped (p->area))
    {
      g_object_set_data (G_OBJECT (p->area), "uriscope-keep-in-view", NULL);
      return;
    }
  row = p->row != NULL ? p->row : uriscope_list_scroll_find_row (p->area, p->position);
  adj = gtk_scrollable_get_vadjustment (p->scrollable);
  height = gtk_widget_get_height (p->area);

  if (row != NULL && adj != NULL && gtk_widget_compute_bounds (row, p->area, &bounds) && height > 0)
    {
      if (bounds.origin.y < 0 || bounds.size.height > height)
        shift = bounds.origin.y;
      else if (bounds.origin.y + bounds.size.height > height)
        shift = bounds.origin.y + bounds.size.height - height;
      if (shift > 0.5 || shift < -0.5)
        {
          gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + shift);
          gtk_widget_queue_allocate (p->area);
        }
    }
  else if (row == NULL && p->row == NULL && p->tries == 0)
    /* not made yet: the list scrolls to it, the next layout makes it */
    gtk_widget_activate_action (p->area, "list.scroll-to-item", "u", p->position);
  if ((row != NULL && shift <= 0.5 && shift >= -0.5) || ++p->tries >= MAX_TRIES)
    g_object_set_data (G_OBJECT (p->area), "uriscope-keep-in-view", NULL);
}

/**
 * uriscope_list_scroll_keep_in_view:
 * @area: the widget whose allocation is the visible area: the list view,
 *   the column view's list, or the viewport of a list box
 * @scrollable: what has the vertical adjustment (@area, the column view,
 *   the viewport)
 * @row: (nullable): the row to show, or NULL for the list item at
 *   @position's
 *
 * Scrolls the row fully into view after the next layout (and as many as
 * it takes after it).
 */
void
uriscope_list_scroll_keep_in_view (GtkWidget     *area,
                                   GtkScrollable *scrollable,
                                   GtkWidget     *row,
                                   guint          position)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (area);
  Pending *p;

  g_object_set_data (G_OBJECT (area), "uriscope-keep-in-view", NULL);
  if (clock == NULL)
    return;
  p = g_new0 (Pending, 1);
  p->area = area;
  p->scrollable = scrollable;
  p->row = row != NULL ? g_object_ref (row) : NULL;
  p->position = position;
  p->clock = g_object_ref (clock);
  p->handler = g_signal_connect_after (clock, "layout", G_CALLBACK (layout_cb), p);
  g_object_set_data_full (G_OBJECT (area), "uriscope-keep-in-view", p, pending_free);
  gtk_widget_queue_allocate (area);
}
