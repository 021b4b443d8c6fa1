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
        let style = stylesheet(entries)
        let body = section(entries)
        if options.fragment { return "<style>\n\(style)</style>\n" + body }
        let title =
            entries.count == 1
            ? "\(first.weekdayName) \(first.dayLabel) — \(first.themeName)"
            : "\(first.themeName) — \(entries.map(\.weekdayName).joined(separator: ", "))"
        return page(title: title, language: first.locale, direction: first.direction, style: style, body: body)
    }

    /// One page of several documents under headings — the theme authors' gallery.
    ///
    /// - Parameters:
    ///   - title: the page title, also its first heading.
    ///   - sections: a heading and a document each.
    public func gallery(title: String, sections: [(heading: String, document: Document)]) -> String {
        let style =
            stylesheet(sections.flatMap(\.document.entries))
            + "h1, h2 { font-family: system-ui, sans-serif; text-align: center; margin: 24px 0 0; }\n"
            + "@media (prefers-color-scheme: dark) { h1, h2 { color: #F2F2F7; } }\n"
        let body = sections.map { "<h2>\(TextSafety.markup($0.heading))</h2>\n" + section($0.document.entries) }
        return page(
            title: title, language: "en", direction: .leftToRight, style: style,
            body: "<h1>\(TextSafety.markup(title))</h1>\n" + body.joined())
    }

    private func section(_ entries: [WidgetEntry]) -> String {
        guard let first = entries.first else { return "" }
        let cards = entries.map(card).joined(separator: "\n")
        return "<div class=\"emojiday\" lang=\"\(TextSafety.markup(first.locale))\" "
            + "dir=\"\(first.direction.rawValue)\">\n\(cards)\n</div>\n"
    }

    private func page(
        title: String, language: String, direction: TextDirection, style: String, body: String
    )
        -> String
    {
        """
        <!DOCTYPE html>
        <html lang="\(TextSafety.markup(language))" dir="\(direction.rawValue)">
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

    private func card(_ entry: WidgetEntry) -> String {
        let label = "\(entry.weekdayName) \(entry.dayLabel)"
        return """
            <div class="card \(Paint(entry).className)" role="img" aria-label="\(TextSafety.markup(label))">\
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

        var css: String {
            let (width, height) = HTMLRenderer.cardSize
            let background = CSSGradient.linear(gradient, width: width, height: height, rightToLeft: rightToLeft)
            return "background: \(background); color: \(text.css());"
        }

        /// A name derived from the paint itself (FNV-1a of its CSS), so that fragments on one page never
        /// give one class two meanings.
        var className: String {
            var hash: UInt32 = 2_166_136_261
            for byte in css.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            let hex = String(hash, radix: 16)
            return "p" + String(repeating: "0", count: 8 - hex.count) + hex
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

    private func stylesheet(_ entries: [WidgetEntry]) -> String {
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
        for paint in Self.paints(entries) { css += ".emojiday .\(paint.className) { \(paint.css) }\n" }
        return css
    }
}
