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
    /// The spec's services whose types resolved, and the names of all it declares.
    var services: [Service] = []
    var serviceNames: [String] = []

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
            reader.log.error(
                "\(what) names unknown entity `\(explicit.value)`", at: explicit.location,
                hint: Self.choiceHint(explicit.value, among: entityNames))
            return nil
        }
        let inferred = UseCaseInference.infer(name: name, entities: entities, lookup: lookup, entity: raw.entity?.value, kind: raw.kind)
        guard let entity = inferred.entity else {
            let hint =
                entityNames.isEmpty
                ? "declare the entity it works on under `entities:`"
                : "add `entity:` naming one of " + entityNames.map { "`\($0)`" }.joined(separator: ", ")
            reader.log.error("cannot tell which entity \(what) works on", at: raw.name.location, hint: hint)
            return nil
        }
        let kind = inferred.kind
        // An invalid name was reported already; one slip is enough to point at.
        if kind == .custom, Naming.isIdentifier(name), raw.kind == nil, raw.calls == nil, raw.parameters == nil, raw.returns == nil,
            raw.services.isEmpty, raw.otherRepositories.isEmpty,
            let standard = UseCaseInference.standardName(near: name, entities: entities)
        {
            // Nothing but a name: a slip of one letter would otherwise become a custom use case that only throws.
            reader.log.error(
                "\(what) is not a standard name, and says nothing a custom use case needs", at: raw.name.location,
                hint: "did you mean `\(standard)`? For a use case of your own, add `kind: custom` with its `parameters` and `returns`")
            return nil
        }
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

        guard let dependencies = dependencies(of: raw, entity: entity, entityNames: entityNames, lookup: lookup) else { return nil }
        var query: RepositoryQuery?
        if let calls = raw.calls, calls.value.contains(".") {
            guard let method = serviceMethod(calls, of: what) else { return nil }
            query = RepositoryQuery(name: calls.value, parameters: method.parameters, returns: method.returns)
        } else if let calls = raw.calls {
            let available = queryNames[entity] ?? []
            guard available.contains(calls.value) else {
                let hint =
                    available.isEmpty
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
        // A service whose method it calls is given to it, listed or not.
        var services = dependencies.services
        if let calls = raw.calls?.value, calls.contains("."), let service = calls.split(separator: ".").first.map(String.init), !services.contains(service) {
            services.append(service)
        }
        return UseCase(
            name: name, kind: kind, entity: entity, parameters: parameters, returns: returns, rule: raw.rule,
            calls: raw.calls?.value, location: raw.name.location, otherRepositories: dependencies.repositories, services: services
        )
    }

    /// `repositories:` and `services:` checked against the spec's entities and services; `nil` when one is unknown.
    private func dependencies(
        of raw: RawUseCase, entity: String, entityNames: [String], lookup: UseCaseInference.Lookup
    ) -> (repositories: [String], services: [String])? {
        let what = "use case `\(raw.name.value)`"
        var valid = true
        var repositories: [String] = []
        for other in raw.otherRepositories {
            guard lookup.contains(other.value) else {
                reader.log.error(
                    "\(what) is given the repository of unknown entity `\(other.value)`", at: other.location,
                    hint: Self.choiceHint(other.value, among: entityNames))
                valid = false
                continue
            }
            // Its own entity's repository is always given; naming it again adds nothing.
            if other.value != entity, !repositories.contains(other.value) { repositories.append(other.value) }
        }
        var services: [String] = []
        for service in raw.services {
            guard serviceNames.contains(service.value) else {
                let hint = serviceNames.isEmpty ? "declare it under `services:`" : Self.choiceHint(service.value, among: serviceNames)
                reader.log.error("\(what) is given unknown service `\(service.value)`", at: service.location, hint: hint)
                valid = false
                continue
            }
            if !services.contains(service.value) { services.append(service.value) }
        }
        return valid ? (repositories, services) : nil
    }

    /// `NotificationScheduler.schedule`: a declared service's declared method.
    private func serviceMethod(_ calls: Located<String>, of what: String) -> ServiceMethod? {
        let parts = calls.value.split(separator: ".").map(String.init)
        guard parts.count == 2 else { return nil }
        guard serviceNames.contains(parts[0]) else {
            let hint = serviceNames.isEmpty ? "declare it under `services:`" : Self.choiceHint(parts[0], among: serviceNames)
            reader.log.error("\(what) calls a method of unknown service `\(parts[0])`", at: calls.location, hint: hint)
            return nil
        }
        // A declared service whose types did not resolve was reported already.
        guard let service = services.first(where: { $0.name == parts[0] }) else { return nil }
        guard let method = service.method(named: parts[1]) else {
            let names = service.methods.map(\.name)
            reader.log.error(
                "\(what) calls unknown method `\(parts[1])` of service `\(parts[0])`", at: calls.location,
                hint: names.isEmpty ? "declare it under `services: \(parts[0]): methods:`" : Self.choiceHint(parts[1], among: names))
            return nil
        }
        return method
    }

    /// "did you mean `X`?" when one is close, else the list of valid names.
    static func choiceHint(_ name: String, among names: [String]) -> String {
        if name.count < 64, let suggestion = Naming.suggestion(for: name, among: names) { return "did you mean `\(suggestion)`?" }
        return names.isEmpty ? "none are declared" : "expected one of " + names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
