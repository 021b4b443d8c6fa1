#if FUZZING
    import EmojiDayKit

    /// The `--date` parser (`DateExpression`): any text either is refused or is a day that exists, an ISO date
    /// the same whatever today is, and it gives an entry, its week, its month and its one-day timeline.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzDate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let text = String(decoding: bytes(data, size), as: UTF8.self)
        // `--date` as the CLI reads it: relative to a few todays, at the ends of time too.
        var resolved: CivilDate?
        for today in ["0001-01-01", "2024-09-03", "9999-12-31"].compactMap(CivilDate.init(iso:)) {
            guard let day = DateExpression.resolve(text, today: today) else { continue }
            guard (try? CivilDate(year: day.year, month: day.month, day: day.day)) == day else {
                fuzzFailure("'\(text)' resolved to a day that does not exist")
            }
            if let iso = CivilDate(iso: text), iso != day { fuzzFailure("'\(text)' resolved to \(day), not \(iso)") }
            if !DateExpression.isRelative(text), day != resolved ?? day {
                fuzzFailure("the ISO date '\(text)' depends on today")
            }
            resolved = day
        }
        guard let date = resolved else { return 0 }
        reachedStage()
        guard let again = try? CivilDate(year: date.year, month: date.month, day: date.day), again == date else {
            fuzzFailure("'\(text)' parsed to a day that does not exist")
        }
        guard
            let provider = try? WidgetProvider(
                configuration: Configuration(
                    locale: .posixDefault, timeZone: TimeZoneIdentifier("America/Sao_Paulo")), theme: moods)
        else { fuzzFailure("no provider") }
        do {
            _ = try provider.entry(for: date)
        } catch {
            fuzzFailure("'\(text)' parsed but gives no entry: \(error.message)")
        }
        // Every day has its week, its month and its one-day timeline, at the ends of time too (blank beyond).
        do {
            _ = try provider.preview(for: date)
            _ = try provider.month(containing: date)
            _ = try provider.timeline(from: date, days: 1)
        } catch {
            fuzzFailure("'\(text)' has no week, month or one-day timeline: \(error.message)")
        }
        return 0
    }
#endif
