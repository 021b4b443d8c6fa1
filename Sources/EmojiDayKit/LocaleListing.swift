public import EmojiDayICU

/// The output of `emojiday locales`: every locale ICU has data for, with what EmojiDay takes from it.
public enum LocaleListing {
    /// Renders the listing as aligned text columns or as JSON (`{"locales": [...], "schemaVersion": 1}`).
    ///
    /// - Parameters:
    ///   - locales: the locales to list.
    ///   - format: `json` for JSON; anything else gives text.
    /// - Returns: the listing, ending in a newline.
    public static func render(_ locales: [LocaleSummary], format: String) -> String {
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
        let tagWidth = locales.map(\.languageTag.count).max() ?? 0
        return locales.map { locale in
            let tag = locale.languageTag + String(repeating: " ", count: tagWidth - locale.languageTag.count)
            let weekday = Weekday(icuDay: locale.firstWeekday)?.rawValue ?? "sunday"
            let columns = [
                tag, weekday.padding(9), locale.calendar.padding(17), locale.numberingSystem.padding(7),
                locale.isRightToLeft ? "rtl" : "ltr",
            ]
            var name = TextSafety.printable(locale.nativeName)
            if locale.isRightToLeft { name = TextSafety.isolated(name) }
            return columns.joined(separator: "  ") + "  " + name + "\n"
        }.joined()
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
