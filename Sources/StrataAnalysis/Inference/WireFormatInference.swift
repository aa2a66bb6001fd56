import StrataIndex
import StrataModel

/// How values travel as JSON: the key strategy, from DTOs' `CodingKeys` (and decoders set to
/// convert keys), and the date strategy, from the `dateDecodingStrategy`/`dateEncodingStrategy`
/// the code sets.
enum WireFormatInference {
    static func evidence(_ facts: InferenceFacts, data: DataLayerFacts) -> [FieldEvidence] {
        var keys = FieldEvidence(
            "data.keyStrategy", noun: "DTOs and JSON key settings",
            phrase: { $0 == KeyStrategy.snakeCase.rawValue ? "use snake_case keys (`created_at` for `createdAt`)" : "use the Swift names as keys" },
            read: { $0.data.keyStrategy.rawValue }, write: { $0.data.keyStrategy = KeyStrategy(rawValue: $1) ?? $0.data.keyStrategy }
        )
        var dates = FieldEvidence(
            "data.dateStrategy", noun: "JSON date settings", phrase: { "use `.\($0)`" },
            read: { $0.data.dateStrategy.rawValue }, write: { $0.data.dateStrategy = DateStrategy(rawValue: $1) ?? $0.data.dateStrategy }
        )
        let settings = CoderSettings.read(facts)
        for setting in settings {
            let location = facts.location(setting.file, line: setting.line)
            let example = "`\(setting.property) = .\(setting.value)`"
            switch setting.property {
            case "keyDecodingStrategy", "keyEncodingStrategy":
                switch setting.value {
                case "convertFromSnakeCase", "convertToSnakeCase": keys.add(KeyStrategy.snakeCase.rawValue, at: location, example: example)
                case "useDefaultKeys": keys.add(KeyStrategy.asIs.rawValue, at: location, example: example)
                default: keys.add("convert keys in a custom closure", at: location, expressible: false, example: example)
                }
            default:
                if let strategy = DateStrategy(rawValue: setting.value) {
                    dates.add(strategy.rawValue, at: location, example: example)
                } else if let problem = unsupportedDates[setting.value] {
                    dates.add(problem, at: location, expressible: false, example: example)
                }
            }
        }
        // A decoder that converts keys makes camelCase DTO properties snake_case on the wire.
        let convertsKeys = settings.contains { $0.property.hasPrefix("key") && $0.value.hasPrefix("convert") }
        let codingKeys = codingKeysByType(facts)
        for dto in data.dtos {
            if let vote = keyStrategy(of: dto, codingKeys: codingKeys[dto.name], facts: facts, convertsKeys: convertsKeys) {
                keys.add(vote.rawValue, at: facts.location(dto))
            }
        }
        return [keys, dates]
    }

    static let unsupportedDates: [String: String] = [
        "deferredToDate": "keep Foundation's default (seconds since 2001)",
        "formatted": "parse dates with a `DateFormatter`",
        "custom": "parse dates in a custom closure",
    ]

    /// `CodingKeys` enums by the type they belong to (`UserDTO.CodingKeys` → `UserDTO`), outside tests.
    static func codingKeysByType(_ facts: InferenceFacts) -> [String: Declaration] {
        var result: [String: Declaration] = [:]
        for file in facts.index.files where !facts.isTest(file.path) {
            for declaration in file.declarations where declaration.kind == .enum {
                guard let owner = declaration.name.droppingSuffix(".CodingKeys"), result[owner] == nil else { continue }
                result[owner] = declaration
            }
        }
        return result
    }

    /// What one DTO says: the majority of its multi-word keys (snake_case raw values against names
    /// kept as they are); keys renamed to something else (`latitude = "lat"`) say nothing.
    static func keyStrategy(of dto: ClassifiedType, codingKeys: Declaration?, facts: InferenceFacts, convertsKeys: Bool) -> KeyStrategy? {
        var snake = 0, asIs = 0
        if let codingKeys {
            for key in codingKeys.members where key.kind == .enumCase {
                let written = key.rawValue.map(unquoted) ?? key.name
                if written == key.name {
                    if isMultiWord(key.name) { asIs += 1 }
                } else if isSnakeCase(written, of: key.name) {
                    snake += 1
                }
            }
        } else {
            for property in facts.members(of: dto) where property.kind == .property && !property.isStatic && !property.isComputed {
                if property.name.contains("_") {
                    snake += 1
                } else if isMultiWord(property.name), !convertsKeys {
                    asIs += 1
                }
            }
        }
        if snake == 0 && asIs == 0 { return nil }
        return snake >= asIs ? .snakeCase : .asIs
    }

    static func isMultiWord(_ name: String) -> Bool { name.dropFirst().contains { $0.isUppercase } }

    /// `created_at` for `createdAt`, `poster_url` for `posterURL`.
    static func isSnakeCase(_ key: String, of name: String) -> Bool {
        key.contains("_") && key == key.lowercased() && key.replacingOccurrences(of: "_", with: "") == name.lowercased()
    }

    static func unquoted(_ text: String) -> String {
        var inner = Substring(text.trimmingWhitespace())
        if inner.hasPrefix("\"") { inner = inner.dropFirst() }
        if inner.hasSuffix("\"") { inner = inner.dropLast() }
        return String(inner)
    }
}

/// `decoder.dateDecodingStrategy = .iso8601` and the like, read from the text of the files that
/// use `JSONDecoder`/`JSONEncoder` (the index keeps no assigned values).
struct CoderSettings {
    var file: String
    var line: Int
    /// `dateDecodingStrategy`, `keyEncodingStrategy`…
    var property: String
    /// The strategy's case: `iso8601`, `convertFromSnakeCase`, `formatted`, `custom`.
    var value: String

    static let properties = ["dateDecodingStrategy", "dateEncodingStrategy", "keyDecodingStrategy", "keyEncodingStrategy"]

    static func read(_ facts: InferenceFacts) -> [CoderSettings] {
        var result: [CoderSettings] = []
        for file in facts.index.files where !facts.isTest(file.path) && usesCoders(file) {
            guard let text = facts.sourceText(file.path) else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                result += settings(in: String(line)).map { CoderSettings(file: file.path, line: offset + 1, property: $0.0, value: $0.1) }
            }
        }
        return result
    }

    static func usesCoders(_ file: FileSummary) -> Bool {
        file.code.typeReferences.contains { $0.name == "JSONDecoder" || $0.name == "JSONEncoder" }
            || file.code.memberAccesses.contains { properties.contains($0.member) }
    }

    /// The settings on one line: `property = .value`, `property = JSONDecoder.DateDecodingStrategy.value`;
    /// comments and comparisons say nothing.
    static func settings(in line: String) -> [(String, String)] {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        var found: [(String, String)] = []
        for property in properties {
            guard let range = code.range(of: property) else { continue }
            var rest = code[range.upperBound...].drop { $0 == " " }
            guard rest.first == "=", rest.dropFirst().first != "=" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            let expression = rest.prefix { !" ;{(,)".contains($0) }
            guard let dot = expression.lastIndex(of: ".") else { continue }
            let value = String(expression[expression.index(after: dot)...])
            if !value.isEmpty { found.append((property, value)) }
        }
        return found
    }
}
