/// What a finding asks people to do, for the context to word in the terms of the input the entry
/// came from. A manifest's author adds a field (`repurposes: copy`, `when: editor`); the author of
/// a `.swift` file or a `.xib` cannot, so there the same remedy reads as what they can write
/// beside their code or menu item, or is left out when nothing there corresponds to it. Rules name
/// the remedy; ``LintContext/phrase(_:)`` words it. Saying a finding is deliberate has a wording
/// in every input: ``LintContext/deliberately(manifest:rule:)``.
package enum Remedy: Sendable {
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
    package func phrase(_ remedy: Remedy) -> Message? { manifest.origin.phrase(remedy) }

    /// How to say the finding is deliberate: in a manifest, `manifest` (`add \`repurposes: copy\``);
    /// in code and Interface Builder files, an allow comment for `rule` above the declaration.
    package func deliberately(manifest: Message, rule: String) -> Message {
        self.manifest.origin.deliberately(manifest: manifest, rule: rule)
    }

    /// How a message names `entry`: its title, else its id; an untitled entry of a manifest by its
    /// place in the list ("entry 3"), one read from code or a menu as what it is.
    package func name(_ entry: ShortcutEntry) -> MessageArgument { manifest.origin.name(entry) }

    /// How a message names the whole input: "The manifest", "The Interface Builder file".
    package var inputName: MessageArgument {
        switch manifest.origin {
        case .manifest: .message(.inputManifest())
        case .interfaceBuilder: .message(.inputInterfaceBuilder())
        case .sourceCode: .message(.inputSourceCode())
        }
    }
}

extension ManifestOrigin {
    /// ``LintContext/phrase(_:)`` for entries of this origin (rules that look across an app's
    /// manifests word each finding for its own file).
    func phrase(_ remedy: Remedy) -> Message? {
        switch remedy {
        case .separateScopes:
            return self == .manifest ? .remedySeparateScopes() : nil
        case .addToMenu:
            switch self {
            case .manifest: return .remedyAddToMenuInManifest()
            case .sourceCode: return .remedyAddToMenuInCode()
            case .interfaceBuilder: return .remedyAddToMenuInMenu()
            }
        case .confineToView:
            switch self {
            case .manifest: return .remedyConfineInManifest()
            case .sourceCode, .interfaceBuilder: return .remedyConfineInCode()
            }
        case .discoverabilityTitle(let text):
            switch self {
            case .manifest: return .remedyDiscoverabilityTitleInManifest(title: .text(text.forMessage))
            case .sourceCode: return .remedyDiscoverabilityTitleInCode(title: .text(text.forMessage))
            case .interfaceBuilder: return nil
            }
        }
    }

    /// ``LintContext/deliberately(manifest:rule:)`` for entries of this origin.
    func deliberately(manifest: Message, rule: String) -> Message {
        switch self {
        case .manifest: manifest
        case .sourceCode: .remedyDeliberateInCode(rule: .text(rule))
        case .interfaceBuilder: .remedyDeliberateInMenu(rule: .text(rule))
        }
    }

    /// ``LintContext/name(_:)`` for entries of this origin.
    func name(_ entry: ShortcutEntry) -> MessageArgument {
        if let title = entry.title, !title.isEmpty { return .message(.nameTitle(title: .text(title.forMessage))) }
        if let id = entry.id { return .message(.nameId(id: .text(id.forMessage))) }
        switch self {
        case .manifest: return .message(.nameEntry(number: .number(entry.position + 1)))
        case .sourceCode: return .message(.nameUntitledShortcut())
        case .interfaceBuilder: return .message(.nameUntitledMenuItem())
        }
    }
}

extension Optional where Wrapped == Message {
    /// ", or <remedy>" when there is one: the tail of a message that offers it as an alternative.
    var orRemedy: MessageArgument { .optional(map { .remedyOr(remedy: .message($0)) }) }
}
