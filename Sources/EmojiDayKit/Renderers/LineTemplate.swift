internal import EmojiDayICU

/// A user's shape for the text line and the status bars' text (`--template '{emoji} {weekday.short} {day}'`):
/// literal text and named fields, `{{` and `}}` for literal braces.
///
/// The fields are ICU's words as they read in the middle of a sentence — `mar. 3 sept.` in French, not
/// `Mar. 3 Sept.` — since the template, not the field, decides where a sentence starts; the full date
/// (`{date}`) is the one field that stands alone, as it reads in a tooltip.
///
/// The template says what to show, never how to escape it: its literal text is written exactly as given, and
/// each renderer escapes the filled-in line for its own syntax (Pango markup for waybar, `##` for tmux, a JSON
/// string for i3bar, a shell's prompt string with the text renderer's `prompt`). The fields, text from
/// outside, keep the text line's rules — nothing a shell prompt evaluates, no control character, and in a
/// right-to-left locale each localized field in its own bidi isolate. A template holding a control character
/// is refused: no format could show it.
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
        /// The month's number in the display calendar, in the locale's digits (`9`, `٩`; Adar `6` in a common
        /// Hebrew year).
        case monthNumber
        /// The year in the display calendar, in the locale's digits (`2024`, `5787` Hebrew, `۱۴۰۵` Persian).
        case year
        /// The week of the year by the locale's rules, as the month grid numbers it (`36`, `٣٦`).
        case week
        /// The week of the year by ISO 8601.
        case isoWeek
        /// The year the week belongs to (`2027` for 2026-12-31 in week 1).
        case weekYear
        /// The day of the year in the display calendar, from 1.
        case dayOfYear
        /// The whole date in the locale's full style.
        case date
        /// Sunrise at the location (`--location`, else the zone's place) in the locale's short time style, or
        /// the words for a polar day or night.
        case sunrise
        /// Sunset, likewise.
        case sunset
        /// The time from sunrise to sunset, `H:MM` (`16:11`).
        case daylight
        /// The first occasion's name, or nothing.
        case occasion
        /// The first occasion's emoji, or nothing.
        case occasionEmoji = "occasion.emoji"
        /// The age the first occasion that counts years turns (`"since"`), in the locale's digits, or nothing.
        case age
        /// The next occasion and how far it is (`🎄 Noël dans 12 jours`, with `--countdown`), or nothing.
        case countdown
        /// The Moon's phase as its emoji (`🌕`), or nothing outside ``MoonPhase/years``.
        case moon
        /// The Moon's phase named in the reader's language (`Pleine lune`), or nothing.
        case moonName = "moon.name"
        /// With a country's set: 💼 on a working day, 🏖️ on a day off (``WidgetEntry/workday``); nothing without
        /// one. Marks, not words, so that a status line reads alike in every language.
        case workday

        /// The costly entry fields this field needs made.
        var entryFields: DayFields {
            switch self {
            case .shortWeekday: .shortWeekdayName
            case .narrowWeekday: .weekdayNameForms
            case .month: .monthName
            case .shortMonth: .shortMonthName
            case .date: .fullDate
            case .sunrise, .sunset, .daylight: .sun
            case .monthNumber, .year, .week, .isoWeek, .weekYear, .dayOfYear: .numbers
            case .moon, .moonName: .moon
            default: []
            }
        }

        /// Whether the value is localized text whose direction may reorder its neighbours (a number in any
        /// digits cannot: it is written as it is).
        var isLocalized: Bool {
            self != .emoji && self != .occasionEmoji && self != .countdown && self != .age && self != .moon
                && self != .workday
                && !entryFields.contains(.numbers)
        }

        /// Whether the field changes with the date where the weekday and the day label repeat (a cached line
        /// must then be keyed on the full date): the full date and the numbers.
        var showsDate: Bool { entryFields.contains(.fullDate) || entryFields.contains(.numbers) }

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
        /// A character no output shows (``TextSafety`` `isUnsafe`: a control character, a line break, a bidi
        /// control).
        case controlCharacter(Unicode.Scalar)
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
        if let unsafe = text.unicodeScalars.first(where: TextSafety.isUnsafe) {
            throw .invalidTemplate(text, .controlCharacter(unsafe))
        }
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
        var fields: DayFields = []
        for case .field(let field) in parts { fields.formUnion(field.entryFields) }
        return fields
    }

    /// How names are capitalised in a line `template` shapes: as in the middle of a sentence, for the template
    /// places them among its own words; as on their own without one.
    ///
    /// - Parameter template: the line's template, if any.
    /// - Returns: ``NameCapitalization/midSentence`` for a template, else ``NameCapitalization/standalone``.
    public static func nameCapitalization(_ template: LineTemplate?) -> NameCapitalization {
        template == nil ? .standalone : .midSentence
    }

    /// Whether the template shows something that changes where the same day labels repeat: the full date or
    /// a number (a cached line must then be keyed on them).
    var showsDate: Bool {
        parts.contains {
            if case .field(let field) = $0 { return field.showsDate }
            return false
        }
    }

    /// The template filled in for an entry: the literal text as written, every field without what
    /// `TextSafety.promptSafe(_:)` removes, each localized field isolated in a right-to-left entry.
    ///
    /// - Parameter entry: the day.
    /// - Returns: the line, without a newline.
    public func line(_ entry: WidgetEntry) -> String {
        var line = ""
        for part in parts {
            switch part {
            case .literal(let text):
                line += text
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

    /// What `{workday}` writes on a working day.
    static let workingDayMark = "💼"
    /// What `{workday}` writes on a day off.
    static let dayOffMark = "🏖️"

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
        case .sunrise: entry.sun?.sunriseText ?? ""
        case .sunset: entry.sun?.sunsetText ?? ""
        case .daylight: entry.sun?.daylightText ?? ""
        case .monthNumber: entry.numbers.monthNumber
        case .year: entry.numbers.year
        case .week: entry.numbers.week
        case .isoWeek: entry.numbers.isoWeek
        case .weekYear: entry.numbers.weekYear
        case .dayOfYear: entry.numbers.dayOfYear
        case .occasion: entry.occasions.first?.name ?? ""
        case .occasionEmoji: entry.occasions.first?.emoji ?? ""
        case .age: entry.occasions.lazy.compactMap(\.age).first.map { AgeWords.digits($0, locale: entry.locale) } ?? ""
        case .countdown: entry.nextOccasion?.summary ?? ""
        case .moon: entry.moonPhase?.kind.emoji ?? ""
        case .moonName: entry.moonPhaseName
        case .workday: entry.workday.map { $0 ? workingDayMark : dayOffMark } ?? ""
        }
    }
}

extension LineTemplate {
    /// `template`, the option of every renderer that writes the text line (text, waybar, i3bar, tmux).
    ///
    /// - Parameter requirement: the option and value it needs in that renderer (`style line` for text).
    /// - Returns: the declaration.
    static func option(onlyWith requirement: RendererOption.Requirement? = nil) -> RendererOption {
        RendererOption("template", value: .text, help: optionHelp, configurable: true, onlyWith: requirement)
    }

    /// The help of ``option(onlyWith:)``, naming every field: made once, as four renderers declare the option
    /// and every run asks each of them for its options.
    static let optionHelp =
        "Shape the line (text, and the bars' text) from fields: "
        + Field.allCases.map(\.placeholder).concatenated(separator: " ") + "; '{{' and '}}' for braces."

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

    public func nameCapitalization(for options: LineTemplate?) -> NameCapitalization {
        LineTemplate.nameCapitalization(options)
    }

    public func render(_ document: Document, options: LineTemplate?) throws(EmojiDayError) -> RenderedOutput {
        if case .month = document { throw monthRefused }
        return RenderedOutput(
            text: document.entries.map { Self.line($0, template: options) }.joined(), mediaType: mediaType)
    }

    // A line depends only on what repeats from day to day: each is made once, then copied.
    public func timelineStream(options: LineTemplate?) -> (any TimelineStream)? {
        LineStream(
            cached: { Array(Self.line($0, template: options).utf8) }, whole: { Self.line($0, template: options) },
            template: options)
    }
}
