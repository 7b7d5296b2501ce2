/* uriscope-railroad-layout.h — a rule's railroad diagram, laid out once
 *
 * Internal to uriscope-railroad.c: the layout (uriscope-railroad-layout.c)
 * turns a rule's tree into a list of drawing operations in pixels; the
 * drawing (uriscope-railroad-draw.c) renders that one list with cairo, for
 * the widget and the PNG, and as SVG elements, for the SVG.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>
#include <pango/pango.h>

#include "uriscope.h"

G_BEGIN_DECLS

typedef enum {
  RR_OP_LINE,    /* x0,y0 → x1,y1 */
  RR_OP_CURVE,   /* a quarter circle from x0,y0 to x1,y1 */
  RR_OP_BOX,     /* x0,y0 the top left, x1,y1 the width and height */
  RR_OP_TEXT,    /* x0,y0 the top left, baseline its y; layout */
  RR_OP_DOT,     /* x0,y0 the centre, radius */
} RrOpKind;

typedef enum {
  RR_BOX_TERMINAL,   /* a quoted string: rounded */
  RR_BOX_REFERENCE,  /* a rule: square */
  RR_BOX_RANGE,      /* %x41-5A, %x2E: slightly rounded */
  RR_BOX_PROSE,      /* <…>: square, dashed */
} RrBoxKind;

typedef struct {
  RrOpKind kind;
  double x0, y0, x1, y1;
  gboolean vertical_first;  /* CURVE: leaves vertically */
  RrBoxKind box;            /* BOX; TEXT: the box it labels */
  double radius;            /* BOX, DOT */
  double baseline;          /* TEXT */
  gboolean label;           /* TEXT: a repetition count or the title */
  int link;                 /* BOX, TEXT: index of its link, or -1 */
  char *text;               /* BOX, TEXT */
  PangoLayout *layout;      /* TEXT */
} RrOp;

typedef struct {
  double x, y, width, height;
  UsRule rule;
  char *name;
} RrLink;

typedef struct {
  UsRule rule;
  double width, height;
  double line_width;
  char *font;           /* the font description's family */
  double font_size;     /* in pixels */
  GArray *ops;          /* RrOp */
  GArray *links;        /* RrLink, in reading order */
  GArray *tracks;       /* guint, the tracks of each alternation in order */
  char *description;    /* the structure in words */
} RrLayout;

typedef struct {
  GdkRGBA fg;
  GdkRGBA link;
  GdkRGBA fill;
  GdkRGBA background;   /* transparent: none */
} RrColors;

RrLayout *rr_layout_new      (UsRule        rule,
                              PangoContext *context);
void      rr_layout_free     (RrLayout     *layout);
void      rr_layout_draw     (RrLayout     *layout,
                              cairo_t      *cr,
                              const RrColors *colors,
                              int           focus,
                              int           hover);
char     *rr_layout_to_svg   (RrLayout     *layout,
                              const RrColors *colors);
int       rr_layout_link_at  (RrLayout     *layout,
                              double        x,
                              double        y);

char     *rr_describe        (const UsAbnfNode *node);

/* uriscope-railroad.c's layout of its rule, or NULL without a rule. */
typedef struct _UriscopeRailroad UriscopeRailroad;
RrLayout *rr_layout_of       (UriscopeRailroad *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RrLayout, rr_layout_free)

G_END_DECLS
