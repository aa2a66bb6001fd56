/// Line-level facts about a file's text, by UTF-8 offset: where a line starts and ends, and how
/// it is indented. Edits take their indentation from the lines around them, so inserted code
/// looks like its neighbours (tabs or spaces, any width).
package struct SourceLines {
    package let bytes: [UInt8]
    /// One level of indentation in this file: a tab, or the smallest space indentation used.
    package let indentStep: String

    package init(_ text: String) {
        bytes = Array(text.utf8)
        indentStep = Self.indentStep(bytes)
    }

    private static func indentStep(_ bytes: [UInt8]) -> String {
        var smallest = Int.max
        var lineStart = true
        var width = 0
        for byte in bytes {
            if lineStart {
                if byte == 0x09 { return "\t" }
                if byte == 0x20 { width += 1; continue }
                if byte != 0x0A && byte != 0x0D && width > 0 { smallest = min(smallest, width) }
                lineStart = false
            }
            if byte == 0x0A { lineStart = true; width = 0 }
        }
        return String(repeating: " ", count: smallest == Int.max || smallest > 8 || smallest < 2 ? 4 : smallest)
    }

    package func lineStart(of offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    /// Offset just after the newline ending the line that holds `offset` (the file's end if none).
    package func nextLineStart(after offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// Whether the line holding `offset` ends with a newline (the file's last line may not).
    package func lineHasNewline(at offset: Int) -> Bool {
        var index = min(offset, bytes.count)
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index < bytes.count
    }

    /// The spaces and tabs that start the line holding `offset`.
    package func indentation(of offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only whitespace precedes `offset` on its line (the token starts its line).
    package func startsLine(_ offset: Int) -> Bool {
        var index = min(offset, bytes.count)
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == 0x0A { return true }
            if byte != 0x20 && byte != 0x09 { return false }
            index -= 1
        }
        return true
    }

    /// Offsets where each line starts (line 1 at index 0).
    package var lineStarts: [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    package func newlineCount(in range: Range<Int>) -> Int {
        bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)].count(where: { $0 == 0x0A })
    }

    /// Whether only spaces and a `//` comment follow `offset` up to the end of its line.
    package func onlyTriviaFollows(_ offset: Int) -> Bool {
        var index = min(offset, bytes.count)
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D { return true }
        return index + 1 < bytes.count && bytes[index] == 0x2F && bytes[index + 1] == 0x2F
    }

    /// `text` (one or more lines, each already indented) on new lines below the line where `end`
    /// is; right after `end` on a line break of its own when code follows it on that line.
    package func lineEdit(_ text: String, after end: Int) -> SourceEdit {
        guard onlyTriviaFollows(end) else { return SourceEdit(insert: newline + text, at: end) }
        return SourceEdit(insert: (lineHasNewline(at: end) ? "" : newline) + text + newline, at: nextLineStart(after: end))
    }

    /// The line break the file uses (`\r\n` when its first line ends so).
    package var newline: String {
        guard let first = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return first > 0 && bytes[first - 1] == 0x0D ? "\r\n" : "\n"
    }

}
