/// The numeric value of a number's text, in JSON's syntax or YAML 1.2 core schema's.
enum NumberText {
    static func value(of text: String) -> Double? {
        var body = Substring(text)
        var sign = 1.0
        if let first = body.first, first == "-" || first == "+" {
            if first == "-" { sign = -1 }
            body = body.dropFirst()
        }
        switch body {
        case ".inf", ".Inf", ".INF": return sign * .infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if body.hasPrefix("0x"), let value = UInt64(body.dropFirst(2), radix: 16) {
            return sign * Double(value)
        }
        if body.hasPrefix("0o"), let value = UInt64(body.dropFirst(2), radix: 8) {
            return sign * Double(value)
        }
        return Double(text)
    }
}
