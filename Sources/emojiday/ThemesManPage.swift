import EmojiDayKit
import EmojiDayThemes

/// emojiday-themes(5): the theme file format, its fields read from the theme schema compiled into the binary.
enum ThemesManPage: ManualPage {
    static let name = "emojiday-themes"
    static let section = 5
    static let summary = "the theme file format: weekdays, emoji, gradients, extends, occasions and validation"

    /// The theme schema, as bundled.
    static var schema: SchemaReference? { SchemaReference(BundledThemes.schema) }

    static func text() -> String {
        typealias Pages = ManualPages
        let schema = schema
        var out = Pages.header(name)
        out += Pages.synopsis([
            ("", "ID.json"), ("", "~/.config/emojiday/themes/ID.json"), ("emojiday --theme", "ID"),
            ("emojiday --theme-file", "FILE"),
        ])
        out += ".SH DESCRIPTION\n"
        out += Pages.paragraph(
            """
            A theme decides which emoji each weekday gets and what the widget looks like behind it: the background
            gradient and the colour of the text. A theme is a JSON object in a UTF-8 file named after the theme's
            id, ID.json, at most \(Limits.themeFileBytes / 1024) KiB; --theme ID shows it and --theme-file FILE
            makes a file available without installing it. The file follows the JSON Schema installed with emojiday
            as <prefix>/share/emojiday/theme.schema.json (also written by 'emojiday themes new' when there is no
            installed copy): naming it in "$schema" lets editors complete keys and check values as you type.
            """)
        out += Pages.paragraph(
            """
            'emojiday themes new ID' writes a valid starter theme with every field shown, 'emojiday themes validate
            FILE' checks one as the tool reads it, and 'emojiday themes show ID' draws its seven days.
            Weekdays are always keyed by their English names, never by numbers: which weekday is "day 1" differs
            between countries.
            """)
        out += ".SH FIELDS\n"
        if let schema {
            out += Pages.paragraph("The top-level object has these keys; any other key is an error.")
            out += schema.fields(of: schema.root)
            let alternatives = schema.root["anyOf"]?.elements?.compactMap { $0["title"]?.stringValue?.lowercased() }
            if let alternatives, !alternatives.isEmpty {
                out += Pages.paragraph(
                    "Besides the required keys, a theme must satisfy at least one of: "
                        + alternatives.joined(separator: "; ") + ".")
            }
            out += section(schema, "days", heading: "Weekdays")
            out += section(schema, "day", heading: "A day")
            out += section(schema, "gradient", heading: "Gradients")
            out += Pages.paragraph(
                schema.definition("unitPoint").flatMap { unit in
                    (unit["description"]?.stringValue).map { description in
                        description + " The points are " + (schema.enumeration(unit) ?? []).joined(separator: ", ")
                            + "; top, bottom and center never mirror."
                    }
                } ?? "")
            out += ".SS Colours\n" + Pages.paragraph(schema.definition("color")?["description"]?.stringValue ?? "")
            for form in schema.definition("color")?["anyOf"]?.elements ?? [] {
                out += Pages.entry(form["title"]?.stringValue ?? "", form["description"]?.stringValue ?? "")
            }
            out += Pages.paragraph(
                """
                Hex digits may be upper or lower case; #RGB doubles each digit (#F90 is #FF9900) and the last pair of
                #RRGGBBAA is the opacity (B3 is about 70%).
                """)
            out += ".SS Emoji\n" + Pages.paragraph(schema.definition("emoji")?["description"]?.stringValue ?? "")
        }
        out += ".SS Per\\-language overrides\n"
        out += Pages.paragraph(
            """
            locales changes some days for readers of one language. Its keys are language codes such as ja, fr or de
            (two or three lowercase letters, a language ICU has data for); each value holds only days, in the form
            of the top-level days. An override wins over the day's own emoji and gradient; the days it leaves out
            stay as they are.
            """)
        out += Pages.example(
            #"""
            "locales": {
              "ja": { "days": { "friday": { "emoji": "🍻" } } },
              "fr": { "days": { "friday": { "emoji": "🍷" } } }
            }
            """#)
        out += ".SS Inheritance: extends\n"
        out += Pages.paragraph(
            """
            "extends": "moods" builds on another theme, found as --theme finds it (the files given with
            --theme-file and, in 'themes validate', the file's own folder first). The parent's days, fallback,
            names and locales apply wherever this theme does not set its own, day by day, and so do its gradient
            and textColor when this theme leaves them out. The child still needs its own formatVersion, id and
            name, and may leave out days altogether. Contrast is checked on the merged theme. A theme may not
            extend itself, directly or through others, and a chain of extends is at most
            \(Limits.extendsDepth) themes long.
            """)
        out += ".SS Occasions\n"
        out += Pages.paragraph(
            """
            occasions lists days the theme marks whenever it is used, whatever --occasions says. Each entry is an
            occasion exactly as in an occasion set (id, emoji, show, names, date and optionally gradient, observed
            and years; see emojiday-occasions(5)), checked by the same rules. Their set's id is the theme's id,
            and they come before the occasions of --occasions on the same day. A theme that extends another keeps
            the parent's occasions and adds its own; one with the same id as a parent's replaces it.
            """)
        out += ".SH VALIDATION\n"
        out += Pages.paragraph(
            """
            Every problem is reported as FILE:LINE:COLUMN: error: POINTER: message, where POINTER is the JSON
            Pointer of the value; a theme with any error is not used (exit status 65). Errors: a file that is
            not valid JSON or larger than \(Limits.themeFileBytes) bytes; a missing required key or a wrong
            formatVersion; an id that breaks the rule or differs from the file name; unknown keys (with a
            suggestion for a likely misspelling) and duplicate keys; empty strings and control characters; a
            weekday without an emoji when there is neither fallback nor extends; an emoji that is not exactly one
            fully-qualified RGI emoji (text, two emoji, an unqualified form, a lone modifier or a broken sequence;
            'emojiday --version' names the emoji version); a malformed colour, a gradient without 2 to 5 colours
            or whose start and end are the same; a language code ICU has no data for.
            """)
        out += Pages.paragraph(
            """
            Warnings, shown by 'themes validate' (which fails on them with --strict) and not when a theme is
            used: an emoji that is a ZWJ sequence (U+200D) or a keycap, which terminals that do not join its parts
            draw as those parts (one character with U+FE0F, the only fully-qualified form of ☀️, is not one); a text
            colour whose contrast over a colour of the gradient is below 3:1, the WCAG 2 AA minimum for large
            text (the default text colour, white at 70%, is blended over each colour before measuring). A file
            saved with a UTF-8 byte-order mark is read, and warned about.
            """)
        out += ".SH FILES\n"
        out += Pages.paragraph(Commands.themes.discussion ?? "")
        out += Pages.paragraph(
            """
            A user theme with a bundled theme's id shadows it, and 'emojiday themes list' says so. Only the theme
            shown (and the themes it extends) is read.
            """)
        out += Pages.files(matching: ["theme"])
        out += ".SH ENVIRONMENT\n" + Pages.environment(matching: ["THEME", "XDG"])
        out += ".SH EXAMPLES\n"
        out += Pages.example(BundledThemes.sources["moods"] ?? "", caption: "The original widget, moods.json:")
        out += Pages.example(
            BundledThemes.sources["moods-dark"] ?? "",
            caption: "A theme that changes only a few things of another, moods-dark.json:")
        out += Pages.example(
            """
            emojiday themes new mine --extends moods
            emojiday themes validate mine.json
            emojiday --theme-file mine.json --theme mine
            mkdir -p ~/.config/emojiday/themes && mv mine.json ~/.config/emojiday/themes/
            emojiday themes show mine --format html > mine.html
            """, caption: "Making, checking and installing a theme:")
        return out + Pages.seeAlso(from: name)
    }

    /// A subsection for the object `#/$defs/<definition>`: its description, then its fields.
    static func section(_ schema: SchemaReference, _ definition: String, heading: String) -> String {
        guard let node = schema.definition(definition) else { return "" }
        return ".SS \(ManPage.escape(heading))\n"
            + ManualPages.paragraph(node["description"]?.stringValue ?? "") + schema.fields(of: node)
    }
}
