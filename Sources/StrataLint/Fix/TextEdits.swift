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
            guard edit.line >= 1, edit.line <= lineStarts.count, edit.column >= 1, edit.length >= 0 else { return .failure(EditFailure(reason: "an edit points outside the file")) }
            let start = lineStarts[edit.line - 1] + edit.column - 1
            guard start + edit.length <= bytes.count else { return .failure(EditFailure(reason: "an edit points outside the file")) }
            resolved.append((start, start + edit.length, edit.replacement))
        }
        resolved.sort { $0.start > $1.start }
        for (earlier, later) in zip(resolved.dropFirst(), resolved) where earlier.end > later.start {
            return .failure(EditFailure(reason: "two fixes overlap; apply one, then lint again"))
        }
        for edit in resolved { bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8)) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
