import SwiftUI

/// Scribe's SwiftUI scene: the Note menu and the commands the app adds to the standard menus.
@main
struct ScribeApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
        .commands {
            CommandMenu("Note") {
                Button("Share Note…") { share() }
                    .keyboardShortcut("k")  // oops: File › Publish… in MainMenu.xib has Command-K
                Button("Pin Note") { pin() }
                    .keyboardShortcut("r", modifiers: [.command, .shift])
                Button("Word Count") { countWords() }
                    .keyboardShortcut(settings.wordCountShortcut)  // chosen by the user at run time: noted, not checked
            }
            CommandGroup(after: .sidebar) {
                Button("Show Outline") { toggleOutline() }
                    .keyboardShortcut("l", modifiers: [.command, .shift])
            }
        }
    }

    @AppStorage("wordCountShortcut") private var settings = ShortcutSettings()

    private func share() {}
    private func pin() {}
    private func countWords() {}
    private func toggleOutline() {}
}
