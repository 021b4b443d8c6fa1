internal import EmojiDayICU

/// iCalendar (RFC 5545) text for days: one all-day `VEVENT` per occasion and day, in a `VCALENDAR` that
/// calendar apps import or subscribe to.
///
/// The output depends on its input alone: the same events and stamp give the same bytes. Lines end in CRLF,
/// are folded at 75 octets between Unicode scalars (never inside a UTF-8 sequence), and TEXT values are
/// escaped. The calendar scale is Gregorian: an occasion of another calendar is one event per day it falls
/// on, never a recurrence rule.
public enum ICalendarWriter {
    /// One all-day event.
    public struct Event: Sendable, Hashable {
        /// The event's `UID`: the same occasion on the same day has the same one in every export.
        public var uid: String
        /// The day (`DTSTART;VALUE=DATE`); `DTEND` is the next day (none for 9999-12-31, the event then
        /// lasting its one day).
        public var date: CivilDate
        /// `SUMMARY`: the emoji and the name.
        public var summary: String
        /// `CATEGORIES`.
        public var categories: [String]
        /// `DESCRIPTION`; nil for none.
        public var description: String?

        /// An all-day event on `date`.
        ///
        /// - Parameters:
        ///   - uid: the event's `UID`, the same for the same occasion on the same day in every export.
        ///   - date: the day.
        ///   - summary: `SUMMARY`: the emoji and the name.
        ///   - categories: `CATEGORIES`.
        ///   - description: `DESCRIPTION`, nil for none.
        public init(uid: String, date: CivilDate, summary: String, categories: [String], description: String?) {
            self.uid = uid
            self.date = date
            self.summary = summary
            self.categories = categories
            self.description = description
        }
    }

    /// The `PRODID` of every export.
    public static let productID = "-//EmojiDay//EmojiDay//EN"

    /// The `DTSTAMP` when `SOURCE_DATE_EPOCH` is not set: 1970-01-01T00:00:00Z, so that an export is the same
    /// bytes whenever it is made.
    public static let defaultStamp = 0

    /// A whole calendar: header, `NAME` and `X-WR-CALNAME`, then the events in the order given.
    ///
    /// - Parameters:
    ///   - name: the calendar's name (RFC 7986 `NAME`, and `X-WR-CALNAME` for clients that read only that).
    ///   - events: the events.
    ///   - stamp: `DTSTAMP`, in seconds since 1970-01-01T00:00:00Z (``stamp(sourceDateEpoch:)``).
    /// - Returns: the calendar, every line folded and ending in CRLF.
    public static func calendar(name: String, events: [Event], stamp: Int) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + productID, "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "NAME:" + escape(name), "X-WR-CALNAME:" + escape(name),
        ]
        let dtstamp = dateTime(stamp)
        for event in events {
            lines += [
                "BEGIN:VEVENT", "UID:" + escape(event.uid), "DTSTAMP:" + dtstamp,
                "DTSTART;VALUE=DATE:" + basic(event.date),
            ]
            // 9999-12-31 has no next day to write; an all-day DTSTART without DTEND lasts that one day.
            if let end = event.date.adding(days: 1) { lines.append("DTEND;VALUE=DATE:" + basic(end)) }
            lines.append("SUMMARY:" + escape(event.summary))
            if !event.categories.isEmpty {
                lines.append("CATEGORIES:" + event.categories.map(escape).joined(separator: ","))
            }
            if let description = event.description { lines.append("DESCRIPTION:" + escape(description)) }
            lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined()
    }

    /// The `DTSTAMP` for `SOURCE_DATE_EPOCH`: its value when set, else ``defaultStamp``.
    ///
    /// - Parameter sourceDateEpoch: the variable's value, or nil when unset.
    /// - Returns: seconds since the epoch, or nil for a value that is not a whole number of seconds from
    ///   1970 to the end of 9999.
    public static func stamp(sourceDateEpoch: String?) -> Int? {
        guard let text = sourceDateEpoch, !text.isEmpty else { return defaultStamp }
        guard text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.utf8.count <= 12, let seconds = Int(text),
            seconds <= latestStamp
        else { return nil }
        return seconds
    }

    /// The last second of 9999, the latest `DTSTAMP` a `DATE-TIME` writes.
    public static let latestStamp = 253_402_300_799

    /// A TEXT value escaped (RFC 5545 §3.3.11): `\` `;` `,` and line feeds (CRLF or a lone CR too) as
    /// `\\` `\;` `\,` `\n`; other control characters, which TEXT cannot hold, as spaces.
    ///
    /// - Parameter text: any text.
    /// - Returns: the value as a content line writes it.
    public static func escape(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A content line folded (RFC 5545 §3.1): at most 75 octets a line, each continuation starting with a
    /// space, broken only between Unicode scalars; each line ends in CRLF.
    ///
    /// - Parameter line: one content line, without its line end.
    /// - Returns: the folded line.
    public static func fold(_ line: String) -> String {
        var result = ""
        var length = 0
        for scalar in line.unicodeScalars {
            let octets = UTF8.width(scalar)
            if length + octets > maximumLineOctets {
                result += "\r\n "
                length = 1
            }
            result.unicodeScalars.append(scalar)
            length += octets
        }
        return result + "\r\n"
    }

    /// The longest line ``fold(_:)`` writes, in octets without the line end.
    public static let maximumLineOctets = 75

    /// Part of a `UID` made safe: ASCII letters, digits, `-` and `.` kept; any other scalar as `_` and its
    /// hexadecimal code (`_20` for a space), so different parts never give the same text.
    ///
    /// - Parameter text: an id or a name.
    /// - Returns: the text in those characters only.
    public static func uidPart(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-.".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// `YYYYMMDD`, as `DTSTART;VALUE=DATE` takes it.
    ///
    /// - Parameter date: the day.
    /// - Returns: eight digits.
    public static func basic(_ date: CivilDate) -> String {
        padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2)
    }

    /// `YYYYMMDDTHHMMSSZ` of seconds since the epoch.
    static func dateTime(_ seconds: Int) -> String {
        let clamped = min(max(seconds, 0), latestStamp)
        let day = CivilDate(daysSinceEpoch: clamped / 86_400)
        let second = clamped % 86_400
        return (day.map(basic) ?? "19700101") + "T" + padded(second / 3600, 2) + padded(second / 60 % 60, 2)
            + padded(second % 60, 2) + "Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A day in the calendars occasions are reckoned in, for an event's description: `5787 M07-15` in the
/// Hebrew calendar. Opens each calendar once.
public final class OwnCalendarDates {
    private var calendars: [String: MonthCodeCalendar?] = [:]

    /// A reader of days in any of ICU's calendars.
    public init() {}

    /// `date` in `calendar`: its extended year, month code and day (`5787 M07-15`, `4725 M01-1`).
    ///
    /// - Parameters:
    ///   - calendar: ICU's name of the calendar (`hebrew`, `chinese`, `islamic-umalqura`).
    ///   - date: the Gregorian day.
    /// - Returns: the day in that calendar; nil for `gregorian` and for a calendar ICU cannot open.
    public func text(_ calendar: String, _ date: CivilDate) -> String? {
        guard calendar != "gregorian" else { return nil }
        if calendars[calendar] == nil { calendars[calendar] = .some(try? MonthCodeCalendar(calendar)) }
        guard case .some(.some(let opened)) = calendars[calendar] else { return nil }
        let day = opened.day(of: date.daysSinceEpoch)
        return "\(day.extendedYear) \(day.monthCode)-\(day.day)"
    }
}
