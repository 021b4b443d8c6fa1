import EmojiDayKit
import FoundationEssentials

/// `emojiday month`: the display calendar's month around a day, a month document (``Document/month(_:)``)
/// drawn by the renderer `--format` names, as every document is: a terminal grid or card, the JSON month
/// document, an HTML widget, an SVG image or an external renderer's output.
enum MonthCommand {
    static func run(_ settings: MonthSettings) throws(CommandLineError) -> Output {
        let renderer = try DayCommands.renderer(settings.day, months: true)
        if let extra = settings.month.dropFirst(2).first {
            throw .unexpectedArgument(extra, command: "emojiday month")
        }
        if !settings.month.isEmpty && settings.day.dateText != nil {
            throw .conflictingOptions("<month>", Commands.date.flag)
        }
        if let shift = settings.shift {
            if let month = settings.month.first { throw .conflictingOptions(month, Commands.monthShift.flag) }
            if settings.day.dateText != nil {
                throw .conflictingOptions(Commands.date.flag, Commands.monthShift.flag)
            }
            let provider = try library(try DayCommands.provider(settings.day, fields: []))
            let today = try library(try provider.civilDate(at: Date()))
            _ = try MonthShift.shift(shift, today: today, environment: Host.environment)
            return Output()
        }
        return try library(try month(settings, renderer: renderer))
    }

    /// The months drawn by the renderer, which decides the costly fields their cells need.
    private static func month(
        _ settings: MonthSettings, renderer: ConfiguredRenderer
    ) throws(EmojiDayError) -> Output {
        let provider = try DayCommands.provider(
            settings.day, fields: renderer.entryFields, names: renderer.nameCapitalization)
        let (date, focus) = try shownMonth(settings, provider: provider)
        let months = try provider.months(from: date, count: settings.months, focus: focus)
        var shown = MonthDocument(months, weekNumbers: settings.weekNumbers, layout: settings.layout)
        shown.occasionSetNames = provider.occasionSetNames
        let document = Document.month(shown)
        var output = try DayCommands.render(document, with: renderer)
        // The months themselves, not the document: LeakSanitizer cannot follow the array inside a `Document`
        // case (its tag is kept in the pointer's spare bits), and reported it leaked at exit.
        output.madeFrom = [provider, months]
        return output
    }

    /// A day of the first month to show, and the day to highlight: the month the arguments name (today
    /// highlighted where shown), else `--date`'s day or month, else today's month.
    private static func shownMonth(
        _ settings: MonthSettings, provider: WidgetProvider
    ) throws(EmojiDayError) -> (CivilDate, focus: CivilDate) {
        let today = try provider.civilDate(at: Date())
        if !settings.month.isEmpty {
            let words = settings.month
            if let month = try month(words, provider: provider, relative: true) {
                return (try provider.day(of: month, today: today), today)
            }
            // A full date or a day's word (`2027-01-15`, `tomorrow`); `+N` here is always months, never days.
            if let word = words.first, words.count == 1, !word.hasPrefix("+"), !word.hasPrefix("-"),
                let date = DateExpression.resolve(word, today: today)
            {
                return (date, date)
            }
            throw .invalidMonth(words.joined(separator: " "))
        }
        if let text = settings.day.dateText {
            // A day's forms first: `--date +1` is tomorrow, as for every day command.
            if let date = settings.day.date?.resolved(today: today) {
                let shown = try DayCommands.displayDay(date, settings.day, provider: provider)
                return (shown, shown)
            }
            guard let month = try month(MonthExpression.words(text), provider: provider, relative: false) else {
                throw EmojiDayError.invalidMonth(text).attributed(to: settings.day.source(Commands.date))
            }
            return (try provider.day(of: month, today: today), today)
        }
        // No month asked for: today's, moved as `--shift` left it today; after sunset, with days that begin
        // then, the display calendar's today is the next civil day.
        let shift = MonthShift.offset(today: today, environment: Host.environment)
        let current = try DayCommands.displayDay(today, settings.day, provider: provider)
        return (shift == 0 ? current : try provider.day(of: .relative(shift), today: today), current)
    }

    /// The month `words` name; the locale's month names are asked of ICU only when no number form reads.
    private static func month(
        _ words: [String], provider: WidgetProvider, relative: Bool
    ) throws(EmojiDayError) -> MonthExpression? {
        if let month = MonthExpression.parse(words, names: [], relative: relative) { return month }
        return MonthExpression.parse(words, names: try provider.gregorianMonthNames(), relative: relative)
    }
}
