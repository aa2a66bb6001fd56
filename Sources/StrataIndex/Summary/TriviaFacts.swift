import SwiftSyntax

/// Comments attached to declarations and files: doc comments, `// MARK:` lines, the header block.
enum TriviaFacts {
    /// What the comments right above a declaration say.
    struct Attached {
        var docComment: String?
        var precedingMark: String?
    }

    /// Reads the leading trivia of a declaration: only comments after the previous token, so
    /// everything found is "above" the declaration with no code in between.
    static func attached(to trivia: Trivia) -> Attached {
        var result = Attached()
        var docLines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                docLines.append(stripDocLine(text))
            case .docBlockComment(let text):
                docLines = [stripDocBlock(text)]
            case .lineComment(let text):
                docLines = []  // a plain comment between doc and declaration ends the doc block
                if let mark = markText(ofComment: text) { result.precedingMark = mark }
            case .blockComment:
                docLines = []
            default:
                break
            }
        }
        if !docLines.isEmpty { result.docComment = docLines.joined(separator: "\n") }
        return result
    }

    /// The first comment block of the file (licence, `//  Created by…`) verbatim, up to the first
    /// blank line; doc comments belong to the declaration below them, not to the file.
    static func headerComment(_ trivia: Trivia) -> String? {
        var text = ""
        var newlinesSinceComment = 0
        for piece in trivia {
            switch piece {
            case .lineComment(let comment), .blockComment(let comment):
                if !text.isEmpty {
                    if newlinesSinceComment > 1 { return text }
                    text += "\n"
                }
                text += comment
                newlinesSinceComment = 0
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                newlinesSinceComment += count
            case .spaces, .tabs:
                continue
            default:
                return text.isEmpty ? nil : text
            }
        }
        return text.isEmpty ? nil : text
    }

    /// `- Private` for `// MARK: - Private`; nil for any other comment.
    static func markText(ofComment comment: String) -> String? {
        guard comment.hasPrefix("//") else { return nil }
        let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("MARK:") else { return nil }
        return trimmed(String(body.dropFirst(5)))
    }

    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    /// `/// Text` → `Text` (one space after the slashes is the convention, not content).
    static func stripDocLine(_ text: String) -> String {
        var body = text.dropFirst(3)
        if body.first == " " { body = body.dropFirst() }
        while let last = body.last, last == " " || last == "\t" || last == "\r" { body = body.dropLast() }
        return String(body)
    }

    /// `/** … */` → inner lines without the decorative leading `*`.
    private static func stripDocBlock(_ text: String) -> String {
        var body = Substring(text)
        if body.hasPrefix("/**") { body = body.dropFirst(3) }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = line.drop { $0 == " " || $0 == "\t" }
            if line.first == "*" {
                line = line.dropFirst()
                if line.first == " " { line = line.dropFirst() }
            }
            return trimmed(String(line))
        }
        let kept = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
        return kept.joined(separator: "\n")
    }
}
