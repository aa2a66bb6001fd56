import Foundation

/// Keeps `Movie` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryMovieLocalDataSource: MovieLocalDataSourceContract {
    private var entries: [Int: (value: Movie, cachedAt: Date)] = [:]
    private var order: [Int] = []
    private var lists: [String: (ids: [Int], cachedAt: Date)] = [:]
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
        saveMovies(movies, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveMovies(_ movies: [Movie], cachedAt: Date) {
        for movie in movies {
            if entries[movie.id] == nil { order.append(movie.id) }
            entries[movie.id] = (movie, cachedAt)
        }
    }

    func deleteMovie(id: Int) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    func fetchMovieList(key: String) -> [Movie]? {
        guard let list = lists[key], isFresh(list.cachedAt) else { return nil }
        return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveMovieList(_ movies: [Movie], key: String) {
        saveMovieList(movies, key: key, cachedAt: Date())
    }

    /// Keeps the items and their order as if they were fetched at `cachedAt`.
    func saveMovieList(_ movies: [Movie], key: String, cachedAt: Date) {
        saveMovies(movies, cachedAt: cachedAt)
        lists[key] = (movies.map(\.id), cachedAt)
    }

    func deleteMovieLists() {
        lists.removeAll()
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
