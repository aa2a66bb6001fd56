import Foundation
#if canImport(SwiftData)
import SwiftData

/// `MovieCollectionLocalDataSource` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataMovieCollectionLocalDataSource: MovieCollectionLocalDataSource, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = MovieCollectionEntityMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchMovieCollection(id: String) throws -> MovieCollection? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllMovieCollections() throws -> [MovieCollection] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<MovieCollectionEntity>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
    }

    func saveMovieCollections(_ movieCollections: [MovieCollection]) throws {
        for movieCollection in movieCollections {
            if let stored = try modelContext.fetch(descriptor(movieCollection.id)).first {
                mapper.map(movieCollection, to: stored)
            } else {
                modelContext.insert(mapper.map(movieCollection))
            }
        }
        try modelContext.save()
    }

    func deleteMovieCollection(id: String) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<MovieCollectionEntity> {
        var descriptor = FetchDescriptor<MovieCollectionEntity>(predicate: #Predicate { $0.movieCollectionID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
