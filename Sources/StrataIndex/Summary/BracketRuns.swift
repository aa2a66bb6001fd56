/// Guards SwiftParser 603 against runs of openers like `[[[[…` or `[([(…`: its type lookahead
/// takes time exponential in the length of such a run (each `[` doubles it: a run of 12 costs ~3 ms,
/// 20 ~0.3 s, 30 ~5 min; each `[(` pair triples it). Whitespace and comments between the openers do
/// not help (`[/**/[/**/[`), so they do not end a run.
///
/// A run's weight is two per `[` and one per `(`, and its cost 2^(weight / 2); the cost of a file
/// is the sum over its runs of at least `shortestCostlyRun`, so many medium runs add up as surely as
/// one long one. `StyleScanner` estimates this everywhere, in one pass it makes anyway (over, never
/// under: it cannot tell comments and strings apart); only if that is over `budget` (about half a
/// second of parsing) does `cost` look again, counting runs in code only — in string literals they
/// are harmless text. A file still over budget is not parsed. Real code stays far below: nested
/// literals look like `[[1, 2], [3]]`, a run of 2.
enum BracketRuns {
    static let shortestCostlyRun = 4
    static let budget = 1 << 20

    /// `total` plus the cost of one run of `weight` (two per `[`, one per `(`), saturating far below overflow.
    static func adding(weight: Int, to total: Int) -> Int {
        let length = weight / 2
        return length < shortestCostlyRun ? total : min(total + (1 << min(length, 40)), Int.max / 2)
    }

    /// What a stack entry is: code (inside `\(…)` of a string when `parens` counts) or a string.
    private enum Frame {
        case code(parens: Int)
        case string(hashes: Int, multiline: Bool)
    }

    static func cost(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var frames: [Frame] = [.code(parens: -1)]  // -1: top level, not an interpolation
        var cost = 0
        var run = 0
        var index = 0
        let count = bytes.count
        func endRun() {
            cost = adding(weight: run, to: cost)
            run = 0
        }
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }

        while index < count, let frame = frames.last {
            let byte = bytes[index]
            switch frame {
            case .code(let parens):
                if byte == 0x5B {  // `[`
                    run += 2
                    index += 1
                    continue
                }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                    continue
                }
                // Comments are skipped without ending the run: the parser skips them too.
                if byte == 0x2F, at(1) == 0x2F {  // `//` to the end of the line
                    while index < count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if byte == 0x2F, at(1) == 0x2A {  // `/* … */`, nested
                    var depth = 0
                    repeat {
                        if at(0) == 0x2F, at(1) == 0x2A { depth += 1; index += 2 } else if at(0) == 0x2A, at(1) == 0x2F { depth -= 1; index += 2 } else { index += 1 }
                    } while depth > 0 && index < count
                    continue
                }
                if byte == 0x28 {  // `(`: part of a run, and counted inside an interpolation
                    run += 1
                    if parens >= 0 { frames[frames.count - 1] = .code(parens: parens + 1) }
                    index += 1
                    continue
                }
                endRun()
                if byte == 0x22 || byte == 0x23 {  // `"` or raw string `#…"`
                    var hashes = 0
                    while at(hashes) == 0x23 { hashes += 1 }
                    guard at(hashes) == 0x22 else {
                        index += max(hashes, 1)  // `#if`, `#selector`…
                        continue
                    }
                    index += hashes
                    let multiline = at(1) == 0x22 && at(2) == 0x22
                    index += multiline ? 3 : 1
                    frames.append(.string(hashes: hashes, multiline: multiline))
                } else if byte == 0x29, parens >= 0 {  // `)`: closes a paren or the interpolation
                    if parens == 0 { frames.removeLast() } else { frames[frames.count - 1] = .code(parens: parens - 1) }
                    index += 1
                } else {
                    index += 1
                }
            case .string(let hashes, let multiline):
                if byte == 0x5C, (0..<hashes).allSatisfy({ at(1 + $0) == 0x23 }) {  // `\` + the string's `#`s
                    if at(1 + hashes) == 0x28 {  // `\(`: code until the matching `)`
                        index += 2 + hashes
                        frames.append(.code(parens: 0))
                    } else {
                        index += 2 + hashes  // an escaped character
                    }
                } else if byte == 0x22, !multiline || (at(1) == 0x22 && at(2) == 0x22) {
                    let quotes = multiline ? 3 : 1
                    if (0..<hashes).allSatisfy({ at(quotes + $0) == 0x23 }) {
                        frames.removeLast()
                        index += quotes + hashes
                    } else {
                        index += 1
                    }
                } else if byte == 0x0A || byte == 0x0D, !multiline {
                    frames.removeLast()  // unterminated: the lexer gives up at the line end too
                    index += 1
                } else {
                    index += 1
                }
            }
        }
        endRun()
        return cost
    }
}
