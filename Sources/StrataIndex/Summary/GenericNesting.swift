/// Guards SwiftParser 603 against generic arguments nested hundreds deep (`Array<Array<Array<…`):
/// its time grows with the square of the depth, so a generated file can stall a run. Real code nests
/// a handful of levels; past `maximumDepth` a file is not parsed.
///
/// The depth is estimated in one byte pass: a `<` right after a name character and right before a
/// name, `[` or `(` opens a level, a `>` not part of `->` closes one, and `;`, `{`, `}` or a line
/// end start over (so comparisons like `a<b` cannot add up across statements).
enum GenericNesting {
    static let maximumDepth = 64

    /// The deepest nesting found, or 0 when the file has too few `<` to get anywhere near the limit.
    static func depth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var opening = 0
        for byte in bytes where byte == 0x3C { opening += 1 }  // `<`
        guard opening > maximumDepth else { return 0 }
        var depth = 0, deepest = 0
        for index in bytes.indices {
            switch bytes[index] {
            case 0x3C where index > 0 && index + 1 < bytes.count && isName(bytes[index - 1]) && opens(bytes[index + 1]):
                depth += 1
                deepest = max(deepest, depth)
            case 0x3E where depth > 0 && !(index > 0 && bytes[index - 1] == 0x2D):  // `>`, not `->`
                depth -= 1
            case 0x3B, 0x7B, 0x7D, 0x0A:  // `;` `{` `}` newline
                depth = 0
            default:
                break
            }
        }
        return deepest
    }

    private static func isName(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    private static func opens(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x5B || byte == 0x28
    }
}
