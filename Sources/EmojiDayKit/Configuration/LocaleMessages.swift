internal import EmojiDayICU

/// One place that words locale errors.
enum LocaleMessages {
    static func mapping<T>(source: SettingSource?, _ body: () throws(LocaleError) -> T) throws(EmojiDayError) -> T {
        do {
            return try body()
        } catch {
            throw EmojiDayError(.usage, message(error, source: source))
        }
    }

    static func message(_ error: LocaleError, source: SettingSource?) -> String {
        let placed = SettingSource.phrase(source)
        switch error {
        case .malformed(let input):
            return
                "malformed locale '\(EmojiDayError.shortened(input))'\(placed); use a BCP 47 tag such as 'fr-FR' or 'ja-JP-u-ca-japanese'"
        case .unknownLanguage(let input, let language, let suggestion):
            let hint = suggestion.map { " did you mean '\($0)'?" } ?? ""
            // A system locale ICU lacks (glibc has aa_DJ, ICU has no Afar): say what overrides it.
            if case .environment(let name)? = source, ["LC_ALL", "LC_TIME", "LANG"].contains(name) {
                let region = AvailableLocales.sameRegion(as: input)
                let nearby = region.isEmpty ? "" : " (ICU has \(EmojiDayError.list(Array(region.prefix(4)))) there)"
                return "unknown locale '\(input)'\(placed): ICU has no data for language '\(language)'\(nearby); "
                    + "set EMOJIDAY_LOCALE (or 'locale' in config.json) to one it has, e.g. "
                    + "EMOJIDAY_LOCALE=\(region.first ?? "en-US"); "
                    + "run 'emojiday locales' to list them"
            }
            return "unknown locale '\(input)'\(placed): ICU has no data for language '\(language)';\(hint) "
                + "run 'emojiday locales' to list them"
        case .unsupportedScript(let input, let language, let script, let usual):
            return "unsupported locale '\(input)'\(placed): ICU has no data for language '\(language)' in script "
                + "'\(script)', only in '\(usual)'; the nearest locale is '\(language)' (in \(usual)), or run "
                + "'emojiday locales' to list them"
        case .unsupportedModifier(let input, let modifier):
            return "unsupported locale '\(input)'\(placed): the modifier '@\(modifier)' names neither a script nor "
                + "a setting EmojiDay can honour; remove it or use a BCP 47 tag such as 'sr-Latn-RS'"
        case .unknownCalendar(let value, let available):
            let hint = Spelling.closest(to: value, in: available).map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown calendar '\(EmojiDayError.shortened(value))'\(placed); \(hint)use one of \(EmojiDayError.list(available))"
        case .unknownNumberingSystem(let value):
            let available = ICUNumbering.available
            let hint = Spelling.closest(to: value, in: available).map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown numbering system '\(EmojiDayError.shortened(value))'\(placed); \(hint)use one such as 'latn', 'arab', 'deva', 'thai'"
        case .unknownFirstWeekday(let value):
            return "unknown first weekday '\(value)'\(placed); use one of "
                + EmojiDayError.list(EmojiDayICU.ResolvedLocale.firstWeekdayKeys)
        }
    }
}
