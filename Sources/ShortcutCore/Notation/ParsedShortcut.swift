/// A shortcut together with how it was written, for the rules that judge the writing
/// (modifier order, two-character keys) and for fixes that rewrite only what is wrong.
public struct ParsedShortcut: Hashable, Sendable {
    /// The key string exactly as written.
    public let text: String
    public let shortcut: Shortcut
    package let written: [WrittenChord]

    public var chords: [Chord] { shortcut.chords }
}

/// How one chord of a key string was written.
package struct WrittenChord: Hashable, Sendable {
    /// Modifiers in the order written (CmdOrCtrl already counts as Command).
    package let modifiers: [Modifier]
    /// Byte range of each modifier token within the key string, parallel to ``modifiers``.
    package let modifierRanges: [Range<Int>]
    /// Byte range of the key token.
    package let keyRange: Range<Int>
    /// Byte range of the whole chord.
    package let range: Range<Int>
    /// The key was written as the upper character of a two-character key (`?`, `{`, "Question
    /// mark"), which implies Shift.
    package let keyIsUpperCharacter: Bool
    /// Modifiers were written as symbols (`⇧⌘P`) rather than words.
    package let usesSymbols: Bool

    /// Shift was written out as a modifier (as opposed to implied by an upper character).
    package var hasExplicitShift: Bool { modifiers.contains(.shift) }

}
