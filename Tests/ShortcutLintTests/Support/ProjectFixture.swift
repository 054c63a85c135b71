/// Small files of an app project, written the way Xcode and SwiftUI code write them, for
/// end-to-end tests of folders that hold no manifest.
enum ProjectFixture {
    /// A `MainMenu.xib` whose main menu holds the application menu of `app` and a File menu with
    /// `items` (`menuItem` elements).
    static func xib(_ items: String, app: String = "Scribe") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
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
            </objects>
        </document>

        """
    }

    /// The File menu's Print… on Shift-Command-P: the line of its key equivalent is 16.
    static let printItem = #"                            <menuItem title="Print…" keyEquivalent="P" id="p1"/>"#
    static let printLine = 16

    /// SwiftUI `commands` with one button per `(title, key, modifiers)` in a Note menu; the first
    /// button's key is on line 7, each next one two lines further.
    static func commands(_ buttons: [(String, String, String)]) -> String {
        var text = "import SwiftUI\n\nstruct NoteCommands: Commands {\n    var body: some Commands {\n        CommandMenu(\"Note\") {\n"
        for (title, key, modifiers) in buttons {
            text += "            Button(\"\(title)\") { run() }\n                .keyboardShortcut(\"\(key)\", modifiers: \(modifiers))\n"
        }
        return text + "        }\n    }\n}\n"
    }

    /// Publish on Shift-Command-P, the chord of ``printItem``.
    static let publish = commands([("Publish", "p", "[.command, .shift]")])

    /// A `project.pbxproj` whose only build setting of note is `settings`: a project object with
    /// no targets, as Xcode writes one (a file without it is noted as unreadable).
    static func pbxproj(_ settings: String) -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tC01 = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\t\(settings)\n\t\t\t};\n\t\t};\n"
            + "\t\tP01 = {\n\t\t\tisa = PBXProject;\n\t\t\ttargets = (\n\t\t\t);\n\t\t};\n\t};\n\trootObject = P01;\n}\n"
    }

    /// A project building two apps: `Scribe` (Scribe/MainMenu.xib, Scribe/NoteCommands.swift) and
    /// `Helper` (Helper/Helper.xib), as a `project.pbxproj` lists them.
    static let twoAppProject = """
        // !$*UTF8*$!
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                F1 /* MainMenu.xib */ = {isa = PBXFileReference; path = MainMenu.xib; sourceTree = "<group>"; };
                F2 /* NoteCommands.swift */ = {isa = PBXFileReference; path = NoteCommands.swift; sourceTree = "<group>"; };
                F3 /* Helper.xib */ = {isa = PBXFileReference; path = Helper.xib; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = ( G1, G2, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = ( F1, F2, ); path = Scribe; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = ( F3, ); path = Helper; sourceTree = "<group>"; };
                P1 = {isa = PBXResourcesBuildPhase; files = ( B1, ); };
                P2 = {isa = PBXSourcesBuildPhase; files = ( B2, ); };
                P3 = {isa = PBXResourcesBuildPhase; files = ( B3, ); };
                T1 = {isa = PBXNativeTarget; buildPhases = ( P1, P2, ); name = Scribe; };
                T2 = {isa = PBXNativeTarget; buildPhases = ( P3, ); name = Helper; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = ( T1, T2, ); };
            };
            rootObject = R0;
        }

        """

    static func package(platforms: String) -> String {
        "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Scribe\",\n    platforms: [\(platforms)],\n    targets: [.executableTarget(name: \"Scribe\")]\n)\n"
    }
}
