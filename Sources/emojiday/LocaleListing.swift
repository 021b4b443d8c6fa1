import EmojiDayKit

/// The output of `emojiday locales`: every locale ICU has data for, with what EmojiDay takes from it.
enum LocaleListing {
    /// Renders the listing as aligned text columns or as JSON (`{"locales": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - locales: the locales to list.
    ///   - format: text columns or JSON.
    /// - Returns: the listing, ending in a newline.
    static func render(_ locales: [LocaleSummary], format: ListingFormat) -> String {
        if format == .json {
            let items: [JSONValue] = locales.map { locale in
                .object([
                    "locale": .string(locale.languageTag), "name": .string(locale.nativeName),
                    "firstWeekday": .string(locale.firstWeekday.rawValue),
                    "calendar": .string(locale.calendar.identifier),
                    "numberingSystem": .string(locale.numberingSystem.identifier),
                    "direction": .string(locale.isRightToLeft ? "rtl" : "ltr"),
                ])
            }
            return JSONValue.object(["locales": .array(items), "schemaVersion": .int(1)]).serialized() + "\n"
        }
        let rows = locales.map { locale in
            var name = TextSafety.printable(locale.nativeName)
            if locale.isRightToLeft { name = TextSafety.isolated(name) }
            return [
                locale.languageTag, locale.firstWeekday.rawValue, locale.calendar.identifier,
                locale.numberingSystem.identifier, locale.isRightToLeft ? "rtl" : "ltr", name,
            ]
        }
        return Table.render(header: ["LOCALE", "FIRST DAY", "CALENDAR", "DIGITS", "DIR", "NAME"], rows: rows)
    }
}
