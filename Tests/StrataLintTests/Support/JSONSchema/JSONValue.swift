import Foundation

/// A JSON document with integers, fractions and booleans kept apart — what JSON Schema's `type`
/// needs, and what `JSONSerialization` on Linux blurs (it reads `1` as a Bool too).
indirect enum JSONValue: Decodable, Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    static func parse(_ text: String) throws -> JSONValue {
        try parse(Data(text.utf8))
    }

    /// The number, for `minimum`/`maximum`.
    var numeric: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }

    /// The JSON Schema type names this value has (`integer` is also a `number`; `2.0` is an integer).
    var typeNames: Set<String> {
        switch self {
        case .null: return ["null"]
        case .bool: return ["boolean"]
        case .integer: return ["integer", "number"]
        case .number(let value): return value.rounded() == value && value.isFinite ? ["integer", "number"] : ["number"]
        case .string: return ["string"]
        case .array: return ["array"]
        case .object: return ["object"]
        }
    }

    /// Equality as JSON Schema defines it for `enum` and `uniqueItems`: `1` equals `1.0`.
    func isEqual(to other: JSONValue) -> Bool {
        switch (self, other) {
        case (.integer, .number), (.number, .integer): return numeric == other.numeric
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.isEqual(to: $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count && left.allSatisfy { key, value in right[key].map { value.isEqual(to: $0) } ?? false }
        default: return self == other
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .integer(let value): return "\(value)"
        case .number(let value): return "\(value)"
        case .string(let value): return "`\(value)`"
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}
