#if FUZZING
    import EmojiDayKit

    /// The days each set read from the input is matched on: every ninth day of 2024, days around the turn of
    /// 2025, the first day of time, 1970 and 2100 (past the last year libical keeps a VTIMEZONE's changes
    /// for). Not 9999: there libical's zone conversions and rule steps, done in ICU calendars, took about 1.5 s
    /// a run for a file with a VTIMEZONE (ICalendarSetTests reads such files in 9999).
    private let calendarDays: [CivilDate] =
        stride(from: 0, to: 366, by: 9).compactMap { CivilDate(iso: "2024-01-01")?.adding(days: $0) }
        + ["2024-12-31", "2025-01-01", "0001-01-01", "1970-01-01", "2100-06-01"].compactMap(CivilDate.init(iso:))

    /// iCalendar sets: the input is an `.ics` file, read by libical as `--occasions FILE.ics` reads it. No input
    /// may crash or run without bound; a set refused has an error with a line in the file; a set that loads is
    /// matched on days through a year and at the ends of time in two zones (an expansion may be refused, with
    /// an error), and every occasion found has an emoji and a name without control characters.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzICalendar(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = bytes(data, size)
        let result = ICalendarSetReader.decode(input, file: "fuzz.ics", id: "fuzz")
        guard let set = result.set else {
            if result.diagnostics.isEmpty { fuzzFailure("a calendar was refused without an error") }
            if result.diagnostics.contains(where: { $0.position.line < 1 }) { fuzzFailure("an error without a line") }
            return 0
        }
        reachedStage()
        for zone in [LocalDays.utc, LocalDays(id: "UTC+14") { Int(($0 + 14 * 3600) / 86_400) }] {
            let matcher = OccasionMatcher(sets: [set], language: "en", region: nil)
            matcher.localDays = zone
            for date in calendarDays {
                guard let found = try? matcher.occasions(on: date, weekday: Weekday(civilDate: date)) else { continue }
                for occasion in found {
                    if occasion.emoji.isEmpty { fuzzFailure("an occasion without an emoji") }
                    if occasion.name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                        fuzzFailure("a name with a control character")
                    }
                }
            }
        }
        return 0
    }
#endif
