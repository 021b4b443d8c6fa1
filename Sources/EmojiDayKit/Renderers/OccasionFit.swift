/// How a small or medium HTML card fits a long occasion name under its emoji, weekday and day: the card's
/// height is fixed, so a name that wraps to several lines takes its room from the emoji (50, 40, then 32 px)
/// and then from its own size (12 down to 9 px), the largest emoji first; nothing is ellipsized
/// (``NameFit``'s rule). `L'anniversaire de la proclamation de l'indépendance (observé)` in a medium card
/// wraps to four lines at 12 px, which left the card's emoji and last line cut off.
struct OccasionFit: Hashable {
    /// The emoji's size in pixels.
    let emojiSize: Int
    /// The occasion line's size in pixels.
    let occasionSize: Int

    /// The sizes a card without a long occasion keeps (the stylesheet's own).
    static let usual = OccasionFit(emojiSize: 50, occasionSize: 12)
    static let emojiSizes: [Double] = [50, 40, 32]
    static let occasionSizes: [Double] = [12, 11, 10, 9]

    /// The heights of the small and medium cards' text columns: the card less its padding (the lines'
    /// heights are exact, their widths estimated with a margin).
    static let smallHeight = 170.0 - 16
    static let mediumHeight = 170.0 - 32

    /// The sizes for a card's occasion line.
    ///
    /// - Parameters:
    ///   - family: the card's family; only small and medium cards are fitted (a large card's head has room).
    ///   - layout: the card's weekday and day sizes.
    ///   - dayLabel: the day's number as the card shows it (a tall script's takes a taller line, ``TallScript``).
    ///   - occasion: the occasion line's text; empty for none.
    ///   - smallLines: lines of 11 px under the day besides the occasion (a second calendar, a countdown).
    /// - Returns: the largest emoji, then the largest occasion size, whose lines fit the column's height; the
    ///   smallest of both when none does.
    static func sizes(
        family: WidgetFamily, layout: WidgetLayout, dayLabel: String, occasion: String, smallLines: Int
    ) -> OccasionFit {
        let height: Double, room: Double
        switch family {
        case .small: (height, room) = (smallHeight, WidgetLayout.smallRoom)
        case .medium: (height, room) = (mediumHeight, WidgetLayout.mediumMainRoom)
        case .large, .inline: return usual
        }
        guard !occasion.isEmpty else { return usual }
        let taken =
            Double(layout.nameSize) * TallScript.lineHeight(layout.name, base: 1.25)
            + Double(layout.daySize) * TallScript.lineHeight(dayLabel, base: 1.2) + Double(smallLines) * 11 * 1.2
        let occasionLine = TallScript.lineHeight(occasion, base: 1.2)
        for emoji in emojiSizes {
            for size in occasionSizes
            where emoji * 1.15 + Double(lines(occasion, size: size, room: room)) * size * occasionLine
                <= height - taken
            {
                return OccasionFit(emojiSize: Int(emoji), occasionSize: Int(size))
            }
        }
        return OccasionFit(emojiSize: Int(emojiSizes.last ?? 32), occasionSize: Int(occasionSizes.last ?? 9))
    }

    /// How many lines `text` wraps to in `room` pixels at `size` (``wrapped(_:size:room:)``).
    static func lines(_ text: String, size: Double, room: Double) -> Int {
        wrapped(text, size: size, room: room).count
    }

    /// `text` broken into lines of at most `room` pixels at `size`, as a browser breaks it (``TextWrap``).
    static func wrapped(_ text: String, size: Double, room: Double) -> [String] {
        TextWrap.lines(text, room: room) { TextWidth.pixels($0, size: size) }
    }
}
