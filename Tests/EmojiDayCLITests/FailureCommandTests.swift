import EmojiDayKit
import EmojiDayTestSupport
import FoundationEssentials
import Glibc
import Testing

@testable import emojiday

extension TemporaryFolder {
    /// Writes an executable `emojiday-render-<id>` that reads its input, then runs `body`.
    fileprivate func renderer(_ id: String, _ body: String) throws {
        try write("emojiday-render-" + id, "#!/bin/sh\ncat >/dev/null\n" + body + "\n", mode: 0o755)
    }

    /// Starts `watch --format slow` with `arguments`, the renderer `slow` running `body(pidFile)`, and waits
    /// for the renderer to write a pid into `pidFile`.
    ///
    /// - Returns: `watch` and the pid written.
    fileprivate func watchSlowRenderer(
        _ arguments: [String] = [], _ body: (String) -> String
    ) throws -> (RunningProcess, pid_t) {
        let pidFile = path + "/renderer.pid"
        try renderer("slow", body(pidFile))
        let watch = try #require(
            RunningProcess(
                emojiday: ["watch", "--format", "slow", "--render-timeout", "60"] + arguments, environment: environment)
        )
        return (watch, try #require(processID(in: pidFile), "the renderer never started"))
    }

    /// The environment for `emojiday`: this folder first on `PATH`.
    fileprivate var environment: [String: String] { ["PATH": "\(path):/usr/bin:/bin", "TZ": "UTC"] }
}

/// Files emojiday cannot use, and renderers and readers that stop answering: exit statuses, messages, signals.
@Suite("Unusable files, stalled renderers and readers, end to end", .tags(.endToEnd))
struct UnusableFileCommandTests {
    @Test("A file with many problems prints the first ten and how many more, and validate lists them all")
    func manyProblemsAreCountedNotListed() throws {
        let occasions = (0..<40).map { index in
            #"{"id": "x\#(index)", "emoji": "🌙", "show": "beside", "names": {"en": "X"}, "#
                + #""date": {"calendar": "gregorian", "month": "M13", "day": 1}}"#
        }
        let set =
            #"{"formatVersion": 1, "id": "many", "name": "Many", "occasions": ["#
            + occasions.joined(separator: ", ") + "]}"
        let folder = try TemporaryFolder(["many.json": set])
        let run = emojiday(["--occasions", folder.path + "/many.json"])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.first?.hasPrefix("emojiday: error: occasion set ") == true)
        #expect(lines.last == "… and 30 more; 'emojiday occasions validate' lists them all")
        let validate = emojiday(["occasions", "validate", folder.path + "/many.json"])
        #expect(validate.stderr.split(separator: "\n").filter { $0.contains("is not a month") }.count == 40)
    }

    @Test("A FIFO given as a theme file is refused at once with status 66")
    func fifoThemeFile() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        try #require(mkfifo(scratch.path + "/f.json", 0o644) == 0)
        let outcome = emojiday(["--theme-file", scratch.path + "/f.json", "--date", "2024-09-03"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("not a regular file"))
        let listed = emojiday(["themes", "list"], environment: ["EMOJIDAY_THEMES_PATH": scratch.path])
        #expect(listed.status == 0)
        let validated = emojiday(["themes", "validate", scratch.path + "/f.json"])
        #expect(validated.status == 66)
    }

    @Test("A symbolic-link loop is named as one, with status 66")
    func symlinkLoop() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        symlink(scratch.path + "/a.json", scratch.path + "/b.json")
        symlink(scratch.path + "/b.json", scratch.path + "/a.json")
        let outcome = emojiday(["themes", "validate", scratch.path + "/a.json"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("symbolic links make a loop"))
    }

    /// `emojiday` as an unprivileged user (root reads any file), with `setpriv`.
    private func unprivileged(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
        let prefix =
            geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        return spawn(prefix + [emojidayPath] + arguments, environment: ["TZ": "UTC"].merging(environment) { $1 })
    }

    @Test("An unreadable theme file is status 66, not 65")
    func unreadable() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        chmod(scratch.path, 0o755)
        let file = scratch.path + "/secret.json"
        try FileSystem.write(Array("{}".utf8), to: file, replacing: false)
        chmod(file, 0o000)
        let outcome = unprivileged(["themes", "validate", file])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("permission denied"))
    }

    @Test("A themes folder that cannot be searched is an error, not a silent fallback")
    func unsearchableFolder() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        chmod(scratch.path, 0o700)
        let outcome = unprivileged(["--date", "2024-09-03"], environment: ["EMOJIDAY_THEMES_PATH": scratch.path])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("permission denied"))
    }

    @Test("'themes new' refuses an empty folder and an id that looks like an option")
    func themesNewRefusals() {
        let empty = emojiday(["themes", "new", "emojiday-probe", "--directory", ""])
        #expect(empty.status == 64)
        #expect(!FileSystem.exists("/emojiday-probe.json"))
        let dash = emojiday(["themes", "new", "--", "-"])
        #expect(dash.status == 64)
    }

    @Test("Paths on stdout show escape sequences instead of sending them")
    func pathsOnStdout() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let folder = scratch.path + "/d\u{1B}[31m"
        try #require(mkdir(folder, 0o755) == 0)
        let written = emojiday(["themes", "new", "mine", "--directory", folder])
        #expect(written.status == 0)
        #expect(!written.stdout.contains("\u{1B}"))
        #expect(written.stdout.contains("d\\u{1B}[31m/mine.json"))
        try TemporaryFolder.renderer(in: folder, "x")
        let listed = emojiday(["renderers"], environment: ["PATH": folder + ":/usr/bin:/bin"])
        #expect(listed.stdout.contains("emojiday-render-x"))
        #expect(!listed.stdout.contains("\u{1B}"))
    }

    @Test("A renderer's stderr reaches the terminal with escape sequences shown")
    func rendererStderr() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        try scratch.renderer("loud", #"printf 'note \033[2J\n' >&2; echo ok"#)
        let outcome = emojiday(["--format", "loud", "--date", "2024-09-03"], environment: scratch.environment)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "ok\n")
        #expect(outcome.stderr.contains("note \\u{1B}[2J"))
        #expect(!outcome.stderr.contains("\u{1B}"))
    }

    @Test(
        "watch stops on SIGTERM, SIGINT, SIGHUP and SIGQUIT during a slow render, status 0, renderer group killed",
        arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func watchStopsDuringRender(_ signal: Int32) throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let (watch, child) = try scratch.watchSlowRenderer { pidFile in "sleep 30 &\necho $! > \(pidFile)\nwait" }
        let sent = monotonicSeconds()
        watch.send(signal)
        #expect(watch.waitForExit(within: 10) == 0)
        // Promptly (the renderer would sleep 30 s, its time-out is 60 s) and without the line it was making.
        let stopping = monotonicSeconds() - sent
        #expect(stopping < 5, "watch took \(stopping) s to stop")
        #expect(watch.readLine(within: 0.5) == nil, "watch printed a line after the signal")
        #expect(hasEnded(child), "the renderer's child \(child) outlived watch")
    }

    @Test("watch stops on SIGTERM while its reader has stopped reading")
    func watchStalledReader() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        // 256 KiB per entry: more than a pipe holds, so watch blocks writing the first entry.
        try scratch.renderer("wide", "head -c 262144 /dev/zero | tr '\\0' x; echo")
        let watch = try #require(
            RunningProcess(emojiday: ["watch", "--format", "wide"], environment: scratch.environment))
        usleep(500_000)
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }
}

/// Time-zone input: FIFOs, hostile TZif files, `Etc/Unknown`, offsets of 24 hours.
@Suite("Time-zone files and names, end to end", .tags(.endToEnd))
struct TimeZoneInputCommandTests {
    /// Runs `emojiday` in the background, and its status and stderr once it ends within 10 seconds; nil
    /// when it is still running then (it is killed).
    private func finished(_ arguments: [String], environment: [String: String]) -> (status: Int32, stderr: String)? {
        guard
            let process = RunningProcess(
                emojiday: arguments, environment: emojidayEnvironment.merging(environment) { $1 })
        else { return nil }
        guard let status = process.waitForExit(within: 10) else { return nil }
        return (status, process.stderrText())
    }

    @Test("A FIFO as a time zone (TZ, --time-zone, under TZDIR) is refused at once with one line, status 64")
    func fifoTimeZone() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        try #require(mkdir(scratch.path + "/Europe", 0o755) == 0)
        try #require(mkfifo(scratch.path + "/f", 0o644) == 0)
        try #require(mkfifo(scratch.path + "/Europe/Paris", 0o644) == 0)
        let runs: [([String], [String: String])] = [
            (["--date", "2024-09-03"], ["TZ": scratch.path + "/f"]),
            (["--date", "2024-09-03"], ["TZ": ":" + scratch.path + "/f"]),
            (["--time-zone", scratch.path + "/f", "--date", "2024-09-03"], [:]),
            (["--time-zone", "Europe/Paris", "--date", "2024-09-03"], ["TZDIR": scratch.path]),
            (["--date", "2024-09-03"], ["TZ": "Europe/Paris", "TZDIR": scratch.path]),
        ]
        for (arguments, environment) in runs {
            let outcome = try #require(
                finished(arguments, environment: environment), "hung: \(arguments) \(environment)")
            #expect(outcome.status == 64)
            #expect(outcome.stderr.contains("is not a regular file"), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        }
    }

    @Test("A FIFO as the tz database's tzdata.zi: --version says the version is unknown, at once")
    func fifoDatabaseVersion() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        try #require(mkfifo(scratch.path + "/tzdata.zi", 0o644) == 0)
        let environment = emojidayEnvironment.merging(["TZDIR": scratch.path]) { $1 }
        let process = try #require(RunningProcess(emojiday: ["--version"], environment: environment))
        var lines: [String] = []
        while let line = process.readLine(within: 10) { lines.append(line) }
        #expect(process.waitForExit(within: 10) == 0)
        #expect(lines.contains { $0.contains("system tz database of unknown version") }, "\(lines)")
    }

    @Test("A TZif file with an offset of 30 hours or transitions out of order is an invalid zone: one line, 64")
    func invalidZoneFiles() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        var wide = TZifWriter()
        wide.types = [(30 * 3600, false)]
        var unordered = TZifWriter()
        unordered.types = [(3600, false), (-3600, false)]
        unordered.transitions = [(2_000_000_000, 1), (1_000_000_000, 0)]
        let files = [
            try wide.write(to: scratch, as: "Wide"), try unordered.write(to: scratch, as: "Unordered"),
        ]
        for file in files {
            let outcome = emojiday(["--date", "2024-09-03", "--format", "json"], environment: ["TZ": file])
            #expect(outcome.status == 64)
            #expect(outcome.stderr.contains("unusable time zone '\(file)' from TZ"), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1)
            #expect(outcome.stdout.isEmpty)
        }
    }

    @Test("watch reads its time zone's file again on SIGUSR1: a changed file shows the new offset")
    func watchRereadsZoneOnRefresh() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        var zone = TZifWriter()
        zone.types = [(3600, false)]
        zone.footer = "<+01>-1"
        try zone.write(to: scratch, as: "Test/Zone")
        let environment = emojidayEnvironment.merging(["TZ": "Test/Zone", "TZDIR": scratch.path]) { $1 }
        let watch = try #require(
            RunningProcess(emojiday: ["watch", "--format", "json", "--date", "2024-09-03"], environment: environment))
        let before = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
        #expect(before.contains(#""2024-09-03T00:00:00+01:00""#), "\(before)")
        zone.types = [(7200, false)]
        zone.footer = "<+02>-2"
        try zone.write(to: scratch, as: "Test/Zone")
        watch.send(SIGUSR1)
        let after = try #require(watch.readLine(within: 10), "no line after SIGUSR1: \(watch.stderrText())")
        #expect(after.contains(#""2024-09-03T00:00:00+02:00""#), "\(after)")
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }

    @Test("watch ends with the zone's error when SIGUSR1 finds its file broken, as its start would have")
    func watchRefreshWithBrokenZone() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        try TZifWriter().write(to: scratch, as: "Test/Zone")
        let environment = emojidayEnvironment.merging(["TZ": "Test/Zone", "TZDIR": scratch.path]) { $1 }
        let watch = try #require(RunningProcess(emojiday: ["watch", "--date", "2024-09-03"], environment: environment))
        _ = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
        var wide = TZifWriter()
        wide.types = [(30 * 3600, false)]
        try wide.write(to: scratch, as: "Test/Zone")
        watch.send(SIGUSR1)
        #expect(watch.waitForExit(within: 10) == 64)
        let stderr = watch.stderrText()
        #expect(stderr.contains("unusable time zone 'Test/Zone' from TZ"), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
    }

    @Test("A TZif file of 60 000 transitions and 60 000 leap records gives the right offset")
    func manyTransitions() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        var many = TZifWriter()
        many.version = 0
        many.types = [(3600, false), (7200, true)]
        many.transitions = (0..<60_000).map { (Int64($0) * 1000, UInt8($0 % 2)) }
        many.leaps = (0..<60_000).map { (Int64($0) * 1000 + 500, Int32($0 + 1)) }
        let file = try many.write(to: scratch, as: "Many")
        let outcome = emojiday(["--date", "2024-09-03", "--format", "json"], environment: ["TZ": file])
        #expect(outcome.status == 0)
        // After the last transition (type 1, +02), with no footer in a version 1 file.
        #expect(outcome.stdout.contains("\"2024-09-03T00:00:00+02:00\""), "\(outcome.stdout)")
    }

    @Test(
        "ICU's Etc/Unknown and POSIX offsets of 24 hours or more are unknown time zones, status 64",
        arguments: [
            (["--time-zone", "Etc/Unknown"], [:]), ([], ["TZ": "Etc/Unknown"]), ([], ["TZ": "AAA+24:59:59"]),
            ([], ["TZ": "AAA-24"]), (["--time-zone", "XXX-23:30YYY"], [:]),
        ] as [([String], [String: String])])
    func unknownZones(arguments: [String], environment: [String: String]) {
        let outcome = emojiday(arguments + ["--date", "2024-09-03", "--format", "json"], environment: environment)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("unknown time zone"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }
}

/// watch's closed or full output, closed standard descriptors, and SIGQUIT.
@Suite("watch's output and signals, end to end", .tags(.endToEnd))
struct OutputAndSignalCommandTests {
    /// Starts `emojiday` with `arguments` through `sh`, its stdout redirected as `redirection` says (`>&-`,
    /// `> /dev/full`), and its status and stderr once it ends within 10 seconds; nil when it is still running
    /// then (it is killed).
    private func redirected(_ arguments: [String], _ redirection: String) -> (status: Int32, stderr: String)? {
        let script = "exec \"$0\" \"$@\" " + redirection
        guard
            let process = RunningProcess(
                ["/bin/sh", "-c", script, emojidayPath] + arguments, environment: emojidayEnvironment)
        else { return nil }
        guard let status = process.waitForExit(within: 10) else { return nil }
        return (status, process.stderrText())
    }

    @Test(
        "watch ends at once, with the one-shot run's error line and status 1, when its output is closed or full",
        arguments: ["text", "waybar", "i3bar", "tmux", "json"],
        [
            (">&-", "emojiday: error: cannot write the output: bad file descriptor\n"),
            ("> /dev/full", "emojiday: error: cannot write the output: no space left on device\n"),
        ])
    func watchUnwritableOutput(format: String, output: (redirection: String, message: String)) throws {
        let arguments = ["--format", format, "--date", "2024-09-03"]
        let oneShot = try #require(redirected(arguments, output.redirection), "a one-shot run hung")
        #expect(oneShot.status == 1)
        #expect(oneShot.stderr == output.message)
        // Before, the signal self-pipe took descriptor 1 and watch waited for it forever.
        let watch = try #require(redirected(["watch"] + arguments, output.redirection), "watch kept running")
        #expect(watch.status == 1)
        #expect(watch.stderr == output.message)
    }

    @Test("watch with stdin and stderr closed runs as usual and keeps its descriptors 0 to 2 out of use")
    func watchClosedStandardDescriptors() throws {
        let watch = try #require(
            RunningProcess(
                ["/bin/sh", "-c", "exec \"$0\" watch --date 2024-09-03 <&- 2>&-", emojidayPath],
                environment: emojidayEnvironment))
        #expect(watch.readLine(within: 10) == "😊 Tuesday 3")
        watch.send(SIGUSR1)
        #expect(watch.readLine(within: 10) == "😊 Tuesday 3")
        // The self-pipe and the files read took numbers from 3 up.
        for descriptor in [0, 2] {
            var target = [CChar](repeating: 0, count: 256)
            let length = readlink("/proc/\(watch.pid)/fd/\(descriptor)", &target, target.count - 1)
            let path = String(decoding: target[0..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            #expect(path == "/dev/null", "descriptor \(descriptor) is \(path)")
        }
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }

    @Test("SIGQUIT (Ctrl-\\) ends watch like SIGINT: status 0, no crash report")
    func watchQuit() throws {
        let watch = try #require(RunningProcess(emojiday: ["watch", "--date", "2024-09-03"]))
        _ = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
        watch.send(SIGQUIT)
        #expect(watch.waitForExit(within: 10) == 0)
        #expect(watch.stderrText() == "")
    }

    @Test("SIGQUIT (Ctrl-\\) ends a one-shot run as it ends any command: status 131, no crash report")
    func oneShotQuit() throws {
        // A timeline far longer than a pipe holds, its reader not reading: the run waits to write. No core file.
        let run = try #require(
            RunningProcess(
                [
                    "/bin/sh", "-c", "ulimit -c 0; exec \"$0\" timeline --days 100000 --format json",
                    emojidayPath,
                ],
                environment: emojidayEnvironment))
        _ = try #require(run.readLine(within: 10), "no first line: \(run.stderrText())")
        run.send(SIGQUIT)
        #expect(run.waitForExit(within: 10) == 128 + SIGQUIT)
        #expect(run.stderrText() == "")
    }
}

/// The processes a renderer leaves and the descriptors it gets; how long watch sleeps.
@Suite("Renderer processes and watch's waits, end to end", .tags(.endToEnd))
struct RendererProcessAndWaitCommandTests {
    @Test(
        "No descendant of a renderer outlives emojiday: not one forked twice, in a group or a session of its own",
        arguments: [
            "( sh -c 'echo $$ > \"$PIDS\"; exec sleep 300' </dev/null >/dev/null 2>&1 & )",
            // perl-base is essential on Debian: `setpgrp` is `setpgid(0, 0)`.
            "( perl -e 'setpgrp(0, 0); exec @ARGV' sh -c 'echo $$ > \"$PIDS\"; exec sleep 300' </dev/null >/dev/null 2>&1 & )",
            "setsid sh -c 'echo $$ > \"$PIDS\"; exec sleep 300' </dev/null >/dev/null 2>&1 &",
        ])
    func noDescendantSurvives(_ escape: String) throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let pidFile = scratch.path + "/escaped.pid"
        // The renderer exits as soon as its escaped descendant has written its pid.
        try scratch.renderer(
            "escape", "export PIDS='\(pidFile)'\n\(escape)\nwhile [ ! -s \"$PIDS\" ]; do sleep 0.01; done\necho ok")
        let outcome = emojiday(["--format", "escape", "--date", "2024-09-03"], environment: scratch.environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "ok\n")
        let escaped = try #require(processID(in: pidFile), "the renderer's descendant never started")
        #expect(hasEnded(escaped), "the renderer's descendant \(escaped) outlived emojiday")
    }

    @Test("A renderer has only stdin, stdout and stderr open, whatever emojiday inherited")
    func rendererDescriptors() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let marker = try scratch.write("inherited", "")
        // `ls` lists its own descriptors: 0, 1, 2 and the one it reads the folder with, 3, the lowest free.
        try scratch.renderer("fds", "exec ls -l /proc/self/fd")
        // emojiday starts with 3, 9, 10 and 251 open on the marker, none of them close-on-exec.
        let outcome = spawn(
            [
                "/bin/bash", "-c", #"exec 3<"$0" 9<"$0" 10<"$0" 251<"$0"; exec "$@""#, marker, emojidayPath,
                "--format", "fds", "--date", "2024-09-03",
            ], environment: scratch.environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // `ls -l` lines: `lr-x------ 1 root root 64 Dec  1 14:36 3 -> /proc/17460/fd`.
        let open = outcome.stdout.split(separator: "\n").filter { $0.contains(" -> ") }.compactMap { line in
            line.split(separator: " -> ").first?.split(separator: " ").last.flatMap { Int32($0) }
        }
        #expect(open == [0, 1, 2, 3], "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("inherited"), "\(outcome.stdout)")
    }

    @Test("SIGUSR1 during a slow external render makes watch neither spin nor poll")
    func refreshDuringRenderDoesNotSpin() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let (watch, _) = try scratch.watchSlowRenderer(["--date", "2024-09-03"]) { pidFile in
            "echo $$ > '\(pidFile)'\nsleep 2\necho ok"
        }
        let before = try #require(cpuSeconds(of: watch.pid))
        let switches = try #require(voluntarySwitches(of: watch.pid))
        watch.send(SIGUSR1)
        #expect(watch.readLine(within: 10) == "ok")
        // CPU time, not wall-clock time: a spinning wait would burn the renderer's 2 s.
        let used = try #require(cpuSeconds(of: watch.pid)) - before
        #expect(used < 0.5, "watch used \(used) s of CPU while the renderer slept")
        // Where the kernel has pidfds, the renderer's end wakes watch: it does not look every 20 ms.
        let probe = try Subprocess.spawn(["/bin/true"], stdout: .null)
        let pidfd = probe.endDescriptor()
        probe.wait()
        if pidfd >= 0 {
            close(pidfd)
            let sleeps = try #require(voluntarySwitches(of: watch.pid)) - switches
            #expect(sleeps < 40, "watch woke \(sleeps) times during a 2 s render")
        }
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }

    @Test("watch of a past day sleeps until a signal instead of polling")
    func watchPastDayDoesNotPoll() throws {
        let watch = try #require(RunningProcess(emojiday: ["watch", "--date", "2020-01-01"]))
        _ = try #require(watch.readLine(within: 10), "no first line: \(watch.stderrText())")
        let switches = try #require(voluntarySwitches(of: watch.pid))
        let cpu = try #require(cpuSeconds(of: watch.pid))
        usleep(2_000_000)
        // Counted, not timed: a wait that polls every millisecond sleeps ~2 000 times in 2 s.
        let sleeps = try #require(voluntarySwitches(of: watch.pid)) - switches
        let used = try #require(cpuSeconds(of: watch.pid)) - cpu
        #expect(sleeps < 20, "watch woke \(sleeps) times in 2 s")
        #expect(used < 0.5, "watch used \(used) s of CPU in 2 s")
        watch.send(SIGUSR1)
        #expect(watch.readLine(within: 10) != nil, "no line after SIGUSR1")
        watch.send(SIGTERM)
        #expect(watch.waitForExit(within: 10) == 0)
    }

    @Test(
        "watch never sleeps 0 ms or less: a past reload date waits a second",
        arguments: [0.0, -1, -86_400, .nan])
    func watchSleepAfterReload(_ offset: Double) {
        let now = Date(timeIntervalSince1970: 1_725_000_000)
        #expect(WatchCommand.sleep(until: now.addingTimeInterval(offset), now: now) == 1_000)
    }

    @Test("watch sleeps until just after the reload date, at most a minute")
    func watchSleepUntilReload() {
        let now = Date(timeIntervalSince1970: 1_725_000_000)
        #expect(WatchCommand.sleep(until: now.addingTimeInterval(0.0004), now: now) == 2)
        #expect(WatchCommand.sleep(until: now.addingTimeInterval(30), now: now) == 30_001)
        #expect(WatchCommand.sleep(until: now.addingTimeInterval(3_600), now: now) == 60_000)
        #expect(WatchCommand.sleep(until: nil, now: now) == 60_000)
    }
}

/// The pid a process wrote into `file`, waiting up to 4 s for it.
private func processID(in file: String) -> pid_t? {
    for _ in 0..<200 {
        if let text = try? FileSystem.read(file),
            let pid = pid_t(String(decoding: text, as: UTF8.self).filter(\.isNumber)),
            pid > 0
        {
            return pid
        }
        usleep(20_000)
    }
    return nil
}

/// Whether `pid` has ended (gone, or a zombie nobody reaps), waiting up to 2 s; a process still running then
/// is killed, so that a failing test leaves nothing behind.
private func hasEnded(_ pid: pid_t) -> Bool {
    for _ in 0..<200 {
        let stat = (try? FileSystem.read("/proc/\(pid)/stat")).map { String(decoding: $0, as: UTF8.self) }
        if kill(pid, 0) != 0 || stat.map({ $0.contains(") Z ") }) ?? true { return true }
        usleep(10_000)
    }
    kill(pid, SIGKILL)
    return false
}

/// The CPU time a process used so far, user and system, in seconds (`/proc/<pid>/stat`, fields 14 and 15).
private func cpuSeconds(of pid: pid_t) -> Double? {
    guard let stat = try? FileSystem.read("/proc/\(pid)/stat"), let name = stat.lastIndex(of: UInt8(ascii: ")"))
    else { return nil }
    // Field 3, the state, comes first after the name.
    let fields = stat[(name + 1)...].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// How many times the process's main thread has slept (`voluntary_ctxt_switches` of `/proc/<pid>/status`).
private func voluntarySwitches(of pid: pid_t) -> Int? {
    guard let status = try? FileSystem.read("/proc/\(pid)/status") else { return nil }
    let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first {
        $0.hasPrefix("voluntary_ctxt_switches:")
    }
    return line.flatMap { Int($0.filter(\.isNumber)) }
}

extension TemporaryFolder {
    /// Writes an executable `emojiday-render-<id>` into `folder`.
    fileprivate static func renderer(in folder: String, _ id: String) throws {
        let fd = open(folder + "/emojiday-render-" + id, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(fd >= 0)
        close(fd)
    }
}
