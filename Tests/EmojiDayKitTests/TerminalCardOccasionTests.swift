import EmojiDayICU
import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import EmojiDayKit

/// The terminal card's long occasion line wraps onto the card's spacer rows, by cells, the card keeping its
/// 9 rows of 22 cells; only a line too long for four rows is shortened, before its closing mark.
@Suite("A long occasion name wrapped in the terminal card")
struct TerminalCardOccasionTests {
    static let inner = TerminalCard.width - 2

    /// The plain card's rows, without the border and the centring spaces.
    static func texts(_ card: String) -> [String] {
        card.split(separator: "\n").dropFirst().dropLast().map { row in
            String(row.dropFirst().dropLast()).trimmingSpaces()
        }
    }

    /// The text a terminal shows, without its escapes.
    static func visible(_ line: Substring) -> String {
        var out = ""
        var escaped = false
        for character in line {
            if character == "\u{1B}" {
                escaped = true
            } else if escaped {
                if character.isLetter { escaped = false }
            } else {
                out.append(character)
            }
        }
        return out
    }

    @Test(
        "Niger's independence day, observed, and an estimated Islamic day in Arabic are whole, their marks shown",
        arguments: [("2025-08-04", "fr-NE", "NE"), ("2040-12-13", "ar-EG", "EG"), ("2040-01-15", "ar-EG", "EG")])
    func bundledNamesAreWhole(date: String, locale: String, set: String) throws {
        let entry = try occasionEntry(date, locale, [set])
        let label = try #require(entry.occasionLabels().first)
        for colors in [ColorSupport.none, .ansi256, .trueColor] {
            let card = try TextRenderer().render(
                .entry(entry), options: TextRenderer.Options(style: .card, colors: colors)
            ).text
            assertSnapshot(card, named: "card-occasion-\(colors.rawValue)-\(locale)-\(date).txt")
            let rows = card.split(separator: "\n")
            #expect(rows.count == TerminalCard.height)
            #expect(rows.allSatisfy { ICUText.displayWidth(Self.visible($0)) == TerminalCard.width }, "\(card)")
        }
        let texts = Self.texts(TerminalCard(colors: .none).draw(entry))
        #expect(!texts.joined().contains("…"))
        #expect(texts.joined(separator: " ").contains(label), "\(texts)")
        #expect(label.hasSuffix(")"), "the mark: \(label)")
    }

    @Test("A line too long for four rows loses the end of its name, never its closing mark")
    func longNameKeepsItsMark() throws {
        var entry = try provider("en-US").entry(for: try day("2024-09-03"))
        let name = String(repeating: "Independence ", count: 12) + "Day (observed) (estimated)"
        entry.occasions = [EntryOccasion(id: "x", set: "s", name: name, emoji: "🎉", show: .beside, gradient: nil)]
        let lines = TerminalCard.occasionLines(try #require(entry.occasionLabels().first))
        #expect(lines.count == TerminalCard.occasionRows)
        #expect(lines.joined(separator: " ").hasSuffix("… (observed) (estimated)"), "\(lines)")
        #expect(TerminalCard.closingMarks("Jour (observé)") == ("Jour", " (observé)"))
        #expect(TerminalCard.closingMarks("振替休日（月曜日）") == ("振替休日", "（月曜日）"))
        #expect(TerminalCard.closingMarks("(only)") == ("(only)", ""))
        #expect(TerminalCard.closingMarks("Cuti Hari Raya") == ("Cuti Hari Raya", ""))
        // A mark that cannot fit beside any of the name: the lines are cut, each within the card.
        let marked = "Day (" + String(repeating: "🎉", count: 50) + ")"
        let cut = TerminalCard.occasionLines(marked)
        #expect(cut.count == TerminalCard.occasionRows && cut.last?.hasSuffix("…") == true)
        #expect(cut.allSatisfy { ICUText.displayWidth($0) <= Self.inner })
    }

    /// The reference: words laid greedily on lines of the inner width by the sum of their characters' cells,
    /// a word wider than a line split between characters; nil when more than four lines are needed.
    static func modelLines(_ text: String) -> [String]? {
        func cells(_ piece: some StringProtocol) -> Int {
            piece.reduce(0) { $0 + ICUText.displayWidth($1) }
        }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, cells(line) + 1 + cells(word) <= inner {
                line += " " + word
            } else if cells(word) <= inner {
                if !line.isEmpty { lines.append(line) }
                line = String(word)
            } else {
                if !line.isEmpty { lines.append(line) }
                line = ""
                for character in word {
                    if cells(line) + ICUText.displayWidth(character) > inner {
                        lines.append(line)
                        line = ""
                    }
                    line.append(character)
                }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.count <= TerminalCard.occasionRows ? lines : nil
    }

    /// Seeded random words of Latin, Han, Arabic, emoji (a flag, a family joined by ZWJ) and characters with
    /// combining marks, joined by spaces, sometimes with a closing mark.
    static func randomName(_ generator: inout SeededGenerator) -> String {
        let pieces = [
            "a", "n", "W", "é", "火", "節", "日", "ع", "ي", "د", "ﻻ", "😊", "🇳🇪", "👩‍👩‍👧", "e\u{301}", "a\u{308}\u{323}",
            "क\u{93F}",
        ]
        let words = (0..<Int.random(in: 1...14, using: &generator)).map { _ in
            (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? "a"
            }.joined()
        }
        let marks = ["", " (estimated)", " (تقديري)", " (observé)", "（振替休日）", " (turns 40) (अनुमानित)"]
        return words.joined(separator: " ") + (marks.randomElement(using: &generator) ?? "")
    }

    @Test(
        "Over seeded random names, a name that fits keeps every character in order; the card keeps its size",
        arguments: [UInt64(3), 42, 2026])
    func wrappedNamesAgreeWithModel(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let base = try provider("en-US").entry(for: try day("2024-09-03"))
        let plain = Self.texts(TerminalCard(colors: .none).draw(base))
        for _ in 0..<200 {
            var entry = base
            let name = Self.randomName(&generator)
            entry.occasions = [
                EntryOccasion(id: "x", set: "s", name: name, emoji: base.emoji, show: .replace, gradient: nil)
            ]
            let card = TerminalCard(colors: .none).draw(entry)
            let rows = card.split(separator: "\n")
            #expect(rows.count == TerminalCard.height, "seed \(seed): \(card)")
            #expect(rows.allSatisfy { ICUText.displayWidth(String($0)) == TerminalCard.width }, "seed \(seed): \(card)")
            let colored = TerminalCard(colors: .trueColor).draw(entry).split(separator: "\n")
            #expect(colored.count == TerminalCard.height)
            #expect(colored.allSatisfy { ICUText.displayWidth(Self.visible($0)) == TerminalCard.width })
            let texts = Self.texts(card)
            // The emoji, the weekday and the day keep their order above the name.
            #expect(Array(texts.filter { !$0.isEmpty }.prefix(3)) == Array(plain.filter { !$0.isEmpty }.prefix(3)))
            let lines = TerminalCard.occasionLines(name)
            #expect(Array(texts.suffix(lines.count)) == lines, "seed \(seed): \(card)")
            #expect(lines.allSatisfy { ICUText.displayWidth($0) <= Self.inner })
            if let model = Self.modelLines(name) {
                #expect(lines == model, "seed \(seed): \(name)")
                #expect(lines.joined().filter { $0 != " " } == name.filter { $0 != " " })
            } else {
                #expect(lines.count == TerminalCard.occasionRows, "seed \(seed): \(name)")
                let shown = lines.joined(separator: " ")
                let (head, tail) = TerminalCard.closingMarks(name)
                let kept = try #require(shown.firstRange(of: "…"))
                #expect(
                    head.filter { $0 != " " }.hasPrefix(shown[..<kept.lowerBound].filter { $0 != " " }),
                    "seed \(seed): \(shown)")
                #expect(shown[kept.upperBound...].filter { $0 != " " } == tail.filter { $0 != " " })
            }
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
