internal import CLinux
internal import Glibc

/// A child process started with `posix_spawn` (Foundation's `Process` is not in FoundationEssentials): the one
/// way EmojiDay and its tests start programs.
///
/// The child starts with no signal blocked and SIGPIPE at its default action, as from a shell, and only
/// stdin, stdout and stderr open: every other descriptor is closed in the child before `exec`, also those
/// this process inherited without close-on-exec, and the pipes' other ends are close-on-exec, so no other
/// child holds them open.
package struct Subprocess: Sendable {
    /// What a standard stream of the child is connected to.
    package enum Stream: Sendable {
        /// A pipe whose other end the caller gets.
        case pipe
        /// `/dev/null`.
        case null
        /// The caller's own.
        case inherit
    }

    /// How a child ended.
    package enum Termination: Sendable, Equatable {
        /// It exited with this status (0…255).
        case exited(Int32)
        /// A signal with this number ended it.
        case signalled(Int32)

        /// The shell's number: the exit status, or 128 + the signal.
        package var shellStatus: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }

        init(waitStatus status: Int32) {
            self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }
    }

    /// The child's process id (also its session and process group id when started with `session`).
    package let pid: Int32
    /// The write end of the child's stdin, or -1.
    package let stdin: Int32
    /// The read end of the child's stdout, or -1.
    package let stdout: Int32
    /// The read end of the child's stderr, or -1.
    package let stderr: Int32

    /// Starts `arguments[0]` (a path) with `arguments`.
    ///
    /// - Parameters:
    ///   - arguments: the program's path, then its arguments (`argv`, including `argv[0]`); the path is not
    ///     looked up in `PATH`.
    ///   - environment: the child's environment; nil passes this process's on.
    ///   - stdin: what the child's standard input is connected to; with `.pipe`, ``stdin`` is the write end.
    ///   - stdout: what the child's standard output is connected to; with `.pipe`, ``stdout`` is the read end.
    ///   - stderr: what the child's standard error is connected to; with `.pipe`, ``stderr`` is the read end.
    ///   - session: starts the child in a session of its own (`setsid`), and so in a process group of its own
    ///     whose id is the child's pid and without a controlling terminal: ``killGroup(_:)`` reaches everything
    ///     it starts that does not leave the group, and the terminal's signals do not.
    ///   - blocked: signals that stay blocked in the child.
    /// - Returns: the running child, with the parent's ends of its pipes (-1 for streams not piped).
    /// - Throws: ``EmojiDayError`` — `.failure` naming the program when it cannot be started (or when
    ///   `arguments` is empty or no pipe can be made).
    package static func spawn(
        _ arguments: [String], environment: [String: String]? = nil, stdin: Stream = .null, stdout: Stream = .pipe,
        stderr: Stream = .inherit, session: Bool = false, blocked: [Int32] = []
    ) throws(EmojiDayError) -> Subprocess {
        guard let program = arguments.first else { throw .cannotStart("", reason: "no program") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentEnds: [Int32] = []
        var childEnds: [Int32] = []
        var mine: [Int32] = [-1, -1, -1]
        for (target, stream) in [stdin, stdout, stderr].enumerated() {
            switch stream {
            case .inherit: continue
            case .null:
                posix_spawn_file_actions_addopen(
                    &actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else {
                    (parentEnds + childEnds).forEach { close($0) }
                    throw .cannotStart(program, reason: "no pipes left")
                }
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                let (childEnd, parentEnd) = target == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                posix_spawn_file_actions_adddup2(&actions, childEnd, Int32(target))
                childEnds.append(childEnd)
                parentEnds.append(parentEnd)
                mine[target] = parentEnd
            }
        }
        // After the dup2s: whatever this process inherited or opened without close-on-exec stays here.
        clinux_spawn_closefrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in blocked { sigaddset(&mask, number) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE] + SignalDispatcher.stopSignals + [SIGUSR1] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if session { flags |= clinux_spawn_setsid() }
        posix_spawnattr_setflags(&attributes, flags)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: Int32 = 0
        // Under the lock, so that ``killOrphans()`` never takes this child for an orphan.
        let spawned = started.withLock { started in
            let result =
                envp.map { posix_spawn(&pid, program, &actions, &attributes, argv, $0) }
                ?? posix_spawn(&pid, program, &actions, &attributes, argv, environ)
            if result == 0 { started.insert(pid) }
            return result
        }
        childEnds.forEach { close($0) }
        guard spawned == 0 else {
            parentEnds.forEach { close($0) }
            let reason = String(cString: strerror(spawned)).lowercased()
            throw .cannotStart(program, reason: reason)
        }
        return Subprocess(pid: pid, stdin: mine[0], stdout: mine[1], stderr: mine[2])
    }

    /// Sends `signal` (default SIGKILL) to the child's process group (see `session` of
    /// ``spawn(_:environment:stdin:stdout:stderr:session:blocked:)``).
    ///
    /// - Parameter signal: the signal number; 9 (SIGKILL) by default.
    package func killGroup(_ signal: Int32 = 9) { _ = kill(-pid, signal) }

    /// Sends `signal` to the child alone.
    ///
    /// - Parameter signal: the signal number (`SIGTERM`).
    package func send(_ signal: Int32) { _ = kill(pid, signal) }

    /// Whether the child has ended, without reaping it: its pid (and so its process group id) stays reserved
    /// until ``wait()``.
    ///
    /// - Returns: true once the child has exited or been killed.
    package func hasEnded() -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0
            && info._sifields._sigchld.si_pid == pid
    }

    /// A descriptor that becomes readable (`POLLIN`) once the child has ended, for `poll` (a pidfd,
    /// close-on-exec); the caller closes it.
    ///
    /// - Returns: the descriptor, or -1 when the kernel has none (before Linux 5.3): then look with
    ///   ``hasEnded()``.
    package func endDescriptor() -> Int32 { clinux_pidfd_open(pid) }

    /// Reaps the child, waiting for it to end.
    ///
    /// - Returns: how it ended (`.exited(0)` when it was already reaped).
    @discardableResult
    package func wait() -> Termination {
        var status: Int32 = 0
        var reaped: Int32 = -1
        repeat { reaped = waitpid(pid, &status, 0) } while reaped < 0 && errno == EINTR
        if reaped == pid { Self.forget(pid) }
        return Termination(waitStatus: status)
    }

    /// Reaps the child if it has ended.
    ///
    /// - Returns: how it ended, or nil when it is still running.
    package func reapIfEnded() -> Termination? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        Self.forget(pid)
        return Termination(waitStatus: status)
    }

    // MARK: Orphans

    /// The children started by ``spawn(_:environment:stdin:stdout:stderr:session:blocked:)`` and not reaped
    /// yet: any other child of this process is an orphan it adopted (``adoptOrphans()``).
    private static let started = ProcessLock<Set<Int32>>([])

    private static func forget(_ pid: Int32) { _ = started.withLock { $0.remove(pid) } }

    /// Whether this process is its descendants' subreaper; set on first use.
    private static let isSubreaper = clinux_become_subreaper() == 0

    /// Makes this process the subreaper of its descendants (`PR_SET_CHILD_SUBREAPER`, for the whole process
    /// and once): a process that a child leaves behind — by forking twice, or after `setsid` — becomes this
    /// process's child when its parent ends, instead of init's, for ``killOrphans()`` to find.
    ///
    /// - Returns: false when the kernel refused (the orphans then go to init, as without it).
    @discardableResult
    package static func adoptOrphans() -> Bool { isSubreaper }

    /// The most generations ``killOrphans()`` follows: an orphan's own children become orphans when it is
    /// killed, and each pass takes one generation.
    static let maximumGenerations = 64

    /// Kills (SIGKILL) and reaps every child of this process that ``spawn(_:environment:stdin:stdout:stderr:session:blocked:)``
    /// did not start: the orphans ``adoptOrphans()`` brought here, then their children, pass after pass, until
    /// none is left. Children started here are left alone, running or not.
    ///
    /// - Returns: how many orphans were killed and reaped.
    @discardableResult
    package static func killOrphans() -> Int {
        var count = 0
        for _ in 0..<maximumGenerations {
            // Listed and killed under the lock, so that a child being spawned meanwhile is never among them.
            let orphans = started.withLock { started in
                let orphans = children().filter { !started.contains($0) }
                for orphan in orphans { kill(orphan, SIGKILL) }
                return orphans
            }
            if orphans.isEmpty { break }
            for orphan in orphans {
                var status: Int32 = 0
                while waitpid(orphan, &status, 0) < 0, errno == EINTR {}
            }
            count += orphans.count
        }
        return count
    }

    /// The processes whose parent is this process, running or zombies, from `/proc/<pid>/stat`.
    static func children() -> [Int32] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        let me = getpid()
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = Int32(name), pid != me, parent(of: pid) == me else { continue }
            found.append(pid)
        }
        return found
    }

    /// The parent's pid of a process: the second field after the command name in `/proc/<pid>/stat` (the
    /// name is in parentheses and may itself hold spaces and parentheses, so the last `)` ends it).
    static func parent(of pid: Int32) -> Int32? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0, let name = buffer[0..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // The state, then the parent.
        let fields = buffer[(name + 1)..<count].split(separator: UInt8(ascii: " "))
        return fields.dropFirst().first.flatMap { Int32(String(decoding: $0, as: UTF8.self)) }
    }
}
