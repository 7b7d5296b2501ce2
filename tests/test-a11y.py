#!/usr/bin/env python3
# test-a11y.py APP — the real application, read as a screen reader reads it
#
# Starts APP (build/app/uriscope) on the accessibility bus of the session it
# runs in (meson runs it under dbus-run-session and xvfb-run), with a
# temporary HOME and XDG directories and the memory settings backend, and
# walks the whole accessible tree of its window through AT-SPI (pyatspi, as
# dogtail does):
#
#   - every control (push, toggle, radio and menu button, check box, switch,
#     combo box, entry, text, spin button, slider, link, menu item, tab,
#     list item, row) must have a name; a row or list item may take its name
#     from what it holds (a label's text), as screen readers read it, and a
#     drop-down's inner button its drop-down's (GTK 4.8 cannot name it). A
#     GTK class name ("GtkToggleButton", GTK 4.8's stand-in) is no name. The
#     test fails listing every control without one, with its path in the
#     tree (a GtkMenuButton or GtkButton with only an icon and a tooltip
#     has none in GTK 4.8: give it an accessible label);
#   - a few controls are found by role and name: the reference field, the
#     base, the page switcher's buttons;
#   - a reference typed into the field (EditableText) reaches the rest of
#     the window: a label shows a part of it.
#
# Exit 77 (skip) when pyatspi or dogtail cannot be imported. Options:
# --dump prints the tree.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
SYSTEM_PYTHON = '/usr/bin/python3'


def import_atspi():
    """pyatspi, or None. A python3 of its own (pyenv, a venv) may lack the
    system's PyGObject: then the system's python3 runs this script."""
    try:
        import pyatspi
        import dogtail  # noqa: F401 (what the setup installs)
        return pyatspi
    except ImportError:
        pass
    if (os.path.exists(SYSTEM_PYTHON)
            and os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON)
            and 'URISCOPE_A11Y_REEXEC' not in os.environ):
        os.environ['URISCOPE_A11Y_REEXEC'] = '1'
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    return None


pyatspi = import_atspi()
if pyatspi is None:
    print('SKIP: no pyatspi/dogtail (python3-dogtail)')
    sys.exit(SKIP)

R = pyatspi  # the ROLE_* constants

# Controls: what a person operates, so what must be announced by name.
CONTROL_ROLES = {
    R.ROLE_PUSH_BUTTON, R.ROLE_TOGGLE_BUTTON, R.ROLE_RADIO_BUTTON,
    R.ROLE_CHECK_BOX, R.ROLE_COMBO_BOX, R.ROLE_ENTRY, R.ROLE_TEXT,
    R.ROLE_PASSWORD_TEXT, R.ROLE_SPIN_BUTTON, R.ROLE_SLIDER, R.ROLE_LINK,
    R.ROLE_MENU_ITEM, R.ROLE_CHECK_MENU_ITEM, R.ROLE_RADIO_MENU_ITEM,
    R.ROLE_PAGE_TAB, R.ROLE_LIST_ITEM, R.ROLE_TABLE_ROW, R.ROLE_TREE_ITEM,
}
for extra in ('ROLE_SWITCH', 'ROLE_PUSH_BUTTON_MENU'):
    if hasattr(R, extra):
        CONTROL_ROLES.add(getattr(R, extra))
# Rows and items are read out by what they hold.
ITEM_ROLES = {R.ROLE_LIST_ITEM, R.ROLE_TABLE_ROW, R.ROLE_TREE_ITEM}
# A GTK class name stands in for a missing name in GTK 4.8 (list rows):
# no one wants to hear "GtkListItemWidget".
CLASS_NAME = re.compile(r'^(Gtk|Adw)[A-Z][A-Za-z]+$')
# Never more than this many nodes: a runaway tree fails, not hangs.
MAX_NODES = 20000


def log(*args):
    print(*args, flush=True)


def node_name(node):
    try:
        name = node.name or ''
    except Exception:
        return ''
    return '' if CLASS_NAME.match(name) else name.strip()


def node_text(node):
    """What the Text interface holds, or ''."""
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount) or ''
    except (NotImplementedError, Exception):
        return ''


def role_name(node):
    try:
        return node.getRoleName()
    except Exception:
        return '?'


def states(node):
    try:
        return node.getState()
    except Exception:
        return None


def children(node):
    try:
        count = node.childCount
    except Exception:
        return []
    out = []
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            child = None
        if child is not None:
            out.append(child)
    return out


def walk(root):
    """(node, path, depth) for the whole tree under root, depth first."""
    seen = set()
    stack = [(root, role_name(root), 0)]
    while stack:
        node, path, depth = stack.pop()
        key = hash(node)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > MAX_NODES:
            raise RuntimeError('more than %d accessible nodes' % MAX_NODES)
        yield node, path, depth
        kids = children(node)
        for i, child in reversed(list(enumerate(kids))):
            label = node_name(child)
            step = '%s[%d]%s' % (role_name(child), i, ' "%s"' % label[:30] if label else '')
            stack.append((child, path + ' > ' + step, depth + 1))


def speaks(node, depth=0):
    """Whether node or something in it has a name or text to read."""
    if node_name(node) or node_text(node).strip():
        return True
    if depth > 8:
        return False
    return any(speaks(child, depth + 1) for child in children(node))


def is_shown(node):
    st = states(node)
    return st is None or st.contains(R.STATE_SHOWING) or st.contains(R.STATE_VISIBLE)


def part_of_named_combo(node):
    """A GtkDropDown's own button: GTK 4.8 names it after its class and
    offers no way to name it; the combo box's name stands for it."""
    try:
        parent = node.parent
        return parent is not None and parent.getRole() == R.ROLE_COMBO_BOX and bool(node_name(parent))
    except Exception:
        return False


def unnamed_controls(window):
    out = []
    for node, path, _ in walk(window):
        role = node.getRole() if hasattr(node, 'getRole') else None
        if role not in CONTROL_ROLES:
            continue
        if node_name(node):
            continue
        if role in ITEM_ROLES and speaks(node):
            continue
        if part_of_named_combo(node):
            continue
        out.append((role_name(node), path, is_shown(node)))
    return out


def find(window, roles, name_pattern):
    pattern = re.compile(name_pattern, re.IGNORECASE)
    for node, _, _ in walk(window):
        if node.getRole() in roles and pattern.search(node_name(node)):
            return node
    return None


def wait_for(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError('timed out waiting for ' + what)


def find_app(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in children(desktop):
        try:
            if app.name == name:
                return app
        except Exception:
            pass
    return None


def app_window(app):
    for child in children(app):
        if child.getRole() in (R.ROLE_FRAME, R.ROLE_WINDOW, R.ROLE_DIALOG):
            return child
    return None


def dump(window):
    for node, _, depth in walk(window):
        text = node_text(node)
        log('%s%s "%s"%s' % ('  ' * depth, role_name(node), node_name(node),
                             ' text=%r' % text[:40] if text else ''))


def labels_text(window, field):
    """Every name and text in the window but the field's own."""
    out = []
    for node, _, _ in walk(window):
        if node == field:
            continue
        out.append(node_name(node))
        out.append(node_text(node))
    return '\n'.join(out)


def check(window):
    failures = []

    unnamed = unnamed_controls(window)
    for role, path, shown in unnamed:
        log('# unnamed %s%s: %s' % (role, '' if shown else ' (not shown)', path))
    if unnamed:
        failures.append('%d controls without an accessible name (listed above)' % len(unnamed))

    # A few controls a person looks for, by role and name.
    text_roles = {R.ROLE_TEXT, R.ROLE_ENTRY}
    field = find(window, text_roles, r'reference')
    if field is None:
        failures.append('no text named "Reference" (the reference field)')
    base = find(window, text_roles, r'^_?base')
    if base is None:
        failures.append('no entry named "Base"')
    for page in ('Breakdown', 'Resolution', 'Normalization', 'Query', 'Link'):
        button = find(window, {R.ROLE_TOGGLE_BUTTON, R.ROLE_PUSH_BUTTON, R.ROLE_RADIO_BUTTON,
                               R.ROLE_PAGE_TAB}, r'^' + page)
        if button is None:
            failures.append('no page switcher button named "%s"' % page)

    # Typing reaches the rest of the window.
    if field is not None:
        marker = 'zqxjk'
        reference = 'http://example.org/%s?key=%s' % (marker, marker)
        editable = field.queryEditableText()
        old = node_text(field)
        editable.deleteText(0, len(old))
        editable.insertText(0, reference, len(reference))
        wait_for(lambda: node_text(field) == reference, 10, 'the field to hold the reference')
        try:
            wait_for(lambda: marker in labels_text(window, field), 10,
                     'a label showing part of the typed reference')
        except AssertionError as error:
            failures.append(str(error))
    return failures


def temporary_env(tmp):
    env = dict(os.environ)
    for name, sub in (('HOME', 'home'), ('XDG_CONFIG_HOME', 'config'),
                      ('XDG_DATA_HOME', 'data'), ('XDG_CACHE_HOME', 'cache'),
                      ('XDG_STATE_HOME', 'state'), ('XDG_RUNTIME_DIR', 'runtime')):
        path = os.path.join(tmp, sub)
        os.makedirs(path, mode=0o700, exist_ok=True)
        env[name] = path
    env['GSETTINGS_BACKEND'] = 'memory'
    # The accessibility bus is the point.
    if env.get('GTK_A11Y') == 'none':
        del env['GTK_A11Y']
    env.setdefault('LC_ALL', 'C.UTF-8')
    return env


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    if len(args) != 1:
        log('usage: test-a11y.py [--dump] PATH-TO-uriscope')
        return 2
    program = os.path.abspath(args[0])
    tmp = tempfile.mkdtemp(prefix='uriscope-a11y-')
    process = None
    try:
        env = temporary_env(tmp)
        # The AT-SPI client lives in this process: the same bus as the app.
        os.environ['GSETTINGS_BACKEND'] = 'memory'
        process = subprocess.Popen([program], env=env)
        app = wait_for(lambda: find_app(os.path.basename(program)) or
                       (process.poll() is not None and sys.exit('the application exited: %s' % process.returncode)),
                       30, 'the application on the accessibility bus')
        window = wait_for(lambda: app_window(app), 20, 'its window')
        # The window fills in its pages as it starts.
        time.sleep(1.0)
        if '--dump' in argv:
            dump(window)
        failures = check(window)
        for failure in failures:
            log('FAIL: ' + failure)
        if not failures:
            log('PASS')
        return 1 if failures else 0
    finally:
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main(sys.argv))
