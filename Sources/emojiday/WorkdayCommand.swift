import EmojiDayKit

/// `emojiday workday`: whether a day is a working day in a country, as the exit status (0 a working day, 1 a
/// day off), for scripts; with `--verbose`, a line saying so and why.
enum WorkdayCommand {
    static func run(_ settings: DaySettings, verbose: Bool) throws(CommandLineError) -> Output {
        guard settings.occasions != nil else { throw .workdayNeedsCountry }
        let answer = try library { () throws(EmojiDayError) -> (CivilDate, Workday?) in
            let provider = try DayCommands.provider(settings, fields: [])
            let date = try DayCommands.day(settings, provider: provider)
            return (date, try provider.workday(for: date))
        }
        guard let workday = answer.1 else { throw .workdayNeedsCountry }
        let text = verbose ? line(answer.0, workday) + "\n" : ""
        return Output(stdout: text, status: workday.isWorkday ? 0 : 1)
    }

    /// `2024-02-10: day off (春节)`: the date, the verdict and its reason.
    static func line(_ date: CivilDate, _ workday: Workday) -> String {
        let reason =
            switch workday.reason {
            case .decreed: " (a decreed working day)"
            case .weekend: " (weekend)"
            case .holiday(let names): " (" + names.joined(separator: ", ") + ")"
            case .ordinary: ""
            }
        return "\(date): " + (workday.isWorkday ? "working day" : "day off") + TextSafety.terminalText(reason)
    }
}
