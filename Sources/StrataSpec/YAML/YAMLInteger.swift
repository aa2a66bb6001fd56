/// Reads a YAML 1.1 integer scalar (`42`, `-7`, `1_000`, `0x1F`, `0o17`, `017`, `0b101`, `1:30`).
///
/// Hand-written because Yams' own conversion multiplies sexagesimal parts (`1:2:3:…`) without
/// overflow checks, which traps on long values; here every step is checked and too large is `nil`.
struct YAMLInteger: Equatable, Sendable {
    var isNegative: Bool
    var magnitude: UInt64

    init(isNegative: Bool, magnitude: UInt64) {
        self.isNegative = isNegative
        self.magnitude = magnitude
    }

    init?(_ text: String) {
        var digits = Substring(text.replacingOccurrences(of: "_", with: ""))
        isNegative = digits.hasPrefix("-")
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, let magnitude = Self.magnitude(of: digits) else { return nil }
        self.magnitude = magnitude
    }

    private static func magnitude(of digits: Substring) -> UInt64? {
        if digits.contains(":") {
            // Base 60, most significant part first: `1:30` is 90.
            var value: UInt64 = 0
            for part in digits.split(separator: ":", omittingEmptySubsequences: false) {
                guard let digit = UInt64(part, radix: 10) else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 60)
                let (sum, carry) = shifted.addingReportingOverflow(digit)
                guard !overflow, !carry else { return nil }
                value = sum
            }
            return value
        }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return UInt64(digits.dropFirst(2), radix: radix)
        }
        // YAML 1.1 reads a leading zero as octal.
        if digits.count > 1, digits.hasPrefix("0") { return UInt64(digits.dropFirst(), radix: 8) }
        return UInt64(digits, radix: 10)
    }

    /// The value as an `Int`, when it fits.
    var int: Int? {
        isNegative ? (magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil) : Int(exactly: magnitude)
    }

    /// Decimal Swift spelling (`-0` is written `0`).
    var swift: String { isNegative && magnitude != 0 ? "-\(magnitude)" : "\(magnitude)" }

    /// Whether the value fits the named Swift integer type.
    func fits(_ type: String) -> Bool {
        let (minimum, maximum): (UInt64, UInt64)  // magnitudes allowed below and above zero
        switch type {
        case "Int", "Int64": (minimum, maximum) = (UInt64(Int64.max) + 1, UInt64(Int64.max))
        case "Int8": (minimum, maximum) = (128, 127)
        case "Int16": (minimum, maximum) = (32_768, 32_767)
        case "Int32": (minimum, maximum) = (2_147_483_648, 2_147_483_647)
        case "UInt", "UInt64": (minimum, maximum) = (0, .max)
        case "UInt8": (minimum, maximum) = (0, 255)
        case "UInt16": (minimum, maximum) = (0, 65_535)
        case "UInt32": (minimum, maximum) = (0, 4_294_967_295)
        default: return false
        }
        return magnitude <= (isNegative ? minimum : maximum)
    }
}
