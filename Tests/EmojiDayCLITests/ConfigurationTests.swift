import EmojiDayTestSupport
import Testing

/// `config.json`, `EMOJIDAY_<OPTION>` and `emojiday config`: flag > environment > file > defaults.
@Suite("Configuration, end to end", .tags(.endToEnd))
struct ConfigurationTests {
    @Test("config.json sets the theme and locale for every command")
    func everyCommand() throws {
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"theme": "moods-dark", "locale": "ja-JP"}"#])
        defer { scratch.remove() }
        let env = ["XDG_CONFIG_HOME": scratch.path]
        let day = emojiday(["--date", "2024-09-03", "--format", "json"], environment: env)
        #expect(day.status == 0)
        #expect(day.stdout.contains(#""weekdayName": "火曜日""#))
        #expect(day.stdout.contains(#""theme": "moods-dark""#))
        for command in [["timeline", "--days", "2"], ["preview"], ["themes", "show", "moods"]] {
            let outcome = emojiday(command + ["--date", "2024-09-03"], environment: env)
            #expect(outcome.status == 0, "\(command)")
            #expect(outcome.stdout.contains("火曜日"), "\(command)")
        }
        // HOME's default location works too.
        let home = emojiday(["--date", "2024-09-03"], environment: ["HOME": scratch.path + "/h"])
        #expect(home.stdout == "😊 Tuesday 3\n")
    }

    @Test("An option beats EMOJIDAY_<OPTION>, which beats config.json, which beats LANG")
    func precedence() throws {
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"locale": "ja-JP", "time-zone": "Asia/Tokyo"}"#])
        defer { scratch.remove() }
        let env = ["XDG_CONFIG_HOME": scratch.path, "LANG": "fr_FR.UTF-8"]
        let args = ["--date", "2024-09-03"]
        #expect(emojiday(args, environment: env).stdout == "😊 火曜日 3日\n")
        #expect(emojiday(args, environment: env.merging(["EMOJIDAY_LOCALE": "de"]) { $1 }).stdout == "😊 Dienstag 3\n")
        #expect(
            emojiday(args + ["--locale", "fr"], environment: env.merging(["EMOJIDAY_LOCALE": "de"]) { $1 }).stdout
                == "😊 Mardi 3\n")
        let json = emojiday(
            args + ["--format", "json"], environment: env.merging(["EMOJIDAY_TIME_ZONE": "UTC"]) { $1 })
        #expect(json.stdout.contains("+00:00"))
        let shown = emojiday(["config"], environment: env.merging(["EMOJIDAY_TIME_ZONE": "UTC"]) { $1 })
        #expect(shown.status == 0)
        let lines = shown.stdout.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        #expect(lines.first == ["KEY", "VALUE", "SOURCE"])
        #expect(lines.contains { $0.first == "locale" && $0[1] == "ja-JP" && $0[2].hasSuffix("config.json:1:12") })
        #expect(lines.contains { $0 == ["time-zone", "UTC", "EMOJIDAY_TIME_ZONE"] })
        #expect(lines.contains { $0 == ["theme", "moods", "default"] })
        let path = emojiday(["config", "--path"], environment: env)
        #expect(path.stdout == scratch.path + "/emojiday/config.json\n")
    }

    @Test(
        "Closed values in any case, alike from a flag, EMOJIDAY_* and config.json",
        arguments: [
            ([], "style", "Card", ["--style", "card"]),
            (["--style", "card"], "color", "ALWAYS", ["--style", "card", "--color", "always"]),
            ([], "format", "JSON", ["--format", "json"]),
            (["--format", "html"], "family", "Large", ["--format", "html", "--family", "large"]),
            (["preview"], "first-weekday", "Monday", ["preview", "--first-weekday", "monday"]),
        ])
    func closedValuesInAnyCase(base: [String], key: String, value: String, canonical: [String]) throws {
        let scratch = try TemporaryFolder(["emojiday/config.json": "{\"\(key)\": \"\(value)\"}"])
        defer { scratch.remove() }
        let day = ["--date", "2024-09-03", "--locale", "en-US"]
        let expected = emojiday(canonical + day)
        #expect(expected.status == 0, "\(expected.stderr)")
        let flag = emojiday(base + ["--\(key)", value] + day)
        let variable = "EMOJIDAY_" + String(key.uppercased().map { $0 == "-" ? "_" : $0 })
        let environment = emojiday(base + day, environment: [variable: value])
        let file = emojiday(base + day, environment: ["XDG_CONFIG_HOME": scratch.path])
        for (source, outcome) in [("flag", flag), ("environment", environment), ("config.json", file)] {
            #expect(outcome.status == 0, "\(source): \(outcome.stderr)")
            #expect(outcome.stdout == expected.stdout, "\(source)")
        }
    }

    @Test("A broken config.json is an error naming file:line:column and the key, never ignored")
    func broken() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let env = ["XDG_CONFIG_HOME": scratch.path]
        let file = scratch.path + "/emojiday/config.json"
        let cases: [(String, String)] = [
            (#"{"theme": "moods",, }"#, "config.json:1:19: "),
            ("{\n  \"them\": \"moods\"\n}", "config.json:2:3: unknown key 'them'; did you mean 'theme'?"),
            (#"{"style": 3}"#, "config.json:1:11: 'style' must be a string, found a number"),
            (#"{"family": "huge"}"#, "config.json:1:12: invalid value 'huge' for 'family'"),
            ("[]", "config.json:1:1: expected an object"),
        ]
        for (text, message) in cases {
            try scratch.write("emojiday/config.json", text)
            let outcome = emojiday(["--date", "2024-09-03"], environment: env)
            #expect(outcome.status == 65, "\(text)")
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.hasPrefix("emojiday: error: \(file)"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        }
        // A value that is well formed but unknown names where it was written.
        try scratch.write("emojiday/config.json", #"{"locale": "xx"}"#)
        let locale = emojiday(["--date", "2024-09-03"], environment: env)
        #expect(locale.status == 64)
        #expect(locale.stderr.contains("from \(file):1:12 ('locale')"))
        let variable = emojiday(["--date", "2024-09-03"], environment: ["EMOJIDAY_STYLE": "cards"])
        #expect(variable.status == 64)
        #expect(variable.stderr.contains("invalid value 'cards' from EMOJIDAY_STYLE; did you mean 'card'?"))
        let theme = emojiday(["--date", "2024-09-03"], environment: ["EMOJIDAY_THEME": "mods"])
        #expect(theme.status == 64)
        #expect(theme.stderr.contains("unknown theme 'mods' from EMOJIDAY_THEME; did you mean 'moods'?"))
        let format = emojiday(["--date", "2024-09-03"], environment: ["EMOJIDAY_FORMAT": "jsn"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("unknown format 'jsn' from EMOJIDAY_FORMAT; did you mean 'json'?"))
    }

    @Test("The schema of config.json lists exactly the keys 'config' shows and the variables help names")
    func schemaAgrees() throws {
        let schema = emojiday(["config", "--schema"])
        #expect(schema.status == 0)
        // The table's rows: after the header, up to the blank line before the files read.
        let shown = emojiday(["config"]).stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .prefix { !$0.isEmpty }.map { String($0.split(separator: " ")[0]) }
        let help = emojiday(["--help"]).stdout
        for key in shown {
            #expect(schema.stdout.contains("\"\(key)\": {"), "\(key)")
            let variable = "EMOJIDAY_" + key.uppercased().replacing("-", with: "_")
            #expect(help.contains(variable), "\(variable)")
        }
        // With also-calendar, countdown, estimates, tooltip, prompt, location and day-starts.
        #expect(shown.count == 19)
        #expect(schema.stdout.contains(#""additionalProperties": false"#))
    }

    @Test("A system locale ICU lacks says what to set instead")
    func systemLocaleICULacks() {
        let outcome = emojiday(["--date", "2024-09-03"], environment: ["LANG": "aa_DJ.UTF-8"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("from LANG"))
        #expect(outcome.stderr.contains("set EMOJIDAY_LOCALE"))
        #expect(outcome.stderr.contains("fr-DJ"))
        let fixed = emojiday(
            ["--date", "2024-09-03"], environment: ["LANG": "aa_DJ.UTF-8", "EMOJIDAY_LOCALE": "fr-DJ"])
        #expect(fixed.stdout == "😊 Mardi 3\n")
    }
}
