import EmojiDayKit
import FoundationEssentials

/// `emojiday month`: the display calendar's month around a day as a terminal grid or card, a JSON month
/// document, an HTML widget or an SVG image.
enum MonthCommand {
    /// The formats `month` writes.
    static let formats = ["text", "json", "html", "svg"]

    /// The styles of `--format text`: the grid like `cal`, or the card on the theme's gradient.
    static let styles = ["grid", "card"]

    static func run(_ invocation: Invocation) throws(EmojiDayError) -> Output {
        let text = invocation.value("months") ?? "1"
        let count = try invocation.attributing("months") { () throws(EmojiDayError) in
            try WidgetProvider.checkedMonths(Int(text), written: text)
        }
        let format = invocation.value("format") ?? "text"
        try refuseInapplicable(invocation, format: format)
        let provider = try DayCommands.provider(invocation)
        // The cells show the day label and the emoji: none of the costly fields; the widgets fall back on
        // the narrow weekday names where the short ones do not fit their columns.
        provider.fields = format == "html" || format == "svg" ? .weekdayNameForms : []
        let requested = try DayCommands.requestedDate(invocation, provider: provider)
        let date = if let requested { requested } else { try provider.civilDate(at: Date()) }
        let months = try provider.months(from: date, count: count)
        let weekNumbers = invocation.has("week-numbers")
        switch format {
        case "json":
            return Output(.bytes(Array(JSONRenderer.monthDocument(months).utf8), mediaType: "application/json"))
        case "html":
            let page = HTMLRenderer().monthPage(months, weekNumbers: weekNumbers, fragment: invocation.has("fragment"))
            return Output(.bytes(Array(page.utf8), mediaType: HTMLRenderer().mediaType))
        case "svg":
            let image = SVGRenderer().monthImage(months, weekNumbers: weekNumbers)
            return Output(.bytes(Array(image.utf8), mediaType: SVGRenderer().mediaType))
        default:
            break
        }
        let colors = TextRenderer.colors(
            when: invocation.value("color"), terminal: Host.terminal(environment: Host.environment))
        // Bytes of the terminal's text, not text for people: the escapes are the grid's and the card's own
        // (every text in them is made safe for the terminal as it is drawn).
        let drawn =
            invocation.value("style") == "card"
            ? MonthCard(colors: colors, weekNumbers: weekNumbers).render(months)
            : MonthGridText(reverseVideo: colors != .none, weekNumbers: weekNumbers).render(months)
        return Output(.bytes(Array(drawn.utf8), mediaType: "text/plain"))
    }

    /// Refuses `--style` typed for a format other than text, and `--fragment` for one other than HTML
    /// (`--color` is left alone, as it always was).
    private static func refuseInapplicable(_ invocation: Invocation, format: String) throws(EmojiDayError) {
        for (option, owner) in [("style", "text"), ("fragment", "html")]
        where invocation.given(option) && format != owner {
            throw .inapplicableOption(
                "--\(option)", appliesTo: ["'--format \(owner)'"], current: "--format \(format)", addition: nil)
        }
    }
}
