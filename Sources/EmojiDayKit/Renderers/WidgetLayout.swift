/// The texts an HTML widget shows and their font sizes, fitted to the family's boxes by ``NameFit``:
/// the widest weekday-name form that fits, font sizes only in the steps below, nothing clipped.
///
/// The rooms are the CSS boxes of ``HTMLRenderer``'s stylesheet (card size less padding, column widths),
/// less a few pixels of margin for the estimate.
struct WidgetLayout: Hashable {
    /// The focus day's weekday name and its size in pixels.
    let name: String
    let nameSize: Int
    let daySize: Int
    /// The full date's size (large).
    let dateSize: Int
    /// The name form index (0 wide … 3 narrow) and sizes for the week strip (medium, large).
    let stripForm: Int
    let stripNameSize: Int
    let stripNumberSize: Int
    /// Whether the strip's day labels break between words (`Ngày` over `03`, Vietnamese in most
    /// non-Gregorian calendars): a label of several words wider than a medium column even at the smallest
    /// size.
    let stripNumberWraps: Bool

    static let nameSizes: [Double] = [20, 18, 16, 14, 13]
    static let daySizes: [Double] = [34, 30, 26, 22, 18]
    static let mediumStripNameSizes: [Double] = [11, 10, 9]
    static let mediumStripNumberSizes: [Double] = [13, 12, 11, 10, 9]
    static let largeStripSizes: [Double] = [15, 14, 13, 12]
    static let dateSizes: [Double] = [13, 12, 11]
    /// Every size a layout can choose, for the stylesheet.
    static let allSizes: [Int] = Array(
        Set(
            (nameSizes + daySizes + mediumStripNameSizes + mediumStripNumberSizes + largeStripSizes + dateSizes)
                .map { Int($0) })
    ).sorted()

    /// The width of the text column of each family, in CSS pixels (see the stylesheet).
    static let smallRoom = 154.0 - 6
    static let mediumMainRoom = 120.0 - 6
    /// Seven columns with 2 px between them in 364 − 2 × 16 − 120 − 8 px.
    static let mediumColumnRoom = (364.0 - 32 - 120 - 8 - 12) / 7 - 2
    /// The large head's text beside a 50 px emoji (1.3 em) and a 12 px gap.
    static let largeHeadRoom = 364.0 - 40 - 65 - 12 - 6
    /// A row of the large week: 10 px padding each side, the emoji (20 px, 1.3 em), two 8 px gaps, the day.
    static let largeRowRoom = 364.0 - 40 - 20 - 26 - 16 - 6

    init(family: WidgetFamily, focus: WidgetEntry, week: [WidgetEntry]) {
        let room: Double
        switch family {
        case .small, .inline: room = Self.smallRoom
        case .medium: room = Self.mediumMainRoom
        case .large: room = Self.largeHeadRoom
        }
        let forms = Self.forms(focus)
        let (form, size) = NameFit.widest(forms.map { [$0] }, sizes: Self.nameSizes) { _ in room }
        name = family == .inline ? focus.weekdayName : forms[form]
        nameSize = Int(size)
        daySize = Int(NameFit.size(focus.dayLabel, sizes: Self.daySizes, room: room))
        dateSize = Int(NameFit.size(focus.fullDate, sizes: Self.dateSizes, room: 2 * room))
        let strip = (0..<4).map { index in week.map { Self.forms($0)[index] } }
        let numbers = week.map(\.dayLabel)
        switch family {
        case .medium:
            let (form, size) = NameFit.widest(strip, sizes: Self.mediumStripNameSizes) { _ in Self.mediumColumnRoom }
            (stripForm, stripNameSize) = (form, Int(size))
            let sizes = Self.mediumStripNumberSizes, room = Self.mediumColumnRoom
            let widest = Self.widestText(numbers)
            stripNumberWraps =
                TextWidth.pixels(widest, size: sizes.last ?? 9) > room && numbers.contains { $0.contains(" ") }
            let words = stripNumberWraps ? numbers.flatMap { $0.split(separator: " ").map(String.init) } : [widest]
            stripNumberSize = Int(NameFit.size(Self.widestText(words), sizes: sizes, room: room))
        case .large:
            // The day column is as wide as the widest day at the chosen size; the names get the rest.
            let widestNumber = Self.widestText(numbers)
            let (form, size) = NameFit.widest(strip, sizes: Self.largeStripSizes) { size in
                Self.largeRowRoom - TextWidth.pixels(widestNumber, size: size)
            }
            (stripForm, stripNameSize, stripNumberSize) = (form, Int(size), Int(size))
            stripNumberWraps = false
        case .small, .inline:
            (stripForm, stripNameSize, stripNumberSize) = (0, 0, 0)
            stripNumberWraps = false
        }
    }

    /// The name of a day in the strip's form.
    func stripName(_ day: WidgetEntry) -> String { Self.forms(day)[stripForm] }

    /// The text of `texts` estimated widest.
    static func widestText(_ texts: [String]) -> String {
        texts.max { TextWidth.ems($0) < TextWidth.ems($1) } ?? ""
    }

    /// The entry's four name forms (an entry made by hand may carry fewer).
    private static func forms(_ entry: WidgetEntry) -> [String] {
        let forms = entry.weekdayNameForms
        return (0..<4).map { index in index < forms.count ? forms[index] : forms.last ?? entry.weekdayName }
    }
}
