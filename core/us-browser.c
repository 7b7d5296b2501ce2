/* us-browser.c — how a browser reads what an RFC reads
 *
 * A reference read under one of the RFCs is read again as a browser reads
 * it, by the WHATWG URL Standard's basic URL parser (us-whatwg.c), and the
 * two readings are compared part by part: does the browser go to the same
 * host, does it refuse the link, does it remove or rewrite characters? The
 * answer is a verdict, the cause in words ("RFC 3986 reads the host as
 * evil.com; a browser reads example.com, because it reads “\” as “/” in an
 * http URL"), the browser's href, the host each side reads, and the bytes
 * of the input and of the href that differ.
 *
 * What counts as reading the same: the rewrites RFC 3986 itself calls
 * equivalent (§6.2.2 and §6.2.3) are not differences, since they take the
 * reader nowhere else and the Normalization page already shows them: the
 * case of the scheme, of the host and of percent-encodings, percent-encoded
 * unreserved characters, dot segments, the default or an empty port, "/"
 * for the empty path of an http URL, and "localhost" or no "//" in a file
 * URL (RFC 8089). So "HTTP://Example.COM:80/a/../b", which a browser writes
 * "http://example.com/b", reads the same. Under RFC 3987 the IRI-to-URI
 * mapping of §3.1 (non-ASCII characters percent-encoded as UTF-8) is also
 * no difference; a host name written in ASCII (IDNA) is, since the text of
 * the host changes. Everything else a browser does is a difference: the
 * characters it removes (spaces and controls around the link, tabs and
 * newlines in it), "\" read as "/", slashes it supplies after "http:",
 * hosts it reads as IPv4 addresses, percent-encoding it adds.
 *
 * Where the causes come from: the validation errors of the WHATWG parse
 * (each with its span in the input as given) say where the browser read
 * "\" as "/" or supplied slashes; a scan of the input finds what the
 * browser removes before it parses; the parts compared token by token (a
 * byte or a "%XX") find the rest: a common prefix and suffix, the
 * percent-encodings added inside them, and the middle that differs.
 * Everything is one pass or two over the input and the href: linear.
 *
 * A relative reference is not compared: a browser resolves it against the
 * page's address, which is not known here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-result-private.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

/* The parts compared, in the order the input and the href hold them. */
enum {
  PART_SCHEME,
  PART_USERINFO,
  PART_HOST,
  PART_PORT,
  PART_PATH,
  PART_QUERY,
  PART_FRAGMENT,
  N_PARTS
};

typedef struct {
  gboolean def;
  gsize start;
  gsize end;
} Part;

typedef struct {
  Part p[N_PARTS];
  Part authority;
} Parts;

/* One token of a part: a byte, or a "%XX" standing for one. A token of
 * length 0 is a "/" that is not written (the empty path of an http URL). */
typedef struct {
  guint32 off;
  guint8 len;
  guchar byte;
} Tok;

/* One difference: its cause, the bytes of the input it concerns and,
 * when it has some, those of the href. */
typedef struct {
  UsBrowserCause cause;
  guint part;               /* for US_BROWSER_CAUSE_OTHER */
  gsize start;
  gsize end;
  gboolean has_href;
  gsize hstart;
  gsize hend;
} Change;

typedef enum {
  HOST_EQUAL,
  HOST_SAME_NAME,           /* the same host, written otherwise */
  HOST_IPV4,                /* read as an IPv4 address */
  HOST_DIFFERENT,
} HostLevel;

struct _UsBrowserReading {
  gint ref_count;
  UsResult *result;
  UsResult *whatwg;
  UsBrowserVerdict verdict;
  UsBrowserCause cause;
  Change main;              /* the difference that names the cause */
  gboolean host_differs;    /* the texts of the two hosts differ */
  char *href;
  gsize href_len;
  char *scheme;             /* the browser's scheme */
  char *host;               /* the browser's host, serialized; NULL for none */
  gboolean special;         /* the browser's scheme is special */
  gboolean opaque_path;     /* the browser's URL has an opaque path */
  Parts rfc;                /* spans of the input */
  Parts browser;            /* spans of the href */
  GArray *spans;            /* UsBrowserSpan, of the input */
  GArray *href_spans;       /* UsBrowserSpan, of the href */
};

/* ---- the two readings, as spans ---- */

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
static void
rfc_parts (const UsResult *r,
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
static char *
href_parts (const UsResult *whatwg,
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

/* The special schemes of the URL Standard (§4.1). */
static gboolean
is_special (const char *scheme)
{
  return scheme != NULL && us_scheme_is_special (scheme, strlen (scheme));
}

/* A host a browser serialized from an IPv4 address: in a special URL, a
 * host of digits and dots is one (a domain cannot end in a number). */
static gboolean
is_ipv4_host (const char *host,
              gboolean    special)
{
  if (!special || host == NULL || *host == '\0')
    return FALSE;
  for (const char *p = host; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && *p != '.')
      return FALSE;
  return TRUE;
}

/* ---- tokens ---- */

static gboolean
is_unreserved (guchar c)
{
  return us_char_in (c, US_SET_UNRESERVED);
}

static GArray *
tokenize (const char *text,
          Part        part,
          gboolean    lower)
{
  GArray *toks = g_array_sized_new (FALSE, FALSE, sizeof (Tok), part.def ? part.end - part.start : 0);

  if (!part.def)
    return toks;
  for (gsize i = part.start; i < part.end;)
    {
      Tok t;

      if (text[i] == '%' && part.end - i >= 3 && g_ascii_isxdigit (text[i + 1]) && g_ascii_isxdigit (text[i + 2]))
        t = (Tok) { (guint32) i, 3, (guchar) (g_ascii_xdigit_value (text[i + 1]) * 16 + g_ascii_xdigit_value (text[i + 2])) };
      else
        t = (Tok) { (guint32) i, 1, (guchar) text[i] };
      if (lower)
        t.byte = (guchar) g_ascii_tolower ((char) t.byte);
      i += t.len;
      g_array_append_val (toks, t);
    }
  return toks;
}

static gboolean
is_raw_slash (const Tok *t)
{
  return t->len == 1 && t->byte == '/';
}

/* RFC 3986 §5.2.4 remove_dot_segments on the tokens of a path that begins
 * with "/": a stack of the segments kept, each a "/" and what follows it.
 * "%2E" is a "." here, as it is once §6.2.2.2 decodes it. */
static GArray *
remove_dot_segments (GArray *path)
{
  const Tok *in = (const Tok *) (void *) path->data;
  gsize n = path->len;
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (Tok), n);
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize i = 0;

  while (i < n)
    {
      gsize seg = i + 1, end = seg;
      gboolean last, dot, dotdot;

      while (end < n && !is_raw_slash (&in[end]))
        end++;
      last = end == n;
      dot = end - seg == 1 && in[seg].byte == '.';
      dotdot = end - seg == 2 && in[seg].byte == '.' && in[seg + 1].byte == '.';
      if (dotdot && kept->len > 0)
        {
          g_array_set_size (out, g_array_index (kept, gsize, kept->len - 1));
          g_array_set_size (kept, kept->len - 1);
        }
      if (dot || dotdot)
        {
          /* "/a/." and "/a/.." end in "/" */
          if (last)
            g_array_append_val (out, in[i]);
        }
      else
        {
          g_array_append_val (kept, out->len);
          g_array_append_vals (out, &in[i], end - i);
        }
      i = end;
    }
  g_array_free (path, TRUE);
  return out;
}

/* ---- building the differences ---- */

typedef struct {
  UsBrowserReading *self;
  const char *in;           /* the input */
  gsize in_len;
  gboolean iri;             /* RFC 3987: non-ASCII percent-encoded is the same */
  gboolean special;         /* the browser's scheme is special */
  GArray *changes;          /* Change, of the parts, in order */
} Compare;

/* Appends a change, joining it to the one before when both are
 * percent-encodings and follow each other in the input and the href. */
static void
add_change (GArray       *changes,
            const Change *c)
{
  if (changes->len > 0)
    {
      Change *last = &g_array_index (changes, Change, changes->len - 1);

      if (last->cause == c->cause && c->cause == US_BROWSER_CAUSE_PERCENT_ENCODED &&
          last->end == c->start && last->has_href && c->has_href && last->hend == c->hstart)
        {
          last->end = c->end;
          last->hend = c->hend;
          return;
        }
    }
  g_array_append_val (changes, *c);
}

/* Two tokens of the same byte: the same, or one percent-encoded where the
 * other is not (a difference unless the byte is unreserved, or non-ASCII
 * under RFC 3987). */
static gboolean
tokens_equivalent (const Compare *cmp,
                   const Tok     *a,
                   const Tok     *b)
{
  return (a->len == 3) == (b->len == 3) || a->len == 0 || b->len == 0 ||
         is_unreserved (a->byte) || (cmp->iri && a->byte >= 0x80);
}

static Change
encoded_change (const Compare *cmp,
                guint          part,
                const Tok     *a,
                const Tok     *b)
{
  /* The browser percent-encodes; the other way round (it never decodes
   * outside the host) would be something else. */
  UsBrowserCause cause = a->len == 1 && b->len == 3 ? US_BROWSER_CAUSE_PERCENT_ENCODED : US_BROWSER_CAUSE_OTHER;

  return (Change) { cause, part, a->off, (gsize) a->off + a->len, TRUE, b->off, (gsize) b->off + b->len };
}

/* The bytes of a run of tokens, as a span; an empty run at @at. */
static void
run_span (const Tok *toks,
          gsize      from,
          gsize      to,
          gsize      at,
          gsize     *start,
          gsize     *end)
{
  if (to > from)
    {
      *start = toks[from].off;
      *end = (gsize) toks[to - 1].off + toks[to - 1].len;
    }
  else
    *start = *end = at;
}

/* The length of the maximal subpart of an ill-formed UTF-8 sequence at
 * @p (Unicode §3.9, as the WHATWG decoder replaces each with one U+FFFD),
 * or 0 when a well-formed character begins there. */
static gsize
ill_formed_length (const guchar *p,
                   gsize         n)
{
  guchar c = p[0], lo = 0x80, hi = 0xBF;
  gsize need, k;

  if (c >= 0xC2 && c <= 0xDF)
    need = 1;
  else if (c >= 0xE0 && c <= 0xEF)
    {
      need = 2;
      lo = c == 0xE0 ? 0xA0 : 0x80;
      hi = c == 0xED ? 0x9F : 0xBF;
    }
  else if (c >= 0xF0 && c <= 0xF4)
    {
      need = 3;
      lo = c == 0xF0 ? 0x90 : 0x80;
      hi = c == 0xF4 ? 0x8F : 0xBF;
    }
  else
    return 1;
  for (k = 1; k <= need; k++, lo = 0x80, hi = 0xBF)
    if (k >= n || p[k] < lo || p[k] > hi)
      return k;
  return 0;
}

/* Whether the tokens at @b are "%EF%BF%BD", U+FFFD percent-encoded. */
static gboolean
is_encoded_replacement (const Tok *b,
                        gsize      n)
{
  return n >= 3 && b[0].len == 3 && b[0].byte == 0xEF && b[1].len == 3 && b[1].byte == 0xBF &&
         b[2].len == 3 && b[2].byte == 0xBD;
}

static void
add_token_change (Compare        *cmp,
                  UsBrowserCause  cause,
                  guint           part,
                  const Tok      *a,
                  gsize           na,
                  const Tok      *b,
                  gsize           nb)
{
  Change c = { cause, part, a[0].off, (gsize) a[na - 1].off + a[na - 1].len, nb > 0, 0, 0 };

  if (nb > 0)
    {
      c.hstart = b[0].off;
      c.hend = (gsize) b[nb - 1].off + b[nb - 1].len;
    }
  add_change (cmp->changes, &c);
}

/* Compares the tokens @a of the RFC's part with the tokens @b of the
 * browser's, from the left, explaining each difference by what the browser
 * does: it percent-encodes a byte, removes a tab or newline, reads "\" as
 * "/" in a special scheme, replaces an ill-formed UTF-8 sequence. At the
 * first difference none of these explains, the rest is compared from the
 * right, and what is left between is one difference. Returns whether the
 * parts differ. */
static gboolean
compare_tokens (Compare *cmp,
                guint    part,
                GArray  *ga,
                GArray  *gb,
                gsize    a_at,
                gsize    b_at)
{
  const Tok *a = (const Tok *) (void *) ga->data, *b = (const Tok *) (void *) gb->data;
  const guchar *in = (const guchar *) cmp->in;
  gsize na = ga->len, nb = gb->len, i = 0, j = 0, k = 0;
  gsize well_formed = 0;    /* the tokens before it are of checked characters */
  g_autoptr(GArray) tail = g_array_new (FALSE, FALSE, sizeof (Change));
  gboolean differs = FALSE;

  while (i < na && j < nb)
    {
      if (a[i].len == 1 && a[i].byte >= 0x80 && i >= well_formed)
        {
          gsize raw = 1, bad;

          while (raw < 4 && i + raw < na && a[i + raw].len == 1)
            raw++;
          bad = ill_formed_length (in + a[i].off, raw);
          if (bad == 0)
            well_formed = i + (gsize) g_utf8_skip[a[i].byte];
          else
            {
              if (!is_encoded_replacement (b + j, nb - j))
                break;
              add_token_change (cmp, US_BROWSER_CAUSE_NOT_UTF8, part, a + i, bad, b + j, 3);
              i += bad;
              j += 3;
              differs = TRUE;
              continue;
            }
        }
      if (a[i].byte == b[j].byte)
        {
          if (!tokens_equivalent (cmp, &a[i], &b[j]))
            {
              Change c = encoded_change (cmp, part, &a[i], &b[j]);

              add_change (cmp->changes, &c);
              differs = TRUE;
            }
          i++;
          j++;
        }
      else if (a[i].len == 1 && (a[i].byte == '\t' || a[i].byte == '\n' || a[i].byte == '\r'))
        {
          add_token_change (cmp, US_BROWSER_CAUSE_TAB_NEWLINE, part, a + i, 1, NULL, 0);
          i++;
          differs = TRUE;
        }
      else if (a[i].len == 1 && a[i].byte == '\\' && b[j].len == 1 && b[j].byte == '/' && cmp->special)
        {
          add_token_change (cmp, US_BROWSER_CAUSE_REVERSE_SOLIDUS, part, a + i, 1, b + j, 1);
          i++;
          j++;
          differs = TRUE;
        }
      else
        break;
    }
  /* Tabs and newlines the browser removed at the end. */
  while (i < na && j == nb && a[i].len == 1 && (a[i].byte == '\t' || a[i].byte == '\n' || a[i].byte == '\r'))
    {
      add_token_change (cmp, US_BROWSER_CAUSE_TAB_NEWLINE, part, a + i, 1, NULL, 0);
      i++;
      differs = TRUE;
    }
  if (i == na && j == nb)
    return differs;

  for (; k < na - i && k < nb - j && a[na - 1 - k].byte == b[nb - 1 - k].byte; k++)
    if (!tokens_equivalent (cmp, &a[na - 1 - k], &b[nb - 1 - k]))
      {
        Change c = encoded_change (cmp, part, &a[na - 1 - k], &b[nb - 1 - k]);

        g_array_append_val (tail, c);
      }
  if (i < na - k || j < nb - k)
    {
      Change c = { US_BROWSER_CAUSE_OTHER, part, 0, 0, TRUE, 0, 0 };
      gsize at_a = i < na ? a[i].off : na > 0 ? (gsize) a[na - 1].off + a[na - 1].len : a_at;
      gsize at_b = j < nb ? b[j].off : nb > 0 ? (gsize) b[nb - 1].off + b[nb - 1].len : b_at;

      run_span (a, i, na - k, at_a, &c.start, &c.end);
      run_span (b, j, nb - k, at_b, &c.hstart, &c.hend);
      add_change (cmp->changes, &c);
      differs = TRUE;
    }
  /* The suffix's percent-encodings, found from the end, in order. */
  for (guint t = tail->len; t > 0; t--)
    add_change (cmp->changes, &g_array_index (tail, Change, t - 1));
  return differs || tail->len > 0;
}

/* The cheap answer for most parts: the same bytes on both sides. */
static gboolean
same_text (const Compare *cmp,
           guint          part)
{
  const Part *rp = &cmp->self->rfc.p[part], *bp = &cmp->self->browser.p[part];

  if (rp->def != bp->def)
    return FALSE;
  return !rp->def || (rp->end - rp->start == bp->end - bp->start &&
                      memcmp (cmp->in + rp->start, cmp->self->href + bp->start, rp->end - rp->start) == 0);
}

static gboolean
compare_part (Compare  *cmp,
              guint     part,
              gboolean  lower)
{
  UsBrowserReading *self = cmp->self;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  const Part *rp = &self->rfc.p[part], *bp = &self->browser.p[part];

  if (same_text (cmp, part))
    return FALSE;
  a = tokenize (cmp->in, *rp, lower);
  b = tokenize (self->href, *bp, lower);
  return compare_tokens (cmp, part, a, b, rp->def ? rp->start : 0, bp->def ? bp->start : 0);
}

static int
default_port (const char *scheme)
{
  return scheme != NULL ? us_scheme_default_port (scheme, strlen (scheme)) : -1;
}

/* The port as a number: -1 for none (or the scheme's default), -2 for
 * one that is not a port. */
static int
port_number (const char *text,
             Part        part,
             const char *scheme)
{
  int port = 0;

  if (!part.def || part.end == part.start)
    return -1;
  for (gsize i = part.start; i < part.end; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return -2;
      port = port * 10 + (text[i] - '0');
      if (port > 65535)
        return -2;
    }
  return port == default_port (scheme) ? -1 : port;
}

static void
compare_port (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  const Part *rp = &self->rfc.p[PART_PORT], *bp = &self->browser.p[PART_PORT];

  if (port_number (cmp->in, *rp, self->scheme) != port_number (self->href, *bp, self->scheme))
    {
      gsize at = self->rfc.p[PART_PATH].start;
      Change c = { US_BROWSER_CAUSE_OTHER, PART_PORT,
                   rp->def ? rp->start : at, rp->def ? rp->end : at,
                   bp->def, bp->start, bp->end };

      add_change (cmp->changes, &c);
    }
}

static void
compare_userinfo (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  g_autoptr(GArray) a = tokenize (cmp->in, self->rfc.p[PART_USERINFO], FALSE);
  g_autoptr(GArray) b = tokenize (self->href, self->browser.p[PART_USERINFO], FALSE);

  /* "user:" is "user" with an empty password, which a browser leaves out. */
  if (a->len > 0 && g_array_index (a, Tok, a->len - 1).len == 1 && g_array_index (a, Tok, a->len - 1).byte == ':')
    g_array_set_size (a, a->len - 1);
  compare_tokens (cmp, PART_USERINFO, a, b, self->rfc.p[PART_HOST].start,
                  self->browser.p[PART_HOST].def ? self->browser.p[PART_HOST].start : 0);
}

static void
compare_path (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  const Part *rp = &self->rfc.p[PART_PATH];
  Part bp = self->browser.p[PART_PATH];
  GArray *a;
  g_autoptr(GArray) b = NULL;

  /* Without a host, the browser writes "/." before a path that begins
   * with "//", so that it is not read as a host (as RFC 3986 §6.2.2.3's
   * normalizers must): no difference. */
  if (!self->browser.p[PART_HOST].def && bp.def && bp.end - bp.start >= 4 &&
      memcmp (self->href + bp.start, "/.//", 4) == 0)
    bp.start += 2;

  if (same_text (cmp, PART_PATH))
    return;
  a = tokenize (cmp->in, *rp, FALSE);
  b = tokenize (self->href, bp, FALSE);

  /* §6.2.2.3, on a hierarchical path; §6.2.3: "/" for the empty path
   * after an authority in an http URL. */
  if (self->rfc.p[PART_SCHEME].def && !self->opaque_path && a->len > 0 &&
      is_raw_slash (&g_array_index (a, Tok, 0)))
    a = remove_dot_segments (a);
  else if (a->len == 0 && self->special && self->rfc.authority.def)
    {
      Tok slash = { (guint32) rp->start, 0, '/' };

      g_array_append_val (a, slash);
    }
  compare_tokens (cmp, PART_PATH, a, b, rp->start, bp.start);
  g_array_free (a, TRUE);
}

/* Where the RFC and the browser split the rest of the link otherwise (RFC
 * 2396 reads "mailto:a@b?subject=x" as one opaque part, a browser as a path
 * and a query): the path, the query and the fragment compared as one. */
static gboolean
compare_tail (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  const Part *r = self->rfc.p, *b = self->browser.p;
  Part rt = r[PART_PATH], bt = b[PART_PATH];
  g_autoptr(GArray) ta = NULL;
  g_autoptr(GArray) tb = NULL;

  if (r[PART_QUERY].def == b[PART_QUERY].def && r[PART_FRAGMENT].def == b[PART_FRAGMENT].def)
    return FALSE;
  for (guint i = PART_QUERY; i <= PART_FRAGMENT; i++)
    {
      if (r[i].def)
        rt.end = MAX (rt.end, r[i].end);
      if (b[i].def)
        bt.end = MAX (bt.end, b[i].end);
    }
  ta = tokenize (cmp->in, rt, FALSE);
  tb = tokenize (self->href, bt, FALSE);
  compare_tokens (cmp, PART_PATH, ta, tb, rt.start, bt.start);
  return TRUE;
}

static gboolean
ascii_equal_nocase (const char *a,
                    gsize       len,
                    const char *b)
{
  return strlen (b) == len && g_ascii_strncasecmp (a, b, len) == 0;
}

/* Whether the RFC's host, read by the browser's host parser on its own,
 * gives the browser's host: then both name the same host, written
 * otherwise (percent-decoded, in ASCII, as an IPv4 address). Hosts holding
 * a character that would end the host there are not tried. */
static gboolean
reads_as_browser_host (UsBrowserReading *self,
                       const char       *host,
                       gsize             len)
{
  g_autofree char *read = NULL;

  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) host[i];

      if (c <= 0x20 || c == 0x7f || c == '/' || c == '\\' || c == '?' || c == '#' || c == '@' ||
          (c == ':' && host[0] != '['))
        return FALSE;
    }
  /* The host parser alone (an opaque host outside the special schemes);
   * in a file URL, "localhost" is the empty host (URL Standard §4.4, file
   * host state). */
  read = us_whatwg_host_to_string (host, len, self->special);
  if (read != NULL && g_strcmp0 (self->scheme, "file") == 0 && g_strcmp0 (read, "localhost") == 0)
    {
      g_free (read);
      read = g_strdup ("");
    }
  return read != NULL && g_strcmp0 (read, self->host) == 0;
}

/* Compares the hosts; for a host of the same name written otherwise, adds
 * the change with its cause. */
static HostLevel
compare_host (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  const Part *rp = &self->rfc.p[PART_HOST], *bp = &self->browser.p[PART_HOST];
  const char *host = cmp->in + rp->start;
  gsize len = rp->def ? rp->end - rp->start : 0;
  const char *browser = self->host;
  gboolean r_empty = len == 0;
  gboolean b_empty = browser == NULL || *browser == '\0';
  Compare probe = *cmp;
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  Change c = { US_BROWSER_CAUSE_HOST_DECODED, PART_HOST, rp->start, rp->end, bp->def, bp->start, bp->end };
  gboolean non_ascii = FALSE;

  if (r_empty && b_empty)
    return HOST_EQUAL;
  /* RFC 8089: "localhost" is the empty host of a file URI. */
  if (b_empty && g_strcmp0 (self->scheme, "file") == 0 && !r_empty)
    {
      if (ascii_equal_nocase (host, len, "localhost"))
        return HOST_EQUAL;
      /* "loC𝐀𝐋𝐇𝐨𝐬𝐭", which IDNA maps to "localhost" */
      if (self->host != NULL && reads_as_browser_host (self, host, len))
        {
          c.cause = US_BROWSER_CAUSE_HOST_TO_ASCII;
          add_change (cmp->changes, &c);
          return HOST_SAME_NAME;
        }
    }
  if (r_empty || b_empty)
    return HOST_DIFFERENT;

  /* The same text, but for case and percent-encoded unreserved bytes. */
  probe.changes = scratch;
  a = tokenize (cmp->in, *rp, TRUE);
  b = tokenize (self->href, *bp, TRUE);
  if (!compare_tokens (&probe, PART_HOST, a, b, rp->start, bp->start))
    return HOST_EQUAL;

  if (!reads_as_browser_host (self, host, len))
    return HOST_DIFFERENT;
  if (is_ipv4_host (self->host, self->special))
    return HOST_IPV4;
  for (guint i = 0; i < a->len; i++)
    non_ascii = non_ascii || g_array_index (a, Tok, i).byte >= 0x80;
  if (!self->special)
    /* An opaque host: the browser percent-encodes what is not ASCII. */
    c.cause = US_BROWSER_CAUSE_PERCENT_ENCODED;
  else if (non_ascii)
    c.cause = US_BROWSER_CAUSE_HOST_TO_ASCII;
  else if (memchr (host, '%', len) != NULL)
    c.cause = US_BROWSER_CAUSE_HOST_DECODED;
  else
    /* another way of writing the same address ("[0:0::1]" for "[::1]") */
    return HOST_EQUAL;
  add_change (cmp->changes, &c);
  return HOST_SAME_NAME;
}

/* What the browser removes or rewrites as it parses, from the input and the
 * validation errors, in order: spaces and C0 controls around the link, tabs
 * and newlines inside it, "\" read as "/", slashes supplied after a special
 * scheme, a drive letter read as the start of a file path. */
static GArray *
parser_changes (const UsResult *whatwg,
                gboolean        file)
{
  const char *in = whatwg->input;
  gsize len = whatwg->len, lead = 0, trail = len, k = 0;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(GArray) removed = g_array_new (FALSE, FALSE, sizeof (Change));

  while (lead < len && (guchar) in[lead] <= 0x20)
    lead++;
  while (trail > lead && (guchar) in[trail - 1] <= 0x20)
    trail--;
  if (lead > 0)
    g_array_append_val (removed, ((Change) { US_BROWSER_CAUSE_SPACE_AROUND, 0, 0, lead, FALSE, 0, 0 }));
  for (gsize i = lead; i < trail; i++)
    if (in[i] == '\t' || in[i] == '\n' || in[i] == '\r')
      {
        gsize end = i + 1;

        while (end < trail && (in[end] == '\t' || in[end] == '\n' || in[end] == '\r'))
          end++;
        g_array_append_val (removed, ((Change) { US_BROWSER_CAUSE_TAB_NEWLINE, 0, i, end, FALSE, 0, 0 }));
        i = end - 1;
      }
  if (trail < len && trail > 0)
    g_array_append_val (removed, ((Change) { US_BROWSER_CAUSE_SPACE_AROUND, 0, trail, len, FALSE, 0, 0 }));

  /* Merged with the validation errors, which come sorted by position. */
  for (guint d = 0; d <= whatwg->n_diagnostics; d++)
    {
      const UsDiagnostic *diag = d < whatwg->n_diagnostics ? &whatwg->diagnostics[d] : NULL;
      Change c = { US_BROWSER_CAUSE_NONE, 0, 0, 0, FALSE, 0, 0 };

      if (diag != NULL)
        {
          switch ((int) diag->code)
            {
            case US_DIAG_WHATWG_INVALID_REVERSE_SOLIDUS:
              c.cause = US_BROWSER_CAUSE_REVERSE_SOLIDUS;
              break;
            case US_DIAG_WHATWG_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS:
              /* "file:/etc" is "file:///etc" (RFC 8089 §2): where the
               * browser reads otherwise, the parts say so. */
              if (file)
                continue;
              c.cause = US_BROWSER_CAUSE_MISSING_SLASHES;
              break;
            case US_DIAG_WHATWG_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST:
              c.cause = US_BROWSER_CAUSE_DRIVE_LETTER;
              break;
            default:
              continue;
            }
          c.start = diag->start;
          c.end = diag->end;
        }
      while (k < removed->len && (diag == NULL || g_array_index (removed, Change, k).start <= c.start))
        g_array_append_val (out, g_array_index (removed, Change, k++));
      if (diag == NULL)
        break;
      if (out->len > 0)
        {
          Change *last = &g_array_index (out, Change, out->len - 1);

          /* the parser reports some twice */
          if (last->cause == c.cause && last->start == c.start && last->end == c.end)
            continue;
        }
      g_array_append_val (out, c);
    }
  return out;
}

static gboolean
spans_touch (const Change *a,
             const Change *b)
{
  return a->start <= b->end && b->start <= a->end;
}

static void
append_span (GArray *spans,
             gsize   start,
             gsize   end)
{
  if (end <= start)
    return;
  if (spans->len > 0)
    {
      UsBrowserSpan *last = &g_array_index (spans, UsBrowserSpan, spans->len - 1);

      if (start <= last->end)
        {
          last->end = MAX (last->end, end);
          return;
        }
    }
  g_array_append_val (spans, ((UsBrowserSpan) { start, end }));
}

/* The cause of another host, of the parser's changes before the end of
 * the host: slashes supplied first (the RFC then reads no host at all),
 * then "\" read as "/", a drive letter, characters removed. */
static const Change *
other_host_cause (const GArray *parsed,
                  gsize         limit)
{
  static const UsBrowserCause order[] = {
    US_BROWSER_CAUSE_MISSING_SLASHES, US_BROWSER_CAUSE_REVERSE_SOLIDUS, US_BROWSER_CAUSE_DRIVE_LETTER,
    US_BROWSER_CAUSE_TAB_NEWLINE, US_BROWSER_CAUSE_SPACE_AROUND,
  };

  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    for (guint i = 0; i < parsed->len; i++)
      {
        const Change *c = &g_array_index (parsed, Change, i);

        if (c->cause == order[o] && c->start < limit)
          return c;
      }
  return NULL;
}

/**
 * us_browser_read:
 * @result: a reference read under one of the RFCs
 * @whatwg: (nullable): the same input read under %US_SPEC_WHATWG, when the
 *   caller has it; else it is parsed here
 *
 * Compares how the RFC reads the reference with how a browser does.
 *
 * Returns: (transfer full) (nullable): the comparison; NULL when @result
 *   is itself of the WHATWG URL Standard
 */
UsBrowserReading *
us_browser_read (UsResult *result,
                 UsResult *whatwg)
{
  UsBrowserReading *self;
  const Part *bp;
  Compare cmp;
  g_autoptr(GArray) parsed = NULL;
  HostLevel host;
  gsize limit;

  g_return_val_if_fail (result != NULL, NULL);
  g_return_val_if_fail (whatwg == NULL || whatwg->spec == US_SPEC_WHATWG, NULL);
  g_return_val_if_fail (whatwg == NULL ||
                        (whatwg->len == result->len && memcmp (whatwg->input, result->input, result->len) == 0),
                        NULL);

  if (result->spec == US_SPEC_WHATWG)
    return NULL;

  self = g_new0 (UsBrowserReading, 1);
  self->ref_count = 1;
  self->result = us_result_ref (result);
  self->whatwg = whatwg != NULL ? us_result_ref (whatwg)
                                : us_parse (result->input, result->len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  self->spans = g_array_new (FALSE, FALSE, sizeof (UsBrowserSpan));
  self->href_spans = g_array_new (FALSE, FALSE, sizeof (UsBrowserSpan));
  rfc_parts (result, &self->rfc);

  self->href = href_parts (self->whatwg, &self->browser);
  if (self->href == NULL)
    {
      const UsDiagnostic *d = self->whatwg->url_failure < self->whatwg->n_diagnostics
                              ? &self->whatwg->diagnostics[self->whatwg->url_failure] : NULL;

      if (d != NULL && d->code == US_DIAG_WHATWG_MISSING_SCHEME_NON_RELATIVE_URL)
        self->verdict = US_BROWSER_NEEDS_BASE;
      else
        {
          self->verdict = US_BROWSER_FAILS;
          self->cause = US_BROWSER_CAUSE_FAILURE;
          if (d != NULL)
            {
              self->main = (Change) { US_BROWSER_CAUSE_FAILURE, 0, d->start, d->end, FALSE, 0, 0 };
              append_span (self->spans, d->start, d->end);
            }
        }
      return self;
    }

  self->href_len = strlen (self->href);
  bp = self->browser.p;
  self->scheme = g_strndup (self->href + bp[PART_SCHEME].start, bp[PART_SCHEME].end - bp[PART_SCHEME].start);
  if (bp[PART_HOST].def)
    self->host = g_strndup (self->href + bp[PART_HOST].start, bp[PART_HOST].end - bp[PART_HOST].start);
  self->special = is_special (self->scheme);
  /* A URL without a host whose path does not begin with "/" ("mailto:a",
   * "javascript:alert(1)") has an opaque path, which is never split. */
  self->opaque_path = !bp[PART_HOST].def &&
                      (!bp[PART_PATH].def || bp[PART_PATH].end == bp[PART_PATH].start ||
                       self->href[bp[PART_PATH].start] != '/');

  cmp = (Compare) { self, result->input, result->len, result->spec == US_SPEC_RFC3987, self->special,
                    g_array_new (FALSE, FALSE, sizeof (Change)) };
  parsed = parser_changes (self->whatwg, g_strcmp0 (self->scheme, "file") == 0);

  /* The parts in order, so that the changes come sorted. */
  {
    g_autoptr(GArray) a = tokenize (cmp.in, self->rfc.p[PART_SCHEME], TRUE);
    g_autoptr(GArray) b = tokenize (self->href, self->browser.p[PART_SCHEME], TRUE);

    compare_tokens (&cmp, PART_SCHEME, a, b, 0, 0);
  }
  compare_userinfo (&cmp);
  host = compare_host (&cmp);
  compare_port (&cmp);
  if (!compare_tail (&cmp))
    {
      compare_path (&cmp);
      compare_part (&cmp, PART_QUERY, FALSE);
      compare_part (&cmp, PART_FRAGMENT, FALSE);
    }

  self->host_differs = host != HOST_EQUAL;
  if (host == HOST_DIFFERENT || host == HOST_IPV4)
    {
      const Change *cause;
      gsize host_start, host_end;

      /* Where the browser's host ends in the input, or the RFC's. */
      limit = self->rfc.authority.def ? self->rfc.authority.end : 0;
      if (us_result_get_component (self->whatwg, US_COMPONENT_HOST, &host_start, &host_end))
        limit = MAX (limit, host_end);
      if (limit == 0)
        limit = result->len;
      cause = other_host_cause (parsed, limit);
      self->verdict = US_BROWSER_OTHER_HOST;
      if (cause == NULL || (host == HOST_IPV4 && cause->cause != US_BROWSER_CAUSE_MISSING_SLASHES))
        {
          const Part *rp = &self->rfc.p[PART_HOST];
          gsize at = rp->def ? rp->start : self->rfc.p[PART_PATH].start;

          self->main = (Change) { host == HOST_IPV4 ? US_BROWSER_CAUSE_IPV4 : US_BROWSER_CAUSE_OTHER, PART_HOST,
                                  at, rp->def ? rp->end : at, FALSE, 0, 0 };
        }
      else
        self->main = *cause;
      self->cause = self->main.cause;
      /* The input: the parser's changes, and the host when nothing else
       * explains it, in order. */
      {
        gboolean pending = self->main.cause == US_BROWSER_CAUSE_IPV4 || self->main.cause == US_BROWSER_CAUSE_OTHER;

        for (guint i = 0; i < parsed->len; i++)
          {
            const Change *c = &g_array_index (parsed, Change, i);

            if (pending && self->main.start < c->start)
              {
                append_span (self->spans, self->main.start, self->main.end);
                pending = FALSE;
              }
            append_span (self->spans, c->start, c->end);
          }
        if (pending)
          append_span (self->spans, self->main.start, self->main.end);
      }
    }
  else if (parsed->len > 0 || cmp.changes->len > 0)
    {
      guint i = 0, k = 0;
      const Change *first_p = parsed->len > 0 ? &g_array_index (parsed, Change, 0) : NULL;
      const Change *first_c = cmp.changes->len > 0 ? &g_array_index (cmp.changes, Change, 0) : NULL;
      const Change *first;

      self->verdict = US_BROWSER_REWRITTEN;
      /* Both lists are in order: merged. */
      while (i < parsed->len || k < cmp.changes->len)
        {
          const Change *p = i < parsed->len ? &g_array_index (parsed, Change, i) : NULL;
          const Change *c = k < cmp.changes->len ? &g_array_index (cmp.changes, Change, k) : NULL;

          if (p != NULL && (c == NULL || p->start <= c->start))
            {
              append_span (self->spans, p->start, p->end);
              i++;
            }
          else
            {
              append_span (self->spans, c->start, c->end);
              k++;
            }
        }
      /* The first difference names the cause; of a parser's change and a
       * part's that overlap, the parser's, which knows why. */
      if (first_c != NULL && (first_p == NULL || (first_c->start < first_p->start && !spans_touch (first_p, first_c))))
        first = first_c;
      else
        first = first_p;
      /* A host written otherwise is told first: the line names both. */
      if (host == HOST_SAME_NAME)
        for (guint h = 0; h < cmp.changes->len; h++)
          if (g_array_index (cmp.changes, Change, h).part == PART_HOST)
            first = &g_array_index (cmp.changes, Change, h);
      self->main = *first;
      self->cause = first->cause;
    }
  else
    self->verdict = US_BROWSER_SAME;

  if (self->verdict == US_BROWSER_OTHER_HOST || self->verdict == US_BROWSER_REWRITTEN)
    {
      gboolean host_marked = FALSE;

      for (guint k = 0; k < cmp.changes->len; k++)
        {
          const Change *c = &g_array_index (cmp.changes, Change, k);

          /* The host of another host is marked in the href: where it
           * comes in order. */
          if (self->verdict == US_BROWSER_OTHER_HOST && !host_marked && c->part > PART_HOST &&
              self->browser.p[PART_HOST].def)
            {
              append_span (self->href_spans, self->browser.p[PART_HOST].start, self->browser.p[PART_HOST].end);
              host_marked = TRUE;
            }
          if (c->has_href)
            {
              append_span (self->href_spans, c->hstart, c->hend);
              host_marked = host_marked || c->part == PART_HOST;
            }
        }
      if (self->verdict == US_BROWSER_OTHER_HOST && !host_marked && self->browser.p[PART_HOST].def)
        append_span (self->href_spans, self->browser.p[PART_HOST].start, self->browser.p[PART_HOST].end);
    }
  g_array_free (cmp.changes, TRUE);
  return self;
}

UsBrowserReading *
us_browser_reading_ref (UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
us_browser_reading_unref (UsBrowserReading *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  us_result_unref (self->result);
  us_result_unref (self->whatwg);
  g_free (self->href);
  g_free (self->scheme);
  g_free (self->host);
  g_array_free (self->spans, TRUE);
  g_array_free (self->href_spans, TRUE);
  g_free (self);
}

UsBrowserVerdict
us_browser_reading_get_verdict (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, US_BROWSER_SAME);
  return self->verdict;
}

/* Whether there is something to say: a browser refuses the link, goes to
 * another host, or rewrites it. */
gboolean
us_browser_reading_differs (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->verdict == US_BROWSER_FAILS || self->verdict == US_BROWSER_OTHER_HOST ||
         self->verdict == US_BROWSER_REWRITTEN;
}

UsBrowserCause
us_browser_reading_get_cause (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, US_BROWSER_CAUSE_NONE);
  return self->cause;
}

/* The RFC's reading compared. */
UsResult *
us_browser_reading_get_result (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->result;
}

/* The browser's reading: the same input under %US_SPEC_WHATWG. */
UsResult *
us_browser_reading_get_whatwg (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->whatwg;
}

/**
 * us_browser_reading_get_href:
 *
 * Returns: (nullable): what a browser reads, as its URL serializer writes
 *   it (ASCII); NULL when it refuses the link or needs a base
 */
const char *
us_browser_reading_get_href (const UsBrowserReading *self,
                             gsize                  *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (len)
    *len = self->href_len;
  return self->href;
}

/**
 * us_browser_reading_get_host:
 *
 * Returns: (nullable): the host a browser reads, serialized ("" for the
 *   empty host of a file URL); NULL for none
 */
const char *
us_browser_reading_get_host (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->host;
}

/**
 * us_browser_reading_get_rfc_host:
 *
 * Returns: (nullable): the host the RFC reads, @len bytes of the input as
 *   written (not NUL-terminated); NULL for none
 */
const char *
us_browser_reading_get_rfc_host (const UsBrowserReading *self,
                                 gsize                  *len)
{
  const Part *p;

  g_return_val_if_fail (self != NULL, NULL);
  p = &self->rfc.p[PART_HOST];
  if (len)
    *len = p->def ? p->end - p->start : 0;
  return p->def ? self->result->input + p->start : NULL;
}

/**
 * us_browser_reading_get_spans:
 *
 * Returns: the bytes of the input where the readings differ, in order,
 *   none empty, none touching another
 */
const UsBrowserSpan *
us_browser_reading_get_spans (const UsBrowserReading *self,
                              guint                  *n_spans)
{
  g_return_val_if_fail (self != NULL && n_spans != NULL, NULL);
  *n_spans = self->spans->len;
  return (const UsBrowserSpan *) (void *) self->spans->data;
}

/**
 * us_browser_reading_get_href_spans:
 *
 * Returns: the bytes of the href that differ from what the RFC reads, in
 *   order (characters a browser removes have none)
 */
const UsBrowserSpan *
us_browser_reading_get_href_spans (const UsBrowserReading *self,
                                   guint                  *n_spans)
{
  g_return_val_if_fail (self != NULL && n_spans != NULL, NULL);
  *n_spans = self->href_spans->len;
  return (const UsBrowserSpan *) (void *) self->href_spans->data;
}

/* ---- in words ---- */

static char *
quote (const char *text,
       gsize       start,
       gsize       end)
{
  return us_quote (text + start, end > start ? end - start : 0, 60);
}

/* "it reads “\” as “/” in an http URL": per scheme, for the article. */
static const char *
reverse_solidus_clause (const char *scheme)
{
  static const struct { const char *scheme; const char *clause; } clauses[] = {
    { "http", N_("it reads “\\” as “/” in an http URL") },
    { "https", N_("it reads “\\” as “/” in an https URL") },
    { "ws", N_("it reads “\\” as “/” in a ws URL") },
    { "wss", N_("it reads “\\” as “/” in a wss URL") },
    { "ftp", N_("it reads “\\” as “/” in an ftp URL") },
    { "file", N_("it reads “\\” as “/” in a file URL") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (clauses); i++)
    if (g_strcmp0 (scheme, clauses[i].scheme) == 0)
      return _(clauses[i].clause);
  return _("it reads “\\” as “/” in a URL of a special scheme");
}

/* "it reads the path as “/b”": the browser's part, for a cause that has
 * no name of its own. */
static char *
other_clause (const UsBrowserReading *self,
              guint                   part)
{
  const Part *bp;
  g_autofree char *text = NULL;

  if (part >= N_PARTS || !self->browser.p[part].def)
    return NULL;
  bp = &self->browser.p[part];
  text = quote (self->href, bp->start, bp->end);
  switch (part)
    {
    case PART_SCHEME: return g_strdup_printf (_("it reads the scheme as “%s”"), text);
    case PART_USERINFO: return g_strdup_printf (_("it reads the user information as “%s”"), text);
    case PART_HOST: return g_strdup_printf (_("it reads the host as “%s”"), text);
    case PART_PORT: return g_strdup_printf (_("it reads the port as “%s”"), text);
    case PART_PATH: return g_strdup_printf (_("it reads the path as “%s”"), text);
    case PART_QUERY: return g_strdup_printf (_("it reads the query as “%s”"), text);
    case PART_FRAGMENT: return g_strdup_printf (_("it reads the fragment as “%s”"), text);
    default: return NULL;
    }
}

/* The cause as a clause that follows "because" or ":" ("it removes every
 * tab and newline in a link"); NULL when it has no words. */
static char *
cause_clause (const UsBrowserReading *self)
{
  const Change *c = &self->main;
  const char *in = self->result->input;

  switch (self->cause)
    {
    case US_BROWSER_CAUSE_REVERSE_SOLIDUS:
      return g_strdup (reverse_solidus_clause (self->scheme));

    case US_BROWSER_CAUSE_MISSING_SLASHES:
      /* TRANSLATORS: both %s are the scheme: "it reads “http:” followed by any number of “/” or “\” as “http://”" */
      return g_strdup_printf (_("it reads “%1$s:” followed by any number of “/” or “\\” as “%1$s://”"),
                              self->scheme);

    case US_BROWSER_CAUSE_SPACE_AROUND:
      return g_strdup (_("it removes spaces and control characters before and after a link"));

    case US_BROWSER_CAUSE_TAB_NEWLINE:
      return g_strdup (_("it removes every tab and newline in a link"));

    case US_BROWSER_CAUSE_IPV4:
      return g_strdup (_("it reads a host that ends in a number as an IPv4 address, whose numbers may be hexadecimal (0x…), octal (0…) or fewer than four"));

    case US_BROWSER_CAUSE_HOST_DECODED:
      return g_strdup (_("it percent-decodes the host"));

    case US_BROWSER_CAUSE_HOST_TO_ASCII:
      return g_strdup (_("it writes the host name in ASCII (IDNA ToASCII, UTS #46)"));

    case US_BROWSER_CAUSE_DRIVE_LETTER:
      {
        g_autofree char *letter = quote (in, c->start, c->end);

        /* TRANSLATORS: %s is a drive letter and colon, "C:" */
        return g_strdup_printf (_("it reads “%s” after “file://” as a Windows drive letter, which begins the path"),
                                letter);
      }

    case US_BROWSER_CAUSE_PERCENT_ENCODED:
      {
        g_autofree char *what = NULL;
        g_autofree char *encoded = NULL;
        gsize n;

        if (c->part == PART_HOST && self->host_differs)
          return g_strdup (_("it percent-encodes the host"));
        if (c->start >= self->result->len)
          return NULL;
        what = us_describe_char (in, self->result->len, c->start);
        /* The first character's bytes, each written as "%XX". */
        n = (gsize) g_utf8_skip[(guchar) in[c->start]];
        if (n > c->end - c->start || !g_utf8_validate_len (in + c->start, n, NULL))
          n = 1;
        encoded = quote (self->href, c->hstart, MIN (c->hend, c->hstart + 3 * n));
        /* TRANSLATORS: "it percent-encodes space (U+0020) as %20" */
        return g_strdup_printf (_("it percent-encodes %s as %s"), what, encoded);
      }

    case US_BROWSER_CAUSE_NOT_UTF8:
      return g_strdup (_("it replaces bytes that are not UTF-8 with U+FFFD, written %EF%BF%BD"));

    case US_BROWSER_CAUSE_OTHER:
      /* The host is already named, both ways. */
      return c->part == PART_HOST ? NULL : other_clause (self, c->part);

    case US_BROWSER_CAUSE_NONE:
    case US_BROWSER_CAUSE_FAILURE:
    default:
      return NULL;
    }
}

/**
 * us_browser_reading_format:
 *
 * Returns: (transfer full) (nullable): the difference in one line, naming
 *   its cause ("RFC 3986 reads the host as evil.com; a browser reads
 *   example.com, because it reads “\” as “/” in an http URL"), translated,
 *   with the characters of the input in their display form (us_quote());
 *   NULL when there is nothing to say
 */
char *
us_browser_reading_format (const UsBrowserReading *self)
{
  const char *spec;
  const Part *rp;
  g_autofree char *rfc_host = NULL;
  g_autofree char *browser_host = NULL;
  g_autofree char *clause = NULL;
  gboolean r_host, b_host;

  g_return_val_if_fail (self != NULL, NULL);

  if (!us_browser_reading_differs (self))
    return NULL;
  spec = us_spec_title (self->result->spec);
  rp = &self->rfc.p[PART_HOST];
  r_host = rp->def && rp->end > rp->start;
  if (r_host)
    rfc_host = quote (self->result->input, rp->start, rp->end);

  if (self->verdict == US_BROWSER_FAILS)
    {
      g_autofree char *refusal = us_result_format_url_refusal (self->whatwg);

      if (refusal == NULL)
        refusal = g_strdup (_("a browser’s URL parser returns failure"));
      if (r_host)
        /* TRANSLATORS: "RFC 3986 reads the host as exa mple.com; a browser refuses the link: <why>" */
        return g_strdup_printf (_("%s reads the host as %s; a browser refuses the link: %s"), spec, rfc_host, refusal);
      /* TRANSLATORS: "RFC 3986 reads this link; a browser refuses it: <why>" */
      return g_strdup_printf (_("%s reads this link; a browser refuses it: %s"), spec, refusal);
    }

  b_host = self->host != NULL && *self->host != '\0';
  if (b_host)
    browser_host = us_quote (self->host, strlen (self->host), 60);
  clause = cause_clause (self);

  if (self->host_differs)
    {
      if (clause != NULL)
        {
          if (r_host && b_host)
            /* TRANSLATORS: "RFC 3986 reads the host as evil.com; a browser reads example.com, because it reads “\” as “/” in an http URL" */
            return g_strdup_printf (_("%s reads the host as %s; a browser reads %s, because %s"),
                                    spec, rfc_host, browser_host, clause);
          if (b_host)
            /* TRANSLATORS: "RFC 3986 reads no host; a browser reads the host example.com, because <clause>" */
            return g_strdup_printf (_("%s reads no host; a browser reads the host %s, because %s"),
                                    spec, browser_host, clause);
          /* TRANSLATORS: "RFC 3986 reads the host as C; a browser reads no host, because <clause>" */
          return g_strdup_printf (_("%s reads the host as %s; a browser reads no host, because %s"),
                                  spec, rfc_host ? rfc_host : "", clause);
        }
      if (r_host && b_host)
        return g_strdup_printf (_("%s reads the host as %s; a browser reads %s"), spec, rfc_host, browser_host);
      if (b_host)
        return g_strdup_printf (_("%s reads no host; a browser reads the host %s"), spec, browser_host);
      return g_strdup_printf (_("%s reads the host as %s; a browser reads no host"), spec, rfc_host ? rfc_host : "");
    }

  if (b_host)
    {
      if (clause != NULL)
        /* TRANSLATORS: "RFC 3986 and a browser read the same host, but a browser rewrites the link: it removes every tab and newline in a link" */
        return g_strdup_printf (_("%s and a browser read the same host, but a browser rewrites the link: %s"),
                                spec, clause);
      return g_strdup_printf (_("%s and a browser read the same host, but a browser rewrites the link"), spec);
    }
  if (clause != NULL)
    /* TRANSLATORS: "A browser rewrites this link: it removes every tab and newline in a link" */
    return g_strdup_printf (_("A browser rewrites this link: %s"), clause);
  return g_strdup (_("A browser rewrites this link"));
}

/**
 * us_browser_reading_format_short:
 * @self: (nullable): the reading
 *
 * Returns: (transfer full) (nullable): what a browser does with the link,
 *   as the second half of a verdict line ("a browser goes to example.com",
 *   "a browser refuses it"), translated, the host in its display form;
 *   NULL for no reading
 */
char *
us_browser_reading_format_short (const UsBrowserReading *self)
{
  if (self == NULL)
    return NULL;
  switch (self->verdict)
    {
    case US_BROWSER_SAME:
      return g_strdup (_("a browser reads it the same"));
    case US_BROWSER_NEEDS_BASE:
      return g_strdup (_("a browser refuses it without a base (a page’s address)"));
    case US_BROWSER_FAILS:
      return g_strdup (_("a browser refuses it"));
    case US_BROWSER_OTHER_HOST:
      if (self->host != NULL && *self->host != '\0')
        {
          g_autofree char *host = us_quote (self->host, strlen (self->host), 60);

          /* TRANSLATORS: "a browser goes to example.com" */
          return g_strdup_printf (_("a browser goes to %s"), host);
        }
      return g_strdup (_("a browser reads no host"));
    case US_BROWSER_REWRITTEN:
      return g_strdup (_("a browser rewrites it"));
    default:
      g_return_val_if_reached (NULL);
    }
}

/* "other-host": the verdict's name, for tests and scripts. */
const char *
us_browser_verdict_name (UsBrowserVerdict verdict)
{
  static const char *const names[] = { "same", "needs-base", "fails", "other-host", "rewritten" };

  g_return_val_if_fail ((guint) verdict < G_N_ELEMENTS (names), NULL);
  return names[verdict];
}

/* "reverse-solidus": the cause's name, for tests and scripts. */
const char *
us_browser_cause_name (UsBrowserCause cause)
{
  static const char *const names[] = {
    "none", "failure", "reverse-solidus", "missing-slashes", "space-around", "tab-newline", "ipv4",
    "host-decoded", "host-to-ascii", "drive-letter", "percent-encoded", "not-utf8", "other",
  };

  g_return_val_if_fail ((guint) cause < G_N_ELEMENTS (names), NULL);
  return names[cause];
}
