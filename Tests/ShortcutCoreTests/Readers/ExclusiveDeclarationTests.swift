import Testing

@testable import ShortcutCore

/// Declarations that can never exist together: the same chord in the branches of one `if` /
/// `else`, `switch` or `#if` / `#else` is one shortcut (one entry, no duplicate), while the same
/// chord in statements that can both run still conflicts.
@Suite struct ExclusiveDeclarationTests {
    static func entries(_ source: String, language: SourceLexer.Language = .swift) -> [String] {
        SourceReaderHelpers.entries(source, language: language)
    }

    static func duplicates(_ source: String) -> Int {
        SourceReaderHelpers.ruleIDs(source).filter { $0 == "duplicate-shortcut" }.count
    }

    static let ifElse = """
        CommandGroup(after: .toolbar) {
            if newWindowing {
                Button("Toggle Navigator") { toggleNavigator() }
                    .keyboardShortcut("s", modifiers: [.control, .command])
            } else {
                Button("Toggle Sidebar") { toggleFirst() }
                    .keyboardShortcut("s", modifiers: [.control, .command])
            }
        }

        """

    @Test func theSameChordInBothBranchesOfAnIfElseIsOneShortcut() {
        #expect(Self.entries(Self.ifElse) == ["Toggle Navigator | Control-Command-S | View"])
        #expect(Self.duplicates(Self.ifElse) == 0)
    }

    /// Iconology's File menu (liamrosenfeld/Iconology e76c2c3, Iconology/App/Menus.swift:44–81):
    /// Export… for the main window, Export Preset… for the preset editor, both Command-E.
    @Test func extractNamesTheLinesOfTheOtherDeclarations() {
        let source = """
            CommandGroup(replacing: .newItem) {
                if focusedWindow == WindowID.main {
                    Button("Export…") { export() }
                        .keyboardShortcut(KeyboardShortcut("e"))
                } else if focusedWindow == WindowID.presetEditor {
                    Button("Export Preset…") { exportPreset() }
                        .keyboardShortcut(KeyboardShortcut("e"))
                }
            }
            """
        let job = LintJob(source: SourceFile(path: "Menus.swift", text: source), linter: Linter())
        let extracted = ManifestExtraction.extract([job])
        #expect(extracted.flatMap(\.entries).map(\.otherLines) == [[7]])
        #expect(extracted.map(ManifestWriter.yaml).joined().contains("# from Menus.swift:4, also declared at line 7, in another branch"))
    }

    /// ownCloud's settings list (owncloud/ios-app 0ac09a3, ownCloud/Key Commands/KeyCommands.swift:458–498)
    /// makes its key commands first and adds them in branches: a slider row gets the slider's
    /// Right arrow, any other row Open Selected's.
    @Test func aCommandMadeBeforehandIsInTheBranchThatAddsIt() {
        let source = """
            extension StaticTableViewController {
                open override var keyCommands: [UIKeyCommand]? {
                    let selectObjectCommand = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(selectCurrent), discoverabilityTitle: "Open Selected")
                    var shortcuts = [UIKeyCommand]()
                    if isSlider {
                        let sliderUpCommand = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(sliderUp), discoverabilityTitle: "Increase Slider Value")
                        shortcuts.append(sliderUpCommand)
                    } else {
                        shortcuts.append(selectObjectCommand)
                    }
                    return shortcuts
                }
            }
            """
        #expect(Self.entries(source) == ["Open Selected | Right arrow | -"])
        #expect(Self.duplicates(source) == 0)
    }

    /// ownCloud's alert (owncloud/ios-app 0ac09a3, ownCloud/Key Commands/KeyCommands.swift:1207–1230)
    /// makes its default command in one of two branches and adds it after them: still one shortcut.
    @Test func aCommandAddedAfterTheBranchesThatMakeItStaysInThem() {
        let source = """
            extension AlertViewController {
                override var keyCommands: [UIKeyCommand]? {
                    var commands: [UIKeyCommand] = []
                    var defaultCommand: UIKeyCommand?
                    if options.count == 1 {
                        defaultCommand = UIKeyCommand(input: "\\r", modifierFlags: [], action: #selector(chooseDefaultOption))
                    } else {
                        defaultCommand = UIKeyCommand(input: "\\r", modifierFlags: [], action: #selector(chooseDefaultOption))
                    }
                    if let defaultCommand {
                        commands.append(defaultCommand)
                    }
                    return commands
                }
            }
            """
        #expect(Self.entries(source).count == 1)
        #expect(Self.duplicates(source) == 0)
    }

    @Test func theBranchesOfAnElseIfChainExcludeEachOther() {
        let source = """
            CommandMenu("Go") {
                if mode == .a {
                    Button("Next A") { next() }.keyboardShortcut("]")
                } else if mode == .b {
                    Button("Next B") { next() }.keyboardShortcut("]")
                } else {
                    Button("Next C") { next() }.keyboardShortcut("]")
                }
            }

            """
        #expect(Self.entries(source) == ["Next A | Command-] | Go"])
    }

    @Test func theSameChordInTheBranchesOfAnIfDirectiveIsOneShortcut() {
        let source = """
            CommandMenu("Debug") {
            #if DEBUG
                Button("Reload (Debug)") { reload() }.keyboardShortcut("r", modifiers: [.command, .option])
            #else
                Button("Reload") { reload() }.keyboardShortcut("r", modifiers: [.command, .option])
            #endif
            }

            """
        #expect(Self.entries(source) == ["Reload (Debug) | Option-Command-R | Debug"])
        #expect(Self.duplicates(source) == 0)
    }

    @Test func theSameChordInTwoCasesOfASwitchIsOneShortcut() {
        let source = """
            CommandMenu("View") {
                switch layout {
                case .grid:
                    Button("Show as List") { list() }.keyboardShortcut("l", modifiers: [.command, .option])
                default:
                    Button("Show as Grid") { grid() }.keyboardShortcut("l", modifiers: [.command, .option])
                }
            }

            """
        #expect(Self.entries(source).count == 1)
        #expect(Self.duplicates(source) == 0)
    }

    @Test func platformBranchesWithTheirOwnTitlesStayEntriesOfTheirOwn() {
        let source = """
            CommandMenu("File") {
            #if os(macOS)
                Button("Reveal in Finder") { reveal() }.keyboardShortcut("r", modifiers: [.command, .option])
            #else
                Button("Show in Files") { reveal() }.keyboardShortcut("r", modifiers: [.command, .option])
            #endif
            }

            """
        let read = SourceReaderHelpers.read(source, platforms: PlatformSet([.macOS, .iPadOS]))
        #expect(read.manifest.shortcuts.map(\.title) == ["Reveal in Finder", "Show in Files"])
        #expect(read.manifest.shortcuts.map(\.platforms) == [PlatformSet(.macOS), PlatformSet(.iPadOS)])
    }

    @Test func theSameChordInTwoIfStatementsThatCanBothRunStillConflicts() {
        let source = """
            CommandMenu("Tools") {
                if canPublish {
                    Button("Publish") { publish() }.keyboardShortcut("u")
                }
                if canUpload {
                    Button("Upload") { upload() }.keyboardShortcut("u")
                }
            }

            """
        #expect(Self.duplicates(source) == 1)
    }

    @Test func aBranchAndCodeAfterTheStatementStillConflict() {
        let source = """
            CommandMenu("Tools") {
                if canPublish {
                    Button("Publish") { publish() }.keyboardShortcut("u")
                } else {
                    Button("Publish Later") { later() }.keyboardShortcut("u")
                }
                Button("Upload") { upload() }.keyboardShortcut("u")
            }

            """
        #expect(Self.entries(source).count == 2)
        #expect(Self.duplicates(source) == 1)
    }

    @Test func aSuppressionOnEitherBranchCoversTheOneShortcut() {
        let source = Self.ifElse.replacingOccurrences(
            of: "        Button(\"Toggle Sidebar\")",
            with: "        // shortcut-lint: allow control-modifier\n        Button(\"Toggle Sidebar\")")
        let read = SourceReaderHelpers.read(source)
        #expect(read.manifest.shortcuts.map { $0.allow.map(\.ruleID) } == [["control-modifier"]])
        #expect(read.strayComments.isEmpty)
    }

    @Test func objectiveCIfElseBranchesAreOneShortcutToo() {
        let source = """
            if (useTabs) {
                [menu addItemWithTitle:@"Next Tab" action:@selector(nextTab:) keyEquivalent:@"}"];
            } else {
                [menu addItemWithTitle:@"Next Window" action:@selector(nextWindow:) keyEquivalent:@"}"];
            }

            """
        #expect(Self.entries(source, language: .objectiveC).count == 1)
    }
}
