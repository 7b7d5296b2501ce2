#!/bin/sh
# bench-table.sh BENCH-PARSE NODE-SCRIPT CLI BENCH-WINDOW FILE… — issue 24's
# table in one run: every path of Uriscope side by side with uriparser,
# GLib and Node's URL, with its aim and whether it is met.
#
# Each figure comes from the benchmark that already measures it; this
# script runs them one after the other and lays out what they print:
#   - wall time of the parses and resolutions, Node's included:
#     `bench-parse --table=NODE-SCRIPT` (alternating rounds of the core,
#     uriparser, GLib and Node's URL on the same corpus and the same
#     (base, reference) pairs, best and median);
#   - instructions of the parses and resolutions of the C peers:
#     bench-callgrind.sh (each run minus a run that only loads the corpus);
#   - instructions of Node's URL: callgrind on node running NODE-SCRIPT
#     --once=MODE with collection only inside the C++ binding that
#     `new URL` and `URL.canParse` call (node::url::BindingData::Parse,
#     ::CanParse and ::FastCanParse): ada's parse, the input copied out of
#     V8, the href made a V8 string and the components written back. It
#     leaves out the JavaScript around the call (the URL object, the
#     call into C++, the garbage collector), so it is a lower bound of what
#     `new URL` costs, where ours counts the whole call, the result's
#     allocation and free included;
#   - `uriscope-cli` per URL in --quiet, --json, --spec all --json and
#     --lens --quiet: bench-cli-modes.sh (instructions on 2,000 links,
#     wall time on the whole corpus in alternating rounds);
#   - the window, a keystroke into a 2 KB reference with the Resolution page
#     shown, to its painted frame: bench-window under Xvfb.
# Wall time moves with the machine's load (printed first); the
# instructions do not. Without valgrind, node or Xvfb, their columns say
# why they are missing. ROUNDS sets the wall-time rounds (15 for the parses,
# 5 for the command line by default); BENCH_XVFB_ARGS the xvfb-run options
# (-a by default).
set -eu
bench=$1 script=$2 cli=$3 window=$4
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
start=$(date +%s)
lines=$(cat "$@" | wc -l)
pairs=$((lines - 1))

# fmt N: N rounded to a whole number, with thousands separated by commas.
fmt() {
  awk -v v="$1" 'BEGIN {
    s = sprintf ("%.0f", v)
    for (t = ""; length (s) > 3; s = substr (s, 1, length (s) - 3))
      t = "," substr (s, length (s) - 2) t
    print s t
  }'
}
# ratio A B: A / B with two decimals.
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}
# met VALUE AIM: "yes" when VALUE <= AIM.
met() {
  awk -v v="$1" -v a="$2" 'BEGIN { print (v <= a) ? "yes" : "no" }'
}
# field FILE PATTERN N: the Nth field of the first line of FILE matching PATTERN.
field() {
  awk -v n="$3" "/$2/ { print \$n; exit }" "$1"
}

echo "== issue 24's table: $lines URLs, $pairs (base, reference) pairs =="
echo "load: $(uptime | sed 's/.*load average/load average/'), $(nproc) processors"

echo "-- wall time: bench-parse --table (parses and resolutions, Node's URL included)"
"$bench" --table="$script" --rounds="${ROUNDS:-15}" "$@" | tee "$tmp/wall"
wall() { # NAME: "BEST MEDIAN" of bench-parse --table's line NAME, or nothing
  awk -v k="$1" '$1 == "wall" && $2 == k { print $3, $4 }' "$tmp/wall"
}

echo "-- instructions: bench-callgrind.sh"
sh "$(dirname "$0")/bench-callgrind.sh" "$bench" "$@" | tee "$tmp/cg"
i_us=$(field "$tmp/cg" "uriscope us_parse" 3)
i_wh=$(field "$tmp/cg" "uriscope whatwg" 3)
i_up=$(field "$tmp/cg" "^  uriparser  " 2)
i_gu=$(field "$tmp/cg" "GLib g_uri_split" 3)
i_rus=$(field "$tmp/cg" "uriscope us_resolve" 3)
i_rup=$(awk '/per resolution/ { r = 1 } r && $1 == "uriparser" { print $2; exit }' "$tmp/cg")
i_rgu=$(awk '/per resolution/ { r = 1 } r && $1 == "GLib" { print $2; exit }' "$tmp/cg")

echo "-- instructions of Node's URL (callgrind inside its C++ binding)"
# node_count MODE FUNCTION…: instructions inside FUNCTION… while node runs
# one pass of MODE over the corpus; the out file stays in $tmp/node.MODE.
cat "$@" > "$tmp/corpus"
node_count() {
  mode=$1
  shift
  for f in "$@"; do
    set -- "$@" "--toggle-collect=$f"
    shift
  done
  valgrind --tool=callgrind --collect-atstart=no "$@" --callgrind-out-file="$tmp/node.$mode" \
    node "$script" --once="$mode" "$tmp/corpus" 2>&1 >/dev/null | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind is not installed: no instruction counts (skipped)"
elif ! command -v node >/dev/null 2>&1; then
  echo "node is not in PATH: no Node's URL columns (skipped)"
else
  binding='node::url::BindingData::'
  n_new=$(node_count newurl "${binding}Parse(*")
  n_can=$(node_count canparse "${binding}CanParse(*" "${binding}FastCanParse(*")
  n_res=$(node_count resolve "${binding}Parse(*")
  i_nnew=$((n_new / lines)) i_ncan=$((n_can / lines)) i_nres=$((n_res / pairs))
  # ada's own parse within new URL's binding, when callgrind_annotate is there
  i_ada=$(callgrind_annotate --inclusive=yes "$tmp/node.newurl" 2>/dev/null |
    awk -v n="$lines" '/ada::parse<ada::url_aggregator>/ { gsub (",", "", $1); print int ($1 / n); exit }')
  echo "  new URL(line)        $i_nnew instructions a URL in the binding (ada::parse ${i_ada:-?})"
  echo "  URL.canParse(line)   $i_ncan"
  echo "  new URL(ref, base)   $i_nres a pair"
fi

echo "-- uriscope-cli: bench-cli-modes.sh"
if [ -x "$cli" ]; then
  ROUNDS=${ROUNDS:-5} sh "$(dirname "$0")/bench-cli-modes.sh" "$cli" | tee "$tmp/cli"
else
  echo "no uriscope-cli at $cli (skipped)" | tee "$tmp/cli"
fi
# cli MODE N: field N of bench-cli-modes.sh's line for MODE (nothing for "-":
# no instruction count without valgrind)
cli() {
  awk -v m="$1" -v n="$2" 'substr ($0, 3, 22) ~ "^" m " *$" { if ($n != "-") print $n; exit }' "$tmp/cli"
}

echo "-- the window: bench-window 2k resolution, under Xvfb"
if [ ! -x "$window" ]; then
  echo "bench-window was not built (no xvfb-run or dbus-run-session at setup): no window row (skipped)" | tee "$tmp/window"
elif ! command -v xvfb-run >/dev/null 2>&1 || ! command -v dbus-run-session >/dev/null 2>&1; then
  echo "xvfb-run or dbus-run-session is not installed: no window row (skipped)" | tee "$tmp/window"
else
  # shellcheck disable=SC2086
  dbus-run-session -- xvfb-run ${BENCH_XVFB_ARGS:--a} -s "-screen 0 1280x1024x24" "$window" 2k resolution 2>&1 |
    tee "$tmp/window"
fi
w_ms=$(awk '/2 KB URI, Resolution page/ { for (i = 1; i < NF; i++) if ($i == "median") { print $(i + 1); exit } }' "$tmp/window")
w_cpu=$(awk '/2 KB URI, Resolution page/ { for (i = 1; i < NF; i++) if ($i == "cpu") { print $(i + 1); exit } }' "$tmp/window")

# cell INSTRUCTIONS WALL [RATIO-TO-INSTR RATIO-TO-WALL]: "1,234 i (0.50) · 300/320 ns (0.80)"
cell() {
  c=""
  [ -n "$1" ] && c="$(fmt "$1") i${3:+ ($3)}"
  if [ -n "$2" ]; then
    w="$(fmt "${2% *}")/$(fmt "${2#* }") ns${4:+ ($4)}"
    c="${c:+$c · }$w"
  fi
  echo "${c:-—}"
}
# rel OURS PEER: OURS / PEER, or nothing when either is missing
rel() {
  if [ -n "$1" ] && [ -n "$2" ]; then ratio "${1% *}" "${2% *}"; fi
}

wh=$(wall parse-whatwg) us=$(wall parse-uriscope) up=$(wall parse-uriparser) gu=$(wall parse-guri)
rus=$(wall resolve-uriscope) rup=$(wall resolve-uriparser) rgu=$(wall resolve-guri)
ncan=$(wall node-canparse) nnew=$(wall node-newurl) nres=$(wall node-resolve)
i_wh=${i_wh:-} i_us=${i_us:-} i_up=${i_up:-} i_gu=${i_gu:-} i_rus=${i_rus:-} i_rup=${i_rup:-} i_rgu=${i_rgu:-}
i_nnew=${i_nnew:-} i_ncan=${i_ncan:-} i_nres=${i_nres:-} i_ada=${i_ada:-}

if [ -n "$nnew" ]; then
  node1="\`new URL\` $(cell "$i_nnew" "$nnew" "$(rel "$i_wh" "$i_nnew")" "$(rel "$wh" "$nnew")")"
  node1="$node1${i_ada:+, of it \`ada::parse\` $(fmt "$i_ada") i}; \`URL.canParse\` $(cell "$i_ncan" "$ncan" "$(rel "$i_wh" "$i_ncan")" "$(rel "$wh" "$ncan")")"
  node3="\`new URL(ref, base)\` $(cell "$i_nres" "$nres" "$(rel "$i_rus" "$i_nres")" "$(rel "$rus" "$nres")")"
else
  node1="— (no node)" node3="— (no node)"
fi
verdict() { # VALUE AIM: met? when VALUE is known
  if [ -n "$1" ]; then met "$1" "$2"; else echo "— (not measured)"; fi
}

q_best=$(cli "--quiet" 5) q_i=$(cli "--quiet" 2) j_best=$(cli "--json" 5) j_med=$(cli "--json" 7) j_i=$(cli "--json" 2)
s_best=$(cli "--spec all --json" 7) s_med=$(cli "--spec all --json" 9) s_i=$(cli "--spec all --json" 4)
l_best=$(cli "--lens --quiet" 6) l_med=$(cli "--lens --quiet" 8) l_i=$(cli "--lens --quiet" 3)
j_ratio="" s_wall="" l_wall=""
[ -n "$q_best" ] && [ -n "$j_best" ] && j_ratio=$(ratio "$j_best" "$q_best")
j_iratio=""
[ -n "$q_i" ] && [ -n "$j_i" ] && j_iratio=$(ratio "$j_i" "$q_i")
[ -n "$s_best" ] && s_wall="$s_best $s_med"
[ -n "$l_best" ] && l_wall="$l_best $l_med"

echo
echo "Ratios in parentheses: Uriscope's figure divided by the peer's (below 1: Uriscope is cheaper)."
echo "i: instructions under callgrind; ns: wall time per URL (or pair), best/median of the alternating rounds."
echo
echo "| path | Uriscope | uriparser | GLib | Node's URL | aim | met? |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
echo "| WHATWG parse: record, tree, every validation error | $(cell "$i_wh" "$wh") | — | — | $node1 | ≤ 1,777 i | $(verdict "$i_wh" 1777) |"
echo "| RFC 3986 parse: tree, every diagnostic | $(cell "$i_us" "$us") | $(cell "$i_up" "$up" "$(rel "$i_us" "$i_up")" "$(rel "$us" "$up")") | $(cell "$i_gu" "$gu" "$(rel "$i_us" "$i_gu")" "$(rel "$us" "$gu")") | — (WHATWG only) | ≤ 2,000 i | $(verdict "$i_us" 2000) |"
echo "| resolution, strings in and out | $(cell "$i_rus" "$rus") | $(cell "$i_rup" "$rup" "$(rel "$i_rus" "$i_rup")" "$(rel "$rus" "$rup")") | $(cell "$i_rgu" "$rgu" "$(rel "$i_rus" "$i_rgu")" "$(rel "$rus" "$rgu")") | $node3 | ≤ 4,500 i | $(verdict "$i_rus" 4500) |"
echo "| \`--json\` per URL, wall time | $(cell "$j_i" "${j_best:+$j_best $j_med}")${j_ratio:+, $j_ratio × \`--quiet\` ($(fmt "$q_best") ns)}${j_iratio:+ (in instructions $j_iratio ×, start-up left out)} | — | — | — | ≤ 5 × \`--quiet\` | $(verdict "$j_ratio" 5) |"
echo "| \`--spec all --json\` per URL | $(cell "$s_i" "$s_wall") | — | — | — | ≤ 20,000 ns | $(verdict "$s_best" 20000) |"
echo "| \`--lens\` per link (\`--lens --quiet\`) | $(cell "$l_i" "$l_wall") | — | — | — | ≤ 15,000 i | $(verdict "$l_i" 15000) |"
echo "| window, Resolution page, 2 KB reference, a keystroke to its frame | ${w_ms:+median $w_ms ms (processor $w_cpu ms)}$([ -n "$w_ms" ] || echo —) | — | — | — | ≤ 17 ms | $(verdict "$w_ms" 17) |"
echo
echo "Not comparable one to one: Node's instructions are its C++ binding only (a lower bound of \`new URL\`);"
echo "Node resolves by the URL Standard, the others by RFC 3986; uriparser and GLib build no tree and report"
echo "no diagnostics; the command line's wall time includes its start-up (one process over the corpus)."
echo "load at the end: $(uptime | sed 's/.*load average/load average/'); $(( $(date +%s) - start )) s in all"
