import StrataModel

/// JSON fixtures for generated DTO tests: the same values `SampleValues` writes in Swift, as the API
/// would send them (wire keys, raw enum values, dates in the configured format).
struct SampleJSON: Sendable {
    let model: DomainModel
    let dateStrategy: DateStrategy
    let keyOf: @Sendable (Property) -> String

    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    /// A UUID of its own for each property (`patientId`), so a test that mixes one up with `id`, or
    /// with another reference, fails: the last twelve digits are the FNV-1a hash of the name.
    static func uuid(for property: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in property.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash & 0xFFFF_FFFF_FFFF, radix: 16, uppercase: true)
        return "E621E1F8-C36C-495A-93FC-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// The JSON object of an entity, one key per line, indented by `indent` spaces.
    func object(_ entity: Entity, indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent + 2)
        var members = ["\"id\": " + id(entity.idType, entity: entity.name)]
        for property in entity.properties {
            members.append("\"\(keyOf(property))\": " + value(property.type, hint: property.name, indent: indent + 2))
        }
        let commas = PlanningScope.commas(members.count)
        return ["{"] + zip(members, commas).map { pad + $0 + $1 } + [String(repeating: " ", count: indent) + "}"]
    }

    func id(_ type: IDType, entity: String) -> String {
        switch type {
        case .uuid: return "\"\(Self.uuid)\""
        case .int: return "1"
        case .string: return "\"\(Naming.lowerFirst(entity))-1\""
        }
    }

    /// The Swift expression of the id `id(_:entity:)` writes.
    func swiftID(_ type: IDType, entity: String) -> String {
        switch type {
        case .uuid: return "UUID(uuidString: \"\(Self.uuid)\")"
        case .int: return "1"
        case .string: return "\"\(Naming.lowerFirst(entity))-1\""
        }
    }

    func value(_ type: TypeRef, hint: String, indent: Int) -> String {
        switch type {
        case .optional(let wrapped): return value(wrapped, hint: hint, indent: indent)
        case .array(let element), .set(let element): return "[" + value(element, hint: hint, indent: indent) + "]"
        case .dictionary(let key, let element):
            return "{" + Self.string(keyText(key)) + ": " + value(element, hint: hint, indent: indent) + "}"
        case .named(let name):
            if let enumType = model.enumType(named: name), let first = enumType.cases.first {
                return Self.string(first.rawValue ?? first.name)
            }
            if let entity = model.entity(named: name) { return object(entity, indent: indent).joined(separator: "\n") }
            return scalar(name, hint: hint)
        }
    }

    private func keyText(_ type: TypeRef) -> String {
        if case .named(let name) = type, let first = model.enumType(named: name)?.cases.first { return first.rawValue ?? first.name }
        return type == .named("Character") ? "a" : "key"
    }

    /// A JSON string literal; the test embeds it in a raw Swift string, so escapes reach the decoder as written.
    static func string(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }

    private func scalar(_ name: String, hint: String) -> String {
        switch name {
        case "String": return "\"Test \(hint)\""
        case "Character": return "\"a\""
        case "Bool": return "true"
        case "Double", "Float": return "1.5"
        case "Decimal": return "1"
        case "Date":
            switch dateStrategy {
            case .iso8601: return "\"2023-11-14T22:13:20Z\""
            case .secondsSince1970: return "1700000000"
            case .millisecondsSince1970: return "1700000000000"
            }
        case "URL": return "\"https://example.com/\(hint)\""
        case "UUID": return "\"\(Self.uuid(for: hint))\""
        case "Data": return "\"dGVzdA==\""
        default: return "1"
        }
    }

    /// The Swift value a scalar property decodes to, for assertions; `nil` when not worth comparing.
    func expected(_ type: TypeRef, hint: String) -> String? {
        guard case .named(let name) = type.nonOptional else { return nil }
        if let first = model.enumType(named: name)?.cases.first { return SwiftLiteral.string(first.rawValue ?? first.name) }
        switch name {
        case "String": return "\"Test \(hint)\""
        case "Bool": return "true"
        case "Int": return "1"
        case "Double": return "1.5"
        case "Date": return "Date(timeIntervalSince1970: 1_700_000_000)"
        case "URL": return "URL(string: \"https://example.com/\(hint)\")"
        case "UUID": return "UUID(uuidString: \"\(Self.uuid(for: hint))\")"
        default: return nil
        }
    }
}
