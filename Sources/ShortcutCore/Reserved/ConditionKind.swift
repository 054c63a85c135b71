/// What a ``ReservedTier/conditional`` row's condition is: the kind of setup in which the system
/// takes the chord. `system-reserved` decides from it how loudly to report the row (a warning
/// where the condition holds for many people or Apple tells apps to keep off, a note where few
/// setups meet it); `docs/reserved.md` lists each row's kind and its source.
public enum ConditionKind: String, CaseIterable, Sendable {
    /// The HIG's "Varies. Apple reserved." (⇧⌘Space, F8, F9, F10, [Modifier key]-⌘Space): Apple's
    /// own instruction to keep off the chord; on Apple keyboards F8–F10 are media keys unless
    /// people change a setting.
    case appleReserved
    /// An accessibility shortcut shipped turned off (Zoom, contrast, invert colours): exactly the
    /// people who rely on the feature turn it on.
    case accessibility
    /// A convenience shortcut shipped turned off that people turn on in System Settings (Switch to
    /// Desktop N).
    case setting
    /// Applies only on hardware few people have (the Touch Bar, F14/F15 as Brightness keys).
    case hardware
    /// Applies only with input sources of more than one script (⌘← ⌘→ layout switching).
    case inputSources
    /// Applies only on earlier releases: outside ``ReservedEntry/versions`` it is not matched at all
    /// (Dashboard), and without a recorded range the condition says so (font smoothing).
    case earlierRelease
}
