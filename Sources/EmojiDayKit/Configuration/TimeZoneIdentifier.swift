internal import EmojiDayICU

/// A time zone that exists: one the system's tz database has (its TZif file is read, RFC 8536), a POSIX
/// rule string (`EST5EDT,M3.2.0,M11.1.0`), or one ICU has.
///
/// It can only hold such a zone: ICU itself would silently use GMT for an unknown ID.
public struct TimeZoneIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The zone's ID as given (`Europe/Paris`, a POSIX rule string, or an absolute path to a TZif file).
    public let identifier: String
    /// The folder of the system's tz database, whose rules decide instants and offsets.
    public let zoneInfoDirectory: String

    /// The folder of the system's tz database when `TZDIR` does not name one.
    public static let defaultZoneInfoDirectory = "/usr/share/zoneinfo"

    /// Checks that a zone exists.
    ///
    /// - Parameters:
    ///   - identifier: an IANA zone ID (`Europe/Paris`, `UTC`), a POSIX rule string or a path to a TZif file.
    ///   - zoneInfoDirectory: the folder of the system's tz database.
    /// - Throws: ``EmojiDayError`` of kind `.usage` for a zone that neither the tz database nor ICU has.
    public init(_ identifier: String, zoneInfoDirectory: String = defaultZoneInfoDirectory) throws(EmojiDayError) {
        try self.init(identifier, zoneInfoDirectory: zoneInfoDirectory, source: nil)
    }

    /// Checks that a zone exists, naming where it came from in the error.
    init(_ value: String, zoneInfoDirectory directory: String, source: SettingSource?) throws(EmojiDayError) {
        guard value.utf8.count <= Spelling.maximumWordLength,
            TimeZoneRules.load(value, directory: directory) != nil || ICUTimeZone.isKnown(value)
        else {
            var hint = ""
            if value.utf8.count <= Spelling.maximumWordLength {
                let zones = ICUTimeZone.allZones
                let city = "/" + (value.split(separator: "/").last.map(String.init) ?? value).lowercased()
                let byCity = zones.first { $0.lowercased().hasSuffix(city) }
                hint = (byCity ?? Spelling.closest(to: value, in: zones)).map { "did you mean '\($0)'? " } ?? ""
            }
            throw EmojiDayError(
                .usage,
                "unknown time zone '\(EmojiDayError.shortened(value))'\(SettingSource.phrase(source)): neither the "
                    + "system's tz database (\(directory)) nor ICU has it; \(hint)use an IANA name such as "
                    + "'Europe/Paris', 'UTC' or a POSIX rule such as 'EST5EDT,M3.2.0,M11.1.0'")
        }
        self.identifier = value
        self.zoneInfoDirectory = directory
    }

    /// Coordinated Universal Time, with the default tz database folder.
    public static let utc = TimeZoneIdentifier(checked: "UTC", zoneInfoDirectory: defaultZoneInfoDirectory)

    /// A zone known to exist, used as it is.
    init(checked identifier: String, zoneInfoDirectory: String) {
        self.identifier = identifier
        self.zoneInfoDirectory = zoneInfoDirectory
    }

    public var description: String { identifier }
}
