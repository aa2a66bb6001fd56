import Foundation
#if canImport(SwiftData)
import SwiftData

/// `GenreLocalDataSourceContract` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataGenreLocalDataSource: GenreLocalDataSourceContract, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = GenreEntityMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchGenre(id: Int) throws -> Genre? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllGenres() throws -> [Genre] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<GenreEntity>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
    }

    func saveGenres(_ genres: [Genre]) throws {
        for genre in genres {
            if let stored = try modelContext.fetch(descriptor(genre.id)).first {
                mapper.map(genre, to: stored)
            } else {
                modelContext.insert(mapper.map(genre))
            }
        }
        try modelContext.save()
    }

    func deleteGenre(id: Int) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    func fetchGenreList(key: String) throws -> [Genre]? {
        let oldest = oldestFresh
        guard let list = try modelContext.fetch(listDescriptor(key, cachedSince: oldest)).first else { return nil }
        let ids = list.ids
        let rows = try modelContext.fetch(FetchDescriptor<GenreEntity>(
            predicate: #Predicate { ids.contains($0.genreID) && $0.cachedAt >= oldest }
        ))
        let byID = Dictionary(rows.map { ($0.genreID, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.map(mapper.map)
    }

    func saveGenreList(_ genres: [Genre], key: String) throws {
        try saveGenres(genres)
        let ids = genres.map(\.id)
        if let stored = try modelContext.fetch(listDescriptor(key)).first {
            stored.ids = ids
            stored.cachedAt = .now
        } else {
            modelContext.insert(GenreStoredListEntity(key: key, ids: ids))
        }
        try modelContext.save()
    }

    func deleteGenreLists() throws {
        for stored in try modelContext.fetch(FetchDescriptor<GenreStoredListEntity>()) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<GenreEntity> {
        var descriptor = FetchDescriptor<GenreEntity>(predicate: #Predicate { $0.genreID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    private func listDescriptor(_ key: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<GenreStoredListEntity> {
        var descriptor = FetchDescriptor<GenreStoredListEntity>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
