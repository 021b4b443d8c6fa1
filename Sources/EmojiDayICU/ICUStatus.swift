internal import CICU

/// A failure reported by ICU: the status code and ICU's own name for it (`U_ILLEGAL_ARGUMENT_ERROR`).
public struct ICUFailure: Error, Sendable, CustomStringConvertible {
    /// ICU's numeric `UErrorCode`.
    public let code: Int32
    /// What was being done when ICU failed, for the message.
    public let operation: String

    init(_ status: UErrorCode, _ operation: String) {
        self.code = status.rawValue
        self.operation = operation
    }

    public var description: String {
        let name = cicu_u_errorName(UErrorCode(rawValue: code)).map { String(cString: $0) } ?? "\(code)"
        return "ICU \(operation) failed: \(name)"
    }
}

extension UErrorCode {
    /// `U_FAILURE` is a macro Swift cannot import: failures are positive, warnings negative.
    var isFailure: Bool { rawValue > U_ZERO_ERROR.rawValue }

    func check(_ operation: @autoclosure () -> String) throws(ICUFailure) {
        if isFailure { throw ICUFailure(self, operation()) }
    }
}

/// Calls an ICU function that fills a UTF-16 buffer, growing the buffer once if ICU asks for more room.
func icuUTF16(
    _ operation: String, capacity: Int = 64,
    _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
) throws(ICUFailure) -> String {
    var capacity = capacity
    for _ in 0..<2 {
        var status = U_ZERO_ERROR
        var buffer = [UChar](repeating: 0, count: capacity)
        let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity), &status) }
        if status == U_BUFFER_OVERFLOW_ERROR {
            capacity = Int(length) + 1
            continue
        }
        try status.check(operation)
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }
    throw ICUFailure(U_BUFFER_OVERFLOW_ERROR, operation)
}

/// Calls an ICU function that fills a `char` buffer (locale IDs, tags), growing it once if needed.
func icuChars(
    _ operation: String, capacity: Int = 96,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
) throws(ICUFailure) -> String {
    var capacity = capacity
    for _ in 0..<2 {
        var status = U_ZERO_ERROR
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        let length = buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity), &status) }
        if status == U_BUFFER_OVERFLOW_ERROR {
            capacity = Int(length) + 1
            continue
        }
        try status.check(operation)
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    throw ICUFailure(U_BUFFER_OVERFLOW_ERROR, operation)
}

/// Iterates an ICU string enumeration and closes it.
func icuStrings(_ enumeration: OpaquePointer?) -> [String] {
    guard let enumeration else { return [] }
    defer { cicu_uenum_close(enumeration) }
    var result: [String] = []
    while true {
        var status = U_ZERO_ERROR
        var length: Int32 = 0
        guard let next = cicu_uenum_next(enumeration, &length, &status), !status.isFailure else { break }
        result.append(String(cString: next))
    }
    return result
}
