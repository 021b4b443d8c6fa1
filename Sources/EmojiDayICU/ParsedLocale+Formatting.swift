extension ParsedLocale {
    /// What ICU's formatters are opened with for a display calendar and digits chosen over the locale's.
    package struct Formatting: Sendable, Hashable {
        /// The ICU locale ID with the calendar and the digits as keywords.
        package let localeID: String
        /// The display calendar's ICU name asked for, nil for the locale's default.
        package let calendar: String?
        /// The numbering system asked for, nil for the locale's default.
        package let numbers: String?
        /// Whether the numbering system is `jpanyear`, which numbers years only (元年, the first year of an
        /// era): it is left out of ``localeID``, so that the day and the rest keep the locale's digits.
        package var yearOnly: Bool { numbers == "jpanyear" }
    }

    /// The formatters' locale ID and choices, for days and months alike.
    ///
    /// - Parameters:
    ///   - calendar: a calendar chosen explicitly (ICU name), overriding the locale's.
    ///   - numberingSystem: digits chosen explicitly, overriding the locale's.
    /// - Returns: the choices that apply and the locale ID that carries them.
    package func formatting(calendar: String?, numberingSystem: String?) -> Formatting {
        let calendar = calendar ?? self.calendar
        let numbers = numberingSystem ?? self.numberingSystem
        return Formatting(
            localeID: icuID(calendar: calendar, numberingSystem: numbers == "jpanyear" ? nil : numbers),
            calendar: calendar, numbers: numbers)
    }
}
