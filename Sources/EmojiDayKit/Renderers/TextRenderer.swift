internal import EmojiDayICU

/// One plain line per entry — emoji, weekday, day (`😊 Mardi 3`) — for shell prompts and status bars; or,
/// with the `card` style, the small widget drawn with terminal colours, the cards of several days side by
/// side in rows that fit ``Options/columns``. In a preview, the day asked for is marked: its line
/// ends in ``todayMark``, its card is underlined.
///
/// The localized phrase of a right-to-left entry (weekday and day) is wrapped in one bidi isolate, so a
/// left-to-right bar neither reorders it against its neighbours nor puts the day before the weekday.
/// No control character is ever written in a line, and nothing that a shell prompt would evaluate (`$`, the
/// backquote, `\`, `%`, `!`) comes from a field; a template's literal text is written as given, and `prompt`
/// escapes the whole line for a shell's prompt string (``PromptShell``).
public struct TextRenderer: Renderer {
    public let id = "text"
    public let mediaType = "text/plain"
    public let summary = "one line per day: emoji, weekday, day (prompts, status bars)"
    public let isLineOriented = true
    public var declaredOptions: [RendererOption] {
        [Self.style.declaration, Self.color.declaration, Self.template, Self.prompt.declaration]
    }
    public let drawsMonths = true
    public var declaredMonthOptions: [RendererOption] { [Self.monthStyle.declaration, Self.monthColor.declaration] }

    /// `style`: one line per day or the card.
    static let style = ChoiceOption(
        "style", default: TextStyle.line, help: "Text: one line, or the widget card drawn in colour.",
        configurable: true, lineValues: [.line])

    /// `color`: the card's colours, left to the terminal or forced on or off.
    static let color = ChoiceOption(
        "color", valueName: "when", default: ColorChoice.auto,
        help:
            "Colours of the text card (auto: NO_COLOR, CLICOLOR_FORCE, COLORTERM, TERM, and whether stdout is a "
            + "terminal).",
        configurable: true, onlyWith: style.requirement(.card))

    /// `template`: the line's shape, for the one-line style.
    static let template = LineTemplate.option(onlyWith: style.requirement(.line))

    /// `prompt`: the line escaped for a shell's prompt string, for the one-line style.
    static let prompt = ChoiceOption(
        "prompt", valueName: "shell", default: PromptShell.none,
        help: "Escape the line for a prompt string: zsh's PROMPT (with PROMPT_SUBST) or bash's PS1, so the shell "
            + "shows every character as written.",
        configurable: true, onlyWith: style.requirement(.line))

    /// `style` of a month: the grid like `cal`, or the card on the theme's gradient.
    static let monthStyle = ChoiceOption(
        "style", default: MonthStyle.grid, help: "Text: the grid like cal, or the card on the theme's gradient.")

    /// `color` of a month: the grid's day asked for and the card, whatever the style.
    static let monthColor = ChoiceOption(
        "color", valueName: "when", default: color.defaultChoice,
        help: "Text: colours of the grid's day asked for and of the card (auto: NO_COLOR, CLICOLOR_FORCE, "
            + "COLORTERM, TERM, and whether stdout is a terminal).",
        configurable: true)

    /// The looks of a month in text (`month --style`): the grid, drawn for the one-line style, or the card.
    public enum MonthStyle: String, Sendable, Hashable, CaseIterable {
        /// The grid like `cal` (``MonthGridText``).
        case grid
        /// The card on the theme's gradient (``MonthCard``).
        case card
    }

    /// How the text renderer draws.
    public struct Options: Sendable, Hashable {
        /// One line per day or the terminal card.
        public var style: TextStyle
        /// For the card: the colours the terminal shows.
        public var colors: ColorSupport
        /// For cards: the terminal's width in cells, which the cards of several days share side by side;
        /// nil fits one card per row.
        public var columns: Int?
        /// For the line: its shape, or nil for emoji, weekday, day and occasions.
        public var template: LineTemplate?
        /// For the line: the shell whose prompt string it goes into, which it is escaped for.
        public var prompt: PromptShell

        /// Options; the defaults give plain one-line text.
        ///
        /// - Parameters:
        ///   - style: one line per day or the terminal card.
        ///   - colors: the colours the terminal shows, for the card.
        ///   - columns: the terminal's width in cells, or nil.
        ///   - template: the line's shape, or nil for the usual line.
        ///   - prompt: the shell whose prompt string the line goes into, or `none`.
        public init(
            style: TextStyle = .line, colors: ColorSupport = .none, columns: Int? = nil, template: LineTemplate? = nil,
            prompt: PromptShell = .none
        ) {
            self.style = style
            self.colors = colors
            self.columns = columns
            self.template = template
            self.prompt = prompt
        }
    }

    /// Ends the line of the day a preview was asked for.
    public static let todayMark = " ◀"

    /// Creates a text renderer.
    public init() {}

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        let style = try Self.style.value(in: values)
        let colors = Self.colors(when: try Self.color.value(in: values), terminal: values.terminal)
        let prompt = try Self.prompt.value(in: values)
        return Options(
            style: style, colors: colors, columns: values.terminal.columns,
            template: try LineTemplate.given(in: values), prompt: prompt)
    }

    /// The one decision of `--color`, for the card and the month grid alike: none for `never`, the forced
    /// colours for `always`, else what the terminal shows (none when `NO_COLOR` is set or the output is not a
    /// terminal).
    ///
    /// - Parameters:
    ///   - when: `auto`, `always` or `never`.
    ///   - terminal: what the output's terminal can show.
    /// - Returns: the colours to draw with.
    public static func colors(when: ColorChoice, terminal: RendererOptionValues.Terminal) -> ColorSupport {
        switch when {
        case .never: .none
        case .always: terminal.forcedColors
        case .auto: terminal.colors
        }
    }

    // A month's grid is the one-line style's month, its card the card style's.
    public func monthOptions(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        let style = try Self.monthStyle.value(in: values)
        let colors = Self.colors(when: try Self.monthColor.value(in: values), terminal: values.terminal)
        return Options(style: style == .card ? .card : .line, colors: colors, columns: values.terminal.columns)
    }

    public func entryFields(for options: Options) -> DayFields {
        // A card picks the widest weekday name that fits; a list of lines says the month where it changes.
        options.style == .card ? .weekdayNameForms : options.template?.entryFields ?? .monthDayLabel
    }

    public func nameCapitalization(for options: Options) -> NameCapitalization {
        options.style == .card ? .standalone : LineTemplate.nameCapitalization(options.template)
    }

    public func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput {
        if case .month(let shown) = document {
            // The escapes are the grid's and the card's own: every text in them is made safe as it is drawn.
            let drawn =
                options.style == .card
                ? MonthCard(colors: options.colors, weekNumbers: shown.weekNumbers, layout: shown.layout)
                    .render(shown.months)
                : MonthGridText(
                    reverseVideo: options.colors != .none, weekNumbers: shown.weekNumbers, layout: shown.layout
                ).render(shown.months)
            return RenderedOutput(text: drawn, mediaType: mediaType)
        }
        var focus: CivilDate?
        if case .preview(let preview) = document { focus = preview.focus }
        if options.style == .card {
            let rows = TerminalCardRows(
                card: TerminalCard(colors: options.colors), columns: options.columns ?? TerminalCard.width)
            return RenderedOutput(text: rows.draw(document.entries, focus: focus), mediaType: mediaType)
        }
        let lines = document.entries.map {
            options.prompt.escaped(line($0, template: options.template) + ($0.civilDate == focus ? Self.todayMark : ""))
                + "\n"
        }
        return RenderedOutput(text: lines.concatenated(), mediaType: mediaType)
    }

    public func timelineStream(options: Options) -> (any TimelineStream)? {
        options.style == .line ? PlainLineStream(template: options.template, prompt: options.prompt) : nil
    }

    /// A timeline's lines, one at a time (a timeline has no day to mark); not the status bars' cached
    /// ``LineStream``.
    private final class PlainLineStream: TimelineStream {
        let template: LineTemplate?
        let prompt: PromptShell
        init(template: LineTemplate?, prompt: PromptShell) {
            self.template = template
            self.prompt = prompt
        }
        func entry(_ entry: WidgetEntry, into out: inout [UInt8]) {
            out.append(contentsOf: prompt.escaped(TextRenderer().line(entry, template: template)).utf8)
            out.append(UInt8(ascii: "\n"))
        }
        func end(policy: ReloadPolicy, isoReloadDate: String?, into out: inout [UInt8]) {}
    }

    /// The entry's line, without a newline: `😊 Mardi 3`, with a second calendar `😊 Mardi 3 · 29 safar`, and on
    /// an occasion `🧧 星期三 29日 · 春节` (the occasion's emoji is written before its name when the day's emoji is
    /// not already it). An entry that carries its month (``WidgetEntry/monthDayLabel``, in a list that crosses a
    /// month) shows it: `😊 Mardi 1 octobre`.
    ///
    /// - Parameters:
    ///   - entry: the day.
    ///   - occasions: whether to name the day's occasions and the next one (a status bar puts them in its
    ///     tooltip).
    ///   - template: the line's shape (``LineTemplate``), which then decides alone what the line shows.
    /// - Returns: the line; safe for a prompt, but for a template's literal text (see ``PromptShell``).
    public func line(_ entry: WidgetEntry, occasions: Bool = true, template: LineTemplate? = nil) -> String {
        if let template { return template.line(entry) }
        let day = entry.monthDayLabel.isEmpty ? entry.dayLabel : entry.monthDayLabel
        var phrase = TextSafety.promptSafe(entry.weekdayName) + " " + TextSafety.promptSafe(day)
        if entry.isEve { phrase = DayStart.eveWords(language: entry.locale.language) + " " + phrase }
        if entry.direction == .rightToLeft { phrase = TextSafety.isolated(phrase) }
        var line = "\(TextSafety.promptSafe(entry.emoji)) \(phrase)"
        if let also = entry.alsoCalendar {
            var second = TextSafety.promptSafe(also.dayAndMonth)
            if entry.direction == .rightToLeft { second = TextSafety.isolated(second) }
            line += " · " + second
        }
        guard occasions else { return line }
        let labels = entry.occasionLabels(emoji: TextSafety.promptSafe) { name in
            entry.direction == .rightToLeft
                ? TextSafety.isolated(TextSafety.promptSafe(name)) : TextSafety.promptSafe(name)
        }
        for label in labels { line += " · " + label }
        if let next = entry.nextOccasion {
            line += " · " + Self.countdown(next, direction: entry.direction)
        }
        return line
    }

    /// The next occasion as a line shows it, safe for a prompt: `🎄 Noël dans 12 jours`, the name and the
    /// distance in one bidi isolate in a right-to-left entry.
    ///
    /// - Parameters:
    ///   - next: the next occasion.
    ///   - direction: the entry's direction.
    /// - Returns: the text.
    static func countdown(_ next: NextOccasion, direction: TextDirection) -> String {
        var words = TextSafety.promptSafe(next.words)
        if direction == .rightToLeft { words = TextSafety.isolated(words) }
        return TextSafety.promptSafe(next.occasion.emoji) + " " + words
    }
}
