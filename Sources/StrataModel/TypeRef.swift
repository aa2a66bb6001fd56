/// A Swift type as written in a spec: `String`, `[Exercise]`, `[String: Int]?`, `Set<Tag>`.
///
/// Only the shapes a domain model needs are modelled; anything else is rejected by the parser
/// with a position, so generated code never carries a type Strata does not understand.
public indirect enum TypeRef: Sendable, Hashable, Codable, CustomStringConvertible {
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    case set(TypeRef)

    /// The type in Swift syntax, in the sugared form (`[T]`, `T?`, `[K: V]`, `Set<T>`).
    public var swift: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped):
            // `(() -> T)?` is not modelled, so no parentheses are ever needed.
            return wrapped.swift + "?"
        case .array(let element): return "[\(element.swift)]"
        case .dictionary(let key, let value): return "[\(key.swift): \(value.swift)]"
        case .set(let element): return "Set<\(element.swift)>"
        }
    }

    public var description: String { swift }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its outer optional (`T?` → `T`).
    public var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    public var isCollection: Bool {
        switch nonOptional {
        case .array, .set, .dictionary: return true
        default: return false
        }
    }

    /// Every named type mentioned, outermost first (`[String: Workout]?` → `String`, `Workout`).
    public var namedTypes: [String] {
        switch self {
        case .named(let name): return [name]
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped): return wrapped.namedTypes
        case .dictionary(let key, let value): return key.namedTypes + value.namedTypes
        }
    }
}

extension TypeRef {
    /// Swift's standard value types a spec may use without declaring them.
    public static let builtinNames: [String] = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "Character",
    ]
}
