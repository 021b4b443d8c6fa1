import EmojiDayICU
import Testing

@Suite("Locale parsing")
struct LocaleParsingTests {
    @Test(
        "Every accepted form resolves to the canonical tag",
        arguments: [
            ("fr", "fr"), ("ja-JP", "ja-JP"), ("fr_FR", "fr-FR"), ("fr_FR.UTF-8", "fr-FR"),
            ("de_DE@euro", "de-DE"), ("sr_RS@latin", "sr-Latn-RS"), ("en-US-u-rg-gbzzzz", "en-US-u-rg-gbzzzz"),
            ("ar-EG-u-nu-latn", "ar-EG-u-nu-latn"), ("fr-FR-u-fw-sun", "fr-FR-u-fw-sun"),
            ("ja-JP-u-ca-japanese", "ja-JP-u-ca-japanese"), ("fr_FR@calendar=hebrew", "fr-FR-u-ca-hebrew"),
            ("C", "en-US"), ("POSIX", "en-US"), ("C.UTF-8", "en-US"), ("fr_fr", "fr-FR"),
        ])
    func canonicalTag(input: String, tag: String) throws {
        #expect(try ParsedLocale.parse(input).languageTag == tag)
    }

    @Test("A region ICU does not know is refused, naming it; ISO 3166 codes and UN M.49 areas are taken")
    func unknownRegionRefused() throws {
        for (input, region) in [("fr-AB", "AB"), ("fr_AB.UTF-8", "AB"), ("en-UK", "UK"), ("fr-999", "999")] {
            #expect(throws: LocaleError.unknownRegion(input: input, region: region)) {
                try ParsedLocale.parse(input)
            }
        }
        for input in ["fr-FR", "es-419", "en-001", "en-150", "sr-XK", "zh-Hant-TW", "fr-CA-u-ca-hebrew"] {
            #expect(throws: Never.self) { try ParsedLocale.parse(input) }
        }
    }

    @Test("Extensions are taken out and honoured")
    func extensions() throws {
        let locale = try ParsedLocale.parse("fr-FR-u-fw-sun-nu-arab-ca-hebrew")
        #expect(locale.calendar == "hebrew")
        #expect(locale.numberingSystem == "arab")
        #expect(locale.firstWeekday == 1)
        #expect(locale.icuID == "fr_FR")
        #expect(locale.languageTag == "fr-FR-u-ca-hebrew-fw-sun-nu-arab")
        #expect(try ParsedLocale.parse("ar-SA-u-ca-islamic-umalqura").calendar == "islamic-umalqura")
    }

    @Test(
        "Malformed input is refused before ICU sees it",
        arguments: ["not a locale", "", "fr--FR", "fr_FR@", "-fr", "😀", "en-US-u-ca", "fr/FR", "123"])
    func malformed(input: String) {
        #expect(throws: LocaleError.self) { try ParsedLocale.parse(input) }
    }

    @Test("Unknown languages are refused with a suggestion")
    func unknownLanguage() {
        #expect(throws: LocaleError.unknownLanguage(input: "jp", language: "jp", suggestion: "ja")) {
            try ParsedLocale.parse("jp")
        }
        #expect(throws: LocaleError.self) { try ParsedLocale.parse("xx-YY") }
    }

    @Test("Unknown calendars and numbering systems are refused")
    func unknownKeywords() {
        #expect(throws: LocaleError.self) { try ParsedLocale.parse("fr-u-ca-mayan") }
        #expect(throws: LocaleError.unknownNumberingSystem("klingon")) { try ParsedLocale.parse("fr-u-nu-klingon") }
        #expect(throws: LocaleError.unknownFirstWeekday("xyz")) { try ParsedLocale.parse("fr-u-fw-xyz") }
    }

    @Test(
        "Right-to-left scripts are detected",
        arguments: [("he-IL", true), ("ar-EG", true), ("fa", true), ("fr", false)])
    func direction(input: String, rtl: Bool) throws {
        #expect(ICULocale.isRightToLeft(try ParsedLocale.parse(input).icuID) == rtl)
    }
}
