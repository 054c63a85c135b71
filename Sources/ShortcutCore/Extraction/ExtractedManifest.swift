/// One app's shortcuts as `extract` writes them: every entry found in the app's files, in the
/// order of the files and of the entries in each, with where it came from, and what the readers
/// could not turn into an entry.
package struct ExtractedManifest: Sendable {
    /// One entry and where its key was found.
    package struct Entry: Sendable {
        package var entry: ShortcutEntry
        package var file: String
        package var location: SourceLocation
        /// The lines where the code declares the same shortcut again, in other branches
        /// (``ShortcutEntry/otherDeclarations``).
        package var otherLines: [Int] = []
    }

    /// Something a file's reader reported instead of (or about) an entry: a shortcut computed at
    /// run time, a syntax error, a manifest entry without a key.
    package struct Note: Sendable {
        package var file: String
        package var location: SourceLocation
        package var message: String
        /// The file does not parse: shortcuts after this point may be missing.
        package var isSyntaxError: Bool
    }

    /// The `app` the files name (an Interface Builder application menu's title, a manifest's
    /// `app`), the first one given; nil when none names one.
    package var app: String?
    /// How the manifest's header names the app: the project or target, else ``app``.
    package var name: String?
    /// The platforms of all its files together: the manifest's `platforms`.
    package var platforms: PlatformSet
    /// A game when one of its files is (a manifest's `kind: game`, a game target): `kind: game`.
    package var kind = AppKind.app
    package var entries: [Entry] = []
    package var notes: [Note] = []
    /// The files that gave entries or notes, in order.
    package var files: [String] = []
    /// Translated copies of the files (`de.lproj/MainMenu.xib`), in order: not extracted, since
    /// `lint` checks each as its language's variant of the base menu (``LanguageVariants``).
    package var localizedCopies: [(file: String, language: Language)] = []

    /// A manifest with no entry yet (with none at all, what `extract` writes when it found nothing).
    package init(app: String? = nil, name: String? = nil, platforms: PlatformSet = PlatformSet()) {
        self.app = app
        self.name = name
        self.platforms = platforms
    }
}
