import StrataModel

/// Infers a use case's kind and entity from its name, following the seeds' naming tables.
///
/// `Create{E}` → create, `Get{Plural}Page` → getPage, …, where `{E}`/`{Plural}` must be exactly an
/// entity's name or plural. Names that fit no pattern are `calculate` (`Calculate…`) or `custom`, and
/// work on the entity named by `entity:` or, failing that, the longest entity name or plural they contain.
enum UseCaseInference {
    struct EntityNames: Sendable, Equatable {
        var name: String
        var plural: String
    }

    struct Result: Sendable, Equatable {
        var kind: UseCaseKind
        /// `nil` when no entity could be found: the spec must say `entity:`.
        var entity: String?
    }

    fileprivate struct Pattern {
        var prefix: String
        var suffix: String
        var usesPlural: Bool
        var kind: UseCaseKind
    }

    /// In matching order: the paged forms come before `Get{E}`, so `GetWorkoutsPage` is never read as
    /// `Get` + an entity called `WorkoutsPage` when both could match.
    fileprivate static let patterns: [Pattern] = [
        Pattern(prefix: "Create", suffix: "", usesPlural: false, kind: .create),
        Pattern(prefix: "Update", suffix: "", usesPlural: false, kind: .update),
        Pattern(prefix: "Delete", suffix: "", usesPlural: false, kind: .delete),
        Pattern(prefix: "Get", suffix: "Page", usesPlural: true, kind: .getPage),
        Pattern(prefix: "Refresh", suffix: "Page", usesPlural: true, kind: .refreshPage),
        Pattern(prefix: "Search", suffix: "Page", usesPlural: true, kind: .searchPage),
        Pattern(prefix: "Get", suffix: "", usesPlural: false, kind: .get),
        Pattern(prefix: "Refresh", suffix: "", usesPlural: false, kind: .refresh),
        Pattern(prefix: "Fetch", suffix: "", usesPlural: false, kind: .fetch),
        Pattern(prefix: "Fetch", suffix: "", usesPlural: true, kind: .fetchAll),
    ]

    /// `CreateWorkoutUseCase` → `CreateWorkout`; a bare `UseCase` stays as written.
    static func strippingSuffix(_ name: String) -> String {
        let suffix = "UseCase"
        guard name.hasSuffix(suffix), name.count > suffix.count else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// - Parameters:
    ///   - entities: the spec's entities in declaration order (ties go to the first).
    ///   - entity: the `entity:` key, already known to name one of `entities`.
    ///   - kind: the `kind:` key, which wins over the name.
    static func infer(name: String, entities: [EntityNames], entity explicitEntity: String? = nil, kind explicitKind: UseCaseKind? = nil) -> Result {
        let candidates = explicitEntity.map { wanted in entities.filter { $0.name == wanted } } ?? entities
        let match = patternMatch(name, candidates)
        let kind = explicitKind ?? match?.kind ?? (name.hasPrefix("Calculate") ? .calculate : .custom)
        let entity = explicitEntity ?? match?.entity ?? longestContained(in: name, entities)
        return Result(kind: kind, entity: entity)
    }

    private static func patternMatch(_ name: String, _ entities: [EntityNames]) -> (kind: UseCaseKind, entity: String)? {
        for pattern in patterns where name.hasPrefix(pattern.prefix) && name.hasSuffix(pattern.suffix) {
            guard name.count > pattern.prefix.count + pattern.suffix.count else { continue }
            let middle = String(name.dropFirst(pattern.prefix.count).dropLast(pattern.suffix.count))
            if let entity = entities.first(where: { (pattern.usesPlural ? $0.plural : $0.name) == middle }) {
                return (pattern.kind, entity.name)
            }
        }
        return nil
    }

    private static func longestContained(in name: String, _ entities: [EntityNames]) -> String? {
        var best: (entity: String, length: Int)?
        for entity in entities {
            for word in [entity.name, entity.plural] where name.contains(word) && word.count > (best?.length ?? 0) {
                best = (entity.name, word.count)
            }
        }
        return best?.entity
    }
}

/// Seed 002's naming table as the spec loader reads it, for documentation (`strata skills export`).
public enum UseCaseNaming {
    /// `Get{Names}Page` → `getPage`, in matching order; `{Name}`/`{Names}` is an entity's name or plural.
    public static var table: [(pattern: String, kind: UseCaseKind)] {
        UseCaseInference.patterns.map { ($0.prefix + ($0.usesPlural ? "{Names}" : "{Name}") + $0.suffix, $0.kind) }
            + [("Calculate…", .calculate)]
    }
}
