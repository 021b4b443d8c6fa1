import EmojiDayTestSupport
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
        #expect(complete(["--theme", "m"]) == ["monochrome", "moods", "moods-contrast", "moods-dark"])
        #expect(complete(["ti"]) == ["timeline"])
        #expect(complete(["themes", "v"]) == ["validate"])
        #expect(complete(["--calendar", "isl"]).contains("islamic-umalqura"))
        #expect(complete(["--time-zone", "Europe/Pa"]) == ["Europe/Paris"])
        #expect(complete(["--numbers", "ara"]) == ["arab", "arabext"])
        #expect(complete(["--format", "ht"]) == ["html"])
        #expect(complete(["--first-weekday", "mo"]) == ["monday"])
        #expect(complete(["--locale", "ja"]).contains("ja-JP"))
        #expect(complete(["timeline", "--da"]) == ["--days", "--date"])
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
        #expect(offered == ["monochrome", "moods", "moods-contrast", "moods-dark", "new"])
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
}
