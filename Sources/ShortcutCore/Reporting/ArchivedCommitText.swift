// swift-format-ignore-file
// `git archive` writes the commit here (`.gitattributes`: export-subst); in a clone it stays the placeholder.
extension ArchivedCommit {
    static let text = "$Format:%H$"
}
