import StrataModel

/// Per repository: the local data-source protocol, the in-memory actor (tests, previews, Linux) and
/// the SwiftData implementation (compiled only where SwiftData exists).
struct LocalDataSourcePlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.model.repositories.compactMap { data.model.entity(named: $0.entity) }.flatMap { entity in
            [planProtocol(entity), planInMemory(entity), planSwiftData(entity)]
        }
    }

    private func context(
        openingLines: [String] = [], closingLines: [String] = [], protocolName: String = "", requirements: [String] = [],
        typeDocLines: [String] = [], typeDeclaration: String = "", storedProperties: [String] = [], initSignature: String = "",
        initBody: [String] = [], methods: [DataMethod] = []
    ) -> DataSourceContext {
        DataSourceContext(
            openingLines: openingLines, closingLines: closingLines, hasProtocol: !protocolName.isEmpty, protocolName: protocolName,
            protocolDocLines: protocolName.isEmpty ? [] : ["Where fetched values are kept on the device; `cachedAt` tells how old they are."],
            requirements: requirements, hasImplementation: !typeDeclaration.isEmpty, typeDocLines: typeDocLines,
            typeDeclaration: typeDeclaration, storedProperties: storedProperties, hasInit: !initSignature.isEmpty,
            initSignature: initSignature, initBody: initBody, methods: methods
        )
    }

    func planProtocol(_ entity: Entity) -> PlannedFile {
        let name = data.names.localDataSourceProtocol(for: entity.name)
        let api = LocalAPI(names: data.names, entity: entity)
        return PlannedFile(
            path: data.names.path(\.localDataSource, name: name), role: .localDataSource, template: "data-source",
            context: context(protocolName: name, requirements: api.requirements)
        )
    }

    func planInMemory(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.inMemoryLocalDataSource(for: entity.name)
        let api = LocalAPI(names: names, entity: entity)
        let value = names.variableName(for: entity.name)
        let idType = entity.idType.swift
        let methods = [
            DataMethod(api.fetchSignature + " -> \(entity.name)?", [
                "guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }",
                "return entry.value",
            ]),
            DataMethod(api.fetchAllSignature + " -> [\(entity.name)]", [
                "order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\\.value)",
            ]),
            DataMethod(api.saveSignature, [
                "for \(value) in \(api.items) {",
                "    if entries[\(value).id] == nil { order.append(\(value).id) }",
                "    entries[\(value).id] = (\(value), Date())",
                "}",
            ]),
            DataMethod(api.deleteSignature, ["entries[id] = nil", "order.removeAll { $0 == id }"]),
            DataMethod("isFresh(_ cachedAt: Date) -> Bool", keyword: "private func", [
                "guard let maxAge else { return true }",
                "return Date().timeIntervalSince(cachedAt) <= maxAge",
            ]),
        ]
        let protocolName = names.localDataSourceProtocol(for: entity.name)
        return PlannedFile(
            path: names.path(\.localDataSource, name: name), role: .localDataSource, template: "data-source",
            context: context(
                typeDocLines: ["Keeps `\(entity.name)` values in memory: for tests, previews and platforms without SwiftData."],
                typeDeclaration: "actor \(name): \(protocolName)",
                storedProperties: [
                    "private var entries: [\(idType): (value: \(entity.name), cachedAt: Date)] = [:]",
                    "private var order: [\(idType)] = []",
                    "private let maxAge: TimeInterval?",
                ],
                initSignature: "init(maxAge: TimeInterval? = nil)",
                initBody: ["self.maxAge = maxAge"],
                methods: methods
            )
        )
    }

    func planSwiftData(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.swiftDataLocalDataSource(for: entity.name)
        let api = LocalAPI(names: names, entity: entity)
        let model = names.persistentModel(for: entity.name)
        let value = names.variableName(for: entity.name)
        let idKey = names.persistentID(for: entity.name)
        let methods = [
            DataMethod(api.fetchSignature + " throws -> \(entity.name)?", ["try modelContext.fetch(descriptor(id)).first.map(mapper.map)"]),
            DataMethod(api.fetchAllSignature + " throws -> [\(entity.name)]", [
                "try modelContext.fetch(FetchDescriptor<\(model)>(sortBy: [SortDescriptor(\\.cachedAt)])).map(mapper.map)",
            ]),
            DataMethod(api.saveSignature + " throws", [
                "for \(value) in \(api.items) {",
                "    if let stored = try modelContext.fetch(descriptor(\(value).id)).first {",
                "        mapper.map(\(value), to: stored)",
                "    } else {",
                "        modelContext.insert(mapper.map(\(value)))",
                "    }",
                "}",
                "try modelContext.save()",
            ]),
            DataMethod(api.deleteSignature + " throws", [
                "for stored in try modelContext.fetch(descriptor(id)) {",
                "    modelContext.delete(stored)",
                "}",
                "try modelContext.save()",
            ]),
            DataMethod("descriptor(_ id: \(entity.idType.swift)) -> FetchDescriptor<\(model)>", keyword: "private func", [
                "var descriptor = FetchDescriptor<\(model)>(predicate: #Predicate { $0.\(idKey) == id })",
                "descriptor.fetchLimit = 1",
                "return descriptor",
            ]),
        ]
        return PlannedFile(
            path: names.path(\.localDataSource, name: name), role: .localDataSource, template: "data-source",
            context: context(
                openingLines: ["#if canImport(SwiftData)", "import SwiftData"],
                closingLines: ["#endif"],
                typeDocLines: ["`\(names.localDataSourceProtocol(for: entity.name))` over SwiftData, on its own model actor."],
                typeDeclaration: "@ModelActor\nactor \(name): \(names.localDataSourceProtocol(for: entity.name))",
                storedProperties: ["private let mapper = \(names.persistenceMapper(for: entity.name))()"],
                methods: methods
            )
        )
    }
}
