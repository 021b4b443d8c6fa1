import EmojiDayTestSupport
import Testing

/// The edges a new user met, each fixed: relative dates, themes as a contributor meets them, renderer naming,
/// options that do not apply, listings.
@Suite("Dates, theme files, installs and listings as a user meets them, end to end", .tags(.endToEnd))
struct RoughEdgeTests {
    @Test("--date takes relative forms in the chosen zone, and the error lists them")
    func relativeDates() {
        let today = emojiday(["--date", "today", "--format", "json", "--time-zone", "Pacific/Kiritimati"])
        let plain = emojiday(["--format", "json", "--time-zone", "Pacific/Kiritimati"])
        #expect(today.status == 0)
        #expect(today.stdout == plain.stdout)
        let tomorrow = emojiday(["--date", "tomorrow", "--format", "json"])
        let plusOne = emojiday(["--date", "+1", "--format", "json"])
        #expect(tomorrow.status == 0 && tomorrow.stdout == plusOne.stdout)
        let bad = emojiday(["--date", "next friday"])
        #expect(bad.status == 64)
        #expect(
            bad.stderr.contains(
                "use YYYY-MM-DD, today, yesterday, tomorrow, +N, -N or a weekday (monday … sunday)"))
        #expect(emojiday(["timeline", "--date", "friday", "--days", "1"]).stdout.contains("Friday"))
    }

    @Test("themes validate skips schema files, takes folders, and resolves extends like --theme-file")
    func validate() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        #expect(emojiday(["themes", "new", "mine", "--directory", scratch.path]).status == 0)
        #expect(emojiday(["themes", "new", "mine-ext", "--extends", "mine", "--directory", scratch.path]).status == 0)
        let all = emojiday(["themes", "validate", scratch.path])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.contains("mine.json: valid") && all.stdout.contains("mine-ext.json: valid"))
        #expect(!all.stdout.contains("theme.schema.json"))
        let files = emojiday([
            "themes", "validate", scratch.path + "/mine.json", scratch.path + "/mine-ext.json",
            scratch.path + "/theme.schema.json",
        ])
        #expect(files.status == 0)
        #expect(files.stdout.contains("theme.schema.json: skipped"))
        let shown = emojiday(["--theme-file", scratch.path + "/mine-ext.json", "--date", "2024-09-03"])
        #expect(shown.status == 0, "\(shown.stderr)")
    }

    @Test("Every --theme-file makes its theme available; the first is shown without --theme")
    func repeatedThemeFiles() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        for id in ["one", "two"] { _ = emojiday(["themes", "new", id, "--directory", scratch.path]) }
        let files = ["--theme-file", scratch.path + "/one.json", "--theme-file", scratch.path + "/two.json"]
        let first = emojiday(files + ["--date", "2024-09-03", "--format", "json"])
        #expect(first.stdout.contains(#""theme": "one""#))
        let second = emojiday(files + ["--theme", "two", "--date", "2024-09-03", "--format", "json"])
        #expect(second.stdout.contains(#""theme": "two""#))
        let listed = emojiday(["themes", "list"] + files)
        #expect(listed.stdout.contains("\none ") && listed.stdout.contains("\ntwo "))
    }

    @Test("themes new --from copies and renames; --extends writes a minimal child; bad ids are refused")
    func newTheme() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let copy = emojiday(["themes", "new", "my-moods", "--from", "moods", "--directory", scratch.path])
        #expect(copy.status == 0, "\(copy.stderr)")
        let child = emojiday(["themes", "new", "kid", "--extends", "moods-dark", "--directory", scratch.path])
        #expect(child.status == 0, "\(child.stderr)")
        // The copy keeps moods' one warning (its contrast); the child has none.
        let checked = emojiday(["themes", "validate", scratch.path])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(
            checked.stdout.contains("kid.json: valid\n") && checked.stdout.contains("my-moods.json: valid (1 warning)"))
        let shown = emojiday([
            "--theme-file", scratch.path + "/my-moods.json", "--date", "2024-09-03", "--format", "json",
        ])
        #expect(shown.stdout.contains(#""theme": "my-moods""#) && shown.stdout.contains(#""themeName": "My Moods""#))
        let dash = emojiday(["themes", "new", "--directory", scratch.path, "--", "-x"])
        #expect(dash.status == 64)
        #expect(dash.stderr.contains("cannot start with '-'"))
        let long = emojiday(["themes", "new", String(repeating: "a", count: 65), "--directory", scratch.path])
        #expect(long.status == 64)
        #expect(long.stderr.contains("the limit is 64"))
        let named = emojiday(["--theme", String(repeating: "a", count: 65)])
        #expect(named.status == 64 && named.stderr.contains("the limit is 64"))
        let unknown = emojiday(["themes", "new", "x", "--from", "mods", "--directory", scratch.path])
        #expect(unknown.status == 64 && unknown.stderr.contains("did you mean 'moods'?"))
    }

    @Test("scripts/install installs exactly its files; the installed binary's new themes name the installed schema")
    func installedSchema() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let here = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!))
        let root = String(here.prefix(upTo: here.prefix(upTo: here.lastIndex(of: "/")!).lastIndex(of: "/")!))
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
        let text = String(decoding: try #require(readAll(scratch.path + "/moved.json")), as: UTF8.self)
        #expect(text.contains(#""$schema": "file://\#(prefix)/share/emojiday/theme.schema.json""#))
        let uninstall = spawn(
            ["/bin/bash", root + "/scripts/install", "--uninstall", "--prefix", prefix], environment: env)
        #expect(uninstall.status == 0)
        #expect(readAll(prefix + "/bin/emojiday") == nil)
        #expect(spawn(["/bin/ls", "-A", prefix], environment: env).stdout.isEmpty)
    }

    @Test("A byte-order mark is a warning; --strict then fails and says so consistently")
    func byteOrderMarkAndStrict() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        _ = emojiday(["themes", "new", "bom", "--directory", scratch.path])
        let bytes = try #require(readAll(scratch.path + "/bom.json"))
        let text = String(decoding: bytes, as: UTF8.self)
        try scratch.write("bom.json", "\u{FEFF}" + text)
        let lenient = emojiday(["themes", "validate", scratch.path + "/bom.json"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("valid (1 warning)"))
        #expect(lenient.stderr.contains("byte-order mark"))
        let strict = emojiday(["themes", "validate", "--strict", scratch.path + "/bom.json"])
        #expect(strict.status == 65)
        #expect(!strict.stdout.contains(": valid"))
        #expect(strict.stdout.contains("invalid under --strict (1 warning)"))
        #expect(strict.stderr.contains("--strict fails on warnings"))
        #expect(emojiday(["--theme-file", scratch.path + "/bom.json", "--date", "2024-09-03"]).status == 0)
    }

    @Test("Renderers: the naming rule is stated, and files that break it or cannot run are reported")
    func rendererNaming() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try scratch.write("emojiday-render-my_fmt", "#!/bin/sh\necho x\n", mode: 0o755)
        try scratch.write("emojiday-render-UP", "#!/bin/sh\necho x\n", mode: 0o755)
        try scratch.write("emojiday-render-plain", "#!/bin/sh\necho x\n", mode: 0o644)
        try scratch.write("emojiday-render-good", "#!/bin/sh\necho x\n", mode: 0o755)
        let env = ["PATH": scratch.path + ":/usr/bin:/bin"]
        let listing = emojiday(["renderers"], environment: env)
        #expect(listing.stdout.hasPrefix("ID "))
        #expect(listing.stdout.contains("\ngood "))
        #expect(listing.stdout.contains("emojiday-render-my_fmt: 'my_fmt' breaks the naming rule"))
        #expect(listing.stdout.contains("emojiday-render-UP: 'UP' breaks the naming rule"))
        #expect(listing.stdout.contains("emojiday-render-plain: not executable; run 'chmod +x"))
        let json = emojiday(["renderers", "--format", "json"], environment: env)
        #expect(json.stdout.contains(#""usable": false"#))
        let format = emojiday(["--format", "my_fmt"], environment: env)
        #expect(format.status == 64)
        #expect(format.stderr.contains("'my_fmt' cannot be a renderer id"))
        #expect(emojiday(["renderers", "--help"]).stdout.contains("[a-z0-9][a-z0-9-]*"))
    }

    @Test(
        "Options that do not apply are refused the same way",
        arguments: [
            (["--color", "always"], "'--color' applies to '--style card', not '--style line'"),
            (["--render-timeout", "3"], "'--render-timeout' applies to an external renderer, not 'text'"),
            (["--family", "large"], "'--family' applies to '--format html', not 'text'"),
            (["--format", "json", "--style", "card"], "'--style' applies to '--format text', not 'json'"),
            (["--format", "svg", "--fragment"], "'--fragment' applies to '--format html', not 'svg'"),
        ])
    func inapplicable(_ arguments: [String], _ message: String) {
        let outcome = emojiday(arguments + ["--date", "2024-09-03"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(emojiday(["--style", "card", "--color", "never", "--date", "2024-09-03"]).status == 0)
    }

    @Test("Listings share a header row; bundled themes name no file")
    func listings() {
        #expect(emojiday(["locales"]).stdout.hasPrefix("LOCALE "))
        #expect(emojiday(["renderers"]).stdout.hasPrefix("ID "))
        #expect(emojiday(["themes", "list"]).stdout.hasPrefix("ID "))
        #expect(emojiday(["config"]).stdout.hasPrefix("KEY "))
        let json = emojiday(["themes", "list", "--format", "json"]).stdout
        #expect(!json.contains("themes/"))
        #expect(json.contains(#""path": null"#))
    }
}

/// A file's text, or nil when it cannot be read.
private func readAll(_ path: String) -> [UInt8]? {
    let outcome = spawn(["/bin/cat", path], environment: [:])
    return outcome.status == 0 ? Array(outcome.stdout.utf8) : nil
}
