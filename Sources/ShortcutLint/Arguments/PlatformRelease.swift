import ShortcutCore

/// `--platform-version macOS=10.14`: the release of one platform a run checks against, the
/// command-line form of the config's `platformVersions: { macOS: "10.14" }`.
struct PlatformRelease: Sendable {
    var platform: Platform
    var version: OSVersion

    init(_ text: String, option: String) throws(UsageError) {
        let example = "write it as PLATFORM=RELEASE, e.g. macOS=15 or iPadOS=18"
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError(message: "'--\(option) \(text)' names no release; \(example)")
        }
        let name = String(text[..<equals])
        let release = String(text[text.index(after: equals)...])
        let names = Platform.allCases.map(\.rawValue)
        guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            let hint = EditDistance.suggestion(for: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
                message: "unknown platform '\(name)' in '--\(option) \(text)'\(hint); expected one of \(names.joined(separator: ", "))")
        }
        guard let version = OSVersion(release) else {
            throw UsageError(
                message: "'\(release)' in '--\(option) \(text)' is not a release; write it as Apple numbers it, such as 15 or 10.14")
        }
        self.platform = platform
        self.version = version
    }
}
