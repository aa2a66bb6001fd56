import StrataModel

/// What a property's type is, as far as propagating it goes: a plain value copied as is, an
/// enum stored by raw value outside the domain, or an entity that needs its own mapper.
enum ValueKind: Equatable {
    case plain
    /// A project enum; `firstCase` gives a sample and a fallback.
    case enumeration(name: String, firstCase: String?)
    /// A project struct or class (an embedded entity).
    case entity(name: String)

    var enumName: String? {
        if case .enumeration(let name, _) = self { return name }
        return nil
    }
}

/// How the new property is typed and converted in each kind of layer.
struct FieldTyping {
    let types: ProjectTypes
    let module: String?

    func kind(of type: TypeRef) -> ValueKind {
        var element = type.nonOptional
        if case .array(let inner) = element { element = inner.nonOptional }
        guard case .named(let name) = element, let project = types.resolve(name, from: module) else { return .plain }
        if let cases = types.enumCases(project) { return .enumeration(name: name, firstCase: cases.first) }
        return project.declaration.kind == .struct || project.declaration.kind == .class ? .entity(name: name) : .plain
    }

    /// The field in a DTO: enums travel as raw `String?`; values with a default arrive optional.
    func dtoType(_ request: PropertyRequest) -> TypeRef {
        switch kind(of: request.type) {
        case .enumeration: return .optional(.named("String"))
        case .plain, .entity:
            return request.defaultValue != nil && !request.type.isOptional ? .optional(request.type) : request.type
        }
    }

    /// The field in a SwiftData model: enums stored as raw `String?` (seed 001).
    func persistenceType(_ request: PropertyRequest) -> TypeRef {
        if case .enumeration = kind(of: request.type) { return .optional(.named("String")) }
        return request.type
    }

    /// The initializer default a derived type's parameter gets.
    func parameterDefault(for type: TypeRef, request: PropertyRequest) -> String? {
        if type.isOptional { return "nil" }
        return type == request.type ? request.defaultValue : nil
    }
}
