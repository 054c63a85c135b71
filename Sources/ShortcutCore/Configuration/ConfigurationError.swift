/// Why a config file cannot be used: every problem found in it, each with the file, line and
/// column, printed the way compilers print errors. The command line exits 2 on it: a lint run
/// under a half-understood configuration would be worse than none.
package struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package init(file: String, location: SourceLocation? = nil, message: String) {
        self.init([Diagnostic(file: file, location: location, message: message)])
    }

    /// One `path:line:column: error: message` line per problem.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
        package var file: String
        /// Nil when the problem is the file as a whole (it cannot be read).
        package var location: SourceLocation?
        package var message: String

        package init(file: String, location: SourceLocation?, message: String) {
            self.file = file
            self.location = location
            self.message = message
        }

        package var description: String {
            if let location { return "\(file):\(location.line):\(location.column): error: \(message)" }
            return "\(file): error: \(message)"
        }
    }
}
