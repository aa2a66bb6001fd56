import StrataModel

/// The expression that turns a field of one layer into the same field of another, by these
/// rules: pass-through, `?? fallback` for required-from-optional, `flatMap { E(rawValue:) }`
/// and `?.rawValue` for enums stored as strings.
struct ValueConversion {
    let kind: ValueKind
    /// The value used when a required field arrives empty (`?? fallback`).
    let fallback: String?

    /// nil when the conversion needs code Strata does not write (an embedded entity's mapper).
    func convert(_ source: String, from: TypeRef, to: TypeRef) -> String? {
        if from == to || to == .optional(from) { return source }
        if let enumName = kind.enumName {
            return convertEnum(source, from: from, to: to, enumName: enumName)
        }
        guard case .entity = kind else {
            if case .optional(let wrapped) = from, wrapped == to, let fallback { return "\(source) ?? \(fallback)" }
            return nil
        }
        return nil
    }

    private func convertEnum(_ source: String, from: TypeRef, to: TypeRef, enumName: String) -> String? {
        let rawString = TypeRef.named("String")
        switch (from, to) {
        case (.optional(rawString), .optional(.named(enumName))):
            return "\(source).flatMap { \(enumName)(rawValue: $0) }"
        case (.optional(rawString), .named(enumName)):
            return fallback.map { "\(source).flatMap { \(enumName)(rawValue: $0) } ?? \($0)" }
        case (rawString, .optional(.named(enumName))):
            return "\(enumName)(rawValue: \(source))"
        case (rawString, .named(enumName)):
            return fallback.map { "\(enumName)(rawValue: \(source)) ?? \($0)" }
        case (.optional(.named(enumName)), .optional(rawString)):
            return "\(source)?.rawValue"
        case (.named(enumName), .optional(rawString)), (.named(enumName), rawString):
            return "\(source).rawValue"
        case (.optional(.named(enumName)), rawString):
            return "\(source)?.rawValue ?? \"\""
        default:
            return nil
        }
    }
}
