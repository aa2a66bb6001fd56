/// SARIF's `columnKind` says columns count Unicode code points; Strata's columns count UTF-8 bytes
/// (as swift-syntax and the compiler do). They agree on ASCII lines only, so with the files' text
/// each column is converted; without it, it is left as it is.
///
/// A class so one report reads each file once, however many findings it has.
final class CodePointColumns {
    private let source: ((String) -> String?)?
    private var files: [String: File?] = [:]

    struct File {
        let bytes: [UInt8]
        let lineStarts: [Int]
    }

    init(source: ((String) -> String?)?) {
        self.source = source
    }

    /// The file's bytes and line starts, read once; nil when there is no source or it cannot be read.
    func file(_ path: String) -> File? {
        if let known = files[path] { return known }
        let read = source?(path).map { text -> File in
            let bytes = Array(text.utf8)
            return File(bytes: bytes, lineStarts: TextEdits.lineStarts(bytes))
        }
        files[path] = read
        return read
    }

    /// The code-point column of a 1-based UTF-8 `column` on 1-based `line`. Bytes past the end of the
    /// line (a column just after it) count one each, so an end column stays after the last character.
    func column(_ column: Int, line: Int, in path: String) -> Int {
        guard column > 1, let file = file(path), line >= 1, line <= file.lineStarts.count else { return column }
        let start = file.lineStarts[line - 1]
        let lineEnd = line < file.lineStarts.count ? file.lineStarts[line] - 1 : file.bytes.count
        let prefixEnd = min(start + column - 1, lineEnd)
        var codePoints = 0
        for byte in file.bytes[start..<prefixEnd] where byte & 0xC0 != 0x80 { codePoints += 1 }
        return codePoints + 1 + (start + column - 1 - prefixEnd)
    }
}
