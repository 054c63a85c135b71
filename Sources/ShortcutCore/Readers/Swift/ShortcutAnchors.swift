/// Whether the scanners of a source file can find anything in it: most files of an app (models,
/// views, services) name no shortcut API at all, and a repository scan should not pay for reading
/// them as if they did (``SwiftSourceReader`` skips the scanners for them).
///
/// Every shortcut, note, outlet key change or helper the scanners report starts at one of these
/// names, as a name in the code (comments and string literals are not tokens, and a branch that is
/// never compiled leaves none):
///
/// - SwiftUI (``SwiftUIShortcuts``): `keyboardShortcut`, `KeyboardShortcut`, `KeyEquivalent`;
/// - AppKit and UIKit items (``SwiftMenuObjects``, ``ObjectiveCMenuObjects``): `NSMenuItem`,
///   `UIKeyCommand` (a category's `self` is one of them, named by its `@implementation`), Swift's
///   `addItem` and `insertItem`, Objective-C's `addItemWithTitle:…keyEquivalent:` and
///   `insertItemWithTitle:…keyEquivalent:…` (the `keyEquivalent` part);
/// - keys set later, on the file's items or an outlet (``MenuObjectRecorder/outletChanged(_:receiver:_:value:statement:)``):
///   `keyEquivalent`, `keyEquivalentModifierMask`, `setKeyEquivalent`, `setKeyEquivalentModifierMask`.
///
/// Menus alone (`NSMenu`, `UIMenu`, `NSApp.mainMenu`) make no shortcut. Calls of the app's helpers
/// defined in other files are found by their names (``ShortcutHelpers/mayBeCalled(in:language:)``),
/// and such a file is read with the scanners whatever it names. A scanner that starts reading at a
/// new name adds it here; `AnchoredReadingTests` reads every example both ways. What a reader finds
/// in every file, with or without shortcuts (a SwiftUI `App` declaration), is found before this
/// test, on the tokens.
enum ShortcutAnchors {
    static let names: [StaticString] = [
        "keyboardShortcut", "KeyboardShortcut", "KeyEquivalent", "NSMenuItem", "UIKeyCommand", "addItem", "insertItem",
        "keyEquivalent", "keyEquivalentModifierMask", "setKeyEquivalent", "setKeyEquivalentModifierMask",
    ]

    /// Bit `n` is set when a name is `n` bytes long: most identifiers are ruled out by length.
    private static let lengths: UInt64 = names.reduce(0) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }

    /// Whether a name the scanners start at is among the tokens (a backticked one included).
    static func appear(in tokens: SourceTokens) -> Bool {
        let lengths = Self.lengths
        return tokens.source.bytes.withUnsafeBufferPointer { bytes in
            tokens.tokens.withUnsafeBufferPointer { all in
                for token in all where token.kind == .identifier {
                    var start = Int(token.start)
                    var end = Int(token.end)
                    if bytes[start] == UInt8(ascii: "`") {
                        start += 1
                        end -= 1
                    }
                    let length = end - start
                    guard length < 64, lengths & (1 << UInt64(length)) != 0, isAnchor(bytes, from: start, to: end) else { continue }
                    return true
                }
                return false
            }
        }
    }

    private static func isAnchor(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        names.contains { SourceToken.spells(bytes, from: start, to: end, $0) }
    }
}
