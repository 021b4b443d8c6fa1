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
    static let lineFormats = ["text", "waybar", "i3bar", "tmux"]
    /// The longest sleep between two looks at the wall clock, in milliseconds.
    static let maximumSleep: Double = 60_000

    static func run(_ invocation: Invocation) throws(EmojiDayError) -> Never {
        let setup = try DayCommands.setup(invocation)
        if setup.renderer is TextRenderer, setup.options.textStyle == .card {
            throw EmojiDayError(.usage, "'watch' prints one line per entry; '--style card' draws several")
        }
        if !(setup.renderer is ExternalRenderer), !lineFormats.contains(setup.renderer.id) {
            let source = invocation.sources["format"].map { " (\($0))" } ?? ""
            throw EmojiDayError(
                .usage,
                "format '\(setup.renderer.id)'\(source) is not line-oriented; 'watch' takes one of "
                    + EmojiDayError.list(lineFormats))
        }
        let fixedDate = try DayCommands.requestedDate(invocation, provider: setup.provider)
        let signals = SignalPipe([SIGUSR1, SIGTERM, SIGINT, SIGHUP])
        var shown: CivilDate?
        var refresh = true
        while true {
            let now = Date()
            let today = if let fixedDate { fixedDate } else { try setup.provider.civilDate(at: now) }
            if refresh || today != shown {
                let line = try setup.renderer.render(
                    .entry(try setup.provider.entry(for: today)), options: setup.options)
                if !Host.write(line, to: 1) { exit(0) }
                shown = today
                refresh = false
            }
            let reload = try setup.provider.timeline(from: today, days: 1).reloadDate
            let wait = min(maximumSleep, max(1, reload.timeIntervalSince(Date()) * 1000 + 1))
            switch signals.wait(milliseconds: Int32(wait), watching: 1) {
            case .signal(SIGUSR1): refresh = true
            case .signal: exit(0)
            case .outputClosed: exit(0)
            case .timeout: continue
            }
        }
    }
}

/// Signals turned into bytes on a pipe (the self-pipe trick), so one `poll` can wait for a signal, a
/// time-out and the output closing.
struct SignalPipe {
    enum Event: Equatable {
        case signal(Int32)
        case outputClosed
        case timeout
    }

    nonisolated(unsafe) static var writeEnd: Int32 = -1
    let readEnd: Int32

    init(_ signals: [Int32]) {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        Self.writeEnd = ends[1]
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals {
            signal(number) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
            sigaddset(&mask, number)
        }
        // A blocked mask is inherited across exec: a parent that blocks these would leave watch deaf.
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Waits for a signal, for `descriptor` to be closed by its reader, or for the time-out.
    func wait(milliseconds: Int32, watching descriptor: Int32) -> Event {
        var fds = [
            pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: descriptor, events: 0, revents: 0),
        ]
        let ready = poll(&fds, 2, milliseconds)
        if ready <= 0 { return .timeout }
        if fds[0].revents & Int16(POLLIN) != 0 {
            var byte: UInt8 = 0
            if read(readEnd, &byte, 1) == 1 { return .signal(Int32(byte)) }
        }
        if fds[1].revents & Int16(POLLERR | POLLHUP) != 0 { return .outputClosed }
        return .timeout
    }
}
