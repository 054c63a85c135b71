/// What a finding asks people to do, for the context to word in the terms of the input the entry
/// came from. A manifest's author adds a field (`repurposes: copy`, `when: editor`); the author of
/// a `.swift` file or a `.xib` cannot, so there the same remedy reads as what they can write
/// beside their code or menu item, or is left out when nothing there corresponds to it. Rules name
/// the remedy; ``LintContext/phrase(_:)`` words it.
package enum Remedy: Sendable {
    /// The finding is deliberate: in a manifest, `field` says so (`add \`repurposes: copy\``); in code
    /// and Interface Builder files, an allow comment for `rule` above the declaration.
    case declareDeliberate(manifest: String, rule: String)
    /// Give the entries different `when` scopes. Code and menus take their scope from where they
    /// are declared (a menu of its own, a view), so there is no such remedy there.
    case separateScopes
    /// Put the command in a menu.
    case addToMenu
    /// Handle the key in the view that needs it, not app-wide.
    case confineToView
    /// Give the item a discoverability title carrying its context (iPadOS).
    case discoverabilityTitle(String)
}

extension LintContext {
    /// The remedy in the words of this manifest's input, or nil when that input has nothing that
    /// corresponds to it.
    package func phrase(_ remedy: Remedy) -> String? { manifest.origin.phrase(remedy) }

    /// How a message names `entry`: its title, else its id; an untitled entry of a manifest by its
    /// place in the list ("entry 3"), one read from code or a menu as what it is.
    package func name(_ entry: ShortcutEntry) -> String { manifest.origin.name(entry) }

    /// How a message names the whole input: "The manifest", "The Interface Builder file".
    package var inputName: String {
        switch manifest.origin {
        case .manifest: "The manifest"
        case .interfaceBuilder: "The Interface Builder file"
        case .sourceCode: "The source file"
        }
    }
}

extension ManifestOrigin {
    /// ``LintContext/phrase(_:)`` for entries of this origin (rules that look across an app's
    /// manifests word each finding for its own file).
    func phrase(_ remedy: Remedy) -> String? {
        switch remedy {
        case .declareDeliberate(let manifestText, let rule):
            switch self {
            case .manifest: return manifestText
            case .sourceCode: return "mark it deliberate with `// shortcut-lint: allow \(rule)` above the shortcut"
            case .interfaceBuilder: return "mark it deliberate with `<!-- shortcut-lint: allow \(rule) -->` above the menu item"
            }
        case .separateScopes:
            return self == .manifest ? "give the entries different `when` scopes" : nil
        case .addToMenu:
            switch self {
            case .manifest: return "add `menu:` naming the menu where the command appears"
            case .sourceCode: return "add the command to a menu as well (SwiftUI `commands`, UIKit `buildMenu(with:)`, an `NSMenu`)"
            case .interfaceBuilder: return "put the item in a menu of the menu bar"
            }
        case .confineToView:
            switch self {
            case .manifest: return "confine the shortcut to the view that handles it with `when:`"
            case .sourceCode, .interfaceBuilder: return "handle the key in the view that needs it rather than app-wide"
            }
        case .discoverabilityTitle(let text):
            switch self {
            case .manifest: return "add `discoverabilityTitle: \(text.forMessage)`"
            case .sourceCode: return "give a UIKit key command the `discoverabilityTitle` \"\(text.forMessage)\""
            case .interfaceBuilder: return nil
            }
        }
    }

    /// ``LintContext/name(_:)`` for entries of this origin.
    func name(_ entry: ShortcutEntry) -> String {
        if let title = entry.title, !title.isEmpty { return "\"\(title.forMessage)\"" }
        if let id = entry.id { return "'\(id.forMessage)'" }
        switch self {
        case .manifest: return "entry \(entry.position + 1)"
        case .sourceCode: return "an untitled shortcut"
        case .interfaceBuilder: return "an untitled menu item"
        }
    }
}

extension Optional where Wrapped == String {
    /// ", or <remedy>" when there is one: the tail of a message that offers it as an alternative.
    var orRemedy: String { map { ", or \($0)" } ?? "" }
}
