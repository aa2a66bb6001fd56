import StrataModel

/// Swift expressions converting a value between its domain type and a storage shape (a JSON DTO or a
/// SwiftData model), recursively through optionals and collections.
///
/// Enums are stored by raw value (`String`), `Character` as `String`, entities as their storage type;
/// everything else is stored as it is. Unknown raw values fall back to the enum's first case, or are
/// dropped from collections, so a newer server never makes decoding fail.
struct ValueMapping: Sendable {
    struct Conversions: Sendable {
        /// `exerciseMapper.map(value)` or `value.toDomain()`.
        var toDomain: @Sendable (_ entity: String, _ value: String) -> String
        /// `exerciseMapper.map`, for `xs.map(…)`; `nil` when only the closure form exists.
        var toDomainReference: @Sendable (_ entity: String) -> String?
        var fromDomain: @Sendable (_ entity: String, _ value: String) -> String
        var fromDomainReference: @Sendable (_ entity: String) -> String?
    }

    let model: DomainModel
    let storageName: @Sendable (String) -> String
    let conversions: Conversions

    func storedType(_ type: TypeRef) -> TypeRef {
        switch type {
        case .named(let name):
            if model.enumType(named: name) != nil || name == "Character" { return .named("String") }
            if model.entity(named: name) != nil { return .named(storageName(name)) }
            return type
        case .optional(let wrapped): return .optional(storedType(wrapped))
        case .array(let element): return .array(storedType(element))
        case .set(let element): return .set(storedType(element))
        case .dictionary(let key, let value): return .dictionary(key: storedType(key), value: storedType(value))
        }
    }

    func needsConversion(_ type: TypeRef) -> Bool { storedType(type) != type }

    /// The domain value from the stored `value`.
    func toDomain(_ type: TypeRef, _ value: String) -> String {
        guard needsConversion(type) else { return value }
        switch type {
        case .named(let name):
            if let enumType = model.enumType(named: name) { return "\(name)(rawValue: \(value)) ?? .\(enumType.cases.first?.name ?? "")" }
            if name == "Character" { return "\(value).first ?? \" \"" }
            return conversions.toDomain(name, value)
        case .optional(let wrapped):
            if case .named(let name) = wrapped, model.enumType(named: name) != nil { return "\(value).flatMap { \(name)(rawValue: $0) }" }
            // The popcorn preset: `dto.genres?.map(genreMapper.map)` — `?.` on the array, `.map` on the elements.
            if case .array(let element) = wrapped, let reference = entityReference(element, toDomain: true) { return "\(value)?.map(\(reference))" }
            return "\(value).map" + element(wrapped, toDomain: true)
        case .array(let element):
            if case .named(let name) = element, model.enumType(named: name) != nil { return "\(value).compactMap { \(name)(rawValue: $0) }" }
            return "\(value).map" + self.element(element, toDomain: true)
        case .set(let element):
            if case .named(let name) = element, model.enumType(named: name) != nil { return "Set(\(value).compactMap { \(name)(rawValue: $0) })" }
            return "Set(\(value).map" + self.element(element, toDomain: true) + ")"
        case .dictionary(let key, let valueType):
            guard needsConversion(key), case .named(let keyName) = key else { return "\(value).mapValues" + element(valueType, toDomain: true) }
            let keyValue = keyName == "Character" ? "key.first" : "\(keyName)(rawValue: key)"
            return "Dictionary(uniqueKeysWithValues: \(value).compactMap { key, value in \(keyValue).map { ($0, \(toDomain(valueType, "value"))) } })"
        }
    }

    /// The stored value from the domain `value`.
    func fromDomain(_ type: TypeRef, _ value: String) -> String {
        guard needsConversion(type) else { return value }
        switch type {
        case .named(let name):
            if model.enumType(named: name) != nil { return "\(value).rawValue" }
            if name == "Character" { return "String(\(value))" }
            return conversions.fromDomain(name, value)
        case .optional(let wrapped):
            if case .named(let name) = wrapped, model.enumType(named: name) != nil { return "\(value)?.rawValue" }
            if case .array(let element) = wrapped, let reference = entityReference(element, toDomain: false) { return "\(value)?.map(\(reference))" }
            return "\(value).map" + element(wrapped, toDomain: false)
        case .array(let element):
            return "\(value).map" + self.element(element, toDomain: false)
        case .set(let element):
            return "Set(\(value).map" + self.element(element, toDomain: false) + ")"
        case .dictionary(let key, let valueType):
            guard needsConversion(key) else { return "\(value).mapValues" + element(valueType, toDomain: false) }
            return "Dictionary(uniqueKeysWithValues: \(value).map { (\(fromDomain(key, "$0.key")), \(fromDomain(valueType, "$0.value"))) })"
        }
    }

    /// `(exerciseMapper.map)`, `(\.rawValue)` or ` { … $0 … }`: what follows `.map` for one element.
    private func element(_ type: TypeRef, toDomain: Bool) -> String {
        if let reference = entityReference(type, toDomain: toDomain) { return "(\(reference))" }
        if !toDomain, case .named(let name) = type, model.enumType(named: name) != nil { return "(\\.rawValue)" }
        return " { \(toDomain ? self.toDomain(type, "$0") : fromDomain(type, "$0")) }"
    }

    /// The conversion function of an entity type, when the style has one to pass to `map`.
    private func entityReference(_ type: TypeRef, toDomain: Bool) -> String? {
        guard case .named(let name) = type, model.entity(named: name) != nil else { return nil }
        return toDomain ? conversions.toDomainReference(name) : conversions.fromDomainReference(name)
    }
}
