import EmojiDayKit
import FoundationEssentials
import Glibc

/// `emojiday watch`: stays running and prints a fresh entry — one line, flushed — at start-up, at every
/// local midnight (the timeline's reload date) and on SIGUSR1, like WidgetKit's reload policy, for waybar
/// `exec`, i3blocks `persist` and eww `deflisten`.
///
/// It wakes at least once a minute to re-read the wall clock, so a suspend or a clock change shows within a
/// minute, and otherwise sleeps until just after the next reload date; it never sleeps less than a second
/// when that date is already past, so it cannot spin. SIGUSR1 also reads the time zone, theme and occasion
/// sets again. It exits with status 0 on a stop signal (``SignalDispatcher/stopSignals``) and when its reader
/// goes away; an output closed at start-up or full ends it with one error line and status 1, as it ends a
/// one-shot run. With `--date` it shows that day and keeps it, for reproducible demos and tests of a status
/// bar: it draws again only on SIGUSR1.
enum WatchCommand {
    /// The longest sleep between two looks at the wall clock, in milliseconds.
    static let maximumSleep: Double = 60_000
    /// The sleep when the reload date is already past (the clock has not yet reached the new day as the
    /// provider sees it, or was set back), in milliseconds: watch looks again a second later, not at once.
    static let minimumSleep: Double = 1_000

    /// Runs until a stop signal or a reader that went away, then returns an empty output (status 0), for
    /// `main` to end the process like any other command; an output it cannot write (closed at start-up,
    /// full) ends it with the error a one-shot run gives.
    static func run(_ settings: DaySettings) throws(CommandLineError) -> Output {
        var (provider, configured) = try lineSetup(settings)
        // Resolved once: a fixed day is kept, whatever SIGUSR1 reads again.
        let fixedDate = try library(try DayCommands.requestedDate(settings, provider: provider))
        SignalDispatcher.install(refreshOnSIGUSR1: true)
        // Found by `month --shift`, which sends SIGUSR1 to draw the moved month at once.
        let registration = MonthShift.register(environment: Host.environment)
        defer { if let registration { unlink(registration) } }
        var shown: CivilDate?
        var shownEve = false
        var refresh = true
        while true {
            if SignalDispatcher.stopSignal != nil { return Output() }
            let now = Date()
            let today =
                if let fixedDate { fixedDate } else {
                    try library(try provider.civilDate(at: now))
                }
            // With days that begin at sunset, the evening shows the next day as its eve; watch wakes at sunset.
            let sunset = provider.dayStartingSunset(on: today)
            let eve =
                if fixedDate != nil {
                    provider.isEve(of: today, secondOfDay: settings.date?.secondOfDay ?? 0)
                } else {
                    sunset.map { $0 <= now } ?? false
                }
            if refresh || today != shown || eve != shownEve {
                // The tooltip's month, moved as `month --shift` left it today (reset at local midnight).
                let shift = MonthShift.offset(today: today, environment: Host.environment)
                if shift != provider.monthShift { provider = WidgetProvider(taking: provider, monthShift: shift) }
                let day = eve ? (today.adding(days: 1) ?? today) : today
                if !(try draw(day, eve: eve, provider: provider, configured: configured)) { return Output() }
                shown = today
                shownEve = eve
                refresh = false
            }
            // A fixed day never changes: only a signal draws it again.
            var reload = fixedDate == nil ? provider.nextReload(after: today) : nil
            if fixedDate == nil, !eve, let sunset, reload.map({ sunset < $0 }) ?? true { reload = sunset }
            switch wait(milliseconds: sleep(until: reload, now: Date()), watching: 1) {
            case .refresh:
                // Read again what start-up read: the time zone (TZ's file, /etc/localtime), the theme, the
                // occasion sets and the renderer; an error ends watch as it would have ended its start.
                (provider, configured) = try lineSetup(settings)
                refresh = true
            case .outputClosed: return Output()
            case .woken, .timeout: continue
            }
        }
    }

    /// The settings' provider and renderer in its one-line form: what `watch` reads at start-up and again on
    /// SIGUSR1.
    private static func lineSetup(
        _ settings: DaySettings
    ) throws(CommandLineError) -> (WidgetProvider, ConfiguredRenderer) {
        let setup = try DayCommands.setup(settings)
        let renderer = setup.renderer.renderer
        // An option value that draws several lines per entry (`--style card`) is refused as it says.
        for option in renderer.declaredOptions {
            guard let lines = option.lineValues, let value = settings.rendererValues[option.name],
                !lines.contains(value)
            else { continue }
            throw .notLineOriented(noun: option.name, value, valid: lines, source: settings.source(option.name))
        }
        // A format whose output is not one line per entry is written in its one-line form (json as JSON Lines).
        guard !renderer.isLineOriented else { return (setup.provider, setup.renderer) }
        guard let lines = renderer.lineRenderer else {
            throw .notLineOriented(
                noun: "format", renderer.id, valid: RendererRegistry.builtIn.lineOrientedIDs,
                source: settings.source(Commands.format))
        }
        let configured = try library(try lines.configured(settings.rendererValues(for: lines.declaredOptions)))
        return (setup.provider, configured)
    }

    /// Draws the entry of `day` (as its eve, with `eve`) and writes it as a one-shot run writes it (text in the locale's codeset).
    ///
    /// - Returns: false when watch is done: a stop signal arrived, or the reader went away (EPIPE).
    /// - Throws: the renderer's error; ``CommandLineError/cannotWriteOutput(reason:)`` when the output cannot
    ///   be written otherwise (closed at start-up, full).
    private static func draw(
        _ day: CivilDate, eve: Bool, provider: WidgetProvider, configured: ConfiguredRenderer
    ) throws(CommandLineError) -> Bool {
        let output: Output
        do throws(EmojiDayError) {
            let document = try provider.document(for: day, withWeek: configured.showsWeek, eve: eve)
            output = try DayCommands.render(document, with: configured)
        } catch {
            // A stop signal during an external renderer ends watch as cleanly as between entries.
            if SignalDispatcher.stopSignal != nil { return false }
            throw .library(error)
        }
        if try library(try output.write()) { return true }
        let code = errno
        if SignalDispatcher.stopSignal != nil || code == EPIPE { return false }
        throw .cannotWriteOutput(errno: code)
    }

    /// How long to sleep before looking at the clock again, in milliseconds: until just after `reload`, at
    /// most ``maximumSleep`` (also without a reload date: the last day there is, 9999-12-31, has no next
    /// midnight, and a fixed day has none), and ``minimumSleep`` when `reload` is not after `now`.
    ///
    /// - Parameters:
    ///   - reload: when the entry shown stops being current, if ever.
    ///   - now: the wall clock.
    /// - Returns: a sleep between 1 ms (only just before `reload`) and ``maximumSleep``, never zero or less.
    static func sleep(until reload: Date?, now: Date) -> Int32 {
        let milliseconds = (reload?.timeIntervalSince(now) ?? .infinity) * 1000
        // Written so that NaN takes the minimum as well.
        guard milliseconds > 0 else { return Int32(minimumSleep) }
        return Int32(min(maximumSleep, milliseconds.rounded(.up) + 1))
    }

    enum Event: Equatable {
        /// SIGUSR1 arrived.
        case refresh
        /// Another signal arrived (the loop looks at the stop flag).
        case woken
        case outputClosed
        case timeout
    }

    /// Waits for a signal, for `descriptor` to be closed by its reader, or for the time-out.
    static func wait(milliseconds: Int32, watching descriptor: Int32) -> Event {
        if SignalDispatcher.takeRefresh() { return .refresh }
        if SignalDispatcher.stopSignal != nil { return .woken }
        var fds = [
            pollfd(fd: SignalDispatcher.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: descriptor, events: 0, revents: 0),
        ]
        let ready = poll(&fds, 2, milliseconds)
        if ready < 0, errno == EINTR { return SignalDispatcher.takeRefresh() ? .refresh : .woken }
        if ready <= 0 { return .timeout }
        if fds[0].revents & Int16(POLLIN) != 0 { return SignalDispatcher.takeRefresh() ? .refresh : .woken }
        // POLLNVAL too: a closed descriptor 1 would make every poll return at once.
        if fds[1].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return .outputClosed }
        return .timeout
    }
}
