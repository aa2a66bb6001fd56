import StrataModel

/// The in-memory local data source's methods: items by id in insertion order, stored lists by key,
/// everything older than `maxAge` left unread.
struct InMemoryLocalMethods {
    let api: LocalAPI

    var methods: [DataMethod] {
        let entity = api.entity.name
        let value = api.names.variableName(for: entity)
        let items = api.items
        var methods = [
            DataMethod(
                api.fetchSignature + " -> \(entity)?",
                [
                    "guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }",
                    "return entry.value",
                ]),
            DataMethod(
                api.fetchAllSignature + " -> [\(entity)]",
                [
                    "order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\\.value)"
                ]),
            DataMethod(api.saveSignature, ["\(api.save)(\(items), cachedAt: Date())"]),
            DataMethod(
                "\(api.save)(_ \(items): [\(entity)], cachedAt: Date)",
                docLines: ["Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`)."],
                [
                    "for \(value) in \(items) {",
                    "    if entries[\(value).id] == nil { order.append(\(value).id) }",
                    "    entries[\(value).id] = (\(value), cachedAt)",
                    "}",
                ]
            ),
            DataMethod(api.deleteSignature, ["entries[id] = nil", "order.removeAll { $0 == id }"]),
        ]
        if api.storesLists {
            methods += [
                DataMethod(
                    api.fetchListSignature + " -> [\(entity)]?",
                    [
                        "guard let list = lists[key], isFresh(list.cachedAt) else { return nil }",
                        "return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\\.value)",
                    ]),
                DataMethod(api.saveListSignature, ["\(api.saveList)(\(items), key: key, cachedAt: Date())"]),
                DataMethod(
                    "\(api.saveList)(_ \(items): [\(entity)], key: String, cachedAt: Date)",
                    docLines: ["Keeps the items and their order as if they were fetched at `cachedAt`."],
                    [
                        "\(api.save)(\(items), cachedAt: cachedAt)",
                        "lists[key] = (\(items).map(\\.id), cachedAt)",
                    ]
                ),
                DataMethod(api.deleteListsSignature, ["lists.removeAll()"]),
            ]
        }
        methods.append(
            DataMethod(
                "isFresh(_ cachedAt: Date) -> Bool", keyword: "private func",
                [
                    "guard let maxAge else { return true }",
                    "return Date().timeIntervalSince(cachedAt) <= maxAge",
                ]))
        return methods
    }
}
