import EmojiDayKit
import EmojiDayTestSupport
import EmojiDayThemes
import Testing

@testable import emojiday

/// The manual pages: each has the sections a page needs and points at the others, and the pages on file
/// formats name every key the formats have — config.json's keys from the command line's description, the
/// themes' and occasion sets' fields from their schemas, the JSON document's keys from what `--format json`
/// writes — so a new key cannot go undocumented.
@Suite("Manual pages")
struct ManualPageTests {
    /// A page's text, by name; empty for a page that does not exist.
    static func page(_ name: String) -> String { ManualPages.page(named: name).map(ManualPages.render) ?? "" }

    /// The text of a key as the pages write a term: `.B time\-zone`.
    static func term(_ key: String) -> String { ".B " + ManPage.escape(key) + "\n" }

    @Test("Every page has NAME, SYNOPSIS, DESCRIPTION and SEE ALSO naming every other page")
    func structure() {
        #expect(ManualPages.names.count == 6)
        for page in ManualPages.pages {
            let text = ManualPages.render(page)
            #expect(text.hasPrefix(".TH \(ManPage.escape(page.name.uppercased())) \(page.section) "), "\(page.name)")
            #expect(text.contains("\"emojiday \(Commands.version)\""), "\(page.name)")
            for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "SEE ALSO"] {
                #expect(text.contains(".SH \(section)\n"), "\(page.name): \(section)")
            }
            let seeAlso = text.split(separator: ".SH SEE ALSO\n").last.map(String.init) ?? ""
            for other in ManualPages.pages where other.name != page.name {
                #expect(seeAlso.contains(".BR \\%\(ManPage.escape(other.name)) (\(other.section))"), "\(page.name)")
            }
            // Characters beyond ASCII are written as roff escapes, which every formatter reads.
            let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(page.name)")
        }
    }

    @Test("A page is found by its name, its short name, or either with its section")
    func lookup() {
        for name in ["emojiday-config", "config", "emojiday-config.5", "config(5)"] {
            #expect(ManualPages.page(named: name)?.name == "emojiday-config", "\(name)")
        }
        #expect(ManualPages.page(named: "emojiday")?.section == 1)
        #expect(ManualPages.page(named: "renderers.7")?.name == "emojiday-renderers")
        #expect(ManualPages.page(named: "config.7") == nil)
        #expect(ManualPages.page(named: "fonts") == nil)
    }

    @Test("emojiday-config(5) documents every key config.json takes")
    func configKeys() {
        let text = Self.page("emojiday-config")
        #expect(!Commands.configurableOptions.isEmpty)
        for option in Commands.configurableOptions {
            #expect(text.contains(Self.term(option.name)), "\(option.name)")
            if let variable = option.environmentVariable {
                #expect(text.contains(ManPage.escape(variable)), "\(variable)")
            }
        }
        // The keys the parser allows are the ones documented.
        #expect(Set(Settings.keys.keys) == Set(Commands.configurableOptions.map(\.name)))
        #expect(text.contains(".SH PRECEDENCE\n") && text.contains(".SH KEYS\n"))
    }

    @Test("emojiday-themes(5) documents every property of the theme schema")
    func themeProperties() throws {
        let schema = try #require(ThemesManPage.schema)
        let text = Self.page("emojiday-themes")
        var nodes = [schema.root]
        for name in ["day", "days", "gradient"] { nodes.append(try #require(schema.definition(name))) }
        let properties = nodes.flatMap(SchemaReference.propertyNames)
        #expect(properties.contains("extends") && properties.contains("saturday") && properties.contains("colors"))
        for property in properties { #expect(text.contains(Self.term(property)), "\(property)") }
        for point in schema.enumeration(try #require(schema.definition("unitPoint"))) ?? [] {
            #expect(text.contains(point), "\(point)")
        }
    }

    @Test("emojiday-occasions(5) documents every property, date rule and calendar of the occasion schema")
    func occasionProperties() throws {
        let schema = try #require(OccasionsManPage.schema)
        let text = Self.page("emojiday-occasions")
        let occasion = try #require(schema.definition("occasion"))
        var properties = SchemaReference.propertyNames(schema.root) + SchemaReference.propertyNames(occasion)
        properties += SchemaReference.propertyNames(try #require(occasion["properties"]?["years"]))
        let rules = try #require(schema.definition("occasionDate")?["oneOf"]?.elements)
        properties += rules.flatMap(SchemaReference.propertyNames)
        #expect(properties.contains("easter") && properties.contains("observed") && properties.contains("nth"))
        for property in properties { #expect(text.contains(Self.term(property)), "\(property)") }
        for calendar in schema.enumeration(try #require(schema.definition("calendar"))) ?? [] {
            #expect(text.contains(ManPage.escape(calendar)), "\(calendar)")
        }
        #expect(text.contains(".SH MONTH CODES\n") && text.contains("M05L"))
    }

    @Test("emojiday-renderers(7) documents every key of the JSON documents, months too", .tags(.endToEnd))
    func documentKeys() {
        let text = Self.page("emojiday-renderers")
        var keys: Set<String> = []
        // Days before and on Christmas, with a countdown and a second calendar, have every optional key; a
        // timeline, a preview and months (one, several, with a day the zone skipped and cells outside the
        // years) add theirs.
        let options = [
            "--occasions", "christian", "--countdown", "30", "--also-calendar", "hebrew", "--format", "json",
        ]
        for arguments in [
            options + ["--date", "2024-12-25"], ["timeline", "--days", "3", "--date", "2024-12-23"] + options,
            ["preview", "--format", "json"],
            ["month", "--format", "json", "--months", "2", "--date", "2024-12-01", "--occasions", "christian"],
            ["month", "--format", "json", "--also-calendar", "hebrew", "--date", "2024-12-25"],
            ["month", "--format", "json", "--time-zone", "Pacific/Apia", "--date", "2011-12-01"],
            ["month", "--format", "json", "--date", "9999-12-01"],
        ] {
            let outcome = emojiday(arguments + ["--locale", "en"])
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
            keys.formUnion(Self.jsonKeys(outcome.stdout))
        }
        #expect(
            keys.isSuperset(of: [
                "nextOccasion", "daysUntil", "alsoCalendar", "dayAndMonth", "reloadDate", "weeks", "months", "skipped",
                "outsideYears",
            ]))
        for key in keys { #expect(text.contains(Self.term(key)), "\(key)") }
    }

    @Test("emojiday-json(5) documents every key of the day's and the month's documents and every template field")
    func jsonPage() {
        let text = Self.page("emojiday-json")
        for field in LineTemplate.Field.allCases {
            #expect(text.contains(Self.term(field.placeholder)), "\(field.placeholder)")
        }
        var keys: Set<String> = []
        for arguments in [
            ["month", "2024-12", "--occasions", "christian", "--also-calendar", "hebrew", "--format", "json"],
            ["month", "2024-12", "--months", "2", "--format", "json"],
            ["--occasions", "christian", "--countdown", "30", "--format", "json", "--date", "2024-12-23"],
        ] {
            let outcome = emojiday(arguments + ["--locale", "en"])
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
            keys.formUnion(Self.jsonKeys(outcome.stdout))
        }
        #expect(keys.contains("weekLabel"))
        for key in keys { #expect(text.contains(Self.term(key)), "\(key)") }
        // The month's help and emojiday(1) send the reader to this page, not to README.
        #expect(!Self.page("emojiday").contains("README"))
        #expect(emojiday(["help", "month"]).stdout.contains("emojiday-json(5)"))
    }

    /// Every object key in a JSON text.
    static func jsonKeys(_ text: String) -> Set<String> {
        guard let root = try? JSONParser.parse(Array(text.utf8)) else { return [] }
        var keys: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            for member in node.members ?? [] {
                keys.insert(member.key)
                pending.append(member.value)
            }
            pending += node.elements ?? []
        }
        return keys
    }

    @Test("emojiday man prints emojiday(1), man NAME another page, man --list every name and section", .tags(.endToEnd))
    func command() {
        let plain = emojiday(["man"])
        #expect(plain.status == 0)
        #expect(plain.stdout == Self.page("emojiday"))
        let config = emojiday(["man", "config"])
        #expect(config.status == 0)
        #expect(config.stdout.hasPrefix(".TH EMOJIDAY\\-CONFIG 5 "))
        #expect(emojiday(["man", "emojiday-renderers"]).stdout.hasPrefix(".TH EMOJIDAY\\-RENDERERS 7 "))
        let list = emojiday(["man", "--list"])
        #expect(list.status == 0)
        #expect(
            list.stdout
                == "emojiday 1\nemojiday-config 5\nemojiday-json 5\nemojiday-themes 5\nemojiday-occasions 5\n"
                + "emojiday-renderers 7\n")
        #expect(emojiday(["__complete", "--", "bash", "man", "emojiday-t"]).stdout == "emojiday-themes\n")
    }

    @Test("An unknown page is one line naming it and the pages there are, exit 64", .tags(.endToEnd))
    func unknownPage() {
        let outcome = emojiday(["man", "confg"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr
                == "emojiday: error: no manual page 'confg'; did you mean 'config'? use one of 'emojiday', "
                + "'emojiday-config', 'emojiday-json', 'emojiday-themes', 'emojiday-occasions' or "
                + "'emojiday-renderers'\n")
        #expect(emojiday(["man", "config", "themes"]).status == 64)
        #expect(emojiday(["man", "--list", "config"]).stderr.contains("give '--list' or 'config', not both"))
    }
}
