import StrataModel

/// The SwiftData `@Model` of a repository's stored lists (pages and query results): one row per key
/// with the ids in order, named like the preset's models (`WorkoutStoredListModel`).
struct StoredListModelPlanner {
    let data: DataScope

    func plan() -> [PlannedFile] {
        data.model.repositories.filter(\.keepsStoredLists).compactMap { repository in
            data.model.entity(named: repository.entity).map(planModel)
        }
    }

    func planModel(_ entity: Entity) -> PlannedFile {
        let names = data.names
        let name = names.storedListModel(for: entity.name)
        let idType = entity.idType.swift
        let context = PersistentModelContext(
            name: name,
            docLines: [
                "SwiftData storage of the `\(entity.name)` lists (pages, query results): the ids in order under a key;",
                "`cachedAt` says how old the list is. The items themselves are `\(names.persistentModel(for: entity.name))` rows.",
            ],
            attributes: ["@Attribute(.unique) var key: String", "var ids: [\(idType)]", "var cachedAt: Date"].map(StoredProperty.init),
            initParameters: DTOPlanner.lines(["key: String", "ids: [\(idType)]", "cachedAt: Date = .now"]),
            assignments: ["self.key = key", "self.ids = ids", "self.cachedAt = cachedAt"]
        )
        return PlannedFile(path: names.path(\.persistence, name: name), role: .persistence, template: "persistent-model", context: context)
    }
}
