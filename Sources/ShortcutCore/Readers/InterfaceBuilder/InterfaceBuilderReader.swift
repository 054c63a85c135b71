/// Reads the menus of an Interface Builder file (`.xib`, `.storyboard`) into the manifest model:
/// one entry per `menuItem` with a non-empty `keyEquivalent`.
///
/// - The chord comes from the key equivalent and its `<modifierMask key="keyEquivalentModifierMask">`
///   (no mask element means Command alone; an integer `keyEquivalentModifierMask` attribute is
///   AppKit's modifier bits; Xcode 3 and 4 `<archive>` files are read too, see
///   InterfaceBuilderArchive.swift),
///   written canonically in HIG text (`Shift-Command-N`), so rules that judge how a key is
///   *written* have nothing to say about it. Its range is the attribute value's, in quotes, so
///   findings land on the real line and column; `keyTextOffset` stays nil (`--fix` never
///   rewrites these files).
/// - The menu path is the titles of the enclosing menus (`View > Sort By`). The main menu's items
///   have no `when`; a menu of its own (a context menu, a pop-up button's menu, a Dock menu)
///   gets the scope `menu.<id>`, so its items conflict with each other but never with another
///   such menu.
/// - `app` is the application menu's title unless it is a template placeholder; platforms come
///   from the document's `targetRuntime` (`MacOSX.Cocoa` → macOS, `iOS.CocoaTouch` → iOS and
///   iPadOS, `AppleTV` → tvOS).
/// - `<!-- shortcut-lint: allow rule-id -->` right above a `menuItem` suppresses that rule for it.
///
/// docs/interface-builder.md describes every encoding and what is not read.
enum InterfaceBuilderReader {
    /// The manifest, its problems, and the suppression comments that apply to no entry (for
    /// `unused-suppression`).
    struct Reading: Sendable {
        var manifest: Manifest
        var problems: [ManifestProblem]
        var strayComments: [SuppressionComments.Directive]
    }

    static func read(_ source: SourceFile) -> (manifest: Manifest, problems: [ManifestProblem]) {
        let reading = reading(source)
        return (reading.manifest, reading.problems)
    }

    /// - Parameter titles: translated titles by `"<object id>.title"` (a `.strings` file or String
    ///   Catalog of a Base-localized file), which replace the file's own for items and menus.
    static func reading(_ source: SourceFile, titles: [String: String] = [:]) -> Reading {
        let parsed = PositionedXML.parse(source)
        var walker = MenuWalker(xml: parsed.document)
        walker.translatedTitles = titles
        if let error = parsed.error { walker.problems.append(ManifestProblem(error, in: source)) }
        walker.readDocument(complete: parsed.error == nil)
        var manifest = walker.manifest
        for (position, group) in manifest.menuLayout.entryGroups where manifest.shortcuts.indices.contains(position) {
            manifest.shortcuts[position].menuGroup = group
        }
        let strays = InterfaceBuilderComments.attach(to: &manifest, items: walker.itemElements, xml: parsed.document)
        return Reading(manifest: manifest, problems: walker.problems, strayComments: strays)
    }

    /// Application-menu titles that stand for "the app's name" in templates rather than being it.
    static func isPlaceholderAppName(_ title: String) -> Bool {
        let trimmed = title.trimmingSpaces
        return trimmed.isEmpty || ["NewApplication", "New Application", "APPNAME", "AppName", "Application"].contains(trimmed)
            || trimmed.contains("$(") || trimmed.contains("%@") || trimmed.contains("${")
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
