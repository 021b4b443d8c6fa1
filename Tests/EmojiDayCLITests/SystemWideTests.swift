import EmojiDayTestSupport
import Glibc
import Testing

/// Settings, themes and occasion sets installed for everyone, found the XDG way: `$XDG_CONFIG_DIRS` below the
/// user's `config.json`, `$XDG_DATA_HOME` and `$XDG_DATA_DIRS` below the user's folders. Every folder is a
/// temporary one passed in the environment: no test reads the machine's `/etc/xdg` or `/usr/share`.
@Suite("System-wide settings and data (XDG)", .tags(.endToEnd))
struct SystemWideTests {
    static let day = ["--date", "2024-09-03"]

    /// A theme file declaring `id`, with Tuesday's emoji `tuesday`.
    static func theme(_ id: String, tuesday: String = "🦉") -> String {
        """
        {
          "formatVersion": 1, "id": "\(id)", "name": "\(id)",
          "gradient": { "colors": ["#1E1B4B", "#4C1D95"] }, "fallback": "🤖",
          "days": { "tuesday": { "emoji": "\(tuesday)" } }
        }
        """
    }

    @Test("A system config.json sits below the user's, key by key; the first of XDG_CONFIG_DIRS wins")
    func systemConfigBelowUserConfig() throws {
        let scratch = try TemporaryFolder([
            "user/emojiday/config.json": #"{"locale": "fr"}"#,
            "sys1/emojiday/config.json": #"{"locale": "ja-JP", "theme": "moods-dark"}"#,
            "sys2/emojiday/config.json": "{\n  \"theme\": \"night\",\n  \"time-zone\": \"Asia/Tokyo\"\n}",
        ])
        defer { scratch.remove() }
        let env = [
            "XDG_CONFIG_HOME": scratch.path + "/user",
            "XDG_CONFIG_DIRS": "\(scratch.path)/sys1:\(scratch.path)/missing:\(scratch.path)/sys2",
        ]
        let json = emojiday(Self.day + ["--format", "json"], environment: env)
        #expect(json.status == 0, "\(json.stderr)")
        // locale from the user's file, theme from the first system file, time zone from the second.
        #expect(json.stdout.contains(#""weekdayName": "Mardi""#), "\(json.stdout)")
        #expect(json.stdout.contains(#""theme": "moods-dark""#))
        #expect(json.stdout.contains("+09:00"))
        // The environment and the option still beat every file.
        let variable = emojiday(Self.day, environment: env.merging(["EMOJIDAY_LOCALE": "de"]) { $1 })
        #expect(variable.stdout.contains("Dienstag"))
        #expect(emojiday(Self.day + ["--locale", "en-US"], environment: env).stdout.contains("Tuesday"))

        let shown = emojiday(["config"], environment: env)
        #expect(shown.status == 0, "\(shown.stderr)")
        let rows = shown.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(rows.contains { $0.first == "locale" && $0[2] == "\(scratch.path)/user/emojiday/config.json:1:12" })
        #expect(rows.contains { $0.first == "theme" && $0[2] == "\(scratch.path)/sys1/emojiday/config.json:1:30" })
        #expect(rows.contains { $0.first == "time-zone" && $0[2] == "\(scratch.path)/sys2/emojiday/config.json:3:16" })
        #expect(
            shown.stdout.hasSuffix(
                """

                files, most important first:
                  1. \(scratch.path)/user/emojiday/config.json
                  2. \(scratch.path)/sys1/emojiday/config.json
                  3. \(scratch.path)/missing/emojiday/config.json (absent)
                  4. \(scratch.path)/sys2/emojiday/config.json

                """), "\(shown.stdout)")
        let listing = emojiday(["config", "--format", "json"], environment: env)
        #expect(listing.stdout.contains(#""path": "\#(scratch.path)/missing/emojiday/config.json""#))
        #expect(listing.stdout.contains(#""exists": false"#))
        #expect(listing.stdout.contains(#""file": "\#(scratch.path)/user/emojiday/config.json""#))
        // --path is still the user's file: the one to write.
        #expect(
            emojiday(["config", "--path"], environment: env).stdout == scratch.path + "/user/emojiday/config.json\n")
    }

    @Test("Relative and empty XDG entries are ignored")
    func relativeEntriesIgnored() throws {
        let scratch = try TemporaryFolder([
            "rel/emojiday/config.json": #"{"locale": "ja-JP"}"#,
            "rel/emojiday/themes/relative-only.json": Self.theme("relative-only"),
            "sys/emojiday/config.json": #"{"locale": "fr"}"#,
        ])
        defer { scratch.remove() }
        // Run from the scratch folder, where the relative entries would resolve.
        func run(_ arguments: [String], _ environment: [String: String]) -> Outcome {
            let script = "cd \"$1\" && shift && exec \"$@\""
            return spawn(
                ["/bin/sh", "-c", script, "sh", scratch.path, emojidayPath] + arguments,
                environment: emojidayEnvironment.merging(environment) { $1 })
        }
        let relative = run(Self.day, ["XDG_CONFIG_DIRS": "rel::\(scratch.path)/sys:", "XDG_CONFIG_HOME": "rel"])
        #expect(relative.stdout.contains("Mardi"), "\(relative.stdout) \(relative.stderr)")
        let none = run(["config"], ["XDG_CONFIG_DIRS": "rel"])
        #expect(!none.stdout.contains("rel/emojiday"))
        #expect(none.stdout.hasSuffix("files, most important first:\n  (no HOME: no user file)\n"), "\(none.stdout)")
        let themes = run(["themes", "list"], ["XDG_DATA_DIRS": "rel", "XDG_DATA_HOME": "rel"])
        #expect(themes.status == 0)
        #expect(!themes.stdout.contains("relative-only"))
        #expect(run(["--theme", "relative-only"], ["XDG_DATA_DIRS": "rel"]).status == 64)
    }

    @Test("A malformed or unreadable system config.json is the usual one-line error naming that file")
    func brokenSystemConfig() throws {
        let scratch = try TemporaryFolder(["sys/emojiday/config.json": "{\"theme\": \"moods\",\n \"them\": 1}"])
        defer { scratch.remove() }
        let file = scratch.path + "/sys/emojiday/config.json"
        let env = ["XDG_CONFIG_DIRS": scratch.path + "/sys", "HOME": scratch.path + "/home"]
        let malformed = emojiday(Self.day, environment: env)
        #expect(malformed.status == 65)
        #expect(malformed.stdout.isEmpty)
        #expect(malformed.stderr.hasPrefix("emojiday: error: \(file):2:2: unknown key 'them'"), "\(malformed.stderr)")
        #expect(malformed.stderr.split(separator: "\n").count == 1, "\(malformed.stderr)")
        // A user's file that sets every key does not hide a broken system file.
        let unreadable = try TemporaryFolder()
        defer { unreadable.remove() }
        mkdir(unreadable.path + "/emojiday", 0o755)
        mkdir(unreadable.path + "/emojiday/config.json", 0o755)
        let folder = emojiday(Self.day, environment: ["XDG_CONFIG_DIRS": unreadable.path])
        #expect(folder.status == 66, "\(folder.stderr)")
        #expect(folder.stderr.hasPrefix("emojiday: error: "))
        #expect(folder.stderr.contains(unreadable.path + "/emojiday/config.json"), "\(folder.stderr)")
        #expect(folder.stderr.split(separator: "\n").count == 1, "\(folder.stderr)")
    }

    @Test("A theme in XDG_DATA_DIRS or XDG_DATA_HOME is found, listed and completed")
    func themeInDataDirectory() throws {
        let scratch = try TemporaryFolder([
            "share/emojiday/themes/owls.json": Self.theme("owls"),
            "data/emojiday/themes/larks.json": Self.theme("larks", tuesday: "🐦"),
        ])
        defer { scratch.remove() }
        let env = ["XDG_DATA_DIRS": scratch.path + "/share", "XDG_DATA_HOME": scratch.path + "/data"]
        let owls = emojiday(Self.day + ["--theme", "owls"], environment: env)
        #expect(owls.status == 0, "\(owls.stderr)")
        #expect(owls.stdout == "🦉 Tuesday 3\n")
        #expect(emojiday(Self.day + ["--theme", "larks"], environment: env).stdout == "🐦 Tuesday 3\n")
        let list = emojiday(["themes", "list"], environment: env)
        #expect(
            list.stdout.split(separator: "\n").contains {
                $0.hasPrefix("owls ") && $0.hasSuffix("XDG_DATA_DIRS (\(scratch.path)/share/emojiday/themes/owls.json)")
            }, "\(list.stdout)")
        #expect(list.stdout.contains("XDG_DATA_HOME (\(scratch.path)/data/emojiday/themes/larks.json)"))
        let completed = emojiday(["__complete", "--", "bash", "--theme", "ow"], environment: env)
        #expect(completed.stdout == "owls\n")
        #expect(emojiday(["__complete", "--", "bash", "--theme", "lar"], environment: env).stdout == "larks\n")
    }

    @Test("A user theme shadows a system theme of the same id, and themes list says so in text and JSON")
    func userThemeShadowsSystemTheme() throws {
        let scratch = try TemporaryFolder([
            "config/emojiday/themes/moods.json": Self.theme("moods", tuesday: "🐺"),
            "share/emojiday/themes/moods.json": Self.theme("moods", tuesday: "🦉"),
        ])
        defer { scratch.remove() }
        let env = ["XDG_CONFIG_HOME": scratch.path + "/config", "XDG_DATA_DIRS": scratch.path + "/share"]
        let user = scratch.path + "/config/emojiday/themes/moods.json"
        let system = scratch.path + "/share/emojiday/themes/moods.json"
        #expect(emojiday(Self.day, environment: env).stdout == "🐺 Tuesday 3\n")
        // Without the user's theme, the system's wins over the bundled one.
        #expect(emojiday(Self.day, environment: ["XDG_DATA_DIRS": scratch.path + "/share"]).stdout == "🦉 Tuesday 3\n")
        let lines = emojiday(["themes", "list"], environment: env).stdout.split(separator: "\n").filter {
            $0.hasPrefix("moods ")
        }
        #expect(lines.count == 3, "\(lines)")
        let expected = [
            "XDG_CONFIG_HOME (\(user)) — shadows \(system); overrides the bundled theme",
            "XDG_DATA_DIRS (\(system)) — shadowed by XDG_CONFIG_HOME", "bundled — shadowed by XDG_CONFIG_HOME",
        ]
        for (line, suffix) in zip(lines, expected) { #expect(line.hasSuffix(suffix), "\(line)") }
        // Compared without the layout's spaces and line breaks (the temporary paths have none).
        let json = emojiday(["themes", "list", "--format", "json"], environment: env).stdout.filter {
            !$0.isWhitespace
        }
        #expect(json.contains(#""shadows":["\#(system)","bundled"]"#), "\(json)")
        #expect(json.contains(#""shadowedByPath":"\#(user)""#))
    }

    @Test("Occasion sets: the same order as themes, and occasions list says what a set shadows")
    func occasionSetsInDataDirectories() throws {
        let set = #"""
            {"formatVersion": 1, "id": "world", "name": "Mine", "occasions": [{"id": "bastille", "emoji": "🎆",
             "show": "replace", "names": {"en": "Bastille"}, "date": {"calendar": "gregorian", "month": "M07", "day": 14}}]}
            """#
        let scratch = try TemporaryFolder([
            "data/emojiday/occasions/world.json": set,
            "share/emojiday/occasions/world.json": set,
            "share/emojiday/occasions/mine.json": set.replacing(
                #""id": "world""#, with: #""id": "mine""#),
        ])
        defer { scratch.remove() }
        let env = ["XDG_DATA_HOME": scratch.path + "/data", "XDG_DATA_DIRS": scratch.path + "/share"]
        let day = emojiday(["--occasions", "mine", "--date", "2025-07-14"], environment: env)
        #expect(day.stdout == "🎆 Monday 14 · Bastille\n", "\(day.stderr)")
        let rows = emojiday(["occasions", "list"], environment: env).stdout.split(separator: "\n")
        let world = "\(scratch.path)/data/emojiday/occasions/world.json"
        let shadowed = "\(scratch.path)/share/emojiday/occasions/world.json"
        #expect(
            rows.contains {
                $0.hasPrefix("world ")
                    && $0.hasSuffix("XDG_DATA_HOME (\(world)) — shadows \(shadowed); overrides the bundled set")
            }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("mine ") && $0.hasSuffix("XDG_DATA_DIRS") })
        let json = emojiday(["occasions", "list", "--format", "json"], environment: env).stdout.filter {
            !$0.isWhitespace
        }
        #expect(json.contains(#""shadows":["\#(shadowed)","bundled"]"#), "\(json)")
        #expect(emojiday(["__complete", "--", "bash", "--occasions", "mi"], environment: env).stdout == "mine\n")
    }

    @Test(
        "Colour of the card: the flag or setting, then NO_COLOR, then CLICOLOR_FORCE, then the terminal",
        arguments: [
            ([], ["CLICOLOR_FORCE": "1"], true),
            ([], ["CLICOLOR_FORCE": "yes", "TERM": "dumb"], true),
            ([], ["CLICOLOR_FORCE": "0"], false),
            ([], ["CLICOLOR_FORCE": ""], false),
            ([], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false),
            ([], ["NO_COLOR": "", "CLICOLOR_FORCE": "1"], true),
            (["--color", "auto"], ["CLICOLOR_FORCE": "1"], true),
            (["--color", "never"], ["CLICOLOR_FORCE": "1"], false),
            (["--color", "always"], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true),
            (["--color", "always"], ["NO_COLOR": "1"], true),
            ([], ["EMOJIDAY_COLOR": "never", "CLICOLOR_FORCE": "1"], false),
            ([], ["EMOJIDAY_COLOR": "always", "NO_COLOR": "1"], true),
        ] as [([String], [String: String], Bool)])
    func colorConventions(arguments: [String], environment: [String: String], colored: Bool) {
        let outcome = emojiday(Self.day + ["--style", "card"] + arguments, environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("\u{1B}[") == colored, "\(outcome.stdout.debugDescription)")
    }

    @Test("config.json's color beats CLICOLOR_FORCE and NO_COLOR, as the flag does")
    func colorFromConfigurationFile() throws {
        let scratch = try TemporaryFolder([
            "never/emojiday/config.json": #"{"style": "card", "color": "never"}"#,
            "always/emojiday/config.json": #"{"style": "card", "color": "always"}"#,
        ])
        defer { scratch.remove() }
        let never = emojiday(
            Self.day, environment: ["XDG_CONFIG_HOME": scratch.path + "/never", "CLICOLOR_FORCE": "1"])
        #expect(never.status == 0)
        #expect(!never.stdout.contains("\u{1B}"))
        // From a system file too.
        let always = emojiday(Self.day, environment: ["XDG_CONFIG_DIRS": scratch.path + "/always", "NO_COLOR": "1"])
        #expect(always.stdout.contains("\u{1B}["))
    }

    @Test(
        "NO_COLOR and CLICOLOR_FORCE leave the bar formats alone", arguments: ["waybar", "i3bar", "tmux", "json"])
    func barFormatsUnaffected(format: String) {
        let plain = emojiday(Self.day + ["--format", format])
        #expect(plain.status == 0)
        for environment in [["CLICOLOR_FORCE": "1"], ["NO_COLOR": "1"], ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"]] {
            #expect(emojiday(Self.day + ["--format", format], environment: environment).stdout == plain.stdout)
        }
    }
}

/// What scripts/install puts in place, and the schema the installed binary's new themes name.
extension SystemWideTests {
    @Test("scripts/install installs exactly its files; the installed binary's new themes name the installed schema")
    func installedSchema() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let root = repositoryFolder
        let prefix = scratch.path + "/prefix"
        let env = ["PATH": "/usr/bin:/bin", "HOME": scratch.path]
        let install = spawn(
            ["/bin/bash", root + "/scripts/install", "--binary", emojidayPath, "--prefix", prefix], environment: env)
        #expect(install.status == 0, "\(install.stderr)")
        for file in [
            "bin/emojiday", "share/man/man1/emojiday.1", "share/bash-completion/completions/emojiday",
            "share/zsh/site-functions/_emojiday", "share/fish/vendor_completions.d/emojiday.fish",
            "share/emojiday/theme.schema.json", "share/emojiday/config.schema.json",
        ] {
            #expect(install.stdout.contains("installed \(prefix)/\(file)\n"), "\(file)")
        }
        let made = spawn(
            [prefix + "/bin/emojiday", "themes", "new", "moved", "--directory", scratch.path], environment: env)
        #expect(made.status == 0)
        #expect(made.stdout.contains("wrote \(scratch.path)/moved.json;"))
        let text = String(decoding: try #require(contents(scratch.path + "/moved.json")), as: UTF8.self)
        #expect(text.contains(#""$schema": "file://\#(prefix)/share/emojiday/theme.schema.json""#))
        let uninstall = spawn(
            ["/bin/bash", root + "/scripts/install", "--uninstall", "--prefix", prefix], environment: env)
        #expect(uninstall.status == 0)
        #expect(contents(prefix + "/bin/emojiday") == nil)
        #expect(spawn(["/bin/ls", "-A", prefix], environment: env).stdout.isEmpty)
    }
}
