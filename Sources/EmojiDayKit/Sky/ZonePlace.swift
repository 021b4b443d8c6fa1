/// The place the tz database gives a time zone: the coordinates of its principal city in `zone1970.tab`
/// (`Europe/Paris` is 48°52′N 2°20′E). An approximate stand-in for the reader's place when sunrise and sunset
/// are asked for without a location: the zone's city may be hundreds of kilometres away, minutes of sunrise.
public enum ZonePlace {
    /// The place of a zone in the `zone1970.tab` of a tz database folder, read now; nil when the file is
    /// missing or names no such zone (`UTC`, a link such as `Asia/Calcutta`).
    ///
    /// - Parameters:
    ///   - zone: an IANA zone name.
    ///   - directory: the tz database folder (`TZDIR`, else `/usr/share/zoneinfo`).
    /// - Returns: the zone's place, or nil.
    public static func location(zone: String, directory: String) -> Location? {
        guard let bytes = try? FileSystem.read(directory + "/zone1970.tab") else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 3, columns.dropFirst(2).first == Substring(zone),
                let written = columns.dropFirst().first
            else { continue }
            return coordinates(written)
        }
        return nil
    }

    /// ISO 6709 as `zone1970.tab` writes it: `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS` (`+4852+00220`).
    static func coordinates(_ text: Substring) -> Location? {
        let characters = Array(text)
        guard let split = characters.dropFirst().firstIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
        guard let latitude = angle(characters[..<split], degreeDigits: 2),
            let longitude = angle(characters[split...], degreeDigits: 3)
        else { return nil }
        return Location(latitude: latitude, longitude: longitude)
    }

    /// `±DDMM[SS]` with `degreeDigits` digits of degrees, in decimal degrees.
    private static func angle(_ text: ArraySlice<Character>, degreeDigits: Int) -> Double? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().compactMap(\.wholeNumberValue)
        guard digits.count == text.count - 1, digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4
        else { return nil }
        func number(_ range: Range<Int>) -> Double {
            Double(digits[range].reduce(0) { $0 * 10 + $1 })
        }
        var value = number(0..<degreeDigits) + number(degreeDigits..<degreeDigits + 2) / 60
        if digits.count == degreeDigits + 4 { value += number(degreeDigits + 2..<degreeDigits + 4) / 3600 }
        return sign == "-" ? -value : value
    }
}
