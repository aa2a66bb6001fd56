/// Small, deterministic naming rules shared by the spec loader and the generators.
package enum Naming {
    /// Swift keywords that cannot be used as plain identifiers.
    ///
    /// Contextual keywords (`open`, `package`, `async`, `some`, `any`, `each`, `consume`, `borrowing`,
    /// `consuming`, `actor`, `lazy`, …) are plain identifiers wherever generated code puts a name
    /// (properties, parameters and labels, enum cases, locals, key paths; checked with swiftc 6), so
    /// `case open` and `let package: String` are allowed.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// `true` for a plain Swift identifier that is not a keyword: letters, digits, `_`, not starting with a digit.
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !keywords.contains(text) else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Whether `name` starts with `word` as a whole CamelCase word: `MockUserRepository` and `Mock`
    /// do; `Mocking`, `Stubborn` and `Spyglass` do not (after the word, a lower-case letter goes on
    /// with it).
    package static func hasWordPrefix(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word) else { return false }
        guard let next = name.utf8.dropFirst(word.utf8.count).first else { return true }
        return !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next)
    }

    /// `workout` from `Workout`, `urlSession` from `URLSession`.
    package static func lowerFirst(_ text: String) -> String {
        let scalars = Array(text)
        var upperPrefix = 0
        while upperPrefix < scalars.count, scalars[upperPrefix].isUppercase { upperPrefix += 1 }
        if upperPrefix == 0 { return text }
        // In `URLSession`, the run of capitals minus the last one is the acronym.
        let lowered = upperPrefix == 1 || upperPrefix == scalars.count ? upperPrefix : upperPrefix - 1
        return String(scalars[0..<lowered]).lowercased() + String(scalars[lowered...])
    }

    package static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// English plural for type names: `Category` → `Categories`, `Address` → `Addresses`.
    package static func plural(_ singular: String) -> String {
        let lower = singular.lowercased()
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
            return singular.dropLast() + "ies"
        }
        for suffix in ["s", "x", "z", "ch", "sh"] where lower.hasSuffix(suffix) {
            return singular + "es"
        }
        return singular + "s"
    }

    /// Levenshtein distance, for "did you mean …?" suggestions.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The closest candidate within a small distance, if any: `Strng` → `String`.
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }
}
