/// Code rendered with four-space indents from column 0, moved to a place in a file: every line
/// gets the place's indentation, and each four-space level becomes the file's own step (a tab,
/// two spaces…), so inserted code looks like its neighbours.
enum Reindent {
    static func lines(_ text: String, at indentation: String, step: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { (line: Substring) -> String in
            let spaces = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(spaces)
            guard !rest.isEmpty else { return "" }
            return indentation + String(repeating: step, count: spaces / 4) + String(repeating: " ", count: spaces % 4) + String(rest)
        }
    }

    /// The lines joined with the file's line break, without trailing empty lines.
    static func block(_ text: String, at indentation: String, step: String, newline: String) -> String {
        var lines = lines(text, at: indentation, step: step)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: newline)
    }
}
