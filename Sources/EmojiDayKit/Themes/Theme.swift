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
    /// The emoji shown when a theme has none for a weekday and no fallback of its own (the seed's 🤖).
    public static let defaultFallback = "🤖"
    /// The seed's text colour: white at 70% opacity.
    public static let defaultTextColor = Color(red: 255, green: 255, blue: 255, alpha: 179)
    /// The seed's gradient: SwiftUI's system cyan to green, top leading to bottom trailing.
    public static let defaultGradient = Gradient(checked: [
        Color(red: 50, green: 173, blue: 230), Color(red: 52, green: 199, blue: 89),
    ])

    /// Properties a theme did not set itself, to take from the theme it extends.
    enum Inherited: Hashable, Sendable { case gradient, textColor }
    var inherits: [Inherited] = []

    /// What `--theme` takes: lowercase letters, digits and `-`.
    public var id: String
    /// The display name when ``names`` has none for the reader's language.
    public var name: String
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
    public var days: [Weekday: DayStyle]
    /// The emoji of a weekday missing from ``days``; nil uses ``defaultFallback``.
    public var fallback: String?
    /// Per-language day overrides (`ja` → Friday 🍻).
    public var locales: [String: [Weekday: DayStyle]]
    /// The theme this one inherits from, already merged in when the theme came from a ``ThemeCatalog``.
    public var extends: String?
    /// Occasions the theme marks whenever it is used (set id: the theme's id), in the order written.
    public var occasions: [Occasion] = []

    /// Creates a theme as a Swift value; it is used as given, without the checks a theme file gets.
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
    public init(
        id: String, name: String, names: [String: String] = [:], description: String? = nil,
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
        merged.names = parent.names.merging(names) { $1 }
        merged.occasions = parent.occasions.filter { old in !occasions.contains { $0.id == old.id } } + occasions
        if inherits.contains(.gradient) { merged.gradient = parent.gradient }
        if inherits.contains(.textColor) { merged.textColor = parent.textColor }
        merged.inherits = []
        return merged
    }
}
