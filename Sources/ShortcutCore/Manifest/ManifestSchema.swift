/// The manifest's JSON Schema (draft 2020-12), built from the same field lists the decoder uses,
/// so the published schema cannot drift from what is accepted. `shortcut-lint schema` prints it;
/// `docs/manifest.schema.json` is a copy a test keeps current.
///
/// The schema describes the JSON data model. YAML manifests are checked against the same model,
/// except that an unquoted YAML scalar (`title: 2048`) is also accepted where a string is expected.
package enum ManifestSchema {
    package static let identifier = "https://shortcut-lint.dev/schema/manifest-1.json"

    package static var json: String {
        var json = JSONWriter()
        json.object { json in
            json.member("$schema", "https://json-schema.org/draft/2020-12/schema")
            json.member("$id", identifier)
            json.member("title", "shortcut-lint manifest")
            json.member("description", "An app's keyboard shortcuts, checked by shortcut-lint against Apple's Human Interface Guidelines.")
            json.member("type", "object")
            json.key("required")
            json.array { $0.value("shortcuts") }
            json.member("additionalProperties", false)
            json.key("patternProperties")
            json.object { json in
                json.key("^x-")
                json.object { _ in }
            }
            json.key("properties")
            json.object { json in
                for field in ManifestDecoder.TopLevelField.allCases {
                    json.key(field.name)
                    topLevel(field, &json)
                }
            }
            json.key("$defs")
            json.object { json in
                json.key("platforms")
                platforms(&json)
                json.key("entry")
                entry(&json)
            }
        }
        return json.string + "\n"
    }

    private static func topLevel(_ field: ManifestDecoder.TopLevelField, _ json: inout JSONWriter) {
        json.object { json in
            switch field {
            case .app:
                json.member("type", "string")
                json.member("description", "The app's name; stands for ‹App› in titles such as \"Hide ‹App›\".")
            case .platforms:
                json.member("$ref", "#/$defs/platforms")
                json.member("description", "The platforms the app ships on (default: macOS).")
            case .shortcuts:
                json.member("type", "array")
                json.key("items")
                json.object { $0.member("$ref", "#/$defs/entry") }
            case .schema:
                json.member("type", "string")
                json.member("description", "The URI of this schema, for editors.")
            case .kind:
                json.member("type", "string")
                json.key("enum")
                json.array { json in for kind in AppKind.allCases { json.value(kind.rawValue) } }
                json.member(
                    "description",
                    "An app (the default) or a game. A game's key bindings, the entries outside its menus, may be single keys (Human Interface Guidelines › Game controls › Keyboards); its menu commands follow the rules of every app."
                )
            }
        }
    }

    private static func platforms(_ json: inout JSONWriter) {
        json.object { json in
            json.key("oneOf")
            json.array { json in
                json.object { json in
                    json.member("type", "array")
                    json.member("minItems", 1)
                    json.key("items")
                    json.object { platformName(&$0) }
                }
                json.object { platformName(&$0) }
            }
        }
    }

    private static func platformName(_ json: inout JSONWriter) {
        json.member("type", "string")
        json.key("enum")
        json.array { json in for platform in Platform.allCases { json.value(platform.rawValue) } }
    }

    private static func entry(_ json: inout JSONWriter) {
        json.object { json in
            json.member("type", "object")
            json.key("required")
            json.array { json in
                json.value("title")
                json.value("key")
            }
            json.member("additionalProperties", false)
            json.key("patternProperties")
            json.object { json in
                json.key("^x-")
                json.object { _ in }
            }
            json.key("properties")
            json.object { json in
                for field in ManifestDecoder.EntryField.allCases {
                    json.key(field.name)
                    json.object { json in
                        switch field {
                        case .platforms:
                            json.member("$ref", "#/$defs/platforms")
                        case .allow:
                            json.key("oneOf")
                            json.array { json in
                                json.object { json in
                                    json.member("type", "array")
                                    json.key("items")
                                    json.object { $0.member("type", "string") }
                                }
                                json.object { $0.member("type", "string") }
                            }
                        case .hidden, .visibleControl, .controlKey:
                            json.member("type", "boolean")
                        case .title:
                            json.key("type")
                            json.array { json in
                                json.value("string")
                                json.value("null")
                            }
                        default:
                            json.member("type", "string")
                        }
                        json.member("description", description(of: field))
                    }
                }
            }
        }
    }

    static func description(of field: ManifestDecoder.EntryField) -> String {
        switch field {
        case .id: "A stable, unique id for suppressions, baselines and reports."
        case .title:
            "The command's menu title, as users see it; null for a shortcut that has none (a key command declared without a title)."
        case .key: "The shortcut: HIG text (Shift-Command-P), symbols (⇧⌘P) or plus style (cmd+shift+p); sequences separated by spaces."
        case .menu: "The menu path; \"View > Sort By\" is the Sort By submenu of View."
        case .when: "A scope; entries in different scopes never conflict. Absent means everywhere."
        case .platforms: "Narrows the manifest's platforms for this entry."
        case .repurposes: "The reserved-table id of a standard shortcut this entry deliberately redefines."
        case .complements: "The id of another entry this one complements (a Shift or Option variant)."
        case .discoverabilityTitle: "The title shown in the iPadOS shortcut interface."
        case .allow: "Rule ids not to report for this entry."
        case .hidden: "A hidden menu item: its shortcut works, but nobody sees it in the menu."
        case .action:
            "The action selector the menu item sends (Interface Builder's <action selector>, such as openDocument:); a standard action makes the entry that standard command whatever its title."
        case .visibleControl:
            "The shortcut belongs to a control shown on screen (a button in a window), so the action has a way in besides the menu."
        case .controlKey:
            "A key the view answers as it is operated (Return, Esc, Tab, an arrow; a text view's Control bindings), not a command: it needs no menu item and no Command."
        }
    }
}
