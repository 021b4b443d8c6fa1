internal import CICU
internal import TimeZoneDatabase

/// The names of the twelve Gregorian months in a locale's language, as `emojiday month janvier 2027` reads
/// them: every form ICU formats (wide and abbreviated, in a date and on their own), so that a user may type
/// any of them.
package enum GregorianMonthNames {
    /// The patterns whose month forms are read: wide and abbreviated, format (`MMMM`, in a date: Russian
    /// "января") and stand-alone (`LLLL`: "январь").
    static let patterns = ["LLLL", "MMMM", "LLL", "MMM"]

    /// The forms of each month, January first: `names(for:)[0]` holds January's, each form once.
    ///
    /// - Parameter locale: the locale whose language the names are in; its calendar keyword is ignored (the
    ///   names are the Gregorian months').
    /// - Throws: ``ICUFailure`` when ICU cannot open the calendar or a formatter.
    package static func names(for locale: ParsedLocale) throws(ICUFailure) -> [[String]] {
        let zone = Array("UTC".utf16)
        let localeID = locale.icuID + (locale.icuID.contains("@") ? ";" : "@") + "calendar=gregorian"
        let calendar = try ICUCalendar(localeID: localeID, zone: zone, gregorian: true)
        let formats = try patterns.map { pattern throws(ICUFailure) in
            try ICUDateFormat(pattern: pattern, localeID: localeID, zone: zone, calendar: calendar, standalone: true)
        }
        var names: [[String]] = []
        for month in 1...12 {
            // Noon on the 15th, far from any edge of the month.
            let day = GregorianDays.daysSinceEpoch(year: 2001, month: month, day: 15)
            var forms: [String] = []
            for format in formats {
                let name = try format.format(Double(day) * 86_400_000 + 43_200_000)
                if !forms.contains(name) { forms.append(name) }
            }
            names.append(forms)
        }
        return names
    }
}
