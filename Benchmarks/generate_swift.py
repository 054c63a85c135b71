#!/usr/bin/env python3
"""Deterministic generator of Swift source files for timing the Swift reader.

An app's source tree, not a wall of shortcuts: most files are views, models and controllers with
no shortcut at all (properties, functions, string literals of every form, comments, `#if`
blocks); some declare a few SwiftUI `.keyboardShortcut`s on buttons; some are `Commands` with
`CommandMenu`/`CommandGroup`; some are UIKit controllers with `keyCommands`, or AppKit code
building an `NSMenu`. A few shortcuts are dynamic (a key in a variable) so the reader has notes
to make. Sizes follow real files: 40 to 400 lines, about 7 KB on average.

The same seed gives the same bytes. Standard library only.

    python3 Benchmarks/generate_swift.py --files 1000 --output-dir .build-bench/swift-1000
"""

import argparse
import os
import random

KEYS = list("abcdefghijklmnopqrstuvwxyz0123456789")
SWIFTUI_MODIFIERS = ["[.command]", ".command", "[.command, .shift]", "[.command, .option]", "[.control, .command]", ".option"]
NS_MASKS = ["[.command, .shift]", "[.command, .option]", ".command", "[.control, .command]"]
UI_FLAGS = [".command", "[.command, .shift]", "[.command, .alternate]", "[]"]
WORDS = ("note document folder item entry project library archive sidebar inspector panel tab window "
         "editor preview outline filter search selection cell row column header footer").split()


def title(rng):
    return " ".join(w.capitalize() for w in rng.sample(WORDS, rng.randint(1, 3)))


def filler(rng, lines):
    """Ordinary code: properties, functions with control flow, literals and comments."""
    out = []
    while len(out) < lines:
        kind = rng.randrange(8)
        name = rng.choice(WORDS) + str(rng.randrange(1000))
        if kind == 0:
            out.append(f"    // {title(rng)}: keeps the {rng.choice(WORDS)} in step with the {rng.choice(WORDS)}.")
            out.append(f"    private var {name}: [String: Int] = [:]")
        elif kind == 1:
            out += [f"    func {name}(_ value: Int, label: String = \"{title(rng)}\") -> String {{",
                    f"        guard value > {rng.randrange(10)} else {{ return \"\\(label) (\\(value))\" }}",
                    f"        let parts = [\"{rng.choice(WORDS)}\", \"{rng.choice(WORDS)}\"].map {{ $0.uppercased() }}",
                    "        return parts.joined(separator: \", \")",
                    "    }"]
        elif kind == 2:
            out += ["    /* A block comment with code in it: Button(\"x\") { }.keyboardShortcut(\"x\")",
                    "       /* nested */ still comment */",
                    f"    let {name} = #\"raw \\(not interpolated) \"quoted\" text\"#"]
        elif kind == 3:
            out += [f"    static let {name} = \"\"\"",
                    f"        {title(rng)} — a multi-line string",
                    "        with \"quotes\" and \\(interpolation) in it",
                    "        \"\"\""]
        elif kind == 4:
            out += ["    #if os(macOS)",
                    f"    var {name}: Double {{ {rng.random():.3f} }}",
                    "    #else",
                    f"    var {name}: Double {{ {rng.random():.3f} * 2 }}",
                    "    #endif"]
        elif kind == 5:
            out += [f"    func {name}(items: [Int]) -> Int {{",
                    "        var total = 0",
                    "        for item in items where item % 2 == 0 {",
                    "            if item > 10 { total += item } else { total -= 1 }",
                    "        }",
                    "        return total",
                    "    }"]
        elif kind == 6:
            out += [f"    @Published var {name} = false",
                    f"    let {name}Format = \"%@ of %d {rng.choice(WORDS)}s\""]
        else:
            out += [f"    enum {name.capitalize()}Kind: String, CaseIterable {{",
                    f"        case {rng.choice(WORDS)}, {rng.choice(WORDS)}Other",
                    "    }"]
    return out


def swiftui_view(rng, index):
    lines = ["import SwiftUI", "", f"struct GeneratedView{index}: View {{"]
    lines += filler(rng, rng.randint(20, 150))
    lines += ["    var body: some View {", "        VStack {"]
    for _ in range(rng.randint(1, 4)):
        lines += [f"            Button(\"{title(rng)}\") {{ run() }}",
                  f"                .keyboardShortcut(\"{rng.choice(KEYS)}\", modifiers: {rng.choice(SWIFTUI_MODIFIERS)})",
                  "                .disabled(isBusy)"]
    if rng.random() < 0.2:
        lines += ["            Button(\"Dynamic\") { run() }.keyboardShortcut(userKey)"]
    lines += ["        }", "    }", "}"]
    return lines


def commands(rng, index):
    lines = ["import SwiftUI", "", f"struct GeneratedCommands{index}: Commands {{", "    var body: some Commands {"]
    lines += [f"        CommandMenu(\"{title(rng)}\") {{"]
    for _ in range(rng.randint(3, 8)):
        lines += [f"            Button(\"{title(rng)}\") {{ perform() }}",
                  f"                .keyboardShortcut(\"{rng.choice(KEYS)}\", modifiers: {rng.choice(SWIFTUI_MODIFIERS)})"]
    lines += [f"            Menu(\"{title(rng)}\") {{",
              f"                Button(\"{title(rng)}\") {{ }}.keyboardShortcut(.upArrow, modifiers: [.command, .option])",
              "            }", "        }",
              "        CommandGroup(after: .newItem) {",
              f"            Button(\"New {title(rng)}\") {{ }}.keyboardShortcut(\"n\", modifiers: [.command, .shift])",
              "        }", "    }", "}"]
    lines += ["", "extension Generated {"] + filler(rng, rng.randint(20, 120)) + ["}"]
    return lines


def uikit(rng, index):
    lines = ["import UIKit", "", f"final class GeneratedController{index}: UIViewController {{"]
    lines += filler(rng, rng.randint(30, 150))
    lines += ["    override var keyCommands: [UIKeyCommand]? {", "        [" ]
    for _ in range(rng.randint(2, 6)):
        lines.append(f"            UIKeyCommand(title: \"{title(rng)}\", action: #selector(handle), input: \"{rng.choice(KEYS)}\", "
                     f"modifierFlags: {rng.choice(UI_FLAGS)}),")
    lines += ["            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(dismissSelf)),",
              "        ]", "    }", "}"]
    return lines


def appkit(rng, index):
    lines = ["import AppKit", "", f"enum GeneratedMenu{index} {{", "    static func build() -> NSMenu {",
             "        let main = NSMenu(title: \"Main\")", "        let fileItem = NSMenuItem()",
             "        main.addItem(fileItem)", f"        let menu = NSMenu(title: \"{title(rng)}\")", "        fileItem.submenu = menu"]
    for number in range(rng.randint(3, 8)):
        lines += [f"        let item{number} = menu.addItem(withTitle: \"{title(rng)}\", action: nil, keyEquivalent: \"{rng.choice(KEYS)}\")",
                  f"        item{number}.keyEquivalentModifierMask = {rng.choice(NS_MASKS)}"]
    lines += ["        NSApp.mainMenu = main", "        return main", "    }"]
    lines += filler(rng, rng.randint(20, 100)) + ["}"]
    return lines


def plain(rng, index):
    return ["import Foundation", "", f"struct GeneratedModel{index}: Codable {{"] + filler(rng, rng.randint(40, 400)) + ["}"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--output-dir", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.output_dir, exist_ok=True)
    makers = [(plain, 55), (swiftui_view, 25), (commands, 6), (uikit, 8), (appkit, 6)]
    population = [maker for maker, weight in makers for _ in range(weight)]
    total = 0
    for index in range(args.files):
        lines = rng.choice(population)(rng, index)
        text = "\n".join(lines) + "\n"
        total += len(text.encode())
        with open(os.path.join(args.output_dir, f"Generated{index:04d}.swift"), "w", encoding="utf-8") as handle:
            handle.write(text)
    print(f"{args.files} files, {total} bytes")


if __name__ == "__main__":
    main()
