/// `--format text|json` of the commands that list things (`rules`, `reserved`).
struct ListingOptions: OptionGroup {
    var format: ListingFormat?

    static var declarations: [OptionDeclaration<Self>] {
        [Option<ListingFormat>.choice("format", short: "f", "FORMAT", help: "listing.format").fills(\.format)]
    }

    /// The format asked for, text by default.
    var chosen: ListingFormat { format ?? .text }
}
