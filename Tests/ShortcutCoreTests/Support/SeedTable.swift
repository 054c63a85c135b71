import Foundation

/// A row of a markdown table in a seed file, cells trimmed.
struct SeedTableRow: Sendable, CustomStringConvertible {
    let line: Int
    let cells: [String]
    var description: String { "line \(line): " + cells.joined(separator: " | ") }
}

/// Reads the markdown tables of the HIG seeds as they are, quirks included.
enum SeedTable {
    /// The body rows (header and `---` rule skipped) of the table under `# **heading**`.
    static func rows(under heading: String, in text: String) -> [SeedTableRow] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "# **\(heading)**" }) else { return [] }
        var rows: [SeedTableRow] = []
        for index in lines.index(after: start)..<lines.endIndex {
            let line = lines[index]
            if line.hasPrefix("|") {
                rows.append(SeedTableRow(line: index + 1, cells: cells(of: line)))
            } else if !rows.isEmpty {
                break
            }
        }
        return Array(rows.dropFirst(2))
    }

    /// Splits on the `|`s that separate cells: those at either end of the line or with
    /// whitespace on both sides. The seed writes "Pipe (|)" unescaped inside a cell.
    static func cells(of line: Substring) -> [String] {
        let characters = Array(line.trimmingCharacters(in: .whitespaces))
        guard characters.count >= 2, characters.first == "|", characters.last == "|" else { return [] }
        let inner = characters[1..<(characters.count - 1)]
        var cells: [String] = []
        var current = ""
        for index in inner.indices {
            let isSeparator =
                inner[index] == "|"
                && (index == inner.startIndex || inner[index - 1].isWhitespace)
                && (index == inner.endIndex - 1 || inner[index + 1].isWhitespace)
            if isSeparator {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(inner[index])
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }
}
