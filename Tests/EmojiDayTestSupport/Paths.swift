/// The repository's root folder (the one holding `Package.swift`), found from this file's place in `Tests/`.
public let repositoryFolder: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()

/// The broken (and a few valid) theme files, one per validation rule, that the library and CLI tests share.
public let themeFixturesFolder = repositoryFolder + "/Tests/EmojiDayKitTests/Fixtures"
