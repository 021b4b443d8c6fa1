/// Waybar's custom-module JSON: one object per line with `text`, `alt` (the weekday), `tooltip` and `class`
/// (the weekday and the theme), for `return-type: json`. Waybar reads `text` and `tooltip` as Pango markup,
/// so they are escaped as markup.
///
/// The tooltip is the full localized date by default (`--tooltip date`), the month around the day as a
/// monospace grid (`--tooltip month`, ``WaybarMonthTooltip``), or left out (`--tooltip none`). The day's
/// occasions and, with `--countdown`, the next one follow on lines of their own in either tooltip. With
/// `--week-numbers`, the month tooltip starts each week with its number.
public struct WaybarRenderer: Renderer {
    public let id = "waybar"
    public let mediaType = "application/json"
    public let summary = "waybar custom module JSON, one object per line"

    public let isLineOriented = true
    public var declaredOptions: [RendererOption] {
        [LineTemplate.option(), Self.tooltipOption.declaration, Self.weekNumbersOption]
    }

    /// `tooltip`: what hovering the module shows.
    static let tooltipOption = ChoiceOption(
        "tooltip", valueName: "kind", default: Tooltip.date,
        help: "Waybar's tooltip: the full date, the month as a grid with today and the occasions marked, or none.",
        configurable: true)

    /// `week-numbers`: each week of the month tooltip starts with its number.
    static let weekNumbersOption = RendererOption(
        "week-numbers", value: .flag,
        help: "Waybar's month tooltip: start each week with its number, as the locale counts weeks.",
        onlyWith: tooltipOption.requirement(.month))

    /// What the tooltip shows.
    public enum Tooltip: String, Sendable, Hashable, CaseIterable {
        /// The full localized date, then the day's occasions.
        case date
        /// The month around the day as a monospace grid (``WaybarMonthTooltip``).
        case month
        /// No tooltip: the object has no `tooltip` key.
        case none
    }

    /// How the waybar renderer writes.
    public struct Options: Sendable, Hashable {
        /// The text's shape, or nil for emoji, weekday, day.
        public var template: LineTemplate?
        /// What the tooltip shows.
        public var tooltip: Tooltip
        /// Whether each week of the month tooltip starts with its number.
        public var weekNumbers: Bool

        /// Options; the defaults give the usual text and the full date as the tooltip.
        ///
        /// - Parameters:
        ///   - template: the text's shape, or nil.
        ///   - tooltip: what the tooltip shows.
        ///   - weekNumbers: whether each week of the month tooltip starts with its number.
        public init(template: LineTemplate? = nil, tooltip: Tooltip = .date, weekNumbers: Bool = false) {
            self.template = template
            self.tooltip = tooltip
            self.weekNumbers = weekNumbers
        }
    }

    /// Creates a waybar renderer.
    public init() {}

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        let tooltip = try Self.tooltipOption.value(in: values)
        return Options(
            template: try LineTemplate.given(in: values), tooltip: tooltip,
            weekNumbers: values.has(Self.weekNumbersOption.name))
    }

    public func entryFields(for options: Options) -> DayFields {
        let tooltip: DayFields =
            switch options.tooltip {
            case .date: .fullDate
            case .month: [.month, .moon]
            case .none: []
            }
        return tooltip.union(options.template?.entryFields ?? [])
    }

    // The tooltip's names are the template's: one provider makes both.
    public func nameCapitalization(for options: Options) -> NameCapitalization {
        LineTemplate.nameCapitalization(options.template)
    }

    public func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput {
        if case .month = document { throw monthRefused }
        return RenderedOutput(
            text: document.entries.map { Self.line($0, options: options) }
                .joined(),
            mediaType: mediaType)
    }

    // Only the tooltip changes every day: the rest of a line is made once per weekday and day label.
    public func timelineStream(options: Options) -> (any TimelineStream)? {
        let template = options.template
        let kind = options.tooltip
        let whole = { (entry: WidgetEntry) in Self.line(entry, options: options) }
        guard kind != .none else {
            return LineStream(cached: { Array(whole($0).utf8) }, whole: whole, template: template)
        }
        return LineStream(
            cached: { entry in
                // The line with an empty tooltip, which is the last member, up to its opening quote.
                Array(Self.object(entry, tooltip: "", template: template).utf8.dropLast(4))
            },
            suffix: { entry, out in
                let tooltip = Self.tooltip(entry, kind: kind, weekNumbers: options.weekNumbers) ?? ""
                // A plain full date needs no escaping.
                if LineStream.isPlain(tooltip) {
                    out.append(UInt8(ascii: "\""))
                    out.append(contentsOf: tooltip.utf8)
                    out.append(UInt8(ascii: "\""))
                } else {
                    var json = ""
                    JSONValue.writeString(tooltip, to: &json)
                    out.append(contentsOf: json.utf8)
                }
                out.append(contentsOf: "}\n".utf8)
            },
            whole: whole, template: template)
    }

    /// One entry's line, with its newline; `text` is the template's line when there is one.
    static func line(_ entry: WidgetEntry, options: Options = Options()) -> String {
        object(
            entry, tooltip: tooltip(entry, kind: options.tooltip, weekNumbers: options.weekNumbers),
            template: options.template)
    }

    /// The tooltip as Pango markup, nil for none: the full date or the month's grid, then the day's occasions
    /// (`occasion-lunar-new-year` in the classes too) and the next one, a line each. A month tooltip whose
    /// month the provider could not make (the first and last months there are) shows the full date.
    static func tooltip(_ entry: WidgetEntry, kind: Tooltip, weekNumbers: Bool = false) -> String? {
        let head: String
        switch kind {
        case .none: return nil
        case .month:
            if let month = entry.month {
                head = WaybarMonthTooltip.markup(month, weekNumbers: weekNumbers)
                let next = (entry.nextOccasion.map { [$0.summary] } ?? []) + (entry.sun.map { [$0.summary] } ?? [])
                return ([head] + next.map(TextSafety.markup)).joined(separator: "\n")
            }
            head = dates(entry).map(TextSafety.markup).joined(separator: "\n")
        case .date: head = dates(entry).map(TextSafety.markup).joined(separator: "\n")
        }
        let lines =
            entry.occasions.map { "\($0.emoji) \($0.name)" } + (entry.nextOccasion.map { [$0.summary] } ?? [])
            + (entry.sun.map { [$0.summary] } ?? [])
        return ([head] + lines.map(TextSafety.markup)).joined(separator: "\n")
    }

    /// The full date, and the second calendar's under it: the tooltip's first lines.
    static func dates(_ entry: WidgetEntry) -> [String] {
        [entry.fullDate] + (entry.alsoCalendar.map { [$0.fullDate] } ?? [])
    }

    /// One entry's line with the tooltip given, with its newline; the tooltip is the last member.
    private static func object(_ entry: WidgetEntry, tooltip: String?, template: LineTemplate?) -> String {
        let text = TextSafety.escapingMarkup(TextRenderer().line(entry, occasions: false, template: template))
        let occasionClasses = entry.occasions.map { JSONValue.string("occasion-" + $0.id) }
        let theme = entry.themeID.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        var members: [String: JSONValue] = [
            "text": .string(text), "alt": .string(entry.weekday.rawValue),
            "class": .array([.string(entry.weekday.rawValue), .string("theme-" + theme)] + occasionClasses),
        ]
        if let tooltip { members["tooltip"] = .string(tooltip) }
        return JSONValue.object(members).serialized(pretty: false) + "\n"
    }
}
