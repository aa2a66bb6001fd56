/// Parses the Swift type syntax a spec may use into a `TypeRef`.
///
/// Hand-written rather than built on SwiftParser: the grammar is tiny, and the spec loader needs the
/// exact column of a mistake inside the type string (`[String: Int` → "expected `]` at column 13").
package enum TypeRefParser {
    package struct Failure: Error, Sendable, Equatable {
        /// 0-based offset into the type string where parsing failed.
        package var offset: Int
        package var message: String
    }

    /// Nesting deeper than this is refused: the parser recurses once per level.
    package static let maxDepth = 32

    package static func parse(_ text: String) throws(Failure) -> TypeRef {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.skipSpaces()
        let type = try scanner.parseType()
        scanner.skipSpaces()
        guard scanner.isAtEnd else {
            throw Failure(offset: scanner.index, message: "unexpected `\(scanner.peekText)` after type `\(type.swift)`")
        }
        return type
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
        var peekText: String { peek.map { String($0) } ?? "end of text" }

        mutating func skipSpaces() {
            while let scalar = peek, scalar == " " || scalar == "\t" { index += 1 }
        }

        mutating func expect(_ scalar: Unicode.Scalar, _ context: String) throws(Failure) {
            skipSpaces()
            guard peek == scalar else {
                throw Failure(offset: index, message: "expected `\(scalar)` \(context), found `\(peekText)`")
            }
            index += 1
        }

        mutating func parseType() throws(Failure) -> TypeRef {
            depth += 1
            defer { depth -= 1 }
            guard depth <= TypeRefParser.maxDepth else {
                throw Failure(offset: index, message: "type is nested more than \(TypeRefParser.maxDepth) levels deep")
            }
            skipSpaces()
            var type: TypeRef
            if peek == "[" {
                index += 1
                let first = try parseType()
                skipSpaces()
                if peek == ":" {
                    index += 1
                    let value = try parseType()
                    try expect("]", "to close the dictionary type")
                    type = .dictionary(key: first, value: value)
                } else {
                    try expect("]", "to close the array type")
                    type = .array(first)
                }
            } else {
                let name = try parseIdentifierPath()
                skipSpaces()
                if peek == "<" {
                    index += 1
                    let argumentStart = index
                    var arguments = [try parseType()]
                    skipSpaces()
                    while peek == "," {
                        index += 1
                        arguments.append(try parseType())
                        skipSpaces()
                    }
                    try expect(">", "to close the generic arguments")
                    type = try Self.genericType(name, arguments, at: argumentStart)
                } else {
                    type = .named(name)
                }
            }
            skipSpaces()
            while peek == "?" {
                index += 1
                if case .optional = type {
                    throw Failure(offset: index - 1, message: "double optional `\(type.swift)?` is not supported")
                }
                type = .optional(type)
                skipSpaces()
            }
            if peek == "!" {
                throw Failure(offset: index, message: "implicitly unwrapped optionals are not allowed in a domain model; use `?`")
            }
            return type
        }

        static func genericType(_ name: String, _ arguments: [TypeRef], at offset: Int) throws(Failure) -> TypeRef {
            switch (name, arguments.count) {
            case ("Array", 1): return .array(arguments[0])
            case ("Set", 1): return .set(arguments[0])
            case ("Optional", 1): return .optional(arguments[0])
            case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
            default:
                throw Failure(
                    offset: offset,
                    message: "generic type `\(name)` with \(arguments.count) argument(s) is not supported; use Array, Set, Dictionary or Optional"
                )
            }
        }

        /// `Name` or `Module.Name`.
        mutating func parseIdentifierPath() throws(Failure) -> String {
            var parts = [try parseIdentifier()]
            while peek == "." {
                index += 1
                parts.append(try parseIdentifier())
            }
            return parts.joined(separator: ".")
        }

        mutating func parseIdentifier() throws(Failure) -> String {
            let start = index
            guard let first = peek, first == "_" || first.properties.isAlphabetic else {
                throw Failure(offset: index, message: "expected a type name, found `\(peekText)`")
            }
            index += 1
            while let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                index += 1
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[start..<index])
            return name
        }
    }
}
