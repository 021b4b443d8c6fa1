import EmojiDayKit
import FoundationEssentials

/// `emojiday month`: the display calendar's month around a day as a terminal grid or card, a JSON month
/// document, an HTML widget or an SVG image.
enum MonthCommand {
    /// The formats `month` writes.
    enum Format: String, CaseIterable {
        case text, json, html, svg
    }

    /// The looks of `--format text`: the grid like `cal`, or the card on the theme's gradient.
    enum Style: String, CaseIterable {
        case grid, card
    }

    static func run(_ settings: MonthSettings) throws(CommandLineError) -> Output {
        try refuseInapplicable(settings)
        return try library { () throws(EmojiDayError) in try month(settings) }
    }

    private static func month(_ settings: MonthSettings) throws(EmojiDayError) -> Output {
        let (made, provider, months) = try drawn(settings)
        var output = made
        output.madeFrom = [provider, months]
        return output
    }

    /// The months drawn in the chosen format, with the provider and the months they were drawn from.
    private static func drawn(
        _ settings: MonthSettings
    ) throws(EmojiDayError) -> (Output, WidgetProvider, [Month]) {
        let text = settings.months
        let count = try settings.day.attributing(Commands.months) { () throws(EmojiDayError) in
            try WidgetProvider.checkedMonths(Int(count: text), written: text)
        }
        // The cells show the day label and the emoji: none of the costly fields; the widgets fall back on the
        // narrow weekday names where the short ones do not fit their columns.
        let widget = settings.format == .html || settings.format == .svg
        let provider = try DayCommands.provider(settings.day, fields: widget ? .weekdayNameForms : [])
        let date = try DayCommands.day(settings.day, provider: provider)
        let months = try provider.months(from: date, count: count)
        switch settings.format {
        case .json:
            return (
                Output(.bytes(Array(JSONRenderer.monthDocument(months).utf8), mediaType: "application/json")), provider,
                months
            )
        case .html:
            let page = HTMLRenderer().monthPage(months, weekNumbers: settings.weekNumbers, fragment: settings.fragment)
            return (Output(.bytes(Array(page.utf8), mediaType: HTMLRenderer().mediaType)), provider, months)
        case .svg:
            let image = SVGRenderer().monthImage(months, weekNumbers: settings.weekNumbers)
            return (Output(.bytes(Array(image.utf8), mediaType: SVGRenderer().mediaType)), provider, months)
        case .text:
            let colors = TextRenderer.colors(
                when: settings.color, terminal: Host.terminal(environment: Host.environment))
            // Bytes of the terminal's text, not text for people: the escapes are the grid's and the card's own
            // (every text in them is made safe for the terminal as it is drawn).
            let drawn =
                settings.style == .card
                ? MonthCard(colors: colors, weekNumbers: settings.weekNumbers).render(months)
                : MonthGridText(reverseVideo: colors != .none, weekNumbers: settings.weekNumbers).render(months)
            return (Output(.bytes(Array(drawn.utf8), mediaType: "text/plain")), provider, months)
        }
    }

    /// Refuses `--style` typed for a format other than text, and `--fragment` for one other than HTML
    /// (`--color` is left alone, as it always was).
    private static func refuseInapplicable(_ settings: MonthSettings) throws(CommandLineError) {
        for (option, owner) in [(Commands.monthStyle, Format.text), (Commands.monthFragment, .html)]
        where settings.day.typed.contains(option.name) && settings.format != owner {
            throw .inapplicableOption(
                "--\(option.name)", appliesTo: ["'--format \(owner.rawValue)'"],
                current: "--format \(settings.format.rawValue)", addition: nil)
        }
    }
}
