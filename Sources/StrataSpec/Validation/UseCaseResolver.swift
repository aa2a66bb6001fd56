import StrataModel

/// Turns raw use cases into `UseCase` values: kind and entity inferred, `calls` checked against the
/// entity's queries, explicit signatures only where the kind does not derive one.
struct UseCaseResolver {
    let reader: NodeReader
    let types: TypeResolver
    let entities: [UseCaseInference.EntityNames]
    /// Entity name → the names of the queries declared in its repository.
    let queryNames: [String: [String]]
    /// Entity name → those of its queries whose types resolved.
    let queries: [String: [RepositoryQuery]]

    func resolve(_ raws: [RawUseCase]) -> [UseCase] {
        // Built once for all use cases: per use case, these made loading quadratic in the spec's size.
        let entityNames = entities.map(\.name)
        let lookup = UseCaseInference.Lookup(entities)
        return raws.compactMap { resolve($0, entityNames: entityNames, lookup: lookup) }
    }

    private func resolve(_ raw: RawUseCase, entityNames: [String], lookup: UseCaseInference.Lookup) -> UseCase? {
        let name = raw.name.value
        let what = "use case `\(name)`"
        if let explicit = raw.entity, !lookup.contains(explicit.value) {
            reader.log.error("\(what) names unknown entity `\(explicit.value)`", at: explicit.location,
                             hint: Self.choiceHint(explicit.value, among: entityNames))
            return nil
        }
        let inferred = UseCaseInference.infer(name: name, entities: entities, lookup: lookup, entity: raw.entity?.value, kind: raw.kind)
        guard let entity = inferred.entity else {
            let hint = entityNames.isEmpty
                ? "declare the entity it works on under `entities:`"
                : "add `entity:` naming one of " + entityNames.map { "`\($0)`" }.joined(separator: ", ")
            reader.log.error("cannot tell which entity \(what) works on", at: raw.name.location, hint: hint)
            return nil
        }
        let kind = inferred.kind
        guard kind == .calculate || kind == .custom else {
            // The generator derives these signatures from the kind; an explicit one would be ignored.
            for key in raw.signatureKeys {
                reader.log.error(
                    "`\(key.value)` applies only to calculate and custom use cases; \(what) is a `\(kind.rawValue)` use case",
                    at: key.location, hint: "remove `\(key.value)` (its signature is derived from the kind), or set `kind: custom`"
                )
            }
            return raw.signatureKeys.isEmpty ? UseCase(name: name, kind: kind, entity: entity, rule: raw.rule, location: raw.name.location) : nil
        }

        var query: RepositoryQuery?
        if let calls = raw.calls {
            let available = queryNames[entity] ?? []
            guard available.contains(calls.value) else {
                let hint = available.isEmpty
                    ? "declare it under `repositories: \(entity): queries:`"
                    : Self.choiceHint(calls.value, among: available)
                reader.log.error("\(what) calls unknown query `\(calls.value)` of the `\(entity)` repository", at: calls.location, hint: hint)
                return nil
            }
            // A declared query whose types did not resolve was reported already.
            guard let declared = queries[entity]?.first(where: { $0.name == calls.value }) else { return nil }
            query = declared
        }
        var parameters = query?.parameters ?? []
        if let explicit = raw.parameters {
            let resolved = explicit.map { parameter in
                parameter.type.flatMap { types.resolve($0, for: "parameter `\(parameter.name.value)` of \(what)") }
                    .map { Parameter(name: parameter.name.value, type: $0) }
            }
            guard resolved.allSatisfy({ $0 != nil }) else { return nil }
            parameters = resolved.compactMap { $0 }
        }
        var returns = query?.returns
        if let text = raw.returns {
            guard let type = types.resolve(text, for: "`returns` of \(what)") else { return nil }
            returns = type
        }
        return UseCase(
            name: name, kind: kind, entity: entity, parameters: parameters, returns: returns, rule: raw.rule,
            calls: raw.calls?.value, location: raw.name.location
        )
    }

    /// "did you mean `X`?" when one is close, else the list of valid names.
    static func choiceHint(_ name: String, among names: [String]) -> String {
        if name.count < 64, let suggestion = Naming.suggestion(for: name, among: names) { return "did you mean `\(suggestion)`?" }
        return names.isEmpty ? "none are declared" : "expected one of " + names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
