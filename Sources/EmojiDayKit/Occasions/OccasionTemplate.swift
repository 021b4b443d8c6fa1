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
