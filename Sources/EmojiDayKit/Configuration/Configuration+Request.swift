extension Configuration {
    /// What the user asked for, as text, before validation.
    public struct Request: Sendable, Hashable {
        /// A BCP 47 tag or ICU locale ID (`fr-FR`, `fr_FR.UTF-8`); nil reads the environment.
        public var locale: String?
        /// An IANA time-zone ID (`Europe/Paris`); nil reads `TZ`, then the system zone.
        public var timeZone: String?
        /// A display calendar (`hebrew`); nil keeps the locale's.
        public var calendar: String?
        /// A second calendar to show beside the display calendar (`islamic-umalqura`); nil shows none.
        public var alsoCalendar: String?
        /// A numbering system (`latn`, `arab`); nil keeps the locale's.
        public var numberingSystem: String?
        /// A weekday name in English (`monday`); nil keeps the locale's.
        public var firstWeekday: String?

        /// Creates a request; every value is optional.
        ///
        /// - Parameters:
        ///   - locale: A BCP 47 tag or ICU locale ID, or nil.
        ///   - timeZone: An IANA time-zone ID, or nil.
        ///   - calendar: A calendar name, or nil.
        ///   - numberingSystem: A numbering system, or nil.
        ///   - firstWeekday: An English weekday name, or nil.
        ///   - alsoCalendar: A second calendar's name, or nil.
        public init(
            locale: String? = nil, timeZone: String? = nil, calendar: String? = nil, numberingSystem: String? = nil,
            firstWeekday: String? = nil, alsoCalendar: String? = nil
        ) {
            self.alsoCalendar = alsoCalendar
            self.locale = locale
            self.timeZone = timeZone
            self.calendar = calendar
            self.numberingSystem = numberingSystem
            self.firstWeekday = firstWeekday
        }
    }
}
