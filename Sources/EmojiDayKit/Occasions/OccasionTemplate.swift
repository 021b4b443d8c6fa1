internal import EmojiDayICU

/// The starter file `emojiday occasions new` writes: valid, every kind of rule shown once.
package enum OccasionTemplate {
    /// The description a new set starts with, for its author to write.
    package static let placeholderDescription = "What this set is about, in one sentence."

    /// A starter occasion set: a fixed day, a weekday of a month and a day counted from Easter.
    ///
    /// - Parameters:
    ///   - id: the new set's id (also its file name without `.json`).
    ///   - schema: the `$schema` to write: an installed copy's `file://` URL, else `./occasions.schema.json`.
    /// - Returns: the file's JSON text, ending in one newline.
    package static func starter(id: String, schema: String) -> String {
        let name = ThemeTemplate.displayName(id)
        return """
            {
              "$schema": "\(schema)",
              "formatVersion": 1,
              "id": "\(id)",
              "name": "\(name)",
              "names": { "fr": "\(name)" },
              "description": "\(placeholderDescription)",
              "occasions": [
                {
                  "id": "midsummer",
                  "emoji": "🌞",
                  "show": "replace",
                  "names": { "en": "Midsummer", "fr": "Solstice d'été" },
                  "date": { "calendar": "gregorian", "month": "M06", "day": 21 }
                },
                {
                  "id": "harvest-feast",
                  "emoji": "🌾",
                  "show": "beside",
                  "names": { "en": "Harvest feast", "fr": "Fête des moissons" },
                  "date": { "calendar": "gregorian", "month": "M10", "weekday": "sunday", "nth": 1 }
                },
                {
                  "id": "easter-monday",
                  "emoji": "🐣",
                  "show": "beside",
                  "names": { "en": "Easter Monday", "fr": "Lundi de Pâques" },
                  "date": { "easter": "western", "offset": 1 }
                }
              ]
            }

            """
    }
}

extension OccasionTemplate {
    /// The country (and subdivision) a new set's id names, written as `--occasions` names a country's
    /// holidays: `LU`, `DE-BY`; nil when the id is not in that form (a personal set's id).
    ///
    /// - Parameter id: the id given to `occasions new`.
    /// - Returns: the country's code and the subdivision's, or nil.
    package static func countryPlace(_ id: String) -> (code: String, subdivision: String?)? {
        let parts = id.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let code = parts.first, OccasionDecoder.isCountryCode(code) else { return nil }
        guard let subdivision = parts.dropFirst().first else { return (code, nil) }
        return OccasionDecoder.isSubdivisionCode(subdivision) ? (code, subdivision) : nil
    }

    /// Why a country's code cannot name a new set, or nil when ICU knows it as an ISO 3166-1 code.
    package static func countryProblem(_ code: String) -> String? {
        ICULocale.isKnownRegion(code) ? nil : "'\(code)' is not a country's ISO 3166-1 code"
    }

    /// A starter country set: its code as id, a fixed public holiday, a bank holiday counted from Easter and,
    /// for a subdivision, the subdivision with a holiday of its own.
    ///
    /// - Parameters:
    ///   - code: the country's ISO 3166-1 code (`LU`), also the file's name without `.json`.
    ///   - subdivision: the ISO 3166-2 code after the country's (`BY` of `DE-BY`), or nil.
    ///   - schema: the `$schema` to write.
    /// - Returns: the file's JSON text, ending in one newline.
    package static func country(code: String, subdivision: String?, schema: String) -> String {
        let name = ICULocale.regionName(code, in: "en") ?? code
        let french = ICULocale.regionName(code, in: "fr") ?? name
        let subdivisions =
            subdivision.map {
                """

                  "subdivisions": { "\($0)": { "en": "\(code)-\($0)" } },
                """
            } ?? ""
        let regional =
            subdivision.map {
                """
                ,
                    {
                      "id": "regional-day",
                      "emoji": "🎏",
                      "show": "beside",
                      "names": { "en": "Regional day", "fr": "Fête régionale" },
                      "date": { "calendar": "gregorian", "month": "M08", "day": 15 },
                      "subdivisions": ["\($0)"]
                    }
                """
            } ?? ""
        return """
            {
              "$schema": "\(schema)",
              "formatVersion": 1,
              "id": "\(code)",
              "country": "\(code)",
              "name": "\(name)",
              "names": { "fr": "\(french)" },
              "description": "\(placeholderCountryDescription)",\(subdivisions)
              "occasions": [
                {
                  "id": "new-years-day",
                  "emoji": "🎆",
                  "show": "replace",
                  "names": { "en": "New Year's Day", "fr": "Jour de l'an" },
                  "date": { "calendar": "gregorian", "month": "M01", "day": 1 }
                },
                {
                  "id": "easter-monday",
                  "emoji": "🐣",
                  "show": "beside",
                  "names": { "en": "Easter Monday", "fr": "Lundi de Pâques" },
                  "date": { "easter": "western", "offset": 1 },
                  "category": "bank"
                }\(regional)
              ]
            }

            """
    }

    /// The description a new country set starts with: what a country set must say.
    package static let placeholderCountryDescription =
        "Which holidays this set holds, and the laws or official lists they come from."
}
