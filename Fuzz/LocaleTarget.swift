#if FUZZING
    import EmojiDayKit

    /// Locale IDs, time zones, calendars and numbering systems as a user gives them: the input is split at
    /// newlines into a locale, a zone, a calendar and a numbering system, resolved as `--locale`, `--time-zone`,
    /// `--calendar` and `--numbers` (and the locale also as `LANG`), and an accepted configuration must make
    /// an entry whose weekday agrees with the gregorian one.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzLocale(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let parts = String(decoding: bytes(data, size), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        func part(_ index: Int) -> String? { index < parts.count && !parts[index].isEmpty ? parts[index] : nil }
        _ = try? ResolvedLocale(parts.first ?? "")
        let request = Configuration.Request(
            locale: part(0), timeZone: part(1), calendar: part(2), numberingSystem: part(3), firstWeekday: part(4))
        _ = try? Configuration.resolve(
            Configuration.Request(), environment: ["LANG": parts.first ?? "", "TZ": part(1) ?? ""], systemTimeZone: nil)
        guard let configuration = try? Configuration.resolve(request, environment: [:], systemTimeZone: nil),
            let provider = try? WidgetProvider(configuration: configuration, theme: moods),
            let date = CivilDate(iso: "2024-09-03")
        else { return 0 }
        guard let entry = try? provider.entry(for: date) else { fuzzFailure("no entry for an accepted configuration") }
        reachedStage()
        if entry.weekday != .tuesday { fuzzFailure("2024-09-03 is a \(entry.weekday) in \(parts)") }
        return 0
    }
#endif
