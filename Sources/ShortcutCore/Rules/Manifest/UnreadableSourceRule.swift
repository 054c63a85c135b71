/// Part of a Swift or Objective-C file the reader could not follow, noted with what was left
/// unchecked: the linter's limit, never a failed build.
struct UnreadableSourceRule: Rule {
    static let id = "unreadable-source"

    static let description = RuleDescription(
        id: id,
        defaultSeverity: .info,
        summary: "Part of a Swift or Objective-C file could not be read, so the shortcuts in it are not checked.",
        rationale: """
            The source readers follow Swift 5.7–6 and Objective-C(++) as the compilers lex them: \
            strings and raw strings of every form, regex literals, comments, brackets and `#if` \
            blocks. Where they cannot follow a file — a string, comment or regex that never ends, \
            brackets that do not balance, an `#if` never closed, a file in UTF-16 — this note says \
            where, and what was left unchecked: the rest of the line or of the file, with the number \
            of shortcut-like calls (`keyboardShortcut`, `KeyboardShortcut(`, `UIKeyCommand`, \
            `keyEquivalent`, `setKeyEquivalent`) it holds. Everything read before it, and after it \
            where reading goes on, is checked. \
            It is information, not an error: the compiler judges code, and valid code the reader \
            misreads would look the same, so the linter's own limits never fail a build (manifests, \
            written for the linter, stay strict: `syntax-error`). Code that compiles should never \
            get this note; if it does, the snippet is a bug report. \
            Bytes that are not UTF-8 outside comments are noted too; the file is still read.
            """,
        triggeringExamples: [
            RuleExample(
                swift: """
                    CommandMenu("Notes") {
                        Button("Share…") { share() }.keyboardShortcut("k", modifiers: [.command, .shift])
                    }
                    let help = ↓\"\"\"
                        Press ⇧⌘K to share the note.
                    CommandMenu("Format") {
                        Button("Bold") { bold() }.keyboardShortcut("b")
                    }

                    """,
                note: "A multi-line string that is never closed: the code after it is not checked.",
                messages: ["the rest of the file is not checked (1 shortcut-like call in it)"])
        ],
        nonTriggeringExamples: [
            RuleExample(
                swift: """
                    CommandMenu("Format") {
                        Button("Strip Numbering") { text = text.replacing(/^\\d+\\)/, with: "") }
                            .keyboardShortcut("n", modifiers: [.command, .option])
                    }

                    """)
        ])

    init() {}

    func check(_ context: LintContext) -> [Finding] {
        context.problems.filter { $0.kind == .unreadable }.map {
            context.finding(Self.description, at: $0.range, message: .verbatim(text: .text($0.message)))
        }
    }
}
