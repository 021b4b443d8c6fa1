import EmojiDayKit
import Glibc

/// Everything `emojiday` takes from the machine: environment, system time zone, standard streams.
/// Nothing below the command line reads these; they are passed down.
enum Host {
    /// The environment variables EmojiDay reads, besides the `EMOJIDAY_<OPTION>` of each configurable option
    /// (``Commands/configurableOptions``). A variable read anywhere must be listed here: ``environment`` holds
    /// only these.
    static let variables = [
        // Locale and character set (Configuration, textCodeset).
        "LC_ALL", "LC_TIME", "LC_CTYPE", "LANG",
        // Time zone and its data (Configuration, TimeZoneRules, --version).
        "TZ", "TZDIR", "ICU_TIMEZONE_FILES_DIR",
        // External renderers, config.json, themes and occasion sets (the user's and the system's).
        "PATH", "HOME", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS", "XDG_DATA_HOME", "XDG_DATA_DIRS",
        "EMOJIDAY_THEMES_PATH", "EMOJIDAY_OCCASIONS_PATH",
        // The month `month --shift` moved (MonthShift).
        "XDG_RUNTIME_DIR",
        // The terminal (colours, card rows).
        "COLORTERM", "NO_COLOR", "CLICOLOR_FORCE", "TERM", "COLUMNS",
        // The DTSTAMP of an iCalendar export (OccasionCommands).
        "SOURCE_DATE_EPOCH",
    ]

    /// The environment variables EmojiDay reads (``variables`` and `EMOJIDAY_<OPTION>`), looked up once with
    /// `getenv`: building a dictionary of the whole environment would cost a run more than using it.
    static let environment: [String: String] = {
        var result: [String: String] = [:]
        for name in variables + Commands.configurableOptions.compactMap(\.environmentVariable) {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }()

    /// Whether resolving the time zone needs the system's: no `--time-zone` and no `TZ`, or a `TZ` that names
    /// `/etc/localtime`. Reading `/etc/localtime` otherwise would be wasted.
    static func needsSystemTimeZone(option: String?) -> Bool {
        guard option == nil else { return false }
        let tz = environment["TZ"] ?? ""
        return tz.isEmpty || tz.hasSuffix("/etc/localtime")
    }

    /// The zone `/etc/localtime` links to (`/usr/share/zoneinfo/Europe/Paris`), else `/etc/timezone`.
    static var systemTimeZone: String? {
        var buffer = [CChar](repeating: 0, count: 512)
        let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if length > 0 {
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let parts = target.split(separator: "/", omittingEmptySubsequences: false)
            if let zoneinfo = parts.firstIndex(of: "zoneinfo"), zoneinfo + 1 < parts.endIndex {
                return parts[(zoneinfo + 1)...].joined(separator: "/")
            }
            // A zone file outside any zoneinfo folder: its path is the zone.
            if target.hasPrefix("/") { return target }
        }
        // Read like every other file (``FileSystem/read(_:limit:)``: without blocking, a regular file only).
        guard let bytes = try? FileSystem.read("/etc/timezone", limit: 4096) else { return nil }
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let zone = line.trimmingSuffix { $0 == " " || $0 == "\r" }
        return zone.isEmpty ? nil : zone
    }

    /// A schema installed beside this executable (`<prefix>/share/emojiday/theme.schema.json` or
    /// `occasions.schema.json` for `<prefix>/bin/emojiday`, as `scripts/install` puts them), if there is one.
    static func installedSchema(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let parts = executable.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.dropLast().last == "bin" else { return nil }
        let path = parts.dropLast(2).joined(separator: "/") + "/share/emojiday/" + name
        return FileSystem.isFile(path) ? path : nil
    }

    /// What the terminal on stdout can show, for a renderer to decide from (`--color` is the text renderer's
    /// choice between these, made in one place: ``TextRenderer``): the colours when they are left to the
    /// terminal, the colours when they are forced — truecolor when `COLORTERM` says so, else 256 —, and the
    /// width in cells. Only the terminal card and the month grid ask; the bar formats never colour this way.
    static func terminal(environment: [String: String]) -> RendererOptionValues.Terminal {
        let trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        let palette: ColorSupport = trueColor ? .trueColor : .ansi256
        let shown = colorsLeftToTerminal(environment: environment, isTerminal: isatty(1) == 1)
        return RendererOptionValues.Terminal(
            colors: shown ? palette : .none, forcedColors: palette, columns: columns(environment: environment))
    }

    /// Whether colours are shown when `--color` (or `EMOJIDAY_COLOR`, or `color` in config.json) leaves them to
    /// the environment, by the common conventions, first match wins: `NO_COLOR` set and not empty, no;
    /// `CLICOLOR_FORCE` set, not empty and not `0`, yes, even when stdout is not a terminal; then yes only
    /// when stdout is a terminal and `TERM` is neither empty nor `dumb`.
    ///
    /// - Parameters:
    ///   - environment: the variables read.
    ///   - isTerminal: whether stdout is a terminal.
    /// - Returns: whether the card is coloured.
    static func colorsLeftToTerminal(environment: [String: String], isTerminal: Bool) -> Bool {
        if !(environment["NO_COLOR"] ?? "").isEmpty { return false }
        let force = environment["CLICOLOR_FORCE"] ?? ""
        if !force.isEmpty, force != "0" { return true }
        let term = environment["TERM"] ?? ""
        return isTerminal && !term.isEmpty && term != "dumb"
    }

    /// The terminal's width in cells for side-by-side cards: `COLUMNS` when it is a positive number, else
    /// the width of the terminal on stdout, else 80; at most ``Limits/terminalColumns``.
    static func columns(environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return min(columns, Limits.terminalColumns)
        }
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The standard descriptors (0, 1, 2) that were closed when the process started (`emojiday >&-`), each
    /// then opened on `/dev/null` to hold its number: otherwise the next descriptor opened — a file read, the
    /// signal self-pipe, a renderer's pipe — would take it and get stdout's bytes, or be waited on as stdout.
    /// ``write(_:to:)`` still fails on them as on a closed descriptor (`EBADF`), so the run reports that it
    /// cannot write its output. `main` reads this first.
    static let closedStandardDescriptors: Set<Int32> = {
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.insert(descriptor)
            // The lowest free number, this one, as those below it are open. Without /dev/null (a bare
            // chroot) it stays closed: writes to it fail all the same.
            let opened = open("/dev/null", O_RDWR | O_NOCTTY)
            if opened >= 0, opened != descriptor { close(opened) }
        }
        return closed
    }()

    /// Writes all of `text` to a file descriptor. Returns false when the reader has gone (EPIPE).
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool { write(Array(text.utf8), to: descriptor) }

    /// Writes all of `bytes` to a file descriptor. Returns false, `errno` saying why, when the write failed
    /// (a reader that has gone, a full disk, a descriptor closed at start-up: ``closedStandardDescriptors``)
    /// or when a stop signal arrives while the reader is not reading (the output is then abandoned).
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        if !bytes.isEmpty, closedStandardDescriptors.contains(descriptor) {
            errno = EBADF
            return false
        }
        var offset = 0
        while offset < bytes.count {
            if SignalDispatcher.stopSignal != nil { return false }
            // Wait until the descriptor takes bytes or a signal wakes us; then write at most a pipe's atomic
            // size, which a ready pipe takes without blocking.
            var fds = [
                pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
                pollfd(fd: SignalDispatcher.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&fds, 2, -1) < 0, errno != EINTR { return false }
            if fds[1].revents != 0 {
                if SignalDispatcher.stopSignal != nil { return false }
                SignalDispatcher.drainWakeups()
            }
            guard fds[0].revents != 0 else { continue }
            let count = bytes[offset...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, min($0.count, Int(PIPE_BUF)))
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += count
        }
        return true
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var copy = self
        while let last = copy.last, predicate(last) { copy.removeLast() }
        return copy
    }
}
