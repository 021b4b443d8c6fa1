import EmojiDayTestSupport
import Glibc
import Testing

/// A user's occasion set, as a new user meets it: written by `occasions new`, checked by `occasions validate`,
/// found in `~/.config/emojiday/occasions` and `$EMOJIDAY_OCCASIONS_PATH` by `--occasions`, `occasions list`,
/// `occasions show` and completions.
@Suite("Occasion sets of your own, end to end", .tags(.endToEnd))
struct OccasionAuthoringTests {
    /// A valid set with one occasion on 14 July, its id `id`.
    static func set(_ id: String) -> String {
        """
        {
          "formatVersion": 1,
          "id": "\(id)",
          "name": "France",
          "occasions": [
            {
              "id": "fete-nationale", "emoji": "🎆", "show": "replace",
              "names": { "en": "Bastille Day", "fr": "Fête nationale" },
              "date": { "calendar": "gregorian", "month": "M07", "day": 14 }
            }
          ]
        }

        """
    }

    @Test("A set in ~/.config/emojiday/occasions is found by --occasions, listed, shown and completed")
    func userFolderSet() throws {
        let home = try TemporaryFolder(["home/.config/emojiday/occasions/france.json": Self.set("france")])
        defer { home.remove() }
        let environment = ["HOME": home.path + "/home"]
        let day = emojiday(
            ["--occasions", "france", "--locale", "fr", "--date", "2025-07-14"], environment: environment)
        #expect(day.stdout == "🎆 Lundi 14 · Fête nationale\n")
        #expect(day.status == 0)
        // A day offset works for a user's set as for a bundled one.
        let moved = emojiday(
            ["--occasions", "france@+1", "--locale", "fr", "--date", "2025-07-15"], environment: environment)
        #expect(moved.stdout == "🎆 Mardi 15 · Fête nationale\n")
        let list = emojiday(["occasions", "list"], environment: environment)
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("france ") && $0.contains(" France ") })
        #expect(list.stdout.split(separator: "\n").first { $0.hasPrefix("france ") }?.hasSuffix("~/.config") == true)
        #expect(list.stdout.split(separator: "\n").first { $0.hasPrefix("world ") }?.hasSuffix("bundled") == true)
        let json = emojiday(["occasions", "list", "--format", "json"], environment: environment)
        #expect(json.stdout.contains(#""source": "~/.config""#))
        let show = emojiday(["occasions", "show", "france"], environment: environment)
        #expect(show.status == 0)
        #expect(show.stdout.hasPrefix("France (france)\n"))
        #expect(
            emojiday(["__complete", "--", "bash", "--occasions", "fr"], environment: environment).stdout == "france\n")
        #expect(
            emojiday(["__complete", "--", "bash", "occasions", "show", "fr"], environment: environment).stdout
                == "france\n")
        let typo = emojiday(["--occasions", "frnce"], environment: environment)
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("did you mean 'france'?"))
    }

    @Test("$EMOJIDAY_OCCASIONS_PATH comes before $XDG_CONFIG_HOME, which comes before the bundled sets")
    func searchOrder() throws {
        let folders = try TemporaryFolder([
            "first/world.json": Self.set("world"), "config/emojiday/occasions/world.json": Self.set("world"),
        ])
        defer { folders.remove() }
        let environment = [
            "EMOJIDAY_OCCASIONS_PATH": folders.path + "/missing:" + folders.path + "/first",
            "XDG_CONFIG_HOME": folders.path + "/config",
        ]
        let list = emojiday(["occasions", "list"], environment: environment)
        // The winner names its file and what it shadows.
        let config = folders.path + "/config/emojiday/occasions/world.json"
        #expect(
            list.stdout.split(separator: "\n").first { $0.hasPrefix("world ") }?.hasSuffix(
                "EMOJIDAY_OCCASIONS_PATH (\(folders.path)/first/world.json) — shadows \(config); overrides the bundled set"
            )
                == true, "\(list.stdout)")
        let xdg = emojiday(["occasions", "list"], environment: ["XDG_CONFIG_HOME": folders.path + "/config"])
        #expect(
            xdg.stdout.split(separator: "\n").first { $0.hasPrefix("world ") }?.hasSuffix(
                "XDG_CONFIG_HOME (\(config)) — overrides the bundled set") == true)
        // The user's world shadows the bundled one: 14 July, not 1 January.
        let day = emojiday(
            ["--occasions", "world", "--locale", "fr", "--date", "2025-07-14"], environment: environment)
        #expect(day.stdout == "🎆 Lundi 14 · Fête nationale\n")
    }

    @Test("File names that are no set id never reach listings, completions or suggestions")
    func hostileFileNames() throws {
        let home = try TemporaryFolder([
            "occasions/$(touch pwned).json": "{}", "occasions/Bad Name.json": "{}",
            "occasions/a\u{1B}[31m.json": "{}", "occasions/occasions.schema.json": "{}",
            "occasions/france.json": Self.set("france"),
        ])
        defer { home.remove() }
        symlink(home.path + "/nowhere.json", home.path + "/occasions/dangling.json")
        let environment = ["EMOJIDAY_OCCASIONS_PATH": home.path + "/occasions"]
        let list = emojiday(["occasions", "list"], environment: environment)
        #expect(list.status == 0)
        #expect(list.stdout.contains("france"))
        for word in ["pwned", "Bad", "\u{1B}", "dangling", "occasions.schema"] {
            #expect(!list.stdout.contains(word), "\(word)")
            #expect(
                !emojiday(["__complete", "--", "bash", "--occasions", ""], environment: environment).stdout.contains(
                    word))
            #expect(!emojiday(["--occasions", "nope"], environment: environment).stderr.contains(word))
        }
    }

    @Test("occasions new writes a valid starter set with its schema beside it, and never overwrites")
    func newStarter() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let path = folder + "/france.json"
        let created = emojiday(["occasions", "new", "france", "--directory", folder])
        #expect(created.status == 0)
        #expect(created.stdout.hasPrefix("wrote \(path) and \(folder)/occasions.schema.json"))
        #expect(created.stdout.contains("'emojiday occasions validate \(path)'"))
        let text = try #require(read(path))
        #expect(text.contains(#""$schema": "./occasions.schema.json""#))
        #expect(text.contains(#""id": "france""#))
        #expect(read(folder + "/occasions.schema.json")?.contains("EmojiDay occasion set") == true)
        let validated = emojiday(["occasions", "validate", path])
        #expect(validated.status == 0)
        #expect(validated.stdout == "\(path): valid\n")
        #expect(validated.stderr.isEmpty)
        // The new set is usable as it is.
        #expect(emojiday(["--occasions", path, "--date", "2025-06-21", "--locale", "en"]).stdout.hasPrefix("🌞 "))

        let again = emojiday(["occasions", "new", "france", "--directory", folder])
        #expect(again.status == 73)
        #expect(again.stderr.hasPrefix("emojiday: error: '\(path)' already exists"))
        #expect(read(path) == text)

        let invalid = emojiday(["occasions", "new", "Not An ID", "--directory", folder])
        #expect(invalid.status == 64)
        #expect(invalid.stderr.hasPrefix("emojiday: error: invalid occasion set id 'Not An ID'"))
        #expect(emojiday(["occasions", "new", "x", "--directory", ""]).status == 64)
    }

    @Test("occasions new makes a country's set from its code in capitals, and a subdivision's from XX-YY")
    func newCountrySet() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        let environment = ["EMOJIDAY_OCCASIONS_PATH": folder]
        let created = emojiday(["occasions", "new", "LU", "--directory", folder])
        #expect(created.status == 0)
        #expect(created.stdout.contains("'--occasions LU' shows it"))
        let text = try #require(read(folder + "/LU.json"))
        #expect(text.contains(#""id": "LU""#) && text.contains(#""country": "LU""#))
        #expect(text.contains(#""name": "Luxembourg""#))
        let validated = emojiday(["occasions", "validate", folder + "/LU.json"])
        #expect(validated.stdout == "\(folder)/LU.json: valid\n")
        #expect(validated.stderr.isEmpty)
        let day = emojiday(
            ["--occasions", "LU", "--locale", "fr", "--date", "2027-01-01"], environment: environment)
        #expect(day.stdout.hasPrefix("🎆 "))
        #expect(day.stdout.contains("Jour de l'an"))

        let subdivision = emojiday(["occasions", "new", "DE-BY", "--directory", folder])
        #expect(subdivision.status == 0)
        let german = try #require(read(folder + "/DE.json"))
        #expect(german.contains(#""subdivisions": { "BY": "#))
        #expect(emojiday(["occasions", "validate", "--strict", folder + "/DE.json"]).status == 0)
        let regional = emojiday(
            ["--occasions", "DE-BY", "--locale", "en", "--date", "2027-08-15"], environment: environment)
        #expect(regional.stdout.contains("Regional day"))
        #expect(
            !emojiday(["--occasions", "DE", "--locale", "en", "--date", "2027-08-15"], environment: environment)
                .stdout.contains("Regional day"))
    }

    @Test("A country's code must be one, and personal set ids keep their rules", arguments: ["XX", "Lu", "LU-"])
    func newRefusesWhatIsNeitherCountryNorID(_ id: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let refused = emojiday(["occasions", "new", id, "--directory", temporary.path])
        #expect(refused.status == 64)
        #expect(refused.stderr.hasPrefix("emojiday: error: invalid occasion set id '\(id)'"))
        #expect(refused.stderr.contains("'LU' or 'DE-BY'"))
        #expect(read(temporary.path + "/\(id).json") == nil)
    }

    @Test("A lowercase two-letter id is a personal set, not a country's")
    func newLowercaseIsPersonal() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        #expect(emojiday(["occasions", "new", "lu", "--directory", temporary.path]).status == 0)
        let text = try #require(read(temporary.path + "/lu.json"))
        #expect(!text.contains(#""country""#))
    }

    @Test("A family set's 29 February birthday shows in a common year, with its age and the category 'personal'")
    func familyBirthdayInCommonYear() throws {
        let family = """
            {
              "formatVersion": 1, "id": "family", "name": "Family",
              "occasions": [
                {
                  "id": "leo", "emoji": "🎂", "show": "beside", "names": {"en": "Leo's birthday"},
                  "date": {"calendar": "gregorian", "month": "M02", "day": 29}, "category": "personal", "since": 1988
                }
              ]
            }
            """
        let folder = try TemporaryFolder(["family.json": family])
        defer { folder.remove() }
        let environment = ["EMOJIDAY_OCCASIONS_PATH": folder.path]
        let shown = emojiday(["occasions", "show", "family", "--year", "2027"], environment: environment)
        #expect(shown.status == 0)
        let row = shown.stdout.split(separator: "\n").first { $0.hasPrefix("2027-02-28") }.map(String.init) ?? ""
        #expect(row.contains("Leo's birthday (turns 39)"))
        #expect(row.contains("personal") && !row.contains("public"))
        let german = emojiday(
            ["occasions", "show", "family", "--year", "2027", "--locale", "de"], environment: environment)
        #expect(german.stdout.contains("Leo's birthday (wird 39)"))
        let json = emojiday(
            ["occasions", "show", "family", "--year", "2027", "--format", "json"], environment: environment)
        #expect(json.stdout.contains(#""age": 39"#))
        let day = emojiday(
            ["--occasions", "family", "--date", "2027-02-28", "--locale", "en", "--template", "{occasion} {age}"],
            environment: environment)
        #expect(day.stdout == "Leo's birthday 39\n")
        // The month's views name the age too: the grid's list, the tooltip, the HTML and SVG cells' titles.
        let month = ["month", "--occasions", "family", "--date", "2027-02-28", "--locale", "en"]
        for arguments in [
            month, month + ["--format", "html"], month + ["--format", "svg"],
            [
                "--occasions", "family", "--date", "2027-02-28", "--locale", "en", "--format", "waybar", "--tooltip",
                "month",
            ],
        ] {
            let shownMonth = emojiday(arguments, environment: environment)
            #expect(shownMonth.status == 0, "\(arguments)")
            // The apostrophe is escaped in markup; the age follows the name.
            #expect(shownMonth.stdout.contains(" birthday (turns 39)"), "\(arguments)")
        }
    }

    @Test("occasions new --from copies a set's occasions with its identity cleared")
    func newFromCopy() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path + "/mine.json"
        let created = emojiday(["occasions", "new", "mine", "--from", "jewish", "--directory", temporary.path])
        #expect(created.status == 0)
        #expect(created.stdout.contains("a copy of 'jewish'"))
        let text = try #require(read(path))
        #expect(text.contains(#""id": "mine""#))
        #expect(text.contains(#""name": "Mine""#))
        #expect(text.contains("What this set is about"))
        #expect(!text.contains("Jewish holidays"))
        #expect(text.contains("rosh-hashanah"))
        #expect(emojiday(["occasions", "validate", path]).status == 0)
        // A copy of a user's file, by its path.
        let second = emojiday(["occasions", "new", "again", "--from", path, "--directory", temporary.path])
        #expect(second.status == 0)
        #expect(emojiday(["occasions", "validate", temporary.path + "/again.json"]).status == 0)
        let unknown = emojiday(["occasions", "new", "other", "--from", "jewsh", "--directory", temporary.path])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'jewish'?"))
        #expect(read(temporary.path + "/other.json") == nil)
    }

    @Test("occasions validate: diagnostics as file:line:column, 65 for an invalid set, 66 for an unreadable file")
    func validate() throws {
        let folder = try TemporaryFolder([
            "sets/good.json": Self.set("good"), "sets/bad.json": Self.set("other"),
            "sets/occasions.schema.json": "{}", "sets/dir.json/x": "",
        ])
        defer { folder.remove() }
        try #require(mkfifo(folder.path + "/sets/pipe.json", 0o644) == 0)
        let bad = emojiday(["occasions", "validate", folder.path + "/sets/bad.json"])
        #expect(bad.status == 65)
        #expect(bad.stdout == folder.path + "/sets/bad.json: invalid (1 error)\n")
        #expect(bad.stderr.hasPrefix(folder.path + "/sets/bad.json:3:9: error: "))
        #expect(bad.stderr.hasSuffix("emojiday: error: 1 error, 0 warnings\n"))
        let missing = emojiday(["occasions", "validate", folder.path + "/none.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("none.json"))
        // A folder stands for its sets: the FIFO and the folder named *.json are reported, never skipped.
        let all = emojiday(["occasions", "validate", folder.path + "/sets"])
        #expect(all.status == 66)
        #expect(all.stdout.contains(folder.path + "/sets/good.json: valid\n"))
        #expect(all.stderr.contains("sets/pipe.json' is not a regular file"))
        #expect(all.stderr.contains("sets/dir.json' is a directory"))
        #expect(all.stderr.contains("sets/bad.json:3:9: error: "))
        #expect(!all.stderr.contains("occasions.schema.json"))
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        #expect(
            emojiday(["occasions", "validate", empty.path]).stdout.contains("no occasion set files (*.json, *.ics)"))
    }
}

/// A file's text, or nil when it cannot be read.
private func read(_ path: String) -> String? { contents(path).map { String(decoding: $0, as: UTF8.self) } }
