#!/usr/bin/env python3
"""Write the main menu of an Interface Builder file (.xib, .storyboard) as a shortcut-lint manifest.

Used to make the real-menu fixtures in Tests/ShortcutCoreTests/Fixtures/RealMenus/ from files of
public repositories (which are not committed here: only the facts taken from them). It is a
throwaway tool for fixtures, not the product's XML reader (issue 14 builds that in Swift).

    python3 Scripts/extract-ib-menu.py FILE --app NAME --source "owner/repo@commit:path" \
        --licence "MIT (LICENSE)" > Tests/ShortcutCoreTests/Fixtures/RealMenus/NAME.shortcuts.yml

What it records, for each `menuItem` with a non-empty `keyEquivalent` inside `<menu systemMenu="main">`:
- `title`: the item's title as Interface Builder stores it (app names included as written);
- `menu`: the titles of the enclosing menu items, outermost first, joined with " > ";
- `key`: the chord in HIG text (`Shift-Command-N`), read from Interface Builder's encoding:
  the `keyEquivalent` character (an attribute, or in older files a `<string key="keyEquivalent"
  base64-UTF8="YES">` child holding it in base64) plus the `<modifierMask key="keyEquivalentModifierMask" …/>`
  element's command/shift/option/control/function attributes (no element means Command alone;
  an element without attributes means no modifier; an integer `keyEquivalentModifierMask`
  attribute, as in old files, is read as NSEvent.ModifierFlags bits); an uppercase letter implies
  Shift; private-use characters U+F700–U+F8FF are NSEvent's function-key constants (arrows,
  F-keys, Home, End, Page Up/Down, forward delete); U+0008/U+007F are Delete, U+001B Esc,
  U+000D Return, U+0003 Enter (the keypad's Enter key), U+0009 Tab;
- `x-alternate: true` for `alternate="YES"` items (shown in place of the item above while a
  modifier is held) and `x-hidden: true` for `hidden="YES"` items.

Menus outside the main menu (context menus, pop-up buttons, dock menus) are skipped; the count of
key equivalents skipped is printed on standard error so PROVENANCE.md can say how many.

A `function="YES"` flag on an arrow or F-key is the NSEvent function-key flag that such keys
always carry, not the Globe key, so it is dropped there; on any other key it is written as Globe.
"""

import argparse
import base64
import sys
import xml.etree.ElementTree as ET

MODIFIER_ORDER = ["function", "control", "option", "shift", "command"]
MODIFIER_NAMES = {"function": "Globe", "control": "Control", "option": "Option", "shift": "Shift", "command": "Command"}
# NSEvent.ModifierFlags bits, for the integer form of keyEquivalentModifierMask.
MODIFIER_BITS = {"shift": 1 << 17, "control": 1 << 18, "option": 1 << 19, "command": 1 << 20, "function": 1 << 23}

# NSEvent function-key characters (NSUpArrowFunctionKey = U+F700 …), as HIG key names.
FUNCTION_KEYS = {0xF700: "Up arrow", 0xF701: "Down arrow", 0xF702: "Left arrow", 0xF703: "Right arrow"}
FUNCTION_KEYS.update({0xF704 + n: f"F{n + 1}" for n in range(35)})  # NSF1FunctionKey … NSF35FunctionKey
FUNCTION_KEYS.update({
    0xF728: "Forward Delete", 0xF729: "Home", 0xF72B: "End", 0xF72C: "Page Up", 0xF72D: "Page Down",
})
CONTROL_CHARACTERS = {
    0x08: "Delete", 0x7F: "Delete", 0x1B: "Esc", 0x0D: "Return", 0x03: "Keypad Enter", 0x09: "Tab",
    0x20: "Space",
}


class UnknownKey(Exception):
    pass


def key_name(character):
    """The HIG name of the key and whether the character itself implies Shift."""
    if len(character) != 1:
        raise UnknownKey(f"key equivalent of {len(character)} characters: {character!r}")
    code = ord(character)
    if code in CONTROL_CHARACTERS:
        return CONTROL_CHARACTERS[code], False
    if code in FUNCTION_KEYS:
        return FUNCTION_KEYS[code], False
    if 0xF700 <= code <= 0xF8FF:
        raise UnknownKey(f"unmapped function key U+{code:04X}")
    if "A" <= character <= "Z":
        return character, True
    if "a" <= character <= "z":
        return character.upper(), False
    if character.isprintable() and code < 0x80:
        return character, False  # digits and punctuation, shifted characters (?, {, +) as written
    raise UnknownKey(f"unexpected key equivalent U+{code:04X}")


def modifiers(item):
    """The set of modifier names the item's key equivalent holds."""
    integer = item.get("keyEquivalentModifierMask")
    if integer is not None:
        return {name for name, bit in MODIFIER_BITS.items() if int(integer) & bit}
    for child in item:
        if child.tag == "modifierMask" and child.get("key") == "keyEquivalentModifierMask":
            return {name for name in MODIFIER_ORDER if child.get(name) == "YES"}
    return {"command"}


def key_equivalent(item):
    """The key equivalent: the attribute, or (in older files) a base64 `<string key="keyEquivalent">` child."""
    if item.get("keyEquivalent"):
        return item.get("keyEquivalent")
    for child in item:
        if child.tag == "string" and child.get("key") == "keyEquivalent":
            text = "".join((child.text or "").split())
            if child.get("base64-UTF8") == "YES":
                return base64.b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")
            return child.text or ""
    return ""


def chord(item):
    key, implied_shift = key_name(key_equivalent(item))
    held = modifiers(item)
    if implied_shift:
        held.add("shift")
    if key.startswith(("Up", "Down", "Left", "Right", "F", "Home", "End", "Page", "Forward")) and len(key) > 1:
        held.discard("function")
    return "-".join([MODIFIER_NAMES[m] for m in MODIFIER_ORDER if m in held] + [key])


def submenu(item):
    for child in item:
        if child.tag == "menu":
            return child
    return None


def menu_items(menu):
    for child in menu:
        if child.tag == "items":
            yield from (item for item in child if item.tag == "menuItem")


def walk(menu, path, out):
    for item in menu_items(menu):
        title = item.get("title", "")
        if key_equivalent(item):
            out.append((item, path))
        inner = submenu(item)
        if inner is not None:
            walk(inner, path + [title or inner.get("title", "")], out)


def count_key_equivalents(element):
    return sum(1 for item in element.iter("menuItem") if key_equivalent(item))


def yaml_string(text):
    """A double-quoted YAML scalar (so no title or key is read as anything but a string)."""
    out = []
    for character in text:
        code = ord(character)
        if character in '"\\':
            out.append("\\" + character)
        elif code < 0x20 or code == 0x7F or 0xF700 <= code <= 0xF8FF:
            out.append(f"\\u{code:04X}")
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--app", required=True, help="the app's name (the manifest's app)")
    parser.add_argument("--source", required=True, help="repository@commit:path, for the header")
    parser.add_argument("--licence", required=True, help="the repository's licence, for the header")
    parser.add_argument("--note", action="append", default=[], help="a header line (repeatable)")
    arguments = parser.parse_args()

    root = ET.parse(arguments.file).getroot()
    mains = [menu for menu in root.iter("menu") if menu.get("systemMenu") == "main"]
    if len(mains) != 1:
        sys.exit(f"{arguments.file}: expected one <menu systemMenu=\"main\">, found {len(mains)}")
    found = []
    walk(mains[0], [], found)
    skipped = count_key_equivalents(root) - count_key_equivalents(mains[0])

    lines = [
        f"# The main menu of {arguments.app}, recorded as facts (title, menu path, key equivalent) from",
        f"# {arguments.source}",
        f"# Licence of the source: {arguments.licence}. Extracted by Scripts/extract-ib-menu.py;",
        "# see PROVENANCE.md beside this file. Do not edit by hand: verdicts.yml refers to these entries.",
    ]
    lines += [f"# {note}" for note in arguments.note]
    lines += [f"app: {yaml_string(arguments.app)}", "platforms: [macOS]", "shortcuts:"]
    alternates = hidden = 0
    for item, path in found:
        try:
            key = chord(item)
        except UnknownKey as problem:
            sys.exit(f"{arguments.file}: item {item.get('title')!r}: {problem}")
        lines.append(f"  - title: {yaml_string(item.get('title', ''))}")
        lines.append(f"    key: {yaml_string(key)}")
        if path:
            lines.append(f"    menu: {yaml_string(' > '.join(path))}")
        if item.get("alternate") == "YES":
            lines.append("    x-alternate: true")
            alternates += 1
        if item.get("hidden") == "YES":
            lines.append("    x-hidden: true")
            hidden += 1
    print("\n".join(lines))
    print(
        f"{arguments.file}: {len(found)} main-menu items with a key equivalent "
        f"({alternates} alternate, {hidden} hidden); {skipped} outside the main menu skipped",
        file=sys.stderr)


if __name__ == "__main__":
    main()
