internal import CICU

/// Owns one `UDateFormat` built from a pattern; closes it when released.
final class ICUDateFormat {
    let handle: OpaquePointer

    /// - Parameters:
    ///   - pattern: an ICU date pattern (`cccc`, `d日`).
    ///   - calendar: the calendar whose fields the pattern shows (copied into the formatter).
    ///   - standalone: capitalise as CLDR wants for a word shown on its own ("Mardi", but Czech "úterý").
    init(
        pattern: String, localeID: String, zone: [UInt16], calendar: ICUCalendar, standalone: Bool
    )
        throws(ICUFailure)
    {
        var status = CICU_U_ZERO_ERROR
        let utf16 = Array(pattern.utf16)
        let opened = zone.withUnsafeBufferPointer { zoneBuffer in
            utf16.withUnsafeBufferPointer { patternBuffer in
                cicu_udat_open(
                    CICU_UDAT_PATTERN, CICU_UDAT_PATTERN, localeID, zoneBuffer.baseAddress, Int32(zoneBuffer.count),
                    patternBuffer.baseAddress, Int32(patternBuffer.count), &status)
            }
        }
        try status.check("udat_open(\(localeID), \(pattern))")
        guard let opened else { throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "udat_open") }
        handle = opened
        adopt(calendar)
        if standalone {
            cicu_udat_setContext(handle, CICU_UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status)
        }
    }

    /// A formatter for the locale's full date style (`mardi 3 septembre 2024`), without time.
    init(fullDateFor localeID: String, zone: [UInt16], calendar: ICUCalendar) throws(ICUFailure) {
        handle = try Self.open(time: CICU_UDAT_NONE, date: CICU_UDAT_FULL, localeID: localeID, zone: zone)
        adopt(calendar)
        var status = CICU_U_ZERO_ERROR
        cicu_udat_setContext(handle, CICU_UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status)
    }

    /// A formatter for the locale's short time style (`07:52`, `7:52 AM`), without date.
    init(shortTimeFor localeID: String, zone: [UInt16]) throws(ICUFailure) {
        handle = try Self.open(time: CICU_UDAT_SHORT, date: CICU_UDAT_NONE, localeID: localeID, zone: zone)
    }

    /// A formatter of the locale's styles of time and date.
    private static func open(
        time: CICUDateFormatStyle, date: CICUDateFormatStyle, localeID: String, zone: [UInt16]
    ) throws(ICUFailure) -> OpaquePointer {
        var status = CICU_U_ZERO_ERROR
        let opened = zone.withUnsafeBufferPointer {
            cicu_udat_open(time, date, localeID, $0.baseAddress, Int32($0.count), nil, -1, &status)
        }
        try status.check("udat_open(\(localeID), styles \(time.rawValue) \(date.rawValue))")
        guard let opened else { throw ICUFailure(CICU_U_INTERNAL_PROGRAM_ERROR, "udat_open") }
        return opened
    }

    deinit { cicu_udat_close(handle) }

    /// Capitalises the formatter's words as CLDR wants them in the middle of a sentence (`mardi`, `sept.`)
    /// or, again, as words on their own (`Mardi`).
    func capitalize(midSentence: Bool) {
        var status = CICU_U_ZERO_ERROR
        cicu_udat_setContext(
            handle,
            midSentence
                ? CICU_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE : CICU_UDISPCTX_CAPITALIZATION_FOR_STANDALONE,
            &status)
    }

    /// Makes the formatter show `calendar`'s type. The formatter opened with the same locale ID already has a
    /// calendar of that type, and `formatUTF16(_:locating:)` is handed `calendar` itself; only a formatter of
    /// another type takes a copy: `udat_setCalendar` builds the date-format symbols again and costs a tenth
    /// of a run.
    private func adopt(_ calendar: ICUCalendar) {
        var status = CICU_U_ZERO_ERROR
        let own = cicu_udat_getCalendar(handle).flatMap { cicu_ucal_getType($0, &status) }.map { String(cString: $0) }
        if own != calendar.type { cicu_udat_setCalendar(handle, calendar.handle) }
    }

    func format(_ millis: Double) throws(ICUFailure) -> String {
        try icuUTF16("udat_format", capacity: 32) { cicu_udat_format(handle, millis, $0, $1, nil, &$2) }
    }

    /// ``format(_:)`` with the words capitalised as in the middle of a sentence when asked, as on their own
    /// otherwise (the formatter's own capitalisation is put back).
    func format(_ millis: Double, midSentence: Bool) throws(ICUFailure) -> String {
        guard midSentence else { return try format(millis) }
        capitalize(midSentence: true)
        defer { capitalize(midSentence: false) }
        return try format(millis)
    }

    /// Writes one field (`y`) in a numbering system of its own (`jpanyear`: 元年 for the first year of an era).
    func setNumberingSystem(_ name: String, forField field: String) throws(ICUFailure) {
        var status = CICU_U_ZERO_ERROR
        let numbers = cicu_unum_open(CICU_UNUM_DECIMAL, nil, 0, "ja@numbers=\(name)", &status)
        try status.check("unum_open(\(name))")
        let fields = Array(field.utf16) + [0]
        cicu_udat_adoptNumberFormatForFields(handle, fields, numbers, &status)
        try status.check("udat_adoptNumberFormatForFields(\(name))")
    }

    /// Writes the year as `other` writes it where `other`'s pattern gives the year numerals of its own (the
    /// Hebrew calendar's full date in Hebrew writes תשפ״ד, a pattern from the generator 2024).
    ///
    /// - Parameter other: a formatter of the same locale and calendar.
    /// - Returns: whether `other` had numerals of its own for the year.
    /// - Throws: ``ICUFailure`` when ICU cannot copy the numerals.
    @discardableResult
    func takeYearNumerals(of other: ICUDateFormat) throws(ICUFailure) -> Bool {
        let year = UInt16(UInt8(ascii: "y"))
        guard let own = cicu_udat_getNumberFormatForField(other.handle, year),
            own != cicu_udat_getNumberFormat(other.handle)
        else { return false }
        var status = CICU_U_ZERO_ERROR
        let copy = cicu_unum_clone(own, &status)
        try status.check("unum_clone")
        cicu_udat_adoptNumberFormatForFields(handle, [year, 0], copy, &status)
        try status.check("udat_adoptNumberFormatForFields(y)")
        return true
    }

    /// The locale ICU took the formatter's data from (`CICU_ULOC_VALID_LOCALE`): `sr_Latn` for `sr_Latn_RS`, `root`
    /// when it fell back to root.
    var validLocale: String {
        var status = CICU_U_ZERO_ERROR
        return cicu_udat_getLocaleByType(handle, CICU_ULOC_VALID_LOCALE, &status).map { String(cString: $0) } ?? ""
    }

    /// Whether the pattern writes the day in numerals of its own, whatever the locale's digits: the Chinese
    /// calendar's 初一 (`d=hanidays`), the Hebrew calendar's ל׳ (`d=hebr`).
    var writesDayInOwnNumerals: Bool {
        cicu_udat_getNumberFormatForField(handle, UInt16(UInt8(ascii: "d"))) != cicu_udat_getNumberFormat(handle)
    }

    /// A day of the month as this formatter writes the `d` field, in its numbering system (`31`, `٣١`), for a
    /// day the calendar does not have; nil when ICU cannot format it.
    func dayNumber(_ day: Int) -> [UInt16]? {
        Self.format(day, with: cicu_udat_getNumberFormatForField(handle, UInt16(UInt8(ascii: "d"))))
    }

    /// A number as this formatter writes numbers, in the locale's numbering system (`49`, `٤٩`, `۱۴۰۵`),
    /// without grouping; nil when ICU cannot format it.
    func number(_ value: Int) -> [UInt16]? { Self.format(value, with: cicu_udat_getNumberFormat(handle)) }

    private static func format(_ value: Int, with numbers: OpaquePointer?) -> [UInt16]? {
        guard let numbers, let value = Int32(exactly: value) else { return nil }
        var buffer = [UInt16](repeating: 0, count: 32)
        var status = CICU_U_ZERO_ERROR
        let length = buffer.withUnsafeMutableBufferPointer {
            cicu_unum_format(numbers, value, $0.baseAddress, Int32($0.count), nil, &status)
        }
        guard !status.isFailure, length >= 0, length <= buffer.count else { return nil }
        return Array(buffer[0..<Int(length)])
    }

    /// The formatter's pattern (`EEEE, d בMMMM y`), as ICU resolved it for the locale and calendar.
    var pattern: String {
        (try? icuUTF16("udat_toPattern") { cicu_udat_toPattern(handle, 0, $0, $1, &$2) }) ?? ""
    }

    /// Formats the instant a calendar is set to, in that calendar, and reports where one field
    /// (`CICU_UDAT_DATE_FIELD`: the day) lies in the result. Unlike ``format(_:locating:)``, ICU neither copies
    /// the calendar nor computes its fields again; the calendar's fields are computed afterwards.
    ///
    /// - Parameters:
    ///   - calendar: a calendar of the type the formatter was made for, set to the instant to show.
    ///   - field: the field to locate.
    /// - Returns: the text as UTF-16 code units and the field's range in them, nil when the pattern has no
    ///   such field.
    func formatUTF16(
        _ calendar: ICUCalendar, locating field: CICUDateFormatField
    ) throws(ICUFailure) -> ([UInt16], Range<Int>?) {
        var position = CICUFieldPosition(field: Int32(field.rawValue), beginIndex: 0, endIndex: 0)
        var capacity = 64
        for _ in 0..<2 {
            var status = CICU_U_ZERO_ERROR
            var buffer = [UInt16](repeating: 0, count: capacity)
            let length = buffer.withUnsafeMutableBufferPointer {
                cicu_udat_formatCalendar(handle, calendar.handle, $0.baseAddress, Int32(capacity), &position, &status)
            }
            if status == CICU_U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(length) + 1
                continue
            }
            try status.check("udat_formatCalendar")
            buffer.removeSubrange(Int(length)...)
            let range = Int(position.beginIndex)..<Int(position.endIndex)
            return (buffer, range.isEmpty ? nil : range)
        }
        throw ICUFailure(CICU_U_BUFFER_OVERFLOW_ERROR, "udat_formatCalendar")
    }

    /// Formats an instant and reports where one field (`CICU_UDAT_DATE_FIELD`: the day) lies in the result.
    ///
    /// - Returns: the text and the field's range in UTF-16 units, nil when the pattern has no such field.
    func format(_ millis: Double, locating field: CICUDateFormatField) throws(ICUFailure) -> (String, Range<Int>?) {
        var position = CICUFieldPosition(field: Int32(field.rawValue), beginIndex: 0, endIndex: 0)
        let text = try icuUTF16("udat_format", capacity: 64) {
            cicu_udat_format(handle, millis, $0, $1, &position, &$2)
        }
        let range = Int(position.beginIndex)..<Int(position.endIndex)
        return (text, range.isEmpty ? nil : range)
    }
}
