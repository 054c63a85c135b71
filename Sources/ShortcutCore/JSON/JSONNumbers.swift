/// JSON numbers are checked against the grammar but not converted: the document keeps the
/// literal and converts it only when someone asks (`Document.number`), which manifests rarely do.
extension JSONReader {
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, starting at `position`.
    mutating func readNumber() throws(ParseError) {
        let start = position
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, isDigit(index) else {
            throw syntax(JSONSyntaxMessages.expectedDigit(after: .minus, found: describe(index)), at: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(index) {
                throw syntax(JSONSyntaxMessages.leadingZero, at: index - 1)
            }
        } else {
            index = skipDigits(from: index)
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(index) else {
                throw syntax(JSONSyntaxMessages.expectedDigit(after: .decimalPoint, found: describe(index)), at: index)
            }
            index = skipDigits(from: index)
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end, isDigit(index) else {
                throw syntax(JSONSyntaxMessages.expectedDigit(after: .exponent, found: describe(index)), at: index)
            }
            index = skipDigits(from: index)
        }
        position = index
        let range = ByteRange(start: start, end: index)
        builder.addScalar(.number, range: range, sourceText: range)
    }

    @inline(__always)
    private func isDigit(_ index: Int) -> Bool {
        bytes[index] &- UInt8(ascii: "0") < 10
    }

    @inline(__always)
    private func skipDigits(from start: Int) -> Int {
        var index = start
        while index < end, isDigit(index) { index += 1 }
        return index
    }

    private func describe(_ index: Int) -> JSONSyntaxMessages.Found { JSONSyntaxMessages.describe(bytes, at: index, end: end) }
}
