internal import EmojiDayICU

/// The versions of the platform data that decide what EmojiDay shows.
public enum PlatformInfo {
    /// ICU's version (`72.1`).
    public static var icuVersion: String { ICUCalendarInfo.icuVersion }
    /// The Unicode version of ICU's character data (`15.0`).
    public static var unicodeVersion: String { ICUCalendarInfo.unicodeVersion }
    /// The Emoji version of the RGI emoji data compiled into emojiday (`17.0`, from Unicode's
    /// emoji-test.txt): themes may use every emoji it lists even when ICU's data is older.
    public static var emojiDataVersion: String { RGIEmoji.version }
    /// The newest Emoji version emojiday knows: ``emojiDataVersion``, or ICU's Unicode version when newer.
    public static var emojiVersion: String { ICUEmoji.knownVersion }
    /// The time-zone data version (`2022e`).
    public static var timeZoneDataVersion: String { ICUCalendarInfo.timeZoneDataVersion }
    /// Every locale ICU has data for.
    ///
    /// - Returns: one summary per locale, in ICU's order.
    public static func locales() -> [LocaleSummary] { LocaleSummary.all() }
}

extension PlatformInfo {
    /// Every calendar ICU supports, by ICU's names.
    public static var calendars: [String] { ParsedLocale.calendars.map(\.icu) }
    /// Every time-zone ID ICU lists, aliases included.
    ///
    /// - Returns: the IDs, in ICU's order.
    public static func timeZones() -> [String] { ICUTimeZone.allZones }
    /// Every numbering system ICU knows (`latn`, `arab`, `deva`, …).
    public static var numberingSystems: [String] { ICUNumbering.available }
}
