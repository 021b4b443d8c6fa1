import EmojiDayTestSupport
import Testing

import enum EmojiDayICU.ICUText

@testable import EmojiDayKit

/// `emojiday month 2027-01`, `month 1 2027`, `month janvier 2027`, `month +1`: every form of a month read
/// back as the month it names, and the months drawn side by side or stacked in columns of one width.
@Suite("Months asked for: forms, names, offsets, layouts")
struct MonthExpressionTests {
    static let locales = ["fr", "ja", "ar-EG", "en-US", "de", "ru", "fa-IR"]

    @Test("Seeded random months read back in every form, names in the locale's language", arguments: locales)
    func randomMonthsReadBack(locale: String) throws {
        let names = try provider(locale).gregorianMonthNames()
        #expect(names.count == 12 && names.allSatisfy { !$0.isEmpty })
        var generator = SeededGenerator(seed: 0x4D_4F4E_5448 ^ UInt64(locale.utf8.count))
        for _ in 0..<300 {
            let year = Int.random(in: 1...9999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let expected = MonthExpression.gregorian(year: year, month: month)
            let padded = String(repeating: "0", count: 4 - String(year).count) + String(year)
            let forms: [[String]] = [
                [padded + "-" + (month < 10 ? "0" : "") + String(month)],
                [String(month), String(year)],
                [(month < 10 ? "0" : "") + String(month), String(year)],
            ]
            for words in forms {
                #expect(MonthExpression.parse(words, names: names) == expected, "\(words)")
            }
            // Every name ICU gives the month, as written, in capitals and without a final full stop.
            for name in names[month - 1] {
                for written in [name, name.uppercased(), name.hasSuffix(".") ? String(name.dropLast()) : name] {
                    #expect(MonthExpression.parse([written, String(year)], names: names) == expected, "\(written)")
                }
            }
        }
    }

    @Test("Names as people type them: French, Japanese, Arabic, prefixes only where one month has them")
    func namesInTheLocalesLanguage() throws {
        let fr = try provider("fr").gregorianMonthNames()
        #expect(MonthExpression.parse(["janvier", "2027"], names: fr) == .gregorian(year: 2027, month: 1))
        #expect(MonthExpression.parse(["Janv.", "2027"], names: fr) == .gregorian(year: 2027, month: 1))
        #expect(MonthExpression.parse(["août"], names: fr) == .named(month: 8))
        #expect(MonthExpression.parse(["déc"], names: fr) == .named(month: 12))
        // juin and juillet share "ju": no month.
        #expect(MonthExpression.parse(["ju", "2027"], names: fr) == nil)
        let ja = try provider("ja").gregorianMonthNames()
        #expect(MonthExpression.parse(["1月", "2027"], names: ja) == .gregorian(year: 2027, month: 1))
        #expect(MonthExpression.parse(["12月"], names: ja) == .named(month: 12))
        let ar = try provider("ar-EG").gregorianMonthNames()
        #expect(MonthExpression.parse(["يناير", "2027"], names: ar) == .gregorian(year: 2027, month: 1))
        // English names are not French ones.
        #expect(MonthExpression.parse(["january", "2027"], names: fr) == nil)
    }

    @Test("Offsets, and what is no month")
    func offsetsAndRefusals() {
        #expect(MonthExpression.parse(["+1"], names: []) == .relative(1))
        #expect(MonthExpression.parse(["-12"], names: []) == .relative(-12))
        #expect(MonthExpression.parse(["+1"], names: [], relative: false) == nil)
        #expect(MonthExpression.parse(["+\(Limits.monthOffset + 1)"], names: []) == nil)
        for words in [
            ["2027-13"], ["2027-00"], ["0000-01"], ["2027-1"], ["13", "2027"], ["0", "2027"], ["1", "10000"],
            ["1", "2027", "x"], [], ["2027-01-15"], ["+"], ["1", "-2027"], ["١", "2027"],
        ] {
            #expect(MonthExpression.parse(words, names: []) == nil, "\(words)")
        }
    }

    @Test("+N and -N count the display calendar's months from today's")
    func offsetsInTheDisplayCalendar() throws {
        let today = try day("2026-12-04")
        let gregorian = try provider("fr")
        #expect(try gregorian.day(of: .relative(1), today: today) == day("2027-01-01"))
        #expect(try gregorian.day(of: .relative(-12), today: today) == day("2025-12-01"))
        #expect(try gregorian.day(of: .relative(13), today: today) == day("2028-01-01"))
        // 2026-12-04 is in Kislev 5787: the next month is Tevet, twelve months back is Kislev 5786.
        let hebrew = try provider("en", calendar: "hebrew")
        let next = try hebrew.day(of: .relative(1), today: today)
        #expect(try hebrew.month(containing: next).title.contains("Tevet"))
        let back = try hebrew.day(of: .relative(-12), today: today)
        #expect(try hebrew.month(containing: back).title.contains("Kislev"))
        #expect(throws: EmojiDayError.dateOutOfRange) { try gregorian.day(of: .relative(-2), today: day("0001-01-15")) }
    }

    /// The cells of each line of text, escapes left out.
    static func widths(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { ICUText.displayWidth(String($0)) }
    }

    @Test("Stacked months share their columns: a day's column starts at the same cell in every month")
    func stackedMonthsLineUp() throws {
        for locale in ["fr", "ja", "ar-EG"] {
            let months = try provider(locale).months(from: day("2027-01-15"), count: 3)
            let text = MonthGridText().render(months)
            // The weekday names' line of each month: the same line, in the same cells.
            let lines = text.split(separator: "\n").map(String.init)
            let names = lines.filter { line in months[0].weekdayNames.allSatisfy { line.contains($0) } }
            #expect(names.count == 3 && Set(names).count == 1, "\(locale)")
        }
    }

    @Test("A row of months: side by side, as wide as each other, the first on the right in a right-to-left locale")
    func rowOfMonths() throws {
        for locale in ["fr", "ja", "ar-EG"] {
            let months = try provider(locale).months(from: day("2027-01-15"), count: 3)
            let column = MonthGridText().render(months)
            let row = MonthGridText(layout: .row).render(months)
            let first = try #require(row.split(separator: "\n").first.map(String.init))
            let titles = months.map(\.title)
            let positions = titles.compactMap { first.offset(of: $0) }
            #expect(positions.count == 3, "\(locale)")
            let rightToLeft = months[0].direction == .rightToLeft
            #expect(positions == (rightToLeft ? positions.sorted().reversed() : positions.sorted()), "\(locale)")
            // The row is as tall as the tallest month and three months wide.
            #expect(row.split(separator: "\n").count < column.split(separator: "\n").count)
            let columnWidth = Self.widths(column).max() ?? 0
            #expect(Self.widths(row).max() ?? 0 >= 3 * columnWidth - 2, "\(locale)")
            // Each month's grid line starts at the same cell: the row's lines are the month's lines, padded.
            let card = MonthCard(layout: .row).render(months)
            let cardLines = card.split(separator: "\n").prefix(3).map { Self.widths(String($0)).first ?? 0 }
            #expect(Set(cardLines).count == 1, "\(locale)")
        }
    }
}
