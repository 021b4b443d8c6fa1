import EmojiDayKit
import Glibc

/// How far the month shown by `emojiday month` and by a running `watch`'s month tooltip is moved from
/// today's, as `emojiday month --shift +1|-1|0` sets it (a status bar's scroll wheel).
///
/// The state is the user's, in `$XDG_RUNTIME_DIR/emojiday/` (a folder only the user reads, emptied at
/// logout): `month-shift` holds the local day it was set and the offset in months (`2027-01-15 +1`), and is
/// worth nothing on another day, so that the shift goes back to today's month at local midnight. Each running
/// `watch` leaves a file `watch.<pid>` there while it runs; `--shift` sends SIGUSR1 to each of them that is
/// still an emojiday process, so that it draws again at once, and removes the files of those that are gone.
/// Without `XDG_RUNTIME_DIR` (an absolute path), nothing is read or kept and `--shift` is refused.
enum MonthShift {
    /// The folder of the state, if `XDG_RUNTIME_DIR` names one.
    static func folder(environment: [String: String]) -> String? {
        guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return nil }
        return (runtime.hasSuffix("/") ? runtime : runtime + "/") + "emojiday"
    }

    /// The offset set today (`today` being the local day), else 0.
    static func offset(today: CivilDate, environment: [String: String]) -> Int {
        guard let folder = folder(environment: environment),
            let bytes = try? FileSystem.read(folder + "/month-shift", limit: 64)
        else { return 0 }
        let words = MonthExpression.words(String(decoding: bytes, as: UTF8.self).filter { $0 != "\n" })
        guard let day = words.first, let offset = words.last, words.count == 2, CivilDate(iso: day) == today else {
            return 0
        }
        return MonthExpression.offset(offset) ?? 0
    }

    /// Moves the shift by `text` (`+1`, `-1`, or `0` to go back to today's month), kept within
    /// ``Limits/monthOffset``, and tells the running `watch` processes.
    ///
    /// - Returns: the new offset.
    static func shift(
        _ text: String, today: CivilDate, environment: [String: String]
    ) throws(CommandLineError) -> Int {
        guard let step = MonthExpression.offset(text) ?? (text == "0" ? 0 : nil) else {
            throw .invalidMonthShift(text)
        }
        guard let folder = folder(environment: environment) else { throw .noRuntimeDirectory }
        // `0` goes back to today's month; `+0` and `-0` move nowhere.
        let current = text == "0" ? 0 : offset(today: today, environment: environment)
        let moved = max(-Limits.monthOffset, min(Limits.monthOffset, current + step))
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .library(.file(folder, .unwritable(String(cString: strerror(errno)))))
        }
        let line = "\(today) \(moved < 0 ? "-" : "+")\(abs(moved))\n"
        try library(try FileSystem.write(Array(line.utf8), to: folder + "/month-shift", replacing: true))
        signalWatches(in: folder)
        return moved
    }

    /// Leaves `watch.<pid>` in the folder while `watch` runs; the path to remove at exit, if written.
    static func register(environment: [String: String]) -> String? {
        guard let folder = folder(environment: environment) else { return nil }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST { return nil }
        let path = folder + "/watch.\(getpid())"
        return (try? FileSystem.write([], to: path, replacing: true)) == nil ? nil : path
    }

    /// Sends SIGUSR1 to every registered `watch` that is still an emojiday process of this user; removes the
    /// files of the others (a process gone, or a process id taken by another program since).
    static func signalWatches(in folder: String) {
        let own = command(of: "self")
        for name in FileSystem.contents(ofDirectory: folder) where name.hasPrefix("watch.") {
            guard let pid = Int32(name.dropFirst("watch.".count)), pid > 0 else { continue }
            if own != nil && command(of: String(pid)) == own && kill(pid, SIGUSR1) == 0 { continue }
            unlink(folder + "/" + name)
        }
    }

    /// The command name of a process (`/proc/<pid>/comm`), if it can be read.
    private static func command(of process: String) -> String? {
        (try? FileSystem.read("/proc/\(process)/comm", limit: 64)).map { String(decoding: $0, as: UTF8.self) }
    }
}
