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


def showing(node):
    st = states(node)
    return st is not None and st.contains(R.STATE_SHOWING)


def item_name(node):
    """A row's name: its own, or (GTK 4.8 cannot name a list view's row
    widget) the name of the widget the row holds."""
    name = node_name(node)
    if name:
        return name
    for child in children(node):
        name = node_name(child)
        if name:
            return name
    return ''


# Names GTK 4.8 doubles: a control's accessible label, then the name of the
# label that names it too (a mnemonic label: use-underline, AdwButtonContent).
# Known ones, in files another change owns; each is reported, none fails.
KNOWN_DOUBLED = [
    re.compile(p) for p in (
        r'^_Inspect Inspect$',                 # link page's lens findings (code)
    )
]


def labelled_by(node):
    """The names of what node is labelled by (its mnemonic label)."""
    out = []
    try:
        for relation in node.getRelationSet():
            if relation.getRelationType() == R.RELATION_LABELLED_BY:
                for i in range(relation.getNTargets()):
                    out.append(node_name(relation.getTarget(i)))
    except Exception:
        pass
    return [name for name in out if name]


def doubled_name(node):
    """Whether node's name says its label twice: GTK 4.8 reads a control's
    accessible label (or a button's label property, underline and all) and
    then the name of the label naming it: "Fix _All Fix All", "Copy as SVG
    SVG" (AdwButtonContent), "Level Level"."""
    name = node_name(node)
    by = ' '.join(labelled_by(node))
    return bool(by) and name != by and name.endswith(' ' + by)


def doubled_names(window):
    out = []
    for node, path, _ in walk(window):
        role = node.getRole()
        if role not in CONTROL_ROLES or role in ITEM_ROLES:
            continue
        if doubled_name(node):
            out.append((node_name(node), path))
    return out


def find_all(scope, roles, name_pattern):
    pattern = re.compile(name_pattern, re.IGNORECASE)
    return [node for node, _, _ in walk(scope)
            if node.getRole() in roles and pattern.search(node_name(node))]


PAGES = [  # (stack page title, Alt+N)
    ('Breakdown', '1'), ('Resolution', '2'), ('Normalization', '3'),
    ('Query', '4'), ('Link', '5'), ('Practice', '6'),
]
BUTTON_ROLES = {R.ROLE_PUSH_BUTTON, R.ROLE_TOGGLE_BUTTON}
TEXT_ROLES = {R.ROLE_TEXT, R.ROLE_ENTRY}
# The reference every page is read with: a scheme (a rule to show), dot
# segments (resolution steps and the dot-segment table), a query.
REFERENCE = 'http://example.org/zqxjk/./b/../c?key=zqxjk#f'
BASE = 'http://a/b/c/d;p?q'


def set_text(node, text):
    editable = node.queryEditableText()
    editable.deleteText(0, len(node_text(node)))
    editable.insertText(0, text, len(text))
    wait_for(lambda: node_text(node) == text, 10, 'the text %r in %s' % (text, node_name(node)))


def page_tab(window, title):
    """The page switcher's button for a page (a page tab: not the copy
    button "query" of the status line)."""
    for node, _, _ in walk(window):
        if node.getRole() == R.ROLE_PAGE_TAB and node_name(node) == title:
            return node
    return None


def page_panel(window, title):
    """The stack page (named after its title) holding a page, once it is
    the page shown. GTK 4.8 sets no "showing" state, and "visible" on the
    pages hidden too: the page switcher's button says which is shown."""
    tab = page_tab(window, title)
    if tab is None or not states(tab).contains(R.STATE_SELECTED):
        return None
    for node, _, _ in walk(window):
        if node.getRole() == R.ROLE_PANEL and node_name(node) == title:
            return node
    return None


def xdotool(*args):
    subprocess.run(['xdotool'] + list(args), check=True, timeout=20)


def show_page(window, title, key, keyboard):
    """Shows a page: Alt+N when the keyboard can be used, else the page
    switcher's button through its AT-SPI action."""
    if keyboard:
        xdotool('key', 'alt+' + key)
    else:
        tab = page_tab(window, title)
        if tab is None:
            raise AssertionError('no page switcher button "%s"' % title)
        tab.queryAction().doAction(0)
    panel = wait_for(lambda: page_panel(window, title), 10, 'the %s page to show' % title)
    time.sleep(0.5)  # its rows are made as it is laid out
    return panel


def expect(failures, page, node, what):
    if node is None:
        log('# FAIL: %s page: no %s' % (page, what))
        failures.append('%s page: no %s' % (page, what))
    else:
        log('# %s page: %s: %s "%s"' % (page, what, role_name(node), node_name(node)))
    return node


def check_page(window, page, panel, failures):
    """What a person looks for on each page, by role and name."""
    if page == 'Breakdown':
        tree = expect(failures, page, find(panel, {R.ROLE_TREE_TABLE, R.ROLE_TABLE}, 'parse tree'),
                      'parse tree table')
        image = expect(failures, page, find(panel, {R.ROLE_IMAGE}, r'^Railroad diagram of scheme\b'),
                       'railroad diagram (role image) of the rule selected, scheme')
        if image is not None and not (image.description or '').strip():
            failures.append('Breakdown page: the railroad diagram has no description')
        for name in ('Copy as SVG', 'Copy as PNG', 'Save the diagram', 'Back'):
            expect(failures, page, find(panel, BUTTON_ROLES, '^%s$' % name), 'button "%s"' % name)
        expect(failures, page, find(panel, TEXT_ROLES, 'section of the RFC'), 'RFC text of the rule')
        del tree
    elif page == 'Resolution':
        expect(failures, page, find(panel, TEXT_ROLES, '^_?base$'), 'entry "Base"')
        expect(failures, page, find(panel, BUTTON_ROLES, '^Previous step$'), 'button "Previous step"')
        expect(failures, page, find(panel, BUTTON_ROLES, '^Next step$'), 'button "Next step"')
        toggle = expect(failures, page, find(panel, BUTTON_ROLES, '^Reveal answer'), 'toggle "Reveal answer"')
        # The answer waits for the last step: the toggle is announced as off.
        if toggle is not None and (states(toggle).contains(R.STATE_CHECKED) or
                                   states(toggle).contains(R.STATE_PRESSED)):
            failures.append('Resolution page: "Reveal answer" is announced as on at start')
        # Revealed, every step and every row of the table is there to read.
        if toggle is not None:
            toggle.queryAction().doAction(0)
            time.sleep(0.5)  # the rows are laid out
        steps = expect(failures, page, find(panel, {R.ROLE_LIST, R.ROLE_LIST_BOX}, '^Steps$'), 'list "Steps"')
        if steps is not None:
            rows = [c for c in children(steps) if c.getRole() in ITEM_ROLES]
            names = [item_name(row) for row in rows]
            log('# Resolution page: %d step rows, e.g. %r' % (len(rows), names[:2]))
            if not rows:
                failures.append('Resolution page: no step rows')
            bad = [n for n in names if not re.match(r'^Step \S+: \S', n)]
            if bad:
                failures.append('Resolution page: %d step rows not named "Step N: …": %r' % (len(bad), bad[:3]))
        table = expect(failures, page, find(panel, {R.ROLE_TREE_TABLE, R.ROLE_TABLE}, 'remove_dot_segments'),
                       'dot-segment table')
        if table is not None:
            rows = [n for n, _, _ in walk(table) if n.getRole() == R.ROLE_TABLE_ROW
                    and n.parent is not None and n.parent.getRole() == R.ROLE_LIST]
            log('# Resolution page: %d dot-segment table rows' % len(rows))
            if not rows:
                failures.append('Resolution page: the dot-segment table has no rows')
        expect(failures, page, find(panel, TEXT_ROLES, 'RFC'), 'RFC text view')
    elif page == 'Normalization':
        for name in ('Previous rung', 'Next rung', 'Reveal answer: every rung at once'):
            expect(failures, page, find(panel, BUTTON_ROLES, '^%s$' % name), 'button "%s"' % name)
        expect(failures, page, find(panel, {R.ROLE_LIST, R.ROLE_LIST_BOX}, 'rungs'), 'list of rungs')
    elif page == 'Query':
        expect(failures, page, find(panel, {R.ROLE_TREE_TABLE, R.ROLE_TABLE}, 'query parameters'),
               'table of query parameters')
    elif page == 'Practice':
        expect(failures, page, find(panel, TEXT_ROLES, 'answer'), 'answer entry')
        expect(failures, page, find(panel, BUTTON_ROLES, '^Check'), 'button "Check"')
        expect(failures, page, find(panel, {R.ROLE_COMBO_BOX}, 'level'), 'level drop-down')


def check_names(window, where, failures):
    unnamed = unnamed_controls(window)
    for role, path, shown in unnamed:
        log('# %s: unnamed %s%s: %s' % (where, role, '' if shown else ' (not shown)', path))
    if unnamed:
        failures.append('%s: %d controls without an accessible name (listed above)' % (where, len(unnamed)))
    for name, path in doubled_names(window):
        if name in check_names.doubled:
            continue
        check_names.doubled.add(name)
        known = any(p.match(name) for p in KNOWN_DOUBLED)
        log('# %s: %sname says its label twice: "%s": %s' % (where, 'known: ' if known else '', name, path))
        if not known:
            failures.append('%s: the name "%s" says its label twice' % (where, name))


check_names.doubled = set()


# --- The keyboard -----------------------------------------------------------

class FocusWatch:
    """AT-SPI focus events, as a screen reader hears them."""

    def __init__(self):
        from gi.repository import GLib
        self.context = GLib.MainContext.default()
        self.events = []
        pyatspi.Registry.registerEventListener(self.on_event, 'object:state-changed:focused')

    def on_event(self, event):
        if event.detail1:
            self.events.append(event.source)

    def pump(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while self.context.iteration(False):
                pass
            time.sleep(0.01)

    def press(self, key, wait=0.4):
        """The node focused after key, or None when the focus stayed."""
        self.pump(0.02)
        self.events.clear()
        xdotool('key', key)
        deadline = time.monotonic() + wait
        while not self.events and time.monotonic() < deadline:
            self.pump(0.02)
        self.pump(0.03)  # a second event may follow the first
        return self.events[-1] if self.events else None


def describe(node):
    return '%s "%s"' % (role_name(node), node_name(node)[:50])


# A Tab taken in place: the railroad diagram moves its ring from rule link to
# rule link (no AT-SPI focus change). More than this in a row is a trap.
MAX_SILENT_TABS = 16
MAX_TABS = 250
# The title bar's buttons: GTK never lets Tab reach them.
WINDOW_CONTROLS = {'Minimize', 'Maximize', 'Close'}


def tab_cycle(watch, field, key):
    """From the reference field, key (Tab or shift+Tab) until the field has
    the focus again: the nodes focused in order (None: a Tab taken in place)."""
    out = []
    silent = 0
    for _ in range(MAX_TABS):
        node = watch.press(key)
        if node is None:
            silent += 1
            if silent > MAX_SILENT_TABS:
                raise AssertionError('focus trapped: %d %s presses without the focus moving, after %s'
                                     % (silent, key, describe(out[-1]) if out and out[-1] else 'the field'))
            out.append(None)
            continue
        silent = 0
        if node == field:
            return out
        out.append(node)
    raise AssertionError('%s never came back to the reference field in %d presses' % (key, MAX_TABS))


def focusable_controls(window, page):
    """What Tab should reach: visible, sensitive, focusable controls, in the
    window and the page shown (a list's rows are reached through the list,
    so they are not counted one by one). GTK 4.8 sets no "showing" state:
    a subtree not visible is left out, and so are the other pages."""
    others = {title for title, _ in PAGES if title != page}
    out = []
    stack = [(window, role_name(window))]
    while stack:
        node, path = stack.pop()
        st = states(node)
        if st is None or not st.contains(R.STATE_VISIBLE):
            continue
        role = node.getRole()
        if role == R.ROLE_PANEL and node_name(node) in others:
            continue
        if (role in CONTROL_ROLES and role not in ITEM_ROLES and st.contains(R.STATE_FOCUSABLE)
                and st.contains(R.STATE_SENSITIVE)):
            out.append((node, path))
        if role in ITEM_ROLES or role == R.ROLE_COMBO_BOX:
            continue
        for i, child in reversed(list(enumerate(children(node)))):
            stack.append((child, '%s > %s[%d] "%s"' % (path, role_name(child), i, node_name(child)[:30])))
    return out


def check_keyboard(window, field, page, key, failures):
    watch = FocusWatch.instance
    where = '%s page (keyboard)' % page
    xdotool('key', 'alt+' + key)
    wait_for(lambda: page_panel(window, page), 10, 'the %s page to show' % page)
    time.sleep(0.3)
    if page == 'Practice':
        # The Practice page hides the reference field (it asks its own):
        # the ring is walked from the first control Tab lands on.
        field = watch.press('Tab')
        if field is None:
            failures.append('%s: Tab lands nowhere' % where)
            return
    elif watch.press('ctrl+l') != field and not states(field).contains(R.STATE_FOCUSED):
        failures.append('%s: Ctrl+L does not focus the reference field' % where)
        return
    else:
        # Ctrl+L selects the whole reference, the cursor at its end (the
        # tree then shows "fragment", whose diagram has one link): the
        # cursor back at its start, on "scheme", three links to walk.
        watch.press('Home')
    try:
        forward = tab_cycle(watch, field, 'Tab')
        backward = tab_cycle(watch, field, 'shift+Tab')
    except AssertionError as error:
        failures.append('%s: %s' % (where, error))
        return
    stops = [n for n in forward if n is not None]
    log('# %s: %d Tab stops: %s' % (where, len(stops), ', '.join(describe(n) for n in stops)))
    # Shift+Tab walks the same ring the other way.
    back_stops = [n for n in backward if n is not None]
    if list(reversed(back_stops)) != stops:
        failures.append('%s: Shift+Tab does not retrace Tab: %s' % (where, ', '.join(describe(n) for n in back_stops)))
    # Every control shown can be reached.
    reached = set(hash(n) for n in stops)
    for node, path in focusable_controls(window, page):
        if hash(node) in reached or node == field or part_of_named_combo(node):
            continue
        if node_name(node) in WINDOW_CONTROLS and node.parent is not None and \
                node.parent.getRole() == R.ROLE_PANEL:
            continue  # GTK's window controls: for the pointer (Alt+F4, Super keys)
        # a control inside a list row: the row is the stop in GTK 4.8
        failures.append('%s: Tab never reaches %s: %s' % (where, describe(node), path))
    # Unnamed stops: what a screen reader says on landing there.
    for node in stops:
        if not node_name(node) and not speaks(node):
            failures.append('%s: a Tab stop without a name: %s' % (where, describe(node)))
    # The railroad diagram: reached, its links walked, then left.
    if page == 'Breakdown':
        railroad = [i for i, n in enumerate(forward) if n is not None and n.getRole() == R.ROLE_IMAGE]
        if not railroad:
            failures.append('%s: Tab never reaches the railroad diagram' % where)
        else:
            i = railroad[0]
            taken = 0
            while i + 1 + taken < len(forward) and forward[i + 1 + taken] is None:
                taken += 1
            log('# %s: the railroad diagram took %d Tabs in place (its rule links) before the focus left'
                % (where, taken))
            if taken == 0:
                failures.append('%s: Tab leaves the railroad diagram at once: its rule links are not walked' % where)


def check(window, keyboard):
    failures = []
    text_roles = {R.ROLE_TEXT, R.ROLE_ENTRY}
    field = find(window, text_roles, r'reference')
    if field is None:
        return ['no text named "Reference" (the reference field)']
    for page, _ in PAGES:
        button = find(window, {R.ROLE_TOGGLE_BUTTON, R.ROLE_PUSH_BUTTON, R.ROLE_RADIO_BUTTON,
                               R.ROLE_PAGE_TAB}, r'^' + page)
        if button is None:
            failures.append('no page switcher button named "%s"' % page)

    # Typing reaches the rest of the window.
    set_text(field, REFERENCE)
    try:
        wait_for(lambda: 'zqxjk' in labels_text(window, field), 10,
                 'a label showing part of the typed reference')
    except AssertionError as error:
        failures.append(str(error))
    base = find(window, text_roles, r'^_?base')
    if base is None:
        failures.append('no entry named "Base"')
    else:
        set_text(base, BASE)
    # The text cursor in the scheme selects its node: the rule panel shows it.
    field.queryText().setCaretOffset(2)
    time.sleep(0.5)

    # Every page: nothing unnamed, and what a person looks for there.
    for page, key in PAGES:
        use_keys = keyboard and page == 'Practice'  # Alt+6; the others by the switcher
        log('# the %s page' % page)
        try:
            panel = show_page(window, page, key, use_keys)
        except AssertionError as error:
            log('# FAIL: %s' % error)
            failures.append(str(error))
            continue
        check_names(window, '%s page' % page, failures)
        check_page(window, page, panel, failures)

    if keyboard:
        FocusWatch.instance = FocusWatch()
        for page, key in PAGES:
            check_keyboard(window, field, page, key, failures)
    else:
        log('# no xdotool: the keyboard is not checked')
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
        failures = check(window, shutil.which('xdotool') is not None and '--no-keyboard' not in argv)
        for failure in failures:
            log('FAIL: ' + failure)
        if not failures:
            log('PASS')
        return 1 if failures else 0
    finally:
        if process is not None and process.poll() is not None:
            log('# the application exited: %s' % process.returncode)
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
