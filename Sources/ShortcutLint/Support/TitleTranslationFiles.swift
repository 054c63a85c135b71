import ShortcutCore

/// The files that translate the titles of a Base-localized Interface Builder file
/// (`App/Base.lproj/Main.storyboard`): `App/<language>.lproj/Main.strings` for each language folder
/// beside `Base.lproj`, and the String Catalog named after the file (`App/Main.xcstrings`, or in
/// `Base.lproj`). They are inputs of the run (no report may overwrite them), read with the file.
enum TitleTranslationFiles {
    /// A translation file, and the language of a `.strings` file (a catalog names its own).
    struct Found: Sendable {
        var path: String
        var language: Language?
    }

    /// The translation files of the Interface Builder file at `path`; none unless it is in a
    /// `Base.lproj` folder.
    static func find(for path: String) -> [Found] {
        guard let localization = Localization(path: path), localization.isBase, let base = FilePath.parent(of: path) else { return [] }
        let folder = FilePath.parent(of: base) ?? ""
        let name = String(path.split(separator: "/").last ?? "")
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        guard !stem.isEmpty else { return [] }
        var found: [Found] = []
        for entry in (Directory.names(in: folder.isEmpty ? "." : folder)?.entries ?? []).sorted(by: { $0.name < $1.name }) {
            guard entry.name.lowercased().hasSuffix(".lproj"), entry.name.lowercased() != "base.lproj" else { continue }
            let strings = FilePath.join(FilePath.join(folder, entry.name), stem + ".strings")
            if FileStatus(path: strings)?.kind == .regular {
                found.append(Found(path: strings, language: Localization(path: strings)?.language))
            }
        }
        for catalog in [FilePath.join(folder, stem + ".xcstrings"), FilePath.join(base, stem + ".xcstrings")]
        where FileStatus(path: catalog)?.kind == .regular {
            found.append(Found(path: catalog, language: nil))
        }
        return found
    }

    /// The titles each found file translates; a file that cannot be read is skipped (its language
    /// keeps the base's titles).
    static func read(_ found: [Found]) -> [TitleTranslation] {
        found.flatMap { file -> [TitleTranslation] in
            guard let bytes = try? FileIO.read(file.path) else { return [] }
            if let language = file.language { return [.strings(path: file.path, language: language, bytes: bytes)] }
            return TitleTranslation.catalog(path: file.path, bytes: bytes)
        }
    }
}
