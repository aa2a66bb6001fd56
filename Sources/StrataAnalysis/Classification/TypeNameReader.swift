/// Reading type names out of type text as written in source.
package enum TypeNameReader {
    /// `any UserRepository` → `UserRepository`, `@unchecked Sendable` → `Sendable`,
    /// `Foo<Bar>` → `Foo`, `Module.Type` → `Type`.
    package static func baseName(_ text: String) -> String {
        // Fast path (lint and the classifier ask this for every type they meet): a plain name.
        if !text.isEmpty, text.utf8.allSatisfy(isIdentifierByte) { return text }
        var name = Substring(text.trimmingWhitespace())
        for prefix in ["@unchecked ", "any ", "some ", "@escaping ", "@Sendable ", "inout "] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count).drop { $0 == " " }
        }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: "."), !name.hasSuffix(".Type") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// Every identifier-like word in a type text: `[String: [Workout]]?` → `String`, `Workout`.
    package static func names(in text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNames(in: text) }
        var names: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names.filter { $0.first?.isUppercase == true }
    }

    /// `names(in:)` for ASCII text, on bytes: the same words without Unicode character properties.
    private static func asciiNames(in text: String) -> [String] {
        var names: [String] = []
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(where: isIdentifierByte) {
            let rest = utf8[start...]
            let end = rest.firstIndex { !isIdentifierByte($0) } ?? rest.endIndex
            if let first = rest.first, first >= 0x41, first <= 0x5A, let word = String(rest[..<end]) { names.append(word) }
            utf8 = rest[end...]
        }
        return names
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
