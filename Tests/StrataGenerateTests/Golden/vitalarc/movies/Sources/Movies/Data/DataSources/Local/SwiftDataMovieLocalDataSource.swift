import Foundation
#if canImport(SwiftData)
import SwiftData

/// `MovieLocalDataSource` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataMovieLocalDataSource: MovieLocalDataSource, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = MovieModelMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchMovie(id: UUID) throws -> Movie? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllMovies() throws -> [Movie] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<MovieModel>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
    }

    func saveMovies(_ movies: [Movie]) throws {
        for movie in movies {
            if let stored = try modelContext.fetch(descriptor(movie.id)).first {
                mapper.map(movie, to: stored)
            } else {
                modelContext.insert(mapper.map(movie))
            }
        }
        try modelContext.save()
    }

    func deleteMovie(id: UUID) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    func fetchMovieList(key: String) throws -> [Movie]? {
        let oldest = oldestFresh
        guard let list = try modelContext.fetch(listDescriptor(key, cachedSince: oldest)).first else { return nil }
        let ids = list.ids
        let rows = try modelContext.fetch(FetchDescriptor<MovieModel>(
            predicate: #Predicate { ids.contains($0.movieID) && $0.cachedAt >= oldest }
        ))
        let byID = Dictionary(rows.map { ($0.movieID, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.map(mapper.map)
    }

    func saveMovieList(_ movies: [Movie], key: String) throws {
        try saveMovies(movies)
        let ids = movies.map(\.id)
        if let stored = try modelContext.fetch(listDescriptor(key)).first {
            stored.ids = ids
            stored.cachedAt = .now
        } else {
            modelContext.insert(MovieStoredListModel(key: key, ids: ids))
        }
        try modelContext.save()
    }

    func deleteMovieLists() throws {
        for stored in try modelContext.fetch(FetchDescriptor<MovieStoredListModel>()) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: UUID, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<MovieModel> {
        var descriptor = FetchDescriptor<MovieModel>(predicate: #Predicate { $0.movieID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    private func listDescriptor(_ key: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<MovieStoredListModel> {
        var descriptor = FetchDescriptor<MovieStoredListModel>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
