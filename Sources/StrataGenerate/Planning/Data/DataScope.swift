import StrataModel

/// The Data layer's settings for one run: whether it is generated, the wire format, which entities
/// need DTOs and storage, and each repository's caching, resolved once from spec, conventions and options.
struct DataScope: Sendable {
    let scope: PlanningScope
    let isEnabled: Bool
    let keyStrategy: KeyStrategy
    let dateStrategy: DateStrategy
    let basePath: String
    /// Repository entities and every entity they embed, in the spec's order.
    let entities: [Entity]
    /// Strata's client, or the project's (`conventions.data.apiClient`).
    let client: RemoteClient
    /// Why the project's client cannot be called, when the conventions adopt one Strata cannot call.
    let clientProblem: ClientShapeProblem?

    init(scope: PlanningScope, forced: Bool?) {
        self.scope = scope
        let model = scope.model
        let conventions = scope.conventions.data
        isEnabled = forced ?? model.data?.isEnabled ?? conventions.generate
        keyStrategy = model.data?.keyStrategy ?? conventions.keyStrategy
        dateStrategy = model.data?.dateStrategy ?? conventions.dateStrategy
        basePath = model.data?.basePath ?? ""
        (client, clientProblem) = RemoteClient.resolve(conventions)
        // Hash lookups (`ModelIndex`), not `DomainModel.entity(named:)`'s scan: this loop visits every
        // property of every repository entity, which made the scan quadratic in the spec's size.
        let lookup = scope.names.lookup
        var needed = Set(model.repositories.map(\.entity))
        var queue = Array(needed)
        while let name = queue.popLast() {
            for property in lookup.entity(named: name)?.properties ?? [] {
                for embedded in property.type.namedTypes where lookup.entity(named: embedded) != nil && !needed.contains(embedded) {
                    needed.insert(embedded)
                    queue.append(embedded)
                }
            }
        }
        entities = model.entities.filter { needed.contains($0.name) }
    }

    var names: SwiftNames { scope.names }
    var model: DomainModel { scope.model }
    var usesMapperStructs: Bool { scope.conventions.data.dtoMapping == .mapperStructs }

    /// The access of the wire types and their mapping: internal, unless they live in another module
    /// than the data sources that use them (the popcorn preset's adapters package); then the house access.
    var wireAccess: String {
        let probe = "Probe"
        let dtoModule = names.module(forPath: names.path(\.dto, name: probe))
        return dtoModule == names.module(forPath: names.path(\.repositoryImplementation, name: probe)) ? "" : scope.access
    }

    /// The key a property has on the wire: its `wire:` name, else the key strategy's spelling.
    func wireName(of property: Property) -> String {
        if let wire = property.wireName { return wire }
        return keyStrategy == .snakeCase ? WireName.snakeCase(property.name) : property.name
    }

    /// A parameter's name as a query item: the key strategy's spelling, as in bodies.
    func wireKey(_ name: String) -> String {
        keyStrategy == .snakeCase ? WireName.snakeCase(name) : name
    }

    /// The strategy of one operation: the per-operation exception, the repository's, the spec's, the house default.
    func caching(_ operation: RepositoryOperation, of repository: Repository) -> CachingStrategy {
        repository.data.operationCaching[operation] ?? repository.data.caching ?? model.data?.caching ?? scope.conventions.data.caching
    }

    /// The strategy of one reading query: its own exception, then as for operations.
    func caching(query: String, of repository: Repository) -> CachingStrategy {
        repository.data.queryCaching[query] ?? repository.data.caching ?? model.data?.caching ?? scope.conventions.data.caching
    }

    /// Seconds a stored value stays valid in the repository's local store; `nil` keeps it until replaced.
    func maxAge(of repository: Repository) -> Int? {
        repository.data.maxAge ?? model.data?.maxAge
    }

    /// How the repository's `save` is sent; `PUT` to the item's URL unless the spec says otherwise.
    func saveMethod(of repository: Repository) -> SaveMethod {
        repository.data.saveMethod ?? model.data?.saveMethod ?? .put
    }

    /// `/api/v1/workouts`.
    func endpoint(of repository: Repository) -> String {
        basePath + (repository.data.endpoint ?? names.defaultEndpoint(for: repository.entity))
    }

    /// The variable holding an entity's DTO mapper (the popcorn preset: sub-mappers as private stored properties).
    func mapperVariable(for entity: String) -> String { Naming.lowerFirst(entity) + "Mapper" }

    /// Converts between domain values and DTOs, with this style's entity conversions.
    var wireMapping: ValueMapping {
        let names = self.names
        if usesMapperStructs {
            return ValueMapping(
                model: model, storageName: names.dto(for:),
                conversions: .init(
                    toDomain: { entity, value in "\(Naming.lowerFirst(entity))Mapper.map(\(value))" },
                    toDomainReference: { entity in "\(Naming.lowerFirst(entity))Mapper.map" },
                    fromDomain: { entity, value in "\(Naming.lowerFirst(entity))Mapper.map(\(value))" },
                    fromDomainReference: { entity in "\(Naming.lowerFirst(entity))Mapper.map" }
                ))
        }
        return ValueMapping(
            model: model, storageName: names.dto(for:),
            conversions: .init(
                toDomain: { _, value in "\(value).toDomain()" },
                toDomainReference: { _ in nil },
                fromDomain: { entity, value in "\(names.dto(for: entity)).fromDomain(\(value))" },
                fromDomainReference: { entity in "\(names.dto(for: entity)).fromDomain" }
            ))
    }

    /// Entities a type mentions (for the sub-mappers a mapper or repository needs).
    func embeddedEntities(in types: [TypeRef]) -> [String] {
        var seen: [String] = []
        for name in types.flatMap(\.namedTypes) where names.lookup.entity(named: name) != nil && !seen.contains(name) { seen.append(name) }
        return seen
    }
}
