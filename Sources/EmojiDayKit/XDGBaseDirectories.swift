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
        var folders: [String] = []
        for entry in text.split(separator: ":") where entry.hasPrefix("/") {
            let folder = trimmed(String(entry))
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// A folder without the slashes it ends in (`/usr/share/` → `/usr/share`), so that paths built on it read
    /// as one; `/` stays.
    private static func trimmed(_ folder: String) -> String {
        var copy = folder
        while copy.count > 1, copy.hasSuffix("/") { copy = String(copy.dropLast()) }
        return copy
    }
}
