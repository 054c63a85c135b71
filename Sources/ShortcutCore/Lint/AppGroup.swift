/// The app a file belongs to, when the caller knows it from where the file lives: one Xcode
/// project, or one target of a Swift package (``ProjectDiscovery`` works it out on disk). Every
/// file of one group is checked together, so a SwiftUI shortcut that collides with a storyboard's
/// menu item is a conflict, whatever `app` each file names.
package struct AppGroup: Hashable, Sendable {
    /// What makes two files one app: the project's or the target's folder, absolute.
    package var id: String
    /// How messages and extracted manifests name the app: the project's or the target's name.
    package var name: String
    /// The language the app is developed in (an Xcode project's `developmentRegion`), which is
    /// its localized files' base when they have no `Base.lproj` copy (``LanguageVariants``).
    package var developmentRegion: String?
    /// The folder the app's files are in, absolute: the project's folder for a target of an Xcode
    /// project (whose `id` names the target), else `id`.
    package var folder: String

    package init(id: String, name: String, developmentRegion: String? = nil, folder: String? = nil) {
        self.id = id
        self.name = name
        self.developmentRegion = developmentRegion
        self.folder = folder ?? id
    }
}

/// One file to lint: its bytes, the linter (the configuration that applies to it) and, when the
/// caller knows it, the app it belongs to.
package struct LintJob: Sendable {
    package var source: SourceFile
    package var linter: Linter
    /// nil: the file is grouped by the `app` it names itself (a manifest's `app:`, the title of an
    /// Interface Builder file's application menu), if any.
    package var app: AppGroup?
    /// The file's titles in other languages, for a Base-localized Interface Builder file
    /// (``TitleTranslation``): each is that language's menu where no translated copy of the file is.
    package var titleTranslations: [TitleTranslation]
    /// The app's text for the localization keys a code file uses as titles (``CodeStrings``).
    package var codeStrings: CodeStrings

    package init(
        source: SourceFile, linter: Linter, app: AppGroup? = nil, titleTranslations: [TitleTranslation] = [],
        codeStrings: CodeStrings = CodeStrings()
    ) {
        self.source = source
        self.linter = linter
        self.app = app
        self.titleTranslations = titleTranslations
        self.codeStrings = codeStrings
    }
}

/// Which files of a run are one app: those of one ``AppGroup``, and, among the files without one,
/// those that name the same `app`. Files with neither are apps of their own. The checks across
/// files (``AppChecks``) and `extract` (``ManifestExtraction``) group the same way.
enum AppGrouping {
    /// One app: how to name it, and its files (indices into the run's files, in run order).
    struct Group: Equatable {
        var name: String?
        var members: [Int]
    }

    /// The groups of a run's files, read: a localized copy is in the app of its base copy
    /// (``LocalizedApps/groupingKeys(_:)``).
    static func groups(_ jobs: [LintJob], _ readings: [InputReading]) -> [Group] {
        groups(LocalizedApps.groupingKeys(jobs.indices.map { (jobs[$0].app, readings[$0].manifest.app, jobs[$0].source.path) }))
    }

    /// The groups, in the order their first file comes; every file is in exactly one.
    static func groups(_ files: [(app: AppGroup?, declaredApp: String?)]) -> [Group] {
        var groups: [Group] = []
        // A project's app and an app a manifest names are told apart by keeping them in two
        // tables (String keys: a Hashable key type of our own costs every run a conformance
        // lookup at launch).
        var groupOfProject: [String: Int] = [:]
        var groupOfDeclared: [String: Int] = [:]
        func join(_ index: Int, _ key: String, in table: inout [String: Int], name: String?) {
            if let existing = table[key] {
                groups[existing].members.append(index)
            } else {
                table[key] = groups.count
                groups.append(Group(name: name, members: [index]))
            }
        }
        for (index, file) in files.enumerated() {
            if let app = file.app {
                join(index, app.id, in: &groupOfProject, name: app.name)
            } else if let declared = file.declaredApp, !declared.isEmpty {
                join(index, declared, in: &groupOfDeclared, name: declared)
            } else {
                groups.append(Group(name: nil, members: [index]))
            }
        }
        return groups
    }
}
