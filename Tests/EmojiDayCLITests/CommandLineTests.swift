import EmojiDayTestSupport
import Testing

/// The built binary, run as a user would: stdout, stderr and exit status checked separately.
@Suite("emojiday, end to end", .tags(.endToEnd))
struct CommandLineTests {
    @Test("The original widget's example in French and Japanese")
    func frenchAndJapanese() {
        let fr = emojiday(["--theme", "moods", "--locale", "fr", "--date", "2024-09-03"])
        #expect(fr.status == 0)
        #expect(fr.stdout == "😊 Mardi 3\n")
        #expect(fr.stderr.isEmpty)
        let ja = emojiday(["--locale", "ja", "--date", "2024-09-03"])
        #expect(ja.stdout == "😊 火曜日 3日\n")
    }

    @Test("JSON entry, timeline and preview")
    func json() {
        let entry = emojiday([
            "--locale", "fr-FR", "--time-zone", "Europe/Paris", "--date", "2024-09-03", "--format", "json",
        ])
        #expect(entry.status == 0)
        #expect(entry.stdout.contains("\"date\": \"2024-09-03T00:00:00+02:00\""))
        #expect(entry.stdout.contains("\"weekday\": \"tuesday\""))
        let timeline = emojiday(["timeline", "--date", "2024-09-03", "--format", "json", "--days", "3"])
        #expect(timeline.stdout.contains("\"policy\": \"atEnd\""))
        #expect(timeline.stdout.contains("\"reloadDate\": \"2024-09-06T00:00:00+00:00\""))
        let preview = emojiday(["preview", "--locale", "fr-FR", "--date", "2024-09-03"])
        #expect(preview.stdout.split(separator: "\n").first == "😫 Lundi 2")
        #expect(preview.stdout.split(separator: "\n").count == 7)
    }

    @Test("HTML page")
    func html() {
        let page = emojiday(["--locale", "ja-JP", "--date", "2024-09-03", "--format", "html"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"ja-JP\" dir=\"ltr\">"))
        #expect(page.stdout.contains("火曜日"))
    }

    @Test("The locale comes from LC_ALL, then LC_TIME, then LANG")
    func environmentPrecedence() {
        let args = ["--date", "2024-09-03"]
        #expect(emojiday(args, environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "fr_FR.UTF-8"]).stdout == "😊 火曜日 3日\n")
        #expect(emojiday(args, environment: ["LC_TIME": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"]).stdout == "😊 Mardi 3\n")
        #expect(emojiday(args, environment: ["LC_ALL": "", "LANG": "de_DE@euro"]).stdout == "😊 Dienstag 3\n")
        #expect(emojiday(args, environment: ["LANG": "C"]).stdout == "😊 Tuesday 3\n")
        #expect(emojiday(args).stdout == "😊 Tuesday 3\n")
    }

    @Test("The time zone comes from --time-zone, then TZ")
    func timeZone() {
        let args = ["--date", "2024-09-03", "--format", "json"]
        #expect(emojiday(args, environment: ["TZ": ":Asia/Tokyo"]).stdout.contains("+09:00"))
        #expect(
            emojiday(args + ["--time-zone", "America/New_York"], environment: ["TZ": "Asia/Tokyo"]).stdout.contains(
                "-04:00"))
    }

    @Test(
        "Every bad input fails with one line naming it and a documented status",
        arguments: [
            (["--theme", "nope"], "'nope'", Int32(64)),
            (["--date", "2024-02-30"], "'2024-02-30'", 64),
            (["--date", "tomorow"], "'tomorow'", 64),
            (["--format", "pdfx"], "'pdfx'", 64),
            (["--locale", "xx-YY"], "'xx-YY'", 64),
            (["--locale", "not a locale"], "'not a locale'", 64),
            (["--locale", "jp"], "did you mean 'ja'?", 64),
            (["--time-zone", "Mars/Olympus"], "'Mars/Olympus'", 64),
            (["--time-zone", "Paris"], "did you mean 'Europe/Paris'?", 64),
            (["--thme", "moods"], "did you mean '--theme'?", 64),
            (["--date"], "'--date' needs a value", 64),
            (["timelin"], "did you mean 'timeline'?", 64),
            (["timeline", "--days", "0"], "'0'", 64),
            (["--calendar", "mayan"], "'mayan'", 64),
            (["--first-weekday", "funday"], "'funday'", 64),
        ])
    func errors(arguments: [String], needle: String, status: Int32) {
        let outcome = emojiday(arguments, environment: ["LANG": "de_DE.UTF-8"])
        #expect(outcome.status == status)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("emojiday: error: "))
        #expect(outcome.stderr.contains(needle))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test("A bad LANG is named as the source of the locale")
    func badEnvironmentLocale() {
        let outcome = emojiday(["--date", "2024-09-03"], environment: ["LANG": "xx_YY.UTF-8"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("from LANG"))
    }

    @Test("--help and --version")
    func helpAndVersion() {
        let help = emojiday(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: emojiday [<subcommand>] [<options>]"))
        #expect(help.stdout.contains("--time-zone <zone>"))
        #expect(help.stdout.contains("EXIT STATUS"))
        #expect(emojiday(["timeline", "--help"]).stdout.contains("--days <n>"))
        let version = emojiday(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("emojiday "))
    }

    @Test("--version's first line is VERSION's version, then the commit only as git writes one")
    func versionComesFromTheVersionFile() throws {
        let file = try #require(contents(repositoryFolder + "/VERSION"))
        let version = try #require(String(decoding: file, as: UTF8.self).split(whereSeparator: \.isWhitespace).first)
        let outcome = emojiday(["--version"])
        #expect(outcome.status == 0)
        let line = try #require(outcome.stdout.split(separator: "\n").first)
        // A plain build knows no commit; scripts/install and scripts/release give one (EMOJIDAY_COMMIT).
        if line != "emojiday \(version)" {
            let prefix = "emojiday \(version) (commit "
            #expect(line.hasPrefix(prefix) && line.hasSuffix(")"), "\(line)")
            var commit = line.dropFirst(prefix.count).dropLast()
            if commit.hasSuffix("-dirty") { commit = commit.dropLast(6) }
            #expect((7...40).contains(commit.count) && commit.allSatisfy(\.isHexDigit), "\(line)")
        }
        let man = emojiday(["man"])
        #expect(man.stdout.contains("\"emojiday \(version)\""))
    }
}

@Suite("emojiday, localization end to end", .tags(.endToEnd))
struct LocalizationCommandLineTests {
    @Test(
        "POSIX locale forms from the environment",
        arguments: [
            ("fr_FR.UTF-8", "😊 Mardi 3\n"), ("de_DE@euro", "😊 Dienstag 3\n"), ("sr_RS@latin", "😊 utorak 3\n"),
            ("C", "😊 Tuesday 3\n"), ("POSIX", "😊 Tuesday 3\n"), ("C.UTF-8", "😊 Tuesday 3\n"),
            ("ja_JP.UTF-8", "😊 火曜日 3日\n"),
        ])
    func posixForms(lang: String, line: String) {
        let outcome = emojiday(["--date", "2024-09-03"], environment: ["LANG": lang])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == line)
    }

    @Test("Calendar, digits and first weekday options")
    func options() {
        let persian = emojiday([
            "--locale", "en", "--calendar", "persian", "--numbers", "arabext", "--date", "2024-09-03",
        ])
        #expect(persian.stdout == "😊 Tuesday ۱۳\n")
        let week = emojiday(["preview", "--locale", "en-US", "--first-weekday", "saturday", "--date", "2024-09-03"])
        // The week crosses into September: its first day and the 1st say their month.
        #expect(week.stdout.hasPrefix("😴 Saturday August 31\n😎 Sunday September 1\n😫 Monday 2\n"))
        let tag = emojiday(["--locale", "fr_FR", "--date", "2024-09-03", "--format", "json"])
        #expect(tag.stdout.contains("\"locale\": \"fr-FR\""))
    }

    @Test("The locale listing")
    func locales() {
        let text = emojiday(["locales"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("fr-FR"))
        #expect(text.stdout.split(separator: "\n").count > 500)
        let json = emojiday(["locales", "--format", "json"])
        #expect(json.stdout.contains("\"locale\": \"fa-IR\""))
        #expect(json.stdout.contains("\"calendar\": \"persian\""))
    }

    @Test("--version names ICU, Unicode, the emoji data and the time-zone data")
    func version() {
        let outcome = emojiday(["--version"])
        #expect(outcome.stdout.contains("ICU 72"))
        #expect(outcome.stdout.contains("Unicode 15"))
        #expect(outcome.stdout.contains("emoji data: Emoji 17.0 (Unicode's emoji-test.txt, built in)"))
        #expect(outcome.stdout.contains("system tz database 20"))
        #expect(outcome.stdout.contains("decides instants"))
        #expect(outcome.stdout.contains("ICU's 2022"))
    }
}

@Suite("emojiday, edges of the command line", .tags(.endToEnd))
struct CommandLineEdgeTests {
    @Test("An empty --locale is an error, not a fallback to LANG")
    func emptyLocale() {
        let outcome = emojiday(["--locale", "", "--date", "2024-09-03"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
    }

    @Test("TZ=:/etc/localtime means the system zone; TZ=UTC0 means UTC")
    func systemdTZ() {
        let system = emojiday(["--date", "2024-09-03", "--format", "json"], environment: ["TZ": ":/etc/localtime"])
        #expect(system.status == 0)
        let utc = emojiday(["--date", "2024-09-03", "--format", "json"], environment: ["TZ": "UTC0"])
        #expect(utc.stdout.contains("\"timeZone\": \"UTC\""))
    }

    @Test("A subcommand after options, and a subcommand's option on the root, are explained")
    func misplacedWords() {
        let late = emojiday(["--locale", "fr", "preview"])
        #expect(late.status == 64)
        #expect(late.stderr.contains("'preview' must come first"))
        let days = emojiday(["--days", "3"])
        #expect(days.stderr.contains("it is an option of 'timeline'"))
    }

    @Test("A deprecated language code still works (iw → he)")
    func deprecatedCode() {
        let outcome = emojiday(["--date", "2024-09-03", "--format", "json"], environment: ["LANG": "iw_IL.UTF-8"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("\"locale\": \"he-IL\""))
    }

    @Test("A full disk is reported")
    func fullDisk() throws {
        let outcome = spawn(
            ["/bin/sh", "-c", "\"\(emojidayPath)\" --date 2024-09-03 > /dev/full"], environment: ["TZ": "UTC"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("cannot write the output"))
    }

    @Test("Control characters in a message are shown, not sent")
    func controlCharacters() {
        let outcome = emojiday(["--theme", "x\u{1B}]0;pwned\u{07}"])
        #expect(outcome.status == 64)
        #expect(!outcome.stderr.contains("\u{1B}"))
        #expect(outcome.stderr.contains("\\u{1B}"))
    }

    @Test("An option that does not apply to the format is refused")
    func inapplicableOptions() {
        let family = emojiday(["--family", "medium", "--date", "2024-09-03"])
        #expect(family.status == 64)
        #expect(family.stderr.contains("'--family' applies to '--format html'"))
        let style = emojiday(["--format", "json", "--style", "card", "--date", "2024-09-03"])
        #expect(style.status == 64)
    }
}

/// Relative dates, options that do not apply, suggestions and the listings' shared header row.
extension CommandLineEdgeTests {
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
                "use YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], today, yesterday, tomorrow, +N, -N or a weekday (monday … sunday)"
            ))
        #expect(emojiday(["timeline", "--date", "friday", "--days", "1"]).stdout.contains("Friday"))
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

    @Test("A misspelt command is suggested among visible commands only, never an internal one")
    func commandSuggestionsAreVisibleOnly() {
        let outcome = emojiday(["previw"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("did you mean 'preview'?"))
        #expect(!outcome.stderr.contains("__complete"))
        #expect(outcome.stderr.contains("'man'"))
    }
}

/// A locale whose region does not exist, given or inherited.
extension LocalizationCommandLineTests {
    @Test("A locale whose region does not exist is a usage error naming the locale and the region")
    func unknownRegionIsAnError() {
        let outcome = emojiday(["--locale", "fr-AB", "--date", "2024-09-03", "--format", "json"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.hasPrefix("emojiday: error: unknown locale 'fr-AB' given to --locale: 'AB' is no region"))
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1)
        let system = emojiday(["--date", "2024-09-03"], environment: ["LANG": "fr_AB.UTF-8"])
        #expect(system.status == 64)
        #expect(system.stderr.contains("from LANG"))
        #expect(emojiday(["--locale", "es-419", "--date", "2024-09-03"]).stdout == "😊 Martes 3\n")
    }
}
