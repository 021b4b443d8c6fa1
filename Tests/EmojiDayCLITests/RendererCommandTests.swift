import EmojiDayTestSupport
import Glibc
import Testing

/// A temporary folder of `emojiday-render-<id>` scripts, removed by ``remove()``.
private struct RendererFolder {
    let folder: TemporaryFolder

    static let scripts: [(id: String, mode: mode_t, body: String)] = [
        (
            "upper", 0o755,
            """
            #!/bin/sh
            grep '"weekdayName"' | sed 's/.*: "//; s/".*//' | tr '[:lower:]' '[:upper:]'

            """
        ),
        ("boom", 0o755, "#!/bin/sh\necho 'boom: the renderer broke' >&2\nexit 3\n"),
        ("sleepy", 0o755, "#!/bin/sh\nsleep 30\n"),
        ("pid", 0o755, "#!/bin/sh\necho $$ > \"$0.pid\"\nexec sleep 30\n"),
        ("silent", 0o755, "#!/bin/sh\nexit 0\n"),
        ("noexec", 0o644, "#!/bin/sh\necho 'should never run'\n"),
        ("json", 0o755, "#!/bin/sh\necho 'SHADOWED'\n"),
        ("copy", 0o755, "#!/bin/sh\ncat\n"),
    ]

    init() throws {
        folder = try TemporaryFolder(prefix: "emojiday-renderers")
        for script in Self.scripts {
            try folder.write("emojiday-render-" + script.id, script.body, mode: script.mode)
        }
    }

    /// The folder's absolute path.
    var path: String { folder.path }

    /// The environment for `emojiday`: this folder first on `PATH`.
    var environment: [String: String] { ["PATH": "\(path):/usr/bin:/bin"] }

    func remove() { folder.remove() }
}

/// External renderers, `watch` and the status-bar formats, run with the built binary.
@Suite("Renderers, end to end", .tags(.endToEnd))
struct RendererCommandTests {}

extension RendererCommandTests {
    @Suite("External renderers, end to end")
    struct ExternalRenderers {
        static let day = ["--date", "2024-09-03", "--locale", "en-US"]

        @Test("An external renderer reads the JSON document and its output is printed")
        func upper() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(Self.day + ["--format", "upper"], environment: folder.environment)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout == "TUESDAY\n")
            #expect(outcome.stderr.isEmpty)
        }

        @Test("month --format <an external renderer>: it reads the month document, as --format json writes it")
        func month() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let month = ["month", "--date", "2024-09-03", "--locale", "en-US", "--time-zone", "UTC"]
            let copied = emojiday(month + ["--format", "copy"], environment: folder.environment)
            #expect(copied.status == 0, "\(copied.stderr)")
            #expect(copied.stdout == emojiday(month + ["--format", "json"]).stdout)
            #expect(copied.stdout.contains("\"title\": \"September 2024\"") && copied.stdout.contains("\"weeks\": ["))
            let two = emojiday(
                month + ["--format", "copy", "--months", "2", "--render-timeout", "5"], environment: folder.environment)
            #expect(two.status == 0, "\(two.stderr)")
            #expect(two.stdout.contains("\"months\": [") && two.stdout.contains("October 2024"))
            let styled = emojiday(month + ["--format", "copy", "--style", "card"], environment: folder.environment)
            #expect(styled.status == 64)
            #expect(
                styled.stderr == "emojiday: error: '--style' applies to '--format text', not 'copy'; leave it out\n")
            let failed = emojiday(month + ["--format", "boom"], environment: folder.environment)
            #expect(failed.status == 1)
            #expect(failed.stdout.isEmpty)
            #expect(failed.stderr.contains("boom: the renderer broke\n"))
        }

        @Test("A failing renderer: non-zero exit, named, its stderr passed through")
        func boom() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(Self.day + ["--format", "boom"], environment: folder.environment)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.contains("boom: the renderer broke\n"))
            #expect(outcome.stderr.contains("emojiday: error: renderer 'boom'"))
            #expect(outcome.stderr.contains("exit status 3"))
        }

        @Test("A renderer that outlives --render-timeout is stopped with a clean error")
        func timeout() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let start = monotonicSeconds()
            let outcome = emojiday(
                Self.day + ["--format", "sleepy", "--render-timeout", "1"], environment: folder.environment)
            let elapsed = monotonicSeconds() - start
            // Not a speed test: the script sleeps 30 s, so anything well under that shows it was stopped.
            #expect(elapsed < 20, "the renderer was not stopped (\(elapsed) s)")
            #expect(outcome.status == 1)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.hasPrefix("emojiday: error: renderer 'sleepy'"))
            #expect(outcome.stderr.contains("did not finish within 1 s"))
            #expect(outcome.stderr.split(separator: "\n").count == 1)
        }

        @Test("Stopping emojiday stops its renderer")
        func stopped() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let environment = folder.environment.merging(["TZ": "UTC"]) { $1 }
            let running = try #require(
                RunningProcess(emojiday: Self.day + ["--format", "pid"], environment: environment))
            let pidFile = folder.path + "/emojiday-render-pid.pid"
            var renderer: pid_t = 0
            for _ in 0..<100 where renderer == 0 {
                usleep(50_000)
                if let bytes = try? readAll(pidFile) {
                    let text = String(decoding: bytes, as: UTF8.self)
                    renderer = pid_t(text.filter(\.isNumber)) ?? 0
                }
            }
            try #require(renderer > 0, "the renderer never started")
            defer { unlink(pidFile) }
            running.send(SIGTERM)
            #expect(running.waitForExit(within: 10) == 143)
            var gone = false
            for _ in 0..<60 where !gone {
                gone = kill(renderer, 0) != 0
                if !gone { usleep(50_000) }
            }
            if !gone { kill(renderer, SIGKILL) }
            #expect(gone, "renderer \(renderer) outlived emojiday")
        }

        @Test("A renderer that writes nothing is an error")
        func silent() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(Self.day + ["--format", "silent"], environment: folder.environment)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.hasPrefix("emojiday: error: renderer 'silent'"))
            #expect(outcome.stderr.contains("wrote nothing"))
        }

        @Test("A renderer file that is not executable is named")
        func notExecutable() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(Self.day + ["--format", "noexec"], environment: folder.environment)
            #expect(outcome.status == 1)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.contains("'noexec'"))
            #expect(outcome.stderr.contains("\(folder.path)/emojiday-render-noexec"))
            #expect(outcome.stderr.contains("not executable"))
            #expect(!outcome.stderr.contains("should never run"))
        }

        @Test("An unknown format is a usage error listing the formats, external ones too")
        func unknown() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(Self.day + ["--format", "nothere"], environment: folder.environment)
            #expect(outcome.status == 64)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.contains("'nothere'"))
            for id in ["text", "json", "html", "svg", "waybar", "i3bar", "tmux", "upper"] {
                #expect(outcome.stderr.contains("'\(id)'"), "\(id) is not listed: \(outcome.stderr)")
            }
            #expect(outcome.stderr.ranges(of: "'json'").count == 1)
        }

        @Test("An executable named like a built-in format does not shadow it")
        func noShadowing() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(Self.day + ["--format", "json"], environment: folder.environment)
            #expect(outcome.status == 0)
            #expect(!outcome.stdout.contains("SHADOWED"))
            #expect(outcome.stdout.hasPrefix("{"))
            #expect(outcome.stdout.contains("\"schemaVersion\": 1"))
            #expect(outcome.stdout.contains("\"weekdayName\": \"Tuesday\""))
        }

        @Test("'emojiday renderers' lists the built-in and the external renderers, each once")
        func listing() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(["renderers"], environment: folder.environment)
            #expect(outcome.status == 0)
            let ids = outcome.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
            for id in ["text", "json", "html", "svg", "waybar", "i3bar", "tmux", "upper"] {
                #expect(ids.filter { $0 == id }.count == 1, "\(id) in \(ids)")
            }
            #expect(ids.first == "ID")
            #expect(Array(ids.dropFirst().prefix(7)) == ["text", "json", "html", "svg", "waybar", "i3bar", "tmux"])
            let json = emojiday(["renderers", "--format", "json"], environment: folder.environment)
            #expect(json.status == 0)
            #expect(json.stdout.ranges(of: "\"id\": \"json\"").count == 1)
            #expect(json.stdout.contains("\"id\": \"upper\""))
        }

        @Test("'emojiday renderers' lists each renderer's options as the renderer declares them")
        func listingOptions() throws {
            let folder = try RendererFolder()
            defer { folder.remove() }
            let outcome = emojiday(["renderers"], environment: folder.environment)
            #expect(outcome.status == 0)
            #expect(outcome.stderr.isEmpty)
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = try #require(lines.first)
            #expect(header.hasPrefix("ID ") && header.contains("  DESCRIPTION  ") && header.hasSuffix("  OPTIONS"))
            let column = try #require(header.ranges(of: "OPTIONS").first).lowerBound
            let offset = header.distance(from: header.startIndex, to: column)
            #expect(lines.filter { $0.hasSuffix("--render-timeout") }.allSatisfy { $0.count == offset + 16 })
            let row = { (id: String) in lines.first { $0.hasPrefix(id + " ") } ?? "" }
            #expect(row("text").hasSuffix("--style --color --template --prompt"))
            #expect(row("waybar").hasSuffix("--template --tooltip --week-numbers"))
            #expect(row("html").hasSuffix("--family --fragment"))
            #expect(row("json").hasSuffix(" -"))
            #expect(row("upper").hasSuffix("--render-timeout"))
            let table = try #require(lines.firstIndex { $0.hasPrefix("OPTION ") })
            #expect(lines[table - 1].isEmpty)
            #expect(lines[table].contains("RENDERERS") && lines[table].hasSuffix("DEFAULT  HELP"))
            let detail = { (name: String) in lines[table...].first { $0.hasPrefix("--" + name + " ") } ?? "" }
            let expected: [(String, [String])] = [
                ("style", ["text", "line|card", "line", "Text: one line, or the widget card drawn in colour."]),
                ("color", ["text", "auto|always|never", "auto", "Only with '--style card'."]),
                ("family", ["html", "small|medium|large", "small", "HTML widget family."]),
                ("fragment", ["html", "(flag)", "HTML: an embeddable fragment"]),
                (
                    "render-timeout",
                    ["<seconds> (number)", "10", "How long an external renderer may run, 0.01 to 3600 seconds."]
                ),
            ]
            for (name, parts) in expected {
                let line = detail(name)
                for part in parts { #expect(line.contains(part), "\(name): \(line)") }
            }
            #expect(lines[table...].filter { $0.hasPrefix("--render-timeout ") }.count == 1)
            #expect(detail("render-timeout").contains("silent,sleepy,upper "))

            let json = emojiday(["renderers", "--format", "json"], environment: folder.environment)
            #expect(json.status == 0)
            for fragment in [
                #""name": "style""#, #""kind": "choice""#, #""values": ["#, #""default": "line""#,
                #""onlyWith": {"#, #""kind": "flag""#, #""kind": "number""#, #""valueName": "seconds""#,
                #""help": "How long an external renderer may run, 0.01 to 3600 seconds.""#, #""options": []"#,
                #""mediaType": "#, #""builtIn": "#, #""usable": "#, #""description": "#,
            ] {
                #expect(json.stdout.contains(fragment), "\(fragment)")
            }
        }
    }
}

extension RendererCommandTests {
    @Suite("emojiday watch, end to end")
    struct Watch {
        static let arguments = ["watch", "--format", "waybar", "--locale", "en-US"]

        @Test("watch prints a line at start and on SIGUSR1, and exits on SIGTERM")
        func refreshAndTerminate() throws {
            let watch = try #require(RunningProcess(emojiday: Self.arguments))
            let first = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
            #expect(first.hasPrefix("{") && first.hasSuffix("}"))
            #expect(first.contains("\"text\":") && first.contains("\"class\":"))
            watch.send(SIGUSR1)
            let second = try #require(watch.readLine(within: 10), "no line after SIGUSR1: \(watch.stderrText())")
            #expect(second.hasPrefix("{") && second.contains("\"text\":"))
            watch.send(SIGTERM)
            let status = watch.waitForExit(within: 10)
            #expect(status == 0 || status == 143, "status \(status.map(String.init) ?? "none: still running")")
        }

        @Test("watch still refreshes and stops when started with SIGUSR1 and SIGTERM blocked")
        func inheritedSignalMask() throws {
            // A signal mask survives exec: a status bar or supervisor that blocks signals in the thread that
            // spawns `watch` (as the Swift Testing runner does) leaves them blocked in it.
            let watch = try #require(RunningProcess(emojiday: Self.arguments, blocked: [SIGUSR1, SIGTERM]))
            _ = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
            watch.send(SIGUSR1)
            #expect(watch.readLine(within: 10) != nil, "no line after SIGUSR1")
            watch.send(SIGTERM)
            let status = watch.waitForExit(within: 10)
            #expect(status == 0 || status == 143, "status \(status.map(String.init) ?? "none: still running")")
        }

        @Test("watch exits with status 0 when its output is closed")
        func outputClosed() throws {
            let watch = try #require(RunningProcess(emojiday: Self.arguments))
            _ = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
            watch.closeOutput()
            watch.send(SIGUSR1)
            let status = watch.waitForExit(within: 5)
            #expect(status == 0, "status \(status.map(String.init) ?? "none: still running")")
        }

        @Test("watch --date shows that day at start and on SIGUSR1; a bad date is a usage error")
        func fixedDate() throws {
            let watch = try #require(RunningProcess(emojiday: ["watch", "--locale", "fr", "--date", "2024-09-03"]))
            #expect(watch.readLine(within: 10) == "😊 Mardi 3", "\(watch.stderrText())")
            watch.send(SIGUSR1)
            #expect(watch.readLine(within: 10) == "😊 Mardi 3", "\(watch.stderrText())")
            watch.send(SIGTERM)
            #expect(watch.waitForExit(within: 10) == 0)
            let bad = try #require(RunningProcess(emojiday: ["watch", "--date", "2024-02-30"]))
            #expect(bad.waitForExit(within: 10) == 64)
            #expect(bad.readLine(within: 1) == nil)
            #expect(bad.stderrText().contains("'2024-02-30'"))
        }

        @Test("watch refuses a format that is not line-oriented")
        func htmlRefused() throws {
            let watch = try #require(RunningProcess(emojiday: ["watch", "--format", "html", "--locale", "en-US"]))
            let status = watch.waitForExit(within: 10)
            #expect(status == 64, "status \(status.map(String.init) ?? "none: still running")")
            #expect(watch.readLine(within: 1) == nil)
            #expect(watch.stderrText().contains("'html'"))
        }
    }
}

extension RendererCommandTests {
    @Suite("Status bars and widgets, end to end")
    struct StatusBars {
        static let day = ["--date", "2024-09-03", "--locale", "en-US"]

        /// The top-level keys of a one-line JSON object, roughly: every `"key":` at depth one.
        static func topLevelKeys(_ line: String) -> [String] {
            var keys: [String] = []
            var depth = 0
            var inString = false
            var escaped = false
            var current = ""
            var lastString = ""
            for character in line {
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                        lastString = current
                    } else {
                        current.append(character)
                    }
                    continue
                }
                switch character {
                case "\"":
                    inString = true
                    current = ""
                case "{", "[": depth += 1
                case "}", "]": depth -= 1
                case ":" where depth == 1: keys.append(lastString)
                default: break
                }
            }
            return keys
        }

        @Test("waybar: one line of JSON with text, alt, tooltip and class")
        func waybar() {
            let outcome = emojiday(Self.day + ["--format", "waybar"])
            #expect(outcome.status == 0)
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty)
            let line = String(lines[0])
            #expect(line.hasPrefix("{") && line.hasSuffix("}"))
            #expect(Set(Self.topLevelKeys(line)).isSuperset(of: ["text", "alt", "tooltip", "class"]))
            #expect(line.contains("\"text\":\"😊 Tuesday 3\""))
            #expect(line.contains("\"alt\":\"tuesday\""))
        }

        @Test("i3bar: one line of JSON with full_text, short_text, color and background")
        func i3bar() {
            let outcome = emojiday(Self.day + ["--format", "i3bar"])
            #expect(outcome.status == 0)
            let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty)
            let line = String(lines[0])
            #expect(line.hasPrefix("{") && line.hasSuffix("}"))
            #expect(
                Set(Self.topLevelKeys(line)).isSuperset(of: ["full_text", "short_text", "color", "background"]))
            #expect(line.contains("\"full_text\":\"😊 Tuesday 3\""))
        }

        @Test("tmux and svg")
        func tmuxAndSVG() {
            let tmux = emojiday(Self.day + ["--format", "tmux"])
            #expect(tmux.status == 0)
            #expect(tmux.stdout.hasPrefix("#[fg=##"))
            #expect(tmux.stdout.hasSuffix(" #[default]\n"))
            let svg = emojiday(Self.day + ["--format", "svg"])
            #expect(svg.status == 0)
            #expect(svg.stdout.hasPrefix("<svg"))
            #expect(svg.stdout.hasSuffix("</svg>\n"))
        }

        @Test("HTML widget families", arguments: ["medium", "large"])
        func families(family: String) {
            let outcome = emojiday(Self.day + ["--format", "html", "--family", family])
            #expect(outcome.status == 0)
            #expect(outcome.stdout.contains("class=\"card \(family) "))
            #expect(outcome.stdout.contains("<ol class=\"week\">"))
        }

        @Test("The terminal card: a box without colours, truecolor backgrounds with them")
        func card() {
            let plain = emojiday(Self.day + ["--format", "text", "--style", "card", "--color", "never"])
            #expect(plain.status == 0)
            #expect(plain.stdout.hasPrefix("╭"))
            #expect(plain.stdout.contains("╯\n"))
            #expect(!plain.stdout.contains("\u{1B}"))
            let colour = emojiday(
                Self.day + ["--format", "text", "--style", "card", "--color", "always"],
                environment: ["COLORTERM": "truecolor"])
            #expect(colour.status == 0)
            #expect(colour.stdout.contains("\u{1B}[48;2;"))
            var visible = ""
            var inEscape = false
            for character in colour.stdout {
                if character == "\u{1B}" {
                    inEscape = true
                } else if inEscape {
                    inEscape = character != "m"
                } else {
                    visible.append(character)
                }
            }
            #expect(visible.contains("Tuesday"))
        }

        @Test(
            "--color is decided once: always beats NO_COLOR and a pipe, never beats COLORTERM, auto follows the pipe",
            arguments: [
                (["--color", "always"], ["NO_COLOR": "1", "COLORTERM": "truecolor"], "\u{1B}[48;2;"),
                (["--color", "always"], ["TERM": "xterm"], "\u{1B}[48;5;"),
                (["--color", "ALWAYS"], [:], "\u{1B}[48;5;"),
                ([], ["EMOJIDAY_COLOR": "Always", "COLORTERM": "24bit"], "\u{1B}[48;2;"),
                (["--color", "never"], ["COLORTERM": "truecolor", "TERM": "xterm"], nil),
                (["--color", "auto"], ["COLORTERM": "truecolor", "TERM": "xterm"], nil),
                ([], ["COLORTERM": "truecolor", "TERM": "xterm"], nil),
            ] as [([String], [String: String], String?)])
        func colorDecision(arguments: [String], environment: [String: String], escape: String?) {
            let outcome = emojiday(Self.day + ["--style", "card"] + arguments, environment: environment)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.hasPrefix(escape == nil ? "╭" : "\u{1B}"))
            if let escape {
                #expect(outcome.stdout.contains(escape))
            } else {
                #expect(!outcome.stdout.contains("\u{1B}"))
            }
        }
    }
}

/// The bytes of a file, read with Glibc.
private func readAll(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw POSIXFailure(code: errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(fd, &chunk, chunk.count)
        if count <= 0 { return bytes }
        bytes += chunk[0..<count]
    }
}

private struct POSIXFailure: Error {
    let code: Int32
}

/// The renderer naming rule, as the listing and --format state it.
extension RendererCommandTests {
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
}
