extension ParsedLocale {
    /// The calendars ICU 72 supports, by ICU's names, each with its BCP 47 spelling (`-u-ca-`).
    ///
    /// A table rather than `ucal_getKeywordValuesForLocale` and `uloc_toLegacyType`: those load ICU's
    /// supplemental and key data, about 5 ms on the first call, on every run of a status bar. The tests check
    /// the table against ICU's own list.
    package static let calendars: [(icu: String, bcp47: String)] = [
        ("buddhist", "buddhist"), ("chinese", "chinese"), ("coptic", "coptic"), ("dangi", "dangi"),
        ("ethiopic", "ethiopic"), ("ethiopic-amete-alem", "ethioaa"), ("gregorian", "gregory"), ("hebrew", "hebrew"),
        ("indian", "indian"), ("islamic", "islamic"), ("islamic-civil", "islamic-civil"),
        ("islamic-rgsa", "islamic-rgsa"), ("islamic-tbla", "islamic-tbla"), ("islamic-umalqura", "islamic-umalqura"),
        ("iso8601", "iso8601"), ("japanese", "japanese"), ("persian", "persian"), ("roc", "roc"),
    ]

    /// Checks a calendar given by BCP 47 or ICU name (`gregory`, `gregorian`) and returns ICU's name for it.
    ///
    /// - Parameter value: the calendar name.
    /// - Returns: ICU's name for the calendar.
    /// - Throws: ``LocaleError/unknownCalendar(_:available:)`` for a calendar ICU does not have.
    package static func validateCalendar(_ value: String) throws(LocaleError) -> String {
        let lowered = value.lowercased()
        let aliases = ["islamicc": "islamic-civil", "ethiopic-amete-alem": "ethiopic-amete-alem"]
        if let known = calendars.first(where: { $0.icu == lowered || $0.bcp47 == lowered }) { return known.icu }
        if let alias = aliases[lowered] { return alias }
        throw .unknownCalendar(value, available: calendars.map(\.icu))
    }

    /// Whether ICU has data for a language code (`fr`).
    ///
    /// - Parameter language: a language code.
    /// - Returns: whether ICU has locale data for it.
    package static func hasData(language: String) -> Bool { ICULocale.hasData(language: language) }

    /// Checks a numbering system name (`latn`, `arab`, `deva`).
    ///
    /// - Parameter value: the numbering system name.
    /// - Returns: the name as ICU spells it.
    /// - Throws: ``LocaleError/unknownNumberingSystem(_:)`` for a numbering system ICU does not have.
    package static func validateNumberingSystem(_ value: String) throws(LocaleError) -> String {
        let lowered = value.lowercased()
        guard ICUNumbering.isKnown(lowered) else { throw .unknownNumberingSystem(value) }
        return lowered
    }

    /// Checks a `-u-fw-` value (`sun` … `sat`) and returns ICU's day number.
    static func validateFirstWeekday(_ value: String) throws(LocaleError) -> Int {
        guard let index = firstWeekdayKeys.firstIndex(of: value.lowercased()) else {
            throw .unknownFirstWeekday(value)
        }
        return index + 1
    }
}
