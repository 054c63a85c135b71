#!/usr/bin/env python3
"""Deterministic generator of realistic shortcut manifests for the benchmarks.

A large app's manifest, not a collision storm: a main menu of standard shortcuts used for their
own actions, then many `when` scopes (panels, editors, tools), each with its own chords drawn
without repetition from a pool that avoids the reserved table. A few percent of entries carry
the mistakes real manifests carry (a chord already taken in the scope, a standard or system
chord used for something else, modifiers out of order), so the linter has findings to report,
but they stay a small fraction of the entries.

Keys are written in the notations people use: HIG text (`Shift-Command-K`), menu symbols
(`⇧⌘K`), plus-style (`shift+cmd+k`, `CmdOrCtrl+K`), named keys (`Option-Command-Up Arrow`,
`⌘↑`, `cmd+f6`) and two-stroke sequences (`Command-K Command-D`).

The same seed gives the same bytes (Python 3's `random.Random` is stable across versions for
`random()`, `randrange` and `shuffle`). Standard library only.

    python3 Benchmarks/generate.py --shortcuts 10000 --format yaml --output big.shortcuts.yml
    python3 Benchmarks/generate.py --many 1000 --shortcuts 60 --output-dir many/
"""

import argparse
import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESERVED = os.path.join(ROOT, "Resources", "reserved.json")

# Modifier order is the HIG's: Control, Option, Shift, Command.
ORDER = ["control", "option", "shift", "command"]
HIG_NAME = {"control": "Control", "option": "Option", "shift": "Shift", "command": "Command"}
SYMBOL = {"control": "⌃", "option": "⌥", "shift": "⇧", "command": "⌘"}
PLUS = {"control": "ctrl", "option": "alt", "shift": "shift", "command": "cmd"}

LETTERS = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
DIGITS = [str(d) for d in range(10)]
PUNCTUATION = ["'", "/", "\\", "=", "-"]
ARROWS = ["UpArrow", "DownArrow", "LeftArrow", "RightArrow"]
FUNCTION_KEYS = ["F%d" % n for n in range(1, 13)]
NAMED = ["Return", "Delete"]

# (HIG text, symbol, plus-style) for keys that are not a single letter, digit or punctuation.
KEY_SPELLINGS = {
    "UpArrow": ("Up Arrow", "↑", "up"),
    "DownArrow": ("Down Arrow", "↓", "down"),
    "LeftArrow": ("Left Arrow", "←", "left"),
    "RightArrow": ("Right Arrow", "→", "right"),
    "Return": ("Return", "↩", "enter"),
    "Delete": ("Delete", "⌫", "backspace"),
}

VERBS = [
    "Rotate", "Align", "Group", "Ungroup", "Lock", "Unlock", "Show", "Hide", "Toggle", "Reveal",
    "Collapse", "Expand", "Merge", "Split", "Flip", "Mirror", "Pin", "Unpin", "Rename", "Tag",
    "Archive", "Restore", "Compare", "Annotate", "Highlight", "Jump to", "Move", "Nudge", "Resize",
    "Sort", "Filter", "Refresh", "Sync", "Share", "Publish", "Preview", "Render", "Bake", "Trim",
    "Crop", "Scale", "Snap", "Stack", "Distribute", "Reorder", "Bookmark", "Attach", "Detach",
]
NOUNS = [
    "Layer", "Track", "Clip", "Marker", "Region", "Shape", "Path", "Node", "Guide", "Grid",
    "Column", "Row", "Cell", "Sheet", "Page", "Section", "Chapter", "Scene", "Frame", "Keyframe",
    "Channel", "Bus", "Effect", "Filter", "Brush", "Palette", "Swatch", "Symbol", "Component",
    "Variant", "Breakpoint", "Thread", "Branch", "Commit", "Diff", "Hunk", "Selection", "Outline",
    "Sidebar", "Inspector", "Timeline", "Minimap", "Console", "Terminal", "Preview", "Canvas",
]
MENUS = ["File", "Edit", "View", "Insert", "Format", "Arrange", "Tools", "Go", "Window", "Debug"]
SUBMENUS = [
    "Sort By", "Align", "Transform", "Font", "Text", "Layout", "Navigate", "Selection",
    "Show", "Markers", "Playback", "Zoom", "Breakpoints", "Source Control",
]
SCOPE_NAMES = [
    "editor", "canvas", "sidebar", "inspector", "timeline", "browser", "console", "terminal",
    "preview", "outline", "mixer", "library", "search", "debugger", "palette", "minimap",
]


def load_reserved():
    """The reserved table's chords, and the standard rows a main menu uses for their own action."""
    with open(RESERVED, encoding="utf-8") as handle:
        table = json.load(handle)
    chords = set()
    standard = []
    seen = set()
    for row in table["entries"]:
        modifiers = tuple(m for m in ORDER if m in row["chord"]["modifiers"])
        if "fn" in row["chord"]["modifiers"]:
            continue
        chord = (modifiers, row["chord"]["key"])
        chords.add(chord)
        if (not row["system"] and row["match"] == "exact" and row["titles"] and "macOS" in row["platforms"]
                and chord not in seen and "command" in modifiers and all(ord(c) < 128 for c in row["titles"][0])):
            seen.add(chord)
            standard.append((chord, row["titles"][0].replace("‹App›", "Atlas").replace("‹Item›", "Document"), row["id"]))
    system = [(tuple(m for m in ORDER if m in row["chord"]["modifiers"]), row["chord"]["key"])
              for row in table["entries"]
              if row["system"] and row["match"] == "exact" and "fn" not in row["chord"]["modifiers"]
              and "macOS" in row["platforms"] and row["chord"]["modifiers"]]
    # A main menu starts with the shortcuts every app has.
    common = ["new", "open", "save", "close", "print", "undo", "redo", "cut", "copy", "paste", "select-all",
              "find", "find-next", "find-previous", "bold", "italic", "underline", "minimize"]
    standard.sort(key=lambda row: common.index(row[2]) if row[2] in common else len(common))
    return chords, standard, sorted(set(system))


def bases(chord):
    """The chords `chord` adds Shift, Option or both to (unrelated-shift-variant's relation)."""
    modifiers, key = chord
    found = []
    for removed in [{"shift"}, {"option"}, {"shift", "option"}]:
        if removed <= set(modifiers):
            found.append((tuple(m for m in modifiers if m not in removed), key))
    return found


def chord_pools(reserved, taken):
    """Chords a custom command may use without findings, without and with Option: Command with
    a letter, digit, punctuation, function or named key; Shift- and Option- variants of letters,
    function keys, arrows, Return and Delete. None is reserved or taken by the main menu, and
    neither is any chord a variant adds Shift or Option to, so variants only vary the scope's own
    chords (and the generator gives those related titles)."""
    candidates = []
    for key in LETTERS + FUNCTION_KEYS + NAMED:
        for modifiers in [("command",), ("shift", "command"), ("option", "command"), ("option", "shift", "command")]:
            candidates.append((modifiers, key))
    for key in DIGITS + PUNCTUATION:
        candidates.append((("command",), key))
    for key in ARROWS:
        candidates.append((("command",), key))
        candidates.append((("option", "command"), key))
    blocked = reserved | taken
    plain, option = [], []
    for chord in candidates:
        # Command-K starts the two-stroke sequences, so its family is left alone.
        if chord[1] == "K" or chord in blocked or any(base in blocked for base in bases(chord)):
            continue
        (option if "option" in chord[0] else plain).append(chord)
    return plain, option


def key_text(key, style):
    if key in KEY_SPELLINGS:
        hig, symbol, plus = KEY_SPELLINGS[key]
        return {"hig": hig, "symbols": symbol, "plus": plus}[style]
    if style == "plus":
        return key.lower()
    return key


def write_chord(chord, style, out_of_order=False):
    modifiers, key = chord
    ordered = list(modifiers)
    if out_of_order and len(ordered) > 1:
        ordered = ordered[::-1]  # Command first, as people coming from other platforms write it
    if style == "symbols":
        return "".join(SYMBOL[m] for m in ordered) + key_text(key, style)
    if style == "plus":
        return "+".join([PLUS[m] for m in ordered] + [key_text(key, style)])
    return "-".join([HIG_NAME[m] for m in ordered] + [key_text(key, style)])


def pick_style(rng):
    roll = rng.random()
    if roll < 0.55:
        return "hig"
    if roll < 0.80:
        return "symbols"
    return "plus"


def camel(title, number):
    words = title.replace("…", "").split()
    return words[0].lower() + "".join(w[:1].upper() + w[1:] for w in words[1:]) + str(number)


class Generator:
    def __init__(self, seed, platforms=("macOS", "iPadOS")):
        self.rng = random.Random(seed)
        self.reserved, self.standard, self.system = load_reserved()
        self.platforms = list(platforms)

    def entries(self, count, app="Atlas"):
        rng = self.rng
        out = []
        # The main menu: standard shortcuts for their own actions (no findings), unscoped.
        menu_size = min(30, len(self.standard), max(4, count // 8))
        taken = set()
        for chord, title, _ in self.standard[:menu_size]:
            if len(out) >= count:
                break
            title = title.replace("Atlas", app)
            taken.add(chord)
            out.append({"id": camel(title, len(out)), "title": title, "key": write_chord(chord, pick_style(rng)),
                        "menu": rng.choice(MENUS[:3])})
        plain, option = chord_pools(self.reserved, taken)
        standard_chords = [chord for chord, _, _ in self.standard if chord not in taken]
        scope_number = 0
        while len(out) < count:
            scope = SCOPE_NAMES[scope_number] if scope_number < len(SCOPE_NAMES) else "panel.%d" % scope_number
            scope_number += 1
            size = min(count - len(out), rng.randrange(20, 48))
            # Option for about one custom shortcut in eight (the HIG: use it sparingly).
            with_option = min(len(option), round(size * 0.12))
            chords = rng.sample(plain, size - with_option) + rng.sample(option, with_option)
            rng.shuffle(chords)
            # Chords on one key in one scope are a family (Refresh, Refresh All): one noun.
            nouns = {}
            used = []
            menu = rng.choice(MENUS)
            submenu = rng.choice(SUBMENUS) if rng.random() < 0.35 else None
            for chord in chords:
                noun = nouns.setdefault(chord[1], rng.choice(NOUNS))
                out.append(self.entry(len(out), scope, chord, noun, used, menu, submenu, standard_chords))
        return out

    def entry(self, number, scope, chord, noun, used, menu, submenu, standard_chords):
        rng = self.rng
        title = "%s %s" % (rng.choice(VERBS), noun)
        entry = {}
        if rng.random() < 0.7:
            entry["id"] = camel(title, number)
        out_of_order = False
        roll = rng.random()
        key = None
        if roll < 0.015 and used:
            chord = rng.choice(used)                      # duplicate-shortcut within the scope
        elif roll < 0.025 and standard_chords:
            chord = rng.choice(standard_chords)           # repurposed-standard
            if rng.random() < 0.3:
                entry["repurposes"] = next(i for c, _, i in self.standard if c == chord)
        elif roll < 0.028:
            chord = rng.choice(self.system)               # system-reserved
        elif roll < 0.038:
            out_of_order = True                           # modifier-order
        elif roll < 0.068:
            second = (("command",), rng.choice(LETTERS))  # a two-stroke sequence
            style = pick_style(rng)
            key = write_chord((("command",), "K"), style) + " " + write_chord(second, style)
        if key is None:
            key = write_chord(chord, pick_style(rng), out_of_order)
            used.append(chord)
        if rng.random() < 0.01:
            title += "…"
        entry["title"] = title
        entry["key"] = key
        entry["menu"] = menu + (" > " + submenu if submenu else "")
        entry["when"] = scope
        if submenu and rng.random() < 0.99:
            entry["discoverabilityTitle"] = "%s %s" % (submenu, title)
        if rng.random() < 0.03:
            entry["platforms"] = ["macOS"]
        if out_of_order and len(chord[0]) > 1 and key is not None and rng.random() < 0.2:
            entry["allow"] = ["modifier-order"]
        return entry


def json_string(text, rng):
    encoded = json.dumps(text, ensure_ascii=False)
    # Some editors and tools escape non-ASCII: keep a few escapes so that path is exercised.
    if "…" in text and rng.random() < 0.5:
        encoded = encoded.replace("…", "\\u2026")
    return encoded


def render_json(app, platforms, entries, rng):
    lines = ["{", '  "app": %s,' % json.dumps(app), '  "platforms": %s,' % json.dumps(platforms), '  "shortcuts": [']
    for index, entry in enumerate(entries):
        fields = ", ".join('"%s": %s' % (name, json_string(value, rng) if isinstance(value, str)
                                         else "[" + ", ".join(json.dumps(v) for v in value) + "]")
                           for name, value in entry.items())
        lines.append("    { " + fields + " }" + ("," if index + 1 < len(entries) else ""))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


YAML_SPECIAL = set(":#[]{},&*!|>'\"%@`\\")


def yaml_scalar(text):
    plain = (text and text == text.strip() and text[0] not in "-?:,[]{}#&*!|>'\"%@`~"
             and ": " not in text and " #" not in text and not text.endswith(":")
             and text.lower() not in ("true", "false", "null", "yes", "no", "on", "off")
             and not any(c in "[]{},\\" for c in text))
    if plain:
        return text
    return json.dumps(text, ensure_ascii=False)


def render_yaml(app, platforms, entries):
    lines = ["# Generated by Benchmarks/generate.py", "app: %s" % app, "platforms: [%s]" % ", ".join(platforms),
             "shortcuts:"]
    for entry in entries:
        first = True
        for name, value in entry.items():
            if isinstance(value, list):
                text = "[" + ", ".join(value) + "]"
            else:
                text = yaml_scalar(value)
            lines.append(("  - " if first else "    ") + "%s: %s" % (name, text))
            first = False
    lines.append("")
    return "\n".join(lines)


def manifest(count, fmt, seed, app="Atlas"):
    generator = Generator(seed)
    entries = generator.entries(count, app)
    if fmt == "json":
        return render_json(app, generator.platforms, entries, generator.rng)
    return render_yaml(app, generator.platforms, entries)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shortcuts", type=int, required=True, help="entries per manifest")
    parser.add_argument("--format", choices=["json", "yaml"], default="json")
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--output", help="file to write (default: standard output)")
    parser.add_argument("--many", type=int, help="write this many manifests (alternating JSON and YAML)")
    parser.add_argument("--output-dir", help="folder for --many")
    args = parser.parse_args()
    if args.many:
        if not args.output_dir:
            parser.error("--many needs --output-dir")
        os.makedirs(args.output_dir, exist_ok=True)
        for number in range(args.many):
            fmt = "json" if number % 2 == 0 else "yaml"
            name = "module-%04d.shortcuts.%s" % (number, "json" if fmt == "json" else "yml")
            text = manifest(args.shortcuts, fmt, args.seed * 100_003 + number, app="Module%04d" % number)
            with open(os.path.join(args.output_dir, name), "w", encoding="utf-8") as handle:
                handle.write(text)
        return
    text = manifest(args.shortcuts, args.format, args.seed)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
