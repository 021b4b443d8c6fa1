import EmojiDayKit
public import Glibc

/// What a finished process wrote and how it ended.
public struct Outcome: Sendable {
    /// The exit status, 128 + n for signal n, -1 when the process could not be started.
    public let status: Int32
    /// Everything written to stdout, byte for byte.
    public let stdoutBytes: [UInt8]
    /// Everything written to stdout, decoded as UTF-8.
    public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    /// Everything written to stderr, decoded as UTF-8.
    public let stderr: String
}

/// Seconds on the monotonic clock, for time limits (never for assertions on how long something took).
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs a program to its end with EmojiDay's own spawn helper (``Subprocess``), collecting stdout and stderr
/// apart.
///
/// - Parameters:
///   - argv: the program's path and its arguments.
///   - environment: the program's whole environment.
/// - Returns: its status and output.
public func spawn(_ argv: [String], environment: [String: String]) -> Outcome {
    let child: Subprocess
    do {
        child = try Subprocess.spawn(argv, environment: environment, stdout: .pipe, stderr: .pipe)
    } catch {
        return Outcome(status: -1, stdoutBytes: [], stderr: "spawn failed: \(error.message)")
    }
    var out: [UInt8] = []
    var err: [UInt8] = []
    var open = [(child.stdout, true), (child.stderr, false)]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty {
        var fds = open.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&fds, nfds_t(fds.count), 10_000)
        for (index, entry) in fds.enumerated().reversed() where entry.revents != 0 {
            let count = read(entry.fd, &chunk, chunk.count)
            if count <= 0 {
                close(entry.fd)
                open.remove(at: index)
            } else if open[index].1 {
                out += chunk[0..<count]
            } else {
                err += chunk[0..<count]
            }
        }
    }
    return Outcome(
        status: child.wait().shellStatus, stdoutBytes: out,
        stderr: String(decoding: err, as: UTF8.self))
}

/// A program started in the background with pipes, controlled with signals and time limits, so that a hang
/// fails the test instead of blocking it. A process still running when this is released is killed.
public final class RunningProcess {
    /// The process's id.
    public var pid: pid_t { child.pid }
    // Reaped through ``Subprocess``, which keeps count of the children it started.
    private let child: Subprocess
    private var output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `argv`; the signals in `blocked` stay blocked in it, all others are unblocked (the test
    /// runner's threads block most signals, and a mask is inherited across exec).
    ///
    /// - Parameters:
    ///   - argv: the program's path and its arguments.
    ///   - environment: the program's whole environment.
    ///   - blocked: signals to leave blocked in the child.
    public init?(_ argv: [String], environment: [String: String], blocked: [Int32] = []) {
        guard
            let child = try? Subprocess.spawn(
                argv, environment: environment, stdout: .pipe, stderr: .pipe, blocked: blocked)
        else { return nil }
        self.child = child
        output = child.stdout
        errors = child.stderr
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if exitStatus == nil {
            child.send(SIGKILL)
            child.wait()
        }
        if output >= 0 { close(output) }
        close(errors)
    }

    /// The next line of stdout, without its newline, decoded as UTF-8.
    ///
    /// - Parameter seconds: how long to wait for it.
    /// - Returns: the line; nil at end of file or when `seconds` pass first.
    public func readLine(within seconds: Double) -> String? {
        readLineBytes(within: seconds).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next line of stdout, without its newline, byte for byte.
    ///
    /// - Parameter seconds: how long to wait for it.
    /// - Returns: the line; nil at end of file or when `seconds` pass first.
    public func readLineBytes(within seconds: Double) -> [UInt8]? {
        let deadline = monotonicSeconds() + seconds
        var chunk = [UInt8](repeating: 0, count: 4096)
        while output >= 0 {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return nil }
            var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, Int32(remaining * 1000) + 1)
            if ready < 0, errno != EINTR { return nil }
            guard ready > 0 else { continue }
            let count = read(output, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[0..<count]
            } else if count == 0 || errno != EINTR {
                return nil
            }
        }
        return nil
    }

    /// Closes the test's end of the process's stdout: its next write or poll sees the reader gone.
    public func closeOutput() {
        close(output)
        output = -1
    }

    /// Sends `signal` to the process.
    ///
    /// - Parameter signal: the signal's number (`SIGTERM`).
    public func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits for the process to end.
    ///
    /// - Parameter seconds: how long to wait.
    /// - Returns: the exit status (128 + n for signal n), or nil when the process is still running.
    public func waitForExit(within seconds: Double) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = monotonicSeconds() + seconds
        repeat {
            if let termination = child.reapIfEnded() {
                exitStatus = termination.shellStatus
                return termination.shellStatus
            }
            usleep(10_000)
        } while monotonicSeconds() < deadline
        return nil
    }

    /// What the process wrote to stderr so far.
    ///
    /// - Returns: the text, decoded as UTF-8.
    public func stderrText() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(errors, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
