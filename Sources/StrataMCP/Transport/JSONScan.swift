import Foundation

/// One JSON text (RFC 8259) checked in a single left-to-right pass, without recursion.
///
/// It records what a JSON-RPC gate needs before any decoder runs: whether the text is valid, how
/// deep it nests, and the byte ranges of the top-level object's members (so an `id` can be echoed
/// byte for byte, or swapped, without decoding the rest). The cost is linear in the text and the
/// memory is one byte per open container, whatever the nesting: a hostile message cannot make the
/// scan recurse or rescan.
///
/// A text that ends early (a prefix of a message cut at the size limit) still reports the
/// top-level members it completed, so the refusal can carry the request's id.
struct JSONScan {
    enum Kind: Equatable { case object, array, string, number, `true`, `false`, null }

    struct Member {
        let key: String
        /// The value's bytes in the scanned text.
        let range: Range<Int>
        let kind: Kind
        /// For numbers: no fraction and no exponent.
        let isInteger: Bool
    }

    /// The kind of the whole text's value, once it started.
    private(set) var topKind: Kind?
    /// The top-level object's members, in order (keys decoded; later duplicates kept as they come).
    private(set) var members: [Member] = []
    /// How many containers are open at the deepest point.
    private(set) var depth = 0
    /// Why the text is not one JSON value, with the byte offset; nil when it is.
    private(set) var problem: (offset: Int, message: String)?
    /// The text ended before its value did.
    private(set) var truncated = false

    var isValid: Bool { problem == nil }

    func member(_ key: String) -> Member? { members.last { $0.key == key } }

    init<Bytes: RandomAccessCollection>(_ bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        topKind = scanner.topKind
        members = scanner.members
        depth = scanner.maxDepth
        problem = scanner.problem
        truncated = scanner.truncated
    }

    private struct Scanner<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
        enum Expect { case value, valueOrClose, keyOrClose, key, colon, commaOrClose, end }

        let bytes: Bytes
        var index: Int
        var stack: [UInt8] = []  // `{` or `[`, one per open container
        var expect = Expect.value
        var topKind: Kind?
        var members: [Member] = []
        var maxDepth = 0
        var problem: (offset: Int, message: String)?
        var truncated = false
        // The top-level member being read: its key, and where its value started.
        var pendingKey: String?
        var memberStart: Int?
        var memberKind: Kind = .null
        var memberIsInteger = false

        init(bytes: Bytes) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        mutating func run() {
            while problem == nil {
                skipWhitespace()
                guard index < bytes.endIndex else {
                    if expect != .end { truncated = true; problem = (index, topKind == nil ? "empty message" : "the message ends before its JSON value does") }
                    return
                }
                step()
            }
        }

        mutating func fail(_ message: String) { problem = (index, message) }

        mutating func skipWhitespace() {
            while index < bytes.endIndex {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func step() {
            let byte = bytes[index]
            switch expect {
            case .end:
                fail("unexpected text after the JSON value")
            case .value, .valueOrClose:
                if expect == .valueOrClose, byte == UInt8(ascii: "]") { close(byte); return }
                value(byte)
            case .keyOrClose, .key:
                if expect == .keyOrClose, byte == UInt8(ascii: "}") { close(byte); return }
                guard byte == UInt8(ascii: "\"") else { fail("expected a member name in quotes"); return }
                let start = index
                guard string() else { return }
                if stack.count == 1 { pendingKey = Self.decodeKey(bytes[start..<index]) }
                expect = .colon
            case .colon:
                guard byte == UInt8(ascii: ":") else { fail("expected `:` after a member name"); return }
                index += 1
                expect = .value
            case .commaOrClose:
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = stack.last == UInt8(ascii: "{") ? .key : .value
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    close(byte)
                } else {
                    fail("expected `,` or the end of the \(stack.last == UInt8(ascii: "{") ? "object" : "array")")
                }
            }
        }

        mutating func value(_ byte: UInt8) {
            let start = index
            let kind: Kind
            var isInteger = false
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if topKind == nil { topKind = byte == UInt8(ascii: "{") ? .object : .array }
                if stack.count == 1 { memberStart = start; memberKind = byte == UInt8(ascii: "{") ? .object : .array }
                stack.append(byte)
                maxDepth = max(maxDepth, stack.count)
                index += 1
                expect = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                return
            case UInt8(ascii: "\""):
                guard string() else { return }
                kind = .string
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let integer = number() else { return }
                kind = .number
                isInteger = integer
            case UInt8(ascii: "t"):
                guard literal("true") else { return }
                kind = .true
            case UInt8(ascii: "f"):
                guard literal("false") else { return }
                kind = .false
            case UInt8(ascii: "n"):
                guard literal("null") else { return }
                kind = .null
            default:
                fail("expected a JSON value")
                return
            }
            if topKind == nil { topKind = kind }
            if stack.count == 1 { finishMember(start: start, kind: kind, isInteger: isInteger) }
            expect = stack.isEmpty ? .end : .commaOrClose
        }

        mutating func close(_ byte: UInt8) {
            let opener = stack.removeLast()
            guard (opener == UInt8(ascii: "{")) == (byte == UInt8(ascii: "}")) else {
                fail("`\(Character(Unicode.Scalar(byte)))` closes a `\(Character(Unicode.Scalar(opener)))`")
                return
            }
            index += 1
            if stack.count == 1, let start = memberStart { finishMember(start: start, kind: memberKind, isInteger: false) }
            expect = stack.isEmpty ? .end : .commaOrClose
        }

        mutating func finishMember(start: Int, kind: Kind, isInteger: Bool) {
            guard stack.last == UInt8(ascii: "{"), let key = pendingKey else { return }
            members.append(Member(key: key, range: start..<index, kind: kind, isInteger: isInteger))
            pendingKey = nil
            memberStart = nil
        }

        /// From an opening quote to just past the closing one; false (with a problem) otherwise.
        mutating func string() -> Bool {
            index += 1
            while index < bytes.endIndex {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.endIndex else { break }
                    switch bytes[index] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        index += 1
                    case UInt8(ascii: "u"):
                        index += 1
                        for _ in 0..<4 {
                            guard index < bytes.endIndex else { break }
                            guard Self.isHexDigit(bytes[index]) else { fail("`\\u` needs four hex digits"); return false }
                            index += 1
                        }
                    default:
                        fail("unknown escape in a string")
                        return false
                    }
                case 0x00..<0x20:
                    fail("a control character must be escaped in a string")
                    return false
                default:
                    index += 1
                }
            }
            truncated = true
            fail("the message ends inside a string")
            return false
        }

        /// A number's grammar; returns whether it is an integer, or nil (with a problem).
        mutating func number() -> Bool? {
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.endIndex, Self.isDigit(bytes[index]) else { fail("a number needs digits"); return nil }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                digits()
            }
            var integer = true
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
                integer = false
                index += 1
                guard index < bytes.endIndex, Self.isDigit(bytes[index]) else { fail("a fraction needs digits"); return nil }
                digits()
            }
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                integer = false
                index += 1
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < bytes.endIndex, Self.isDigit(bytes[index]) else { fail("an exponent needs digits"); return nil }
                digits()
            }
            return integer
        }

        mutating func digits() {
            while index < bytes.endIndex, Self.isDigit(bytes[index]) { index += 1 }
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.endIndex - index >= count else {
                truncated = true
                fail("the message ends inside `\(word)`")
                return false
            }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
                fail("expected a JSON value")
                return false
            }
            index += count
            return true
        }

        static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        static func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        /// A member name with its quotes; escapes (`"\u0069d"` is `id`) resolved by the decoder.
        static func decodeKey(_ quoted: Bytes.SubSequence) -> String {
            if !quoted.contains(UInt8(ascii: "\\")) {
                return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
            }
            return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? ""
        }
    }
}
