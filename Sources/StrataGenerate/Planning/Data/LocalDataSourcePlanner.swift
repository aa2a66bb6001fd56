import StrataModel

/// Per repository: the local data-source protocol, the in-memory actor (tests, previews, Linux) and
/// the SwiftData implementation (compiled only where SwiftData exists).
struct LocalDataSourcePlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.model.repositories.compactMap(data.localAPI).flatMap { api in
            [planProtocol(api), planInMemory(api), planSwiftData(api)]
        }
    }

    private func context(
        openingLines: [String] = [], closingLines: [String] = [], protocolName: String = "", protocolDocLines: [String] = [],
        requirements: [String] = [], typeDocLines: [String] = [], typeDeclaration: String = "", storedProperties: [String] = [],
        initSignature: String = "", initBody: [String] = [], methods: [DataMethod] = []
    ) -> DataSourceContext {
        DataSourceContext(
            openingLines: openingLines, closingLines: closingLines, hasProtocol: !protocolName.isEmpty, protocolName: protocolName,
            protocolDocLines: protocolDocLines, requirements: requirements, hasImplementation: !typeDeclaration.isEmpty, typeDocLines: typeDocLines,
            typeDeclaration: typeDeclaration, storedProperties: storedProperties, hasInit: !initSignature.isEmpty,
            initSignature: initSignature, initBody: initBody, methods: methods
        )
    }

    func planProtocol(_ api: LocalAPI) -> PlannedFile {
        let name = data.names.localDataSourceProtocol(for: api.entity.name)
        return PlannedFile(
            path: data.names.path(\.localDataSource, name: name), role: .localDataSource, template: "data-source",
            context: context(protocolName: name, protocolDocLines: api.protocolDocLines, requirements: api.requirements)
        )
    }

    func planInMemory(_ api: LocalAPI) -> PlannedFile {
        let names = data.names
        let entity = api.entity
        let name = names.inMemoryLocalDataSource(for: entity.name)
        let methods = InMemoryLocalMethods(api: api).methods
        var stored = [
            "private var entries: [\(api.idType): (value: \(entity.name), cachedAt: Date)] = [:]",
            "private var order: [\(api.idType)] = []",
        ]
        if api.storesLists { stored.append("private var lists: [String: (ids: [\(api.idType)], cachedAt: Date)] = [:]") }
        stored.append("private let maxAge: TimeInterval?")
        return PlannedFile(
            path: names.path(\.localDataSource, name: name), role: .localDataSource, template: "data-source",
            context: context(
                typeDocLines: ["Keeps `\(entity.name)` values in memory: for tests, previews and platforms without SwiftData."],
                typeDeclaration: "actor \(name): \(names.localDataSourceProtocol(for: entity.name))",
                storedProperties: stored,
                initSignature: "init(maxAge: TimeInterval? = nil)",
                initBody: ["self.maxAge = maxAge"],
                methods: methods
            )
        )
    }

    func planSwiftData(_ api: LocalAPI) -> PlannedFile {
        let names = data.names
        let entity = api.entity
        let name = names.swiftDataLocalDataSource(for: entity.name)
        return PlannedFile(
            path: names.path(\.localDataSource, name: name), role: .localDataSource, template: "data-source",
            context: context(
                openingLines: ["#if canImport(SwiftData)", "import SwiftData"],
                closingLines: ["#endif"],
                typeDocLines: [
                    "`\(names.localDataSourceProtocol(for: entity.name))` over SwiftData, on its own model actor; rows older than `maxAge` are",
                    "not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.",
                ],
                typeDeclaration: "actor \(name): \(names.localDataSourceProtocol(for: entity.name)), ModelActor",
                storedProperties: [
                    "nonisolated let modelExecutor: any ModelExecutor",
                    "nonisolated let modelContainer: ModelContainer",
                    "private let mapper = \(names.persistenceMapper(for: entity.name))()",
                    "private let maxAge: TimeInterval?",
                ],
                initSignature: "init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil)",
                initBody: [
                    "modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))",
                    "self.modelContainer = modelContainer",
                    "self.maxAge = maxAge",
                ],
                methods: SwiftDataLocalMethods(names: names, api: api).methods
            )
        )
    }
}
