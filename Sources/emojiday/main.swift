import EmojiDayICU
import EmojiDayKit
import Glibc

// The process: run the arguments (Run.swift), write the output, exit with its status.
// First, before anything opens a descriptor: a standard descriptor closed at start-up gets a stand-in.
_ = Host.closedStandardDescriptors
signal(SIGPIPE, SIG_IGN)
// Ctrl-\ ends a run as it ends any command, not with the Swift runtime's crash report (its backtracer takes
// SIGQUIT for a crash); `watch` and external renderers take it as a stop signal (``SignalDispatcher``).
signal(SIGQUIT, SIG_DFL)
do {
    let output = try run(Array(CommandLine.arguments.dropFirst()))
    // The one writer of a command's output (``Output/write()``), as `watch` writes each entry.
    let written = try library(try output.write())
    if !written {
        // Stopped by a signal while the reader was not reading: the output is abandoned.
        if let signal = SignalDispatcher.stopSignal { exit(128 + signal) }
        // A reader that went away (EPIPE) is not worth a message; a full disk or a closed output is.
        let code = errno
        let report = ErrorReport.report(CommandLineError.cannotWriteOutput(errno: code))
        if code != EPIPE { Host.write(report.text, to: 2) }
        exit(report.status)
    }
    exit(output.status)
} catch {
    // Stopped by a stop signal (with an external renderer running): the usual status, no message.
    if let signal = SignalDispatcher.stopSignal { exit(128 + signal) }
    let report = ErrorReport.report(error)
    Host.write(report.text, to: 2)
    exit(report.status)
}
