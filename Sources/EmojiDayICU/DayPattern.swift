internal import CICU

/// How a locale writes the day of the month on its own: CLDR's `d` format for the display calendar (`d` in
/// French, `d.` in Czech and Norwegian, `dd` in Lithuanian, `d日` in Japanese, `'Ngày' dd` in Vietnamese) —
/// what ICU's pattern generator answers for the skeleton `d`, read from the locale data without opening a
/// generator (which builds every pattern of the locale and costs more than the rest of a run).
package enum DayPattern {
    /// The day pattern of a locale in a calendar.
    ///
    /// Read the way the generator reads it: `calendar/<type>/availableFormats/d`, inherited from parent
    /// locales and through the calendars' aliases (most calendars share the `generic` formats); the Gregorian
    /// calendar's when the type has none. `DayPatternTests` proves the answer equal to
    /// `udatpg_getBestPattern(…, "d")` for every locale ICU has × every calendar.
    ///
    /// Another skeleton's pattern is read the same way (`MMMMd`: `d MMMM` in French, `M月d日` in Japanese).
    ///
    /// - Parameters:
    ///   - localeID: an ICU locale ID; keywords are ignored (`calendarType` says the calendar).
    ///   - calendarType: ICU's calendar type (`gregorian`, `islamic-umalqura`, `ethiopic-amete-alem`).
    ///   - skeleton: the available format asked for: `d`, or `MMMMd` for the day and the month (`3 septembre`,
    ///     `9月3日`, `29 صفر`), read the same way.
    /// - Returns: the pattern; the skeleton itself when the data has none.
    package static func pattern(localeID: String, calendarType: String, skeleton: String = "d") -> String {
        let calendars = calendarType == "gregorian" ? [calendarType] : [calendarType, "gregorian"]
        return string(localeID: localeID, keys: calendars.map { "calendar/\($0)/availableFormats/\(skeleton)" })
            ?? skeleton
    }

    /// The first of `keys` that the locale's data has, read with inheritance from parent locales and
    /// through aliases as ICU's own services read them.
    ///
    /// - Parameters:
    ///   - localeID: an ICU locale ID.
    ///   - keys: resource paths (`fields/week-short/dn`), tried in order.
    /// - Returns: the string, or nil when the data has none of them.
    static func string(localeID: String, keys: [String]) -> String? {
        var status = CICU_U_ZERO_ERROR
        guard let bundle = cicu_ures_open(nil, localeID, &status), !status.isFailure else { return nil }
        defer { cicu_ures_close(bundle) }
        for key in keys {
            var status = CICU_U_ZERO_ERROR
            guard let item = cicu_ures_getByKeyWithFallback(bundle, key, nil, &status) else { continue }
            defer { cicu_ures_close(item) }
            var length: Int32 = 0
            guard !status.isFailure, let units = cicu_ures_getString(item, &length, &status), !status.isFailure
            else { continue }
            return String(fastUTF16: UnsafeBufferPointer(start: units, count: Int(length)))
        }
        return nil
    }

    /// What a pattern of one `d` and letters after it writes after the day (`日` for `d日`, `일` for `d일`,
    /// nothing for `d`): such a label is the day as a full date writes it plus these letters, and needs no
    /// formatter. Nil for any other form (`d.`, `dd`, `'Ngày' dd`), which ICU formats.
    ///
    /// - Parameter pattern: a day pattern.
    /// - Returns: the letters, or nil.
    static func suffix(of pattern: String) -> String? {
        guard pattern.first == "d" else { return nil }
        let rest = pattern.dropFirst()
        guard rest.allSatisfy({ $0.isLetter && !$0.isASCII }) else { return nil }
        return String(rest)
    }

    /// How many letters the first day field of a date pattern has (`1` in `EEEE d MMMM y`, `2` in
    /// `EEEE, dd. MMMM y`), outside quoted text; 0 when it has none.
    ///
    /// - Parameter pattern: an ICU date pattern.
    /// - Returns: the day field's width.
    static func dayFieldWidth(in pattern: String) -> Int {
        var quoted = false
        var width = 0
        for character in pattern {
            if character == "'" {
                quoted.toggle()
            } else if !quoted && character == "d" {
                width += 1
                continue
            }
            if width > 0 { break }
        }
        return width
    }
}
