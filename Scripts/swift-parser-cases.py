#!/usr/bin/env python3
"""Writes the Swift source of each `assertParse(...)` case of swift-syntax's parser tests to a file.

usage: Scripts/swift-parser-cases.py TESTS_DIR OUT_DIR

TESTS_DIR is swift-syntax's Tests/SwiftParserTest (its `translated/` folder holds the Swift
compiler's test/Parse and test/StringProcessing/Parse files, translated case by case, with the
diagnostics the compiler expects). A case whose source has no `1️⃣`-style marker and whose call
expects no diagnostics is valid Swift: it goes to OUT_DIR/valid; the others to OUT_DIR/invalid.
Cases parsed in Swift 5 mode (`swiftVersion: .v5`, where `/…/` is no regex) or built with string
interpolation go nowhere. Prints the counts. Runs no code: it reads the test files as text.
"""
import os
import re
import sys

MARKER = re.compile("[0-9]\ufe0f\u20e3|\U0001F51F")
CALL = re.compile(r"\b(assertParse|assertParseWithAllNewlineEndings)\(")


def literal(text, start):
    """The Swift string literal at `start` (after spaces): (value or None, end offset)."""
    i = start
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    hashes = 0
    while text.startswith("#", i + hashes):
        hashes += 1
    i += hashes
    if not text.startswith('"', i):
        return None, i
    pounds = "#" * hashes
    if text.startswith('"""', i):
        close = re.compile(r'\n([ \t]*)"""' + re.escape(pounds) + r"(?!#)")
        match = close.search(text, i + 3)
        if not match:
            return None, len(text)
        body = text[text.index("\n", i) + 1 : match.start()]
        indent = match.group(1)
        lines = []
        for line in body.split("\n"):
            if line.startswith(indent):
                lines.append(line[len(indent) :])
            elif line.strip() == "":
                lines.append("")
            else:
                return None, match.end()
        raw = "\n".join(lines)
        end = match.end()
        multiline = True
    else:
        j = i + 1
        while j < len(text):
            if text[j] == "\\" and text.startswith(pounds, j + 1):
                j += 2 + hashes
                continue
            if text[j] == '"' and text.startswith(pounds, j + 1):
                break
            if text[j] == "\n":
                return None, j
            j += 1
        raw = text[i + 1 : j]
        end = j + 1 + hashes
        multiline = False
    return unescape(raw, pounds, multiline), end


def unescape(raw, pounds, multiline):
    out = []
    i = 0
    escape = "\\" + pounds
    while i < len(raw):
        if raw.startswith(escape, i):
            k = i + len(escape)
            c = raw[k : k + 1]
            simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
            if c in simple:
                out.append(simple[c])
                i = k + 1
                continue
            if c == "u" and raw[k + 1 : k + 2] == "{":
                close = raw.index("}", k)
                out.append(chr(int(raw[k + 2 : close], 16)))
                i = close + 1
                continue
            if c == "(":
                return None  # interpolated: the case's source is computed
            if multiline and c == "\n":
                i = k + 1
                continue
            return None
        out.append(raw[i])
        i += 1
    return "".join(out)


def call_end(text, start):
    """The offset after the `)` closing the call whose `(` is at `start - 1`."""
    depth = 1
    i = start
    while i < len(text) and depth:
        c = text[i]
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            _, i = literal(text, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        i += 1
    return i


def main():
    tests, out = sys.argv[1], sys.argv[2]
    counts = {"valid": 0, "invalid": 0, "skipped": 0}
    for folder in ("valid", "invalid"):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
    for root, _, files in os.walk(tests):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            text = open(path, encoding="utf-8").read()
            rel = os.path.relpath(path, tests).replace("/", "__")[: -len(".swift")]
            for number, match in enumerate(CALL.finditer(text)):
                source, after = literal(text, match.end())
                end = call_end(text, match.end())
                rest = text[after:end]
                if source is None or "swiftVersion: .v5" in rest:
                    counts["skipped"] += 1
                    continue
                valid = not MARKER.search(source) and "diagnostics:" not in rest
                folder = "valid" if valid else "invalid"
                counts[folder] += 1
                source = MARKER.sub("", source)
                with open(os.path.join(out, folder, f"{rel}.{number:04d}.swift"), "w", encoding="utf-8") as file:
                    file.write(source + "\n")
    print(f"swift-parser-cases: {counts['valid']} valid, {counts['invalid']} with expected diagnostics, {counts['skipped']} skipped")


if __name__ == "__main__":
    main()
