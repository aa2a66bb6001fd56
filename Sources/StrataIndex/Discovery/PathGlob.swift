/// An exclude pattern: `*` and `?` within one path component, `**` across components.
///
/// A pattern without `/` (`.build`, `Pods`, `*.generated.swift`) matches a file or folder name
/// anywhere, like a `.gitignore` line. A pattern with `/` is matched against the whole path
/// relative to the root (`**/Generated/**`); a trailing `/**` also matches the folder itself, so
/// the walk skips the folder without listing it.
struct PathGlob: Sendable, Hashable {
    private typealias Component = [Unicode.Scalar]
    private static let anyComponents: Component = ["*", "*"]

    private let components: [Component]
    /// True for a pattern without `/`: it is tried against each name, not against the path.
    let matchesAnyName: Bool

    init(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasSuffix("/") { text = text.dropLast() }
        matchesAnyName = !text.contains("/")
        components = text.split(separator: "/").map { Array($0.unicodeScalars) }
    }

    /// One file or folder name, for patterns without `/`.
    func matches(name: String) -> Bool {
        guard matchesAnyName, let pattern = components.first else { return false }
        return Self.matchComponent(pattern[...], Array(name.unicodeScalars)[...])
    }

    /// `path` is relative to the root and `/`-separated.
    func matches(path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0.unicodeScalars) }
        if matchesAnyName {
            guard let pattern = components.first else { return false }
            return parts.contains { Self.matchComponent(pattern[...], $0[...]) }
        }
        // reachable[i]: the pattern read so far matches parts[0..<i]. Dynamic programming keeps
        // patterns like `**/a/**/b/**` polynomial where naive backtracking is exponential.
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: parts.count + 1)
            if component == Self.anyComponents {
                var seen = false
                for index in 0...parts.count {
                    seen = seen || reachable[index]
                    next[index] = seen
                }
            } else {
                for index in 0..<parts.count where reachable[index] && Self.matchComponent(component[...], parts[index][...]) {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[parts.count]
    }

    /// `*` and `?` within one name: the classic linear wildcard match with one backtrack point.
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var patternIndex = pattern.startIndex
        var nameIndex = name.startIndex
        var starIndex: Int?
        var resumeIndex = nameIndex
        while nameIndex < name.endIndex {
            if patternIndex < pattern.endIndex, pattern[patternIndex] == "*" {
                starIndex = patternIndex
                resumeIndex = nameIndex
                patternIndex += 1
            } else if patternIndex < pattern.endIndex, pattern[patternIndex] == "?" || pattern[patternIndex] == name[nameIndex] {
                patternIndex += 1
                nameIndex += 1
            } else if let star = starIndex {
                patternIndex = star + 1
                resumeIndex += 1
                nameIndex = resumeIndex
            } else {
                return false
            }
        }
        while patternIndex < pattern.endIndex, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.endIndex
    }
}
