/// A small Mac and iPad app as its project folder holds it, with no manifest: an Xcode project
/// built for macOS, iOS and iPadOS, a `MainMenu.xib`, the application delegate that adds a Note
/// menu to it in code, a SwiftUI view, and an iPad view controller with key commands and a menu.
/// Written to give findings of many rules in each kind of file, among them a collision between the
/// delegate's code and the XIB. (Not a SwiftUI `App`: such an app never shows a XIB's main menu.)
enum ExampleAppFixture {
    static let files: [String: String] = [
        "Scribe.xcodeproj/project.pbxproj": ProjectFixture.pbxproj("SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"),
        "Scribe/Base.lproj/MainMenu.xib": mainMenu,
        "Scribe/ScribeApp.swift": app,
        "Scribe/iPad/NoteViewController.swift": viewController,
    ]

    static let mainMenu = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <menu title="AMainMenu" systemMenu="main" id="29">
                    <items>
                        <menuItem title="Scribe" id="56">
                            <menu key="submenu" title="Scribe" systemMenu="apple" id="57">
                                <items>
                                    <menuItem title="About Scribe" id="58"/>
                                    <menuItem title="Hide Scribe" keyEquivalent="h" id="134"/>
                                    <menuItem title="Quit Scribe" keyEquivalent="q" id="136"/>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="File" id="83">
                            <menu key="submenu" title="File" id="81">
                                <items>
                                    <menuItem title="New Note" keyEquivalent="n" id="82"/>
                                    <menuItem title="Open…" keyEquivalent="o" id="72"/>
                                    <menuItem title="Close" keyEquivalent="w" id="73"/>
                                    <menuItem title="Close All" keyEquivalent="w" alternate="YES" id="74">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    </menuItem>
                                    <menuItem title="Export as PDF…" keyEquivalent="E" id="75"/>
                                    <menuItem title="Snapshot Note" keyEquivalent="4" id="76">
                                        <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="Edit" id="217">
                            <menu key="submenu" title="Edit" id="205">
                                <items>
                                    <menuItem title="Undo" keyEquivalent="z" id="207"/>
                                    <menuItem title="Redo" keyEquivalent="Z" id="215"/>
                                    <menuItem title="Copy" keyEquivalent="c" id="197"/>
                                    <menuItem title="Paste" keyEquivalent="v" id="203"/>
                                    <menuItem title="Find" id="218">
                                        <menu key="submenu" title="Find" id="220">
                                            <items>
                                                <menuItem title="Find…" keyEquivalent="f" id="209"/>
                                                <menuItem title="Find Next" keyEquivalent="g" id="208"/>
                                            </items>
                                        </menu>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="View" id="295">
                            <menu key="submenu" title="View" id="296">
                                <items>
                                    <menuItem title="Show Sidebar" keyEquivalent="L" id="297"/>
                                    <menuItem title="Debug Overlay" keyEquivalent="O" hidden="YES" id="298"/>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>

        """

    static let app = """
        import AppKit
        import SwiftUI

        @main
        final class ScribeApp: NSObject, NSApplicationDelegate {
            func applicationDidFinishLaunching(_ notification: Notification) {
                let note = NSMenu(title: "Note")
                let item = NSMenuItem(title: "Note", action: nil, keyEquivalent: "")
                item.submenu = note
                NSApp.mainMenu?.addItem(item)
                note.addItem(withTitle: "Publish", action: #selector(publish(_:)), keyEquivalent: "E")
                note.addItem(withTitle: "Pin Note", action: #selector(pin(_:)), keyEquivalent: "j")
                // shortcut-lint: allow missing-modifier -- Quick Look works this way in Finder
                let quickLook = note.addItem(withTitle: "Quick Look", action: #selector(preview(_:)), keyEquivalent: " ")
                quickLook.keyEquivalentModifierMask = []
                note.addItem(withTitle: "Archive", action: #selector(archive(_:)), keyEquivalent: archiveKey)
            }
        }

        struct EditorView: View {
            var body: some View {
                Button("Insert Link") { insertLink() }
                    .keyboardShortcut("k")
            }
        }

        """

    static let viewController = """
        import UIKit

        final class NoteViewController: UIViewController {
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(title: "Next Note", action: #selector(nextNote), input: UIKeyCommand.inputDownArrow, modifierFlags: .command)]
            }

            override func buildMenu(with builder: UIMenuBuilder) {
                let byName = UIKeyCommand(title: "Name", action: #selector(sortByName), input: "1", modifierFlags: [.command, .shift])
                builder.insertChild(UIMenu(title: "Sort By", children: [byName]), atStartOfMenu: .view)
            }
        }

        """
}
