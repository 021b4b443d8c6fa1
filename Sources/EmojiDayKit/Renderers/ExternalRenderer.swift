internal import Glibc

/// A renderer outside EmojiDay: an executable `emojiday-render-<id>` found on `PATH`.
///
/// It receives the JSON renderer's exact output on stdin and its stdout is the output; its stderr goes
/// straight to EmojiDay's. It runs with `posix_spawn` in a process group of its own, and the whole group is
/// killed when it outlives ``timeout``. This is the one renderer that does I/O: its work is a process.
public struct ExternalRenderer: Renderer {
    /// The prefix that makes an executable on `PATH` a renderer.
    public static let prefix = "emojiday-render-"

    /// The id: the executable's name after ``prefix``.
    public let id: String
    /// The executable's path.
    public let path: String
    /// How long the renderer may run, in seconds.
    public var timeout: Double
    public let mediaType = "application/octet-stream"
    public var summary: String { "external renderer \(path)" }
    public var honouredOptions: [RendererOption] { [RendererOption("render-timeout")] }

    /// The process group of the renderer running now (0 when none), so that a program stopped by a signal
    /// can stop its renderer too: it runs in a group of its own and would otherwise outlive it.
    nonisolated(unsafe) public static var runningGroup: Int32 = 0

    /// Creates a renderer that runs an executable.
    ///
    /// - Parameters:
    ///   - id: The id, the executable's name after ``prefix``.
    ///   - path: The executable's path.
    ///   - timeout: How long it may run, in seconds.
    public init(id: String, path: String, timeout: Double = 10) {
        self.id = id
        self.path = path
        self.timeout = timeout
    }

    public func render(_ document: Document, options: RenderOptions) throws(EmojiDayError) -> String {
        let input = Array(try JSONRenderer().render(document, options: options).utf8)
        let result = try run(input: input)
        let name = "renderer '\(id)' (\(path))"
        switch result {
        case .timedOut:
            throw EmojiDayError(
                .failure, "\(name) did not finish within \(CSSGradient.number(timeout)) s and was stopped")
        case .exited(let status, _) where status != 0:
            throw EmojiDayError(.failure, "\(name) failed with exit status \(status); see its messages above")
        case .signalled(let signal):
            throw EmojiDayError(.failure, "\(name) was killed by signal \(signal)")
        case .exited(_, let output) where output.isEmpty:
            throw EmojiDayError(.failure, "\(name) wrote nothing")
        case .exited(_, let output):
            return String(decoding: output, as: UTF8.self)
        }
    }

    enum Outcome {
        case exited(Int32, [UInt8])
        case signalled(Int32)
        case timedOut
    }

    private func run(input: [UInt8]) throws(EmojiDayError) -> Outcome {
        guard access(path, X_OK) == 0 else {
            throw EmojiDayError(.failure, "renderer '\(id)' at '\(path)' is not executable; run 'chmod +x \(path)'")
        }
        var stdinPipe: [Int32] = [-1, -1]
        var stdoutPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0 else {
            throw EmojiDayError(.failure, "cannot start renderer '\(id)': no pipes left")
        }
        // Only the duplicated ends reach the renderer.
        for fd in stdinPipe + stdoutPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        if spawned == 0 { Self.runningGroup = pid }
        defer { Self.runningGroup = 0 }
        guard spawned == 0 else {
            close(stdinPipe[1])
            close(stdoutPipe[0])
            let reason = String(cString: strerror(spawned)).lowercased()
            throw EmojiDayError(.failure, "cannot start renderer '\(id)' at '\(path)': \(reason)")
        }

        var output: [UInt8] = []
        var written = 0
        var writer: Int32 = stdinPipe[1]
        var reader: Int32 = stdoutPipe[0]
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        let deadline = Self.now() + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var exitStatus: Int32?
        while reader >= 0 {
            // A renderer that has exited is done, even if a process it left behind still holds its output
            // open: take what is there and stop reading.
            if exitStatus == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { exitStatus = status }
            }
            if writer >= 0, written == input.count {
                close(writer)
                writer = -1
            }
            let remaining = deadline - Self.now()
            if remaining <= 0 {
                kill(-pid, SIGKILL)
                if writer >= 0 { close(writer) }
                close(reader)
                _ = Self.wait(pid)
                return .timedOut
            }
            var fds = [pollfd(fd: reader, events: Int16(POLLIN), revents: 0)]
            if writer >= 0 { fds.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)) }
            let wait = exitStatus == nil ? Int32(min(remaining, 0.05) * 1000) + 1 : 0
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0, errno != EINTR { break }
            if ready == 0, let status = exitStatus {
                close(reader)
                if writer >= 0 { close(writer) }
                return Self.outcome(status, output)
            }
            if fds[0].revents != 0 {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 {
                    output += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    close(reader)
                    reader = -1
                }
            }
            if writer >= 0, fds.count > 1, fds[1].revents != 0 {
                let count = input[written...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if count > 0 {
                    written += count
                } else if errno != EAGAIN && errno != EINTR {
                    // The renderer stopped reading (EPIPE): it has what it wanted.
                    close(writer)
                    writer = -1
                }
            }
        }
        if writer >= 0 { close(writer) }
        if let status = exitStatus { return Self.outcome(status, output) }
        // Output is closed; give the process the rest of the time to exit.
        while Self.now() < deadline {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { return Self.outcome(status, output) }
            usleep(2000)
        }
        kill(-pid, SIGKILL)
        _ = Self.wait(pid)
        return .timedOut
    }

    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }

    private static func outcome(_ status: Int32, _ output: [UInt8]) -> Outcome {
        status & 0x7F == 0 ? .exited((status >> 8) & 0xFF, output) : .signalled(status & 0x7F)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
