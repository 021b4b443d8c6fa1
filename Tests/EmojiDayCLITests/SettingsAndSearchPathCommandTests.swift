import EmojiDayKit
import EmojiDayTestSupport
import Glibc
import Testing

/// What EmojiDay reads around a run — `config.json` files, lists of folders, authored files — end to end: a
/// file that cannot be read is named, a file others could change is not trusted, lists of any length cost
/// little, and `validate` gives a verdict for every file.
@Suite("Settings files, search paths and verdicts, end to end", .tags(.endToEnd))
struct SettingsAndSearchPathCommandTests {
    /// A config home and a system config folder in a scratch folder, for `environment`.
    private static func configFolders(_ scratch: TemporaryFolder) throws -> [String: String] {
        for folder in ["home/emojiday", "etc/emojiday"] {
            try #require(mkdir(scratch.path + "/" + folder.split(separator: "/")[0], 0o755) == 0 || errno == EEXIST)
            try #require(mkdir(scratch.path + "/" + folder, 0o755) == 0)
        }
        return ["XDG_CONFIG_HOME": scratch.path + "/home", "XDG_CONFIG_DIRS": scratch.path + "/etc"]
    }

    @Test("A config.json that is a link loop is named as one with status 66, in the user's folder or the system's")
    func configLinkLoopIsAnError() throws {
        for folder in ["home", "etc"] {
            let scratch = try TemporaryFolder(prefix: "emojiday-cli")
            defer { scratch.remove() }
            let environment = try Self.configFolders(scratch)
            let config = "\(scratch.path)/\(folder)/emojiday/config.json"
            try #require(symlink(config, config) == 0)
            for arguments in [["config"], ["--date", "2024-09-03"]] {
                let outcome = emojiday(arguments, environment: environment)
                #expect(outcome.status == 66, "\(folder) \(arguments)")
                #expect(outcome.stderr.contains("symbolic links make a loop"), "\(outcome.stderr)")
                #expect(outcome.stdout.isEmpty)
            }
        }
    }

    @Test("A config.json another user could change is not read: status 66 and what to do")
    func untrustedConfigIsRefused() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let environment = try Self.configFolders(scratch)
        let folder = scratch.path + "/etc/emojiday"
        let config = try scratch.write("etc/emojiday/config.json", #"{"format": "json"}"#)
        #expect(emojiday(["--date", "2024-09-03"], environment: environment).stdout.hasPrefix("{"))
        // The folder writable by everyone, as a careless install leaves /etc/xdg/emojiday.
        try #require(chmod(folder, 0o777) == 0)
        var outcome = emojiday(["--date", "2024-09-03"], environment: environment)
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("is writable by every user") && outcome.stderr.contains("chmod o-w"))
        #expect(outcome.stdout.isEmpty)
        // The sticky bit (as /tmp has) keeps others from replacing the file: read again.
        try #require(chmod(folder, 0o1777) == 0)
        #expect(emojiday(["--date", "2024-09-03"], environment: environment).status == 0)
        try #require(chmod(folder, 0o755) == 0)
        try #require(chmod(config, 0o666) == 0)
        outcome = emojiday(["--date", "2024-09-03"], environment: environment)
        #expect(outcome.status == 66 && outcome.stderr.contains("it is writable by every user"))
        // Owned by another user (not root, not the user running emojiday).
        try #require(chmod(config, 0o644) == 0)
        if geteuid() == 0 {
            try #require(chown(config, 65534, 65534) == 0)
            outcome = emojiday(["--date", "2024-09-03"], environment: environment)
            #expect(outcome.status == 66 && outcome.stderr.contains("owned by user 65534"))
        }
    }

    @Test("Twenty thousand folders in XDG_CONFIG_DIRS and a HOME of forty thousand slashes cost little")
    func longSearchPathsAreCheap() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let folders = (0..<20_000).map { "/\($0 % 50)" }.joined(separator: ":")
        let listed = emojiday(["config"], environment: ["XDG_CONFIG_DIRS": folders])
        #expect(listed.status == 0)
        // Each folder once (50 distinct ones); no HOME here, so no user's file.
        #expect(listed.stdout.split(separator: "\n").filter { $0.contains("/emojiday/config.json") }.count == 50)
        let home = scratch.path + String(repeating: "/", count: 40_000)
        let day = emojiday(["config", "--path"], environment: ["HOME": home])
        #expect(day.status == 0)
        #expect(day.stdout == scratch.path + "/.config/emojiday/config.json\n")
    }

    @Test("occasions validate writes a verdict on stdout for every file, invalid ones too")
    func validateGivesEveryFileAVerdict() throws {
        let scratch = try TemporaryFolder(prefix: "emojiday-cli")
        defer { scratch.remove() }
        let occasion = { (id: String, names: String) in
            #"{"formatVersion": 1, "id": "\#(id)", "name": "Bad", "occasions": [{"id": "x", "emoji": "🎉", "#
                + #""show": "replace", "names": \#(names), "date": {"calendar": "gregorian", "month": "M01", "day": 1}}]}"#
        }
        let bad = try scratch.write("bad.json", occasion("bad", #"{"en": 5}"#))
        let long = try scratch.write(
            "long.json", occasion("long", #"{"en": "\#(String(repeating: "n", count: 201))"}"#))
        let outcome = emojiday(["occasions", "validate", bad, long, scratch.path + "/missing.json"])
        #expect(outcome.status == 66)
        #expect(
            outcome.stdout
                == "\(scratch.path)/missing.json: cannot be read\n\(bad): invalid (1 error)\n\(long): invalid (1 error)\n"
        )
        // A refused English name is one error, not also "missing the English name".
        #expect(!outcome.stderr.contains("missing the English name"))
        #expect(outcome.stderr.contains("a name of 201 characters; a name has at most 200"))
    }

    @Test("A template keeps every character written twice, and one over the limit is refused with status 64")
    func templatesKeepDoubledCharactersAndHaveALimit() {
        let line = emojiday(["--template", "hello coffee 2000 Week 11 {{x}}", "--date", "2024-09-03"])
        #expect(line.stdout == "hello coffee 2000 Week 11 {x}\n")
        let long = emojiday(["--template", String(repeating: "x", count: 1_025), "--date", "2024-09-03"])
        #expect(long.status == 64)
        #expect(long.stderr.contains("has 1025 characters; a template has at most 1024"))
        #expect(long.stderr.split(separator: "\n").count == 1)
    }
}
