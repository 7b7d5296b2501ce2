#!/bin/sh
# test-po.sh SRCDIR — the translation keeps up.
#  1. po/POTFILES.in is sorted and lists every source file with translatable
#     strings, and nothing else;
#  2. every message of the sources is translated in every language of
#     po/LINGUAS, and none is fuzzy.
# Prints TAP.
set -u
src=${1:?usage: test-po.sh SRCDIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/tap.sh"

cd "$src" || exit 1

grep -v '^#' po/POTFILES.in | sed '/^$/d' > "$tmp/listed"
if LC_ALL=C sort -c "$tmp/listed" 2>/dev/null; then ok "POTFILES.in is sorted"; else notok "POTFILES.in is sorted"; fi

git ls-files --cached --others --exclude-standard 'app/*.c' 'core/*.c' 'core/*.h' 'app/*.ui' 'app/*/*.ui' 'data/*.xml' \
  'data/*.desktop.in' 'data/*.xml.in' 2>/dev/null > "$tmp/files" || true
[ -s "$tmp/files" ] || find app core data -name '*.c' -o -name '*.ui' -o -name '*.in' -o -name '*.xml' > "$tmp/files"
: > "$tmp/needed"
while read -r f; do
  # C sources with gettext calls, UI files with translatable properties, and
  # what the desktop reads: desktop entries and AppStream metadata (all their
  # text is translated), GSettings schemas (their summaries are).
  case "$f" in
    *.desktop.in|*.metainfo.xml.in) echo "$f" >> "$tmp/needed"; continue ;;
    *.gschema.xml) grep -q '<summary>' "$f" && echo "$f" >> "$tmp/needed"; continue ;;
  esac
  if grep -Eq '(^|[^A-Za-z0-9_])(_|N_|C_|NC_|g_dngettext|ngettext)[[:space:]]*\(' "$f" ||
     grep -q 'translatable="yes"' "$f"; then
    echo "$f" >> "$tmp/needed"
  fi
done < "$tmp/files"
LC_ALL=C sort -o "$tmp/needed" "$tmp/needed"
if diff -u "$tmp/needed" "$tmp/listed" > "$tmp/diff"; then
  ok "POTFILES.in lists exactly the files with translatable strings"
else
  notok "POTFILES.in lists exactly the files with translatable strings"
  sed 's/^/# /' "$tmp/diff"
fi

xgettext --from-code=UTF-8 --files-from=po/POTFILES.in --directory=. \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --flag=N_:1:pass-c-format --add-comments=TRANSLATORS \
  -o "$tmp/uriscope.pot" 2> "$tmp/xgettext.err"
if [ -s "$tmp/uriscope.pot" ]; then ok "xgettext extracts the messages"; else notok "xgettext extracts the messages"; cat "$tmp/xgettext.err"; fi

for lang in $(grep -v '^#' po/LINGUAS); do
  msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "po/$lang.po" "$tmp/uriscope.pot"
  stats=$(msgfmt --check --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
  case "$stats" in
    *untranslated*|*fuzzy*) notok "$lang: every message translated ($stats)" ;;
    *) ok "$lang: every message translated ($stats)" ;;
  esac
done

echo "1..$n"
exit $fail
