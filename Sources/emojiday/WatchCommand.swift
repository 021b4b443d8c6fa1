import EmojiDayKit
import FoundationEssentials
import Glibc

/// `emojiday watch`: stays running and prints a fresh entry — one line, flushed — at start-up, at every
/// local midnight (the timeline's reload date) and on SIGUSR1, like WidgetKit's reload policy, for waybar
/// `exec`, i3blocks `persist` and eww `deflisten`.
///
/// It wakes at least once a minute to re-read the wall clock, so a suspend or a clock change shows within a
/// minute; it exits with status 0 on SIGTERM, SIGINT or SIGHUP and when its output is closed. With `--date`
/// it shows that day and keeps it, for reproducible demos and tests of a status bar.
enum WatchCommand {
    /// The longest sleep between two looks at the wall clock, in milliseconds.
    static let maximumSleep: Double = 60_000

    /// Runs until a stop signal or a closed output, then returns an empty output (status 0), for `main` to
    /// end the process like any other command.
    static func run(_ invocation: Invocation) throws(EmojiDayError) -> Output {
        let setup = try DayCommands.setup(invocation)
        let renderer = setup.renderer.renderer
        // An option value that draws several lines per entry (`--style card`) is refused as it says.
        for option in renderer.declaredOptions {
            guard let lines = option.lineValues, let value = invocation.value(option.name), !lines.contains(value)
            else { continue }
            throw EmojiDayError.notLineOriented(.option(option.name), value, valid: lines)
                .attributed(to: invocation.source(option.name))
        }
        if !renderer.isLineOriented {
            throw EmojiDayError.notLineOriented(.format, renderer.id, valid: RendererRegistry.builtIn.lineOrientedIDs)
                .attributed(to: invocation.source("format"))
        }
        let fixedDate = try DayCommands.requestedDate(invocation, provider: setup.provider)
        SignalDispatcher.install(refreshOnSIGUSR1: true)
        var shown: CivilDate?
        var refresh = true
        while true {
            if SignalDispatcher.stopSignal != nil { return Output() }
            let now = Date()
            let today = if let fixedDate { fixedDate } else { try setup.provider.civilDate(at: now) }
            if refresh || today != shown {
                let output: Output
                do throws(EmojiDayError) {
                    let document = try setup.provider.document(for: today, withWeek: setup.renderer.showsWeek)
                    output = try DayCommands.render(document, with: setup.renderer)
                } catch {
                    // A stop signal during an external renderer ends watch as cleanly as between entries.
                    if SignalDispatcher.stopSignal != nil { return Output() }
                    throw error
                }
                if !output.stderr.isEmpty { Host.write(visible(output.stderr), to: 2) }
                if !Host.write(output.bytes ?? Array(output.stdout.utf8), to: 1) { return Output() }
                shown = today
                refresh = false
            }
            // The last day there is (9999-12-31) has no next midnight: look at the clock once a minute.
            let reload = setup.provider.nextReload(after: today)
            let delay = min(maximumSleep, max(1, (reload?.timeIntervalSince(Date()) ?? .infinity) * 1000 + 1))
            switch wait(milliseconds: Int32(delay), watching: 1) {
            case .refresh: refresh = true
            case .outputClosed: return Output()
            case .woken, .timeout: continue
            }
        }
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
        if fds[1].revents & Int16(POLLERR | POLLHUP) != 0 { return .outputClosed }
        return .timeout
    }
}
