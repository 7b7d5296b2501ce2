/* us-browser-diff.c — the token diff of two readings
 *
 * Each part of the RFC's reading is compared with the browser's, token by
 * token (a byte, or a "%XX" standing for one): a common prefix, each
 * difference in it explained by what the browser does (it percent-encodes
 * a byte, removes a tab or newline, reads "\" as "/" in a special scheme,
 * replaces an ill-formed UTF-8 sequence with U+FFFD), then a common suffix
 * found from the right, and the middle that is left as one difference.
 * The rewrites RFC 3986 calls equivalent (§6.2.2, §6.2.3: case, unreserved
 * characters percent-encoded, dot segments, the default port, "/" for an
 * empty http path) are no difference. The host is compared on its own: the
 * same text, the same host written otherwise (percent-decoded, in ASCII,
 * as an IPv4 address), or another host. Last, the parser's own changes:
 * what the browser removes or rewrites before and as it parses, from the
 * input and the WHATWG parse's validation errors.
 *
 * Each part is one pass or two over its tokens: linear.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-browser-private.h"
#include "us-chars-private.h"
#include "us-result-private.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

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

GArray *
us_browser_tokenize (const char *text,
          Part        part,
          gboolean    lower)
{
  GArray *toks = g_array_sized_new (FALSE, FALSE, sizeof (Tok), part.def ? part.end - part.start : 0);
  Tok *out;
  guint n = 0;

  if (!part.def || part.end == part.start)
    return toks;
  /* No more tokens than bytes: written in place, the length set last. */
  g_array_set_size (toks, part.end - part.start);
  out = (Tok *) (void *) toks->data;
  for (gsize i = part.start; i < part.end;)
    {
      Tok t;

      if (text[i] == '%' && part.end - i >= 3 && g_ascii_isxdigit (text[i + 1]) && g_ascii_isxdigit (text[i + 2]))
        t = (Tok) { (guint32) i, 3, (guchar) (us_hex_value ((guchar) text[i + 1]) * 16 + us_hex_value ((guchar) text[i + 2])) };
      else
        t = (Tok) { (guint32) i, 1, (guchar) text[i] };
      if (lower && t.byte >= 'A' && t.byte <= 'Z')
        t.byte = (guchar) (t.byte - 'A' + 'a');
      i += t.len;
      out[n++] = t;
    }
  g_array_set_size (toks, n);
  return toks;
}

static gboolean
is_raw_slash (const Tok *t)
{
  return t->len == 1 && t->byte == '/';
}

/* RFC 3986 §5.2.4 remove_dot_segments on the tokens of a path that begins
 * with "/": a stack of the segments kept, each a "/" and what follows it.
 * "%2E" is a "." here, as it is once §6.2.2.2 decodes it.
 *
 * Not the resolver's us_remove_dot_segments() (us-resolve-rfc3986.c),
 * whose semantics differ: that one works on the bytes of a path in a
 * resolver's scratch memory, where "%2E" is no dot (§5.2.4 runs on the
 * path as written), and writes the trace's rows; this one works on
 * tokens, which keep the offset of each byte in the input, so that the
 * differences found after it still point at the input. */
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
gboolean
us_browser_compare_tokens (Compare *cmp,
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
  g_autoptr(GArray) tail = NULL;   /* made when the suffix has a change */
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

        if (tail == NULL)
          tail = g_array_new (FALSE, FALSE, sizeof (Change));
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
  if (tail == NULL)
    return differs;
  for (guint t = tail->len; t > 0; t--)
    add_change (cmp->changes, &g_array_index (tail, Change, t - 1));
  return TRUE;
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

gboolean
us_browser_compare_part (Compare  *cmp,
              guint     part,
              gboolean  lower)
{
  UsBrowserReading *self = cmp->self;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;
  const Part *rp = &self->rfc.p[part], *bp = &self->browser.p[part];

  if (same_text (cmp, part))
    return FALSE;
  a = us_browser_tokenize (cmp->in, *rp, lower);
  b = us_browser_tokenize (self->href, *bp, lower);
  return us_browser_compare_tokens (cmp, part, a, b, rp->def ? rp->start : 0, bp->def ? bp->start : 0);
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

void
us_browser_compare_port (Compare *cmp)
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

void
us_browser_compare_userinfo (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  g_autoptr(GArray) a = NULL;
  g_autoptr(GArray) b = NULL;

  /* None on either side, the common case: nothing to compare. */
  if (!self->rfc.p[PART_USERINFO].def && !self->browser.p[PART_USERINFO].def)
    return;
  a = us_browser_tokenize (cmp->in, self->rfc.p[PART_USERINFO], FALSE);
  b = us_browser_tokenize (self->href, self->browser.p[PART_USERINFO], FALSE);
  /* "user:" is "user" with an empty password, which a browser leaves out. */
  if (a->len > 0 && g_array_index (a, Tok, a->len - 1).len == 1 && g_array_index (a, Tok, a->len - 1).byte == ':')
    g_array_set_size (a, a->len - 1);
  us_browser_compare_tokens (cmp, PART_USERINFO, a, b, self->rfc.p[PART_HOST].start,
                  self->browser.p[PART_HOST].def ? self->browser.p[PART_HOST].start : 0);
}

void
us_browser_compare_path (Compare *cmp)
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
  a = us_browser_tokenize (cmp->in, *rp, FALSE);
  b = us_browser_tokenize (self->href, bp, FALSE);

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
  us_browser_compare_tokens (cmp, PART_PATH, a, b, rp->start, bp.start);
  g_array_free (a, TRUE);
}

/* Where the RFC and the browser split the rest of the link otherwise (RFC
 * 2396 reads "mailto:a@b?subject=x" as one opaque part, a browser as a path
 * and a query): the path, the query and the fragment compared as one. */
gboolean
us_browser_compare_tail (Compare *cmp)
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
  ta = us_browser_tokenize (cmp->in, rt, FALSE);
  tb = us_browser_tokenize (self->href, bt, FALSE);
  us_browser_compare_tokens (cmp, PART_PATH, ta, tb, rt.start, bt.start);
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
HostLevel
us_browser_compare_host (Compare *cmp)
{
  UsBrowserReading *self = cmp->self;
  const Part *rp = &self->rfc.p[PART_HOST], *bp = &self->browser.p[PART_HOST];
  const char *host = cmp->in + rp->start;
  gsize len = rp->def ? rp->end - rp->start : 0;
  const char *browser = self->host;
  gboolean r_empty = len == 0;
  gboolean b_empty = browser == NULL || *browser == '\0';
  Compare probe = *cmp;
  g_autoptr(GArray) scratch = NULL;
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
  /* The same bytes, the common case: the same tokens, no change. */
  if (bp->def && bp->end - bp->start == len && memcmp (host, self->href + bp->start, len) == 0)
    return HOST_EQUAL;

  /* The same text, but for case and percent-encoded unreserved bytes. */
  scratch = g_array_new (FALSE, FALSE, sizeof (Change));
  probe.changes = scratch;
  a = us_browser_tokenize (cmp->in, *rp, TRUE);
  b = us_browser_tokenize (self->href, *bp, TRUE);
  if (!us_browser_compare_tokens (&probe, PART_HOST, a, b, rp->start, bp->start))
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
GArray *
us_browser_parser_changes (const UsResult *whatwg,
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
