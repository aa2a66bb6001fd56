/// Splits `A: B, C == D<E, F>` at the commas outside brackets, as generic argument lists and
/// `where` clauses are written. The `>` of an arrow (`->`) closes nothing.
public enum TopLevelCommas {
    public static func split(_ text: Substring) -> [String] {
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
                parts.append(current.trimmingSpaces)
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        if !current.trimmingSpaces.isEmpty { parts.append(current.trimmingSpaces) }
        return parts
    }
}
