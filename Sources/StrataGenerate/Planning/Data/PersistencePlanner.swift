import StrataModel

/// SwiftData `@Model` classes and the three-method infra mapper of the popcorn preset, per stored entity,
/// behind `#if canImport(SwiftData)` (parsed everywhere, compiled where SwiftData exists).
struct PersistencePlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.entities.flatMap { [planModel($0), planMapper($0)] }
    }

    /// How one domain property is stored and converted (the popcorn preset: enums as raw `String?`,
    /// relationships `@Relationship(deleteRule: .cascade)`).
    struct Attribute {
        var declaration: String
        var storedType: TypeRef
        var toDomain: String
        var toModel: String
    }

    var mapping: ValueMapping {
        let names = data.names
        return ValueMapping(
            model: data.model, storageName: names.persistentModel(for:),
            conversions: .init(
                toDomain: { entity, value in "\(Naming.lowerFirst(entity))Mapper.map(\(value))" },
                toDomainReference: { entity in "\(Naming.lowerFirst(entity))Mapper.map" },
                fromDomain: { entity, value in "\(Naming.lowerFirst(entity))Mapper.map(\(value))" },
                fromDomainReference: { entity in "\(Naming.lowerFirst(entity))Mapper.map" }
            ))
    }

    func attribute(_ property: Property) -> Attribute {
        let name = property.name
        let entityValue = "entity.\(name)", domainValue = "domain.\(name)"
        if case .named(let enumName) = property.type.nonOptional, let enumType = data.model.enumType(named: enumName) {
            let fallback = property.type.isOptional ? "" : " ?? " + (property.defaultValue ?? "." + (enumType.cases.first?.name ?? ""))
            return Attribute(
                declaration: "var \(name): String?", storedType: .optional(.named("String")),
                toDomain: "\(entityValue).flatMap { \(enumName)(rawValue: $0) }" + fallback,
                toModel: property.type.isOptional ? "\(domainValue)?.rawValue" : "\(domainValue).rawValue"
            )
        }
        let stored = mapping.storedType(property.type)
        let isRelationship = !data.embeddedEntities(in: [property.type]).isEmpty
        guard isRelationship else {
            return Attribute(
                declaration: "var \(name): \(stored.swift)", storedType: stored,
                toDomain: mapping.toDomain(property.type, entityValue), toModel: mapping.fromDomain(property.type, domainValue))
        }
        // To-many relationships are optional in SwiftData; an empty domain array reads back from `nil`.
        if case .array = property.type {
            let optional = TypeRef.optional(stored)
            return Attribute(
                declaration: "@Relationship(deleteRule: .cascade) var \(name): \(optional.swift)", storedType: optional,
                toDomain: mapping.toDomain(.optional(property.type), entityValue) + " ?? []",
                toModel: mapping.fromDomain(property.type, domainValue)
            )
        }
        return Attribute(
            declaration: "@Relationship(deleteRule: .cascade) var \(name): \(stored.swift)", storedType: stored,
            toDomain: mapping.toDomain(property.type, entityValue), toModel: mapping.fromDomain(property.type, domainValue))
    }

    func planModel(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.persistentModel(for: entity.name)
        let idKey = names.persistentID(for: entity.name)
        let attributes = entity.properties.map { ($0.name, attribute($0)) }
        var declarations = [StoredProperty(propertyDeclaration: "@Attribute(.unique) var \(idKey): \(entity.idType.swift)")]
        declarations += attributes.map { StoredProperty(propertyDeclaration: $0.1.declaration) }
        let cachedAt = DataSupportNames.cachedAt  // a spec property may not take it (`DataLayerRules`)
        declarations.append(StoredProperty(propertyDeclaration: "var \(cachedAt): Date"))
        var parameters = ["\(idKey): \(entity.idType.swift)"]
        parameters += attributes.map { "\($0.0): \($0.1.storedType.swift)" + ($0.1.storedType.isOptional ? " = nil" : "") }
        parameters.append("\(cachedAt): Date = .now")
        let assigned = [idKey] + attributes.map(\.0) + [cachedAt]
        let context = PersistentModelContext(
            name: name, docLines: ["SwiftData storage of `\(entity.name)`; `cachedAt` says how old the copy is."], attributes: declarations,
            initParameters: DTOPlanner.lines(parameters),
            assignments: assigned.map { "self.\($0) = \($0)" }
        )
        return PlannedFile(path: names.path(\.persistence, name: name), role: .persistence, template: "persistent-model", context: context)
    }

    func planMapper(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.persistenceMapper(for: entity.name)
        let attributes = entity.properties.map { ($0.name, attribute($0)) }
        let subMappers = data.embeddedEntities(in: entity.properties.map(\.type)).map {
            "private let \(Naming.lowerFirst($0))Mapper = \(names.persistenceMapper(for: $0))()"
        }
        let toDomain = ["id: entity.\(names.persistentID(for: entity.name))"] + attributes.map { "\($0.0): \($0.1.toDomain)" }
        let toModel = ["\(names.persistentID(for: entity.name)): domain.id"] + attributes.map { "\($0.0): \($0.1.toModel)" }
        let context = PersistenceMapperContext(
            name: name, modelName: names.persistentModel(for: entity.name), domainName: entity.name,
            hasSubMappers: !subMappers.isEmpty, subMappers: subMappers,
            toDomainArguments: DTOPlanner.lines(toDomain), toModelArguments: DTOPlanner.lines(toModel),
            updateLines: attributes.map { "entity.\($0.0) = \($0.1.toModel)" } + ["entity.\(DataSupportNames.cachedAt) = .now"]
        )
        return PlannedFile(path: names.path(\.persistenceMapper, name: name), role: .persistenceMapper, template: "persistence-mapper", context: context)
    }
}
