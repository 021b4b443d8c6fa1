import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// Calendar apps read back exactly the text EmojiDay writes: folding and escaping checked against small
/// reference models of RFC 5545 §3.1 and §3.3.11 on seeded random Unicode text.
@Suite("iCalendar lines: folded at 75 octets, unfolded and unescaped to the text written")
struct ICalendarWriterTests {
    /// Random text from every part of Unicode that matters here: ASCII and TEXT's special characters,
    /// control characters, two-, three- and four-octet scalars, combining marks and emoji sequences.
    static func randomText(_ generator: inout SeededGenerator) -> String {
        let pools: [[Unicode.Scalar]] = [
            Array("abcXYZ 019:'\"-".unicodeScalars), Array("\\;,\n\r\t".unicodeScalars),
            [0x00, 0x01, 0x1B, 0x1F, 0x7F].compactMap(Unicode.Scalar.init),
            Array("éßĳΩЖא\u{0301}\u{05B8}".unicodeScalars),
            Array("中文日本語한€\u{200D}\u{FE0F}".unicodeScalars),
            Array("🎆🇫🇷👩‍👩‍👧𝄞".unicodeScalars),
        ]
        var text = ""
        for _ in 0..<Int.random(in: 0...240, using: &generator) {
            let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
            text.unicodeScalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
        }
        return text
    }

    /// The reference folding: octet by octet, a line break before any octet that starts a UTF-8 sequence
    /// once the line would pass 75 octets.
    static func referenceFold(_ line: String) -> [UInt8] {
        var result: [UInt8] = []
        var length = 0
        let bytes = Array(line.utf8)
        for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            if length + (end - index) > 75 {
                result += [13, 10, 32]
                length = 1
            }
            result += bytes[index..<end]
            length += end - index
        }
        return result + [13, 10]
    }

    /// The reference unfolding: every CRLF followed by a space removed.
    static func unfold(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + 2 < bytes.count, bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 32 {
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The reference reading of a TEXT value: nil for a value a strict reader refuses (a bare `;` or `,`,
    /// a control character but tab, a backslash before anything but `\`, `;`, `,`, `n` or `N`).
    static func unescape(_ value: String) -> String? {
        var result = ""
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                switch scalars.next() {
                case "\\": result += "\\"
                case ";": result += ";"
                case ",": result += ","
                case "n", "N": result += "\n"
                default: return nil
                }
            case ";", ",": return nil
            default:
                if scalar != "\t", scalar.value < 0x20 || scalar.value == 0x7F { return nil }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What TEXT can hold of `text`: CRLF and a lone CR as a line feed, other control characters but tab as
    /// spaces.
    static func representable(_ text: String) -> String {
        var result = ""
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            if scalar == "\n" && previousCR { continue }
            if scalar == "\r" || scalar == "\n" {
                result += "\n"
            } else if scalar != "\t", scalar.value < 0x20 || scalar.value == 0x7F {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test("Folding: lines of at most 75 octets, no UTF-8 sequence split, unfolding gives the line back")
    func folding() {
        var generator = SeededGenerator(seed: 5545)
        for _ in 0..<3000 {
            let line = "SUMMARY:" + ICalendarWriter.escape(Self.randomText(&generator))
            let folded = Array(ICalendarWriter.fold(line).utf8)
            #expect(folded == Self.referenceFold(line), "\(line.debugDescription)")
            #expect(folded.suffix(2) == [13, 10])
            let physical = folded.dropLast(2).split(separator: 10, omittingEmptySubsequences: false)
            for (index, piece) in physical.enumerated() {
                let content = index == physical.count - 1 ? piece[...] : piece.dropLast()
                if index < physical.count - 1 { #expect(piece.last == 13) }
                #expect(content.count <= 75)
                #expect(String(validating: content, as: UTF8.self) != nil, "a split UTF-8 sequence")
                if index > 0 { #expect(content.first == 32) }
            }
            #expect(Self.unfold(folded) == Array(line.utf8) + [13, 10])
        }
    }

    @Test("Escaping: a strict reader reads back the text, with only what TEXT cannot hold replaced")
    func escaping() {
        var generator = SeededGenerator(seed: 7986)
        for _ in 0..<3000 {
            let text = Self.randomText(&generator)
            let escaped = ICalendarWriter.escape(text)
            #expect(Self.unescape(escaped) == Self.representable(text), "\(text.debugDescription)")
            #expect(!escaped.unicodeScalars.contains { $0 == "\r" || $0 == "\n" })
        }
        // Text without control characters comes back whole.
        for text in ["a;b,c\\d", "Jour de l'an", "🇫🇷 Fête nationale, 14 juillet; \\n", ""] {
            #expect(Self.unescape(ICalendarWriter.escape(text)) == text)
        }
    }

    @Test("A calendar: CRLF lines, all-day events ending the next day, DTSTAMP from the stamp")
    func calendar() throws {
        let date = try CivilDate(year: 2027, month: 12, day: 31)
        let event = ICalendarWriter.Event(
            uid: "FR-noel-20271231@emojiday", date: date, summary: "🎄 Noël", categories: ["public"],
            description: "France (FR)")
        let text = ICalendarWriter.calendar(name: "France 2027", events: [event], stamp: 1_700_000_000)
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        #expect(!text.replacing("\r\n", with: "").contains("\n"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20271231"))
        #expect(lines.contains("DTEND;VALUE=DATE:20280101"))
        #expect(lines.contains("DTSTAMP:20231114T221320Z"))
        #expect(lines.contains("TRANSP:TRANSPARENT"))
        #expect(
            lines.prefix(5) == [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//EmojiDay//EmojiDay//EN",
                "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            ])
    }

    @Test("The last day of 9999 is an all-day event without DTEND, lasting its one day")
    func lastDay() throws {
        let date = try CivilDate(year: 9999, month: 12, day: 31)
        let event = ICalendarWriter.Event(
            uid: "x-9999@emojiday", date: date, summary: "🎆", categories: ["public"], description: nil)
        let text = ICalendarWriter.calendar(name: "9999", events: [event], stamp: 0)
        #expect(text.contains("\r\nDTSTART;VALUE=DATE:99991231\r\nSUMMARY:🎆\r\n"))
        #expect(!text.contains("DTEND"))
    }

    @Test("SOURCE_DATE_EPOCH: seconds from 0 to 9999's last, else refused; unset is the fixed stamp")
    func stamp() {
        #expect(ICalendarWriter.stamp(sourceDateEpoch: nil) == 0)
        #expect(ICalendarWriter.stamp(sourceDateEpoch: "") == 0)
        #expect(ICalendarWriter.stamp(sourceDateEpoch: "1700000000") == 1_700_000_000)
        #expect(ICalendarWriter.stamp(sourceDateEpoch: "253402300799") == 253_402_300_799)
        for bad in ["-1", "+5", "1e9", " 5", "253402300800", "99999999999999999999", "x"] {
            #expect(ICalendarWriter.stamp(sourceDateEpoch: bad) == nil, "\(bad)")
        }
        #expect(ICalendarWriter.dateTime(253_402_300_799) == "99991231T235959Z")
    }

    @Test("UID parts keep letters, digits, '-' and '.', and write anything else so no two parts meet")
    func uidParts() {
        #expect(ICalendarWriter.uidPart("lunar-new-year") == "lunar-new-year")
        #expect(ICalendarWriter.uidPart("a b@c") == "a_20b_40c")
        #expect(ICalendarWriter.uidPart("a_20b") != ICalendarWriter.uidPart("a b"))
        #expect(ICalendarWriter.uidPart("é") == "_E9")
    }
}
