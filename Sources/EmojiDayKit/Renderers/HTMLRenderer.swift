/// A self-contained HTML page (or, with `fragment`, an embeddable block) reproducing the seed's small
/// widget: a rounded card on the theme's gradient with the emoji (50 px), the weekday (title-3 size, bold)
/// and the day (large-title size, bold) in the theme's text colour. Timelines and previews are a gallery
/// of cards.
///
/// Safety: all styling is in one `<style>` block built from parsed colours only; every text is escaped;
/// standalone pages carry a Content-Security-Policy that allows no script and no outside resource.
public struct HTMLRenderer: Renderer {
    public let id = "html"
    public let mediaType = "text/html; charset=utf-8"
    public let summary = "a self-contained page with the widget card (web pages, dashboards)"

    /// The small family's card, as WidgetKit draws it.
    static let cardSize = (width: 170.0, height: 170.0)
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    public init() {}

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        let entries = document.entries
        guard let first = entries.first else { return "" }
        let language = TextSafety.markup(first.locale)
        let direction = first.direction.rawValue
        let paints = Self.paints(entries)
        let style = stylesheet(paints)
        let cards = entries.map { card($0, paint: paints.firstIndex(of: Paint($0)) ?? 0) }.joined(separator: "\n")
        let body = "<div class=\"emojiday\" lang=\"\(language)\" dir=\"\(direction)\">\n\(cards)\n</div>\n"
        if options.fragment {
            return "<style>\n\(style)</style>\n" + body
        }
        let title =
            entries.count == 1
            ? "\(first.weekdayName) \(first.dayLabel) — \(first.themeName)"
            : "\(first.themeName) — \(entries.map(\.weekdayName).joined(separator: ", "))"
        return """
            <!DOCTYPE html>
            <html lang="\(language)" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="emojiday">
            <title>\(TextSafety.markup(title))</title>
            <style>
            :root { color-scheme: light dark; }
            html, body { margin: 0; }
            body { min-height: 100vh; display: grid; place-items: center; background: #F2F2F7; }
            @media (prefers-color-scheme: dark) { body { background: #1C1C1E; } }
            \(style)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private func card(_ entry: WidgetEntry, paint: Int) -> String {
        let label = "\(entry.weekdayName) \(entry.dayLabel)"
        return """
            <div class="card p\(paint)" role="img" aria-label="\(TextSafety.markup(label))">\
            <div class="emoji">\(TextSafety.markup(entry.emoji))</div>\
            <div class="weekday">\(TextSafety.markup(entry.weekdayName))</div>\
            <div class="day">\(TextSafety.markup(entry.dayLabel))</div></div>
            """
    }

    /// What a card is painted with; the style block holds one class per distinct paint.
    private struct Paint: Hashable {
        let gradient: Gradient
        let text: Color
        let rightToLeft: Bool

        init(_ entry: WidgetEntry) {
            gradient = entry.gradient
            text = entry.textColor
            rightToLeft = entry.direction == .rightToLeft
        }
    }

    private static func paints(_ entries: [WidgetEntry]) -> [Paint] {
        var seen: Set<Paint> = []
        var result: [Paint] = []
        for entry in entries {
            let paint = Paint(entry)
            if seen.insert(paint).inserted { result.append(paint) }
        }
        return result
    }

    private func stylesheet(_ paints: [Paint]) -> String {
        let (width, height) = Self.cardSize
        var css = """
            .emojiday { display: flex; flex-wrap: wrap; gap: 16px; justify-content: center; padding: 16px; \
            font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", \
            "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif; }
            .emojiday .card { box-sizing: border-box; width: \(CSSGradient.number(width))px; \
            height: \(CSSGradient.number(height))px; border-radius: 22px; padding: 8px; overflow: hidden; \
            display: flex; flex-direction: column; align-items: center; justify-content: center; \
            text-align: center; }
            .emojiday .emoji { font-size: 50px; line-height: 1.15; font-family: "Apple Color Emoji", \
            "Noto Color Emoji", "Segoe UI Emoji", sans-serif; }
            .emojiday .weekday { font-size: 20px; font-weight: 700; line-height: 1.25; white-space: nowrap; }
            .emojiday .day { font-size: 34px; font-weight: 700; line-height: 1.2; white-space: nowrap; }

            """
        for (index, paint) in paints.enumerated() {
            let background = CSSGradient.linear(
                paint.gradient, width: width, height: height, rightToLeft: paint.rightToLeft)
            css += ".emojiday .p\(index) { background: \(background); color: \(paint.text.css()); }\n"
        }
        return css
    }
}
