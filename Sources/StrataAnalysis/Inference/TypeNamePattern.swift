import StrataModel

/// A Data-layer type name as a pattern over the domain type it serves: `UserDTO` → `{name}DTO`,
/// `PopcornMoviesMovieEntity` → `{context}{name}Entity`, `DefaultMovieRepository` → `Default{entity}Repository`.
enum TypeNamePattern {
    /// What a name says about the pattern that would produce it.
    enum Reading: Equatable {
        /// The pattern, with the other ways to write it (`{app}{feature}` for `{context}`).
        case pattern(String, spellings: [String])
        /// Named after the plural (`MoviesRemoteDataSource`): data names have no `{names}`.
        case plural
        /// The name holds none of the candidates.
        case unrelated
    }

    /// Reads `name` as made of one of `subjects` (the longest that appears as a whole word).
    ///
    /// - Parameter placeholder: `{name}` for most patterns, `{entity}` for repository implementations.
    static func read(_ name: String, subjects: [String], placeholder: String = "{name}", feature info: FeatureInfo?) -> Reading {
        let ordered = subjects.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        for subject in ordered {
            guard let range = lastWholeWord(subject, in: name) else { continue }
            let before = String(name[..<range.lowerBound]), after = String(name[range.upperBound...])
            let spellings = spelled(before, info).flatMap { head in spelled(after, info).map { head + placeholder + $0 } }
            return .pattern(spellings[0], spellings: spellings)
        }
        for subject in ordered where lastWholeWord(Naming.plural(subject), in: name) != nil {
            return .plural
        }
        return .unrelated
    }

    /// The last occurrence of `word` in `name` not followed by a lower-case letter (`Movie` in
    /// `PopcornMoviesMovieEntity` is the second one: the first continues into `Movies`).
    static func lastWholeWord(_ word: String, in name: String) -> Range<String.Index>? {
        var found: Range<String.Index>?
        var searchStart = name.startIndex
        while searchStart < name.endIndex, let range = name.range(of: word, range: searchStart..<name.endIndex) {
            let next = range.upperBound < name.endIndex ? name[range.upperBound] : nil
            if next.map({ !$0.isLowercase }) ?? true { found = range }
            searchStart = name.index(after: range.lowerBound)
        }
        return found
    }

    /// One part of a name around the subject, with the feature's names as placeholders: the bounded
    /// context (`PopcornMovies`) first, then the feature alone; the part as written when neither appears.
    /// A feature of one or two letters is too likely to be part of another word to be replaced.
    static func spelled(_ part: String, _ info: FeatureInfo?) -> [String] {
        guard !part.isEmpty, let info else { return [part] }
        var result: [String] = []
        if let context = info.context, let app = info.app, !app.isEmpty, let replaced = part.replacingFirst(context, with: "{context}") {
            result.append(replaced)
            if let spelled = part.replacingFirst(context, with: "{app}{feature}") { result.append(spelled) }
        }
        if let feature = info.feature, feature.count >= 3, let replaced = part.replacingFirst(feature, with: "{feature}"), !result.contains(replaced) {
            result.append(replaced)
        }
        return result.isEmpty ? [part] : result
    }
}
