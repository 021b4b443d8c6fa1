import EmojiDayKit
import EmojiDayTestSupport
import Glibc
import Testing

/// Hostile input seen from outside: inputs that trapped, values that wrote escape
/// sequences or extra lines, codesets that put control bytes on the terminal, messages that misled.
@Suite("Hostile input, end to end", .tags(.endToEnd))
struct HostileInputCommandTests {
    /// Whether text holds a byte a terminal would obey: a C0 control other than the line feed (and the tab),
    /// DEL or a C1 control.
    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }
    }

    // MARK: Dates at the ends of the range, in zones with historic offsets

    @Test(
        "The first and last days render in zones whose local mean time has seconds (trapped before)",
        arguments: ["America/Chicago", "Asia/Kolkata", "America/Denver", "Africa/Monrovia", "Pacific/Kiritimati"])
    func rangeEdges(_ zone: String) {
        for date in ["0001-01-01", "9999-12-31"] {
            for format in ["json", "text", "html", "svg", "waybar"] {
                let run = emojiday(["--time-zone", zone, "--date", date, "--format", format])
                #expect(run.status == 0, "\(zone) \(date) \(format): \(run.stderr)")
            }
            let json = emojiday(["--time-zone", zone, "--date", date, "--format", "json"])
            #expect(json.stdout.contains("\"civilDate\": \"\(date)\""))
            #expect(json.stdout.contains("\"date\": \"\(date)T"), "the date part stays on the day: \(json.stdout)")
        }
    }

    @Test("A day's first instant keeps its date part where the offset has seconds (Chicago 1850, Monrovia 1971)")
    func historicOffsets() {
        let chicago = emojiday(["--time-zone", "America/Chicago", "--date", "1850-01-01", "--format", "json"])
        #expect(chicago.stdout.contains("\"date\": \"1850-01-01T00:00:36-05:50\""))
        #expect(chicago.stdout.contains("\"civilDate\": \"1850-01-01\""))
        let monrovia = emojiday(["--time-zone", "Africa/Monrovia", "--date", "1971-06-01", "--format", "json"])
        #expect(monrovia.stdout.contains("\"date\": \"1971-06-01T00:00:30-00:44\""))
        #expect(monrovia.stdout.contains("\"civilDate\": \"1971-06-01\""))
    }

    // MARK: The terminal's width

    @Test("A huge COLUMNS lays cards out as the widest terminal (overflowed before)")
    func hugeColumns() {
        for columns in ["9223372036854775806", "9223372036854775807", "100000"] {
            let run = emojiday(
                ["preview", "--style", "card", "--date", "2024-09-03"], environment: ["COLUMNS": columns])
            #expect(run.status == 0, "COLUMNS=\(columns): \(run.stderr)")
            #expect(run.stdout.contains("😊"))
        }
    }

    @Test("Right to left, a short last row of cards sits at the right edge, under the first card")
    func rightToLeftLastRow() {
        for locale in ["he-IL", "ar-EG"] {
            let run = emojiday(
                ["preview", "--style", "card", "--locale", locale, "--date", "2024-09-03", "--color", "never"],
                environment: ["COLUMNS": "80"])
            #expect(run.status == 0)
            // Three cards a row at 80 columns: the seventh card starts where the third card of a full row does.
            let tops = run.stdout.split(separator: "\n").filter { $0.contains("╭") }
            #expect(tops.count == 3)
            let indent = { (line: Substring) in line.prefix { $0 == " " }.count }
            if let first = tops.first, let last = tops.last {
                #expect(indent(last) == indent(first) + 2 * (first.count - indent(first) + 2) / 3)
            }
        }
    }

    // MARK: Escape sequences and line breaks from outside

    @Test("An escape sequence in a setting is shown, not sent, by 'config' (EMOJIDAY_THEME, config.json)")
    func configValues() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        _ = try home.write("config.json", #"{"locale": "fr\u001b[2J", "calendar": "x\u009by\nz"}"#)
        let run = emojiday(
            ["config"],
            environment: ["EMOJIDAY_THEME": "x\u{1B}]2;HACK\u{07}y", "XDG_CONFIG_HOME": home.path + "/\u{1B}[31m"])
        #expect(!Self.hasControl(run.stdout), "\(run.stdout.debugDescription)")
        #expect(run.stdout.contains("\\u{1B}]2;HACK\\u{7}y"))
        let path = emojiday(["config", "--path"], environment: ["XDG_CONFIG_HOME": "/tmp/\u{1B}]2;x\u{07}\nforged"])
        #expect(!Self.hasControl(path.stdout))
        #expect(path.stdout.split(separator: "\n").count == 1, "one line: \(path.stdout.debugDescription)")
    }

    @Test("--version shows the tz folders and the tz database's version line escaped")
    func versionText() throws {
        let zones = try TemporaryFolder()
        defer { zones.remove() }
        _ = try zones.write("tzdata.zi", "# version 2099\u{1B}]2;HACK\u{07}\n")
        let run = emojiday(
            ["--version"], environment: ["TZDIR": zones.path + "/\u{1B}[2J", "ICU_TIMEZONE_FILES_DIR": "\u{9B}31m\nx"])
        #expect(!Self.hasControl(run.stdout), "\(run.stdout.debugDescription)")
        let withVersion = emojiday(["--version"], environment: ["TZDIR": zones.path])
        #expect(!Self.hasControl(withVersion.stdout), "\(withVersion.stdout.debugDescription)")
    }

    @Test("A newline in a value cannot make an error two lines or forge an 'emojiday: error:' line")
    func oneLineErrors() {
        let forged = "x\nemojiday: error: forged"
        for arguments in [["--locale", forged], ["--theme", forged], ["--time-zone", forged], ["--date", forged]] {
            let run = emojiday(arguments)
            #expect(run.status != 0)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr.debugDescription)")
            #expect(!Self.hasControl(run.stderr))
        }
        let environment = emojiday([], environment: ["EMOJIDAY_CALENDAR": "a\nemojiday: error: forged\u{1B}[2J"])
        #expect(environment.stderr.split(separator: "\n").count == 1)
    }

    @Test("File names with line breaks and escapes stay on their row in 'renderers'")
    func rendererListing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("emojiday-render-a\nb\u{1B}[2J", "#!/bin/sh\n", mode: 0o755)
        let run = emojiday(["renderers"], environment: ["PATH": folder.path + ":/usr/bin:/bin"])
        #expect(!Self.hasControl(run.stdout))
        let rows = run.stdout.split(separator: "\n").filter { $0.contains("emojiday-render-a") }
        #expect(rows.count == 1 && rows[0].contains("\\u{A}b\\u{1B}[2J"), "\(run.stdout)")
    }

    // MARK: The locale's codeset

    @Test(
        "A codeset that would write control bytes falls back to UTF-8",
        arguments: [
            "ja_JP.ISO-2022-JP", "ja_JP.ISO-2022-KR", "zh_CN.ISO-2022-CN", "ja_JP.x11-compound-text", "en_US.UTF-16",
            "en_US.UTF-32", "en_US.UTF-16LE", "en_US.IBM037", "en_US.UTF-7", "zh_CN.HZ-GB-2312", "en_US.SCSU",
            "en_US.BOCU-1",
        ])
    func statefulCodesets(_ locale: String) {
        let run = emojiday(["--locale", "ja", "--date", "2024-09-03"], environment: ["LC_ALL": locale])
        #expect(run.status == 0)
        #expect(run.stdout == "😊 火曜日 3日\n", "\(locale): \(Array(run.stdout.utf8))")
    }

    @Test("An ASCII-compatible, stateless codeset is still honoured (ISO-8859-1, EUC-JP, KOI8-R)")
    func statelessCodesets() {
        let latin = spawnBytes(["--locale", "fr", "--date", "2024-09-03"], environment: ["LC_ALL": "fr_FR.ISO-8859-1"])
        #expect(latin == Array("? Mardi 3\n".utf8))
        let japanese = spawnBytes(["--locale", "ja", "--date", "2024-09-03"], environment: ["LC_ALL": "ja_JP.eucJP"])
        #expect(japanese.first == UInt8(ascii: "?") && !japanese.contains { $0 < 0x20 && $0 != 0x0A })
        #expect(japanese != Array("? 火曜日 3日\n".utf8))
    }

    /// The bytes `emojiday` writes on stdout, as they are.
    private func spawnBytes(_ arguments: [String], environment: [String: String]) -> [UInt8] {
        Array(emojiday(arguments, environment: environment).stdout.utf8)
    }

    // MARK: Messages

    @Test("A render time-out below 0.01 s is refused, not reported as 'within 0 s'")
    func tinyTimeout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("emojiday-render-slow", "#!/bin/sh\ncat >/dev/null\nsleep 1\n", mode: 0o755)
        let run = emojiday(
            ["--format", "slow", "--render-timeout", "0.001"], environment: ["PATH": folder.path + ":/usr/bin:/bin"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("0.01 to 3600 seconds"))
    }

    @Test("A dangling theme link is neither listed as available nor suggested for itself")
    func danglingTheme() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        symlink(folder.path + "/nowhere.json", folder.path + "/dangling.json")
        let run = emojiday(["--theme", "dangling"], environment: ["EMOJIDAY_THEMES_PATH": folder.path])
        #expect(run.status == 64)
        #expect(!run.stderr.contains("'dangling'?"), "\(run.stderr)")
        #expect(!run.stderr.contains("'dangling',"))
    }

    @Test("'themes validate DIR' reports a FIFO and a folder named '*.json' instead of skipping them")
    func validateFolderSpecialFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        mkfifo(folder.path + "/fifo.json", 0o644)
        mkdir(folder.path + "/folder.json", 0o755)
        let run = emojiday(["themes", "validate", folder.path])
        #expect(run.status == 66)
        #expect(run.stderr.contains("fifo.json") && run.stderr.contains("folder.json"))
    }

    @Test("An empty PATH entry is the current folder, as the shell reads it")
    func emptyPathEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("emojiday-render-here", "#!/bin/sh\ncat >/dev/null\necho here\n", mode: 0o755)
        let run = spawn(
            ["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" --format here", "sh", folder.path, emojidayPath],
            environment: ["PATH": "/usr/bin:/bin:", "TZ": "UTC"])
        #expect(run.status == 0 && run.stdout == "here\n", "\(run.stderr)")
    }

    @Test("Formats that build a timeline whole take at most 1000 days; streamed ones take 100000")
    func wholeTimelineLimit() {
        let over = emojiday(["timeline", "--days", "1001", "--date", "2024-09-03", "--style", "card"])
        #expect(over.status == 64)
        #expect(over.stderr.contains("1 to 1000 days"))
        let at = emojiday(["timeline", "--days", "1000", "--date", "2024-09-03", "--style", "card"])
        #expect(at.status == 0, "\(at.stderr)")
        for arguments in [["--format", "json"], ["--format", "svg"], ["--format", "html", "--family", "small"]] {
            let streamed = emojiday(["timeline", "--days", "5000", "--date", "2024-09-03"] + arguments)
            #expect(streamed.status == 0, "\(arguments): \(streamed.stderr)")
        }
    }
}
