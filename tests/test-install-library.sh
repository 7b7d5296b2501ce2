#!/bin/sh
# test-install-library.sh BUILDDIR SRCDIR CC SANITIZE PKG_CONFIG — liburiscope
# is a library others can link.
#
# Installs the build into a temporary DESTDIR, checks the shared library,
# its headers (under include/uriscope-0/, none private) and its pkg-config
# file, builds tests/data/install/consumer.c against the installed copy with
# `pkg-config --cflags --libs uriscope-0` (with the build's sanitizers, as a
# sanitized library needs) and runs it, and checks that the library exports
# exactly the functions its headers mark US_PUBLIC, all named us_, each
# with its reference comment in the source, and each called by the core,
# the window or the command line or listed for the library's users alone
# (tests/data/install/library-only.txt). Prints TAP.
set -u
build=${1:?usage: test-install-library.sh BUILDDIR SRCDIR CC SANITIZE PKG_CONFIG}
src=$2
cc=$3
sanitize=$4
pkg_config=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/tap.sh"

option() {
  meson introspect --buildoptions "$build" | python3 -c '
import json, sys
print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == sys.argv[1]))' "$1"
}
prefix=$(option prefix)
libdir=$(option libdir)
includedir=$(option includedir)
case $libdir in /*) ;; *) libdir=$prefix/$libdir ;; esac
case $includedir in /*) ;; *) includedir=$prefix/$includedir ;; esac

if meson install -C "$build" --no-rebuild --quiet --destdir "$tmp/root" > "$tmp/install.log" 2>&1; then
  ok "meson install --destdir"
else
  notok "meson install --destdir"
  sed 's/^/# /' "$tmp/install.log"
fi
lib="$tmp/root$libdir"
inc="$tmp/root$includedir/uriscope-0"

check "installed: the shared library, its soname link and its link for -l" \
  "[ -f \"$lib/liburiscope.so.0.1.0\" ] && [ -L \"$lib/liburiscope.so.0\" ] && [ -L \"$lib/liburiscope.so\" ]"
check "the soname is liburiscope.so.0" \
  "readelf -d \"$lib/liburiscope.so.0.1.0\" | grep -q 'SONAME.*\[liburiscope\.so\.0\]'"
check "no static library is installed" "! ls \"$lib\"/liburiscope*.a > /dev/null 2>&1"
check "installed: include/uriscope-0/uriscope.h and us-version.h" \
  "[ -s \"$inc/uriscope.h\" ] && [ -s \"$inc/us-version.h\" ]"
check "no private header is installed" "! ls \"$inc\" | grep -q private"
check "installed: the pkg-config file uriscope-0.pc" "[ -s \"$lib/pkgconfig/uriscope-0.pc\" ]"

# Exported: the functions the headers mark US_PUBLIC, and nothing else.
nm -D --defined-only "$lib/liburiscope.so.0.1.0" | awk '{ print $NF }' | sort > "$tmp/exported"
awk '/^US_PUBLIC$/ { getline; if (match ($0, /us_[a-z0-9_]+ *\(/)) { s = substr ($0, RSTART, RLENGTH); sub (/ *\($/, "", s); print s } }' \
  "$inc"/*.h | sort > "$tmp/marked"
check "the library exports only us_ functions" "! grep -v '^us_' \"$tmp/exported\" > \"$tmp/stray\""
check "the library exports every US_PUBLIC function, and no other ($(wc -l < "$tmp/exported") exported)" \
  "[ -s \"$tmp/marked\" ] && diff \"$tmp/marked\" \"$tmp/exported\" > \"$tmp/diff\""
awk 'FNR == 1 { prev = "" }
     /^[A-Za-z]/ && !/^(typedef|struct|US_PUBLIC|G_)/ && /us_[a-z0-9_]+ *\(/ && prev != "US_PUBLIC" { print FILENAME ": " $0 }
     { prev = $0 }' "$inc"/*.h > "$tmp/unmarked"
check "every function the installed headers declare is marked US_PUBLIC" "[ ! -s \"$tmp/unmarked\" ]"
# Nothing exported that only the tests call: an export nothing in core/,
# app/ or app/cli/ calls is one the library's users want, and
# tests/data/install/library-only.txt says why; a line there that is no
# longer exported, or is now called, goes.
awk '!/^#/ && NF { print $1 }' "$src/tests/data/install/library-only.txt" | sort > "$tmp/listed"
python3 "$src/tests/exports-uncalled.py" "$src" "$tmp/exported" > "$tmp/uncalled"
check "every export nothing in the core, the window or the command line calls is listed for the library's users ($(wc -l < "$tmp/uncalled") of them)" \
  "[ -s \"$tmp/exported\" ] && diff \"$tmp/listed\" \"$tmp/uncalled\" > \"$tmp/uncalled.diff\""
# Each once, above its definition or its declaration (core/README.md).
for s in $(cat "$tmp/exported"); do
  c=$(grep -l "^ \* $s:\$" "$src"/core/*.c "$src"/core/*.h | wc -l)
  [ "$c" -eq 1 ] || echo "$s: $c reference comments"
done > "$tmp/undocumented"
check "every exported function has one reference comment" "[ ! -s \"$tmp/undocumented\" ]"
if [ "$fail" -ne 0 ]; then
  sed 's/^/# stray: /' "$tmp/stray" 2>/dev/null
  sed 's/^/# /' "$tmp/undocumented" 2>/dev/null | head -20
  sed 's/^/# /' "$tmp/diff" "$tmp/unmarked" 2>/dev/null | head -40
  # ">": exported, called by nothing but the tests; "<": listed, but now
  # called or no longer exported.
  sed -n 's/^\([<>]\)/# uncalled \1/p' "$tmp/uncalled.diff" 2>/dev/null | head -40
fi

# A program of someone else's, against the installed copy. The .pc file
# names the prefix it was installed for; here it is under DESTDIR.
if [ -z "$pkg_config" ] || ! command -v "$pkg_config" > /dev/null 2>&1; then
  for t in "the consumer builds with pkg-config uriscope-0" "the consumer runs against the installed library" \
           "the consumer prints what it read"; do
    ok "$t # SKIP no pkg-config"
  done
  echo "1..$n"
  exit $fail
fi
mkdir -p "$tmp/pc"
sed "s|^prefix=.*|prefix=$tmp/root$prefix|" "$lib/pkgconfig/uriscope-0.pc" > "$tmp/pc/uriscope-0.pc"
flags=""
if [ "$sanitize" != none ] && [ -n "$sanitize" ]; then
  # A library built with AddressSanitizer needs its runtime loaded first.
  flags="-fsanitize=$sanitize"
fi
# shellcheck disable=SC2046,SC2086
if $cc -Wall -Wextra -Werror $flags -o "$tmp/consumer" "$src/tests/data/install/consumer.c" \
     $(PKG_CONFIG_PATH="$tmp/pc" "$pkg_config" --cflags --libs uriscope-0) > "$tmp/cc.log" 2>&1; then
  ok "the consumer builds with pkg-config uriscope-0"
else
  notok "the consumer builds with pkg-config uriscope-0"
  sed 's/^/# /' "$tmp/cc.log" | head -30
fi
LD_LIBRARY_PATH="$lib" "$tmp/consumer" > "$tmp/out" 2> "$tmp/err"
status=$?
check "the consumer runs against the installed library" \
  "[ $status -eq 0 ] && LD_LIBRARY_PATH=\"$lib\" ldd \"$tmp/consumer\" | grep -q \"liburiscope.so.0 => $lib/\""
check "the consumer prints what it read" "diff \"$src/tests/data/install/consumer.expected\" \"$tmp/out\" > \"$tmp/out.diff\""
if [ "$fail" -ne 0 ]; then
  sed 's/^/# /' "$tmp/out.diff" "$tmp/err" 2>/dev/null | head -30
fi

echo "1..$n"
exit $fail
