/// A path pattern as teams write them in config files: `**/Domain/**`, `Sources/*Data/**`,
/// `*.generated.swift`, `Pods`. The one glob of Strata: layers, excludes (of the index and of lint),
/// mock selection and module rules all read patterns through it, so a pattern means the same everywhere.
///
/// `*` and `?` match within one path component (`?` one character), `**` any number of components.
/// A pattern without `/` (`Pods`, `.build`, `*.generated.swift`) matches a file or folder name
/// anywhere, like a `.gitignore` line; so do `**/name` and `**/name/**`, which say the same. Other
/// patterns are matched against the whole path relative to the root (`Sources/*/Mocks`); a leading
/// `/` or `./` only says so, and a trailing `/` is dropped (`vendor/` is the folder `vendor`).
public struct PathGlob: Sendable, Hashable, Codable, CustomStringConvertible {
    public let pattern: String
    private typealias Component = [UInt8]
    private static let anyComponents: Component = Array("**".utf8)

    private let components: [Component]
    /// Whether the pattern is tried against each name of a path rather than against the whole path.
    public let matchesAnyName: Bool
    /// The name itself when the pattern is one name without wildcards: a plain comparison is enough.
    public let literalName: String?

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
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

    public var description: String { pattern }

    // Stored as the pattern text, as written in config files.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pattern)
    }

    /// Whether `path` (relative to the root, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0.utf8) }
        if matchesAnyName {
            guard let pattern = components.first else { return false }
            if let literalName { return path.split(separator: "/").contains { $0 == literalName } }
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

    /// One file or folder name, for patterns that match names (`matchesAnyName`); false for others.
    public func matches(name: String) -> Bool {
        guard matchesAnyName, let pattern = components.first else { return false }
        if let literalName { return literalName == name }
        var name = name
        return name.withUTF8 { name in pattern.withUnsafeBufferPointer { Self.matchComponent($0, name) } }
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
