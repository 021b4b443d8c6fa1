import EmojiDayKit
import FoundationEssentials

/// `emojiday month`: the display calendar's month around a day as a terminal grid or a JSON month document.
enum MonthCommand {
    static func run(_ invocation: Invocation) throws(CommandLineError) -> Output {
        try library { () throws(EmojiDayError) in try month(invocation) }
    }

    private static func month(_ invocation: Invocation) throws(EmojiDayError) -> Output {
        let text = invocation.value("months") ?? "1"
        let count = try invocation.attributing("months") { () throws(EmojiDayError) in
            try WidgetProvider.checkedMonths(Int(text), written: text)
        }
        let provider = try DayCommands.provider(invocation)
        // The cells show the day label and the emoji: none of the costly fields.
        provider.fields = []
        let requested = try DayCommands.requestedDate(invocation, provider: provider)
        let date = if let requested { requested } else { try provider.civilDate(at: Date()) }
        let months = try provider.months(from: date, count: count)
        if invocation.value("format") == "json" {
            return Output(.bytes(Array(JSONRenderer.monthDocument(months).utf8), mediaType: "application/json"))
        }
        let colors = TextRenderer.colors(
            when: invocation.value("color"), terminal: Host.terminal(environment: Host.environment))
        let grid = MonthGridText(reverseVideo: colors != .none, weekNumbers: invocation.has("week-numbers"))
        // Bytes of the terminal's text, not text for people: the reverse video's escapes are the grid's own
        // (every text in it is made safe for the terminal as it is drawn).
        return Output(.bytes(Array(grid.render(months).utf8), mediaType: "text/plain"))
    }
}
