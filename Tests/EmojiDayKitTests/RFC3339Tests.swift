import FoundationEssentials
import Testing

@testable import EmojiDayKit

/// Every date-time EmojiDay writes parses as RFC 3339: offsets in whole minutes within ±23:59, the instant
/// exact, a day's first instant on its own day, fixed-width fields even at the ends of the years.
@Suite("RFC 3339 date-times")
struct RFC3339Tests {
    /// The instant a written date-time names, in seconds since 1970, read back independently of the writer:
    /// the fields by position, the days by the proleptic Gregorian count.
    static func instant(of text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 25 else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: bytes[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            let offsetHours = number(20..<22), let offsetMinutes = number(23..<25),
            hour < 24, minute < 60, second < 60, offsetHours < 24, offsetMinutes < 60,
            let date = CivilDate(validYear: year, month: month, day: day)
        else { return nil }
        let sign = bytes[19] == UInt8(ascii: "-") ? -1 : 1
        let offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        return date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
    }

    @Test(
        "Offsets with seconds round up to the minute and keep the instant and the day",
        arguments: [-21_036, -2_670, -1_521, 21_200, 1_172, 0, 3_600, -36_000, 50_400, 86_399, -86_399])
    func offsets(_ offset: Int) throws {
        for date in [CivilDate(validYear: 1850, month: 1, day: 1), CivilDate(validYear: 2024, month: 9, day: 3)] {
            let date = try #require(date)
            let text = ISO8601.string(date, secondOfDay: 0, utcOffsetSeconds: offset)
            let written = ISO8601.writtenOffset(offset)
            #expect(written % 60 == 0 && abs(written) <= 23 * 3600 + 59 * 60)
            if offset <= 23 * 3600 + 59 * 60 {
                #expect(text.hasPrefix(date.description + "T"), "\(text) keeps the day")
                #expect(Self.instant(of: text) == date.daysSinceEpoch * 86_400 - offset, "\(text) is exact")
            }
        }
    }

    @Test("The first and last days of the range stay four-digit years in every offset")
    func rangeEdges() throws {
        let first = try #require(CivilDate(validYear: 1, month: 1, day: 1))
        let last = try #require(CivilDate(validYear: 9999, month: 12, day: 31))
        for offset in stride(from: -86_399, through: 86_399, by: 1_777) {
            for (date, second) in [(first, 0), (last, 0), (last, 86_399)] {
                let text = ISO8601.string(date, secondOfDay: second, utcOffsetSeconds: offset)
                #expect(Self.instant(of: text) != nil, "\(text)")
            }
        }
        let farPast = ISO8601.string(Date(timeIntervalSince1970: -1e18), utcOffsetSeconds: 0)
        let farFuture = ISO8601.string(Date(timeIntervalSince1970: 1e18), utcOffsetSeconds: 3600)
        #expect(farPast == "0001-01-01T00:00:00+00:00" && farFuture == "9999-12-31T23:59:59+01:00")
        #expect(ISO8601.string(Date(timeIntervalSince1970: .nan), utcOffsetSeconds: 0) == "1970-01-01T00:00:00+00:00")
    }
}
