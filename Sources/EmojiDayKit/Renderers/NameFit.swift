/// The layout rule every widget follows for its names and numbers, in HTML, SVG and the terminal alike:
/// show the widest form of a name that fits (wide → abbreviated → short → narrow), shrink only in the
/// platform's steps, and never clip, overlap or ellipsize.
enum NameFit {
    /// The first of `forms` (widest first) whose width fits `room`; the last form when none does.
    ///
    /// - Parameters:
    ///   - forms: the candidate texts, widest first (duplicates are harmless).
    ///   - room: the width available, in the unit `width` measures.
    ///   - width: how wide a text is (terminal cells, or pixels at a font size).
    static func widest(_ forms: [String], room: Double, width: (String) -> Double) -> String {
        forms.first { width($0) <= room } ?? forms.last ?? ""
    }

    /// The first form and font size (forms outermost, sizes largest first) at which every text of a group
    /// fits `room` pixels; a strip of seven names uses one form and one size for all seven.
    ///
    /// - Parameters:
    ///   - groups: for each form, the texts shown together in that form.
    ///   - sizes: the font sizes allowed, largest first.
    ///   - room: the width of the box each text sits in, in pixels, at a font size.
    /// - Returns: the index of the chosen form and the size; the last form at the smallest size when
    ///   nothing fits.
    static func widest(_ groups: [[String]], sizes: [Double], room: (Double) -> Double) -> (form: Int, size: Double) {
        for (index, texts) in groups.enumerated() {
            for size in sizes where texts.allSatisfy({ TextWidth.pixels($0, size: size) <= room(size) }) {
                return (index, size)
            }
        }
        return (max(0, groups.count - 1), sizes.last ?? 10)
    }

    /// The largest of `sizes` at which `text` fits `room` pixels, else the smallest.
    static func size(_ text: String, sizes: [Double], room: Double) -> Double {
        sizes.first { TextWidth.pixels(text, size: $0) <= room } ?? sizes.last ?? 10
    }
}
