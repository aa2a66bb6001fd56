import StrataModel

/// How the new property is typed and converted in each kind of layer.
struct FieldTyping {
    let types: ProjectTypes
    let module: String?
    /// The modules the subject's file imports: a property typed `Genre` means the `Genre` it sees.
    var imports: Set<String> = []

    private var scope: NameResolver.Scope { NameResolver.Scope(module: module, imports: imports) }

    func kind(of type: TypeRef) -> ValueKind {
        var element = type.nonOptional
        if case .array(let inner) = element { element = inner.nonOptional }
        guard case .named(let name) = element, let project = types.resolve(name, in: scope) else { return .plain }
        if let cases = types.enumCases(project) { return .enumeration(name: name, firstCase: cases.first) }
        return project.declaration.kind == .struct || project.declaration.kind == .class ? .entity(name: name) : .plain
    }

    /// The field in a DTO: enums travel as raw `String?`; a new field is optional on the wire
    /// (older responses lack it) whenever the domain side has a fallback for a missing value.
    func dtoType(_ request: PropertyRequest) -> TypeRef {
        switch kind(of: request.type) {
        case .enumeration: return .optional(.named("String"))
        case .plain, .entity:
            guard !request.type.isOptional else { return request.type }
            return request.defaultValue != nil || BuiltinSamples.zero(request.type) != nil ? .optional(request.type) : request.type
        }
    }

    /// The field in a SwiftData model: enums stored as raw `String?` (the popcorn preset).
    func persistenceType(_ request: PropertyRequest) -> TypeRef {
        if case .enumeration = kind(of: request.type) { return .optional(.named("String")) }
        return request.type
    }

    /// Whether `other` stores the subject's enum-typed properties as raw strings (true), as the
    /// enums themselves (false), or has none of them to tell (nil).
    func storesEnumsRaw(_ other: ProjectType, comparedTo subject: ProjectType) -> Bool? {
        for member in subject.declaration.members where member.kind == .property && !member.isStatic && !member.isComputed {
            guard let written = member.type, let type = try? TypeRefParser.parse(written), case .enumeration = kind(of: type),
                let theirs = other.storedProperty(member.name)?.type
            else { continue }
            return theirs == "String" || theirs == "String?"
        }
        return nil
    }

    /// What a required field gets when the other layer has none: its default, the enum's first
    /// case, or the type's zero.
    func fallback(_ request: PropertyRequest) -> String? {
        if let value = request.defaultValue { return value }
        if case .enumeration(_, let first?) = kind(of: request.type) { return "." + first }
        return BuiltinSamples.zero(request.type.nonOptional)
    }

    /// The initializer default a derived type's parameter gets.
    func parameterDefault(for type: TypeRef, request: PropertyRequest) -> String? {
        if type.isOptional { return "nil" }
        return type == request.type ? request.defaultValue : nil
    }
}
