import EmojiDayTestSupport
import Glibc
import Testing

/// `preview --style card` drawn in a real terminal emulator (tmux, on a private server that is always
/// killed): the cards sit side by side in rows that fit the terminal's width, and tmux's own count of
/// cells agrees with ours on every line, in scripts whose widths terminals get wrong most often.
@Suite("Terminal cards in tmux", .tags(.endToEnd))
struct TerminalCardTests {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { (path: String) in
        access(path, X_OK) == 0
    }
    static let environment = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]

    /// A tmux server of its own, killed when the test ends.
    struct Server {
        let name: String
        let executable: String

        func run(_ arguments: [String]) -> Outcome {
            spawn([executable, "-L", name, "-f", "/dev/null"] + arguments, environment: TerminalCardTests.environment)
        }

        /// Runs `command` in a new session of `columns` × `rows` and returns the screen once `done` holds
        /// (or after ten seconds).
        func screen(_ command: String, columns: Int, rows: Int, until done: (String) -> Bool) -> String {
            let started = run(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command])
            #expect(started.status == 0, "tmux new-session: \(started.stderr as String)")
            var screen = ""
            for _ in 0..<200 {
                screen = run(["capture-pane", "-p", "-S", "0", "-E", "\(rows - 1)"]).stdout
                if done(screen) { break }
                usleep(50_000)
            }
            return screen
        }

        /// Runs `command` as `screen(_:columns:rows:until:)` does until a card's bottom edge shows, and returns
        /// the screen and its lines that are a box's (from `╭`, `│` or `╰`).
        func boxes(_ command: String, columns: Int, rows: Int) -> (screen: String, lines: [String]) {
            let shown = screen(command + "; sleep 60", columns: columns, rows: rows) { $0.contains("╰") }
            return (shown, shown.split(separator: "\n").map(String.init).filter { "╭│╰".contains($0.first ?? " ") })
        }

        /// tmux's width in cells of a line, from its own `w:` format modifier.
        func width(_ line: String) -> Int? {
            _ = run(["set-option", "-g", "@line", line])
            let shown = run(["display-message", "-p", "#{w:@line}"]).stdout
            return Int(shown.filter { !$0.isNewline })
        }
    }

    @Test(
        .enabled(if: tmux != nil, "tmux is not installed"),
        arguments: [("ar-EG", 80), ("ja", 50), ("ta", 46), ("sw-KE", 120), ("he-IL", 24), ("ml", 70)])
    func cardsFitTheTerminal(locale: String, columns: Int) throws {
        let server = Server(name: "emojiday-test-\(getpid())-\(locale)", executable: try #require(Self.tmux))
        defer { _ = server.run(["kill-server"]) }
        let command =
            "'\(emojidayPath)' preview --locale \(locale) --date 2024-09-03 --time-zone UTC --style card "
            + "--color never; sleep 60"
        let screen = server.screen(command, columns: columns, rows: 80) { $0.filter { $0 == "╰" }.count == 7 }
        // Right to left, a short last row starts at the right edge: its cards are found after their indent.
        let indented = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = indented.map { String($0.drop { $0 == " " }) }
        #expect(screen.filter { $0 == "╭" }.count == 7, "seven cards, whole:\n\(screen)")
        let perRow = max(1, (columns + 2) / 24)
        let tops = lines.filter { $0.hasPrefix("╭") }
        #expect(tops.count == (7 + perRow - 1) / perRow, "\(perRow) cards a row in \(columns) columns:\n\(screen)")
        for line in lines where line.hasPrefix("╭") || line.hasPrefix("│") || line.hasPrefix("╰") {
            // A line of k cards is k × 22 cells and k − 1 gaps of 2: nothing wrapped, nothing shifted.
            let cards = line.filter { "╭│╰".contains($0) }.count / (line.hasPrefix("│") ? 2 : 1)
            #expect(server.width(line) == cards * 22 + (cards - 1) * 2, "tmux's width of '\(line)'")
            #expect(line.hasSuffix("╮") || line.hasSuffix("│") || line.hasSuffix("╯"), "wrapped: '\(line)'")
        }
        if ["ar-EG", "he-IL"].contains(locale) {
            // Right to left, every row ends at the right edge of the widest one, the short last row included.
            let edges = Set(indented.filter { "╭│╰".contains($0.drop { $0 == " " }.first ?? " ") }.map(server.width))
            #expect(edges.count == 1, "rows end at one right edge:\n\(screen)")
        }
        // Today (2024-09-03) is underlined under its card, and only there.
        let marks = lines.filter { $0.contains("━") }
        #expect(marks.count == 1 && marks.first?.filter { $0 == "━" }.count == 22, "today's mark:\n\(screen)")
    }

    @Test(
        "A long occasion name wraps inside its card: tmux counts every line 22 cells, the mark shown whole",
        .enabled(if: tmux != nil, "tmux is not installed"),
        arguments: [
            ("fr-NE", "NE", "2025-08-04", "(observé)"), ("ar-EG", "EG", "2040-12-13", "(تقديري)"),
            ("ar-EG", "EG", "2040-01-15", "(تقديري)"),
        ])
    func longOccasionWrapsInItsCard(locale: String, set: String, date: String, mark: String) throws {
        let server = Server(
            name: "emojiday-test-\(getpid())-occasion-\(locale)-\(date)", executable: try #require(Self.tmux))
        defer { _ = server.run(["kill-server"]) }
        let (screen, lines) = server.boxes(
            "'\(emojidayPath)' --locale \(locale) --occasions \(set) --date \(date) --time-zone UTC --style card "
                + "--color never", columns: 40, rows: 20)
        #expect(lines.count == 9, "the card:\n\(screen)")
        for line in lines {
            #expect(server.width(line) == 22, "tmux's width of '\(line)'")
            #expect(line.hasSuffix("╮") || line.hasSuffix("│") || line.hasSuffix("╯"), "wrapped: '\(line)'")
        }
        #expect(screen.contains(mark) && !screen.contains("…"), "the whole name and its mark:\n\(screen)")
    }

    @Test(
        "month --style card: tmux counts every line of the box as wide as its top",
        .enabled(if: tmux != nil, "tmux is not installed"),
        arguments: ["ar-EG", "ja", "ta", "he-IL", "fa-IR", "de"])
    func monthCardFitsItsBox(locale: String) throws {
        let server = Server(name: "emojiday-test-\(getpid())-month-\(locale)", executable: try #require(Self.tmux))
        defer { _ = server.run(["kill-server"]) }
        let (screen, lines) = server.boxes(
            "'\(emojidayPath)' month --locale \(locale) --date 2024-09-03 --time-zone UTC --style card "
                + "--week-numbers --color never", columns: 120, rows: 40)
        #expect(lines.count >= 8, "the box:\n\(screen)")
        let top = try #require(lines.first.flatMap(server.width))
        for line in lines {
            #expect(server.width(line) == top, "tmux's width of '\(line)'")
            #expect(line.hasSuffix("╮") || line.hasSuffix("│") || line.hasSuffix("╯"), "wrapped: '\(line)'")
        }
    }
}
