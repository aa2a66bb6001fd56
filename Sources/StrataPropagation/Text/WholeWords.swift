/// A name as a whole word in code: `MovieRepository` but not in `MovieRepositoryImpl` or
/// `aMovieRepository`.
package enum WholeWords {
    package static func contains(_ word: String, in text: String) -> Bool {
        !ranges(of: word, in: text).isEmpty
    }

    /// Each whole name replaced by its new one.
    package static func replacing(_ renames: [String: String], in text: String) -> String {
        var result = text
        for (old, new) in renames where old != new && !old.isEmpty {
            var output = ""
            var position = result.startIndex
            for range in ranges(of: old, in: result) {
                output += result[position..<range.lowerBound] + new
                position = range.upperBound
            }
            result = output + result[position...]
        }
        return result
    }

    private static func ranges(of word: String, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            if !isIdentifier(before), !isIdentifier(after) { found.append(range) }
            rest = text[range.upperBound...]
        }
        return found
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
