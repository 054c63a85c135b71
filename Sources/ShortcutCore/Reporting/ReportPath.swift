/// How CI reports name a file: relative to the directory the tool ran in (the checkout, in CI)
/// whenever the file is inside it, because GitHub resolves annotation paths and SARIF URIs
/// against the repository root and drops anything else.
///
/// Paths are compared lexically (`.` and `..` resolved, repeated `/` collapsed); symbolic links
/// are not followed, so a manifest reached through a link outside the checkout stays absolute.
package struct ReportPath: Hashable, Sendable {
    /// `/`-separated; relative to the working directory when ``isRelative``, absolute otherwise.
    package var path: String
    package var isRelative: Bool

    /// - Parameter workingDirectory: an absolute path; nil leaves relative paths as they are,
    ///   normalized.
    package init(_ path: String, workingDirectory: String?) {
        guard let workingDirectory, workingDirectory.hasPrefix("/") else {
            let components = Self.normalized(path)
            self.path = (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
            self.isRelative = !path.hasPrefix("/")
            return
        }
        let base = Self.normalized(workingDirectory)
        let absolute = path.hasPrefix("/") ? Self.normalized(path) : Self.normalized(workingDirectory + "/" + path)
        if absolute.count > base.count, Array(absolute.prefix(base.count)) == base {
            self.path = absolute.dropFirst(base.count).joined(separator: "/")
            self.isRelative = true
        } else {
            self.path = "/" + absolute.joined(separator: "/")
            self.isRelative = false
        }
    }

    /// The path as a URI reference: percent-encoded, relative when the path is (SARIF pairs it
    /// with `uriBaseId`), a `file://` URI otherwise.
    package var uri: String {
        let encoded = Self.percentEncoded(path)
        return isRelative ? encoded : "file://" + encoded
    }

    /// `file:///dir/`: a directory as the absolute URI SARIF's `originalUriBaseIds` wants.
    package static func directoryURI(_ directory: String) -> String {
        let components = normalized(directory)
        return "file://" + percentEncoded("/" + components.joined(separator: "/") + (components.isEmpty ? "" : "/"))
    }

    /// Every byte outside RFC 3986's unreserved set (and `/`) as `%XX`, so that spaces, `#`, `?`,
    /// `%` and non-ASCII names survive `decodeURIComponent`.
    package static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Path components with `.`, empty components and `..` resolved; `..` above the root of an
    /// absolute path is dropped, above a relative path it is kept.
    private static func normalized(_ path: String) -> [String] {
        var components: [String] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !path.hasPrefix("/") {
                    components.append("..")
                }
            default: components.append(String(component))
            }
        }
        return components
    }
}
