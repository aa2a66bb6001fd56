import StrataModel

/// All exclude patterns, sorted by how they are checked: plain names by a set lookup, name
/// patterns against the entry's name, path patterns against its path. Checked for every entry of
/// the walk, so it must be cheap.
struct Excludes: Sendable {
    private let names: Set<String>
    private let namePatterns: [PathGlob]
    private let pathPatterns: [PathGlob]

    init(_ patterns: [String]) {
        let globs = patterns.map(PathGlob.init)
        names = Set(globs.compactMap(\.literalName))
        namePatterns = globs.filter { $0.matchesAnyName && $0.literalName == nil }
        pathPatterns = globs.filter { !$0.matchesAnyName }
    }

    /// `name` is the last component of `path`; its folders were checked on the way down.
    func excludes(path: String, name: String) -> Bool {
        names.contains(name) || namePatterns.contains { $0.matches(name: name) } || pathPatterns.contains { $0.matches(path) }
    }
}
