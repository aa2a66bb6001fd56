import StrataModel

/// The local data source's methods for one repository, over domain values (the popcorn preset: the infra
/// mapper turns SwiftData models into domain entities inside the data source): four for items and,
/// when the repository has pages or entity-valued queries, three for stored lists.
struct LocalAPI {
    let names: SwiftNames
    let entity: Entity
    /// Whether pages and query results are kept as stored lists (ids in order under a key).
    var storesLists = false

    var plural: String { names.plural(of: entity.name) }
    var idType: String { entity.idType.swift }
    var items: String { names.variableName(for: plural) }

    var fetch: String { "fetch\(entity.name)" }
    var fetchAll: String { "fetchAll\(plural)" }
    var save: String { "save\(plural)" }
    var delete: String { "delete\(entity.name)" }
    var fetchList: String { "fetch\(entity.name)List" }
    var saveList: String { "save\(entity.name)List" }
    var deleteLists: String { "delete\(entity.name)Lists" }

    /// Signatures without effects; the protocol adds `async throws`, implementations what they need.
    var fetchSignature: String { "\(fetch)(id: \(idType))" }
    var fetchAllSignature: String { "\(fetchAll)()" }
    var saveSignature: String { "\(save)(_ \(items): [\(entity.name)])" }
    var deleteSignature: String { "\(delete)(id: \(idType))" }
    var fetchListSignature: String { "\(fetchList)(key: String)" }
    var saveListSignature: String { "\(saveList)(_ \(items): [\(entity.name)], key: String)" }
    var deleteListsSignature: String { "\(deleteLists)()" }

    var requirements: [String] {
        var requirements = [
            fetchSignature + " async throws -> \(entity.name)?",
            fetchAllSignature + " async throws -> [\(entity.name)]",
            saveSignature + " async throws",
            deleteSignature + " async throws",
        ]
        if storesLists {
            requirements += [
                fetchListSignature + " async throws -> [\(entity.name)]?",
                saveListSignature + " async throws",
                deleteListsSignature + " async throws",
            ]
        }
        return requirements
    }

    var protocolDocLines: [String] {
        var lines = ["Where fetched values are kept on the device; `cachedAt` tells how old they are."]
        if storesLists {
            lines += [
                "Pages and query results are stored lists: ids in order under a key (`page:2`), read back through",
                "the stored items (`nil` when no list is stored or it is too old; deleted items drop out).",
            ]
        }
        return lines
    }
}

extension DataScope {
    /// The local data source of a repository's entity; `nil` when the entity is unknown.
    func localAPI(for repository: Repository) -> LocalAPI? {
        model.entity(named: repository.entity).map { LocalAPI(names: names, entity: $0, storesLists: repository.keepsStoredLists) }
    }
}
