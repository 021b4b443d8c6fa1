/// The folders of the XDG Base Directory specification that EmojiDay reads, from an environment passed in
/// (never the process's own): the user's config and data homes and the system's config and data folders.
///
/// A home is its variable when that is an absolute path, else its default under `$HOME`. A list
/// (`XDG_CONFIG_DIRS`, `XDG_DATA_DIRS`) is colon-separated, most important first; unset or empty, it is its
/// default; an entry that is empty or relative is ignored, so a list of relative entries names no folder.
package enum XDGBaseDirectories {
    /// A folder with what named it, for listings and messages (`XDG_CONFIG_HOME`, `~/.config`).
    package typealias Folder = (path: String, label: String)

    /// `$XDG_CONFIG_HOME`, else `$HOME/.config`; nil without either.
    package static func configHome(environment: [String: String]) -> Folder? {
        home(environment: environment, variable: "XDG_CONFIG_HOME", defaultFolder: ".config")
    }

    /// `$XDG_DATA_HOME`, else `$HOME/.local/share`; nil without either.
    package static func dataHome(environment: [String: String]) -> Folder? {
        home(environment: environment, variable: "XDG_DATA_HOME", defaultFolder: ".local/share")
    }

    /// The folders of `$XDG_CONFIG_DIRS`, default `/etc/xdg`, most important first.
    package static func configDirectories(environment: [String: String]) -> [String] {
        list(environment["XDG_CONFIG_DIRS"], defaultValue: "/etc/xdg")
    }

    /// The folders of `$XDG_DATA_DIRS`, default `/usr/local/share:/usr/share`, most important first.
    package static func dataDirectories(environment: [String: String]) -> [String] {
        list(environment["XDG_DATA_DIRS"], defaultValue: "/usr/local/share:/usr/share")
    }

    private static func home(environment: [String: String], variable: String, defaultFolder: String) -> Folder? {
        if let value = environment[variable], value.hasPrefix("/") {
            return (trimmed(value), variable)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        let base = trimmed(home)
        return ((base == "/" ? "" : base) + "/" + defaultFolder, "~/" + defaultFolder)
    }

    private static func list(_ value: String?, defaultValue: String) -> [String] {
        let text = (value ?? "").isEmpty ? defaultValue : value ?? defaultValue
        var (folders, seen) = ([String](), Set<String>())
        for entry in searchPathEntries(text) where entry.hasPrefix("/") {
            let folder = trimmed(String(entry))
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        return folders
    }

    /// The entries of a colon-separated list of folders (`XDG_DATA_DIRS`, `EMOJIDAY_THEMES_PATH`, `PATH`), the
    /// first ``Limits/searchPathEntries`` of them: each is looked at on disk, so the rest are ignored.
    ///
    /// - Parameters:
    ///   - text: the list.
    ///   - keepingEmpty: whether an empty entry (`::`) is kept, as `PATH` reads it (the current folder).
    /// - Returns: the entries, in order.
    package static func searchPathEntries(_ text: String, keepingEmpty: Bool = false) -> [Substring] {
        Array(
            text.split(separator: ":", omittingEmptySubsequences: !keepingEmpty).prefix(Limits.searchPathEntries))
    }

    /// A folder without the slashes it ends in (`/usr/share/` → `/usr/share`), so that paths built on it read
    /// as one; `/` stays.
    private static func trimmed(_ folder: String) -> String {
        // Scanned once from the end, by bytes (a path of tens of thousands of slashes is trimmed in one pass).
        let bytes = folder.utf8
        guard !bytes.isEmpty else { return folder }
        var end = bytes.endIndex
        while end > bytes.index(after: bytes.startIndex), bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
            end = bytes.index(before: end)
        }
        return end == bytes.endIndex ? folder : String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The folders of one kind of file (themes, occasion sets), highest priority first, each once: each folder
    /// of `pathVariable` (colon-separated); `$XDG_CONFIG_HOME/emojiday/<kind>` (default
    /// `$HOME/.config/emojiday/<kind>`); `$XDG_DATA_HOME/emojiday/<kind>` (default
    /// `$HOME/.local/share/emojiday/<kind>`); `<dir>/emojiday/<kind>` for each folder of `$XDG_DATA_DIRS`
    /// (default `/usr/local/share:/usr/share`). Relative XDG entries are ignored.
    ///
    /// - Parameters:
    ///   - environment: the process's environment variables.
    ///   - pathVariable: the variable listing extra folders (`EMOJIDAY_THEMES_PATH`).
    ///   - kind: the folder's name under `emojiday/` (`themes`).
    /// - Returns: each folder with the setting that named it.
    static func searchFolders(
        environment: [String: String], pathVariable: String, kind: String
    ) -> [(path: String, label: String)] {
        var result: [(path: String, label: String)] = []
        if let path = environment[pathVariable] {
            result += XDGBaseDirectories.searchPathEntries(path).map { (String($0), pathVariable) }
        }
        for home in [
            XDGBaseDirectories.configHome(environment: environment),
            XDGBaseDirectories.dataHome(environment: environment),
        ] {
            if let home { result.append((home.path + "/emojiday/" + kind, home.label)) }
        }
        for folder in XDGBaseDirectories.dataDirectories(environment: environment) {
            result.append((folder + "/emojiday/" + kind, "XDG_DATA_DIRS"))
        }
        // A folder named twice (XDG_DATA_HOME among XDG_DATA_DIRS) is searched once, where it ranks highest.
        var seen: Set<String> = []
        return result.filter { seen.insert($0.path).inserted }
    }
}
