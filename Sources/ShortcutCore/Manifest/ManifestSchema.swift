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
                    "An app (the default), a game or an agent. A game's key bindings, the entries outside its menus, may be single keys (Human Interface Guidelines › Game controls › Keyboards); its menu commands follow the rules of every app. An agent (LSUIElement) has no menu bar on screen, and its shortcuts act only while one of its windows is key, so a conflict between them is a warning."
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
                        switch (field, field.value) {
                        case (.platforms, _):
                            json.member("$ref", "#/$defs/platforms")
                        case (.allow, _):
                            json.key("oneOf")
                            json.array { json in
                                json.object { json in
                                    json.member("type", "array")
                                    json.key("items")
                                    json.object { $0.member("type", "string") }
                                }
                                json.object { $0.member("type", "string") }
                            }
                        case (.title, _), (.key, _):
                            json.key("type")
                            json.array { json in
                                json.value("string")
                                json.value("null")
                            }
                        case (_, .flag):
                            json.member("type", "boolean")
                        default:
                            json.member("type", "string")
                        }
                        json.member("description", field.summary)
                    }
                }
            }
        }
    }
}
