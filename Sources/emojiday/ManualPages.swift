/// The manual: emojiday(1) for the commands and options, and a page for each file format and protocol
/// emojiday reads or writes. Every page is generated, from the command line's description, the JSON Schemas
/// compiled into the binary and the library's limits, so no page can disagree with what the tool does.
/// `emojiday man [<page>]` prints one and `--list` names them; `scripts/install` installs them all.
/// One manual page: its name, its section, what its NAME section says, and its text.
protocol ManualPage {
    /// `emojiday-config`.
    static var name: String { get }
    /// 1, 5 or 7.
    static var section: Int { get }
    /// What the NAME section says after the dash.
    static var summary: String { get }
    /// The page in roff (man macros), as written; ``ManualPages/render(_:)`` tidies it.
    static func text() -> String
}

extension ManualPage {
    /// The name without the `emojiday-` prefix, which `emojiday man` also takes (`config`); nil for
    /// emojiday(1).
    static var shortName: String? {
        name.hasPrefix(ManualPages.prefix) ? String(name.dropFirst(ManualPages.prefix.count)) : nil
    }
}

enum ManualPages {
    /// What every page but emojiday(1) is named after.
    static let prefix = "emojiday-"

    /// Every page, emojiday(1) first, then by section.
    static var pages: [any ManualPage.Type] {
        [
            ManPage.self, ConfigManPage.self, JSONManPage.self, ThemesManPage.self, OccasionsManPage.self,
            RenderersManPage.self,
        ]
    }

    /// The names `emojiday man` takes, as completions offer them.
    static var names: [String] { pages.map { $0.name } }

    /// The page `name` names: its full name (`emojiday-config`), its short one (`config`), either with its
    /// section (`emojiday-config.5`, `config(5)`).
    static func page(named name: String) -> (any ManualPage.Type)? {
        pages.first { page in
            [page.name, page.shortName].compactMap { $0 }.contains { candidate in
                name == candidate || name == "\(candidate).\(page.section)" || name == "\(candidate)(\(page.section))"
            }
        }
    }

    /// A page as `emojiday man` prints it: its text, tidied (``tidy(_:)``), with a stand-in for each character
    /// the output device lacks (``fallbacks(_:)``).
    static func render(_ page: any ManualPage.Type) -> String {
        let text = tidy(page.text())
        guard let end = text.firstIndex(of: "\n") else { return text }
        return String(text[...end]) + fallbacks(text) + String(text[text.index(after: end)...])
    }

    /// For every character beyond ASCII that `text` writes as `\[uXXXX]`, a stand-in roff uses only where the
    /// output device has no glyph for it: `man` in the C locale formats for ASCII, where groff would warn
    /// "can't find special character" and print nothing. An emoji reads as its name (`[robot face]`), a
    /// Latin letter as its base letter, typographic punctuation and full-width forms as their ASCII
    /// counterparts, joiners and selectors as nothing, any other character as `?`. A UTF-8 terminal still
    /// shows the characters themselves.
    static func fallbacks(_ text: String) -> String {
        var seen: Set<UInt32> = []
        var out = ""
        for piece in text.split(separator: "\\[u").dropFirst() {
            guard let value = UInt32(piece.prefix { $0 != "]" }, radix: 16), let scalar = Unicode.Scalar(value),
                seen.insert(value).inserted
            else { continue }
            let code = "\\[u" + piece.prefix { $0 != "]" } + "]"
            out += ".if !c\(code) .char \(code) \(fallback(scalar))\n"
        }
        return out
    }

    /// What ASCII shows for one character (``fallbacks(_:)``), in roff.
    private static func fallback(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F: return "\\&"
        case 0x2026: return "..."
        case 0x2018, 0x2019, 0x201A, 0x2032: return "'"
        case 0x201C, 0x201D, 0x201E, 0x00AB, 0x00BB: return "\\(dq"
        case 0x2010...0x2015, 0x2212: return "\\-"
        case 0x2192: return "\\->"
        case 0x2190: return "<\\-"
        case 0x00A0, 0x202F, 0x2009: return "\\ "
        case 0x00B7, 0x2022: return "*"
        case 0x00D7: return "x"
        case 0xFF01...0xFF5E: return ManPage.escape(String(Character(Unicode.Scalar(scalar.value - 0xFEE0) ?? "?")))
        default: break
        }
        let name = scalar.properties.name ?? ""
        // `LATIN SMALL LETTER E WITH ACUTE` → `e`.
        let words = name.split(separator: " ")
        if words.first == "LATIN", let index = words.firstIndex(of: "LETTER"),
            let letter = words.dropFirst(index + 1).first, letter.count == 1
        {
            return words.contains("SMALL") ? letter.lowercased() : String(letter)
        }
        if scalar.properties.isEmoji, !name.isEmpty { return "[" + name.lowercased() + "]" }
        return "?"
    }

    /// `emojiday man`: emojiday(1), the page named, or with `--list` every page's name and section.
    static func run(_ invocation: Invocation) throws(CommandLineError) -> Output {
        let arguments = invocation.arguments
        if let extra = arguments.dropFirst().first {
            throw .unexpectedArgument(extra, command: invocation.path.joined(separator: " "))
        }
        if invocation.has(Commands.manList) {
            if let name = arguments.first { throw .conflictingOptions("--list", name) }
            return Output(stdout: pages.map { "\($0.name) \($0.section)\n" }.joined())
        }
        guard let page = page(named: arguments.first ?? "emojiday") else {
            throw .unknownManPage(arguments.first ?? "", valid: names)
        }
        return Output(stdout: render(page))
    }

    /// The pages' date, as `.TH` gives it: the day their text last changed in substance. Not the day they are
    /// printed, so that the same binary always prints the same pages.
    static let date = "2026-12-01"

    /// A page without the requests roff would skip and linters report: a paragraph right after a heading, a
    /// break before a heading or a paragraph, and blank lines.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let previous = lines.last ?? ""
            if line == ".PP" || line == ".br", previous.hasPrefix(".SH") || previous.hasPrefix(".SS") { continue }
            if line == ".PP" || line == ".TP" || line.hasPrefix(".SH") || line.hasPrefix(".SS"),
                previous == ".br" || previous == ".PP"
            {
                _ = lines.popLast()
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.TH` line and the NAME section of the page `name`.
    static func header(_ name: String) -> String {
        guard let page = pages.first(where: { $0.name == name }) else { return "" }
        let title =
            switch page.section {
            case 1: "User Commands"
            case 5: "File Formats Manual"
            default: "Miscellaneous Information Manual"
            }
        return """
            .TH \(ManPage.escape(page.name.uppercased())) \(page.section) \(date) "emojiday \(Commands.version)" "\(title)"
            .SH NAME
            \(ManPage.escape(page.name)) \\- \(ManPage.escape(page.summary))

            """
    }

    /// SEE ALSO: every other page, then `others` (`("date", 1)`), in roff.
    static func seeAlso(from name: String, others: [(name: String, section: Int)] = []) -> String {
        let references = pages.filter { $0.name != name }.map { (name: $0.name, section: $0.section) } + others
        let lines = references.map { ".BR \\%\(ManPage.escape($0.name)) (\($0.section))" }
        return ".SH SEE ALSO\n" + lines.joined(separator: ",\n") + "\n"
    }

    /// The SYNOPSIS section: one line each, its words in bold (what is typed as it is) then in italics (what
    /// stands for something: a file, an id).
    static func synopsis(_ lines: [(typed: String, placeholder: String)]) -> String {
        let body = lines.map { line in
            (line.typed.isEmpty ? "" : ".B \(ManPage.escape(line.typed))\n")
                + ".I \(ManPage.escape(line.placeholder))\n"
        }
        return ".SH SYNOPSIS\n" + body.joined(separator: ".br\n")
    }

    /// A term and its text, as a tagged paragraph.
    static func entry(_ term: String, _ text: String, font: String = "B") -> String {
        ".TP\n.\(font) \(ManPage.escape(term))\n\(ManPage.escape(sentences(text)))\n"
    }

    /// A paragraph of text, one sentence per line as roff prefers.
    static func paragraph(_ text: String) -> String {
        ".PP\n" + ManPage.escape(sentences(text)) + "\n"
    }

    /// An example: the command or file, shown as it is typed, in a display, after its caption if any.
    static func example(_ lines: String, caption: String? = nil) -> String {
        (caption.map(paragraph) ?? "") + ".PP\n.RS 4\n.EX\n" + ManPage.escape(lines) + "\n.EE\n.RE\n"
    }

    /// Text with each sentence on a line of its own, so that roff puts two spaces between sentences.
    static func sentences(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        var out = ""
        var previous: Character = " "
        var pendingBreak = false
        for character in flat {
            if pendingBreak, character == " " {
                out.append("\n")
                pendingBreak = false
                previous = "\n"
                continue
            }
            pendingBreak = false
            out.append(character)
            // A sentence ends at a full stop, not at an abbreviation's ("e.g.", "i.e.").
            if character == ".", previous != ".", !out.hasSuffix("e.g."), !out.hasSuffix("i.e.") { pendingBreak = true }
            previous = character
        }
        return out
    }

    /// The FILES entries (from `--help`'s) whose paths contain any of `words`.
    static func files(matching words: [String]) -> String {
        Help.files.filter { file in words.contains { file.name.contains($0) } }
            .map { ManualPages.entry($0.name, $0.meaning, font: "I") }.joined()
    }

    /// The ENVIRONMENT entries (from `--help`'s) whose names contain any of `words`, but those of options
    /// (`EMOJIDAY_THEME`) when `options` is false.
    static func environment(matching words: [String], options: Bool = true) -> String {
        let optionVariables = Set(Commands.configurableOptions.compactMap(\.environmentVariable))
        return Help.environment.filter { variable in
            words.contains { variable.name.contains($0) } && (options || !optionVariables.contains(variable.name))
        }.map { ManualPages.entry($0.name, $0.meaning) }.joined()
    }
}
