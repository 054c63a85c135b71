/// What the system really does with a reserved row's chord, which the HIG's ● column does not
/// say: it marks both chords macOS takes before any app sees them and chords that are only
/// behaviours of the text system and AppKit controls. Each row's tier names its source
/// (``ReservedEntry/tierSource``); `docs/reserved.md` lists the decisions.
public enum ReservedTier: String, CaseIterable, Sendable {
    /// The system acts before the app sees the key (Spotlight, screenshots, Mission Control,
    /// input sources, Force Quit…). Only these rows may say that the app never receives it.
    case intercepted
    /// A behaviour of the text system or of AppKit controls (⇧← extends the selection, ⌘+ makes
    /// text bigger, ⌃⇥ moves to the next focus group or tab). An app may bind the chord to that
    /// behaviour or a close equivalent; ``ReservedEntry/behavior`` says what the key normally does.
    case behavior
    /// A shortcut people know from every app (Copy, Save, Find…), or a menu item AppKit itself adds
    /// to the app's menus (Emoji & Symbols, Window › Move & Resize).
    case standard
    /// A shortcut of one app or of the Services menu (Finder's New Folder, Safari's Back): not a
    /// standard every app is expected to keep.
    case appSpecific
    /// Obsolete, or applies only under a condition (``ReservedEntry/condition``): F12 Dashboard
    /// before macOS 10.15, Zoom shortcuts that are off by default, ⌘← layout switching with several
    /// input scripts.
    case conditional

    /// The tier a row gets when its table does not say (house tables): the system flag decides.
    package static func `default`(system: Bool) -> ReservedTier { system ? .intercepted : .standard }
}
