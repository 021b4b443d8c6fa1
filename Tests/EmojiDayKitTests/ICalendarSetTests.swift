import EmojiDayTestSupport
import Testing

@testable import EmojiDayKit

/// The iCalendar files the tests read: the fixtures scripts/ics-import-check compares with recurring-ical-events.
private let icsFolder = themeFixturesFolder + "/ics"

/// A VCALENDAR of the given VEVENT bodies, each line ended by CRLF as RFC 5545 writes them.
private func calendar(_ events: [String]) -> String {
    var lines: [String] = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//EmojiDay tests//EN"]
    for event in events {
        lines.append("BEGIN:VEVENT")
        lines += event.split(separator: "\n").map(String.init)
        lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.joined(separator: "\r\n") + "\r\n"
}

/// Reads a calendar text as a set from a temporary file.
private func decode(_ text: String) throws -> (set: OccasionSet?, diagnostics: [Diagnostic]) {
    let folder = try TemporaryFolder(["test.ics": text])
    defer { folder.remove() }
    return try ICalendarSetReader.decode(folder.path + "/test.ics", name: "test")
}

/// The names of the occasions of `sets` on an ISO day, with ages, in a zone's days.
private func names(
    _ sets: [OccasionSet], on day: String, zone: LocalDays = .utc
) throws -> [String] {
    let matcher = OccasionMatcher(sets: sets, language: "en", region: nil)
    matcher.localDays = zone
    let date = try #require(CivilDate(iso: day))
    return try matcher.occasions(on: date, weekday: Weekday(civilDate: date)).map { occasion in
        occasion.name + (occasion.age.map { " (\($0))" } ?? "")
    }
}

/// A zone a fixed number of hours east of UTC.
private func hoursEast(_ hours: Int) -> LocalDays {
    LocalDays(id: "UTC+\(hours)") { seconds in
        Int(((Double(seconds) + Double(hours) * 3600) / 86_400).rounded(.down))
    }
}

@Suite("iCalendar files as occasion sets")
struct ICalendarSetTests {
    @Test("A khal-style birthdays file: names, X-EMOJIDAY-EMOJI or 📅, ages from X-BIRTHYEAR or a yearly first year")
    func birthdays() throws {
        let set = try ICalendarSetReader.read(icsFolder + "/khal-birthdays.ics", name: "khal-birthdays.ics")
        #expect(set.id == "khal-birthdays")
        let byName = Dictionary(uniqueKeysWithValues: set.occasions.map { ($0.names["en"] ?? "", $0) })
        #expect(byName["Ada's birthday"]?.emoji == "🎂")
        #expect(byName["Grace's birthday"]?.emoji == ICalendarSetReader.defaultEmoji)
        #expect(byName["Grace's birthday"]?.since == 1982)
        #expect(byName["Ada's birthday"]?.since == 1815)
        #expect(byName["Wedding anniversary"]?.since == 2011)
        #expect(byName["Garden party"]?.since == nil)
        #expect(try names([set], on: "2027-12-09") == ["Grace's birthday (45)"])
        #expect(try names([set], on: "2031-07-04") == ["Garden party"])
        #expect(try names([set], on: "2030-07-04").isEmpty)
        // A birthday on 29 February repeats in leap years only, as RFC 5545 and recurring-ical-events have it.
        #expect(try names([set], on: "2028-02-29") == ["Leo's birthday (32)"])
        #expect(try names([set], on: "2027-02-28").isEmpty && names([set], on: "2027-03-01").isEmpty)
    }

    @Test("EXDATE removes an instance, RECURRENCE-ID moves one, VTIMEZONE places the start")
    func exceptionsAndZones() throws {
        let set = try ICalendarSetReader.read(icsFolder + "/thunderbird-work.ics", name: "work")
        #expect(try names([set], on: "2024-04-01") == ["Stand-up"])
        #expect(try names([set], on: "2024-04-03").isEmpty)
        #expect(try names([set], on: "2024-05-08").isEmpty)
        #expect(try names([set], on: "2024-05-09") == ["Stand-up"])
        // 23:30 in Berlin on 2 January 2026 is the 2nd in Berlin and UTC, the 3rd nine hours east of UTC.
        #expect(try names([set], on: "2026-01-02") == ["Stand-up"])
        #expect(try names([set], on: "2026-01-03", zone: hoursEast(9)) == ["Stand-up"])
        #expect(try names([set], on: "2026-01-02", zone: hoursEast(9)).isEmpty)
        // 00:30 in Berlin on the 1st is still the last day of the month before in UTC.
        #expect(try names([set], on: "2025-01-31").contains("Late deploy"))
        #expect(try !names([set], on: "2025-01-31", zone: hoursEast(1)).contains("Late deploy"))
    }

    @Test("A replaced instance shows its own name, emoji and cancellation; a moved birthday keeps its age")
    func replacedInstancesKeepTheirOwnProperties() throws {
        let set = try ICalendarSetReader.read(icsFolder + "/thunderbird-overrides.ics", name: "choir")
        let berlin = hoursEast(1)
        #expect(try names([set], on: "2025-12-09", zone: berlin) == ["Choir rehearsal"])
        #expect(try names([set], on: "2025-12-16", zone: berlin) == ["Christmas concert"])
        #expect(set.occasions.first { $0.names["en"] == "Christmas concert" }?.emoji == "🎄")
        // Moved from Tuesday to Thursday under the series' name; renamed and moved to the Saturday before.
        #expect(try names([set], on: "2025-03-11", zone: berlin).isEmpty)
        #expect(try names([set], on: "2025-03-13", zone: berlin) == ["Choir rehearsal"])
        #expect(try names([set], on: "2026-04-04", zone: berlin) == ["Easter vigil singing"])
        #expect(try names([set], on: "2026-04-07", zone: berlin).isEmpty)
        #expect(try names([set], on: "2026-08-18", zone: berlin).isEmpty)
        #expect(try names([set], on: "2030-06-12").isEmpty)
        #expect(try names([set], on: "2030-06-15") == ["Mila's 40th birthday party (40)"])
        #expect(try names([set], on: "2031-06-12") == ["Mila's birthday (41)"])
    }

    @Test("Files with VTIMEZONEs and replaced instances are read at the ends of time without error")
    func endsOfTime() throws {
        for file in ["thunderbird-work", "thunderbird-overrides", "google-export", "google-wr-timezone"] {
            let set = try ICalendarSetReader.read(icsFolder + "/\(file).ics", name: file)
            for zone in [hoursEast(14), hoursEast(-12)] {
                #expect(try names([set], on: "0001-01-01", zone: zone).isEmpty)
                // libical repeats a rule through 2582 only: rent, paid on every month's last day, stops there.
                #expect(try names([set], on: "9999-12-31", zone: zone).isEmpty)
                let rent = try names([set], on: "2582-12-31", zone: zone) == ["Pay rent"]
                #expect(rent == (file == "google-export"))
            }
        }
    }

    @Test("A floating time of a calendar with X-WR-TIMEZONE is a time in that zone, as Google Calendar means it")
    func floatingTimesInTheCalendarsZone() throws {
        let set = try ICalendarSetReader.read(icsFolder + "/google-wr-timezone.ics", name: "tokyo")
        // 00:30 on Friday in Tokyo is still Thursday in UTC; the Tokyo day is Friday.
        #expect(try names([set], on: "2024-01-04") == ["Early call"])
        #expect(try names([set], on: "2024-01-05").isEmpty)
        #expect(try names([set], on: "2024-01-05", zone: hoursEast(9)) == ["Early call"])
        // EXDATE and RECURRENCE-ID, floating too, name the same instants.
        #expect(try names([set], on: "2024-01-11").isEmpty)
        #expect(try names([set], on: "2024-02-01").isEmpty)
        #expect(try names([set], on: "2024-02-02") == ["Early call (Saturday edition)"])
        // A UTC time stays the instant it names; an all-day event stays on its dates.
        #expect(try names([set], on: "2026-04-15") == ["UTC sync"])
        #expect(try names([set], on: "2026-04-16", zone: hoursEast(9)) == ["UTC sync"])
        #expect(try names([set], on: "2027-05-05", zone: hoursEast(-10)) == ["Golden Week trip"])
    }

    @Test("An all-day event marks every day to the day before DTEND; a floating time its own date in every zone")
    func allDayAndFloating() throws {
        let days = try ICalendarSetReader.read(icsFolder + "/all-day-multiday.ics", name: "days")
        #expect(try names([days], on: "2025-07-28") == ["Summer holiday"])
        #expect(try names([days], on: "2025-08-08") == ["Summer holiday"])
        #expect(try names([days], on: "2025-08-09").isEmpty)
        #expect(try names([days], on: "2000-01-02") == ["Millennium trip"])
        #expect(try names([days], on: "2028-03-01") == ["Conference"])
        let floating = try ICalendarSetReader.read(icsFolder + "/floating.ics", name: "floating")
        #expect(try names([floating], on: "2033-12-24", zone: hoursEast(-10)) == ["Christmas Eve dawn"])
        #expect(try names([floating], on: "2033-12-24", zone: hoursEast(13)) == ["Christmas Eve dawn"])
    }

    @Test("SUMMARY becomes a printable one-line name; UIDs become unique ids")
    func namesAreSafe() throws {
        let text = calendar([
            "UID:x\nDTSTART;VALUE=DATE:20270101\nSUMMARY:Two\\nlines \u{1B}[31mred\u{202E} end",
            "UID:x\nDTSTART;VALUE=DATE:20270102\nSUMMARY:" + String(repeating: "a", count: 300),
            "UID:42@example.com\nDTSTART;VALUE=DATE:20270103",
        ])
        let set = try #require(try decode(text).set)
        let shown = set.occasions.map { $0.names["en"] ?? "" }
        #expect(shown[0] == "Two lines [31mred end")
        #expect(shown[1].count == Limits.nameCharacters && shown[1].hasSuffix("…"))
        #expect(shown[2] == "42@example.com")
        #expect(set.occasions.map(\.id) == ["x", "x-2", "event-42-example-com"])
    }

    @Test("A rule that would run for ever is refused with its line, in validation and in a later year")
    func boundedExpansion() throws {
        let spam = try decode(calendar(["UID:a\nDTSTART:20270101T000000Z\nRRULE:FREQ=SECONDLY;COUNT=1000000000"]))
        #expect(spam.set == nil)
        #expect(spam.diagnostics.map(\.position.line) == [4])
        #expect(spam.diagnostics.first?.message.contains("more than \(Limits.calendarStartsPerYear) times") == true)
        // 24 starts a day fit in a year, but counting them from 2000 to reach 2030 takes too many steps.
        let hourly = try #require(
            try decode(
                calendar([
                    "UID:b\nDTSTART:20000101T000000Z\nSUMMARY:Hourly\n"
                        + "RRULE:FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;"
                        + "COUNT=1000000000"
                ])
            ).set)
        #expect(try names([hourly], on: "2001-06-01") == ["Hourly"])
        #expect(throws: EmojiDayError.self) { try names([hourly], on: "2030-06-01") }
    }

    @Test("Many events counting from long ago are bounded together: a set's year takes at most its step budget")
    func boundedExpansionOfManyEvents() throws {
        // Each event alone is well within its own bound (9 000 steps to count out its COUNT), but 200 of them
        // take 1.8 million steps to show that none reaches 2026: the set's budget refuses the year, once.
        func events(_ count: Int) -> [String] {
            (0..<count).map { index in
                "UID:e\(index)\nDTSTART;VALUE=DATE:20000101\nSUMMARY:Daily \(index)\nRRULE:FREQ=DAILY;COUNT=9000"
            }
        }
        let many = try #require(try decode(calendar(events(200))).set)
        #expect(try names([many], on: "2001-06-01").count == 200)
        #expect {
            try names([many], on: "2026-06-01")
        } throws: { error in
            "\(error)".contains("together take more than \(Limits.calendarSetStepsPerYear) recurrence steps")
        }
        // Half as many fit: every event is counted out, none reaches 2026.
        let fewer = try #require(try decode(calendar(events(100))).set)
        #expect(try names([fewer], on: "2026-06-01").isEmpty)
    }

    @Test("A cancelled event marks no day; a cancelled instance of a series leaves only that day unmarked")
    func cancelledEventsAndInstances() throws {
        let set = try #require(
            try decode(
                calendar([
                    "UID:w\nDTSTART;VALUE=DATE:20270104\nSUMMARY:Weekly\nRRULE:FREQ=WEEKLY;COUNT=4",
                    "UID:w\nRECURRENCE-ID;VALUE=DATE:20270111\nDTSTART;VALUE=DATE:20270111\nSUMMARY:Weekly\n"
                        + "STATUS:CANCELLED",
                    "UID:o\nDTSTART;VALUE=DATE:20270105\nSUMMARY:Off\nSTATUS:CANCELLED",
                    "UID:t\nDTSTART;VALUE=DATE:20270106\nSUMMARY:Tentative\nSTATUS:TENTATIVE",
                ])
            ).set)
        #expect(try names([set], on: "2027-01-04") == ["Weekly"])
        #expect(try names([set], on: "2027-01-11").isEmpty)
        #expect(try names([set], on: "2027-01-18") == ["Weekly"])
        #expect(try names([set], on: "2027-01-05").isEmpty)
        #expect(try names([set], on: "2027-01-06") == ["Tentative"])
    }

    @Test("Malformed files: each problem on its own line, NUL bytes and unpaired BEGIN/END included")
    func lineNumbers() throws {
        let bad = try decode(
            calendar(["UID:a\nDTSTART:20270101\nno colon here", "UID:b\nDTSTART:tomorrow\nX-EMOJIDAY-EMOJI:abc"]))
        #expect(bad.set == nil)
        #expect(bad.diagnostics.map(\.position.line) == [7])
        let values = try decode(calendar(["UID:b\nDTSTART:tomorrow\nX-BIRTHYEAR:19x0\nX-EMOJIDAY-EMOJI:abc"]))
        #expect(values.diagnostics.map(\.position.line) == [6, 7, 8])
        let unended = try decode("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nEND:VCALENDAR\r\n")
        #expect(unended.diagnostics.map(\.position.line) == [2, 4])
        let nul = try decode("BEGIN:VCALENDAR\r\nUID:\u{0}\r\nEND:VCALENDAR\r\n")
        #expect(nul.diagnostics.map(\.position.line) == [2])
        let empty = try decode("")
        #expect(empty.set == nil && empty.diagnostics.count == 1)
    }
}
