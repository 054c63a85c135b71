/// Menu items whose key equivalent the app's code changes when it runs, through the outlet that
/// its Interface Builder file connects to the item: Hex Fiend's `MainMenu.xib` gives Move Selection
/// and Extend Selection both Command-], and its `AppDelegate.m` adds Shift to Extend Selection at
/// launch. The file's chord is not the app's, so the item is set aside before any rule runs, as
/// a reader sets aside a key it cannot resolve: it is no entry (so no rule judges it, and the
/// other items on its chord are judged among themselves), and an `unresolved` problem at its key
/// says where the code changes it. `lint` and `extract` both read files this way.
///
/// Matched by name within one app (``AppGrouping``: an Xcode project or package target), since the
/// readers know no types: an outlet property of any object of the app's Interface Builder files
/// (``Manifest/itemOutlets``) and a key equivalent set through that name in any of its source
/// files (``Manifest/outletKeyChanges``).
enum RunTimeKeyChanges {
    /// `groups` are the run's apps (``AppGrouping``); the readings keep their `app`, so the
    /// groups stay the same afterwards.
    static func setAside(in readings: inout [InputReading], groups: [AppGrouping.Group]) {
        for group in groups where group.members.count > 1 {
            var changes: [String: (change: OutletKeyChange, file: SourceFile)] = [:]
            for member in group.members {
                for change in readings[member].manifest.outletKeyChanges where changes[change.outlet] == nil {
                    changes[change.outlet] = (change, readings[member].manifest.source)
                }
            }
            guard !changes.isEmpty else { continue }
            for member in group.members where !readings[member].manifest.itemOutlets.isEmpty {
                var reasons: [Int: Message] = [:]
                for (outlet, entries) in readings[member].manifest.itemOutlets {
                    guard let (change, file) = changes[outlet] else { continue }
                    let line = file.location(of: change.range.start).line
                    for entry in entries where reasons[entry] == nil {
                        reasons[entry] = .runTimeKeySetsThroughOutlet(
                            place: .text("\(file.path):\(line)"), property: .text(change.property), outlet: .text(outlet))
                    }
                }
                if !reasons.isEmpty { setAside(reasons, in: &readings[member]) }
            }
        }
    }

    /// Takes the entries out of the file's manifest, numbering the rest again, and notes each at
    /// its key.
    private static func setAside(_ reasons: [Int: Message], in reading: inout InputReading) {
        let entries = reading.manifest.shortcuts
        for (index, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            let entry = entries[index]
            let item: Message = entry.title.map { .nameTitle(title: .text($0.forMessage)) } ?? .runTimeKeyUntitledItem()
            let chord = entry.key.map { Message.runTimeKeyChord(chord: .text($0.shortcut.higText)) }
            reading.problems.append(
                ManifestProblem(
                    .unresolved, .runTimeKeyChanged(item: .message(item), reason: .message(reason), chord: .optional(chord)),
                    range: entry.keyRange))
        }
        reading.manifest.keep { !reasons.keys.contains($0.index) }
    }
}
