/// A shortcut found in source code, before it becomes a ``ShortcutEntry``.
struct SourceShortcut: Sendable {
    /// The declaration: from the control or constructor to the end of the key's call or
    /// assignment (where suppression comments attach).
    var range: ByteRange
    /// The declaration's first token (which branches of the code it sits in).
    var firstToken: Int
    /// The key as written (the literal or constant), where findings point.
    var keyRange: ByteRange
    var chord: Chord
    var title: String?
    /// The title is there but computed at run time (``ShortcutEntry/titleIsComputed``).
    var titleIsComputed = false
    var discoverabilityTitle: String?
    /// The item's action selector (`terminate:`), when the code names it.
    var action: String?
    var menu: MenuPath?
    var platforms: PlatformSet
    var id: String?
    var isVisibleControl = false
    /// A `KeyboardShortcut` value its file applies to no control (``ShortcutEntry/isDetachedValue``).
    var isDetachedValue = false
    /// The view or responder the shortcut belongs to, as a `when` scope (DeclaringScopes.swift).
    var scope: String?
    /// The reserved row the code declares it to be (``ShortcutEntry/declaredStandard``).
    var declaredStandard: String?
    /// A key the responder's view answers as it is operated (``ShortcutEntry/isControlKey``).
    var isControlKey = false
    /// The keys of the same shortcut declared again in other branches (``ShortcutEntry/otherDeclarations``).
    var otherDeclarations: [ByteRange] = []
    /// Shift read from a UIKit input's capital letter (``ShortcutEntry/shiftIsFromUppercaseInput``).
    var shiftIsFromUppercaseInput = false
}

/// A shortcut found in source code that cannot be checked, reported once.
struct UnresolvedShortcut: Sendable {
    /// The declaration, as for ``SourceShortcut/range``.
    var range: ByteRange
    /// Where the finding points: what could not be resolved.
    var at: ByteRange
    var wording: Message

    /// What the note says in English.
    var message: String { MessageCatalogue.english.render(wording) }
}

/// What the scanners of one file found.
struct SourceFindings: Sendable {
    var shortcuts: [SourceShortcut] = []
    var unresolved: [UnresolvedShortcut] = []
    var outletKeyChanges: [OutletKeyChange] = []
    /// The helpers the file defines (``ShortcutHelper``).
    var helpers: [ShortcutHelper] = []
}

/// What the scanners of one file share: its tokens, their `#if` regions, and the platforms the
/// caller gave SwiftUI code.
struct SourceScanContext {
    let tokens: SourceTokens
    let values: SourceValues
    let regions: PlatformRegions
    let swiftUIPlatforms: PlatformSet
    /// The app's helpers the scanners read calls of (``ShortcutHelpers``).
    var helpers = ShortcutHelpers.none

    init(tokens: SourceTokens, regions: PlatformRegions, swiftUIPlatforms: PlatformSet) {
        self.tokens = tokens
        var values = SourceValues(tokens: tokens)
        values.bindings = TextBindings(tokens, values: values)
        values.constants = FileConstants(tokens)
        self.values = values
        self.regions = regions
        self.swiftUIPlatforms = swiftUIPlatforms
    }

    /// The platforms code at `index` runs on: what its framework is written for (AppKit: macOS;
    /// UIKit: iOS and iPadOS; SwiftUI: the caller's), narrowed by the `#if` blocks around it.
    /// UIKit code in a block for none of iOS and iPadOS runs where the `#if` says (under
    /// `targetEnvironment(macCatalyst)`, on the Mac). AppKit code in a block without macOS, and
    /// SwiftUI code in a block for none of the caller's platforms, is never compiled for the app:
    /// no platforms, so no entry.
    func platforms(_ framework: SourceValues.Framework, at index: Int) -> PlatformSet {
        let written: PlatformSet
        switch framework {
        case .appKit: written = PlatformSet(.macOS)
        case .uiKit: written = PlatformSet([.iOS, .iPadOS])
        case .swiftUI: written = swiftUIPlatforms
        }
        let region = regions.platforms(at: index)
        guard region != PlatformRegions.everywhere else { return written }
        let narrowed = written.intersection(region)
        return narrowed.isEmpty && framework == .uiKit ? region : narrowed
    }

    /// One declaration the scanners understood: turns its key and modifiers into a chord and
    /// records the shortcut, or records why it cannot be checked. A computed title keeps the
    /// shortcut (its chord is known) with no title, and says so once.
    struct Declaration {
        var framework: SourceValues.Framework
        /// First and last token of the declaration.
        var first: Int
        var last: Int
        /// First and last token of the key as written.
        var keyFirst: Int
        var keyLast: Int
        var key: SourceKey
        var modifiers: SourceModifiers
        var title: SourceText = .absent
        var discoverabilityTitle: SourceText = .absent
        var action: String?
        var menu: MenuPath?
        var id: String?
        var isVisibleControl = false
        var isDetachedValue = false
        var declaredStandard: String?
        /// The scope of a menu of its own the shortcut is in (``MenuObjectGraph/Place/own(root:)``,
        /// a SwiftUI `.contextMenu`): `menu.<file>:<line>`.
        var menuScope: String?
        /// The token whose branches the shortcut is declared in, when not ``first``: a value a
        /// function returns from one case of a `switch`, applied elsewhere.
        var armToken: Int?
    }

    /// The scope of a menu of its own that starts at the token `first`: `menu.SKPDFView.m:5044`,
    /// the file and line where the code makes the menu, so two such menus never share one (as an
    /// Interface Builder menu's scope is its object id).
    func menuScope(at first: Int) -> String {
        let path = tokens.source.path
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return ShortcutEntry.menuOfItsOwnScope + "\(name):\(tokens.line(of: first))"
    }

    /// A UIKit key command whose input is a capital letter and whose modifiers hold no Shift
    /// (ownCloud's `input: "G", modifierFlags: .command`): read as Shift, as Mac Catalyst's menus
    /// show it, though UIKit does not say how iPadOS matches it.
    static func isUppercaseUIKitInput(_ declaration: Declaration) -> Bool {
        guard declaration.framework == .uiKit, case .character(let scalar) = declaration.key else { return false }
        return ("A"..."Z").contains(scalar) && !declaration.modifiers.set.contains(.shift)
    }

    func record(_ declaration: Declaration, into findings: inout SourceFindings) {
        let range = tokens.range(from: declaration.first, through: declaration.last)
        let keyRange =
            declaration.keyFirst <= declaration.keyLast
            ? tokens.range(from: declaration.keyFirst, through: declaration.keyLast) : range
        guard let chord = SourceValues.chord(declaration.key, declaration.modifiers) else { return }
        let platforms = platforms(declaration.framework, at: declaration.keyFirst)
        guard !platforms.isEmpty else { return }
        switch chord {
        case .failure(let unresolved):
            findings.unresolved.append(UnresolvedShortcut(range: range, at: keyRange, wording: unresolved.wording))
        case .success(let chord):
            let scope = scope(of: declaration)
            findings.shortcuts.append(
                SourceShortcut(
                    range: range, firstToken: declaration.armToken ?? declaration.first, keyRange: keyRange, chord: chord,
                    title: declaration.title.literal,
                    titleIsComputed: declaration.title == .computed,
                    discoverabilityTitle: declaration.discoverabilityTitle.literal, action: declaration.action, menu: declaration.menu,
                    platforms: platforms,
                    id: declaration.id, isVisibleControl: declaration.isVisibleControl, isDetachedValue: declaration.isDetachedValue,
                    scope: scope,
                    declaredStandard: declaration.declaredStandard,
                    isControlKey: scope.map { $0.hasPrefix(Self.responderScope) } == true
                        && isControlKey(chord, declaredAt: declaration.first),
                    shiftIsFromUppercaseInput: Self.isUppercaseUIKitInput(declaration)))
            if declaration.title == .computed {
                findings.unresolved.append(
                    UnresolvedShortcut(
                        range: range, at: keyRange,
                        wording: .unresolvedTitleComputed(chord: .text(chord.higText))))
            }
        }
    }
}
