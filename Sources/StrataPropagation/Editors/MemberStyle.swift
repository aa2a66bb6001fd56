import SwiftSyntax

/// How a type writes its stored properties, so a new one reads like its neighbours: documented
/// with `///` or not, set apart by blank lines or packed.
struct MemberStyle {
    /// Most properties carry a `///` comment.
    var documents: Bool
    /// Most properties after the first start after a blank line.
    var separatesWithBlankLines: Bool

    init(_ declarations: [VariableDeclSyntax]) {
        let documented = declarations.filter { $0.leadingTrivia.contains { if case .docLineComment = $0 { return true } else { return false } } }
        documents = !declarations.isEmpty && documented.count * 2 > declarations.count
        let rest = declarations.dropFirst()
        let spaced = rest.filter { Self.blankLineBefore($0.leadingTrivia) }
        separatesWithBlankLines = !rest.isEmpty && spaced.count * 2 > rest.count
    }

    /// Two newlines before the first comment or token of a member.
    private static func blankLineBefore(_ trivia: Trivia) -> Bool {
        for piece in trivia {
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count): if count >= 2 { return true }
            case .spaces, .tabs: continue
            default: return false
            }
        }
        return false
    }

    /// A doc sentence from a property's name: `releaseYear` → "The release year.",
    /// `isDefault` → "Whether it is default.", `hasTrailer` → "Whether it has trailer."
    static func sentence(for name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let lowered = words.map { word in word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased() }
        if let first = lowered.first, ["is", "has", "can", "should", "was"].contains(first), lowered.count > 1 {
            return "Whether it \(first) \(lowered.dropFirst().joined(separator: " "))."
        }
        return "The \(lowered.joined(separator: " "))."
    }

    /// `///   - id: The identifier.` → the entry's name and everything before it (`///   - `).
    static func parameterEntry(_ line: String) -> (name: String, prefix: String)? {
        guard let dash = line.range(of: "- ") else { return nil }
        let before = line[..<dash.lowerBound]
        guard before.hasPrefix("///"), before.dropFirst(3).allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let rest = line[dash.upperBound...]
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let name = String(rest[..<colon])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name != "Parameters", name != "Returns", name != "Throws" else { return nil }
        return (name, String(line[..<dash.upperBound]))
    }
}
