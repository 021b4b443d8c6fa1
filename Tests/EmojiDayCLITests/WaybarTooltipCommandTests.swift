import EmojiDayTestSupport
import Testing

/// `--tooltip` (with `EMOJIDAY_TOOLTIP` and config.json) and `--countdown`, end to end.
@Suite("Waybar tooltip and countdown, end to end", .tags(.endToEnd))
struct WaybarTooltipCommandTests {
    @Test("--tooltip month puts the month's grid in waybar's tooltip; the environment and config.json set it")
    func tooltipMonth() throws {
        let base = ["--format", "waybar", "--date", "2024-09-03", "--locale", "en-US"]
        let month = emojiday(base + ["--tooltip", "month"])
        #expect(month.status == 0)
        let grid =
            #"<b><span lang=\"en-us\">September 2024</span></b>\n<span lang=\"en-us\" font_family=\"monospace\">"#
            + #"Su  Mo  Tu  We  Th  Fr  Sa\n 1   2   <b><u>3</u></b>*  4"#
        #expect(month.stdout.contains(#""tooltip":""# + grid))
        #expect(month.stdout.contains("<b><u>3</u></b>"))
        let date = emojiday(base)
        #expect(date.stdout.contains(#""tooltip":"Tuesday, September 3, 2024"}"#))
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"tooltip": "none"}"#])
        defer { scratch.remove() }
        let file = emojiday(base, environment: ["XDG_CONFIG_HOME": scratch.path])
        #expect(file.status == 0 && !file.stdout.contains("tooltip"))
        let environment = emojiday(base, environment: ["XDG_CONFIG_HOME": scratch.path, "EMOJIDAY_TOOLTIP": "month"])
        #expect(environment.stdout.contains("font_family"))
        let bad = emojiday(base, environment: ["EMOJIDAY_TOOLTIP": "week"])
        #expect(bad.status == 64 && bad.stderr.contains("EMOJIDAY_TOOLTIP"))
        #expect(bad.stderr.filter { $0 == "\n" }.count == 1)
        let text = emojiday(["--tooltip", "month"])
        #expect(text.status == 64 && text.stderr.contains("'--tooltip' applies to '--format waybar'"))
    }

    @Test("--week-numbers puts each week's number in the month tooltip; it needs --format waybar and --tooltip month")
    func weekNumbers() {
        let base = ["--format", "waybar", "--date", "2024-09-03", "--locale", "de", "--tooltip", "month"]
        let numbered = emojiday(base + ["--week-numbers"])
        #expect(numbered.status == 0)
        #expect(numbered.stdout.contains(#"font_family=\"monospace\">Woche Mo.  Di.  Mi.  Do.  Fr.  Sa.  So.\n   35 "#))
        #expect(emojiday(["help", "watch"]).stdout.contains("--week-numbers"))
        let text = emojiday(["--week-numbers"])
        #expect(
            text.status == 64
                && text.stderr
                    == "emojiday: error: '--week-numbers' applies to '--format waybar', not 'text'; leave it out\n"
        )
        let date = emojiday(Array(base.dropLast(2)) + ["--week-numbers"])
        #expect(date.status == 64 && date.stderr.contains("'--week-numbers' applies to '--tooltip month'"))
        #expect(emojiday(["month", "--week-numbers", "--date", "2024-09-03"]).status == 0)
    }

    @Test("--countdown names the next occasion in ICU's words; out of range is one line, exit 64")
    func countdown() {
        let base = ["--date", "2026-12-13", "--occasions", "christian", "--time-zone", "Europe/Paris"]
        let french = emojiday(base + ["--locale", "fr", "--countdown", "30"])
        #expect(french.status == 0)
        #expect(french.stdout.hasSuffix(" · 🎄 Noël dans 12 jours\n"))
        let json = emojiday(base + ["--locale", "fr", "--countdown", "30", "--format", "json"])
        #expect(json.stdout.contains(#""daysUntil": 12"#))
        for bad in ["0", "401", "soon"] {
            let outcome = emojiday(base + ["--countdown", bad])
            #expect(outcome.status == 64)
            #expect(
                outcome.stderr
                    == "emojiday: error: invalid value '\(bad)' given to --countdown; use a whole number of days "
                    + "from 1 to 400\n")
        }
        let month = emojiday(["month", "--countdown", "3"])
        #expect(month.status == 64)
    }
}
