#!/bin/sh
# bench-callgrind.sh BENCH FILE… — instructions per URL under callgrind for
# the core (RFC 3986, then the WHATWG URL Standard: record, tree and every
# validation error), uriparser and GLib (each run minus a run that only
# loads the corpus): stable figures on a noisy machine.
set -eu
bench=$1
shift
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind is not installed: no instruction counts"
  exit 0
fi
lines=$(cat "$@" | wc -l)
count() {
  mode=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" --only="$mode" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
base=$(count none "$@")
us=$(( ($(count uriscope "$@") - base) / lines ))
up=$(( ($(count uriparser "$@") - base) / lines ))
gu=$(( ($(count guri "$@") - base) / lines ))
wh=$(( ($(count whatwg "$@") - base) / lines ))
echo "instructions per URL (callgrind, $lines URLs):"
printf '  uriscope us_parse   %6d  ratio to uriparser %d.%02d\n' "$us" $((us * 100 / up / 100)) $((us * 100 / up % 100))
printf '  uriscope whatwg     %6d  ratio to uriparser %d.%02d, to GLib %d.%02d, to RFC 3986 %d.%02d\n' "$wh" \
  $((wh * 100 / up / 100)) $((wh * 100 / up % 100)) $((wh * 100 / gu / 100)) $((wh * 100 / gu % 100)) \
  $((wh * 100 / us / 100)) $((wh * 100 / us % 100))
printf '  uriparser           %6d\n' "$up"
printf '  GLib g_uri_split    %6d  ratio to uriparser %d.%02d\n' "$gu" $((gu * 100 / up / 100)) $((gu * 100 / up % 100))
for spec in rfc3987 rfc2396 rfc1808 rfc1738; do
  n=$(( ($(count uriscope --spec=$spec "$@") - base) / lines ))
  printf '  uriscope %-10s %6d  ratio to uriparser %d.%02d\n' "$spec" "$n" $((n * 100 / up / 100)) $((n * 100 / up % 100))
done

rbase=$(count resolve-none "$@")
rus=$(( ($(count resolve-uriscope "$@") - rbase) / (lines - 1) ))
rup=$(( ($(count resolve-uriparser "$@") - rbase) / (lines - 1) ))
rgu=$(( ($(count resolve-guri "$@") - rbase) / (lines - 1) ))
echo "instructions per resolution (callgrind, $((lines - 1)) pairs):"
printf '  uriscope us_resolve  %6d  ratio to uriparser %d.%02d, to GLib %d.%02d\n' "$rus" \
  $((rus * 100 / rup / 100)) $((rus * 100 / rup % 100)) $((rus * 100 / rgu / 100)) $((rus * 100 / rgu % 100))
printf '  uriparser            %6d\n' "$rup"
printf '  GLib                 %6d\n' "$rgu"
