internal import Glibc
internal import Synchronization

/// The one place EmojiDay handles signals, shared by `emojiday watch` and external renderers.
///
/// A handler only sets an atomic flag and writes a byte to a pipe (the self-pipe trick): whoever waits —
/// `watch` between two entries, an external renderer's I/O loop, a write to a stalled reader — polls
/// ``wakeDescriptor`` with its own descriptors, wakes at once and reads the flags. Handlers are installed
/// without `SA_RESTART`, so a blocked system call returns `EINTR` and its caller looks at the flags too.
package enum SignalDispatcher {
    /// The signals that ask EmojiDay to stop. SIGQUIT (`Ctrl-\`) among them: left to the Swift runtime, it would
    /// print a crash report, and left to its default action, it would leave a renderer's group running.
    package static let stopSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// The first stop signal received, 0 while none.
    private static let stop = Atomic<Int32>(0)
    /// How many SIGUSR1 were received and not yet taken.
    private static let refreshes = Atomic<Int>(0)
    /// The pipe's write end, for the handler; -1 before ``install(refreshOnSIGUSR1:)``.
    private static let wakeWriter = Atomic<Int32>(-1)
    /// The pipe's read end; -1 before ``install(refreshOnSIGUSR1:)``.
    private static let wakeReader = Atomic<Int32>(-1)

    /// Installs the handlers for the stop signals (and SIGUSR1 with `refreshOnSIGUSR1`) and unblocks
    /// them. Installing again only adds SIGUSR1.
    ///
    /// - Parameter refreshOnSIGUSR1: also handles SIGUSR1, counting it for ``takeRefresh()`` instead of
    ///   letting it end the process.
    package static func install(refreshOnSIGUSR1: Bool = false) {
        if wakeReader.load(ordering: .acquiring) < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            wakeReader.store(ends[0], ordering: .releasing)
            wakeWriter.store(ends[1], ordering: .releasing)
        }
        let numbers = stopSignals + (refreshOnSIGUSR1 ? [SIGUSR1] : [])
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in numbers {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                let saved = errno
                if received == SIGUSR1 {
                    SignalDispatcher.refreshes.add(1, ordering: .relaxed)
                } else {
                    _ = SignalDispatcher.stop.compareExchange(expected: 0, desired: received, ordering: .relaxed)
                }
                var byte: UInt8 = 1
                _ = write(SignalDispatcher.wakeWriter.load(ordering: .relaxed), &byte, 1)
                errno = saved
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
            sigaddset(&mask, number)
        }
        // A blocked mask is inherited across exec: a parent that blocks these would leave EmojiDay deaf.
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// The descriptor to poll for `POLLIN` alongside one's own: readable once a signal arrived. -1 (which
    /// `poll` ignores) before ``install(refreshOnSIGUSR1:)``.
    package static var wakeDescriptor: Int32 { wakeReader.load(ordering: .acquiring) }

    /// The stop signal received (one of ``stopSignals``), if any.
    package static var stopSignal: Int32? {
        let value = stop.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Whether SIGUSR1 arrived since the last call; empties the wake-up pipe.
    ///
    /// - Returns: true when at least one SIGUSR1 was received since the last call; the count is reset.
    package static func takeRefresh() -> Bool {
        drainWakeups()
        return refreshes.exchange(0, ordering: .relaxed) > 0
    }

    /// Empties the wake-up pipe, leaving the flags as they are (for a wait that must not spin on it).
    package static func drainWakeups() {
        let reader = wakeDescriptor
        guard reader >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(reader, &bytes, bytes.count) > 0 {}
    }
}
