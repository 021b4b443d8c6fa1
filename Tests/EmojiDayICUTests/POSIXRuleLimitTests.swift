import Testing

@testable import EmojiDayICU
@testable import TimeZoneDatabase

/// Found by the TZif fuzz target: a POSIX rule asked for an instant near Int64.min or .max computed its
/// transitions of that far year with an overflowing multiplication, and trapped.
@Suite("POSIX time-zone rules at the ends of Int64")
struct POSIXRuleLimitTests {
    @Test("A daylight-saving rule gives its standard or daylight offset at Int64.min and Int64.max, without a trap")
    func posixRuleOffsetAtTheEndsOfInt64() throws {
        let rule = try #require(POSIXTimeZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        for instant in [Int64.min, .min + 1, .max - 1, .max] {
            #expect([-5 * 3600, -4 * 3600].contains(rule.offset(at: instant)))
        }
        let rules = try #require(TimeZoneRules.load("EST5EDT,M3.2.0,M11.1.0", directory: "/nonexistent"))
        #expect([-5 * 3600, -4 * 3600].contains(rules.offset(at: .max)))
    }
}
