import Foundation
import PackagePlugin

/// Gives the `emojiday` target its version and, when the build is told, the git commit it is built from.
///
/// The version is the package's `VERSION` file, the one place it is written (scripts and packages read the
/// same file). The commit comes from `EMOJIDAY_COMMIT` in the build's environment, which `scripts/install`
/// and `scripts/release` set from git; a plain `swift build` has none and the binary names no commit. Both
/// values become arguments of the build command, so a new version or commit rebuilds only this one file.
@main
struct EmbedVersion: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let file = context.package.directoryURL.appending(path: "VERSION")
        let version = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard isSemanticVersion(version) else {
            throw VersionError.notSemantic(path: file.path, text: version)
        }
        var commit: String? = nil
        if let given = ProcessInfo.processInfo.environment["EMOJIDAY_COMMIT"], !given.isEmpty {
            if isCommit(given) {
                commit = given
            } else {
                Diagnostics.warning("EMOJIDAY_COMMIT is not a git commit (hex digits, maybe '-dirty'): ignored")
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        // Both values are checked above to hold only digits, letters, '.', '-' and '+': safe in a Swift string.
        let source = """
            // Written by the EmbedVersion plugin from VERSION and EMOJIDAY_COMMIT: edit VERSION, not this file.

            /// What the binary was built from.
            enum BuildInfo {
                /// The package's version (the VERSION file), in semantic versioning.
                static let version = "\(version)"
                /// The git commit of the build's sources, when the build was given it; nil otherwise.
                static let commit: String? = \(commit.map { "\"\($0)\"" } ?? "nil")
            }

            """
        return [
            .buildCommand(
                displayName: "Embedding version \(version)\(commit.map { " (commit \($0))" } ?? "")",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$1\" >\"$2\"", "sh", source, output.path],
                inputFiles: [file],
                outputFiles: [output]
            )
        ]
    }

    /// `MAJOR.MINOR.PATCH`, with an optional `-pre.release` and `+build` of letters, digits, '.' and '-'.
    func isSemanticVersion(_ text: String) -> Bool {
        let plusParts = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        let dashParts = (plusParts.first ?? "").split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let core = (dashParts.first ?? "").split(separator: ".", omittingEmptySubsequences: false)
        let numbers =
            core.count == 3
            && core.allSatisfy { part in
                !part.isEmpty && part.allSatisfy(\.isASCIIDigit) && (part == "0" || part.first != "0")
            }
        let labels = (dashParts.dropFirst() + plusParts.dropFirst()).allSatisfy { label in
            label.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { identifier in
                !identifier.isEmpty && identifier.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }
            }
        }
        return numbers && labels
    }

    /// A commit as `git rev-parse` writes it, 7 to 40 hex digits, maybe followed by `-dirty`.
    func isCommit(_ text: String) -> Bool {
        let hash = text.hasSuffix("-dirty") ? text.dropLast(6) : Substring(text)
        return (7...40).contains(hash.count) && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}

enum VersionError: Error, CustomStringConvertible {
    case notSemantic(path: String, text: String)

    var description: String {
        switch self {
        case .notSemantic(let path, let text):
            "\(path): '\(text)' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.2.0 or 1.2.0-rc.1)"
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    var isASCIILetter: Bool { isASCII && isLetter }
}
