import EmojiDayKit
import EmojiDayTestSupport
import Testing

@testable import emojiday

/// Every default that help prints is a value one can type, and typing it changes nothing: `--occasions none`,
/// `--also-calendar none` and `--countdown off` switch off what the environment or config.json set.
@Suite("Typeable defaults", .tags(.endToEnd))
struct TypeableDefaultTests {
    /// The day commands whose every option is checked, each with the options that are not the same for all.
    static let dayCommands: [[String]] = [[], ["timeline"], ["preview"], ["month"]]

    /// What every run is given besides the option checked, unless that option is one of them.
    static let fixed = ["--date": "2024-09-03", "--locale": "en-US", "--time-zone": "UTC"]

    @Test("Help prints a default as 'default:' only when one can type it, and describes the others")
    func helpShowsOnlyTypeableDefaults() {
        for (_, command) in Commands.root.walk() {
            for option in command.options {
                let help = Help.optionHelp(option)
                switch option.default {
                case .value(let value), .nothing(let value):
                    #expect(help.contains("default: \(value)"), "\(option.flag)")
                case .described(let text):
                    #expect(!help.contains("default:") && help.contains("if not set: \(text)"), "\(option.flag)")
                case nil: #expect(!help.contains("default:"), "\(option.flag)")
                }
            }
        }
    }

    /// The arguments a run of `option` needs besides it: a format whose renderer takes a renderer's option,
    /// and the value another option must have for it (`--color` needs `--style card`).
    /// Nil for an option only external renderers take (none is installed here).
    static func context(for option: OptionSpec, in command: CommandSpec) -> [String]? {
        // `month` takes the options renderers declare for month documents.
        let declarations =
            command.name == "month" ? RendererRegistry.builtIn.declaredMonthOptions : Commands.declaredRendererOptions
        guard let (declared, renderers) = declarations.first(where: { $0.option.name == option.name }) else {
            return []
        }
        guard let renderer = renderers.first(where: { !($0 is ExternalRenderer) }) else { return nil }
        var arguments = ["--format", renderer.id]
        if let requirement = declared.requirement { arguments += ["--" + requirement.option, requirement.value] }
        return arguments
    }

    @Test("Typing the default help prints gives what leaving the option out gives", arguments: dayCommands)
    func typedDefaultsBehaveAsTheDefault(path: [String]) throws {
        let command = try #require(path.reduce(Commands.root) { $0?.subcommand(named: $1) } as CommandSpec?)
        var checked = 0
        for option in command.options where option.valueName != nil {
            switch option.default {
            case .value(let value), .nothing(let value):
                guard let context = Self.context(for: option, in: command) else { continue }
                check(path, option, value, context: context)
                checked += 1
            case .described, nil: continue
            }
        }
        #expect(checked >= 3)
    }

    private func check(_ path: [String], _ option: OptionSpec, _ value: String, context: [String]) {
        let base = Self.fixed.filter { $0.key != option.flag }.sorted { $0.key < $1.key }.flatMap {
            [$0.key, $0.value]
        }
        let plain = emojiday(path + base + context)
        let typed = emojiday(path + base + context + [option.flag, value])
        #expect(plain.status == 0, "\(path) \(option.flag): \(plain.stderr)")
        #expect(typed.status == plain.status, "\(path) \(option.flag) \(value): \(typed.stderr)")
        #expect(typed.stdout == plain.stdout, "\(path) \(option.flag) \(value)")
    }

    @Test("none and off switch off what the environment and config.json set, from every source")
    func nothingWordsSwitchOffLowerSources() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(
            "emojiday/config.json", #"{"occasions": "FR", "countdown": "30", "also-calendar": "hebrew"}"#)
        let config = ["XDG_CONFIG_HOME": folder.path]
        // Bastille Day: the French set marks it, the countdown and the Hebrew date show.
        let day = ["--date", "2024-07-14", "--locale", "en-US", "--format", "json"]
        let plain = emojiday(day)
        let configured = emojiday(day, environment: config)
        #expect(configured.status == 0)
        #expect(configured.stdout != plain.stdout)
        let off = ["--occasions", "none", "--countdown", "off", "--also-calendar", "none"]
        #expect(emojiday(day + off, environment: config).stdout == plain.stdout)
        let environment = config.merging([
            "EMOJIDAY_OCCASIONS": "NONE", "EMOJIDAY_COUNTDOWN": "off", "EMOJIDAY_ALSO_CALENDAR": "None",
        ]) { $1 }
        #expect(emojiday(day, environment: environment).stdout == plain.stdout)
        _ = try folder.write(
            "emojiday/config.json", #"{"occasions": "none", "countdown": "off", "also-calendar": "none"}"#)
        #expect(emojiday(day, environment: config).stdout == plain.stdout)
        // A word typed wins over the environment's set, as any option does.
        let set = emojiday(day + ["--occasions", "FR"], environment: ["EMOJIDAY_OCCASIONS": "none"])
        #expect(set.stdout == emojiday(day + ["--occasions", "FR"]).stdout)
    }

    @Test("The words for nothing are no set's id nor calendar's name, and completions offer them")
    func nothingWordsAreFree() {
        let sets = emojiday(["occasions", "list", "--format", "json"]).stdout.lowercased()
        #expect(!sets.contains(#""id":"none""#) && !sets.contains(#""id": "none""#))
        let calendars = PlatformInfo.calendars
        #expect(!calendars.contains("none") && !calendars.contains("off"))
        let occasions = emojiday(["__complete", "--", "bash", "--occasions", ""]).stdout
        #expect(occasions.split(separator: "\n").contains("none"))
        let also = emojiday(["__complete", "--", "bash", "--also-calendar", ""]).stdout
        #expect(also.split(separator: "\n").contains("none"))
        let countdown = emojiday(["__complete", "--", "bash", "--countdown", ""]).stdout
        #expect(countdown.split(separator: "\n").contains("off"))
    }

    @Test("A value is decoded once, before anything is read: a bad one is refused before an unknown theme")
    func decodedBeforeUse() {
        for (arguments, message) in [
            (["--countdown", "soon"], "invalid value 'soon' given to --countdown"),
            (["--date", "someday"], "invalid date 'someday' given to --date"),
            (["month", "--months", "0"], "invalid value '0' given to --months"),
        ] {
            let run = emojiday(arguments + ["--theme", "no-such-theme"])
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.hasPrefix("emojiday: error: \(message);"), "\(arguments): \(run.stderr)")
        }
    }
}
