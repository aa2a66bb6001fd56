import StrataModel

/// A `SpecDraft` as the `RawSpec` a file saying the same would read into, with the checks reading
/// makes (names, listed twice), so the validator sees no difference. Every value is placed at the
/// draft's origin: there is no file to point into.
struct DraftReader {
    let log: IssueLog
    let origin: SourceLocation

    func read(_ draft: SpecDraft) -> RawSpec {
        var spec = RawSpec()
        spec.feature = name(draft.feature, role: .feature)
        spec.entities = unique(draft.entities, \.name, "entity").map { entity in
            RawEntity(
                name: name(entity.name, role: .entity), idType: entity.idType,
                properties: unique(entity.properties, \.name, "property of `\(entity.name)`").map { property in
                    var raw = RawProperty(name: name(property.name, role: .property))
                    raw.type = LocatedType(text: property.type.swift, location: origin, contentOffset: 0)
                    return raw
                })
        }
        spec.enums = unique(draft.enums, \.name, "enum").map { item in
            if item.cases.isEmpty { log.error("enum `\(item.name)` has no cases", at: origin, hint: "add `cases: [first, second]`") }
            return RawEnum(
                name: name(item.name, role: .enumType),
                cases: unique(item.cases, \.self, "case of `\(item.name)`").map {
                    RawEnumCase(name: name($0, role: .enumCase))
                })
        }
        spec.repositories = unique(draft.repositories, \.entity, "repository of").map { repository in
            RawRepository(
                entity: Located(repository.entity, at: origin), name: repository.name.map { name($0, role: .repository) },
                operations: unique(repository.operations, \.rawValue, "operation of the repository of `\(repository.entity)`"))
        }
        spec.services = unique(draft.services, \.self, "service").map { RawService(name: name($0, role: .service)) }
        spec.useCases = unique(draft.useCases, \.name, "use case").map(useCase)
        return spec
    }

    private func useCase(_ draft: SpecDraft.UseCase) -> RawUseCase {
        var useCase = RawUseCase(name: name(UseCaseInference.strippingSuffix(draft.name), role: .useCase))
        useCase.kind = draft.kind
        useCase.entity = draft.entity.map { Located($0, at: origin) }
        useCase.otherRepositories = draft.repositories.map { name($0, role: .entity) }
        useCase.services = draft.services.map { name($0, role: .service) }
        useCase.signatureKeys = [("repositories", draft.repositories), ("services", draft.services)].compactMap { key, names in
            names.isEmpty ? nil : Located(key, at: origin)
        }
        return useCase
    }

    /// A name as the reader takes one: a bad name is reported and still returned.
    private func name(_ text: String, role: NameRole) -> Located<String> {
        if let problem = NameRules.problem(with: text, role: role) { log.error(problem.message, at: origin, hint: problem.hint) }
        return Located(text, at: origin)
    }

    /// The items with the first of each key, the others reported as a file's duplicate keys are.
    private func unique<Item, Key: Hashable>(_ items: [Item], _ key: (Item) -> Key, _ what: String) -> [Item] {
        var seen = Set<Key>()
        return items.filter { item in
            guard seen.insert(key(item)).inserted else {
                log.error("\(what) `\(key(item))` is listed twice", at: origin, hint: "list each once")
                return false
            }
            return true
        }
    }
}
