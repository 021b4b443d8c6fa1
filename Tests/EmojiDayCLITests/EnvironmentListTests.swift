import EmojiDayTestSupport
import Testing

/// `Host.environment` reads a fixed list of variables with `getenv` (plus `EMOJIDAY_<OPTION>` of every
/// configurable option), so a variable read anywhere else must be on that list, or it is silently unset.
@Suite("The environment variables emojiday reads", .tags(.endToEnd))
struct EnvironmentListTests {
    /// The package root, from this file's path.
    static let root = repositoryFolder

    @Test("Every variable the sources look up is on Host's list")
    func everyLookupIsListed() throws {
        // Each `environment[...]` lookup with the line before it (where a loop names the variables).
        let grep = spawn(
            ["/bin/grep", "-rn", "-B1", "--include=*.swift", "environment\\[", Self.root + "/Sources"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(grep.status == 0)
        let hostSource = spawn(["/bin/cat", Self.root + "/Sources/emojiday/Host.swift"], environment: [:]).stdout
        let start = try #require(hostSource.firstRange(of: "static let variables = [")).upperBound
        let host = String(hostSource[start...].prefix { $0 != "]" })
        let listed = Set(Self.names(in: host))
        #expect(listed.count >= 10)
        let read = Set(
            grep.stdout.split(separator: "\n").filter { !$0.contains("/Sources/emojiday/Host.swift") }
                .flatMap { Self.names(in: String($0)) })
        #expect(read.count >= 10)
        #expect(read.subtracting(listed).isEmpty, "read but not in Host.variables: \(read.subtracting(listed))")
    }

    @Test("EMOJIDAY_<OPTION>, config.json and the locale variables all reach the command")
    func derivedVariables() throws {
        let args = ["--date", "2024-09-03", "--format", "json"]
        #expect(emojiday(args, environment: ["EMOJIDAY_LOCALE": "de"]).stdout.contains(#""weekdayName": "Dienstag""#))
        #expect(emojiday(args, environment: ["EMOJIDAY_THEME": "night"]).stdout.contains(#""theme": "night""#))
        #expect(emojiday(args, environment: ["LC_TIME": "ja_JP.UTF-8"]).stdout.contains(#""weekdayName": "火曜日""#))
        let scratch = try TemporaryFolder(["emojiday/config.json": #"{"locale": "ja-JP"}"#])
        defer { scratch.remove() }
        #expect(
            emojiday(args, environment: ["XDG_CONFIG_HOME": scratch.path]).stdout.contains(
                #""weekdayName": "火曜日""#))
        #expect(emojiday(["--date", "2024-09-03"], environment: ["EMOJIDAY_TIME_ZONE": "Asia/Tokyo"]).status == 0)
    }

    /// The quoted names of environment variables in a piece of source: capitals, digits and `_`, at least
    /// two characters, starting with a capital.
    static func names(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            guard index % 2 == 1, part.count >= 2, part.first!.isUppercase,
                part.allSatisfy({ ($0.isASCII && $0.isUppercase) || $0.isNumber || $0 == "_" })
            else { return nil }
            return String(part)
        }
    }
}
