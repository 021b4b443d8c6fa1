/// How one weekday looks in a theme: its emoji and, optionally, a gradient of its own.
public struct DayStyle: Sendable, Hashable {
    public var emoji: String?
    public var gradient: Gradient?

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
    public static let defaultGradient = Gradient(colors: [
        Color(red: 50, green: 173, blue: 230), Color(red: 52, green: 199, blue: 89),
    ])

    /// Properties a theme did not set itself, to take from the theme it extends.
    enum Inherited: Hashable, Sendable { case gradient, textColor }
    var inherits: [Inherited] = []

    public var id: String
    public var name: String
    /// Localized names by language (`fr`, `ja`).
    public var names: [String: String]
    public var description: String?
    public var author: String?
    /// An SPDX licence expression (`CC0-1.0`).
    public var license: String?
    public var gradient: Gradient
    public var textColor: Color
    public var days: [Weekday: DayStyle]
    public var fallback: String?
    /// Per-language day overrides (`ja` → Friday 🍻).
    public var locales: [String: [Weekday: DayStyle]]
    /// The theme this one inherits from, already merged in when the theme came from a ``ThemeCatalog``.
    public var extends: String?
    /// Occasions the theme marks whenever it is used (set id: the theme's id), in the order written.
    public var occasions: [Occasion] = []

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
    public func localizedName(language: String) -> String { names[language] ?? name }

    /// The emoji and gradient of `weekday` for a reader of `language`: the language's override, then the
    /// day's own style, then the fallback emoji and the theme's gradient.
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
