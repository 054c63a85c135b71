/// Whether a JSON file has a manifest's shape, for a file a folder scan found by its name alone
/// (`Shortcuts.json` may be an app's own data): a mapping that holds `app`, `platforms` or a
/// `shortcuts` list, or nothing yet (a blank file or `{}`, which a YAML manifest would be too, or a
/// file broken before its first key or value, whose error is worth reporting). A list, a scalar or
/// a mapping of other keys (`{"version": 1,
/// "bindings": […]}`, `{"shortcuts": {"copy": …}}`) is something else, which the scan leaves out
/// with a note. A file named on the command line is a manifest whatever its shape.
package enum ManifestShape {
    package static func holds(_ source: SourceFile) -> Bool {
        guard !source.isBlank else { return true }
        let document = JSONParser.parse(source).document
        let root = document.root
        guard document.kind(root) == .object else { return document.kind(root) == .null && document.isIncomplete(root) }
        var keys = 0
        for (key, value) in document.members(root) {
            keys += 1
            switch document.text(key) {
            case "app", "platforms": return true
            case "shortcuts" where document.kind(value) == .array || document.isIncomplete(root) && document.kind(value) == .null:
                return true
            default: continue
            }
        }
        return keys == 0
    }
}
