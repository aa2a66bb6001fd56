/// Splits `A: B, C == D<E, F>` at the commas outside brackets, as generic argument lists and
/// `where` clauses are written. The `>` of an arrow (`->`) closes nothing.
package enum TopLevelCommas {
    package static func split(_ text: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">" where previous != "-": depth -= 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(trimmed(current))
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        let last = trimmed(current)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// Without leading and trailing spaces, tabs and newlines.
    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
