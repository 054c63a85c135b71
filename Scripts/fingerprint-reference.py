#!/usr/bin/env python3
"""Reference implementation of GitHub's primaryLocationLineHash (github/codeql-action,
src/fingerprints.ts), used to derive the expected values in LineFingerprintTests.

Usage: Scripts/fingerprint-reference.py FILE   -> one "line<TAB>hash:n" per line of FILE.
It reproduces the values in codeql-action's own fingerprints.test.ts.
"""
import sys

BLOCK = 100
MASK = (1 << 64) - 1


def line_hashes(text):
    units = text.encode("utf-16-le")
    units = [int.from_bytes(units[i:i + 2], "little") for i in range(0, len(units), 2)]
    window, starts = [0] * BLOCK, [0] * BLOCK
    weight = pow(37, BLOCK, 1 << 64)
    h, slot, line, at_start, after_cr = 0, 0, 0, True, False
    out, seen = [], {}

    def emit():
        nonlocal starts
        if starts[slot]:
            value = format(h, "x")
            seen[value] = seen.get(value, 0) + 1
            out.append((starts[slot], f"{value}:{seen[value]}"))
            starts[slot] = 0

    def roll(unit):
        nonlocal h, slot
        outgoing, window[slot] = window[slot], unit
        h = (37 * h + unit - weight * outgoing) & MASK
        slot = (slot + 1) % BLOCK

    for unit in units + [0xFFFF]:
        if unit in (0x20, 0x09) or (after_cr and unit == 0x0A):
            after_cr = False
            continue
        after_cr = unit == 0x0D
        unit = 0x0A if unit == 0x0D else unit
        emit()
        if at_start:
            at_start, line = False, line + 1
            starts[slot] = line
        at_start = at_start or unit == 0x0A
        roll(unit)
    for _ in range(BLOCK):
        emit()
        roll(0)
    return out


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as handle:
        text = handle.read().decode("utf-8", "replace")
    for number, value in line_hashes(text):
        print(f"{number}\t{value}")
