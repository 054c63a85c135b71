/// The main menu of an Interface Builder file in an app whose code declares it a SwiftUI `App`
/// (``Manifest/swiftUIAppDeclaration``): Pika's `PikaApp.swift` says `@main struct PikaApp: App`
/// and builds its menus with `.commands { PikaCommands() }`, while the project still carries the
/// `Main.storyboard` it had before, whose main menu has the same items on the same chords. SwiftUI
/// builds the menu bar of such an app from its scenes and commands, so the storyboard's main menu
/// is never shown: checking it beside the SwiftUI menu reports every command as a duplicate of
/// itself. (Measured on a running app, TableProApp/TablePro pull request 2071: SwiftUI reconciles
/// `NSApp.mainMenu` shortly after launch and removes every item it did not build itself.)
///
/// So its items are set aside before any rule runs, as ``RunTimeKeyChanges`` sets aside an item
/// whose key the code changes: they are no entries, and one `unresolved` note per file, at its
/// main menu, says why they are not checked. Menus outside the main menu (a context menu, a
/// pop-up button's) keep their entries. Matched within one app (``AppGrouping``: an Xcode target
/// or package target), since only the target's own `@main` decides its menu bar.
enum SwiftUIMenuBar {
    static func setAside(in readings: inout [InputReading], groups: [AppGrouping.Group]) {
        for group in groups where group.members.count > 1 {
            guard let declaring = group.members.first(where: { readings[$0].manifest.swiftUIAppDeclaration != nil }),
                let declaration = readings[declaring].manifest.swiftUIAppDeclaration
            else { continue }
            let file = readings[declaring].manifest.source
            let place = "\(file.path):\(file.location(of: declaration.start).line)"
            for member in group.members where readings[member].manifest.origin == .interfaceBuilder {
                setAsideMainMenu(of: &readings[member], place: place)
            }
        }
    }

    /// An Interface Builder file's main-menu entries are the ones with no scope (other menus are
    /// scoped `menu.<id>` by the reader).
    private static func setAsideMainMenu(of reading: inout InputReading, place: String) {
        let mainMenu = reading.manifest.shortcuts.filter { $0.when == nil }
        guard let first = mainMenu.first else { return }
        reading.problems.append(
            ManifestProblem(
                .unresolved, .swiftuiMenuBarNotShown(count: .number(mainMenu.count), place: .text(place)),
                range: reading.manifest.shortcutsKeyRange ?? first.keyRange))
        reading.manifest.keep { $0.when != nil }
    }
}
