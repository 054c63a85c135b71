@testable import ShortcutCore

/// Small Interface Builder documents written the way Xcode writes them.
enum InterfaceBuilderFixture {
    /// A XIB whose main menu holds an application menu titled `app` and a File menu with `items`.
    static func xib(_ items: String, app: String = "Scribe", runtime: String = "MacOSX.Cocoa", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" propertyAccessControl="none">
            <objects>
                <menu title="AMainMenu" systemMenu="main" id="29">
                    <items>
                        <menuItem title="\(app)" id="56">
                            <menu key="submenu" title="\(app)" systemMenu="apple" id="57">
                                <items>
                                    <menuItem title="Quit \(app)" keyEquivalent="q" id="136"/>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="File" id="83">
                            <menu key="submenu" title="File" id="81">
                                <items>
        \(items)
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
        \(extra)
            </objects>
        </document>
        """
    }

    /// One File-menu item with `key` (as written in the attribute) and an optional mask element.
    static func item(_ key: String, mask: String? = nil, title: String = "Item", attributes: String = "") -> String {
        let maskElement = mask.map { "<modifierMask key=\"keyEquivalentModifierMask\"\($0.isEmpty ? "" : " " + $0)/>" } ?? ""
        return
            "<menuItem title=\"\(title)\" keyEquivalent=\"\(key)\"\(attributes.isEmpty ? "" : " " + attributes) id=\"x1\">\(maskElement)</menuItem>"
    }

    static func read(_ text: String, path: String = "MainMenu.xib") -> (manifest: Manifest, problems: [ManifestProblem]) {
        InterfaceBuilderReader.read(SourceFile(path: path, text: text))
    }

    /// The entries of the File menu (the fixture's Quit item comes first and is left out).
    static func fileEntries(_ text: String) -> [ShortcutEntry] {
        read(text).manifest.shortcuts.filter { $0.menu?.components.first == "File" }
    }

    /// The written chord of the only File-menu item.
    static func chord(_ key: String, mask: String? = nil) -> String? {
        fileEntries(xib(item(key, mask: mask))).first?.keyText
    }
}
