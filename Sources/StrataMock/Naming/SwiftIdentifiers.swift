/// Small text helpers for building Swift names from names and types as written.
enum SwiftIdentifiers {
    /// `id` → `ID`, `url` → `URL`, `name` → `Name`, `` `default` `` → `Default`: the suffix of a
    /// tracking property.
    static func capitalized(_ name: String) -> String {
        let bare = name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
        switch bare {
        case "id": return "ID"
        case "url": return "URL"
        case "uuid": return "UUID"
        default: return upperFirst(bare)
        }
    }

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The identifiers a type or expression mentions (`Result<[T.Item], E>` → Result, T, Item, E).
    static func identifiers(in text: String) -> Set<String> {
        var names = Set<String>()
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty, current.first?.isNumber == false { names.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty, current.first?.isNumber == false { names.insert(current) }
        return names
    }

    /// `text` with every identifier `name` (not after a `.`) replaced by `replacement`.
    static func replacing(_ name: String, with replacement: String, in text: String) -> String {
        guard text.contains(name) else { return text }
        var result = ""
        var current = ""
        var previous: Character?
        func flush() {
            if current == name && previous != "." { result += replacement } else { result += current }
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { flush() }
                result.append(character)
                previous = character == " " ? previous : character
            }
        }
        if !current.isEmpty { flush() }
        return result
    }

    /// A type reduced to identifier characters, for telling overloads apart (`[String: Int]` → `StringInt`).
    static func typeWord(_ type: String) -> String {
        var word = ""
        var upperNext = true
        for character in type {
            if character.isLetter || character.isNumber {
                word += upperNext ? character.uppercased() : String(character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        return word
    }

    /// `text` without the qualifier `Self.` (`Self.Item` → `Item`); `MySelf.Item` is left alone.
    static func removingSelfQualifier(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let isBoundary = index == text.startIndex || !isIdentifierCharacter(text[text.index(before: index)])
            if isBoundary, text[index...].hasPrefix("Self.") {
                index = text.index(index, offsetBy: 5)
                continue
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
