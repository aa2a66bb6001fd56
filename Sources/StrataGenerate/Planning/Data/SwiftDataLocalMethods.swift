import StrataModel

/// The SwiftData local data source's methods. Reads leave rows older than `maxAge` out in the fetch
/// itself (`#Predicate` on `cachedAt`); writes find a row whatever its age, to update it in place.
struct SwiftDataLocalMethods {
    let names: SwiftNames
    let api: LocalAPI

    var methods: [DataMethod] {
        let entity = api.entity.name
        let model = names.persistentModel(for: entity)
        let value = names.variableName(for: entity)
        let idKey = names.persistentID(for: entity)
        var methods = [
            DataMethod(
                api.fetchSignature + " throws -> \(entity)?",
                [
                    "try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)"
                ]),
            DataMethod(
                api.fetchAllSignature + " throws -> [\(entity)]",
                [
                    "let oldest = oldestFresh",
                    "let descriptor = FetchDescriptor<\(model)>(",
                    "    predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\\.cachedAt)]",
                    ")",
                    "return try modelContext.fetch(descriptor).map(mapper.map)",
                ]),
            DataMethod(
                api.saveSignature + " throws",
                [
                    "for \(value) in \(api.items) {",
                    "    if let stored = try modelContext.fetch(descriptor(\(value).id)).first {",
                    "        mapper.map(\(value), to: stored)",
                    "    } else {",
                    "        modelContext.insert(mapper.map(\(value)))",
                    "    }",
                    "}",
                    "try modelContext.save()",
                ]),
            DataMethod(
                api.deleteSignature + " throws",
                [
                    "for stored in try modelContext.fetch(descriptor(id)) {",
                    "    modelContext.delete(stored)",
                    "}",
                    "try modelContext.save()",
                ]),
        ]
        if api.storesLists { methods += listMethods }
        methods.append(
            DataMethod(
                "descriptor(_ id: \(api.idType), cachedSince oldest: Date = .distantPast) -> FetchDescriptor<\(model)>", keyword: "private func",
                [
                    "var descriptor = FetchDescriptor<\(model)>(predicate: #Predicate { $0.\(idKey) == id && $0.cachedAt >= oldest })",
                    "descriptor.fetchLimit = 1",
                    "return descriptor",
                ]
            )
        )
        if api.storesLists { methods.append(listDescriptor) }
        methods.append(
            DataMethod(
                "var oldestFresh: Date", keyword: "private",
                docLines: ["Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`."],
                ["maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast"]
            ))
        return methods
    }

    /// Stored lists: one `…StoredList` row per key holding the ids in order, resolved through the item rows.
    private var listMethods: [DataMethod] {
        let entity = api.entity.name
        let model = names.persistentModel(for: entity)
        let listModel = names.storedListModel(for: entity)
        let idKey = names.persistentID(for: entity)
        return [
            DataMethod(
                api.fetchListSignature + " throws -> [\(entity)]?",
                [
                    "let oldest = oldestFresh",
                    "guard let list = try modelContext.fetch(listDescriptor(key, cachedSince: oldest)).first else { return nil }",
                    "let ids = list.ids",
                    "let rows = try modelContext.fetch(FetchDescriptor<\(model)>(",
                    "    predicate: #Predicate { ids.contains($0.\(idKey)) && $0.cachedAt >= oldest }",
                    "))",
                    "let byID = Dictionary(rows.map { ($0.\(idKey), $0) }, uniquingKeysWith: { first, _ in first })",
                    "return ids.compactMap { byID[$0] }.map(mapper.map)",
                ]),
            DataMethod(
                api.saveListSignature + " throws",
                [
                    "try \(api.save)(\(api.items))",
                    "let ids = \(api.items).map(\\.id)",
                    "if let stored = try modelContext.fetch(listDescriptor(key)).first {",
                    "    stored.ids = ids",
                    "    stored.cachedAt = .now",
                    "} else {",
                    "    modelContext.insert(\(listModel)(key: key, ids: ids))",
                    "}",
                    "try modelContext.save()",
                ]),
            DataMethod(
                api.deleteListsSignature + " throws",
                [
                    "for stored in try modelContext.fetch(FetchDescriptor<\(listModel)>()) {",
                    "    modelContext.delete(stored)",
                    "}",
                    "try modelContext.save()",
                ]),
        ]
    }

    private var listDescriptor: DataMethod {
        let listModel = names.storedListModel(for: api.entity.name)
        return DataMethod(
            "listDescriptor(_ key: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<\(listModel)>", keyword: "private func",
            [
                "var descriptor = FetchDescriptor<\(listModel)>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })",
                "descriptor.fetchLimit = 1",
                "return descriptor",
            ]
        )
    }
}
