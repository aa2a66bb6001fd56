import StrataModel

/// One property to add, as the user wrote it: `name:Type`, `name:Type=default`.
public struct PropertyRequest: Sendable, Hashable {
    package var name: String
    package var type: TypeRef
    /// A Swift expression used as the initializer default and at call sites that need a value.
    package var defaultValue: String?
    package var doc: String?

    package init(name: String, type: TypeRef, defaultValue: String? = nil, doc: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
    }

    /// The default the entity's initializer gets: the given one, else `nil` for an optional.
    var initializerDefault: String? {
        defaultValue ?? (type.isOptional ? "nil" : nil)
    }

    /// Parses `name:Type[=default]`; the type may hold colons (`[String: Int]`), the default
    /// starts at the first `=` outside brackets.
    public static func parse(_ text: String, doc: String? = nil) throws(StrataIssues) -> PropertyRequest {
        guard let colon = text.firstIndex(of: ":") else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "property `\(text)`: expected `name:Type`", hint: "for example `releaseDate:Date?` or `rating:Double=0`")
            ])
        }
        let name = String(text[..<colon]).trimmingSpaces()
        var rest = Substring(text[text.index(after: colon)...])
        var defaultValue: String?
        if let equals = Self.topLevelEquals(in: rest) {
            defaultValue = String(rest[rest.index(after: equals)...]).trimmingSpaces()
            rest = rest[..<equals]
        }
        return try checked(name: name, type: String(rest), defaultValue: defaultValue, doc: doc, describedAs: "property `\(text)`")
    }

    /// The property, when `name` is a lowerCamelCase identifier, `type` Swift type syntax and the
    /// default (if any) not empty: what a front door that receives the parts apart (the MCP
    /// server's JSON) builds directly. Problems begin with `describedAs` (`property …`, `properties[0]`).
    package static func checked(name: String, type typeText: String, defaultValue: String?, doc: String? = nil, describedAs label: String) throws(StrataIssues) -> PropertyRequest {
        func failure(_ message: String, hint: String? = nil) -> StrataIssues {
            StrataIssues([StrataIssue(.error, at: nil, "\(label): \(message)", hint: hint)])
        }
        guard !Naming.keywords.contains(name) else {
            throw failure("`\(name)` is a Swift keyword", hint: "pick another name or write it as `\(name)Value`")
        }
        guard Naming.isIdentifier(name) else {
            throw failure("`\(name)` is not a Swift identifier", hint: "use lowerCamelCase letters and digits, e.g. `releaseDate`")
        }
        guard name.first?.isLowercase == true || name.first == "_" else {
            throw failure("`\(name)` should start with a lower-case letter", hint: "properties are lowerCamelCase: `\(Naming.lowerFirst(name))`")
        }
        let type: TypeRef
        do {
            type = try TypeRefParser.parse(typeText)
        } catch {
            throw failure("type `\(typeText.trimmingSpaces())`: \(error.message)", hint: "write Swift type syntax: `String?`, `[Genre]`, `[String: Int]`")
        }
        if let defaultValue, defaultValue.isEmpty {
            throw failure("the default after `=` is empty", hint: "write a Swift expression, e.g. `rating:Double=0`")
        }
        return PropertyRequest(name: name, type: type, defaultValue: defaultValue, doc: doc)
    }

    private static func topLevelEquals(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case "=" where depth <= 0: return index
            default: continue
            }
        }
        return nil
    }
}

extension StringProtocol {
    package func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
