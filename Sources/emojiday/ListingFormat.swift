/// What `--format` of a listing command (`locales`, `themes list`, `occasions list` and `show`, `renderers`,
/// `config`) asks for: aligned text columns for people, or one JSON document for programs.
enum ListingFormat: String, CaseIterable, Sendable {
    case text
    case json
}

extension Invocation {
    /// The listing format `--format` asks for; the option's default when not given.
    var listingFormat: ListingFormat {
        ListingFormat(rawValue: valueOrDefault(Commands.listingFormat)) ?? .text
    }
}
