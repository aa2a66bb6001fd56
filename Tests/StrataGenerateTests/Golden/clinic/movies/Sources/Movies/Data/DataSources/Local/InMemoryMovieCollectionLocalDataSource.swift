import Foundation

/// Keeps `MovieCollection` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryMovieCollectionLocalDataSource: MovieCollectionLocalDataSource {
    private var entries: [String: (value: MovieCollection, cachedAt: Date)] = [:]
    private var order: [String] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchMovieCollection(id: String) -> MovieCollection? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllMovieCollections() -> [MovieCollection] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveMovieCollections(_ movieCollections: [MovieCollection]) {
        saveMovieCollections(movieCollections, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveMovieCollections(_ movieCollections: [MovieCollection], cachedAt: Date) {
        for movieCollection in movieCollections {
            if entries[movieCollection.id] == nil { order.append(movieCollection.id) }
            entries[movieCollection.id] = (movieCollection, cachedAt)
        }
    }

    func deleteMovieCollection(id: String) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
