/// Why edits could not be applied.
struct EditFailure: Error {
    var reason: String
}

/// One edit placed in a text: the UTF-8 byte range it replaces.
struct ResolvedEdit {
    var start: Int
    var end: Int
    var replacement: String
}

/// Applies line/column edits to a text, last first so earlier positions stay valid.
enum TextEdits {
    static func apply(_ edits: [TextEdit], to text: String) -> Result<String, EditFailure> {
        var bytes = Array(text.utf8)
        switch resolve(edits, in: bytes) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let resolved):
            for edit in resolved.sorted(by: { $0.start > $1.start }) {
                bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            }
            return .success(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The byte ranges the edits replace, in the order given; `TextEdit.restOfLine` is measured
    /// against the text. Fails when an edit points outside the text or two overlap.
    static func resolve(_ edits: [TextEdit], in bytes: [UInt8]) -> Result<[ResolvedEdit], EditFailure> {
        let lineStarts = self.lineStarts(bytes)
        var resolved: [ResolvedEdit] = []
        for edit in edits {
            guard edit.line >= 1, edit.line <= lineStarts.count, edit.column >= 1, edit.length >= TextEdit.restOfLine else {
                return .failure(EditFailure(reason: "an edit points outside the file"))
            }
            let lineStart = lineStarts[edit.line - 1]
            var start = lineStart + edit.column - 1
            guard start <= bytes.count else { return .failure(EditFailure(reason: "an edit points outside the file")) }
            var end = start + edit.length
            if edit.length == TextEdit.restOfLine {
                end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
                while start > lineStart, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
                if start == lineStart, end < bytes.count {  // nothing else on the line: remove the line
                    end += bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1
                }
            }
            guard end <= bytes.count else { return .failure(EditFailure(reason: "an edit points outside the file")) }
            resolved.append(ResolvedEdit(start: start, end: end, replacement: edit.replacement))
        }
        let ordered = resolved.sorted { $0.start > $1.start }
        for (earlier, later) in zip(ordered.dropFirst(), ordered) where earlier.end > later.start {
            return .failure(EditFailure(reason: "two fixes overlap; apply one, then lint again"))
        }
        return .success(resolved)
    }

    /// Offsets where each line starts (after `\n`).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// 1-based line and UTF-8 column of a byte offset.
    static func position(of offset: Int, lineStarts: [Int]) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
