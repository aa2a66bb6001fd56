import StrataModel

/// Turns raw entities into `Entity` values: id types, plurals, typed properties with relationships
/// and checked defaults; also reports entities that embed themselves.
struct EntityResolver {
    let reader: NodeReader
    let conventions: Conventions
    let types: TypeResolver
    /// Entity name → its id type, so a `references:` property takes the referenced entity's id type.
    let idTypes: [String: IDType]
    let enums: [String: [EnumCase]]

    func resolve(_ raws: [RawEntity]) -> [Entity] {
        var edges: [EmbeddingCycles.Edge] = []
        let entities = raws.map { raw in
            Entity(
                name: raw.name.value,
                plural: raw.plural?.value ?? Naming.plural(raw.name.value),
                doc: raw.doc,
                idType: raw.idType ?? conventions.defaultIDType,
                properties: raw.properties.compactMap { property($0, of: raw.name.value, edges: &edges) },
                location: raw.name.location
            )
        }
        for cycle in EmbeddingCycles.find(entities: raws.map(\.name.value), edges: edges) {
            let message =
                cycle.path.count == 2
                ? "entity `\(cycle.start)` embeds itself: \(cycle.description)"
                : "entities embed each other in a cycle: \(cycle.description)"
            reader.log.error(
                message, at: cycle.location ?? raws.first?.name.location ?? SourceLocation(file: reader.file, line: 1, column: 1),
                hint: "a value cannot contain itself; hold the other entity's id with `references:` instead"
            )
        }
        return entities
    }

    private func property(_ raw: RawProperty, of entity: String, edges: inout [EmbeddingCycles.Edge]) -> Property? {
        let what = "property `\(raw.name.value)` of `\(entity)`"
        var relationship: Relationship?
        var type: TypeRef
        if let references = raw.references {
            guard let idType = idTypes[references.value] else {
                let hint =
                    Naming.suggestion(for: references.value, among: idTypes.keys.sorted()).map { "did you mean `\($0)`?" }
                    ?? "`references` names an entity declared under `entities:`"
                reader.log.error("\(what) references unknown entity `\(references.value)`", at: references.location, hint: hint)
                return nil
            }
            type = idType.typeRef
            relationship = .reference(entity: references.value)
        } else {
            guard let text = raw.type, let resolved = types.resolve(text, for: what) else { return nil }
            type = resolved
            if let embedded = type.namedTypes.first(where: { idTypes[$0] != nil }) {
                relationship = .embedded(entity: embedded)
            }
            var embedded: [String] = []
            for name in type.namedTypes where idTypes[name] != nil && !embedded.contains(name) {
                embedded.append(name)
                edges.append(.init(from: entity, to: name, location: raw.name.location))
            }
        }
        if raw.isOptional, !type.isOptional { type = .optional(type) }

        var defaultValue: String?
        if let node = raw.defaultValue {
            guard let literal = DefaultValue(reader: reader, enums: enums).literal(node, for: type, of: what) else { return nil }
            defaultValue = literal
        }
        return Property(
            name: raw.name.value, type: type, isMutable: raw.isMutable, defaultValue: defaultValue, doc: raw.doc,
            relationship: relationship, wireName: raw.wireName, location: raw.name.location
        )
    }
}
