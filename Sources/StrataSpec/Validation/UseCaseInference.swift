import StrataModel

/// Infers a use case's kind and entity from its name, by the naming table (Get → local first,
/// Refresh → remote first, Search → remote, Create, Update, Delete…).
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

    /// Entities by name and by plural, the first in declaration order winning as in a scan, so that
    /// matching a name against the patterns costs a few hash lookups instead of a pass over every entity
    /// (that pass, once per use case, made loading a large spec quadratic).
    struct Lookup {
        private var byName: [String: String] = [:]
        private var byPlural: [String: String] = [:]

        init(_ entities: [EntityNames]) {
            for entity in entities {
                if byName[entity.name] == nil { byName[entity.name] = entity.name }
                if byPlural[entity.plural] == nil { byPlural[entity.plural] = entity.name }
            }
        }

        func contains(_ name: String) -> Bool { byName[name] != nil }

        /// The first entity whose name (or plural) is `text`.
        func entity(named text: String, plural: Bool) -> String? { plural ? byPlural[text] : byName[text] }
    }

    /// - Parameters:
    ///   - entities: the spec's entities in declaration order (ties go to the first).
    ///   - lookup: `Lookup(entities)`, when the caller infers many names against the same entities.
    ///   - entity: the `entity:` key, already known to name one of `entities`.
    ///   - kind: the `kind:` key, which wins over the name.
    static func infer(
        name: String, entities: [EntityNames], lookup: Lookup? = nil, entity explicitEntity: String? = nil, kind explicitKind: UseCaseKind? = nil
    ) -> Result {
        let match: (kind: UseCaseKind, entity: String)?
        if let wanted = explicitEntity {
            let candidates = entities.filter { $0.name == wanted }
            match = patternMatch(name) { text, plural in candidates.first { (plural ? $0.plural : $0.name) == text }?.name }
        } else {
            let lookup = lookup ?? Lookup(entities)
            match = patternMatch(name) { text, plural in lookup.entity(named: text, plural: plural) }
        }
        let kind = explicitKind ?? match?.kind ?? (name.hasPrefix("Calculate") ? .calculate : .custom)
        let entity = explicitEntity ?? match?.entity ?? longestContained(in: name, entities)
        return Result(kind: kind, entity: entity)
    }

    /// The first pattern `name` fits whose middle part `find` knows as an entity's name (or plural).
    private static func patternMatch(_ name: String, find: (String, Bool) -> String?) -> (kind: UseCaseKind, entity: String)? {
        for pattern in patterns where name.hasPrefix(pattern.prefix) && name.hasSuffix(pattern.suffix) {
            guard name.count > pattern.prefix.count + pattern.suffix.count else { continue }
            let middle = String(name.dropFirst(pattern.prefix.count).dropLast(pattern.suffix.count))
            if let entity = find(middle, pattern.usesPlural) {
                return (pattern.kind, entity)
            }
        }
        return nil
    }

    /// The standard name (`SearchPatientsPage`) a few letters away from `name`, if any: every
    /// pattern filled with every entity's name or plural.
    static func standardName(near name: String, entities: [EntityNames]) -> String? {
        guard name.count < 64 else { return nil }
        let candidates = entities.flatMap { entity in
            patterns.map { $0.prefix + ($0.usesPlural ? entity.plural : entity.name) + $0.suffix }
        }
        return Naming.suggestion(for: name, among: candidates)
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

/// The contract preset's naming table as the spec loader reads it, for documentation (`strata skills export`).
package enum UseCaseNaming {
    /// `Get{Names}Page` → `getPage`, in matching order; `{Name}`/`{Names}` is an entity's name or plural.
    package static var table: [(pattern: String, kind: UseCaseKind)] {
        UseCaseInference.patterns.map { ($0.prefix + ($0.usesPlural ? "{Names}" : "{Name}") + $0.suffix, $0.kind) }
            + [("Calculate…", .calculate)]
    }
}
