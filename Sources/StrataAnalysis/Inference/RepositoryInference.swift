import StrataIndex
import StrataModel

/// Repository protocols: their name suffix, `Sendable`, the selectors of the standard operations and
/// whether reads take a cache policy.
enum RepositoryInference {
    /// Longest first, so `UserRepositoryProtocol` is read as `…RepositoryProtocol`, not `…Protocol`.
    static let suffixes = [
        "RepositoryProtocol", "RepositoryContract", "RepositoryInterface", "RepositoryType", "Repository",
        "GatewayProtocol", "Gateway", "StoreProtocol", "Store",
    ]

    static func evidence(_ facts: InferenceFacts) -> [FieldEvidence] {
        var name = FieldEvidence(
            "repositoryProtocolName", noun: "repository protocols", phrase: Phrases.name,
            read: { $0.repositoryProtocolName }, write: { $0.repositoryProtocolName = $1 }
        )
        var sendable = FieldEvidence(
            "repositoryRefinesSendable", noun: "repository protocols",
            phrase: Phrases.flag(yes: "refine `Sendable`", no: "do not refine `Sendable`"),
            read: { FieldValue.bool($0.repositoryRefinesSendable) }, write: { $0.repositoryRefinesSendable = $1 == "true" }
        )
        var cachePolicy = FieldEvidence(
            "repositoryCachePolicyParameter", noun: "repository protocols",
            phrase: Phrases.flag(yes: "take a `cachePolicy:` argument on reads", no: "take no cache policy argument"),
            read: { FieldValue.bool($0.repositoryCachePolicyParameter) }, write: { $0.repositoryCachePolicyParameter = $1 == "true" }
        )
        var methods = RepositoryOperation.allCases.map { operation in
            FieldEvidence(
                "repositoryMethods.\(operation.rawValue)", noun: "repository protocols",
                phrase: { "\(operation.sentence) with `\($0)`" },
                read: { $0.repositoryMethods.pattern(for: operation) },
                write: { conventions, value in conventions.repositoryMethods.set(operation, value) }
            )
        }

        let entities = facts.entities
        let entityNames = Set(entities.map(\.name))
        for proto in facts.sourceTypes(.repositoryProtocol) where proto.kind == .protocol {
            guard let declaration = facts.declaration(of: proto) else { continue }
            let location = facts.location(proto)
            let entity = servedEntity(declaration, entities: entityNames)
            if let (pattern, expressible, example) = namePattern(proto.name, entity: entity) {
                name.add(pattern, at: location, expressible: expressible, example: example)
            }
            sendable.add(FieldValue.bool(declaration.inheritedTypes.map(TypeNameReader.baseName).contains("Sendable")), at: location)
            let requirements = declaration.members.filter { $0.kind == .method && !$0.isStatic }
            cachePolicy.add(FieldValue.bool(requirements.contains { $0.parameters.contains(where: isCachePolicy) }), at: location)

            guard let entity else { continue }
            let entityType = facts.types[entity]
            let idType = entityType.flatMap(facts.idType(of:))
            for (operation, method) in standardMethods(requirements, entity: entity, idType: idType, facts: facts) {
                let at = facts.location(proto.file, line: method.line)
                guard let index = RepositoryOperation.allCases.firstIndex(of: operation) else { continue }
                if let (problem, example) = inexpressible(operation, method, entity: entity) {
                    methods[index].add(problem, at: at, expressible: false, example: example)
                } else {
                    methods[index].add(selectorPattern(method, entity: entity), at: at)
                }
            }
        }
        return [name, sendable, cachePolicy] + methods
    }

    /// The entity a repository serves: the entity its methods return most (parameters count less),
    /// or the one its name starts with.
    static func servedEntity(_ declaration: Declaration, entities known: Set<String>) -> String? {
        var scores: [String: Int] = [:]
        for member in declaration.members where member.kind == .method {
            for name in TypeNameReader.names(in: member.type ?? "") where known.contains(name) { scores[name, default: 0] += 2 }
            for parameter in member.parameters {
                for name in TypeNameReader.names(in: parameter.type) where known.contains(name) { scores[name, default: 0] += 1 }
            }
        }
        // The longest entity name the protocol's name starts with.
        let name = declaration.name
        let byName = (1...max(1, name.count)).reversed().lazy.map { String(name.prefix($0)) }.first(where: known.contains)
        guard let best = scores.values.max() else { return byName }
        let leaders = scores.filter { $0.value == best }.map(\.key).sorted()
        if let byName, leaders.contains(byName) { return byName }
        return leaders.first
    }

    /// Suffixes of entity type names that specs leave out (`OrderModel` is the `Order` entity).
    static let entitySuffixes = ["Model", "Entity", "Item", "Record"]

    /// `OrderModel` → `Order`.
    static func bareName(_ entity: String) -> String {
        entitySuffixes.lazy.compactMap { entity.droppingSuffix($0) }.first ?? entity
    }

    /// `{entity}` plus the suffix the name ends with; a prefix before the entity is kept (`I{entity}Repository`).
    /// A name made of the entity's plural (`OrdersGateway` for `OrderModel`) is reported: the generator
    /// has no `{names}` in repository names.
    static func namePattern(_ name: String, entity: String?) -> (String, Bool, String?)? {
        guard let suffix = suffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return nil }
        let subject = String(name.dropLast(suffix.count))
        if let entity, subject != entity {
            if let prefix = subject.droppingSuffix(entity), prefix.count <= 2 {
                return (prefix + "{entity}" + suffix, true, nil)
            }
            let bare = bareName(entity)
            if subject == Naming.plural(entity) || subject == Naming.plural(bare) {
                return (
                    "are named after the entity's plural (`{names}\(suffix)`, which repository names cannot use)", false,
                    "`\(name)` for `\(entity)`"
                )
            }
        }
        return ("{entity}" + suffix, true, nil)
    }

    static func isCachePolicy(_ parameter: MemberParameter) -> Bool {
        parameter.label == "cachePolicy" || parameter.name == "cachePolicy" || TypeNameReader.baseName(parameter.type).hasSuffix("CachePolicy")
    }

    // MARK: Standard operations

    /// The first requirement that looks like each standard operation.
    static func standardMethods(_ requirements: [Member], entity: String, idType: String?, facts: InferenceFacts) -> [(RepositoryOperation, Member)] {
        var found: [(RepositoryOperation, Member)] = []
        for operation in RepositoryOperation.allCases {
            let candidates = requirements.filter { matches($0, operation, entity: entity, idType: idType, facts: facts) }
            let preferred = candidates.first { operation.preferredWords.contains(where: $0.name.lowercased().hasPrefix) } ?? candidates.first
            if let preferred, !found.contains(where: { $0.1 == preferred }) { found.append((operation, preferred)) }
        }
        return found
    }

    static func matches(_ method: Member, _ operation: RepositoryOperation, entity: String, idType: String?, facts: InferenceFacts) -> Bool {
        let parameters = method.parameters.filter { !isCachePolicy($0) }
        let returns = stripped(method.type ?? "")
        let returnsOne = returns == entity || returns == entity + "?"
        let returnsMany = ["[\(entity)]", "[\(entity)]?", "Array<\(entity)>"].contains(returns)
        // `[Character]`, `CharactersPage`, `Page<Character>`.
        let returnsEntities = TypeNameReader.names(in: returns).contains { $0.contains(entity) }
        let lower = method.name.lowercased()
        let destructive = ["delete", "remove"].contains(where: lower.hasPrefix)
        func isEntity(_ parameter: MemberParameter) -> Bool { stripped(parameter.type) == entity }
        func isID(_ parameter: MemberParameter) -> Bool {
            let type = facts.resolvingAliases(stripped(parameter.type))
            if let idType, type == idType { return true }
            let words = [parameter.label.lowercased(), parameter.name.lowercased()]
            return words.contains { $0 == "id" || $0 == "identifier" || $0.hasSuffix("id") } && ["UUID", "Int", "String"].contains(type)
        }
        func isInt(_ parameter: MemberParameter) -> Bool { ["Int", "UInt", "Int32", "Int64"].contains(stripped(parameter.type)) }
        func isText(_ parameter: MemberParameter) -> Bool { stripped(parameter.type) == "String" }

        switch operation {
        case .save:
            return parameters.count == 1 && isEntity(parameters[0]) && !destructive && !lower.hasPrefix("update")
                && (returns.isEmpty || returns == "Void" || returnsOne)
        case .fetchByID:
            return parameters.count == 1 && isID(parameters[0]) && returnsOne && !destructive
        case .fetchAll:
            return parameters.isEmpty && returnsMany && !destructive
        case .fetchPage:
            return parameters.count == 1 && isInt(parameters[0]) && parameters[0].name.lowercased().contains("page") && returnsEntities
        case .search:
            return parameters.count == 2 && isText(parameters[0]) && isInt(parameters[1]) && returnsEntities
        case .delete:
            return destructive && parameters.count == 1 && (isEntity(parameters[0]) || isID(parameters[0]))
        }
    }

    /// `fetch(id:)` with the entity's name and plural in the base name replaced: `get{name}(identifier:)`.
    static func selectorPattern(_ method: Member, entity: String) -> String {
        var base = method.name
        // The entity as a spec names it: `OrderModel` is `Order` (`fetchOrder(id:)` → `fetch{name}(id:)`).
        for name in [entity, bareName(entity)] {
            if let replaced = base.replacingFirst(Naming.plural(name), with: "{names}") {
                base = replaced
                break
            }
            if let replaced = base.replacingFirst(name, with: "{name}") {
                base = replaced
                break
            }
        }
        let labels = method.parameters.filter { !isCachePolicy($0) }.map { $0.label + ":" }.joined()
        return base + "(" + labels + ")"
    }

    /// Why the generator could not reproduce this method's shape, if it could not.
    static func inexpressible(_ operation: RepositoryOperation, _ method: Member, entity: String) -> (String, String)? {
        let selector = method.name + "(" + method.parameters.filter { !isCachePolicy($0) }.map { $0.label + ":" }.joined() + ")"
        let lowered = [Naming.plural(entity), entity, Naming.plural(bareName(entity)), bareName(entity)].map(Naming.lowerFirst)
        if lowered.contains(where: method.name.hasPrefix) {
            return ("\(operation.sentence) with the entity's name in lower case (Strata's `{name}` is capitalised)", "`\(selector)`")
        }
        guard operation == .delete, let parameter = method.parameters.first(where: { !isCachePolicy($0) }) else { return nil }
        let takesEntity = stripped(parameter.type) == entity
        if takesEntity && parameter.label != "_" {
            return ("delete taking the entity under a label (Strata reads a labelled delete as taking the id)", "`\(selector)`")
        }
        if !takesEntity && parameter.label == "_" {
            return ("delete taking the id without a label (Strata reads an unlabelled delete as taking the entity)", "`\(selector)`")
        }
        return nil
    }

    /// Type text without spaces, `any`/`some` and a module qualifier: `any Foo.Workout ?` → `Workout?`.
    static func stripped(_ type: String) -> String {
        var text = type.filter { !$0.isWhitespace }
        for prefix in ["any", "some"] where text.hasPrefix(prefix) && text.count > prefix.count && text.dropFirst(prefix.count).first?.isUppercase == true {
            text = String(text.dropFirst(prefix.count))
        }
        return text
    }
}

extension RepositoryOperation {
    /// "fetch by id" for the report.
    var sentence: String {
        switch self {
        case .save: return "save"
        case .fetchByID: return "fetch by id"
        case .fetchAll: return "fetch all"
        case .fetchPage: return "fetch a page"
        case .search: return "search"
        case .delete: return "delete"
        }
    }

    /// Base names that make a method the likelier of several candidates.
    var preferredWords: [String] {
        switch self {
        case .save: return ["save", "create", "add", "insert", "store", "upsert", "put", "persist"]
        case .fetchByID: return ["fetch", "get", "load", "find", "read"]
        case .fetchAll: return ["fetchall", "getall", "loadall", "all", "fetch", "get", "load"]
        case .fetchPage: return ["fetch", "get", "load"]
        case .search: return ["search", "find"]
        case .delete: return ["delete", "remove"]
        }
    }
}

extension RepositoryMethodNames {
    mutating func set(_ operation: RepositoryOperation, _ pattern: String) {
        switch operation {
        case .save: save = pattern
        case .fetchByID: fetchByID = pattern
        case .fetchAll: fetchAll = pattern
        case .fetchPage: fetchPage = pattern
        case .search: search = pattern
        case .delete: delete = pattern
        }
    }
}
