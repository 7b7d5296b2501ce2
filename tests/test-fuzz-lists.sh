#!/bin/sh
# test-fuzz-lists.sh SRCDIR TARGET… — the fuzz targets, named alike everywhere
#
# TARGET… are the fuzz targets meson builds (tests/fuzz/meson.build passes
# them). build-aux/test runs a time-boxed libFuzzer run of each and
# build-aux/fuzz a campaign of each: their lists must be exactly these
# (a target left out of one is never fuzzed by it, as fuzz-abnf was by
# build-aux/fuzz). Each target has a non-empty seed corpus,
# tests/fuzz/corpus/TARGET/, and every corpus directory is a target's.
# Prints TAP.
set -u
src=${1:?usage: test-fuzz-lists.sh SRCDIR TARGET…}
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/tap.sh"

cd "$src" || exit 1

for t in "$@"; do echo "$t"; done | LC_ALL=C sort > "$tmp/meson"
check "meson builds fuzz targets" "[ -s '$tmp/meson' ]"

# list VARIABLE SCRIPT: the words of the quoted VARIABLE="…" of SCRIPT,
# which may span lines, one a line, sorted.
list() {
  sed -n "/^$1=\"/,/\"/p" "$2" | sed -e "s/^$1=//" -e 's/"//g' | tr ' ' '\n' | sed '/^$/d' | LC_ALL=C sort
}

list fuzz_targets build-aux/test > "$tmp/test"
check "build-aux/test runs every fuzz target and nothing else" "diff -u '$tmp/meson' '$tmp/test'"
list all build-aux/fuzz > "$tmp/fuzz"
check "build-aux/fuzz knows every fuzz target and nothing else" "diff -u '$tmp/meson' '$tmp/fuzz'"

while read -r t; do
  check "$t has a seed corpus" "[ -n \"\$(ls -A 'tests/fuzz/corpus/$t' 2>/dev/null)\" ]"
done < "$tmp/meson"
ls tests/fuzz/corpus | LC_ALL=C sort > "$tmp/corpora"
check "every corpus directory is a fuzz target's" "diff -u '$tmp/meson' '$tmp/corpora'"

echo "1..$n"
exit $fail
