import StrataModel

/// `Warranty(months: dto.months ?? 0, kind: dto.kind.flatMap { WarrantyKind(rawValue: $0) })`: a
/// new value type built field by field from another layer's fields, each converted with the popcorn preset's
/// rules. nil when a field needs a conversion Strata does not write (an embedded entity).
enum ValueConstruction {
    static func expression(
        _ value: NewStructType, into type: String, prefix: String, typing: FieldTyping,
        from: (PropertyRequest) -> TypeRef, to: (PropertyRequest) -> TypeRef
    ) -> String? {
        var arguments: [String] = []
        for field in value.fields {
            let kind = typing.kind(of: field.type)
            if case .entity = kind { return nil }
            let conversion = ValueConversion(kind: kind, fallback: typing.fallback(field))
            guard let converted = conversion.convert(prefix + field.name, from: from(field), to: to(field)) else { return nil }
            arguments.append("\(field.name): \(converted)")
        }
        return "\(type)(\(arguments.joined(separator: ", ")))"
    }
}
