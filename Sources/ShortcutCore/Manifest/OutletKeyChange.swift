/// Code that changes a menu item's key equivalent when the app runs, through a name the file did
/// not create there: an Interface Builder outlet. Hex Fiend's `AppDelegate.m` adds Shift to the
/// Extend Selection item of its `MainMenu.xib` at launch:
/// `[extendForwardsItem setKeyEquivalentModifierMask:[extendForwardsItem keyEquivalentModifierMask] | NSShiftKeyMask]`.
///
/// The source readers follow the items a file creates itself; a change through any other name is
/// recorded here, and matched with the outlets of the app's Interface Builder files
/// (``Manifest/itemOutlets``) when the files of one app are checked together
/// (``RunTimeKeyChanges``).
struct OutletKeyChange: Sendable, Equatable {
    /// The name the code changes, without `self.`, `self->` or a leading `_`.
    var outlet: String
    /// The property set: `keyEquivalent` or `keyEquivalentModifierMask`.
    var property: String
    /// The statement or message that sets it.
    var range: ByteRange

    /// The properties whose change makes an item's chord in its file stale.
    static let keyProperties: Set<String> = ["keyEquivalent", "keyEquivalentModifierMask"]
}
