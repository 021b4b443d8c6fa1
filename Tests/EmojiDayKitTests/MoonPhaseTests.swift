import EmojiDayTestSupport
import Testing

import enum EmojiDayICU.ICUTimeZone

@testable import EmojiDayKit

@Suite("The Moon's phase: principal phases' instants and days, the days between, the lit fraction")
struct MoonPhaseTests {
    /// The principal phases 1900–2100 by an independent lunar theory (ephem), written by `scripts/moon-phases`.
    static let reference: [(instant: Int64, kind: MoonPhase.Kind)] = {
        let path = themeFixturesFolder + "/moon-phases.tsv"
        let text = (try? FileSystem.read(path, limit: 1 << 22)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let kind = MoonPhase.Kind(rawValue: String(fields[1])),
                let date = CivilDate(iso: String(fields[0].prefix(10)))
            else { return nil }
            let time = fields[0].dropFirst(11).prefix(8).split(separator: ":").compactMap { Int64($0) }
            guard time.count == 3 else { return nil }
            return (Int64(date.daysSinceEpoch) * 86_400 + time[0] * 3600 + time[1] * 60 + time[2], kind)
        }
    }()

    @Test("Every principal phase 1900-2100 within a minute of the reference's instant")
    func instants() throws {
        try #require(Self.reference.count == 9945, "the reference table is missing or cut short")
        var worst = 0.0
        for (instant, kind) in Self.reference {
            let julianDay = Double(instant) / 86_400 + MoonPhase.unixEpochJulianDay
            let k = ((julianDay - 2_451_550.09766) / MoonPhase.synodicMonth * 4).rounded() / 4
            let ours = MoonPhase.principalInstant(k: k, kind: kind)
            worst = max(worst, abs(ours - Double(instant)))
            #expect(abs(ours - Double(instant)) <= 60, "\(kind) at \(instant): \(ours - Double(instant)) s")
        }
        // Meeus's terms hold the instants to seconds; the margin is printed, not asserted.
        print("MoonPhaseTests: the largest difference from the reference is \(Int(worst.rounded())) s")
    }

    @Test(
        "A principal phase falls on the local day that holds its instant, in five zones",
        arguments: ["UTC", "Asia/Tokyo", "America/New_York", "Europe/Paris", "Australia/Sydney"])
    func localDays(zone: String) throws {
        try #require(Self.reference.count == 9945)
        let offset: (Int64) -> Int = { ICUTimeZone.offset(zone: zone, atSeconds: $0) ?? 0 }
        for (instant, kind) in Self.reference {
            let local = instant + Int64(offset(instant))
            let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
            // An instant within a minute of midnight may fall on either side of it.
            let nearMidnight = min(local - days * 86_400, (days + 1) * 86_400 - local) < 60
            let day = try #require(CivilDate(daysSinceEpoch: Int(days)))
            let phase = try #require(MoonPhase.on(day, offset: offset))
            if !nearMidnight {
                #expect(phase.kind == kind, "\(zone) \(day): \(phase.kind), expected \(kind)")
            }
        }
    }

    @Test("The lit fraction within 1 % of the reference's every seventh day 1900-2100")
    func illumination() throws {
        let path = themeFixturesFolder + "/moon-illumination.tsv"
        let text = String(decoding: try FileSystem.read(path, limit: 1 << 22), as: UTF8.self)
        var compared = 0
        var worst = 0.0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            let day = try #require(CivilDate(iso: String(fields[0])))
            let reference = try #require(Double(String(fields[1])))
            let ours = MoonPhase.illuminated(at: Double(day.daysSinceEpoch) * 86_400 + 43_200)
            worst = max(worst, abs(ours - reference))
            #expect(abs(ours - reference) <= 0.01, "\(day): \(ours), reference \(reference)")
            compared += 1
        }
        #expect(compared == 10_488)
        print("MoonPhaseTests: the lit fraction is at most \(Int((worst * 10_000).rounded())) basis points off")
    }

    @Test("The days between principal phases: crescent and gibbous, waxing then waning, in order")
    func between() throws {
        var day = try CivilDate(year: 2024, month: 1, day: 1)
        var kinds: [MoonPhase.Kind] = []
        while day.year == 2024 {
            let phase = try #require(MoonPhase.on(day, offset: { _ in 0 }))
            if kinds.last != phase.kind { kinds.append(phase.kind) }
            #expect((phase.instant != nil) == phase.kind.isPrincipal)
            #expect((0...1).contains(phase.illumination))
            day = try #require(day.adding(days: 1))
        }
        // The phases follow each other in the lunation's order, each principal one between its two neighbours.
        let order = MoonPhase.Kind.allCases
        for (before, after) in zip(kinds, kinds.dropFirst()) {
            let next = order[(order.firstIndex(of: before).map { $0 + 1 } ?? 0) % order.count]
            #expect(after == next, "\(before) then \(after)")
        }
    }

    @Test("3 September 2024 is a new moon at 01:55 UTC, 🌑, barely lit")
    func newMoonOfSeptember2024() throws {
        let day = try CivilDate(year: 2024, month: 9, day: 3)
        let phase = try #require(MoonPhase.on(day, offset: { _ in 0 }))
        #expect(phase.kind == .newMoon && phase.kind.emoji == "🌑")
        let instant = try #require(phase.instant)
        #expect(abs(instant - 1_725_328_531) < 60)
        #expect(phase.illumination < 0.01)
        // In Honolulu (UTC−10) the instant is still 2 September.
        let secondSeptember = try CivilDate(year: 2024, month: 9, day: 2)
        let honolulu = try #require(MoonPhase.on(secondSeptember, offset: { _ in -36_000 }))
        #expect(honolulu.kind == .newMoon)
        let eighteenth = try CivilDate(year: 2024, month: 9, day: 18)
        let full = try #require(MoonPhase.on(eighteenth, offset: { _ in 0 }))
        #expect(full.kind == .fullMoon && full.illumination > 0.99)
    }

    @Test("Outside the years the computation is trusted for, no phase")
    func outsideYears() throws {
        if let before = try? CivilDate(year: 999, month: 12, day: 31) {
            #expect(MoonPhase.on(before, offset: { _ in 0 }) == nil)
        }
        let first = try CivilDate(year: 1000, month: 1, day: 1)
        #expect(MoonPhase.on(first, offset: { _ in 0 }) != nil)
    }

    @Test(
        "Over seeded random days 1900-2100 the phases cycle in order, each principal one every 29 or 30 days",
        arguments: [UInt64(1), 44, 2024])
    func phasesCycle(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let first = try CivilDate(year: 1900, month: 1, day: 1).daysSinceEpoch
        let last = try CivilDate(year: 2100, month: 10, day: 1).daysSinceEpoch
        let order = MoonPhase.Kind.allCases
        for _ in 0..<40 {
            var day = try #require(CivilDate(daysSinceEpoch: Int.random(in: first...last, using: &generator)))
            var kinds: [MoonPhase.Kind] = []
            var principalDays: [MoonPhase.Kind: [Int]] = [:]
            for _ in 0..<90 {
                let kind = try #require(MoonPhase.on(day, offset: { _ in 0 })).kind
                kinds.append(kind)
                if kind.isPrincipal { principalDays[kind, default: []].append(day.daysSinceEpoch) }
                day = try #require(day.adding(days: 1))
            }
            // A day is its predecessor's phase (one between principal phases) or the next one in the lunation.
            for (before, after) in zip(kinds, kinds.dropFirst()) {
                let next = order[(order.firstIndex(of: before).map { $0 + 1 } ?? 0) % order.count]
                #expect(
                    (after == before && !before.isPrincipal) || after == next,
                    "seed \(seed) at \(day): \(before), \(after)")
            }
            // In 90 days each principal phase falls three or four times, 29 or 30 days apart.
            for kind in order where kind.isPrincipal {
                let days = principalDays[kind] ?? []
                #expect((3...4).contains(days.count), "seed \(seed) at \(day): \(kind) \(days.count) times")
                for (earlier, later) in zip(days, days.dropFirst()) {
                    #expect((29...30).contains(later - earlier), "seed \(seed): \(kind) \(later - earlier) days apart")
                }
            }
        }
    }

    @Test("Instants kept between days give every day the phase worked out afresh, in runs and in jumps")
    func keptInstantsChangeNothing() throws {
        var random = SeededGenerator(seed: 44)
        var kept = MoonPhase.QuarterInstants()
        var day = try CivilDate(year: 1900, month: 1, day: 1)
        for _ in 0..<3_000 {
            // Mostly the next day, as a timeline asks; now and then a jump, as a new month or range does.
            let step = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: -4_000...4_000, using: &random) : 1
            guard let next = day.adding(days: step), MoonPhase.years.contains(next.year) else { continue }
            day = next
            let offset = { (_: Int64) in 3_600 * 9 }
            #expect(MoonPhase.on(day, offset: offset, instants: &kept) == MoonPhase.on(day, offset: offset), "\(day)")
        }
    }
}
