/// What `--format` of a listing command (`locales`, `themes list`, `occasions list` and `show`, `renderers`,
/// `config`) asks for: aligned text columns for people, or one JSON document for programs.
enum ListingFormat: String, CaseIterable, Sendable {
    case text
    case json
}

extension Invocation {
    /// The listing format `--format` asks for; text when not given.
    var listingFormat: ListingFormat {
        value(Commands.listingFormat).flatMap(ListingFormat.init(rawValue:)) ?? .text
    }
}
