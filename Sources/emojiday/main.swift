import EmojiDayICU
import EmojiDayKit
import Glibc

// The process: run the arguments (Run.swift), write the output, exit with its status.
signal(SIGPIPE, SIG_IGN)
do {
    let output = try run(Array(CommandLine.arguments.dropFirst()))
    if !output.stderr.isEmpty { Host.write(visible(output.stderr), to: 2) }
    /// The bytes of UTF-8 text as stdout takes them: in the output's codeset when it has one.
    func encoded(_ utf8: [UInt8]) -> [UInt8] {
        guard let codeset = output.codeset else { return utf8 }
        return ICUCharset.encode(String(decoding: utf8, as: UTF8.self), codeset: codeset) ?? utf8
    }
    // Text for people (listings, paths, versions) is escaped here, in the one place it is written; a
    // renderer's bytes are its own (the built-in ones drop unsafe characters themselves).
    var written = Host.write(encoded(output.bytes ?? Array(TextSafety.terminalText(output.stdout).utf8)), to: 1)
    if written, let stream = output.stream {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        written = try stream(&buffer) { bytes in
            defer { bytes.removeAll(keepingCapacity: true) }
            return Host.write(encoded(bytes), to: 1)
        }
    }
    if !written {
        // Stopped by a signal while the reader was not reading: the output is abandoned.
        if let signal = SignalDispatcher.stopSignal { exit(128 + signal) }
        // A reader that went away (EPIPE) is not worth a message; a full disk is.
        let code = errno
        let report = ErrorReport.report(.cannotWriteOutput(reason: String(cString: strerror(code)).lowercased()))
        if code != EPIPE { Host.write(report.text, to: 2) }
        exit(report.status)
    }
    exit(output.status)
} catch {
    // Stopped by SIGTERM, SIGINT or SIGHUP (with an external renderer running): the usual status, no message.
    if let signal = SignalDispatcher.stopSignal { exit(128 + signal) }
    let report = ErrorReport.report(error)
    Host.write(report.text, to: 2)
    exit(report.status)
}
