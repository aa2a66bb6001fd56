/// The old-style (OpenStep) property list that Xcode writes `project.pbxproj` in:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, quoted or bare strings, `/* … */` and `//`
/// comments. `<hex>` data never occurs in a project file and is read as a string.
///
/// Hand-written, not a library: Foundation's `PropertyListSerialization` reads this format on Apple
/// platforms only, and the format is small. Bounded on hostile input: nesting deeper than
/// `maximumDepth` is refused rather than recursed into.
enum OpenStepPlist: Equatable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    struct ParseError: Error, Equatable {
        var message: String
        var line: Int
    }

    static let maximumDepth = 64

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [OpenStepPlist]? { if case .array(let value) = self { value } else { nil } }
    var dictionary: [String: OpenStepPlist]? { if case .dictionary(let value) = self { value } else { nil } }

    subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    static func parse(_ bytes: some Collection<UInt8>) throws(ParseError) -> OpenStepPlist {
        var reader = Reader(bytes: Array(bytes))
        reader.skipTrivia()
        // `// !$*UTF8*$!` heads every project file: a comment, skipped with the rest.
        let value = try reader.value(depth: 0)
        reader.skipTrivia()
        guard reader.atEnd else { throw reader.error("text after the top-level value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var line = 1

        var atEnd: Bool { offset >= bytes.count }

        func error(_ message: String) -> ParseError { ParseError(message: message, line: line) }

        mutating func value(depth: Int) throws(ParseError) -> OpenStepPlist {
            guard depth < OpenStepPlist.maximumDepth else { throw error("nested deeper than \(OpenStepPlist.maximumDepth) levels") }
            skipTrivia()
            guard !atEnd else { throw error("unexpected end of file") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var result: [String: OpenStepPlist] = [:]
                while true {
                    skipTrivia()
                    guard !atEnd else { throw error("unterminated dictionary") }
                    if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .dictionary(result) }
                    let key = try scalar()
                    skipTrivia()
                    try expect("=")
                    result[key] = try value(depth: depth + 1)
                    skipTrivia()
                    try expect(";")
                }
            case UInt8(ascii: "("):
                offset += 1
                var result: [OpenStepPlist] = []
                while true {
                    skipTrivia()
                    guard !atEnd else { throw error("unterminated array") }
                    if bytes[offset] == UInt8(ascii: ")") { offset += 1; return .array(result) }
                    result.append(try value(depth: depth + 1))
                    skipTrivia()
                    if !atEnd, bytes[offset] == UInt8(ascii: ",") { offset += 1 }
                }
            default:
                return .string(try scalar())
            }
        }

        private mutating func expect(_ character: Unicode.Scalar) throws(ParseError) {
            guard !atEnd, bytes[offset] == UInt8(ascii: character) else { throw error("expected `\(character)`") }
            offset += 1
        }

        /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare word.
        private mutating func scalar() throws(ParseError) -> String {
            guard !atEnd else { throw error("unexpected end of file") }
            if bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                var result: [UInt8] = []
                while !atEnd, bytes[offset] != UInt8(ascii: "\"") {
                    var byte = bytes[offset]
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                        offset += 1
                        switch bytes[offset] {
                        case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                        case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
                        default: byte = bytes[offset]
                        }
                    }
                    result.append(byte)
                    offset += 1
                }
                guard !atEnd else { throw error("unterminated string") }
                offset += 1
                return String(decoding: result, as: UTF8.self)
            }
            let start = offset
            while !atEnd, Self.isBare(bytes[offset]) { offset += 1 }
            guard offset > start else { throw error("unexpected `\(Unicode.Scalar(bytes[offset]))`") }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"), UInt8(ascii: "~"):
                return true
            default:
                return byte >= 0x80
            }
        }

        mutating func skipTrivia() {
            while !atEnd {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    offset += 1
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
                        if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                        offset += 1
                    }
                    offset = min(offset + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while !atEnd, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                } else {
                    return
                }
            }
        }
    }
}
