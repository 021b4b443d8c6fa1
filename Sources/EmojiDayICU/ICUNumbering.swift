internal import CICU

/// ICU's numbering systems (`latn`, `arab`, `deva`, …).
package enum ICUNumbering {
    /// Whether ICU knows the numbering system `name`.
    ///
    /// - Parameter name: a numbering system name.
    /// - Returns: whether ICU has it.
    package static func isKnown(_ name: String) -> Bool {
        var status = CICU_U_ZERO_ERROR
        guard let system = cicu_unumsys_openByName(name, &status) else { return false }
        cicu_unumsys_close(system)
        return !status.isFailure
    }

    /// Every numbering system ICU knows, sorted.
    package static var available: [String] {
        var status = CICU_U_ZERO_ERROR
        return icuStrings(cicu_unumsys_openAvailableNames(&status)).sorted()
    }

    /// The numbering system a locale uses by default (`ar_EG` → `arab`).
    ///
    /// - Parameter icuID: an ICU locale ID.
    /// - Returns: the numbering system's name.
    package static func defaultSystem(for icuID: String) -> String {
        var status = CICU_U_ZERO_ERROR
        guard let system = cicu_unumsys_open(icuID, &status), !status.isFailure else { return "latn" }
        defer { cicu_unumsys_close(system) }
        return cicu_unumsys_getName(system).map { String(cString: $0) } ?? "latn"
    }
}
