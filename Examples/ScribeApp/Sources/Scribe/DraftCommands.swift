import AppKit

/// The Drafts menu, half written: the help text below still lacks its closing `"""`, so the
/// compiler stops here, and so does the linter, which notes what it could not check.
let draftHelp = """
    A draft is a note you have not published yet.

extension AppDelegate {
    func addDraftsMenu() {
        let drafts = NSMenu(title: "Drafts")
        let newDraft = drafts.addItem(withTitle: "New Draft", action: #selector(newDraft(_:)), keyEquivalent: "n")
        newDraft.keyEquivalentModifierMask = [.command, .option]
    }

    @objc func newDraft(_ sender: Any?) {}
}
