#if canImport(UIKit)
import UIKit

/// Scribe on iPad: the note list's key commands and the Sort By submenu of the View menu.
final class NotesViewController: UITableViewController {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        let navigation = UIMenu(title: "", options: .displayInline, children: [
            UIKeyCommand(title: "Next Note", action: #selector(nextNote), input: UIKeyCommand.inputDownArrow, modifierFlags: .command),
            UIKeyCommand(title: "Previous Note", action: #selector(previousNote), input: UIKeyCommand.inputUpArrow, modifierFlags: .command),
        ])
        let sortBy = UIMenu(title: "Sort By", children: [
            UIKeyCommand(title: "Name", action: #selector(sortByName), input: "1", modifierFlags: .command),  // oops: no context in the iPad shortcut list
            UIKeyCommand(
                title: "Date", action: #selector(sortByDate), input: "2", modifierFlags: .command,
                discoverabilityTitle: "Sort by Date"),
        ])
        builder.insertChild(navigation, atStartOfMenu: .view)
        builder.insertChild(sortBy, atEndOfMenu: .view)
    }

    @objc private func nextNote() {}
    @objc private func previousNote() {}
    @objc private func sortByName() {}
    @objc private func sortByDate() {}
}
#endif
