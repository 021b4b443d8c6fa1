import EmojiDayKit
import FoundationEssentials

/// `emojiday month`: the display calendar's month around a day as a terminal grid or a JSON month document.
enum MonthCommand {
    static func run(_ settings: MonthSettings) throws(CommandLineError) -> Output {
        try library { () throws(EmojiDayError) in try month(settings) }
    }

    private static func month(_ settings: MonthSettings) throws(EmojiDayError) -> Output {
        let text = settings.months
        let count = try settings.day.attributing(Commands.months) { () throws(EmojiDayError) in
            try WidgetProvider.checkedMonths(Int(text), written: text)
        }
        // The cells show the day label and the emoji: none of the costly fields.
        let provider = try DayCommands.provider(settings.day, fields: [])
        let date = try DayCommands.day(settings.day, provider: provider)
        let months = try provider.months(from: date, count: count)
        if settings.format == .json {
            return Output(.bytes(Array(JSONRenderer.monthDocument(months).utf8), mediaType: "application/json"))
        }
        let colors = TextRenderer.colors(when: settings.color, terminal: Host.terminal(environment: Host.environment))
        let grid = MonthGridText(reverseVideo: colors != .none, weekNumbers: settings.weekNumbers)
        // Bytes of the terminal's text, not text for people: the reverse video's escapes are the grid's own
        // (every text in it is made safe for the terminal as it is drawn).
        return Output(.bytes(Array(grid.render(months).utf8), mediaType: "text/plain"))
    }
}
