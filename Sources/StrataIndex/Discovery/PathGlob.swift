/// An exclude pattern: `*` and `?` within one path component, `**` across components.
///
/// A pattern without `/` (`.build`, `Pods`, `*.generated.swift`) matches a file or folder name
/// anywhere, like a `.gitignore` line; so do `**/name` and `**/name/**`, which are rewritten to
/// that form because the walk checks every folder before entering it. Other patterns with `/`
/// are matched against the whole path relative to the root (`Sources/*/Mocks`); a trailing `/**`
/// also matches the folder itself, so the walk skips it without listing it.
struct PathGlob: Sendable, Hashable {
    private typealias Component = [UInt8]
    private static let anyComponents: Component = Array("**".utf8)

    private let components: [Component]
    /// True when the pattern is tried against each name rather than against the whole path.
    let matchesAnyName: Bool
    /// The name itself when the pattern has no wildcard: a plain comparison is enough.
    let literalName: String?

    init(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasSuffix("/") { text = text.dropLast() }  // `vendor/` means the folder `vendor`
        var anchored = text.contains("/")
        var parts = text.split(separator: "/").map { Array($0.utf8) }
        let any = Self.anyComponents
        if anchored, parts.count == 2 || parts.count == 3, parts[0] == any, parts[1] != any, parts.count == 2 || parts[2] == any {
            parts = [parts[1]]  // `**/x` and `**/x/**` → `x` anywhere
            anchored = false
        }
        components = parts
        matchesAnyName = !anchored
        let isLiteral = parts.count == 1 && !parts[0].contains(UInt8(ascii: "*")) && !parts[0].contains(UInt8(ascii: "?"))
        literalName = matchesAnyName && isLiteral ? String(decoding: parts[0], as: UTF8.self) : nil
    }

    /// One file or folder name, for patterns without `/`.
    func matches(name: String) -> Bool {
        guard matchesAnyName, let pattern = components.first else { return false }
        if let literalName { return literalName == name }
        var name = name
        return name.withUTF8 { name in pattern.withUnsafeBufferPointer { Self.matchComponent($0, name) } }
    }

    /// `path` is relative to the root and `/`-separated.
    func matches(path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0.utf8) }
        if matchesAnyName {
            guard let pattern = components.first else { return false }
            return parts.contains { Self.matchComponent(pattern, $0) }
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
                for index in 0..<parts.count where reachable[index] && Self.matchComponent(component, parts[index]) {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[parts.count]
    }

    private static func matchComponent(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        pattern.withUnsafeBufferPointer { pattern in name.withUnsafeBufferPointer { matchComponent(pattern, $0) } }
    }

    /// `*` and `?` within one name, over UTF-8 (`?` takes a whole character): the classic linear
    /// wildcard match with one backtrack point.
    private static func matchComponent(_ pattern: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let star = UInt8(ascii: "*")
        let question = UInt8(ascii: "?")
        var patternIndex = 0
        var nameIndex = 0
        var starIndex: Int?
        var resumeIndex = 0
        while nameIndex < name.count {
            if patternIndex < pattern.count, pattern[patternIndex] == star {
                starIndex = patternIndex
                resumeIndex = nameIndex
                patternIndex += 1
            } else if patternIndex < pattern.count, pattern[patternIndex] == question {
                patternIndex += 1
                nameIndex = endOfCharacter(name, from: nameIndex)
            } else if patternIndex < pattern.count, pattern[patternIndex] == name[nameIndex] {
                patternIndex += 1
                nameIndex += 1
            } else if let star = starIndex {
                patternIndex = star + 1
                resumeIndex = endOfCharacter(name, from: resumeIndex)
                nameIndex = resumeIndex
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == star { patternIndex += 1 }
        return patternIndex == pattern.count
    }

    /// Index after the UTF-8 sequence starting at `index` (continuation bytes are `10xxxxxx`).
    private static func endOfCharacter(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var next = index + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}

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
        names.contains(name) || namePatterns.contains { $0.matches(name: name) } || pathPatterns.contains { $0.matches(path: path) }
    }
}
