import Testing

@testable import EmojiDayKit

/// `--template`: the text line and the bars' text shaped from named fields, escaped by each renderer.
@Suite("Line templates")
struct LineTemplateTests {
    /// The entry for `date` in `locale`, with every field made.
    func entry(_ locale: String, _ date: String, calendar: String? = nil) throws -> WidgetEntry {
        try provider(locale, calendar: calendar).entry(for: try day(date))
    }

    @Test("Each field is the entry's value; {{ and }} are braces")
    func fieldsAndBraces() throws {
        let tuesday = try entry("fr", "2024-09-03")
        let template = try LineTemplate("{emoji} {weekday.short} {day} {month.short} {{x}}")
        #expect(
            template.line(tuesday)
                == "😊 \(tuesday.shortWeekdayName) 3 \(tuesday.shortMonthName) {x}")
        #expect(
            try LineTemplate("{weekday}|{weekday.narrow}|{month}|{date}").line(tuesday)
                == "\(tuesday.weekdayName)|\(tuesday.weekdayNameForms[3])|\(tuesday.monthName)|\(tuesday.fullDate)")
        #expect(try LineTemplate("{occasion}{occasion.emoji}").line(tuesday) == "")
        #expect(try LineTemplate("").line(tuesday) == "")
    }

    @Test("A template asks the provider for the fields it shows, and only those")
    func templateEntryFields() throws {
        #expect(try LineTemplate("{emoji} {weekday} {day} {occasion}").entryFields == [])
        #expect(try LineTemplate("{weekday.short} {month.short}").entryFields == [.shortWeekdayName, .shortMonthName])
        #expect(
            try LineTemplate("{weekday.narrow} {month} {date}").entryFields == [
                .weekdayNameForms, .monthName, .fullDate,
            ])
        let values = RendererOptionValues(["template": "{month}"])
        #expect(try TmuxRenderer().configured(values).entryFields == .monthName)
        #expect(try WaybarRenderer().configured(values).entryFields == [.fullDate, .monthName])
        // The default line is no template: it names the month only where a list crosses one.
        #expect(try TextRenderer().configured(RendererOptionValues()).entryFields == .monthDayLabel)
    }

    @Test("A template asks for its names as in the middle of a sentence; a line, card or month without one, alone")
    func templateNameCapitalization() throws {
        let values = RendererOptionValues(["template": "{weekday}"])
        for renderer in [TmuxRenderer() as any Renderer, I3barRenderer(), WaybarRenderer(), TextRenderer()] {
            #expect(try renderer.configured(values).nameCapitalization == .midSentence, "\(renderer.id)")
            #expect(try renderer.configured(RendererOptionValues()).nameCapitalization == .standalone, "\(renderer.id)")
        }
        let card = RendererOptionValues(["template": "{weekday}", "style": "card"])
        #expect(try TextRenderer().configured(card).nameCapitalization == .standalone)
        #expect(try TextRenderer().configuredForMonths(RendererOptionValues()).nameCapitalization == .standalone)
        #expect(try JSONRenderer().configured(RendererOptionValues()).nameCapitalization == .standalone)
    }

    @Test("Template fields are ICU's words as in the middle of a sentence; the default line stays capitalised")
    func templateFieldsMidSentence() throws {
        var french = try provider("fr")
        let template = try LineTemplate("{emoji} {weekday.short} {day} {month.short}")
        french = try french.making(template.entryFields.union(.monthName), names: .midSentence)
        let tuesday = try french.entry(for: try day("2024-09-03"))
        #expect(template.line(tuesday) == "😊 mar. 3 sept.")
        #expect(try LineTemplate("{weekday} {month}").line(tuesday) == "mardi septembre")
        // A template that names the full date gets it as it stands alone, as in a tooltip.
        french = try french.making(LineTemplate("{date}").entryFields, names: .midSentence)
        #expect(try french.entry(for: try day("2024-09-03")).fullDate == "Mardi 3 septembre 2024")
        // German capitalises its weekdays anywhere; ICU says so, not the template.
        let german = try provider("de").making(template.entryFields, names: .midSentence)
        #expect(template.line(try german.entry(for: try day("2024-09-03"))) == "😊 Di 3 Sep")
        // Without a template, the line is the name on its own.
        french = try french.making(TextRenderer().configured(RendererOptionValues()))
        #expect(TextRenderer().line(try french.entry(for: try day("2024-09-03"))) == "😊 Mardi 3")
    }

    @Test("An unknown field or a stray brace is refused, naming it")
    func templateProblems() {
        #expect(throws: EmojiDayError.invalidTemplate("{wekday}", .unknownField("wekday"))) {
            try LineTemplate("{wekday}")
        }
        #expect(throws: EmojiDayError.invalidTemplate("{emoji", .unclosedBrace)) { try LineTemplate("{emoji") }
        #expect(throws: EmojiDayError.invalidTemplate("a}b", .strayClosingBrace)) { try LineTemplate("a}b") }
        #expect(throws: EmojiDayError.invalidTemplate("{}", .unknownField(""))) { try LineTemplate("{}") }
        let error = EmojiDayError.invalidTemplate("{wekday}", .unknownField("wekday"))
        #expect(error.message.contains("did you mean '{weekday}'?"))
        #expect(error.kind == .usage)
    }

    @Test("The template's text is escaped by each renderer, never by the user")
    func templateEscapedPerFormat() throws {
        let tuesday = try entry("en-US", "2024-09-03")
        let values = RendererOptionValues(["template": "<b>#{emoji}</b> & \"$x\" {day}"])
        let waybar = try WaybarRenderer().render(.entry(tuesday), values: values).text
        #expect(waybar.contains(#""text":"&lt;b&gt;#😊&lt;/b&gt; &amp; &quot;$x&quot; 3""#))
        let tmux = try TmuxRenderer().render(.entry(tuesday), values: values).text
        #expect(tmux.contains("] <b>##😊</b> & \"$x\" 3 #[default]"))
        let i3bar = try I3barRenderer().render(.entry(tuesday), values: values).text
        #expect(i3bar.contains(#""full_text":"<b>#😊</b> & \"$x\" 3""#))
        let text = try TextRenderer().render(.entry(tuesday), values: values).text
        #expect(text == "<b>#😊</b> & \"$x\" 3\n")
    }

    @Test("In a right-to-left locale each localized field is isolated")
    func templateIsolatesRightToLeftFields() throws {
        let entry = try entry("ar-EG", "2024-09-03")
        let line = try LineTemplate("{emoji} {weekday} {month}").line(entry)
        #expect(line == "\(entry.emoji) \u{2068}\(entry.weekdayName)\u{2069} \u{2068}\(entry.monthName)\u{2069}")
    }

    @Test("A streamed timeline with a template is the rendered one, across a month's end")
    func templateStreamsAcrossMonths() throws {
        let widget = try provider("fr")
        let values = RendererOptionValues(["template": "{weekday} {day} {month.short} {date}"])
        let renderers: [any Renderer] = [TextRenderer(), WaybarRenderer(), I3barRenderer(), TmuxRenderer()]
        for renderer in renderers {
            let configured = try renderer.configured(values)
            let timeline = try widget.making(configured).timeline(from: try day("2024-08-28"), days: 14)
            let whole = try configured.render(.timeline(timeline)).text
            #expect(try streamed(timeline, by: configured) == whole, "\(renderer.id)")
            #expect(whole.contains("sept."), "\(renderer.id)")
            #expect(whole.contains("Août") || whole.contains("août"), "\(renderer.id)")
        }
    }

    @Test("Every renderer that writes the line declares --template with help naming each field, in order")
    func templateOptionNamesEveryField() {
        let fields = LineTemplate.Field.allCases.map(\.placeholder)
        let renderers: [any Renderer] = [TextRenderer(), WaybarRenderer(), I3barRenderer(), TmuxRenderer()]
        for renderer in renderers {
            let help = renderer.declaredOptions.first { $0.name == "template" }?.help ?? ""
            #expect(help.contains(": " + fields.joined(separator: " ") + ";"), "\(renderer.id)")
        }
    }
}
