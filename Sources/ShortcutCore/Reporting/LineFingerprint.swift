/// `partialFingerprints.primaryLocationLineHash` exactly as GitHub's upload action
/// (`github/codeql-action`, `fingerprints.ts`) computes it, so that the value we write and the one
/// the action would compute agree and code scanning keeps one alert per problem when lines move.
///
/// The algorithm is a rolling hash over the whole file as UTF-16 code units, spaces and tabs
/// skipped, CR and CRLF read as LF. A line's hash covers the 100 units starting at the line's first
/// kept unit (so it reaches into the following lines); after the end of the file come one 0xFFFF
/// unit and zeros. The hash is written in lower-case hex without leading zeros, followed by `:n`,
/// n counting the lines up to this one that hashed to the same value (1 for the first).
package enum LineFingerprint {
    static let blockSize = 100
    static let multiplier: UInt64 = 37
    static let endOfFile: UInt64 = 0xFFFF

    /// The fingerprint of each requested line (1-based); lines past the end of the file get none.
    package static func fingerprints(forLines lines: Set<Int>, in bytes: [UInt8]) -> [Int: String] {
        guard let last = lines.max(), last >= 1 else { return [:] }
        let hashes = lineHashes(bytes)
        var seen: [UInt64: Int] = [:]
        var result: [Int: String] = [:]
        for (index, hash) in hashes.prefix(last).enumerated() {
            let count = seen[hash, default: 0] + 1
            seen[hash] = count
            if lines.contains(index + 1) { result[index + 1] = String(hash, radix: 16) + ":" + String(count) }
        }
        return result
    }

    /// The raw hash of every line, in line order (a file ending in a line break has one more,
    /// empty, line after it, as GitHub counts).
    static func lineHashes(_ bytes: [UInt8]) -> [UInt64] {
        // Node decodes invalid UTF-8 to U+FFFD with the same maximal-subpart rule Swift uses.
        let valid = UTF8Validation.firstInvalidOffset(in: bytes) == nil
        let text = valid ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
        var hasher = RollingLineHasher()
        text.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    hasher.add(UInt64(lead))
                    index += 1
                    continue
                }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { scalar = scalar << 6 | UInt32(buffer[index + offset] & 0x3F) }
                index += length
                if scalar > 0xFFFF {
                    let value = scalar - 0x1_0000
                    hasher.add(UInt64(0xD800 + (value >> 10)))
                    hasher.add(UInt64(0xDC00 + (value & 0x3FF)))
                } else {
                    hasher.add(UInt64(scalar))
                }
            }
        }
        return hasher.finish()
    }
}

/// The state of the rolling hash: a ring of the last 100 units and, for each slot, the line that
/// starts there (0 for none). A line's hash is taken when its first unit is about to leave the ring.
private struct RollingLineHasher {
    private var window = [UInt64](repeating: 0, count: LineFingerprint.blockSize)
    private var lineAtSlot = [Int](repeating: 0, count: LineFingerprint.blockSize)
    private var slot = 0
    private var hash: UInt64 = 0
    private var line = 0
    private var atLineStart = true
    private var afterCR = false
    private var hashes: [UInt64] = []
    /// 37^100 (mod 2^64): the weight of the unit leaving the window.
    private let outgoingWeight: UInt64 = {
        var weight: UInt64 = 1
        for _ in 0..<LineFingerprint.blockSize { weight = weight &* LineFingerprint.multiplier }
        return weight
    }()

    mutating func add(_ unit: UInt64) {
        let space: UInt64 = 0x20, tab: UInt64 = 0x09, lf: UInt64 = 0x0A, cr: UInt64 = 0x0D
        if unit == space || unit == tab || (afterCR && unit == lf) {
            afterCR = false
            return
        }
        afterCR = unit == cr
        let unit = unit == cr ? lf : unit
        emitIfLineStartsAtSlot()
        if atLineStart {
            atLineStart = false
            line += 1
            lineAtSlot[slot] = line
        }
        if unit == lf { atLineStart = true }
        roll(unit)
    }

    mutating func finish() -> [UInt64] {
        add(LineFingerprint.endOfFile)
        for _ in 0..<LineFingerprint.blockSize {
            emitIfLineStartsAtSlot()
            roll(0)
        }
        return hashes
    }

    private mutating func emitIfLineStartsAtSlot() {
        guard lineAtSlot[slot] != 0 else { return }
        hashes.append(hash)
        lineAtSlot[slot] = 0
    }

    private mutating func roll(_ unit: UInt64) {
        let outgoing = window[slot]
        window[slot] = unit
        hash = LineFingerprint.multiplier &* hash &+ unit &- outgoingWeight &* outgoing
        slot = (slot + 1) % LineFingerprint.blockSize
    }
}
