internal import EmojiDayICU

extension WidgetProvider {
    /// Sunrise and sunset on a civil day at the provider's location, the times in the locale's short style
    /// and in the provider's zone. Only a provider given a location calls it: a run without one does no sun
    /// work.
    func sunDay(on date: CivilDate, at place: Location) throws(EmojiDayError) -> SunDay {
        let events = SunEvents.on(date, at: place) { days.utcOffset(atSeconds: $0) }
        let language = configuration.locale.language
        func text(_ instant: Double?) throws(EmojiDayError) -> String {
            if let polar = events.polar { return SunDay.words(polar, language: language) }
            guard let instant else { return "—" }
            do throws(ICUFailure) {
                return try days.timeText(atSeconds: instant)
            } catch {
                throw .icuFailure(error.description)
            }
        }
        func offset(_ instant: Double?) -> Int {
            instant.map { days.utcOffset(atSeconds: Int64(($0 / 60).rounded() * 60)) } ?? 0
        }
        return SunDay(
            location: place, events: events, sunriseText: try text(events.sunrise),
            sunsetText: try text(events.sunset), offsets: (offset(events.sunrise), offset(events.sunset)))
    }
}
