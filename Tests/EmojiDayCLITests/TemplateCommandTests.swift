import EmojiDayTestSupport
import Testing

/// `--template`, `EMOJIDAY_TEMPLATE` and `"template"` in config.json, end to end.
@Suite("Line templates, end to end", .tags(.endToEnd))
struct TemplateCommandTests {
    @Test("The template prints ICU's words: emoji, short weekday, day, short month")
    func templatePrintsICUWords() {
        let outcome = emojiday([
            "--template", "{emoji} {weekday.short} {day} {month.short}", "--locale", "fr", "--date", "2024-09-03",
        ])
        #expect(outcome.status == 0)
        // ICU 72's stand-alone French abbreviations, capitalised as CLDR wants for words on their own.
        #expect(outcome.stdout.lowercased() == "😊 mar. 3 sept.\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test("An unknown field is a usage error naming it with a suggestion, one line")
    func templateUnknownField() {
        let outcome = emojiday(["--template", "{emoji} {wekday}"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("emojiday: error: unknown field '{wekday}'"))
        #expect(outcome.stderr.contains("given to --template; did you mean '{weekday}'?"))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("EMOJIDAY_TEMPLATE and config.json set the template; the option beats both")
    func templateFromEnvironmentAndConfig() throws {
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"template": "{day}/{emoji}"}"#])
        defer { scratch.remove() }
        let base = ["--date", "2024-09-03"]
        let file = emojiday(base, environment: ["XDG_CONFIG_HOME": scratch.path])
        #expect(file.stdout == "3/😊\n")
        let environment = emojiday(
            base, environment: ["XDG_CONFIG_HOME": scratch.path, "EMOJIDAY_TEMPLATE": "{emoji}{day}"])
        #expect(environment.stdout == "😊3\n")
        let option = emojiday(
            base + ["--template", "{emoji}"],
            environment: ["XDG_CONFIG_HOME": scratch.path, "EMOJIDAY_TEMPLATE": "{emoji}{day}"])
        #expect(option.stdout == "😊\n")
        let bad = emojiday(base, environment: ["EMOJIDAY_TEMPLATE": "{nope}"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("from EMOJIDAY_TEMPLATE"))
    }

    @Test("The bars take the template; formats and styles that draw no line refuse it")
    func templateWhereItApplies() {
        let waybar = emojiday(["--template", "{emoji} {month}", "--date", "2024-09-03", "--format", "waybar"])
        #expect(waybar.status == 0)
        #expect(waybar.stdout.contains(#""text":"😊 September""#))
        let json = emojiday(["--template", "{emoji}", "--format", "json"])
        #expect(json.status == 64)
        #expect(json.stderr.contains("'--template' applies to '--format text'"))
        let card = emojiday(["--template", "{emoji}", "--style", "card"])
        #expect(card.status == 64)
        #expect(card.stderr.contains("'--template' applies to '--style line', not '--style card'"))
    }
}

/// The user's characters and `{week}` in every line format, in four locales.
@Suite("Template characters and week numbers, end to end", .tags(.endToEnd))
struct TemplateCharacterCommandTests {
    @Test(
        "Every character of the template comes out, W and the week in the locale's digits",
        arguments: [("de", "53"), ("ja", "1"), ("ar-EG", "١"), ("fa-IR", "۱")])
    func charactersAndWeek(locale: String, week: String) {
        let template = "hello coffee 2000 100% $HOME W{week}"
        let shown = "hello coffee 2000 100% $HOME W" + week
        let base = ["--template", template, "--locale", locale, "--date", "2026-12-31", "--format"]
        let text = emojiday(base + ["text"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == shown + "\n")
        // tmux, waybar and i3bar escape only their own syntax; these characters need none.
        #expect(emojiday(base + ["tmux"]).stdout.contains("] " + shown + " #[default]"))
        #expect(emojiday(base + ["waybar"]).stdout.contains(#""text":""# + shown + #"""#))
        #expect(emojiday(base + ["i3bar"]).stdout.contains(#""full_text":""# + shown + #"""#))
    }

    @Test("--prompt is refused with the card and for other formats; a template's control character too")
    func promptAndControlCharacters() {
        let card = emojiday(["--style", "card", "--prompt", "zsh"])
        #expect(card.status == 64)
        let tmux = emojiday(["--format", "tmux", "--prompt", "zsh"])
        #expect(tmux.status == 64)
        let control = emojiday(["--template", "a\u{1B}[31mb"])
        #expect(control.status == 64)
        #expect(control.stderr.contains("holds the control character \\u{1B}"))
        #expect(control.stderr.filter { $0 == "\n" }.count == 1)
    }
}
