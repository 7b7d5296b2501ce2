#!/bin/sh
# test-install.sh BUILDDIR — Uriscope installs like a GNOME application.
#
# Installs the build into a temporary DESTDIR, checks that every file is
# where the desktop looks for it, runs the installed uriscope-cli (in
# Spanish too, from the installed translation), and starts the installed
# window under Xvfb with XDG_DATA_DIRS pointing at the prefix: its window
# must appear, with the installed icon. Prints TAP.
set -u
build=${1:?usage: test-install.sh BUILDDIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "$0")/tap.sh"

prefix=$(meson introspect --buildoptions "$build" | python3 -c '
import json, sys
print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')
if meson install -C "$build" --no-rebuild --quiet --destdir "$tmp" > "$tmp.log" 2>&1; then
  ok "meson install --destdir"
else
  notok "meson install --destdir"
  sed 's/^/# /' "$tmp.log"
fi
rm -f "$tmp.log"
root="$tmp$prefix"
share="$root/share"
id=io.github.uriscope.Uriscope

for f in bin/uriscope bin/uriscope-cli \
         share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
         share/icons/hicolor/scalable/apps/$id.svg share/icons/hicolor/symbolic/apps/$id-symbolic.svg \
         share/glib-2.0/schemas/$id.gschema.xml share/locale/es/LC_MESSAGES/uriscope.mo \
         share/man/man1/uriscope.1 share/man/man1/uriscope-cli.1 share/uriscope/lookalike-domains.txt; do
  check "installed: $f" "[ -s \"$root/$f\" ]"
done
check "the desktop entry is translated" "grep -q '^Comment\[es\]=' \"$share/applications/$id.desktop\""
check "the desktop entry registers no URL scheme" "! grep -q '^MimeType=' \"$share/applications/$id.desktop\""
check "the metainfo is translated" "grep -q 'xml:lang=\"es\"' \"$share/metainfo/$id.metainfo.xml\""
check "the manual pages are troff" "grep -q '^\.TH \"uriscope-cli\" \"1\"' \"$share/man/man1/uriscope-cli.1\""

# The installed command-line tool, in English and in Spanish.
out=$("$root/bin/uriscope-cli" 'http://a b' 2>&1)
status=$?
check "installed uriscope-cli reports the space" "[ $status -eq 1 ] && echo \"\$out\" | grep -q 'error\[space\]: space (U+0020) is not allowed'"
out=$(LANGUAGE=es URISCOPE_LOCALEDIR="$share/locale" "$root/bin/uriscope-cli" 'http://a b' 2>&1)
check "installed uriscope-cli speaks Spanish" "echo \"\$out\" | grep -q 'el espacio (U+0020) no está permitido'"
check "installed uriscope --help" "\"$root/bin/uriscope\" --help | grep -q -- '--base'"

# The installed window, under Xvfb, with the prefix's data: its schema
# compiled as the post-install step would, its icon from the theme.
if command -v xvfb-run >/dev/null 2>&1 && command -v xprop >/dev/null 2>&1 && command -v dbus-run-session >/dev/null 2>&1; then
  glib-compile-schemas "$share/glib-2.0/schemas"
  cat > "$tmp/window.sh" <<INNER
#!/bin/sh
XDG_DATA_DIRS="$share:\${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
GSETTINGS_SCHEMA_DIR="$share/glib-2.0/schemas" GSETTINGS_BACKEND=memory \
GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable GTK_A11Y=none \
  "$root/bin/uriscope" 'http://a b/' > "$tmp/app.log" 2>&1 &
app=\$!
# The window, then its icon (set once the window is realized).
for i in \$(seq 1 100); do
  if xprop -name Uriscope _NET_WM_ICON 2>/dev/null | grep -q 'CARDINAL'; then break; fi
  sleep 0.1
done
xprop -name Uriscope WM_CLASS _NET_WM_ICON > "$tmp/xprop.txt" 2>&1
kill \$app 2>/dev/null
wait \$app 2>/dev/null
exit 0
INNER
  chmod +x "$tmp/window.sh"
  dbus-run-session -- xvfb-run -a -s '-screen 0 1280x1024x24' "$tmp/window.sh"
  check "the installed window opens" "grep -q 'WM_CLASS' \"$tmp/xprop.txt\" && ! grep -q 'No window' \"$tmp/xprop.txt\""
  check "the installed window has the installed icon" "grep -q '_NET_WM_ICON(CARDINAL)' \"$tmp/xprop.txt\""
  if [ "$fail" -ne 0 ]; then
    sed "s/^/# /" "$tmp/xprop.txt" "$tmp/app.log" | head -5
  fi
else
  ok "the installed window opens # SKIP no Xvfb, xprop or dbus-run-session"
  ok "the installed window has the installed icon # SKIP no Xvfb, xprop or dbus-run-session"
fi

echo "1..$n"
exit $fail
