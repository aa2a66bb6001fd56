/// A path pattern as teams write them in config files: `**/Domain/**`, `Sources/*Data/**`, `*.generated.swift`.
///
/// `*` matches within one path component, `**` any number of components, `?` one character.
/// A pattern without `/` matches a component name anywhere (`Pods` skips every Pods folder).
public struct PathGlob: Sendable, Hashable, Codable, CustomStringConvertible {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
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

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.count == 1, components[0] != "**" {
            return parts.contains { Self.matchComponent(components[0], $0) }
        }
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var suffix = path
            while true {
                if match(rest, suffix) { return true }
                guard !suffix.isEmpty else { return false }
                suffix = suffix.dropFirst()
            }
        }
        guard let first = path.first, matchComponent(head, first) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` inside one component.
    static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var pi = 0, ti = 0, starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                starP = pi
                starT = ti
                pi += 1
            } else if starP >= 0 {
                pi = starP + 1
                starT += 1
                ti = starT
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
