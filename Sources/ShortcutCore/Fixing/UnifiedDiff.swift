/// A unified diff (`diff -u` format) between a file and its fixed version, for `--fix --dry-run`.
///
/// Fixes never add or remove line breaks, so the two versions have the same lines in the same
/// places and the diff is a line-by-line comparison with three lines of context.
package enum UnifiedDiff {
    package static func render(path: String, original: [UInt8], fixed: [UInt8], context: Int = 3) -> String {
        let old = lines(original)
        let new = lines(fixed)
        guard old.count == new.count else { return "" }
        let changed = old.indices.filter { old[$0] != new[$0] }
        guard !changed.isEmpty else { return "" }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < changed.count {
            // Grow a hunk while the next change is within two contexts of the last.
            var last = index
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 2 * context { last += 1 }
            let start = max(changed[index] - context, 0)
            let end = min(changed[last] + context, old.count - 1)
            let count = end - start + 1
            text += "@@ -\(start + 1),\(count) +\(start + 1),\(count) @@\n"
            for line in start...end {
                if old[line] == new[line] {
                    text += " " + display(old[line])
                } else {
                    text += "-" + display(old[line]) + "+" + display(new[line])
                }
            }
            index = last + 1
        }
        return text
    }

    /// Lines with their terminators, so CRLF files diff as CRLF.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    private static func display(_ line: ArraySlice<UInt8>) -> String {
        // Checked on the bytes: "\r\n" is a single Character, so String.hasSuffix("\n") misses it.
        let text = String(decoding: line, as: UTF8.self)
        return line.last == 0x0A ? text : text + "\n\\ No newline at end of file\n"
    }
}
