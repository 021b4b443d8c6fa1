internal import EmojiDayICU

/// The small widget drawn in a terminal: the gradient as cell backgrounds (truecolor or the 256-colour
/// palette), or a plain box when colours are off. Widths come from Unicode data (emoji are two cells); the
/// weekday is the widest of its stand-alone forms that fits the card (``NameFit``), never cut.
struct TerminalCard {
    static let width = 22
    static let height = 9

    let colors: ColorSupport

    func draw(_ entry: WidgetEntry) -> String {
        var lines: [Int: (String, Bool)] = [
            2: (TextSafety.promptSafe(entry.emoji), false),
            4: (TextSafety.promptSafe(name(entry)), true),
            6: (TextSafety.promptSafe(entry.dayLabel), true),
        ]
        if !entry.occasions.isEmpty {
            lines[7] = (TextSafety.promptSafe(entry.occasionLabels().joined(separator: ", ")), false)
        }
        guard colors != .none else { return plain(lines) }
        var out = ""
        let rtl = entry.direction == .rightToLeft
        for row in 0..<Self.height {
            let (text, bold) = lines[row].map { (fit($0.0), $0.1) } ?? ("", false)
            let textWidth = ICUText.displayWidth(text)
            var column = 0
            let start = (Self.width - textWidth) / 2
            func background(_ column: Int) -> Color {
                entry.gradient.color(
                    atX: (Double(column) + 0.5) / Double(Self.width), y: (Double(row) + 0.5) / Double(Self.height),
                    rightToLeft: rtl)
            }
            func isCorner(_ column: Int) -> Bool {
                (row == 0 || row == Self.height - 1) && (column == 0 || column == Self.width - 1)
            }
            while column < start {
                out += isCorner(column) ? "\u{1B}[0m " : sgr(background: background(column)) + " "
                column += 1
            }
            for character in text {
                let cellWidth = ICUText.displayWidth(character)
                let back = background(column)
                out +=
                    sgr(background: back) + sgr(foreground: entry.textColor.over(back), bold: bold) + String(character)
                column += cellWidth
            }
            out += "\u{1B}[22m"
            while column < Self.width {
                out += isCorner(column) ? "\u{1B}[0m " : sgr(background: background(column)) + " "
                column += 1
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    /// The widest weekday-name form that fits the card's inner width.
    private func name(_ entry: WidgetEntry) -> String {
        let forms = entry.weekdayNameForms.isEmpty ? [entry.weekdayName] : entry.weekdayNameForms
        return NameFit.widest(forms, room: Double(Self.width - 2)) { Double(ICUText.displayWidth($0)) }
    }

    /// The last resort for text no locale produces (a theme's or a caller's): cut to the card's inner width,
    /// with an ellipsis, so that the card keeps its shape.
    private func fit(_ text: String) -> String {
        guard ICUText.displayWidth(text) > Self.width - 2 else { return text }
        var result = ""
        for character in text {
            if ICUText.displayWidth(result + String(character)) > Self.width - 3 { break }
            result.append(character)
        }
        return result + "…"
    }

    private func plain(_ lines: [Int: (String, Bool)]) -> String {
        let inner = Self.width - 2
        var out = "╭" + String(repeating: "─", count: inner) + "╮\n"
        for row in 1..<(Self.height - 1) {
            let text = lines[row].map { fit($0.0) } ?? ""
            let width = ICUText.displayWidth(text)
            let left = (inner - width) / 2
            out +=
                "│" + String(repeating: " ", count: left) + text
                + String(repeating: " ", count: inner - width - left) + "│\n"
        }
        return out + "╰" + String(repeating: "─", count: inner) + "╯\n"
    }

    /// The escape that sets the background to `color`, in the terminal's colours.
    func sgr(background color: Color) -> String {
        colors == .trueColor
            ? "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m" : "\u{1B}[48;5;\(Self.palette(color))m"
    }

    /// The escape that sets the foreground to `color`, bold or not, in the terminal's colours.
    func sgr(foreground color: Color, bold: Bool) -> String {
        let weight = bold ? "\u{1B}[1m" : ""
        return weight
            + (colors == .trueColor
                ? "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m" : "\u{1B}[38;5;\(Self.palette(color))m")
    }

    /// The nearest colour of xterm's 6 × 6 × 6 cube.
    static func palette(_ color: Color) -> Int {
        func level(_ value: UInt8) -> Int { value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40 }
        return 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
    }
}
