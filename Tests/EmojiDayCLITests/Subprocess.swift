import EmojiDayKit
import Glibc
import Testing

/// What a finished process wrote and how it ended.
struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The built `emojiday`, beside the test bundle in the build folder.
let emojidayPath: String = {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let exe = String(decoding: buffer[0..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var directory = String(exe.prefix(upTo: exe.lastIndex(of: "/") ?? exe.endIndex))
    // The test runner may live inside the `.xctest` bundle folder.
    while !directory.isEmpty, access(directory + "/emojiday", X_OK) != 0 {
        directory = String(directory.prefix(upTo: directory.lastIndex(of: "/") ?? directory.startIndex))
    }
    return directory + "/emojiday"
}()

/// Runs `emojiday` with arguments and a fixed environment (`TZ=UTC`, no locale unless given).
func emojiday(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
    var env = ["TZ": "UTC", "PATH": "/usr/bin:/bin"]
    env.merge(environment) { $1 }
    return spawn([emojidayPath] + arguments, environment: env)
}

/// Runs a program to its end with EmojiDay's own spawn helper (``Subprocess``), collecting stdout and stderr.
func spawn(_ argv: [String], environment: [String: String]) -> Outcome {
    let child: Subprocess
    do {
        child = try Subprocess.spawn(argv, environment: environment, stdout: .pipe, stderr: .pipe)
    } catch {
        return Outcome(status: -1, stdout: "", stderr: "spawn failed: \(error.message)")
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
        status: child.wait().shellStatus, stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self))
}

/// `emojiday` started in the background with pipes, controlled with signals and time limits, so that a
/// hang fails the test instead of blocking it.
final class RunningEmojiday {
    let pid: pid_t
    private var output: Int32
    private let errors: Int32
    private var buffer: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts `emojiday` with `arguments`; the signals in `blocked` stay blocked in it, all others are
    /// unblocked (the test runner's threads block most signals, and a mask is inherited across exec).
    init?(
        _ arguments: [String], environment: [String: String] = ["TZ": "UTC", "PATH": "/usr/bin:/bin"],
        blocked: [Int32] = []
    ) {
        guard
            let child = try? Subprocess.spawn(
                [emojidayPath] + arguments, environment: environment, stdout: .pipe, stderr: .pipe, blocked: blocked)
        else { return nil }
        pid = child.pid
        output = child.stdout
        errors = child.stderr
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if output >= 0 { close(output) }
        close(errors)
    }

    /// The next line of stdout, without its newline; nil at end of file or after `seconds`.
    func readLine(within seconds: Double) -> String? {
        let deadline = monotonicSeconds() + seconds
        var chunk = [UInt8](repeating: 0, count: 4096)
        while output >= 0 {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
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
    func closeOutput() {
        close(output)
        output = -1
    }

    func send(_ signal: Int32) { kill(pid, signal) }

    /// The exit status (128 + n for signal n), or nil when the process is still running after `seconds`.
    func waitForExit(within seconds: Double) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = monotonicSeconds() + seconds
        repeat {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                exitStatus = code
                return code
            }
            usleep(10_000)
        } while monotonicSeconds() < deadline
        return nil
    }

    /// What the process wrote to stderr so far.
    func stderrText() -> String {
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
