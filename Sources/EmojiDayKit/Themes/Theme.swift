internal import EmojiDayICU

/// How one weekday looks in a theme: its emoji and, optionally, a gradient of its own.
public struct DayStyle: Sendable, Hashable {
    /// The weekday's emoji; nil takes the theme's fallback.
    public var emoji: String?
    /// A gradient for this weekday only; nil takes the theme's.
    public var gradient: Gradient?

    /// Creates a day's style.
    ///
    /// - Parameters:
    ///   - emoji: The weekday's emoji, or nil for the theme's fallback.
    ///   - gradient: The weekday's own gradient, or nil for the theme's.
    public init(emoji: String? = nil, gradient: Gradient? = nil) {
        self.emoji = emoji
        self.gradient = gradient
    }
}

/// A theme: which emoji and colours each weekday gets (theme file format version 1).
public struct Theme: Sendable, Hashable {
    /// The emoji shown when a theme has none for a weekday and no fallback of its own (the original widget's 🤖).
    public static let defaultFallback = "🤖"
    /// The original widget's text colour: white at 70% opacity.
    public static let defaultTextColor = Color(red: 255, green: 255, blue: 255, alpha: 179)
    /// The original widget's gradient: SwiftUI's system cyan to green, top leading to bottom trailing.
    public static let defaultGradient = Gradient(checked: [
        Color(red: 50, green: 173, blue: 230), Color(red: 52, green: 199, blue: 89),
    ])

    /// Properties a theme did not set itself, to take from the theme it extends.
    enum Inherited: Hashable, Sendable { case gradient, textColor }
    var inherits: [Inherited] = []

    /// What `--theme` takes: lowercase letters, digits and `-`.
    public internal(set) var id: String
    /// The display name when ``names`` has none for the reader's language.
    public internal(set) var name: String
    /// Localized names by language (`fr`, `ja`).
    public var names: [String: String]
    /// One sentence on the theme's idea.
    public var description: String?
    /// Who made the theme.
    public var author: String?
    /// An SPDX licence expression (`CC0-1.0`).
    public var license: String?
    /// The background of every day without a gradient of its own.
    public var gradient: Gradient
    /// The colour of the weekday name and the day.
    public var textColor: Color
    /// Each weekday's emoji and gradient.
    public internal(set) var days: [Weekday: DayStyle]
    /// The emoji of a weekday missing from ``days``; nil uses ``defaultFallback``.
    public internal(set) var fallback: String?
    /// Per-language day overrides (`ja` → Friday 🍻).
    public internal(set) var locales: [String: [Weekday: DayStyle]]
    /// The theme this one inherits from, already merged in when the theme came from a ``ThemeCatalog``.
    public internal(set) var extends: String?
    /// Occasions the theme marks whenever it is used (set id: the theme's id), in the order written.
    public var occasions: [Occasion] = []
    /// Where the day's emoji comes from instead of the weekday's style (`"emoji"` in a theme file); nil for
    /// the weekday's. An occasion that replaces the emoji still wins.
    public var emojiSource: EmojiSource?

    /// What a theme may show as every day's emoji instead of the weekday's.
    public enum EmojiSource: String, Sendable, Hashable, CaseIterable {
        /// `moon-phase`: the Moon's phase on the day (🌑…🌘, ``MoonPhase``); the weekday's emoji outside
        /// ``MoonPhase/years``.
        case moonPhase = "moon-phase"
    }

    /// Creates a theme as a Swift value, checked as a theme file is: an id of lowercase letters, digits and
    /// `-`; a name; and a single emoji (one fully-qualified RGI emoji sequence) for every weekday, language
    /// override and the fallback, so that every weekday maps to one emoji.
    ///
    /// - Parameters:
    ///   - id: What `--theme` takes.
    ///   - name: The display name.
    ///   - names: Localized names by language.
    ///   - description: One sentence on the theme's idea.
    ///   - author: Who made it.
    ///   - license: An SPDX licence expression.
    ///   - gradient: The background of every day without its own.
    ///   - textColor: The colour of the weekday name and the day.
    ///   - days: Each weekday's style.
    ///   - fallback: The emoji of a weekday missing from `days`.
    ///   - locales: Per-language day overrides.
    ///   - extends: The id of the theme this one builds on.
    /// - Throws: ``EmojiDayError/invalidTheme(_:diagnostics:)`` naming every problem, one a line.
    public init(
        id: String, name: String, names: [String: String] = [:], description: String? = nil,
        author: String? = nil, license: String? = nil, gradient: Gradient, textColor: Color = Theme.defaultTextColor,
        days: [Weekday: DayStyle], fallback: String? = nil, locales: [String: [Weekday: DayStyle]] = [:],
        extends: String? = nil
    ) throws(EmojiDayError) {
        var problems: [String] = []
        if let problem = ThemeDecoder.idProblem(id) { problems.append("/id: '\(id)' is not a valid id: \(problem)") }
        if name.isEmpty { problems.append("/name: a theme needs a name") }
        if let extends, let problem = ThemeDecoder.idProblem(extends) {
            problems.append("/extends: '\(extends)' is not a valid theme id: \(problem)")
        }
        var emoji: [(path: String, text: String?)] = [("/fallback", fallback)]
        for day in Weekday.allCases { emoji.append(("/days/\(day)/emoji", days[day]?.emoji)) }
        for (language, styles) in locales.sorted(by: { $0.key < $1.key }) {
            for day in Weekday.allCases { emoji.append(("/locales/\(language)/days/\(day)/emoji", styles[day]?.emoji)) }
        }
        for case (let path, let text?) in emoji {
            if let problem = EmojiProblem.message(text, shown: EmojiDayError.shortened(text)) {
                problems.append("\(path): \(problem)")
            }
        }
        guard problems.isEmpty else { throw .invalidTheme(EmojiDayError.shortened(id), diagnostics: problems) }
        self.init(
            checked: id, name: name, names: names, description: description, author: author, license: license,
            gradient: gradient, textColor: textColor, days: days, fallback: fallback, locales: locales,
            extends: extends)
    }

    /// A theme already checked (by ``ThemeDecoder``, or compiled from a checked file), used as given.
    package init(
        checked id: String, name: String, names: [String: String] = [:], description: String? = nil,
        author: String? = nil, license: String? = nil, gradient: Gradient, textColor: Color = Theme.defaultTextColor,
        days: [Weekday: DayStyle], fallback: String? = nil, locales: [String: [Weekday: DayStyle]] = [:],
        extends: String? = nil
    ) {
        self.id = id
        self.name = name
        self.names = names
        self.description = description
        self.author = author
        self.license = license
        self.gradient = gradient
        self.textColor = textColor
        self.days = days
        self.fallback = fallback
        self.locales = locales
        self.extends = extends
    }

    /// Sets (or, with nil, removes) a weekday's style, for every reader or for one language, checking its
    /// emoji as ``init(id:name:names:description:author:license:gradient:textColor:days:fallback:locales:extends:)``
    /// does.
    ///
    /// - Parameters:
    ///   - style: the weekday's emoji and gradient, or nil to take the theme's (or the language's) default.
    ///   - weekday: the day.
    ///   - language: a language code (`ja`) for an override, or nil for every reader.
    /// - Throws: ``EmojiDayError/invalidTheme(_:diagnostics:)`` when the emoji is not one fully-qualified RGI emoji
    ///   sequence.
    public mutating func setStyle(
        _ style: DayStyle?, for weekday: Weekday, language: String? = nil
    ) throws(EmojiDayError) {
        if let text = style?.emoji, let problem = EmojiProblem.message(text, shown: EmojiDayError.shortened(text)) {
            let path = (language.map { "/locales/\($0)" } ?? "") + "/days/\(weekday)/emoji"
            throw .invalidTheme(id, diagnostics: ["\(path): \(problem)"])
        }
        if let language { locales[language, default: [:]][weekday] = style } else { days[weekday] = style }
    }

    /// The name to show in a language, falling back to the theme's own name.
    ///
    /// - Parameter language: a language code (`fr`).
    /// - Returns: the theme's name for that language.
    public func localizedName(language: String) -> String { names[language] ?? name }

    /// The emoji and gradient of `weekday` for a reader of `language`: the language's override, then the
    /// day's own style, then the fallback emoji and the theme's gradient.
    ///
    /// - Parameters:
    ///   - weekday: the day.
    ///   - language: the reader's language code (`ja`).
    /// - Returns: the emoji and the gradient to show.
    public func style(for weekday: Weekday, language: String) -> (emoji: String, gradient: Gradient) {
        let override = locales[language]?[weekday]
        let day = days[weekday]
        return (
            override?.emoji ?? day?.emoji ?? fallback ?? Self.defaultFallback,
            override?.gradient ?? day?.gradient ?? gradient
        )
    }

    /// This theme laid over `parent`: everything this theme sets wins, day by day.
    func inheriting(from parent: Theme) -> Theme {
        var merged = self
        merged.days = parent.days.merging(days) { parentStyle, own in
            DayStyle(emoji: own.emoji ?? parentStyle.emoji, gradient: own.gradient ?? parentStyle.gradient)
        }
        merged.locales = parent.locales.merging(locales) { $0.merging($1) { $1 } }
        merged.fallback = fallback ?? parent.fallback
        merged.emojiSource = emojiSource ?? parent.emojiSource
        merged.names = parent.names.merging(names) { $1 }
        merged.occasions = parent.occasions.filter { old in !occasions.contains { $0.id == old.id } } + occasions
        if inherits.contains(.gradient) { merged.gradient = parent.gradient }
        if inherits.contains(.textColor) { merged.textColor = parent.textColor }
        merged.inherits = []
        return merged
    }
}
