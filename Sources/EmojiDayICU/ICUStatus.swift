internal import CICU

/// A failure reported by ICU: the status code and ICU's own name for it (`CICU_U_ILLEGAL_ARGUMENT_ERROR`).
package struct ICUFailure: Error, Sendable, CustomStringConvertible {
    /// ICU's numeric `UErrorCode`.
    package let code: Int32
    /// What was being done when ICU failed, for the message.
    package let operation: String

    init(_ status: CICUErrorCode, _ operation: String) {
        self.code = status.rawValue
        self.operation = operation
    }

    package var description: String {
        let name = cicu_u_errorName(CICUErrorCode(rawValue: code)).map { String(cString: $0) } ?? "\(code)"
        return "ICU \(operation) failed: \(name)"
    }
}

extension CICUErrorCode {
    /// `CICU_U_FAILURE` is a macro Swift cannot import: failures are positive, warnings negative.
    var isFailure: Bool { rawValue > CICU_U_ZERO_ERROR.rawValue }

    func check(_ operation: @autoclosure () -> String) throws(ICUFailure) {
        if isFailure { throw ICUFailure(self, operation()) }
    }
}

/// Calls an ICU function that fills a UTF-16 buffer, growing the buffer once if ICU asks for more room.
func icuUTF16(
    _ operation: String, capacity: Int = 64,
    _ fill: (UnsafeMutablePointer<UInt16>, Int32, inout CICUErrorCode) -> Int32
) throws(ICUFailure) -> String {
    var capacity = capacity
    for _ in 0..<2 {
        var status = CICU_U_ZERO_ERROR
        var buffer = [UInt16](repeating: 0, count: capacity)
        let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity), &status) }
        if status == CICU_U_BUFFER_OVERFLOW_ERROR {
            capacity = Int(length) + 1
            continue
        }
        try status.check(operation)
        return String(fastUTF16: buffer[0..<Int(length)])
    }
    throw ICUFailure(CICU_U_BUFFER_OVERFLOW_ERROR, operation)
}

/// Calls an ICU function that fills a `char` buffer (locale IDs, tags), growing it once if needed.
func icuChars(
    _ operation: String, capacity: Int = 96,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, inout CICUErrorCode) -> Int32
) throws(ICUFailure) -> String {
    var capacity = capacity
    for _ in 0..<2 {
        var status = CICU_U_ZERO_ERROR
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity), &status) }
        if status == CICU_U_BUFFER_OVERFLOW_ERROR {
            capacity = Int(length) + 1
            continue
        }
        try status.check(operation)
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    throw ICUFailure(CICU_U_BUFFER_OVERFLOW_ERROR, operation)
}

/// Iterates an ICU string enumeration and closes it.
func icuStrings(_ enumeration: OpaquePointer?) -> [String] {
    guard let enumeration else { return [] }
    defer { cicu_uenum_close(enumeration) }
    var result: [String] = []
    while true {
        var status = CICU_U_ZERO_ERROR
        var length: Int32 = 0
        guard let next = cicu_uenum_next(enumeration, &length, &status), !status.isFailure else { break }
        result.append(String(cString: next))
    }
    return result
}

extension String {
    /// Text from UTF-16 code units, transcoded to UTF-8 in one pass (a lone surrogate becomes U+FFFD).
    /// `String(decoding:as: UTF16.self)` takes a generic, much slower path, and a long timeline decodes
    /// several ICU results per day.
    init<Units: Collection<UInt16>>(fastUTF16 units: Units) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count * 3)
        var iterator = units.makeIterator()
        var pending = iterator.next()
        while let unit = pending {
            pending = iterator.next()
            var scalar = UInt32(unit)
            if unit < 0x80 {
                utf8.append(UInt8(unit))
                continue
            }
            if (0xD800..<0xDC00).contains(unit) {
                if let low = pending, (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    pending = iterator.next()
                } else {
                    scalar = 0xFFFD
                }
            } else if (0xDC00..<0xE000).contains(unit) {
                scalar = 0xFFFD
            }
            if scalar < 0x800 {
                utf8.append(UInt8(0xC0 | (scalar >> 6)))
                utf8.append(UInt8(0x80 | (scalar & 0x3F)))
            } else if scalar < 0x10000 {
                utf8.append(UInt8(0xE0 | (scalar >> 12)))
                utf8.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
                utf8.append(UInt8(0x80 | (scalar & 0x3F)))
            } else {
                utf8.append(UInt8(0xF0 | (scalar >> 18)))
                utf8.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
                utf8.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
                utf8.append(UInt8(0x80 | (scalar & 0x3F)))
            }
        }
        self = String(decoding: utf8, as: UTF8.self)
    }
}
