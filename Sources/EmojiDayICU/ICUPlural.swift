internal import CICU

/// A count as a language words it: ICU's plural rules (CLDR's, `uplrules_select`) pick the form, and ICU's
/// number format writes the number in the locale's digits.
package enum ICUPlural {
    /// The CLDR plural category of `number` in a locale: `zero`, `one`, `two`, `few`, `many` or `other`.
    ///
    /// - Parameters:
    ///   - number: the count.
    ///   - locale: an ICU locale ID or BCP 47 tag.
    /// - Returns: the category; `other` when ICU cannot say.
    package static func category(_ number: Int, locale: String) -> String {
        var status = CICU_U_ZERO_ERROR
        guard let rules = cicu_uplrules_open(locale, &status), !status.isFailure else { return "other" }
        defer { cicu_uplrules_close(rules) }
        let keyword = try? icuUTF16("uplrules_select") { cicu_uplrules_select(rules, Double(number), $0, $1, &$2) }
        return keyword ?? "other"
    }

    /// `number` in the locale's digits (`٤٠` in `ar-EG`, `40` in `ar-MA`), as its decimal format writes it.
    ///
    /// - Parameters:
    ///   - number: the number.
    ///   - locale: an ICU locale ID (with its `@numbers=` keyword, if any).
    /// - Returns: the digits; ASCII digits when ICU cannot format it.
    package static func digits(_ number: Int, locale: String) -> String {
        var status = CICU_U_ZERO_ERROR
        guard let value = Int32(exactly: number),
            let format = cicu_unum_open(CICU_UNUM_DECIMAL, nil, 0, locale, &status),
            !status.isFailure
        else { return String(number) }
        defer { cicu_unum_close(format) }
        let text = try? icuUTF16("unum_format") { cicu_unum_format(format, value, $0, $1, nil, &$2) }
        return text ?? String(number)
    }
}
