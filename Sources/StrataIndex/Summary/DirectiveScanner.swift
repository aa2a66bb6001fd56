#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `// strata:…` comments in a file's bytes.
///
/// A byte search rather than a look at every token's trivia: `memchr` jumps from one `s` to the
/// next at memory speed, and the marker is rare. What the
/// directive means (`disable:next rule -- reason`) is for lint to decide.
enum DirectiveScanner {
    private static let marker: [UInt8] = Array("strata:".utf8)

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [CommentDirective] {
        guard let base = bytes.baseAddress else { return [] }
        var directives: [CommentDirective] = []
        var from = 0
        while from < bytes.count {
            guard let found = memchr(base + from, Int32(marker[0]), bytes.count - from) else { break }
            let hit = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            from = hit + 1
            guard bytes.count - hit >= marker.count, marker.indices.allSatisfy({ bytes[hit + $0] == marker[$0] }) else { continue }
            if let directive = directive(at: hit, in: bytes, lines: lines) { directives.append(directive) }
        }
        return directives
    }

    /// The directive whose marker starts at `hit`, when `//` and spaces come right before it.
    private static func directive(at hit: Int, in bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> CommentDirective? {
        var slash = hit
        while slash > 0, bytes[slash - 1] == 0x20 || bytes[slash - 1] == 0x09 { slash -= 1 }
        guard slash >= 2, bytes[slash - 1] == 0x2F, bytes[slash - 2] == 0x2F else { return nil }
        slash -= 2
        guard slash == 0 || bytes[slash - 1] != 0x2F else { return nil }  // `///` is documentation
        var lineStart = slash
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let isTrailing = bytes[lineStart..<slash].contains { $0 != 0x20 && $0 != 0x09 }
        var lineEnd = hit + marker.count
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(hit + marker.count)..<lineEnd]), as: UTF8.self)
        let line = lines.line(ofOffset: slash)
        return CommentDirective(
            text: TriviaFacts.trimmed(text), line: line, column: lines.column(ofOffset: slash), isTrailing: isTrailing,
            nextCodeLine: nextCodeLine(after: lineEnd, in: bytes, lines: lines))
    }

    /// The line of the first later line with code: not blank and not starting with `//`.
    private static func nextCodeLine(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> Int? {
        var index = offset
        while index < bytes.count {
            while index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
            let lineStart = index
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count else { return nil }
            let isComment = bytes[index] == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2F
            if bytes[index] != 0x0A, bytes[index] != 0x0D, !isComment { return lines.line(ofOffset: lineStart) }
            while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        }
        return nil
    }
}
