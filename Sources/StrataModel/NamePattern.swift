/// Expands `{placeholder}` patterns used by conventions for names and paths.
///
/// Unknown placeholders are left as written so validation can point at them; expansion itself
/// never fails.
package struct NamePattern: Sendable, Hashable {
    package var values: [String: String]

    package init(_ values: [String: String] = [:]) { self.values = values }

    package func with(_ key: String, _ value: String) -> NamePattern {
        var copy = self
        copy.values[key] = value
        return copy
    }

    package func expand(_ pattern: String) -> String {
        var result = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "{", let close = pattern[index...].firstIndex(of: "}") {
                let key = String(pattern[pattern.index(after: index)..<close])
                if let value = values[key] {
                    result += value
                    index = pattern.index(after: close)
                    continue
                }
            }
            result.append(character)
            index = pattern.index(after: index)
        }
        return result
    }

    /// Placeholders in `pattern` that this pattern has no value for.
    package func unknownPlaceholders(in pattern: String) -> [String] {
        var unknown: [String] = []
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let key = String(rest[rest.index(after: open)..<close])
            if values[key] == nil { unknown.append(key) }
            rest = rest[rest.index(after: close)...]
        }
        return unknown
    }
}
