/* us-browser-parts.c — the two readings of a link, as spans
 *
 * The comparison (us-browser.c) sets the parts of an RFC's reading beside
 * those of a browser's: scheme, user information, host, port, path, query
 * and fragment, each a span of the input or of the href. The RFC's come
 * from the parse tree, with the authority split where a spec names it but
 * not its parts (RFC 1808's net_loc, RFC 2396's reg_name) and the path
 * stretched over what the older RFCs leave out of it; the browser's from
 * the URL serializer, which records each part's span as it writes the
 * href: the href is never parsed again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-browser-private.h"
#include "us-result-private.h"
#include "us-whatwg.h"

static Part
component (const UsResult *r,
           UsComponent     c)
{
  Part p = { FALSE, 0, 0 };

  p.def = us_result_get_component (r, c, &p.start, &p.end);
  return p;
}

/* For the specs that name the authority but not its parts (RFC 1808's
 * net_loc, RFC 2396's reg_name): userinfo up to the first "@", then the
 * host and a port of digits after the last ":". */
static void
split_authority (const char *in,
                 Parts      *parts)
{
  gsize s = parts->authority.start, e = parts->authority.end, h = s;

  for (gsize i = s; i < e; i++)
    if (in[i] == '@')
      {
        if (!parts->p[PART_USERINFO].def)
          parts->p[PART_USERINFO] = (Part) { TRUE, s, i };
        h = i + 1;
        break;
      }
  if (parts->p[PART_HOST].def)
    return;
  parts->p[PART_HOST] = (Part) { TRUE, h, e };
  if (h < e && in[h] == '[')
    {
      gsize close = h;

      while (close < e && in[close] != ']')
        close++;
      if (close < e && close + 1 < e && in[close + 1] == ':')
        {
          parts->p[PART_HOST].end = close + 1;
          if (!parts->p[PART_PORT].def)
            parts->p[PART_PORT] = (Part) { TRUE, close + 2, e };
        }
      return;
    }
  for (gsize i = e; i > h; i--)
    if (in[i - 1] == ':')
      {
        gboolean digits = TRUE;

        for (gsize k = i; k < e; k++)
          digits = digits && g_ascii_isdigit (in[k]);
        if (digits)
          {
            parts->p[PART_HOST].end = i - 1;
            if (!parts->p[PART_PORT].def)
              parts->p[PART_PORT] = (Part) { TRUE, i, e };
          }
        return;
      }
}

/* The parts of an RFC's reading. RFC 1808 and RFC 1738 leave the "/"
 * after the authority out of the path, RFC 1808 its ";params" and RFC 1738
 * the pieces of some schemes (";type=" of ftp): the path here runs from the
 * authority (or the scheme's ":") to the query or fragment, or the end of
 * the reference but for the white space and controls after it, as RFC
 * 3986's does. */
void
us_browser_rfc_parts (const UsResult *r,
           Parts          *parts)
{
  static const UsComponent components[N_PARTS] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT,
    US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
  };
  gsize ref_end = 0, start, end;

  for (guint i = 0; i < N_PARTS; i++)
    {
      parts->p[i] = component (r, components[i]);
      if (parts->p[i].def)
        ref_end = MAX (ref_end, parts->p[i].end);
    }
  parts->authority = component (r, US_COMPONENT_AUTHORITY);
  if (parts->authority.def)
    {
      ref_end = MAX (ref_end, parts->authority.end);
      split_authority (r->input, parts);
    }

  if (parts->p[PART_PATH].def &&
      (r->spec == US_SPEC_RFC3986 || r->spec == US_SPEC_RFC3987 || r->spec == US_SPEC_RFC2396))
    return;
  if (r->n_nodes > 0)
    {
      gsize root_end = MIN (r->nodes[0].end, r->len);

      while (root_end > ref_end && (guchar) r->input[root_end - 1] <= 0x20)
        root_end--;
      ref_end = MAX (ref_end, root_end);
    }
  if (parts->authority.def)
    start = parts->authority.end;
  else if (parts->p[PART_SCHEME].def)
    start = MIN (parts->p[PART_SCHEME].end + 1, r->len);
  else
    start = parts->p[PART_PATH].def ? parts->p[PART_PATH].start : 0;
  if (parts->p[PART_QUERY].def)
    end = parts->p[PART_QUERY].start - 1;
  else if (parts->p[PART_FRAGMENT].def)
    end = parts->p[PART_FRAGMENT].start - 1;
  else
    end = ref_end;
  parts->p[PART_PATH] = (Part) { TRUE, start, MAX (start, end) };
}

/* The href, and where its parts lie in it, recorded by the serializer as
 * it wrote them (us_whatwg_url_href_spans()): the href is never parsed
 * again (it may be longer than any input: every byte that is not UTF-8
 * becomes nine). NULL when a browser refuses the link. */
char *
us_browser_href_parts (const UsResult *whatwg,
            Parts          *parts)
{
  static const UsWhatwgPart from[N_PARTS] = {
    US_WHATWG_PART_SCHEME, US_WHATWG_PART_USERINFO, US_WHATWG_PART_HOST, US_WHATWG_PART_PORT,
    US_WHATWG_PART_PATH, US_WHATWG_PART_QUERY, US_WHATWG_PART_FRAGMENT,
  };
  UsWhatwgSpan spans[US_WHATWG_N_PARTS];
  char *href;

  if (whatwg->url == NULL)
    return NULL;
  href = us_whatwg_url_href_spans (whatwg->url, spans);
  for (guint i = 0; i < N_PARTS; i++)
    parts->p[i] = (Part) { spans[from[i]].defined, spans[from[i]].start, spans[from[i]].end };
  parts->authority = (Part) { spans[US_WHATWG_PART_AUTHORITY].defined, spans[US_WHATWG_PART_AUTHORITY].start,
                              spans[US_WHATWG_PART_AUTHORITY].end };
  return href;
}
