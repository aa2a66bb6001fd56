import StrataModel

/// The local data source's four methods for one entity, over domain values (seed 001: the infra
/// mapper turns SwiftData models into domain entities inside the data source).
struct LocalAPI {
    let names: SwiftNames
    let entity: Entity

    var plural: String { names.plural(of: entity.name) }
    var idType: String { entity.idType.swift }
    var items: String { names.variableName(for: plural) }

    var fetch: String { "fetch\(entity.name)" }
    var fetchAll: String { "fetchAll\(plural)" }
    var save: String { "save\(plural)" }
    var delete: String { "delete\(entity.name)" }

    /// Signatures without effects; the protocol adds `async throws`, implementations what they need.
    var fetchSignature: String { "\(fetch)(id: \(idType))" }
    var fetchAllSignature: String { "\(fetchAll)()" }
    var saveSignature: String { "\(save)(_ \(items): [\(entity.name)])" }
    var deleteSignature: String { "\(delete)(id: \(idType))" }

    var requirements: [String] {
        [
            fetchSignature + " async throws -> \(entity.name)?",
            fetchAllSignature + " async throws -> [\(entity.name)]",
            saveSignature + " async throws",
            deleteSignature + " async throws",
        ]
    }
}
