package import EmojiDayICU

/// The output of `emojiday locales`: every locale ICU has data for, with what EmojiDay takes from it.
package enum LocaleListing {
    /// Renders the listing as aligned text columns or as JSON (`{"locales": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - locales: the locales to list.
    ///   - format: `json` for JSON; anything else gives text.
    /// - Returns: the listing, ending in a newline.
    package static func render(_ locales: [LocaleSummary], format: String) -> String {
        if format == "json" {
            let items: [JSONValue] = locales.map { locale in
                .object([
                    "locale": .string(locale.languageTag), "name": .string(locale.nativeName),
                    "firstWeekday": .string(Weekday(icuDay: locale.firstWeekday)?.rawValue ?? "sunday"),
                    "calendar": .string(locale.calendar), "numberingSystem": .string(locale.numberingSystem),
                    "direction": .string(locale.isRightToLeft ? "rtl" : "ltr"),
                ])
            }
            return JSONValue.object(["locales": .array(items), "schemaVersion": .int(1)]).serialized() + "\n"
        }
        let rows = locales.map { locale in
            var name = TextSafety.printable(locale.nativeName)
            if locale.isRightToLeft { name = TextSafety.isolated(name) }
            return [
                locale.languageTag, Weekday(icuDay: locale.firstWeekday)?.rawValue ?? "sunday", locale.calendar,
                locale.numberingSystem, locale.isRightToLeft ? "rtl" : "ltr", name,
            ]
        }
        return Table.render(header: ["LOCALE", "FIRST DAY", "CALENDAR", "DIGITS", "DIR", "NAME"], rows: rows)
    }
}
