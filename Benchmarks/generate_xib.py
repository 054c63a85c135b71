#!/usr/bin/env python3
"""Writes a large Interface Builder main menu, shaped like a real app's, for timing the reader.

    generate_xib.py --items 5000 [--seed 6] [--output FILE]

Top-level menus of 20 to 40 items each (a third of them in submenus), with every encoding the
reader knows: plain and uppercase letters, digits and punctuation, control characters (&#x8;,
&#x1b;, &#xd;), function-key characters (&#xF700;...), modifier-mask elements, integer masks,
alternates, hidden items, separators and items without a key, connections and user labels as
Xcode writes them. Deterministic for a seed. Python standard library only.
"""
import argparse
import random
import sys

KEYS = list("abcdefghijklmnopqrstuvwxyz0123456789") + list("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + \
    [",", ".", "/", ";", "'", "[", "]", "-", "=", "?", "{", "}", "+", "&quot;", "&lt;"] + \
    ["&#x8;", "&#x7f;", "&#x1b;", "&#xd;", "&#x9;", " "] + \
    ["&#x%X;" % code for code in range(0xF700, 0xF70F)] + ["\uf728", "\uf729", "\uf72b", "\uf72c", "\uf72d"]
MASKS = ['', 'command="YES"', 'shift="YES" command="YES"', 'option="YES" command="YES"',
         'control="YES" command="YES"', 'shift="YES" option="YES" command="YES"', 'option="YES"']
WORDS = ["Open", "Close", "Show", "Hide", "Toggle", "Move", "Select", "Export", "Import", "Rotate", "Align",
         "Group", "Lock", "Insert", "Zoom", "Filter", "Sort", "Mark", "Archive", "Share"]
NOUNS = ["Layer", "Note", "Page", "Tab", "Window", "Sidebar", "Inspector", "Selection", "Track", "Clip",
         "Folder", "Tag", "Bookmark", "Column", "Row", "Image", "Link", "Style", "Grid", "Ruler"]


def next_id(state):
    state[0] += 1
    n = state[0]
    return "%s-%s-%s" % (format(n % 4096, "03x"), format(n // 4096 % 256, "02x"), format(n % 1000, "03d"))


def item(out, rng, ids, indent, count):
    title = "%s %s %d" % (rng.choice(WORDS), rng.choice(NOUNS), count)
    attributes = ' title="%s"' % title
    if rng.random() < 0.05:
        attributes += ' alternate="YES"'
    if rng.random() < 0.02:
        attributes += ' hidden="YES"'
    key = rng.choice(KEYS)
    pad = " " * indent
    if rng.random() < 0.03:
        out.append('%s<menuItem%s keyEquivalent="%s" keyEquivalentModifierMask="1572864" id="%s"/>'
                   % (pad, attributes, key, next_id(ids)))
        return
    out.append('%s<menuItem%s keyEquivalent="%s" id="%s">' % (pad, attributes, key, next_id(ids)))
    mask = rng.choice(MASKS)
    if mask != "command":
        out.append('%s    <modifierMask key="keyEquivalentModifierMask"%s/>' % (pad, (" " + mask) if mask else ""))
    out.append('%s    <connections>' % pad)
    out.append('%s        <action selector="perform%d:" target="-1" id="%s"/>' % (pad, count, next_id(ids)))
    out.append('%s    </connections>' % pad)
    out.append('%s</menuItem>' % pad)


def generate(items, seed):
    rng = random.Random(seed)
    ids = [0]
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" '
           'targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">',
           '    <objects>',
           '        <menu title="AMainMenu" systemMenu="main" id="29" userLabel="MainMenu">',
           '            <items>']
    written = 0
    menu = 0
    while written < items:
        menu += 1
        out.append('                <menuItem title="Menu %d" id="%s">' % (menu, next_id(ids)))
        out.append('                    <menu key="submenu" title="Menu %d" id="%s">' % (menu, next_id(ids)))
        out.append('                        <items>')
        for _ in range(min(rng.randint(20, 40), items - written)):
            if rng.random() < 0.08:
                out.append('                            <menuItem isSeparatorItem="YES" id="%s"/>' % next_id(ids))
            if rng.random() < 0.3:
                out.append('                            <menuItem title="Options %d" id="%s">' % (written, next_id(ids)))
                out.append('                                <menu key="submenu" title="Options %d" id="%s">' % (written, next_id(ids)))
                out.append('                                    <items>')
                item(out, rng, ids, 40, written)
                out.append('                                    </items>')
                out.append('                                </menu>')
                out.append('                            </menuItem>')
            else:
                item(out, rng, ids, 28, written)
            written += 1
        out.append('                        </items>')
        out.append('                    </menu>')
        out.append('                </menuItem>')
    out += ['            </items>', '        </menu>', '    </objects>', '</document>', '']
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, required=True, help="menu items with a key equivalent")
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--output", help="file to write (default: standard output)")
    arguments = parser.parse_args()
    if arguments.items < 1:
        parser.error("--items must be at least 1")
    text = generate(arguments.items, arguments.seed)
    if arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as file:
            file.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
