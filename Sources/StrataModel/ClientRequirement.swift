/// A client protocol's request method, read from its declaration text (the `requirement` of
/// `conventions.data.apiClient`): `func request<T: Decodable>(endpoint: Endpoint, body: (any Encodable)?, responseType: T.Type) async throws -> T`.
///
/// A small reader of one signature, not a Swift parser: it splits on brackets and top-level commas,
/// which is all a function signature needs, and keeps types as written.
package struct ClientRequirement: Sendable, Hashable {
    package struct Parameter: Sendable, Hashable {
        /// `_` when the argument is unlabelled.
        package var label: String
        /// The name inside the method (the label when written once).
        package var name: String
        package var type: String
    }

    package var name: String
    /// Text between `<` and `>`, empty without generics: `T: Decodable & Sendable`.
    package var genericParameters: String
    package var parameters: [Parameter]
    package var isAsync: Bool
    /// `throws`, `throws(NetworkError)`; nil when the method does not throw.
    package var throwsClause: String?
    package var returnType: String?
    /// Text after `where`, if any.
    package var whereClause: String?

    /// The declaration on one line, as Strata writes it back (a test double's method, `.strata.yml`).
    package var signature: String {
        var text = "func " + name + (genericParameters.isEmpty ? "" : "<\(genericParameters)>")
        text += "(" + parameters.map { ($0.label == $0.name ? $0.name : "\($0.label) \($0.name)") + ": " + $0.type }.joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause }
        if let returnType { text += " -> " + returnType }
        if let whereClause { text += " where " + whereClause }
        return text
    }

    /// `request(endpoint:method:body:responseType:)`.
    package var selector: String { name + "(" + parameters.map { $0.label + ":" }.joined() + ")" }

    /// The generic parameter names: `T` in `<T: Decodable & Sendable>`.
    package var genericNames: [String] {
        Self.splitTopLevel(genericParameters, on: ",").compactMap { parameter in
            let name = parameter.prefix { $0 != ":" }.trimmingSpaces()
            return name.isEmpty ? nil : name
        }
    }

    /// The protocols a generic parameter is constrained to, in the generic clause and the `where`
    /// clause: `[Decodable, Sendable]` for `<T: Decodable & Sendable>`.
    package func constraints(on parameter: String) -> [String] {
        var found: [String] = []
        let clauses = Self.splitTopLevel(genericParameters, on: ",") + Self.splitTopLevel(whereClause ?? "", on: ",")
        for clause in clauses {
            let parts = Self.splitTopLevel(clause, on: ":")
            guard parts.count == 2, parts[0] == parameter else { continue }
            for name in parts[1].split(separator: "&").map({ $0.trimmingSpaces() }) where !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// Reads a declaration (with or without `func`, attributes and modifiers); nil when the text is
    /// not a function signature.
    package static func parse(_ text: String) -> ClientRequirement? {
        // Line breaks and tabs of a declaration copied over several lines are spaces here.
        var rest = Substring(String(text.map { $0.isWhitespace ? " " : $0 }))
        rest = rest.drop { $0 == " " }
        // Modifiers and attributes a copied declaration may carry.
        while let word = rest.split(separator: " ", maxSplits: 1).first,
            word.hasPrefix("@") || ["public", "internal", "package", "nonisolated", "mutating", "func"].contains(String(word))
        {
            rest = rest.dropFirst(word.count).drop { $0 == " " }
            if word == "func" { break }
        }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard Naming.isIdentifier(String(name)) else { return nil }
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        var generics = ""
        if rest.first == "<" {
            guard let inner = enclosed(&rest, close: ">") else { return nil }
            generics = inner.trimmingSpaces()
            rest = rest.drop { $0 == " " }
        }
        guard rest.first == "(", let list = enclosed(&rest, close: ")") else { return nil }
        var parameters: [Parameter] = []
        for item in splitTopLevel(list, on: ",") where !item.isEmpty {
            guard let parameter = parameter(item) else { return nil }
            parameters.append(parameter)
        }
        var requirement = ClientRequirement(
            name: String(name), genericParameters: generics, parameters: parameters, isAsync: false, throwsClause: nil, returnType: nil,
            whereClause: nil
        )
        // `async throws(E) -> T where T: Decodable`, word by word.
        var words = rest.split(separator: " ").map(String.init)[...]
        while let word = words.first, word != "->", word != "where" {
            words = words.dropFirst()
            if word == "async" {
                requirement.isAsync = true
            } else if word == "throws" || (word.hasPrefix("throws(") && word.hasSuffix(")")) {
                requirement.throwsClause = word
            } else {
                return nil
            }
        }
        if words.first == "->" {
            let returned = words.dropFirst().prefix { $0 != "where" }
            guard !returned.isEmpty else { return nil }
            requirement.returnType = returned.joined(separator: " ")
            words = words.dropFirst(returned.count + 1)
        }
        if words.first == "where" {
            guard words.count > 1 else { return nil }
            requirement.whereClause = words.dropFirst().joined(separator: " ")
        }
        return requirement
    }

    /// `label name: Type` or `name: Type`; a default value (`= nil`, copied from an implementation) is dropped.
    private static func parameter(_ item: String) -> Parameter? {
        guard let colon = topLevelIndex(of: ":", in: item) else { return nil }
        var type = String(item[item.index(after: colon)...])
        if let equals = topLevelIndex(of: "=", in: type) { type = String(type[..<equals]) }
        type = type.trimmingSpaces()
        let names = item[..<colon].split(separator: " ").map(String.init)
        // A label may be a keyword (`as type: T.Type`); the name inside may not.
        let isWord = { (text: String) in !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard !type.isEmpty, topLevelIndex(of: ":", in: type) == nil, (1...2).contains(names.count), names.allSatisfy(isWord),
            names.count == 1 ? Naming.isIdentifier(names[0]) : Naming.isIdentifier(names[1])
        else { return nil }
        return Parameter(label: names[0], name: names.last ?? names[0], type: type)
    }

    /// The first `character` outside brackets.
    private static func topLevelIndex(of character: Character, in text: String) -> String.Index? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let current = text[index]
            defer { previous = current }
            if current == character, depth == 0 { return index }
            if "([<".contains(current) { depth += 1 }
            if ")]>".contains(current), !(current == ">" && previous == "-") { depth -= 1 }
        }
        return nil
    }

    /// The text inside the bracket `text` starts with; `text` moves past the closing one.
    private static func enclosed(_ text: inout Substring, close: Character) -> String? {
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if character == ">", previous == "-" { continue }  // `->` inside a closure type
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) {
                depth -= 1
                if depth == 0 {
                    guard character == close else { return nil }
                    let inner = String(text[text.index(after: text.startIndex)..<index])
                    text = text[text.index(after: index)...]
                    return inner
                }
            }
        }
        return nil
    }

    /// `text` split at `separator` outside brackets, each part trimmed.
    static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !(character == ">" && previous == "-") { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingSpaces()
        if !last.isEmpty || !parts.isEmpty { parts.append(last) }
        return parts
    }
}

private extension StringProtocol {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
