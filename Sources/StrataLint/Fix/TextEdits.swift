/// Why edits could not be applied.
struct EditFailure: Error {
    var reason: String
}

/// Applies line/column edits to a text, last first so earlier positions stay valid.
enum TextEdits {
    static func apply(_ edits: [TextEdit], to text: String) -> Result<String, EditFailure> {
        var bytes = Array(text.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        var resolved: [(start: Int, end: Int, replacement: String)] = []
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
            resolved.append((start, end, edit.replacement))
        }
        resolved.sort { $0.start > $1.start }
        for (earlier, later) in zip(resolved.dropFirst(), resolved) where earlier.end > later.start {
            return .failure(EditFailure(reason: "two fixes overlap; apply one, then lint again"))
        }
        for edit in resolved { bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8)) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
