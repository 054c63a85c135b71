import ShortcutCore

/// `--reserved FILE`: house tables of reserved or standard shortcuts (lint and reserved).
struct HouseTableOptions: OptionGroup {
    var paths: [String] = []

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<String>.path(
                "reserved", repeatable: true,
                help: "check.reserved"
            ).fills(\.paths)
        ]
    }

    /// The house tables merged in the order given (nil when there are none), or the message of
    /// the first that cannot be read.
    func table() -> Result<ReservedTable?, Message> {
        var merged: ReservedTable?
        for path in paths {
            switch ReservedTableLoader.load(path) {
            case .success(let table): merged = merged?.merging(table) ?? table
            case .failure(let message): return .failure(message)
            }
        }
        return .success(merged)
    }
}

/// What `lint` checks against, whatever the files and configurations say: the platforms, their
/// releases, and house tables.
struct CheckOptions: OptionGroup {
    var platforms: [Platform] = []
    var releases: [PlatformRelease] = []
    var houseTables = HouseTableOptions()

    static var declarations: [OptionDeclaration<Self>] {
        [
            Option<Platform>.choice(
                "platform", "PLATFORM", repeatable: true,
                except: [.watchOS: "watchOS has no keyboard shortcuts, so it leaves nothing to check"],
                help: "check.platform"
            ).fills(\.platforms),
            Option<PlatformRelease>.custom(
                "platform-version", "PLATFORM=RELEASE", repeatable: true,
                help: "check.platform-version"
            ) { text, option throws(UsageError) in try PlatformRelease(text, option: option) }.fills(\.releases),
        ] + HouseTableOptions.included(in: \.houseTables) + [
            .check { group, _ throws(UsageError) in
                for (index, release) in group.releases.enumerated()
                where group.releases[..<index].contains(where: { $0.platform == release.platform }) {
                    // Which of two releases of one platform was meant is a guess, as for any option given twice.
                    throw UsageError(
                        message: "'--platform-version' names \(release.platform.rawValue) more than once; give one release per platform")
                }
            }
        ]
    }

    /// Applies what the command line says over a configuration (it wins over any config).
    func apply(to configuration: inout LintConfiguration, houseTable: ReservedTable?) {
        if !platforms.isEmpty { configuration.platformOverride = PlatformSet(platforms) }
        for release in releases { configuration.platformVersions[release.platform] = release.version }
        if let houseTable { configuration.reserved = configuration.reserved.merging(houseTable) }
    }
}
