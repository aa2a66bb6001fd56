/// Deterministic, non-nil sample values of Swift's builtin types, for test data: mock factory
/// defaults in generated code and in code Strata edits.
package enum BuiltinSamples {
    /// A sample of the builtin `name` (`"Test title"` for a `String` named by `hint`); nil when
    /// `name` is not a builtin.
    package static func literal(_ name: String, hint: String) -> String? {
        switch name {
        case "String": return "\"Test \(hint)\""
        case "Character": return "\"a\""
        case "Bool": return "true"
        case "Double", "Float": return "1.5"
        case "Decimal": return "Decimal(1)"
        case "Date": return "Date(timeIntervalSince1970: 1_700_000_000)"
        // `fileURLWithPath` is non-optional: no force unwrap in tests.
        case "URL": return "URL(fileURLWithPath: \"/\(hint)\")"
        case "UUID": return "UUID()"
        case "Data": return "Data(\"\(hint)\".utf8)"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "1"
        default: return nil
        }
    }

    /// The neutral value of a builtin (`""`, `0`, `false`), for "required from optional" fallbacks.
    package static func zero(_ type: TypeRef) -> String? {
        switch type {
        case .optional: return "nil"
        case .array, .set: return "[]"
        case .dictionary: return "[:]"
        case .named(let name):
            switch name {
            case "String": return "\"\""
            case "Bool": return "false"
            case "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
                return "0"
            default: return nil
            }
        }
    }
}
