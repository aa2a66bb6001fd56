/// Whether bytes are well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
///
/// Hand-written because `String(validating:)` needs macOS 15 and the package supports macOS 14;
/// the ASCII fast path makes it cost next to nothing for source code.
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        while index < count {
            // Eight ASCII bytes at a time: source code is mostly ASCII.
            if count - index >= 8, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80  // allowed range of the second byte
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0  // no overlong 3-byte forms
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; lower = 0x90  // no overlong 4-byte forms
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F  // nothing past U+10FFFF
            default: return false
            }
            guard count - index >= length else { return false }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
