/* uriscope-railroad.c — a grammar rule drawn as a railroad diagram
 *
 * The widget lays the rule out once (uriscope-railroad-layout.c) in its
 * own Pango context, so that the diagram follows the window's font and
 * zoom, and lays it out again only when that context changes. It draws
 * the layout with cairo in its style's colours (uriscope-railroad-draw.c),
 * as large as the layout: it sits in a scrolled window.
 *
 * Rule references are links. A click on one, or Enter on the one with the
 * focus ring, emits "rule-activated" with its rule. Tab and Shift+Tab walk
 * the ring through the links and then on out of the widget; the arrow keys
 * walk it without leaving.
 *
 * The exports draw the same layout on a white ground: PNG through a cairo
 * image surface, SVG as our own elements (see uriscope-railroad-draw.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-railroad.h"
#include "uriscope-railroad-layout.h"
#include "uriscope-railroad-private.h"

struct _UriscopeRailroad {
  GtkWidget parent_instance;

  UsRule rule;
  RrLayout *layout;
  guint layout_serial;   /* the Pango context's, when laid out */
  int focus_link;
  int hover_link;
};

enum {
  PROP_0,
  PROP_RULE,
  N_PROPS
};

enum {
  RULE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (UriscopeRailroad, uriscope_railroad, GTK_TYPE_WIDGET)

static RrLayout *
ensure_layout (UriscopeRailroad *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  guint serial = pango_context_get_serial (context);

  if (self->layout != NULL && self->layout_serial == serial)
    return self->layout;
  g_clear_pointer (&self->layout, rr_layout_free);
  if (self->rule == US_RULE_NONE)
    return NULL;
  self->layout = rr_layout_new (self->rule, context);
  self->layout_serial = serial;
  if (self->focus_link >= (int) self->layout->links->len)
    self->focus_link = self->layout->links->len > 0 ? 0 : -1;
  return self->layout;
}

/* After a change of font: lay out again if the Pango context changed. */
static void
check_font (UriscopeRailroad *self)
{
  if (self->layout != NULL &&
      pango_context_get_serial (gtk_widget_get_pango_context (GTK_WIDGET (self))) != self->layout_serial)
    gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
update_accessible (UriscopeRailroad *self)
{
  RrLayout *layout = ensure_layout (self);
  g_autofree char *label = NULL;

  if (layout == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  /* With the focus, the label says which rule link has the ring: the ring
   * moves without the focus moving, and a screen reader reads out the
   * focused widget's name when it changes. */
  if (gtk_widget_has_focus (GTK_WIDGET (self)) &&
      self->focus_link >= 0 && self->focus_link < (int) layout->links->len)
    /* TRANSLATORS: the railroad diagram with the keyboard focus: the rule
     * drawn, the rule of the link with the focus ring, its position */
    label = g_strdup_printf (_("Railroad diagram of %s, link to %s, %d of %u"),
                             us_rule_name (self->rule),
                             us_rule_name (g_array_index (layout->links, RrLink, self->focus_link).rule),
                             self->focus_link + 1, layout->links->len);
  else
    label = g_strdup_printf (_("Railroad diagram of %s"), us_rule_name (self->rule));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, layout->description,
                                  -1);
}

static void
get_colors (UriscopeRailroad *self,
            RrColors         *colors)
{
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (self));

  gtk_style_context_get_color (style, &colors->fg);
  if (!gtk_style_context_lookup_color (style, "accent_color", &colors->link))
    colors->link = colors->fg;
  colors->fill = colors->fg;
  colors->fill.alpha *= 0.08;
  colors->background = (GdkRGBA) { 0, 0, 0, 0 };
}

static void
uriscope_railroad_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  RrLayout *layout = ensure_layout (URISCOPE_RAILROAD (widget));
  int size = 0;

  if (layout != NULL)
    size = (int) (orientation == GTK_ORIENTATION_HORIZONTAL ? layout->width : layout->height);
  *minimum = *natural = size;
}

static void
uriscope_railroad_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (widget);
  RrLayout *layout = ensure_layout (self);
  RrColors colors;
  cairo_t *cr;

  if (layout == NULL)
    return;
  get_colors (self, &colors);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, layout->width, layout->height));
  rr_layout_draw (layout, cr, &colors, gtk_widget_has_focus (widget) ? self->focus_link : -1,
                  self->hover_link);
  cairo_destroy (cr);
}

static void
activate_link (UriscopeRailroad *self,
               int               link)
{
  UsRule rule;

  if (self->layout == NULL || link < 0 || link >= (int) self->layout->links->len)
    return;
  rule = g_array_index (self->layout->links, RrLink, link).rule;
  self->focus_link = link;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[RULE_ACTIVATED], 0, (int) rule);
}

/* Tab moves the ring through the links, then out of the widget. */
static gboolean
uriscope_railroad_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (widget);
  RrLayout *layout = ensure_layout (self);
  gboolean back = direction == GTK_DIR_TAB_BACKWARD || direction == GTK_DIR_LEFT || direction == GTK_DIR_UP;
  int n = layout ? (int) layout->links->len : 0;
  int next;

  if (n == 0)
    return FALSE;
  if (!gtk_widget_has_focus (widget))
    {
      self->focus_link = back ? n - 1 : 0;
      gtk_widget_grab_focus (widget);
      update_accessible (self);
      gtk_widget_queue_draw (widget);
      return TRUE;
    }
  next = self->focus_link + (back ? -1 : 1);
  if (next < 0 || next >= n)
    return FALSE;
  self->focus_link = next;
  update_accessible (self);
  gtk_widget_queue_draw (widget);
  return TRUE;
}

static gboolean
move_focus_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (widget);
  int n = self->layout ? (int) self->layout->links->len : 0;

  if (n == 0)
    return FALSE;
  self->focus_link = CLAMP (self->focus_link + g_variant_get_int32 (args), 0, n - 1);
  update_accessible (self);
  gtk_widget_queue_draw (widget);
  return TRUE;
}

static void
activate_focused_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (widget);

  activate_link (self, self->focus_link);
}

/* What a click at @x, @y does: activates the link there. */
gboolean
uriscope_railroad_click (UriscopeRailroad *self,
                         double            x,
                         double            y)
{
  int link;

  g_return_val_if_fail (URISCOPE_IS_RAILROAD (self), FALSE);

  link = ensure_layout (self) ? rr_layout_link_at (self->layout, x, y) : -1;
  if (link < 0)
    return FALSE;
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  activate_link (self, link);
  return TRUE;
}

static void
released_cb (GtkGestureClick  *gesture,
             int               n_press,
             double            x,
             double            y,
             UriscopeRailroad *self)
{
  if (uriscope_railroad_click (self, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
set_hover (UriscopeRailroad *self,
           int               link)
{
  if (link == self->hover_link)
    return;
  self->hover_link = link;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), link >= 0 ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           UriscopeRailroad         *self)
{
  set_hover (self, self->layout ? rr_layout_link_at (self->layout, x, y) : -1);
}

static void
leave_cb (GtkEventControllerMotion *motion,
          UriscopeRailroad         *self)
{
  set_hover (self, -1);
}

/* The focus ring is drawn only while the widget has the focus, and the
 * label names the link only then: both follow the focus in and out. */
static void
focus_changed_cb (GtkEventControllerFocus *focus,
                  UriscopeRailroad        *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
uriscope_railroad_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (uriscope_railroad_parent_class)->css_changed (widget, change);
  check_font (URISCOPE_RAILROAD (widget));
}

static void
uriscope_railroad_system_setting_changed (GtkWidget        *widget,
                                          GtkSystemSetting  setting)
{
  GTK_WIDGET_CLASS (uriscope_railroad_parent_class)->system_setting_changed (widget, setting);
  check_font (URISCOPE_RAILROAD (widget));
}

static void
uriscope_railroad_finalize (GObject *object)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (object);

  g_clear_pointer (&self->layout, rr_layout_free);
  G_OBJECT_CLASS (uriscope_railroad_parent_class)->finalize (object);
}

static void
uriscope_railroad_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (object);

  switch (prop_id)
    {
    case PROP_RULE:
      g_value_set_int (value, self->rule);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_railroad_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  UriscopeRailroad *self = URISCOPE_RAILROAD (object);

  switch (prop_id)
    {
    case PROP_RULE:
      uriscope_railroad_set_rule (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_move_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  int             step)
{
  gtk_widget_class_add_binding (widget_class, keyval, 0, move_focus_cb, "i", step);
}

static void
uriscope_railroad_class_init (UriscopeRailroadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const guint enter_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space };

  object_class->finalize = uriscope_railroad_finalize;
  object_class->get_property = uriscope_railroad_get_property;
  object_class->set_property = uriscope_railroad_set_property;
  widget_class->measure = uriscope_railroad_measure;
  widget_class->snapshot = uriscope_railroad_snapshot;
  widget_class->focus = uriscope_railroad_focus;
  widget_class->css_changed = uriscope_railroad_css_changed;
  widget_class->system_setting_changed = uriscope_railroad_system_setting_changed;

  properties[PROP_RULE] =
    g_param_spec_int ("rule", NULL, NULL, US_RULE_NONE, US_RULE_COUNT - 1, US_RULE_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * UriscopeRailroad::rule-activated:
   * @rule: the UsRule of the reference clicked or activated
   */
  signals[RULE_ACTIVATED] =
    g_signal_new ("rule-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "railroad.activate-focused", NULL, activate_focused_cb);
  for (guint i = 0; i < G_N_ELEMENTS (enter_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, enter_keys[i], 0, "railroad.activate-focused", NULL);
  add_move_binding (widget_class, GDK_KEY_Right, 1);
  add_move_binding (widget_class, GDK_KEY_Down, 1);
  add_move_binding (widget_class, GDK_KEY_Left, -1);
  add_move_binding (widget_class, GDK_KEY_Up, -1);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "railroad");
}

static void
uriscope_railroad_init (UriscopeRailroad *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->focus_link = -1;
  self->hover_link = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_START);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

GtkWidget *
uriscope_railroad_new (void)
{
  return g_object_new (URISCOPE_TYPE_RAILROAD, NULL);
}

void
uriscope_railroad_set_rule (UriscopeRailroad *self,
                            UsRule            rule)
{
  g_return_if_fail (URISCOPE_IS_RAILROAD (self));
  g_return_if_fail ((guint) rule < US_RULE_COUNT);

  if (rule == self->rule)
    return;
  self->rule = rule;
  g_clear_pointer (&self->layout, rr_layout_free);
  self->focus_link = -1;
  self->hover_link = -1;
  if (ensure_layout (self) != NULL && self->layout->links->len > 0)
    self->focus_link = 0;
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULE]);
}

UsRule
uriscope_railroad_get_rule (UriscopeRailroad *self)
{
  g_return_val_if_fail (URISCOPE_IS_RAILROAD (self), US_RULE_NONE);
  return self->rule;
}


int
uriscope_railroad_get_focus_link (UriscopeRailroad *self)
{
  return self->focus_link;
}

/* For uriscope-railroad-export.c: the layout, made if need be. */
RrLayout *
rr_layout_of (UriscopeRailroad *self)
{
  return ensure_layout (self);
}
