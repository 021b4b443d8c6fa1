internal import Glibc

/// A renderer outside EmojiDay: an executable `emojiday-render-<id>` found on `PATH`.
///
/// It receives the JSON renderer's exact output on stdin; its stdout is the output, byte for byte, and its
/// stderr comes back as messages with control characters escaped; no other descriptor is open in it. It runs
/// in a session of its own (`Subprocess`), which is also its process group, and this process becomes the
/// subreaper of its descendants (`Subprocess.adoptOrphans()`). When the renderer exits, outlives its time-out
/// (``Options/timeout``), writes more than ``maximumOutputSize`` bytes or a stop signal arrives
/// (`SignalDispatcher`), its whole group is killed, it is reaped, and then every orphan it left — a process
/// that forked twice or called `setsid` included — is killed and reaped (`Subprocess.killOrphans()`): no
/// descendant outlives it. This is the one renderer that does I/O: its work is a process.
public struct ExternalRenderer: Renderer {
    /// The prefix that makes an executable on `PATH` a renderer.
    public static let prefix = "emojiday-render-"
    /// The most output taken from a renderer, in bytes; a renderer that writes more is stopped.
    public static let maximumOutputSize = Limits.rendererOutputBytes
    /// The most of a renderer's stderr kept, in bytes; the rest is read and dropped.
    public static let maximumMessageSize = Limits.rendererMessageBytes

    /// The id: the executable's name after ``prefix``.
    public let id: String
    /// The executable's path.
    public let path: String
    public let mediaType = "application/octet-stream"
    public var summary: String { "external renderer \(path)" }
    // Status bars run external renderers under `watch`: whether one writes lines is its author's business.
    public let isLineOriented = true
    // It reads the month document as `--format json` writes it.
    public let drawsMonths = true
    public var declaredMonthOptions: [RendererOption] { declaredOptions }
    public var declaredOptions: [RendererOption] {
        [
            RendererOption(
                "render-timeout", value: .number, valueName: "seconds",
                help: "How long an external renderer may run, \(Self.timeoutRange).",
                defaultValue: CSSGradient.number(Limits.renderTimeout.default))
        ]
    }

    /// How an external renderer runs.
    public struct Options: Sendable, Hashable {
        /// How long the renderer may run, in seconds.
        public var timeout: Double

        /// Options.
        ///
        /// - Parameter timeout: how long the renderer may run, in seconds.
        public init(timeout: Double = Limits.renderTimeout.default) { self.timeout = timeout }
    }

    /// Creates a renderer that runs an executable.
    ///
    /// - Parameters:
    ///   - id: The id, the executable's name after ``prefix``.
    ///   - path: The executable's path.
    public init(id: String, path: String) {
        self.id = id
        self.path = path
    }

    /// `0.01 to 3600 seconds`, as help and messages say it.
    static let timeoutRange =
        "\(CSSGradient.number(Limits.renderTimeout.least)) to \(CSSGradient.number(Limits.renderTimeout.most)) seconds"

    public func options(from values: RendererOptionValues) throws(EmojiDayError) -> Options {
        guard let text = values["render-timeout"] else { return Options() }
        guard let timeout = Double(text), timeout >= Limits.renderTimeout.least, timeout <= Limits.renderTimeout.most
        else {
            throw .invalidTimeout(text)
        }
        return Options(timeout: timeout)
    }

    // What the JSON document it reads has.
    public func entryFields(for options: Options) -> DayFields {
        JSONRenderer().entryFields(for: NoRendererOptions())
    }

    /// Runs the renderer on a document.
    ///
    /// - Parameters:
    ///   - document: the document, sent to the renderer as JSON (``JSONRenderer``) on its stdin; a month
    ///     document as the month document (``JSONRenderer/monthDocument(_:)``).
    ///   - options: how long it may run.
    /// - Returns: the renderer's stdout, byte for byte, and its stderr made safe for a terminal
    ///   (``TextSafety/visible(_:)``) as the messages.
    /// - Throws: ``EmojiDayError`` — `.failure` naming the renderer when it is not executable, cannot start, fails,
    ///   is killed, writes nothing, writes too much, outlives the time-out or is stopped by a signal; its
    ///   messages are the error's details.
    public func render(_ document: Document, options: Options) throws(EmojiDayError) -> RenderedOutput {
        guard access(path, X_OK) == 0 else {
            throw .rendererNotExecutable(id, path: path)
        }
        let input = try JSONRenderer().render(document, options: NoRendererOptions()).bytes
        let child: Subprocess
        Subprocess.adoptOrphans()
        do {
            child = try Subprocess.spawn([path], stdin: .pipe, stdout: .pipe, stderr: .pipe, session: true)
        } catch {
            throw .rendererFailed(id, path: path, .cannotStart(error.message), messages: [])
        }
        let timeout = options.timeout
        let (outcome, output, errors) = Self.exchange(with: child, input: input, timeout: timeout)
        let messages = TextSafety.visible(String(decoding: errors, as: UTF8.self))
        let details = messages.split(separator: "\n").map { "\(id): \($0)" }
        func failed(_ failure: EmojiDayError.RendererFailure) -> EmojiDayError {
            .rendererFailed(id, path: path, failure, messages: details)
        }
        switch outcome {
        case .stopped(let signal):
            throw failed(.stopped(signal: signal))
        case .timedOut:
            throw failed(.timedOut(seconds: timeout))
        case .tooLarge:
            throw failed(.tooLarge(limit: Self.maximumOutputSize))
        case .ended(.exited(let status)) where status != 0:
            throw failed(.exited(status: status))
        case .ended(.signalled(let signal)):
            throw failed(.killed(signal: signal))
        case .ended where output.isEmpty:
            throw failed(.wroteNothing)
        case .ended:
            return RenderedOutput(bytes: output, mediaType: mediaType, messages: messages)
        }
    }

    enum Outcome {
        case ended(Subprocess.Termination)
        case timedOut
        case tooLarge
        case stopped(Int32)
    }

    /// Feeds `input` to the child and collects its stdout and stderr until it exits, then kills its process
    /// group, reaps it and kills and reaps the orphans it left. Every way out does all three.
    private static func exchange(
        with child: Subprocess, input: [UInt8], timeout: Double
    ) -> (Outcome, [UInt8], [UInt8]) {
        var output: [UInt8] = []
        var errors: [UInt8] = []
        var written = 0
        var writer = child.stdin
        var readers = [child.stdout, child.stderr]
        let ending = child.endDescriptor()
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        let deadline = now() + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var ended = false
        func finish(_ outcome: Outcome?) -> (Outcome, [UInt8], [UInt8]) {
            child.killGroup()
            if ending >= 0 { close(ending) }
            if writer >= 0 { close(writer) }
            readers.filter { $0 >= 0 }.forEach { close($0) }
            let termination = child.wait()
            Subprocess.killOrphans()
            return (outcome ?? .ended(termination), output, errors)
        }
        while true {
            if let signal = SignalDispatcher.stopSignal { return finish(.stopped(signal)) }
            // A renderer that has exited is done, even if a process it left behind still holds its output
            // open: its group is killed and what is in the pipes is taken.
            if !ended, child.hasEnded() {
                ended = true
                child.killGroup()
            }
            if writer >= 0, written == input.count {
                close(writer)
                writer = -1
            }
            if readers.allSatisfy({ $0 < 0 }) {
                if ended { return finish(nil) }
            }
            let remaining = deadline - now()
            if remaining <= 0 { return finish(.timedOut) }
            var fds = readers.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            fds.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0))
            // Exit wakes the loop through the pidfd (left out once seen: it stays readable); without one, the
            // loop wakes every 20 ms to look. The wake-up pipe stays last.
            fds.append(pollfd(fd: ended ? -1 : ending, events: Int16(POLLIN), revents: 0))
            fds.append(pollfd(fd: SignalDispatcher.wakeDescriptor, events: Int16(POLLIN), revents: 0))
            let wait = min(remaining, ending >= 0 ? 3600 : 0.02)
            let ready = poll(&fds, nfds_t(fds.count), ended ? 0 : Int32(wait * 1000) + 1)
            if ready < 0, errno != EINTR { return finish(nil) }
            if ready == 0, ended { return finish(nil) }
            // A signal that does not stop the renderer (SIGUSR1 under `watch`) stays counted for the caller;
            // its byte is taken, or every poll would return at once until the renderer ends.
            if let wake = fds.last, wake.revents != 0 { SignalDispatcher.drainWakeups() }
            for (slot, reader) in readers.enumerated() where reader >= 0 && fds[slot].revents != 0 {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 {
                    if slot == 0 {
                        output += buffer[0..<count]
                        if output.count > maximumOutputSize { return finish(.tooLarge) }
                    } else if errors.count < maximumMessageSize {
                        errors += buffer[0..<min(count, maximumMessageSize - errors.count)]
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(reader)
                    readers[slot] = -1
                }
            }
            if writer >= 0, fds[2].revents != 0 {
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
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
