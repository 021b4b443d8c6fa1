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
        if let extra = settings.month.dropFirst(2).first {
            throw .unexpectedArgument(extra, command: "emojiday month")
        }
        if !settings.month.isEmpty && settings.day.date != nil {
            throw .conflictingOptions("<month>", Commands.date.flag)
        }
        if let shift = settings.shift {
            if let month = settings.month.first { throw .conflictingOptions(month, Commands.monthShift.flag) }
            if settings.day.date != nil { throw .conflictingOptions(Commands.date.flag, Commands.monthShift.flag) }
            let provider = try library { () throws(EmojiDayError) in
                try DayCommands.provider(settings.day, fields: [])
            }
            let today = try library { () throws(EmojiDayError) in try provider.civilDate(at: Date()) }
            _ = try MonthShift.shift(shift, today: today, environment: Host.environment)
            return Output()
        }
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
        let (date, focus) = try shownMonth(settings, provider: provider)
        let months = try provider.months(from: date, count: count, focus: focus)
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
                ? MonthCard(colors: colors, weekNumbers: settings.weekNumbers, layout: settings.layout).render(months)
                : MonthGridText(
                    reverseVideo: colors != .none, weekNumbers: settings.weekNumbers, layout: settings.layout
                ).render(months)
            return (Output(.bytes(Array(drawn.utf8), mediaType: "text/plain")), provider, months)
        }
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
        if let text = settings.day.date {
            // A day's forms first: `--date +1` is tomorrow, as for every day command.
            if let date = DateExpression.resolve(text, today: today) { return (date, date) }
            guard let month = try month(MonthExpression.words(text), provider: provider, relative: false) else {
                throw EmojiDayError.invalidMonth(text).attributed(to: settings.day.source(Commands.date))
            }
            return (try provider.day(of: month, today: today), today)
        }
        // No month asked for: today's, moved as `--shift` left it today.
        let shift = MonthShift.offset(today: today, environment: Host.environment)
        return (shift == 0 ? today : try provider.day(of: .relative(shift), today: today), today)
    }

    /// The month `words` name; the locale's month names are asked of ICU only when no number form reads.
    private static func month(
        _ words: [String], provider: WidgetProvider, relative: Bool
    ) throws(EmojiDayError) -> MonthExpression? {
        if let month = MonthExpression.parse(words, names: [], relative: relative) { return month }
        return MonthExpression.parse(words, names: try provider.gregorianMonthNames(), relative: relative)
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
