import Foundation

/// A JSON Schema validator for the subset of draft-04…07 that the SARIF 2.1.0 schema uses: local
/// `$ref`s, `type` (one or several), `enum`, `properties`, `additionalProperties` (false or a
/// schema), `required`, `items`, `minItems`/`maxItems`, `uniqueItems`, `minimum`/`maximum`,
/// `minLength`/`maxLength`, `pattern`, `format` (uri, uri-reference, date-time), `anyOf`, `oneOf`,
/// `allOf` and `not`.
///
/// No validator package is in the local mirror, so the tests carry this one. A schema that uses a
/// keyword outside the subset is refused when the validator is made, so nothing is passed silently
/// because it was not understood.
struct JSONSchemaValidator: Sendable {
    struct Violation: Hashable, Sendable, CustomStringConvertible {
        /// Where in the instance: `$.runs[0].results[2].level`.
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    enum SchemaError: Error, Equatable, CustomStringConvertible {
        case unsupportedKeyword(String, at: String)
        case unresolvableReference(String, at: String)
        case malformed(String, at: String)

        var description: String {
            switch self {
            case .unsupportedKeyword(let keyword, let path): return "\(path): keyword `\(keyword)` is not supported by this validator"
            case .unresolvableReference(let reference, let path): return "\(path): `$ref` \(reference) does not resolve"
            case .malformed(let problem, let path): return "\(path): \(problem)"
            }
        }
    }

    static let assertions: Set<String> = [
        "$ref", "type", "enum", "properties", "additionalProperties", "required", "items", "minItems", "maxItems",
        "uniqueItems", "minimum", "maximum", "minLength", "maxLength", "pattern", "format", "anyOf", "oneOf", "allOf", "not",
    ]
    /// Keywords that describe and never constrain.
    static let annotations: Set<String> = ["$schema", "$id", "id", "title", "description", "default", "definitions", "examples", "$comment"]

    let root: JSONValue

    init(schema: JSONValue) throws {
        root = schema
        try check(schema, at: "#")
    }

    init(schemaData data: Data) throws {
        try self.init(schema: JSONValue.parse(data))
    }

    /// Every violation of the schema in `instance`; empty when it is valid.
    func validate(_ instance: JSONValue) -> [Violation] {
        var violations: [Violation] = []
        validate(instance, against: root, at: "$", into: &violations)
        return violations
    }

    /// The same for JSON text; text that is not JSON is one violation.
    func validate(_ data: Data) -> [Violation] {
        guard let instance = try? JSONValue.parse(data) else { return [Violation(path: "$", message: "not JSON")] }
        return validate(instance)
    }

    // MARK: - Validation

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String, into violations: inout [Violation]) {
        guard case .object(let keywords) = schema else { return }  // `true`/`{}`-like: anything goes
        // Drafts 4–7: beside `$ref` the other keywords are ignored.
        if case .string(let reference)? = keywords["$ref"] {
            if let target = resolve(reference) { validate(instance, against: target, at: path, into: &violations) }
            return
        }
        func fail(_ message: String) { violations.append(Violation(path: path, message: message)) }

        if let expected = keywords["type"] {
            let names: [String]
            switch expected {
            case .string(let name): names = [name]
            case .array(let list): names = list.compactMap { if case .string(let name) = $0 { return name } else { return nil } }
            default: names = []
            }
            guard !instance.typeNames.isDisjoint(with: names) else {
                return fail("expected \(names.joined(separator: " or ")), found \(instance)")  // the other keywords would only repeat it
            }
        }
        if case .array(let allowed)? = keywords["enum"], !allowed.contains(where: { $0.isEqual(to: instance) }) {
            fail("\(instance) is not one of \(allowed.map(\.description).joined(separator: ", "))")
        }
        switch instance {
        case .object(let members): validateObject(members, keywords, at: path, into: &violations)
        case .array(let items): validateArray(items, keywords, at: path, into: &violations)
        case .string(let text): validateString(text, keywords, at: path, into: &violations)
        default: break
        }
        if let number = instance.numeric {
            if let minimum = keywords["minimum"]?.numeric, number < minimum { fail("\(instance) is below the minimum \(Self.text(minimum))") }
            if let maximum = keywords["maximum"]?.numeric, number > maximum { fail("\(instance) is above the maximum \(Self.text(maximum))") }
        }
        validateCombinators(instance, keywords, at: path, into: &violations)
    }

    private func validateObject(_ members: [String: JSONValue], _ keywords: [String: JSONValue], at path: String, into violations: inout [Violation]) {
        var declared: [String: JSONValue] = [:]
        if case .object(let properties)? = keywords["properties"] { declared = properties }
        if case .array(let required)? = keywords["required"] {
            for case .string(let name) in required where members[name] == nil {
                violations.append(Violation(path: path, message: "required property `\(name)` is missing"))
            }
        }
        for key in members.keys.sorted() {
            let value = members[key]!
            let childPath = "\(path).\(key)"
            if let schema = declared[key] {
                validate(value, against: schema, at: childPath, into: &violations)
                continue
            }
            switch keywords["additionalProperties"] {
            case .bool(false)?: violations.append(Violation(path: path, message: "property `\(key)` is not allowed"))
            case .object(let schema)?: validate(value, against: .object(schema), at: childPath, into: &violations)
            default: continue
            }
        }
    }

    private func validateArray(_ items: [JSONValue], _ keywords: [String: JSONValue], at path: String, into violations: inout [Violation]) {
        if let minimum = keywords["minItems"]?.numeric, Double(items.count) < minimum {
            violations.append(Violation(path: path, message: "\(items.count) items, fewer than the minimum \(Int(minimum))"))
        }
        if let maximum = keywords["maxItems"]?.numeric, Double(items.count) > maximum {
            violations.append(Violation(path: path, message: "\(items.count) items, more than the maximum \(Int(maximum))"))
        }
        if case .bool(true)? = keywords["uniqueItems"] {
            for (index, item) in items.enumerated() where items[..<index].contains(where: { $0.isEqual(to: item) }) {
                violations.append(Violation(path: "\(path)[\(index)]", message: "repeats an earlier item, but items must be unique"))
            }
        }
        if let schema = keywords["items"] {
            for (index, item) in items.enumerated() { validate(item, against: schema, at: "\(path)[\(index)]", into: &violations) }
        }
    }

    private func validateString(_ text: String, _ keywords: [String: JSONValue], at path: String, into violations: inout [Violation]) {
        let length = text.unicodeScalars.count
        if let minimum = keywords["minLength"]?.numeric, Double(length) < minimum {
            violations.append(Violation(path: path, message: "`\(text)` is shorter than \(Int(minimum)) characters"))
        }
        if let maximum = keywords["maxLength"]?.numeric, Double(length) > maximum {
            violations.append(Violation(path: path, message: "`\(text)` is longer than \(Int(maximum)) characters"))
        }
        // Checked in `init`, so it compiles; JSON Schema patterns are not anchored.
        if case .string(let pattern)? = keywords["pattern"], let expression = try? NSRegularExpression(pattern: pattern),
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
        {
            violations.append(Violation(path: path, message: "`\(text)` does not match the pattern \(pattern)"))
        }
        if case .string(let format)? = keywords["format"], let problem = JSONFormats.problem(text, format: format) {
            violations.append(Violation(path: path, message: problem))
        }
    }

    private func validateCombinators(_ instance: JSONValue, _ keywords: [String: JSONValue], at path: String, into violations: inout [Violation]) {
        func outcomes(_ keyword: String) -> [[Violation]]? {
            guard case .array(let schemas)? = keywords[keyword] else { return nil }
            return schemas.map { schema in
                var found: [Violation] = []
                validate(instance, against: schema, at: path, into: &found)
                return found
            }
        }
        if let branches = outcomes("allOf") { violations += branches.flatMap { $0 } }
        if let branches = outcomes("anyOf"), !branches.contains(where: \.isEmpty) {
            let reasons = branches.map { $0.map(\.message).joined(separator: "; ") }
            violations.append(Violation(path: path, message: "matches none of anyOf (\(reasons.joined(separator: " | ")))"))
        }
        if let branches = outcomes("oneOf") {
            let matching = branches.filter(\.isEmpty).count
            if matching != 1 {
                violations.append(Violation(path: path, message: "matches \(matching) of oneOf's \(branches.count) schemas, not exactly one"))
            }
        }
        if let schema = keywords["not"] {
            var found: [Violation] = []
            validate(instance, against: schema, at: path, into: &found)
            if found.isEmpty { violations.append(Violation(path: path, message: "matches the schema under `not`")) }
        }
    }

    private static func text(_ number: Double) -> String {
        number.rounded() == number ? String(Int(number)) : String(number)
    }

    // MARK: - The schema itself

    /// `#` or a JSON pointer into this document (`#/definitions/run`); other documents are not read.
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let key = (String(token).removingPercentEncoding ?? String(token))
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node {
            case .object(let members):
                guard let next = members[key] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Refuses a schema this validator would not fully enforce, or whose `$ref`s dangle.
    private func check(_ schema: JSONValue, at path: String) throws {
        switch schema {
        case .bool: return
        case .object(let keywords):
            for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
                let here = "\(path)/\(keyword)"
                guard Self.assertions.contains(keyword) || Self.annotations.contains(keyword) else {
                    throw SchemaError.unsupportedKeyword(keyword, at: path)
                }
                switch keyword {
                case "$ref":
                    guard case .string(let reference) = value, resolve(reference) != nil else {
                        throw SchemaError.unresolvableReference(value.description, at: path)
                    }
                case "properties", "definitions":
                    guard case .object(let children) = value else { throw SchemaError.malformed("`\(keyword)` is not an object", at: here) }
                    for (name, child) in children.sorted(by: { $0.key < $1.key }) { try check(child, at: "\(here)/\(name)") }
                case "additionalProperties", "not":
                    try check(value, at: here)
                case "items":
                    guard case .object = value else { throw SchemaError.unsupportedKeyword("items (as a list of schemas)", at: path) }
                    try check(value, at: here)
                case "anyOf", "oneOf", "allOf":
                    guard case .array(let children) = value, !children.isEmpty else { throw SchemaError.malformed("`\(keyword)` is not a list of schemas", at: here) }
                    for (index, child) in children.enumerated() { try check(child, at: "\(here)/\(index)") }
                case "pattern":
                    guard case .string(let pattern) = value, (try? NSRegularExpression(pattern: pattern)) != nil else {
                        throw SchemaError.malformed("`pattern` is not a regular expression", at: here)
                    }
                default:
                    continue
                }
            }
        default:
            throw SchemaError.malformed("a schema is an object or a boolean, not \(schema)", at: path)
        }
    }
}
