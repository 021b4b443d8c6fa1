import EmojiDayTestSupport
import Glibc
import Testing

/// The completion scripts run in real shells, and the man page through groff. Each test needs its tool
/// (CI installs zsh, fish and groff).
@Suite("Completions and the man page, in their tools", .tags(.endToEnd))
struct ShellTests {
    /// A folder with the completion scripts and `emojiday` on PATH.
    static func setUp() throws -> (TemporaryFolder, [String: String]) {
        var scripts: [String: String] = [:]
        for shell in ["bash", "zsh", "fish"] { scripts["c." + shell] = emojiday(["completions", shell]).stdout }
        let scratch = try TemporaryFolder(scripts)
        let folder = String(emojidayPath.prefix(upTo: emojidayPath.lastIndex(of: "/")!))
        return (scratch, ["PATH": folder + ":/usr/bin:/bin", "TZ": "UTC", "HOME": scratch.path])
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    /// Theme files whose names are shell syntax, a glob, a line break or an escape sequence, beside `qq.json`,
    /// in the scratch folder's `config/emojiday/themes`; none of them may be offered as a theme id.
    static let hostileThemes = [
        "q$(touch pwned1).json", "q`touch pwned2`.json", "*.json", "q\nz.json", "q\u{1B}[31m.json", "q'x.json",
        "q x.json", "qq.json",
    ]

    /// ``setUp()`` with ``hostileThemes`` in `XDG_CONFIG_HOME` and a `run` folder to run the shell in.
    static func setUpHostile() throws -> (TemporaryFolder, [String: String]) {
        let (scratch, env) = try setUp()
        for name in hostileThemes { try scratch.write("config/emojiday/themes/" + name, #"{"name": "Q"}"#) }
        try scratch.write("run/.keep", "")
        return (scratch, env.merging(["XDG_CONFIG_HOME": scratch.path + "/config"]) { $1 })
    }

    /// Nothing a hostile theme name could run has run.
    static func expectNothingRan(_ scratch: TemporaryFolder) {
        for file in ["pwned1", "pwned2"] {
            #expect(access(scratch.path + "/run/" + file, F_OK) != 0, "\(file) was created")
        }
    }

    @Test("__complete offers no theme id from a file name that is not a valid id, and no control character")
    func completeSkipsHostileThemeNames() throws {
        let (scratch, env) = try Self.setUpHostile()
        defer { scratch.remove() }
        for shell in ["bash", "zsh", "fish"] {
            let outcome = emojiday(["__complete", "--", shell, "--theme", "q"], environment: env)
            #expect(outcome.status == 0)
            #expect(outcome.stdout == "qq\n", "\(shell)")
            let all = emojiday(["__complete", "--", shell, "--theme", ""], environment: env).stdout
            #expect(!all.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && $0.value < 0x20 })
            #expect(!all.contains("$") && !all.contains("*") && !all.contains("'"))
        }
        // Nor through --theme-file, nor in `themes list` or a suggestion.
        let named = emojiday(
            ["__complete", "--", "bash", "--theme-file", "/tmp/q$(touch pwned1).json", "--theme", "q"], environment: env
        )
        #expect(named.stdout == "qq\n")
        let listing = emojiday(["themes", "list"], environment: env)
        #expect(listing.status == 0)
        #expect(listing.stdout.contains("qq "))
        #expect(!listing.stdout.contains("q$") && !listing.stdout.contains("\u{1B}") && !listing.stdout.contains("*"))
        let suggestion = emojiday(["--theme", "q$(touch pwned1", "--date", "2024-09-03"], environment: env)
        #expect(suggestion.status != 0)
        #expect(!suggestion.stderr.contains("touch pwned1)'"))
    }

    @Test("bash: hostile theme file names are not offered; every candidate is inserted through printf %q")
    func bashQuotesCandidates() throws {
        let (scratch, env) = try Self.setUpHostile()
        defer { scratch.remove() }
        let complete = """
            cd \(scratch.path)/run && source \(scratch.path)/c.bash
            COMP_WORDS=(emojiday --theme q); COMP_CWORD=2; _emojiday
            printf '<%s>\\n' "${COMPREPLY[@]}"
            """
        let outcome = spawn(["/bin/bash", "--norc", "-c", complete], environment: env)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "<qq>\n")
        Self.expectNothingRan(scratch)
        // Were `__complete` ever to print shell syntax, a glob or a space, the script still inserts each
        // candidate as one quoted word: an `emojiday` that prints them stands in for it.
        try scratch.write(
            "fake/emojiday", "#!/bin/sh\nprintf '%s\\n' 'q$(touch pwned1)' '*' 'q x' \"q'x\"\n", mode: 0o755)
        let quoted = """
            cd \(scratch.path)/run && source \(scratch.path)/c.bash
            COMP_WORDS=(emojiday --theme q); COMP_CWORD=2; _emojiday
            printf '<%s>\\n' "${COMPREPLY[@]}"
            for word in "${COMPREPLY[@]}"; do eval "set -- $word"; printf '[%s]%s\\n' "$1" "$#"; done
            """
        let fake = env.merging(["PATH": scratch.path + "/fake:/usr/bin:/bin"]) { $1 }
        let inserted = spawn(["/bin/bash", "--norc", "-c", quoted], environment: fake)
        #expect(inserted.status == 0, "\(inserted.stderr)")
        #expect(
            Self.lines(inserted.stdout) == [
                #"<q\$\(touch\ pwned1\)>"#, #"<\*>"#, #"<q\ x>"#, #"<q\'x>"#, "[q$(touch pwned1)]1", "[*]1",
                "[q x]1", "[q'x]1",
            ])
        Self.expectNothingRan(scratch)
    }

    @Test("bash: --theme m<TAB> offers moods and moods-dark; subcommands, options and files too")
    func bash() throws {
        let (scratch, env) = try Self.setUp()
        defer { scratch.remove() }
        func complete(_ words: [String]) -> [String] {
            let array = words.map { "'\($0)'" }.joined(separator: " ")
            let script = """
                source \(scratch.path)/c.bash
                complete -p emojiday >/dev/null || exit 3
                COMP_WORDS=(emojiday \(array)); COMP_CWORD=\(words.count)
                _emojiday emojiday '\(words.last!)' '\(words.count > 1 ? words[words.count - 2] : "emojiday")'
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let outcome = spawn(["/bin/bash", "--norc", "-c", script], environment: env)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return Self.lines(outcome.stdout)
        }
        #expect(complete(["--theme", "m"]) == ["monochrome", "moods", "moods-contrast", "moods-dark", "moon"])
        #expect(complete(["ti"]) == ["timeline"])
        #expect(complete(["themes", "v"]) == ["validate"])
        #expect(complete(["--calendar", "isl"]).contains("islamic-umalqura"))
        #expect(complete(["--time-zone", "Europe/Pa"]) == ["Europe/Paris"])
        #expect(complete(["--numbers", "ara"]) == ["arab", "arabext"])
        #expect(complete(["--format", "ht"]) == ["html"])
        #expect(complete(["--first-weekday", "mo"]) == ["monday"])
        #expect(complete(["--locale", "ja"]).contains("ja-JP"))
        #expect(complete(["timeline", "--da"]) == ["--days", "--date", "--day-starts"])
        // printf %q writes the comma as `\,`, which bash reads back as a comma.
        #expect(complete(["--occasions", "world,ch"]) == [#"world\,chinese"#, #"world\,christian"#])
        #expect(complete(["--theme-file", "\(scratch.path)/c.b"]) == ["\(scratch.path)/c.bash"])
    }

    @Test("zsh: the function offers theme ids to compadd", .enabled(if: installed("zsh")))
    func zsh() throws {
        let (scratch, env) = try Self.setUp()
        defer { scratch.remove() }
        #expect(spawn(["/usr/bin/zsh", "-n", scratch.path + "/c.zsh"], environment: env).status == 0)
        let script = """
            autoload -U compinit && compinit -u -d \(scratch.path)/zcompdump
            source \(scratch.path)/c.zsh
            [[ $_comps[emojiday] == _emojiday ]] || exit 3
            compadd() { print -l -- "$@" }
            words=(emojiday --theme m); CURRENT=3
            _emojiday
            words=(emojiday themes n); CURRENT=3
            _emojiday
            """
        let outcome = spawn(["/usr/bin/zsh", "-f", "-c", script], environment: env)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let offered = Self.lines(outcome.stdout).filter { !$0.hasPrefix("-") }
        #expect(offered == ["monochrome", "moods", "moods-contrast", "moods-dark", "moon", "new"])
    }

    @Test(
        "zsh: hostile theme file names are not offered, and compadd quotes what it inserts (no -Q)",
        .enabled(if: installed("zsh")))
    func zshQuotesCandidates() throws {
        let (scratch, env) = try Self.setUpHostile()
        defer { scratch.remove() }
        let script = """
            cd \(scratch.path)/run
            autoload -U compinit && compinit -u -d \(scratch.path)/zcompdump
            source \(scratch.path)/c.zsh
            compadd() { print -rl -- "$@" }
            words=(emojiday --theme q); CURRENT=3
            _emojiday
            """
        let outcome = spawn(["/usr/bin/zsh", "-f", "-c", script], environment: env)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.lines(outcome.stdout) == ["--", "qq"])
        Self.expectNothingRan(scratch)
    }

    @Test("fish: complete -C offers theme ids, subcommands with descriptions", .enabled(if: installed("fish")))
    func fish() throws {
        let (scratch, env) = try Self.setUp()
        defer { scratch.remove() }
        #expect(spawn(["/usr/bin/fish", "--no-execute", scratch.path + "/c.fish"], environment: env).status == 0)
        let script = """
            source \(scratch.path)/c.fish
            complete -C'emojiday --theme m'
            complete -C'emojiday tim'
            """
        let outcome = spawn(["/usr/bin/fish", "--no-config", "-c", script], environment: env)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let offered = Self.lines(outcome.stdout)
        #expect(offered.prefix(4) == ["monochrome", "moods", "moods-contrast", "moods-dark"])
        #expect(offered.contains { $0.hasPrefix("timeline\t") })
    }

    @Test("fish: hostile theme file names are not offered", .enabled(if: installed("fish")))
    func fishSkipsHostileThemeNames() throws {
        let (scratch, env) = try Self.setUpHostile()
        defer { scratch.remove() }
        let script = """
            cd \(scratch.path)/run
            source \(scratch.path)/c.fish
            complete -C'emojiday --theme q'
            """
        let outcome = spawn(["/usr/bin/fish", "--no-config", "-c", script], environment: env)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Self.lines(outcome.stdout) == ["qq"])
        Self.expectNothingRan(scratch)
    }

    @Test("The man page renders with groff -ww without a warning", .enabled(if: installed("groff")))
    func manPage() throws {
        let scratch = try TemporaryFolder(["emojiday.1": emojiday(["man"]).stdout])
        defer { scratch.remove() }
        let outcome = spawn(
            ["/usr/bin/groff", "-man", "-Tutf8", "-ww", "-P-cbou", scratch.path + "/emojiday.1"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        for heading in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS",
        ] {
            #expect(outcome.stdout.contains("\n\(heading)\n"), "\(heading)")
        }
        #expect(outcome.stdout.contains("\nEXAMPLES\n"))
        #expect(outcome.stdout.contains("--date tomorrow"))
        #expect(outcome.stdout.contains("EMOJIDAY_TIME_ZONE"))
    }

    @Test(
        "Every manual page renders in the C locale (ASCII) without a warning, emoji as their names",
        .enabled(if: installed("groff")))
    func manPagesInTheCLocale() throws {
        for name in emojiday(["man", "--list"]).stdout.split(separator: "\n").compactMap({
            $0.split(separator: " ").first
        }) {
            let scratch = try TemporaryFolder(["page.man": emojiday(["man", String(name)]).stdout])
            defer { scratch.remove() }
            let outcome = spawn(
                ["/usr/bin/groff", "-man", "-Tascii", "-ww", "-P-cbou", scratch.path + "/page.man"],
                environment: ["PATH": "/usr/bin:/bin", "LANG": "C"])
            #expect(outcome.status == 0, "\(name)")
            #expect(outcome.stderr.isEmpty, "\(name): \(outcome.stderr)")
            let ascii = outcome.stdout.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(name)")
            if name == "emojiday-themes" { #expect(outcome.stdout.contains("[robot face]")) }
        }
    }
}

/// Completion of comma lists of occasion sets.
extension ShellTests {
    @Test("Completion of a comma list offers the remaining set names after the comma, in every shell")
    func commaListCompletion() {
        for shell in ["bash", "zsh", "fish"] {
            let after = emojiday(["__complete", "--", shell, "--occasions", "world,"]).stdout
            let offered = after.split(separator: "\n").map(String.init)
            #expect(offered.contains("world,chinese"), "\(shell)")
            #expect(offered.contains("world,jewish"), "\(shell)")
            #expect(!offered.contains("world,world"), "\(shell): a set already in the list")
            #expect(offered.allSatisfy { $0.hasPrefix("world,") }, "\(shell)")
            let partial = emojiday(["__complete", "--", shell, "--occasions", "jewish,world,ch"]).stdout
            #expect(partial == "jewish,world,chinese\njewish,world,christian\n", "\(shell)")
        }
    }
}
