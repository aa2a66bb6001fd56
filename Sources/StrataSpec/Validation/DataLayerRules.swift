import StrataModel

/// What the Data layer cannot generate, reported at the spec position that causes it.
///
/// DTOs, SwiftData models and mappers handle an embedded entity as `E`, `E?`, `[E]` or `[E]?`; deeper
/// shapes (`[String: E]`, `[[E]]`) have no natural JSON or SwiftData form, so the spec must hold ids.
struct DataLayerRules {
    let reader: NodeReader

    func check(_ raw: RawSpec, entities: [Entity], repositories: [Repository]) {
        let names = Set(entities.map(\.name))
        for entity in entities {
            for property in entity.properties where !Self.isSupported(property.type, entities: names) {
                reader.log.error(
                    "property `\(property.name)` of `\(entity.name)` has type `\(property.type.swift)`, which the Data layer cannot store",
                    at: property.location ?? entity.location ?? SourceLocation(file: reader.file, line: 1, column: 1),
                    hint: "embed an entity as `E`, `E?`, `[E]` or `[E]?`, or hold its id with `references:`"
                )
            }
        }
        for entity in entities {
            for property in entity.properties {
                guard let owned = Self.persistentModelMember(property.name, of: entity.name) else { continue }
                reader.log.error(
                    "property `\(property.name)` of `\(entity.name)` meets the SwiftData model's own `\(property.name)` (\(owned))",
                    at: property.location ?? entity.location ?? SourceLocation(file: reader.file, line: 1, column: 1),
                    hint:
                        "rename it (for example `\(property.name == DataSupportNames.cachedAt ? "fetchedAt" : Naming.lowerFirst(entity.name) + "Number")`), or turn the Data layer off with `data: false`"
                )
            }
        }
        for name in raw.entities.map(\.name) + raw.enums.map(\.name) where DataSupportNames.all.contains(name.value) {
            reader.log.error(
                "`\(name.value)` has the same name as a type the Data layer generates", at: name.location,
                hint: "rename it, or turn the Data layer off with `data: false`")
        }
    }

    /// What a property name means when the SwiftData model of `entity` already declares it: the
    /// time its copy was stored, and the entity's id under its own name (`workoutID`).
    static func persistentModelMember(_ name: String, of entity: String) -> String? {
        if name == DataSupportNames.cachedAt { return "when its copy was stored" }
        if name == DataSupportNames.persistentID(for: entity) { return "the stored id" }
        return nil
    }

    /// Entities only at the top of the type, possibly optional, possibly in one array.
    static func isSupported(_ type: TypeRef, entities: Set<String>) -> Bool {
        func mentionsEntity(_ type: TypeRef) -> Bool { type.namedTypes.contains(where: entities.contains) }
        switch type.nonOptional {
        case .named: return true
        case .array(let element):
            if case .named = element { return true }
            return !mentionsEntity(element)
        case .set, .dictionary: return !mentionsEntity(type.nonOptional)
        case .optional: return false
        }
    }
}
