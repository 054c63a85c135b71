import Testing

@testable import ShortcutCore

extension RuleExample {
    /// Where the example is written: its `RuleExample(` line in its rule file, where a failure of
    /// the example is reported (as SwiftLint reports a failing `Example` at its own line).
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: 1)
    }
}

/// How an example's findings differ from what its `↓` markers and pinned messages say, told
/// marker by marker, with places as line:column inside the linted text.
enum ExampleFailure {
    /// Each marker with no finding starting at it, each finding no marker points at, and each
    /// finding whose message lacks its pinned part; empty when the example holds.
    static func differences(
        found: [(place: ExampleSpecification.Place, message: String)], expected: [ExampleSpecification.Place], pinned: [String]
    ) -> [String] {
        var unmatched = Array(found.indices)
        var differences: [String] = []
        for (index, place) in expected.enumerated() {
            let marker = "marker \(index + 1) at \(place)"
            guard let match = unmatched.firstIndex(where: { found[$0].place == place }) else {
                differences.append("\(marker): no finding starts here")
                continue
            }
            let message = found[unmatched.remove(at: match)].message
            guard !pinned.isEmpty else { continue }
            let pin = pinned[min(index, pinned.count - 1)]
            if !message.contains(pin) { differences.append("\(marker): the finding says \"\(message)\", not the pinned \"\(pin)\"") }
        }
        for index in unmatched {
            differences.append("no marker at \(found[index].place) for the finding \"\(found[index].message)\"")
        }
        return differences
    }

    /// Records one issue at `example`'s own line when its findings differ from its markers: which
    /// example and variation (`label`), what differs, the expected and actual places, and the text.
    static func record(
        _ found: [Finding], expected: [ExampleSpecification.Place], pinned: [String], text: String, label: String, of example: RuleExample
    ) {
        let actual = found.map { (place: RuleExampleTests.place($0), message: $0.message) }
        let differences = differences(found: actual, expected: expected, pinned: pinned)
        guard !differences.isEmpty else { return }
        let report = [
            "\(label): " + differences.joined(separator: "; "),
            "expected findings at [\(expected.map(\.description).joined(separator: ", "))], "
                + "found [\(actual.map(\.place.description).joined(separator: ", "))]",
            "linted text:", text,
        ]
        Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: example.sourceLocation)
    }
}
