import EmojiDayKit

/// `emojiday occasions list | show SET`.
enum OccasionCommands {
    static func list(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let catalog = OccasionCatalog()
        var sets: [OccasionSet] = []
        for id in catalog.ids { sets.append(try catalog.set(id)) }
        return OccasionListing.list(sets, format: invocation.value("format") ?? "text")
    }

    static func show(_ invocation: Invocation) throws(EmojiDayError) -> String {
        let name = invocation.arguments.first ?? ""
        let set: OccasionSet
        do {
            set = try OccasionCatalog().set(name)
        } catch {
            throw error.attributed(to: .argument(invocation.path.joined(separator: " ")))
        }
        return OccasionListing.show(set, format: invocation.value("format") ?? "text")
    }
}
