/// Constant-time lookups into a `DomainModel` by name.
///
/// `DomainModel`'s own `entity(named:)` searches linearly, which is fine for one call but made
/// planning quadratic in the number of entities; planners build this once per run instead.
package struct ModelIndex: Sendable {
    private let entities: [String: Entity]
    private let enums: [String: EnumType]
    private let repositories: [String: Repository]

    package init(_ model: DomainModel) {
        // `uniquingKeysWith` keeps the first, as the linear lookups do (validation refuses duplicates).
        entities = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        enums = Dictionary(model.enums.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        repositories = Dictionary(model.repositories.map { ($0.entity, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package func entity(named name: String) -> Entity? { entities[name] }
    package func enumType(named name: String) -> EnumType? { enums[name] }
    package func repository(for entity: String) -> Repository? { repositories[entity] }
}
