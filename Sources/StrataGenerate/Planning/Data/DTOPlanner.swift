import StrataModel

/// DTOs (`Codable` wire shapes with `CodingKeys`) and their mapping to the domain: `toDomain()` /
/// `fromDomain(_:)` on the DTO (the arclabs preset) or a Mapper struct (the popcorn preset).
struct DTOPlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.entities.flatMap { entity -> [PlannedFile] in
            var files = [planDTO(entity)]
            if data.usesMapperStructs { files.append(planMapper(entity)) }
            return files
        }
    }

    /// The DTO's type for a property: its stored type, optional when the domain has a default for it
    /// (the popcorn preset: a required domain field may be missing on the wire, `dto.overview ?? ""`).
    func wireType(of property: Property) -> TypeRef {
        let stored = data.wireMapping.storedType(property.type)
        return property.defaultValue != nil && !property.type.isOptional ? .optional(stored) : stored
    }

    func toDomainExpression(_ property: Property, value: String) -> String {
        guard let fallback = property.defaultValue, !property.type.isOptional else {
            return data.wireMapping.toDomain(property.type, value)
        }
        return data.wireMapping.toDomain(.optional(property.type), value) + " ?? " + fallback
    }

    func planDTO(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.dto(for: entity.name)
        let variable = names.variableName(for: entity.name)
        let access = data.wireAccess
        var properties = [StoredProperty(propertyDeclaration: "\(access)let id: \(entity.idType.swift)")]
        var keys = [CodingKeyLine(codingKey: "id")]
        for property in entity.properties {
            properties.append(.init(propertyDeclaration: "\(access)let \(property.name): \(wireType(of: property).swift)"))
            let wire = data.wireName(of: property)
            keys.append(.init(codingKey: wire == property.name ? property.name : "\(property.name) = \(SwiftLiteral.string(wire))"))
        }
        let toDomain = ["id: id"] + entity.properties.map { "\($0.name): \(toDomainExpression($0, value: $0.name))" }
        let fromDomain =
            ["id: \(variable).id"]
            + entity.properties.map {
                "\($0.name): \(data.wireMapping.fromDomain($0.type, "\(variable).\($0.name)"))"
            }
        let context = DTOContext(
            access: access,
            name: name,
            domainName: entity.name,
            docLines: ["The wire shape of `\(entity.name)`: what the API sends and receives."],
            properties: properties,
            codingKeys: keys,
            hasExtensionMapping: !data.usesMapperStructs,
            domainVariable: variable,
            toDomainArguments: Self.lines(toDomain),
            fromDomainArguments: Self.lines(fromDomain)
        )
        return PlannedFile(path: names.path(\.dto, name: name), role: .dto, template: "dto", context: context)
    }

    func planMapper(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.dtoMapper(for: entity.name)
        let subMappers = data.embeddedEntities(in: entity.properties.map(\.type)).map {
            "private let \(data.mapperVariable(for: $0)) = \(names.dtoMapper(for: $0))()"
        }
        let toDomain = ["id: dto.id"] + entity.properties.map { "\($0.name): \(toDomainExpression($0, value: "dto.\($0.name)"))" }
        let fromDomain =
            ["id: domain.id"]
            + entity.properties.map {
                "\($0.name): \(data.wireMapping.fromDomain($0.type, "domain.\($0.name)"))"
            }
        let context = DTOMapperContext(
            access: data.wireAccess,
            declaresInit: !data.wireAccess.isEmpty,
            name: name,
            dtoName: names.dto(for: entity.name),
            domainName: entity.name,
            domainVariable: "domain",
            hasSubMappers: !subMappers.isEmpty,
            subMappers: subMappers,
            toDomainArguments: Self.lines(toDomain),
            fromDomainArguments: Self.lines(fromDomain)
        )
        return PlannedFile(path: names.path(\.dtoMapper, name: name), role: .dtoMapper, template: "dto-mapper", context: context)
    }

    /// One argument per line, commas on all but the last.
    static func lines(_ arguments: [String]) -> [ArgumentLine] {
        zip(arguments, PlanningScope.commas(arguments.count)).map { ArgumentLine(argument: $0, argumentComma: $1) }
    }
}
