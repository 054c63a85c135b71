/// A project a file belongs to: the app it is part of, the platforms it is built for, and whether
/// the file is part of the app a user runs at all.
package struct Project: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A target of an Xcode project: the files its build phases list, or the folders it
        /// synchronizes hold.
        case xcodeTarget
        /// A folder holding an `.xcodeproj`, or the spec of a project generator (XcodeGen's
        /// `project.yml`, Tuist's `Project.swift`): every file below it that no nearer project
        /// claims and no target of the project builds.
        case xcodeProject
        /// A target folder of a Swift package: `Sources/<Target>/` (or `Source`, `src`, `srcs`,
        /// `Tests`) beside a `Package.swift`.
        case swiftPackageTarget
    }

    /// Why a file of a project is not part of the app a user runs, so that a folder scan leaves
    /// it out (and says so): test code, or an app the repository only carries.
    package enum Exclusion: Hashable, Sendable {
        /// Only test targets build it (unit-test or UI-test bundles): the first one's name.
        case testTarget(String)
        /// It is in a Swift package's test target (`Tests/<Target>`, or a `.testTarget`'s path).
        case packageTests(String)
        /// A target of a project nested in another project's folder (a vendored project) that the
        /// outer project references but does not build: the target, its project and the outer one
        /// (`Sparkle Test App` of `Sparkle.xcodeproj`, in Skim's `Skim.xcodeproj`).
        case notBuilt(target: String, project: String, by: String)
        /// An app of a project nested in another project's folder that no outer project references
        /// (a vendored library's demo app, a sample app): its own app, not this repository's.
        case otherApp(target: String, project: String)

        /// Test code, which the configuration's `tests: true` lints after all.
        package var isTestCode: Bool {
            switch self {
            case .testTarget, .packageTests: true
            case .notBuilt, .otherApp: false
            }
        }
    }

    package var kind: Kind
    /// The app: an Xcode target, else the project's folder, or a package target's folder; and its name.
    package var app: AppGroup
    /// The platforms the project declares (``SwiftPackagePlatforms``, ``XcodeProjectPlatforms``);
    /// nil when it declares none that can be read.
    package var platforms: PlatformSet?
    /// Why a folder scan leaves the file out; nil for a file of the app.
    package var exclusion: Exclusion?
    /// A game or an app: an Xcode target whose App Store category is a game's
    /// (`LSApplicationCategoryType` in its build settings or its Info.plist) is a game.
    package var appKind: AppKind = .app

    package init(kind: Kind, app: AppGroup, platforms: PlatformSet?, exclusion: Exclusion? = nil) {
        self.kind = kind
        self.app = app
        self.platforms = platforms
        self.exclusion = exclusion
    }
}
