import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// A small or medium card's long occasion name takes its lines from the emoji, then from its own size, so that
/// every line fits the card's fixed height: against a model that tries every emoji and occasion size in order.
@Suite("A long occasion name fitted into its card")
struct OccasionFitTests {
    /// Seeded random words of Latin, accented, Han and emoji characters, joined by spaces.
    static func randomText(
        _ generator: inout SeededGenerator, words: ClosedRange<Int>, letters: ClosedRange<Int>
    ) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzÉé火日😊")
        return (0..<Int.random(in: words, using: &generator)).map { _ in
            String(
                (0..<Int.random(in: letters, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                })
        }.joined(separator: " ")
    }

    @Test("A name of one line keeps the card's usual sizes; no occasion, no change")
    func shortNamesKeepTheUsualSizes() throws {
        let entry = try provider("en-US").entry(for: try day("2024-07-04"))
        let layout = WidgetLayout(family: .medium, focus: entry, week: [])
        #expect(
            OccasionFit.sizes(
                family: .medium, layout: layout, dayLabel: entry.dayLabel, occasion: "Labor Day", smallLines: 0)
                == .usual)
        #expect(
            OccasionFit.sizes(family: .medium, layout: layout, dayLabel: entry.dayLabel, occasion: "", smallLines: 0)
                == .usual)
        #expect(
            OccasionFit.sizes(
                family: .large, layout: layout, dayLabel: entry.dayLabel,
                occasion: String(repeating: "word ", count: 40),
                smallLines: 0)
                == .usual)
    }

    @Test("Niger's independence day, observed, takes the emoji down to fit four lines in a medium card")
    func longFrenchNameShrinksTheEmoji() throws {
        let entry = try provider("fr-NE").entry(for: try day("2025-08-04"))
        let layout = WidgetLayout(family: .medium, focus: entry, week: [])
        let name = "L'anniversaire de la proclamation de l'indépendance (observé)"
        let fit = OccasionFit.sizes(
            family: .medium, layout: layout, dayLabel: entry.dayLabel, occasion: name, smallLines: 0)
        #expect(fit.emojiSize < OccasionFit.usual.emojiSize)
    }

    @Test("Lines wrap at spaces while words fit; a word wider than the room spans the lines its width needs")
    func wrapping() {
        let size = 12.0
        let word = TextWidth.pixels("word", size: size)
        let space = TextWidth.pixels(" ", size: size)
        #expect(OccasionFit.lines("word word", size: size, room: 2 * word + space) == 1)
        #expect(OccasionFit.lines("word word", size: size, room: 2 * word + space - 0.5) == 2)
        #expect(OccasionFit.lines("word", size: size, room: word / 2.5) >= 3)
        #expect(OccasionFit.lines("", size: size, room: 100) == 0)
    }

    @Test(
        "Over seeded random texts, wrapped lines keep every character in order and each fits the room",
        arguments: [UInt64(5), 61, 2026])
    func wrappedLinesKeepTheTextAndFit(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let text = Self.randomText(&generator, words: 0...12, letters: 1...30)
            let sizes: [Double] = [12, 11, 10, 9]
            let size: Double = sizes.randomElement(using: &generator) ?? 12
            let room = Double.random(in: 40...160, using: &generator)
            let lines = OccasionFit.wrapped(text, size: size, room: room)
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "seed \(seed): \(text)")
            for line in lines {
                #expect(TextWidth.pixels(line, size: size) <= room || line.count == 1, "seed \(seed): \(line)")
            }
            #expect(lines.allSatisfy { !$0.isEmpty && $0.first != " " && $0.last != " " })
        }
    }

    @Test(
        "Over seeded random names, the fit is the first emoji and size, largest first, whose lines fit the column",
        arguments: [UInt64(8), 77, 2026])
    func fitAgreesWithModel(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let entry = try provider("en-US").entry(for: try day("2024-09-03"))
        for family in [WidgetFamily.small, .medium] {
            let layout = WidgetLayout(family: family, focus: entry, week: [])
            let (height, room) =
                family == .small
                ? (OccasionFit.smallHeight, WidgetLayout.smallRoom)
                : (OccasionFit.mediumHeight, WidgetLayout.mediumMainRoom)
            for _ in 0..<200 {
                let name = Self.randomText(&generator, words: 1...14, letters: 1...16)
                let smallLines = Int.random(in: 0...2, using: &generator)
                let fit = OccasionFit.sizes(
                    family: family, layout: layout, dayLabel: entry.dayLabel, occasion: name, smallLines: smallLines)
                // The model: every pair in order, the first whose lines fit.
                let free =
                    height - Double(layout.nameSize) * 1.25 - Double(layout.daySize) * 1.2 - Double(smallLines) * 13.2
                var expected = OccasionFit(emojiSize: 32, occasionSize: 9)
                search: for emoji in [50.0, 40, 32] {
                    for size in [12.0, 11, 10, 9] {
                        let lines = Double(OccasionFit.lines(name, size: size, room: room))
                        if emoji * 1.15 + lines * size * 1.2 <= free {
                            expected = OccasionFit(emojiSize: Int(emoji), occasionSize: Int(size))
                            break search
                        }
                    }
                }
                #expect(fit == expected, "seed \(seed), \(family): \(name)")
            }
        }
    }

    @Test(
        "A Myanmar day number, weekday and occasion take lines of 1.8 em, so a long name gives up emoji room first",
        arguments: [WidgetFamily.small, .medium])
    func tallScriptLinesTakeTallerRoom(family: WidgetFamily) throws {
        let entry = try provider("my").entry(for: try day("2025-04-13"))
        #expect(TallScript.isTall(entry.dayLabel) && TallScript.isTall(entry.weekdayName))
        let layout = WidgetLayout(family: family, focus: entry, week: [])
        let name = "မြန်မာနှစ်သစ်ကူး ရုံးပိတ်ရက်များ"
        let fit = OccasionFit.sizes(
            family: family, layout: layout, dayLabel: entry.dayLabel, occasion: name, smallLines: 0)
        // The model with every line of the card at the tall height.
        let (height, room) =
            family == .small
            ? (OccasionFit.smallHeight, WidgetLayout.smallRoom)
            : (OccasionFit.mediumHeight, WidgetLayout.mediumMainRoom)
        let free = height - Double(layout.nameSize + layout.daySize) * 1.8
        let lines = Double(OccasionFit.lines(name, size: Double(fit.occasionSize), room: room))
        #expect(Double(fit.emojiSize) * 1.15 + lines * Double(fit.occasionSize) * 1.8 <= free || fit.occasionSize == 9)
        // The same text in Latin letters keeps the usual lines and so at least as large an emoji.
        let latin = OccasionFit.sizes(
            family: family, layout: layout, dayLabel: "13", occasion: "Myanmar New Year holidays", smallLines: 0)
        #expect(latin.emojiSize >= fit.emojiSize)
    }

    @Test("Tall scripts are Myanmar's and Tibetan's; Latin, Thai, Khmer, Arabic and Han are not")
    func tallScripts() {
        for text in ["၁၃", "တနင်္ဂနွေ", "\u{AA60}", "\u{A9E0}", "༡༣", "ཉི་མ་"] {
            #expect(TallScript.isTall(text), "\(text)")
        }
        for text in ["13", "ไทย", "ថ្ងៃអាទិត្យ", "الأحد", "日曜日", ""] { #expect(!TallScript.isTall(text), "\(text)") }
    }
}
