/* us-query.c — the query as name-value pairs, as URLSearchParams reads it
 *
 * The URL Standard's application/x-www-form-urlencoded parser (§5.1), which
 * is what `new URL (input).searchParams` holds and what most servers make
 * of a query, offered under every spec:
 *
 *   1. Let sequences be the result of splitting input on 0x26 (&).
 *   2. For each byte sequence bytes in sequences:
 *      1. If bytes is the empty byte sequence, then continue.
 *      2. If bytes contains a 0x3D (=), then let name be the bytes from the
 *         start of bytes up to but excluding its first 0x3D (=), and let
 *         value be the bytes, if any, after the first 0x3D (=) up to the
 *         end of bytes. If 0x3D (=) is the first byte, then name will be
 *         the empty byte sequence. If it is the last, then value will be
 *         the empty byte sequence.
 *      3. Otherwise, let name have the value of bytes and let value be the
 *         empty byte sequence.
 *      4. Replace any 0x2B (+) in name and value with 0x20 (SP).
 *      5. Let nameString and valueString be the result of running UTF-8
 *         decode without BOM on the percent-decoding of name and value,
 *         respectively.
 *      6. Append (nameString, valueString) to output.
 *
 * Percent-decoding (§1.3) turns "%" and two ASCII hex digits into that
 * byte and keeps any other "%" as it is; UTF-8 decode without BOM
 * (Encoding Standard §4.1) replaces each maximal ill-formed subpart with one
 * U+FFFD and keeps a leading U+FEFF.
 *
 * Under the WHATWG URL Standard the query the pairs are read from is the
 * URL record's, which differs from the bytes of the input: the URL parser
 * decodes its whole input as UTF-8 first (the same replacement) and drops
 * every ASCII tab or newline, and only then percent-encodes the query. So
 * with %US_QUERY_URL_INPUT the bytes of the query span are decoded and
 * filtered first: "%C3\xA9" is two U+FFFD there (the raw "\xA9" was already
 * one when "%C3" was decoded), where a server receiving the bytes reads
 * "é"; "%\t41" is "A". Percent-encoding what is left changes nothing
 * percent-decoding does not undo, so the pairs are those of
 * `new URL (input).searchParams` (tests/test-whatwg-differential.c checks
 * this against whatwg-url).
 *
 * Every byte is looked at a bounded number of times: linear in the query,
 * whatever it holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-result-private.h"
#include "us-whatwg.h"


static inline gboolean
is_tab_or_newline (guchar b)
{
  return b == '\t' || b == '\n' || b == '\r';
}

/* The Encoding Standard's UTF-8 decoder (us_whatwg_utf8_decode(): one
 * U+FFFD per maximal ill-formed subpart, NUL and U+FEFF kept), writing
 * UTF-8 back. With @drop_tab_newline, U+0009, U+000A and U+000D are left
 * out of the output, as the URL parser removes them after decoding. */
static void
utf8_decode_append (GString      *out,
                    const guchar *bytes,
                    gsize         len,
                    gboolean      drop_tab_newline)
{
  g_autofree gunichar *cps = NULL;
  gsize n = us_whatwg_utf8_decode (bytes, len, &cps, NULL);

  for (gsize i = 0; i < n; i++)
    if (!(drop_tab_newline && cps[i] < 0x80 && is_tab_or_newline ((guchar) cps[i])))
      g_string_append_unichar (out, cps[i]);
}

/* Scratch buffers, reused from one name or value to the next. */
typedef struct {
  GString *filtered;        /* the URL record's bytes (US_QUERY_URL_INPUT) */
  GString *decoded;         /* after "+" and percent-decoding */
  GString *text;            /* after UTF-8 decoding */
} Scratch;

/* Steps 2.4 and 2.5 on one name or value: a new string, its length in
 * @out_len. */
static char *
decode_part (Scratch      *s,
             const guchar *bytes,
             gsize         len,
             gboolean      url_input,
             gsize        *out_len)
{
  char *copy;

  if (url_input)
    {
      g_string_truncate (s->filtered, 0);
      utf8_decode_append (s->filtered, bytes, len, TRUE);
      bytes = (const guchar *) s->filtered->str;
      len = s->filtered->len;
    }

  /* Replace "+" with a space, and percent-decode (URL Standard §1.3): a
   * "%" not followed by two ASCII hex digits stays. Both at once: "+"
   * comes first, so "%2B" decodes to "+", never to a space. */
  g_string_truncate (s->decoded, 0);
  for (gsize i = 0; i < len; i++)
    {
      guchar b = bytes[i];

      if (b == '+')
        b = ' ';
      else if (b == '%' && i + 2 < len && g_ascii_isxdigit (bytes[i + 1]) && g_ascii_isxdigit (bytes[i + 2]))
        {
          b = (guchar) (g_ascii_xdigit_value (bytes[i + 1]) * 16 + g_ascii_xdigit_value (bytes[i + 2]));
          i += 2;
        }
      g_string_append_c (s->decoded, (char) b);
    }

  /* UTF-8 decode without BOM */
  g_string_truncate (s->text, 0);
  utf8_decode_append (s->text, (const guchar *) s->decoded->str, s->decoded->len, FALSE);

  *out_len = s->text->len;
  copy = g_malloc (s->text->len + 1);
  memcpy (copy, s->text->str, s->text->len + 1);
  return copy;
}

/* Step 2 on the sequence [@start, @end) of @text. */
static void
add_sequence (GArray     *params,
              Scratch    *s,
              const char *text,
              gsize       start,
              gsize       end,
              gboolean    url_input)
{
  const char *eq;
  UsQueryParam param;

  /* The URL record has no tab or newline: a sequence of nothing else is
   * empty there, and the span is that of what is left. */
  if (url_input)
    {
      while (start < end && is_tab_or_newline ((guchar) text[start]))
        start++;
      while (end > start && is_tab_or_newline ((guchar) text[end - 1]))
        end--;
    }
  /* 2.1 */
  if (start == end)
    return;

  /* 2.2, 2.3 */
  eq = memchr (text + start, '=', end - start);
  param.start = start;
  param.end = end;
  if (eq != NULL)
    {
      gsize at = (gsize) (eq - text);

      param.name = decode_part (s, (const guchar *) text + start, at - start, url_input, &param.name_len);
      param.value = decode_part (s, (const guchar *) text + at + 1, end - at - 1, url_input, &param.value_len);
    }
  else
    {
      param.name = decode_part (s, (const guchar *) text + start, end - start, url_input, &param.name_len);
      param.value = g_strdup ("");
      param.value_len = 0;
    }
  /* 2.6 */
  g_array_append_val (params, param);
}

/**
 * us_query_param_clear:
 *
 * Frees what @param holds (the clear function of the arrays below).
 */
void
us_query_param_clear (UsQueryParam *param)
{
  g_clear_pointer (&param->name, g_free);
  g_clear_pointer (&param->value, g_free);
}

/**
 * us_query_parse:
 * @text: (array): the bytes; only [@start, @end) is read
 * @start: where the query begins (after its "?")
 * @end: where it ends (before a "#")
 * @flags: how the bytes are read
 *
 * The URL Standard's application/x-www-form-urlencoded parser (§5.1) on
 * the bytes [@start, @end) of @text, which may be any bytes (NUL and
 * ill-formed UTF-8 included). The spans of the pairs are offsets into
 * @text.
 *
 * Returns: (transfer full) (element-type UsQueryParam): the pairs in the
 *   order of the query, repeated names kept; with a clear function, so
 *   g_array_unref() frees it all
 */
GArray *
us_query_parse (const char   *text,
                gsize         start,
                gsize         end,
                UsQueryFlags  flags)
{
  GArray *params = g_array_new (FALSE, FALSE, sizeof (UsQueryParam));
  Scratch s;
  gboolean url_input = (flags & US_QUERY_URL_INPUT) != 0;
  gsize pos;

  g_array_set_clear_func (params, (GDestroyNotify) us_query_param_clear);
  g_return_val_if_fail (start <= end, params);
  g_return_val_if_fail (text != NULL || start == end, params);
  if (start == end)
    return params;

  s.filtered = g_string_new (NULL);
  s.decoded = g_string_new (NULL);
  s.text = g_string_new (NULL);

  /* 1: split on "&", then 2 for each sequence */
  for (pos = start; pos <= end; )
    {
      const char *amp = memchr (text + pos, '&', end - pos);
      gsize seq_end = amp != NULL ? (gsize) (amp - text) : end;

      add_sequence (params, &s, text, pos, seq_end, url_input);
      pos = seq_end + 1;
    }

  g_string_free (s.filtered, TRUE);
  g_string_free (s.decoded, TRUE);
  g_string_free (s.text, TRUE);
  return params;
}

/**
 * us_result_dup_query_params:
 *
 * The query of @result as name-value pairs (us_query_parse()): the query
 * component as the result's spec read it. Under %US_SPEC_WHATWG, those of
 * `new URL (input).searchParams`, and none when the URL parser returned
 * failure (a browser has no URL then).
 *
 * Returns: (transfer full) (element-type UsQueryParam): the pairs, spans
 *   into the input of @result; an empty array when there is no query
 */
GArray *
us_result_dup_query_params (const UsResult *result)
{
  gsize start, end;

  g_return_val_if_fail (result != NULL, NULL);

  if (!us_result_get_component (result, US_COMPONENT_QUERY, &start, &end) ||
      (result->spec == US_SPEC_WHATWG && result->url_failed))
    return us_query_parse (NULL, 0, 0, US_QUERY_DEFAULT);
  return us_query_parse (result->input, start, end,
                         result->spec == US_SPEC_WHATWG ? US_QUERY_URL_INPUT : US_QUERY_DEFAULT);
}
