import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Keeps `Movie` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryMovieLocalDataSource: MovieLocalDataSource {
    private var entries: [Int: (value: Movie, cachedAt: Date)] = [:]
    private var order: [Int] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchMovie(id: Int) -> Movie? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllMovies() -> [Movie] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveMovies(_ movies: [Movie]) {
        for movie in movies {
            if entries[movie.id] == nil { order.append(movie.id) }
            entries[movie.id] = (movie, Date())
        }
    }

    func deleteMovie(id: Int) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
