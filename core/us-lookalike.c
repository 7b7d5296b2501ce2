/* us-lookalike.c — host labels that look like what they are not
 *
 * How a browser decides that a host name is deceptive, after Chromium's
 * IDN spoof checker (components/url_formatter/spoof_checks/
 * idn_spoof_checker.cc, BSD-3-Clause, "Chromium URL display guidelines")
 * and Unicode Technical Standard #39, Unicode Security Mechanisms, through
 * ICU's spoof checker:
 *
 *  - mixed scripts: a label whose letters come from scripts that UTS #39's
 *    highly restrictive level does not allow together (Latin with Han and
 *    Japanese kana, with Han and Bopomofo, with Han and Hangul; nothing
 *    else): uspoof_check2UTF8() with USPOOF_RESTRICTION_LEVEL;
 *  - whole-script look-alikes: a label wholly in another script whose
 *    letters all look like Latin ones ("аррӏе" in Cyrillic). ICU's single
 *    string check no longer flags these (ICU 58), so, as Chromium does, a
 *    short list of Latin-looking letters is kept per script, with the
 *    country-code top-level domains where that script is at home;
 *  - look-alike domains: the UTS #39 skeleton of the host
 *    (uspoof_getSkeletonUTF8(): confusable characters mapped to one
 *    prototype, so that "pаypal.com", "paypa1.com" and "paypal.com" have
 *    the same one) equal to the skeleton of a well-known domain of a short
 *    list (data/lookalike-domains.txt, read once);
 *  - what a label must not be shown as in Unicode besides: characters
 *    outside UTS #39's identifier profile, the four deviation characters
 *    of IDNA 2003 and 2008, Icelandic þ and ð outside .is, ə outside .az,
 *    a middle dot outside Catalan's "l·l".
 *
 * Every check is on one label of at most 63 bytes (a longer label is no
 * DNS label and is left as it is), or on the last four labels of a host,
 * so the work on a host is linear in its length. The ICU objects are made
 * once and only read afterwards, which ICU allows from several threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>

#include "us-chars-private.h"
#include "us-idna-private.h"
#include "us-lens-private.h"

/* The longest label a check looks at: DNS's limit (RFC 1035 §2.3.4). */
#define MAX_LABEL 63
/* A look-alike domain is matched on at most this many last labels
 * (Chromium's kNumberOfLabelsToCheck). */
#define MAX_MATCH_LABELS 4

/* Scripts whose letters can make a whole label look Latin: the letters
 * that do, and the top-level domains where the script is at home (where a
 * label wholly in it is expected). The lists are Chromium's (the Thai one
 * as on Linux, where more of its letters look Latin in the usual fonts). */
typedef struct {
  UScriptCode script;
  const char *letters;
  const char *const *tlds;
} WholeScript;

static const char *const armenian_tlds[] = { "am", NULL };
static const char *const cyrillic_tlds[] = { "bg", "by", "kz", "pyc", "ru", "su", "ua", "uz", NULL };
static const char *const ethiopic_tlds[] = { "er", "et", NULL };
static const char *const georgian_tlds[] = { "ge", NULL };
static const char *const greek_tlds[] = { "gr", NULL };
static const char *const hebrew_tlds[] = { "il", NULL };
static const char *const myanmar_tlds[] = { "mm", NULL };
static const char *const thai_tlds[] = { "th", NULL };
static const char *const no_tlds[] = { NULL };

static const WholeScript whole_scripts[] = {
  { USCRIPT_ARMENIAN, "ագզէլհյոսւօՙ", armenian_tlds },
  { USCRIPT_CYRILLIC, "аысԁеԍһіюјӏорԗԛѕԝхуъьҽпгѵѡ", cyrillic_tlds },
  { USCRIPT_ETHIOPIC, "ሀሠሰስበነተከዐዕዘጠፐꬅ", ethiopic_tlds },
  { USCRIPT_GEORGIAN, "იოყძხჽჿ", georgian_tlds },
  { USCRIPT_GREEK, "αικνρυωηοτ", greek_tlds },
  { USCRIPT_HEBREW, "דוחיןסװײ׳ﬦ", hebrew_tlds },
  { USCRIPT_BENGALI, "০৭", no_tlds },
  { USCRIPT_DEVANAGARI, "ऽ०ॱ", no_tlds },
  { USCRIPT_GUJARATI, "ડટ૦૧", no_tlds },
  { USCRIPT_GURMUKHI, "੦੧", no_tlds },
  { USCRIPT_KANNADA, "ಽ೦೧", no_tlds },
  { USCRIPT_MALAYALAM, "ടഠധനറ൦", no_tlds },
  { USCRIPT_ORIYA, "ଠ୦୮", no_tlds },
  { USCRIPT_TAMIL, "டப௦", no_tlds },
  { USCRIPT_TELUGU, "౦౧", no_tlds },
  { USCRIPT_MYANMAR, "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", myanmar_tlds },
  { USCRIPT_THAI, "ทนบพรหเแ๐ดลปฟม", thai_tlds },
};

/* Chromium's supplement to Unicode's confusables, applied before the
 * skeleton (skeleton_generator.cc): letters that look like Latin ones in
 * the usual fonts, which confusables.txt maps elsewhere or not at all. */
static const struct {
  const char *from;
  const char *to;
} extra_confusables[] = {
  { "æӕ", "ae" }, { "ϼҏ", "p" }, { "ħнћңҥӈӊԋԧԩ", "h" }, { "ĸκкқҝҟҡӄԟ", "k" },
  { "ŋпԥกח", "n" }, { "ŧтҭԏ七丅丆丁", "t" }, { "ƅьҍв", "b" }, { "ωшщพฟພຟ", "w" },
  { "мӎ", "m" }, { "єҽҿၔ", "e" }, { "ґ", "r" }, { "ғӻ", "f" }, { "ҫင", "c" },
  { "ұ丫", "y" }, { "χҳӽӿ乂", "x" }, { "ԃძ", "d" }, { "ԍဌ", "g" }, { "ടรຣຮ", "s" },
  { "၂", "j" }, { "०০੦૦ଠ୦೦", "o" }, { "৭੧૧", "q" }, { "บບ", "u" }, { "θ", "0" },
  { "२২੨૨೩೭շ", "2" }, { "зҙӡउওਤ੩૩౩ဒვპ", "3" }, { "੫丩ㄐ", "4" }, { "ճ", "6" },
  { "৪੪୫", "8" }, { "૭୨౨", "9" }, { "—一―⸺⸻", "-" },
  /* not removed with the diacritics */
  { "ł", "l" }, { "ø", "o" }, { "đ", "d" },
};

typedef struct {
  USpoofChecker *checker;      /* highly restrictive, every character allowed */
  USet *allowed;               /* the identifier profile, as Chromium trims it */
  const UIDNA *idna;
  /* The skeleton of each printable ASCII character: a host of ASCII is
   * skeletonized by table, without ICU. The skeleton maps each character
   * on its own, then normalizes to NFD; these map to characters of
   * combining class 0 ("%" to "º/₀", the rest to ASCII), which NFD
   * neither decomposes further nor reorders across, so the skeletons of
   * the characters, put end to end, are the skeleton of the text
   * (test-lens checks it against ICU). */
  char *ascii_skeleton[128];
  guint8 ascii_skeleton_len[128]; /* the length of each, in bytes */
  gboolean ascii_table;        /* every entry is ASCII */
  GHashTable *domains;         /* skeleton → well-known domain */
  GHashTable *extra;           /* code point → its Latin look-alike */
  char *list_path;             /* the list read, or NULL */
} Lookalike;

static char *
icu_skeleton (const USpoofChecker *checker,
              const char          *text,
              gsize                len)
{
  UErrorCode status = U_ZERO_ERROR;
  int32_t cap = (int32_t) MIN (len * 4 + 16, (gsize) G_MAXINT32 / 2);
  char *out = g_malloc (cap);
  int32_t n = uspoof_getSkeletonUTF8 (checker, 0, text, (int32_t) len, out, cap, &status);

  if (status == U_BUFFER_OVERFLOW_ERROR)
    {
      g_free (out);
      cap = n + 1;
      out = g_malloc (cap);
      status = U_ZERO_ERROR;
      n = uspoof_getSkeletonUTF8 (checker, 0, text, (int32_t) len, out, cap, &status);
    }
  if (U_FAILURE (status) || n < 0 || n >= cap)
    {
      g_free (out);
      return NULL;
    }
  out[n] = '\0';
  /* Confusables differ by case at most ("0" → "O", "1" → "l"): a host
   * name has no case, so neither does its skeleton. */
  for (int32_t i = 0; i < n; i++)
    out[i] = g_ascii_tolower (out[i]);
  return out;
}

/* The list is built into the library (core/us-core.gresource.xml), so a
 * program run from the build tree reads it as an installed one does;
 * $URISCOPE_DATADIR may name a directory holding another
 * lookalike-domains.txt. */
#define LIST_RESOURCE "/io/github/uriscope/core/lookalike-domains.txt"

GResource *us_core_get_resource (void);

/* The list of well-known domains: one a line, "#" comments. */
static void
load_domains (Lookalike *l)
{
  const char *dir = g_getenv ("URISCOPE_DATADIR");
  g_autofree char *path = NULL;
  g_autofree char *file_contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *contents = NULL;
  gsize size = 0;
  const char *line, *next;

  l->domains = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (dir != NULL && *dir != '\0')
    {
      path = g_build_filename (dir, "lookalike-domains.txt", NULL);
      if (g_file_get_contents (path, &file_contents, &size, NULL))
        contents = file_contents;
    }
  if (contents == NULL)
    {
      g_clear_pointer (&path, g_free);
      bytes = g_resource_lookup_data (us_core_get_resource (), LIST_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert (bytes != NULL);
      contents = g_bytes_get_data (bytes, &size);
      path = g_strdup ("resource://" LIST_RESOURCE);
    }
  for (line = contents; line != NULL && line < contents + size; line = next)
    {
      const char *nl = memchr (line, '\n', (gsize) (contents + size - line));
      const char *end = nl != NULL ? nl : contents + size;
      const char *hash = memchr (line, '#', (gsize) (end - line));
      g_autofree char *domain = NULL;
      char *skeleton;

      next = nl != NULL ? nl + 1 : NULL;
      if (hash != NULL)
        end = hash;
      domain = g_ascii_strdown (line, end - line);
      g_strstrip (domain);
      if (*domain == '\0' || strchr (domain, '.') == NULL)
        continue;
      skeleton = icu_skeleton (l->checker, domain, strlen (domain));
      if (skeleton != NULL)
        g_hash_table_replace (l->domains, skeleton, g_steal_pointer (&domain));
    }
  l->list_path = g_steal_pointer (&path);
}

static Lookalike *
lookalike (void)
{
  static Lookalike *l;

  if (g_once_init_enter (&l))
    {
      Lookalike *n = g_new0 (Lookalike, 1);
      UErrorCode status = U_ZERO_ERROR;
      UErrorCode set_status = U_ZERO_ERROR;

      n->checker = uspoof_open (&status);
      uspoof_setRestrictionLevel (n->checker, USPOOF_HIGHLY_RESTRICTIVE);
      uspoof_setChecks (n->checker, USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS | USPOOF_INVISIBLE |
                                    USPOOF_HIDDEN_OVERLAY | USPOOF_AUX_INFO, &status);
      g_assert (U_SUCCESS (status));

      /* The recommended and inclusion sets of UTS #39, without what
       * Chromium takes out: characters that pass for punctuation (U+0338,
       * U+058A, U+2010, U+2019, U+2027, U+30A0, U+02BB, U+02BC, U+02EC),
       * kra, and rarely used Latin, Greek and Cyrillic blocks. */
      n->allowed = uset_openEmpty ();
      uset_addAll (n->allowed, uspoof_getRecommendedSet (&set_status));
      uset_addAll (n->allowed, uspoof_getInclusionSet (&set_status));
      g_assert (U_SUCCESS (set_status));
      for (guint i = 0; i < 10; i++)
        {
          static const UChar32 removed[] = { 0x338, 0x58a, 0x2010, 0x2019, 0x2027, 0x30a0, 0x2bb, 0x2bc, 0x2ec, 0x138 };
          uset_remove (n->allowed, removed[i]);
        }
      uset_removeRange (n->allowed, 0x01CD, 0x01DC);
      uset_removeRange (n->allowed, 0x1C80, 0x1C8F);
      uset_removeRange (n->allowed, 0x1E00, 0x1E9B);
      uset_removeRange (n->allowed, 0x1F00, 0x1FFF);
      uset_removeRange (n->allowed, 0xA640, 0xA69F);
      uset_removeRange (n->allowed, 0xA720, 0xA7FF);
      uset_freeze (n->allowed);

      status = U_ZERO_ERROR;
      n->idna = uidna_openUTS46 (UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII |
                                 UIDNA_NONTRANSITIONAL_TO_UNICODE, &status);
      g_assert (U_SUCCESS (status));

      n->extra = g_hash_table_new (NULL, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (extra_confusables); i++)
        for (const char *p = extra_confusables[i].from; *p != '\0'; p = g_utf8_next_char (p))
          g_hash_table_insert (n->extra, GUINT_TO_POINTER (g_utf8_get_char (p)), (gpointer) extra_confusables[i].to);

      n->ascii_table = TRUE;
      for (guint c = 0x20; c < 0x7f; c++)
        {
          char ch = (char) c;

          n->ascii_skeleton[c] = icu_skeleton (n->checker, &ch, 1);
          if (n->ascii_skeleton[c] == NULL || !g_utf8_validate (n->ascii_skeleton[c], -1, NULL) ||
              strlen (n->ascii_skeleton[c]) > G_MAXUINT8)
            n->ascii_table = FALSE;
          else
            {
              n->ascii_skeleton_len[c] = (guint8) strlen (n->ascii_skeleton[c]);
              for (const char *p = n->ascii_skeleton[c]; *p != '\0'; p = g_utf8_next_char (p))
                if (g_unichar_combining_class (g_utf8_get_char (p)) != 0)
                  n->ascii_table = FALSE;
            }
        }
      load_domains (n);
      g_once_init_leave (&l, n);
    }
  return l;
}

/* Whether every character of @text is Latin, Greek, Cyrillic, an ASCII
 * digit, ".", "_", "-" or a combining mark U+0300–0339: then its
 * diacritics are dropped before the skeleton, as Chromium does
 * ("éxample" looks like "example"). */
static gboolean
lgc (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      UErrorCode status = U_ZERO_ERROR;
      UScriptCode s;

      if (g_ascii_isdigit (c) || c == '.' || c == '_' || c == '-' || (c >= 0x300 && c <= 0x339))
        continue;
      s = uscript_getScript ((UChar32) c, &status);
      if (s != USCRIPT_LATIN && s != USCRIPT_GREEK && s != USCRIPT_CYRILLIC)
        return FALSE;
    }
  return TRUE;
}

/* @text (valid UTF-8) as Chromium gives it to the skeleton: without
 * diacritics when it is of Latin, Greek and Cyrillic; with its extra
 * confusables mapped; with "ӏ" (U+04CF) as "l" when @palochka_l (ICU maps
 * it to "i", but it looks like both). */
static char *
premap (const Lookalike *l,
        const char      *text,
        gsize            len,
        gboolean         palochka_l)
{
  g_autofree char *nfc = g_utf8_normalize (text, (gssize) len, G_NORMALIZE_NFC);
  GString *out = g_string_sized_new (len);

  if (nfc == NULL)
    nfc = g_strndup (text, len);
  if (lgc (nfc))
    {
      g_autofree char *nfd = g_utf8_normalize (nfc, -1, G_NORMALIZE_NFD);
      GString *bare = g_string_sized_new (strlen (nfd));

      for (const char *p = nfd; *p != '\0'; p = g_utf8_next_char (p))
        if (g_unichar_type (g_utf8_get_char (p)) != G_UNICODE_NON_SPACING_MARK)
          g_string_append_unichar (bare, g_utf8_get_char (p));
      g_free (nfc);
      nfc = g_utf8_normalize (bare->str, (gssize) bare->len, G_NORMALIZE_NFC);
      g_string_free (bare, TRUE);
    }
  for (const char *p = nfc; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *to = g_hash_table_lookup (l->extra, GUINT_TO_POINTER (c));

      if (palochka_l && c == 0x04CF)
        g_string_append_c (out, 'l');
      else if (to != NULL)
        g_string_append (out, to);
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

static char *
skeleton_of (const char *text,
             gsize       len,
             gboolean    palochka_l)
{
  Lookalike *l = lookalike ();
  gboolean ascii = l->ascii_table;
  g_autofree char *mapped = NULL;

  for (gsize i = 0; i < len && ascii; i++)
    ascii = (guchar) text[i] >= 0x20 && (guchar) text[i] < 0x7f;
  if (ascii)
    {
      /* Each character's skeleton from the table, in one allocation. */
      gsize total = 0;
      char *out, *p;

      for (gsize i = 0; i < len; i++)
        total += l->ascii_skeleton_len[(guchar) text[i]];
      p = out = g_malloc (total + 1);
      for (gsize i = 0; i < len; i++)
        {
          guint8 n = l->ascii_skeleton_len[(guchar) text[i]];

          memcpy (p, l->ascii_skeleton[(guchar) text[i]], n);
          p += n;
        }
      *p = '\0';
      return out;
    }
  if (len > G_MAXINT32 / 8 || !g_utf8_validate_len (text, len, NULL))
    return NULL;
  mapped = premap (l, text, len, palochka_l);
  return icu_skeleton (l->checker, mapped, strlen (mapped));
}

/**
 * us_lookalike_skeleton:
 *
 * Returns: (transfer full) (nullable): the UTS #39 skeleton of @text, in
 *   lower case, after Chromium's supplement (diacritics dropped from
 *   Latin, Greek and Cyrillic, extra confusables, "ӏ" as "l"); NULL when
 *   there is none (text that is not UTF-8)
 */
char *
us_lookalike_skeleton (const char *text,
                       gsize       len)
{
  return skeleton_of (text, len, TRUE);
}

/**
 * us_lookalike_list_path:
 *
 * Returns: where the well-known domains were read from: a
 *   lookalike-domains.txt in $URISCOPE_DATADIR, or the list built into the
 *   library ("resource:///io/github/uriscope/core/lookalike-domains.txt")
 */
const char *
us_lookalike_list_path (void)
{
  return lookalike ()->list_path;
}

/* Whether @host (ASCII, lower case) is @domain or one of its subdomains. */
static gboolean
is_or_under (const char *host,
             gsize       len,
             const char *domain)
{
  gsize dlen = strlen (domain);

  if (len == dlen)
    return memcmp (host, domain, len) == 0;
  return len > dlen && host[len - dlen - 1] == '.' && memcmp (host + len - dlen, domain, dlen) == 0;
}

/**
 * us_lookalike_find_domain:
 * @host: the host, ASCII (as serialized by the URL parser), no trailing dot
 * @unicode_host: the same host with its punycode labels in Unicode
 *
 * The look-alike match of Chromium: the skeleton of the host's last two,
 * three or four labels equal to that of a well-known domain, which the
 * host neither is nor is under.
 *
 * Returns: (nullable): the well-known domain it looks like
 */
const char *
us_lookalike_find_domain (const char *host,
                          gsize       len,
                          const char *unicode_host)
{
  Lookalike *l = lookalike ();
  gsize ulen = strlen (unicode_host);
  gsize start = ulen;
  guint labels = 0;
  const char *found = NULL;

  if (g_hash_table_size (l->domains) == 0)
    return NULL;
  /* The last four labels of the Unicode host, of DNS length. */
  for (gsize i = ulen; i > 0; i--)
    if (unicode_host[i - 1] == '.' && ++labels == MAX_MATCH_LABELS)
      {
        start = i;
        break;
      }
  if (labels < MAX_MATCH_LABELS)
    start = 0;
  if (ulen - start > MAX_MATCH_LABELS * (MAX_LABEL + 1) * 4)
    return NULL;
  for (guint variant = 0; variant < 2 && found == NULL; variant++)
    {
      g_autofree char *skeleton = NULL;
      gsize slen;

      /* ICU's skeleton, and Chromium's second one with "ӏ" as "l". */
      if (variant == 1 && strstr (unicode_host + start, "ӏ") == NULL)
        break;
      skeleton = skeleton_of (unicode_host + start, ulen - start, variant == 1);
      if (skeleton == NULL)
        continue;
      /* The skeleton's own labels, from the longest suffix to the
       * shortest of two labels. */
      slen = strlen (skeleton);
      for (gsize i = 0; i < slen && found == NULL; i = (gsize) (strchr (skeleton + i, '.') - skeleton) + 1)
        {
          const char *suffix = skeleton + i;
          const char *domain;

          if (strchr (suffix, '.') == NULL)
            break;
          domain = g_hash_table_lookup (l->domains, suffix);
          if (domain != NULL && !is_or_under (host, len, domain))
            found = domain;
        }
    }
  return found;
}

/**
 * us_lookalike_known_domain:
 * @name: a domain name, ASCII, lower case ("paypal.com")
 *
 * Returns: (nullable): the well-known domain of the list that @name is or
 *   looks like (the same UTS #39 skeleton), for the target-embedding
 *   finding; %NULL when none
 */
const char *
us_lookalike_known_domain (const char *name,
                           gsize       len)
{
  Lookalike *l = lookalike ();
  g_autofree char *skeleton = NULL;

  if (len == 0 || len > MAX_MATCH_LABELS * (MAX_LABEL + 1) || g_hash_table_size (l->domains) == 0)
    return NULL;
  skeleton = skeleton_of (name, len, FALSE);
  return skeleton != NULL ? g_hash_table_lookup (l->domains, skeleton) : NULL;
}

/* Chromium's invisible characters of a host: the default ignorable code
 * points, which IDNA maps away or forbids; the bidirectional controls
 * among them have a finding of their own. */
gboolean
us_lookalike_is_invisible (gunichar c)
{
  return c >= 0x80 && us_unichar_bidi_control_name (c) == NULL &&
         u_hasBinaryProperty ((UChar32) c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

/* The characters UTS #46 maps to "." (full stops of other scripts), which a
 * browser reads as label separators; test-lens checks the list against
 * ICU's mapping of every code point. */
gboolean
us_lookalike_is_dot (gunichar c)
{
  return c == 0x3002 || c == 0xFF0E || c == 0xFF61;
}

/* The scripts of @u (UTF-16) other than Common and Inherited, in order of
 * appearance, named in English as Unicode names them. */
static char *
script_names (const UChar *u,
              int32_t      n,
              UScriptCode *first)
{
  GString *out = g_string_new (NULL);
  UScriptCode seen[8];
  guint n_seen = 0;

  *first = USCRIPT_INVALID_CODE;
  for (int32_t i = 0; i < n;)
    {
      UChar32 c;
      UErrorCode status = U_ZERO_ERROR;
      UScriptCode s;
      gboolean dup = FALSE;

      U16_NEXT (u, i, n, c);
      s = uscript_getScript (c, &status);
      if (U_FAILURE (status) || s == USCRIPT_COMMON || s == USCRIPT_INHERITED)
        continue;
      for (guint k = 0; k < n_seen; k++)
        dup = dup || seen[k] == s;
      if (dup || n_seen == G_N_ELEMENTS (seen))
        continue;
      if (n_seen == 0)
        *first = s;
      seen[n_seen++] = s;
      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append (out, uscript_getName (s));
    }
  return g_string_free (out, FALSE);
}

/* Whether every letter of @u of the script is one of its Latin
 * look-alikes (and there is at least one). */
static gboolean
wholly_lookalike (const WholeScript *ws,
                  const UChar       *u,
                  int32_t            n)
{
  gboolean any = FALSE;

  for (int32_t i = 0; i < n;)
    {
      UChar32 c;
      UErrorCode status = U_ZERO_ERROR;
      char buf[8];
      int32_t blen = 0;
      UBool error = FALSE;

      U16_NEXT (u, i, n, c);
      if (uscript_getScript (c, &status) != ws->script)
        continue;
      U8_APPEND ((uint8_t *) buf, blen, (int32_t) sizeof buf, c, error);
      buf[blen] = '\0';
      if (error || strstr (ws->letters, buf) == NULL)
        return FALSE;
      any = TRUE;
    }
  return any;
}

static gboolean
tld_allows (const WholeScript *ws,
            const char        *tld,
            gsize              tld_len)
{
  for (const char *const *t = ws->tlds; *t != NULL; t++)
    if (strlen (*t) == tld_len && memcmp (*t, tld, tld_len) == 0)
      return TRUE;
  return FALSE;
}

/* Whether the Unicode TLD holds a letter of the script (then a label in
 * it is at home there too). */
static gboolean
tld_in_script (const WholeScript *ws,
               const char        *tld_unicode)
{
  for (const char *p = tld_unicode; *p != '\0'; p = g_utf8_next_char (p))
    {
      UErrorCode status = U_ZERO_ERROR;

      if (uscript_getScript ((UChar32) g_utf8_get_char (p), &status) == ws->script)
        return TRUE;
    }
  return FALSE;
}

static gboolean
has_unsafe_middle_dot (const char *label,
                       gsize       len,
                       const char *tld,
                       gsize       tld_len)
{
  gboolean cat = tld_len == 3 && memcmp (tld, "cat", 3) == 0;

  for (gsize i = 0; i + 1 < len; i++)
    if ((guchar) label[i] == 0xC2 && (guchar) label[i + 1] == 0xB7)
      {
        if (!cat || i == 0 || i + 2 >= len || label[i - 1] != 'l' || label[i + 2] != 'l')
          return TRUE;
      }
  return FALSE;
}

/**
 * us_lookalike_check_label:
 * @ascii_label: one label of a host as a browser serializes it (ASCII; a
 *   label of IDNA in its "xn--" form)
 * @tld: the host's last label, ASCII
 *
 * Whether a browser would show the label in Unicode, and if not why; after
 * Chromium's IDNSpoofChecker::SafeToDisplayAsUnicode(). An ASCII label
 * that is not punycode is always safe.
 */
void
us_lookalike_check_label (const char   *ascii_label,
                          gsize         len,
                          const char   *tld,
                          gsize         tld_len,
                          UsLabelCheck *out)
{
  Lookalike *l = lookalike ();
  char buf[MAX_LABEL * 4 + 1];
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  UErrorCode status = U_ZERO_ERROR;
  int32_t n;
  UChar u[MAX_LABEL * 2 + 1];
  int32_t un = 0;
  USpoofCheckResult *result;
  int32_t checks;
  URestrictionLevel level;
  UScriptCode script;

  memset (out, 0, sizeof *out);
  if (len < 4 || g_ascii_strncasecmp (ascii_label, "xn--", 4) != 0)
    return;
  out->verdict = US_LABEL_NOT_IDNA;
  if (len > MAX_LABEL)
    return;
  n = uidna_labelToUnicodeUTF8 (l->idna, ascii_label, (int32_t) len, buf, (int32_t) sizeof buf - 1, &info, &status);
  if (U_SUCCESS (status) && (info.errors & UIDNA_ERROR_INVALID_ACE_LABEL) != 0)
    {
      /* The label may hold characters newer than ICU's data, which a
       * browser decodes (us-idna-new.c); ICU's spoof checker has no data
       * for them either, and UTS #39 does not recommend them yet (they
       * are not in ICU's recommended set): the label is shown as it is. */
      gsize unicode_len = 0;
      char *unicode = us_idna_new_process (ascii_label, len, TRUE, FALSE, FALSE, &unicode_len);

      if (unicode != NULL && memchr (unicode, '.', unicode_len) == NULL)
        {
          out->unicode = unicode;
          out->verdict = US_LABEL_NOT_ALLOWED;
          return;
        }
      g_free (unicode);
    }
  if (U_FAILURE (status) || info.errors != 0 || n < 0 || n >= (int32_t) sizeof buf)
    return;
  buf[n] = '\0';
  out->unicode = g_strndup (buf, n);

  u_strFromUTF8 (u, G_N_ELEMENTS (u), &un, buf, n, &status);
  if (U_FAILURE (status))
    return;
  result = uspoof_openCheckResult (&status);
  checks = uspoof_check2UTF8 (l->checker, buf, n, result, &status);
  level = uspoof_getCheckResultRestrictionLevel (result, &status);
  uspoof_closeCheckResult (result);
  if (U_FAILURE (status))
    return;

  if (checks & USPOOF_RESTRICTION_LEVEL)
    {
      out->verdict = US_LABEL_MIXED_SCRIPT;
      out->scripts = script_names (u, un, &script);
      return;
    }
  if (level == USPOOF_SINGLE_SCRIPT_RESTRICTIVE)
    {
      g_autofree char *tld_unicode = NULL;
      char tbuf[MAX_LABEL * 4 + 1];
      UIDNAInfo tinfo = UIDNA_INFO_INITIALIZER;
      UErrorCode tstatus = U_ZERO_ERROR;
      int32_t tn = tld_len <= MAX_LABEL
                   ? uidna_labelToUnicodeUTF8 (l->idna, tld, (int32_t) tld_len, tbuf, (int32_t) sizeof tbuf - 1, &tinfo, &tstatus)
                   : -1;

      tld_unicode = U_SUCCESS (tstatus) && tn >= 0 && tn < (int32_t) sizeof tbuf ? g_strndup (tbuf, tn) : g_strdup ("");
      for (guint i = 0; i < G_N_ELEMENTS (whole_scripts); i++)
        {
          const WholeScript *ws = &whole_scripts[i];

          if (wholly_lookalike (ws, u, un) && !tld_allows (ws, tld, tld_len) && !tld_in_script (ws, tld_unicode))
            {
              out->verdict = US_LABEL_WHOLE_SCRIPT;
              out->scripts = g_strdup (uscript_getName (ws->script));
              out->latin = us_lookalike_skeleton (buf, n);
              return;
            }
        }
    }
  for (int32_t i = 0; i < un;)
    {
      UChar32 c;

      U16_NEXT (u, i, un, c);
      if (!uset_contains (l->allowed, c))
        {
          out->verdict = US_LABEL_NOT_ALLOWED;
          return;
        }
    }
  /* The return value holds the restriction level too (USPOOF_AUX_INFO). */
  if ((checks & USPOOF_ALL_CHECKS) != 0)
    {
      out->verdict = US_LABEL_NOT_ALLOWED;
      return;
    }
  /* ß, ς, ZWNJ, ZWJ: IDNA 2003 maps what IDNA 2008 keeps, so the same
   * text names two hosts. */
  if (strstr (buf, "ß") != NULL || strstr (buf, "ς") != NULL ||
      strstr (buf, "\u200c") != NULL || strstr (buf, "\u200d") != NULL)
    {
      out->verdict = US_LABEL_DEVIATION;
      return;
    }
  if (n > 2 && (strstr (buf, "þ") != NULL || strstr (buf, "ð") != NULL) &&
      !(tld_len == 2 && memcmp (tld, "is", 2) == 0))
    {
      out->verdict = US_LABEL_TLD_SPECIFIC;
      return;
    }
  if (n > 2 && strstr (buf, "ə") != NULL && !(tld_len == 2 && memcmp (tld, "az", 2) == 0))
    {
      out->verdict = US_LABEL_TLD_SPECIFIC;
      return;
    }
  if (has_unsafe_middle_dot (buf, n, tld, tld_len))
    {
      out->verdict = US_LABEL_MIDDLE_DOT;
      return;
    }
  out->verdict = US_LABEL_SAFE;
}

void
us_lookalike_label_clear (UsLabelCheck *check)
{
  g_clear_pointer (&check->unicode, g_free);
  g_clear_pointer (&check->scripts, g_free);
  g_clear_pointer (&check->latin, g_free);
}

/**
 * us_lookalike_to_ascii:
 *
 * Returns: (transfer full) (nullable): the label @label (UTF-8) as UTS #46
 *   writes it in ASCII, or NULL when it is no valid label or longer than a
 *   DNS label
 */
char *
us_lookalike_to_ascii (const char *label,
                       gsize       len)
{
  Lookalike *l = lookalike ();
  char buf[MAX_LABEL * 4 + 1];
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  UErrorCode status = U_ZERO_ERROR;
  int32_t n;

  if (len > MAX_LABEL * 4)
    return NULL;
  n = uidna_labelToASCII_UTF8 (l->idna, label, (int32_t) len, buf, (int32_t) sizeof buf - 1, &info, &status);
  if (U_FAILURE (status) || n < 0 || n >= (int32_t) sizeof buf)
    return NULL;
  return g_strndup (buf, n);
}
