/// The `LSApplicationCategoryType` an Info.plist names: `<key>LSApplicationCategoryType</key>`
/// followed by `<string>public.app-category.games</string>`, in the XML form Xcode writes. Nothing
/// else of the file is read; a binary property list, or one that names no category, gives nil.
enum InfoPlistCategory {
    static func read(_ bytes: [UInt8]) -> String? {
        let key = Array("<key>LSApplicationCategoryType</key>".utf8)
        guard let keyEnd = end(of: key, in: bytes, from: 0) else { return nil }
        var index = keyEnd
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        let open = Array("<string>".utf8)
        guard bytes[index...].starts(with: open) else { return nil }
        let start = index + open.count
        guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
        return String(decoding: bytes[start..<close], as: UTF8.self)
    }

    /// Where the first `needle` at or after `start` ends.
    private static func end(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }
}
