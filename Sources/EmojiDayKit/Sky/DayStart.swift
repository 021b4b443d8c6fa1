/// When a day of the display calendar begins (`--day-starts`): at local midnight, or at local sunset for the
/// calendars that count days from nightfall (the Hebrew and the Islamic ones).
///
/// After sunset, such a calendar's date and its occasions are those of the next civil day, and the entry is
/// said to be that day's eve (``WidgetEntry/isEve``); Gregorian and other calendars are unaffected.
public enum DayStart: String, Sendable, Hashable, CaseIterable {
    /// Every calendar's day begins at local midnight (the default).
    case midnight
    /// The Hebrew and Islamic calendars' days begin at local sunset.
    case sunset

    /// Whether a calendar (ICU's type: `hebrew`, `islamic-umalqura`, …) counts its days from sunset.
    ///
    /// - Parameter calendarType: ICU's name of the calendar.
    /// - Returns: true for the Hebrew calendar and every Islamic one.
    public static func countsFromSunset(_ calendarType: String) -> Bool {
        calendarType == "hebrew" || calendarType == "islamic" || calendarType.hasPrefix("islamic-")
    }

    /// The words that put a day's name as its eve, first in a line (`Eve of Thursday 1`), in a language;
    /// English for a language without them here.
    ///
    /// Hebrew ערב (erev, "the evening of", as in ערב שבת), Arabic ليلة ("the night of", as in ليلة الجمعة,
    /// the night before Friday), French « veille de », English "eve of": each names the evening that
    /// begins the day after it.
    ///
    /// - Parameter language: a language code (`he`, `ar`, `fr`, `en`).
    /// - Returns: the words, without a trailing space.
    public static func eveWords(language: String) -> String {
        switch language {
        case "he", "iw": "ערב"
        case "ar": "ليلة"
        case "fr": "Veille de"
        default: "Eve of"
        }
    }
}
