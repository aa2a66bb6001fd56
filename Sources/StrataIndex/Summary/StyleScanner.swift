#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over a file's bytes for everything that is about lines rather than syntax:
/// line starts, line count, indentation habits and `// MARK:` comments.
///
/// Scanning bytes is far cheaper than visiting every token's trivia, and indentation is a
/// property of lines anyway.
struct StyleScan: Sendable {
    var lines = LineTable()
    var lineCount = 0
    var tabIndentedLines = 0
    var spaceIndentedLines = 0
    var indentStep: Int?
    var markComments: [String] = []
    /// Runs of `[` and `(` with only whitespace or comment characters between them (`[[[[`, `[([(`),
    /// counted everywhere, strings included: `BracketRuns` takes a closer look when the cost is high.
    /// The longest run's number of openers, and the estimated cost of them all.
    var longestBracketRun = 0
    var bracketCost = 0
}

extension StyleScan {
    /// `weight`: two per `[`, one per `(` (see `BracketRuns`); `openers`: how many there were.
    fileprivate mutating func addBracketRun(weight: Int, openers: Int) {
        longestBracketRun = max(longestBracketRun, openers)
        bracketCost = BracketRuns.adding(weight: weight, to: bracketCost)
    }
}

enum StyleScanner {
    /// Indentation differences above this are alignment (wrapped arguments), not nesting steps.
    private static let largestStep = 16
    private static let marker: [UInt8] = Array("MARK:".utf8)

    /// `marks: false` leaves `markComments` empty (`IndexOptions.styleFacts`).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, marks: Bool = true) -> StyleScan {
        var result = StyleScan()
        // Room for the line starts up front (lines average well over 16 bytes): appending one by
        // one would grow the table half a dozen times per file.
        result.lines.reserve(lines: bytes.count / 16 + 1)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: largestStep + 1) { votes in
            votes.initialize(repeating: 0)
            scan(bytes, into: &result, stepVotes: votes, marks: marks)
            result.lines.seal(byteCount: bytes.count)
            result.indentStep = mostVoted(votes)
            return result
        }
    }

    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, into result: inout StyleScan, stepVotes: UnsafeMutableBufferPointer<Int>, marks: Bool
    ) {
        var previousIndent: Int?  // of the last non-blank line indented with spaces only
        var lineStart = 0
        let count = bytes.count
        var bracketRun = 0
        var bracketOpeners = 0
        // Without any `\r`, `memchr` finds line ends (and `[`) far faster than a byte loop.
        let onlyNewlines = find(0x0D, in: bytes, from: 0, to: count) == nil

        while lineStart < count {
            // This line's end and the next line's start (`\n`, `\r\n` and lone `\r` all end a line).
            var lineEnd = lineStart
            if onlyNewlines {
                lineEnd = find(0x0A, in: bytes, from: lineStart, to: count) ?? count
            } else {
                while lineEnd < count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            }
            var next = lineEnd
            if next < count {
                next += (bytes[next] == 0x0D && next + 1 < count && bytes[next + 1] == 0x0A) ? 2 : 1
            }
            result.lineCount += 1

            var contentStart = lineStart
            while contentStart < lineEnd, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 { contentStart += 1 }
            if contentStart < lineEnd {  // blank lines say nothing about indentation, nor end a `[[` run
                let indent = contentStart - lineStart
                if indent > 0, bytes[lineStart] == 0x09 {
                    result.tabIndentedLines += 1
                    previousIndent = nil
                } else {
                    if indent > 0 { result.spaceIndentedLines += 1 }
                    if let previous = previousIndent, indent > previous, indent - previous <= largestStep {
                        stepVotes[indent - previous] += 1
                    }
                    previousIndent = indent
                }
                if marks, let mark = markText(bytes, from: contentStart, to: lineEnd) { result.markComments.append(mark) }
                let startsComment =
                    bytes[contentStart] == 0x2F && contentStart + 1 < lineEnd
                    && (bytes[contentStart + 1] == 0x2F || bytes[contentStart + 1] == 0x2A)
                if find(0x5B, in: bytes, from: contentStart, to: lineEnd) == nil && bytes[contentStart] != 0x28 && !startsComment {
                    result.addBracketRun(weight: bracketRun, openers: bracketOpeners)  // text without `[` ends any run
                    bracketRun = 0
                    bracketOpeners = 0
                } else {
                    var index = contentStart
                    while index < lineEnd {
                        let byte = bytes[index]
                        index += 1
                        switch byte {
                        case 0x5B:
                            bracketRun += 2
                            bracketOpeners += 1
                        case 0x28:
                            bracketRun += 1
                            bracketOpeners += 1
                        case 0x20, 0x09:
                            break
                        // A comment leaves a run going: `//` to the line's end, `/* … */` within the line.
                        case 0x2F where index < lineEnd && bytes[index] == 0x2F:
                            index = lineEnd
                        case 0x2F where index < lineEnd && bytes[index] == 0x2A:
                            index += 1
                            while index < lineEnd, !(bytes[index - 1] == 0x2A && bytes[index] == 0x2F) { index += 1 }
                            index += 1
                        default:
                            if bracketRun > 0 {
                                result.addBracketRun(weight: bracketRun, openers: bracketOpeners)
                                bracketRun = 0
                                bracketOpeners = 0
                            }
                        }
                    }
                }
            }

            if next < count { result.lines.addLine(startingAt: next) }
            lineStart = next
        }
        result.addBracketRun(weight: bracketRun, openers: bracketOpeners)
    }

    /// Offset of the first `byte` in `bytes[from..<to]`, by `memchr`.
    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The most common step; the smaller one wins a tie.
    private static func mostVoted(_ votes: UnsafeMutableBufferPointer<Int>) -> Int? {
        var best = 0  // votes[0] stays 0: a step is always positive
        for step in votes.indices where votes[step] > votes[best] { best = step }
        return best == 0 ? nil : best
    }

    /// Text after `MARK:` when the line is a `// MARK:` comment.
    private static func markText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        guard end - start >= 7, bytes[start] == 0x2F, bytes[start + 1] == 0x2F else { return nil }
        var cursor = start + 2
        while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        guard end - cursor >= marker.count else { return nil }
        for (index, byte) in marker.enumerated() where bytes[cursor + index] != byte { return nil }
        return TriviaFacts.trimmed(String(decoding: UnsafeBufferPointer(rebasing: bytes[(cursor + marker.count)..<end]), as: UTF8.self))
    }
}
