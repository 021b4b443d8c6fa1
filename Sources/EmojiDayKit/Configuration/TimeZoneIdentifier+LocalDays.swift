internal import EmojiDayICU
internal import TimeZoneDatabase

extension TimeZoneIdentifier {
    /// The zone's local days of instants, from the system's tz database (ICU's data only for a zone the database
    /// lacks), as an entry's date is reckoned: the days an iCalendar set's timed events fall on in listings.
    package var localDays: LocalDays {
        let rules = self.rules
        let id = identifier
        return LocalDays(id: id) { seconds in
            let offset = rules?.offset(at: seconds) ?? ICUTimeZone.offset(zone: id, atSeconds: seconds) ?? 0
            let local = seconds &+ Int64(offset)
            return Int(clamping: local >= 0 ? local / 86_400 : (local &- 86_399) / 86_400)
        }
    }
}
