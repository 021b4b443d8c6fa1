import EmojiDayKit

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

extension Invocation {
    /// The language a listing names things in: `--locale`'s whole tag, as a day's names are chosen (`zh-TW`
    /// reads the Traditional names), else English.
    ///
    /// - Throws: ``CommandLineError`` for a locale ICU has no data for, attributed to `--locale`.
    func listingLanguage() throws(CommandLineError) -> String {
        let language = try library { () throws(EmojiDayError) in
            try value(Commands.locale).map { tag throws(EmojiDayError) in
                try attributing(Commands.locale, try ResolvedLocale(tag).languageTag)
            }
        }
        return language ?? "en"
    }
}
