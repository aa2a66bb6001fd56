import StrataModel
import Yams

/// Reads `entities:`: each entity's id type, plural and properties, in written order.
struct EntityReader {
    let reader: NodeReader

    func read(_ node: Node) -> [RawEntity] {
        guard let entries = reader.entries(of: node, for: "`entities`", itemKind: "entity") else { return [] }
        return entries.map { entity($0) }
    }

    private func entity(_ entry: NodeReader.Entry) -> RawEntity {
        let what = "entity `\(entry.key)`"
        var entity = RawEntity(name: reader.name(entry.key, at: entry.keyNode, role: .entity))
        // `Tag:` with nothing under it is an entity with only an id.
        guard !NodeReader.isNull(entry.value),
            let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.entity)
        else { return entity }

        entity.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
        if let node = fields["id"], let text = reader.locatedText(node, for: "`id` of \(what)") {
            entity.idType = idType(text, at: node, of: what)
        }
        if let node = fields["plural"] {
            entity.plural = reader.name(node, role: .plural, for: "`plural` of \(what)")
        }
        if let node = fields["properties"], let properties = reader.entries(of: node, for: "`properties` of \(what)", itemKind: "property") {
            entity.properties = properties.compactMap { property($0, of: entry.key) }
        }
        return entity
    }

    private func idType(_ text: Located<String>, at node: Node, of what: String) -> IDType? {
        if let type = IDType(rawValue: text.value) { return type }
        let names = IDType.allCases.map(\.rawValue)
        let hint =
            Naming.suggestion(for: text.value, among: names).map { "did you mean `\($0)`?" }
            ?? "use one of " + names.map { "`\($0)`" }.joined(separator: ", ")
        reader.error("unknown id type `\(text.value)` for \(what)", at: node, hint: hint)
        return nil
    }

    private func property(_ entry: NodeReader.Entry, of entity: String) -> RawProperty? {
        let what = "property `\(entry.key)` of `\(entity)`"
        if entry.key == "id" {
            reader.error(
                "\(what) is implicit: every entity has an `id`", at: entry.keyNode,
                hint: "remove it and set the id's type with the entity's `id:` key (UUID, Int or String)"
            )
            return nil
        }
        var property = RawProperty(name: reader.name(entry.key, at: entry.keyNode, role: .property))

        // Short form: `name: Type`.
        guard case .mapping = entry.value else {
            if NodeReader.isNull(entry.value) {
                reader.error("\(what) has no type", at: entry.keyNode, hint: "write `\(entry.key): String` or `\(entry.key): { type: String }`")
                return nil
            }
            property.type = reader.typeText(entry.value, for: what)
            return property
        }

        guard let fields = reader.fields(of: entry.value, for: what, allowed: SpecKeys.property) else { return property }
        property.type = fields.entries["type"].flatMap { reader.typeText($0.value, for: what) }
        if let node = fields["references"] {
            property.references = reader.locatedText(node, for: "`references` of \(what)")
            if fields.has("type"), let keyNode = fields.keyNode("references") {
                reader.error(
                    "\(what) has both `type` and `references`", at: keyNode,
                    hint: "remove `type`: a reference's type is the referenced entity's id type"
                )
            }
        } else if !fields.has("type") {
            reader.error(
                "\(what) needs `type` or `references`", at: entry.value,
                hint: "e.g. `{ type: String }` or `{ references: OtherEntity }`")
        }
        property.isOptional = fields["optional"].flatMap { reader.bool($0, for: "`optional` of \(what)") } ?? false
        property.isMutable = fields["var"].flatMap { reader.bool($0, for: "`var` of \(what)") } ?? false
        property.doc = fields["doc"].flatMap { reader.text($0, for: "`doc` of \(what)") }
        // `default: null` is a value (Swift `nil`), so read the raw entry rather than `fields[...]`.
        property.defaultValue = fields.entries["default"]?.value
        if let node = fields["wire"], let wire = reader.locatedText(node, for: "`wire` of \(what)") {
            if wire.value.isEmpty || wire.value.contains(where: \.isNewline) {
                reader.error("`wire` of \(what) must be a non-empty, single-line key", at: node)
            } else {
                property.wireName = wire.value
            }
        }
        return property
    }
}
