import ShortcutCore

/// The default string tables of the apps a scan found (`Localizable.xcstrings`, and
/// `<language>.lproj/Localizable.strings`), which hold the text of the localization keys code uses
/// as titles (``CodeStrings``). A code file takes the tables of its app: those in its project's or
/// package target's folder, else, for a file of no project, those in the folder searched. A
/// `.strings` table is read in the app's development language (its project's
/// `developmentRegion`, else English; a `Base.lproj` table when there is neither); a String
/// Catalog holds its source language. Tables are inputs of the run, read once.
enum CodeStringFiles {
    /// Whether a scan keeps the file `name` in `folder` as a string table.
    static func isTable(_ name: String, in folder: String) -> Bool {
        if name == "Localizable.xcstrings" { return true }
        return name == "Localizable.strings" && folder.lowercased().hasSuffix(".lproj")
    }

    /// The tables of the code file at `path`, most specific first: catalogs, then the
    /// development language's `.strings`, then `Base.lproj`'s.
    static func tables(for path: String, app: AppGroup?, scanRoots: [String], found: [String], workingDirectory: String) -> [String] {
        guard !found.isEmpty else { return [] }
        let absolute = FilePath.absolute(path, workingDirectory: workingDirectory)
        let folder =
            app?.folder
            ?? scanRoots.map { FilePath.absolute($0, workingDirectory: workingDirectory) }
            .filter { Self.contains($0, absolute) }.max { $0.count < $1.count }
        guard let folder else { return [] }
        let language = (app?.developmentRegion).map { Language(code: $0) } ?? Language(code: "en")
        let mine = found.filter { Self.contains(folder, FilePath.absolute($0, workingDirectory: workingDirectory)) }
        let catalogs = mine.filter { $0.hasSuffix(".xcstrings") }
        let strings = mine.filter { !$0.hasSuffix(".xcstrings") }
        let inLanguage = strings.filter { Localization(path: $0)?.language == language }
        let base = strings.filter { Localization(path: $0)?.isBase == true }
        return catalogs + (inLanguage.isEmpty ? base : inLanguage)
    }

    /// The text of each list of tables, each table read once; a table that cannot be read gives
    /// nothing (its keys stay as written).
    static func read(_ lists: [[String]], developmentRegions: [String?]) -> [CodeStrings] {
        var read: [String: CodeStrings] = [:]
        return zip(lists, developmentRegions).map { list, region in
            list.reduce(CodeStrings()) { strings, path in
                if let known = read[path] { return strings.adding(known) }
                let bytes = (try? FileIO.read(path)) ?? []
                let table =
                    path.hasSuffix(".xcstrings")
                    ? CodeStrings.catalog(bytes, path: path, language: Language(code: region ?? "en")) : CodeStrings.strings(bytes)
                read[path] = table
                return strings.adding(table)
            }
        }
    }

    private static func contains(_ folder: String, _ path: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
