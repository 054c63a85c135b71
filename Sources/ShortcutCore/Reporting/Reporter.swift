/// Turns a run's results into one output format. Every format is produced from the same
/// ``LintReport``, so they can never disagree about what was found.
public protocol Reporter {
    /// The report as bytes to write to stdout or a file.
    func render(_ report: LintReport) -> [UInt8]
}

extension Finding {
    /// The message as every report prints it: the rule's message, then the chords to try.
    func reportMessage(in words: MessageCatalogue) -> String {
        suggestions.isEmpty ? message : message + words.text("report.try", ["chords": .text(suggestions.joined(separator: ", "))])
    }
}
