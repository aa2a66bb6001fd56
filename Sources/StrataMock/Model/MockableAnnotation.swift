/// Mockolo's `/// @mockable` annotation, read as Mockolo users write it, so a codebase can switch
/// without touching its sources: `/// @mockable(typealias: Item = String; override: name = ItemsFake)`.
///
/// Strata uses `typealias` (concrete types for associated types, instead of a generic mock) and
/// `override: name` (the mock's name). Mockolo's other arguments (`history`, `modifiers`, `rx`,
/// `combine`) are accepted and ignored.
package struct MockableAnnotation: Sendable, Hashable {
    /// Associated type → concrete type.
    package var typealiases: [String: String]
    /// A name for the mock, replacing the conventional one.
    package var mockName: String?

    package init(typealiases: [String: String] = [:], mockName: String? = nil) {
        self.typealiases = typealiases
        self.mockName = mockName
    }

    static let keys = ["typealias", "override", "history", "modifiers", "rx", "combine"]

    /// The annotation in a doc comment, or nil when there is none.
    package static func read(docComment: String) -> MockableAnnotation? {
        guard let offset = TextSearch.firstOffset(of: "@mockable", in: docComment) else { return nil }
        var annotation = MockableAnnotation()
        let rest = Substring(docComment.utf8.dropFirst(offset + "@mockable".utf8.count))
        guard rest.first == "(", let close = rest.lastIndex(of: ")") else { return annotation }
        let arguments = rest[rest.index(after: rest.startIndex)..<close]
        for (key, value) in sections(of: arguments) {
            let pairs = value.split(separator: ";").compactMap { pair -> (String, String)? in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                return (parts[0].trimmingSpaces, parts[1].trimmingSpaces)
            }
            switch key {
            case "typealias":
                for (name, type) in pairs where !name.isEmpty && !type.isEmpty { annotation.typealiases[name] = type }
            case "override":
                if let (_, name) = pairs.first(where: { $0.0 == "name" }), !name.isEmpty { annotation.mockName = name }
            default:
                continue
            }
        }
        return annotation
    }

    /// `typealias: A = B; C = D; override: name = X` → [("typealias", "A = B; C = D"), ("override", "name = X")].
    private static func sections(of text: Substring) -> [(String, Substring)] {
        var starts: [(key: String, range: Range<Substring.Index>)] = []
        for key in keys {
            var searchFrom = text.startIndex
            while let found = text[searchFrom...].range(of: key + ":") {
                let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
                if before == nil || before == " " || before == ";" || before == "(" || before == "\n" { starts.append((key, found)) }
                searchFrom = found.upperBound
            }
        }
        starts.sort { $0.range.lowerBound < $1.range.lowerBound }
        return starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
            return (start.key, text[start.range.upperBound..<end])
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
