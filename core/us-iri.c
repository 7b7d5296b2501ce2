/* us-iri.c — IRIs to URIs and back (RFC 3987 §3.1, §3.2), step by step
 *
 * Each direction is the RFC's list of steps, done literally, with the text
 * after every step and what each changed:
 *
 * §3.1, IRI to URI: step 1a reads the IRI as UCS characters (it is UTF-8
 * already); step 1b, NFC, applies only to an IRI from a non-digital source,
 * so it is shown and not applied (computed in O(n log n): to_nfc()); step 2
 * percent-encodes the UTF-8 octets of every ucschar and iprivate. Bytes
 * that are not UTF-8, and non-ASCII characters that are neither
 * (noncharacters), are percent-encoded too, so that the result is a
 * sequence of URI characters; the change says so. For the host name, §3.1
 * allows the IDNA ToASCII form instead: the other answer, from GLib's
 * g_hostname_to_ascii().
 *
 * §3.2, URI to IRI: step 2 decodes the percent-encodings but those of "%",
 * of reserved characters and of US-ASCII characters not allowed in URIs;
 * step 3 re-encodes the octets that are not part of UTF-8; step 4
 * re-encodes the characters an IRI should not hold (not ucschar, iprivate
 * outside the query, the bidi formatting characters of §4.1); step 5 reads
 * the octets as UTF-8. The host name's IDNA ToUnicode form
 * (g_hostname_to_unicode()) is the other answer.
 *
 * us_iri_mapping_format() says a mapping in words, step by step, for the
 * normalization page and the command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-parse-private.h"
#include "us-whatwg.h"
#include "uriscope.h"

/* A change of a step: four texts in the step's store, each by its offset
 * there and NUL-terminated (the bytes replaced and what replaces them,
 * each as it is and in display form). A display form the same as its
 * bytes is not stored twice. */
typedef struct {
  guint32 from;            /* the bytes replaced */
  guint32 from_len;
  guint32 to;              /* what replaces them */
  guint32 to_len;
  guint32 from_shown;      /* us_quote (from, 40) */
  guint32 to_shown;        /* us_quote (to) */
} Change;

typedef struct {
  UsIriStep kind;
  GString *text;
  GArray *changes;        /* Change */
  GString *store;         /* their texts */
} Step;

struct _UsIriMapping {
  gint ref_count;
  gboolean to_uri;
  GArray *steps;          /* Step */
  char *alternative;      /* the IDNA form, or NULL */
};

static const char hex_upper[] = "0123456789ABCDEF";

static Step *
add_step (UsIriMapping *self,
          UsIriStep     kind,
          const char   *text,
          gsize         len)
{
  /* the arrays of changes are made with the first change: most steps
   * have none */
  Step step = { kind, g_string_new_len (text, (gssize) len), NULL, NULL };

  g_array_append_val (self->steps, step);
  return &g_array_index (self->steps, Step, self->steps->len - 1);
}

/* @len bytes into @store, and a NUL; their offset there. */
static guint32
store_text (GString    *store,
            const char *text,
            gsize       len)
{
  gsize at = store->len;

  g_string_append_len (store, text, (gssize) len);
  g_string_append_c (store, '\0');
  /* an input is at most US_MAX_INPUT bytes: its texts far fewer than 4 GB */
  g_assert (store->len <= G_MAXUINT32);
  return (guint32) at;
}

/* The display form of the text at @at, @len bytes: stored after it, or
 * the same offset when it is the same. */
static guint32
store_shown (GString *store,
             guint32  at,
             gsize    len,
             gsize    max_chars)
{
  g_autofree char *shown = us_quote (store->str + at, len, max_chars);
  gsize shown_len = strlen (shown);

  if (shown_len == len && memcmp (shown, store->str + at, len) == 0)
    return at;
  return store_text (store, shown, shown_len);
}

/* A change of @step: a megabyte of bytes that are not UTF-8 is half a
 * million of them, so each is a few offsets and its texts in one store,
 * not strings and GBytes of its own (issue 24: six allocations a change
 * made the mappings the most of the memory of --spec all). @from and @to
 * may point into @step's text. */
static void
add_change (Step       *step,
            const char *from,
            gsize       from_len,
            const char *to,
            gsize       to_len)
{
  Change change;

  if (step->changes == NULL)
    {
      step->changes = g_array_new (FALSE, FALSE, sizeof (Change));
      step->store = g_string_new (NULL);
    }
  change.from = store_text (step->store, from, from_len);
  change.from_len = (guint32) from_len;
  change.to = store_text (step->store, to, to_len);
  change.to_len = (guint32) to_len;
  change.from_shown = store_shown (step->store, change.from, from_len, 40);
  change.to_shown = store_shown (step->store, change.to, to_len, 0);
  g_array_append_val (step->changes, change);
}

static void
append_pct (GString *out,
            guchar   c)
{
  g_string_append_c (out, '%');
  g_string_append_c (out, hex_upper[c >> 4]);
  g_string_append_c (out, hex_upper[c & 0xf]);
}

/* A combining mark and its class, for the canonical ordering of a run. */
typedef struct {
  gunichar c;
  int cc;
} Mark;

static int
compare_marks (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return ((const Mark *) a)->cc - ((const Mark *) b)->cc;
}

/* Sorts a run of non-starters by combining class, stably (g_qsort_with_data()
 * is a merge sort). */
static void
order_marks (gunichar *run,
             gsize     n)
{
  g_autofree Mark *marks = NULL;
  gboolean sorted = TRUE;

  for (gsize i = 1; i < n && sorted; i++)
    sorted = g_unichar_combining_class (run[i - 1]) <= g_unichar_combining_class (run[i]);
  if (sorted)
    return;
  marks = g_new (Mark, n);
  for (gsize i = 0; i < n; i++)
    marks[i] = (Mark) { run[i], g_unichar_combining_class (run[i]) };
  g_qsort_with_data (marks, (gint) n, sizeof (Mark), compare_marks, NULL);
  for (gsize i = 0; i < n; i++)
    run[i] = marks[i].c;
}

/* NFC, exactly as g_utf8_normalize (G_NORMALIZE_NFC) gives it, in
 * O(n log n): GLib's sorts each run of combining marks by insertion and
 * moves the rest of the string for every character it composes, seconds for
 * 100 KB of "é". The same steps: the full canonical decomposition of every
 * character; each run of non-starters sorted stably by combining class;
 * then the composition loop of GLib 2.74 (and UAX #15), with
 * a write index instead of the moves. @text is UTF-8 without NUL. */
static char *
to_nfc (const char *text,
        gsize       len)
{
  g_autoptr(GArray) buf = g_array_sized_new (FALSE, FALSE, sizeof (gunichar), len);
  gunichar *w;
  gsize n, out = 0, last_start = 0;
  int last_cc = 0;

  for (const char *p = text; p < text + len; p = g_utf8_next_char (p))
    {
      gunichar d[G_UNICHAR_MAX_DECOMPOSITION_LENGTH];
      gsize k = g_unichar_fully_decompose (g_utf8_get_char (p), FALSE, d, G_N_ELEMENTS (d));

      g_array_append_vals (buf, d, (guint) k);
    }
  w = (gunichar *) (void *) buf->data;
  n = buf->len;

  for (gsize i = 0; i < n;)
    {
      gsize j = i;

      while (j < n && g_unichar_combining_class (w[j]) != 0)
        j++;
      if (j - i > 1)
        order_marks (w + i, j - i);
      i = j > i ? j : i + 1;
    }

  for (gsize r = 0; r < n; r++)
    {
      gunichar c = w[r];
      int cc = g_unichar_combining_class (c);
      gunichar composed;

      if (out > 0 && (last_cc == 0 || last_cc < cc) && g_unichar_compose (w[last_start], c, &composed))
        {
          w[last_start] = composed;
          last_cc = out - 1 == last_start ? 0 : g_unichar_combining_class (w[out - 2]);
          continue;
        }
      if (cc == 0)
        last_start = out;
      last_cc = cc;
      w[out++] = c;
    }
  return g_ucs4_to_utf8 (w, (glong) out, NULL, NULL, NULL);
}

/* The length of the UTF-8 character at @s (at most @n bytes), or 0 when
 * the bytes there are not UTF-8. */
static gsize
utf8_char_len (const char *s,
               gsize       n)
{
  gsize want = (gsize) g_utf8_skip[(guchar) s[0]];

  return want <= n && g_utf8_validate_len (s, want, NULL) ? want : 0;
}

/* §3.1 step 2 over [s, s + n), appended to @out; the changes to @step when
 * given. */
static void
encode_non_ascii (GString    *out,
                  const char *s,
                  gsize       n,
                  Step       *step)
{
  gsize i = 0;

  while (i < n)
    {
      guchar c = (guchar) s[i];
      gsize k, start = out->len;

      if (c < 0x80)
        {
          g_string_append_c (out, (char) c);
          i++;
          continue;
        }
      k = utf8_char_len (s + i, n - i);
      if (k == 0)
        k = 1;
      for (gsize j = 0; j < k; j++)
        append_pct (out, (guchar) s[i + j]);
      if (step != NULL)
        add_change (step, s + i, k, out->str + start, out->len - start);
      i += k;
    }
}

static UsIriMapping *
mapping_new (gboolean to_uri)
{
  UsIriMapping *self = g_new0 (UsIriMapping, 1);

  self->ref_count = 1;
  self->to_uri = to_uri;
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  return self;
}

/* The host name of @text read as an IRI (by @r, when the caller has read
 * it already), or FALSE when it has none. */
static gboolean
find_host (const char     *text,
           gsize           len,
           const UsResult *r,
           gsize          *start,
           gsize          *end)
{
  g_autoptr(UsResult) own = r == NULL ? us_parse_rfc3987 (text, len, US_PARSE_NO_TREE) : NULL;

  if (r == NULL)
    r = own;
  return us_result_get_component (r, US_COMPONENT_HOST, start, end) && *end > *start &&
         text[*start] != '[';
}

static UsIriMapping *iri_to_uri (const char     *text,
                                 gsize           len,
                                 const UsResult *read);

/**
 * us_iri_to_uri:
 * @text: an IRI reference, @len bytes
 *
 * Returns: (transfer full): the steps of RFC 3987 §3.1
 */
UsIriMapping *
us_iri_to_uri (const char *text,
               gsize       len)
{
  g_return_val_if_fail (text != NULL || len == 0, NULL);
  return iri_to_uri (text, len, NULL);
}

/**
 * us_iri_to_uri_result:
 * @result: the IRI read under %US_SPEC_RFC3987
 *
 * As us_iri_to_uri(), from a reading already made (its host is not looked
 * for again).
 *
 * Returns: (transfer full): the steps of RFC 3987 §3.1
 */
UsIriMapping *
us_iri_to_uri_result (const UsResult *result)
{
  const char *text;
  gsize len;

  g_return_val_if_fail (result != NULL && us_result_get_spec (result) == US_SPEC_RFC3987, NULL);
  text = us_result_get_input (result, &len);
  return iri_to_uri (text, len, result);
}

static gboolean
is_ascii (const char *text,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if ((guchar) text[i] >= 0x80)
      return FALSE;
  return TRUE;
}

static UsIriMapping *
iri_to_uri (const char     *text,
            gsize           len,
            const UsResult *read)
{
  UsIriMapping *self = mapping_new (TRUE);
  Step *step;
  gsize hs, he;

  add_step (self, US_IRI_STEP_UCS, text, len);

  step = add_step (self, US_IRI_STEP_NFC, text, len);
  /* len > 0: text may be NULL when empty, and memchr() takes no NULL. */
  /* ASCII is its own NFC (no ASCII character decomposes, and none
   * composes with another): the normalization is for the rest. */
  if (len > 0 && !is_ascii (text, len) && g_utf8_validate_len (text, len, NULL) && memchr (text, '\0', len) == NULL)
    {
      g_autofree char *nfc = to_nfc (text, len);

      if (nfc != NULL && (strlen (nfc) != len || memcmp (nfc, text, len) != 0))
        add_change (step, text, len, nfc, strlen (nfc));
    }

  step = add_step (self, US_IRI_STEP_ENCODE, "", 0);
  encode_non_ascii (step->text, text, len, step);

  if (find_host (text, len, read, &hs, &he))
    {
      g_autofree char *host = g_strndup (text + hs, he - hs);
      g_autofree char *ascii = NULL;

      /* The host in ASCII as a browser writes it (UTS #46 with the URL
       * Standard's flags, its host parser), not IDNA 2003 (GLib's
       * g_hostname_to_ascii(), which drops U+200D and maps U+2024 to a
       * dot where a browser refuses): no alternative where a browser
       * refuses the name, or where it reads no domain. */
      if (strlen (host) == he - hs && g_utf8_validate (host, -1, NULL) && g_str_is_ascii (host) == FALSE)
        {
          UsWhatwgHost parsed;

          if (us_whatwg_host_parse_string (host, he - hs, TRUE, &parsed))
            {
              if (parsed.kind == US_WHATWG_HOST_DOMAIN)
                ascii = g_strdup (parsed.name);
              us_whatwg_host_clear (&parsed);
            }
        }
      if (ascii != NULL)
        {
          GString *alt = g_string_new (NULL);

          step = add_step (self, US_IRI_STEP_TO_ASCII, "", 0);
          encode_non_ascii (alt, text, hs, NULL);
          g_string_append (alt, ascii);
          encode_non_ascii (alt, text + he, len - he, NULL);
          g_string_assign (step->text, alt->str);
          add_change (step, host, strlen (host), ascii, strlen (ascii));
          self->alternative = g_string_free (alt, FALSE);
        }
    }
  return self;
}

/* The octets percent-encoding decodes in §3.2 step 2: all but "%", the
 * reserved characters and the US-ASCII characters not allowed in URIs, so
 * the unreserved ones and every octet over 0x7F. */
static gboolean
decodes (int v)
{
  return v >= 0x80 || us_char_in ((guchar) v, US_SET_UNRESERVED);
}

/* The bidi formatting characters §4.1 keeps out of IRIs: LRM, RLM, LRE,
 * RLE, PDF, LRO, RLO. */
static gboolean
is_bidi_format (gunichar u)
{
  return u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E);
}

/* Steps 2 to 4 of §3.2 on @text, which holds a percent-encoding: their
 * texts and changes added to @self. Returns the last step's text. */
static GString *
decode_steps (UsIriMapping *self,
              const char   *text,
              gsize         len)
{
  /* 1 where an octet was decoded; a GString, whose append of one byte
   * is inline (this runs for every byte of the input, three times). */
  g_autoptr(GString) decoded = g_string_sized_new (len);
  Step *step;
  GString *buf;
  gsize query = G_MAXSIZE, fragment = G_MAXSIZE;

  /* Step 2; a change for each run of decoded octets ("%C3%BC" → "ü"). */
  step = add_step (self, US_URI_STEP_DECODE, "", 0);
  buf = step->text;
  {
    gsize run_in = 0, run_out = 0;
    gboolean in_run = FALSE;

    for (gsize i = 0; i <= len; i++)
      {
        int h1 = i + 2 < len && text[i] == '%' ? us_hex_value ((guchar) text[i + 1]) : -1;
        int h2 = h1 >= 0 ? us_hex_value ((guchar) text[i + 2]) : -1;
        gboolean decode = i < len && h2 >= 0 && decodes (h1 * 16 + h2);
        guint8 flag = decode;

        if (in_run && !decode)
          {
            add_change (step, text + run_in, i - run_in, buf->str + run_out, buf->len - run_out);
            in_run = FALSE;
          }
        if (i == len)
          break;
        if (decode && !in_run)
          {
            run_in = i;
            run_out = buf->len;
            in_run = TRUE;
          }
        g_string_append_c (buf, decode ? (char) (h1 * 16 + h2) : text[i]);
        g_string_append_c (decoded, (char) flag);
        if (decode)
          i += 2;
      }
  }
  /* The query and fragment of the octets: "?" and "#" are never decoded. */
  for (gsize i = 0; i < buf->len && fragment == G_MAXSIZE; i++)
    {
      if (buf->str[i] == '#')
        fragment = i;
      else if (buf->str[i] == '?' && query == G_MAXSIZE)
        query = i;
    }

  /* Steps 3 and 4 re-encode; each step keeps a copy of its text. */
  for (int pass = 0; pass < 2; pass++)
    {
      GString *in = g_string_new_len (buf->str, (gssize) buf->len);
      g_autoptr(GString) flags_in = g_string_new_len (decoded->str, (gssize) decoded->len);
      GString *out;

      g_string_truncate (decoded, 0);
      step = add_step (self, pass == 0 ? US_URI_STEP_UTF8 : US_URI_STEP_INAPPROPRIATE, "", 0);
      out = step->text;
      for (gsize i = 0; i < in->len; )
        {
          guchar c = (guchar) in->str[i];
          gsize k = c >= 0x80 ? utf8_char_len (in->str + i, in->len - i) : 1;
          gboolean was_decoded = flags_in->str[i] != 0;
          gboolean encode = FALSE;
          guint8 flag;

          if (c >= 0x80 && was_decoded)
            {
              if (pass == 0)
                encode = k == 0;
              else if (k > 0)
                {
                  gunichar u = g_utf8_get_char (in->str + i);
                  gboolean in_query = i > query && i < fragment;

                  encode = is_bidi_format (u) || !(us_is_ucschar (u) || (in_query && us_is_iprivate (u)));
                }
            }
          if (k == 0)
            k = 1;
          if (encode)
            {
              gsize start = out->len;

              for (gsize j = 0; j < k; j++)
                {
                  append_pct (out, (guchar) in->str[i + j]);
                  flag = 0;
                  g_string_append_c (decoded, (char) flag);
                  g_string_append_c (decoded, (char) flag);
                  g_string_append_c (decoded, (char) flag);
                }
              add_change (step, in->str + i, k, out->str + start, out->len - start);
            }
          else
            for (gsize j = 0; j < k; j++)
              {
                g_string_append_c (out, in->str[i + j]);
                flag = (guint8) flags_in->str[i + j];
                g_string_append_c (decoded, (char) flag);
              }
          i += k;
        }
      g_string_free (in, TRUE);
      buf = out;
      /* Re-encoding moves the query and fragment: find them again. */
      query = fragment = G_MAXSIZE;
      for (gsize i = 0; i < buf->len && fragment == G_MAXSIZE; i++)
        {
          if (buf->str[i] == '#')
            fragment = i;
          else if (buf->str[i] == '?' && query == G_MAXSIZE)
            query = i;
        }
    }
  return buf;
}

/**
 * us_uri_to_iri:
 * @text: a URI reference, @len bytes
 *
 * Returns: (transfer full): the steps of RFC 3987 §3.2
 */
UsIriMapping *
us_uri_to_iri (const char *text,
               gsize       len)
{
  UsIriMapping *self;
  Step *step;
  GString *buf;

  g_return_val_if_fail (text != NULL || len == 0, NULL);

  self = mapping_new (FALSE);
  /* Without a percent-encoding (most links), steps 2 to 4 change
   * nothing: each step's text is the input. */
  if (len == 0 || memchr (text, '%', len) == NULL)
    {
      add_step (self, US_URI_STEP_DECODE, len > 0 ? text : "", len);
      add_step (self, US_URI_STEP_UTF8, len > 0 ? text : "", len);
      buf = add_step (self, US_URI_STEP_INAPPROPRIATE, len > 0 ? text : "", len)->text;
    }
  else
    buf = decode_steps (self, text, len);

  /* The host name by IDNA ToUnicode, the other answer. */
  {
    gsize hs, he;

    if (find_host (buf->str, buf->len, NULL, &hs, &he))
      {
        g_autofree char *host = g_strndup (buf->str + hs, he - hs);
        g_autofree char *unicode = NULL;

        if (g_hostname_is_ascii_encoded (host))
          unicode = g_hostname_to_unicode (host);
        if (unicode != NULL && strcmp (unicode, host) != 0)
          {
            GString *alt = g_string_new_len (buf->str, (gssize) hs);

            g_string_append (alt, unicode);
            g_string_append_len (alt, buf->str + he, (gssize) (buf->len - he));
            step = add_step (self, US_URI_STEP_TO_UNICODE, alt->str, alt->len);
            add_change (step, host, strlen (host), unicode, strlen (unicode));
            self->alternative = g_string_free (alt, FALSE);
          }
      }
  }
  return self;
}

/**
 * us_iri_mapping_ref:
 * @self: a mapping
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
UsIriMapping *
us_iri_mapping_ref (UsIriMapping *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

/**
 * us_iri_mapping_unref:
 * @self: (transfer full): a mapping
 *
 * Drops a reference to @self, and frees it when it was the last one.
 */
void
us_iri_mapping_unref (UsIriMapping *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = &g_array_index (self->steps, Step, i);

      g_string_free (step->text, TRUE);
      g_clear_pointer (&step->changes, g_array_unref);
      if (step->store != NULL)
        g_string_free (step->store, TRUE);
    }
  g_array_unref (self->steps);
  g_free (self->alternative);
  g_free (self);
}

/**
 * us_iri_mapping_is_to_uri:
 * @self: a mapping
 *
 * Which way @self maps.
 *
 * Returns: %TRUE for §3.1 (IRI to URI), %FALSE for §3.2 (URI to IRI)
 */
gboolean
us_iri_mapping_is_to_uri (const UsIriMapping *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->to_uri;
}

/**
 * us_iri_mapping_get_result:
 * @self: a mapping
 * @len: (out) (optional): the result's length in bytes
 *
 * The text of the last step of the RFC's own list: the URI (§3.1) or the
 * IRI (§3.2); the IDNA forms are us_iri_mapping_get_alternative().
 *
 * Returns: (transfer none): its bytes, NUL-terminated
 */
const char *
us_iri_mapping_get_result (const UsIriMapping *self,
                           gsize              *len)
{
  const Step *last = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  for (guint i = 0; i < self->steps->len; i++)
    {
      const Step *step = &g_array_index (self->steps, Step, i);

      if (step->kind != US_IRI_STEP_TO_ASCII && step->kind != US_URI_STEP_TO_UNICODE)
        last = step;
    }
  if (len)
    *len = last->text->len;
  return last->text->str;
}

/**
 * us_iri_mapping_get_alternative:
 * @self: a mapping
 *
 * The result with its host name in IDNA ToASCII (§3.1) or ToUnicode
 * (§3.2) form: the other answer, for schemes whose host is a domain name.
 *
 * Returns: (transfer none) (nullable): the text, or %NULL when that changes
 *   nothing
 */
const char *
us_iri_mapping_get_alternative (const UsIriMapping *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->alternative;
}

/**
 * us_iri_mapping_get_n_steps:
 * @self: a mapping
 *
 * How many steps the mapping shows.
 *
 * Returns: the number of steps
 */
guint
us_iri_mapping_get_n_steps (const UsIriMapping *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->steps->len;
}

/**
 * us_iri_mapping_get_step:
 * @self: a mapping
 * @index: a step, below us_iri_mapping_get_n_steps()
 * @text: (out) (optional) (transfer none): the text after the step,
 *   NUL-terminated
 * @text_len: (out) (optional): its length in bytes
 *
 * One step of the mapping, in the RFC's order.
 *
 * Returns: which step it is
 */
UsIriStep
us_iri_mapping_get_step (const UsIriMapping *self,
                         guint               index,
                         const char        **text,
                         gsize              *text_len)
{
  const Step *step;

  g_return_val_if_fail (self != NULL && index < self->steps->len, US_IRI_STEP_UCS);
  step = &g_array_index (self->steps, Step, index);
  if (text)
    *text = step->text->str;
  if (text_len)
    *text_len = step->text->len;
  return step->kind;
}

/**
 * us_iri_mapping_get_n_changes:
 * @self: a mapping
 * @index: a step, below us_iri_mapping_get_n_steps()
 *
 * How many changes step @index made.
 *
 * Returns: the number of changes
 */
guint
us_iri_mapping_get_n_changes (const UsIriMapping *self,
                              guint               index)
{
  g_return_val_if_fail (self != NULL && index < self->steps->len, 0);
  {
    const GArray *changes = g_array_index (self->steps, Step, index).changes;

    return changes != NULL ? changes->len : 0;
  }
}

/**
 * us_iri_mapping_get_change:
 * @self: a mapping
 * @index: a step, below us_iri_mapping_get_n_steps()
 * @change: a change of that step, below us_iri_mapping_get_n_changes()
 * @from: (out) (optional) (transfer none): the text before, as it can be
 *   shown
 * @to: (out) (optional) (transfer none): the text after
 *
 * One change of step @index (us_iri_mapping_get_change_raw() gives the
 * bytes themselves).
 */
void
us_iri_mapping_get_change (const UsIriMapping *self,
                           guint               index,
                           guint               change,
                           const char        **from,
                           const char        **to)
{
  const Step *step;

  g_return_if_fail (self != NULL && index < self->steps->len);
  step = &g_array_index (self->steps, Step, index);
  g_return_if_fail (step->changes != NULL && change < step->changes->len);
  {
    const Change *c = &g_array_index (step->changes, Change, change);

    if (from)
      *from = step->store->str + c->from_shown;
    if (to)
      *to = step->store->str + c->to_shown;
  }
}

/**
 * us_iri_mapping_get_change_raw:
 *
 * The change @change of step @index as it is, not in display form: the
 * bytes replaced (whole, and with any character they hold, invisible or
 * not) and what replaces them, for output that carries text exactly
 * (JSON). Neither is NUL-terminated.
 */
void
us_iri_mapping_get_change_raw (const UsIriMapping *self,
                               guint               index,
                               guint               change,
                               const char        **from,
                               gsize              *from_len,
                               const char        **to,
                               gsize              *to_len)
{
  const Step *step;

  g_return_if_fail (self != NULL && index < self->steps->len);
  step = &g_array_index (self->steps, Step, index);
  g_return_if_fail (step->changes != NULL && change < step->changes->len);
  {
    const Change *c = &g_array_index (step->changes, Change, change);

    *from = step->store->str + c->from;
    *from_len = c->from_len;
    *to = step->store->str + c->to;
    *to_len = c->to_len;
  }
}

/**
 * us_iri_mapping_changes_anything:
 * @self: a mapping
 *
 * Whether any step changed anything (NFC aside, which is shown, not
 * applied).
 *
 * Returns: %TRUE when the result differs from the input
 */
gboolean
us_iri_mapping_changes_anything (const UsIriMapping *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  for (guint i = 0; i < self->steps->len; i++)
    {
      const Step *step = &g_array_index (self->steps, Step, i);

      if (step->kind != US_IRI_STEP_NFC && step->changes != NULL && step->changes->len > 0)
        return TRUE;
    }
  return FALSE;
}

/**
 * us_iri_step_id:
 * @step: a step
 *
 * The RFC's id of the step ("2", "1b").
 *
 * Returns: (transfer none): a static string
 */
const char *
us_iri_step_id (UsIriStep step)
{
  switch (step)
    {
    case US_IRI_STEP_UCS: return "1a";
    case US_IRI_STEP_NFC: return "1b";
    case US_IRI_STEP_ENCODE: return "2";
    case US_IRI_STEP_TO_ASCII: return "ToASCII";
    case US_URI_STEP_DECODE: return "2";
    case US_URI_STEP_UTF8: return "3";
    case US_URI_STEP_INAPPROPRIATE: return "4";
    case US_URI_STEP_TO_UNICODE: return "ToUnicode";
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * us_iri_step_describe:
 * @step: a step
 *
 * The step in words.
 *
 * Returns: (transfer none): a static string, translated
 */
const char *
us_iri_step_describe (UsIriStep step)
{
  switch (step)
    {
    case US_IRI_STEP_UCS:
      return _("The IRI is read as a sequence of UCS characters: it is UTF-8 already.");
    case US_IRI_STEP_NFC:
      return _("NFC applies only to an IRI from a non-digital source (paper, speech): not applied.");
    case US_IRI_STEP_ENCODE:
      return _("Every ucschar and iprivate becomes the percent-encoding of its UTF-8 octets.");
    case US_IRI_STEP_TO_ASCII:
      return _("Another answer (§3.1): the host name in its IDNA ToASCII form, for schemes whose host is a domain name.");
    case US_URI_STEP_DECODE:
      return _("Percent-encodings are decoded, but those of “%”, of reserved characters and of US-ASCII characters not allowed in URIs.");
    case US_URI_STEP_UTF8:
      return _("Octets that are not part of UTF-8 are percent-encoded again.");
    case US_URI_STEP_INAPPROPRIATE:
      return _("Characters an IRI should not hold (not ucschar, iprivate outside the query, bidi formatting) are percent-encoded again.");
    case US_URI_STEP_TO_UNICODE:
      return _("Another answer: the host name in its IDNA ToUnicode form.");
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * us_iri_mapping_format:
 * @id_open: (nullable): written before each step's id: the command line's
 *   bold, NULL for none
 * @id_close: (nullable): written after it
 *
 * Returns: (transfer full): RFC 3987 §3.1 (IRI to URI) or §3.2 (URI to
 *   IRI) in words, as the normalization page and the command line show
 *   it: a line per step with the text after it and what it changed, then
 *   the result and the IDNA form of the host name where it differs
 */
char *
us_iri_mapping_format (const UsIriMapping *self,
                       const char         *id_open,
                       const char         *id_close)
{
  GString *out = g_string_new (NULL);
  gsize len;
  const char *result;
  g_autofree char *shown = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if (id_open == NULL || id_close == NULL)
    id_open = id_close = "";
  g_string_append (out, us_iri_mapping_is_to_uri (self) ? _("IRI to URI (RFC 3987 §3.1)")
                                                        : _("URI to IRI (RFC 3987 §3.2)"));
  g_string_append_c (out, '\n');
  for (guint i = 0; i < us_iri_mapping_get_n_steps (self); i++)
    {
      const char *text;
      gsize text_len;
      UsIriStep step = us_iri_mapping_get_step (self, i, &text, &text_len);
      g_autofree char *quoted = us_quote (text, text_len, 200);

      g_string_append_printf (out, "  %s%-9s%s %s\n", id_open, us_iri_step_id (step),
                              id_close, us_iri_step_describe (step));
      if (step != US_IRI_STEP_NFC)
        g_string_append_printf (out, "            %s\n", quoted);
      for (guint k = 0; k < us_iri_mapping_get_n_changes (self, i); k++)
        {
          const char *from, *to;

          us_iri_mapping_get_change (self, i, k, &from, &to);
          if (step == US_IRI_STEP_NFC)
            /* TRANSLATORS: %s is the IRI in NFC */
            g_string_append_printf (out, _("            • its NFC form would be “%s”\n"), to);
          else if (g_utf8_validate (from, -1, NULL) && g_utf8_strlen (from, -1) == 1 && (guchar) from[0] >= 0x80)
            /* One character, which may be invisible (a bidi mark): its code point too. */
            g_string_append_printf (out, "            • “%s” (U+%04X) → “%s”\n", from,
                                    (guint) g_utf8_get_char (from), to);
          else
            g_string_append_printf (out, "            • “%s” → “%s”\n", from, to);
        }
    }
  result = us_iri_mapping_get_result (self, &len);
  shown = us_quote (result, len, 0);
  g_string_append_printf (out, us_iri_mapping_is_to_uri (self) ? _("URI: %s\n") : _("IRI: %s\n"), shown);
  if (us_iri_mapping_get_alternative (self) != NULL)
    {
      const char *alternative = us_iri_mapping_get_alternative (self);
      g_autofree char *alt_shown = us_quote (alternative, strlen (alternative), 0);

      g_string_append_printf (out, _("With the host name in IDNA form: %s\n"), alt_shown);
    }
  return g_string_free (out, FALSE);
}
