import StrataIndex
import StrataModel

/// Entities and domain enums: conformances, `let`, id type, init defaults, and the access level of
/// domain types.
enum EntityInference {
    /// Raw types an enum may declare before its conformances.
    static let rawTypes: Set<String> = ["String", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "Double", "Float", "Character"]

    static func evidence(_ facts: InferenceFacts) -> [FieldEvidence] {
        var conformances = FieldEvidence(
            "entityConformances", noun: "entities", phrase: { Self.conformancePhrase($0, none: "declare no conformances") },
            read: { FieldValue.list($0.entityConformances) }, write: { $0.entityConformances = FieldValue.parseList($1) }
        )
        var alwaysLet = FieldEvidence(
            "entityPropertiesAlwaysLet", noun: "entities",
            phrase: Phrases.flag(yes: "declare every stored property with `let`", no: "have `var` properties"),
            read: { FieldValue.bool($0.entityPropertiesAlwaysLet) }, write: { $0.entityPropertiesAlwaysLet = $1 == "true" }
        )
        // `false` lets the spec choose, so an entity that happens to have only `let`s agrees with it.
        alwaysLet.compatible = { chosen, other in chosen == "false" && other == "true" }
        var idType = FieldEvidence(
            "defaultIDType", noun: "entities", phrase: { "have `\($0)` ids" },
            read: { $0.defaultIDType.rawValue }, write: { $0.defaultIDType = IDType(rawValue: $1) ?? $0.defaultIDType }
        )
        var idDefault = FieldEvidence(
            "idDefaultsToNewUUID", noun: "entity inits",
            phrase: Phrases.flag(yes: "default `id` to a new `UUID()` in their init", no: "take `id` without a default"),
            read: { FieldValue.bool($0.idDefaultsToNewUUID) }, write: { $0.idDefaultsToNewUUID = $1 == "true" }
        )
        var optionalDefault = FieldEvidence(
            "optionalParametersDefaultToNil", noun: "entities with optional init parameters",
            phrase: Phrases.flag(yes: "give them defaults (`= nil`)", no: "require them"),
            read: { FieldValue.bool($0.optionalParametersDefaultToNil) }, write: { $0.optionalParametersDefaultToNil = $1 == "true" }
        )
        var enumConformances = FieldEvidence(
            "enumConformances", noun: "domain enums", phrase: { Self.conformancePhrase($0, none: "conform to nothing but their raw type", after: " (after the raw type)") },
            read: { FieldValue.list($0.enumConformances) }, write: { $0.enumConformances = FieldValue.parseList($1) }
        )
        var access = FieldEvidence(
            "accessLevel", noun: "domain types", phrase: { $0 == "internal" ? "use the default `internal` access" : "are `\($0)`" },
            read: { $0.accessLevel.rawValue }, write: { $0.accessLevel = AccessLevel(rawValue: $1) ?? $0.accessLevel }
        )

        // Strata's entities all have an id: value objects (`Money`) say nothing about their conformances.
        let identifiable = facts.entities.filter { entity in
            entity.conformances.contains("Identifiable") || facts.members(of: entity).contains { $0.kind == .property && $0.name == "id" && !$0.isStatic }
        }
        // The same conformances in another order are one convention, written in the order most
        // entities with that set use (two orders of one set are no tie, and no outlier).
        let voters = identifiable.isEmpty ? facts.entities : identifiable
        let usual = Self.usualOrders(voters.map { facts.writtenConformances(of: $0) })
        for entity in voters {
            let written = facts.writtenConformances(of: entity)
            conformances.add(FieldValue.list(usual[written.sorted()] ?? written), at: facts.location(entity))
        }
        for entity in facts.entities {
            let location = facts.location(entity)
            let members = facts.members(of: entity)
            let stored = members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed }
            if !stored.isEmpty {
                alwaysLet.add(FieldValue.bool(stored.allSatisfy { !$0.isMutable }), at: location)
            }
            if let type = facts.idType(of: entity) {
                let stripped = RepositoryInference.stripped(type)
                if let known = IDType(rawValue: stripped) {
                    idType.add(known.rawValue, at: location)
                } else {
                    idType.add("have ids of a type Strata cannot generate", at: location, expressible: false, example: "`\(type)`")
                }
            }
            // `id: UUID = UUID()` says yes; an `id` without a default says no, whatever its type. Without
            // an init, the memberwise one defaults `id` when the property has an initial value.
            let inits = members.filter { $0.kind == .initializer }
            let idProperty = stored.first { $0.name == "id" }
            let idParameter =
                inits.isEmpty
                ? idProperty.map { MemberParameter(label: "id", name: "id", type: $0.type ?? "", hasDefault: $0.hasInitializer && $0.isMutable) }
                : inits.lazy.compactMap({ $0.parameters.first { $0.name == "id" } }).first
            if let idParameter {
                let isUUID = facts.resolvingAliases(RepositoryInference.stripped(idParameter.type)) == "UUID"
                if !idParameter.hasDefault || isUUID { idDefault.add(FieldValue.bool(idParameter.hasDefault), at: location) }
            }
            let optionals = inits.flatMap(\.parameters).filter { RepositoryInference.stripped($0.type).hasSuffix("?") }
            if !optionals.isEmpty {
                optionalDefault.add(FieldValue.bool(optionals.filter(\.hasDefault).count * 2 >= optionals.count), at: location)
            }
        }

        for enumType in facts.valueEnums where enumType.kind == .enum && enumType.name != "CachePolicy" {
            var written = facts.writtenConformances(of: enumType)
            if let first = written.first, rawTypes.contains(first) { written.removeFirst() }
            enumConformances.add(FieldValue.list(written), at: facts.location(enumType))
        }

        let domainRoles: [Role] = [.entity, .valueEnum, .errorType, .repositoryProtocol, .useCaseContract, .useCaseImplementation]
        for role in domainRoles {
            for type in facts.sourceTypes(role) {
                guard let level = accessLevel(facts.declaration(of: type)?.accessLevel) else { continue }
                access.add(level, at: facts.location(type))
            }
        }
        return [conformances, alwaysLet, idType, idDefault, optionalDefault, enumConformances, access]
    }

    /// `public`/`open` → public, none/`internal` → internal, `package`; private types say nothing.
    static func accessLevel(_ modifier: String?) -> String? {
        switch modifier {
        case nil, "internal": return AccessLevel.internal.rawValue
        case "public", "open": return AccessLevel.public.rawValue
        case "package": return AccessLevel.package.rawValue
        default: return nil
        }
    }

    /// "conform to `Equatable, Sendable`", or `none` for an empty list (never an empty pair of backticks).
    static func conformancePhrase(_ value: String, none: String, after: String = "") -> String {
        let names = FieldValue.parseList(value)
        return names.isEmpty ? none : "conform to `\(names.joined(separator: ", "))`" + after
    }

    /// For each set of conformances (sorted), the order most lists with that set are written in;
    /// ties go to the order seen first.
    static func usualOrders(_ lists: [[String]]) -> [[String]: [String]] {
        var counts: [[String]: [(order: [String], count: Int)]] = [:]
        for list in lists {
            var orders = counts[list.sorted(), default: []]
            if let index = orders.firstIndex(where: { $0.order == list }) { orders[index].count += 1 } else { orders.append((list, 1)) }
            counts[list.sorted()] = orders
        }
        return counts.mapValues { orders in
            orders.enumerated().max { ($0.element.count, -$0.offset) < ($1.element.count, -$1.offset) }!.element.order
        }
    }
}
