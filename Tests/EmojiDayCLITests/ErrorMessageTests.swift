import EmojiDayKit
import EmojiDayTestSupport
import Glibc
import Testing

@testable import emojiday

/// Every message EmojiDay can print, from one sample of every ``EmojiDayError`` case (and of every variant
/// of its nested problems) and of every ``CommandLineError`` case, compared with the golden file
/// `Golden/error-messages.txt`: the library's message, and the command line's lines and exit status with no
/// source and with each kind of source; then the command line's own errors.
///
/// A new case does not compile until ``ErrorMessageTests/name(of:)`` (or ``ErrorMessageTests/name(ofCLI:)``)
/// names it and ``ErrorMessageTests/samples(of:)`` (or ``ErrorMessageTests/samples(ofCLI:)``) gives it a
/// sample. After a deliberate change of wording, regenerate the
/// golden file with `EMOJIDAY_RECORD=1 swift test --filter ErrorMessageTests` (the recording run fails), review
/// its diff and run the tests again.
@Suite("Error messages")
struct ErrorMessageTests {
    /// One name per case of ``EmojiDayError``.
    enum Name: String, CaseIterable {
        case invalidValue, emptyValue, emptyOccasionSetName, invalidOccasionDayOffset, occasionRegion, invalidLocale,
            unknownTimeZone,
            invalidTimeZoneFile
        case invalidDate, invalidTime
        case invalidLocation, noLocation
        case invalidMonth
        case invalidDayCount, invalidMonthCount, invalidCountdown, invalidTimeout, invalidTemplate
        case invalidColor, invalidGradient
        case dateOutOfRange, nonexistentDate, skippedDay
        case timelinePastEnd, monthsPastEnd, file, configurationFile
        case invalidTheme, themeNotLoaded, themeNotCopyable, invalidOccasionSet
        case rendererNotExecutable, rendererFailed, cannotRender, cannotStart, icuFailure
        case sourced
    }

    /// One name per case of ``CommandLineError`` but ``CommandLineError/library(_:)`` (whose samples are the
    /// library's).
    enum CLIName: String, CaseIterable {
        case unknownOption, optionNotForCommand, optionTakesNoValue, missingOptionValue, missingArgument,
            commandNotFirst
        case unknownCommand, unexpectedArgument, unknownShell, unknownManPage, conflictingOptions, inapplicableOption,
            notLineOriented
        case invalidThemeID, invalidOccasionSetID, invalidYear, invalidYearRange, icsNeedsYears,
            invalidSourceDateEpoch, invalidThemeFiles, noConfigurationHome,
            noRuntimeDirectory,
            invalidMonthShift, workdayNeedsCountry,
            cannotWriteOutput
    }

    /// The case of `error`: a switch with no default, so that a new case stops this from compiling.
    static func name(of error: EmojiDayError) -> Name {
        switch error {
        case .invalidValue: .invalidValue
        case .emptyValue: .emptyValue
        case .emptyOccasionSetName: .emptyOccasionSetName
        case .invalidOccasionDayOffset: .invalidOccasionDayOffset
        case .occasionRegion: .occasionRegion
        case .invalidLocale: .invalidLocale
        case .unknownTimeZone: .unknownTimeZone
        case .invalidTimeZoneFile: .invalidTimeZoneFile
        case .invalidDate: .invalidDate
        case .invalidTime: .invalidTime
        case .invalidLocation: .invalidLocation
        case .noLocation: .noLocation
        case .invalidMonth: .invalidMonth
        case .invalidDayCount: .invalidDayCount
        case .invalidMonthCount: .invalidMonthCount
        case .invalidCountdown: .invalidCountdown
        case .invalidTimeout: .invalidTimeout
        case .invalidTemplate: .invalidTemplate
        case .invalidColor: .invalidColor
        case .invalidGradient: .invalidGradient
        case .dateOutOfRange: .dateOutOfRange
        case .nonexistentDate: .nonexistentDate
        case .skippedDay: .skippedDay
        case .timelinePastEnd: .timelinePastEnd
        case .monthsPastEnd: .monthsPastEnd
        case .file: .file
        case .configurationFile: .configurationFile
        case .invalidTheme: .invalidTheme
        case .themeNotLoaded: .themeNotLoaded
        case .themeNotCopyable: .themeNotCopyable
        case .invalidOccasionSet: .invalidOccasionSet
        case .rendererNotExecutable: .rendererNotExecutable
        case .rendererFailed: .rendererFailed
        case .cannotRender: .cannotRender
        case .cannotStart: .cannotStart
        case .icuFailure: .icuFailure
        case .sourced: .sourced
        }
    }

    /// Samples of a case: every variant of its nested problem or setting. A switch with no default.
    static func samples(of name: Name) -> [EmojiDayError] {
        let position = SourcePosition(line: 3, column: 12)
        switch name {
        case .invalidValue:
            return [
                .invalidValue(.calendar, "hebrw", valid: ["gregorian", "hebrew", "persian"]),
                .invalidValue(.numberingSystem, "latm", valid: ["arab", "latn"]),
                .invalidValue(.firstWeekday, "mondy", valid: ["sunday", "monday"]),
                .invalidValue(.theme, "nigth", valid: ["moods", "night"]),
                .invalidValue(.theme, "Bad_Id", valid: ["moods", "night"]),
                .invalidValue(.format, "jsn", valid: ["text", "json"]),
                .invalidValue(.format, "my_fmt", valid: ["text", "json"]),
                .invalidValue(.occasionSets, "jewsh", valid: ["chinese", "jewish"]),
                .invalidValue(.option("family"), "medum", valid: ["small", "medium"]),
                .invalidValue(.locale, "xx", valid: []),
                .invalidValue(.date, "someday", valid: ["today"]),
                .invalidValue(.theme, String(repeating: "a", count: 100), valid: ["moods"]),
                .invalidValue(.alsoCalendar, "mayan", valid: ["gregorian", "hebrew", "persian"]),
            ]
        case .emptyValue:
            return [.emptyValue(.locale), .emptyValue(.directory), .emptyValue(.theme)]
        case .emptyOccasionSetName:
            return [.emptyOccasionSetName(list: "chinese,,jewish")]
        case .invalidOccasionDayOffset:
            return [.invalidOccasionDayOffset("islamic@+5")]
        case .occasionRegion:
            return [
                .occasionRegion(locale: "fr", region: nil, countries: ["CA", "FR"]),
                .occasionRegion(locale: "es-MX", region: "MX", countries: ["CA", "FR"]),
            ]
        case .invalidLocale:
            return [
                .invalidLocale(.malformed("not a locale")),
                .invalidLocale(.unknownLanguage(input: "xx-YY", language: "xx", suggestion: "ss")),
                .invalidLocale(.unknownLanguage(input: "qq", language: "qq", suggestion: nil)),
                .invalidLocale(
                    .unsupportedScript(input: "ja-Latn", language: "ja", script: "Latn", usualScript: "Jpan")),
                .invalidLocale(.unsupportedModifier(input: "aa_ER@saaho", modifier: "saaho")),
                .invalidLocale(.unknownRegion(input: "fr-AB", region: "AB")),
                .invalidLocale(.unknownCalendar("mayan", available: ["gregorian", "hebrew"])),
                .invalidLocale(.unknownNumberingSystem("latm")),
                .invalidLocale(.unknownFirstWeekday("mo")),
            ]
        case .unknownTimeZone:
            return [
                .unknownTimeZone("Europe/Pari", zoneInfoDirectory: "/usr/share/zoneinfo"),
                .unknownTimeZone("Mars/Olympus", zoneInfoDirectory: "/usr/share/zoneinfo"),
            ]
        case .invalidTimeZoneFile:
            return [
                .invalidTimeZoneFile("/tmp/zone", path: "/tmp/zone", problem: "not a regular file"),
                .invalidTimeZoneFile(
                    "Europe/Paris", path: "/usr/share/zoneinfo/Europe/Paris",
                    problem: "not a valid TZif file (an offset of 108000 s, 24 hours or more)"),
            ]
        case .invalidDate: return [.invalidDate("someday")]
        case .invalidTime: return [.invalidTime("2024-10-02T25:00")]
        case .invalidLocation: return [.invalidLocation("91,0")]
        case .noLocation: return [.noLocation(zone: "UTC")]
        case .invalidMonth: return [.invalidMonth("smarch 2027")]
        case .invalidDayCount:
            return [
                .invalidDayCount("0", maximum: 100_000),
                .invalidDayCount("5000", maximum: 1000, builtWhole: "my-renderer"),
            ]
        case .invalidMonthCount: return [.invalidMonthCount("0"), .invalidMonthCount("13")]
        case .invalidCountdown: return [.invalidCountdown("0"), .invalidCountdown("soon")]
        case .invalidTimeout: return [.invalidTimeout("-1")]
        case .invalidColor: return [.invalidColor("grey"), .invalidColor("#12345")]
        case .invalidGradient: return [.invalidGradient(colorCount: 1), .invalidGradient(colorCount: 6)]
        case .invalidTemplate:
            return [
                .invalidTemplate("{emoji} {wekday}", .unknownField("wekday")),
                .invalidTemplate("{emoji} {zzz}", .unknownField("zzz")),
                .invalidTemplate("{emoji", .unclosedBrace),
                .invalidTemplate("emoji}", .strayClosingBrace),
                .invalidTemplate(String(repeating: "x", count: 1_025), .tooLong(1_025)),
                .invalidTemplate("a\u{1B}[31m", .controlCharacter("\u{1B}")),
            ]
        case .dateOutOfRange: return [.dateOutOfRange]
        case .nonexistentDate:
            return [
                .nonexistentDate(.year(0)), .nonexistentDate(.month(13)),
                .nonexistentDate(.day(30, month: 2, year: 2024, days: 29)), .nonexistentDate(.missingComponent("day")),
                .nonexistentDate(.calendar("hebrew")),
            ]
        case .skippedDay: return [.skippedDay("2011-12-30", timeZone: "Pacific/Apia")]
        case .timelinePastEnd: return [.timelinePastEnd]
        case .monthsPastEnd: return [.monthsPastEnd]
        case .file:
            let problems: [EmojiDayError.FileProblem] = [
                .tooLarge(limit: 1_048_576), .directory, .notRegular, .notAFileName, .exists, .missing,
                .linkLoop(writing: false), .linkLoop(writing: true), .unreadable("permission denied"),
                .unwritable("read-only file system"),
                .untrusted("its folder '/etc/xdg/emojiday' is writable by every user"),
            ]
            return problems.map { .file("/tmp/mine.json", $0) }
        case .configurationFile:
            let problems: [EmojiDayError.ConfigurationProblem] = [
                .syntax("trailing comma before '}'"), .notAnObject(found: "an array"),
                .unknownKey("thme", valid: ["locale", "theme"]), .duplicateKey("theme"),
                .notAString(key: "theme", found: "a number"),
                .invalidValue(key: "style", value: "cards", valid: ["line", "card"]),
            ]
            return problems.map { .configurationFile("/home/u/.config/emojiday/config.json", position: position, $0) }
        case .invalidTheme:
            return [
                .invalidTheme(
                    "mine",
                    diagnostics: [
                        "mine.json:5:27: error: /gradient/colors: too few", "mine.json:8:17: error: unknown key",
                    ])
            ]
        case .themeNotLoaded: return [.themeNotLoaded("mine")]
        case .themeNotCopyable: return [.themeNotCopyable(.noIDOrName), .themeNotCopyable(.missingLine(4))]
        case .invalidOccasionSet:
            return [.invalidOccasionSet("bad", diagnostics: ["occasions/bad.json:6:3: error: no month 'M13'"])]
        case .rendererNotExecutable: return [.rendererNotExecutable("noexec", path: "/bin/emojiday-render-noexec")]
        case .rendererFailed:
            let failures: [EmojiDayError.RendererFailure] = [
                .cannotStart("cannot start '/x': permission denied"), .stopped(signal: 15), .timedOut(seconds: 0.5),
                .tooLarge(limit: 16_777_216), .exited(status: 3), .killed(signal: 9), .wroteNothing,
            ]
            return failures.map {
                .rendererFailed("boom", path: "/bin/emojiday-render-boom", $0, messages: ["boom: it broke"])
            }
        case .cannotRender: return [.cannotRender("markdown", reason: "no week to show")]
        case .cannotStart:
            return [.cannotStart("/bin/x", reason: "no pipes left"), .cannotStart("", reason: "no program")]
        case .icuFailure: return [.icuFailure("ICU reported weekday 9")]
        case .sourced:
            return [
                .sourced(
                    .invalidLocale(.unknownLanguage(input: "aa_DJ", language: "aa", suggestion: nil)),
                    from: .environment("LC_TIME")),
                .sourced(.invalidValue(.calendar, "hebrw", valid: ["hebrew"]), from: .environment("EMOJIDAY_CALENDAR")),
                .sourced(
                    .unknownTimeZone("Mars/Base", zoneInfoDirectory: "/z"), from: .system("/etc/localtime → Mars/Base")),
                .sourced(.file("/tmp/t.json", .missing), from: .environment("EMOJIDAY_THEME")),
            ]
        }
    }

    /// The case of a command line error: a switch with no default, so that a new case stops this from compiling.
    static func name(ofCLI error: CommandLineError) -> CLIName? {
        switch error {
        case .library: nil
        case .unknownOption: .unknownOption
        case .optionNotForCommand: .optionNotForCommand
        case .optionTakesNoValue: .optionTakesNoValue
        case .missingOptionValue: .missingOptionValue
        case .missingArgument: .missingArgument
        case .commandNotFirst: .commandNotFirst
        case .unknownCommand: .unknownCommand
        case .unexpectedArgument: .unexpectedArgument
        case .unknownShell: .unknownShell
        case .unknownManPage: .unknownManPage
        case .conflictingOptions: .conflictingOptions
        case .inapplicableOption: .inapplicableOption
        case .notLineOriented: .notLineOriented
        case .invalidThemeID: .invalidThemeID
        case .invalidOccasionSetID: .invalidOccasionSetID
        case .invalidYear: .invalidYear
        case .invalidYearRange: .invalidYearRange
        case .icsNeedsYears: .icsNeedsYears
        case .invalidSourceDateEpoch: .invalidSourceDateEpoch
        case .invalidThemeFiles: .invalidThemeFiles
        case .noConfigurationHome: .noConfigurationHome
        case .noRuntimeDirectory: .noRuntimeDirectory
        case .invalidMonthShift: .invalidMonthShift
        case .workdayNeedsCountry: .workdayNeedsCountry
        case .cannotWriteOutput: .cannotWriteOutput
        }
    }

    /// Samples of a command line error's case. A switch with no default.
    static func samples(ofCLI name: CLIName) -> [CommandLineError] {
        switch name {
        case .unknownOption:
            return [
                .unknownOption("--dte", valid: ["--date", "--theme"], owner: nil, path: "emojiday"),
                .unknownOption("--bogus", valid: ["--date"], owner: nil, path: "emojiday"),
                .unknownOption("--days", valid: ["--date"], owner: "timeline", path: "emojiday"),
            ]
        case .optionNotForCommand:
            return [
                .optionNotForCommand(
                    "--style", command: "emojiday watch", valid: ["--format", "--date", "--template", "--help"])
            ]
        case .optionTakesNoValue: return [.optionTakesNoValue("--fragment")]
        case .missingOptionValue: return [.missingOptionValue("--date", valueName: "date")]
        case .missingArgument: return [.missingArgument(command: "emojiday themes show", argument: "id")]
        case .commandNotFirst: return [.commandNotFirst("preview", path: "emojiday")]
        case .unknownCommand: return [.unknownCommand("timelin", valid: ["timeline", "preview"])]
        case .unexpectedArgument: return [.unexpectedArgument("extra", command: "emojiday locales")]
        case .unknownShell: return [.unknownShell("zhs", valid: ["bash", "zsh", "fish"])]
        case .unknownManPage:
            return [
                .unknownManPage("confg", valid: ["emojiday", "emojiday-config", "emojiday-themes"]),
                .unknownManPage("intro", valid: ["emojiday", "emojiday-config", "emojiday-themes"]),
            ]
        case .conflictingOptions: return [.conflictingOptions("--from", "--extends")]
        case .inapplicableOption:
            return [
                .inapplicableOption(
                    "--family", appliesTo: ["'--format html'", "'--format svg'"], current: "text", addition: nil),
                .inapplicableOption(
                    "--color", appliesTo: ["'--style card'"], current: "--style line", addition: "--style card"),
            ]
        case .notLineOriented:
            return [
                .notLineOriented(noun: "format", "html", valid: ["text", "waybar"], source: .option("--format")),
                .notLineOriented(noun: "style", "card", valid: ["line"], source: .environment("EMOJIDAY_STYLE")),
            ]
        case .invalidThemeID: return [.invalidThemeID("-x", problem: "it cannot start with '-'")]
        case .invalidOccasionSetID: return [.invalidOccasionSetID("-x", problem: "it cannot start with '-'")]
        case .invalidYear: return [.invalidYear("20x7", years: 1...9999)]
        case .invalidYearRange: return [.invalidYearRange("2030-2027", years: 1...9999, most: 100)]
        case .icsNeedsYears: return [.icsNeedsYears]
        case .invalidSourceDateEpoch: return [.invalidSourceDateEpoch("yesterday", latest: 253_402_300_799)]
        case .invalidThemeFiles:
            return [
                .invalidThemeFiles(errors: 2, warnings: 1, strictOption: nil),
                .invalidThemeFiles(errors: 0, warnings: 1, strictOption: "--strict"),
                .invalidThemeFiles(errors: 1, warnings: 0, strictOption: "--strict"),
            ]
        case .noConfigurationHome: return [.noConfigurationHome]
        case .noRuntimeDirectory: return [.noRuntimeDirectory]
        case .invalidMonthShift: return [.invalidMonthShift("up")]
        case .workdayNeedsCountry: return [.workdayNeedsCountry]
        case .cannotWriteOutput: return [.cannotWriteOutput(reason: nil), .cannotWriteOutput(reason: "no space left")]
        }
    }

    /// Whether `error` was told its value came from one of the command line's own settings (an `EMOJIDAY_`
    /// variable, a key of config.json), which its message then names.
    static func namesOwnSetting(_ error: EmojiDayError) -> Bool {
        guard case .sourced(_, let source) = error else { return false }
        switch source {
        case .environment(let name): return name.hasPrefix("EMOJIDAY_")
        case .file: return true
        case .option, .system, .argument: return false
        }
    }

    /// Whether `error` was told its value came from an option, which its message then names.
    static func namesOption(_ error: EmojiDayError) -> Bool {
        guard case .sourced(_, .option) = error else { return false }
        return true
    }

    /// The sources a command line can give a value, one of each kind.
    static func sources(for error: EmojiDayError) -> [(String, SettingSource)] {
        let option = error.setting.flatMap(ErrorReport.optionName) ?? "value"
        return [
            ("option", .option("--" + option)),
            ("environment", .environment("EMOJIDAY_" + String(option.uppercased().map { $0 == "-" ? "_" : $0 }))),
            (
                "config",
                .file(path: "/home/u/.config/emojiday/config.json", position: .init(line: 2, column: 9), key: option)
            ),
            ("system", .system("/etc/localtime → Mars/Base")),
            ("argument", .argument("emojiday occasions show")),
        ]
    }

    /// Every sample, rendered: the library's lines, then the command line's report with no source and with
    /// each kind of source (for errors about a setting's value).
    static func rendered() -> String {
        var out = ""
        for name in Name.allCases {
            for (index, error) in samples(of: name).enumerated() {
                out += "## \(name.rawValue) #\(index + 1) (\(error.kind))\n"
                out += error.lines.map { "library: \($0)\n" }.joined()
                let report = ErrorReport.report(error)
                out += "cli [\(report.status)]: " + report.lines.joined(separator: "\n    ") + "\n"
                if error.setting != nil {
                    for (label, source) in sources(for: error) {
                        let sourced = ErrorReport.report(error, source: source)
                        out += "cli \(label) [\(sourced.status)]: " + sourced.lines.joined(separator: "\n    ") + "\n"
                    }
                }
                out += "\n"
            }
        }
        for name in CLIName.allCases {
            for (index, error) in samples(ofCLI: name).enumerated() {
                out += "## cli \(name.rawValue) #\(index + 1) (\(error.kind))\n"
                let report = ErrorReport.report(error)
                out += "cli [\(report.status)]: " + report.lines.joined(separator: "\n    ") + "\n\n"
            }
        }
        return out
    }

    @Test("Every case has a sample, and every sample is of its case")
    func everyCaseHasASample() {
        for name in Name.allCases {
            let samples = Self.samples(of: name)
            #expect(!samples.isEmpty, "\(name) has no sample")
            for sample in samples { #expect(Self.name(of: sample) == name, "\(sample) is not a \(name)") }
        }
        for name in CLIName.allCases {
            let samples = Self.samples(ofCLI: name)
            #expect(!samples.isEmpty, "\(name) has no sample")
            for sample in samples { #expect(Self.name(ofCLI: sample) == name, "\(sample) is not a \(name)") }
        }
    }

    @Test("Every message is one line, and no library message names a flag or a command")
    func shape() {
        for name in Name.allCases {
            for error in Self.samples(of: name) {
                for line in error.lines { #expect(!line.contains("\n"), "\(line)") }
                // Flags and commands come only from the command line (a source it gives, or its own errors).
                if !Self.namesOption(error) { #expect(!error.message.contains("--"), "\(error.message)") }
                #expect(!error.message.contains("'emojiday "), "\(error.message)")
                #expect(!error.message.contains("'watch'"), "\(error.message)")
                // Nor, unless it read that file or was told the source, the command line's own settings.
                if !Self.namesOwnSetting(error), name != .configurationFile {
                    #expect(!error.message.contains("EMOJIDAY_"), "\(error.message)")
                    #expect(!error.message.contains("config.json"), "\(error.message)")
                }
                #expect(error.description == error.message)
            }
        }
    }

    @Test("The exit status follows the kind: 64 usage, 65 data, 66 no input, 73 cannot create, 1 failure")
    func statuses() {
        let expected: [EmojiDayError.Kind: Int32] = [
            .usage: 64, .invalidData: 65, .missingInput: 66, .cannotCreate: 73, .failure: 1,
        ]
        for name in Name.allCases {
            for error in Self.samples(of: name) {
                #expect(ErrorReport.report(error).status == expected[error.kind])
            }
        }
        for name in CLIName.allCases {
            for error in Self.samples(ofCLI: name) {
                #expect(ErrorReport.report(error).status == expected[error.kind])
            }
        }
    }

    @Test("--help documents the status of every kind")
    func helpListsEveryStatus() {
        let documented = Set(Help.exitStatuses.map { Int32($0.status) })
        for name in Name.allCases {
            for error in Self.samples(of: name) { #expect(documented.contains(error.kind.exitStatus)) }
        }
        for name in CLIName.allCases {
            for error in Self.samples(ofCLI: name) { #expect(documented.contains(error.kind.exitStatus)) }
        }
    }

    @Test("Every message matches Golden/error-messages.txt (EMOJIDAY_RECORD=1 regenerates it)")
    func golden() {
        assertGoldenFile(
            Self.rendered(), at: repositoryFolder + "/Tests/EmojiDayCLITests/Golden/error-messages.txt")
    }
}
