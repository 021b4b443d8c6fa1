internal import EmojiDayICU
internal import TimeZoneDatabase

/// A time zone that exists: one the system's tz database has (its TZif file is read, RFC 8536), a POSIX
/// rule string (`EST5EDT,M3.2.0,M11.1.0`), or one ICU has.
///
/// It can only hold such a zone: ICU itself would silently use GMT for an unknown ID.
public struct TimeZoneIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The zone's ID as given (`Europe/Paris`, a POSIX rule string, or an absolute path to a TZif file).
    public let identifier: String
    /// The folder of the system's tz database, whose rules decide instants and offsets.
    public let zoneInfoDirectory: String
    /// The rules the check read from the tz database, kept so that a provider made with this identifier does not
    /// read the zone's file again (a run read it twice). Not part of the value: identifiers of one zone are equal
    /// whatever their file held when each was made.
    let checkedRules: CheckedRules

    /// The rules ``init(_:zoneInfoDirectory:)`` read, equal to any other: the zone's identity is its ID and folder.
    struct CheckedRules: Sendable, Hashable {
        /// The zone's rules, nil for a zone only ICU knows (and for an identifier made without a check).
        let rules: TimeZoneRules?

        static func == (_: Self, _: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// The folder of the system's tz database when `TZDIR` does not name one.
    public static let defaultZoneInfoDirectory = "/usr/share/zoneinfo"

    /// Checks that a zone exists.
    ///
    /// - Parameters:
    ///   - identifier: an IANA zone ID (`Europe/Paris`, `UTC`), a POSIX rule string or a path to a TZif file.
    ///   - zoneInfoDirectory: the folder of the system's tz database.
    /// - Throws: ``EmojiDayError`` of kind `.usage`: `.unknownTimeZone` for a zone that neither the tz database
    ///   nor ICU has (ICU's `Etc/Unknown` included); `.invalidTimeZoneFile` when the zone names a file that
    ///   cannot be used (a FIFO, an unreadable file, an invalid TZif file), which no other source stands in for.
    public init(_ identifier: String, zoneInfoDirectory: String = defaultZoneInfoDirectory) throws(EmojiDayError) {
        guard identifier.utf8.count <= Spelling.maximumWordLength else {
            throw .unknownTimeZone(identifier, zoneInfoDirectory: zoneInfoDirectory)
        }
        var rules: TimeZoneRules?
        switch TimeZoneRules.lookUp(identifier, directory: zoneInfoDirectory) {
        case .rules(let found): rules = found
        case .invalid(let path, let problem):
            throw .invalidTimeZoneFile(identifier, path: path, problem: problem)
        case .absent:
            guard ICUTimeZone.isKnown(identifier) else {
                throw .unknownTimeZone(identifier, zoneInfoDirectory: zoneInfoDirectory)
            }
        }
        self.identifier = identifier
        self.zoneInfoDirectory = zoneInfoDirectory
        checkedRules = CheckedRules(rules: rules)
    }

    /// Coordinated Universal Time, with the default tz database folder.
    public static let utc = TimeZoneIdentifier(checked: "UTC", zoneInfoDirectory: defaultZoneInfoDirectory)

    /// A zone known to exist, used as it is.
    init(checked identifier: String, zoneInfoDirectory: String) {
        self.identifier = identifier
        self.zoneInfoDirectory = zoneInfoDirectory
        checkedRules = CheckedRules(rules: nil)
    }

    /// The zone's rules from the system's tz database: those the check read, else read now; nil for a zone only
    /// ICU knows.
    var rules: TimeZoneRules? {
        checkedRules.rules ?? TimeZoneRules.load(identifier, directory: zoneInfoDirectory)
    }

    public var description: String { identifier }
}
