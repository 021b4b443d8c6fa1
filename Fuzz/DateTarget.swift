#if FUZZING
    import EmojiDayKit

    /// The `--date` parser: any text either is refused or is a day that exists, which prints back as itself
    /// and gives an entry; its week and one-day timeline are built or refused, never a crash.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzDate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let text = String(decoding: bytes(data, size), as: UTF8.self)
        guard let date = CivilDate(iso: text) else { return 0 }
        guard let again = CivilDate(year: date.year, month: date.month, day: date.day), again == date else {
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
        // The week of a day near the ends of time may leave the years 1–9999: an error, never a crash.
        _ = try? provider.preview(for: date)
        if (try? provider.timeline(from: date, days: 1)) == nil, provider.nextReload(after: date) != nil {
            fuzzFailure("'\(text)' has a next day but no timeline")
        }
        return 0
    }
#endif
