/// A user's shape for the text line and the status bars' text (`--template '{emoji} {weekday.short} {day}'`):
/// literal text and named fields, `{{` and `}}` for literal braces.
///
/// The fields are ICU's words as they read in the middle of a sentence — `mar. 3 sept.` in French, not
/// `Mar. 3 Sept.` — since the template, not the field, decides where a sentence starts; the full date
/// (`{date}`) is the one field that stands alone, as it reads in a tooltip.
///
/// The template says what to show, never how to escape it: each renderer escapes the filled-in line for its
/// own syntax (Pango markup for waybar, `##` for tmux, a JSON string for i3bar), and the line itself keeps the
/// text line's rules — nothing a shell prompt evaluates, no control character, and in a right-to-left locale
/// each localized field in its own bidi isolate.
public struct LineTemplate: Sendable, Hashable {
    /// A field a template can name.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The day's emoji (an occasion's, when it replaces the weekday's).
        case emoji
        /// The wide weekday name (`mardi`).
        case weekday
        /// The abbreviated weekday name (`mar.`).
        case shortWeekday = "weekday.short"
        /// The narrow weekday name (`M`).
        case narrowWeekday = "weekday.narrow"
        /// The day of the month as the locale writes it (`3`, `3日`).
        case day
        /// The month's wide name in the display calendar (`septembre`).
        case month
        /// The month's abbreviated name in the display calendar (`sept.`).
        case shortMonth = "month.short"
        /// The whole date in the locale's full style.
        case date
        /// The first occasion's name, or nothing.
        case occasion
        /// The first occasion's emoji, or nothing.
        case occasionEmoji = "occasion.emoji"
        /// The next occasion and how far it is (`🎄 Noël dans 12 jours`, with `--countdown`), or nothing.
        case countdown

        /// The costly entry fields this field needs made.
        var entryFields: DayFields {
            switch self {
            case .shortWeekday: .shortWeekdayName
            case .narrowWeekday: .weekdayNameForms
            case .month: .monthName
            case .shortMonth: .shortMonthName
            case .date: .fullDate
            default: []
            }
        }

        /// Whether the value is localized text whose direction may reorder its neighbours.
        var isLocalized: Bool { self != .emoji && self != .occasionEmoji && self != .countdown }

        /// The field as a template names it (`{weekday.short}`).
        public var placeholder: String { "{" + rawValue + "}" }
    }

    /// Why a template cannot be used.
    public enum Problem: Sendable, Hashable {
        /// A `{name}` that names no field.
        case unknownField(String)
        /// A `{` without its `}`.
        case unclosedBrace
        /// A `}` that closes nothing (write `}}` for a literal one).
        case strayClosingBrace
        /// More characters than ``Limits/templateCharacters``.
        case tooLong(Int)
    }

    enum Part: Sendable, Hashable {
        case literal(String)
        case field(Field)
    }

    /// The template as written.
    public let text: String
    let parts: [Part]

    /// Parses a template.
    ///
    /// - Parameter text: the template, e.g. `{emoji} {weekday.short} {day} {month.short}`.
    /// - Throws: ``EmojiDayError/invalidTemplate(_:_:)`` naming the first unknown field or stray brace.
    public init(_ text: String) throws(EmojiDayError) {
        self.text = text
        let length = text.count
        guard length <= Limits.templateCharacters else { throw .invalidTemplate(text, .tooLong(length)) }
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            // Only a brace doubled is an escape (`{{`, `}}`); any other character written twice is written twice.
            let doubled = (character == "{" || character == "}") && next < text.endIndex && text[next] == character
            if character == "{" && !doubled {
                guard let close = text[next...].firstIndex(of: "}") else {
                    throw .invalidTemplate(text, .unclosedBrace)
                }
                let name = String(text[next..<close])
                guard let field = Field(rawValue: name) else { throw .invalidTemplate(text, .unknownField(name)) }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.field(field))
                index = text.index(after: close)
            } else if character == "}" && !doubled {
                throw .invalidTemplate(text, .strayClosingBrace)
            } else {
                literal.append(character)
                index = doubled ? text.index(after: next) : next
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The costly entry fields the template shows (``Renderer/entryFields(for:)``).
    public var entryFields: DayFields {
        var fields: DayFields = .midSentence
        for case .field(let field) in parts { fields.formUnion(field.entryFields) }
        return fields
    }

    /// Whether the template shows something that changes within a week of the same day labels: the month
    /// names or the full date (a cached line must then be keyed on them).
    var showsDate: Bool { parts.contains(.field(.date)) }

    /// The template filled in for an entry, safe for a prompt: every field and literal without what
    /// `TextSafety.promptSafe(_:)` removes, each localized field isolated in a right-to-left entry.
    ///
    /// - Parameter entry: the day.
    /// - Returns: the line, without a newline.
    public func line(_ entry: WidgetEntry) -> String {
        var line = ""
        for part in parts {
            switch part {
            case .literal(let text):
                line += TextSafety.promptSafe(text)
            case .field(.countdown):
                line += entry.nextOccasion.map { TextRenderer.countdown($0, direction: entry.direction) } ?? ""
            case .field(let field):
                let value = TextSafety.promptSafe(Self.value(field, of: entry))
                line +=
                    field.isLocalized && entry.direction == .rightToLeft && !value.isEmpty
                    ? TextSafety.isolated(value) : value
            }
        }
        return line
    }

    private static func value(_ field: Field, of entry: WidgetEntry) -> String {
        switch field {
        case .emoji: entry.emoji
        case .weekday: entry.weekdayName
        case .shortWeekday: entry.shortWeekdayName
        case .narrowWeekday: entry.weekdayNameForms.last ?? entry.shortWeekdayName
        case .day: entry.dayLabel
        case .month: entry.monthName
        case .shortMonth: entry.shortMonthName
        case .date: entry.fullDate
        case .occasion: entry.occasions.first?.name ?? ""
        case .occasionEmoji: entry.occasions.first?.emoji ?? ""
        case .countdown: entry.nextOccasion?.summary ?? ""
        }
    }
}

extension LineTemplate {
    /// `template`, the option of every renderer that writes the text line (text, waybar, i3bar, tmux).
    ///
    /// - Parameter requirement: the option and value it needs in that renderer (`style line` for text).
    /// - Returns: the declaration.
    static func option(onlyWith requirement: RendererOption.Requirement? = nil) -> RendererOption {
        RendererOption(
            "template", value: .text,
            help: "Shape the line (text, and the bars' text) from fields: "
                + Field.allCases.map(\.placeholder).joined(separator: " ") + "; '{{' and '}}' for braces.",
            configurable: true, onlyWith: requirement)
    }

    /// The template among the options' values, parsed, or nil when none is given.
    ///
    /// - Parameter values: the options' values.
    /// - Returns: the template, or nil.
    /// - Throws: ``EmojiDayError/invalidTemplate(_:_:)``.
    static func given(in values: RendererOptionValues) throws(EmojiDayError) -> LineTemplate? {
        try values["template"].map { text throws(EmojiDayError) in try LineTemplate(text) }
    }
}

/// A renderer whose output is one line per entry that ``line(_:template:)`` makes alone and that
/// ``LineTemplate`` shapes (i3bar, tmux): its options, fields, rendering and streaming follow from that line.
protocol TemplatedLineRenderer: Renderer where Options == LineTemplate? {
    /// One entry's line, with its newline.
    static func line(_ entry: WidgetEntry, template: LineTemplate?) -> String
}

extension TemplatedLineRenderer {
    public var declaredOptions: [RendererOption] { [LineTemplate.option()] }

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> LineTemplate? {
        try LineTemplate.given(in: values)
    }

    public func entryFields(for options: LineTemplate?) -> DayFields { options?.entryFields ?? [] }

    public func render(_ document: Document, options: LineTemplate?) throws(EmojiDayError) -> RenderedOutput {
        RenderedOutput(text: document.entries.map { Self.line($0, template: options) }.joined(), mediaType: mediaType)
    }

    // A line depends only on what repeats from day to day: each is made once, then copied.
    public func timelineStream(options: LineTemplate?) -> (any TimelineStream)? {
        LineStream(
            cached: { Array(Self.line($0, template: options).utf8) }, whole: { Self.line($0, template: options) },
            template: options)
    }
}
