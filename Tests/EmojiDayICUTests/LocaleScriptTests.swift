import EmojiDayTestSupport
import Testing

@testable import EmojiDayICU

@Suite("Scripts and modifiers: no silent fallback")
struct LocaleScriptTests {
    @Test(
        "Scripts ICU lacks are refused with the language's usual script",
        arguments: ["ja-Latn", "be-Latn", "tt-Latn", "pa-Latn", "ckb-Latn", "en-Cyrl", "az-Arab", "ms-Arab", "mn-Mong"])
    func refused(tag: String) {
        #expect {
            _ = try ParsedLocale.parse(tag)
        } throws: { error in
            guard case .unsupportedScript(_, let language, let script, _)? = error as? LocaleError else { return false }
            return tag.hasPrefix(language + "-") && tag.hasSuffix(script)
        }
    }

    @Test("POSIX modifiers map to scripts or are refused by name")
    func modifiers() throws {
        #expect(try ParsedLocale.parse("sr_RS@latin").icuID == "sr_Latn_RS")
        #expect(try ParsedLocale.parse("uz_UZ@cyrillic").icuID == "uz_Cyrl_UZ")
        #expect(try ParsedLocale.parse("de_DE@euro").icuID == "de_DE")
        #expect(throws: LocaleError.self) { try ParsedLocale.parse("be_BY.UTF-8@latin") }
        #expect(throws: LocaleError.unsupportedModifier(input: "ca_ES@klingon", modifier: "klingon")) {
            try ParsedLocale.parse("ca_ES@klingon")
        }
    }
}

extension LocaleScriptTests {
    /// The sweeps over all of ICU's data, in a suite of their own so that `swift test --skip SweepTests`
    /// leaves them out.
    @Suite("Scripts and modifiers: sweeps", .tags(.sweep))
    struct SweepTests {
        @Test("Every ICU language × every script ICU knows: accepted only with data in that script")
        func sweep() throws {
            let scripts = Set(ICULocale.availableIDs.map { ICULocale.script($0) }.filter { !$0.isEmpty })
            #expect(scripts.count > 10)
            var accepted = 0
            for language in ICULocale.availableLanguages.sorted() where language != "root" {
                let usual = ICULocale.likelyScript(language: language)
                for script in scripts.union([usual]).sorted() where !script.isEmpty {
                    let tag = "\(language)-\(script)"
                    do {
                        let locale = try ParsedLocale.parse(tag)
                        #expect(script == usual || ICULocale.hasData(language: language, script: script), "\(tag)")
                        // The names come from that language in that script, never from root or another script.
                        let days = try DayCalendar(locale: locale, timeZone: "UTC")
                        #expect(ICULocale.language(days.dataLocale) == language, "\(tag) → \(days.dataLocale)")
                        #expect(
                            [script, ""].contains(ICULocale.script(days.dataLocale)), "\(tag) → \(days.dataLocale)")
                        accepted += 1
                    } catch let error as LocaleError {
                        guard case .unsupportedScript = error else {
                            Issue.record("\(tag): \(error)")
                            continue
                        }
                        #expect(script != usual && !ICULocale.hasData(language: language, script: script), "\(tag)")
                    }
                }
            }
            #expect(accepted >= ICULocale.availableLanguages.count - 1)
        }

        @Test("Every ICU locale is accepted and produces its own language's names")
        func everyLocale() throws {
            for id in ICULocale.availableIDs {
                let locale = try ParsedLocale.parse(id)
                let days = try DayCalendar(locale: locale, timeZone: "UTC")
                #expect(ICULocale.language(days.dataLocale) == locale.language, "\(id) → \(days.dataLocale)")
            }
        }
    }
}
