import EmojiDayKit

/// `emojiday renderers`: id, media type, description and options of every output format, then every
/// `emojiday-render-*` on `PATH` that cannot be used, with the reason; then each option the renderers declare
/// (``Renderer/declaredOptions``) with its values, default and help.
enum RendererListing {
    static func render(_ invocation: Invocation) -> String {
        let registry = RendererRegistry.builtIn
        let path = Host.environment["PATH"]
        let externals = path.map { registry.externals(searchPath: $0) } ?? []
        let unusable = path.map { registry.unusableExternals(searchPath: $0) } ?? []
        let all: [any Renderer] = registry.renderers + externals
        if invocation.listingFormat == .json {
            let items: [JSONValue] = all.map { renderer in
                .object([
                    "id": .string(renderer.id), "mediaType": .string(renderer.mediaType),
                    "description": .string(renderer.summary),
                    "builtIn": .bool(!(renderer is ExternalRenderer)), "usable": .bool(true),
                    "options": .array(renderer.declaredOptions.map(json)),
                ])
            }
            let others: [JSONValue] = unusable.map { item in
                .object([
                    "name": .string(item.name), "path": .string(item.path), "reason": .string(item.reason),
                    "usable": .bool(false),
                ])
            }
            return JSONValue.object([
                "renderers": .array(items), "unusable": .array(others), "schemaVersion": .int(1),
            ]).serialized() + "\n"
        }
        var rows = all.map { renderer in
            [
                renderer.id, renderer.mediaType, renderer.summary,
                renderer.declaredOptions.isEmpty
                    ? "-" : renderer.declaredOptions.map { "--" + $0.name }.joined(separator: " "),
            ]
        }
        rows += unusable.map { ["-", "unusable", "\($0.path): \($0.reason)"] }
        var listing = Table.render(header: ["ID", "MEDIA TYPE", "DESCRIPTION", "OPTIONS"], rows: rows)
        let options = declared(by: all)
        if !options.isEmpty {
            listing += "\n"
            listing += Table.render(
                header: ["OPTION", "RENDERERS", "VALUE", "DEFAULT", "HELP"],
                rows: options.map { option, ids in
                    [
                        "--" + option.name, ids.joined(separator: ","), value(option), option.defaultValue ?? "-",
                        help(option),
                    ]
                })
        }
        return listing
    }

    /// Each distinct declaration among `renderers`, in the order first declared, with the ids of the renderers
    /// that declare it.
    static func declared(by renderers: [any Renderer]) -> [(option: RendererOption, ids: [String])] {
        var result: [(option: RendererOption, ids: [String])] = []
        for renderer in renderers {
            for option in renderer.declaredOptions {
                if let index = result.firstIndex(where: { $0.option == option }) {
                    result[index].ids.append(renderer.id)
                } else {
                    result.append((option, [renderer.id]))
                }
            }
        }
        return result
    }

    /// The value an option takes, as the text listing shows it: its choices (`line|card`), `<seconds>` (a
    /// number) or `<name>` (text), or `(flag)`.
    static func value(_ option: RendererOption) -> String {
        switch option.value {
        case .flag: "(flag)"
        case .choice(let values): values.joined(separator: "|")
        case .number: "<\(option.valueName ?? option.name)> (number)"
        case .text: "<\(option.valueName ?? option.name)>"
        }
    }

    /// The option's help line, with the option value it needs, if any.
    static func help(_ option: RendererOption) -> String {
        guard let requirement = option.requirement else { return option.help }
        return option.help + " Only with '--\(requirement.option) \(requirement.value)'."
    }

    /// An option as `emojiday renderers --format json` lists it.
    static func json(_ option: RendererOption) -> JSONValue {
        let kind =
            switch option.value {
            case .flag: "flag"
            case .choice: "choice"
            case .number: "number"
            case .text: "text"
            }
        return .object([
            "name": .string(option.name), "kind": .string(kind),
            "values": option.choices.map { .array($0.map(JSONValue.string)) } ?? .null,
            "valueName": option.valueName.map(JSONValue.string) ?? .null,
            "default": option.defaultValue.map(JSONValue.string) ?? .null, "help": .string(option.help),
            "configurable": .bool(option.configurable),
            "onlyWith": option.requirement.map { requirement in
                .object(["option": .string(requirement.option), "value": .string(requirement.value)])
            } ?? .null,
        ])
    }
}
