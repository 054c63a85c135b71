import SwiftUI

/// The Drafts menu, half written: the help text below still lacks its closing `"""`, so the
/// compiler stops here, and so does the linter, which notes what it could not check.
let draftHelp = """
    A draft is a note you have not published yet.

struct DraftCommands: Commands {
    var body: some Commands {
        CommandMenu("Drafts") {
            Button("New Draft") { newDraft() }
                .keyboardShortcut("n", modifiers: [.command, .option])
        }
    }

    private func newDraft() {}
}
