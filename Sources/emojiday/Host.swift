import EmojiDayKit
import Glibc

/// Everything `emojiday` takes from the machine: environment, system time zone, standard streams.
/// Nothing below the command line reads these; they are passed down.
enum Host {
    /// The environment variables EmojiDay reads, looked up once with `getenv` (building a dictionary of the
    /// whole environment would cost a run more than using it). A variable read anywhere must be listed here.
    static let environment: [String: String] = {
        let names = [
            "LC_ALL", "LC_TIME", "LANG", "TZ", "PATH", "HOME", "XDG_CONFIG_HOME", "EMOJIDAY_THEMES_PATH",
            "ICU_TIMEZONE_FILES_DIR", "COLORTERM", "NO_COLOR", "TERM",
        ]
        var result: [String: String] = [:]
        for name in names {
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
            if let range = target.firstRange(of: "zoneinfo/") { return String(target[range.upperBound...]) }
        }
        guard let file = fopen("/etc/timezone", "r") else { return nil }
        defer { fclose(file) }
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let zone = line.trimmingSuffix { $0 == "\n" || $0 == " " }
        return zone.isEmpty ? nil : zone
    }

    /// The colours the terminal card may use: `never`, `always`, or `auto` — none when `NO_COLOR` is set,
    /// stdout is not a terminal or `TERM` is `dumb`; truecolor when `COLORTERM` says so; else 256 colours.
    static func colorSupport(_ choice: String, environment: [String: String]) -> ColorSupport {
        let trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        switch choice {
        case "never": return .none
        case "always": return trueColor ? .trueColor : .ansi256
        default:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            let term = environment["TERM"] ?? ""
            guard isatty(1) == 1, !term.isEmpty, term != "dumb" else { return .none }
            return trueColor ? .trueColor : .ansi256
        }
    }

    /// On SIGTERM, SIGINT or SIGHUP, stops a running external renderer's process group before exiting
    /// with the usual status (128 + the signal), so that no renderer outlives `emojiday`.
    static func stopRendererOnTermination() {
        for number in [SIGTERM, SIGINT, SIGHUP] {
            signal(number) { received in
                let group = ExternalRenderer.runningGroup
                if group > 0 { kill(-group, SIGKILL) }
                _exit(128 + received)
            }
        }
    }

    /// Writes all of `text` to a file descriptor. Returns false when the reader has gone (EPIPE).
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Bool {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` to a file descriptor. Returns false when writing failed (`errno` says why).
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
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
