/// Leading trivia read straight from the bytes when it holds only spaces, tabs, line breaks and `//`
/// comments — what sits above nearly every file and declaration — with the answers `TriviaFacts`
/// gives from swift-syntax's trivia pieces.
///
/// Why: turning trivia into pieces lexes it again and makes an array and a string per piece, for
/// every commented declaration. The pieces are cut here as swift-syntax's `TriviaParser` cuts them
/// (a line comment runs to `\n` or `\r`; `///` starts a doc comment); anything else — block
/// comments, `#`, a byte-order mark, stray text — gives nil, and the caller reads the pieces.
enum LineCommentTrivia {
    /// `TriviaFacts.headerComment` of the trivia in `bytes[0..<end]`; nil when it is not plain.
    static func headerComment(_ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) -> String?? {
        guard isPlain(bytes, 0, end) else { return nil }
        var text = ""
        var newlinesSinceComment = 0
        var index = 0
        while index < end {
            switch bytes[index] {
            case 0x0A:
                newlinesSinceComment += 1
                index += 1
            case 0x0D:
                newlinesSinceComment += 1  // `\r\n` is one line break, as is a lone `\r`
                index += index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x20, 0x09:
                index += 1
            default:  // `//`: `isPlain` allows nothing else
                let comment = commentEnd(bytes, from: index, to: end)
                if isDocComment(bytes, at: index, end: end) { return .some(text.isEmpty ? nil : text) }
                if !text.isEmpty {
                    if newlinesSinceComment > 1 { return .some(text) }
                    text += "\n"
                }
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<comment]), as: UTF8.self)
                newlinesSinceComment = 0
                index = comment
            }
        }
        return .some(text.isEmpty ? nil : text)
    }

    /// `TriviaFacts.attached` of the trivia in `bytes[from..<to]`; nil when it is not plain.
    static func attached(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> TriviaFacts.Attached? {
        guard isPlain(bytes, from, to) else { return nil }
        var result = TriviaFacts.Attached()
        var docLines: [String] = []
        var index = from
        while index < to {
            guard bytes[index] == 0x2F else {
                index += 1
                continue
            }
            let comment = commentEnd(bytes, from: index, to: to)
            if isDocComment(bytes, at: index, end: to) {
                docLines.append(TriviaFacts.stripDocLine(string(bytes, index, comment)))
            } else {
                docLines = []  // a plain comment between doc and declaration ends the doc block
                if isMark(bytes, index, comment), let mark = TriviaFacts.markText(ofComment: string(bytes, index, comment)) {
                    result.precedingMark = mark
                }
            }
            index = comment
        }
        if !docLines.isEmpty { result.docComment = docLines.joined(separator: "\n") }
        return result
    }

    /// Only spaces, tabs, line breaks and `//` comments.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        var index = from
        while index < to {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case 0x2F where index + 1 < to && bytes[index + 1] == 0x2F:
                index = commentEnd(bytes, from: index, to: to)
            default:
                return false
            }
        }
        return true
    }

    /// Where the line comment starting at `from` ends: at the next `\n` or `\r`.
    private static func commentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var index = from + 2
        while index < to, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    /// `///…` (the third character is a slash), as `TriviaParser` decides it.
    private static func isDocComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        index + 2 < end && bytes[index + 2] == 0x2F
    }

    /// Whether `MARK:` follows the slashes and blanks: only then is the comment's text needed.
    private static func isMark(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        var index = from + 2
        while index < to, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return to - index >= 5 && bytes[index] == 0x4D && bytes[index + 1] == 0x41 && bytes[index + 2] == 0x52
            && bytes[index + 3] == 0x4B && bytes[index + 4] == 0x3A  // MARK:
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }
}
