/// Sunrise and sunset on an entry's day at a place (``WidgetProvider`` with a location), with the times as the
/// locale writes them.
public struct SunDay: Sendable, Hashable {
    /// The place.
    public let location: Location
    /// The instants, or the polar day or night.
    public let events: SunEvents
    /// Sunrise in the locale's short time style (`05:47`, `5:47 AM`), in the entry's zone; on a polar day or
    /// night, the words for it (`polar day`); `—` when the Sun sets without rising that day.
    public let sunriseText: String
    /// Sunset, written as ``sunriseText``.
    public let sunsetText: String
    /// The time from sunrise to sunset, `H:MM` (`16:11`; `24:00` on a polar day, `0:00` on a polar night);
    /// empty when the day has one event and not the other.
    public let daylightText: String
    /// The zone's offset east of UTC at sunrise and at sunset, in seconds (for their ISO 8601 form).
    public let offsets: (sunrise: Int, sunset: Int)

    /// - Parameters:
    ///   - location: the place.
    ///   - events: the instants, or the polar day or night.
    ///   - sunriseText: sunrise as the locale writes it, or the polar day's or night's words.
    ///   - sunsetText: sunset, likewise.
    ///   - offsets: the zone's offsets at sunrise and sunset.
    public init(
        location: Location, events: SunEvents, sunriseText: String, sunsetText: String,
        offsets: (sunrise: Int, sunset: Int)
    ) {
        self.location = location
        self.events = events
        self.sunriseText = sunriseText
        self.sunsetText = sunsetText
        self.offsets = offsets
        daylightText =
            events.daylight.map { seconds in
                let minutes = Int((seconds / 60).rounded())
                let rest = minutes % 60
                return "\(minutes / 60):\(rest < 10 ? "0" : "")\(rest)"
            } ?? ""
    }

    /// One line for a tooltip: `🌅 05:47 🌇 21:58 (16:11)`, or `☀️ polar day`, `🌑 polar night`.
    public var summary: String {
        switch events.polar {
        case .day: return "☀️ " + sunriseText
        case .night: return "🌑 " + sunriseText
        case nil: return "🌅 \(sunriseText) 🌇 \(sunsetText)" + (daylightText.isEmpty ? "" : " (\(daylightText))")
        }
    }

    /// The daylight as an ISO 8601 duration (`PT16H11M`), nil when the day has one event and not the other.
    public var daylightDuration: String? {
        events.daylight.map { seconds in
            let minutes = Int((seconds / 60).rounded())
            return "PT\(minutes / 60)H\(minutes % 60)M"
        }
    }

    /// The words for a polar day or night in a language, English when it has none here.
    ///
    /// - Parameters:
    ///   - polar: the polar day or night.
    ///   - language: the reader's BCP 47 language subtag (`fr`).
    /// - Returns: the words (`nuit polaire`).
    public static func words(_ polar: SunEvents.Polar, language: String) -> String {
        let day: [String: String] = [
            "en": "polar day", "fr": "jour polaire", "de": "Polartag", "es": "día polar", "it": "giorno polare",
            "nb": "midnattssol", "sv": "midnattssol", "fi": "yötön yö", "ru": "полярный день", "ja": "白夜",
            "zh": "极昼", "ko": "백야",
        ]
        let night: [String: String] = [
            "en": "polar night", "fr": "nuit polaire", "de": "Polarnacht", "es": "noche polar", "it": "notte polare",
            "nb": "mørketid", "sv": "polarnatt", "fi": "kaamos", "ru": "полярная ночь", "ja": "極夜", "zh": "极夜",
            "ko": "극야",
        ]
        let words = polar == .day ? day : night
        return words[language] ?? words["en"] ?? ""
    }

    public static func == (lhs: SunDay, rhs: SunDay) -> Bool {
        lhs.location == rhs.location && lhs.events == rhs.events && lhs.sunriseText == rhs.sunriseText
            && lhs.sunsetText == rhs.sunsetText && lhs.offsets == rhs.offsets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(events)
        hasher.combine(sunriseText)
        hasher.combine(sunsetText)
    }
}
