import EmojiDayTestSupport
import Testing

@Suite("--location: sunrise and sunset in templates, JSON and the waybar tooltip")
struct SunCommandTests {
    static let paris = ["--location", "48.8566,2.3522", "--time-zone", "Europe/Paris", "--date", "2024-06-21"]

    @Test("Paris on 21 June 2024: sunrise and sunset in the locale's time format, within a minute of ephem")
    func template() {
        // ephem: 05:47:03 and 21:57:57.
        let british = emojiday(Self.paris + ["--locale", "en-GB", "--template", "{sunrise} {sunset} {daylight}"])
        #expect(british.stdout == "05:47 21:58 16:11\n", "\(british.stderr)")
        let american = emojiday(Self.paris + ["--locale", "en-US", "--template", "{sunrise} {sunset}"])
        #expect(american.stdout == "5:47\u{202F}AM 9:58\u{202F}PM\n")
    }

    @Test("At 78.2° N the template says polar day in June and polar night in December, never a time")
    func polar() {
        let base = ["--location", "78.2,15.6", "--time-zone", "Arctic/Longyearbyen", "--locale", "en"]
        let june = emojiday(base + ["--date", "2024-06-21", "--template", "{sunrise}|{sunset}|{daylight}"])
        #expect(june.stdout == "polar day|polar day|24:00\n")
        let december = emojiday(base + ["--date", "2024-12-21", "--format", "json"])
        #expect(december.stdout.contains(#""polar": "night""#))
        #expect(december.stdout.contains(#""sunrise": null"#))
    }

    @Test("JSON carries the sun only when a location is given; the tooltip has a line for it")
    func jsonAndTooltip() {
        let json = emojiday(Self.paris + ["--format", "json"]).stdout
        #expect(json.contains(#""sunrise": "2024-06-21T05:47:03+02:00""#), "\(json)")
        #expect(json.contains(#""daylight": "PT16H11M""#))
        let plain = emojiday(["--time-zone", "Europe/Paris", "--date", "2024-06-21", "--format", "json"]).stdout
        #expect(!plain.contains(#""sun""#))
        let waybar = emojiday(Self.paris + ["--format", "waybar", "--locale", "en-GB"]).stdout
        #expect(waybar.contains(#"\n🌅 05:47 🌇 21:58 (16:11)""#), "\(waybar)")
    }

    @Test("EMOJIDAY_LOCATION sets the place; a bad one is one line naming where it came from, exit 64")
    func environmentAndErrors() {
        let fromEnvironment = emojiday(
            ["--time-zone", "Europe/Paris", "--date", "2024-06-21", "--locale", "en-GB", "--template", "{sunrise}"],
            environment: ["EMOJIDAY_LOCATION": "48.8566,2.3522"])
        #expect(fromEnvironment.stdout == "05:47\n")
        let bad = emojiday(["--location", "91,0"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("emojiday: error: invalid location '91,0' given to --location"))
        #expect(bad.stderr.split(separator: "\n").count == 1)
        let environment = emojiday([], environment: ["EMOJIDAY_LOCATION": "north"])
        #expect(environment.status == 64)
        #expect(environment.stderr.contains("from EMOJIDAY_LOCATION"))
        let noPlace = emojiday(["--time-zone", "UTC", "--template", "{sunset}"])
        #expect(noPlace.status == 64)
        #expect(noPlace.stderr.contains("has no place in the tz database's zone1970.tab"))
    }

    @Test("Without --location, a template naming the sun takes the zone's city from zone1970.tab")
    func zoneDefault() {
        let paris = emojiday([
            "--time-zone", "Europe/Paris", "--date", "2024-06-21", "--locale", "en-GB",
            "--template", "{sunrise}",
        ])
        #expect(paris.status == 0)
        #expect(paris.stdout.hasPrefix("05:4"), "\(paris.stdout)")
    }
}
